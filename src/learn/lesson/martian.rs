//! Martian Chess: the three pieces, capturing across the canal for
//! points, field promotion, no rejection, and the end.

use super::Goal::{Becomes, Take, Win};
use super::{Lesson, Step};
use crate::games::{GameId, PieceKind};

const PAWN: Lesson = Lesson {
    game: GameId::Martian,
    id: "pawn",
    title: msg!("lesson-martian-pawn-title"),
    steps: &[Step::new(
        "3q/4/4/2d1/1p2/4/4/q3 1 0 0 - 0",
        msg!("lesson-martian-pawn-step1-task"),
        msg!("lesson-martian-pawn-step1-hint"),
        Take("c5"),
        msg!("lesson-martian-pawn-step1-wrong"),
    )],
};

const DRONE: Lesson = Lesson {
    game: GameId::Martian,
    id: "drone",
    title: msg!("lesson-martian-drone-title"),
    steps: &[Step::new(
        "3q/4/2p1/4/1pd1/4/4/q3 1 0 0 - 0",
        msg!("lesson-martian-drone-step1-task"),
        msg!("lesson-martian-drone-step1-hint"),
        Take("c6"),
        msg!("lesson-martian-drone-step1-wrong"),
    )],
};

const QUEEN: Lesson = Lesson {
    game: GameId::Martian,
    id: "queen",
    title: msg!("lesson-martian-queen-title"),
    steps: &[Step::new(
        "4/1d2/4/3p/4/1q2/4/p3 1 0 0 - 0",
        msg!("lesson-martian-queen-step1-task"),
        msg!("lesson-martian-queen-step1-hint"),
        Take("b7"),
        msg!("lesson-martian-queen-step1-wrong"),
    )],
};

const CANAL: Lesson = Lesson {
    game: GameId::Martian,
    id: "canal",
    title: msg!("lesson-martian-canal-title"),
    steps: &[Step::new(
        "2q1/4/p3/4/2q1/4/4/d3 1 0 0 - 0",
        msg!("lesson-martian-canal-step1-task"),
        msg!("lesson-martian-canal-step1-hint"),
        Take("c8"),
        msg!("lesson-martian-canal-step1-wrong"),
    )
    .illegal(msg!("lesson-martian-canal-step1-illegal"))],
};

const PROMOTION: Lesson = Lesson {
    game: GameId::Martian,
    id: "promotion",
    title: msg!("lesson-martian-promotion-title"),
    steps: &[Step::new(
        "4/2q1/4/4/4/1p2/1d2/4 1 0 0 - 0",
        msg!("lesson-martian-promotion-step1-task"),
        msg!("lesson-martian-promotion-step1-hint"),
        Becomes(PieceKind::Queen),
        msg!("lesson-martian-promotion-step1-wrong"),
    )],
};

const REJECTION: Lesson = Lesson {
    game: GameId::Martian,
    id: "rejection",
    title: msg!("lesson-martian-rejection-title"),
    steps: &[Step::new(
        "4/4/1p2/4/1d2/4/4/q3 1 0 0 b5b4 1",
        msg!("lesson-martian-rejection-step1-task"),
        msg!("lesson-martian-rejection-step1-hint"),
        Take("b6"),
        msg!("lesson-martian-rejection-step1-wrong"),
    )
    .illegal(msg!("lesson-martian-rejection-step1-illegal"))],
};

const ENDS: Lesson = Lesson {
    game: GameId::Martian,
    id: "ends",
    title: msg!("lesson-martian-ends-title"),
    steps: &[Step::new(
        "4/4/4/p3/1q2/4/4/4 1 3 2 - 0",
        msg!("lesson-martian-ends-step1-task"),
        msg!("lesson-martian-ends-step1-hint"),
        Win,
        msg!("lesson-martian-ends-step1-wrong"),
    )],
};

pub(super) const LESSONS: &[Lesson] = &[PAWN, DRONE, QUEEN, CANAL, PROMOTION, REJECTION, ENDS];
