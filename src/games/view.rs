//! What an interface needs to know about one position, worked out once
//! when the position arrives: every legal move with its squares, the
//! squares it captures and its text, and the king in check. Interfaces ask
//! this view instead of formatting moves and parsing them back.

use std::ops::Range;

use super::{Coord, Game, MoveSquares, PieceKind};

/// The legal moves of a position and the king in check, for drawing and
/// for turning clicks into moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionView {
    moves: Vec<Entry>,
    /// Every move's captured squares, back to back; each entry holds its
    /// range, so a capture costs no allocation of its own.
    captured: Vec<Coord>,
    checked_king: Option<Coord>,
}

/// One legal move as stored in the view.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    squares: MoveSquares,
    captures: Range<usize>,
    coordinates: String,
    display: String,
}

/// One legal move, borrowed from a [`PositionView`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalMove<'a> {
    pub from: Coord,
    pub to: Coord,
    /// The piece a chess pawn becomes.
    pub promotion: Option<PieceKind>,
    /// The squares whose pieces the move takes; empty for a quiet move.
    pub captures: &'a [Coord],
    /// Coordinates of NOTATION.md (`e7e8q`, `d2c3!`): what `play_text`
    /// reads back.
    pub coordinates: &'a str,
    /// The move as the move list shows it (SAN in the chess games).
    pub display: &'a str,
}

impl LegalMove<'_> {
    pub fn is_capture(&self) -> bool {
        !self.captures.is_empty()
    }

    /// The squares to highlight, as the last move and hints carry them.
    pub fn squares(&self) -> MoveSquares {
        MoveSquares {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }
}

impl PositionView {
    /// The view of `game`'s position.
    pub fn of<G: Game>(game: &G) -> PositionView {
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        let mut view = PositionView {
            moves: Vec::with_capacity(legal.len()),
            captured: Vec::new(),
            checked_king: game.checked_king(),
        };
        for mv in legal {
            let start = view.captured.len();
            game.captured_squares(mv, &mut view.captured);
            view.moves.push(Entry {
                squares: game.move_squares(mv),
                captures: start..view.captured.len(),
                coordinates: game.format_move(mv),
                display: game.display_move(mv),
            });
        }
        view
    }

    /// Every legal move, in the game's generation order; none when the
    /// position is over.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = LegalMove<'_>> + '_ {
        self.moves.iter().map(|entry| self.borrow(entry))
    }

    /// The legal moves of the piece on `from`.
    pub fn moves_from(&self, from: Coord) -> impl Iterator<Item = LegalMove<'_>> + '_ {
        self.moves().filter(move |mv| mv.from == from)
    }

    /// The legal moves from `from` to `to`: one, or one per promotion
    /// piece, or none.
    pub fn moves_between(
        &self,
        from: Coord,
        to: Coord,
    ) -> impl Iterator<Item = LegalMove<'_>> + '_ {
        self.moves_from(from).filter(move |mv| mv.to == to)
    }

    /// Whether the piece on `from` has a legal move.
    pub fn can_move(&self, from: Coord) -> bool {
        self.moves_from(from).next().is_some()
    }

    /// The squares the piece on `from` can reach, each once, with whether
    /// going there captures (a board widget's target marks).
    pub fn targets(&self, from: Coord) -> Vec<(Coord, bool)> {
        let mut targets: Vec<(Coord, bool)> = Vec::new();
        for mv in self.moves_from(from) {
            if !targets.iter().any(|(to, _)| *to == mv.to) {
                targets.push((mv.to, mv.is_capture()));
            }
        }
        targets
    }

    /// The king of the side to move if it stands in check.
    pub fn checked_king(&self) -> Option<Coord> {
        self.checked_king
    }

    fn borrow<'a>(&'a self, entry: &'a Entry) -> LegalMove<'a> {
        LegalMove {
            from: entry.squares.from,
            to: entry.squares.to,
            promotion: entry.squares.promotion,
            captures: self.captured.get(entry.captures.clone()).unwrap_or(&[]),
            coordinates: &entry.coordinates,
            display: &entry.display,
        }
    }
}
