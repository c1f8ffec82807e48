//! `tabuleiro uci` driven as a chess GUI would.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("run tabuleiro uci");
        let input = child.stdin.take().expect("stdin");
        let output = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, command: &str) {
        writeln!(self.input, "{command}").expect("write");
        self.input.flush().expect("flush");
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        self.until_line(prefix, |line| line.starts_with(prefix))
    }

    /// Lines up to and including the first that is `wanted` (`what` it
    /// is, for the message if none comes).
    fn until_line(&self, what: &str, wanted: impl Fn(&str) -> bool) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(10))
                .unwrap_or_else(|_| panic!("no {what} after {seen:?}"));
            let done = wanted(&line);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

#[test]
fn uci_handshake_search_and_quit() {
    let mut engine = Engine::start();
    engine.send("uci");
    let hello = engine.until("uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name")));
    assert!(hello.iter().any(|l| l.contains("UCI_Variant")));
    engine.send("isready");
    engine.until("readyok");
    engine.send("ucinewgame");
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go depth 4");
    let lines = engine.until("bestmove");
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth 4"))
        .expect("an info line at depth 4");
    for word in ["score", "nodes", "nps", "pv"] {
        assert!(info.split(' ').any(|w| w == word), "{info}");
    }
    let best = lines.last().expect("bestmove");
    assert_eq!(best.split(' ').count(), 2, "{best}");
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

