//! `tabuleiro uci`: the Universal Chess Interface for all five games.
//! Standard input is read on its own thread, so `stop`, `isready` and
//! `quit` are answered while a search runs. The hash table is built
//! before a search, never inside its time, and kept from `go` to `go`.

use std::any::Any;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use crate::ai::eval::Evaluate;
use crate::ai::external::variant_name;
use crate::ai::search::Iteration;
use crate::ai::tt::{DEFAULT_MIB, Table};
use crate::ai::{ClockLeft, Limits, Score, player};
use crate::games::any::{each, with_game_type};
use crate::games::{AnyGame, Game, GameId, Options, Record, Status};

/// Time kept back from every budget for the answer to reach the GUI.
const OVERHEAD: Duration = Duration::from_millis(20);
const MAX_HASH_MIB: usize = 4096;

/// A hash table for one game's moves, with what it was built for.
struct Hash {
    variant: GameId,
    mib: usize,
    table: Box<dyn Any + Send>,
}

impl Hash {
    fn new(variant: GameId, mib: usize) -> Hash {
        let table: Box<dyn Any + Send> =
            with_game_type!(variant, G => Box::new(Table::<<G as Game>::Move>::new(mib)));
        Hash {
            variant,
            mib,
            table,
        }
    }
}

/// A search under way; its thread gives the table back.
struct Search {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Hash>,
}

struct Engine {
    variant: GameId,
    /// Massacre's deal for `position startpos`.
    deal: u64,
    game: AnyGame,
    hash_mib: usize,
    /// None until first needed, and while a search holds it.
    hash: Option<Hash>,
    search: Option<Search>,
}

pub fn run() -> Result<(), String> {
    let (lines, inbox) = mpsc::channel();
    thread::spawn(move || read_lines(&lines));
    let mut engine = Engine::new();
    for line in inbox {
        match line {
            Ok(line) if !engine.handle(line.trim()) => break,
            Ok(_) => {}
            Err(reason) => say(&format!("info string {reason}")),
        }
    }
    engine.stop();
    Ok(())
}

/// Sends each line of standard input, or why it cannot be read: a line
/// that is not UTF-8 is skipped, not the end of the session.
fn read_lines(lines: &Sender<Result<String, String>>) {
    let mut input = std::io::stdin().lock();
    let mut bytes = Vec::new();
    while matches!(input.read_until(b'\n', &mut bytes), Ok(n) if n > 0) {
        let line = String::from_utf8(std::mem::take(&mut bytes))
            .map_err(|e| format!("skipped a line that is not UTF-8: {}", e.utf8_error()));
        if lines.send(line).is_err() {
            break;
        }
    }
}

fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{text}");
    let _ = out.flush();
}

impl Engine {
    fn new() -> Engine {
        Engine {
            variant: GameId::Chess,
            deal: Options::default().deal,
            game: AnyGame::new(GameId::Chess, &Options::default()),
            hash_mib: DEFAULT_MIB,
            hash: None,
            search: None,
        }
    }

