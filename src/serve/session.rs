//! One visitor's app, as a task on the server's runtime (no thread of its
//! own): fed the client's input, window sizes and ticks like the local
//! app, its frames written to the session's outbox, its searches queued
//! on the server's shared pool (its analyses after the rooms' computers,
//! shared with every session analysing the same position). It sleeps until something comes for it: an
//! input, a search's report, a wake from the rooms it watches, or a
//! deadline (a tick, a frame due, idleness). Nothing it does touches the
//! server's machine: file effects are dropped and outside engines are
//! answered as failed. A panic in the app ends this session only.

use std::any::Any;
use std::net::SocketAddr;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{cursor, queue};
use tokio::sync::Notify;
use tokio::sync::mpsc::error::TryRecvError;
use tokio::sync::mpsc::{self, Receiver, UnboundedReceiver};

use super::limits::Limits;
use super::log::{self, Log};
use super::output::{Frames, Outbox};
use crate::ai::external::{EngineError, EngineRequest};
use crate::ai::{Class, Lane, Owner, Report, Request, SearchPool, Task};
use crate::app::record::clipboard_sequence;
use crate::app::session::TICK;
use crate::app::settings::Settings;
use crate::app::{App, Effect, Event, FileOutcome, FileRequest, Host, Settled, host};
use crate::i18n::Lang;
use crate::quote::Escaped;
use crate::rooms::{Interest, RoomOutcome, RoomRequest, Rooms, Subscription, Visitor};
use crate::shell::screen::{Screen, frame};
use crate::shell::ticks::{Ticks, draws_at_once, ticks_at};
use crate::ui::look::{BACKGROUND_QUERY, Background, Look};

/// What every visitor is told when the server stops.
pub const STOPPING: &str = "The server is stopping; your games are kept.";

/// What reaches a session's task.
#[derive(Debug)]
pub enum Input {
    /// An event for the app (client input, a hang-up).
    App(Event),
    /// The client's window changed (see [`Signals`]).
    Resized,
    /// The client caught up after dropped frames: draw the screen whole.
    Redraw,
    /// The server is stopping.
    Shutdown,
    /// The client's terminal said its background (the automatic theme
    /// follows it).
    Background(Background),
}

/// Who is visiting and what they asked for.
pub struct Visit {
    pub id: u64,
    /// The user name as sent (cut); the rooms show it only as a name
    /// may be (see [`crate::rooms::name_or_guest`]).
    pub name: String,
    pub key: String,
    pub address: Option<SocketAddr>,
    /// The room named by `ssh -t host join <room>`.
    pub join: Option<String>,
    pub size: (u16, u16),
    pub look: Look,
    /// The language of the locale the client sent.
    pub locale: Lang,
}

impl Visit {
    /// How the log names this session.
    pub fn label(&self) -> String {
        let address = self
            .address
            .map_or_else(|| "unknown address".to_string(), |a| a.to_string());
        format!(
            "session {} from {address} {} {}",
            self.id,
            Escaped(&self.name),
            self.key
        )
    }
}

/// What the connection tells a session beside its queue, looked at
/// whenever the session wakes: a full queue cannot lose it, and a run of
/// window changes costs one look.
#[derive(Default)]
pub struct Signals {
    /// The client's latest window size (columns << 16 | rows), 0 once
    /// looked at.
    size: AtomicU32,
    /// Input was dropped on a full queue since the session last looked.
    dropped: AtomicBool,
}

impl Signals {
    /// The client's window is now `columns` x `rows` (1 x 1 at least);
    /// true when the session has seen the last one, so must be woken.
    pub fn resized(&self, columns: u16, rows: u16) -> bool {
        let packed = u32::from(columns.max(1)) << 16 | u32::from(rows.max(1));
        self.size.swap(packed, Ordering::AcqRel) == 0
    }

    /// Input was dropped: the queue was full.
    pub fn dropped(&self) {
        self.dropped.store(true, Ordering::Release);
    }

    /// The news since the last look, as an event for the app.
    pub(super) fn news(&self) -> Option<Event> {
        if self.dropped.swap(false, Ordering::AcqRel) {
            return Some(Event::InputDropped);
        }
        match self.size.swap(0, Ordering::AcqRel) {
            0 => None,
            packed => Some(Event::Resize((packed >> 16) as u16, packed as u16)),
        }
    }
}

