//! The pieces each side has taken, kept by the record as moves are played,
//! undone and redone, against the interface's former answer: replaying the
//! game from its start and comparing the boards before and after each move.

use crate::app_support;

use app_support::{app, people, press, row_with, screen, type_move};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::App;
use tabuleiro::app::session::NewGame;
use tabuleiro::games::{AnyGame, Coord, GameId, Options, PieceKind, Side, Status};

/// The two squares of a coordinate move (`e2e4`, `e7e8q`, `d2c3!`).
fn move_squares(game: &AnyGame, mv: &str) -> Option<(Coord, Coord)> {
    let dims = game.dims();
    let from = Coord::parse(mv.get(0..2)?, dims)?;
    let to = Coord::parse(mv.get(2..4)?, dims)?;
    Some((from, to))
}

/// The kinds of the pieces `side` has on the board.
fn kinds_of(game: &AnyGame, side: Side) -> Vec<PieceKind> {
    let dims = game.dims();
    (0..dims.files)
        .flat_map(|file| (0..dims.ranks).map(move |rank| Coord::new(file, rank)))
        .filter_map(|at| game.piece_at(at))
        .filter(|piece| piece.owner == side)
        .map(|piece| piece.kind)
        .collect()
}

/// The former replay, as the game screen computed it: an opponent's piece
/// gone after the move is taken; in Martian Chess, the piece on the
/// target square that is not the mover's.
fn replayed(game: &AnyGame, options: &Options) -> [Vec<PieceKind>; 2] {
    let mut captured = [Vec::new(), Vec::new()];
    let Ok(mut board) = AnyGame::from_position(game.id(), &game.start_position(), options) else {
        return captured;
    };
    let martian = game.id() == GameId::Martian;
    for mv in game.move_coordinates() {
        let mover = board.side_to_move();
        let mut taken = if martian {
            move_squares(&board, &mv)
                .and_then(|(_, to)| board.piece_at(to))
                .filter(|piece| piece.owner != mover)
                .map(|piece| vec![piece.kind])
                .unwrap_or_default()
        } else {
            kinds_of(&board, mover.opponent())
        };
        if board.play_text(&mv).is_err() {
            break;
        }
        if !martian {
            for kind in kinds_of(&board, mover.opponent()) {
                if let Some(i) = taken.iter().position(|k| *k == kind) {
                    taken.swap_remove(i);
                }
            }
        }
        captured[mover.index()].extend(taken);
    }
    captured
}

/// Options that vary with the seed, so deals and capture rules differ.
fn options(seed: u64) -> Options {
    Options {
        deal: seed,
        first: if seed % 3 == 0 { Side::Two } else { Side::One },
        corner_capture: seed % 2 == 0,
        edge_capture: seed % 4 < 2,
        ..Options::default()
    }
}

