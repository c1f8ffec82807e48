//! What moves on the game screen with time: a computer's piece travelling
//! across the board, the pause between two computers' moves (the game's
//! own once changed), and pausing a watched game. Time counts in ticks, so the state never reads a clock.

use std::time::Duration;

use crate::games::{Coord, Piece};

/// How long one tick lasts.
pub const TICK: Duration = Duration::from_millis(50);

/// A computer's move travelling across the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Animation {
    pub from: Coord,
    pub to: Coord,
    pub piece: Option<Piece>,
    pub tick: u32,
    /// The ticks the whole travel takes (at least one).
    pub ticks: u32,
}

/// The stages of a travel: the piece is drawn at the start, half way and
/// on arrival, however far it goes. Each place drawn redraws two squares,
/// so a long slide over a slow link costs no more than a short one.
const HOPS: i32 = 2;

impl Animation {
    /// Where the piece is drawn now, between its two squares.
    pub fn at(&self) -> Coord {
        let ticks = self.ticks.max(1);
        let tick = i32::try_from(self.tick.min(ticks)).unwrap_or(0);
        let stage = tick * HOPS / i32::try_from(ticks).unwrap_or(1);
        let lerp = |a: u8, b: u8| {
            let (a, b) = (i32::from(a), i32::from(b));
            u8::try_from(a + (b - a) * stage / HOPS).unwrap_or(0)
        };
        Coord::new(
            lerp(self.from.file, self.to.file),
            lerp(self.from.rank, self.to.rank),
        )
    }
}

/// The ticks a pause of `ms` milliseconds lasts.
pub fn pause_ticks(ms: u64) -> u32 {
    u32::try_from(ms / TICK.as_millis() as u64).unwrap_or(u32::MAX)
}

#[derive(Clone, Debug, Default)]
pub struct Motion {
    animation: Option<Animation>,
    pause_ticks: u32,
    /// A watched game held by the person.
    paused: bool,
    /// One move asked for while paused.
    step: bool,
    /// The pause between two computers' moves in this game, once `+`
    /// or `-` set it; the setting's until then.
    pause_ms: Option<u64>,
}

impl Motion {
    /// The pause between two computers' moves in this game: its own, else
    /// `setting`.
    pub fn pause_ms(&self, setting: u64) -> u64 {
        self.pause_ms.unwrap_or(setting)
    }

    /// This game's pause, the setting left as it is.
    pub fn set_pause_ms(&mut self, ms: u64) {
        self.pause_ms = Some(ms);
    }

    pub fn animation(&self) -> Option<Animation> {
        self.animation
    }
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Whether time must pass before the next move may start.
    pub fn busy(&self) -> bool {
        self.animation.is_some() || self.pause_ticks > 0
    }

    /// Stops whatever moves (the game changed under it, or was left).
    pub fn halt(&mut self) {
        self.animation = None;
        self.pause_ticks = 0;
    }

    pub fn animate(&mut self, animation: Option<Animation>) {
        self.animation = animation;
    }

    pub fn pause_for(&mut self, ticks: u32) {
        self.pause_ticks = ticks;
    }

    pub fn toggle_pause(&mut self) -> bool {
        self.paused = !self.paused;
        self.paused
    }

    pub fn pause(&mut self) {
        self.paused = true;
    }

    /// One move while paused: the pause between moves ends too.
    pub fn step(&mut self) {
        self.step = true;
        self.pause_ticks = 0;
    }

    /// Whether a watched game may make its next move now; taking a step
    /// uses it up.
    pub fn may_move(&mut self) -> bool {
        if self.paused && !self.step {
            return false;
        }
        self.step = false;
        true
    }

    /// One tick: true when the travel just ended (the pause between
    /// moves starts then), and whether anything still waits.
    pub fn tick(&mut self) -> Tick {
        if let Some(animation) = &mut self.animation {
            animation.tick += 1;
            if animation.tick < animation.ticks {
                return Tick::Waiting;
            }
            self.animation = None;
            return Tick::Arrived;
        }
        if self.pause_ticks > 0 {
            self.pause_ticks -= 1;
        }
        if self.pause_ticks > 0 {
            Tick::Waiting
        } else {
            Tick::Ready
        }
    }
}

/// What one tick did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tick {
    /// Still travelling or pausing.
    Waiting,
    /// A travelling piece reached its square.
    Arrived,
    /// Nothing holds the next move back.
    Ready,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_travelling_piece_moves_from_its_origin_to_its_destination() {
        let mut animation = Animation {
            from: Coord::new(0, 0),
            to: Coord::new(0, 6),
            piece: None,
            tick: 0,
            ticks: 6,
        };
        assert_eq!(animation.at(), animation.from);
        animation.tick = 2;
        assert_eq!(animation.at(), animation.from);
        animation.tick = 3;
        assert_eq!(animation.at(), Coord::new(0, 3));
        animation.tick = 5;
        assert_eq!(animation.at(), Coord::new(0, 3));
        animation.tick = 6;
        assert_eq!(animation.at(), animation.to);
    }

    #[test]
    fn a_long_slide_is_drawn_in_three_places() {
        for ticks in [3, 6, 12] {
            let places: std::collections::BTreeSet<Coord> = (0..=ticks)
                .map(|tick| {
                    Animation {
                        from: Coord::new(0, 0),
                        to: Coord::new(8, 0),
                        piece: None,
                        tick,
                        ticks,
                    }
                    .at()
                })
                .collect();
            assert_eq!(places.len(), 3, "{ticks}: {places:?}");
        }
    }
}
