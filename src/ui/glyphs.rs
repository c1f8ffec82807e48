//! How pieces look: Unicode chess pieces (the filled forms for both sides,
//! told apart by colour; Martian drones as ◆), Hasami stones or the kanji
//! 歩 and と; or ASCII letters, player 1 in capitals. (The large figures
//! live in [`super::figures`]; where they do not fit, the Unicode symbols
//! stand in.)

pub use crate::app::settings::PieceSet;
use crate::games::{Piece, PieceKind, Side};

/// A piece's symbol in a piece set, and how many columns it takes.
pub fn glyph_in(piece: Piece, set: PieceSet) -> (&'static str, u16) {
    match set {
        PieceSet::Figures | PieceSet::Unicode => glyph(piece),
        PieceSet::Ascii => (letter(piece), 1),
        PieceSet::Kanji => match (piece.kind, piece.owner) {
            (PieceKind::Stone, Side::One) => ("歩", 2),
            (PieceKind::Stone, Side::Two) => ("と", 2),
            _ => glyph(piece),
        },
    }
}

fn letter(piece: Piece) -> &'static str {
    let one = piece.owner == Side::One;
    match piece.kind {
        PieceKind::King => {
            if one {
                "K"
            } else {
                "k"
            }
        }
        PieceKind::Queen => {
            if one {
                "Q"
            } else {
                "q"
            }
        }
        PieceKind::Rook => {
            if one {
                "R"
            } else {
                "r"
            }
        }
        PieceKind::Bishop => {
            if one {
                "B"
            } else {
                "b"
            }
        }
        PieceKind::Knight => {
            if one {
                "N"
            } else {
                "n"
            }
        }
        PieceKind::Pawn => {
            if one {
                "P"
            } else {
                "p"
            }
        }
        PieceKind::Drone => {
            if one {
                "D"
            } else {
                "d"
            }
        }
        PieceKind::Stone => {
            if one {
                "X"
            } else {
                "O"
            }
        }
    }
}

/// A piece's Unicode symbol, one column wide, the same for both sides.
fn glyph(piece: Piece) -> (&'static str, u16) {
    let symbol = match piece.kind {
        PieceKind::King => "♚",
        PieceKind::Queen => "♛",
        PieceKind::Rook => "♜",
        PieceKind::Bishop => "♝",
        PieceKind::Knight => "♞",
        PieceKind::Pawn => "♟",
        PieceKind::Drone => "◆",
        PieceKind::Stone => "●",
    };
    (symbol, 1)
}
