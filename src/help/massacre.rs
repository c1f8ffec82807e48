//! Massacre Chess: a full board of chess pieces where every move captures.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Massacre,
    name: msg!("help-massacre-name"),
    objective: msg!("help-massacre-objective"),
    sections: &[
        Section {
            heading: msg!("help-massacre-deal-heading"),
            lesson: Some("capture"),
            paragraphs: &[
                msg!("help-massacre-deal-1"),
                msg!("help-massacre-deal-2"),
                msg!("help-massacre-deal-3"),
            ],
            diagram: Some(Diagram {
                position: "bqRqnRRB/rrBrrnnn/qrnQbRqN/RbNQNbBB/BqNQQnrQ/bnRrNQbb/qQNbnRBN/QNqBRrqB w - - 0 1",
                targets: &[],
                captures: &[],
                caption: msg!("help-massacre-deal-caption"),
            }),
        },
        Section {
            heading: msg!("help-massacre-every-move-must-capture-heading"),
            lesson: Some("capture"),
            paragraphs: &[
                msg!("help-massacre-every-move-must-capture-1"),
                msg!("help-massacre-every-move-must-capture-2"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-massacre-queen-heading"),
            lesson: Some("queen"),
            paragraphs: &[msg!("help-massacre-queen-1")],
            diagram: Some(Diagram {
                position: "8/3r4/1n1b4/8/3Q4/8/5b2/8 w - - 0 1",
                targets: &["b6", "d6", "f2"],
                captures: &["b6", "d6", "f2"],
                caption: msg!("help-massacre-queen-caption"),
            }),
        },
        Section {
            heading: msg!("help-massacre-rook-heading"),
            lesson: Some("rook"),
            paragraphs: &[msg!("help-massacre-rook-1")],
            diagram: Some(Diagram {
                position: "8/8/8/r7/8/8/8/R3n3 w - - 0 1",
                targets: &["a5", "e1"],
                captures: &["a5", "e1"],
                caption: msg!("help-massacre-rook-caption"),
            }),
        },
        Section {
            heading: msg!("help-massacre-bishop-heading"),
            lesson: Some("bishop"),
            paragraphs: &[msg!("help-massacre-bishop-1")],
            diagram: Some(Diagram {
                position: "8/8/8/8/5q2/n7/8/2B5 w - - 0 1",
                targets: &["a3", "f4"],
                captures: &["a3", "f4"],
                caption: msg!("help-massacre-bishop-caption"),
            }),
        },
        Section {
            heading: msg!("help-massacre-knight-heading"),
            lesson: Some("knight"),
            paragraphs: &[msg!("help-massacre-knight-1")],
            diagram: Some(Diagram {
                position: "8/8/8/8/8/5r1b/4q3/6N1 w - - 0 1",
                targets: &["e2", "f3", "h3"],
                captures: &["e2", "f3", "h3"],
                caption: msg!("help-massacre-knight-caption"),
            }),
        },
        Section {
            heading: msg!("help-massacre-how-game-ends-heading"),
            lesson: Some("ends"),
            paragraphs: &[
                msg!("help-massacre-how-game-ends-1"),
                msg!("help-massacre-how-game-ends-2"),
            ],
            diagram: Some(Diagram {
                position: "8/8/8/3q4/8/8/8/N7 w - - 0 1",
                targets: &[],
                captures: &[],
                caption: msg!("help-massacre-how-game-ends-caption"),
            }),
        },
        Section {
            heading: msg!("help-massacre-options-heading"),
            lesson: None,
            paragraphs: &[
                msg!("help-massacre-options-1"),
                msg!("help-massacre-options-2"),
            ],
            diagram: None,
        },
        Section {
            heading: msg!("help-massacre-computer-players-heading"),
            lesson: None,
            paragraphs: &[
                msg!("help-massacre-computer-players-1"),
                msg!("help-massacre-computer-players-2"),
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
