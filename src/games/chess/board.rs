//! The position shared by the three games: bitboards per side and per
//! role, castling rights, en passant, counters and the Zobrist key.

use super::attacks::{
    Bitboard, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks, squares,
};
use super::zobrist::KEYS;
use crate::games::{Coord, Piece, PieceKind, Side};

/// A kind of chess piece; the order indexes [`Board`]'s bitboards.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    pub fn kind(self) -> PieceKind {
        match self {
            Role::Pawn => PieceKind::Pawn,
            Role::Knight => PieceKind::Knight,
            Role::Bishop => PieceKind::Bishop,
            Role::Rook => PieceKind::Rook,
            Role::Queen => PieceKind::Queen,
            Role::King => PieceKind::King,
        }
    }

    /// The upper-case letter of SAN and FEN (`P` for a pawn).
    pub fn letter(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    pub fn from_letter(letter: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.letter() == letter.to_ascii_uppercase())
    }

    /// The plural a person reads in an error ("knights").
    pub fn plural(self) -> &'static str {
        match self {
            Role::Pawn => "pawns",
            Role::Knight => "knights",
            Role::Bishop => "bishops",
            Role::Rook => "rooks",
            Role::Queen => "queens",
            Role::King => "kings",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

/// A move of the three games: origin, target and the piece a pawn
/// becomes. Castling is the king's two-square move, en passant the
/// pawn's diagonal step to the en-passant square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: u8,
    to: u8,
    promotion: Option<Role>,
}

impl Move {
    pub(crate) fn new(from: usize, to: usize, promotion: Option<Role>) -> Move {
        Move {
            from: from as u8,
            to: to as u8,
            promotion,
        }
    }

    /// The origin square index (`rank * 8 + file`).
    pub fn from(self) -> usize {
        self.from as usize
    }

    /// The target square index.
    pub fn to(self) -> usize {
        self.to as usize
    }

    pub fn promotion(self) -> Option<Role> {
        self.promotion
    }
}

/// Castling rights, one bit each.
pub(crate) const WHITE_SHORT: u8 = 1;
pub(crate) const WHITE_LONG: u8 = 2;
pub(crate) const BLACK_SHORT: u8 = 4;
pub(crate) const BLACK_LONG: u8 = 8;

/// The rights that survive a move touching each square (king and rook
/// home squares lose theirs).
fn rights_kept(sq: usize) -> u8 {
    match sq {
        0 => !WHITE_LONG,
        4 => !(WHITE_SHORT | WHITE_LONG),
        7 => !WHITE_SHORT,
        56 => !BLACK_LONG,
        60 => !(BLACK_SHORT | BLACK_LONG),
        63 => !BLACK_SHORT,
        _ => !0,
    }
}

pub fn coord(sq: usize) -> Coord {
    Coord::new((sq % 8) as u8, (sq / 8) as u8)
}

pub fn square(at: Coord) -> usize {
    at.rank as usize * 8 + at.file as usize
}

/// A position of Chess, Racing Kings or Massacre (the rules decide which
/// positions are valid and which moves legal).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub(crate) sides: [Bitboard; 2],
    pub(crate) roles: [Bitboard; 6],
    pub(crate) turn: Side,
    pub(crate) castling: u8,
    /// Set only when a pawn of the side to move stands beside the pawn
    /// that just passed, so equal positions have equal keys and FENs.
    pub(crate) en_passant: Option<u8>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

impl Board {
    pub(crate) fn empty() -> Board {
        Board {
            sides: [0; 2],
            roles: [0; 6],
            turn: Side::One,
            castling: 0,
            en_passant: None,
            halfmoves: 0,
            fullmoves: 1,
            hash: 0,
        }
    }

    /// The pieces of one side and role.
    pub fn pieces(&self, side: Side, role: Role) -> Bitboard {
        self.sides[side.index()] & self.roles[role as usize]
    }

    /// Every piece of one side.
    pub fn side_pieces(&self, side: Side) -> Bitboard {
        self.sides[side.index()]
    }

