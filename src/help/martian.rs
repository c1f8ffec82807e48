//! Martian Chess: pieces belong to whoever's zone they stand in.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Martian,
    name: msg!("help-martian-name"),
    objective: msg!("help-martian-objective"),
    sections: &[
        Section {
            heading: msg!("help-martian-board-and-start-heading"),
            lesson: Some("canal"),
            paragraphs: &[
                msg!("help-martian-board-and-start-1"),
                msg!("help-martian-board-and-start-2"),
            ],
            diagram: Some(Diagram {
                position: "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0",
                targets: &[],
                captures: &[],
                caption: msg!("help-martian-board-and-start-caption"),
            }),
        },
        Section {
            heading: msg!("help-martian-pieces-have-no-colour-heading"),
            lesson: Some("canal"),
            paragraphs: &[
                msg!("help-martian-pieces-have-no-colour-1"),
                msg!("help-martian-pieces-have-no-colour-2"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-martian-pawn-heading"),
            lesson: Some("pawn"),
            paragraphs: &[msg!("help-martian-pawn-1")],
            diagram: Some(Diagram {
                position: "4/4/4/2d1/1p2/4/4/4 1 0 0 - 0",
                targets: &["a3", "a5", "c3", "c5"],
                captures: &["c5"],
                caption: msg!("help-martian-pawn-caption"),
            }),
        },
        Section {
            heading: msg!("help-martian-drone-heading"),
            lesson: Some("drone"),
            paragraphs: &[msg!("help-martian-drone-1")],
            diagram: Some(Diagram {
                position: "4/4/2p1/4/1pd1/4/4/q3 1 0 0 - 0",
                targets: &["c2", "c3", "c5", "c6", "d4"],
                captures: &["c6"],
                caption: msg!("help-martian-drone-caption"),
            }),
        },
        Section {
            heading: msg!("help-martian-queen-heading"),
            lesson: Some("queen"),
            paragraphs: &[msg!("help-martian-queen-1")],
            diagram: Some(Diagram {
                position: "4/1d2/4/3p/4/1q2/4/4 1 0 0 - 0",
                targets: &[
                    "a2", "a3", "a4", "b1", "b2", "b4", "b5", "b6", "b7", "c2", "c3", "c4", "d1",
                    "d3", "d5",
                ],
                captures: &["b7", "d5"],
                caption: msg!("help-martian-queen-caption"),
            }),
        },
        Section {
            heading: msg!("help-martian-capturing-and-scoring-heading"),
            lesson: Some("canal"),
            paragraphs: &[
                msg!("help-martian-capturing-and-scoring-1"),
                msg!("help-martian-capturing-and-scoring-2"),
                msg!("help-martian-capturing-and-scoring-3"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-martian-field-promotion-heading"),
            lesson: Some("promotion"),
            paragraphs: &[
                msg!("help-martian-field-promotion-1"),
                msg!("help-martian-field-promotion-2"),
            ],
            diagram: Some(Diagram {
                position: "4/2q1/4/4/4/1p2/1d2/4 1 0 0 - 0",
                targets: &["a2", "b1", "b3", "c2", "d2"],
                captures: &[],
                caption: msg!("help-martian-field-promotion-caption"),
            }),
        },
        Section {
            heading: msg!("help-martian-no-rejection-heading"),
            lesson: Some("rejection"),
            paragraphs: &[
                msg!("help-martian-no-rejection-1"),
                msg!("help-martian-no-rejection-2"),
            ],
            diagram: Some(Diagram {
                position: "4/4/2p1/4/1d2/4/4/q3 1 0 0 b5b4 1",
                targets: &["a4", "b2", "b3", "b6", "c4", "d4"],
                captures: &[],
                caption: msg!("help-martian-no-rejection-caption"),
            }),
        },
        Section {
            heading: msg!("help-martian-how-game-ends-heading"),
            lesson: Some("ends"),
            paragraphs: &[
                msg!("help-martian-how-game-ends-1"),
                msg!("help-martian-how-game-ends-2"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-martian-options-heading"),
            lesson: None,
            paragraphs: &[
                msg!("help-martian-options-1"),
                msg!("help-martian-options-2"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-martian-computer-players-heading"),
            lesson: None,
            paragraphs: &[msg!("help-martian-computer-players-1"), ENGINE_LEVELS],
            diagram: None,
        },
    ],
};
