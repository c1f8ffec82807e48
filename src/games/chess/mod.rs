//! Chess, Racing Kings and Massacre Chess: three games on one bitboard
//! position and one move generator, differing in their [`rules::Rules`].

pub mod attacks;
mod board;
mod explain;
mod fen;
mod massacre;
mod movegen;
mod racing_kings;
mod rules;
mod san;
mod standard;
mod zobrist;

pub use attacks::Bitboard;
pub use board::{Board, Move, Role, attacks as piece_attacks};
pub use massacre::Massacre;
pub use racing_kings::RacingKings;
pub use standard::Chess;

/// The `Game` items the three games share, delegated to their board
/// under the game's rules (`$rules`).
macro_rules! shared_game_items {
    ($rules:expr) => {
        fn position(&self) -> String {
            super::fen::write(&self.board)
        }

        fn side_to_move(&self) -> crate::games::Side {
            self.board.turn()
        }

        fn move_number(&self) -> usize {
            self.board.fullmoves as usize
        }

        fn legal_moves(&self, out: &mut Vec<super::Move>) {
            $rules.legal_moves(&self.board, out)
        }

        fn play(&mut self, mv: super::Move) {
            self.board.play(mv)
        }

        fn status(&self) -> crate::games::Status {
            $rules.status(&self.board)
        }

        fn status_with(&self, moves: &[super::Move]) -> crate::games::Status {
            $rules.status_with(&self.board, moves)
        }

        fn hash(&self) -> u64 {
            self.board.hash()
        }

        fn format_move(&self, mv: super::Move) -> String {
            let mut text = format!(
                "{}{}",
                super::board::coord(mv.from()),
                super::board::coord(mv.to())
            );
            if let Some(role) = mv.promotion() {
                text.push(role.letter().to_ascii_lowercase());
            }
            text
        }

        fn display_move(&self, mv: super::Move) -> String {
            super::san::write(&self.board, $rules, mv)
        }

        fn is_capture(&self, mv: super::Move) -> bool {
            self.board.is_capture(mv)
        }

        fn captured_squares(&self, mv: super::Move, out: &mut Vec<crate::games::Coord>) {
            out.extend(self.board.captured_square(mv).map(super::board::coord));
        }

        /// Racing Kings forbids check and Massacre has no kings, so only
        /// Chess ever finds one; the attack tables answer for all three.
        fn checked_king(&self) -> Option<crate::games::Coord> {
            self.board.checked_king().map(super::board::coord)
        }

        fn move_squares(&self, mv: super::Move) -> crate::games::MoveSquares {
            crate::games::MoveSquares {
                from: super::board::coord(mv.from()),
                to: super::board::coord(mv.to()),
                promotion: mv.promotion().map(super::Role::kind),
            }
        }

        fn piece_at(&self, at: crate::games::Coord) -> Option<crate::games::Piece> {
            self.board.piece(at)
        }
    };
}
pub(crate) use shared_game_items;

/// Reads a move: coordinates first, then SAN if the game allows it.
fn parse_move(
    board: &Board,
    rules: rules::Rules,
    text: &str,
    san_allowed: bool,
) -> Result<Move, crate::games::MoveError> {
    // An upper-case `B` opens SAN (`B2a4`) more often than coordinates.
    if san_allowed
        && text.trim_start().starts_with('B')
        && let Ok(Some(mv)) = san::read(board, rules, text)
    {
        return Ok(mv);
    }
    if let Some(typed) = explain::read_coordinates(text) {
        let coordinates = explain::resolve(board, rules, typed);
        // `B2a4` reads both ways: a bishop from rank 2, or b2-a4.
        return match (&coordinates, san_allowed) {
            (Err(_), true) => match san::read(board, rules, text) {
                Ok(Some(mv)) => Ok(mv),
                _ => coordinates,
            },
            _ => coordinates,
        };
    }
    if san_allowed && let Some(mv) = san::read(board, rules, text)? {
        return Ok(mv);
    }
    Err(crate::games::MoveError::Unreadable(text.trim().to_string()))
}

/// Reads a FEN and checks it against the game's rules.
fn read_position(text: &str, rules: rules::Rules) -> Result<Board, crate::games::PositionError> {
    let board = fen::parse(text)?;
    rules.validate(&board)?;
    Ok(board)
}
