//! Hasami Shogi rules on small hand-checked positions. Position strings
//! list ranks 9 down to 1; `X` is Black (player 1), `o` White (player 2).
//! Most positions keep a few spare pieces on the back ranks (c9, d9, g9
//! and c1, d1, g1) so that no one falls to two pieces by accident.

use tabuleiro::app::text;
use tabuleiro::games::hasami::Hasami;
use tabuleiro::games::perft::perft;
use tabuleiro::games::{
    AnyGame, Coord, End, Game, GameId, HasamiWin, MoveError, Options, PieceKind, Reason, Record,
    Side, Status,
};
use tabuleiro::i18n::Lang;

fn options() -> Options {
    Options::default()
}

fn pos(text: &str) -> Hasami {
    pos_with(text, &options())
}

fn pos_with(text: &str, options: &Options) -> Hasami {
    match Hasami::from_position(text, options) {
        Ok(game) => game,
        Err(error) => panic!("test position {text:?} does not parse: {error}"),
    }
}

/// The result as the game screen words it, for this position.
fn result_text(game: &Hasami, options: &Options, end: End) -> String {
    let any = AnyGame::from_position(GameId::Hasami, &game.position(), options)
        .expect("the position reads back");
    text::game_result(Lang::English, &any, end)
}

fn sq(text: &str) -> Coord {
    Coord::parse(text, tabuleiro::games::GameId::Hasami.dims()).expect("test square")
}

fn owner(game: &Hasami, at: &str) -> Option<Side> {
    game.piece_at(sq(at)).map(|piece| piece.owner)
}

/// Plays a move given in coordinates and returns how many pieces it
/// took, checking `is_capture` agrees.
fn play(game: &mut Hasami, text: &str) -> u32 {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let captures = game.is_capture(mv);
    let enemy = game.side_to_move().opponent();
    let before = game.pieces(enemy);
    game.play(mv);
    let taken = before - game.pieces(enemy);
    assert_eq!(captures, taken > 0, "is_capture of {text}");
    taken
}

// White e5 stands between Black's e4 and the square e6 that a6 slides to.
const SINGLE: &str = "2oo2o2/9/9/X8/4o4/4X4/9/9/2XX2X2 1 0";

#[test]
fn start_position_prints_as_in_notation() {
    let game = Hasami::start(&options());
    assert_eq!(game.position(), "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0");
    assert_eq!(game.side_to_move(), Side::One);
    assert_eq!(game.status(), Status::Ongoing);
    assert_eq!(game.scores(), [0, 0]);
}

#[test]
fn first_player_option_gives_white_the_first_move() {
    let game = Hasami::start(&Options {
        first: Side::Two,
        ..options()
    });
    assert_eq!(game.position(), "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 2 0");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves.len(), 63);
    assert!(
        moves
            .iter()
            .all(|&mv| owner(&game, &game.format_move(mv)[..2]) == Some(Side::Two))
    );
}

#[test]
fn pieces_move_like_rooks_without_jumping() {
    // Black a1 and b1 (two pieces are still a game under OneLeft). b1
    // blocks a1's rank and White a4 its file, so a1 reaches a2 and a3
    // only; b1 reaches b2..b9 (8) and c1..i1 (7): 17 moves in all.
    let one_left = Options {
        hasami_win: HasamiWin::OneLeft,
        ..options()
    };
    let game = pos_with("8o/9/9/9/9/o8/9/9/XX7 1 0", &one_left);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.iter().map(|&mv| game.format_move(mv)).collect();
    texts.sort();
    assert_eq!(moves.len(), 17, "{texts:?}");
    assert!(texts.contains(&"a1a3".to_string()));
    assert!(!texts.contains(&"a1a4".to_string()) && !texts.contains(&"a1a5".to_string()));
    assert!(texts.contains(&"b1b9".to_string()) && texts.contains(&"b1i1".to_string()));
}

