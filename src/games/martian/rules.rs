//! How Martian pieces move, capture and merge, and why a move is refused.

use std::ops::Range;

use super::board::{self, step};
use super::{
    Bitboard, Clock, Crossing, FILES, Kind, Martian, Move, RANKS, Square, coord, zone_bits,
    zone_of_square,
};
use crate::games::{Illegal, PieceKind};

/// Directions of [`board::DIRECTIONS`]: its first four are orthogonal, its
/// last four diagonal.
const ORTHOGONAL: Range<usize> = 0..4;
const DIAGONAL: Range<usize> = 4..8;
const EVERY: Range<usize> = 0..8;

/// The directions a piece moves in and how far it reaches.
fn reach(kind: Kind) -> (Range<usize>, u8) {
    match kind {
        Kind::Pawn => (DIAGONAL, 1),
        Kind::Drone => (ORTHOGONAL, 2),
        Kind::Queen => (EVERY, RANKS),
    }
}

/// The piece two of one's own pieces merge into by field promotion.
fn merge(mover: Kind, target: Kind) -> Option<Kind> {
    match (mover, target) {
        (Kind::Drone, Kind::Pawn) | (Kind::Pawn, Kind::Drone) => Some(Kind::Queen),
        (Kind::Pawn, Kind::Pawn) => Some(Kind::Drone),
        _ => None,
    }
}

/// Why a piece may not land on one of its owner's pieces.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Refusal {
    OwnPiece,
    /// Field promotion into this kind, which the zone already holds.
    AlreadyHas(Kind),
}

impl Refusal {
    pub(super) fn reason(self) -> Illegal {
        match self {
            Refusal::OwnPiece => Illegal::OntoOwn,
            Refusal::AlreadyHas(kind) => Illegal::FieldPromotionHeld(kind.piece_kind()),
        }
    }
}

/// Which kinds the side to move already has in its zone, for field promotion.
#[derive(Clone, Copy)]
struct Holdings {
    queen: bool,
    drone: bool,
}

impl Holdings {
    /// Whether `mover` may land on the own `target`: only a merge into a
    /// kind the zone lacks.
    fn landing(self, mover: Kind, target: Kind) -> Result<(), Refusal> {
        match merge(mover, target) {
            None => Err(Refusal::OwnPiece),
            Some(Kind::Queen) if self.queen => Err(Refusal::AlreadyHas(Kind::Queen)),
            Some(Kind::Drone) if self.drone => Err(Refusal::AlreadyHas(Kind::Drone)),
            Some(_) => Ok(()),
        }
    }
}

impl Martian {
    fn holdings(&self) -> Holdings {
        let zone = zone_bits(self.side);
        Holdings {
            queen: self.board.of(Kind::Queen) & zone != 0,
            drone: self.board.of(Kind::Drone) & zone != 0,
        }
    }

    fn rejected(&self, from: Square, to: Square) -> bool {
        self.last_cross == Some(Crossing { from: to, to: from })
    }

    /// Calls `visit(from, to)` for every legal move (without the clock
    /// call) that ends on `onto`, until it returns false. None once a zone
    /// is empty.
    pub(super) fn visit_moves(
        &self,
        onto: Bitboard,
        mut visit: impl FnMut(Square, Square) -> bool,
    ) {
        if self.zone_emptied() {
            return;
        }
        let held = self.holdings();
        for from in board::squares(self.board.occupied() & zone_bits(self.side)) {
            let Some(kind) = self.board.get(from) else {
                continue;
            };
            let (dirs, distance) = reach(kind);
            for dir in dirs {
                let mut at = from;
                for _ in 0..distance {
                    let Some(next) = step(at, dir) else { break };
                    at = next;
                    let target = self.board.get(at);
                    let allowed = match target {
                        None => true,
                        Some(_) if zone_of_square(at) != self.side => true,
                        Some(own) => held.landing(kind, own).is_ok(),
                    };
                    if allowed
                        && onto & 1 << at != 0
                        && !self.rejected(from, at)
                        && !visit(from, at)
                    {
                        return;
                    }
                    if target.is_some() {
                        break;
                    }
                }
            }
        }
    }

