//! How often one visitor, by key, may do a thing: at most `burst` times
//! in any `span` (chat lines, rooms opened). By key rather than by
//! connection, so more connections do not buy a faster pace.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

#[derive(Debug)]
pub struct Pace {
    burst: usize,
    span: Duration,
    done: HashMap<String, VecDeque<Instant>>,
}

impl Pace {
    pub fn new(burst: usize, span: Duration) -> Pace {
        Pace {
            burst,
            span,
            done: HashMap::new(),
        }
    }

    /// Whether the key may do it now; if not, the whole seconds until
    /// it may (rounded up: "in 0 s" would be no answer).
    pub fn check(&self, key: &str, now: Instant) -> Result<(), u64> {
        let Some(times) = self.done.get(key) else {
            return Ok(());
        };
        let recent = times.iter().filter(|&&at| self.within(at, now)).count();
        match times.front() {
            Some(&oldest) if recent >= self.burst => {
                let wait = (oldest + self.span).saturating_duration_since(now);
                Err(wait.as_secs() + u64::from(wait.subsec_nanos() > 0))
            }
            _ => Ok(()),
        }
    }

    /// The key did it: remembered for the span. Keys quiet that long are
    /// forgotten.
    pub fn done(&mut self, key: &str, now: Instant) {
        let span = self.span;
        self.done.retain(|_, times| {
            times.retain(|&at| now.saturating_duration_since(at) < span);
            !times.is_empty()
        });
        self.done.entry(key.to_string()).or_default().push_back(now);
    }

    fn within(&self, at: Instant, now: Instant) -> bool {
        now.saturating_duration_since(at) < self.span
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_burst_passes_then_waits_until_the_oldest_leaves_the_span() {
        let start = Instant::now();
        let mut pace = Pace::new(2, Duration::from_secs(10));
        for _ in 0..2 {
            assert_eq!(pace.check("a", start), Ok(()));
            pace.done("a", start);
        }
        assert_eq!(pace.check("a", start), Err(10));
        assert_eq!(pace.check("b", start), Ok(()));
        let later = start + Duration::from_millis(9_500);
        assert_eq!(pace.check("a", later), Err(1));
        assert_eq!(pace.check("a", start + Duration::from_secs(10)), Ok(()));
    }
}
