//! Choosing a move: the random player, the classic players and the engine
//! levels, over any game.

use std::any::Any;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::bot::{Bot, Level};
use super::classic;
use super::eval::Evaluate;
use super::protocol::{Limits, SearchInfo};
use super::search::{Iteration, Searcher, score_of};
use super::tt::{DEFAULT_MIB, Table};
use crate::games::{Game, GameId, Record, Status};

/// Master's thinking time when the caller sets none.
pub const MASTER_MOVETIME: Duration = Duration::from_secs(2);

/// A move, with what the search found (none for players that do not
/// search).
pub type Choice<M> = (M, Option<Iteration<M>>);

/// How an engine level searches.
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// Depth cap (None: until the time runs out).
    depth: Option<u32>,
    /// Node budget, if any.
    nodes: Option<u64>,
    /// Easy's imprecision: each root move's score is blurred by up to this.
    noise: i32,
    /// Multiplies the game's draw contempt.
    contempt_scale: i32,
    table_mib: usize,
}

fn plan<G: Evaluate>(level: Level) -> Plan {
    let [easy, medium, hard] = G::LEVEL_DEPTHS;
    match level {
        Level::Easy => Plan {
            depth: Some(easy),
            nodes: None,
            noise: 60,
            contempt_scale: 1,
            table_mib: 1,
        },
        Level::Medium => Plan {
            depth: Some(medium),
            nodes: None,
            noise: 0,
            contempt_scale: 1,
            table_mib: 4,
        },
        Level::Hard => Plan {
            depth: Some(hard),
            nodes: G::HARD_NODES,
            noise: 0,
            contempt_scale: 1,
            table_mib: 16,
        },
        Level::Master => Plan {
            depth: None,
            nodes: None,
            noise: 0,
            contempt_scale: 3,
            table_mib: DEFAULT_MIB,
        },
    }
}

/// Master's transposition table, kept from move to move by a long-lived
/// caller (the app's worker), so that each search starts from what the
/// last one learned. It belongs to one game: a request for another game
/// type or from another start position finds it empty.
#[derive(Default)]
pub struct KeptTable {
    /// The game type and the key of the start position it was filled for.
    owner: Option<(GameId, u64)>,
    table: Option<Box<dyn Any + Send>>,
}

impl KeptTable {
    /// The table for the record's game, emptied when the game changed.
    fn for_record<G: Evaluate>(&mut self, record: &Record<G>) -> &mut Table<G::Move> {
        let owner = Some((G::ID, record.start().hash()));
        if self.owner != owner {
            self.owner = owner;
            self.table = None;
        }
        let table = self
            .table
            .take()
            .and_then(|kept| kept.downcast::<Table<G::Move>>().ok())
            .map_or_else(|| Table::new(DEFAULT_MIB), |kept| *kept);
        self.table
            .insert(Box::new(table))
            .downcast_mut::<Table<G::Move>>()
            .expect("the table was just stored with this type")
    }
}

/// The move a bot plays in a game, with what the search found (none for
/// players that do not search). None when the game is over.
pub fn choose<G: Evaluate>(
    record: &Record<G>,
    bot: Bot,
    limits: Limits,
    seed: u64,
    stop: &AtomicBool,
    progress: impl FnMut(&Iteration<G::Move>),
) -> Option<Choice<G::Move>> {
    choose_with(record, bot, limits, seed, stop, None, progress)
}

/// As [`choose`]; master searches on `kept` when given.
pub fn choose_with<G: Evaluate>(
    record: &Record<G>,
    bot: Bot,
    limits: Limits,
    seed: u64,
    stop: &AtomicBool,
    kept: Option<&mut KeptTable>,
    progress: impl FnMut(&Iteration<G::Move>),
) -> Option<Choice<G::Move>> {
    if matches!(record.status(), Status::Over(_)) {
        return None;
    }
    let game = record.current();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    match bot {
        Bot::Random => {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            moves.choose(&mut rng).map(|&mv| (mv, None))
        }
        Bot::Classic(which) => classic::choose(which, game, &mut rng).map(|mv| (mv, None)),
        Bot::Engine(level) => {
            let found = engine(record, level, limits, &mut rng, stop, kept, progress)?;
            Some((*found.best()?, Some(found)))
        }
    }
}

