//! The background worker: searches run on its thread, never the caller's.
//! The caller submits a [`Request`] and hears back through a callback with
//! progress and a final move; every report carries the request's ticket,
//! so a reply for a position no longer current is recognisable as stale.
//! It is a pool of one thread with one lane: the local app's one player.

use std::num::NonZeroUsize;
use std::sync::{Mutex, PoisonError};

use super::pool::{Class, Lane, Owner, SearchPool, Serving};
use super::protocol::{Report, Request};

/// One long-lived thread that runs one search at a time.
pub struct Worker {
    lane: Lane,
}

impl Worker {
    /// Starts the thread; `report` is called on it for every report (on
    /// the caller's, for an analysis the pool already knows).
    pub fn spawn(report: impl Fn(Report) + Send + 'static) -> Worker {
        let pool = SearchPool::spawn(NonZeroUsize::MIN, Serving::Local);
        // The one thread calls it, or the caller for an analysis already
        // known: the lock is hardly ever contended.
        let report = Mutex::new(report);
        let lane = pool.lane(Owner::Visitor(0), Class::Person, move |r| {
            (report.lock().unwrap_or_else(PoisonError::into_inner))(r);
        });
        Worker { lane }
    }

    /// Cancels any search under way and starts this one.
    pub fn submit(&mut self, request: Request) {
        self.lane.submit(request);
    }

    /// Stops the search under way, if any; it reports nothing more.
    pub fn cancel(&mut self) {
        self.lane.cancel();
    }
}
