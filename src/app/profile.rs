//! A player's profile and the leaderboard, over SSH: each opened by the
//! rooms' answer to the lobby's ask (see [`super::visit`]); Esc goes back
//! to the lobby.

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
            // The board of the player's first rating, else live chess.
            Action::Leaderboard => {
                let (game, pace) = self
                    .profile
                    .ratings
                    .first()
                    .map_or((GameId::Chess, Pace::Live), |row| (row.game, row.pace));
                ask_leaderboard(shared, game, pace)
            }
            Action::Back => shared.back_to_lobby(),
            _ => Outcome::stay(),
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
