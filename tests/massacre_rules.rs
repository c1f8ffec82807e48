//! Massacre: forced captures, losing without one, and reproducible deals.

use tabuleiro::app::text;
use tabuleiro::games::chess::Massacre;
use tabuleiro::games::{
    AnyGame, End, Game, GameId, Illegal, MoveError, Options, Reason, Side, Status,
};
use tabuleiro::i18n::Lang;

/// The result as the game screen words it, for this position.
fn result_text(game: &Massacre, end: End) -> String {
    let any = AnyGame::from_position(GameId::Massacre, &game.position(), &Options::default())
        .expect("the position reads back");
    text::game_result(Lang::English, &any, end)
}

fn deal(deal: u64, first: Side) -> Massacre {
    Massacre::start(&Options {
        deal,
        first,
        ..Options::default()
    })
}

#[test]
fn having_no_capture_loses() {
    let game = Massacre::from_position("Q7/8/8/8/8/8/8/6q1 w - - 0 1", &Options::default())
        .expect("valid FEN");
    let end = End::win(Side::Two, Reason::NoCapture);
    assert_eq!(game.status(), Status::Over(end));
    assert_eq!(result_text(&game, end), "Black wins: White cannot capture");
    let empty = Massacre::from_position("8/8/8/8/8/8/8/6q1 w - - 0 1", &Options::default())
        .expect("valid FEN");
    assert_eq!(empty.status(), Status::Over(end));
}

#[test]
fn every_move_must_capture() {
    let game = Massacre::from_position("Q7/1q6/8/8/8/8/8/8 w - - 0 1", &Options::default())
        .expect("valid FEN");
    assert_eq!(
        game.parse_move("a8a7"),
        Err(MoveError::Illegal(Illegal::MustCapture))
    );
    let mv = game.parse_move("a8b7").expect("a capture");
    assert!(game.is_capture(mv));
    assert_eq!(game.display_move(mv), "Qxb7");
    let mut passing = game.clone();
    assert!(!passing.pass());
}

#[test]
fn a_deal_number_always_gives_the_same_board() {
    for (number, fen) in DEALS {
        assert_eq!(deal(number, Side::One).position(), fen, "deal {number}");
    }
}

const DEALS: [(u64, &str); 3] = [
    (
        1,
        "RqqRBqRb/rqbQQnrR/QQNQqRnb/rBRNBRNQ/brnQnnrr/BNnrnBBq/RBbrbbQq/nBNNNqbN w - - 0 1",
    ),
    (
        2,
        "qrNBqrRQ/qbNnrrnB/NbRQRQQq/BNbBbQNn/bqQrQBnn/qbNNBrBn/RqNRqRRr/rbBQbnnR w - - 0 1",
    ),
    (
        48213,
        "NrQrrNbn/RRrRbRQB/NNbBBQrn/QqBbBqnn/nqqbrQnR/rbQbQqnN/NNRbrBRQ/BBqNRqnq w - - 0 1",
    ),
];

#[test]
fn every_deal_holds_eight_of_each_piece() {
    for number in [0, 1, 7, 99] {
        let fen = deal(number, Side::One).position();
        let placement = fen.split(' ').next().unwrap_or_default();
        for letter in "QRBNqrbn".chars() {
            assert_eq!(
                placement.matches(letter).count(),
                8,
                "deal {number}: {letter}"
            );
        }
    }
    assert_ne!(deal(1, Side::One).position(), deal(2, Side::One).position());
}

#[test]
fn the_first_player_option_sets_who_moves() {
    let game = deal(5, Side::Two);
    assert_eq!(game.side_to_move(), Side::Two);
    assert!(game.position().contains(" b - - 0 1"));
    assert_ne!(game.hash(), deal(5, Side::One).hash());
}

#[test]
fn positions_with_other_pieces_are_refused() {
    for (fen, message) in [
        (
            "Q7/8/8/8/8/8/8/k7 w - - 0 1",
            "Massacre has only queens, rooks, bishops and knights, not a king",
        ),
        (
            "Q7/8/8/8/8/8/8/K7 w KQ - 0 1",
            "Massacre has only queens, rooks, bishops and knights, not a king",
        ),
        (
            "Q7/8/8/8/8/8/8/q7 w K - 0 1",
            "bad castling field: Massacre has no castling",
        ),
    ] {
        match Massacre::from_position(fen, &Options::default()) {
            Err(error) => assert_eq!(error.to_string(), message, "{fen}"),
            Ok(_) => panic!("{fen} was accepted"),
        }
    }
}

/// Massacre shares the chess FEN reader: with no pawns, any en-passant
/// square is dropped and written back as `-`.
#[test]
fn an_en_passant_square_is_dropped() {
    let game = Massacre::from_position("Q7/8/8/8/8/8/8/6q1 b - e3 0 1", &Options::default())
        .expect("valid FEN");
    assert_eq!(game.position(), "Q7/8/8/8/8/8/8/6q1 b - - 0 1");
}
