//! Zobrist keys: one random key per piece on each square, and mixed keys
//! for the side, scores, last crossing, quiet count and clock, so that
//! positions that differ in any field of the position string differ here.

use super::{Clock, Kind, Martian, SQUARES, Side, Square};

/// splitmix64: turns any input into a well-spread 64-bit key.
const fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const PIECES: [[u64; 3]; SQUARES] = {
    let mut keys = [[0; 3]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let mut kind = 0;
        while kind < 3 {
            keys[sq][kind] = mix((sq * 3 + kind) as u64);
            kind += 1;
        }
        sq += 1;
    }
    keys
};

/// Separate ranges of seeds for each numeric field.
const SIDE_TWO: u64 = mix(1 << 40);
const CALLED: u64 = mix(2 << 40);
const SCORE_ONE: u64 = 3 << 40;
const SCORE_TWO: u64 = 4 << 40;
const LAST_CROSS: u64 = 5 << 40;
const QUIET: u64 = 6 << 40;

/// The key of `kind` standing on `sq`, which the board keeps up to date.
pub(super) fn piece(sq: Square, kind: Kind) -> u64 {
    PIECES[usize::from(sq)][kind.index()]
}

pub(super) fn key(game: &Martian) -> u64 {
    let mut key = game.board.key();
    if game.side == Side::Two {
        key ^= SIDE_TWO;
    }
    if game.clock == Clock::Called {
        key ^= CALLED;
    }
    key ^= mix(SCORE_ONE | u64::from(game.scores[0]));
    key ^= mix(SCORE_TWO | u64::from(game.scores[1]));
    if let Some(cross) = game.last_cross {
        key ^= mix(LAST_CROSS | u64::from(cross.from) << 8 | u64::from(cross.to));
    }
    key ^ mix(QUIET | u64::from(game.quiet))
}
