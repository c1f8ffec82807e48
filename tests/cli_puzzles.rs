//! `tabuleiro puzzles` as a user runs it: `generate` writes a puzzle file
//! on standard output or appended to `--out`, the same for the same seed,
//! and the run's report on standard error; the plain form refuses an
//! unknown id in one line before it takes the terminal; `recheck` keeps
//! in a file only the puzzles the rules still make (and a confirming UCI
//! engine agrees with).

use std::process::{Command, Output};

use crate::engine_support;

fn tabuleiro(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .args(args)
        .output()
        .expect("the binary runs")
}

const HEADER: &str = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes";
const RUN: [&str; 9] = [
    "puzzles", "generate", "chess", "--games", "4", "--seed", "3", "--depth", "1",
];

#[test]
fn generate_writes_the_same_file_for_the_same_seed_and_reports() {
    let first = tabuleiro(&RUN);
    assert!(first.status.success());
    let text = String::from_utf8(first.stdout).expect("utf-8");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(HEADER));
    let rows: Vec<&str> = lines.collect();
    assert!(!rows.is_empty(), "no puzzle in 4 games");
    assert!(rows.iter().all(|r| r.starts_with("ch")), "{rows:?}");
    let report = String::from_utf8(first.stderr).expect("utf-8");
    let last = report.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("4 games, ") && last.contains(&format!("{} kept", rows.len())),
        "{report}"
    );
    assert!(report.contains("looked at"), "{report}");
    let again = tabuleiro(&RUN);
    assert_eq!(String::from_utf8(again.stdout).expect("utf-8"), text);
}

#[test]
fn generate_appends_to_out_without_repeating() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let out = dir.path().join("chess.csv");
    let path = out.to_str().expect("a UTF-8 path");
    let run = |games: &str| {
        let mut args = RUN.to_vec();
        args[4] = games;
        args.extend(["--out", path]);
        let output = tabuleiro(&args);
        assert!(output.status.success(), "{output:?}");
        std::fs::read_to_string(&out).expect("the file was written")
    };
    let two = run("2");
    assert!(two.starts_with(&format!("{HEADER}\n")), "{two}");
    let four = run("4");
    assert!(four.starts_with(&two), "appended after what was there");
    let stdout = tabuleiro(&RUN).stdout;
    assert_eq!(four, String::from_utf8(stdout).expect("utf-8"));
    assert_eq!(run("4"), four, "nothing made twice");
}

#[test]
fn an_unknown_puzzle_id_is_one_line_and_exit_2() {
    let out = tabuleiro(&["puzzles", "chess", "--id", "nosuch"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "tabuleiro: no chess puzzle has the id \"nosuch\"\n"
    );
    let out = tabuleiro(&["puzzles"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("tabuleiro: name a game"));
}

#[test]
fn recheck_keeps_the_puzzles_that_still_stand_and_drops_the_rest() {
    let made = String::from_utf8(tabuleiro(&RUN).stdout).expect("utf-8");
    let kept = made.lines().count() - 1;
    assert!(kept > 0, "no puzzle in 4 games");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("chess.csv");
    // The opening's first reply wins nothing: no puzzle.
    let not_one =
        "chnot0one,rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1,e2e4 e7e5,1500,100,";
    std::fs::write(&file, format!("{made}{not_one}\n")).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    let out = tabuleiro(&["puzzles", "recheck", "chess", path, "--depth", "1"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(std::fs::read_to_string(&file).expect("read"), made);
    let report = String::from_utf8(out.stderr).expect("utf-8");
    assert!(report.contains("chnot0one falls"), "{report}");
    assert!(
        report.contains(&format!(
            "{} puzzles: {kept} stand as they were, 0 with a new line, 1 fall",
            kept + 1
        )),
        "{report}"
    );
}

/// A file of one puzzle, Scholar's mate, judged again with a fake engine
/// that answers `on_go`; what the file keeps and what was said.
fn confirmed_by(on_go: &str) -> (String, String) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let engine = engine_support::fake_engine(dir.path(), "echo 'id name fake'; echo uciok", on_go);
    let file = dir.path().join("chess.csv");
    let row = "chsch0lar,r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3,g8f6 h5f7,700,100,mate mateIn1 short";
    std::fs::write(&file, format!("{HEADER}\n{row}\n")).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    let out = tabuleiro(&[
        "puzzles",
        "recheck",
        "chess",
        path,
        "--depth",
        "1",
        "--confirm",
        &engine,
    ]);
    assert!(out.status.success(), "{out:?}");
    let kept = std::fs::read_to_string(&file).expect("read");
    (kept, String::from_utf8(out.stderr).expect("utf-8"))
}

#[test]
fn recheck_keeps_only_what_a_confirming_engine_agrees_with() {
    let agrees = "echo 'info depth 9 multipv 1 score mate 1 pv h5f7'; \
                  echo 'info depth 9 multipv 2 score cp 40 pv b1c3'; echo 'bestmove h5f7'";
    let (kept, said) = confirmed_by(agrees);
    assert_eq!(kept.lines().count(), 2, "{kept}");
    assert!(
        kept.lines()
            .nth(1)
            .is_some_and(|row| row.contains(",g8f6 h5f7,")),
        "{kept}"
    );
    assert!(said.contains("0 refused by fake at depth 18"), "{said}");

    let second_wins = "echo 'info depth 9 multipv 1 score mate 1 pv h5f7'; \
                       echo 'info depth 9 multipv 2 score cp 350 pv b1c3'; echo 'bestmove h5f7'";
    let other_best = "echo 'info depth 9 multipv 1 score cp 100 pv b1c3'; \
                      echo 'info depth 9 multipv 2 score cp 90 pv h5f7'; echo 'bestmove b1c3'";
    for (on_go, why) in [
        (second_wins, "b1c3 wins too (3.50)"),
        (other_best, "its best move is b1c3 (1.00)"),
    ] {
        let (kept, said) = confirmed_by(on_go);
        assert_eq!(kept, format!("{HEADER}\n"));
        assert!(said.contains(&format!("refused by fake: {why}")), "{said}");
        assert!(said.contains("1 refused by fake at depth 18"), "{said}");
    }
}
