//! How a race ends, and the ban on checks.

use tabuleiro::app::text;
use tabuleiro::games::chess::RacingKings;
use tabuleiro::games::{
    AnyGame, End, Game, GameId, Illegal, MoveError, Options, Reason, Side, Status,
};
use tabuleiro::i18n::Lang;

fn position(fen: &str) -> RacingKings {
    RacingKings::from_position(fen, &Options::default()).expect("valid FEN")
}

/// The result as the game screen words it, for this position.
fn result_text(game: &RacingKings, end: End) -> String {
    let any = AnyGame::from_position(GameId::RacingKings, &game.position(), &Options::default())
        .expect("the position reads back");
    text::game_result(Lang::English, &any, end)
}

fn after(game: &RacingKings, text: &str) -> RacingKings {
    let mv = game.parse_move(text).expect("legal move");
    let mut next = game.clone();
    next.play(mv);
    next
}

fn legal_count(game: &RacingKings) -> usize {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.len()
}

#[test]
fn both_kings_arriving_is_a_draw() {
    let game = position("K7/7k/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(game.status(), Status::Ongoing);
    let next = after(&game, "Kh8");
    let end = End::draw(Reason::RaceDrawn);
    assert_eq!(next.status(), Status::Over(end));
    assert_eq!(
        result_text(&next, end),
        "Draw: both kings reached the 8th rank"
    );
    assert_eq!(legal_count(&next), 0);
}

#[test]
fn black_unable_to_catch_up_loses_at_once() {
    let game = position("K7/8/7k/8/8/8/8/8 b - - 0 1");
    assert_eq!(game.status().to_string(), "over 1-0 race-won");
    assert_eq!(legal_count(&game), 0);
}

#[test]
fn black_able_to_catch_up_plays_on_and_loses_if_it_does_not() {
    let game = position("K7/7k/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(legal_count(&game), 5);
    let next = after(&game, "h7h6");
    let end = End::win(Side::One, Reason::RaceWon);
    assert_eq!(next.status(), Status::Over(end));
    assert_eq!(
        result_text(&next, end),
        "White wins: the king reached the 8th rank"
    );
}

#[test]
fn black_arriving_first_wins() {
    let game = position("8/K6k/8/8/8/8/8/8 b - - 0 1");
    let next = after(&game, "h7g8");
    let end = End::win(Side::Two, Reason::RaceWon);
    assert_eq!(next.status(), Status::Over(end));
    assert_eq!(
        result_text(&next, end),
        "Black wins: the king reached the 8th rank"
    );
}

#[test]
fn no_move_may_give_check() {
    let game = position("8/8/8/8/8/8/k7/6RK w - - 0 1");
    assert_eq!(
        game.parse_move("g1g2"),
        Err(MoveError::Illegal(Illegal::GivesCheck))
    );
    let mv = game.parse_move("Rg3").expect("legal");
    assert_eq!(game.display_move(mv), "Rg3");
}

#[test]
fn positions_with_check_or_pawns_are_refused() {
    for (fen, message) in [
        (
            "8/8/8/8/8/8/k5R1/7K w - - 0 1",
            "Black's king is in check, which Racing Kings forbids",
        ),
        ("8/8/8/8/8/8/k3P3/7K w - - 0 1", "Racing Kings has no pawns"),
    ] {
        match RacingKings::from_position(fen, &Options::default()) {
            Err(error) => assert_eq!(error.to_string(), message),
            Ok(_) => panic!("{fen} was accepted"),
        }
    }
}

/// Racing Kings shares the chess FEN reader: with no pawns, any
/// en-passant square is dropped and written back as `-`.
#[test]
fn an_en_passant_square_is_dropped() {
    let game = position("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - e6 0 1");
    assert_eq!(game.position(), "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
}

#[test]
fn a_lower_case_b_is_the_bishop_where_there_are_no_pawns() {
    let game = position("8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1");
    let mv = game.parse_move("be3").expect("legal");
    assert_eq!(game.display_move(mv), "Be3");
    let mv = game.parse_move("rg3").expect("legal");
    assert_eq!(game.display_move(mv), "Rg3");
}
