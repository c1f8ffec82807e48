//! What one visitor may take of the server: how many sessions in all and
//! per address, how long a session may sit idle, how fast it may type,
//! and how much output may wait for a client that reads slowly.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// A session with no input for this long is told so and closed.
pub const IDLE: Duration = Duration::from_secs(30 * 60);
/// Input beyond this many bytes a second (after a burst of as many) is
/// dropped: far above any typing or paste, far below a flood.
pub const INPUT_BYTES_PER_SECOND: usize = 64 * 1024;
/// Output waiting for one client, at most; beyond it frames are dropped
/// and the screen is drawn whole once the client has caught up.
pub const OUTPUT_CAP: usize = 256 * 1024;

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
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            idle: IDLE,
            input_bytes_per_second: INPUT_BYTES_PER_SECOND,
            output_cap: OUTPUT_CAP,
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

/// A token bucket over input bytes: a burst of one second's worth, then
/// the steady rate.
pub struct InputRate {
    per_second: f64,
    allowance: f64,
    last: Instant,
}

impl InputRate {
    pub fn new(bytes_per_second: usize, now: Instant) -> InputRate {
        InputRate {
            per_second: bytes_per_second as f64,
            allowance: bytes_per_second as f64,
            last: now,
        }
    }

    /// Whether `bytes` more may come in at `now`; those refused are not
    /// counted.
    pub fn allow(&mut self, bytes: usize, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.allowance = (self.allowance + elapsed * self.per_second).min(self.per_second);
        if bytes as f64 > self.allowance {
            return false;
        }
        self.allowance -= bytes as f64;
        true
    }
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
    fn input_beyond_the_rate_is_refused_until_time_refills_it() {
        let start = Instant::now();
        let mut rate = InputRate::new(100, start);
        assert!(rate.allow(60, start));
        assert!(!rate.allow(60, start));
        assert!(rate.allow(40, start));
        assert!(!rate.allow(1, start));
        assert!(rate.allow(50, start + Duration::from_millis(500)));
    }
}