/// The shortest time between two frames: about 60 a second, whatever
/// comes in.
const FRAME: Duration = Duration::from_micros(16_667);

/// When the next frame may be drawn: a frame waits for its time rather
/// than being drawn for each event, and the last state is always drawn.
#[derive(Debug)]
struct Pace {
    /// Something changed since the last frame.
    dirty: bool,
    next: Instant,
}

impl Pace {
    fn new(now: Instant) -> Pace {
        Pace {
            dirty: true,
            next: now,
        }
    }

    /// Whether a frame is to be drawn at `now`; if so, the next one waits
    /// a [`FRAME`].
    fn draw_at(&mut self, now: Instant) -> bool {
        if !self.dirty || now < self.next {
            return false;
        }
        self.dirty = false;
        self.next = now + FRAME;
        true
    }

    /// When a frame waiting for its time is due.
    fn due(&self) -> Option<Instant> {
        self.dirty.then_some(self.next)
    }
}

/// What a session's task needs besides the visit.
pub struct Wiring {
    pub inputs: Receiver<Input>,
    /// Set when the connection is gone.
    pub gone: Arc<AtomicBool>,
    pub outbox: Arc<Outbox>,
    pub signals: Arc<Signals>,
    pub limits: Limits,
    pub log: Log,
    pub rooms: Rooms,
    /// Where the visitor's searches run, shared by every session.
    pub pool: SearchPool,
}

/// Why a session ended.
enum End {
    Quit,
    Gone,
    Idle,
    Shutdown,
    Failed(String),
}

/// The app panicked; the text of its panic.
struct Panicked(String);

/// How the rooms wake a session: the flag says a change came, however
/// many; the notice ends the session's wait.
#[derive(Default)]
struct Woken {
    flag: AtomicBool,
    notice: Notify,
}

struct Session {
    app: App,
    visitor: Visitor,
    rooms: Rooms,
    woken: Arc<Woken>,
    /// Wakes the session for what its app shows of the rooms (a room, or
    /// the lobby and its seats' rooms), as its last answer from the rooms
    /// says.
    subscription: Subscription,
    look: Look,
    screen: Screen<Frames>,
    size: (u16, u16),
    /// The visitor's places in the search pool's queue; dropped with
    /// the session, which cancels its search.
    searches: Searches,
    /// The searches' reports: unbounded, as a pool thread must never
    /// wait on a session, a search sends a few and its last must arrive.
    reports: UnboundedReceiver<Report>,
    outbox: Arc<Outbox>,
    /// Frames are being dropped until the client catches up.
    stalled: bool,
    log: Log,
    label: String,
}

/// Runs a visitor's app until they quit or go, the session idles out or
/// the server stops; then leaves the client's screen as it was and
/// closes the channel.
pub async fn run(visit: Visit, mut wiring: Wiring) {
    let started = Instant::now();
    let label = visit.label();
    (wiring.log)(&match &visit.join {
        Some(room) => format!("connect {label} join {room}"),
        None => format!("connect {label}"),
    });
    let (report, reports) = mpsc::unbounded_channel();
    let searches = Searches::new(&wiring.pool, Owner::Visitor(visit.id), move |found| {
        let _ = report.send(found);
    });
    let seed = crate::shell::terminal::clock_seed() ^ visit.id;
    let visitor = Visitor {
        session: visit.id,
        name: visit.name.clone(),
        key: visit.key.clone(),
    };
    let (mut app, start) = App::visit(Settings::default(), seed, visitor.clone(), visit.join);
    app.set_locale(visit.locale);
    let woken = Arc::new(Woken::default());
    let wake = Arc::clone(&woken);
    let subscription = wiring.rooms.subscribe_to(
        Interest::Lobby(Vec::new()),
        Box::new(move || {
            wake.flag.store(true, Ordering::Release);
            wake.notice.notify_one();
        }),
    );
    let mut session = Session {
        visitor,
        rooms: wiring.rooms.clone(),
        woken,
        subscription,
        screen: Screen::new(Frames::new(Arc::clone(&wiring.outbox))),
        look: visit.look,
        size: visit.size,
        searches,
        reports,
        outbox: Arc::clone(&wiring.outbox),
        app,
        stalled: false,
        log: Arc::clone(&wiring.log),
        label: label.clone(),
    };
    session.outbox.force(enter(session.app.settings().mouse));
    let end = session.drive(&mut wiring, start).await;
    // However the session ended (a panic too), its seats are left.
    session.rooms.depart(&session.visitor, Instant::now());
    let (line, status) = match &end {
        End::Quit | End::Gone => (String::new(), 0),
        End::Idle => (
            format!(
                "tabuleiro: closed after {} without input\r\n",
                log::duration(wiring.limits.idle)
            ),
            0,
        ),
        End::Shutdown => (format!("tabuleiro: {STOPPING}\r\n"), 0),
        End::Failed(why) => {
            (wiring.log)(&format!("failed {label}: the app panicked: {why}"));
            (
                "tabuleiro: this session failed and was closed; the server goes on\r\n".to_string(),
                1,
            )
        }
    };
    let mut last = leave();
    last.extend(line.into_bytes());
    wiring.outbox.close(last, status);
    let why = match end {
        End::Quit => "quit",
        End::Gone => "left",
        End::Idle => "idle",
        End::Shutdown => "server stopping",
        End::Failed(_) => "failed",
    };
    (wiring.log)(&format!(
        "disconnect {label} after {} ({why})",
        log::duration(started.elapsed())
    ));
}