    /// Every piece of one role, both sides.
    pub fn role_pieces(&self, role: Role) -> Bitboard {
        self.roles[role as usize]
    }

    pub fn occupied(&self) -> Bitboard {
        self.sides[0] | self.sides[1]
    }

    pub fn turn(&self) -> Side {
        self.turn
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    /// The square of `side`'s king (none in Massacre).
    pub fn king_square(&self, side: Side) -> Option<usize> {
        let kings = self.pieces(side, Role::King);
        (kings != 0).then(|| kings.trailing_zeros() as usize)
    }

    pub fn role_at(&self, sq: usize) -> Option<Role> {
        let bit = 1u64 << sq;
        if self.occupied() & bit == 0 {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|&r| self.roles[r as usize] & bit != 0)
    }

    pub fn side_at(&self, sq: usize) -> Option<Side> {
        let bit = 1u64 << sq;
        Side::BOTH
            .into_iter()
            .find(|s| self.sides[s.index()] & bit != 0)
    }

    pub fn piece_at(&self, sq: usize) -> Option<(Side, Role)> {
        Some((self.side_at(sq)?, self.role_at(sq)?))
    }

    pub fn piece(&self, at: Coord) -> Option<Piece> {
        let (owner, role) = self.piece_at(square(at))?;
        Some(Piece {
            kind: role.kind(),
            owner,
        })
    }

    /// The squares the piece on `sq` attacks, with the current occupancy
    /// (none if the square is empty).
    pub fn attacks_from(&self, sq: usize) -> Bitboard {
        match self.piece_at(sq) {
            Some((side, role)) => attacks(side, role, sq, self.occupied()),
            None => 0,
        }
    }

    /// The pieces of `by` that attack `sq`, with occupancy `occupied`.
    pub fn attackers(&self, sq: usize, by: Side, occupied: Bitboard) -> Bitboard {
        let theirs = self.sides[by.index()];
        let diagonal = self.roles[Role::Bishop as usize] | self.roles[Role::Queen as usize];
        let straight = self.roles[Role::Rook as usize] | self.roles[Role::Queen as usize];
        theirs
            & ((knight_attacks(sq) & self.roles[Role::Knight as usize])
                | (king_attacks(sq) & self.roles[Role::King as usize])
                | (pawn_attacks(by.opponent().index(), sq) & self.roles[Role::Pawn as usize])
                | (bishop_attacks(sq, occupied) & diagonal)
                | (rook_attacks(sq, occupied) & straight))
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        match self.king_square(self.turn) {
            Some(king) => self.attackers(king, self.turn.opponent(), self.occupied()),
            None => 0,
        }
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.checkers() != 0
    }

    /// Whether `side`'s king is attacked.
    pub fn king_attacked(&self, side: Side) -> bool {
        self.king_square(side)
            .is_some_and(|k| self.attackers(k, side.opponent(), self.occupied()) != 0)
    }

    pub(crate) fn put(&mut self, side: Side, role: Role, sq: usize) {
        let bit = 1u64 << sq;
        self.sides[side.index()] |= bit;
        self.roles[role as usize] |= bit;
        self.hash ^= KEYS.pieces[side.index()][role as usize][sq];
    }

    fn remove(&mut self, side: Side, role: Role, sq: usize) {
        let bit = 1u64 << sq;
        self.sides[side.index()] &= !bit;
        self.roles[role as usize] &= !bit;
        self.hash ^= KEYS.pieces[side.index()][role as usize][sq];
    }

    /// The key of everything but the pieces, to be xored in and out.
    fn state_key(&self) -> u64 {
        let side = if self.turn == Side::Two {
            KEYS.black
        } else {
            0
        };
        let ep = self
            .en_passant
            .map_or(0, |sq| KEYS.en_passant[sq as usize % 8]);
        side ^ ep ^ KEYS.castling[self.castling as usize]
    }

    /// The Zobrist key computed from scratch.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut hash = self.state_key();
        for side in Side::BOTH {
            for role in Role::ALL {
                for sq in squares(self.pieces(side, role)) {
                    hash ^= KEYS.pieces[side.index()][role as usize][sq];
                }
            }
        }
        hash
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Keeps the en-passant square only where a pawn of the side to move
    /// could take there.
    pub(crate) fn set_en_passant(&mut self, sq: Option<usize>) {
        let mover = self.turn;
        self.en_passant = sq
            .filter(|&sq| {
                pawn_attacks(mover.opponent().index(), sq) & self.pieces(mover, Role::Pawn) != 0
            })
            .map(|sq| sq as u8);
    }

    /// Plays a move from the legal list.
    pub fn play(&mut self, mv: Move) {
        let (from, to) = (mv.from(), mv.to());
        let us = self.turn;
        let them = us.opponent();
        let Some(role) = self.role_at(from) else {
            return;
        };
        self.hash ^= self.state_key();
        let captured = self.role_at(to);
        if let Some(victim) = captured {
            self.remove(them, victim, to);
        }
        self.remove(us, role, from);
        self.put(us, mv.promotion.unwrap_or(role), to);
        let mut en_passant = None;
        if role == Role::Pawn {
            if self.en_passant == Some(to as u8) {
                let passed = if us == Side::One { to - 8 } else { to + 8 };
                self.remove(them, Role::Pawn, passed);
            }
            if from.abs_diff(to) == 16 {
                en_passant = Some((from + to) / 2);
            }
        }
        if role == Role::King && from.abs_diff(to) == 2 {
            let (rook_from, rook_to) = if to > from {
                (to + 1, to - 1)
            } else {
                (to - 2, to + 1)
            };
            self.remove(us, Role::Rook, rook_from);
            self.put(us, Role::Rook, rook_to);
        }
        self.castling &= rights_kept(from) & rights_kept(to);
        self.halfmoves = if captured.is_some() || role == Role::Pawn {
            0
        } else {
            // Saturating: the counters come from files and may stand at
            // their limit, which the FEN then keeps as read.
            self.halfmoves.saturating_add(1)
        };
        if us == Side::Two {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = them;
        self.set_en_passant(en_passant);
        self.hash ^= self.state_key();
    }

    /// Hands the turn over without moving (a null move); refused (false,
    /// nothing changed) when the side to move is in check.
    pub(crate) fn pass(&mut self) -> bool {
        if self.in_check() {
            return false;
        }
        self.hash ^= self.state_key();
        self.turn = self.turn.opponent();
        self.en_passant = None;
        self.hash ^= self.state_key();
        true
    }

    /// Whether the move takes a piece (en passant included).
    pub fn is_capture(&self, mv: Move) -> bool {
        self.captured_square(mv).is_some()
    }

    /// The square of the piece the move takes: its target, or the passed
    /// pawn's square en passant.
    pub fn captured_square(&self, mv: Move) -> Option<usize> {
        let us = self.turn;
        let theirs = self.sides[us.opponent().index()];
        if theirs & (1 << mv.to()) != 0 {
            return Some(mv.to());
        }
        let pawn_takes_en_passant =
            self.en_passant == Some(mv.to) && self.pieces(us, Role::Pawn) & (1 << mv.from()) != 0;
        pawn_takes_en_passant.then(|| match us {
            Side::One => mv.to() - 8,
            Side::Two => mv.to() + 8,
        })
    }

    /// The square of the side to move's king if it stands in check.
    pub fn checked_king(&self) -> Option<usize> {
        let king = self.king_square(self.turn)?;
        (self.attackers(king, self.turn.opponent(), self.occupied()) != 0).then_some(king)
    }

    /// How many pieces each side has.
    pub(crate) fn counts(&self) -> [u32; 2] {
        [self.sides[0].count_ones(), self.sides[1].count_ones()]
    }
}

/// The squares a piece attacks from `sq`.
pub fn attacks(side: Side, role: Role, sq: usize, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(side.index(), sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}
