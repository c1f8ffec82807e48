//! Moves chosen ahead: a move typed or picked with the cursor while the
//! computer thinks waits, marked on the board and named as the move list
//! would name it, and is played the moment the person's turn comes if it
//! is legal then, or dropped with a note.

use super::{Message, Overlay, Session};
use crate::app::event::Effect;
use crate::app::settings::Settings;
use crate::app::text;
use crate::games::Coord;

/// A move waiting for the person's turn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Premove {
    /// As typed (SAN or coordinates), or the picked squares' coordinates.
    pub text: String,
    /// The squares marked on the board, when known.
    pub squares: Option<(Coord, Coord)>,
    /// The move as the game writes it after a reply that makes it legal
    /// (SAN in the chess games); as chosen when none is known.
    pub written: String,
    /// Picked with the cursor (a promotion then asks for its piece).
    picked: bool,
}

/// A premove as the game would play it after one reply: its squares and
/// how the game writes it.
struct Probed {
    squares: (Coord, Coord),
    written: String,
}

impl Session {
    pub fn premove(&self) -> Option<&Premove> {
        self.premove.as_ref()
    }

    /// Whether a move chosen now waits as a premove: a local game where
    /// the person plays and a computer is to move.
    pub fn may_premove(&self) -> bool {
        !self.is_over()
            && self.room.is_none()
            && self.person_plays()
            && self.players[self.game.side_to_move().index()]
                .kind
                .is_computer()
    }

    /// A move typed while the computer thinks: it waits, its squares
    /// marked as they would be after some reply; a move no reply makes
    /// legal is refused at once.
    pub(super) fn premove_typed(&mut self, typed: &str) {
        let Some(probed) = self.after_a_reply(typed) else {
            self.message = Some(Message::Error(text::premove_impossible(self.lang, typed)));
            return;
        };
        self.set_premove(Premove {
            text: typed.to_string(),
            squares: Some(probed.squares),
            written: probed.written,
            picked: false,
        });
    }

    /// `mv` played after the first of the computer's replies that makes
    /// it legal, if one does.
    fn after_a_reply(&self, mv: &str) -> Option<Probed> {
        self.view.moves().find_map(|reply| {
            let mut probe = self.game.clone();
            probe.play_text(reply.coordinates).ok()?;
            let written = probe.play_text(mv).ok()?;
            let last = probe.last_move()?;
            Some(Probed {
                squares: (last.from, last.to),
                written,
            })
        })
    }

    /// Whether some reply of the computer's makes `mv` legal.
    pub(super) fn legal_after_a_reply(&self, mv: &str) -> bool {
        self.after_a_reply(mv).is_some()
    }

    /// The premove waiting, as the reader is shown moves.
    pub fn premove_shown(&self) -> Option<String> {
        self.premove.as_ref().map(|p| self.shown_move(&p.written))
    }

    /// The cursor's pick while the computer thinks: a pending premove is
    /// cancelled; else a piece is taken up, then put on its square.
    pub(super) fn premove_pick(&mut self) {
        let at = self.cursor;
        if self.premove.take().is_some() {
            self.held = None;
            self.message = Some(Message::Info(
                self.lang.tr(text::PREMOVE_CANCELLED).into_owned(),
            ));
            return;
        }
        match self.held {
            None if self.game.piece_at(at).is_some() => self.held = Some(at),
            None => self.message = self.not_your_turn().map(Message::Info),
            Some(from) if from == at => self.held = None,
            Some(from) => {
                let text = format!("{from}{at}");
                // A promotion's piece is asked for when it is played.
                let written = self
                    .after_a_reply(&text)
                    .map_or_else(|| text.clone(), |p| p.written);
                self.set_premove(Premove {
                    text,
                    squares: Some((from, at)),
                    written,
                    picked: true,
                });
            }
        }
    }

    fn set_premove(&mut self, premove: Premove) {
        self.held = None;
        self.message = None;
        self.premove = Some(premove);
    }

    /// Esc: the premove goes.
    pub(super) fn cancel_premove(&mut self) {
        if self.premove.take().is_some() {
            self.message = Some(Message::Info(
                self.lang.tr(text::PREMOVE_CANCELLED).into_owned(),
            ));
        }
    }

    /// The person's turn has come: the premove is played if legal now,
    /// else dropped with the reason; without one, the game goes on.
    pub(super) fn play_premove(&mut self, settings: &Settings) -> Vec<Effect> {
        let waiting = self.premove.take();
        let Some(premove) = waiting.filter(|_| self.human_to_move()) else {
            return self.schedule(settings);
        };
        let mut mv = premove.text.clone();
        if let Some((from, to)) = premove.squares.filter(|_| premove.picked) {
            match self.view.moves_between(from, to).next() {
                Some(legal) if legal.promotion.is_some() => {
                    self.overlay = Overlay::Promotion { from, to };
                    return Vec::new();
                }
                Some(legal) => mv = legal.coordinates.to_string(),
                None => {}
            }
        }
        let before = self.game.ply_count();
        let effects = self.human_moves(&mv, settings);
        if self.game.ply_count() == before {
            let reason = match self.message.take() {
                Some(Message::Error(reason) | Message::Info(reason)) => reason,
                None => String::new(),
            };
            self.message = Some(Message::Info(text::premove_dropped(
                self.lang,
                &self.shown_move(&premove.written),
                &reason,
            )));
            return self.schedule(settings);
        }
        effects
    }
}