impl Session {
    /// The event loop: effects carried out, every event already queued
    /// taken, then the frame shown when its time has come (see [`Pace`]),
    /// then the next event waited for.
    async fn drive(&mut self, wiring: &mut Wiring, start: Vec<Effect>) -> End {
        let mut pending = match self.handle(Event::Resize(self.size.0, self.size.1)) {
            Ok(effects) => effects,
            Err(Panicked(why)) => return End::Failed(why),
        };
        pending.extend(start);
        let mut next_tick = Instant::now() + TICK;
        let mut idle_at = Instant::now() + wiring.limits.idle;
        let mut pace = Pace::new(Instant::now());
        loop {
            match self.carry_out(std::mem::take(&mut pending)) {
                Ok(true) => return End::Quit,
                Ok(false) => {}
                Err(Panicked(why)) => return End::Failed(why),
            }
            let ticking = self.app.wants_ticks();
            let event = match self.news(wiring) {
                Some(event) => event,
                None => match self
                    .next(wiring, &mut pace, ticking, &mut next_tick, idle_at)
                    .await
                {
                    Ok(Some(event)) => event,
                    Ok(None) => continue,
                    Err(End::Failed(why)) => return End::Failed(why),
                    Err(end) => return self.hang_up(end),
                },
            };
            if wiring.gone.load(Ordering::Relaxed) {
                return self.hang_up(End::Gone);
            }
            if is_input(&event) {
                idle_at = Instant::now() + wiring.limits.idle;
            }
            if let Event::Resize(width, height) = event {
                self.size = (width, height);
            }
            pace.dirty |= draws_at_once(&event, ticking);
            pending = match self.handle(event) {
                Ok(effects) => effects,
                Err(Panicked(why)) => return End::Failed(why),
            };
        }
    }

    /// What changed outside the queue: the rooms, the client's window,
    /// dropped input.
    fn news(&self, wiring: &Wiring) -> Option<Event> {
        if self.woken.flag.swap(false, Ordering::Acquire) {
            return Some(Event::RoomsChanged);
        }
        wiring.signals.news()
    }

    /// The next event: one already queued, else (the frame drawn if its
    /// time has come) the next to come, a tick, or the time a frame
    /// waiting is due; `None` when there is nothing for the app but the
    /// loop goes round (a redraw asked, news, the frame due).
    async fn next(
        &mut self,
        wiring: &mut Wiring,
        pace: &mut Pace,
        ticking: bool,
        next_tick: &mut Instant,
        idle_at: Instant,
    ) -> Result<Option<Event>, End> {
        let input = match wiring.inputs.try_recv() {
            Ok(input) => input,
            Err(TryRecvError::Disconnected) => return Err(End::Gone),
            Err(TryRecvError::Empty) => {
                if let Ok(report) = self.reports.try_recv() {
                    return Ok(Some(Event::Ai(report)));
                }
                if pace.draw_at(Instant::now()) {
                    self.show().map_err(|Panicked(why)| End::Failed(why))?;
                }
                match self
                    .wait(wiring, pace.due(), ticking, next_tick, idle_at)
                    .await?
                {
                    Some(input) => input,
                    None => return Ok(None),
                }
            }
        };
        Ok(match input {
            Input::App(event) => Some(event),
            Input::Background(background) => {
                self.look.background = background;
                pace.dirty = true;
                None
            }
            Input::Redraw => {
                self.screen.forget();
                self.stalled = false;
                pace.dirty = true;
                None
            }
            // The flags say what changed (see [`Session::news`]).
            Input::Resized => None,
            Input::Shutdown => return Err(End::Shutdown),
        })
    }

