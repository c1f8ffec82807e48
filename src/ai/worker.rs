//! The background worker: searches run on its thread, never the caller's.
//! The caller submits a [`Request`] and hears back through a callback with
//! progress and a final move; every report carries the request's ticket,
//! so a reply for a position no longer current is recognisable as stale.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};

use super::player::{self, KeptTable};
use super::protocol::{Report, Request, SearchInfo, Task, game_of};
use super::search::Iteration;
use crate::games::Game;
use crate::games::any::each;

struct Job {
    request: Request,
    stop: Arc<AtomicBool>,
}

/// One long-lived thread that runs one search at a time.
pub struct Worker {
    jobs: Option<Sender<Job>>,
    running: Option<Arc<AtomicBool>>,
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    /// Starts the thread; `report` is called on it for every report.
    pub fn spawn(report: impl Fn(Report) + Send + 'static) -> Worker {
        let (jobs, inbox) = mpsc::channel();
        let thread = thread::Builder::new()
            .name("tabuleiro-ai".into())
            .spawn(move || serve(inbox, report))
            .ok();
        Worker {
            jobs: Some(jobs),
            running: None,
            thread,
        }
    }

    /// Cancels any search under way and starts this one.
    pub fn submit(&mut self, request: Request) {
        self.cancel();
        let stop = Arc::new(AtomicBool::new(false));
        self.running = Some(Arc::clone(&stop));
        if let Some(jobs) = &self.jobs {
            // A send fails only if the thread is gone; the caller then
            // simply hears nothing, as after a cancel.
            let _ = jobs.send(Job { request, stop });
        }
    }

    /// Stops the search under way, if any; it reports nothing more.
    pub fn cancel(&mut self) {
        if let Some(stop) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel();
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn serve(inbox: Receiver<Job>, report: impl Fn(Report)) {
    let mut kept = KeptTable::default();
    let mut kept_for = None;
    for job in inbox {
        if job.stop.load(Ordering::Relaxed) {
            continue;
        }
        let ticket = job.request.ticket;
        // A new game, even from the same start, learns from scratch.
        if kept_for.replace(game_of(ticket)) != Some(game_of(ticket)) {
            kept = KeptTable::default();
        }
        let reply = choose(&job.request, &job.stop, &mut kept, |info| {
            if !job.stop.load(Ordering::Relaxed) {
                report(Report::Progress { ticket, info });
            }
        });
        let reply = match reply {
            Some((mv, info)) => Report::Done { ticket, mv, info },
            None => Report::NoMove { ticket },
        };
        if !job.stop.load(Ordering::Relaxed) {
            report(reply);
        }
    }
}

/// The move the request's bot plays (or the hint it asks for), in
/// coordinates, with what the search found.
fn choose(
    request: &Request,
    stop: &AtomicBool,
    kept: &mut KeptTable,
    mut progress: impl FnMut(SearchInfo),
) -> Option<(String, Option<SearchInfo>)> {
    each!(&request.game, record => {
        let game = record.current();
        let on_iteration = |found: &Iteration<_>| progress(player::describe(game, found));
        let choice = match request.task {
            Task::Move => player::choose_with(
                record,
                request.bot,
                request.limits,
                request.seed,
                stop,
                Some(kept),
                on_iteration,
            ),
            // The request's level on a fresh table: the same position
            // gets the same value (and a hint the same move) whatever
            // was searched before.
            Task::Hint | Task::Analyse => player::choose(
                record,
                request.bot,
                request.limits,
                request.seed,
                stop,
                on_iteration,
            ),
        };
        choice.map(|(mv, found)| {
            (
                game.format_move(mv),
                found.map(|found| player::describe(game, &found)),
            )
        })
    })
}
