//! `tabuleiro uci`: the Universal Chess Interface for chess and Racing
//! Kings. Standard input is read on its own thread, so `stop`, `isready`
//! and `quit` are answered while a search runs.

use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::{self, JoinHandle};
use std::time::Duration;

use crate::ai::eval::Evaluate;
use crate::ai::search::Iteration;
use crate::ai::tt::DEFAULT_MIB;
use crate::ai::{Limits, Score, player};
use crate::games::any::each;
use crate::games::{AnyGame, Game, GameId, Options, Record, Status};

/// Time kept back from every budget for the answer to reach the GUI.
const OVERHEAD: Duration = Duration::from_millis(20);

struct Engine {
    variant: GameId,
    game: AnyGame,
    hash_mib: usize,
    search: Option<(Arc<AtomicBool>, JoinHandle<()>)>,
}

pub fn run() -> Result<(), String> {
    let (lines, inbox) = mpsc::channel();
    thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let mut engine = Engine {
        variant: GameId::Chess,
        game: AnyGame::new(GameId::Chess, &Options::default()),
        hash_mib: DEFAULT_MIB,
        search: None,
    };
    for line in inbox {
        if !engine.handle(line.trim()) {
            break;
        }
    }
    engine.stop();
    Ok(())
}

fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{text}");
    let _ = out.flush();
}

impl Engine {
    /// Answers one command; false on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            None => {}
            Some("uci") => {
                say(&format!("id name tabuleiro {}", env!("CARGO_PKG_VERSION")));
                say("id author the tabuleiro authors");
                say("option name UCI_Variant type combo default chess var chess var racingkings");
                say(&format!(
                    "option name Hash type spin default {DEFAULT_MIB} min 1 max 4096"
                ));
                say("uciok");
            }
            Some("isready") => say("readyok"),
            Some("ucinewgame") => {
                self.stop();
                self.game = AnyGame::new(self.variant, &Options::default());
            }
            Some("setoption") => self.set_option(&words[1..]),
            Some("position") => {
                self.stop();
                if let Err(message) = self.set_position(&words[1..]) {
                    say(&format!("info string {message}"));
                }
            }
            Some("go") => {
                self.stop();
                match go_limits(&words[1..], &self.game) {
                    Ok(limits) => self.go(limits, words.contains(&"infinite")),
                    Err(message) => say(&format!("info string {message}")),
                }
            }
            Some("stop") => self.stop(),
            Some("quit") => return false,
            Some(_) => say(&format!("info string unknown command: {line}")),
        }
        true
    }

    fn set_option(&mut self, words: &[&str]) {
        let text = words.join(" ");
        let parsed = text
            .strip_prefix("name ")
            .and_then(|rest| rest.split_once(" value "));
        match parsed {
            Some((name, value)) if name.eq_ignore_ascii_case("UCI_Variant") => {
                match value.trim() {
                    "chess" => self.variant = GameId::Chess,
                    "racingkings" => self.variant = GameId::RacingKings,
                    other => {
                        say(&format!("info string unsupported variant: {other}"));
                        return;
                    }
                }
                self.stop();
                self.game = AnyGame::new(self.variant, &Options::default());
            }
            Some((name, value)) if name.eq_ignore_ascii_case("Hash") => {
                match value.trim().parse::<usize>() {
                    Ok(mib) if (1..=4096).contains(&mib) => self.hash_mib = mib,
                    _ => say(&format!("info string bad Hash value: {value}")),
                }
            }
            _ => say(&format!("info string unknown option: {text}")),
        }
    }

    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words.iter().position(|&w| w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let mut game = match setup.split_first() {
            Some((&"startpos", [])) => AnyGame::new(self.variant, &Options::default()),
            Some((&"fen", fen)) if !fen.is_empty() => {
                AnyGame::from_position(self.variant, &fen.join(" "), &Options::default())
                    .map_err(|e| format!("bad fen: {e}"))?
            }
            _ => return Err(format!("bad position command: {}", words.join(" "))),
        };
        // The GUI judges draws: follow every legal move, past a repetition
        // or a move counter our rules end the game on. An illegal move
        // ends the list there, as other engines do.
        let played = moves
            .iter()
            .try_for_each(|mv| game.replay_text(mv).map_err(|e| format!("move {mv}: {e}")));
        self.game = game;
        played
    }

    /// Searches on a thread; after `go infinite` the answer waits for
    /// `stop`, as the protocol asks.
    fn go(&mut self, limits: Limits, infinite: bool) {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let game = self.game.clone();
        let mib = self.hash_mib;
        let handle = thread::spawn(move || {
            each!(&game, record => search(record, limits, mib, &flag, infinite));
        });
        self.search = Some((stop, handle));
    }

    /// Ends the search under way; it answers with its best move.
    fn stop(&mut self) {
        if let Some((stop, handle)) = self.search.take() {
            stop.store(true, Ordering::Relaxed);
            let _ = handle.join();
        }
    }
}

