//! The rooms' own thread: it brings the rooms up to the time (clocks,
//! forfeits) and plays the computer seats (and weighs the draws offered
//! to them), their searches on a small pool of search workers so that no
//! room's search holds up the clocks. It sleeps until the next deadline
//! the rooms name, a change in the rooms or a search's answer: a server
//! where nobody moves does no work.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::Instant;

use super::Rooms;
use super::room::ComputerTurn;
use crate::ai::{Report, Request, Task, Worker};

/// Searches at once: the machine's cores are shared with the sessions.
const WORKERS: usize = 2;

/// What wakes the driver.
enum Heard {
    /// The rooms changed, or the driver is to stop: look again.
    Poke,
    /// A search worker's report.
    Report(usize, Report),
}

/// Runs until stopped or dropped.
pub struct Driver {
    stop: Arc<AtomicBool>,
    poke: Sender<Heard>,
    thread: Option<JoinHandle<()>>,
}

impl Driver {
    pub(super) fn spawn(rooms: Rooms) -> Driver {
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = Arc::clone(&stop);
        let (poke, heard) = mpsc::channel();
        let wake = poke.clone();
        let thread = thread::Builder::new()
            .name("tabuleiro-rooms".into())
            .spawn(move || drive(&rooms, &stopping, &wake, &heard))
            .ok();
        Driver { stop, poke, thread }
    }

    /// Stops the thread and waits for it.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        let _ = self.poke.send(Heard::Poke);
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

fn drive(rooms: &Rooms, stop: &AtomicBool, poke: &Sender<Heard>, heard: &Receiver<Heard>) {
    let mut slots: Vec<Slot> = (0..WORKERS)
        .map(|at| {
            let tx = poke.clone();
            Slot {
                worker: Worker::spawn(move |report| {
                    let _ = tx.send(Heard::Report(at, report));
                }),
                turn: None,
            }
        })
        .collect();
    let wake = poke.clone();
    let _changes = rooms.subscribe(Box::new(move || {
        let _ = wake.send(Heard::Poke);
    }));
    let mut tickets = 0u64;
    while !stop.load(Ordering::Relaxed) {
        rooms.tick(Instant::now());
        drop_finished(rooms, &mut slots);
        start_searches(rooms, &mut slots, &mut tickets);
        let next = rooms.next_deadline(Instant::now());
        let Some(first) = wait(heard, next) else {
            continue;
        };
        // Everything heard meanwhile is taken before the next round.
        for news in std::iter::once(first).chain(heard.try_iter()) {
            if let Heard::Report(at, report) = news {
                hear(rooms, &mut slots, at, report);
            }
        }
    }
}

/// Waits for news until `deadline` (for ever without one); None when the
/// deadline came first.
fn wait(heard: &Receiver<Heard>, deadline: Option<Instant>) -> Option<Heard> {
    let Some(deadline) = deadline else {
        return heard.recv().ok();
    };
    heard
        .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        .ok()
}

/// A search for each computer turn not searched yet, while workers are
/// free.
fn start_searches(rooms: &Rooms, slots: &mut [Slot], tickets: &mut u64) {
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
        *tickets += 1;
        slot.worker.submit(Request {
            ticket: *tickets,
            game: turn.game.clone(),
            bot: turn.bot,
            task: turn.task,
            limits: turn.limits,
            seed: *tickets,
        });
        slot.turn = Some((*tickets, turn));
    }
}

/// A worker's report: the move found is played, or the draw offered
/// answered.
fn hear(rooms: &Rooms, slots: &mut [Slot], at: usize, report: Report) {
    let Some(slot) = slots.get_mut(at) else {
        return;
    };
    let ours = slot
        .turn
        .as_ref()
        .is_some_and(|(ticket, _)| *ticket == report.ticket());
    if !ours {
        return;
    }
    match report {
        Report::Progress { .. } => {}
        Report::Done { mv, info, .. } => {
            let Some((_, turn)) = slot.turn.take() else {
                return;
            };
            let now = Instant::now();
            let score = info.map(|info| info.score);
            let mut registry = rooms.registry();
            let done = match turn.task {
                Task::Analyse => registry.computer_weighed(&turn, score, now),
                Task::Move | Task::Hint => registry.computer_plays(&turn, &mv, now),
            };
            if done {
                rooms.publish(registry, now);
            }
        }
        Report::NoMove { .. } | Report::Failed { .. } => slot.turn = None,
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
