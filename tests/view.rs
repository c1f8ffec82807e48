//! The position view interfaces read: each legal move's squares, captured
//! squares and text, and the king in check, on hand-checked positions of
//! every game; then random play showing the view agrees with the older
//! string-based answers (`legal_moves`, `legal_squares`, `is_capture_text`).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabuleiro::games::{
    AnyGame, Coord, GameId, LegalMove, Options, PieceKind, PositionView, Status,
};

fn at(game: GameId, name: &str) -> Coord {
    Coord::parse(name, game.dims()).unwrap_or_else(|| panic!("test square {name}"))
}

fn load_with(game: GameId, position: &str, options: &Options) -> AnyGame {
    AnyGame::from_position(game, position, options)
        .unwrap_or_else(|e| panic!("test position {position:?}: {e}"))
}

fn load(game: GameId, position: &str) -> AnyGame {
    load_with(game, position, &Options::default())
}

fn play(game: &mut AnyGame, moves: &[&str]) {
    for mv in moves {
        game.play_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

/// The legal move written `coordinates`, which must be there.
fn find<'a>(view: &'a PositionView, coordinates: &str) -> LegalMove<'a> {
    view.moves()
        .find(|mv| mv.coordinates == coordinates)
        .unwrap_or_else(|| panic!("{coordinates} is not in the view"))
}

fn captured(game: GameId, mv: LegalMove<'_>) -> Vec<String> {
    let mut names: Vec<String> = mv.captures.iter().map(Coord::to_string).collect();
    names.sort();
    assert!(names.iter().all(|n| Coord::parse(n, game.dims()).is_some()));
    names
}

#[test]
fn chess_start_has_twenty_quiet_moves_and_no_check() {
    let game = AnyGame::new(GameId::Chess, &Options::default());
    let view = game.view();
    assert_eq!(view.moves().len(), 20);
    assert!(view.moves().all(|mv| !mv.is_capture()));
    assert_eq!(view.checked_king(), None);
    let knight = find(&view, "g1f3");
    assert_eq!(knight.display, "Nf3");
    assert_eq!(knight.from, at(GameId::Chess, "g1"));
    assert_eq!(knight.to, at(GameId::Chess, "f3"));
    assert_eq!(knight.promotion, None);
    assert_eq!(
        view.targets(at(GameId::Chess, "e2")),
        [
            (at(GameId::Chess, "e3"), false),
            (at(GameId::Chess, "e4"), false)
        ]
    );
    assert!(view.can_move(at(GameId::Chess, "b1")));
    assert!(!view.can_move(at(GameId::Chess, "a1")));
}

