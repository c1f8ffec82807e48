//! STUB: replaced by the real implementation.
use super::{
    Coord, End, Game, GameId, MoveError, MoveSquares, Options, Piece, PositionError, Side, Status,
};
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move(pub u16);
#[derive(Clone, Debug)]
pub struct Hasami;

impl Game for Hasami {
    type Move = Move;
    const ID: GameId = GameId::Hasami;
    const REPETITION_DRAWS: bool = true;
    fn start(_: &Options) -> Self {
        unimplemented!("stub")
    }
    fn from_position(_: &str, _: &Options) -> Result<Self, PositionError> {
        unimplemented!("stub")
    }
    fn position(&self) -> String {
        unimplemented!("stub")
    }
    fn side_to_move(&self) -> Side {
        unimplemented!("stub")
    }
    fn legal_moves(&self, _: &mut Vec<Self::Move>) {
        unimplemented!("stub")
    }
    fn play(&mut self, _: Self::Move) {
        unimplemented!("stub")
    }
    fn status(&self) -> Status {
        unimplemented!("stub")
    }
    fn hash(&self) -> u64 {
        unimplemented!("stub")
    }
    fn parse_move(&self, _: &str) -> Result<Self::Move, MoveError> {
        unimplemented!("stub")
    }
    fn format_move(&self, _: Self::Move) -> String {
        unimplemented!("stub")
    }
    fn is_capture(&self, _: Self::Move) -> bool {
        unimplemented!("stub")
    }
    fn move_squares(&self, _: Self::Move) -> MoveSquares {
        unimplemented!("stub")
    }
    fn piece_at(&self, _: Coord) -> Option<Piece> {
        unimplemented!("stub")
    }
    fn scores(&self) -> [u32; 2] {
        unimplemented!("stub")
    }
    fn describe_end(&self, _: End) -> String {
        unimplemented!("stub")
    }
}