    /// Sleeps until an input comes (returned), or a report, a wake from
    /// the rooms or a deadline: a tick (as the event), the frame `due`,
    /// the idle time (the end).
    async fn wait(
        &mut self,
        wiring: &mut Wiring,
        due: Option<Instant>,
        ticking: bool,
        next_tick: &mut Instant,
        idle_at: Instant,
    ) -> Result<Option<Input>, End> {
        let now = Instant::now();
        if now >= idle_at {
            return Err(End::Idle);
        }
        let tick = match ticks_at(ticking, next_tick, now) {
            Ticks::Due => return Ok(Some(Input::App(Event::Tick))),
            Ticks::At(at) => Some(at),
            Ticks::Off => None,
        };
        let deadline = [due, tick]
            .into_iter()
            .flatten()
            .fold(idle_at, Instant::min);
        tokio::select! {
            input = wiring.inputs.recv() => input.map(Some).ok_or(End::Gone),
            Some(report) = self.reports.recv() => Ok(Some(Input::App(Event::Ai(report)))),
            () = self.woken.notice.notified() => Ok(None),
            () = tokio::time::sleep_until(deadline.into()) => Ok(None),
        }
    }

    /// The app is told the terminal is gone and its last effects are
    /// carried out.
    fn hang_up(&mut self, end: End) -> End {
        match self
            .handle(Event::Hangup)
            .and_then(|effects| self.carry_out(effects))
        {
            Ok(_) => end,
            Err(Panicked(why)) => End::Failed(why),
        }
    }

    fn handle(&mut self, event: Event) -> Result<Vec<Effect>, Panicked> {
        let app = &mut self.app;
        panic::catch_unwind(AssertUnwindSafe(|| app.handle_at(event, Instant::now())))
            .map_err(|payload| Panicked(panic_text(&*payload)))
    }

    /// Carries out effects in order (an answer to one comes before the
    /// next); true when the app quit.
    fn carry_out(&mut self, effects: Vec<Effect>) -> Result<bool, Panicked> {
        Ok(host::carry_out(self, effects, Session::handle)? == Settled::Quit)
    }

    /// Draws the app; a frame the client cannot take yet is dropped.
    fn show(&mut self) -> Result<(), Panicked> {
        let (app, look, (width, height)) = (&self.app, &self.look, self.size);
        let next = panic::catch_unwind(AssertUnwindSafe(|| frame(app, look, width, height)))
            .map_err(|payload| Panicked(panic_text(&*payload)))?;
        // The outbox fails a frame only by dropping it (the client gets
        // the difference later, or the whole screen once caught up).
        if self.screen.show(next).is_err() && !self.stalled {
            self.stalled = true;
            (self.log)(&format!(
                "stalled {}: the client is not reading; frames dropped until it catches up",
                self.label
            ));
        }
        Ok(())
    }
}

/// A visitor's session as the app's host: searches on the server's
/// pool, room requests to the rooms, the mouse and the bell in the
/// client's outbox. Nothing touches the server's machine: no files are
/// kept, and an outside engine is answered as failed.
impl Host for Session {
    type Error = Panicked;

    fn think(&mut self, request: Request) {
        self.searches.submit(request);
    }

    fn stop(&mut self) {
        self.searches.cancel();
    }

    fn engine_move(&mut self, request: EngineRequest) -> Option<Report> {
        Some(Report::Failed {
            ticket: request.ticket,
            reason: EngineError::NotOnServer,
        })
    }

    fn stop_engines(&mut self) {}

    fn files(&mut self, _: FileRequest) -> Option<FileOutcome> {
        None
    }

