//! The 9x9 board as two bitboards, and the sandwich rules that decide what
//! a move captures.

use crate::games::{Coord, Side};

/// Bit `rank * 9 + file` of a [`Bitboard`] is the square at that file and
/// rank (a1 is bit 0, i1 bit 8, a9 bit 72, i9 bit 80).
pub type Bitboard = u128;

const FILES: u8 = 9;
const RANKS: u8 = 9;
const SQUARES: u8 = FILES * RANKS;
/// Every square of the board: the bits above it stay clear.
pub const ALL: Bitboard = (1 << SQUARES) - 1;
const FILE_A: Bitboard = file_mask(0);
const FILE_I: Bitboard = file_mask(FILES - 1);
const CORNERS: Bitboard = 1 | 1 << 8 | 1 << 72 | 1 << 80;

const fn file_mask(file: u8) -> Bitboard {
    let mut mask = 0;
    let mut rank = 0;
    while rank < RANKS {
        mask |= 1 << (rank * FILES + file);
        rank += 1;
    }
    mask
}

/// One of the 81 squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Square(u8);

impl Square {
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < FILES && rank < RANKS).then_some(Square(rank * FILES + file))
    }

    pub fn from_coord(at: Coord) -> Option<Square> {
        Square::new(at.file, at.rank)
    }

    fn from_index(index: u32) -> Square {
        Square(index as u8)
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn file(self) -> u8 {
        self.0 % FILES
    }

    pub fn rank(self) -> u8 {
        self.0 / FILES
    }

    pub fn coord(self) -> Coord {
        Coord::new(self.file(), self.rank())
    }

    pub fn bit(self) -> Bitboard {
        BITS[self.index()]
    }

    /// The next square in `dir`, if the board goes on.
    pub fn step(self, dir: Dir) -> Option<Square> {
        let next = STEPS[self.index()][dir as usize];
        (next != OFF).then_some(Square(next))
    }
}

/// `BITS[square]`: the square's bit, looked up because a variable shift of
/// a 128-bit word takes several instructions.
const BITS: [Bitboard; SQUARES as usize] = {
    let mut bits = [0; SQUARES as usize];
    let mut square = 0;
    while square < SQUARES as usize {
        bits[square] = 1 << square;
        square += 1;
    }
    bits
};

/// Marks a step off the board in [`STEPS`].
const OFF: u8 = u8::MAX;

/// `STEPS[square][dir]`: the square one step away in each [`Dir`] (in
/// their order), worked out once as the search steps millions of times.
const STEPS: [[u8; 4]; SQUARES as usize] = {
    let mut steps = [[OFF; 4]; SQUARES as usize];
    let mut square = 0;
    while square < SQUARES {
        let (file, rank) = (square % FILES, square / FILES);
        if rank + 1 < RANKS {
            steps[square as usize][Dir::North as usize] = square + FILES;
        }
        if rank > 0 {
            steps[square as usize][Dir::South as usize] = square - FILES;
        }
        if file + 1 < FILES {
            steps[square as usize][Dir::East as usize] = square + 1;
        }
        if file > 0 {
            steps[square as usize][Dir::West as usize] = square - 1;
        }
        square += 1;
    }
    steps
};

/// `RAYS[square][dir]`: the squares from `square` (not included) to the
/// edge of the board in each [`Dir`].
const RAYS: [[Bitboard; 4]; SQUARES as usize] = {
    let mut rays = [[0; 4]; SQUARES as usize];
    let mut square = 0;
    while square < SQUARES as usize {
        let mut dir = 0;
        while dir < 4 {
            let mut at = STEPS[square][dir];
            while at != OFF {
                rays[square][dir] |= 1 << at;
                at = STEPS[at as usize][dir];
            }
            dir += 1;
        }
        square += 1;
    }
    rays
};

/// The squares next to each square, diagonals aside.
const NEIGHBOURS: [Bitboard; SQUARES as usize] = {
    let mut neighbours = [0; SQUARES as usize];
    let mut square = 0;
    while square < SQUARES as usize {
        let mut dir = 0;
        while dir < 4 {
            if STEPS[square][dir] != OFF {
                neighbours[square] |= 1 << STEPS[square][dir];
            }
            dir += 1;
        }
        square += 1;
    }
    neighbours
};

/// The four ways a piece moves and a sandwich closes; diagonals never count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dir {
    North,
    South,
    East,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

    /// Whether squares further this way have higher indices.
    fn ascending(self) -> bool {
        matches!(self, Dir::North | Dir::East)
    }
}