/// The keys of the positions played before the current one.
pub fn history_keys<G: Game>(record: &Record<G>) -> Vec<u64> {
    let played = record.moves().len();
    (0..played)
        .map(|i| record.position_before(i).hash())
        .collect()
}

/// Runs `search` on a searcher for the record's current position: a fresh
/// table of `table_mib` MiB, and the game's earlier positions so that
/// repetition counts. The one set-up of the engine levels, `uci` and
/// `bench`.
pub fn with_searcher<G: Evaluate, R>(
    record: &Record<G>,
    table_mib: usize,
    stop: &AtomicBool,
    limits: Limits,
    search: impl FnOnce(Searcher<'_, G>) -> R,
) -> R {
    with_table(record, &mut Table::new(table_mib), stop, limits, search)
}

/// As [`with_searcher`], on a table the caller keeps from search to
/// search (`uci`'s hash, built before the clock starts).
pub fn with_table<G: Evaluate, R>(
    record: &Record<G>,
    table: &mut Table<G::Move>,
    stop: &AtomicBool,
    limits: Limits,
    search: impl FnOnce(Searcher<'_, G>) -> R,
) -> R {
    search(Searcher::new(table, stop, limits, history_keys(record)))
}

fn engine<G: Evaluate>(
    record: &Record<G>,
    level: Level,
    limits: Limits,
    rng: &mut ChaCha8Rng,
    stop: &AtomicBool,
    kept: Option<&mut KeptTable>,
    progress: impl FnMut(&Iteration<G::Move>),
) -> Option<Iteration<G::Move>> {
    let plan = plan::<G>(level);
    let depth = match (plan.depth, limits.depth) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let nodes = match (plan.nodes, limits.nodes) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let movetime = match level {
        Level::Master
            if limits.nodes.is_none() && limits.depth.is_none() && limits.clock.is_none() =>
        {
            Some(limits.movetime.unwrap_or(MASTER_MOVETIME))
        }
        _ => limits.movetime,
    };
    let limits = Limits {
        movetime,
        depth,
        nodes,
        clock: limits.clock,
    };
    let game = record.current();
    let mut fresh;
    let table = match kept {
        Some(kept) if level == Level::Master => kept.for_record(record),
        _ => {
            fresh = Table::new(plan.table_mib);
            &mut fresh
        }
    };
    with_table(record, table, stop, limits, |searcher| {
        let mut searcher = searcher.with_contempt_scale(plan.contempt_scale);
        if plan.noise > 0 {
            let scored = searcher.score_moves(game, depth.unwrap_or(1));
            let (mv, score) = scored
                .into_iter()
                .map(|(mv, score)| (mv, score + rng.random_range(-plan.noise..=plan.noise)))
                .max_by_key(|&(_, score)| score)?;
            return Some(Iteration {
                depth: depth.unwrap_or(1),
                score,
                nodes: searcher.nodes(),
                elapsed: Duration::ZERO,
                pv: vec![mv],
            });
        }
        searcher.run(game, depth, progress)
    })
}

/// An iteration in the worker's terms, the line written in coordinates.
pub fn describe<G: Game>(game: &G, found: &Iteration<G::Move>) -> SearchInfo {
    let mut position = game.clone();
    let mut pv = Vec::with_capacity(found.pv.len());
    for &mv in &found.pv {
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            break;
        }
        pv.push(position.format_move(mv));
        position.play(mv);
    }
    SearchInfo {
        depth: found.depth,
        score: score_of(found.score),
        nodes: found.nodes,
        nps: found.nps(),
        pv,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::tt::Bound;
    use crate::games::Options;
    use crate::games::chess::Chess;

    #[test]
    fn a_kept_table_serves_one_game_and_empties_for_another() {
        let mut kept = KeptTable::default();
        let game = Record::new(Chess::start(&Options::default()));
        let key = game.current().hash();
        kept.for_record(&game).store(key, None, 42, 5, Bound::Exact);
        assert_eq!(kept.for_record(&game).probe(key).map(|e| e.score), Some(42));
        let other = Chess::from_position("4k3/8/8/8/8/8/8/4K2R w K - 0 1", &Options::default())
            .expect("a valid position");
        kept.for_record(&Record::new(other));
        assert!(kept.for_record(&game).probe(key).is_none());
    }
}
