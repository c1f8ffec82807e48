//! `tabuleiro match`: whole games between two computer players.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use super::Start;
use crate::ai::eval::Evaluate;
use crate::ai::external::{Engine, EngineError};
use crate::ai::player::{self, KeptTable};
use crate::ai::{Bot, ClockLeft, Entrant, Limits};
use crate::games::any::each;
use crate::games::pgn::{self, Header, OffBoard};
use crate::games::{AnyGame, Clock, End, GameId, Outcome, Record, Side, Status, TimeControl};

/// What `match` was asked to play.
pub struct Pairing {
    pub game: GameId,
    pub p1: Entrant,
    pub p2: Entrant,
    pub games: u32,
    pub seed: u64,
    pub movetime: Option<Duration>,
    /// Play on clocks (instead of `movetime`).
    pub clock: Option<TimeControl>,
    pub position: Option<String>,
    pub pgn: Option<std::path::PathBuf>,
}

/// A game that runs longer than this is stopped and counted a draw; no
/// game of the five lasts so long under its own rules.
const MAX_PLIES: usize = 2_000;

pub fn list_players(game: GameId) {
    for bot in Bot::all(game) {
        println!("{bot}");
    }
}

pub fn run(pairing: &Pairing) -> Result<(), String> {
    // Checked before the first game, so a bad --pgn loses no games.
    let mut pgn_file = match &pairing.pgn {
        Some(path) => Some(open_pgn(pairing.game, path)?),
        None => None,
    };
    let mut tally = [0u32; 3];
    for number in 1..=pairing.games {
        // Pairs of games share a deal (Massacre) and swap who moves first.
        let pair = u64::from((number - 1) / 2);
        let start = Start {
            position: pairing.position.clone(),
            seed: pairing.seed.wrapping_add(pair),
        };
        let game = start.game(pairing.game)?;
        let p1_first = number % 2 == 1;
        let first_side = game.side_to_move();
        let p1_side = if p1_first {
            first_side
        } else {
            first_side.opponent()
        };
        let seed = pairing
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(u64::from(number));
        let (played, finish) = play_game(game, pairing, p1_side, seed);
        let plies = played.ply_count();
        if let Finish::Forfeit { loser, why } = &finish {
            let who = if *loser == p1_side { "p1" } else { "p2" };
            eprintln!("game {number}: {who} loses: {why}");
        }
        let winner = match finish.outcome() {
            Some(Outcome::Win(side)) if side == p1_side => 0,
            Some(Outcome::Win(_)) => 1,
            _ => 2,
        };
        tally[winner] += 1;
        let (result, reason) = finish.result_and_reason();
        println!(
            "{number} {} {result} {reason} {plies}",
            if p1_first { "p1" } else { "p2" }
        );
        if let Some((path, file)) = &mut pgn_file {
            append_game(file, path, pairing, (&played, &finish), p1_side, number)?;
        }
    }
    println!("p1 {} p2 {} draws {}", tally[0], tally[1], tally[2]);
    Ok(())
}

/// The --pgn file opened for appending, or why it cannot be: the game
/// has no PGN, or the file cannot be created or written.
fn open_pgn(game: GameId, path: &Path) -> Result<(&Path, File), String> {
    if !pgn::supports(game) {
        return Err(format!(
            "--pgn is for chess and racing-kings, {} games have no PGN",
            game.info().id
        ));
    }
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| cannot_write(path, &e))?;
    Ok((path, file))
}

/// Appends one finished game to the --pgn file.
fn append_game(
    file: &mut File,
    path: &Path,
    pairing: &Pairing,
    (played, finish): (&AnyGame, &Finish),
    p1_side: Side,
    number: u32,
) -> Result<(), String> {
    let (white, black) = if p1_side == Side::One {
        (&pairing.p1, &pairing.p2)
    } else {
        (&pairing.p2, &pairing.p1)
    };
    let header = Header {
        event: "tabuleiro match".to_string(),
        round: number.to_string(),
        white: white.to_string(),
        black: black.to_string(),
        off_board: finish.off_board(),
        time_control: pairing.clock,
        ..Header::default()
    };
    let text = pgn::export(played, &header).map_err(|e| e.to_string())? + "\n";
    file.write_all(text.as_bytes())
        .map_err(|e| cannot_write(path, &e))
}

fn cannot_write(path: &Path, error: &std::io::Error) -> String {
    format!("cannot write {}: {error}", path.display())
}

/// How a game of the match ended.
enum Finish {
    /// By the rules.
    Rules(End),
    /// An engine failed (could not start, died, hung, broke the rules or
    /// the protocol): its side loses.
    Forfeit { loser: Side, why: EngineError },
    /// It ran past [`MAX_PLIES`]: a draw.
    MoveLimit,
}

impl Finish {
    fn outcome(&self) -> Option<Outcome> {
        match self {
            Finish::Rules(end) => Some(end.outcome),
            Finish::Forfeit { loser, .. } => Some(Outcome::Win(loser.opponent())),
            Finish::MoveLimit => None,
        }
    }

