//! `tabuleiro status` and `tabuleiro perft` as a user runs them: the output
//! lines of NOTATION.md, and one line on stderr with exit 2 for bad input.

use std::process::{Command, Output};

fn tabuleiro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn status(game: &str, position: &str) -> String {
    let out = tabuleiro(&["status", game, "--position", position]);
    assert!(
        out.status.success(),
        "status failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .trim_end()
        .to_string()
}

#[test]
fn chess_status_names_winner_and_reason() {
    let fools_mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(status("chess", fools_mate), "over 0-1 checkmate");
    assert_eq!(
        status("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
        "over 1/2-1/2 stalemate"
    );
    assert_eq!(
        status("chess", "8/8/8/4k3/8/8/4K3/4R3 w - - 100 80"),
        "over 1/2-1/2 fifty-moves"
    );
    assert_eq!(
        status("chess", "8/8/8/4k3/8/8/4K3/8 w - - 0 1"),
        "over 1/2-1/2 insufficient-material"
    );
    assert_eq!(
        status(
            "chess",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        ),
        "ongoing"
    );
}

#[test]
fn racing_kings_status_follows_the_finish_rule() {
    // White is home and Black's king on a6 cannot reach rank 8 in one move.
    assert_eq!(
        status("racing-kings", "7K/8/k7/8/8/8/8/8 b - - 0 1"),
        "over 1-0 race-won"
    );
    // Black's king on a7 can still catch up: the game goes on.
    assert_eq!(
        status("racing-kings", "7K/k7/8/8/8/8/8/8 b - - 0 1"),
        "ongoing"
    );
    assert_eq!(
        status("racing-kings", "k6K/8/8/8/8/8/8/8 w - - 0 1"),
        "over 1/2-1/2 race-drawn"
    );
    assert_eq!(
        status("racing-kings", "k7/8/8/8/8/8/8/7K w - - 0 1"),
        "over 0-1 race-won"
    );
}

#[test]
fn massacre_status_without_a_capture_is_a_loss() {
    // The white queen on a8 and the black queen on g1 share no line.
    assert_eq!(
        status("massacre", "Q7/8/8/8/8/8/8/6q1 w - - 0 1"),
        "over 0-1 no-capture"
    );
    assert_eq!(status("massacre", "Q7/8/8/8/8/8/8/7q w - - 0 1"), "ongoing");
}

#[test]
fn martian_status_scores_decide() {
    // Player 2's zone is empty after player 1's move; 3 to 3 goes to the
    // player who moved last, player 1.
    assert_eq!(
        status("martian", "4/4/4/4/4/4/4/1p2 2 3 3 - 0"),
        "over 1-0 zone-empty"
    );
    assert_eq!(
        status("martian", "4/4/4/4/4/4/4/1p2 2 3 5 - 0"),
        "over 0-1 zone-empty"
    );
    // 27 moves without a capture: the higher score wins.
    assert_eq!(
        status("martian", "4/4/4/1q2/4/4/4/1p2 1 2 1 - 27"),
        "over 1-0 stalled"
    );
    assert_eq!(
        status("martian", "4/4/4/1q2/4/4/4/1p2 1 2 2 - 27"),
        "over 1/2-1/2 stalled"
    );
}

#[test]
fn hasami_status_counts_pieces_and_quiet_moves() {
    assert_eq!(
        status("hasami", "oo7/9/9/9/9/9/9/9/XXXXXXXXX 1 0"),
        "over 1-0 pieces-left"
    );
    assert_eq!(
        status("hasami", "ooooooooo/9/9/9/9/9/9/9/XX7 2 0"),
        "over 0-1 pieces-left"
    );
    assert_eq!(
        status("hasami", "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 100"),
        "over 1/2-1/2 quiet-limit"
    );
    assert_eq!(
        status("hasami", "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0"),
        "ongoing"
    );
}

#[test]
fn perft_prints_nodes_and_divides() {
    let out = tabuleiro(&["perft", "chess", "2"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "Nodes searched: 400\n"
    );

    let out = tabuleiro(&["perft", "martian", "1", "--divide"]);
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines.len(),
        10 + 2,
        "ten moves, a blank line, the total: {text}"
    );
    assert!(
        lines[..10]
            .iter()
            .all(|l| l.ends_with(": 1") && l.len() == 7),
        "{text}"
    );
    assert_eq!(lines[10], "");
    assert_eq!(lines[11], "Nodes searched: 10");
}

#[test]
fn perft_of_massacre_uses_the_deal_seed() {
    let one = tabuleiro(&["perft", "massacre", "1", "--seed", "7"]);
    let again = tabuleiro(&["perft", "massacre", "1", "--seed", "7"]);
    assert!(one.status.success());
    assert_eq!(one.stdout, again.stdout);
}

#[test]
fn bad_input_is_one_line_on_stderr_and_exit_2() {
    for args in [
        &["perft", "checkers", "3"][..],
        &["perft", "chess", "three"],
        &[
            "perft",
            "chess",
            "2",
            "--position",
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ],
        &["status", "hasami", "--position", "nonsense"],
        &[
            "status",
            "martian",
            "--position",
            "4/4/4/4/4/4/4/4 3 0 0 - 0",
        ],
    ] {
        let out = tabuleiro(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

/// Deep perfts once overflowed the stack (50000) or asked for 100 GB of
/// move buffers (4294967295); past the bound they are refused at once.
#[test]
fn perft_refuses_depths_past_the_bound() {
    for depth in ["50000", "4294967295", "21"] {
        for divide in [false, true] {
            let mut args = vec!["perft", "chess", depth];
            if divide {
                args.push("--divide");
            }
            let out = tabuleiro(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            assert!(out.stdout.is_empty(), "{args:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(
                err,
                format!("tabuleiro: perft depth {depth} is too deep, the most is 20\n")
            );
        }
    }
    // The bound itself is taken (on a stalemate, so it ends at once).
    let out = tabuleiro(&[
        "perft",
        "chess",
        "20",
        "--position",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs `tabuleiro` with its output's reader gone before the first line:
/// its standard error.
fn stderr_with_reader_gone(args: &[&str]) -> String {
    use std::process::Stdio;

    let mut child = Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("the binary ends");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn printing_commands_end_silently_when_their_reader_has_gone() {
    // As `tabuleiro perft chess 6 --divide | head -3` does.
    for args in [
        &["perft", "chess", "4", "--divide"][..],
        &["status", "chess"],
        &["bench", "racing-kings"],
    ] {
        assert_eq!(stderr_with_reader_gone(args), "", "{args:?}");
    }
}
