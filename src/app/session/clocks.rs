//! The game's clocks on the game screen: which one runs, time passing on
//! it, the increment after a move, the readings put back by undo and redo,
//! and a flag fall ending the game. The app says how much time passed;
//! nothing here reads a clock.
//!
//! No clock runs before each side has made its first move (RULES.md
//! "Clocks"). Then only the side to move's clock runs, and only while it
//! can move: a person to move, or the computer searching for its move
//! (not while its turn waits behind an animation or a paused watch).
//! Looking back over the game, the save and export prompts and the
//! position string pause it; so does a question over the game and every
//! other screen (the app passes time to the game only while it is on
//! screen without one).

use std::time::Duration;

use super::{Overlay, PlayerKind, Session};
use crate::ai::ClockLeft;
use crate::app::event::Effect;
use crate::games::{Clock, Side};

impl Session {
    /// Plays the game on `clock` (as new, or as it was saved). A clock
    /// saved at zero for the side to move has already fallen.
    pub fn with_clock(mut self, clock: Option<Clock>) -> Session {
        self.clock = clock;
        let side = self.game.side_to_move();
        if self.clock.as_ref().is_some_and(|c| c.flagged(side)) {
            self.game.time_out();
            self.refresh();
        }
        self
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The side whose clock runs now, if any.
    pub fn clock_running(&self) -> Option<Side> {
        self.clock.as_ref()?;
        let paused = matches!(
            self.overlay,
            Overlay::Review(_) | Overlay::SaveName(_) | Overlay::Export { .. } | Overlay::Position
        );
        if let Some(room) = &self.room {
            // The server's clock runs whatever is open over the board.
            return room.running.filter(|_| !self.is_over());
        }
        // The first move of each side is free of the clock.
        if paused || self.is_over() || !Clock::runs_after(self.game.ply_count()) {
            return None;
        }
        let side = self.game.side_to_move();
        let can_move = match self.players[side.index()].kind {
            // A room's clocks are the server's: shown running for either.
            PlayerKind::Human | PlayerKind::Remote => true,
            PlayerKind::Computer(_) | PlayerKind::Engine(_) => self.searches.moving(),
        };
        can_move.then_some(side)
    }

    /// `passed` went by with the game on screen: the running clock loses
    /// it, and a clock that reaches zero ends the game.
    pub fn elapse(&mut self, passed: Duration) -> Vec<Effect> {
        if self.room.is_some() {
            self.elapse_in_room(passed);
            return Vec::new();
        }
        let Some(side) = self.clock_running() else {
            return Vec::new();
        };
        let flagged = self.clock.as_mut().is_some_and(|c| c.run(side, passed));
        if !flagged {
            return Vec::new();
        }
        self.game.time_out();
        self.motion.halt();
        let effects = self.searches.stop();
        self.refresh();
        effects
    }

    /// `mover` has just moved: its increment is added.
    pub(super) fn clock_moved(&mut self, mover: Side) {
        let plies = self.game.ply_count();
        if let Some(clock) = &mut self.clock {
            clock.moved(mover, plies);
        }
    }

    /// After undo or redo: the clocks as they stood at this move.
    pub(super) fn clock_back(&mut self) {
        let plies = self.game.ply_count();
        if let Some(clock) = &mut self.clock {
            clock.back_to(plies);
        }
    }

    /// The side to move's clock, for the computer's search.
    pub(super) fn clock_left(&self) -> Option<ClockLeft> {
        self.clock_of(self.game.side_to_move())
    }

    /// `side`'s clock as a search or an engine is told it.
    pub(super) fn clock_of(&self, side: Side) -> Option<ClockLeft> {
        let clock = self.clock.as_ref()?;
        Some(ClockLeft {
            left: clock.left(side),
            increment: clock.control().increment(),
            moves_to_go: None,
        })
    }
}
