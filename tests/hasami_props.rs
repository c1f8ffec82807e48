//! Random Hasami Shogi games: they never panic, always end, and every
//! move and position they pass through survives printing and reading, and
//! the counted mobility is the number of legal moves.

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabuleiro::app::text;
use tabuleiro::games::hasami::{Hasami, QUIET_LIMIT};
use tabuleiro::games::{AnyGame, Game, GameId, HasamiWin, Options, Outcome, Record, Side, Status};
use tabuleiro::i18n::Lang;

/// No game lasts longer: neither side can lose more than eight pieces, so
/// there are at most 16 capturing moves, each after at most 99 quiet ones.
const MAX_PLIES: usize = 17 * QUIET_LIMIT as usize;

fn options_strategy() -> impl Strategy<Value = Options> {
    (
        prop_oneof![
            Just(HasamiWin::TwoLeft),
            Just(HasamiWin::OneLeft),
            Just(HasamiWin::Captures)
        ],
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(hasami_win, corner_capture, edge_capture, second)| Options {
                first: if second { Side::Two } else { Side::One },
                hasami_win,
                corner_capture,
                edge_capture,
                ..Options::default()
            },
        )
}

/// Checks every legal move of `game` prints and reads back, and the
/// position string round-trips with its hash.
fn check_position(game: &Hasami, options: &Options, moves: &[<Hasami as Game>::Move]) {
    for &mv in moves {
        let text = game.format_move(mv);
        assert_eq!(
            game.parse_move(&text),
            Ok(mv),
            "{text} in {}",
            game.position()
        );
    }
    let text = game.position();
    let again = Hasami::from_position(&text, options).expect("own position string reads back");
    assert_eq!(again.position(), text);
    assert_eq!(again.hash(), game.hash(), "hash of {text}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_end_and_round_trip(seed in any::<u64>(), options in options_strategy()) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut record = Record::new(Hasami::start(&options));
        let mut moves = Vec::new();
        while record.status() == Status::Ongoing {
            prop_assert!(record.moves().len() < MAX_PLIES, "game did not end");
            let game = record.current();
            moves.clear();
            game.legal_moves(&mut moves);
            check_position(game, &options, &moves);
            prop_assert!(!moves.is_empty(), "ongoing game without moves: {}", game.position());
            prop_assert_eq!(game.mobility(game.side_to_move()) as usize, moves.len());
            let mv = moves[rng.random_range(0..moves.len())];
            let captures = game.is_capture(mv);
            let enemy = game.side_to_move().opponent();
            let before = game.pieces(enemy);
            record.play(mv).expect("legal move plays");
            let after = record.current();
            prop_assert_eq!(captures, after.pieces(enemy) < before);
            prop_assert_eq!(after.quiet() == 0, captures);
        }
        let end = record.current();
        let fresh = Hasami::from_position(&end.position(), &options).expect("end position reads");
        prop_assert_eq!(fresh.hash(), end.hash());
        if let Status::Over(over) = record.status() {
            let any = AnyGame::from_position(GameId::Hasami, &end.position(), &options)
                .expect("end position reads");
            let told = text::game_result(Lang::English, &any, over);
            let names = GameId::Hasami.side_names();
            let opening = match over.outcome {
                Outcome::Win(side) => format!("{} wins", names[side.index()]),
                Outcome::Draw => Lang::English.tr(text::DRAW).into_owned(),
            };
            prop_assert!(told.starts_with(&opening), "{told}");
        }
    }
}
