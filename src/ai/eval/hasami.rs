//! Hasami Shogi: material, mobility, lines the opponent can close on, and
//! pieces caught near a corner.

use super::grid::ORTHOGONAL;
use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::games::hasami::{Bitboard, Hasami};
use crate::games::{Game, PieceKind};

const STONE: i32 = 100;

/// The board's side length; bit `rank * 9 + file` is a square, as in
/// [`Bitboard`].
const SIDE: i8 = 9;
const ALL: Bitboard = (1 << 81) - 1;
const FILE_A: Bitboard = ALL / ((1 << SIDE) - 1);
const FILE_I: Bitboard = FILE_A << (SIDE - 1);

fn bit(file: i8, rank: i8) -> Bitboard {
    1 << (rank * SIDE + file)
}

fn on_board(file: i8, rank: i8) -> bool {
    (0..SIDE).contains(&file) && (0..SIDE).contains(&rank)
}

/// The squares orthogonally next to any of `squares`.
fn beside(squares: Bitboard) -> Bitboard {
    (squares << SIDE | squares >> SIDE | (squares & !FILE_I) << 1 | (squares & !FILE_A) >> 1) & ALL
}

/// The two sides' pieces, from the point of view of one threat: the
/// victim's, whose lines may be sandwiched, and the hunter's.
struct Sides {
    victim: Bitboard,
    hunter: Bitboard,
}

impl Sides {
    /// Whether a hunter can slide onto the empty square `(file, rank)`.
    fn can_reach(&self, file: i8, rank: i8) -> bool {
        ORTHOGONAL.iter().any(|&(df, dr)| {
            let (mut f, mut r) = (file + df, rank + dr);
            while on_board(f, r) {
                let at = bit(f, r);
                if self.hunter & at != 0 {
                    return true;
                }
                if self.victim & at != 0 {
                    return false;
                }
                (f, r) = (f + df, r + dr);
            }
            false
        })
    }

    /// The victim's pieces a hunter arriving on the empty square
    /// `(file, rank)` would sandwich.
    fn caught_from(&self, file: i8, rank: i8) -> i32 {
        ORTHOGONAL
            .iter()
            .map(|&(df, dr)| {
                let mut line = 0;
                let (mut f, mut r) = (file + df, rank + dr);
                while on_board(f, r) {
                    let at = bit(f, r);
                    if self.victim & at != 0 {
                        line += 1;
                    } else {
                        return if self.hunter & at != 0 { line } else { 0 };
                    }
                    (f, r) = (f + df, r + dr);
                }
                0
            })
            .sum()
    }

    /// The most of the victim's pieces one hunter's move could sandwich:
    /// lines closed by a hunter at one end and open at the other, on a
    /// square a hunter can reach.
    fn biggest_threat(&self) -> i32 {
        let mut open = beside(self.victim) & !(self.victim | self.hunter);
        let mut best = 0;
        while open != 0 {
            let index = open.trailing_zeros() as i8;
            open &= open - 1;
            let (file, rank) = (index % SIDE, index / SIDE);
            let caught = self.caught_from(file, rank);
            if caught > best && self.can_reach(file, rank) {
                best = caught;
            }
        }
        best
    }

    /// The victim's pieces in a corner with a hunter already beside them.
    fn cornered(&self) -> i32 {
        [(0, 0), (SIDE - 1, 0), (0, SIDE - 1), (SIDE - 1, SIDE - 1)]
            .into_iter()
            .map(|(file, rank)| bit(file, rank))
            .filter(|&corner| self.victim & corner != 0 && beside(corner) & self.hunter != 0)
            .count() as i32
    }
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
        let side = self.side_to_move();
        let other = side.opponent();
        let (own, enemy) = (self.occupancy(side), self.occupancy(other));
        let mine = own.count_ones() as i32;
        let theirs = enemy.count_ones() as i32;
        let mine_at_risk = Sides {
            victim: own,
            hunter: enemy,
        };
        let theirs_at_risk = Sides {
            victim: enemy,
            hunter: own,
        };
        // Each piece matters more as a side nears the losing count.
        let material = STONE * (mine - theirs) + 40 * (9 - theirs) * (9 - theirs) / 9
            - 40 * (9 - mine) * (9 - mine) / 9;
        let threats = 70 * theirs_at_risk.biggest_threat() - 45 * mine_at_risk.biggest_threat();
        let corners = 30 * (theirs_at_risk.cornered() - mine_at_risk.cornered());
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The squares named, as a bitboard ("c5" is file 2, rank 4).
    fn at(squares: &[&str]) -> Bitboard {
        squares
            .iter()
            .map(|sq| {
                let b = sq.as_bytes();
                bit((b[0] - b'a') as i8, (b[1] - b'1') as i8)
            })
            .fold(0, |all, one| all | one)
    }

    #[test]
    fn a_line_closed_at_one_end_is_threatened_only_if_a_hunter_reaches_the_other() {
        // Victims d5 e5, closed by a hunter on c5; f5 is open.
        let reachable = Sides {
            victim: at(&["d5", "e5"]),
            hunter: at(&["c5", "f1"]),
        };
        assert_eq!(reachable.biggest_threat(), 2);
        // The only hunter that could slide to f5 is blocked by a victim.
        let blocked = Sides {
            victim: at(&["d5", "e5", "f3"]),
            hunter: at(&["c5", "f1"]),
        };
        assert_eq!(blocked.biggest_threat(), 0);
    }

    #[test]
    fn a_corner_piece_counts_as_cornered_once_a_hunter_stands_beside_it() {
        let alone = Sides {
            victim: at(&["a1", "i9"]),
            hunter: at(&["c1"]),
        };
        assert_eq!(alone.cornered(), 0);
        let beside = Sides {
            victim: at(&["a1", "i9"]),
            hunter: at(&["b1", "i8"]),
        };
        assert_eq!(beside.cornered(), 2);
    }
}