/// Plays, undoes and redoes at random, checking after every step; returns
/// how many pieces were taken at most along the way.
fn wander(id: GameId, seed: u64, steps: usize) -> usize {
    let options = options(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = AnyGame::new(id, &options);
    let mut most = 0;
    for _ in 0..steps {
        let roll = rng.random_range(0..10);
        let moves = game.legal_moves();
        if roll == 0 {
            game.undo();
        } else if roll == 1 {
            game.redo();
        } else if !moves.is_empty() && game.status() == Status::Ongoing {
            let pick = &moves[rng.random_range(0..moves.len())];
            game.play_text(pick)
                .unwrap_or_else(|e| panic!("{id} {pick}: {e}"));
        } else if !game.undo() {
            break;
        }
        assert_eq!(
            game.captured_pieces(),
            replayed(&game, &options),
            "{id} seed {seed}: {:?}",
            game.move_coordinates()
        );
        most = most.max(game.captured_pieces().iter().map(Vec::len).sum());
    }
    most
}

#[test]
fn taken_pieces_match_the_former_replay_in_random_games() {
    for id in GameId::ALL {
        let most = (0..6).map(|seed| wander(id, seed, 150)).max();
        assert!(most > Some(0), "{id}: the random games took nothing");
    }
}

#[test]
fn a_promotion_is_no_capture_and_en_passant_is_one() {
    let options = Options::default();
    let mut game = AnyGame::from_position(
        GameId::Chess,
        "4k3/P7/8/8/4p3/8/3P4/4K3 w - - 0 1",
        &options,
    )
    .expect("test position");
    for mv in ["a7a8q", "e8f7", "d2d4", "e4d3"] {
        game.play_text(mv).expect(mv);
    }
    assert_eq!(game.captured_pieces(), [vec![], vec![PieceKind::Pawn]]);
    assert!(game.undo());
    assert_eq!(game.captured_pieces(), [vec![], vec![]]);
    assert!(game.redo());
    assert_eq!(game.captured_pieces(), [vec![], vec![PieceKind::Pawn]]);
}

#[test]
fn a_hasami_sandwich_of_two_counts_two_stones() {
    let mut game = AnyGame::from_position(
        GameId::Hasami,
        "2oo2o2/9/4X4/4o4/2Xo1o3/9/9/9/XX2X4 1 0",
        &Options::default(),
    )
    .expect("test position");
    game.play_text("e1e5").expect("legal");
    assert_eq!(
        game.captured_pieces(),
        [vec![PieceKind::Stone, PieceKind::Stone], vec![]]
    );
}

#[test]
fn a_martian_capture_credits_the_mover_with_the_piece_taken() {
    let mut game = AnyGame::from_position(
        GameId::Martian,
        "3p/4/4/q3/d3/4/4/4 1 0 0 - 5",
        &Options::default(),
    )
    .expect("test position");
    game.play_text("a4a5").expect("legal");
    assert_eq!(game.captured_pieces(), [vec![PieceKind::Queen], vec![]]);
}

/// The count a captured row shows: its glyphs after the colon, and the
/// `+N` of those that did not fit.
fn shown_captures(row: &str) -> (usize, usize) {
    let (_, after) = row.split_once("captured:").expect("a captured row");
    let (glyphs, rest) = after.split_once('+').unwrap_or((after, "0"));
    let glyphs = glyphs.chars().filter(|c| !c.is_whitespace()).count();
    let rest = rest.trim().parse().expect("a count after +");
    (glyphs, rest)
}

#[test]
fn captures_that_do_not_fit_the_panel_are_counted_at_80x24() {
    let mut game = AnyGame::new(GameId::Massacre, &Options::default());
    for _ in 0..44 {
        let Some(mv) = game.legal_moves().first().cloned() else {
            break;
        };
        game.play_text(&mv).expect("a legal move");
    }
    let taken = game.captured_pieces().map(|side| side.len());
    assert!(taken.iter().all(|&n| n >= 20), "{taken:?}");
    let mut app = app();
    app.play(NewGame {
        game,
        ..people(GameId::Massacre)
    });
    let shown = screen(&app, 80, 24);
    let mut cut = 0;
    for (side, name) in [(0, "White captured"), (1, "Black captured")] {
        let (glyphs, rest) = shown_captures(row_with(&shown, name));
        assert_eq!(glyphs + rest, taken[side], "{name}\n{shown}");
        cut += rest;
    }
    assert!(cut > 0, "all captures fitted at 80x24\n{shown}");
}

#[test]
fn review_shows_the_pieces_taken_by_the_position_reviewed() {
    let mut app = app();
    app.play(people(GameId::Chess));
    for mv in ["e4", "d5", "exd5", "Qxd5"] {
        type_move(&mut app, mv);
    }
    press(&mut app, KeyCode::Char('v'));
    let taken = |app: &App| app.session().map(|s| s.captured().clone());
    assert_eq!(
        taken(&app),
        Some([vec![PieceKind::Pawn], vec![PieceKind::Pawn]])
    );
    press(&mut app, KeyCode::Left);
    assert_eq!(taken(&app), Some([vec![PieceKind::Pawn], vec![]]));
    press(&mut app, KeyCode::Home);
    assert_eq!(taken(&app), Some([vec![], vec![]]));
    let shown = screen(&app, 80, 24);
    assert_eq!(shown_captures(row_with(&shown, "White captured")), (0, 0));
    assert_eq!(shown_captures(row_with(&shown, "Black captured")), (0, 0));
    // Back in the game, the pieces taken in it.
    press(&mut app, KeyCode::Esc);
    assert_eq!(
        taken(&app),
        Some([vec![PieceKind::Pawn], vec![PieceKind::Pawn]])
    );
}