/// The limits of a `go` command.
fn go_limits(words: &[&str], game: &AnyGame) -> Result<Limits, String> {
    let mut limits = Limits::default();
    let (mut time, mut inc, mut moves_to_go) = ([None, None], [0u64, 0], None);
    let mut i = 0;
    while i < words.len() {
        let number = || -> Result<u64, String> {
            words
                .get(i + 1)
                .and_then(|w| w.parse::<i64>().ok())
                .map(|n| n.max(0) as u64)
                .ok_or_else(|| format!("go {} needs a number", words[i]))
        };
        match words[i] {
            "infinite" | "ponder" => {
                i += 1;
                continue;
            }
            "movetime" => limits.movetime = Some(Duration::from_millis(number()?)),
            "depth" => limits.depth = Some(number()?.clamp(1, 100) as u32),
            "nodes" => limits.nodes = Some(number()?.max(1)),
            "wtime" => time[0] = Some(number()?),
            "btime" => time[1] = Some(number()?),
            "winc" => inc[0] = number()?,
            "binc" => inc[1] = number()?,
            "movestogo" => moves_to_go = Some(number()?.max(1)),
            "mate" => limits.depth = Some((number()?.clamp(1, 49) * 2) as u32),
            other => return Err(format!("unknown go parameter: {other}")),
        }
        i += 2;
    }
    let side = game.side_to_move().index();
    if limits.movetime.is_none()
        && let Some(left) = time[side]
    {
        let share = left / moves_to_go.unwrap_or(30).min(60) + inc[side] * 3 / 4;
        limits.movetime = Some(Duration::from_millis(share.min(left / 2)));
    }
    limits.movetime = limits
        .movetime
        .map(|t| t.saturating_sub(OVERHEAD).max(Duration::from_millis(1)));
    Ok(limits)
}

fn search<G: Evaluate>(
    record: &Record<G>,
    limits: Limits,
    mib: usize,
    stop: &AtomicBool,
    infinite: bool,
) {
    let game = record.current();
    // A position our rules have ended (a move counter) has nothing to
    // search, yet the GUI may play on: any legal move then.
    let found = match game.status() {
        Status::Ongoing => player::with_searcher(record, mib, stop, limits, |mut searcher| {
            searcher.run(game, limits.depth, |found| say(&info_line(game, found)))
        }),
        Status::Over(_) => None,
    };
    while infinite && !stop.load(Ordering::Relaxed) {
        thread::sleep(Duration::from_millis(2));
    }
    let best = found
        .and_then(|f| f.best().copied())
        .or_else(|| first_legal(game));
    match best {
        Some(mv) => say(&format!("bestmove {}", game.format_move(mv))),
        None => say("bestmove 0000"),
    }
}

fn first_legal<G: Game>(game: &G) -> Option<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.first().copied()
}

fn info_line<G: Game>(game: &G, found: &Iteration<G::Move>) -> String {
    let info = player::describe(game, found);
    let score = match info.score {
        Score::Points(cp) => format!("cp {cp}"),
        Score::WinIn(plies) => format!("mate {}", plies.div_ceil(2)),
        Score::LossIn(plies) => format!("mate -{}", plies.div_ceil(2)),
    };
    format!(
        "info depth {} score {score} nodes {} nps {} time {} pv {}",
        info.depth,
        info.nodes,
        info.nps,
        found.elapsed.as_millis(),
        info.pv.join(" ")
    )
}
