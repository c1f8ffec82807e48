//! Chess rules: castling, en passant, promotion, the ends of a game, and
//! the messages for refused moves and bad positions.

use tabuleiro::app::text;
use tabuleiro::games::chess::Chess;
use tabuleiro::games::{
    AnyGame, End, Game, GameId, MoveError, Options, Reason, Record, Side, Status,
};
use tabuleiro::i18n::Lang;

fn position(fen: &str) -> Chess {
    Chess::from_position(fen, &Options::default()).expect("valid FEN")
}

/// The result as the game screen words it, for this position.
fn result_text(game: &Chess, end: End) -> String {
    let any = AnyGame::from_position(GameId::Chess, &game.position(), &Options::default())
        .expect("the position reads back");
    text::game_result(Lang::English, &any, end)
}

fn refusal(game: &Chess, text: &str) -> String {
    match game.parse_move(text) {
        Err(MoveError::Illegal(reason)) => reason.to_string(),
        other => panic!("{text}: expected a refusal, got {other:?}"),
    }
}

fn legal(game: &Chess) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.into_iter().map(|m| game.format_move(m)).collect()
}

fn after(game: &Chess, text: &str) -> Chess {
    let mv = game.parse_move(text).expect("legal move");
    let mut next = game.clone();
    next.play(mv);
    next
}

#[test]
fn castling_out_of_check_is_refused() {
    let game = position("r3k2r/8/8/8/4r3/8/8/R3K2R w KQ - 0 1");
    assert_eq!(refusal(&game, "e1g1"), "you cannot castle out of check");
    assert!(!legal(&game).contains(&"e1c1".to_string()));
}

#[test]
fn castling_through_check_is_refused() {
    let game = position("1k3r2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(
        refusal(&game, "O-O"),
        "the king cannot castle through an attacked square"
    );
    assert!(legal(&game).contains(&"e1c1".to_string()));
}

