//! What one visitor may take of the server: how many connections may be
//! logging in and how many sessions, in all and per address, how long a
//! session may sit idle, how fast it and its address may type, and how
//! much output may wait for a client that reads slowly.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// A session with no input for this long is told so and closed.
pub const IDLE: Duration = Duration::from_secs(30 * 60);
/// Input is read no faster than this many bytes a second (after a burst
/// of as many): far above any typing or paste, far below a flood. Each
/// session has this much, and every connection from one address shares
/// as much again: more sessions do not buy a faster flood, and a
/// household's people typing and pasting still use a small part of it.
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

/// Raises this process's limit on open files to the most it may have, as
/// servers do: every session holds a socket, and the usual soft limit
/// (1,024) would stop the server near a thousand visitors. The line for
/// the log.
pub fn raise_open_files() -> String {
    #[cfg(unix)]
    {
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit and setrlimit only read and write `limit`.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
            return format!(
                "open files: limit unknown ({})",
                std::io::Error::last_os_error()
            );
        }
        let was = limit.rlim_cur;
        if was >= limit.rlim_max {
            return format!("open files: limit {was}");
        }
        limit.rlim_cur = limit.rlim_max;
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) } != 0 {
            let why = std::io::Error::last_os_error();
            return format!(
                "open files: limit {was}, not raised to {}: {why}",
                limit.rlim_max
            );
        }
        format!("open files: limit raised from {was} to {}", limit.rlim_max)
    }
    #[cfg(not(unix))]
    {
        "open files: limit as the system sets it".to_string()
    }
}

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

/// Why a connection or a session was not let in, as the visitor reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("the server is full ({0} sessions); try again later")]
    Full(usize),
    #[error("too many sessions from your address ({0}); close one first")]
    TooManyFromAddress(usize),
    #[error("too many connections logging in ({0})")]
    Startups(usize),
    #[error("too many connections logging in from your address ({0})")]
    StartupsFromAddress(usize),
}

/// How many at most, in all and from one address.
#[derive(Clone, Copy, Debug)]
pub struct Caps {
    pub total: usize,
    pub per_address: usize,
}

#[derive(Default)]
struct Counts {
    total: usize,
    per_address: HashMap<IpAddr, usize>,
}

impl Counts {
    fn is_full(&self, caps: Caps, address: Option<IpAddr>) -> Option<Full> {
        if self.total >= caps.total {
            return Some(Full::InAll);
        }
        let from_there = address.and_then(|a| self.per_address.get(&a).copied());
        (from_there.unwrap_or(0) >= caps.per_address).then_some(Full::FromAddress)
    }

    fn add(&mut self, address: Option<IpAddr>) {
        self.total += 1;
        if let Some(address) = address {
            *self.per_address.entry(address).or_default() += 1;
        }
    }

    fn remove(&mut self, address: Option<IpAddr>) {
        self.total = self.total.saturating_sub(1);
        if let Some(address) = address
            && let Some(from_there) = self.per_address.get_mut(&address)
        {
            *from_there -= 1;
            if *from_there == 0 {
                self.per_address.remove(&address);
            }
        }
    }
}

enum Full {
    InAll,
    FromAddress,
}

/// Connections still logging in, and those in a session; and the input
/// allowance each address with a connection shares.
#[derive(Default)]
struct Pools {
    startups: Counts,
    sessions: Counts,
    input: HashMap<IpAddr, InputRate>,
}

impl Pools {
    /// Whether a connection from `address` is still counted.
    fn holds(&self, address: IpAddr) -> bool {
        self.startups.per_address.contains_key(&address)
            || self.sessions.per_address.contains_key(&address)
    }
}

