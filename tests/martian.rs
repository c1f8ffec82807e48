//! Martian Chess rules on hand-built positions, each checked by reasoning
//! written beside it.

use tabuleiro::app::text;
use tabuleiro::games::martian::{Clock, Kind, Martian, Move};
use tabuleiro::games::{
    AnyGame, Coord, End, Game, GameId, MartianStall, MoveError, Options, Outcome, Piece, PieceKind,
    Reason, Side, Status,
};
use tabuleiro::i18n::Lang;

fn at(name: &str) -> Coord {
    Coord::parse(name, tabuleiro::games::GameId::Martian.dims()).expect("a square")
}

fn load_with(text: &str, options: &Options) -> Martian {
    Martian::from_position(text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn load(text: &str) -> Martian {
    load_with(text, &Options::default())
}

/// The result as the game screen words it, for this position.
fn result_text(game: &Martian, options: &Options, end: End) -> String {
    let any = AnyGame::from_position(GameId::Martian, &game.position(), options)
        .expect("the position reads back");
    text::game_result(Lang::English, &any, end)
}

fn call_clock() -> Options {
    Options {
        martian_stall: MartianStall::CallClock,
        ..Options::default()
    }
}

fn moves(game: &Martian) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_moves(&mut out);
    out.into_iter().map(|mv| game.format_move(mv)).collect()
}

fn play(game: &mut Martian, text: &str) -> Move {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.play(mv);
    mv
}

fn refusal(game: &Martian, text: &str) -> String {
    match game.parse_move(text) {
        Err(MoveError::Illegal(why)) => why.to_string(),
        other => panic!("{text} should be illegal, got {other:?}"),
    }
}

fn over(game: &Martian) -> End {
    match game.status() {
        Status::Over(end) => end,
        Status::Ongoing => panic!("{} should be over", game.position()),
    }
}

#[test]
fn start_position_round_trips_and_player_one_moves() {
    let game = Martian::start(&Options::default());
    assert_eq!(
        game.position(),
        "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0"
    );
    assert_eq!(game.side_to_move(), Side::One);
    assert_eq!(game.status(), Status::Ongoing);
    assert_eq!(
        game.piece_at(at("a1")),
        Some(Piece {
            kind: PieceKind::Queen,
            owner: Side::One
        })
    );
    assert_eq!(
        game.piece_at(at("b8")),
        Some(Piece {
            kind: PieceKind::Drone,
            owner: Side::Two
        })
    );
}

#[test]
fn lone_pieces_in_the_corner_have_the_expected_move_counts() {
    // Queen a1 on an empty zone: a2-a8 (7), b1-d1 (3), b2-d4 (3) = 13;
    // the pawn on d8 lies on none of those lines.
    let queen = load("3p/4/4/4/4/4/4/q3 1 0 0 - 0");
    assert_eq!(moves(&queen).len(), 13);
    // Drone a1: a2, a3 up and b1, c1 along the rank = 4.
    let drone = load("3p/4/4/4/4/4/4/d3 1 0 0 - 0");
    let mut drone_moves = moves(&drone);
    drone_moves.sort();
    assert_eq!(drone_moves, ["a1a2", "a1a3", "a1b1", "a1c1"]);
    // Pawn a1: only b2 is a diagonal on the board.
    let pawn = load("3p/4/4/4/4/4/4/p3 1 0 0 - 0");
    assert_eq!(moves(&pawn), ["a1b2"]);
}

#[test]
fn pieces_do_not_jump_and_stop_on_a_capture() {
    // Drone a4 with an enemy pawn on a5: it captures a5 but cannot reach
    // a6; sideways b4, c4; down a3, a2 = 5 moves.
    let game = load("3p/4/4/p3/d3/4/4/4 1 0 0 - 0");
    let mut list = moves(&game);
    list.sort();
    assert_eq!(list, ["a4a2", "a4a3", "a4a5", "a4b4", "a4c4"]);
    assert_eq!(refusal(&game, "a4a6"), "the drone on a4 is blocked");
}

#[test]
fn capture_across_the_canal_scores_and_changes_ownership() {
    let mut game = load("3p/4/4/q3/d3/4/4/4 1 0 0 - 5");
    let mv = game.parse_move("a4a5").expect("legal");
    assert!(game.is_capture(mv));
    game.play(mv);
    // The queen is worth 3; the drone now stands in player 2's zone.
    assert_eq!(game.scores(), [3, 0]);
    assert_eq!(
        game.piece_at(at("a5")),
        Some(Piece {
            kind: PieceKind::Drone,
            owner: Side::Two
        })
    );
    assert_eq!(game.quiet(), 0);
    assert_eq!(game.position(), "3p/4/4/d3/4/4/4/4 2 3 0 a4a5 0");
}

#[test]
fn scores_and_quiet_counts_at_their_limit_stay_there() {
    let mut game = load("3p/4/4/q3/d3/4/4/4 1 4294967295 0 - 5");
    play(&mut game, "a4a5");
    assert_eq!(game.scores(), [u32::MAX, 0]);
    assert_eq!(game.position(), "3p/4/4/d3/4/4/4/4 2 4294967295 0 a4a5 0");
    let mut game = load("3p/4/4/4/d3/4/4/4 1 0 0 - 4294967295");
    play(&mut game, "a4a3");
    assert_eq!(game.position(), "3p/4/4/4/4/d3/4/4 2 0 0 - 4294967295");
}

#[test]
fn field_promotion_merges_own_pieces_when_the_zone_lacks_the_result() {
    // Drone onto pawn, no queen in the zone: a queen.
    let mut game = load("3p/4/4/4/4/4/p3/d3 1 0 0 - 0");
    let mv = play(&mut game, "a1a2");
    assert_eq!(game.cell(at("a2")), Some(Kind::Queen));
    assert_eq!(game.cell(at("a1")), None);
    assert_eq!(game.scores(), [0, 0]);
    assert_eq!(game.quiet(), 1);
    assert!(!load("3p/4/4/4/4/4/p3/d3 1 0 0 - 0").is_capture(mv));

    // Pawn onto drone: a queen too.
    let mut game = load("3p/4/4/4/4/4/1p2/d3 1 0 0 - 0");
    play(&mut game, "b2a1");
    assert_eq!(game.cell(at("a1")), Some(Kind::Queen));

    // Pawn onto pawn, no drone in the zone: a drone.
    let mut game = load("3p/4/4/4/4/4/1p2/p3 1 0 0 - 0");
    play(&mut game, "a1b2");
    assert_eq!(game.cell(at("b2")), Some(Kind::Drone));
}

#[test]
fn field_promotion_is_refused_when_the_zone_already_has_the_result() {
    // A queen on d1 forbids drone + pawn.
    let game = load("3p/4/4/4/4/4/p3/d2q 1 0 0 - 0");
    assert_eq!(
        refusal(&game, "a1a2"),
        "field promotion needs no queen in your zone"
    );
    assert!(!moves(&game).contains(&"a1a2".to_string()));
    // A drone on d1 forbids pawn + pawn.
    let game = load("3p/4/4/4/4/4/1p2/p2d 1 0 0 - 0");
    assert_eq!(
        refusal(&game, "a1b2"),
        "field promotion needs no drone in your zone"
    );
    // A queen never lands on its own pieces.
    let game = load("3p/4/4/4/4/4/p3/q3 1 0 0 - 0");
    assert_eq!(
        refusal(&game, "a1a2"),
        "you cannot move onto your own piece"
    );
}

#[test]
fn no_rejection_after_a_plain_crossing_then_allowed_a_turn_later() {
    let mut game = load("3p/4/4/4/d3/4/4/q3 1 0 0 - 0");
    play(&mut game, "a4a5");
    assert_eq!(game.last_cross(), Some((at("a4"), at("a5"))));
    assert!(game.position().contains(" a4a5 "));
    assert_eq!(
        refusal(&game, "a5a4"),
        "no rejection: that piece may not go straight back to a4"
    );
    // Another square across the canal is fine.
    assert!(moves(&game).contains(&"a5a3".to_string()));
    play(&mut game, "d8c7");
    assert_eq!(game.last_cross(), None);
    play(&mut game, "a1b1");
    assert!(game.parse_move("a5a4").is_ok());
}

#[test]
fn no_rejection_after_a_capturing_crossing() {
    let mut game = load("3p/4/4/p3/d3/4/4/q3 1 0 0 - 0");
    play(&mut game, "a4a5");
    assert_eq!(game.scores(), [1, 0]);
    assert!(refusal(&game, "a5a4").starts_with("no rejection"));
    assert!(!moves(&game).contains(&"a5a4".to_string()));
}

#[test]
fn zone_emptied_with_a_tie_goes_to_the_player_who_moved_last() {
    // Player 1's only piece captures a pawn across the canal: 1 to 1.
    let mut game = load("3p/4/4/p3/d3/4/4/4 1 0 1 - 0");
    play(&mut game, "a4a5");
    let end = over(&game);
    assert_eq!(end, End::win(Side::One, Reason::ZoneEmpty));
    assert_eq!(
        result_text(&game, &Options::default(), end),
        "Player 1 wins: zone empty, 1-1, the last move"
    );
    assert!(moves(&game).is_empty());
    assert_eq!(game.parse_move("a5a3"), Err(MoveError::GameOver));
}

#[test]
fn zone_emptied_with_unequal_scores_goes_to_the_higher_score() {
    let mut game = load("3p/4/4/p3/d3/4/4/4 1 0 5 - 0");
    play(&mut game, "a4a5");
    let end = over(&game);
    assert_eq!(end, End::win(Side::Two, Reason::ZoneEmpty));
    assert_eq!(
        result_text(&game, &Options::default(), end),
        "Player 2 wins: zone empty, 1-5"
    );
    assert_eq!(game.status().to_string(), "over 0-1 zone-empty");
}

#[test]
fn no_legal_move_end_is_described_by_score() {
    // No position with a valid lastcross leaves the mover without a move
    // (a piece nearest the canal can always advance, and no rejection
    // forbids one move only), so the wording is checked on its own.
    let game = load("3p/4/4/4/4/4/4/q3 1 5 3 - 0");
    assert_eq!(
        result_text(
            &game,
            &Options::default(),
            End::win(Side::One, Reason::NoMoves)
        ),
        "Player 1 wins: Player 2 has no legal move"
    );
}

#[test]
fn stall_at_27_quiet_moves_is_a_draw_on_a_tie() {
    let mut game = load("3p/4/4/4/4/4/4/q3 1 4 4 - 26");
    assert_eq!(game.status(), Status::Ongoing);
    play(&mut game, "a1a2");
    assert_eq!(game.quiet(), 27);
    let end = over(&game);
    assert_eq!(end, End::draw(Reason::Stalled));
    assert_eq!(
        result_text(&game, &Options::default(), end),
        "Draw: stalled, 4-4"
    );
    // Perft ignores the stall counter: moves are still listed.
    assert!(!moves(&game).is_empty());
}

#[test]
fn stall_at_27_quiet_moves_goes_to_the_higher_score() {
    let mut game = load("3p/4/4/4/4/4/4/q3 1 4 6 - 26");
    play(&mut game, "a1a2");
    assert_eq!(over(&game), End::win(Side::Two, Reason::Stalled));
}

#[test]
fn a_capture_resets_the_quiet_count() {
    let mut game = load("3p/4/4/p3/q3/4/4/3p 1 0 0 - 26");
    play(&mut game, "a4a5");
    assert_eq!(game.quiet(), 0);
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn calling_the_clock_ends_the_game_seven_quiet_moves_after_the_call() {
    let options = call_clock();
    let mut game = load_with("3p/4/4/4/4/4/4/q3 1 0 0 - 20", &options);
    assert_eq!(game.clock(), Clock::Uncalled);
    // Every move comes with and without the call.
    assert_eq!(moves(&game).len(), 26);
    let mv = play(&mut game, "a1a2!");
    assert!(mv.calls_clock());
    assert_eq!(game.clock(), Clock::Called);
    assert_eq!(game.position(), "3p/4/4/4/4/4/q3/4 2 0 0 - 1!");
    assert!(moves(&game).iter().all(|m| !m.ends_with('!')));
    assert_eq!(refusal(&game, "d8c7!"), "the clock is already called");
    for text in ["d8c7", "a2a1", "c7d8", "a1a2", "d8c7"] {
        play(&mut game, text);
        assert_eq!(game.status(), Status::Ongoing, "after {text}");
    }
    play(&mut game, "a2a1");
    assert_eq!(game.position(), "4/2p1/4/4/4/4/4/q3 2 0 0 - 7!");
    let end = over(&game);
    assert_eq!(end, End::draw(Reason::Stalled));
    assert_eq!(result_text(&game, &options, end), "Draw: stalled, 0-0");
    // The string keeps the called clock.
    assert_eq!(load_with(&game.position(), &options).clock(), Clock::Called);
}

#[test]
fn a_capture_after_the_call_resets_the_count_but_the_clock_stays_called() {
    let mut game = load_with("3p/4/4/p3/q3/4/4/3p 1 0 0 - 5!", &call_clock());
    play(&mut game, "a4a5");
    assert_eq!(game.position(), "3p/4/4/q3/4/4/4/3p 2 1 0 a4a5 0!");
}

#[test]
fn without_the_call_the_clock_option_keeps_the_27_limit() {
    let game = load_with("3p/4/4/4/4/4/4/q3 1 0 0 - 26", &call_clock());
    assert_eq!(game.status(), Status::Ongoing);
    let game = load_with("3p/4/4/4/4/4/4/q3 1 0 0 - 27", &call_clock());
    assert_eq!(over(&game), End::draw(Reason::Stalled));
}

#[test]
fn calling_the_clock_is_refused_under_the_default_stall_rule() {
    let game = Martian::start(&Options::default());
    assert_eq!(moves(&game).len(), 10);
    assert!(refusal(&game, "c3d4!").contains("call-the-clock option"));
    let err = Martian::from_position("3p/4/4/4/4/4/4/q3 1 0 0 - 3!", &Options::default())
        .expect_err("no clock to call");
    assert!(err.to_string().contains("call-the-clock option"), "{err}");
}

#[test]
fn first_player_option_gives_player_two_the_first_move() {
    let options = Options {
        first: Side::Two,
        ..Options::default()
    };
    let game = Martian::start(&options);
    assert_eq!(game.side_to_move(), Side::Two);
    assert_eq!(
        game.position(),
        "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 2 0 0 - 0"
    );
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    assert_eq!(list.len(), 10);
    assert!(list.iter().all(|mv| mv.from().rank >= 4));
}

#[test]
fn move_errors_say_what_is_wrong() {
    let game = Martian::start(&Options::default());
    let cases = [
        ("b4b5", "there is no piece on b4"),
        ("c8b7", "that piece is in your opponent's zone"),
        ("c3c4", "pawns move diagonally, never straight"),
        ("b2c3", "drones move in a straight line, never diagonally"),
        ("a1a4", "the queen on a1 is blocked"),
        ("a1a2", "you cannot move onto your own piece"),
        ("b2b3", "field promotion needs no queen in your zone"),
        ("a1c2", "queens move along a rank, file or diagonal"),
    ];
    for (text, why) in cases {
        assert_eq!(refusal(&game, text), why, "{text}");
    }
    assert_eq!(
        game.parse_move("zz").map_err(|e| e.to_string()),
        Err("cannot read move \"zz\"".to_string())
    );
    assert_eq!(
        game.parse_move("a1e5"),
        Err(MoveError::Unreadable("a1e5".to_string()))
    );
}

#[test]
fn moves_are_read_in_upper_case_and_with_spaces() {
    let game = Martian::start(&Options::default());
    let mv = game.parse_move("c3d4").expect("legal");
    assert_eq!(game.parse_move("  C3D4 "), Ok(mv));
    assert_eq!(game.parse_move("c3 d4"), Ok(mv));
    assert_eq!(game.format_move(mv), "c3d4");
    let squares = game.move_squares(mv);
    assert_eq!((squares.from, squares.to), (at("c3"), at("d4")));
}

#[test]
fn position_errors_name_what_is_wrong() {
    let cases = [
        (
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1 1 0 0 - 0",
            "the board has 7 ranks, not 8",
        ),
        (
            "1dqq/1pdq/1ppd/4/4/dpp2/qdp1/qqd1 1 0 0 - 0",
            "rank 3 has 5 squares",
        ),
        (
            "1dqk/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0",
            "rank 8 has 'k'",
        ),
        (
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 3 0 0 - 0",
            "side must be 1 or 2",
        ),
        (
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 x 0 - 0",
            "score 1 is not a number",
        ),
        (
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 -2 - 0",
            "score 2 is not a number",
        ),
        (
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 zz 0",
            "lastcross must be a move or -",
        ),
        (
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 a1a2 0",
            "lastcross must carry a piece",
        ),
        (
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - many",
            "quiet is not a number",
        ),
        ("1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 -", "has 6 fields"),
    ];
    for (text, why) in cases {
        let err = Martian::from_position(text, &Options::default()).expect_err(text);
        assert!(
            err.to_string().contains(why),
            "{text}: got \"{err}\", expected \"{why}\""
        );
    }
}

#[test]
fn status_of_finished_positions_read_from_strings() {
    let cases = [
        // Player 2's zone is empty and player 1 moved last, 3 to 1.
        ("4/4/4/4/4/4/4/q3 2 3 1 - 0", "over 1-0 zone-empty"),
        // A tie: the last mover (player 1, as player 2 is to move) wins.
        ("4/4/4/4/4/4/4/q3 2 2 2 - 0", "over 1-0 zone-empty"),
        // A tie with player 1 to move: player 2 moved last.
        ("4/4/4/4/4/4/4/q3 1 2 2 - 0", "over 0-1 zone-empty"),
        ("3p/4/4/4/4/4/4/q3 1 4 4 - 27", "over 1/2-1/2 stalled"),
        ("3p/4/4/4/4/4/4/q3 2 1 4 - 30", "over 0-1 stalled"),
        ("1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0", "ongoing"),
    ];
    for (text, status) in cases {
        assert_eq!(load(text).status().to_string(), status, "{text}");
    }
    assert_eq!(
        load("4/4/4/4/4/4/4/q3 2 3 1 - 0").status(),
        Status::Over(End {
            outcome: Outcome::Win(Side::One),
            reason: Reason::ZoneEmpty
        })
    );
}

#[test]
fn hash_tells_apart_scores_side_and_last_crossing() {
    let base = load("3p/4/4/d3/4/4/4/q3 2 0 0 a4a5 0");
    let others = [
        "3p/4/4/d3/4/4/4/q3 2 1 0 a4a5 0",
        "3p/4/4/d3/4/4/4/q3 2 0 1 a4a5 0",
        "3p/4/4/d3/4/4/4/q3 2 0 0 - 0",
        "3p/4/4/d3/4/4/4/q3 2 0 0 a4a5 1",
        "3p/4/4/d3/4/4/4/q3 1 0 0 - 0",
    ];
    for text in others {
        assert_ne!(load(text).hash(), base.hash(), "{text}");
    }
    assert_eq!(load(&base.position()).hash(), base.hash());
}

#[test]
fn pass_hands_over_the_turn_and_lifts_no_rejection() {
    let mut game = load("3p/4/4/d3/4/4/4/q3 2 0 0 a4a5 0");
    let before = game.hash();
    assert!(game.pass());
    assert_eq!(game.position(), "3p/4/4/d3/4/4/4/q3 1 0 0 - 0");
    assert_ne!(game.hash(), before);
    assert_eq!(game.hash(), load(&game.position()).hash());
}

#[test]
fn zone_pieces_lists_what_each_player_controls() {
    let game = Martian::start(&Options::default());
    for side in Side::BOTH {
        let value: u32 = game.zone_pieces(side).map(|(_, kind)| kind.value()).sum();
        // Three queens, three drones, three pawns each.
        assert_eq!(value, 3 * 3 + 3 * 2 + 3, "{side:?}");
    }
}
