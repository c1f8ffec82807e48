//! `tabuleiro bench`: a fixed search over fixed positions, whose node
//! count changes only when the search or an evaluation does.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::ai::eval::{Bench, Evaluate};
use crate::ai::tt::Table;
use crate::ai::{Limits, player};
use crate::games::any::{each, with_game_type};
use crate::games::{AnyGame, GameId, Options};

pub fn run(only: Option<GameId>) -> Result<(), String> {
    let games: Vec<GameId> = only.map_or(GameId::ALL.to_vec(), |g| vec![g]);
    let (mut nodes, mut elapsed) = (0u64, Duration::ZERO);
    for id in games {
        let (extra, depth) =
            with_game_type!(id, G => (<G as Bench>::BENCH_POSITIONS, <G as Bench>::BENCH_DEPTH));
        let mut positions = vec![AnyGame::new(id, &Options::default())];
        for text in extra {
            positions.push(
                AnyGame::from_position(id, text, &Options::default())
                    .map_err(|e| format!("bench position {text}: {e}"))?,
            );
        }
        for game in &positions {
            let (count, best, took) = each!(game, record => search(record, depth));
            elapsed += took;
            nodes += count;
            println!(
                "{id} depth {depth} nodes {count} best {best} {}",
                game.position()
            );
        }
    }
    let nps = u128::from(nodes) * 1_000_000 / elapsed.as_micros().max(1);
    println!("{nodes} nodes {nps} nps");
    Ok(())
}

/// The table size: part of the signature, as a smaller table loses entries
/// and changes the node counts.
const TABLE_MIB: usize = 16;

/// The nodes searched, the best move, and the time the search took (the
/// table is built before the clock starts, as `uci` builds its hash).
fn search<G: Evaluate>(record: &crate::games::Record<G>, depth: u32) -> (u64, String, Duration) {
    let stop = AtomicBool::new(false);
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let game = record.current();
    let mut table = Table::new(TABLE_MIB);
    let started = Instant::now();
    let (nodes, found) = player::with_table(record, &mut table, &stop, limits, |mut searcher| {
        let found = searcher.run(game, Some(depth), |_| {});
        (searcher.nodes(), found)
    });
    let took = started.elapsed();
    let best = found
        .as_ref()
        .and_then(|f| f.best().copied())
        .map_or_else(|| "none".to_string(), |mv| game.format_move(mv));
    (nodes, best, took)
}
