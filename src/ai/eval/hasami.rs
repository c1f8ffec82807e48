//! Hasami Shogi: material, mobility and lines the opponent can close on.

use super::{Bench, Evaluate};
use crate::ai::bot::{Classic, ClassicPlayers};
use crate::ai::evaluation::{Marks, STONE_MARKS};
use crate::games::hasami::{ALL_SQUARES, Bitboard, Hasami, SHIFTS};
use crate::games::{Game, PieceKind, Status};

const STONE: i32 = 100;

/// The two sides' pieces, from the point of view of one threat: the
/// victim's, whose lines may be sandwiched, and the hunter's, with the
/// squares its pieces can slide to.
struct Sides {
    victim: Bitboard,
    hunter: Bitboard,
    hunter_reach: Bitboard,
}

impl Sides {
    /// The most of the victim's pieces one hunter's move could sandwich:
    /// lines closed by a hunter at one end and open at the other, on a
    /// square a hunter can reach.
    ///
    /// Line by line for every square at once: `closed` steps back from the
    /// hunters over one more victim each round, so after `length` rounds
    /// it holds the victims that start a run of `length` victims closed by
    /// a hunter, and the empty squares one step further back would catch
    /// that run. Those lengths are added up per square in binary digits,
    /// one bitboard per digit and direction.
    fn biggest_threat(&self) -> i32 {
        let empty = !(self.victim | self.hunter) & ALL_SQUARES;
        let mut digits = [[0; 3]; 4];
        let mut open = 0;
        for (shift, digits) in SHIFTS.into_iter().zip(&mut digits) {
            let mut closed = self.hunter;
            // A run fits between a hunter and an empty square on a line of 9.
            for length in 1..=7 {
                closed = self.victim & shift(closed);
                if closed == 0 {
                    break;
                }
                let catching = empty & shift(closed);
                open |= catching;
                for (digit, bits) in digits.iter_mut().enumerate() {
                    if length >> digit & 1 != 0 {
                        *bits |= catching;
                    }
                }
            }
        }
        let mut best = 0;
        let mut targets = open & self.hunter_reach;
        while targets != 0 {
            let square = targets & targets.wrapping_neg();
            targets ^= square;
            let caught = digits
                .iter()
                .flat_map(|digits| (0..).zip(digits))
                .filter(|&(_, bits)| bits & square != 0)
                .map(|(digit, _)| 1 << digit)
                .sum();
            best = best.max(caught);
        }
        best
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
    const BENCH_DEPTH: u32 = 6;
}

impl Evaluate for Hasami {
    /// Cautious play draws by the quiet-move limit: the stronger side
    /// must be keener to play on.
    const CONTEMPT: i32 = 80;
    const HARD_NODES: Option<u64> = Some(3_000);
    const MARKS: Marks = STONE_MARKS;

    fn evaluate(&self) -> i32 {
        let side = self.side_to_move();
        let other = side.opponent();
        let (own, enemy) = (self.occupancy(side), self.occupancy(other));
        let mine = own.count_ones() as i32;
        let theirs = enemy.count_ones() as i32;
        let (own_slides, enemy_slides) = (self.slides(side), self.slides(other));
        let mine_at_risk = Sides {
            victim: own,
            hunter: enemy,
            hunter_reach: enemy_slides.reach,
        };
        let theirs_at_risk = Sides {
            victim: enemy,
            hunter: own,
            hunter_reach: own_slides.reach,
        };
        // Each piece matters more as a side nears the losing count.
        let material = STONE * (mine - theirs) + 40 * (9 - theirs) * (9 - theirs) / 9
            - 40 * (9 - mine) * (9 - mine) / 9;
        let threats = 70 * theirs_at_risk.biggest_threat() - 45 * mine_at_risk.biggest_threat();
        let mobility = own_slides.moves as i32 - enemy_slides.moves as i32;
        material + threats + mobility
    }

    fn piece_value(_: PieceKind) -> i32 {
        STONE
    }

    /// Every sandwich, corner or edge capture ends next to an enemy piece.
    fn may_capture(&self, mv: Self::Move) -> bool {
        self.lands_beside_enemy(mv)
    }

    const FORCING_MOVES: bool = true;

    /// A stone that lands beside an enemy threatens or blocks a sandwich
    /// within a move or two, which reductions would hide.
    fn forcing(&self, mv: Self::Move) -> bool {
        self.lands_beside_enemy(mv)
    }