    fn room(&mut self, request: RoomRequest) -> Option<RoomOutcome> {
        let now = Instant::now();
        // A look is drawn from the room's snapshot, without the lock.
        let looked = match &request {
            RoomRequest::Look(id) => self.rooms.look(&self.visitor, id, now),
            _ => None,
        };
        let outcome = match looked {
            Some((view, _)) => RoomOutcome::Room(Box::new(view)),
            None => self.rooms.carry_out(&self.visitor, request, now),
        };
        if let Some(interest) = interest_of(&outcome) {
            self.subscription.watch(interest);
        }
        Some(outcome)
    }

    fn mouse(&mut self, on: bool) -> Result<(), Panicked> {
        self.outbox.force(mouse(on));
        Ok(())
    }

    fn bell(&mut self) -> Result<(), Panicked> {
        self.outbox.offer(b"\x07".to_vec());
        Ok(())
    }

    /// Through the session's output, to the visitor's terminal.
    fn copy(&mut self, text: &str) -> Result<(), Panicked> {
        self.outbox.force(clipboard_sequence(text));
        Ok(())
    }
}

/// A session's searches on the server's pool, one at a time as the app
/// asks them: its move and hints a person waits for, among people's
/// searches; its analyses (the evaluation row, a room's or not) after the
/// rooms' computers, as background work.
struct Searches {
    person: Lane,
    background: Lane,
}

impl Searches {
    /// Both lanes `owner`'s, their reports to `report`.
    fn new(
        pool: &SearchPool,
        owner: Owner,
        report: impl Fn(Report) + Send + Sync + 'static,
    ) -> Searches {
        let report = Arc::new(report);
        let heard = Arc::clone(&report);
        Searches {
            person: pool.lane(owner, Class::Person, move |found| heard(found)),
            background: pool.lane(owner, Class::Spectacle, move |found| report(found)),
        }
    }

    /// Replaces the search under way, on whichever lane it was.
    fn submit(&self, request: Request) {
        let (lane, other) = match request.task {
            Task::Analyse => (&self.background, &self.person),
            Task::Move | Task::Hint => (&self.person, &self.background),
        };
        other.cancel();
        lane.submit(request);
    }

    fn cancel(&self) {
        self.person.cancel();
        self.background.cancel();
    }
}

/// What the app shows of the rooms after `outcome`, when it says: a
/// room's view, or the lobby's list (and the rooms of the visitor's own
/// seats, whose turn it marks).
fn interest_of(outcome: &RoomOutcome) -> Option<Interest> {
    match outcome {
        RoomOutcome::Room(view) => Some(Interest::Room(view.id.clone())),
        RoomOutcome::Rooms(list) | RoomOutcome::Left(list) => Some(Interest::Lobby(
            list.iter()
                .filter(|summary| summary.yours.is_some())
                .map(|summary| summary.id.clone())
                .collect(),
        )),
        RoomOutcome::Renamed { .. }
        | RoomOutcome::Profile(_)
        | RoomOutcome::Leaderboard { .. }
        | RoomOutcome::Game(_)
        | RoomOutcome::Annotated { .. }
        | RoomOutcome::Progress { .. }
        | RoomOutcome::ProgressSaved
        | RoomOutcome::Refused(_) => None,
    }
}

/// Events that count as the visitor doing something.
fn is_input(event: &Event) -> bool {
    matches!(
        event,
        Event::Key(_) | Event::Mouse(_) | Event::Paste(_) | Event::Resize(..)
    )
}

fn panic_text(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_string())
}

/// The client's terminal taken over as the local one is.
fn enter(mouse_on: bool) -> Vec<u8> {
    let mut bytes = Vec::new();
    let _ = queue!(
        bytes,
        EnterAlternateScreen,
        EnableBracketedPaste,
        cursor::Hide
    );
    if mouse_on {
        bytes.extend(mouse(true));
    }
    // Answered, if at all, as input (see `input::Parser::background`).
    bytes.extend_from_slice(BACKGROUND_QUERY);
    bytes
}

