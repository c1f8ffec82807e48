//! Attack sets on a 64-square board as bitboards (bit `rank * 8 + file`),
//! from tables built at compile time. Public so an evaluation can use them.

/// A set of squares, one bit per square (`a1` is bit 0, `h8` bit 63).
pub type Bitboard = u64;

/// The eight knight leaps as (file, rank) steps.
pub const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
/// Ray directions; the first four run towards higher squares.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (-1, 1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (1, -1),
];
const ROOK_DIRS: [usize; 4] = [0, 2, 4, 6];
const BISHOP_DIRS: [usize; 4] = [1, 3, 5, 7];

const fn offset(sq: usize, df: i8, dr: i8) -> Option<usize> {
    let file = (sq % 8) as i8 + df;
    let rank = (sq / 8) as i8 + dr;
    if file < 0 || file > 7 || rank < 0 || rank > 7 {
        None
    } else {
        Some((rank * 8 + file) as usize)
    }
}

const fn step_table(steps: &[(i8, i8); 8]) -> [Bitboard; 64] {
    let mut table = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < 8 {
            if let Some(to) = offset(sq, steps[i].0, steps[i].1) {
                table[sq] |= 1 << to;
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn pawn_table() -> [[Bitboard; 64]; 2] {
    let mut table = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let mut side = 0;
        while side < 2 {
            let dr = if side == 0 { 1 } else { -1 };
            if let Some(to) = offset(sq, -1, dr) {
                table[side][sq] |= 1 << to;
            }
            if let Some(to) = offset(sq, 1, dr) {
                table[side][sq] |= 1 << to;
            }
            side += 1;
        }
        sq += 1;
    }
    table
}

const fn ray_table() -> [[Bitboard; 64]; 8] {
    let mut table = [[0; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut at = sq;
            while let Some(next) = offset(at, DIRECTIONS[dir].0, DIRECTIONS[dir].1) {
                table[dir][sq] |= 1 << next;
                at = next;
            }
            sq += 1;
        }
        dir += 1;
    }
    table
}

/// `BETWEEN[a][b]`: the squares strictly between two aligned squares;
/// `LINE[a][b]`: the whole line through them (both empty if not aligned).
const fn line_tables() -> ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) {
    let mut between = [[0; 64]; 64];
    let mut line = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut dir = 0;
        while dir < 8 {
            let mut passed: Bitboard = 0;
            let mut at = a;
            while let Some(b) = offset(at, DIRECTIONS[dir].0, DIRECTIONS[dir].1) {
                between[a][b] = passed;
                let back = (dir + 4) % 8;
                line[a][b] = RAY_TABLE[dir][a] | RAY_TABLE[back][a] | (1 << a);
                passed |= 1 << b;
                at = b;
            }
            dir += 1;
        }
        a += 1;
    }
    (between, line)
}

static KNIGHT: [Bitboard; 64] = step_table(&KNIGHT_STEPS);
static KING: [Bitboard; 64] = step_table(&KING_STEPS);
static PAWN: [[Bitboard; 64]; 2] = pawn_table();
const RAY_TABLE: [[Bitboard; 64]; 8] = ray_table();
static RAYS: [[Bitboard; 64]; 8] = RAY_TABLE;
static LINES: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = line_tables();

pub fn knight_attacks(sq: usize) -> Bitboard {
    KNIGHT[sq]
}

pub fn king_attacks(sq: usize) -> Bitboard {
    KING[sq]
}

/// The squares a pawn of `side` (0 White, 1 Black) on `sq` attacks.
pub fn pawn_attacks(side: usize, sq: usize) -> Bitboard {
    PAWN[side][sq]
}

/// One ray towards higher squares from `sq`, stopping at (and including)
/// the first occupied square. Without a blocker the search stops at h8,
/// whose rays that way are empty, so no branch is needed.
#[inline]
fn ray_up(dir: usize, sq: usize, occupied: Bitboard) -> Bitboard {
    let ray = RAYS[dir][sq];
    let first = (ray & occupied | 1 << 63).trailing_zeros();
    ray ^ RAYS[dir][first as usize]
}

/// The same towards lower squares, stopping at a1 without a blocker.
#[inline]
fn ray_down(dir: usize, sq: usize, occupied: Bitboard) -> Bitboard {
    let ray = RAYS[dir][sq];
    let first = 63 - (ray & occupied | 1).leading_zeros();
    ray ^ RAYS[dir][first as usize]
}

pub fn rook_attacks(sq: usize, occupied: Bitboard) -> Bitboard {
    let [north, east, south, west] = ROOK_DIRS;
    ray_up(north, sq, occupied)
        | ray_up(east, sq, occupied)
        | ray_down(south, sq, occupied)
        | ray_down(west, sq, occupied)
}

pub fn bishop_attacks(sq: usize, occupied: Bitboard) -> Bitboard {
    let [north_east, north_west, south_west, south_east] = BISHOP_DIRS;
    ray_up(north_east, sq, occupied)
        | ray_up(north_west, sq, occupied)
        | ray_down(south_west, sq, occupied)
        | ray_down(south_east, sq, occupied)
}

pub fn queen_attacks(sq: usize, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The squares strictly between `a` and `b` if they share a line, else none.
pub fn between(a: usize, b: usize) -> Bitboard {
    LINES.0[a][b]
}

/// The full line through `a` and `b` if they share one, else none.
pub fn line(a: usize, b: usize) -> Bitboard {
    LINES.1[a][b]
}

/// Iterates over the squares of a bitboard, lowest first.
pub fn squares(mut bb: Bitboard) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if bb == 0 {
            return None;
        }
        let sq = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        Some(sq)
    })
}
