//! `tabuleiro match` and `tabuleiro bench` as a user runs them.

use crate::cli_support;
use cli_support::tabuleiro;

#[test]
fn match_prints_a_line_per_game_then_the_tally() {
    let (ok, out, _) = tabuleiro(&[
        "match", "hasami", "--p1", "easy", "--p2", "random", "--games", "4", "--seed", "3",
    ]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    let mut tally = [0u32; 3];
    for (i, line) in lines[..4].iter().enumerate() {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 5, "{line}");
        assert_eq!(fields[0], (i + 1).to_string());
        let first = if i % 2 == 0 { "p1" } else { "p2" };
        assert_eq!(fields[1], first, "players alternate: {line}");
        // p1 plays player 1 (who moves first here) in odd games.
        let p1_side_won = match fields[2] {
            "1-0" => Some(i % 2 == 0),
            "0-1" => Some(i % 2 == 1),
            _ => None,
        };
        tally[match p1_side_won {
            Some(true) => 0,
            Some(false) => 1,
            None => 2,
        }] += 1;
        assert!(fields[4].parse::<u32>().is_ok_and(|plies| plies > 0));
    }
    let last = format!("p1 {} p2 {} draws {}", tally[0], tally[1], tally[2]);
    assert_eq!(lines[4], last);
    // The same seed plays the same games.
    let (_, again, _) = tabuleiro(&[
        "match", "hasami", "--p1", "easy", "--p2", "random", "--games", "4", "--seed", "3",
    ]);
    assert_eq!(out, again);
}

#[test]
fn match_lists_players() {
    let (ok, out, _) = tabuleiro(&["match", "massacre", "--list-players"]);
    assert!(ok);
    let ids: Vec<&str> = out.lines().collect();
    assert_eq!(
        ids,
        [
            "random",
            "classic-easy",
            "classic-medium",
            "classic-hard",
            "easy",
            "medium",
            "hard",
            "master"
        ]
    );
}

#[test]
fn match_refuses_an_unknown_player() {
    let (ok, _, err) = tabuleiro(&["match", "chess", "--p1", "grandmaster", "--p2", "random"]);
    assert!(!ok);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("grandmaster"));
}

