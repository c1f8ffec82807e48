//! The cursor and the piece in hand: moving over the board, picking a
//! piece up, putting it on a square (or a click doing both), promotion.

use super::{Message, Overlay, Session};
use crate::app::event::Effect;
use crate::app::keymap::{Action, Context, PromotionChoice};
use crate::app::settings::Settings;
use crate::app::text;
use crate::games::Coord;
use crate::i18n::Explain;

impl Session {
    pub(super) fn move_cursor(&mut self, action: Action) {
        let dims = self.game.dims();
        // Up on screen is towards rank 8 unless the board is flipped.
        let (mut df, mut dr): (i8, i8) = match action {
            Action::Up => (0, 1),
            Action::Down => (0, -1),
            Action::Left => (-1, 0),
            _ => (1, 0),
        };
        if self.flipped {
            df = -df;
            dr = -dr;
        }
        let file = (self.cursor.file as i8 + df).clamp(0, dims.files as i8 - 1);
        let rank = (self.cursor.rank as i8 + dr).clamp(0, dims.ranks as i8 - 1);
        self.cursor = Coord::new(file as u8, rank as u8);
    }

    /// A mouse click on a square: as if the cursor went there and Enter.
    pub fn click(&mut self, at: Coord, settings: &Settings) -> Vec<Effect> {
        self.cursor = at;
        match self.context() {
            Context::Board | Context::Holding => self.pick(settings),
            _ => Vec::new(),
        }
    }

    /// The mouse button let go over `at`: after a drag from the piece in
    /// hand to another square the piece is put down there, as a click
    /// there would; a release where the press was changes nothing.
    pub fn release(&mut self, at: Coord, settings: &Settings) -> Vec<Effect> {
        match self.held {
            Some(from) if from != at => self.click(at, settings),
            _ => Vec::new(),
        }
    }

    /// The targets of the piece in hand: (square, whether a capture).
    pub fn targets(&self) -> Vec<(Coord, bool)> {
        match self.held {
            Some(from) => self.view.targets(from),
            None => Vec::new(),
        }
    }

    pub(super) fn pick(&mut self, settings: &Settings) -> Vec<Effect> {
        if self.may_premove() {
            self.premove_pick();
            return Vec::new();
        }
        if !self.human_to_move() {
            if let Some(why) = self.not_your_turn() {
                self.message = Some(Message::Info(why));
            }
            return Vec::new();
        }
        let at = self.cursor;
        let Some(from) = self.held else {
            let mover = self.game.side_to_move();
            self.message = match (self.view.can_move(at), self.game.piece_at(at)) {
                (true, _) => {
                    self.held = Some(at);
                    None
                }
                (false, Some(piece)) if piece.owner == mover => Some(Message::Error(
                    self.lang.tr(text::NO_MOVES_FROM).into_owned(),
                )),
                _ => Some(Message::Error(
                    self.lang.tr(text::NOT_YOUR_PIECE).into_owned(),
                )),
            };
            return Vec::new();
        };
        if at == from {
            self.held = None;
            return Vec::new();
        }
        let chosen = self
            .view
            .moves_between(from, at)
            .next()
            .map(|mv| (mv.promotion.is_some(), mv.coordinates.to_string()));
        match chosen {
            None if self.view.can_move(at) => {
                // Another piece of one's own: take that one instead.
                self.held = Some(at);
                self.message = None;
                Vec::new()
            }
            None => {
                let attempt = format!("{from}{at}");
                let mut probe = self.game.clone();
                let reason = match probe.play_text(&attempt) {
                    Err(error) => error.explain(self.lang),
                    Ok(_) => format!("{attempt}: {}", self.lang.tr(text::NO_MOVES_FROM)),
                };
                self.message = Some(Message::Error(reason));
                Vec::new()
            }
            Some((true, _)) => {
                self.overlay = Overlay::Promotion { from, to: at };
                Vec::new()
            }
            Some((false, mv)) => self.human_moves(&mv, settings),
        }
    }

    pub(super) fn promote(&mut self, choice: PromotionChoice, settings: &Settings) -> Vec<Effect> {
        let Overlay::Promotion { from, to } = self.overlay else {
            return Vec::new();
        };
        self.overlay = Overlay::None;
        self.human_moves(&format!("{from}{to}{}", choice.letter()), settings)
    }
}
