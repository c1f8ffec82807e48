//! Chess: each piece, the pawn's special moves, castling, check, mate
//! and stalemate.

use super::Goal::{Becomes, Mate, OneOf, Stalemate, Take, To};
use super::{Lesson, Step, Trap};
use crate::games::{GameId, PieceKind};

const KING: Lesson = Lesson {
    game: GameId::Chess,
    id: "king",
    title: msg!("lesson-chess-king-title"),
    steps: &[Step::new(
        "4k3/8/8/3r4/4K3/8/8/8 w - - 0 1",
        msg!("lesson-chess-king-step1-task"),
        msg!("lesson-chess-king-step1-hint"),
        Take("d5"),
        msg!("lesson-chess-king-step1-wrong"),
    )],
};

const QUEEN: Lesson = Lesson {
    game: GameId::Chess,
    id: "queen",
    title: msg!("lesson-chess-queen-title"),
    steps: &[Step::new(
        "4k3/8/1n6/8/3Q2P1/8/8/4K3 w - - 0 1",
        msg!("lesson-chess-queen-step1-task"),
        msg!("lesson-chess-queen-step1-hint"),
        Take("b6"),
        msg!("lesson-chess-queen-step1-wrong"),
    )],
};

const ROOK: Lesson = Lesson {
    game: GameId::Chess,
    id: "rook",
    title: msg!("lesson-chess-rook-title"),
    steps: &[Step::new(
        "4k3/8/8/1p6/8/8/1R6/4K3 w - - 0 1",
        msg!("lesson-chess-rook-step1-task"),
        msg!("lesson-chess-rook-step1-hint"),
        Take("b5"),
        msg!("lesson-chess-rook-step1-wrong"),
    )],
};

const BISHOP: Lesson = Lesson {
    game: GameId::Chess,
    id: "bishop",
    title: msg!("lesson-chess-bishop-title"),
    steps: &[Step::new(
        "4k3/8/6p1/1P6/8/3B4/8/4K3 w - - 0 1",
        msg!("lesson-chess-bishop-step1-task"),
        msg!("lesson-chess-bishop-step1-hint"),
        Take("g6"),
        msg!("lesson-chess-bishop-step1-wrong"),
    )],
};

const KNIGHT: Lesson = Lesson {
    game: GameId::Chess,
    id: "knight",
    title: msg!("lesson-chess-knight-title"),
    steps: &[Step::new(
        "4k3/8/8/8/3N4/1p6/8/4K3 w - - 0 1",
        msg!("lesson-chess-knight-step1-task"),
        msg!("lesson-chess-knight-step1-hint"),
        Take("b3"),
        msg!("lesson-chess-knight-step1-wrong"),
    )],
};

const PAWN: Lesson = Lesson {
    game: GameId::Chess,
    id: "pawn",
    title: msg!("lesson-chess-pawn-title"),
    steps: &[
        Step::new(
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            msg!("lesson-chess-pawn-step1-task"),
            msg!("lesson-chess-pawn-step1-hint"),
            To("e4"),
            msg!("lesson-chess-pawn-step1-wrong"),
        ),
        Step::new(
            "4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1",
            msg!("lesson-chess-pawn-step2-task"),
            msg!("lesson-chess-pawn-step2-hint"),
            Take("d3"),
            msg!("lesson-chess-pawn-step2-wrong"),
        )
        .illegal(msg!("lesson-chess-pawn-step2-illegal")),
    ],
};

const EN_PASSANT: Lesson = Lesson {
    game: GameId::Chess,
    id: "en-passant",
    title: msg!("lesson-chess-en-passant-title"),
    steps: &[Step::new(
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        msg!("lesson-chess-en-passant-step1-task"),
        msg!("lesson-chess-en-passant-step1-hint"),
        Take("d5"),
        msg!("lesson-chess-en-passant-step1-wrong"),
    )],
};

const PROMOTION: Lesson = Lesson {
    game: GameId::Chess,
    id: "promotion",
    title: msg!("lesson-chess-promotion-title"),
    steps: &[
        Step::new(
            "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1",
            msg!("lesson-chess-promotion-step1-task"),
            msg!("lesson-chess-promotion-step1-hint"),
            Becomes(PieceKind::Queen),
            msg!("lesson-chess-promotion-step1-wrong"),
        ),
        Step::new(
            "3r2k1/4Pppp/8/8/8/8/8/4K3 w - - 0 1",
            msg!("lesson-chess-promotion-step2-task"),
            msg!("lesson-chess-promotion-step2-hint"),
            Mate,
            msg!("lesson-chess-promotion-step2-wrong"),
        ),
    ],
};

const CASTLING: Lesson = Lesson {
    game: GameId::Chess,
    id: "castling",
    title: msg!("lesson-chess-castling-title"),
    steps: &[
        Step::new(
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            msg!("lesson-chess-castling-step1-task"),
            msg!("lesson-chess-castling-step1-hint"),
            OneOf(&["e1g1", "e1c1"]),
            msg!("lesson-chess-castling-step1-wrong"),
        ),
        Step::new(
            "4k3/8/8/7b/8/8/8/R3K2R w KQ - 0 1",
            msg!("lesson-chess-castling-step2-task"),
            msg!("lesson-chess-castling-step2-hint"),
            OneOf(&["e1g1", "e1c1"]),
            msg!("lesson-chess-castling-step1-wrong"),
        )
        .illegal(msg!("lesson-chess-castling-step2-illegal")),
    ],
};

const CHECKMATE: Lesson = Lesson {
    game: GameId::Chess,
    id: "checkmate",
    title: msg!("lesson-chess-checkmate-title"),
    steps: &[
        Step::new(
            "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
            msg!("lesson-chess-checkmate-step1-task"),
            msg!("lesson-chess-checkmate-step1-hint"),
            Take("e2"),
            msg!("lesson-chess-checkmate-step1-wrong"),
        )
        .illegal(msg!("lesson-chess-checkmate-step1-illegal")),
        Step::new(
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            msg!("lesson-chess-checkmate-step2-task"),
            msg!("lesson-chess-checkmate-step2-hint"),
            Mate,
            msg!("lesson-chess-checkmate-wrong"),
        ),
        Step::new(
            "6k1/8/6K1/8/8/8/8/1Q6 w - - 0 1",
            msg!("lesson-chess-checkmate-step3-task"),
            msg!("lesson-chess-checkmate-step3-hint"),
            Mate,
            msg!("lesson-chess-checkmate-wrong"),
        ),
    ],
};

const STALEMATE: Lesson = Lesson {
    game: GameId::Chess,
    id: "stalemate",
    title: msg!("lesson-chess-stalemate-title"),
    steps: &[Step::new(
        "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1",
        msg!("lesson-chess-stalemate-step1-task"),
        msg!("lesson-chess-stalemate-step1-hint"),
        Mate,
        msg!("lesson-chess-checkmate-wrong"),
    )
    .traps(&[Trap {
        when: Stalemate,
        say: msg!("lesson-chess-stalemate-step1-stalemate"),
    }])],
};

pub(super) const LESSONS: &[Lesson] = &[
    KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, EN_PASSANT, PROMOTION, CASTLING, CHECKMATE, STALEMATE,
];
