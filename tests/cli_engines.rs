//! `tabuleiro match` with external UCI engines: our own binary speaking
//! `uci`, and fake engines (small `sh` scripts) that fail in every way an
//! engine can. A failing engine loses its game with one line on standard
//! error, and the match goes on.

use std::fs;
use std::path::Path;

use crate::cli_support;
use crate::engine_support;
use cli_support::{BIN, tabuleiro};

/// `uci:sh '<dir>/fake.sh'`: the fake engine as `--p1` names it.
fn fake_engine(dir: &Path, on_uci: &str, on_go: &str) -> String {
    format!("uci:{}", engine_support::fake_engine(dir, on_uci, on_go))
}

const INTRODUCE: &str = "echo 'id name fake'; echo 'option name UCI_Variant type combo default chess var chess var hasami'; echo uciok";

/// Runs two chess games of the engine as p1 against `random`; both are
/// lost by the engine, each with one line that says `why`.
fn engine_loses_both_games(engine: &str, why: &str) {
    let (ok, out, err) = tabuleiro(&[
        "match",
        "chess",
        "--p1",
        engine,
        "--p2",
        "random",
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    assert!(ok, "{err}");
    // p1 moves first in game 1 and second in game 2; it loses both at
    // its first move.
    assert_eq!(
        out,
        "1 p1 0-1 forfeit 0\n2 p2 1-0 forfeit 1\np1 0 p2 2 draws 0\n"
    );
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    for (number, line) in lines.iter().enumerate() {
        assert!(
            line.starts_with(&format!("game {}: p1 loses: ", number + 1)),
            "{line}"
        );
        assert!(line.contains(why), "{line} should say {why}");
    }
}

#[test]
fn our_own_engine_plays_every_game_through_uci() {
    let engine = format!("uci:'{BIN}' uci");
    for game in ["chess", "racing-kings", "massacre", "martian", "hasami"] {
        let (ok, out, err) = tabuleiro(&[
            "match",
            game,
            "--p1",
            &engine,
            "--p2",
            "random",
            "--games",
            "2",
            "--movetime",
            "20",
            "--seed",
            "5",
            "--p1-option",
            "Hash=4",
        ]);
        assert!(ok, "{game}: {err}");
        assert!(err.is_empty(), "{game}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{game}: {out}");
        for line in &lines[..2] {
            let fields: Vec<&str> = line.split(' ').collect();
            assert_eq!(fields.len(), 5, "{line}");
            assert_ne!(fields[3], "forfeit", "{game}: {line}");
            assert!(fields[4].parse::<u32>().is_ok_and(|plies| plies > 0));
        }
        assert!(lines[2].starts_with("p1 "), "{out}");
    }
}

#[test]
fn an_engine_that_crashes_loses_saying_how() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let engine = fake_engine(
        dir.path(),
        INTRODUCE,
        "echo 'fake: out of memory' >&2; exit 3",
    );
    engine_loses_both_games(&engine, "fake died (exit status: 3): fake: out of memory");
}

#[test]
fn a_forfeited_game_is_written_to_pgn_with_its_result() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let engine = fake_engine(dir.path(), INTRODUCE, "exit 3");
    let pgn = dir.path().join("games.pgn");
    let pgn_path = pgn.to_string_lossy();
    let (ok, _, err) = tabuleiro(&[
        "match", "chess", "--p1", &engine, "--p2", "random", "--games", "1", "--tc", "2+0.5",
        "--pgn", &pgn_path,
    ]);
    assert!(ok, "{err}");
    let text = fs::read_to_string(&pgn).expect("the PGN file");
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(
        text.contains("[Termination \"rules infraction\"]"),
        "{text}"
    );
    assert!(text.contains("[TimeControl \"2+0.5\"]"), "{text}");
    assert!(text.trim_end().ends_with("0-1"), "{text}");
}

#[test]
fn an_engine_that_hangs_loses_on_time() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let engine = fake_engine(dir.path(), INTRODUCE, ":");
    engine_loses_both_games(&engine, "fake timed out: no bestmove in time");
}

#[test]
fn an_engine_that_plays_an_illegal_move_loses() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let engine = fake_engine(dir.path(), INTRODUCE, "echo 'bestmove e2e5'");
    engine_loses_both_games(&engine, "fake played an illegal move: e2e5");
}

#[test]
fn an_engine_that_sends_no_move_breaks_the_protocol() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let engine = fake_engine(dir.path(), INTRODUCE, "echo 'bestmove (none)'");
    engine_loses_both_games(&engine, "fake broke the protocol: bestmove (none)");
}

