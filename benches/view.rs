//! How long building a position view takes: `cargo bench --bench view`.
//! The view is built once per position for the interface; the Massacre
//! start (every piece can take, the most legal moves of any game's start)
//! is the heaviest case, the chess start an ordinary one.

use std::hint::black_box;
use std::time::Instant;

use tabuleiro::games::{AnyGame, GameId, Options};

const ROUNDS: u32 = 2000;

fn main() {
    let options = Options::default();
    for id in [GameId::Massacre, GameId::Chess] {
        let game = AnyGame::new(id, &options);
        let moves = game.view().moves().len();
        let start = Instant::now();
        for _ in 0..ROUNDS {
            black_box(black_box(&game).view());
        }
        let each = start.elapsed() / ROUNDS;
        println!(
            "{} start view ({moves} moves): {:.1} µs per build ({ROUNDS} builds)",
            id.name(),
            each.as_secs_f64() * 1e6
        );
    }
}
