//! Standard Algebraic Notation: writing (`Nbd7`, `exd5`, `e8=Q+`, `O-O`)
//! and reading, annotations and common variants (`0-0`, `e8Q`) allowed.

use super::board::{Board, Move, Role, coord};
use super::explain::{Typed, why_not};
use super::rules::Rules;
use crate::games::{Coord, Dims, Illegal, MoveError, Side};

const DIMS: Dims = Dims { files: 8, ranks: 8 };

/// SAN of a legal move, with `+`/`#` where the rules have check.
pub fn write(board: &Board, rules: Rules, mv: Move) -> String {
    let mut text = write_plain(board, rules, mv);
    if rules == Rules::Chess {
        let mut after = board.clone();
        after.play(mv);
        if after.in_check() {
            // Mate is check with no way out; a check that ends the game
            // otherwise (fifty moves, bare kings) is still `+`.
            let mut replies = Vec::new();
            rules.legal_moves(&after, &mut replies);
            text.push(if replies.is_empty() { '#' } else { '+' });
        }
    }
    text
}

/// SAN without the check suffix.
fn write_plain(board: &Board, rules: Rules, mv: Move) -> String {
    let (from, to) = (mv.from(), mv.to());
    let Some(role) = board.role_at(from) else {
        return format!("{}{}", coord(from), coord(to));
    };
    if role == Role::King && from.abs_diff(to) == 2 {
        return if to > from {
            "O-O".into()
        } else {
            "O-O-O".into()
        };
    }
    let capture = board.is_capture(mv);
    let mut text = String::with_capacity(8);
    if role == Role::Pawn {
        if capture {
            text.push(file_letter(from));
        }
    } else {
        text.push(role.letter());
        text.push_str(&disambiguation(board, rules, role, mv));
    }
    if capture {
        text.push('x');
    }
    text.push_str(&coord(to).to_string());
    if let Some(promotion) = mv.promotion() {
        text.push('=');
        text.push(promotion.letter());
    }
    text
}

fn file_letter(sq: usize) -> char {
    char::from(b'a' + (sq % 8) as u8)
}

fn rank_digit(sq: usize) -> char {
    char::from(b'1' + (sq / 8) as u8)
}

/// The file, rank or square that tells `mv` from other legal moves of the
/// same kind of piece to the same square.
fn disambiguation(board: &Board, rules: Rules, role: Role, mv: Move) -> String {
    let mut legal = Vec::new();
    rules.legal_moves(board, &mut legal);
    let rivals: Vec<usize> = legal
        .iter()
        .filter(|m| m.to() == mv.to() && m.from() != mv.from())
        .filter(|m| board.role_at(m.from()) == Some(role))
        .map(|m| m.from())
        .collect();
    if rivals.is_empty() {
        String::new()
    } else if rivals.iter().all(|&r| r % 8 != mv.from() % 8) {
        file_letter(mv.from()).to_string()
    } else if rivals.iter().all(|&r| r / 8 != mv.from() / 8) {
        rank_digit(mv.from()).to_string()
    } else {
        coord(mv.from()).to_string()
    }
}

/// A SAN move as typed, before it is matched against the legal moves.
struct Written {
    role: Role,
    from_file: Option<usize>,
    from_rank: Option<usize>,
    to: usize,
    promotion: Option<Role>,
}

/// Reads SAN; `Ok(None)` when the text is not SAN at all.
pub fn read(board: &Board, rules: Rules, text: &str) -> Result<Option<Move>, MoveError> {
    let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if let Some(short) = castle_side(text) {
        let home = if board.turn() == Side::One { 4 } else { 60 };
        let to = if short { home + 2 } else { home - 2 };
        let typed = Typed {
            from: home,
            to,
            promotion: None,
        };
        return super::explain::resolve(board, rules, typed).map(Some);
    }
    let Some(written) = parse(text) else {
        return Ok(None);
    };
    match as_bishop(text) {
        Some((bishop_text, bishop)) => {
            pawn_or_bishop(board, rules, (text, &written), (&bishop_text, &bishop)).map(Some)
        }
        None => resolve(board, rules, text, &written).map(Some),
    }
}