#[test]
fn an_engine_that_never_says_uciok_loses() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let engine = fake_engine(dir.path(), "echo 'id name mute'", "echo 'bestmove e2e4'");
    engine_loses_both_games(&engine, "mute timed out: no uciok");
}

#[test]
fn an_engine_without_the_game_s_variant_loses() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let engine = fake_engine(dir.path(), INTRODUCE, "echo 'bestmove e2e4'");
    let (ok, out, err) = tabuleiro(&[
        "match", "martian", "--p1", "random", "--p2", &engine, "--games", "1",
    ]);
    assert!(ok, "{err}");
    // p2 moves second and loses at its first move.
    assert_eq!(out, "1 p1 1-0 forfeit 1\np1 1 p2 0 draws 0\n");
    assert_eq!(
        err,
        "game 1: p2 loses: fake cannot play martian: its UCI_Variant does not offer it\n"
    );
}

#[test]
fn an_engine_that_cannot_start_loses() {
    engine_loses_both_games(
        "uci:./no-such-engine --flag",
        "cannot start ./no-such-engine",
    );
}

#[test]
fn bad_engine_commands_and_options_are_refused_before_playing() {
    let (ok, out, err) = tabuleiro(&["match", "chess", "--p1", "uci:'open", "--p2", "random"]);
    assert!(!ok);
    assert!(out.is_empty());
    assert_eq!(
        err,
        "tabuleiro: bad engine command \"'open\": a quote is not closed, or it ends with a lone backslash\n"
    );
    let (ok, _, err) = tabuleiro(&[
        "match",
        "chess",
        "--p1",
        "uci:x",
        "--p2",
        "random",
        "--p1-option",
        "Hash",
    ]);
    assert!(!ok);
    assert_eq!(
        err,
        "tabuleiro: bad engine option \"Hash\" (want NAME=VALUE)\n"
    );
    let (ok, _, err) = tabuleiro(&[
        "match",
        "chess",
        "--p1",
        "uci:x",
        "--p2",
        "random",
        "--p2-option",
        "Hash=1",
    ]);
    assert!(!ok);
    assert_eq!(
        err,
        "tabuleiro: random takes no options (only uci: players do)\n"
    );
}

/// The app's engine host: our own engine answers a move through it, a
/// failing one is reported as failed, and a cancelled move says nothing.
#[test]
fn the_app_s_engine_host_asks_and_reports() {
    use std::sync::mpsc;
    use std::time::Duration;
    use tabuleiro::ai::Limits;
    use tabuleiro::ai::Report;
    use tabuleiro::ai::external::{EngineRequest, EngineSpec};
    use tabuleiro::games::{AnyGame, GameId, Options};
    use tabuleiro::shell::engines::EngineHost;

    let (sender, reports) = mpsc::channel();
    let mut host = EngineHost::new(move |report| {
        let _ = sender.send(report);
    });
    let ask = |ticket, command: &str, game: &AnyGame| EngineRequest {
        ticket,
        screen: 1,
        spec: EngineSpec::new(command).expect("a command"),
        game: game.clone(),
        limits: Limits {
            movetime: Some(Duration::from_millis(50)),
            ..Limits::default()
        },
        opponent: None,
    };
    let mut game = AnyGame::new(GameId::Hasami, &Options::default());
    let ours = format!("'{BIN}' uci");
    let done = |reports: &mpsc::Receiver<Report>| loop {
        match reports
            .recv_timeout(Duration::from_secs(10))
            .expect("a report")
        {
            Report::Progress { .. } => {}
            other => break other,
        }
    };
    host.submit(ask(1, &ours, &game));
    let mv = match done(&reports) {
        Report::Done { ticket: 1, mv, .. } => mv,
        other => panic!("a move: {other:?}"),
    };
    assert!(game.legal_moves().contains(&mv), "{mv}");
    game.play_text(&mv).expect("legal");
    // The other side's engine: one that is not there.
    host.submit(ask(2, "./no-such-engine", &game));
    match done(&reports) {
        Report::Failed { ticket: 2, reason } => {
            assert!(
                reason
                    .to_string()
                    .starts_with("cannot start ./no-such-engine"),
                "{reason}"
            );
        }
        other => panic!("a failure: {other:?}"),
    }
    // A move cancelled at once is never reported.
    game.play_text(&game.legal_moves()[0].clone())
        .expect("legal");
    host.submit(ask(3, &ours, &game));
    host.cancel();
    host.stop_engines();
    while let Ok(report) = reports.recv_timeout(Duration::from_millis(1500)) {
        assert!(matches!(report, Report::Progress { .. }), "{report:?}");
    }
}
