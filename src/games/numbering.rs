//! How a game's plies are numbered, for the move list and PGN alike.

use super::Side;

/// Move numbers from the start position's own (FEN's last field; 1 in
/// games whose position strings have none), player 2's ply second in
/// each move even when player 2 started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbering {
    first_move: usize,
    second_first: bool,
}

impl Numbering {
    /// Numbering for a game whose start position has move number
    /// `first_move` and `first_side` to move.
    pub fn new(first_move: usize, first_side: Side) -> Numbering {
        Numbering {
            first_move: first_move.max(1),
            second_first: first_side == Side::Two,
        }
    }

    /// The move number and the side playing ply `ply` (0-based).
    pub fn at(self, ply: usize) -> (usize, Side) {
        let half = ply + usize::from(self.second_first);
        let side = if half % 2 == 0 { Side::One } else { Side::Two };
        (self.first_move + half / 2, side)
    }

    /// `12.` or `12...`, as PGN numbers the move.
    pub fn label(self, ply: usize) -> String {
        match self.at(ply) {
            (number, Side::One) => format!("{number}."),
            (number, Side::Two) => format!("{number}..."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_the_first_move_and_side() {
        let white = Numbering::new(1, Side::One);
        assert_eq!(white.label(0), "1.");
        assert_eq!(white.label(1), "1...");
        assert_eq!(white.label(2), "2.");
        let black = Numbering::new(17, Side::Two);
        assert_eq!(black.label(0), "17...");
        assert_eq!(black.label(1), "18.");
        assert_eq!(Numbering::new(0, Side::Two).at(0), (1, Side::Two));
    }
}
