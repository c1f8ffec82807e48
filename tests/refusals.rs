//! Every refused move names its real reason: for each piece of each game,
//! a table of positions, moves and the words the refusal must hold.

use crate::app_support;

use app_support::{app, people, screen, type_move};
use tabuleiro::games::{AnyGame, GameId, MoveError, Options};

/// The refusal of `mv` in `position`, or a panic if it is not refused as
/// illegal.
fn refusal(id: GameId, position: &str, mv: &str) -> String {
    let options = Options::default();
    let mut game = AnyGame::from_position(id, position, &options)
        .unwrap_or_else(|e| panic!("{id} {position}: {e}"));
    match game.play_text(mv) {
        Err(MoveError::Illegal(reason)) => reason.to_string(),
        other => panic!("{id} {position} {mv}: {other:?}"),
    }
}

/// Checks each `(position, move, reason)` of `id`'s table: every case
/// is checked and all failures shown at once.
fn check(id: GameId, cases: &[(&str, &str, &str)]) {
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|&(position, mv, reason)| {
            let said = refusal(id, position, mv);
            (!said.contains(reason)).then(|| format!("{mv}: {said:?}, wanted {reason:?}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{id}:\n{}", wrong.join("\n"));
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn chess_pawns_say_distance_direction_blocking_and_capture() {
    let blocked = "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1";
    let far = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1";
    check(
        GameId::Chess,
        &[
            (START, "f2f5", "one square, or two on its first move"),
            (START, "f5", "one square, or two on its first move"),
            (START, "e2d3", "nothing on d3 for the pawn to capture"),
            (START, "e2c4", "capture one square diagonally, no further"),
            (START, "e2c3", "straight ahead, capture one diagonally"),
            (blocked, "e2e3", "capture diagonally, never straight ahead"),
            (blocked, "e2e4", "the pawn on e2 is blocked"),
            (far, "e4e3", "pawns move only forward"),
            (far, "e4d4", "pawns move only forward"),
            (far, "e4e6", "one square, or two on its first move"),
            (far, "e4g6", "capture one square diagonally, no further"),
            ("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", "must promote"),
        ],
    );
}

#[test]
fn chess_pieces_say_their_shape_or_what_blocks_them() {
    check(
        GameId::Chess,
        &[
            (START, "b1b3", "knights move in an L"),
            (START, "c1c3", "bishops move diagonally"),
            (START, "c1e3", "the bishop on c1 is blocked"),
            (START, "a1b3", "rooks move along ranks and files"),
            (START, "a1a3", "the rook on a1 is blocked"),
            (
                START,
                "d1e3",
                "queens move along ranks, files and diagonals",
            ),
            (START, "d1d3", "the queen on d1 is blocked"),
            (START, "e1e3", "kings move one square at a time"),
            (START, "e1e2", "you cannot capture your own piece"),
            (START, "e7e5", "that piece is not yours"),
            (START, "e4e5", "there is no piece on e4"),
        ],
    );
}

#[test]
fn chess_kings_say_why_they_cannot_castle_or_go_there() {
    check(
        GameId::Chess,
        &[
            (START, "e1g1", "squares between king and rook must be empty"),
            (
                "4k3/8/8/8/8/8/8/R3K2R w - - 0 1",
                "e1g1",
                "no longer castle on that side",
            ),
            (
                "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
                "e1c1",
                "cannot castle out of check",
            ),
            (
                "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
                "e1g1",
                "castle through an attacked square",
            ),
            (
                "4kr2/8/8/8/8/8/8/4K3 w - - 0 1",
                "e1f2",
                "your king would be in check",
            ),
            (
                "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
                "e2c3",
                "your king would be in check",
            ),
        ],
    );
}

#[test]
fn massacre_says_every_move_must_capture_after_the_piece_s_shape() {
    let position = "4k3/8/8/8/4n3/2n5/8/1N1BK3 w - - 0 1";
    let position = position.replace('k', "q").replace('K', "Q");
    let position = position.as_str();
    check(
        GameId::Massacre,
        &[
            (position, "b1a3", "every move must capture"),
            (position, "b1b3", "knights move in an L"),
            (position, "d1d3", "bishops move diagonally"),
            (position, "e1e2", "every move must capture"),
            (position, "e1e8", "the queen on e1 is blocked"),
        ],
    );
}

#[test]
fn racing_kings_says_a_move_would_give_check() {
    let position = "8/8/8/8/8/8/k7/6RK w - - 0 1";
    check(
        GameId::RacingKings,
        &[
            (position, "g1g2", "would give check"),
            (position, "g1a1", "would give check"),
            (position, "h1h3", "kings move one square at a time"),
            (position, "g1h2", "rooks move along ranks and files"),
            ("8/7k/8/8/8/1r6/8/K7 w - - 0 1", "a1b2", "would be in check"),
        ],
    );
}

#[test]
fn martian_pieces_say_direction_before_distance() {
    let start = AnyGame::new(GameId::Martian, &Options::default()).position();
    let start = start.as_str();
    check(
        GameId::Martian,
        &[
            (start, "c3c4", "pawns move diagonally, never straight"),
            (
                "q3/4/4/4/4/4/4/p3 1 0 0 - 0",
                "a1c3",
                "pawns move only one square",
            ),
            (
                start,
                "b2c3",
                "drones move in a straight line, never diagonally",
            ),
            (
                "q3/4/4/4/4/4/4/d3 1 0 0 - 0",
                "a1a4",
                "drones move at most two squares",
            ),
            (start, "a1c2", "queens move along a rank, file or diagonal"),
            (start, "a1a4", "the queen on a1 is blocked"),
            (start, "c8b7", "that piece is in your opponent's zone"),
        ],
    );
}

#[test]
fn hasami_stones_say_direction_blocking_and_how_they_capture() {
    // Black e1, g1 and e4; White e7 and a5.
    let position = "2oo2o2/9/4o4/9/o8/4X4/9/9/4X1X2 1 0";
    check(
        GameId::Hasami,
        &[
            (position, "e1f2", "along a rank or file, not diagonally"),
            (position, "e1e1", "must move to another square"),
            (position, "e1e7", "the way is blocked at e4"),
            (
                position,
                "e4e7",
                "e7 is taken: pieces capture by surrounding",
            ),
            (position, "e1g1", "cannot move onto your own piece"),
            (position, "a5a6", "that piece is not yours"),
        ],
    );
}

/// Refusals are shown whole at 80x24, after the typed move.
#[test]
fn the_game_screen_shows_each_reason_whole_at_80x24() {
    let mut app = app();
    app.play(people(GameId::Chess));
    for mv in [
        "f2f5", "e2d3", "e2c3", "b1b3", "d1d3", "e1g1", "e1e3", "a1b3",
    ] {
        type_move(&mut app, mv);
        let reason = refusal(GameId::Chess, START, mv);
        let shown = screen(&app, 80, 24);
        assert!(shown.contains(&reason), "{mv}: {reason}\n{shown}");
    }
    let shown = screen(&app, 80, 24);
    assert!(!shown.contains("straight ahead"), "{shown}");
}
