//! Waiting for the next event of an app's loop: blocking costs nothing,
//! and while the app animates, a computer thinks or a clock runs, a tick
//! comes at least every [`TICK`].

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Instant;

use crate::ai::Report;
use crate::app::Event;
use crate::app::session::TICK;

/// What the wait ended with.
#[derive(Debug, PartialEq, Eq)]
pub enum Wait<T> {
    Got(T),
    Tick,
    /// Every sender is gone.
    Closed,
}

/// Where the ticks stand at a moment.
#[derive(Debug, PartialEq, Eq)]
pub enum Ticks {
    /// A tick is due now (the next is a [`TICK`] away).
    Due,
    /// The next tick comes then.
    At(Instant),
    /// The app does not tick.
    Off,
}

/// Where the ticks stand at `now`, `next_tick` moved on when one is due;
/// while the app does not tick, the first tick comes a [`TICK`] after it
/// starts to. Shared by every loop that feeds an app.
pub fn ticks_at(ticking: bool, next_tick: &mut Instant, now: Instant) -> Ticks {
    if !ticking {
        *next_tick = now + TICK;
        return Ticks::Off;
    }
    if now >= *next_tick {
        *next_tick = now + TICK;
        return Ticks::Due;
    }
    Ticks::At(*next_tick)
}

/// Blocks until something comes or a tick is due (when `ticking`).
pub fn next_event<T>(events: &Receiver<T>, ticking: bool, next_tick: &mut Instant) -> Wait<T> {
    loop {
        let now = Instant::now();
        let received = match ticks_at(ticking, next_tick, now) {
            Ticks::Due => return Wait::Tick,
            Ticks::Off => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
            Ticks::At(at) => events.recv_timeout(at.saturating_duration_since(now)),
        };
        match received {
            Ok(event) => return Wait::Got(event),
            Err(RecvTimeoutError::Disconnected) => return Wait::Closed,
            // The tick is told on the next turn.
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// Whether the frame after `event` is drawn at once. A search's progress
/// report waits for the next tick while the app ticks, so a burst of
/// reports (a search's first depths come within a millisecond) costs one
/// frame, not one each: fewer bytes over a slow link.
pub fn draws_at_once(event: &Event, ticking: bool) -> bool {
    !(ticking && matches!(event, Event::Ai(Report::Progress { .. })))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn ticks_come_only_while_ticking_and_a_closed_queue_ends_the_wait() {
        let (sender, events) = mpsc::channel::<u8>();
        let mut next_tick = Instant::now();
        assert_eq!(next_event(&events, true, &mut next_tick), Wait::Tick);
        sender.send(7).ok();
        assert_eq!(next_event(&events, false, &mut next_tick), Wait::Got(7));
        drop(sender);
        assert_eq!(next_event(&events, false, &mut next_tick), Wait::Closed);
    }

    #[test]
    fn a_tick_is_due_a_tick_after_the_app_starts_ticking() {
        let start = Instant::now();
        let mut next_tick = start;
        assert_eq!(ticks_at(false, &mut next_tick, start), Ticks::Off);
        assert_eq!(
            ticks_at(true, &mut next_tick, start),
            Ticks::At(start + TICK)
        );
        assert_eq!(ticks_at(true, &mut next_tick, start + TICK), Ticks::Due);
        assert_eq!(next_tick, start + TICK + TICK, "the next one a tick on");
    }

    #[test]
    fn progress_waits_for_the_tick_while_ticking_and_nothing_else_does() {
        let progress = Event::Ai(Report::Progress {
            ticket: 1,
            info: crate::ai::SearchInfo {
                depth: 1,
                score: crate::ai::Score::Points(0),
                nodes: 1,
                nps: 1,
                pv: Vec::new(),
            },
        });
        assert!(!draws_at_once(&progress, true));
        assert!(draws_at_once(&progress, false));
        assert!(draws_at_once(
            &Event::Ai(Report::NoMove { ticket: 1 }),
            true
        ));
        assert!(draws_at_once(&Event::Tick, true));
        assert!(draws_at_once(&Event::Resize(80, 24), true));
    }
}