    pub(super) fn has_move(&self) -> bool {
        let mut found = false;
        self.visit_moves(!0, |_, _| {
            found = true;
            false
        });
        found
    }

    pub(super) fn apply(&mut self, mv: Move) {
        let Some(mover) = self.board.get(mv.from) else {
            return;
        };
        self.board.set(mv.from, None);
        if mv.call {
            self.clock = Clock::Called;
            // The seven quiet moves are counted from the call.
            self.quiet = 0;
        }
        let landed = match self.board.get(mv.to) {
            Some(taken) if zone_of_square(mv.to) != self.side => {
                // Saturating: a position string may set a score at its limit.
                let score = &mut self.scores[self.side.index()];
                *score = score.saturating_add(taken.value());
                self.quiet = 0;
                mover
            }
            Some(own) => {
                self.quiet = self.quiet.saturating_add(1);
                merge(mover, own).unwrap_or(mover)
            }
            None => {
                self.quiet = self.quiet.saturating_add(1);
                mover
            }
        };
        self.board.set(mv.to, Some(landed));
        self.last_cross = (zone_of_square(mv.from) != zone_of_square(mv.to)).then_some(Crossing {
            from: mv.from,
            to: mv.to,
        });
        self.side = self.side.opponent();
    }

    /// Why moving the piece on `from` to `to` is illegal, if it is.
    pub(super) fn refusal(&self, from: Square, to: Square) -> Option<Illegal> {
        let Some(kind) = self.board.get(from) else {
            return Some(Illegal::NoPiece(coord(from)));
        };
        if zone_of_square(from) != self.side {
            return Some(Illegal::OpponentsZone);
        }
        if from == to {
            return Some(Illegal::SameSquare);
        }
        let Some(path) = self.path(kind, from, to) else {
            return Some(shape_rule(kind, from, to));
        };
        if path
            .into_iter()
            .flatten()
            .any(|sq| self.board.get(sq).is_some())
        {
            return Some(Illegal::Blocked {
                piece: kind.piece_kind(),
                square: coord(from),
            });
        }
        if let Some(own) = self
            .board
            .get(to)
            .filter(|_| zone_of_square(to) == self.side)
            && let Err(refusal) = self.holdings().landing(kind, own)
        {
            return Some(refusal.reason());
        }
        if self.rejected(from, to) {
            return Some(Illegal::Rejection(coord(to)));
        }
        None
    }

    /// The squares strictly between `from` and `to` if `kind` moves that
    /// way (up to 6 of them), or None if its move has another shape.
    fn path(&self, kind: Kind, from: Square, to: Square) -> Option<[Option<Square>; 6]> {
        let (dirs, distance) = reach(kind);
        for dir in dirs {
            let mut between = [None; 6];
            let mut at = from;
            for n in 0..usize::from(distance) {
                let Some(next) = step(at, dir) else { break };
                if next == to {
                    return Some(between);
                }
                if let Some(slot) = between.get_mut(n) {
                    *slot = Some(next);
                }
                at = next;
            }
        }
        None
    }
}

/// Why `kind` cannot go from `from` to `to` in one move: the direction
/// when it is one the piece never takes, else the distance.
fn shape_rule(kind: Kind, from: Square, to: Square) -> Illegal {
    let (files, ranks) = (
        (from % FILES).abs_diff(to % FILES),
        (from / FILES).abs_diff(to / FILES),
    );
    let straight = files == 0 || ranks == 0;
    let diagonal = files == ranks;
    match kind {
        Kind::Pawn if !diagonal => Illegal::Direction(PieceKind::Pawn),
        Kind::Pawn => Illegal::Distance(PieceKind::Pawn),
        Kind::Drone if !straight => Illegal::Direction(PieceKind::Drone),
        Kind::Drone => Illegal::Distance(PieceKind::Drone),
        Kind::Queen => Illegal::Direction(PieceKind::Queen),
    }
}
