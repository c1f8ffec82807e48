//! Chess: the FIDE laws, piece by piece.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Chess,
    objective: "Checkmate your opponent's king: attack it so that it has no way out.",
    sections: &[
        Section {
            heading: "The board and the start",
            paragraphs: &[
                "White sits at the bottom and moves first; then the players take turns, one move each.",
                "A move is written as its two squares: e2e4 moves the piece on e2 to e4. You may also type short algebraic notation such as Nf3 or O-O.",
            ],
            diagram: Some(Diagram {
                position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                targets: &[],
                captures: &[],
                caption: "The start position: White moves first.",
            }),
        },
        Section {
            heading: "The king",
            paragraphs: &[
                "The king moves one square in any direction. It may never move onto a square that an enemy piece attacks.",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/3r4/4K3/8/8/8 w - - 0 1",
                targets: &["d5", "e3", "f3", "f4"],
                captures: &["d5"],
                caption: "The king on e4 may take the rook; the rook guards d3, d4, e5 and f5.",
            }),
        },
        Section {
            heading: "The queen",
            paragraphs: &[
                "The queen moves any number of squares in a straight line: along a rank, a file or a diagonal.",
                "Only the knight jumps. Every other piece stops before one of its own pieces, and may capture the first enemy piece in its way by taking its square.",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/1n6/8/3Q2P1/8/8/4K3 w - - 0 1",
                targets: &[
                    "a1", "a4", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3", "d5", "d6",
                    "d7", "d8", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g7", "h8",
                ],
                captures: &["b6"],
                caption: "The queen on d4 may take the knight on b6; her own pawn on g4 blocks her.",
            }),
        },
        Section {
            heading: "The rook",
            paragraphs: &["The rook moves any number of squares along a rank or a file."],
            diagram: Some(Diagram {
                position: "4k3/8/8/1p6/8/8/1R2B3/4K3 w - - 0 1",
                targets: &["a2", "b1", "b3", "b4", "b5", "c2", "d2"],
                captures: &["b5"],
                caption: "The rook on b2 may take the pawn on b5; the bishop on e2 blocks it.",
            }),
        },
        Section {
            heading: "The bishop",
            paragraphs: &[
                "The bishop moves any number of squares diagonally, so it always stays on squares of one colour.",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/6p1/1P6/8/3B4/8/4K3 w - - 0 1",
                targets: &["b1", "c2", "c4", "e2", "e4", "f1", "f5", "g6"],
                captures: &["g6"],
                caption: "The bishop on d3 may take the pawn on g6; its own pawn on b5 blocks it.",
            }),
        },
        Section {
            heading: "The knight",
            paragraphs: &[
                "The knight jumps in an L: two squares along a rank or a file, then one square to the side. It is the only piece that jumps over others.",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/8/3N4/1p6/8/4K3 w - - 0 1",
                targets: &["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"],
                captures: &["b3"],
                caption: "The knight on d4 reaches eight squares and may take the pawn on b3.",
            }),
        },
        Section {
            heading: "The pawn",
            paragraphs: &[
                "A pawn moves one square straight ahead onto an empty square. From its starting rank it may instead move two squares, if both are empty.",
                "A pawn captures one square diagonally forward, never straight ahead.",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1",
                targets: &["d3", "e3", "e4"],
                captures: &["d3"],
                caption: "The pawn on e2 may go to e3 or e4, or take the pawn on d3.",
            }),
        },
        Section {
            heading: "En passant",
            paragraphs: &[
                "When a pawn moves two squares and lands beside an enemy pawn, that pawn may take it as if it had moved only one square.",
                "This is allowed only on the very next move; after that the chance is gone.",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
                targets: &["d6", "e6"],
                captures: &["d5"],
                caption: "Black has just played d7d5: e5d6 takes the pawn on d5 en passant.",
            }),
        },
        Section {
            heading: "Promotion",
            paragraphs: &[
                "A pawn that reaches the last rank becomes a queen, rook, bishop or knight of your choice.",
                "Type the piece's letter after the move: e7e8q makes a queen, e7e8n a knight.",
            ],
            diagram: Some(Diagram {
                position: "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1",
                targets: &["d8", "e8"],
                captures: &["d8"],
                caption: "The pawn on e7 promotes on e8, or by taking the rook on d8.",
            }),
        },
        Section {
            heading: "Castling",
            paragraphs: &[
                "Once per game the king may move two squares towards one of its rooks, and that rook jumps to the square the king crossed. Write it as the king's move: e1g1 (O-O) or e1c1 (O-O-O).",
                "Neither the king nor that rook may have moved before, and every square between them must be empty.",
                "The king may not castle out of check, across a square an enemy piece attacks, or into check.",
            ],
            diagram: Some(Diagram {
                position: "4k3/8/8/7b/8/8/8/R3K2R w KQ - 0 1",
                targets: &["d2", "f1", "f2", "g1"],
                captures: &[],
                caption: "White may castle e1g1, but not e1c1: the bishop on h5 attacks d1.",
            }),
        },
        Section {
            heading: "Check and checkmate",
            paragraphs: &[
                "A king that is attacked is in check. You may never make a move that leaves your own king in check.",
                "In check you must move the king, block the attack or capture the attacker. If you cannot, it is checkmate and you have lost.",
            ],
            diagram: Some(Diagram {
                position: "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1",
                targets: &[],
                captures: &[],
                caption: "Checkmate: the rook on a8 attacks the king, whose own pawns hem it in.",
            }),
        },
        Section {
            heading: "How the game ends",
            paragraphs: &[
                "Checkmate wins. Stalemate is a draw: the player to move is not in check but has no legal move.",
                "The game is also drawn when the same position occurs for the third time, or after fifty moves by each side with no capture and no pawn move.",
                "Finally it is drawn when neither side can checkmate: king against king, king and bishop or king and knight against king, or king and bishop against king and bishop with both bishops on squares of one colour.",
            ],
            diagram: Some(Diagram {
                position: "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
                targets: &[],
                captures: &[],
                caption: "Stalemate, a draw: Black is not in check, but the king cannot move.",
            }),
        },
        Section {
            heading: "Options",
            paragraphs: &[
                "The new-game screen lets you start from any position written in FEN instead of the standard start.",
            ],
            diagram: None,
        },
        Section {
            heading: "Computer players",
            paragraphs: &[
                "The player random makes random legal moves. From the 2003 Prolog program, classic-1 (level 1) picks the move that scores best on its evaluation one ply ahead, and classic-2 (level 2) searches two plies deep with alpha-beta on the same evaluation.",
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
