//! Racing Kings: the race, pieces as in chess, no checks, Black's last
//! chance, the ends, and blocking the other king.

use super::Goal::{Draw, Hold, KingRank, Take, Win};
use super::{Lesson, Step, Then};
use crate::games::GameId;

const START: Lesson = Lesson {
    game: GameId::RacingKings,
    id: "start",
    title: msg!("lesson-racing-kings-start-title"),
    steps: &[
        Step::new(
            "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
            msg!("lesson-racing-kings-start-step1-task"),
            msg!("lesson-racing-kings-start-step1-hint"),
            KingRank(3),
            msg!("lesson-racing-kings-start-step1-wrong"),
        )
        .then(&[Then {
            reply: "a2a3",
            goal: KingRank(4),
        }]),
        Step::new(
            "8/1K6/8/8/8/8/k7/8 w - - 0 1",
            msg!("lesson-racing-kings-start-step2-task"),
            msg!("lesson-racing-kings-start-step2-hint"),
            Win,
            msg!("lesson-racing-kings-not-home"),
        ),
    ],
};

const PIECES: Lesson = Lesson {
    game: GameId::RacingKings,
    id: "pieces",
    title: msg!("lesson-racing-kings-pieces-title"),
    steps: &[Step::new(
        "8/8/8/8/3r4/4K3/8/7k w - - 0 1",
        msg!("lesson-racing-kings-pieces-step1-task"),
        msg!("lesson-racing-kings-pieces-step1-hint"),
        Take("d4"),
        msg!("lesson-racing-kings-pieces-step1-wrong"),
    )
    .illegal(msg!("lesson-racing-kings-attacked-square"))],
};

const NO_CHECKS: Lesson = Lesson {
    game: GameId::RacingKings,
    id: "no-checks",
    title: msg!("lesson-racing-kings-no-checks-title"),
    steps: &[
        Step::new(
            "8/8/8/8/3n3k/2B5/8/3R1K2 w - - 0 1",
            msg!("lesson-racing-kings-no-checks-step1-task"),
            msg!("lesson-racing-kings-no-checks-step1-hint"),
            Take("d4"),
            msg!("lesson-racing-kings-no-checks-step1-wrong"),
        )
        .illegal(msg!("lesson-racing-kings-no-checks-step1-illegal")),
        Step::new(
            "8/4K3/7b/8/8/8/3r4/k7 w - - 0 1",
            msg!("lesson-racing-kings-no-checks-step2-task"),
            msg!("lesson-racing-kings-no-checks-step2-hint"),
            Win,
            msg!("lesson-racing-kings-not-home"),
        )
        .illegal(msg!("lesson-racing-kings-attacked-square")),
    ],
};

const LAST_CHANCE: Lesson = Lesson {
    game: GameId::RacingKings,
    id: "last-chance",
    title: msg!("lesson-racing-kings-last-chance-title"),
    steps: &[Step::new(
        "3K4/1k6/8/8/8/8/8/8 b - - 0 1",
        msg!("lesson-racing-kings-last-chance-step1-task"),
        msg!("lesson-racing-kings-last-chance-step1-hint"),
        Draw,
        msg!("lesson-racing-kings-last-chance-step1-wrong"),
    )],
};

const ENDS: Lesson = Lesson {
    game: GameId::RacingKings,
    id: "ends",
    title: msg!("lesson-racing-kings-ends-title"),
    steps: &[Step::new(
        "8/k3K3/8/8/8/8/8/8 b - - 0 1",
        msg!("lesson-racing-kings-ends-step1-task"),
        msg!("lesson-racing-kings-ends-step1-hint"),
        Win,
        msg!("lesson-racing-kings-ends-step1-wrong"),
    )],
};

const BLOCK: Lesson = Lesson {
    game: GameId::RacingKings,
    id: "block",
    title: msg!("lesson-racing-kings-block-title"),
    steps: &[Step::new(
        "8/1k6/8/8/8/8/6K1/7R w - - 0 1",
        msg!("lesson-racing-kings-block-step1-task"),
        msg!("lesson-racing-kings-block-step1-hint"),
        Hold,
        msg!("lesson-racing-kings-block-step1-wrong"),
    )
    .illegal(msg!("lesson-racing-kings-block-step1-illegal"))],
};

pub(super) const LESSONS: &[Lesson] = &[START, PIECES, NO_CHECKS, LAST_CHANCE, ENDS, BLOCK];
