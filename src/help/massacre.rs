//! Massacre Chess: a full board of chess pieces where every move captures.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;
use crate::i18n::Msg;

pub(super) static PAGE: Page = Page {
    game: GameId::Massacre,
    name: Msg("help-massacre-name"),
    objective: Msg("help-massacre-objective"),
    sections: &[
        Section {
            heading: Msg("help-massacre-deal-heading"),
            paragraphs: &[
                Msg("help-massacre-deal-1"),
                Msg("help-massacre-deal-2"),
                Msg("help-massacre-deal-3"),
            ],
            diagram: Some(Diagram {
                position: "bqRqnRRB/rrBrrnnn/qrnQbRqN/RbNQNbBB/BqNQQnrQ/bnRrNQbb/qQNbnRBN/QNqBRrqB w - - 0 1",
                targets: &[],
                captures: &[],
                caption: Msg("help-massacre-deal-caption"),
            }),
        },
        Section {
            heading: Msg("help-massacre-every-move-must-capture-heading"),
            paragraphs: &[
                Msg("help-massacre-every-move-must-capture-1"),
                Msg("help-massacre-every-move-must-capture-2"),
            ],
            diagram: None,
        },
        Section {
            heading: Msg("help-massacre-queen-heading"),
            paragraphs: &[Msg("help-massacre-queen-1")],
            diagram: Some(Diagram {
                position: "8/3r4/1n1b4/8/3Q4/8/5b2/8 w - - 0 1",
                targets: &["b6", "d6", "f2"],
                captures: &["b6", "d6", "f2"],
                caption: Msg("help-massacre-queen-caption"),
            }),
        },
        Section {
            heading: Msg("help-massacre-rook-heading"),
            paragraphs: &[Msg("help-massacre-rook-1")],
            diagram: Some(Diagram {
                position: "8/8/8/r7/8/8/8/R3n3 w - - 0 1",
                targets: &["a5", "e1"],
                captures: &["a5", "e1"],
                caption: Msg("help-massacre-rook-caption"),
            }),
        },
        Section {
            heading: Msg("help-massacre-bishop-heading"),
            paragraphs: &[Msg("help-massacre-bishop-1")],
            diagram: Some(Diagram {
                position: "8/8/8/8/5q2/n7/8/2B5 w - - 0 1",
                targets: &["a3", "f4"],
                captures: &["a3", "f4"],
                caption: Msg("help-massacre-bishop-caption"),
            }),
        },
        Section {
            heading: Msg("help-massacre-knight-heading"),
            paragraphs: &[Msg("help-massacre-knight-1")],
            diagram: Some(Diagram {
                position: "8/8/8/8/8/5r1b/4q3/6N1 w - - 0 1",
                targets: &["e2", "f3", "h3"],
                captures: &["e2", "f3", "h3"],
                caption: Msg("help-massacre-knight-caption"),
            }),
        },
        Section {
            heading: Msg("help-massacre-how-game-ends-heading"),
            paragraphs: &[
                Msg("help-massacre-how-game-ends-1"),
                Msg("help-massacre-how-game-ends-2"),
            ],
            diagram: Some(Diagram {
                position: "8/8/8/3q4/8/8/8/N7 w - - 0 1",
                targets: &[],
                captures: &[],
                caption: Msg("help-massacre-how-game-ends-caption"),
            }),
        },
        Section {
            heading: Msg("help-massacre-options-heading"),
            paragraphs: &[
                Msg("help-massacre-options-1"),
                Msg("help-massacre-options-2"),
            ],
            diagram: None,
        },
        Section {
            heading: Msg("help-massacre-computer-players-heading"),
            paragraphs: &[
                Msg("help-massacre-computer-players-1"),
                Msg("help-massacre-computer-players-2"),
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