/// The squares next to `square`, diagonals aside.
pub fn neighbours(square: Square) -> Bitboard {
    NEIGHBOURS[square.index()]
}

/// One step north, south, east or west for every square of a bitboard at
/// once. A step never wraps from one side of the board to the other; north
/// may set bits above the board, which the caller masks (with [`ALL`] or
/// a set of squares on the board).
pub const SHIFTS: [fn(Bitboard) -> Bitboard; 4] = [
    |b| b << FILES,
    |b| b >> FILES,
    |b| (b & !FILE_I) << 1,
    |b| (b & !FILE_A) >> 1,
];

/// The squares next to any of `bits`, diagonals aside.
pub fn beside(bits: Bitboard) -> Bitboard {
    SHIFTS.iter().fold(0, |next, shift| next | shift(bits)) & ALL
}

/// The squares of `bits`, lowest first.
pub fn squares(mut bits: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let square = Square::from_index(bits.trailing_zeros());
            bits &= bits - 1;
            square
        })
    })
}

/// Where one side's pieces can slide to, and how many moves that makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Slides {
    pub reach: Bitboard,
    pub moves: u32,
}

/// The empty squares `pieces` slide to, spread one step at a time in each
/// direction: in one direction no two pieces reach the same square, so the
/// squares reached that way count its moves.
pub fn slides(pieces: Bitboard, empty: Bitboard) -> Slides {
    let empty = empty & ALL;
    let mut all = Slides { reach: 0, moves: 0 };
    for shift in SHIFTS {
        let mut front = shift(pieces) & empty;
        let mut line = front;
        while front != 0 {
            front = shift(front) & empty;
            line |= front;
        }
        all.reach |= line;
        all.moves += line.count_ones();
    }
    all
}

/// Which of the optional enclosure rules are played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CaptureRules {
    /// A piece in a corner falls when both its neighbours are enemies.
    pub corner: bool,
    /// A line along an edge falls when every neighbour is an enemy. It
    /// includes lines that reach a corner only when `corner` is on too, so
    /// that "corner capture off" always keeps corner pieces safe.
    pub edge: bool,
}

/// One edge of the board: the line of squares along it, the two ways
/// along it and the way towards the centre.
#[derive(Clone, Copy)]
struct Edge {
    along: [Dir; 2],
    inward: Dir,
}

const EDGES: [Edge; 4] = [
    Edge {
        along: [Dir::East, Dir::West],
        inward: Dir::North,
    },
    Edge {
        along: [Dir::East, Dir::West],
        inward: Dir::South,
    },
    Edge {
        along: [Dir::North, Dir::South],
        inward: Dir::East,
    },
    Edge {
        along: [Dir::North, Dir::South],
        inward: Dir::West,
    },
];

impl Edge {
    fn holds(self, square: Square) -> bool {
        square.step(opposite(self.inward)).is_none()
    }

    /// Every square of `line` moved one step towards the centre (the
    /// line lies on this edge, so nothing wraps).
    fn beside(self, line: Bitboard) -> Bitboard {
        match self.inward {
            Dir::North => line << FILES,
            Dir::South => line >> FILES,
            Dir::East => line << 1,
            Dir::West => line >> 1,
        }
    }
}

fn opposite(dir: Dir) -> Dir {
    match dir {
        Dir::North => Dir::South,
        Dir::South => Dir::North,
        Dir::East => Dir::West,
        Dir::West => Dir::East,
    }
}

/// The pieces of both players.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Board {
    stones: [Bitboard; 2],
}

impl Board {
    pub fn stones(&self, side: Side) -> Bitboard {
        self.stones[side.index()]
    }

    pub fn occupied(&self) -> Bitboard {
        self.stones[0] | self.stones[1]
    }

    pub fn count(&self, side: Side) -> u32 {
        self.stones(side).count_ones()
    }

