//! What one visitor may take of the server: how many sessions in all and
//! per address, how long a session may sit idle, how fast it may type,
//! and how much output may wait for a client that reads slowly.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// A session with no input for this long is told so and closed.
pub const IDLE: Duration = Duration::from_secs(30 * 60);
/// Input is read no faster than this many bytes a second (after a burst
/// of as many): far above any typing or paste, far below a flood.
pub const INPUT_BYTES_PER_SECOND: usize = 64 * 1024;
/// Output waiting for one client, at most; beyond it frames are dropped
/// and the screen is drawn whole once the client has caught up.
pub const OUTPUT_CAP: usize = 256 * 1024;
/// Events waiting for a session's app, at most; past that, input is
/// dropped and the visitor told so.
pub const INPUT_QUEUE: usize = 1024;

/// The largest screen drawn: a client may claim any size, but a frame
/// costs memory by its cells.
pub const MAX_COLUMNS: u16 = 512;
pub const MAX_ROWS: u16 = 256;

/// The per-session limits (tests shorten them).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub idle: Duration,
    pub input_bytes_per_second: usize,
    pub output_cap: usize,
    pub input_queue: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            idle: IDLE,
            input_bytes_per_second: INPUT_BYTES_PER_SECOND,
            output_cap: OUTPUT_CAP,
            input_queue: INPUT_QUEUE,
        }
    }
}

/// Why a session was not let in, as the visitor reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the server is full ({0} sessions); try again later")]
    Full(usize),
    #[error("too many sessions from your address ({0}); close one first")]
    TooManyFromAddress(usize),
}

#[derive(Default)]
struct Counts {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
}

/// Counts the sessions open, in all and per address.
pub struct Admission {
    max_sessions: usize,
    max_per_address: usize,
    counts: Arc<Mutex<Counts>>,
}

/// A session let in; dropping it lets the next one in.
pub struct Seat {
    address: Option<IpAddr>,
    counts: Arc<Mutex<Counts>>,
}

impl Admission {
    pub fn new(max_sessions: usize, max_per_address: usize) -> Admission {
        Admission {
            max_sessions,
            max_per_address,
            counts: Arc::default(),
        }
    }

    /// Lets a session from `address` in, or says why not.
    pub fn admit(&self, address: Option<IpAddr>) -> Result<Seat, Refusal> {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if counts.total >= self.max_sessions {
            return Err(Refusal::Full(self.max_sessions));
        }
        if let Some(address) = address {
            let from_there = counts.per_address.entry(address).or_default();
            if *from_there >= self.max_per_address {
                return Err(Refusal::TooManyFromAddress(self.max_per_address));
            }
            *from_there += 1;
        }
        counts.total += 1;
        Ok(Seat {
            address,
            counts: Arc::clone(&self.counts),
        })
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        counts.total = counts.total.saturating_sub(1);
        if let Some(address) = self.address
            && let Some(from_there) = counts.per_address.get_mut(&address)
        {
            *from_there -= 1;
            if *from_there == 0 {
                counts.per_address.remove(&address);
            }
        }
    }
}

/// A window change costs as much of the input cap as its packet on the
/// wire: requests, like keys, are read no faster than the cap.
pub const WINDOW_CHANGE_BYTES: usize = 64;

/// The SSH window a client is given for its input: one second's worth at
/// the cap (1 KiB at least), so what it has sent that the server has not
/// yet read stays that small however fast it sends.
pub fn input_window(bytes_per_second: usize) -> u32 {
    u32::try_from(bytes_per_second.max(1024)).unwrap_or(u32::MAX)
}

/// A token bucket over input bytes: a burst of one second's worth, then
/// the steady rate. Nothing is refused: bytes past the allowance are
/// owed, and the connection reads nothing more until time has paid for
/// them, so what it takes never passes one burst plus the rate times the
/// time.
pub struct InputRate {
    per_second: f64,
    allowance: f64,
    last: Instant,
}

impl InputRate {
    pub fn new(bytes_per_second: usize, now: Instant) -> InputRate {
        let per_second = bytes_per_second.max(1) as f64;
        InputRate {
            per_second,
            allowance: per_second,
            last: now,
        }
    }

    /// Takes `bytes` at `now`: how long to wait before using them and
    /// reading on (zero within the allowance).
    pub fn take(&mut self, bytes: usize, now: Instant) -> Duration {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.allowance = (self.allowance + elapsed * self.per_second).min(self.per_second);
        self.allowance -= bytes as f64;
        Duration::try_from_secs_f64(-self.allowance / self.per_second).unwrap_or(Duration::ZERO)
    }
}

/// How long `bytes` take at the steady rate, with no burst.
pub fn steady_time(bytes: usize, bytes_per_second: usize) -> Duration {
    Duration::from_secs_f64(bytes as f64 / bytes_per_second.max(1) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sessions_are_counted_in_all_and_per_address_and_freed_on_drop() {
        let admission = Admission::new(3, 2);
        let here: IpAddr = [127, 0, 0, 1].into();
        let there: IpAddr = [10, 0, 0, 1].into();
        let first = admission.admit(Some(here));
        let second = admission.admit(Some(here));
        assert!(first.is_ok() && second.is_ok());
        assert_eq!(
            admission.admit(Some(here)).err(),
            Some(Refusal::TooManyFromAddress(2))
        );
        let third = admission.admit(Some(there));
        assert!(third.is_ok());
        assert_eq!(admission.admit(Some(there)).err(), Some(Refusal::Full(3)));
        drop(first);
        assert!(admission.admit(Some(here)).is_ok());
    }

    #[test]
    fn input_beyond_the_burst_waits_until_the_rate_has_paid_for_it() {
        let start = Instant::now();
        let mut rate = InputRate::new(100, start);
        assert_eq!(rate.take(60, start), Duration::ZERO);
        assert_eq!(rate.take(40, start), Duration::ZERO);
        assert_eq!(rate.take(50, start), Duration::from_millis(500));
        // Time paid the debt back: the next 50 bytes are owed again.
        let later = start + Duration::from_millis(500);
        assert_eq!(rate.take(50, later), Duration::from_millis(500));
        // A long pause refills one burst, no more.
        let much_later = later + Duration::from_secs(60);
        assert_eq!(rate.take(100, much_later), Duration::ZERO);
        assert_eq!(rate.take(10, much_later), Duration::from_millis(100));
    }
}