#[test]
fn match_writes_racing_kings_pgn() {
    let path = std::env::temp_dir().join(format!("tabuleiro-match-{}.pgn", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let file = path.to_str().expect("utf-8 path");
    let (ok, out, _) = tabuleiro(&[
        "match",
        "racing-kings",
        "--p1",
        "classic-smart",
        "--p2",
        "random",
        "--games",
        "2",
        "--pgn",
        file,
    ]);
    assert!(ok, "{out}");
    let pgn = std::fs::read_to_string(&path).expect("pgn written");
    let _ = std::fs::remove_file(&path);
    assert_eq!(pgn.matches("[Variant \"Racing Kings\"]").count(), 2);
    assert_eq!(pgn.matches("[Event ").count(), 2);
    assert!(!pgn.contains("[FEN "), "standard start needs no FEN");
    assert!(pgn.contains("1. "));
    for line in out.lines().take(2) {
        let result = line.split(' ').nth(2).expect("result");
        assert!(pgn.contains(&format!("[Result \"{result}\"]")));
    }
}

#[test]
fn match_from_a_position_writes_its_fen() {
    let path = std::env::temp_dir().join(format!("tabuleiro-fen-{}.pgn", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let (ok, _, _) = tabuleiro(&[
        "match",
        "chess",
        "--p1",
        "medium",
        "--p2",
        "random",
        "--games",
        "1",
        "--position",
        fen,
        "--pgn",
        path.to_str().expect("utf-8 path"),
    ]);
    assert!(ok);
    let pgn = std::fs::read_to_string(&path).expect("pgn written");
    let _ = std::fs::remove_file(&path);
    assert!(pgn.contains("[SetUp \"1\"]"));
    assert!(pgn.contains(&format!("[FEN \"{fen}\"]")));
}

#[test]
fn bench_counts_the_same_nodes_every_time() {
    let (ok, first, _) = tabuleiro(&["bench", "martian"]);
    assert!(ok);
    let (_, second, _) = tabuleiro(&["bench", "martian"]);
    let nodes = |out: &str| -> u64 {
        let last = out.lines().last().expect("a last line");
        let fields: Vec<&str> = last.split(' ').collect();
        assert_eq!(fields.len(), 4, "{last}");
        assert_eq!((fields[1], fields[3]), ("nodes", "nps"));
        fields[0].parse().expect("a count")
    };
    assert!(nodes(&first) > 0);
    assert_eq!(nodes(&first), nodes(&second));
}

/// A --pgn file that cannot be written is refused before the first game,
/// not found after it with the rest of the match and the tally lost.
#[test]
fn match_refuses_an_unwritable_pgn_before_playing() {
    let missing = std::env::temp_dir()
        .join(format!("tabuleiro-no-such-dir-{}", std::process::id()))
        .join("games.pgn");
    let (ok, out, err) = tabuleiro(&[
        "match",
        "chess",
        "--p1",
        "random",
        "--p2",
        "random",
        "--games",
        "2",
        "--pgn",
        missing.to_str().expect("utf-8 path"),
    ]);
    assert!(!ok);
    assert_eq!(out, "", "no game is played");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("tabuleiro: cannot write "), "{err}");
}

/// Massacre, Martian and Hasami have no PGN: --pgn is refused, not ignored.
#[test]
fn match_refuses_pgn_for_games_without_it() {
    for game in ["massacre", "martian", "hasami"] {
        let path =
            std::env::temp_dir().join(format!("tabuleiro-{game}-{}.pgn", std::process::id()));
        let (ok, out, err) = tabuleiro(&[
            "match",
            game,
            "--p1",
            "random",
            "--p2",
            "random",
            "--games",
            "1",
            "--pgn",
            path.to_str().expect("utf-8 path"),
        ]);
        assert!(!ok, "{game}");
        assert_eq!(out, "", "{game}: no game is played");
        assert_eq!(
            err,
            format!("tabuleiro: --pgn is for chess and racing-kings, {game} games have no PGN\n")
        );
        assert!(!path.exists(), "{game}: no file is created");
    }
}

/// `--tc` takes seconds with decimals, and not with `--movetime`.
#[test]
fn match_reads_tc_as_base_plus_increment_in_seconds() {
    let play = |tc: &str| {
        tabuleiro(&[
            "match", "hasami", "--p1", "random", "--p2", "random", "--games", "1", "--tc", tc,
        ])
    };
    let (ok, out, err) = play("600+0.5");
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 2, "a game and the tally: {out}");
    for (bad, why) in [
        ("300", "a time control is <base>+<increment> in seconds"),
        ("0+1", "the base time must be more than 0"),
        ("1+-1", "\"-1\" is not a number of seconds"),
        ("3d", "a match is played on minutes"),
    ] {
        let (ok, out, err) = play(bad);
        assert!(!ok, "{bad}");
        assert_eq!(out, "");
        assert!(err.contains(why), "{bad}: {err}");
    }
    let (ok, _, err) = tabuleiro(&[
        "match",
        "chess",
        "--p1",
        "random",
        "--p2",
        "random",
        "--tc",
        "1+0",
        "--movetime",
        "10",
    ]);
    assert!(!ok);
    assert!(err.contains("cannot be used with"), "{err}");
}

/// An engine that thinks 300 ms on a 100 ms clock loses on time, told
/// both clocks in milliseconds, player 1's first.
#[test]
fn a_flag_in_a_match_ends_the_game_with_reason_time() {
    let dir = tempfile::tempdir().expect("temp dir");
    let said = dir.path().join("go.txt");
    let script = format!(
        r#"while read -r line; do
  case "$line" in
    uci) echo 'id name slow'; echo uciok ;;
    isready) echo readyok ;;
    go*) echo "$line" >> '{}'; sleep 0.3; echo bestmove e2e4 ;;
    quit) exit 0 ;;
  esac
done
"#,
        said.display()
    );
    let path = dir.path().join("slow.sh");
    std::fs::write(&path, script).expect("write the slow engine");
    let engine = format!("uci:sh '{}'", path.display());
    let (ok, out, err) = tabuleiro(&[
        "match", "chess", "--p1", &engine, "--p2", "random", "--games", "2", "--tc", "0.1+0",
    ]);
    assert!(ok, "{err}");
    // Game 1: the engine is White and flags at once; game 2: Black,
    // after random's first move.
    assert_eq!(out, "1 p1 0-1 time 0\n2 p2 1-0 time 1\np1 0 p2 2 draws 0\n");
    let said = std::fs::read_to_string(&said).expect("the engine was asked");
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 2, "{said}");
    assert_eq!(lines[0], "go wtime 100 btime 100 winc 0 binc 0");
    // Random's first move took White's clock below 100 ms, or not.
    assert!(lines[1].starts_with("go wtime "), "{said}");
    assert!(lines[1].ends_with(" btime 100 winc 0 binc 0"), "{said}");
}

#[test]
fn a_long_unknown_player_is_quoted_cut_short() {
    let id = "k".repeat(10_000);
    let (ok, _, err) = tabuleiro(&["match", "chess", "--p1", &id, "--p2", "easy"]);
    assert!(!ok);
    assert!(err.contains("unknown player \"kkkk"), "{err}");
    assert!(err.contains("…\""), "{err}");
    assert!(
        err.len() < 200,
        "{} bytes: the id repeated whole",
        err.len()
    );
}
