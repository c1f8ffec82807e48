//! Chess: the FIDE laws, piece by piece.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;
use crate::i18n::Msg;

pub(super) static PAGE: Page = Page {
    game: GameId::Chess,
    name: Msg("help-chess-name"),
    objective: Msg("help-chess-objective"),
    sections: &[
        Section {
            heading: Msg("help-chess-board-and-start-heading"),
            paragraphs: &[
                Msg("help-chess-board-and-start-1"),
                Msg("help-chess-board-and-start-2"),
            ],
            diagram: Some(Diagram {
                position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                targets: &[],
                captures: &[],
                caption: Msg("help-chess-board-and-start-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-king-heading"),
            paragraphs: &[Msg("help-chess-king-1")],
            diagram: Some(Diagram {
                position: "4k3/8/8/3r4/4K3/8/8/8 w - - 0 1",
                targets: &["d5", "e3", "f3", "f4"],
                captures: &["d5"],
                caption: Msg("help-chess-king-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-queen-heading"),
            paragraphs: &[Msg("help-chess-queen-1"), Msg("help-chess-queen-2")],
            diagram: Some(Diagram {
                position: "4k3/8/1n6/8/3Q2P1/8/8/4K3 w - - 0 1",
                targets: &[
                    "a1", "a4", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3", "d5", "d6",
                    "d7", "d8", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g7", "h8",
                ],
                captures: &["b6"],
                caption: Msg("help-chess-queen-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-rook-heading"),
            paragraphs: &[Msg("help-chess-rook-1")],
            diagram: Some(Diagram {
                position: "4k3/8/8/1p6/8/8/1R2B3/4K3 w - - 0 1",
                targets: &["a2", "b1", "b3", "b4", "b5", "c2", "d2"],
                captures: &["b5"],
                caption: Msg("help-chess-rook-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-bishop-heading"),
            paragraphs: &[Msg("help-chess-bishop-1")],
            diagram: Some(Diagram {
                position: "4k3/8/6p1/1P6/8/3B4/8/4K3 w - - 0 1",
                targets: &["b1", "c2", "c4", "e2", "e4", "f1", "f5", "g6"],
                captures: &["g6"],
                caption: Msg("help-chess-bishop-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-knight-heading"),
            paragraphs: &[Msg("help-chess-knight-1")],
            diagram: Some(Diagram {
                position: "4k3/8/8/8/3N4/1p6/8/4K3 w - - 0 1",
                targets: &["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"],
                captures: &["b3"],
                caption: Msg("help-chess-knight-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-pawn-heading"),
            paragraphs: &[Msg("help-chess-pawn-1"), Msg("help-chess-pawn-2")],
            diagram: Some(Diagram {
                position: "4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1",
                targets: &["d3", "e3", "e4"],
                captures: &["d3"],
                caption: Msg("help-chess-pawn-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-en-passant-heading"),
            paragraphs: &[
                Msg("help-chess-en-passant-1"),
                Msg("help-chess-en-passant-2"),
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
                targets: &["d6", "e6"],
                captures: &["d5"],
                caption: Msg("help-chess-en-passant-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-promotion-heading"),
            paragraphs: &[Msg("help-chess-promotion-1"), Msg("help-chess-promotion-2")],
            diagram: Some(Diagram {
                position: "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1",
                targets: &["d8", "e8"],
                captures: &["d8"],
                caption: Msg("help-chess-promotion-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-castling-heading"),
            paragraphs: &[
                Msg("help-chess-castling-1"),
                Msg("help-chess-castling-2"),
                Msg("help-chess-castling-3"),
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/7b/8/8/8/R3K2R w KQ - 0 1",
                targets: &["d2", "f1", "f2", "g1"],
                captures: &[],
                caption: Msg("help-chess-castling-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-check-and-checkmate-heading"),
            paragraphs: &[
                Msg("help-chess-check-and-checkmate-1"),
                Msg("help-chess-check-and-checkmate-2"),
            ],
            diagram: Some(Diagram {
                position: "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
                targets: &[],
                captures: &[],
                caption: Msg("help-chess-check-and-checkmate-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-how-game-ends-heading"),
            paragraphs: &[
                Msg("help-chess-how-game-ends-1"),
                Msg("help-chess-how-game-ends-2"),
                Msg("help-chess-how-game-ends-3"),
            ],
            diagram: Some(Diagram {
                position: "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
                targets: &[],
                captures: &[],
                caption: Msg("help-chess-how-game-ends-caption"),
            }),
        },
        Section {
            heading: Msg("help-chess-options-heading"),
            paragraphs: &[Msg("help-chess-options-1")],
            diagram: None,
        },
        Section {
            heading: Msg("help-chess-computer-players-heading"),
            paragraphs: &[Msg("help-chess-computer-players-1"), ENGINE_LEVELS],
            diagram: None,
        },
    ],
};
