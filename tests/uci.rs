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
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(10))
                .unwrap_or_else(|_| panic!("no {prefix} after {seen:?}"));
            let done = line.starts_with(prefix);
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
    thread::sleep(Duration::from_millis(200));
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
    // A mate in one: the search is over at once, yet must wait for stop.
    engine.send("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    engine.send("go infinite");
    thread::sleep(Duration::from_millis(300));
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
