//! What differs between the three games: which moves are legal, which
//! positions are valid, and how a position ends the game.

use super::attacks::{Bitboard, squares};
use super::board::{Board, Move, Role};
use super::fen;
use super::movegen;
use crate::games::{End, GameId, PieceKind, PositionError, Reason, Side, Status};

const RANK_8: Bitboard = 0xFF << 56;
const DARK_SQUARES: Bitboard = 0xAA55_AA55_AA55_AA55;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rules {
    Chess,
    RacingKings,
    Massacre,
}

impl Rules {
    /// Every legal move, none when the position has ended the game.
    pub fn legal_moves(self, board: &Board, out: &mut Vec<Move>) {
        match self {
            Rules::Chess => movegen::king_legal(board, out),
            Rules::Massacre => movegen::captures(board, out),
            Rules::RacingKings => {
                if race_end(board).is_some() {
                    return;
                }
                let start = out.len();
                movegen::racing_legal(board, out);
                if white_home_black_cannot_follow(board, &out[start..]) {
                    out.truncate(start);
                }
            }
        }
    }

    pub fn status(self, board: &Board) -> Status {
        if self == Rules::Massacre {
            return if movegen::has_capture(board) {
                Status::Ongoing
            } else {
                Status::Over(End::win(board.turn.opponent(), Reason::NoCapture))
            };
        }
        let mut moves = Vec::new();
        self.legal_moves(board, &mut moves);
        self.status_with(board, &moves)
    }

    /// `status` given the position's legal moves.
    pub fn status_with(self, board: &Board, moves: &[Move]) -> Status {
        let us = board.turn;
        let end = match self {
            Rules::Chess if moves.is_empty() && board.in_check() => {
                Some(End::win(us.opponent(), Reason::Checkmate))
            }
            Rules::Chess if moves.is_empty() => Some(End::draw(Reason::Stalemate)),
            Rules::Chess if board.halfmoves >= 100 => Some(End::draw(Reason::FiftyMoves)),
            Rules::Chess if insufficient_material(board) => {
                Some(End::draw(Reason::InsufficientMaterial))
            }
            Rules::RacingKings => race_end(board)
                .or_else(|| {
                    (board.turn == Side::Two && moves.is_empty() && king_home(board, Side::One))
                        .then(|| End::win(Side::One, Reason::RaceWon))
                })
                .or_else(|| moves.is_empty().then(|| End::draw(Reason::Stalemate)))
                .or_else(|| (board.halfmoves >= 100).then(|| End::draw(Reason::FiftyMoves))),
            Rules::Massacre if moves.is_empty() => Some(End::win(us.opponent(), Reason::NoCapture)),
            Rules::Chess | Rules::Massacre => None,
        };
        end.map_or(Status::Ongoing, Status::Over)
    }

    /// The ends that show without the legal moves: all but checkmate and
    /// stalemate in Chess (for a search that generates only captures).
    pub fn status_without_moves(self, board: &Board) -> Status {
        let end = match self {
            Rules::Chess if board.halfmoves >= 100 => Some(End::draw(Reason::FiftyMoves)),
            Rules::Chess if insufficient_material(board) => {
                Some(End::draw(Reason::InsufficientMaterial))
            }
            Rules::RacingKings => race_end(board),
            Rules::Chess | Rules::Massacre => None,
        };
        end.map_or(Status::Ongoing, Status::Over)
    }

    /// Checks a parsed FEN against the game's rules.
    pub fn validate(self, board: &Board) -> Result<(), PositionError> {
        match self {
            Rules::Chess => {
                fen::check_kings(board)?;
                if board.role_pieces(Role::Pawn) & (0xFF | RANK_8) != 0 {
                    let rank = if board.role_pieces(Role::Pawn) & 0xFF != 0 {
                        1
                    } else {
                        8
                    };
                    return Err(PositionError::PawnOnRank(rank));
                }
                fen::check_castling(board)?;
                if board.king_attacked(board.turn.opponent()) {
                    return Err(PositionError::NotToMoveInCheck);
                }
            }
            Rules::RacingKings => {
                fen::check_kings(board)?;
                if board.role_pieces(Role::Pawn) != 0 {
                    return Err(PositionError::NoPawns);
                }
                if board.castling != 0 {
                    return Err(PositionError::NoCastling(GameId::RacingKings));
                }
                if let Some(side) = Side::BOTH.into_iter().find(|&s| board.king_attacked(s)) {
                    return Err(PositionError::RaceInCheck(side));
                }
            }
            Rules::Massacre => {
                let kings_or_pawns = board.role_pieces(Role::King) | board.role_pieces(Role::Pawn);
                if let Some(sq) = squares(kings_or_pawns).next() {
                    let piece = board.role_at(sq).map_or(PieceKind::King, Role::kind);
                    return Err(PositionError::MassacrePiece(piece));
                }
                if board.castling != 0 {
                    return Err(PositionError::NoCastling(GameId::Massacre));
                }
            }
        }
        Ok(())
    }
}

fn king_home(board: &Board, side: Side) -> bool {
    board.pieces(side, Role::King) & RANK_8 != 0
}

/// The race decided by the kings alone (Black still to answer White's
/// arrival is decided by the moves, in `legal_moves`).
fn race_end(board: &Board) -> Option<End> {
    let white = king_home(board, Side::One);
    let black = king_home(board, Side::Two);
    match (board.turn, white, black) {
        (_, true, true) => Some(End::draw(Reason::RaceDrawn)),
        (Side::One, true, false) => Some(End::win(Side::One, Reason::RaceWon)),
        (_, false, true) => Some(End::win(Side::Two, Reason::RaceWon)),
        _ => None,
    }
}

/// White's king is home and no legal Black king move reaches rank 8.
fn white_home_black_cannot_follow(board: &Board, moves: &[Move]) -> bool {
    let Some(king) = board.king_square(Side::Two) else {
        return false;
    };
    board.turn == Side::Two
        && king_home(board, Side::One)
        && !moves
            .iter()
            .any(|m| m.from() == king && (1u64 << m.to()) & RANK_8 != 0)
}

/// Whether `side` has more than a bare king, king and bishop, or king and
/// knight: what a flag fall needs to be a loss rather than a draw.
pub fn can_win_on_time(board: &Board, side: Side) -> bool {
    let others = board.side_pieces(side) & !board.pieces(side, Role::King);
    let minor = board.pieces(side, Role::Bishop) | board.pieces(side, Role::Knight);
    match others.count_ones() {
        0 => false,
        1 => others & minor == 0,
        _ => true,
    }
}

/// K v K, K+minor v K, K+B v K+B with bishops on same-coloured squares.
fn insufficient_material(board: &Board) -> bool {
    let heavy = board.role_pieces(Role::Pawn)
        | board.role_pieces(Role::Rook)
        | board.role_pieces(Role::Queen);
    if heavy != 0 {
        return false;
    }
    let knights = board.role_pieces(Role::Knight);
    let bishops = board.role_pieces(Role::Bishop);
    let minors = knights | bishops;
    match minors.count_ones() {
        0 | 1 => true,
        2 => {
            knights == 0
                && board.pieces(Side::One, Role::Bishop).count_ones() == 1
                && (bishops & DARK_SQUARES == 0 || bishops & !DARK_SQUARES == 0)
        }
        _ => false,
    }
}