/// Counts every connection that holds a socket: from its accept it is a
/// startup (logging in, under `--max-startups`), from its session's start
/// a session (under `--max-sessions`), until its socket is closed and its
/// session gone. Startups are capped apart so that a flood of sockets
/// that never log in is dropped at once, while a visitor past the
/// session limits still logs in and reads why they cannot play. Every
/// connection from one address also draws its input from one allowance
/// ([`Ticket::take_input`]), kept while a connection from there is.
pub struct Admission {
    startups: Caps,
    sessions: Caps,
    /// The input rate one address shares.
    input_bytes_per_second: usize,
    pools: Arc<Mutex<Pools>>,
}

/// One connection let in; dropping its last holder lets the next one in.
pub struct Ticket {
    address: Option<IpAddr>,
    sessions: Caps,
    input_bytes_per_second: usize,
    seated: AtomicBool,
    pools: Arc<Mutex<Pools>>,
}

impl Admission {
    pub fn new(sessions: Caps, startups: Caps, input_bytes_per_second: usize) -> Admission {
        Admission {
            startups,
            sessions,
            input_bytes_per_second,
            pools: Arc::default(),
        }
    }

    /// Lets a connection from `address` start logging in, or says why not.
    pub fn admit(&self, address: Option<IpAddr>) -> Result<Ticket, Refusal> {
        let mut pools = lock(&self.pools);
        match pools.startups.is_full(self.startups, address) {
            Some(Full::InAll) => return Err(Refusal::Startups(self.startups.total)),
            Some(Full::FromAddress) => {
                return Err(Refusal::StartupsFromAddress(self.startups.per_address));
            }
            None => pools.startups.add(address),
        }
        Ok(Ticket {
            address,
            sessions: self.sessions,
            input_bytes_per_second: self.input_bytes_per_second,
            seated: AtomicBool::new(false),
            pools: Arc::clone(&self.pools),
        })
    }
}

impl Ticket {
    /// Turns the connection from a startup into a session, or says why
    /// it cannot have one.
    pub fn seat(&self) -> Result<(), Refusal> {
        let mut pools = lock(&self.pools);
        if self.seated() {
            return Ok(());
        }
        match pools.sessions.is_full(self.sessions, self.address) {
            Some(Full::InAll) => return Err(Refusal::Full(self.sessions.total)),
            Some(Full::FromAddress) => {
                return Err(Refusal::TooManyFromAddress(self.sessions.per_address));
            }
            None => pools.sessions.add(self.address),
        }
        pools.startups.remove(self.address);
        // Changed under the lock, as every count it stands for.
        self.seated.store(true, Ordering::Relaxed);
        Ok(())
    }

    /// Whether the connection has a session.
    pub fn seated(&self) -> bool {
        self.seated.load(Ordering::Relaxed)
    }

    /// Takes `bytes` of input at `now` from the allowance every
    /// connection from this address shares: how long to wait before
    /// reading on, as [`InputRate::take`] says (zero from an unknown
    /// address, which has only its session's own cap).
    pub fn take_input(&self, bytes: usize, now: Instant) -> Duration {
        let Some(address) = self.address else {
            return Duration::ZERO;
        };
        lock(&self.pools)
            .input
            .entry(address)
            .or_insert_with(|| InputRate::new(self.input_bytes_per_second, now))
            .take(bytes, now)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut pools = lock(&self.pools);
        match self.seated() {
            true => pools.sessions.remove(self.address),
            false => pools.startups.remove(self.address),
        }
        // The address's allowance goes with its last connection.
        if let Some(address) = self.address
            && !pools.holds(address)
        {
            pools.input.remove(&address);
        }
    }
}

