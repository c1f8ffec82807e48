//! Hasami Shogi: moving like a rook, the sandwich, several lines at
//! once, the corner, the safe sandwich, and the end at two pieces.

use super::Goal::{OneOf, Safe, Take, TakeAll, To, Win};
use super::{Lesson, Step};
use crate::games::GameId;

const MOVING: Lesson = Lesson {
    game: GameId::Hasami,
    id: "moving",
    title: msg!("lesson-hasami-moving-title"),
    steps: &[Step::new(
        "ooo6/9/4o4/9/1X2X4/9/9/9/6XXX 1 0",
        msg!("lesson-hasami-moving-step1-task"),
        msg!("lesson-hasami-moving-step1-hint"),
        OneOf(&["e5c5"]),
        msg!("lesson-hasami-moving-step1-wrong"),
    )
    .illegal(msg!("lesson-hasami-moving-step1-illegal"))],
};

const SANDWICH: Lesson = Lesson {
    game: GameId::Hasami,
    id: "sandwich",
    title: msg!("lesson-hasami-sandwich-title"),
    steps: &[
        Step::new(
            "ooo6/9/9/X8/4o4/4X4/9/9/6XX1 1 0",
            msg!("lesson-hasami-sandwich-step1-task"),
            msg!("lesson-hasami-sandwich-step1-hint"),
            Take("e5"),
            msg!("lesson-hasami-sandwich-step1-wrong"),
        ),
        Step::new(
            "oo7/9/9/4o4/4X4/2o6/9/9/6XX1 1 0",
            msg!("lesson-hasami-sandwich-step2-task"),
            msg!("lesson-hasami-sandwich-step2-hint"),
            Safe,
            msg!("lesson-hasami-sandwich-step2-wrong"),
        ),
    ],
};

const LINES: Lesson = Lesson {
    game: GameId::Hasami,
    id: "lines",
    title: msg!("lesson-hasami-lines-title"),
    steps: &[Step::new(
        "ooo6/4X4/4o4/4o4/2Xo5/9/9/9/4X1XX1 1 0",
        msg!("lesson-hasami-lines-step1-task"),
        msg!("lesson-hasami-lines-step1-hint"),
        TakeAll(&["d5", "e6", "e7"]),
        msg!("lesson-hasami-lines-step1-wrong"),
    )],
};

const CORNER: Lesson = Lesson {
    game: GameId::Hasami,
    id: "corner",
    title: msg!("lesson-hasami-corner-title"),
    steps: &[Step::new(
        "oX5oo/3X5/9/9/9/9/9/9/6XX1 1 0",
        msg!("lesson-hasami-corner-step1-task"),
        msg!("lesson-hasami-corner-step1-hint"),
        Take("a9"),
        msg!("lesson-hasami-corner-step1-wrong"),
    )],
};

const SAFE: Lesson = Lesson {
    game: GameId::Hasami,
    id: "safe",
    title: msg!("lesson-hasami-safe-title"),
    steps: &[Step::new(
        "ooo6/9/9/9/3o1o3/9/9/9/4X1XX1 1 0",
        msg!("lesson-hasami-safe-step1-task"),
        msg!("lesson-hasami-safe-step1-hint"),
        To("e5"),
        msg!("lesson-hasami-safe-step1-wrong"),
    )],
};

const ENDS: Lesson = Lesson {
    game: GameId::Hasami,
    id: "ends",
    title: msg!("lesson-hasami-ends-title"),
    steps: &[Step::new(
        "o7o/9/9/X8/4o4/4X4/9/9/6XX1 1 0",
        msg!("lesson-hasami-ends-step1-task"),
        msg!("lesson-hasami-ends-step1-hint"),
        Win,
        msg!("lesson-hasami-ends-step1-wrong"),
    )],
};

pub(super) const LESSONS: &[Lesson] = &[MOVING, SANDWICH, LINES, CORNER, SAFE, ENDS];
