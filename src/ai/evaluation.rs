//! What a search's score says of a position, from player 1's point of
//! view, the thresholds by which a game's analysis marks a move's loss,
//! and the one rule built on it: a computer offered a draw takes it
//! unless it stands better (RULES.md "Ending a game by agreement"), the
//! same on the local game screen and in a room. The analysis that weighs
//! an offer is one fixed search, so its answer does not depend on who
//! asked.

use std::time::Duration;

use super::{Bot, Level, Limits, Score};
use crate::games::Side;

/// The analysis behind the evaluation row and a draw offer's answer: one
/// level of fixed depth (and node budget in some games), so a position's
/// value does not depend on who asked or how long they searched. `bench`
/// reaches this depth in milliseconds.
pub const ANALYSIS_BOT: Bot = Bot::Engine(Level::Hard);
/// How long a background analysis may search one position: a cap its
/// fixed depth stays far under, so a core is never kept busy for long.
pub const ANALYSIS_TIME: Duration = Duration::from_secs(3);

/// The limits of an analysis.
pub fn analysis_limits() -> Limits {
    Limits {
        movetime: Some(ANALYSIS_TIME),
        ..Limits::default()
    }
}

/// How a move is judged in one game: the losses, in hundredths of the
/// game's unit, from which a move is an inaccuracy, a mistake or a
/// blunder, and the range values are clamped to before they are compared.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Marks {
    pub inaccuracy: i32,
    pub mistake: i32,
    pub blunder: i32,
    pub range: i32,
}

/// Chess, Racing Kings and Massacre, in pawns: half a pawn, a pawn, two.
pub const PAWN_MARKS: Marks = Marks {
    inaccuracy: 50,
    mistake: 100,
    blunder: 200,
    range: 1_000,
};

/// Martian Chess, in points: a pawn's point, a drone's two, a queen's three.
pub const POINT_MARKS: Marks = Marks {
    inaccuracy: 100,
    mistake: 200,
    blunder: 300,
    range: 1_000,
};

/// Hasami Shogi, in stones: half a stone, one, and one and a half (a
/// stone lost is a mistake; a stone lost with the initiative, a blunder).
pub const STONE_MARKS: Marks = Marks {
    inaccuracy: 50,
    mistake: 100,
    blunder: 150,
    range: 500,
};

/// An evaluation from player 1's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Evaluation {
    /// Hundredths of a pawn (or the game's unit).
    Points(i32),
    /// A forced win for this side in this many moves.
    Mate(Side, u32),
}

impl Evaluation {
    pub fn from_search(score: Score, mover: Side) -> Evaluation {
        let (value, mate) = match score {
            Score::Points(p) => (p, None),
            Score::WinIn(plies) => (0, Some((mover, plies))),
            Score::LossIn(plies) => (0, Some((mover.opponent(), plies))),
        };
        match mate {
            Some((side, plies)) => Evaluation::Mate(side, plies.div_ceil(2)),
            None if mover == Side::One => Evaluation::Points(value),
            None => Evaluation::Points(-value),
        }
    }
}

impl Evaluation {
    /// Whether `side` stands better: by more than half a pawn (or the
    /// game's unit), or with a forced win. A computer offered a draw
    /// takes it unless it does (RULES.md "Ending a game by agreement").
    pub fn better_for(self, side: Side) -> bool {
        match self {
            Evaluation::Points(points) => {
                let for_side = if side == Side::One { points } else { -points };
                for_side > BETTER_BY
            }
            Evaluation::Mate(winner, _) => winner == side,
        }
    }
}

/// How far ahead, in hundredths, a side must be to stand better.
const BETTER_BY: i32 = 50;

/// Whether the computer playing `computer` takes a draw offered to it,
/// by the analysis's evaluation of the position: unless it stands better.
/// With no score to go by, it declines.
pub fn takes_draw(evaluation: Option<Evaluation>, computer: Side) -> bool {
    evaluation.is_some_and(|e| !e.better_for(computer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_is_better_by_more_than_half_a_pawn_or_a_mate() {
        assert!(Evaluation::Points(51).better_for(Side::One));
        assert!(!Evaluation::Points(50).better_for(Side::One));
        assert!(Evaluation::Points(-80).better_for(Side::Two));
        assert!(!Evaluation::Points(80).better_for(Side::Two));
        assert!(Evaluation::Mate(Side::Two, 3).better_for(Side::Two));
        assert!(!Evaluation::Mate(Side::Two, 3).better_for(Side::One));
    }

    #[test]
    fn search_scores_turn_to_player_one_s_view() {
        let from = Evaluation::from_search;
        assert_eq!(from(Score::Points(50), Side::One), Evaluation::Points(50));
        assert_eq!(from(Score::Points(50), Side::Two), Evaluation::Points(-50));
        assert_eq!(
            from(Score::WinIn(3), Side::Two),
            Evaluation::Mate(Side::Two, 2)
        );
        assert_eq!(
            from(Score::LossIn(2), Side::One),
            Evaluation::Mate(Side::Two, 1)
        );
    }

    #[test]
    fn a_computer_takes_a_draw_unless_it_stands_better() {
        assert!(takes_draw(Some(Evaluation::Points(-300)), Side::One));
        assert!(takes_draw(Some(Evaluation::Points(50)), Side::One));
        assert!(!takes_draw(Some(Evaluation::Points(300)), Side::One));
        assert!(!takes_draw(None, Side::Two));
    }
}
