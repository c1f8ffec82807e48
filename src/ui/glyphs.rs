//! How pieces look: Unicode chess pieces (the filled forms for both sides,
//! told apart by colour), Martian pyramids by size, Hasami 歩 and と.

use crate::games::{Piece, PieceKind, Side};

/// A piece's symbol and how many columns it takes.
pub fn glyph(piece: Piece) -> (&'static str, u16) {
    match (piece.kind, piece.owner) {
        (PieceKind::King, _) => ("♚", 1),
        (PieceKind::Queen, _) => ("♛", 1),
        (PieceKind::Rook, _) => ("♜", 1),
        (PieceKind::Bishop, _) => ("♝", 1),
        (PieceKind::Knight, _) => ("♞", 1),
        (PieceKind::Pawn, _) => ("♟", 1),
        (PieceKind::Drone, _) => ("◆", 1),
        (PieceKind::Stone, Side::One) => ("歩", 2),
        (PieceKind::Stone, Side::Two) => ("と", 2),
    }
}
