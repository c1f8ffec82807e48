//! The computer players in every game: the engine takes a win in one and
//! avoids a loss in one; the classic players make their defining choices.

use std::sync::atomic::AtomicBool;

use tabuleiro::ai::eval::Evaluate;
use tabuleiro::ai::search::{MATE, Searcher};
use tabuleiro::ai::tt::Table;
use tabuleiro::ai::{Bot, Classic, Level, Limits, player};
use tabuleiro::games::chess::{Chess, Massacre, RacingKings};
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

/// Every engine level plays a move that wins the game at once.
fn wins_in_one<G: Evaluate>(position: &str) {
    let game = G::from_position(position, &Options::default()).expect("test position");
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let chosen = pick::<G>(position, Bot::Engine(level), 3);
        let mut next = game.clone();
        next.play(game.parse_move(&chosen).expect("legal"));
        let won = Outcome::Win(game.side_to_move());
        assert!(
            matches!(next.status(), Status::Over(end) if end.outcome == won),
            "{level:?} played {chosen}"
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
    let position = "4/4/4/q3/Q3/4/4/4 1 0 2 - 0";
    wins_in_one::<Martian>(position);
    assert_eq!(
        pick::<Martian>(position, Bot::Engine(Level::Hard), 1),
        "a4a5"
    );
}

#[test]
fn martian_evaluation_of_huge_scores_does_not_overflow() {
    for scores in ["100000000 0", "0 4294967295", "2147483647 2147483648"] {
        let position = format!("3p/4/4/q3/d3/4/4/4 1 {scores} - 5");
        let game = Martian::from_position(&position, &Options::default()).expect("position");
        assert!(game.evaluate().abs() < MATE / 2, "{position}");
    }
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
    let position = "o7o/9/9/8X/4o4/4X4/9/9/XXX6 1 0";
    wins_in_one::<Hasami>(position);
    assert_eq!(
        pick::<Hasami>(position, Bot::Engine(Level::Hard), 1),
        "i6e6"
    );
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

#[test]
fn chess_engine_mates_in_one() {
    wins_in_one::<Chess>("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
}

#[test]
fn chess_engine_parries_the_scholars_mate() {
    avoids_loss_in_one::<Chess>(
        "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
    );
}

/// The search proves a mate in `moves` and starts it with `key`.
fn mates(fen: &str, moves: u32, key: &str) {
    let game = Chess::from_position(fen, &Options::default()).expect("fen");
    let stop = AtomicBool::new(false);
    let mut table = Table::new(8);
    let mut searcher = Searcher::new(&mut table, &stop, Limits::default(), Vec::new());
    let found = searcher
        .run(&game, Some(2 * moves), |_| {})
        .expect("a move");
    let best = game.format_move(*found.best().expect("a move"));
    assert_eq!(best, key, "{fen}");
    assert_eq!(found.score, MATE - (2 * moves as i32 - 1), "{fen}");
}

#[test]
fn chess_finds_mates_in_two() {
    // Legal's pattern: 1. Nf6+ gxf6 2. Bxf7#.
    mates(
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
        2,
        "d5f6",
    );
    // 1... Rg1+ 2. Nxg1 Rf1#... or the king goes and is mated.
    mates(
        "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1",
        2,
        "g2g1",
    );
    // 1. Qd8+ Bxd8 2. Re8#.
    mates(
        "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1",
        2,
        "d5d8",
    );
}

#[test]
fn chess_finds_mates_in_three() {
    // 1... Bc5+ 2. Kxc5 Qb6+ 3. Kd5 Qd6#.
    mates(
        "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1",
        3,
        "f8c5",
    );
    // 1. Ra6+ and the rook and bishop mate.
    mates("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 3, "f6a6");
}

#[test]
fn chess_classic_players_take_a_hanging_queen() {
    let position = "4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1";
    for classic in [Classic::ChessLevel1, Classic::ChessLevel2] {
        assert_eq!(pick::<Chess>(position, Bot::Classic(classic), 2), "e3d5");
    }
}

#[test]
fn racing_kings_engine_steps_home() {
    wins_in_one::<RacingKings>("8/6K1/8/8/8/8/8/k7 w - - 0 1");
}

#[test]
fn racing_kings_engine_guards_the_last_rank() {
    // Only Rb8 keeps Black's king off rank 8.
    avoids_loss_in_one::<RacingKings>("8/6k1/8/8/8/1R6/8/K7 w - - 0 1");
}

#[test]
fn racing_kings_classic_smart_advances_its_king() {
    let start = RacingKings::start(&Options::default());
    for seed in 0..8 {
        let chosen =
            pick::<RacingKings>(&start.position(), Bot::Classic(Classic::RacingSmart), seed);
        let squares = start.move_squares(start.parse_move(&chosen).expect("legal"));
        let king = start.piece_at(squares.from).map(|p| p.kind);
        assert_eq!(king, Some(tabuleiro::games::PieceKind::King), "{chosen}");
        assert!(squares.to.rank > squares.from.rank, "{chosen}");
    }
}

/// White can take the knight (Black is then left without a capture) or
/// the bishop (and the rook on h4 takes the queen back).
const MASSACRE_CHOICE: &str = "8/8/8/8/3b3r/8/8/Qn6 w - - 0 1";

#[test]
fn massacre_engine_takes_the_winning_capture() {
    wins_in_one::<Massacre>(MASSACRE_CHOICE);
}

#[test]
fn massacre_engine_avoids_the_losing_capture() {
    avoids_loss_in_one::<Massacre>(MASSACRE_CHOICE);
}

#[test]
fn massacre_classic_players_choose_by_their_rules() {
    // The rook takes the queen (and then has nothing to take) or the
    // knight (and then threatens the bishop on c8 and the rook on h1).
    let position = "2b5/8/8/q7/8/8/8/R1n4r w - - 0 1";
    for seed in 0..5 {
        let medium = Bot::Classic(Classic::MassacreMedium);
        assert_eq!(pick::<Massacre>(position, medium, seed), "a1a5");
        let hard = Bot::Classic(Classic::MassacreHard);
        assert_eq!(pick::<Massacre>(position, hard, seed), "a1c1");
    }
}
