//! Hasami Shogi: pieces move like rooks and capture by sandwiching.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Hasami,
    name: msg!("help-hasami-name"),
    objective: msg!("help-hasami-objective"),
    sections: &[
        Section {
            heading: msg!("help-hasami-board-and-start-heading"),
            lesson: Some("moving"),
            paragraphs: &[
                msg!("help-hasami-board-and-start-1"),
                msg!("help-hasami-board-and-start-2"),
            ],
            diagram: Some(Diagram {
                position: "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0",
                targets: &[],
                captures: &[],
                caption: msg!("help-hasami-board-and-start-caption"),
            }),
        },
        Section {
            heading: msg!("help-hasami-moving-heading"),
            lesson: Some("moving"),
            paragraphs: &[msg!("help-hasami-moving-1"), msg!("help-hasami-moving-2")],
            diagram: Some(Diagram {
                position: "ooo6/9/4o4/9/1X2X4/9/9/9/6XXX 1 0",
                targets: &[
                    "c5", "d5", "e1", "e2", "e3", "e4", "e6", "f5", "g5", "h5", "i5",
                ],
                captures: &[],
                caption: msg!("help-hasami-moving-caption"),
            }),
        },
        Section {
            heading: msg!("help-hasami-capturing-by-sandwich-heading"),
            lesson: Some("sandwich"),
            paragraphs: &[
                msg!("help-hasami-capturing-by-sandwich-1"),
                msg!("help-hasami-capturing-by-sandwich-2"),
            ],
            diagram: Some(Diagram {
                position: "ooo6/9/9/X8/4o4/4X4/9/9/6XX1 1 0",
                targets: &[
                    "a1", "a2", "a3", "a4", "a5", "a7", "a8", "b6", "c6", "d6", "e6", "f6", "g6",
                    "h6", "i6",
                ],
                captures: &["e5"],
                caption: msg!("help-hasami-capturing-by-sandwich-caption"),
            }),
        },
        Section {
            heading: msg!("help-hasami-two-lines-at-once-heading"),
            lesson: Some("lines"),
            paragraphs: &[msg!("help-hasami-two-lines-at-once-1")],
            diagram: Some(Diagram {
                position: "ooo6/4X4/4o4/4o4/2Xo5/9/9/9/4X1XX1 1 0",
                targets: &["a1", "b1", "c1", "d1", "e2", "e3", "e4", "e5", "f1"],
                captures: &["d5", "e6", "e7"],
                caption: msg!("help-hasami-two-lines-at-once-caption"),
            }),
        },
        Section {
            heading: msg!("help-hasami-corner-capture-heading"),
            lesson: Some("corner"),
            paragraphs: &[msg!("help-hasami-corner-capture-1")],
            diagram: Some(Diagram {
                position: "oX5oo/3X5/9/9/9/9/9/9/6XX1 1 0",
                targets: &[
                    "a8", "b8", "c8", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d9", "e8", "f8",
                    "g8", "h8", "i8",
                ],
                captures: &["a9"],
                caption: msg!("help-hasami-corner-capture-caption"),
            }),
        },
        Section {
            heading: msg!("help-hasami-moving-into-a-sandwich-is-safe-heading"),
            lesson: Some("safe"),
            paragraphs: &[msg!("help-hasami-moving-into-a-sandwich-is-safe-1")],
            diagram: Some(Diagram {
                position: "ooo6/9/9/9/3o1o3/9/9/9/4X1XX1 1 0",
                targets: &[
                    "a1", "b1", "c1", "d1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "f1",
                ],
                captures: &[],
                caption: msg!("help-hasami-moving-into-a-sandwich-is-safe-caption"),
            }),
        },
        Section {
            heading: msg!("help-hasami-how-game-ends-heading"),
            lesson: Some("ends"),
            paragraphs: &[
                msg!("help-hasami-how-game-ends-1"),
                msg!("help-hasami-how-game-ends-2"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-hasami-options-heading"),
            lesson: None,
            paragraphs: &[
                msg!("help-hasami-options-1"),
                msg!("help-hasami-options-2"),
                msg!("help-hasami-options-3"),
                msg!("help-hasami-options-4"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-hasami-computer-players-heading"),
            lesson: None,
            paragraphs: &[
                msg!("help-hasami-computer-players-1"),
                msg!("help-hasami-computer-players-2"),
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
