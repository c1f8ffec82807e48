//! The rooms' own thread: it brings the rooms up to the time (clocks,
//! forfeits) and plays the computer seats (and weighs the draws offered
//! to them), their searches on a small pool
//! of search workers so that no room's search holds up the clocks.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::Rooms;
use super::room::ComputerTurn;
use crate::ai::{Report, Request, Task, Worker};

/// How often the rooms are brought up to the time.
const ROUND: Duration = Duration::from_millis(50);
/// Searches at once: the machine's cores are shared with the sessions.
const WORKERS: usize = 2;

/// Runs until stopped or dropped.
pub struct Driver {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Driver {
    pub(super) fn spawn(rooms: Rooms) -> Driver {
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = Arc::clone(&stop);
        let thread = thread::Builder::new()
            .name("tabuleiro-rooms".into())
            .spawn(move || drive(&rooms, &stopping))
            .ok();
        Driver { stop, thread }
    }

    /// Stops the thread and waits for it.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        self.halt();
    }
}

/// A search worker and the turn it searches, if any.
struct Slot {
    worker: Worker,
    turn: Option<(u64, ComputerTurn)>,
}

fn drive(rooms: &Rooms, stop: &AtomicBool) {
    let (tx, reports) = mpsc::channel();
    let mut slots: Vec<Slot> = (0..WORKERS)
        .map(|at| {
            let tx = tx.clone();
            Slot {
                worker: Worker::spawn(move |report| {
                    let _ = tx.send((at, report));
                }),
                turn: None,
            }
        })
        .collect();
    let mut tickets = 0u64;
    while !stop.load(Ordering::Relaxed) {
        rooms.tick(Instant::now());
        hear(rooms, &mut slots, &reports);
        drop_finished(rooms, &mut slots);
        let turns = rooms.registry().computer_turns(Instant::now());
        for turn in turns {
            let searched = slots
                .iter()
                .any(|s| s.turn.as_ref().is_some_and(|(_, t)| t.room == turn.room));
            let Some(slot) = slots.iter_mut().find(|s| s.turn.is_none()) else {
                break;
            };
            if searched {
                continue;
            }
            tickets += 1;
            slot.worker.submit(Request {
                ticket: tickets,
                game: turn.game.clone(),
                bot: turn.bot,
                task: turn.task,
                limits: turn.limits,
                seed: tickets,
            });
            slot.turn = Some((tickets, turn));
        }
    }
}

/// Waits a round for the workers' answers and plays the moves found.
fn hear(rooms: &Rooms, slots: &mut [Slot], reports: &Receiver<(usize, Report)>) {
    let mut wait = ROUND;
    loop {
        let (at, report) = match reports.recv_timeout(wait) {
            Ok(heard) => heard,
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => return,
        };
        wait = Duration::ZERO;
        let Some(slot) = slots.get_mut(at) else {
            continue;
        };
        let ours = slot
            .turn
            .as_ref()
            .is_some_and(|(ticket, _)| *ticket == report.ticket());
        if !ours {
            continue;
        }
        match report {
            Report::Progress { .. } => {}
            Report::Done { mv, info, .. } => {
                let Some((_, turn)) = slot.turn.take() else {
                    continue;
                };
                // The lock is let go before anyone is woken.
                let now = Instant::now();
                let score = info.map(|info| info.score);
                let played = match turn.task {
                    Task::Analyse => rooms.registry().computer_weighed(&turn, score, now),
                    Task::Move | Task::Hint => rooms.registry().computer_plays(&turn, &mv, now),
                };
                if played {
                    rooms.wake();
                }
            }
            Report::NoMove { .. } | Report::Failed { .. } => slot.turn = None,
        }
    }
}

/// Searches for games that ended or rooms that went are stopped.
fn drop_finished(rooms: &Rooms, slots: &mut [Slot]) {
    for slot in slots {
        let gone = slot
            .turn
            .as_ref()
            .is_some_and(|(_, turn)| !rooms.registry().playing(&turn.room));
        if gone {
            slot.worker.cancel();
            slot.turn = None;
        }
    }
}