    /// The end as PGN writes it when the position does not say.
    fn off_board(&self) -> Option<OffBoard> {
        match self {
            Finish::Rules(_) => None,
            Finish::Forfeit { loser, .. } => Some(OffBoard {
                outcome: Outcome::Win(loser.opponent()),
                termination: "rules infraction",
            }),
            Finish::MoveLimit => Some(OffBoard {
                outcome: Outcome::Draw,
                termination: "adjudication",
            }),
        }
    }

    /// The per-game line's result and reason.
    fn result_and_reason(&self) -> (&'static str, &'static str) {
        match self {
            Finish::Rules(end) => (end.outcome.result(), end.reason.code()),
            Finish::Forfeit { loser, .. } => (Outcome::Win(loser.opponent()).result(), "forfeit"),
            Finish::MoveLimit => ("1/2-1/2", "move-limit"),
        }
    }
}

/// A player seated for one game: a built-in bot keeps its table from
/// move to move (master's, as in the app); an engine is started as the
/// game begins (or failed to start, and loses at its first move) and
/// stopped when the seat is dropped at the game's end.
enum Seat {
    Bot(Bot, KeptTable),
    Engine(Result<Engine, EngineError>),
}

impl Seat {
    fn take(entrant: &Entrant, game: GameId) -> Seat {
        match entrant {
            Entrant::Bot(bot) => Seat::Bot(*bot, KeptTable::default()),
            Entrant::Engine(spec) => Seat::Engine(Engine::start(spec, game)),
        }
    }

    /// This player's move in the record's position within `limits`
    /// (None: it has none, the game being over); an engine on a clock is
    /// also told the `opponent`'s.
    fn ask<G: Evaluate>(
        &mut self,
        record: &Record<G>,
        limits: Limits,
        opponent: Option<ClockLeft>,
        seed: u64,
        stop: &AtomicBool,
    ) -> Result<Option<G::Move>, EngineError> {
        match self {
            Seat::Bot(bot, table) => {
                Ok(
                    player::choose_with(record, *bot, limits, seed, stop, Some(table), |_| {})
                        .map(|(mv, _)| mv),
                )
            }
            Seat::Engine(Ok(engine)) => engine
                .play(record, &limits, opponent, stop, |_| {})
                .map(|answer| answer.map(|(mv, _)| mv)),
            Seat::Engine(Err(why)) => Err(why.clone()),
        }
    }
}

/// Plays one game to its end.
fn play_game(mut game: AnyGame, pairing: &Pairing, p1_side: Side, seed: u64) -> (AnyGame, Finish) {
    let id = game.id();
    let mut seats = [Seat::take(&pairing.p1, id), Seat::take(&pairing.p2, id)];
    let finish =
        each!(&mut game, record => play_record(record, &mut seats, pairing, p1_side, seed));
    (game, finish)
}

fn play_record<G: Evaluate>(
    record: &mut Record<G>,
    seats: &mut [Seat; 2],
    pairing: &Pairing,
    p1_side: Side,
    seed: u64,
) -> Finish {
    let stop = AtomicBool::new(false);
    let mut clock = pairing.clock.map(Clock::new);
    for ply in 0..MAX_PLIES {
        if let Status::Over(end) = record.status() {
            return Finish::Rules(end);
        }
        let mover = record.current().side_to_move();
        let seat = &mut seats[usize::from(mover != p1_side)];
        let move_seed = seed.wrapping_mul(31).wrapping_add(ply as u64);
        let forfeit = |why| Finish::Forfeit { loser: mover, why };
        let limits = match &clock {
            Some(clock) => Limits {
                clock: Some(clock_left(clock, mover)),
                ..Limits::default()
            },
            None => Limits {
                movetime: pairing.movetime,
                ..Limits::default()
            },
        };
        let opponent = clock.as_ref().map(|c| clock_left(c, mover.opponent()));
        let started = Instant::now();
        let answer = seat.ask(record, limits, opponent, move_seed, &stop);
        // A move that came too late, or none at all by then, is a flag.
        if let Some(clock) = &mut clock
            && clock.run(mover, started.elapsed())
            && let Status::Over(end) = record.time_out()
        {
            return Finish::Rules(end);
        }
        match answer {
            Ok(Some(mv)) if record.play(mv).is_ok() => {}
            Ok(_) => return Finish::MoveLimit,
            Err(why) => return forfeit(why),
        }
        if let Some(clock) = &mut clock {
            clock.moved(mover, record.moves().len());
        }
    }
    Finish::MoveLimit
}

/// `side`'s clock, as a search is told it.
fn clock_left(clock: &Clock, side: Side) -> ClockLeft {
    ClockLeft {
        left: clock.left(side),
        increment: clock.control().increment(),
        moves_to_go: None,
    }
}