#[test]
fn single_custodian_capture() {
    let mut game = pos(SINGLE);
    assert_eq!(
        game.threatened(Side::Two) & (1 << (4 * 9 + 4)),
        1 << (4 * 9 + 4)
    );
    assert_eq!(play(&mut game, "a6e6"), 1);
    assert_eq!(game.scores(), [6, 4]);
    assert_eq!(owner(&game, "e5"), None);
    assert_eq!(owner(&game, "e6"), Some(Side::One));
    assert_eq!(game.pieces(Side::Two), 3);
    assert_eq!(game.position(), "2oo2o2/9/9/4X4/9/4X4/9/9/2XX2X2 2 0");
}

#[test]
fn capture_resets_the_quiet_count() {
    let mut game = pos("2oo2o2/9/9/X8/4o4/4X4/9/9/2XX2X2 1 57");
    play(&mut game, "a6e6");
    assert_eq!(game.quiet(), 0);
    play(&mut game, "c9c8");
    assert_eq!(game.quiet(), 1);
}

#[test]
fn two_lines_captured_by_one_move() {
    // e1 slides to e5: d5 is closed by c5 to the west, e6 by e7 to the
    // north; f5 has no Black piece beyond it (g5 is empty) and stays.
    let mut game = pos("2oo2o2/9/4X4/4o4/2Xo1o3/9/9/9/XX2X4 1 0");
    assert_eq!(play(&mut game, "e1e5"), 2);
    assert_eq!(owner(&game, "d5"), None);
    assert_eq!(owner(&game, "e6"), None);
    assert_eq!(owner(&game, "f5"), Some(Side::Two));
}

#[test]
fn a_line_of_three_is_captured_whole() {
    // b1 to b5 closes c5-d5-e5 against f5.
    let mut game = pos("2oo2o2/9/9/9/2oooX3/9/9/9/1X2X4 1 0");
    assert_eq!(play(&mut game, "b1b5"), 3);
    for at in ["c5", "d5", "e5"] {
        assert_eq!(owner(&game, at), None, "{at}");
    }
}

#[test]
fn a_line_open_at_the_far_end_is_not_captured() {
    // As above without f5: nothing closes the line.
    let mut game = pos("2oo2o2/9/9/9/2ooo4/9/9/9/1X2XX3 1 0");
    assert_eq!(play(&mut game, "b1b5"), 0);
    assert_eq!(owner(&game, "c5"), Some(Side::Two));
}

#[test]
fn diagonal_does_not_capture() {
    // f1 to f6 puts e5 between d4 and f6 on a diagonal only.
    let mut game = pos("2oo2o2/9/9/9/4o4/3X5/9/9/2XX1X3 1 0");
    let mv = game.parse_move("f1f6").unwrap();
    assert!(!game.is_capture(mv));
    game.play(mv);
    assert_eq!(owner(&game, "e5"), Some(Side::Two));
}

// White a1 in the corner, Black already on b1; e2 slides to a2.
const CORNER: &str = "2oo2o2/9/9/9/9/9/9/4X4/oX4X2 1 0";

#[test]
fn corner_capture() {
    let mut game = pos(CORNER);
    assert_eq!(play(&mut game, "e2a2"), 1);
    assert_eq!(owner(&game, "a1"), None);
}

#[test]
fn no_corner_capture_when_the_option_is_off() {
    let mut game = pos_with(
        CORNER,
        &Options {
            corner_capture: false,
            ..options()
        },
    );
    play(&mut game, "e2a2");
    assert_eq!(owner(&game, "a1"), Some(Side::Two));
}

#[test]
fn moving_into_a_sandwich_is_safe() {
    // White e9 drops to e5 between Black d5 and f5: only the mover captures.
    let mut game = pos("2o1o1o2/9/9/9/3X1X3/9/9/9/2XX2X2 2 0");
    assert_eq!(play(&mut game, "e9e5"), 0);
    assert_eq!(owner(&game, "e5"), Some(Side::Two));
    // Black moving elsewhere does not take it either.
    play(&mut game, "g1g2");
    assert_eq!(owner(&game, "e5"), Some(Side::Two));
}

// White d1-e1 on the bottom edge: Black holds both ends (c1, f1) and d2;
// e7 slides to e2 and completes the ring.
const EDGE: &str = "2oo2o2/9/4X4/9/9/9/9/3X5/2XooX3 1 0";

