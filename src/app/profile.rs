//! A player's profile and the leaderboard, over SSH: each opened by the
//! rooms' answer to the lobby's ask, or a room's for a profile (see
//! [`super::visit`]); Esc goes back where it was asked from. Enter on one of the profile's recent games asks the
//! rooms for it, to open in Review.

use super::Shared;
use super::event::Effect;
use super::keymap::{Action, Context};
use super::screen::Screen;
use super::{Outcome, View};
use crate::games::GameId;
use crate::rating::Pace;
use crate::rooms::RoomRequest;
use crate::store::{Board, Leader, Profile};

#[derive(Clone, Debug)]
pub struct ProfileView {
    pub profile: Profile,
    /// The recent game under the cursor, by its place in the list.
    pub cursor: usize,
    /// Why the game asked for did not open, under the list.
    pub note: Option<String>,
    /// The room it was asked from, gone back to on Esc; none from the
    /// lobby.
    pub room: Option<String>,
}

impl ProfileView {
    pub fn new(profile: Profile) -> ProfileView {
        ProfileView {
            profile,
            cursor: 0,
            note: None,
            room: None,
        }
    }

    /// The cursor a row up or down the recent games, stopping at the ends.
    fn move_cursor(&mut self, down: bool) {
        let last = self.profile.recent.len().saturating_sub(1);
        self.cursor = match down {
            true => (self.cursor + 1).min(last),
            false => self.cursor.saturating_sub(1),
        };
        self.note = None;
    }

    /// The game under the cursor, asked of the rooms; the profile, as it
    /// is, waits to be gone back to.
    fn open_game(&mut self, shared: &mut Shared) -> Outcome {
        let Some(game) = self.profile.recent.get(self.cursor) else {
            return Outcome::stay();
        };
        let id = game.id;
        self.note = None;
        if let Some(visit) = &mut shared.visit {
            visit.looking = true;
            visit.from_profile = Some(Box::new(self.clone()));
        }
        vec![Effect::Room(RoomRequest::Game { id })].into()
    }
}

#[derive(Clone, Debug)]
pub struct LeaderboardView {
    pub board: Board,
    pub leaders: Vec<Leader>,
}

/// The leaderboard of a game and pace, asked of the rooms; its answer
/// opens it.
pub(super) fn ask_leaderboard(shared: &mut Shared, game: GameId, pace: Pace) -> Outcome {
    if let Some(visit) = &mut shared.visit {
        visit.looking = true;
    }
    vec![Effect::Room(RoomRequest::Leaderboard { game, pace })].into()
}

/// The one `step`s away from `now` in `all`, round the ends.
fn turned<T: Copy + PartialEq, const N: usize>(all: [T; N], now: T, step: usize) -> T {
    let at = all.iter().position(|x| *x == now).unwrap_or(0);
    all[(at + step) % N]
}

impl View for ProfileView {
    fn name(&self) -> Screen {
        Screen::Profile
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Profile
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        match action {
            // The board of the player's first rating, else live chess;
            // not from a room, which Esc there goes back to.
            Action::Leaderboard if self.room.is_none() => {
                let (game, pace) = self
                    .profile
                    .ratings
                    .first()
                    .map_or((GameId::Chess, Pace::Live), |row| (row.game, row.pace));
                ask_leaderboard(shared, game, pace)
            }
            Action::Up | Action::Down => {
                self.move_cursor(action == Action::Down);
                Outcome::stay()
            }
            Action::Activate => self.open_game(shared),
            Action::Back => match &self.room {
                Some(room) => shared.back_to_room(room.clone()),
                None => shared.back_to_lobby(),
            },
            _ => Outcome::stay(),
        }
    }

    fn available(&self, action: Action, _shared: &Shared) -> bool {
        match action {
            Action::Up | Action::Down => self.profile.recent.len() > 1,
            Action::Activate => !self.profile.recent.is_empty(),
            Action::Leaderboard => self.room.is_none(),
            _ => true,
        }
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (60, 12)
    }
}

impl View for LeaderboardView {
    fn name(&self) -> Screen {
        Screen::Leaderboard
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Leaderboard
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let Board { game, pace, .. } = self.board;
        let games = GameId::ALL.len();
        match action {
            Action::Left => ask_leaderboard(shared, turned(GameId::ALL, game, games - 1), pace),
            Action::Right => ask_leaderboard(shared, turned(GameId::ALL, game, 1), pace),
            Action::NextTab => ask_leaderboard(shared, game, turned(Pace::ALL, pace, 1)),
            Action::Back => shared.back_to_lobby(),
            _ => Outcome::stay(),
        }
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (60, 12)
    }
}
