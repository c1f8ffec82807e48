//! `tabuleiro bench`: a fixed search over fixed positions, whose node
//! count changes only when the search or an evaluation does.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::ai::eval::Evaluate;
use crate::ai::{Limits, player};
use crate::games::any::each;
use crate::games::{AnyGame, GameId, Options};

/// The positions searched per game, besides the start position, and the
/// depth of every search.
fn suite(game: GameId) -> (&'static [&'static str], u32) {
    match game {
        GameId::Chess => (
            &[
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
            ],
            6,
        ),
        GameId::RacingKings => (
            &[
                "8/8/8/4k3/8/8/1rbnNBRK/qr1nNBRQ w - - 0 3",
                "8/8/2K5/4k3/8/8/1r1nNBR1/q1bnNB1Q w - - 0 8",
            ],
            6,
        ),
        GameId::Massacre => (&[], 5),
        GameId::Martian => (&["1dqq/1pdq/2pd/p3/p3/d1p1/qdp1/qqd1 1 0 0 - 2"], 6),
        GameId::Hasami => (&["oooo1oooo/4o4/9/9/9/9/9/2X6/XX1XXXXXX 1 0"], 4),
    }
}

pub fn run(only: Option<GameId>) -> Result<(), String> {
    let games: Vec<GameId> = only.map_or(GameId::ALL.to_vec(), |g| vec![g]);
    let (mut nodes, mut elapsed) = (0u64, Duration::ZERO);
    for id in games {
        let (extra, depth) = suite(id);
        let mut positions = vec![AnyGame::new(id, &Options::default())];
        for text in extra {
            positions.push(
                AnyGame::from_position(id, text, &Options::default())
                    .map_err(|e| format!("bench position {text}: {e}"))?,
            );
        }
        for game in &positions {
            let started = Instant::now();
            let (count, best) = each!(game, record => search(record, depth));
            elapsed += started.elapsed();
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

fn search<G: Evaluate>(record: &crate::games::Record<G>, depth: u32) -> (u64, String) {
    let stop = AtomicBool::new(false);
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let game = record.current();
    let (nodes, found) = player::with_searcher(record, TABLE_MIB, &stop, limits, |mut searcher| {
        let found = searcher.run(game, Some(depth), |_| {});
        (searcher.nodes(), found)
    });
    let best = found
        .as_ref()
        .and_then(|f| f.best().copied())
        .map_or_else(|| "none".to_string(), |mv| game.format_move(mv));
    (nodes, best)
}