#[test]
fn edge_capture_takes_a_line_along_the_edge() {
    let mut game = pos_with(
        EDGE,
        &Options {
            edge_capture: true,
            ..options()
        },
    );
    assert_eq!(play(&mut game, "e7e2"), 2);
    assert_eq!(owner(&game, "d1"), None);
    assert_eq!(owner(&game, "e1"), None);
}

#[test]
fn no_edge_capture_by_default() {
    let mut game = pos(EDGE);
    assert_eq!(play(&mut game, "e7e2"), 0);
}

#[test]
fn edge_capture_needs_every_square_beside_the_line() {
    // As EDGE but d2 is empty: the ring is not closed.
    let mut game = pos_with(
        "2oo2o2/9/4X4/9/9/9/9/9/2XooX3 1 0",
        &Options {
            edge_capture: true,
            ..options()
        },
    );
    assert_eq!(play(&mut game, "e7e2"), 0);
}

// White a1-b1 reach the corner; Black holds c1 and a2, and b7 drops to b2.
const EDGE_CORNER: &str = "2oo2o2/9/1X7/9/9/9/9/X8/ooX6 1 0";

#[test]
fn edge_capture_of_a_line_in_the_corner_follows_corner_capture() {
    let both = Options {
        edge_capture: true,
        corner_capture: true,
        ..options()
    };
    let mut game = pos_with(EDGE_CORNER, &both);
    assert_eq!(play(&mut game, "b7b2"), 2);

    // With corner capture off, corner pieces are never enclosed.
    let edge_only = Options {
        edge_capture: true,
        corner_capture: false,
        ..options()
    };
    let mut game = pos_with(EDGE_CORNER, &edge_only);
    assert_eq!(play(&mut game, "b7b2"), 0);
}

#[test]
fn two_pieces_left_loses() {
    // White has c9, d9 and e5; losing e5 leaves two.
    let mut game = pos("2oo5/9/9/X8/4o4/4X4/9/9/2XX2X2 1 0");
    assert_eq!(game.status(), Status::Ongoing);
    play(&mut game, "a6e6");
    let end = End::win(Side::One, Reason::PiecesLeft);
    assert_eq!(game.status(), Status::Over(end));
    assert_eq!(
        result_text(&game, &options(), end),
        "Black wins: White has 2 pieces left"
    );
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.is_empty());
    assert_eq!(perft(&game, 2), 0);
    assert_eq!(game.parse_move("c9c8"), Err(MoveError::GameOver));
}

#[test]
fn one_piece_left_loses_in_the_one_left_variant() {
    let one_left = Options {
        hasami_win: HasamiWin::OneLeft,
        ..options()
    };
    // White c9 and e5: two pieces is still a game under this rule.
    let mut game = pos_with("2o6/9/9/X8/4o4/4X4/9/9/2XX2X2 1 0", &one_left);
    assert_eq!(game.status(), Status::Ongoing);
    play(&mut game, "a6e6");
    let end = End::win(Side::One, Reason::PiecesLeft);
    assert_eq!(game.status(), Status::Over(end));
    assert_eq!(
        result_text(&game, &one_left, end),
        "Black wins: White has 1 piece left"
    );
    // The same start is already over under the default rule.
    let two_left = pos("2o6/9/9/X8/4o4/4X4/9/9/2XX2X2 1 0");
    assert_eq!(two_left.status(), Status::Over(end));
}

#[test]
fn five_captures_win_at_once() {
    // Black has taken 4 (White has 5 left), White has taken 2 (Black has
    // 7): a lead of 2, so the game goes on until Black takes e5.
    let captures = Options {
        hasami_win: HasamiWin::Captures,
        ..options()
    };
    let mut game = pos_with("2oo2oo1/9/9/X8/4o4/4X4/9/9/2XX2XXX 1 0", &captures);
    assert_eq!(game.scores(), [4, 2]);
    assert_eq!(game.status(), Status::Ongoing);
    play(&mut game, "a6e6");
    let end = End::win(Side::One, Reason::Captures);
    assert_eq!(game.status(), Status::Over(end));
    assert_eq!(
        result_text(&game, &captures, end),
        "Black wins by captures, 5-2"
    );
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.is_empty());
}

