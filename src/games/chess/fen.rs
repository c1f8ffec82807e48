//! FEN: reading (with a message naming what is wrong) and writing.

use super::board::{BLACK_LONG, BLACK_SHORT, Board, Role, WHITE_LONG, WHITE_SHORT, coord, square};
use crate::games::{Coord, Dims, GameId, PositionError, Side};

const DIMS: Dims = Dims { files: 8, ranks: 8 };

/// Reads the six fields (counters optional) without judging whether the
/// position suits a game; the games check that afterwards.
pub fn parse(text: &str) -> Result<Board, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 4 && fields.len() != 6 {
        return Err(PositionError::FenFields(fields.len()));
    }
    let mut board = Board::empty();
    parse_placement(&mut board, fields[0])?;
    board.turn = match fields[1] {
        "w" => Side::One,
        "b" => Side::Two,
        other => {
            return Err(PositionError::FenSide(other.to_string()));
        }
    };
    board.castling = parse_castling(fields[2])?;
    let en_passant = parse_en_passant(&board, fields[3])?;
    if fields.len() == 6 {
        board.halfmoves = fields[4]
            .parse()
            .map_err(|_| PositionError::HalfmoveClock(fields[4].to_string()))?;
        board.fullmoves = match fields[5].parse() {
            Ok(n) if n >= 1 => n,
            _ => return Err(PositionError::MoveNumber(fields[5].to_string())),
        };
    }
    board.set_en_passant(en_passant);
    board.hash = board.compute_hash();
    Ok(board)
}

fn parse_placement(board: &mut Board, placement: &str) -> Result<(), PositionError> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(PositionError::Ranks {
            game: GameId::Chess,
            found: ranks.len(),
        });
    }
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i;
        let mut file = 0usize;
        for c in row.chars() {
            if let Some(skip) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += skip as usize;
            } else {
                let role = Role::from_letter(c).ok_or(PositionError::UnknownPiece {
                    piece: c,
                    rank: rank + 1,
                })?;
                let side = if c.is_ascii_uppercase() {
                    Side::One
                } else {
                    Side::Two
                };
                if file < 8 {
                    board.put(side, role, rank * 8 + file);
                }
                file += 1;
            }
        }
        if file != 8 {
            return Err(PositionError::RankSquares {
                rank: rank + 1,
                squares: file,
            });
        }
    }
    Ok(())
}

fn parse_castling(field: &str) -> Result<u8, PositionError> {
    if field == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for c in field.chars() {
        let bit = match c {
            'K' => WHITE_SHORT,
            'Q' => WHITE_LONG,
            'k' => BLACK_SHORT,
            'q' => BLACK_LONG,
            _ => return Err(PositionError::CastlingField(field.to_string())),
        };
        if rights & bit != 0 {
            return Err(PositionError::CastlingField(field.to_string()));
        }
        rights |= bit;
    }
    Ok(rights)
}

/// Reads the en-passant field. A square that no double step can have
/// just passed (its pawn missing, it or the pawn's origin occupied) is
/// dropped rather than refused, as python-chess does, so every reader of
/// positions takes the same ones; a square on the wrong rank is an error.
fn parse_en_passant(board: &Board, field: &str) -> Result<Option<usize>, PositionError> {
    if field == "-" {
        return Ok(None);
    }
    let bad = || PositionError::EnPassantField(field.to_string());
    let at = Coord::parse(field, DIMS)
        .filter(|_| field == field.to_lowercase())
        .ok_or_else(bad)?;
    let rank = if board.turn == Side::One { 5 } else { 2 };
    if at.rank != rank {
        return Err(bad());
    }
    let target = square(at);
    Ok(just_passed(board, target).then_some(target))
}

/// Whether the pawn of the side not to move can just have stepped two
/// squares over `target`: it stands in front, the way behind is empty.
fn just_passed(board: &Board, target: usize) -> bool {
    let (passed, origin) = if board.turn == Side::One {
        (target - 8, target + 8)
    } else {
        (target + 8, target - 8)
    };
    let mover = board.turn.opponent();
    board.piece_at(passed) == Some((mover, Role::Pawn))
        && board.piece_at(target).is_none()
        && board.piece_at(origin).is_none()
}

/// The castling rights that need king and rook at home.
pub fn check_castling(board: &Board) -> Result<(), PositionError> {
    for (bit, letter, king, rook, side) in [
        (WHITE_SHORT, 'K', 4, 7, Side::One),
        (WHITE_LONG, 'Q', 4, 0, Side::One),
        (BLACK_SHORT, 'k', 60, 63, Side::Two),
        (BLACK_LONG, 'q', 60, 56, Side::Two),
    ] {
        if board.castling & bit != 0
            && (board.piece_at(king) != Some((side, Role::King))
                || board.piece_at(rook) != Some((side, Role::Rook)))
        {
            return Err(PositionError::CastlingNeeds {
                letter,
                side,
                king: coord(king),
                rook: coord(rook),
            });
        }
    }
    Ok(())
}

/// Exactly one king each.
pub fn check_kings(board: &Board) -> Result<(), PositionError> {
    for side in Side::BOTH {
        match board.pieces(side, Role::King).count_ones() {
            0 => return Err(PositionError::NoKing(side)),
            1 => {}
            count => return Err(PositionError::Kings { count, side }),
        }
    }
    Ok(())
}

pub fn write(board: &Board) -> String {
    let mut out = String::with_capacity(90);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board.piece_at(rank * 8 + file) {
                Some((side, role)) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    let letter = role.letter();
                    out.push(if side == Side::One {
                        letter
                    } else {
                        letter.to_ascii_lowercase()
                    });
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push_str(if board.turn == Side::One {
        " w "
    } else {
        " b "
    });
    let rights: String = [
        (WHITE_SHORT, 'K'),
        (WHITE_LONG, 'Q'),
        (BLACK_SHORT, 'k'),
        (BLACK_LONG, 'q'),
    ]
    .into_iter()
    .filter(|(bit, _)| board.castling & bit != 0)
    .map(|(_, c)| c)
    .collect();
    out.push_str(if rights.is_empty() { "-" } else { &rights });
    out.push(' ');
    match board.en_passant {
        Some(sq) => out.push_str(&coord(sq as usize).to_string()),
        None => out.push('-'),
    }
    out.push_str(&format!(" {} {}", board.halfmoves, board.fullmoves));
    out
}
