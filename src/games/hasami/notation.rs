//! Position strings of NOTATION.md: `<board> <side> [<quiet>]`.

use std::fmt::Write;

use super::board::{Board, Square};
use crate::games::{GameId, PositionError, Side};

/// Every game starts with this many pieces a side.
pub const PIECES: u32 = 9;

/// What a position string holds.
pub struct Parsed {
    pub board: Board,
    pub side: Side,
    pub quiet: u32,
}

/// Reads a position string. Pieces may also be written `x` and `O`: with
/// only two kinds of piece the case cannot mislead.
pub fn parse(text: &str) -> Result<Parsed, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let (board, side, quiet) = match fields[..] {
        [board, side] => (board, side, None),
        [board, side, quiet] => (board, side, Some(quiet)),
        _ => {
            return Err(PositionError::HasamiFields(fields.len()));
        }
    };
    let board = parse_board(board)?;
    let side = match side {
        "1" => Side::One,
        "2" => Side::Two,
        _ => return Err(PositionError::SideNumber),
    };
    let quiet = match quiet {
        None => 0,
        Some(quiet) => quiet
            .parse()
            .map_err(|_| PositionError::HasamiQuiet(quiet.to_string()))?,
    };
    Ok(Parsed { board, side, quiet })
}

fn parse_board(text: &str) -> Result<Board, PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 9 {
        return Err(PositionError::Ranks {
            game: GameId::Hasami,
            found: ranks.len(),
        });
    }
    let mut board = Board::default();
    for (row, cells) in ranks.iter().enumerate() {
        let rank = 8 - row as u8;
        let mut file = 0u32;
        for cell in cells.chars() {
            match cell {
                '1'..='9' => file += cell.to_digit(10).unwrap_or(0),
                'X' | 'x' | 'O' | 'o' => {
                    let side = if cell.eq_ignore_ascii_case(&'x') {
                        Side::One
                    } else {
                        Side::Two
                    };
                    if let Some(square) = u8::try_from(file).ok().and_then(|f| Square::new(f, rank))
                    {
                        board.put(square, side);
                    }
                    file += 1;
                }
                _ => return Err(PositionError::UnknownStone(cell)),
            }
        }
        if file != 9 {
            return Err(PositionError::RankSquares {
                rank: usize::from(rank) + 1,
                squares: file as usize,
            });
        }
    }
    for side in Side::BOTH {
        let count = board.count(side);
        if count > PIECES {
            return Err(PositionError::TooManyStones {
                side,
                count,
                most: PIECES,
            });
        }
    }
    Ok(board)
}

/// Writes a position string, always with `X`, `o` and the quiet count.
pub fn write(board: &Board, side: Side, quiet: u32) -> String {
    let mut text = String::with_capacity(40);
    for rank in (0..9).rev() {
        let mut empty = 0;
        for file in 0..9 {
            let owner = Square::new(file, rank).and_then(|square| board.owner(square));
            match owner {
                None => empty += 1,
                Some(owner) => {
                    if empty > 0 {
                        let _ = write!(text, "{empty}");
                        empty = 0;
                    }
                    text.push(if owner == Side::One { 'X' } else { 'o' });
                }
            }
        }
        if empty > 0 {
            let _ = write!(text, "{empty}");
        }
        if rank > 0 {
            text.push('/');
        }
    }
    let side = if side == Side::One { 1 } else { 2 };
    let _ = write!(text, " {side} {quiet}");
    text
}
