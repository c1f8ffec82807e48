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
    /// `idle_at` passed with nothing received.
    Idle,
    /// Every sender is gone.
    Closed,
}

/// Blocks until something comes, a tick is due (when `ticking`), or
/// `idle_at` passes.
pub fn next_event<T>(
    events: &Receiver<T>,
    ticking: bool,
    next_tick: &mut Instant,
    idle_at: Option<Instant>,
) -> Wait<T> {
    loop {
        let now = Instant::now();
        if idle_at.is_some_and(|at| now >= at) {
            return Wait::Idle;
        }
        if !ticking {
            *next_tick = now + TICK;
        } else if now >= *next_tick {
            *next_tick = now + TICK;
            return Wait::Tick;
        }
        let deadline = match (ticking.then_some(*next_tick), idle_at) {
            (Some(tick), Some(idle)) => Some(tick.min(idle)),
            (tick, idle) => tick.or(idle),
        };
        let received = match deadline {
            None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
            Some(at) => events.recv_timeout(at.saturating_duration_since(now)),
        };
        match received {
            Ok(event) => return Wait::Got(event),
            Err(RecvTimeoutError::Disconnected) => return Wait::Closed,
            // Whichever deadline came is told on the next turn.
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
    use std::time::Duration;

    #[test]
    fn ticks_come_only_while_ticking_and_idleness_ends_the_wait() {
        let (sender, events) = mpsc::channel::<u8>();
        let mut next_tick = Instant::now();
        assert_eq!(next_event(&events, true, &mut next_tick, None), Wait::Tick);
        sender.send(7).ok();
        assert_eq!(
            next_event(&events, false, &mut next_tick, None),
            Wait::Got(7)
        );
        let idle_at = Instant::now() + Duration::from_millis(20);
        assert_eq!(
            next_event(&events, false, &mut next_tick, Some(idle_at)),
            Wait::Idle
        );
        drop(sender);
        assert_eq!(
            next_event(&events, false, &mut next_tick, None),
            Wait::Closed
        );
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
