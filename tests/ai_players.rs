//! The computer players in every game: the engine takes a win in one and
//! avoids a loss in one; the classic players make their defining choices.

use std::sync::atomic::AtomicBool;

use tabuleiro::ai::eval::Evaluate;
use tabuleiro::ai::{Bot, Classic, Level, Limits, player};
use tabuleiro::games::hasami::Hasami;
use tabuleiro::games::martian::Martian;
use tabuleiro::games::{Game, Options, Outcome, Record, Side, Status};

fn record<G: Game>(position: &str) -> Record<G> {
    Record::new(G::from_position(position, &Options::default()).expect("test position"))
}

/// The move a bot picks, in coordinates.
fn pick<G: Evaluate>(position: &str, bot: Bot, seed: u64) -> String {
    let record = record::<G>(position);
    let stop = AtomicBool::new(false);
    let (mv, _) =
        player::choose(&record, bot, Limits::default(), seed, &stop, |_| {}).expect("a move");
    record.current().format_move(mv)
}

/// Whether the side that just moved can be beaten by a single reply.
fn loses_in_one<G: Game>(game: &G) -> bool {
    let mover = game.side_to_move().opponent();
    let mut replies = Vec::new();
    game.legal_moves(&mut replies);
    replies.into_iter().any(|reply| {
        let mut next = game.clone();
        next.play(reply);
        matches!(next.status(), Status::Over(end) if end.outcome == Outcome::Win(mover.opponent()))
    })
}

/// Every engine level plays the winning move.
fn wins_in_one<G: Evaluate>(position: &str, winning: &str) {
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        assert_eq!(
            pick::<G>(position, Bot::Engine(level), 3),
            winning,
            "{level:?}"
        );
    }
}

/// Every engine level (above easy, which may blunder by design) keeps
/// clear of a move the opponent wins against at once; the position has
/// such losing moves.
fn avoids_loss_in_one<G: Evaluate>(position: &str) {
    let game = G::from_position(position, &Options::default()).expect("test position");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(
        moves.iter().any(|&mv| {
            let mut next = game.clone();
            next.play(mv);
            loses_in_one(&next)
        }),
        "the test position should hold a losing move"
    );
    for level in [Level::Medium, Level::Hard] {
        let chosen = pick::<G>(position, Bot::Engine(level), 5);
        let mv = game.parse_move(&chosen).expect("legal");
        let mut next = game.clone();
        next.play(mv);
        assert!(!loses_in_one(&next), "{level:?} played {chosen}");
    }
}

#[test]
fn martian_engine_takes_the_winning_capture() {
    // Player 1's last piece takes the queen across the canal: 3 to 2.
    wins_in_one::<Martian>("4/4/4/q3/Q3/4/4/4 1 0 2 - 0", "a4a5");
}

#[test]
fn martian_engine_keeps_its_drone_out_of_reach() {
    // Player 2's lone queen takes an unguarded drone on the d-file and
    // empties its own zone, winning 2 to 0.
    avoids_loss_in_one::<Martian>("3q/4/4/4/3d/4/4/p3 1 0 0 - 0");
}

#[test]
fn martian_classic_hard_takes_the_most_valuable_piece() {
    // A pawn, a drone and a queen can be taken; the queen is worth most.
    let position = "3d/4/4/p1q1/1p2/4/4/3q 1 0 0 - 0";
    for seed in 0..5 {
        let bot = Bot::Classic(Classic::MartianHard);
        assert_eq!(pick::<Martian>(position, bot, seed), "b4c5");
    }
}

#[test]
fn hasami_engine_takes_the_third_last_piece() {
    // Sliding to e6 sandwiches e5 and leaves White two pieces.
    wins_in_one::<Hasami>("o7o/9/9/8X/4o4/4X4/9/9/XXX6 1 0", "i6e6");
}

#[test]
fn hasami_engine_escapes_the_sandwich() {
    // White's i6 slides to e6 and takes e5, leaving Black two pieces.
    avoids_loss_in_one::<Hasami>("ooo6/9/9/8o/4X4/4o4/9/9/X7X 1 0");
}

#[test]
fn hasami_classic_greedy_takes_the_biggest_capture() {
    // a7d7 takes d6 and d5; i6h6 would take h5 alone.
    let position = "ooo1oo3/9/X8/3o4X/3o3o1/3X3X1/9/9/XX7 1 0";
    for seed in 0..5 {
        let bot = Bot::Classic(Classic::HasamiGreedy);
        assert_eq!(pick::<Hasami>(position, bot, seed), "a7d7");
    }
}

#[test]
fn hasami_classic_greedy_leaves_nothing_to_take_when_it_cannot_capture() {
    let position = "ooo6/9/9/8o/4X4/4o4/9/9/X7X 1 0";
    let game = Hasami::from_position(position, &Options::default()).expect("position");
    for seed in 0..5 {
        let chosen = pick::<Hasami>(position, Bot::Classic(Classic::HasamiGreedy), seed);
        let mut next = game.clone();
        next.play(game.parse_move(&chosen).expect("legal"));
        let mut replies = Vec::new();
        next.legal_moves(&mut replies);
        assert!(!replies.iter().any(|&r| next.is_capture(r)), "{chosen}");
    }
}

#[test]
fn hasami_classic_minimax_wins_material() {
    let position = "ooo1oo3/9/X8/3o4X/3o3o1/3X3X1/9/9/XX7 1 0";
    let bot = Bot::Classic(Classic::HasamiMinimax);
    assert_eq!(pick::<Hasami>(position, bot, 1), "a7d7");
}

#[test]
fn random_players_only_play_legal_moves() {
    let game = Martian::start(&Options::default());
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let record = Record::new(game.clone());
    let stop = AtomicBool::new(false);
    for seed in 0..10 {
        let (mv, found) =
            player::choose(&record, Bot::Random, Limits::default(), seed, &stop, |_| {})
                .expect("a move");
        assert!(legal.contains(&mv) && found.is_none());
    }
    assert_eq!(game.side_to_move(), Side::One);
}
