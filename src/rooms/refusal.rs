//! Why the rooms refused a request, in one line a person reads.

use crate::quote::Quoted;

#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Refusal {
    #[error("There is no room {}.", Quoted(.0))]
    NoRoom(String),
    #[error("This server is at its limit of {0} rooms: join or watch one, or try again later.")]
    TooManyRooms(usize),
    #[error(
        "You have {0} rooms open: finish or leave one first (a room left empty closes after {1} minutes)."
    )]
    OwnRoomLimit(usize, u64),
    #[error("You are not in room {}.", Quoted(.0))]
    NotInRoom(String),
    #[error("You do not play in this room.")]
    NotSeated,
    #[error("It is not your move.")]
    NotYourTurn,
    #[error("That move was made for an earlier position.")]
    Stale,
    #[error("The game is not under way.")]
    NotPlaying,
    #[error("{} is not a legal move here.", Quoted(.0))]
    Illegal(String),
    #[error("Nothing to say: the line was empty.")]
    EmptyLine,
    #[error("Not so fast: you may say another line in {0} s.")]
    TooFast(u64),
    #[error("A name needs a letter or a digit.")]
    EmptyName,
    #[error("{0} has no draws.")]
    NoDraws(&'static str),
    #[error("An offer is waiting for its answer already.")]
    OfferStanding,
    #[error("There is no offer to answer.")]
    NoOffer,
    #[error("You have no move to take back.")]
    NothingToTakeBack,
    #[error("The game is not over yet.")]
    NotOver,
    #[error("The computer takes no takebacks or rematches: play on or resign.")]
    ComputerOpponent,
    #[error("Offer the computer a draw on your own move.")]
    ComputerToMove,
    #[error("The server could not save that, so it did not happen: try again in a moment.")]
    NotKept,
    #[error("There is no player {}.", Quoted(.0))]
    NoPlayer(String),
    #[error("There is no game {0} in the archive.")]
    NoGame(u64),
    #[error("The server could not read that just now: try again in a moment.")]
    NotRead,
}
