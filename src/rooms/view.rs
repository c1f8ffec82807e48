//! The rooms as visitors see them: a summary per room for the lobby,
//! and the whole room for those in it.

use std::time::Duration;

use crate::ai::Bot;
use crate::games::{Abort, AnyGame, End, GameId, Options, Side, TimeControl};
use crate::rating::{Change, Shown};

/// Where a room's game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// A seat is still open.
    Waiting,
    Playing,
    Over(End),
    /// Ended before each side had moved: no result, never rated
    /// (RULES.md "Clocks", "Ending a game by agreement").
    Aborted(Abort),
}

/// What a player offers the other (RULES.md "Ending a game by
/// agreement"); it stands until answered or a move is made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OfferKind {
    Draw,
    /// Taking back this many plies, so that it is the asker's turn
    /// again before their last move.
    Takeback(usize),
    /// Another game once this one is over, colours swapped.
    Rematch,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Offer {
    pub kind: OfferKind,
    pub by: Side,
}

/// A seat as shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SeatView {
    Open,
    /// `present`: one of the person's connections is in the room;
    /// `rating` in the room's game and pace, if it has a pace, as the
    /// game began; `change` once it ended rated: the new rating and how
    /// far it moved.
    Person {
        name: String,
        present: bool,
        rating: Option<Shown>,
        change: Option<Change>,
    },
    Computer(Bot),
}

/// One line of the lobby's list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoomSummary {
    pub id: String,
    pub game: GameId,
    pub seats: [SeatView; 2],
    pub watchers: usize,
    pub control: Option<TimeControl>,
    pub phase: Phase,
    /// The seat the asking visitor's key holds here, if any.
    pub yours: Option<Side>,
    /// The asking visitor's key created the room and its game is not
    /// over: one of the rooms its limit counts (see
    /// [`super::own_room_limit`]).
    pub held: bool,
    /// The side to move, in a game under way.
    pub turn: Option<Side>,
    /// The time left on the clock of the visitor's seat, in a game on a
    /// clock, as the list was made.
    pub your_time: Option<Duration>,
}

impl RoomSummary {
    /// Whether the asking visitor's seat is to move.
    pub fn your_move(&self) -> bool {
        self.yours.is_some() && self.turn == self.yours
    }

    /// Whether the engine may help anyone in the room (see
    /// [`engine_allowed`]).
    pub fn engine_allowed(&self) -> bool {
        engine_allowed(self.phase, &self.seats)
    }
}

/// Whether the engine may help anyone connected to a room whose game
/// stands at `phase` with `seats`: not while a person is seated and the
/// game is on, under way or waiting for its second player (no
/// evaluation, hint, Review or analysis for the players or the
/// watchers); a game of computers only, or one over, shows it all. The
/// one rule every screen of a room asks.
fn engine_allowed(phase: Phase, seats: &[SeatView; 2]) -> bool {
    let person = seats
        .iter()
        .any(|seat| matches!(seat, SeatView::Person { .. }));
    let on = matches!(phase, Phase::Waiting | Phase::Playing);
    !(on && person)
}

/// A room as one visitor in it sees it.
#[derive(Clone, Debug)]
pub struct RoomView {
    pub id: String,
    /// The game with every move played.
    pub game: AnyGame,
    pub options: Options,
    pub control: Option<TimeControl>,
    /// Both clocks as the answer was made, player 1's first.
    pub clocks: Option<[Duration; 2]>,
    /// The clock running, if any.
    pub running: Option<Side>,
    pub seats: [SeatView; 2],
    /// How long each empty seat has until it is forfeited, player 1's
    /// first, as the answer was made.
    pub forfeits_in: [Option<Duration>; 2],
    /// The watchers' names.
    pub watchers: Vec<String>,
    pub phase: Phase,
    /// The offer standing, if any.
    pub offer: Option<Offer>,
    pub chat: Vec<String>,
    /// The visitor's seat, if this connection holds it.
    pub you: Option<Side>,
    /// This connection held a seat until another connection of the same
    /// key took it: it watches now.
    pub displaced: bool,
    /// The server's TV show.
    pub tv: bool,
    /// The game counts for the players' ratings.
    pub rated: bool,
    /// The room is rated, but this game is played unrated: its two
    /// players had their rated games together for the day.
    pub over_pair_limit: bool,
    /// The game ended with time and the server is still keeping its end:
    /// the game is shown as it stood until then.
    pub saving: bool,
    /// Which game of the room this is: 1, then one more each rematch.
    pub round: u32,
}

impl RoomView {
    /// Whether the engine may help anyone in the room (see
    /// [`engine_allowed`]).
    pub fn engine_allowed(&self) -> bool {
        engine_allowed(self.phase, &self.seats)
    }
}