#[test]
fn a_lead_of_three_wins_only_when_the_leader_is_to_move() {
    // Black has taken 2, White none; taking e5 makes the lead 3, but it
    // is White's turn, so White may still answer.
    let captures = Options {
        hasami_win: HasamiWin::Captures,
        ..options()
    };
    let mut game = pos_with("2ooo1ooo/9/9/X8/4o4/4X4/9/9/XXXX1XXX1 1 0", &captures);
    assert_eq!(play(&mut game, "a6e6"), 1);
    assert_eq!(game.scores(), [3, 0]);
    assert_eq!(game.status(), Status::Ongoing);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(!moves.is_empty());
    // White's quiet reply hands the turn back to Black, still 3 ahead.
    play(&mut game, "i9i8");
    let end = End::win(Side::One, Reason::Captures);
    assert_eq!(game.status(), Status::Over(end));
    assert_eq!(
        result_text(&game, &captures, end),
        "Black wins by captures, 3-0"
    );
}

#[test]
fn no_legal_move_loses() {
    // Black a1, b1, c1 are walled in by White a2, b2, c2 and d1.
    let game = pos("9/9/9/9/9/9/9/ooo6/XXXo5 1 0");
    let end = End::win(Side::Two, Reason::NoMoves);
    assert_eq!(game.status(), Status::Over(end));
    assert_eq!(
        result_text(&game, &options(), end),
        "White wins: Black has no legal move"
    );
    assert_eq!(perft(&game, 1), 0);
}

#[test]
fn a_hundred_quiet_moves_draw() {
    let mut game = pos("2oo2o2/9/9/9/9/9/9/9/2XX2X2 1 99");
    assert_eq!(game.status(), Status::Ongoing);
    play(&mut game, "c1c2");
    let end = End::draw(Reason::QuietLimit);
    assert_eq!(game.status(), Status::Over(end));
    assert_eq!(
        result_text(&game, &options(), end),
        "Draw: 100 moves without a capture"
    );
    // Perft ignores move counters: the moves are still generated.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(!moves.is_empty());
}

#[test]
fn threefold_repetition_draws_through_the_record() {
    let mut record = Record::new(Hasami::start(&options()));
    let shuffle = ["b1b2", "b9b8", "b2b1", "b8b9"];
    for text in shuffle {
        record.play_text(text).unwrap();
    }
    assert_eq!(record.repetitions(), 2);
    assert_eq!(record.status(), Status::Ongoing);
    for text in shuffle {
        record.play_text(text).unwrap();
    }
    assert_eq!(record.status(), Status::Over(End::draw(Reason::Repetition)));
    assert_eq!(record.play_text("b1b2"), Err(MoveError::GameOver));
}

#[test]
fn pass_hands_over_the_turn_and_keeps_the_hash_honest() {
    let mut game = Hasami::start(&options());
    assert!(game.pass());
    assert_eq!(game.side_to_move(), Side::Two);
    let fresh = pos(&game.position());
    assert_eq!(game.hash(), fresh.hash());
    assert_ne!(game.hash(), Hasami::start(&options()).hash());
}

#[test]
fn pieces_are_stones_with_owners() {
    let game = Hasami::start(&options());
    let piece = game.piece_at(sq("e1")).unwrap();
    assert_eq!((piece.kind, piece.owner), (PieceKind::Stone, Side::One));
    assert_eq!(owner(&game, "e9"), Some(Side::Two));
    assert_eq!(game.piece_at(sq("e5")), None);
}

#[test]
fn moves_read_upper_case_and_spaces() {
    let game = Hasami::start(&options());
    let mv = game.parse_move("  A1 A7 ").unwrap();
    assert_eq!(game.format_move(mv), "a1a7");
    let squares = game.move_squares(mv);
    assert_eq!((squares.from, squares.to), (sq("a1"), sq("a7")));
}

