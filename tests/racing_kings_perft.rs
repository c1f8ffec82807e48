//! Perft of Racing Kings against published counts.

use tabuleiro::games::chess::RacingKings;
use tabuleiro::games::perft::perft;
use tabuleiro::games::{Game, Options};

fn check(game: &RacingKings, counts: &[u64]) {
    for (depth, &expected) in counts.iter().enumerate() {
        assert_eq!(
            perft(game, depth as u32 + 1),
            expected,
            "depth {}",
            depth + 1
        );
    }
}

fn position(fen: &str) -> RacingKings {
    RacingKings::from_position(fen, &Options::default()).expect("valid FEN")
}

#[test]
fn start_position() {
    check(
        &RacingKings::start(&Options::default()),
        &[21, 421, 11264, 296242, 9472927],
    );
}

#[test]
fn kings_near_home() {
    check(
        &position("4brn1/2K2k2/8/8/8/8/8/8 w - -"),
        &[6, 33, 178, 3151, 12981, 265932],
    );
}

#[test]
fn black_to_move_midgame() {
    check(
        &position("8/8/1rk4K/8/8/8/2bnNBR1/qrbnNBRQ b - -"),
        &[36, 697, 26592, 661533],
    );
}
