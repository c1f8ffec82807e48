//! `Game::status_with` gives exactly `status`'s answer: the search reads
//! the end of a game from the moves it has generated, and a wrong answer
//! would change what it finds.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabuleiro::games::chess::{Chess, Massacre, RacingKings};
use tabuleiro::games::hasami::Hasami;
use tabuleiro::games::martian::Martian;
use tabuleiro::games::{Game, HasamiWin, MartianStall, Options, Status};

const PLAYOUTS: u64 = 40;
/// Enough for the quiet-move and stall limits to end some playouts.
const MAX_PLIES: usize = 600;

/// Plays random games from `start`, comparing the two answers at every
/// position, the last (finished) one included.
fn compare<G: Game>(start: &G) {
    let mut moves = Vec::new();
    for seed in 0..PLAYOUTS {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = start.clone();
        for _ in 0..MAX_PLIES {
            moves.clear();
            game.legal_moves(&mut moves);
            let status = game.status();
            assert_eq!(game.status_with(&moves), status, "{}", game.position());
            if matches!(status, Status::Over(_)) || moves.is_empty() {
                break;
            }
            game.play(moves[rng.random_range(0..moves.len())]);
        }
    }
}

#[test]
fn the_chess_games_read_their_end_from_the_moves() {
    let options = Options::default();
    compare(&Chess::start(&options));
    compare(&RacingKings::start(&options));
    for deal in 0..4 {
        compare(&Massacre::start(&Options { deal, ..options }));
    }
}

#[test]
fn hasami_reads_its_end_from_the_moves() {
    for hasami_win in [HasamiWin::TwoLeft, HasamiWin::OneLeft, HasamiWin::Captures] {
        compare(&Hasami::start(&Options {
            hasami_win,
            ..Options::default()
        }));
    }
}

#[test]
fn martian_reads_its_end_from_the_moves() {
    for martian_stall in [MartianStall::TwentySeven, MartianStall::CallClock] {
        compare(&Martian::start(&Options {
            martian_stall,
            ..Options::default()
        }));
    }
}
