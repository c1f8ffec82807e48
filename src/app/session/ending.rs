//! Ending a game by agreement on the game screen (RULES.md "Ending a game
//! by agreement"): who may resign or offer a draw now, the computer
//! weighing a draw offered to it, and the game ended by either. The
//! questions asked first (resign? accept the draw?) are the app's.

use super::{Message, PlayerKind, Session};
use crate::ai::Evaluation;
use crate::ai::evaluation::takes_draw;
use crate::app::event::Effect;
use crate::app::text;
use crate::games::Side;
use crate::games::record::DrawRefused;
use crate::i18n::Explain;
use crate::rooms::RoomRequest;

/// Who answers a draw offer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawAnswer {
    /// The computer, after weighing the position.
    Computer,
    /// The other person at the keyboard, asked to accept or decline.
    Person(Side),
}

impl Session {
    /// The side that would resign now: the person against the computer,
    /// the side to move at one keyboard, the visitor's seat in a room's
    /// game under way; none in a watched game or a game over.
    pub fn resigner(&self) -> Option<Side> {
        if self.room.is_some() {
            return self.room_resigner();
        }
        if self.is_over() {
            return None;
        }
        let people: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|side| self.players[side.index()].kind == PlayerKind::Human)
            .collect();
        match people[..] {
            [person] => Some(person),
            [_, _] => Some(self.game.side_to_move()),
            _ => None,
        }
    }

    /// `loser` resigns: the other side wins, and the game-over box opens;
    /// a room is asked, and says when the game ended.
    pub fn resign(&mut self, loser: Side) -> Vec<Effect> {
        if self.room.is_some() {
            return self.to_room(RoomRequest::Resign);
        }
        self.game.resign(loser);
        self.game_ended()
    }

    /// Who would answer a draw offered now by the person to move: the
    /// computer, or the other person; none where no offer can be made
    /// (not a person's turn, a watched game, a room's, one being weighed).
    pub fn draw_answer(&self) -> Option<DrawAnswer> {
        if !self.human_to_move() || self.room.is_some() || self.searches.weighing_offer() {
            return None;
        }
        let other = self.game.side_to_move().opponent();
        match self.players[other.index()].kind {
            PlayerKind::Human => Some(DrawAnswer::Person(other)),
            PlayerKind::Computer(_) | PlayerKind::Engine(_) => Some(DrawAnswer::Computer),
            PlayerKind::Remote => None,
        }
    }

    /// Whether a draw may be offered now, in a game that has draws.
    pub fn may_offer_draw(&self) -> bool {
        self.game.id().can_draw() && self.draw_answer().is_some()
    }

    /// The person to move offers the computer a draw: it weighs the
    /// position in the background and answers when the search ends. In
    /// a game without draws the note says so.
    pub fn offer_draw(&mut self) -> Vec<Effect> {
        if let Some(refusal) = self.no_draws() {
            self.warn(refusal);
            return Vec::new();
        }
        if self.draw_answer() != Some(DrawAnswer::Computer) || !self.computer_may_search() {
            return Vec::new();
        }
        self.note(self.lang.tr(text::DRAW_OFFERED).into_owned());
        let mut effects = self.searches.stop();
        effects.push(self.searches.weigh_offer(&self.game));
        effects
    }

    /// Why no draw can be offered in this game, if it has none.
    pub fn no_draws(&self) -> Option<String> {
        (!self.game.id().can_draw())
            .then(|| DrawRefused::NoDraws(self.game.id()).explain(self.lang))
    }

    /// The computer's search weighing the offer ended: it accepts unless
    /// it stands better (RULES.md "Ending a game by agreement"). With no
    /// score to go by, it declines.
    pub(super) fn answer_offer(&mut self, evaluation: Option<Evaluation>) -> Vec<Effect> {
        let computer = self.game.side_to_move().opponent();
        if takes_draw(evaluation, computer) {
            self.agree_draw()
        } else {
            self.note(self.lang.tr(text::COMPUTER_DECLINES_DRAW).into_owned());
            Vec::new()
        }
    }

    /// Both sides agreed: the game ends drawn.
    pub fn agree_draw(&mut self) -> Vec<Effect> {
        if let Err(refused) = self.game.agree_draw() {
            self.message = Some(Message::Error(refused.explain(self.lang)));
            return Vec::new();
        }
        self.game_ended()
    }

    /// The game ended off the board: nothing more moves or searches.
    fn game_ended(&mut self) -> Vec<Effect> {
        self.message = None;
        self.motion.halt();
        let mut effects = self.searches.stop();
        effects.extend(self.stop_engines());
        self.refresh();
        effects
    }
}