    /// Answers one command; false on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            None => {}
            Some("uci") => introduce(),
            Some("isready") => {
                self.make_ready();
                say("readyok");
            }
            Some("ucinewgame") => {
                self.stop();
                self.game = AnyGame::new(self.variant, &self.options());
                // A fresh table forgets the last game.
                self.hash = None;
                self.make_ready();
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

    fn options(&self) -> Options {
        Options {
            deal: self.deal,
            ..Options::default()
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        let text = words.join(" ");
        let parsed = text
            .strip_prefix("name ")
            .and_then(|rest| rest.split_once(" value "));
        let Some((name, value)) = parsed else {
            say(&format!("info string unknown option: {text}"));
            return;
        };
        let value = value.trim();
        if name.eq_ignore_ascii_case("UCI_Variant") {
            self.set_variant(value);
        } else if name.eq_ignore_ascii_case("Hash") {
            match value.parse::<usize>() {
                Ok(mib) if (1..=MAX_HASH_MIB).contains(&mib) => {
                    self.stop();
                    self.hash_mib = mib;
                    self.make_ready();
                }
                _ => say(&format!("info string bad Hash value: {value}")),
            }
        } else if name.eq_ignore_ascii_case("Deal") {
            match value.parse::<u64>() {
                Ok(deal) => self.deal = deal,
                Err(_) => say(&format!("info string bad Deal value: {value}")),
            }
        } else {
            say(&format!("info string unknown option: {text}"));
        }
    }

    fn set_variant(&mut self, value: &str) {
        let Some(variant) = GameId::ALL
            .into_iter()
            .find(|&game| variant_name(game) == value)
        else {
            say(&format!("info string unsupported variant: {value}"));
            return;
        };
        self.stop();
        self.variant = variant;
        self.game = AnyGame::new(variant, &self.options());
        self.make_ready();
    }

    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words.iter().position(|&w| w == "moves");
        let (setup, moves) = match moves_at {
            Some(i) => (&words[..i], &words[i + 1..]),
            None => (words, &[][..]),
        };
        let options = self.options();
        // Martian and Hasami position strings hold spaces: all the words
        // up to `moves` are the string.
        let mut game = match setup.split_first() {
            Some((&"startpos", [])) => AnyGame::new(self.variant, &options),
            Some((&"fen", fen)) if !fen.is_empty() => {
                AnyGame::from_position(self.variant, &fen.join(" "), &options)
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

    /// Builds the table the next search will use, unless a search holds
    /// it already.
    fn make_ready(&mut self) {
        if self.search.is_none() {
            let hash = self.take_hash();
            self.hash = Some(hash);
        }
    }

    /// The table for the current variant and size, built if the one kept
    /// does not fit (the old one is freed first).
    fn take_hash(&mut self) -> Hash {
        match self.hash.take() {
            Some(hash) if hash.variant == self.variant && hash.mib == self.hash_mib => hash,
            _ => Hash::new(self.variant, self.hash_mib),
        }
    }

    /// Searches on a thread; after `go infinite` the answer waits for
    /// `stop`, as the protocol asks.
    fn go(&mut self, limits: Limits, infinite: bool) {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let game = self.game.clone();
        let mut hash = self.take_hash();
        let handle = thread::spawn(move || {
            let mib = hash.mib;
            hash.table =
                each!(&game, record => search(record, hash.table, mib, limits, &flag, infinite));
            hash
        });
        self.search = Some(Search { stop, handle });
    }

    /// Ends the search under way (it answers with its best move) and takes
    /// its table back.
    fn stop(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop.store(true, Ordering::Relaxed);
            self.hash = search.handle.join().ok();
        }
    }
}

fn introduce() {
    say(&format!("id name tabuleiro {}", env!("CARGO_PKG_VERSION")));
    say("id author the tabuleiro authors");
    let names = GameId::ALL.map(|game| format!("var {}", variant_name(game)));
    say(&format!(
        "option name UCI_Variant type combo default chess {}",
        names.join(" ")
    ));
    say(&format!(
        "option name Hash type spin default {DEFAULT_MIB} min 1 max {MAX_HASH_MIB}"
    ));
    say(&format!(
        "option name Deal type spin default {} min 0 max {}",
        Options::default().deal,
        i64::MAX
    ));
    say("uciok");
}

/// The limits of a `go` command.
fn go_limits(words: &[&str], game: &AnyGame) -> Result<Limits, String> {
    let mut limits = Limits::default();
    let mut time: [Option<u64>; 2] = [None, None];
    let mut inc = [0u64; 2];
    let mut moves_to_go = None;
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
            "movestogo" => moves_to_go = Some(number()?.clamp(1, 1_000) as u32),
            "mate" => limits.depth = Some((number()?.clamp(1, 49) * 2) as u32),
            other => return Err(format!("unknown go parameter: {other}")),
        }
        i += 2;
    }
    // `wtime`/`winc` are player 1's in every game.
    let side = game.side_to_move().index();
    limits.clock = time[side].map(|left| ClockLeft {
        left: Duration::from_millis(left),
        increment: Duration::from_millis(inc[side]),
        moves_to_go,
    });
    limits.movetime = limits
        .movetime
        .map(|t| t.saturating_sub(OVERHEAD).max(Duration::from_millis(1)));
    Ok(limits)
}

/// Answers `go` for one game, on the table kept between searches, and
/// gives the table back.
fn search<G: Evaluate>(
    record: &Record<G>,
    table: Box<dyn Any + Send>,
    mib: usize,
    limits: Limits,
    stop: &AtomicBool,
    infinite: bool,
) -> Box<dyn Any + Send> {
    // Built for this variant, so the type matches; a new one otherwise.
    let mut table = table
        .downcast::<Table<G::Move>>()
        .unwrap_or_else(|_| Box::new(Table::new(mib)));
    let game = record.current();
    // A position our rules have ended (a move counter) has nothing to
    // search, yet the GUI may play on: any legal move then.
    let found = match game.status() {
        Status::Ongoing => player::with_table(record, &mut table, stop, limits, |mut searcher| {
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
    table
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

#[cfg(test)]
mod tests {
    use super::*;

    fn dealt(deal: u64) -> String {
        let options = Options {
            deal,
            ..Options::default()
        };
        AnyGame::new(GameId::Massacre, &options).position()
    }

    #[test]
    fn deal_picks_massacre_s_start() {
        let mut engine = Engine::new();
        engine.handle("setoption name UCI_Variant value massacre");
        engine.handle("position startpos");
        assert_eq!(engine.game.position(), dealt(1));
        engine.handle("setoption name Deal value 7");
        engine.handle("position startpos");
        assert_eq!(engine.game.position(), dealt(7));
        assert_ne!(dealt(7), dealt(1));
    }
}