#[test]
fn en_passant_captures_the_passed_pawn_not_the_target_square() {
    let game = load(GameId::Chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let view = game.view();
    let take = find(&view, "e5d6");
    assert_eq!(take.captures, [at(GameId::Chess, "d5")]);
    assert_eq!(take.display, "exd6");
    assert!(find(&view, "e5e6").captures.is_empty());
    assert_eq!(
        view.targets(at(GameId::Chess, "e5")),
        [
            (at(GameId::Chess, "e6"), false),
            (at(GameId::Chess, "d6"), true)
        ]
    );
}

#[test]
fn promotions_carry_their_piece_and_their_capture() {
    let game = load(GameId::Chess, "1r5k/P7/8/8/8/8/8/7K w - - 0 1");
    let view = game.view();
    let (a7, b8) = (at(GameId::Chess, "a7"), at(GameId::Chess, "b8"));
    assert_eq!(view.moves_between(a7, b8).count(), 4);
    let queen = find(&view, "a7b8q");
    assert_eq!(queen.promotion, Some(PieceKind::Queen));
    assert_eq!(queen.captures, [b8]);
    assert_eq!(queen.display, "axb8=Q+");
    assert_eq!(find(&view, "a7a8n").promotion, Some(PieceKind::Knight));
    assert!(find(&view, "a7a8n").captures.is_empty());
    assert_eq!(
        view.targets(a7),
        [(at(GameId::Chess, "a8"), false), (b8, true)]
    );
}

#[test]
fn the_checked_king_comes_from_the_attack_tables() {
    let game = load(GameId::Chess, "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
    assert_eq!(game.view().checked_king(), Some(at(GameId::Chess, "e8")));
    let quiet = load(GameId::Chess, "4k3/8/8/8/8/8/8/3R2K1 b - - 0 1");
    assert_eq!(quiet.view().checked_king(), None);
}

#[test]
fn checkmate_shows_the_mated_king_and_no_moves() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    play(&mut game, &["f2f3", "e7e5", "g2g4"]);
    let before = game.view();
    assert_eq!(find(&before, "d8h4").display, "Qh4#");
    assert_eq!(before.checked_king(), None);
    play(&mut game, &["d8h4"]);
    let after = game.view();
    assert_eq!(after.moves().len(), 0);
    assert_eq!(after.checked_king(), Some(at(GameId::Chess, "e1")));
}

#[test]
fn racing_kings_and_massacre_never_show_check() {
    let options = Options::default();
    for id in [GameId::RacingKings, GameId::Massacre] {
        let view = AnyGame::new(id, &options).view();
        assert!(view.moves().len() > 0, "{id}");
        assert_eq!(view.checked_king(), None, "{id}");
    }
}

#[test]
fn every_massacre_move_captures_on_its_target() {
    let view = AnyGame::new(GameId::Massacre, &Options::default()).view();
    for mv in view.moves() {
        assert_eq!(mv.captures, [mv.to], "{}", mv.coordinates);
        assert!(mv.display.contains('x'), "{}", mv.display);
    }
}

#[test]
fn a_hasami_move_closing_two_sandwiches_captures_both() {
    // e1 slides to e5: d5 is closed by c5, e6 by e7; f5 stays.
    let game = load(GameId::Hasami, "2oo2o2/9/4X4/4o4/2Xo1o3/9/9/9/XX2X4 1 0");
    let view = game.view();
    assert_eq!(captured(GameId::Hasami, find(&view, "e1e5")), ["d5", "e6"]);
    assert!(find(&view, "a1a2").captures.is_empty());
    assert_eq!(find(&view, "e1e5").display, "e1e5");
    assert_eq!(view.checked_king(), None);
}

#[test]
fn a_hasami_line_of_three_is_captured_whole() {
    let game = load(GameId::Hasami, "2oo2o2/9/9/9/2oooX3/9/9/9/1X2X4 1 0");
    let view = game.view();
    assert_eq!(
        captured(GameId::Hasami, find(&view, "b1b5")),
        ["c5", "d5", "e5"]
    );
}

#[test]
fn a_hasami_corner_capture_follows_its_option() {
    let corner = "2oo2o2/9/9/9/9/9/9/4X4/oX4X2 1 0";
    let on = load(GameId::Hasami, corner).view();
    assert_eq!(captured(GameId::Hasami, find(&on, "e2a2")), ["a1"]);
    let options = Options {
        corner_capture: false,
        ..Options::default()
    };
    let off = load_with(GameId::Hasami, corner, &options).view();
    assert!(find(&off, "e2a2").captures.is_empty());
}

#[test]
fn a_martian_capture_takes_the_piece_across_the_canal() {
    let game = load(GameId::Martian, "3p/4/4/q3/d3/4/4/4 1 0 0 - 5");
    let view = game.view();
    let take = find(&view, "a4a5");
    assert_eq!(take.captures, [at(GameId::Martian, "a5")]);
    assert_eq!(take.display, "a4a5");
    assert!(find(&view, "a4a3").captures.is_empty());
    assert_eq!(view.checked_king(), None);
}

#[test]
fn calling_the_clock_is_its_own_move_with_its_own_text() {
    let options = Options {
        martian_stall: tabuleiro::games::MartianStall::CallClock,
        ..Options::default()
    };
    let game = load_with(GameId::Martian, "3p/4/4/q3/d3/4/4/4 1 0 0 - 5", &options);
    let view = game.view();
    let call = find(&view, "a4a5!");
    assert_eq!(call.captures, [at(GameId::Martian, "a5")]);
    assert_eq!(call.squares(), find(&view, "a4a5").squares());
}

/// Plays `plies` random moves of `id` with `seed`, calling `check` on
/// every position on the way.
fn random_game(id: GameId, seed: u64, plies: usize, mut check: impl FnMut(&AnyGame)) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = Options {
        deal: seed,
        edge_capture: seed % 2 == 0,
        ..Options::default()
    };
    let mut game = AnyGame::new(id, &options);
    for _ in 0..plies {
        check(&game);
        let moves = game.legal_moves();
        if moves.is_empty() || game.status() != Status::Ongoing {
            break;
        }
        let pick = &moves[rng.random_range(0..moves.len())];
        game.play_text(pick)
            .unwrap_or_else(|e| panic!("{id} {pick}: {e}"));
    }
}

#[test]
fn the_view_agrees_with_the_string_answers_in_random_games() {
    for id in GameId::ALL {
        for seed in 0..4 {
            random_game(id, seed, 60, |game| {
                let view = game.view();
                let coordinates: Vec<&str> = view.moves().map(|mv| mv.coordinates).collect();
                assert_eq!(coordinates, game.legal_moves(), "{id} {}", game.position());
                let squares: Vec<_> = view.moves().map(|mv| mv.squares()).collect();
                assert_eq!(squares, game.legal_squares());
                if game.status() != Status::Ongoing {
                    return;
                }
                for mv in view.moves() {
                    assert_eq!(mv.is_capture(), game.is_capture_text(mv.coordinates));
                    let mut after = game.clone();
                    let shown = after.play_text(mv.coordinates);
                    assert_eq!(shown.as_deref(), Ok(mv.display), "{id} {}", mv.coordinates);
                }
            });
        }
    }
}
