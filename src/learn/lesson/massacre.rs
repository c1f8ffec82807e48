//! Massacre Chess: every move captures, each piece's captures, and the
//! end: the player with no capture loses.

use super::Goal::{Survive, Take, Win};
use super::{Lesson, Step};
use crate::games::GameId;

const CAPTURE: Lesson = Lesson {
    game: GameId::Massacre,
    id: "capture",
    title: msg!("lesson-massacre-capture-title"),
    steps: &[Step::new(
        "8/8/8/8/8/2r5/8/2R1n3 w - - 0 1",
        msg!("lesson-massacre-capture-step1-task"),
        msg!("lesson-massacre-capture-step1-hint"),
        Take("c3"),
        msg!("lesson-massacre-capture-step1-wrong"),
    )
    .illegal(msg!("lesson-massacre-must-capture"))],
};

const QUEEN: Lesson = Lesson {
    game: GameId::Massacre,
    id: "queen",
    title: msg!("lesson-massacre-queen-title"),
    steps: &[Step::new(
        "8/3r4/1n1b4/8/3Q4/8/5b2/8 w - - 0 1",
        msg!("lesson-massacre-queen-step1-task"),
        msg!("lesson-massacre-queen-step1-hint"),
        Take("f2"),
        msg!("lesson-massacre-queen-step1-wrong"),
    )
    .illegal(msg!("lesson-massacre-must-capture"))],
};

const ROOK: Lesson = Lesson {
    game: GameId::Massacre,
    id: "rook",
    title: msg!("lesson-massacre-rook-title"),
    steps: &[Step::new(
        "8/8/8/r7/8/8/8/R3n3 w - - 0 1",
        msg!("lesson-massacre-rook-step1-task"),
        msg!("lesson-massacre-rook-step1-hint"),
        Take("e1"),
        msg!("lesson-massacre-rook-step1-wrong"),
    )
    .illegal(msg!("lesson-massacre-must-capture"))],
};

const BISHOP: Lesson = Lesson {
    game: GameId::Massacre,
    id: "bishop",
    title: msg!("lesson-massacre-bishop-title"),
    steps: &[Step::new(
        "8/8/8/8/5q2/n7/8/2B5 w - - 0 1",
        msg!("lesson-massacre-bishop-step1-task"),
        msg!("lesson-massacre-bishop-step1-hint"),
        Take("f4"),
        msg!("lesson-massacre-bishop-step1-wrong"),
    )
    .illegal(msg!("lesson-massacre-must-capture"))],
};

const KNIGHT: Lesson = Lesson {
    game: GameId::Massacre,
    id: "knight",
    title: msg!("lesson-massacre-knight-title"),
    steps: &[Step::new(
        "8/8/8/8/8/5r1b/4q3/6N1 w - - 0 1",
        msg!("lesson-massacre-knight-step1-task"),
        msg!("lesson-massacre-knight-step1-hint"),
        Take("e2"),
        msg!("lesson-massacre-knight-step1-wrong"),
    )
    .illegal(msg!("lesson-massacre-must-capture"))],
};

const ENDS: Lesson = Lesson {
    game: GameId::Massacre,
    id: "ends",
    title: msg!("lesson-massacre-ends-title"),
    steps: &[
        Step::new(
            "8/8/8/n7/8/8/8/R3b3 w - - 0 1",
            msg!("lesson-massacre-ends-step1-task"),
            msg!("lesson-massacre-ends-step1-hint"),
            Survive,
            msg!("lesson-massacre-ends-step1-wrong"),
        )
        .illegal(msg!("lesson-massacre-must-capture")),
        Step::new(
            "8/8/8/3r3n/8/8/8/3Q4 w - - 0 1",
            msg!("lesson-massacre-ends-step2-task"),
            msg!("lesson-massacre-ends-step2-hint"),
            Win,
            msg!("lesson-massacre-ends-step2-wrong"),
        )
        .illegal(msg!("lesson-massacre-must-capture")),
    ],
};

pub(super) const LESSONS: &[Lesson] = &[CAPTURE, QUEEN, ROOK, BISHOP, KNIGHT, ENDS];
