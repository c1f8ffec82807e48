//! Racing Kings: a race to the eighth rank in which nobody may give check.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::RacingKings,
    name: msg!("help-racing-kings-name"),
    objective: msg!("help-racing-kings-objective"),
    sections: &[
        Section {
            heading: msg!("help-racing-kings-start-heading"),
            lesson: Some("start"),
            paragraphs: &[
                msg!("help-racing-kings-start-1"),
                msg!("help-racing-kings-start-2"),
            ],
            diagram: Some(Diagram {
                position: "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
                targets: &[],
                captures: &[],
                caption: msg!("help-racing-kings-start-caption"),
            }),
        },
        Section {
            heading: msg!("help-racing-kings-how-pieces-move-heading"),
            lesson: Some("pieces"),
            paragraphs: &[
                msg!("help-racing-kings-how-pieces-move-1"),
                msg!("help-racing-kings-how-pieces-move-2"),
                msg!("help-racing-kings-how-pieces-move-3"),
            ],
            diagram: Some(Diagram {
                position: "8/8/3r4/8/8/4K3/8/7k w - - 0 1",
                targets: &["e2", "e4", "f2", "f3", "f4"],
                captures: &[],
                caption: msg!("help-racing-kings-how-pieces-move-caption"),
            }),
        },
        Section {
            heading: msg!("help-racing-kings-no-checks-ever-heading"),
            lesson: Some("no-checks"),
            paragraphs: &[msg!("help-racing-kings-no-checks-ever-1")],
            diagram: Some(Diagram {
                position: "8/8/8/8/7k/8/8/3R1K2 w - - 0 1",
                targets: &["a1", "b1", "c1", "d2", "d3", "d5", "d6", "d7", "d8", "e1"],
                captures: &[],
                caption: msg!("help-racing-kings-no-checks-ever-caption"),
            }),
        },
        Section {
            heading: msg!("help-racing-kings-blacks-last-chance-heading"),
            lesson: Some("last-chance"),
            paragraphs: &[
                msg!("help-racing-kings-blacks-last-chance-1"),
                msg!("help-racing-kings-blacks-last-chance-2"),
            ],
            diagram: Some(Diagram {
                position: "3K4/1k6/8/8/8/8/8/8 b - - 0 1",
                targets: &["a6", "a7", "a8", "b6", "b8", "c6"],
                captures: &[],
                caption: msg!("help-racing-kings-blacks-last-chance-caption"),
            }),
        },
        Section {
            heading: msg!("help-racing-kings-how-game-ends-heading"),
            lesson: Some("ends"),
            paragraphs: &[
                msg!("help-racing-kings-how-game-ends-1"),
                msg!("help-racing-kings-how-game-ends-2"),
                msg!("help-racing-kings-how-game-ends-3"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-racing-kings-blocking-heading"),
            lesson: Some("block"),
            paragraphs: &[msg!("help-racing-kings-blocking-1")],
            diagram: None,
        },
        Section {
            heading: msg!("help-racing-kings-options-heading"),
            lesson: None,
            paragraphs: &[msg!("help-racing-kings-options-1")],
            diagram: None,
        },
        Section {
            heading: msg!("help-racing-kings-computer-players-heading"),
            lesson: None,
            paragraphs: &[msg!("help-racing-kings-computer-players-1"), ENGINE_LEVELS],
            diagram: None,
        },
    ],
};
