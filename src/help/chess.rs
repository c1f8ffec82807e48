//! Chess: the FIDE laws, piece by piece.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Chess,
    name: msg!("help-chess-name"),
    objective: msg!("help-chess-objective"),
    sections: &[
        Section {
            heading: msg!("help-chess-board-and-start-heading"),
            lesson: Some("pawn"),
            paragraphs: &[
                msg!("help-chess-board-and-start-1"),
                msg!("help-chess-board-and-start-2"),
            ],
            diagram: Some(Diagram {
                position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                targets: &[],
                captures: &[],
                caption: msg!("help-chess-board-and-start-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-king-heading"),
            lesson: Some("king"),
            paragraphs: &[msg!("help-chess-king-1")],
            diagram: Some(Diagram {
                position: "4k3/8/8/3r4/4K3/8/8/8 w - - 0 1",
                targets: &["d5", "e3", "f3", "f4"],
                captures: &["d5"],
                caption: msg!("help-chess-king-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-queen-heading"),
            lesson: Some("queen"),
            paragraphs: &[msg!("help-chess-queen-1"), msg!("help-chess-queen-2")],
            diagram: Some(Diagram {
                position: "4k3/8/1n6/8/3Q2P1/8/8/4K3 w - - 0 1",
                targets: &[
                    "a1", "a4", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3", "d5", "d6",
                    "d7", "d8", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g7", "h8",
                ],
                captures: &["b6"],
                caption: msg!("help-chess-queen-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-rook-heading"),
            lesson: Some("rook"),
            paragraphs: &[msg!("help-chess-rook-1")],
            diagram: Some(Diagram {
                position: "4k3/8/8/1p6/8/8/1R2B3/4K3 w - - 0 1",
                targets: &["a2", "b1", "b3", "b4", "b5", "c2", "d2"],
                captures: &["b5"],
                caption: msg!("help-chess-rook-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-bishop-heading"),
            lesson: Some("bishop"),
            paragraphs: &[msg!("help-chess-bishop-1")],
            diagram: Some(Diagram {
                position: "4k3/8/6p1/1P6/8/3B4/8/4K3 w - - 0 1",
                targets: &["b1", "c2", "c4", "e2", "e4", "f1", "f5", "g6"],
                captures: &["g6"],
                caption: msg!("help-chess-bishop-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-knight-heading"),
            lesson: Some("knight"),
            paragraphs: &[msg!("help-chess-knight-1")],
            diagram: Some(Diagram {
                position: "4k3/8/8/8/3N4/1p6/8/4K3 w - - 0 1",
                targets: &["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"],
                captures: &["b3"],
                caption: msg!("help-chess-knight-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-pawn-heading"),
            lesson: Some("pawn"),
            paragraphs: &[msg!("help-chess-pawn-1"), msg!("help-chess-pawn-2")],
            diagram: Some(Diagram {
                position: "4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1",
                targets: &["d3", "e3", "e4"],
                captures: &["d3"],
                caption: msg!("help-chess-pawn-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-en-passant-heading"),
            lesson: Some("en-passant"),
            paragraphs: &[
                msg!("help-chess-en-passant-1"),
                msg!("help-chess-en-passant-2"),
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
                targets: &["d6", "e6"],
                captures: &["d5"],
                caption: msg!("help-chess-en-passant-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-promotion-heading"),
            lesson: Some("promotion"),
            paragraphs: &[
                msg!("help-chess-promotion-1"),
                msg!("help-chess-promotion-2"),
            ],
            diagram: Some(Diagram {
                position: "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1",
                targets: &["d8", "e8"],
                captures: &["d8"],
                caption: msg!("help-chess-promotion-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-castling-heading"),
            lesson: Some("castling"),
            paragraphs: &[
                msg!("help-chess-castling-1"),
                msg!("help-chess-castling-2"),
                msg!("help-chess-castling-3"),
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/7b/8/8/8/R3K2R w KQ - 0 1",
                targets: &["d2", "f1", "f2", "g1"],
                captures: &[],
                caption: msg!("help-chess-castling-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-check-and-checkmate-heading"),
            lesson: Some("checkmate"),
            paragraphs: &[
                msg!("help-chess-check-and-checkmate-1"),
                msg!("help-chess-check-and-checkmate-2"),
            ],
            diagram: Some(Diagram {
                position: "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
                targets: &[],
                captures: &[],
                caption: msg!("help-chess-check-and-checkmate-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-how-game-ends-heading"),
            lesson: Some("stalemate"),
            paragraphs: &[
                msg!("help-chess-how-game-ends-1"),
                msg!("help-chess-how-game-ends-2"),
                msg!("help-chess-how-game-ends-3"),
            ],
            diagram: Some(Diagram {
                position: "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
                targets: &[],
                captures: &[],
                caption: msg!("help-chess-how-game-ends-caption"),
            }),
        },
        Section {
            heading: msg!("help-chess-options-heading"),
            lesson: None,
            paragraphs: &[msg!("help-chess-options-1")],
            diagram: None,
        },
        Section {
            heading: msg!("help-chess-computer-players-heading"),
            lesson: None,
            paragraphs: &[msg!("help-chess-computer-players-1"), ENGINE_LEVELS],
            diagram: None,
        },
    ],
};