/// A lower-case `b` that reads as a file could also be a bishop typed
/// carelessly (`be7`); the bishop's reading, when the text has one.
fn as_bishop(text: &str) -> Option<(String, Written)> {
    let rest = text.strip_prefix('b').filter(|rest| rest.len() >= 2)?;
    let bishop_text = format!("B{rest}");
    let written = parse(&bishop_text)?;
    Some((bishop_text, written))
}

/// Chooses between the b-pawn and the bishop for a lower-case `b`: the
/// only one that can move; the pawn when both can and the text is proper
/// SAN for it (`bxc3`); otherwise the question goes back to the player.
fn pawn_or_bishop(
    board: &Board,
    rules: Rules,
    (text, pawn): (&str, &Written),
    (bishop_text, bishop): (&str, &Written),
) -> Result<Move, MoveError> {
    let as_pawn = resolve(board, rules, text, pawn);
    let as_bishop = resolve(board, rules, bishop_text, bishop);
    match (as_pawn, as_bishop) {
        (Ok(pawn_move), Ok(_)) if text.contains(['x', ':']) => Ok(pawn_move),
        (Ok(pawn_move), Ok(bishop_move)) => Err(MoveError::Illegal(Illegal::PawnOrBishop {
            text: text.into(),
            pawn: write_plain(board, rules, pawn_move).into(),
            bishop: write_plain(board, rules, bishop_move).into(),
        })),
        (Ok(mv), Err(_)) | (Err(_), Ok(mv)) => Ok(mv),
        // A b-pawn only ever reaches the a, b or c file.
        (Err(pawn_error), Err(_)) if pawn.to % 8 <= 2 => Err(pawn_error),
        (Err(_), Err(bishop_error)) => Err(bishop_error),
    }
}

/// The legal move that `written` names, or why there is none.
fn resolve(board: &Board, rules: Rules, text: &str, written: &Written) -> Result<Move, MoveError> {
    let mut legal = Vec::new();
    rules.legal_moves(board, &mut legal);
    if legal.is_empty() {
        return Err(MoveError::GameOver);
    }
    let fits = |from: usize| {
        board.role_at(from) == Some(written.role)
            && board.side_at(from) == Some(board.turn())
            && written.from_file.is_none_or(|f| from % 8 == f)
            && written.from_rank.is_none_or(|r| from / 8 == r)
    };
    let matching: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.to() == written.to && fits(m.from()))
        // A promotion left out still matches, so the refusal can ask for it.
        .filter(|m| {
            m.promotion() == written.promotion
                || m.promotion().is_none()
                || written.promotion.is_none()
        })
        .collect();
    match matching.as_slice() {
        [] => Err(MoveError::Illegal(explain(board, rules, written, &fits))),
        [one] if one.promotion() == written.promotion => Ok(*one),
        [one] => Err(MoveError::Illegal(why_not(
            board,
            rules,
            Typed {
                from: one.from(),
                to: one.to(),
                promotion: written.promotion,
            },
        ))),
        many if many.iter().all(|m| m.from() == many[0].from()) => {
            match many.iter().find(|m| m.promotion() == written.promotion) {
                Some(mv) => Ok(*mv),
                None => Err(MoveError::Illegal(promotion_needed(text, written.to))),
            }
        }
        many => {
            let names = many.iter().map(|m| write_plain(board, rules, *m)).collect();
            Err(MoveError::Illegal(Illegal::Ambiguous(names)))
        }
    }
}

/// The refusal of a pawn move to the last rank written without its
/// piece, spelling out the moves to type instead.
fn promotion_needed(text: &str, to: usize) -> Illegal {
    Illegal::PromoteAs {
        square: coord(to),
        moves: Box::new(['Q', 'R', 'B', 'N'].map(|piece| format!("{text}={piece}"))),
    }
}