    /// Only the moves that land beside an enemy piece, which include every
    /// capture, in the order `legal_moves` lists them.
    fn quiescence_moves(&self, out: &mut Vec<Self::Move>) -> Status {
        self.moves_beside_enemy(out);
        self.status()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::grid::ORTHOGONAL;
    use crate::games::hasami::slides;
    use crate::games::through_random_games;
    use crate::games::{Options, Side};

    /// The board's side length; bit `rank * 9 + file` is a square.
    const SIDE: i8 = 9;

    fn bit(file: i8, rank: i8) -> Bitboard {
        1 << (rank * SIDE + file)
    }

    fn on_board(file: i8, rank: i8) -> bool {
        (0..SIDE).contains(&file) && (0..SIDE).contains(&rank)
    }

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

    fn sides(victim: Bitboard, hunter: Bitboard) -> Sides {
        let empty = !(victim | hunter) & ALL_SQUARES;
        Sides {
            victim,
            hunter,
            hunter_reach: slides(hunter, empty).reach,
        }
    }

    /// The squares from `(file, rank)` in direction `(df, dr)` up to the
    /// board's edge, one at a time.
    fn walk(file: i8, rank: i8, (df, dr): (i8, i8)) -> impl Iterator<Item = Bitboard> {
        (1..)
            .map(move |n| (file + n * df, rank + n * dr))
            .take_while(|&(f, r)| on_board(f, r))
            .map(|(f, r)| bit(f, r))
    }

    /// Whether a hunter can slide onto the empty square, looking along
    /// each line for the first piece.
    fn can_reach(sides: &Sides, file: i8, rank: i8) -> bool {
        ORTHOGONAL.iter().any(|&dir| {
            walk(file, rank, dir)
                .find(|&at| (sides.victim | sides.hunter) & at != 0)
                .is_some_and(|at| sides.hunter & at != 0)
        })
    }

    /// The victims a hunter arriving on the empty square would sandwich.
    fn caught_from(sides: &Sides, file: i8, rank: i8) -> i32 {
        ORTHOGONAL
            .iter()
            .map(|&dir| {
                let mut line = 0;
                for at in walk(file, rank, dir) {
                    if sides.victim & at != 0 {
                        line += 1;
                    } else {
                        return if sides.hunter & at != 0 { line } else { 0 };
                    }
                }
                0
            })
            .sum()
    }

    /// The biggest threat and the hunter's moves, square by square.
    fn counted_square_by_square(sides: &Sides) -> (i32, u32) {
        let (mut best, mut moves) = (0, 0);
        for (file, rank) in (0..SIDE).flat_map(|r| (0..SIDE).map(move |f| (f, r))) {
            let square = bit(file, rank);
            if (sides.victim | sides.hunter) & square != 0 {
                if sides.hunter & square != 0 {
                    moves += ORTHOGONAL
                        .iter()
                        .map(|&dir| {
                            walk(file, rank, dir)
                                .take_while(|&at| (sides.victim | sides.hunter) & at == 0)
                                .count() as u32
                        })
                        .sum::<u32>();
                }
                continue;
            }
            if can_reach(sides, file, rank) {
                best = best.max(caught_from(sides, file, rank));
            }
        }
        (best, moves)
    }

    #[test]
    fn threats_and_moves_on_bitboards_count_as_square_by_square_through_whole_games() {
        let start = |_| Hasami::start(&Options::default());
        let positions = through_random_games(5, 60, usize::MAX, start, |round, game: &Hasami| {
            for side in Side::BOTH {
                let (victim, hunter) = (game.occupancy(side), game.occupancy(side.opponent()));
                let sides = sides(victim, hunter);
                let empty = !(victim | hunter) & ALL_SQUARES;
                assert_eq!(
                    (sides.biggest_threat(), slides(hunter, empty).moves),
                    counted_square_by_square(&sides),
                    "game {round}: {}",
                    game.position()
                );
            }
        });
        assert!(positions > 2_000, "{positions} positions");
    }

    #[test]
    fn a_line_closed_at_one_end_is_threatened_only_if_a_hunter_reaches_the_other() {
        // Victims d5 e5, closed by a hunter on c5; f5 is open.
        let reachable = sides(at(&["d5", "e5"]), at(&["c5", "f1"]));
        assert_eq!(reachable.biggest_threat(), 2);
        // The only hunter that could slide to f5 is blocked by a victim.
        let blocked = sides(at(&["d5", "e5", "f3"]), at(&["c5", "f1"]));
        assert_eq!(blocked.biggest_threat(), 0);
    }
}
