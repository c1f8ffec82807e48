//! Random playouts of the three games: no panic, every game ends by the
//! rules, moves and positions read back as written, hashes stay true.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabuleiro::games::chess::{Chess, Massacre, RacingKings};
use tabuleiro::games::{Game, Options, Record, Side, Status};

/// Longest possible game under the fifty-move rule, with room to spare.
const MAX_PLIES: usize = 12_000;

fn check_moves<G: Game>(game: &G, moves: &[G::Move]) {
    for &mv in moves {
        let coordinates = game.format_move(mv);
        assert_eq!(game.parse_move(&coordinates), Ok(mv), "{coordinates}");
        let shown = game.display_move(mv);
        assert_eq!(
            game.parse_move(&shown),
            Ok(mv),
            "{shown} in {}",
            game.position()
        );
    }
}

fn check_position<G: Game>(game: &G) {
    let text = game.position();
    let again = G::from_position(&text, &Options::default()).expect("own position reads back");
    assert_eq!(again.position(), text);
    assert_eq!(again.hash(), game.hash(), "{text}");
}

/// Plays random moves until the record says the game is over.
fn playout<G: Game>(start: G, seed: u64) -> Status {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut record = Record::new(start);
    let mut moves = Vec::new();
    for ply in 0..MAX_PLIES {
        let game = record.current().clone();
        moves.clear();
        game.legal_moves(&mut moves);
        if ply % 7 == 0 {
            check_moves(&game, &moves);
            check_position(&game);
        }
        if let status @ Status::Over(_) = record.status() {
            check_position(&game);
            return status;
        }
        assert!(
            !moves.is_empty(),
            "ongoing without moves: {}",
            game.position()
        );
        let mv = moves[rng.random_range(0..moves.len())];
        record.play(mv).expect("a legal move plays");
    }
    Status::Ongoing
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn chess_playouts_end_by_the_rules(seed in any::<u64>()) {
        let status = playout(Chess::start(&Options::default()), seed);
        prop_assert!(matches!(status, Status::Over(_)));
    }

    #[test]
    fn racing_kings_playouts_end_by_the_rules(seed in any::<u64>()) {
        let status = playout(RacingKings::start(&Options::default()), seed);
        prop_assert!(matches!(status, Status::Over(_)));
    }

    #[test]
    fn massacre_playouts_end_by_the_rules(seed in any::<u64>(), deal in any::<u64>()) {
        let first = if seed % 2 == 0 { Side::One } else { Side::Two };
        let start = Massacre::start(&Options { deal, first, ..Options::default() });
        let status = playout(start, seed);
        prop_assert!(matches!(status, Status::Over(_)));
    }
}
