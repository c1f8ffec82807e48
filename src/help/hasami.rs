//! Hasami Shogi: pieces move like rooks and capture by sandwiching.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Hasami,
    objective: "Capture enemy pieces by sandwiching them; leave your opponent two or fewer.",
    sections: &[
        Section {
            heading: "The board and the start",
            paragraphs: &[
                "Each player has nine pieces on a 9x9 board, with files a-i and ranks 1-9.",
                "Black (player 1) starts on rank 1 and moves first, unless the new-game screen says otherwise. White (player 2) starts on rank 9.",
            ],
            diagram: Some(Diagram {
                position: "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0",
                targets: &[],
                captures: &[],
                caption: "The start position: Black moves first.",
            }),
        },
        Section {
            heading: "Moving",
            paragraphs: &[
                "A piece moves like a rook in chess: any number of empty squares along a rank or a file. It cannot jump over other pieces.",
                "A piece always lands on an empty square; nothing is captured by landing on it.",
            ],
            diagram: Some(Diagram {
                position: "ooo6/9/4o4/9/1X2X4/9/9/9/6XXX 1 0",
                targets: &[
                    "c5", "d5", "e1", "e2", "e3", "e4", "e6", "f5", "g5", "h5", "i5",
                ],
                captures: &[],
                caption: "The piece on e5 moves until another piece or the edge stops it.",
            }),
        },
        Section {
            heading: "Capturing by sandwich",
            paragraphs: &[
                "After your move, look along the ranks and files from the piece you moved, in all four directions. A line of one or more enemy pieces closed at the far end by another of your pieces is captured.",
                "Diagonals never capture.",
            ],
            diagram: Some(Diagram {
                position: "ooo6/9/9/X8/4o4/4X4/9/9/6XX1 1 0",
                targets: &[
                    "a1", "a2", "a3", "a4", "a5", "a7", "a8", "b6", "c6", "d6", "e6", "f6", "g6",
                    "h6", "i6",
                ],
                captures: &["e5"],
                caption: "Moving a6e6 sandwiches the piece on e5 against e4 and captures it.",
            }),
        },
        Section {
            heading: "Two lines at once",
            paragraphs: &[
                "One move can capture in several directions at once, and a line may be several pieces long.",
            ],
            diagram: Some(Diagram {
                position: "ooo6/4X4/4o4/4o4/2Xo5/9/9/9/4X1XX1 1 0",
                targets: &["a1", "b1", "c1", "d1", "e2", "e3", "e4", "e5", "f1"],
                captures: &["d5", "e6", "e7"],
                caption: "The move e1e5 captures d5 (against c5) and both e6 and e7 (against e8).",
            }),
        },
        Section {
            heading: "Corner capture",
            paragraphs: &[
                "An enemy piece in a corner is captured when your move occupies the second of the two squares next to it.",
            ],
            diagram: Some(Diagram {
                position: "oX5oo/3X5/9/9/9/9/9/9/6XX1 1 0",
                targets: &[
                    "a8", "b8", "c8", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d9", "e8", "f8",
                    "g8", "h8", "i8",
                ],
                captures: &["a9"],
                caption: "The move d8a8 captures the piece in the corner, since b9 is already yours.",
            }),
        },
        Section {
            heading: "Moving into a sandwich is safe",
            paragraphs: &[
                "Only the player who moves captures. You may move a piece between two enemy pieces and it stays on the board.",
            ],
            diagram: Some(Diagram {
                position: "ooo6/9/9/9/3o1o3/9/9/9/4X1XX1 1 0",
                targets: &[
                    "a1", "b1", "c1", "d1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "f1",
                ],
                captures: &[],
                caption: "The move e1e5 is safe: the pieces on d5 and f5 do not capture it.",
            }),
        },
        Section {
            heading: "How the game ends",
            paragraphs: &[
                "With the default win condition, a player left with two pieces or fewer loses. A player with no legal move loses too.",
                "A position repeated three times, or 100 moves in a row without a capture, is a draw.",
            ],
            diagram: None,
        },
        Section {
            heading: "Options",
            paragraphs: &[
                "First player: player 1 (the default), player 2 or random.",
                "Win condition: the opponent is down to two pieces (the default), or down to one piece. Or else five captures, or three more captures than the opponent when your turn comes.",
                "Corner capture: on (the default) or off.",
                "Edge capture: off (the default) or on. When on, a line of enemy pieces along an edge is captured when your move fills every square next to it: its ends along the edge, unless a corner, and each square beside it towards the centre.",
            ],
            diagram: None,
        },
        Section {
            heading: "Computer players",
            paragraphs: &[
                "The players random and classic-random make random legal moves. From the 2010 Prolog program, classic-greedy makes the move that captures most; when none captures, it picks at random a move after which you cannot capture.",
                "Also from that program, classic-minimax looks two moves ahead, or three when it has fewer than five pieces, counting the pieces each side has.",
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