#[test]
fn castling_into_check_is_refused() {
    let game = position("1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(refusal(&game, "e1g1"), "your king would be in check");
    assert_eq!(
        game.display_move(game.parse_move("0-0-0").expect("legal")),
        "O-O-O"
    );
}

#[test]
fn capturing_a_rook_takes_its_castling_right() {
    let game = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let next = after(&game, "a1a8");
    assert_eq!(next.position(), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    assert_eq!(
        refusal(&next, "e8c8"),
        "you can no longer castle on that side"
    );
}

#[test]
fn en_passant_exposing_the_king_is_refused() {
    let game = position("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
    assert!(!legal(&game).contains(&"b5c6".to_string()));
    assert_eq!(refusal(&game, "b5c6"), "your king would be in check");
}

#[test]
fn en_passant_captures_the_passed_pawn() {
    let game = position("4k3/8/8/1Pp5/8/8/8/4K3 w - c6 0 2");
    let mv = game.parse_move("bxc6").expect("legal");
    assert!(game.is_capture(mv));
    let next = after(&game, "b5c6");
    assert_eq!(next.position(), "4k3/8/2P5/8/8/8/8/4K3 b - - 0 2");
}

#[test]
fn promotion_with_capture_lets_the_player_choose() {
    let game = position("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
    let moves = legal(&game);
    for piece in ["q", "r", "b", "n"] {
        assert!(moves.contains(&format!("a7b8{piece}")));
    }
    assert_eq!(
        refusal(&game, "a7b8"),
        "a pawn on the last rank must promote: add q, r, b or n"
    );
    let mv = game.parse_move("axb8=N").expect("legal");
    assert_eq!(game.format_move(mv), "a7b8n");
    assert_eq!(game.display_move(mv), "axb8=N");
    let next = after(&game, "a7b8n");
    assert_eq!(next.position(), "1N5k/8/8/8/8/8/8/K7 b - - 0 1");
    assert_eq!(next.scores(), [15, 14]);
}

#[test]
fn fools_mate_is_checkmate() {
    let mut record = Record::new(Chess::start(&Options::default()));
    for text in ["f3", "e5", "g4", "Qh4"] {
        record.play_text(text).expect("legal");
    }
    assert_eq!(
        record.status(),
        Status::Over(End::win(Side::Two, Reason::Checkmate))
    );
    assert_eq!(record.move_texts().last().map(String::as_str), Some("Qh4#"));
    let game = record.current();
    assert_eq!(legal(game), Vec::<String>::new());
    assert_eq!(
        result_text(game, End::win(Side::Two, Reason::Checkmate)),
        "Black wins by checkmate"
    );
}

#[test]
fn stalemate_is_a_draw() {
    let game = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(game.status(), Status::Over(End::draw(Reason::Stalemate)));
}

#[test]
fn fifty_moves_draw_but_mate_on_the_hundredth_wins() {
    let game = position("7k/8/8/8/8/8/8/R6K w - - 100 80");
    assert_eq!(game.status(), Status::Over(End::draw(Reason::FiftyMoves)));
    assert_eq!(
        position("7k/8/8/8/8/8/8/R6K w - - 99 80").status(),
        Status::Ongoing
    );
    let mating = position("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
    let mated = after(&mating, "Ra8");
    assert_eq!(
        mated.status(),
        Status::Over(End::win(Side::One, Reason::Checkmate))
    );
}

#[test]
fn a_check_that_ends_the_game_without_mate_is_written_plus() {
    for (fen, san, written) in [
        // Check that leaves bishop against king: drawn, not mate.
        ("7k/8/8/4r3/8/8/1B6/K7 w - - 0 1", "Bxe5", "Bxe5+"),
        // Check on the hundredth half-move: drawn by the fifty-move rule.
        ("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "Ra8", "Ra8+"),
        ("7k/8/6K1/8/8/8/8/R7 w - - 99 80", "Ra8", "Ra8#"),
    ] {
        let game = position(fen);
        let mv = game.parse_move(san).expect("legal");
        assert_eq!(game.display_move(mv), written, "{fen}");
    }
}

#[test]
fn insufficient_material_cases() {
    let insufficient = Status::Over(End::draw(Reason::InsufficientMaterial));
    for fen in [
        "8/8/8/4k3/8/8/8/4K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/1N2K3 b - - 0 1",
        "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
    ] {
        assert_eq!(position(fen).status(), insufficient, "{fen}");
    }
    for fen in [
        "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
        "8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    ] {
        assert_eq!(position(fen).status(), Status::Ongoing, "{fen}");
    }
}

#[test]
fn threefold_repetition_draws_through_the_record() {
    let mut record = Record::new(Chess::start(&Options::default()));
    for text in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        record.play_text(text).expect("legal");
        assert_eq!(record.status(), Status::Ongoing);
    }
    record.play_text("Ng8").expect("legal");
    assert_eq!(record.status(), Status::Over(End::draw(Reason::Repetition)));
    assert_eq!(
        result_text(record.current(), End::draw(Reason::Repetition)),
        "Draw by repetition"
    );
}

#[test]
fn move_counters_at_their_limit_stay_there() {
    let game = position("4k3/8/8/8/8/8/8/R3K3 b - - 4294967295 4294967295");
    assert_eq!(
        after(&game, "Kd7").position(),
        "8/3k4/8/8/8/8/8/R3K3 w - - 4294967295 4294967295"
    );
}

#[test]
fn refused_moves_say_why() {
    let game = Chess::start(&Options::default());
    assert_eq!(refusal(&game, "e3e4"), "there is no piece on e3");
    assert_eq!(refusal(&game, "e7e5"), "that piece is not yours");
    assert_eq!(refusal(&game, "g1g3"), "knights move in an L");
    assert_eq!(refusal(&game, "c1e3"), "the bishop on c1 is blocked");
    assert_eq!(refusal(&game, "Bf4"), "the bishop on c1 is blocked");
    assert_eq!(
        game.parse_move("zz"),
        Err(MoveError::Unreadable("zz".into()))
    );
    let knights = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert_eq!(refusal(&knights, "Nd2"), "ambiguous: Nbd2 or Nfd2");
    let pinned = position("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(refusal(&pinned, "Nc3"), "your king would be in check");
}

#[test]
fn moves_read_in_coordinates_and_san() {
    let game = position("r3k2r/1P6/8/3p4/4P3/8/R7/R3K2R w KQkq - 0 1");
    for (text, coordinates) in [
        (" E4D5 ", "e4d5"),
        ("exd5", "e4d5"),
        ("e5", "e4e5"),
        ("O-O", "e1g1"),
        ("0-0-0", "e1c1"),
        ("bxa8=Q+", "b7a8q"),
        ("bxa8Q", "b7a8q"),
        ("b8=N!?", "b7b8n"),
        ("Kf1", "e1f1"),
        ("R2a3", "a2a3"),
    ] {
        let mv = game.parse_move(text).expect(text);
        assert_eq!(game.format_move(mv), coordinates, "{text}");
    }
    let rooks = position("6k1/8/8/8/8/4R3/8/4RK2 w - - 0 1");
    let mv = rooks.parse_move("R1e2").expect("legal");
    assert_eq!(rooks.format_move(mv), "e1e2");
    assert_eq!(rooks.display_move(mv), "R1e2");
    assert_eq!(refusal(&rooks, "Re2"), "ambiguous: R1e2 or R3e2");
    let mv = game.parse_move("b7a8q").expect("legal");
    assert_eq!(game.display_move(mv), "bxa8=Q+");
}

#[test]
fn bad_positions_are_named() {
    for (fen, message) in [
        (
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rank 7 has 9 squares",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",
            "no king for White",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
            "a FEN has 6 fields (or 4 without the move counters), this one has 7",
        ),
        ("k1k5/8/8/8/8/8/8/4K3 w - - 0 1", "two kings for Black"),
        ("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "pawn on rank 8"),
        (
            "4k3/8/8/8/8/8/8/4R2K w - - 0 1",
            "the side not to move is in check",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w KX - 0 1",
            "bad castling field \"KX\"",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            "side to move must be w or b, not \"x\"",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
            "bad en-passant field \"e3\"",
        ),
    ] {
        match Chess::from_position(fen, &Options::default()) {
            Err(error) => assert_eq!(error.to_string(), message, "{fen}"),
            Ok(_) => panic!("{fen} was accepted"),
        }
    }
}

#[test]
fn a_position_reads_back_with_its_hash() {
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let game = position(fen);
    assert_eq!(game.position(), fen);
    let short = position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -");
    assert_eq!(short.hash(), game.hash());
    assert_ne!(
        position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w Kkq -").hash(),
        game.hash()
    );
}

#[test]
fn passing_hands_over_the_turn_unless_in_check() {
    let mut game = Chess::start(&Options::default());
    assert!(game.pass());
    assert_eq!(game.side_to_move(), Side::Two);
    assert_eq!(game.hash(), position(&game.position()).hash());
    let mut checked = position("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    assert!(!checked.pass());
    assert_eq!(checked.side_to_move(), Side::One);
}

#[test]
fn the_board_answers_an_evaluation() {
    use tabuleiro::games::chess::Role;
    use tabuleiro::games::chess::attacks::knight_attacks;
    use tabuleiro::games::{Coord, PieceKind};
    let game = Chess::start(&Options::default());
    let board = game.board();
    assert_eq!(board.pieces(Side::One, Role::Pawn), 0xFF00);
    assert_eq!(board.pieces(Side::Two, Role::King), 1 << 60);
    assert_eq!(board.king_square(Side::One), Some(4));
    assert_eq!(board.occupied(), 0xFFFF_0000_0000_FFFF);
    assert_eq!(board.attacks_from(6), (1 << 21) | (1 << 23) | (1 << 12));
    assert_eq!(
        knight_attacks(6) & !board.side_pieces(Side::One),
        (1 << 21) | (1 << 23)
    );
    assert_eq!(board.halfmove_clock(), 0);
    assert!(!game.in_check());
    let king = game.piece_at(Coord::new(4, 0)).expect("a king on e1");
    assert_eq!((king.kind, king.owner), (PieceKind::King, Side::One));
    assert_eq!(game.piece_at(Coord::new(4, 3)), None);
    assert_eq!(game.scores(), [0, 0]);

    let promoting = position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let squares = promoting.move_squares(promoting.parse_move("b8=R").expect("legal"));
    assert_eq!(squares.from, Coord::new(1, 6));
    assert_eq!(squares.to, Coord::new(1, 7));
    assert_eq!(squares.promotion, Some(PieceKind::Rook));
}

#[test]
fn castling_over_own_pieces_says_the_way_is_blocked() {
    let game = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    for text in ["O-O", "O-O-O", "e1g1", "e1c1"] {
        assert_eq!(
            refusal(&game, text),
            "the squares between king and rook must be empty",
            "{text}"
        );
    }
    let lost = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1");
    assert_eq!(
        refusal(&lost, "e1g1"),
        "you can no longer castle on that side"
    );
}

#[test]
fn a_pawn_push_to_the_last_rank_without_a_piece_asks_for_one() {
    let game = position("4k3/P7/8/8/8/8/7p/4K3 b - - 0 1");
    assert_eq!(
        refusal(&game, "h1"),
        "a pawn reaching h1 must promote: type h1=Q, h1=R, h1=B or h1=N"
    );
}

fn read_as(game: &Chess, text: &str) -> String {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
    game.display_move(mv)
}

#[test]
fn a_lower_case_b_is_the_bishop_when_no_b_pawn_can_move_there() {
    let game = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    assert_eq!(read_as(&game, "be7"), "Be7");
    assert_eq!(read_as(&game, "bc5"), "Bc5");
}

#[test]
fn a_lower_case_capture_on_the_b_pawns_square_stays_the_pawn() {
    let game = position("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1");
    assert_eq!(read_as(&game, "bxc3"), "bxc3");
    assert_eq!(read_as(&game, "Bxc3"), "Bxc3");
    assert_eq!(
        refusal(&game, "bc3"),
        "ambiguous: bc3 could be the b-pawn or the bishop; write bxc3 for the pawn or Bxc3 for the bishop"
    );
}

#[test]
fn a_lower_case_b_that_fits_neither_is_refused_for_the_bishop() {
    let game = position("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1");
    assert_eq!(
        refusal(&game, "be7"),
        "you have no bishop that can go to e7"
    );
    assert_eq!(read_as(&game, "bxe3"), "Be3");
}

#[test]
fn lower_case_piece_letters_are_read_as_pieces() {
    let game = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(read_as(&game, "qh5"), "Qh5");
    assert_eq!(read_as(&game, "ke2"), "Ke2");
    assert_eq!(read_as(&game, "nf3"), "Nf3");
    let rook = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(read_as(&rook, "rd1"), "Rd1");
    assert_eq!(read_as(&rook, "kd2"), "Kd2");
}
