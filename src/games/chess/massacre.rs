//! Massacre Chess: a board dealt full of queens, rooks, bishops and
//! knights; every move captures, and the player who cannot capture loses.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::board::{Board, Role};
use super::rules::Rules;
use super::{Move, shared_game_items};
use crate::games::{
    BoardStyle, Dims, Fact, Game, GameId, GameInfo, MoveError, OptionKind, Options, PositionError,
    Side, SideName,
};

const RULES: Rules = Rules::Massacre;
const DEALT: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Massacre {
    board: Board,
}

impl Massacre {
    /// The position, for evaluation (bitboards by side and role).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whether `mv` is legal here, found without listing every move.
    pub fn is_legal(&self, mv: Move) -> bool {
        super::movegen::captures_contain(&self.board, mv)
    }

    /// The board dealt from a deal number, with `first` to move.
    pub fn deal(deal: u64, first: Side) -> Massacre {
        let mut pieces: Vec<(Side, Role)> = Side::BOTH
            .into_iter()
            .flat_map(|side| DEALT.into_iter().flat_map(move |role| [(side, role); 8]))
            .collect();
        let mut rng = ChaCha8Rng::seed_from_u64(deal);
        // Fisher-Yates with our own bounded draw, so a deal number gives
        // the same board whatever rand's shuffle does in later versions.
        for i in (1..pieces.len()).rev() {
            let j = below(&mut rng, i as u64 + 1) as usize;
            pieces.swap(i, j);
        }
        let mut board = Board::empty();
        for (sq, (side, role)) in pieces.into_iter().enumerate() {
            board.put(side, role, sq);
        }
        board.turn = first;
        board.hash = board.compute_hash();
        Massacre { board }
    }
}

/// A uniform number in `0..bound` by rejection: the lowest `2^64 mod
/// bound` draws are thrown back, leaving a whole number of blocks.
fn below(rng: &mut ChaCha8Rng, bound: u64) -> u64 {
    let rejected = bound.wrapping_neg() % bound;
    loop {
        let draw = rng.next_u64();
        if draw >= rejected {
            return draw % bound;
        }
    }
}

impl Game for Massacre {
    type Move = Move;
    const ID: GameId = GameId::Massacre;
    const INFO: GameInfo = GameInfo {
        id: "massacre",
        name: "Massacre Chess",
        dims: Dims { files: 8, ranks: 8 },
        board_style: BoardStyle::CHECKERED,
        sides: [SideName::White, SideName::Black],
        counts_points: false,
        options: &[OptionKind::First, OptionKind::Deal],
        fact: Some(Fact::Deal),
        pgn: None,
    };
    const REPETITION_DRAWS: bool = false;
    /// Every game ends with one side out of pieces or moves.
    const DRAWS: bool = false;
    /// Stops at the first capture found.
    const CHEAP_STATUS: bool = true;

    fn start(options: &Options) -> Self {
        Massacre::deal(options.deal, options.first)
    }

    fn from_position(text: &str, _: &Options) -> Result<Self, PositionError> {
        Ok(Massacre {
            board: super::read_position(text, RULES)?,
        })
    }

    shared_game_items!(RULES);

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        super::parse_move(&self.board, RULES, text, true)
    }

    /// Pieces taken from the opponent's 32.
    fn scores(&self) -> [u32; 2] {
        let [white, black] = self.board.counts();
        [32u32.saturating_sub(black), 32u32.saturating_sub(white)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::through_random_games;

    /// Every pair of squares, and each with a promotion (never legal here):
    /// `is_legal` must say of each what the move list says.
    #[test]
    fn is_legal_agrees_with_the_move_list_through_whole_games() {
        let mut listed = Vec::new();
        let start = |deal| Massacre::deal(deal, Side::One);
        let (mut legal, mut illegal) = (0, 0);
        through_random_games(5, 20, usize::MAX, start, |deal, game| {
            listed.clear();
            game.legal_moves(&mut listed);
            for from in 0..64 {
                for to in 0..64 {
                    for promotion in [None, Some(Role::Queen)] {
                        let mv = Move::new(from, to, promotion);
                        let expected = listed.contains(&mv);
                        assert_eq!(game.is_legal(mv), expected, "deal {deal}, {mv:?}");
                        if expected {
                            legal += 1;
                        } else {
                            illegal += 1;
                        }
                    }
                }
            }
        });
        assert!(
            legal > 10_000 && illegal > legal,
            "{legal} legal, {illegal} not"
        );
    }
}
