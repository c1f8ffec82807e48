//! Random Martian Chess playouts: no panics, every game ends, and moves,
//! position strings and hashes survive a round trip.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabuleiro::games::martian::{Martian, STALL_LIMIT};
use tabuleiro::games::{Game, MartianStall, Options, Status};

/// Each capture removes a piece (18 at the start) and at most 26 quiet
/// moves can separate captures, so every game ends well within this.
const PLY_BOUND: usize = 19 * STALL_LIMIT as usize;

fn check_round_trips(game: &Martian, options: &Options, moves: &[<Martian as Game>::Move]) {
    let text = game.position();
    let again = Martian::from_position(&text, options).expect("own string reads back");
    assert_eq!(again.position(), text);
    assert_eq!(again.hash(), game.hash(), "{text}");
    for &mv in moves {
        let printed = game.format_move(mv);
        assert_eq!(game.parse_move(&printed), Ok(mv), "{printed} in {text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_playouts_end_and_round_trip(seed in any::<u64>(), call in any::<bool>()) {
        let stall = if call { MartianStall::CallClock } else { MartianStall::TwentySeven };
        let options = Options { martian_stall: stall, ..Options::default() };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Martian::start(&options);
        let mut moves = Vec::new();
        let mut plies = 0;
        while game.status() == Status::Ongoing {
            prop_assert!(plies < PLY_BOUND, "no end after {plies} plies: {}", game.position());
            moves.clear();
            game.legal_moves(&mut moves);
            check_round_trips(&game, &options, &moves);
            let mv = moves[rng.random_range(0..moves.len())];
            let before = game.scores();
            let capture = game.is_capture(mv);
            game.play(mv);
            prop_assert_eq!(capture, game.scores() != before);
            plies += 1;
        }
        let rebuilt = Martian::from_position(&game.position(), &options).expect("reads back");
        prop_assert_eq!(rebuilt.hash(), game.hash());
        prop_assert_eq!(rebuilt.status(), game.status());
    }
}
