//! Perft of the chess move generator against published counts.

use tabuleiro::games::chess::Chess;
use tabuleiro::games::perft::perft;
use tabuleiro::games::{Game, Options};

fn check(fen: &str, counts: &[u64]) {
    let game = Chess::from_position(fen, &Options::default()).expect("valid FEN");
    for (depth, &expected) in counts.iter().enumerate() {
        assert_eq!(
            perft(&game, depth as u32 + 1),
            expected,
            "{fen} depth {}",
            depth + 1
        );
    }
}

#[test]
fn start_position() {
    let game = Chess::start(&Options::default());
    check(
        &game.position(),
        &[20, 400, 8902, 197281, 4865609, 119060324],
    );
}

#[test]
fn kiwipete() {
    check(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
        &[48, 2039, 97862, 4085603, 193690690],
    );
}

#[test]
fn rook_endgame_with_en_passant_pins() {
    check(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
        &[14, 191, 2812, 43238, 674624, 11030083],
    );
}

#[test]
fn promotions_and_castling_rights() {
    check(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9467, 422333, 15833292],
    );
}

#[test]
fn promotion_to_check() {
    check(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1486, 62379, 2103487, 89941194],
    );
}

#[test]
fn middlegame() {
    check(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2079, 89890, 3894594, 164075551],
    );
}

/// An en-passant field that no double step can have left (its square or
/// the pawn's origin occupied, no pawn in front) is dropped on reading, so
/// it counts as `-` and is written back as `-`.
#[test]
fn an_impossible_en_passant_square_is_dropped() {
    for (fen, without) in [
        (
            "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1",
            "4k3/8/3n4/3pP3/8/8/8/4K3 w - - 0 1",
        ),
        (
            "8/6K1/3R4/2Pp4/1br1P1k1/8/8/4q1n1 w - d6 0 1",
            "8/6K1/3R4/2Pp4/1br1P1k1/8/8/4q1n1 w - - 0 1",
        ),
        (
            "4k3/8/8/3pP3/8/8/8/4K3 w - e6 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
        ),
    ] {
        let game = Chess::from_position(fen, &Options::default()).expect("valid FEN");
        assert_eq!(game.position(), without);
        let plain = Chess::from_position(without, &Options::default()).expect("valid FEN");
        assert_eq!(game.hash(), plain.hash(), "{fen}");
        for depth in 1..=3 {
            assert_eq!(perft(&game, depth), perft(&plain, depth), "{fen} {depth}");
        }
    }
    check("4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1", &[7, 81]);
}

#[test]
fn a_possible_en_passant_square_is_kept() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    let game = Chess::from_position(fen, &Options::default()).expect("valid FEN");
    assert_eq!(game.position(), fen);
    check(fen, &[7]);
}
