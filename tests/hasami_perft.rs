//! Hasami Shogi move generation against the reference counts of PERFT.md.

use tabuleiro::games::hasami::Hasami;
use tabuleiro::games::perft::perft;
use tabuleiro::games::{Game, Options};

fn start() -> Hasami {
    Hasami::start(&Options::default())
}

#[test]
fn perft_start_depth_1() {
    assert_eq!(perft(&start(), 1), 63);
}

#[test]
fn perft_start_depth_2() {
    assert_eq!(perft(&start(), 2), 3717);
}

#[test]
fn perft_start_depth_3() {
    assert_eq!(perft(&start(), 3), 254_219);
}

#[test]
fn perft_start_depth_4() {
    assert_eq!(perft(&start(), 4), 16_599_273);
}