    pub fn owner(&self, square: Square) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&side| self.stones(side) & square.bit() != 0)
    }

    pub fn put(&mut self, square: Square, side: Side) {
        self.stones[side.index()] |= square.bit();
    }

    /// Moves `side`'s piece and takes away `taken` from the opponent.
    pub fn apply(&mut self, side: Side, from: Square, to: Square, taken: Bitboard) {
        self.stones[side.index()] ^= from.bit() | to.bit();
        self.stones[side.opponent().index()] &= !taken;
    }

    /// Whether any piece of `side` has an empty square next to it.
    pub fn can_move(&self, side: Side) -> bool {
        beside(self.stones(side)) & !self.occupied() != 0
    }

    /// Calls `visit` with every rook-like move of `side`'s pieces: piece
    /// by piece from the lowest square, north, south, east then west,
    /// nearest square first.
    pub fn for_each_move(&self, side: Side, mut visit: impl FnMut(Square, Square)) {
        let occupied = self.occupied();
        for from in squares(self.stones(side)) {
            for dir in Dir::ALL {
                let mut at = from;
                while let Some(next) = at.step(dir) {
                    if occupied & next.bit() != 0 {
                        break;
                    }
                    visit(from, next);
                    at = next;
                }
            }
        }
    }

    /// The moves of [`Board::for_each_move`] that end on `onto`, in its
    /// order: a line at a time rather than a square at a time, which pays
    /// when few of its squares are on `onto`.
    pub fn for_each_move_onto(
        &self,
        side: Side,
        onto: Bitboard,
        mut visit: impl FnMut(Square, Square),
    ) {
        let occupied = self.occupied();
        for from in squares(self.stones(side)) {
            for dir in Dir::ALL {
                let ray = RAYS[from.index()][dir as usize];
                let blockers = ray & occupied;
                let mut ends = ray & onto;
                if dir.ascending() {
                    // Up to the lowest blocker (all of the ray if none).
                    ends &= (blockers & blockers.wrapping_neg()).wrapping_sub(1);
                    while ends != 0 {
                        visit(from, Square::from_index(ends.trailing_zeros()));
                        ends &= ends - 1;
                    }
                } else {
                    // Beyond the highest blocker.
                    ends &= !u128::MAX.checked_shr(blockers.leading_zeros()).unwrap_or(0);
                    while ends != 0 {
                        let top = Square::from_index(127 - ends.leading_zeros());
                        visit(from, top);
                        ends ^= top.bit();
                    }
                }
            }
        }
    }

    /// The opponent's pieces that `side` captures by moving `from` `to`.
    pub fn captures(&self, side: Side, from: Square, to: Square, rules: CaptureRules) -> Bitboard {
        let enemy = self.stones(side.opponent());
        // Every sandwich, corner and edge capture starts beside `to`.
        if NEIGHBOURS[to.index()] & enemy == 0 {
            return 0;
        }
        let own = (self.stones(side) & !from.bit()) | to.bit();
        let mut taken = 0;
        for dir in Dir::ALL {
            // Each kind of capture starts with an enemy piece next to `to`.
            let Some(next) = to.step(dir).filter(|next| enemy & next.bit() != 0) else {
                continue;
            };
            taken |= sandwich(own, enemy, next, dir);
            if rules.corner && CORNERS & next.bit() != 0 {
                taken |= corner(own, next);
            }
            if rules.edge {
                for edge in EDGES.into_iter().filter(|edge| edge.holds(next)) {
                    taken |= edge_line(own, enemy, next, edge, rules.corner);
                }
            }
        }
        taken
    }
}

/// The enemy line from `start` (an enemy piece) on in `dir`, if one of
/// `own` closes it.
fn sandwich(own: Bitboard, enemy: Bitboard, start: Square, dir: Dir) -> Bitboard {
    let mut line = start.bit();
    let mut at = start;
    while let Some(next) = at.step(dir) {
        if enemy & next.bit() != 0 {
            line |= next.bit();
            at = next;
        } else if own & next.bit() != 0 {
            return line;
        } else {
            return 0;
        }
    }
    0
}

/// The enemy piece on the corner `square` if both its neighbours are in
/// `own` (the mover stands on one of them).
fn corner(own: Bitboard, square: Square) -> Bitboard {
    if NEIGHBOURS[square.index()] & own == NEIGHBOURS[square.index()] {
        square.bit()
    } else {
        0
    }
}

/// The enemy line along `edge` through `start`, if `own` holds every
/// square next to it: both ends (unless the board ends there) and every
/// square beside it towards the centre.
fn edge_line(own: Bitboard, enemy: Bitboard, start: Square, edge: Edge, corners: bool) -> Bitboard {
    let mut line = start.bit();
    for dir in edge.along {
        let mut at = start;
        while let Some(next) = at.step(dir) {
            if enemy & next.bit() != 0 {
                line |= next.bit();
                at = next;
            } else if own & next.bit() != 0 {
                break;
            } else {
                return 0;
            }
        }
    }
    let beside = edge.beside(line);
    let allowed = corners || line & CORNERS == 0;
    if allowed && beside & own == beside {
        line
    } else {
        0
    }
}
