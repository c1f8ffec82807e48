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

/// Along random chess games (with every position of the perft suites'
/// kind on the way: checks, pins, en passant, promotions), the capture
/// generator of quiescence gives exactly the legal moves that capture.
#[test]
fn chess_captures_are_the_legal_captures() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..40 {
        let mut game = Chess::start(&Options::default());
        let (mut moves, mut captures) = (Vec::new(), Vec::new());
        for _ in 0..300 {
            moves.clear();
            captures.clear();
            game.legal_moves(&mut moves);
            let status = game.captures(&mut captures);
            let mut expected: Vec<_> = moves
                .iter()
                .copied()
                .filter(|&m| game.is_capture(m))
                .collect();
            expected.sort_by_key(|m| game.format_move(*m));
            captures.sort_by_key(|m| game.format_move(*m));
            assert_eq!(captures, expected, "{}", game.position());
            if moves.is_empty() || matches!(game.status(), Status::Over(_)) {
                break;
            }
            // The ends a capture generator can see are the game's ends.
            assert_eq!(status, Status::Ongoing, "{}", game.position());
            // Prefer captures, so that the games reach thin endings.
            let pool = if expected.is_empty() || rng.random_range(0..3) == 0 {
                &moves
            } else {
                &expected
            };
            game.play(pool[rng.random_range(0..pool.len())]);
        }
    }
}
