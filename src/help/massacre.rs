//! Massacre Chess: a full board of chess pieces where every move captures.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::Massacre,
    objective: "Capture on every move: the first player who cannot capture loses.",
    sections: &[
        Section {
            heading: "The deal",
            paragraphs: &[
                "The board starts full. Each side has 8 queens, 8 rooks, 8 bishops and 8 knights, and no king or pawn.",
                "The 64 pieces are dealt to the squares at random from a deal number, shown during the game as, for example, Massacre #48213. The same number always deals the same board.",
                "White moves first, unless the first player is drawn at random.",
            ],
            diagram: Some(Diagram {
                position: "bqRqnRRB/rrBrrnnn/qrnQbRqN/RbNQNbBB/BqNQQnrQ/bnRrNQbb/qQNbnRBN/QNqBRrqB w - - 0 1",
                targets: &[],
                captures: &[],
                caption: "A sample deal; your board is dealt from the number shown in the game.",
            }),
        },
        Section {
            heading: "Every move must capture",
            paragraphs: &[
                "Every move must capture an opponent's piece; a move onto an empty square is not allowed.",
                "Pieces move as in chess. Knights jump; the others stop at the first piece in their way and may capture it if it is an enemy.",
            ],
            diagram: None,
        },
        Section {
            heading: "The queen",
            paragraphs: &["The queen captures any distance along a rank, a file or a diagonal."],
            diagram: Some(Diagram {
                position: "8/3r4/1n1b4/8/3Q4/8/5b2/8 w - - 0 1",
                targets: &["b6", "d6", "f2"],
                captures: &["b6", "d6", "f2"],
                caption: "The queen on d4 may take on b6, d6 or f2; d7 hides behind d6.",
            }),
        },
        Section {
            heading: "The rook",
            paragraphs: &["The rook captures any distance along a rank or a file."],
            diagram: Some(Diagram {
                position: "8/8/8/r7/8/8/8/R3n3 w - - 0 1",
                targets: &["a5", "e1"],
                captures: &["a5", "e1"],
                caption: "The rook on a1 may take on a5 or e1, and go nowhere else.",
            }),
        },
        Section {
            heading: "The bishop",
            paragraphs: &["The bishop captures any distance along a diagonal."],
            diagram: Some(Diagram {
                position: "8/8/8/8/5q2/n7/8/2B5 w - - 0 1",
                targets: &["a3", "f4"],
                captures: &["a3", "f4"],
                caption: "The bishop on c1 may take on a3 or f4.",
            }),
        },
        Section {
            heading: "The knight",
            paragraphs: &[
                "The knight jumps in an L: two squares along a rank or a file, then one to the side, over any piece between.",
            ],
            diagram: Some(Diagram {
                position: "8/8/8/8/8/5r1b/4q3/6N1 w - - 0 1",
                targets: &["e2", "f3", "h3"],
                captures: &["e2", "f3", "h3"],
                caption: "The knight on g1 may take on e2, f3 or h3.",
            }),
        },
        Section {
            heading: "How the game ends",
            paragraphs: &[
                "The player to move who has no capture loses. That includes a player with no pieces left.",
                "There are no draws.",
            ],
            diagram: Some(Diagram {
                position: "8/8/8/3q4/8/8/8/N7 w - - 0 1",
                targets: &[],
                captures: &[],
                caption: "White has no capture, so White loses.",
            }),
        },
        Section {
            heading: "Options",
            paragraphs: &[
                "First player: White (the default) or random.",
                "Deal number: the board is shuffled from it, so entering a number you have seen replays that deal.",
            ],
            diagram: None,
        },
        Section {
            heading: "Computer players",
            paragraphs: &[
                "The players random and classic-easy make random captures. From the 2017 Prolog program, classic-medium takes a queen if it can, else a rook, else a bishop, else a knight.",
                "Also from that program, classic-hard plays the capture after which the piece it moved has the most captures of its own.",
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
