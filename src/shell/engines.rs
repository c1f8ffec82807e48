//! The external engines of the game on screen. Each engine gets a thread
//! that owns its process: started at the engine's first move, kept for
//! the whole game, stopped when the game ends, is left, or another game
//! asks. Its reports go where the worker's go, with the request's ticket,
//! so a stale one is dropped the same way; a failure is a report too.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};

use crate::ai::external::{Engine, EngineRequest, EngineSpec};
use crate::ai::{ClockLeft, Limits, Report};
use crate::games::{AnyGame, GameId, Side};

type Reporter = Arc<dyn Fn(Report) + Send + Sync>;

struct Job {
    ticket: u64,
    game: AnyGame,
    limits: Limits,
    opponent: Option<ClockLeft>,
    stop: Arc<AtomicBool>,
}

/// One side's engine and the thread that talks to it.
struct Seat {
    side: Side,
    spec: EngineSpec,
    jobs: Sender<Job>,
    thread: JoinHandle<()>,
}

pub struct EngineHost {
    report: Reporter,
    /// The game screen the seats play for.
    screen: Option<u64>,
    seats: Vec<Seat>,
    /// The stop flag of the move being asked, if any.
    running: Option<Arc<AtomicBool>>,
    /// Threads of engines being stopped; waited for when the host goes.
    retired: Vec<JoinHandle<()>>,
}

impl EngineHost {
    /// `report` is called on the engines' threads for every report.
    pub fn new(report: impl Fn(Report) + Send + Sync + 'static) -> EngineHost {
        EngineHost {
            report: Arc::new(report),
            screen: None,
            seats: Vec::new(),
            running: None,
            retired: Vec::new(),
        }
    }

    /// Cancels the move under way and asks the side to move's engine
    /// for this one, starting the engine if needed.
    pub fn submit(&mut self, request: EngineRequest) {
        if self.screen != Some(request.screen) {
            self.stop_engines();
            self.screen = Some(request.screen);
        }
        self.cancel();
        let side = request.game.side_to_move();
        // A seat whose engine was swapped for another goes.
        if let Some(at) = self
            .seats
            .iter()
            .position(|seat| seat.side == side && seat.spec != request.spec)
        {
            let seat = self.seats.swap_remove(at);
            self.retire(seat);
        }
        if !self.seats.iter().any(|seat| seat.side == side) {
            let seat = self.seat(side, request.spec.clone(), request.game.id());
            self.seats.push(seat);
        }
        let stop = Arc::new(AtomicBool::new(false));
        self.running = Some(Arc::clone(&stop));
        let job = Job {
            ticket: request.ticket,
            game: request.game,
            limits: request.limits,
            opponent: request.opponent,
            stop,
        };
        if let Some(seat) = self.seats.iter().find(|seat| seat.side == side) {
            // A send fails only if the thread is gone; the caller then
            // hears nothing, as after a cancel.
            let _ = seat.jobs.send(job);
        }
    }

    /// Stops the move under way, if any; it reports nothing more.
    pub fn cancel(&mut self) {
        if let Some(stop) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Stops every engine (their processes end on their threads).
    pub fn stop_engines(&mut self) {
        self.cancel();
        for seat in std::mem::take(&mut self.seats) {
            self.retire(seat);
        }
        self.screen = None;
    }

    fn seat(&self, side: Side, spec: EngineSpec, game: GameId) -> Seat {
        let (jobs, inbox) = mpsc::channel();
        let report = Arc::clone(&self.report);
        let for_thread = spec.clone();
        let thread = thread::spawn(move || serve(&for_thread, game, &inbox, &*report));
        Seat {
            side,
            spec,
            jobs,
            thread,
        }
    }

    /// Closes the seat's queue, so its thread ends and stops its engine.
    fn retire(&mut self, seat: Seat) {
        drop(seat.jobs);
        self.retired.push(seat.thread);
        self.retired.retain(|thread| !thread.is_finished());
    }
}

impl Drop for EngineHost {
    /// Waits for every engine to be stopped, so none outlives the app.
    fn drop(&mut self) {
        self.stop_engines();
        for thread in self.retired.drain(..) {
            let _ = thread.join();
        }
    }
}

/// Answers a seat's jobs with its engine, started at the first one (and
/// again after a failure, if asked again).
fn serve(spec: &EngineSpec, game: GameId, inbox: &Receiver<Job>, report: &dyn Fn(Report)) {
    let mut engine: Option<Engine> = None;
    for job in inbox {
        let stopped = || job.stop.load(Ordering::Relaxed);
        if stopped() {
            continue;
        }
        let ticket = job.ticket;
        let running = match engine.take() {
            Some(running) => Ok(running),
            None => Engine::start(spec, game),
        };
        let answer = running.and_then(|mut running| {
            let answer =
                running.play_any(&job.game, &job.limits, job.opponent, &job.stop, |info| {
                    if !stopped() {
                        report(Report::Progress {
                            ticket,
                            info: info.clone(),
                        });
                    }
                });
            engine = Some(running);
            answer
        });
        if stopped() {
            continue;
        }
        report(match answer {
            Ok(Some((mv, info))) => Report::Done { ticket, mv, info },
            Ok(None) => Report::NoMove { ticket },
            Err(why) => {
                // A failed engine is not asked again: it is stopped.
                engine = None;
                Report::Failed {
                    ticket,
                    reason: why,
                }
            }
        });
    }
}
