//! How long a search may think: a fixed move time, or a budget taken from
//! the mover's clock. A clock gives two limits: a soft one, after which no
//! new iteration starts, and a hard one, at which the search is cut off.

use std::time::Duration;

use super::protocol::{ClockLeft, Limits};

/// Moves a clock is shared over when no `moves_to_go` is given.
const MOVES_TO_GO: u32 = 30;
/// Kept back from every clock budget for the move to reach the other side.
const OVERHEAD: Duration = Duration::from_millis(20);
/// The least kept back on a clock: with less, a search gets only a
/// moment, so the increment fills the clock up again.
const RESERVE: Duration = Duration::from_millis(300);

/// The time a search may take; `None` means no limit of that kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Budget {
    /// No new iteration starts after this.
    pub soft: Option<Duration>,
    /// The search stops at this, whatever it is doing.
    pub hard: Option<Duration>,
}

impl Budget {
    pub fn of(limits: &Limits) -> Budget {
        let clock = limits.clock.map(on_clock);
        let cap = |from_clock: Option<Duration>| match (from_clock, limits.movetime) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Budget {
            soft: cap(clock.map(|c| c.soft)),
            hard: cap(clock.map(|c| c.hard)),
        }
    }
}

#[derive(Clone, Copy)]
struct ClockBudget {
    soft: Duration,
    hard: Duration,
}

/// A share of what is left plus most of the increment, never so much that
/// the moves after it are starved.
fn on_clock(clock: ClockLeft) -> ClockBudget {
    let left = clock.left.saturating_sub(OVERHEAD);
    let moves = clock.moves_to_go.unwrap_or(MOVES_TO_GO).max(1);
    let share = left / moves + clock.increment * 3 / 4;
    // What must stay on the clock for the moves after this one, and for
    // what each move costs outside the search on a busy machine.
    let reserve = (left / 10).max(RESERVE).min(left);
    let most = left - reserve;
    ClockBudget {
        soft: (share / 2).min(most).max(Duration::from_millis(1)),
        hard: (share * 2).min(most).max(Duration::from_millis(1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(left_ms: u64, inc_ms: u64) -> Limits {
        Limits {
            clock: Some(ClockLeft {
                left: Duration::from_millis(left_ms),
                increment: Duration::from_millis(inc_ms),
                moves_to_go: None,
            }),
            ..Limits::default()
        }
    }

    #[test]
    fn a_fixed_move_time_is_both_limits() {
        let limits = Limits {
            movetime: Some(Duration::from_millis(300)),
            ..Limits::default()
        };
        let budget = Budget::of(&limits);
        assert_eq!(budget.soft, Some(Duration::from_millis(300)));
        assert_eq!(budget.hard, Some(Duration::from_millis(300)));
    }

    #[test]
    fn a_clock_spends_a_share_and_most_of_the_increment() {
        let budget = Budget::of(&clock(60_000, 1_000));
        let share = Duration::from_millis(60_000 - 20) / 30 + Duration::from_millis(750);
        assert_eq!(budget.soft, Some(share / 2));
        assert_eq!(budget.hard, Some(share * 2));
    }

    #[test]
    fn a_nearly_empty_clock_keeps_a_reserve() {
        let budget = Budget::of(&clock(100, 5_000));
        let hard = budget.hard.expect("a clock gives a hard limit");
        assert!(hard < Duration::from_millis(80), "{hard:?}");
        assert!(hard >= Duration::from_millis(1));
    }

    #[test]
    fn a_move_time_caps_the_clock() {
        let mut limits = clock(600_000, 0);
        limits.movetime = Some(Duration::from_millis(100));
        assert_eq!(Budget::of(&limits).hard, Some(Duration::from_millis(100)));
    }

    #[test]
    fn no_time_limit_is_no_budget() {
        assert_eq!(Budget::of(&Limits::default()), Budget::default());
    }
}
