//! Hasami Shogi: material, mobility, lines the opponent can close on, and
//! pieces caught near a corner.

use super::grid::{Grid, ORTHOGONAL};
use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::games::hasami::Hasami;
use crate::games::{Coord, Game, PieceKind, Side};

const STONE: i32 = 100;

/// Whether a piece of `side` can slide onto the empty square `to`.
fn can_reach(grid: &Grid, side: Side, to: Coord) -> bool {
    ORTHOGONAL.iter().any(|&dir| {
        let mut hit = false;
        grid.ray(to, dir, |sq| {
            hit = grid.get(sq).is_some_and(|p| p.owner == side);
        });
        hit
    })
}

/// The most pieces of `victim` one move by the other side could sandwich:
/// lines of its pieces closed by a hunter at one end and open at the
/// other, on a square a hunter can reach.
fn biggest_threat(grid: &Grid, victim: Side) -> i32 {
    let hunter = victim.opponent();
    let mut best = 0;
    let mut seen = [false; 81];
    for (at, _) in grid.pieces().filter(|(_, p)| p.owner == victim) {
        for &dir in &ORTHOGONAL {
            let Some(empty) = grid.step(at, dir) else {
                continue;
            };
            if grid.get(empty).is_some() || std::mem::replace(&mut seen[grid.index(empty)], true) {
                continue;
            }
            let caught = caught_from(grid, empty, victim);
            if caught > best && can_reach(grid, hunter, empty) {
                best = caught;
            }
        }
    }
    best
}

/// The pieces of `victim` a hunter arriving on `empty` would sandwich.
fn caught_from(grid: &Grid, empty: Coord, victim: Side) -> i32 {
    let mut caught = 0;
    for &dir in &ORTHOGONAL {
        let mut line = 0;
        let mut at = empty;
        let closed = loop {
            let Some(next) = grid.step(at, dir) else {
                break false;
            };
            match grid.get(next) {
                Some(p) if p.owner == victim => line += 1,
                Some(_) => break line > 0,
                None => break false,
            }
            at = next;
        };
        if closed {
            caught += line;
        }
    }
    caught
}

/// Pieces in a corner with an enemy already beside them.
fn cornered(grid: &Grid, side: Side) -> i32 {
    let (last_file, last_rank) = (grid.dims.files - 1, grid.dims.ranks - 1);
    [
        (0, 0),
        (last_file, 0),
        (0, last_rank),
        (last_file, last_rank),
    ]
    .into_iter()
    .map(|(f, r)| Coord::new(f, r))
    .filter(|&corner| grid.get(corner).is_some_and(|p| p.owner == side))
    .filter(|&corner| {
        ORTHOGONAL.iter().any(|&d| {
            grid.step(corner, d)
                .and_then(|sq| grid.get(sq))
                .is_some_and(|p| p.owner != side)
        })
    })
    .count() as i32
}

impl ClassicPlayers for Hasami {
    const CLASSIC: &'static [Classic] = &[
        Classic::HasamiRandom,
        Classic::HasamiGreedy,
        Classic::HasamiMinimax,
    ];
}

impl Bench for Hasami {
    const BENCH_POSITIONS: &'static [&'static str] = &["oooo1oooo/4o4/9/9/9/9/9/2X6/XX1XXXXXX 1 0"];
    const BENCH_DEPTH: u32 = 4;
}

impl Evaluate for Hasami {
    /// Cautious play draws by the quiet-move limit: the stronger side
    /// must be keener to play on.
    const CONTEMPT: i32 = 80;
    const HARD_NODES: Option<u64> = Some(3_000);

    fn evaluate(&self) -> i32 {
        let grid = Grid::of(self);
        let side = self.side_to_move();
        let other = side.opponent();
        let mine = grid.count(side) as i32;
        let theirs = grid.count(other) as i32;
        // Each piece matters more as a side nears the losing count.
        let material = STONE * (mine - theirs) + 40 * (9 - theirs) * (9 - theirs) / 9
            - 40 * (9 - mine) * (9 - mine) / 9;
        let threats = 70 * biggest_threat(&grid, other) - 45 * biggest_threat(&grid, side);
        let corners = 30 * (cornered(&grid, other) - cornered(&grid, side));
        material + threats + corners + self.mobility(side) as i32 - self.mobility(other) as i32
    }

    fn piece_value(_: PieceKind) -> i32 {
        STONE
    }

    /// Every sandwich, corner or edge capture ends next to an enemy piece.
    fn may_capture(&self, mv: Self::Move) -> bool {
        let enemy = self.occupancy(self.side_to_move().opponent());
        let to = mv.to();
        ORTHOGONAL.iter().any(|&(df, dr)| {
            let (file, rank) = (to.file as i8 + df, to.rank as i8 + dr);
            (0..9).contains(&file)
                && (0..9).contains(&rank)
                && enemy & (1u128 << (rank as u32 * 9 + file as u32)) != 0
        })
    }
}
