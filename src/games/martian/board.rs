//! The 4x8 board kept two ways: the kind on each square, for the move
//! generator's lookups, and a bitboard per kind, for the zone tests and the
//! evaluation's set-wise reach. Both change only through [`Board::set`].

use super::{FILES, Kind, RANKS, SQUARES, Square, zobrist};
use crate::games::Side;

/// Bit `rank * 4 + file` is a square: a1 is bit 0, d1 bit 3, a8 bit 28.
pub type Bitboard = u32;

/// Player 1's zone, ranks 1-4: the low half of the bits.
const ZONE_ONE: Bitboard = (1 << (SQUARES / 2)) - 1;

/// The squares of `side`'s zone.
pub fn zone_bits(side: Side) -> Bitboard {
    match side {
        Side::One => ZONE_ONE,
        Side::Two => !ZONE_ONE,
    }
}

/// The squares of `bits`, lowest first.
pub(super) fn squares(mut bits: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let sq = bits.trailing_zeros() as Square;
            bits &= bits - 1;
            sq
        })
    })
}

/// Marks a step off the board in [`STEPS`].
const OFF: u8 = u8::MAX;

/// The eight directions as (file, rank) steps: orthogonal first, then
/// diagonal, in the order the move generator lists moves.
pub(super) const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// `STEPS[square][dir]`: the square one step away in each of
/// [`DIRECTIONS`], worked out once as the search steps millions of times.
const STEPS: [[u8; 8]; SQUARES] = {
    let mut steps = [[OFF; 8]; SQUARES];
    let mut sq = 0;
    while sq < SQUARES {
        let (file, rank) = ((sq % FILES as usize) as i8, (sq / FILES as usize) as i8);
        let mut dir = 0;
        while dir < 8 {
            let (f, r) = (file + DIRECTIONS[dir].0, rank + DIRECTIONS[dir].1);
            if f >= 0 && f < FILES as i8 && r >= 0 && r < RANKS as i8 {
                steps[sq][dir] = (r * FILES as i8 + f) as u8;
            }
            dir += 1;
        }
        sq += 1;
    }
    steps
};

/// The square one step from `sq` in direction `dir` of [`DIRECTIONS`].
pub(super) fn step(sq: Square, dir: usize) -> Option<Square> {
    let next = STEPS[usize::from(sq)][dir];
    (next != OFF).then_some(next)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Board {
    cells: [Option<Kind>; SQUARES],
    /// The squares of each kind, indexed by [`Kind::index`].
    kinds: [Bitboard; 3],
    /// The pieces' share of the Zobrist key.
    key: u64,
}

impl Board {
    pub(super) fn new(cells: [Option<Kind>; SQUARES]) -> Board {
        let mut board = Board {
            cells: [None; SQUARES],
            kinds: [0; 3],
            key: 0,
        };
        for (sq, cell) in (0..).zip(cells) {
            board.set(sq, cell);
        }
        board
    }

    pub(super) fn get(&self, sq: Square) -> Option<Kind> {
        self.cells[usize::from(sq)]
    }

    /// Puts `cell` on `sq`, replacing what stood there.
    pub(super) fn set(&mut self, sq: Square, cell: Option<Kind>) {
        if let Some(old) = self.cells[usize::from(sq)] {
            self.kinds[old.index()] &= !(1 << sq);
            self.key ^= zobrist::piece(sq, old);
        }
        if let Some(new) = cell {
            self.kinds[new.index()] |= 1 << sq;
            self.key ^= zobrist::piece(sq, new);
        }
        self.cells[usize::from(sq)] = cell;
    }

    pub(super) fn of(&self, kind: Kind) -> Bitboard {
        self.kinds[kind.index()]
    }

    pub(super) fn occupied(&self) -> Bitboard {
        self.kinds[0] | self.kinds[1] | self.kinds[2]
    }

    pub(super) fn key(&self) -> u64 {
        self.key
    }
}
