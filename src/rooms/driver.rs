//! The rooms' own thread: it brings the rooms up to the time (clocks,
//! forfeits) and plays the computer seats (and weighs the draws offered
//! to them), their searches on the server's search pool so that no
//! room's search holds up the clocks. Every computer turn due is queued
//! at once, on a lane of its room's own, and the pool orders them (rooms
//! where a person faces the computer first). It sleeps until the next
//! deadline the rooms name, a change in the rooms or a search's answer: a
//! server where nobody moves does no work.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::Instant;

use super::Rooms;
use super::room::ComputerTurn;
use crate::ai::{Lane, Owner, Report, Request, SearchPool, Task};

/// What wakes the driver.
enum Heard {
    /// The rooms changed, or the driver is to stop: look again.
    Poke,
    /// A report of the search of the room so named.
    Report(String, Report),
}

/// Runs until stopped or dropped.
pub struct Driver {
    stop: Arc<AtomicBool>,
    poke: Sender<Heard>,
    thread: Option<JoinHandle<()>>,
}

impl Driver {
    pub(super) fn spawn(rooms: Rooms, pool: SearchPool) -> Driver {
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = Arc::clone(&stop);
        let (poke, heard) = mpsc::channel();
        let wake = poke.clone();
        let thread = thread::Builder::new()
            .name("tabuleiro-rooms".into())
            .spawn(move || drive(&rooms, &pool, &stopping, &wake, &heard))
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

/// A computer turn being searched, on a lane of its own: dropped once
/// answered, so that no table outlives its search (a room's next turn
/// searches afresh) and the memory held stays that of the searches
/// running.
struct Search {
    /// Held for its drop, which cancels the search.
    _lane: Lane,
    ticket: u64,
    turn: ComputerTurn,
}

/// The searches under way, by room; the count of searches started, for
/// tickets and owners.
#[derive(Default)]
struct Searches {
    by_room: HashMap<String, Search>,
    started: u64,
}

fn drive(
    rooms: &Rooms,
    pool: &SearchPool,
    stop: &AtomicBool,
    poke: &Sender<Heard>,
    heard: &Receiver<Heard>,
) {
    let mut searches = Searches::default();
    let wake = poke.clone();
    let _changes = rooms.subscribe(Box::new(move || {
        let _ = wake.send(Heard::Poke);
    }));
    while !stop.load(Ordering::Relaxed) {
        rooms.tick(Instant::now());
        drop_finished(rooms, &mut searches);
        start_searches(rooms, pool, poke, &mut searches);
        let next = rooms.next_tick(Instant::now());
        let Some(first) = wait(heard, next) else {
            continue;
        };
        // Everything heard meanwhile is taken before the next round.
        for news in std::iter::once(first).chain(heard.try_iter()) {
            if let Heard::Report(room, report) = news {
                hear(rooms, &mut searches, &room, report);
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

/// A search for each computer turn not searched yet.
fn start_searches(rooms: &Rooms, pool: &SearchPool, poke: &Sender<Heard>, searches: &mut Searches) {
    let turns = rooms.registry().computer_turns(Instant::now());
    for turn in turns {
        if searches.by_room.contains_key(&turn.room) {
            continue;
        }
        searches.started += 1;
        let ticket = searches.started;
        let tx = poke.clone();
        let room = turn.room.clone();
        // Each search its own owner: rooms take turns on the pool.
        let lane = pool.lane(Owner::Room(ticket), turn.class, move |report| {
            let _ = tx.send(Heard::Report(room.clone(), report));
        });
        lane.submit(Request {
            ticket,
            game: turn.game.clone(),
            bot: turn.bot,
            task: turn.task,
            limits: turn.limits,
            seed: ticket,
        });
        searches.by_room.insert(
            turn.room.clone(),
            Search {
                _lane: lane,
                ticket,
                turn,
            },
        );
    }
}

/// A search's report: the move found is played, or the draw offered
/// answered.
fn hear(rooms: &Rooms, searches: &mut Searches, room: &str, report: Report) {
    let ours = searches
        .by_room
        .get(room)
        .is_some_and(|search| search.ticket == report.ticket());
    if !ours {
        return;
    }
    match report {
        Report::Progress { .. } => {}
        Report::Done { mv, info, .. } => {
            let Some(Search { turn, .. }) = searches.by_room.remove(room) else {
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
        Report::NoMove { .. } | Report::Failed { .. } => {
            searches.by_room.remove(room);
        }
    }
}

/// Searches for games that ended or rooms that went are stopped (their
/// lanes dropped).
fn drop_finished(rooms: &Rooms, searches: &mut Searches) {
    if searches.by_room.is_empty() {
        return;
    }
    let registry = rooms.registry();
    searches.by_room.retain(|room, _| registry.playing(room));
}
