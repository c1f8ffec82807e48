//! One evaluation per game, and what the search needs to know of each game
//! beyond the rules: which moves are worth searching in quiescence, where
//! pruning is sound, how deep the whole game can still go. Each game's file
//! also names its classic players and its bench searches.

mod chess;
pub mod grid;
mod hasami;
mod martian;
mod massacre;
mod racing_kings;

use super::evaluation::{Marks, PAWN_MARKS};
use crate::games::{Game, PieceKind, Status};

pub use grid::Grid;

/// A chess-family king's worth when ordering captures: above every other
/// piece, so a capture by the king is tried last.
const KING_ORDER: i32 = 2_000;

/// The searches `tabuleiro bench` runs on a game, declared beside its
/// evaluation: their node counts change only when the search or the
/// evaluation does.
pub trait Bench: Evaluate {
    /// Positions searched besides the start position.
    const BENCH_POSITIONS: &'static [&'static str];
    /// The depth of every search.
    const BENCH_DEPTH: u32;
}

/// A game the search can play.
pub trait Evaluate: Game {
    /// Whether quiescence search follows captures at the horizon.
    const QUIESCENCE: bool = true;
    /// Whether late quiet moves may be searched less deeply.
    const LATE_MOVE_REDUCTIONS: bool = true;
    /// Whether every move captures (Massacre): then the victim says little
    /// about a move, and moves are ordered (and reduced) as other games'
    /// quiet moves are, by killers and history.
    const EVERY_MOVE_CAPTURES: bool = false;
    /// The depths of the engine levels easy, medium and hard, chosen so
    /// that each stays clearly below the next (and master's 100 ms).
    const LEVEL_DEPTHS: [u32; 3] = [1, 2, 4];
    /// What a draw costs the searching side, in hundredths of a pawn:
    /// between computer players the stronger one plays on rather than
    /// repeat.
    const CONTEMPT: i32 = 25;
    /// A node budget for hard as well, where its depth alone would leave
    /// it as strong as master at short time caps.
    const HARD_NODES: Option<u64> = None;
    /// How the analysis marks a move by what it lost (in pawns by default).
    const MARKS: Marks = PAWN_MARKS;

    /// A static score from the side to move's point of view, in
    /// hundredths of a pawn (or of the game's smallest piece).
    fn evaluate(&self) -> i32;

    /// A piece's rough worth, to order captures (most valuable victim,
    /// least valuable attacker).
    fn piece_value(kind: PieceKind) -> i32;

    /// A cheap necessary condition for `is_capture`, so ordering can skip
    /// the full test for most quiet moves.
    fn may_capture(&self, _mv: Self::Move) -> bool {
        true
    }

    /// Whether a move that captures nothing is still too forcing to be
    /// pruned or searched less deeply (a king's step towards the goal).
    fn forcing(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Whether [`Evaluate::forcing`] can be true.
    const FORCING_MOVES: bool = false;

    /// Whether the game has checks at all ([`Evaluate::in_check`] can be
    /// true): where not, a move can be pruned before it is played.
    const CHECKS: bool = false;

    /// Whether the side to move is in check: no null move, no reductions,
    /// and one ply more.
    fn in_check(&self) -> bool {
        false
    }

    /// Whether handing over the move cannot be the side to move's best
    /// option (no zugzwang to fear), so null-move pruning is sound.
    fn null_move_safe(&self) -> bool {
        true
    }

    /// Whether `mv`, a move of some position of this game (a killer, or
    /// the table's move under a colliding key), is legal here, where the
    /// game can tell without listing every move; None where it cannot.
    /// Where it can, the search tries those moves before listing the rest,
    /// and a node cut off by one never lists its moves.
    fn cheap_legality(&self, _mv: Self::Move) -> Option<bool> {
        None
    }

    /// The moves quiescence may search from a position, and the game's
    /// end there: by default every legal move and the status. A game may
    /// give fewer moves (never fewer than its captures) when not in check,
    /// and then only the ends that show without the others.
    fn quiescence_moves(&self, out: &mut Vec<Self::Move>) -> Status {
        self.legal_moves(out);
        self.status_with(out)
    }
}