fn lock(pools: &Mutex<Pools>) -> std::sync::MutexGuard<'_, Pools> {
    pools.lock().unwrap_or_else(PoisonError::into_inner)
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

    fn caps(total: usize, per_address: usize) -> Caps {
        Caps { total, per_address }
    }

    #[cfg(unix)]
    #[test]
    fn the_open_files_limit_is_raised_to_the_hard_one() {
        let line = raise_open_files();
        assert!(line.starts_with("open files: limit"), "{line}");
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit only writes `limit`.
        assert_eq!(
            unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) },
            0
        );
        assert_eq!(limit.rlim_cur, limit.rlim_max, "{line}");
    }

    #[test]
    fn sessions_are_counted_in_all_and_per_address_and_freed_on_drop() {
        let admission = Admission::new(caps(3, 2), caps(10, 10), 100);
        let here: IpAddr = [127, 0, 0, 1].into();
        let there: IpAddr = [10, 0, 0, 1].into();
        let seated = |address| {
            let ticket = admission.admit(Some(address)).expect("a startup");
            ticket.seat().map(|()| ticket)
        };
        let first = seated(here);
        let second = seated(here);
        assert!(first.is_ok() && second.is_ok());
        assert_eq!(seated(here).err(), Some(Refusal::TooManyFromAddress(2)));
        let third = seated(there);
        assert!(third.is_ok());
        assert_eq!(seated(there).err(), Some(Refusal::Full(3)));
        drop(first);
        assert!(seated(here).is_ok());
    }

    #[test]
    fn connections_logging_in_are_capped_apart_until_they_have_a_session() {
        let admission = Admission::new(caps(10, 10), caps(3, 2), 100);
        let here: IpAddr = [127, 0, 0, 1].into();
        let there: IpAddr = [10, 0, 0, 1].into();
        let first = admission.admit(Some(here)).expect("a startup");
        let _second = admission.admit(Some(here)).expect("a startup");
        assert_eq!(
            admission.admit(Some(here)).err(),
            Some(Refusal::StartupsFromAddress(2))
        );
        let _third = admission.admit(Some(there)).expect("a startup");
        assert_eq!(
            admission.admit(Some(there)).err(),
            Some(Refusal::Startups(3))
        );
        // A session no longer counts as logging in; it still holds a
        // session until dropped.
        first.seat().expect("a session");
        assert!(first.seated());
        let fourth = admission.admit(Some(here)).expect("a startup");
        drop(fourth);
        let _fifth = admission.admit(Some(here)).expect("a startup");
        drop(first);
        assert_eq!(lock(&admission.pools).sessions.total, 0);
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

    #[test]
    fn connections_from_one_address_share_one_input_allowance_until_the_last_goes() {
        let admission = Admission::new(caps(10, 10), caps(10, 10), 100);
        let here: IpAddr = [127, 0, 0, 1].into();
        let there: IpAddr = [10, 0, 0, 1].into();
        let start = Instant::now();
        let first = admission.admit(Some(here)).expect("a startup");
        let second = admission.admit(Some(here)).expect("a startup");
        second.seat().expect("a session");
        // One burst for the address, however many sessions it has.
        assert_eq!(first.take_input(100, start), Duration::ZERO);
        assert_eq!(second.take_input(50, start), Duration::from_millis(500));
        // Another address has its own.
        let elsewhere = admission.admit(Some(there)).expect("a startup");
        assert_eq!(elsewhere.take_input(100, start), Duration::ZERO);
        // The debt stays with the address while a connection is left.
        drop(second);
        assert_eq!(first.take_input(0, start), Duration::from_millis(500));
        drop(first);
        assert!(!lock(&admission.pools).input.contains_key(&here));
        assert!(lock(&admission.pools).input.contains_key(&there));
        // A new connection from there starts with a whole burst.
        let again = admission.admit(Some(here)).expect("a startup");
        assert_eq!(again.take_input(100, start), Duration::ZERO);
        drop((again, elsewhere));
        assert!(lock(&admission.pools).input.is_empty());
    }

    #[test]
    fn a_connection_from_an_unknown_address_has_only_its_own_cap() {
        let admission = Admission::new(caps(10, 10), caps(10, 10), 100);
        let ticket = admission.admit(None).expect("a startup");
        assert_eq!(ticket.take_input(10_000, Instant::now()), Duration::ZERO);
        assert!(lock(&admission.pools).input.is_empty());
    }
}
