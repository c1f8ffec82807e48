//! Zobrist keys: one per piece and square, one for the side to move.

use super::board::{Board, Square, squares};
use crate::games::Side;

/// Fixed pseudo-random keys (splitmix64), so hashes are the same on every
/// run and in saved games.
const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const STONES: [[u64; 81]; 2] = {
    let mut keys = [[0; 81]; 2];
    let mut i = 0;
    while i < 162 {
        keys[i / 81][i % 81] =
            splitmix((i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x4841_5341_4d49);
        i += 1;
    }
    keys
};

/// Flipped when player 2 is to move.
pub const SIDE: u64 = splitmix(0x5349_4445);

pub fn stone(side: Side, square: Square) -> u64 {
    STONES[side.index()][square.index()]
}

/// The key of a whole position, computed from scratch.
pub fn full(board: &Board, side: Side) -> u64 {
    let mut key = if side == Side::Two { SIDE } else { 0 };
    for owner in Side::BOTH {
        for square in squares(board.stones(owner)) {
            key ^= stone(owner, square);
        }
    }
    key
}
