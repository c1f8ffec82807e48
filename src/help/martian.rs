//! Martian Chess: pieces belong to whoever's zone they stand in.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Martian,
    objective: "Score the most points by capturing across the canal, until a zone is empty.",
    sections: &[
        Section {
            heading: "The board and the start",
            paragraphs: &[
                "Martian Chess is played on half a chessboard: 4 files (a-d) by 8 ranks. Player 1's zone is ranks 1-4, player 2's is ranks 5-8, and the line between them is the canal.",
                "Each player starts with three queens, three drones and three pawns in a corner. Player 1 moves first, unless the new-game screen says otherwise.",
            ],
            diagram: Some(Diagram {
                position: "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0",
                targets: &[],
                captures: &[],
                caption: "The start position: player 1 at the bottom left, player 2 top right.",
            }),
        },
        Section {
            heading: "Pieces have no colour",
            paragraphs: &[
                "You control exactly the pieces that stand in your zone, whoever brought them there. A piece you move across the canal becomes your opponent's.",
                "You must move on your turn. No piece jumps over another.",
            ],
            diagram: None,
        },
        Section {
            heading: "The pawn",
            paragraphs: &["A pawn moves one square diagonally, in any of the four directions."],
            diagram: Some(Diagram {
                position: "4/4/4/2d1/1p2/4/4/4 1 0 0 - 0",
                targets: &["a3", "a5", "c3", "c5"],
                captures: &["c5"],
                caption: "The pawn on b4 may take the drone on c5 for 2 points.",
            }),
        },
        Section {
            heading: "The drone",
            paragraphs: &[
                "A drone moves one or two squares along a rank or a file, in any direction.",
            ],
            diagram: Some(Diagram {
                position: "4/4/2p1/4/1pd1/4/4/q3 1 0 0 - 0",
                targets: &["c2", "c3", "c5", "c6", "d4"],
                captures: &["c6"],
                caption: "The drone on c4 may take the pawn on c6; your pawn on b4 blocks it.",
            }),
        },
        Section {
            heading: "The queen",
            paragraphs: &[
                "A queen moves any distance in a straight line: along a rank, a file or a diagonal.",
            ],
            diagram: Some(Diagram {
                position: "4/1d2/4/3p/4/1q2/4/4 1 0 0 - 0",
                targets: &[
                    "a2", "a3", "a4", "b1", "b2", "b4", "b5", "b6", "b7", "c2", "c3", "c4", "d1",
                    "d3", "d5",
                ],
                captures: &["b7", "d5"],
                caption: "The queen on b3 may take the drone on b7 or the pawn on d5.",
            }),
        },
        Section {
            heading: "Capturing and scoring",
            paragraphs: &[
                "Moving onto a piece in your opponent's zone captures it. You score 3 points for a queen, 2 for a drone and 1 for a pawn.",
                "The piece you moved stays on that square, so it now belongs to your opponent.",
                "You may not move onto a piece in your own zone, except by field promotion.",
            ],
            diagram: None,
        },
        Section {
            heading: "Field promotion",
            paragraphs: &[
                "If you have no queen in your zone, you may move a drone onto one of your pawns, or a pawn onto one of your drones: the two merge into a queen.",
                "If you have no drone, you may move a pawn onto another of your pawns to make a drone.",
            ],
            diagram: Some(Diagram {
                position: "4/2q1/4/4/4/1p2/1d2/4 1 0 0 - 0",
                targets: &["a2", "b1", "b3", "c2", "d2"],
                captures: &[],
                caption: "You have no queen: the drone on b2 may merge with the pawn on b3.",
            }),
        },
        Section {
            heading: "No rejection",
            paragraphs: &[
                "If your opponent's last move carried a piece across the canal, you may not move that piece straight back to the square it came from.",
                "This holds for that one turn, whether or not the move would capture.",
            ],
            diagram: Some(Diagram {
                position: "4/4/2p1/4/1d2/4/4/q3 1 0 0 b5b4 1",
                targets: &["a4", "b2", "b3", "b6", "c4", "d4"],
                captures: &[],
                caption: "Player 2 just played b5b4: the drone is yours, but may not go to b5.",
            }),
        },
        Section {
            heading: "How the game ends",
            paragraphs: &[
                "The game ends as soon as either zone is empty after a move. The higher score wins; on a tie, the player who made the last move wins.",
                "It also ends when the player to move has no legal move, or after 27 moves in a row without a capture. Then the higher score wins and a tie is a draw.",
            ],
            diagram: None,
        },
        Section {
            heading: "Options",
            paragraphs: &[
                "First player: player 1 (the default), player 2 or random.",
                "Stall rule: 27 moves in a row without a capture end the game (the default), or call the clock. With call the clock, a player may call it on their turn by typing a move with ! after it (press : and type c3d4!), and from then on 7 moves without a capture end the game.",
            ],
            diagram: None,
        },
        Section {
            heading: "Computer players",
            paragraphs: &[
                "The players random and classic-easy make random legal moves. From the 2016 Prolog program, classic-hard captures the most valuable piece it can, and otherwise moves at random.",
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
