//! Perft of Massacre Chess: every move a capture.

use tabuleiro::games::chess::Massacre;
use tabuleiro::games::perft::perft;
use tabuleiro::games::{Game, Options};

#[test]
fn full_board() {
    let fen = "nQqQNbqR/brQRbqNn/nrQbNBRn/BBNbqrrb/QRQnRNrr/qBbNnQnn/BRBQrBRR/bqqNNrqB w - - 0 1";
    let game = Massacre::from_position(fen, &Options::default()).expect("valid FEN");
    for (depth, expected) in [65, 4971, 311820, 22413022].into_iter().enumerate() {
        assert_eq!(
            perft(&game, depth as u32 + 1),
            expected,
            "depth {}",
            depth + 1
        );
    }
}