#[test]
fn move_errors_say_what_is_wrong() {
    // Black e1, g1 and e4; White e7 and a5 besides the spares.
    let game = pos("2oo2o2/9/4o4/9/o8/4X4/9/9/4X1X2 1 0");
    let illegal = |text: &str| match game.parse_move(text) {
        Err(MoveError::Illegal(reason)) => reason.to_string(),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(illegal("e5e6"), "there is no piece on e5");
    assert_eq!(illegal("a5a6"), "that piece is not yours");
    assert_eq!(
        illegal("e1f2"),
        "pieces move along a rank or file, not diagonally"
    );
    assert_eq!(illegal("e1e1"), "a piece must move to another square");
    assert_eq!(illegal("e1e7"), "the way is blocked at e4");
    assert_eq!(
        illegal("e4e7"),
        "e7 is taken: pieces capture by surrounding"
    );
    assert_eq!(
        game.parse_move("zz"),
        Err(MoveError::Unreadable("zz".into()))
    );
    assert_eq!(
        game.parse_move("e1j1"),
        Err(MoveError::Unreadable("e1j1".into()))
    );
    assert_eq!(
        game.parse_move("e5e6").unwrap_err().to_string(),
        "illegal move: there is no piece on e5"
    );
}

#[test]
fn position_errors_name_the_problem() {
    let error = |text: &str| match Hasami::from_position(text, &options()) {
        Err(error) => error.to_string(),
        Ok(_) => panic!("{text:?} should not parse"),
    };
    assert_eq!(
        error("ooooooooo1/9/9/9/9/9/9/9/XXXXXXXXX 1"),
        "rank 9 has 10 squares"
    );
    assert_eq!(
        error("ooooooooo/9/9/9/9/9/9/8/XXXXXXXXX 1"),
        "rank 2 has 8 squares"
    );
    assert_eq!(
        error("ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 3"),
        "side must be 1 or 2"
    );
    assert_eq!(
        error("ooooQoooo/9/9/9/9/9/9/9/XXXXXXXXX 1"),
        "unknown piece 'Q'"
    );
    assert_eq!(
        error("ooooooooo/9/9/9/9/9/9/XXXXXXXXX 1"),
        "the board has 8 ranks (expected 9)"
    );
    assert_eq!(
        error("ooooooooo/9/9/9/9/9/9/X8/XXXXXXXXX 1"),
        "Black has 10 pieces (at most 9)"
    );
    assert_eq!(
        error("ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 -4"),
        "quiet count must be a whole number, not \"-4\""
    );
    assert_eq!(
        error(""),
        "expected \"<board> <side> [<quiet>]\", found 0 fields"
    );
}

#[test]
fn position_reading_accepts_an_omitted_quiet_count_and_capital_o() {
    let game = pos("OOOOOOOOO/9/9/9/9/9/9/9/XXXXXXXXX 1");
    assert_eq!(game.position(), "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0");
    assert_eq!(game.hash(), Hasami::start(&options()).hash());
}

#[test]
fn evaluation_accessors_describe_the_start() {
    let game = Hasami::start(&options());
    // Bit rank * 9 + file: Black fills bits 0-8, White bits 72-80.
    assert_eq!(game.occupancy(Side::One), 0x1ff);
    assert_eq!(game.occupancy(Side::Two), 0x1ff << 72);
    assert_eq!(game.pieces(Side::Two), 9);
    assert_eq!(game.mobility(Side::One), 63);
    assert_eq!(game.mobility(Side::Two), 63);
    assert_eq!(game.threatened(Side::One) | game.threatened(Side::Two), 0);
}

#[test]
fn threatened_pieces_are_those_one_move_can_take() {
    // In SINGLE Black threatens e5 (a6 to e6); White threatens nothing:
    // no White piece can close a line on a Black one.
    let game = pos(SINGLE);
    let e5 = 1u128 << (4 * 9 + 4);
    assert_eq!(game.threatened(Side::Two), e5);
    assert_eq!(game.threatened(Side::One), 0);
    let mv = game.parse_move("a6e6").unwrap();
    assert_eq!(game.captures(mv), e5);
}

#[test]
fn transposed_move_orders_give_the_same_hash() {
    let mut one = Hasami::start(&options());
    let mut two = Hasami::start(&options());
    for text in ["a1a2", "a9a8", "b1b2", "b9b8"] {
        play(&mut one, text);
    }
    for text in ["b1b2", "b9b8", "a1a2", "a9a8"] {
        play(&mut two, text);
    }
    assert_eq!(one.position(), two.position());
    assert_eq!(one.hash(), two.hash());
    assert_ne!(one.hash(), Hasami::start(&options()).hash());
}