#[test]
fn uci_answers_while_searching_and_stops() {
    let mut engine = Engine::start();
    engine.send("position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    engine.send("go infinite");
    // An iteration reported: the search is under way.
    engine.until("info depth");
    engine.send("isready");
    engine.until("readyok");
    engine.send("stop");
    let best = engine.until("bestmove");
    assert!(
        best.last()
            .is_some_and(|l| l.len() >= "bestmove a1a2".len())
    );
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

#[test]
fn uci_reports_mate_and_plays_racing_kings() {
    let mut engine = Engine::start();
    engine.send("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    engine.send("go movetime 300");
    let lines = engine.until("bestmove");
    assert_eq!(lines.last().map(String::as_str), Some("bestmove h5f7"));
    assert!(lines.iter().any(|l| l.contains("score mate 1")));
    engine.send("setoption name UCI_Variant value racingkings");
    engine.send("position startpos moves h2h3");
    engine.send("go wtime 1000 btime 1000 winc 0 binc 0");
    let best = engine.until("bestmove");
    let mv = best
        .last()
        .expect("bestmove")
        .split(' ')
        .nth(1)
        .expect("a move");
    assert_eq!(mv.len(), 4, "{mv}");
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

#[test]
fn uci_answers_nonsense_with_info_strings() {
    let mut engine = Engine::start();
    for bad in [
        "flurb",
        "position fen not a fen",
        "position startpos moves e2e5",
        "go depth many",
        "setoption name UCI_Variant value shogi",
        "setoption name Hash value lots",
    ] {
        engine.send(bad);
        let reply = engine.until("info string");
        assert_eq!(reply.len(), 1, "{bad}: {reply:?}");
    }
    engine.send("isready");
    engine.until("readyok");
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

#[test]
fn uci_go_infinite_answers_only_after_stop() {
    let mut engine = Engine::start();
    // A mate in one: the search is over once it reports the mate, yet
    // the answer must wait for stop.
    engine.send("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    engine.send("go infinite");
    let found = engine.until_line("mate 1", |line| line.contains("score mate 1"));
    assert!(
        !found.iter().any(|l| l.starts_with("bestmove")),
        "{found:?}"
    );
    engine.send("isready");
    let early = engine.until("readyok");
    assert!(
        !early.iter().any(|l| l.starts_with("bestmove")),
        "{early:?}"
    );
    engine.send("stop");
    let best = engine.until("bestmove");
    assert_eq!(best.last().map(String::as_str), Some("bestmove h5f7"));
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

#[test]
fn uci_follows_moves_past_a_repetition() {
    let mut engine = Engine::start();
    // The knights' dance repeats the start three times; the GUI plays on.
    engine.send("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4");
    engine.send("isready");
    let reply = engine.until("readyok");
    assert_eq!(reply, ["readyok"], "the moves were refused");
    engine.send("go depth 3");
    let best = engine.until("bestmove");
    let mv = best
        .last()
        .and_then(|l| l.split(' ').nth(1))
        .expect("a move");
    assert!(
        matches!(mv.chars().nth(1), Some('7' | '8')),
        "not Black's: {mv}"
    );
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

#[test]
fn uci_plays_on_past_the_fifty_move_count() {
    let mut engine = Engine::start();
    engine.send("position fen k7/8/8/8/8/8/8/K6R w - - 100 80");
    engine.send("go movetime 100");
    let best = engine.until("bestmove");
    let line = best.last().expect("bestmove");
    assert!(
        line.starts_with("bestmove a1") || line.starts_with("bestmove h1"),
        "{line}"
    );
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

/// The engine's resident memory in MiB (Linux).
fn resident_mib(engine: &Engine) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{}/status", engine.child.id())).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

#[test]
#[cfg(target_os = "linux")]
fn uci_builds_the_hash_table_before_readyok() {
    let mut engine = Engine::start();
    engine.send("setoption name Hash value 256");
    engine.send("isready");
    engine.until("readyok");
    // Built now, not inside the next search's time.
    let resident = resident_mib(&engine).expect("VmRSS");
    assert!(resident >= 200, "{resident} MiB");
    engine.send("go depth 2");
    engine.until("bestmove");
    engine.send("ucinewgame");
    engine.send("isready");
    engine.until("readyok");
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

#[test]
fn uci_skips_a_line_that_is_not_utf8() {
    let mut engine = Engine::start();
    engine.input.write_all(b"isready\xff\n").expect("write");
    let reply = engine.until("info string");
    assert_eq!(reply.len(), 1, "{reply:?}");
    engine.send("isready");
    engine.until("readyok");
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}

/// The move of `bestmove`, after checking it has the coordinate form.
fn best_move(engine: &Engine) -> String {
    let lines = engine.until("bestmove");
    let mv = lines
        .last()
        .and_then(|l| l.split(' ').nth(1))
        .expect("a move")
        .to_string();
    assert!(mv.len() == 4 && mv != "0000", "{lines:?}");
    mv
}

#[test]
fn uci_advertises_and_plays_every_game() {
    let mut engine = Engine::start();
    engine.send("uci");
    let hello = engine.until("uciok");
    let variants = hello
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant"))
        .expect("UCI_Variant");
    for name in ["chess", "racingkings", "massacre", "martian", "hasami"] {
        assert!(variants.contains(&format!("var {name}")), "{variants}");
    }
    assert!(
        hello
            .iter()
            .any(|l| l.starts_with("option name Deal type spin default 1"))
    );
    for (variant, start) in [
        ("massacre", None),
        (
            "martian",
            Some("1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0"),
        ),
        ("hasami", Some("ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0")),
    ] {
        engine.send(&format!("setoption name UCI_Variant value {variant}"));
        engine.send("setoption name Deal value 3");
        let position = match start {
            Some(text) => format!("position fen {text}"),
            None => "position startpos".to_string(),
        };
        engine.send(&position);
        engine.send("go depth 2");
        let first = best_move(&engine);
        // Position strings with spaces run up to `moves`.
        engine.send(&format!("{position} moves {first}"));
        engine.send("isready");
        assert_eq!(engine.until("readyok"), ["readyok"], "{variant}");
        // Player 2 to move: btime is the clock that counts, not wtime.
        engine.send("go wtime 100000000 btime 1000 winc 0 binc 0");
        best_move(&engine);
    }
    engine.send("quit");
    assert!(engine.child.wait().expect("exit").success());
}