/// Why no legal move fits: the reason for the one piece that could have
/// meant it, or a general sentence.
fn explain(
    board: &Board,
    rules: Rules,
    written: &Written,
    fits: &dyn Fn(usize) -> bool,
) -> Illegal {
    let ours = board.pieces(board.turn(), written.role);
    let candidates: Vec<usize> = super::attacks::squares(ours)
        .filter(|&from| fits(from) && could_reach(written.role, from, written.to))
        .collect();
    let square = coord(written.to);
    let piece = written.role.kind();
    match candidates.as_slice() {
        [] => Illegal::NoneOfYours { piece, square },
        [from] => why_not(
            board,
            rules,
            Typed {
                from: *from,
                to: written.to,
                promotion: written.promotion,
            },
        ),
        _ if written.role == Role::Pawn => {
            let nearest = candidates.iter().copied().min_by_key(|&from| {
                (from % 8).abs_diff(written.to % 8) * 8 + (from / 8).abs_diff(written.to / 8)
            });
            match nearest {
                Some(from) => why_not(
                    board,
                    rules,
                    Typed {
                        from,
                        to: written.to,
                        promotion: written.promotion,
                    },
                ),
                None => Illegal::NoneCanGo { piece, square },
            }
        }
        _ => Illegal::NoneCanGo { piece, square },
    }
}

/// Whether the piece could reach `to` on an empty board (pawns: any).
fn could_reach(role: Role, from: usize, to: usize) -> bool {
    let (df, dr) = ((from % 8).abs_diff(to % 8), (from / 8).abs_diff(to / 8));
    match role {
        Role::Pawn => true,
        Role::Knight => df * dr == 2,
        Role::Bishop => df == dr,
        Role::Rook => df == 0 || dr == 0,
        Role::Queen => df == dr || df == 0 || dr == 0,
        Role::King => df <= 2 && dr <= 1,
    }
}

fn castle_side(text: &str) -> Option<bool> {
    match text.replace('0', "O").to_ascii_uppercase().as_str() {
        "O-O" => Some(true),
        "O-O-O" => Some(false),
        _ => None,
    }
}

fn parse(text: &str) -> Option<Written> {
    let mut chars: Vec<char> = text.chars().collect();
    let role = match chars.first()? {
        'K' | 'k' => Role::King,
        'Q' | 'q' => Role::Queen,
        'R' | 'r' => Role::Rook,
        'B' => Role::Bishop,
        'N' | 'n' => Role::Knight,
        _ => Role::Pawn,
    };
    if role != Role::Pawn {
        chars.remove(0);
    }
    let mut promotion = None;
    if role == Role::Pawn
        && let Some(&last) = chars.last()
        && let Some(piece) =
            Role::from_letter(last).filter(|r| !matches!(r, Role::Pawn | Role::King))
        && chars.len() >= 3
    {
        promotion = Some(piece);
        chars.pop();
        if chars.last() == Some(&'=') {
            chars.pop();
        }
    }
    if chars.len() < 2 {
        return None;
    }
    let square: String = chars.split_off(chars.len() - 2).into_iter().collect();
    let to = Coord::parse(&square, DIMS).filter(|_| square == square.to_lowercase())?;
    if matches!(chars.last(), Some('x' | ':')) {
        chars.pop();
    }
    let mut from_file = None;
    let mut from_rank = None;
    for c in chars {
        match c {
            'a'..='h' if from_file.is_none() && from_rank.is_none() => {
                from_file = Some(c as usize - 'a' as usize)
            }
            '1'..='8' if from_rank.is_none() => from_rank = Some(c as usize - '1' as usize),
            _ => return None,
        }
    }
    if role == Role::Pawn && from_rank.is_some() {
        return None;
    }
    // A pawn move without a file is a push along the target's file.
    if role == Role::Pawn && from_file.is_none() {
        from_file = Some(to.file as usize);
    }
    Some(Written {
        role,
        from_file,
        from_rank,
        to: to.rank as usize * 8 + to.file as usize,
        promotion,
    })
}
