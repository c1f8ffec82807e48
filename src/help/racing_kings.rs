//! Racing Kings: a race to the eighth rank in which nobody may give check.

use super::{Diagram, ENGINE_LEVELS, Page, Section};
use crate::games::GameId;

pub(super) static PAGE: Page = Page {
    game: GameId::RacingKings,
    objective: "Be the first to bring your king to the eighth rank, the top row of the board.",
    sections: &[
        Section {
            heading: "The start",
            paragraphs: &[
                "Both sides start side by side on the first two ranks: White on the right, Black on the left. White moves first.",
                "There are no pawns, so there is no promotion and no en passant, and there is no castling.",
            ],
            diagram: Some(Diagram {
                position: "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
                targets: &[],
                captures: &[],
                caption: "The start position: White moves first.",
            }),
        },
        Section {
            heading: "How the pieces move",
            paragraphs: &[
                "Every piece moves and captures as in chess. The king moves one square in any direction, the queen any distance along ranks, files and diagonals, the rook along ranks and files, and the bishop along diagonals.",
                "The knight jumps in an L: two squares along a rank or a file, then one to the side. The other pieces cannot jump.",
                "A king may never move onto a square an enemy piece attacks.",
            ],
            diagram: Some(Diagram {
                position: "8/8/3r4/8/8/4K3/8/7k w - - 0 1",
                targets: &["e2", "e4", "f2", "f3", "f4"],
                captures: &[],
                caption: "The king on e3 may not step onto the d-file: the rook on d6 attacks it.",
            }),
        },
        Section {
            heading: "No checks, ever",
            paragraphs: &[
                "A move is legal only if afterwards neither king is in check. You may not give check, and you may not put or leave your own king in check.",
            ],
            diagram: Some(Diagram {
                position: "8/8/8/8/7k/8/8/3R1K2 w - - 0 1",
                targets: &["a1", "b1", "c1", "d2", "d3", "d5", "d6", "d7", "d8", "e1"],
                captures: &[],
                caption: "The rook on d1 may not go to d4, where it would check the king on h4.",
            }),
        },
        Section {
            heading: "Black's last chance",
            paragraphs: &[
                "White moves first, so when White's king reaches the eighth rank, Black gets one more move.",
                "If Black's king can also reach the eighth rank on that move, Black plays on, and only that king move draws; any other move loses. If it cannot, White wins at once.",
            ],
            diagram: Some(Diagram {
                position: "3K4/1k6/8/8/8/8/8/8 b - - 0 1",
                targets: &["a6", "a7", "a8", "b6", "b8", "c6"],
                captures: &[],
                caption: "White's king is on d8: Black draws only with b7a8 or b7b8.",
            }),
        },
        Section {
            heading: "How the game ends",
            paragraphs: &[
                "With White to move, if exactly one king is on the eighth rank that side has won, and if both are the game is drawn. Black's king reaching the eighth rank first wins at once.",
                "Stalemate is a draw, except in the case above, which White wins. A position repeated three times, or 100 moves in a row (fifty by each side) without a capture, is a draw.",
                "There is no rule of insufficient material.",
            ],
            diagram: None,
        },
        Section {
            heading: "Options",
            paragraphs: &[
                "There is nothing to choose: every game starts from the position above, White to move.",
            ],
            diagram: None,
        },
        Section {
            heading: "Computer players",
            paragraphs: &[
                "The player random makes random legal moves. From the 2017 Prolog program, classic-smart (somewhat smart) moves its king to a higher rank when it can, choosing at random, and otherwise plays a random move.",
                ENGINE_LEVELS,
            ],
            diagram: None,
        },
    ],
};