/// The client's terminal given back as it was.
fn leave() -> Vec<u8> {
    let mut bytes = b"\x1b[0m".to_vec();
    let _ = queue!(
        bytes,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    bytes
}

fn mouse(on: bool) -> Vec<u8> {
    let mut bytes = Vec::new();
    let _ = if on {
        queue!(bytes, EnableMouseCapture)
    } else {
        queue!(bytes, DisableMouseCapture)
    };
    bytes
}

#[cfg(test)]
mod tests {
    use std::num::NonZeroUsize;
    use std::sync::Mutex;
    use std::sync::mpsc::{self as channel, Receiver as Heard};

    use super::*;
    use crate::ai::evaluation::ANALYSIS_BOT;
    use crate::ai::{Bot, Limits};
    use crate::games::{AnyGame, GameId, Options};

    const WAIT: Duration = Duration::from_secs(60);

    fn search(ticket: u64, task: Task, depth: u32) -> Request {
        let bot = match task {
            Task::Analyse => ANALYSIS_BOT,
            Task::Move | Task::Hint => Bot::Random,
        };
        Request {
            ticket,
            game: AnyGame::new(GameId::Chess, &Options::default()),
            bot,
            task,
            limits: Limits {
                depth: Some(depth),
                ..Limits::default()
            },
            seed: ticket,
        }
    }

    /// Holds a one-thread pool's thread until the returned sender goes,
    /// so that what is submitted meanwhile queues.
    fn hold(pool: &SearchPool) -> (Lane, channel::Sender<()>) {
        let (started, running) = channel::channel();
        let (release, released) = channel::channel::<()>();
        let released = Mutex::new(released);
        let held = pool.lane(Owner::Visitor(0), Class::Person, move |_| {
            let _ = started.send(());
            let _ = released.lock().map(|released| released.recv());
        });
        held.submit(search(0, Task::Move, 1));
        running.recv_timeout(WAIT).expect("the held search runs");
        (held, release)
    }

    /// The tickets of the searches done until `last`'s, in order.
    fn done_until(heard: &Heard<Report>, last: u64) -> Vec<u64> {
        let mut tickets = Vec::new();
        while tickets.last() != Some(&last) {
            if let Report::Done { ticket, .. } = heard.recv_timeout(WAIT).expect("a report") {
                tickets.push(ticket);
            }
        }
        tickets
    }

    #[test]
    fn a_sessions_analysis_waits_for_the_rooms_and_its_next_search_replaces_it() {
        let pool = SearchPool::new(NonZeroUsize::MIN);
        let (_held, release) = hold(&pool);
        let (tx, heard) = channel::channel();
        let to_room = tx.clone();
        let room = pool.lane(Owner::Room(1), Class::Spectacle, move |found| {
            let _ = to_room.send(found);
        });
        let searches = Searches::new(&pool, Owner::Visitor(1), move |found| {
            let _ = tx.send(found);
        });
        room.submit(search(10, Task::Move, 1));
        searches.submit(search(1, Task::Analyse, 2));
        drop(release);
        assert_eq!(done_until(&heard, 1), [10, 1], "after the room's move");
        let (_held, release) = hold(&pool);
        searches.submit(search(2, Task::Analyse, 3));
        searches.submit(search(3, Task::Move, 1));
        room.submit(search(11, Task::Move, 1));
        drop(release);
        assert_eq!(done_until(&heard, 11), [3, 11], "the analysis never ran");
    }

    #[test]
    fn a_run_of_window_changes_wakes_once_and_is_read_as_its_last_size() {
        let signals = Signals::default();
        assert!(signals.resized(100, 30), "the first wakes the session");
        assert!(!signals.resized(101, 30));
        assert!(!signals.resized(0, 20));
        assert!(matches!(signals.news(), Some(Event::Resize(1, 20))));
        assert!(signals.news().is_none());
        assert!(signals.resized(80, 24), "seen: the next wakes it again");
        signals.dropped();
        assert!(matches!(signals.news(), Some(Event::InputDropped)));
        assert!(matches!(signals.news(), Some(Event::Resize(80, 24))));
        assert!(signals.news().is_none());
    }

    #[test]
    fn frames_come_a_frame_apart_and_the_last_change_is_drawn() {
        let start = Instant::now();
        let mut pace = Pace::new(start);
        assert!(pace.draw_at(start));
        assert!(!pace.draw_at(start), "nothing changed");
        pace.dirty = true;
        assert_eq!(pace.due(), Some(start + FRAME));
        assert!(!pace.draw_at(start + FRAME / 2), "too soon");
        assert!(pace.draw_at(start + FRAME));
        assert_eq!(pace.due(), None);
    }
}
