//! One pool of search threads shared by many searchers (the server's
//! visitors and rooms): a fixed number of threads, whatever the number of
//! searchers, and a fair queue in front of them.
//!
//! Each searcher takes a [`Lane`] and submits to it as to a
//! [`super::Worker`]: at most one job per lane, a new one replacing the
//! one waiting or stopping the one running. A free thread takes the next
//! job in this order:
//! 1. [`Class::Person`] before [`Class::Spectacle`]: a person waiting for
//!    a move, a hint or an analysis goes before games only watched;
//! 2. within a class, owners in turn (round-robin): each owner with a job
//!    waiting gets one started before any owner gets a second, so one
//!    owner's many lanes cannot starve another owner's one;
//! 3. an owner's own jobs in the order they were first submitted (a job
//!    replaced keeps its place).
//!
//! An analysis ([`super::Task::Analyse`]) is one search however many lanes ask
//! for it: a lane asking for one waiting or running joins it (and hears
//! its reports with its own ticket), one that cancels leaves it, and it
//! stops when the last has left. It waits in the queue as its first
//! asker's job, moved among people's when a person's lane joins it. The
//! last [`KNOWN`] analyses finished are kept: asking for one of them is
//! answered at once, on the asking thread, with its final report. Moves
//! and hints are each their lane's own.
//!
//! A lane's report is otherwise told on a pool thread, which it holds
//! meanwhile: it should hand the report on (a channel) rather than wait.
//! Once its lane cancels or goes, a job tells it nothing more (but a
//! report already being told; its ticket shows it stale). Threads sleep
//! while nothing waits.

use std::collections::{HashMap, VecDeque};
use std::num::NonZeroUsize;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, Weak};
use std::thread::{self, JoinHandle};

use super::job::{self, AnalysisKey, Memory};
use super::protocol::{Report, Request};

/// How many finished analyses a pool remembers: the positions of the
/// games being watched lately. One is a position's text, its history's
/// keys and the search's line, about 1 KiB in a game of 40 moves; a
/// MiB or two in all.
pub const KNOWN: usize = 1024;

/// How much a job's wait matters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Class {
    /// A person waits for it: their game against the computer, a hint, a
    /// review's analysis, a room where a person faces the computer.
    Person,
    /// Only watchers see it: computers playing computers, TV, the
    /// evaluation row of a server's visitors.
    Spectacle,
}

/// Whose search a job is, for taking turns.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Owner {
    /// A visitor's session, by its id (the local app's player too).
    Visitor(u64),
    /// A room's computer seat, by a number its driver gives.
    Room(u64),
}

/// A fixed number of search threads and their queue; cheap to clone.
/// The threads end when the pool and its last lane are gone.
#[derive(Clone)]
pub struct SearchPool {
    threads: Arc<Threads>,
}

/// Submits searches to a pool, one at a time; see [`SearchPool::lane`].
pub struct Lane {
    pool: SearchPool,
    owner: Owner,
    class: Class,
    core: Arc<LaneCore>,
}

/// Whom a pool's threads serve, which names them and sets their priority.
#[derive(Clone, Copy)]
pub(super) enum Serving {
    /// The local app's one player: `tabuleiro-ai`, at normal priority.
    Local,
    /// The server's visitors and rooms: `tabuleiro-search-<k>`, giving
    /// way to the sessions.
    Server,
}

impl Serving {
    fn thread_name(self, k: usize) -> String {
        match self {
            Serving::Local => "tabuleiro-ai".to_string(),
            Serving::Server => format!("tabuleiro-search-{k}"),
        }
    }
}

impl SearchPool {
    /// `threads` threads named `tabuleiro-search-<k>`, on Linux a little
    /// below the process's priority so that the sessions win the cores.
    pub fn new(threads: NonZeroUsize) -> SearchPool {
        SearchPool::spawn(threads, Serving::Server)
    }

    /// As many threads as the machine has cores (at least one).
    pub fn for_machine() -> SearchPool {
        SearchPool::new(thread::available_parallelism().unwrap_or(NonZeroUsize::MIN))
    }

    pub(super) fn spawn(threads: NonZeroUsize, serving: Serving) -> SearchPool {
        let core = Arc::new(Core::default());
        let handles = (0..threads.get())
            .filter_map(|k| {
                let core = Arc::clone(&core);
                // A thread the system refuses is one fewer; the others serve.
                thread::Builder::new()
                    .name(serving.thread_name(k))
                    .spawn(move || {
                        if let Serving::Server = serving {
                            lower_priority();
                        }
                        serve(&core);
                    })
                    .ok()
            })
            .collect();
        SearchPool {
            threads: Arc::new(Threads { core, handles }),
        }
    }

    /// A lane of `owner`'s, its jobs of `class`; `report` is called on a
    /// pool thread for each report of its jobs.
    pub fn lane(
        &self,
        owner: Owner,
        class: Class,
        report: impl Fn(Report) + Send + Sync + 'static,
    ) -> Lane {
        Lane {
            pool: self.clone(),
            owner,
            class,
            core: Arc::new(LaneCore {
                report: Box::new(report),
                current: Mutex::new(None),
                memory: Mutex::new(Memory::default()),
            }),
        }
    }

    fn core(&self) -> &Core {
        &self.threads.core
    }
}

impl Lane {
    /// Replaces the lane's job: the one waiting never runs (this one
    /// takes its place in the queue), the one running stops. An analysis
    /// joins the same one waiting or running, or is answered at once
    /// when it is known (see the module's header).
    pub fn submit(&self, request: Request) {
        let core = self.pool.core();
        let known = {
            let mut current = lock(&self.core.current);
            if let Some(old) = current.take() {
                old.end(core);
            }
            match AnalysisKey::of(&request) {
                Some(key) => {
                    // The lane's own job waiting, if any, makes way.
                    core.remove(self.owner, self.class, &self.core);
                    match core.analyse(key, request, self.owner, self.class, &self.core) {
                        Asked::Known(report) => Some(report),
                        Asked::Joined(joined) => {
                            *current = Some(joined);
                            None
                        }
                    }
                }
                None => {
                    let stop = Arc::new(AtomicBool::new(false));
                    *current = Some(Current {
                        stop: Arc::clone(&stop),
                        joined: None,
                    });
                    let job = Own {
                        lane: Arc::clone(&self.core),
                        request,
                        stop,
                    };
                    core.push(self.owner, self.class, Job::Own(Box::new(job)));
                    None
                }
            }
        };
        // Told once the lane is unlocked: the report may submit again.
        if let Some(report) = known {
            (self.core.report)(report);
        }
    }

    /// Stops the lane's job, waiting or running: it reports nothing more.
    pub fn cancel(&self) {
        let mut current = lock(&self.core.current);
        if let Some(old) = current.take() {
            let core = self.pool.core();
            old.end(core);
            core.remove(self.owner, self.class, &self.core);
        }
    }
}

impl Drop for Lane {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// What a lane's jobs share; it lives while the lane or a job of its
/// runs, so its memory goes with the lane.
struct LaneCore {
    report: Box<dyn Fn(Report) + Send + Sync>,
    /// The lane's latest job, until it is cancelled.
    current: Mutex<Option<Current>>,
    /// Taken by the lane's job while it runs.
    memory: Mutex<Memory>,
}

impl LaneCore {
    /// Tells the report unless its job was stopped.
    fn tell(&self, stop: &AtomicBool, report: Report) {
        if !stop.load(Ordering::Relaxed) {
            (self.report)(report);
        }
    }
}

/// A lane's latest job.
struct Current {
    /// Raised when the lane cancels or replaces it.
    stop: Arc<AtomicBool>,
    /// The analysis the lane joined, when the job is one (gone once it
    /// finished).
    joined: Option<Weak<Shared>>,
}

impl Current {
    /// The lane is done with its job: it hears nothing more of it, and
    /// leaves the analysis it joined.
    fn end(self, core: &Core) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(shared) = self.joined.and_then(|joined| joined.upgrade()) {
            core.leave(&shared, &self.stop);
        }
    }
}

/// What asking for an analysis came to.
enum Asked {
    /// It was known: its final report, for the asker's ticket.
    Known(Report),
    /// The lane listens to the analysis, waiting or running.
    Joined(Current),
}

/// A job waiting for a thread, or running on one.
enum Job {
    Own(Box<Own>),
    Shared(Arc<Shared>),
}

impl Job {
    fn run(self, core: &Core) {
        match self {
            Job::Own(own) => own.run(core),
            Job::Shared(shared) => shared.run(core),
        }
    }

    /// Whether `self` is `other`'s job, which a new one of its replaces.
    fn replaces(&self, other: &Job) -> bool {
        match (self, other) {
            (Job::Own(a), Job::Own(b)) => Arc::ptr_eq(&a.lane, &b.lane),
            _ => false,
        }
    }

    /// Whether `self` is the lane's own job.
    fn is_of(&self, lane: &Arc<LaneCore>) -> bool {
        matches!(self, Job::Own(own) if Arc::ptr_eq(&own.lane, lane))
    }

    /// Whether `self` is this shared analysis.
    fn is(&self, shared: &Arc<Shared>) -> bool {
        matches!(self, Job::Shared(s) if Arc::ptr_eq(s, shared))
    }
}

/// A lane's request: a move or a hint, its alone.
struct Own {
    lane: Arc<LaneCore>,
    request: Request,
    stop: Arc<AtomicBool>,
}

impl Own {
    fn run(self, core: &Core) {
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        core.started();
        // A job replaced while running still holds the memory until it
        // notices its stop flag: the next one waits for it here.
        let mut memory = lock(&self.lane.memory);
        job::run(&self.request, &self.stop, &mut memory, |report| {
            self.lane.tell(&self.stop, report);
        });
    }
}

/// An analysis, searched once for all the lanes listening.
struct Shared {
    key: Arc<AnalysisKey>,
    /// The first asker's request, seeded by the key.
    request: Request,
    /// Raised when the last listener leaves.
    stop: AtomicBool,
    listeners: Mutex<Vec<Listener>>,
    /// Whose job it is in the queue, and of which class, while it waits.
    waits_as: Mutex<(Owner, Class)>,
}

/// A lane listening to a shared analysis, for its ticket.
#[derive(Clone)]
struct Listener {
    lane: Arc<LaneCore>,
    ticket: u64,
    /// The lane's job's flag: raised, it hears nothing more.
    stop: Arc<AtomicBool>,
}

impl Listener {
    fn tell(&self, report: &Report) {
        self.lane
            .tell(&self.stop, report.clone().for_ticket(self.ticket));
    }
}

impl Shared {
    fn run(&self, core: &Core) {
        // However the search ends (a panic too), no lane joins it after.
        let _retired = Retired { core, shared: self };
        if self.stop.load(Ordering::Relaxed) {
            return;
        }
        core.started();
        let mut memory = Memory::default();
        job::run(&self.request, &self.stop, &mut memory, |report| {
            if let Report::Progress { .. } = report {
                let listeners = lock(&self.listeners).clone();
                for listener in &listeners {
                    listener.tell(&report);
                }
            } else {
                self.finish(core, &report);
            }
        });
    }

    /// The last report, to every lane listening; kept when the search
    /// was not stopped short.
    fn finish(&self, core: &Core, report: &Report) {
        let listeners = {
            let mut shares = lock(&core.shares);
            shares.forget(self);
            if !self.stop.load(Ordering::Relaxed) {
                shares.known.keep(Arc::clone(&self.key), report.clone());
            }
            std::mem::take(&mut *lock(&self.listeners))
        };
        for listener in &listeners {
            listener.tell(report);
        }
    }
}

/// Forgets a shared analysis that ended, when it is dropped.
struct Retired<'a> {
    core: &'a Core,
    shared: &'a Shared,
}

impl Drop for Retired<'_> {
    fn drop(&mut self) {
        lock(&self.core.shares).forget(self.shared);
    }
}

struct Threads {
    core: Arc<Core>,
    handles: Vec<JoinHandle<()>>,
}

impl Drop for Threads {
    fn drop(&mut self) {
        lock(&self.core.queue).closing = true;
        self.core.ready.notify_all();
        let here = thread::current().id();
        for handle in self.handles.drain(..) {
            // A report that let go of the last lane runs on a pool thread,
            // which cannot wait for itself.
            if handle.thread().id() != here {
                let _ = handle.join();
            }
        }
    }
}

#[derive(Default)]
struct Core {
    queue: Mutex<Queue>,
    ready: Condvar,
    /// The analyses waiting or running, and those known. Taken before a
    /// shared analysis's listeners when both are; never with the queue.
    shares: Mutex<Shares>,
    /// How many searches were started.
    #[cfg(test)]
    searches: std::sync::atomic::AtomicUsize,
}

impl Core {
    fn push(&self, owner: Owner, class: Class, job: Job) {
        lock(&self.queue).rota(class).push(owner, job);
        self.ready.notify_one();
    }

    /// Drops the lane's own job waiting, if any.
    fn remove(&self, owner: Owner, class: Class, lane: &Arc<LaneCore>) {
        lock(&self.queue)
            .rota(class)
            .remove(owner, |job| job.is_of(lane));
    }

    /// The lane's request for the analysis of `key`: answered if known,
    /// else joined to the one waiting or running, else queued as the
    /// lane's.
    fn analyse(
        &self,
        key: AnalysisKey,
        request: Request,
        owner: Owner,
        class: Class,
        lane: &Arc<LaneCore>,
    ) -> Asked {
        let stop = Arc::new(AtomicBool::new(false));
        let listener = Listener {
            lane: Arc::clone(lane),
            ticket: request.ticket,
            stop: Arc::clone(&stop),
        };
        let mut shares = lock(&self.shares);
        if let Some(report) = shares.known.get(&key) {
            return Asked::Known(report.clone().for_ticket(request.ticket));
        }
        let shared = match shares.running.get(&key) {
            Some(shared) => {
                let shared = Arc::clone(shared);
                lock(&shared.listeners).push(listener);
                drop(shares);
                if class == Class::Person {
                    self.promote(&shared, owner);
                }
                shared
            }
            None => {
                let key = Arc::new(key);
                let shared = Arc::new(Shared {
                    request: Request {
                        seed: key.seed(),
                        ..request
                    },
                    key: Arc::clone(&key),
                    stop: AtomicBool::new(false),
                    listeners: Mutex::new(vec![listener]),
                    waits_as: Mutex::new((owner, class)),
                });
                shares.running.insert(key, Arc::clone(&shared));
                drop(shares);
                self.push(owner, class, Job::Shared(Arc::clone(&shared)));
                shared
            }
        };
        Asked::Joined(Current {
            stop,
            joined: Some(Arc::downgrade(&shared)),
        })
    }

    /// A person joined the analysis: if it waits among the spectacles,
    /// it waits among people now, as `owner`'s.
    fn promote(&self, shared: &Arc<Shared>, owner: Owner) {
        let mut queue = lock(&self.queue);
        let mut waits_as = lock(&shared.waits_as);
        let (was, class) = *waits_as;
        if class == Class::Spectacle && queue.spectacle.remove(was, |job| job.is(shared)) {
            queue.person.push(owner, Job::Shared(Arc::clone(shared)));
            *waits_as = (owner, Class::Person);
        }
    }

    /// The lane whose job's flag is `stop` stops listening to the
    /// analysis; the last to go stops it.
    fn leave(&self, shared: &Arc<Shared>, stop: &Arc<AtomicBool>) {
        {
            let mut shares = lock(&self.shares);
            let mut listeners = lock(&shared.listeners);
            listeners.retain(|listener| !Arc::ptr_eq(&listener.stop, stop));
            if !listeners.is_empty() {
                return;
            }
            shares.forget(shared);
            shared.stop.store(true, Ordering::Relaxed);
        }
        let mut queue = lock(&self.queue);
        let (owner, class) = *lock(&shared.waits_as);
        queue.rota(class).remove(owner, |job| job.is(shared));
    }

    /// A search is starting.
    fn started(&self) {
        #[cfg(test)]
        self.searches.fetch_add(1, Ordering::Relaxed);
    }

    /// The next job, waiting for one; None when the pool closes.
    fn next(&self) -> Option<Job> {
        let mut queue = lock(&self.queue);
        loop {
            if queue.closing {
                return None;
            }
            if let Some(job) = queue.pop() {
                return Some(job);
            }
            queue = self
                .ready
                .wait(queue)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

/// The analyses a pool shares.
#[derive(Default)]
struct Shares {
    /// Waiting or running, with a lane listening.
    running: HashMap<Arc<AnalysisKey>, Arc<Shared>>,
    known: Known,
}

impl Shares {
    /// No lane joins `shared` from now on.
    fn forget(&mut self, shared: &Shared) {
        let ours = self
            .running
            .get(&shared.key)
            .is_some_and(|running| std::ptr::eq(Arc::as_ptr(running), shared));
        if ours {
            self.running.remove(&shared.key);
        }
    }
}

/// The last [`KNOWN`] analyses finished, by key: the oldest is forgotten
/// first.
#[derive(Default)]
struct Known {
    reports: HashMap<Arc<AnalysisKey>, Report>,
    order: VecDeque<Arc<AnalysisKey>>,
}

impl Known {
    fn get(&self, key: &AnalysisKey) -> Option<&Report> {
        self.reports.get(key)
    }

    fn keep(&mut self, key: Arc<AnalysisKey>, report: Report) {
        if self.reports.insert(Arc::clone(&key), report).is_none() {
            self.order.push_back(key);
        }
        if self.order.len() > KNOWN
            && let Some(oldest) = self.order.pop_front()
        {
            self.reports.remove(&oldest);
        }
    }
}

#[derive(Default)]
struct Queue {
    closing: bool,
    person: Rota,
    spectacle: Rota,
}

impl Queue {
    fn rota(&mut self, class: Class) -> &mut Rota {
        match class {
            Class::Person => &mut self.person,
            Class::Spectacle => &mut self.spectacle,
        }
    }

    fn pop(&mut self) -> Option<Job> {
        self.person.pop().or_else(|| self.spectacle.pop())
    }
}

/// One class's waiting jobs: owners take turns, each owner's jobs in
/// order.
#[derive(Default)]
struct Rota {
    /// The owners with a job waiting, the next to be served first.
    turns: VecDeque<Owner>,
    waiting: HashMap<Owner, VecDeque<Job>>,
}

impl Rota {
    /// Queues the job, in place of the one it replaces if any.
    fn push(&mut self, owner: Owner, job: Job) {
        let jobs = self.waiting.entry(owner).or_default();
        match jobs.iter_mut().find(|waiting| waiting.replaces(&job)) {
            Some(waiting) => *waiting = job,
            None => {
                if jobs.is_empty() {
                    self.turns.push_back(owner);
                }
                jobs.push_back(job);
            }
        }
    }

    /// Drops `owner`'s waiting jobs that match; true if there were any.
    fn remove(&mut self, owner: Owner, matches: impl Fn(&Job) -> bool) -> bool {
        let Some(jobs) = self.waiting.get_mut(&owner) else {
            return false;
        };
        let before = jobs.len();
        jobs.retain(|job| !matches(job));
        let removed = jobs.len() < before;
        if jobs.is_empty() {
            self.waiting.remove(&owner);
            self.turns.retain(|o| *o != owner);
        }
        removed
    }

    /// The next owner's first job; that owner goes to the back of the
    /// turns if it has more.
    fn pop(&mut self) -> Option<Job> {
        let owner = self.turns.pop_front()?;
        let jobs = self.waiting.get_mut(&owner)?;
        let job = jobs.pop_front();
        if jobs.is_empty() {
            self.waiting.remove(&owner);
        } else {
            self.turns.push_back(owner);
        }
        job
    }
}

/// A pool thread's life: jobs until the pool closes. A job that panics
/// costs its own answer, not the thread.
fn serve(core: &Core) {
    while let Some(job) = core.next() {
        let _ = panic::catch_unwind(AssertUnwindSafe(|| job.run(core)));
    }
}

/// How far below the process a server's search thread runs, in nice
/// steps (the scale runs from -20 to 19): enough for the runtime's
/// threads to win a busy core, not so much that searches starve.
#[cfg(target_os = "linux")]
const BACKGROUND_NICE: libc::c_int = 5;

/// Searches run for as long as they are let, and on a server the cores
/// are shared with the sessions' interactive work on the async runtime
/// (keys, screens, moves between people): a little below the process's
/// priority, the scheduler gives the runtime a busy core first, and the
/// searches take what is left. On Linux the nice value is the thread's
/// own. Only advice: an error changes nothing.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    if let Some(me) = this_thread() {
        // SAFETY: both calls only read or set this thread's nice value.
        unsafe {
            let now = libc::getpriority(libc::PRIO_PROCESS, me);
            libc::setpriority(libc::PRIO_PROCESS, me, (now + BACKGROUND_NICE).min(19));
        }
    }
}

/// The calling thread's id, as the priority calls take it.
#[cfg(target_os = "linux")]
fn this_thread() -> Option<libc::id_t> {
    // SAFETY: gettid has no preconditions and cannot fail.
    libc::id_t::try_from(unsafe { libc::gettid() }).ok()
}

/// The lock, even after a panic elsewhere: one failed search must not
/// take the pool down with it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::sync::mpsc::{self, Receiver, Sender};
    use std::time::Duration;

    use super::*;
    use crate::ai::protocol::ticket;
    use crate::ai::{Bot, Level, Limits, Task};
    use crate::games::{AnyGame, GameId, Options};

    /// Generous, for a loaded machine: no test waits this long when it
    /// passes.
    const WAIT: Duration = Duration::from_secs(60);

    fn pool(threads: usize) -> SearchPool {
        SearchPool::new(NonZeroUsize::new(threads).expect("some threads"))
    }

    fn request(ticket: u64, game: AnyGame, bot: Bot, limits: Limits) -> Request {
        Request {
            ticket,
            game,
            bot,
            task: Task::Move,
            limits,
            seed: 1,
        }
    }

    fn chess() -> AnyGame {
        AnyGame::new(GameId::Chess, &Options::default())
    }

    /// A random move: done at once.
    fn quick(ticket: u64) -> Request {
        request(ticket, chess(), Bot::Random, Limits::default())
    }

    /// Master with ten minutes: it ends only when stopped.
    fn endless(ticket: u64) -> Request {
        let limits = Limits {
            movetime: Some(Duration::from_secs(600)),
            ..Limits::default()
        };
        request(ticket, chess(), Bot::Engine(Level::Master), limits)
    }

    fn lane_to(pool: &SearchPool, owner: Owner, class: Class, tx: &Sender<Report>) -> Lane {
        let tx = tx.clone();
        pool.lane(owner, class, move |report| {
            let _ = tx.send(report);
        })
    }

    /// Holds a one-thread pool's thread (a job whose report waits) until
    /// the returned sender goes, so that what is submitted meanwhile
    /// queues.
    fn hold(pool: &SearchPool) -> (Lane, Sender<()>) {
        let (started, running) = mpsc::channel();
        let (release, released) = mpsc::channel::<()>();
        let released = Mutex::new(released);
        let lane = pool.lane(Owner::Visitor(999), Class::Person, move |_| {
            let _ = started.send(());
            let _ = lock(&released).recv();
        });
        lane.submit(quick(0));
        running.recv_timeout(WAIT).expect("the held job runs");
        (lane, release)
    }

    /// The tickets of the next `count` searches done, in order.
    fn done(reports: &Receiver<Report>, count: usize) -> Vec<u64> {
        let mut tickets = Vec::new();
        while tickets.len() < count {
            match reports.recv_timeout(WAIT).expect("a report") {
                Report::Done { ticket, .. } => tickets.push(ticket),
                Report::Progress { .. } => {}
                other => panic!("{other:?}"),
            }
        }
        tickets
    }

    #[test]
    fn owners_take_turns_and_people_go_before_spectacles() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let show = lane_to(&pool, Owner::Room(1), Class::Spectacle, &tx);
        show.submit(quick(50));
        let many: Vec<Lane> = (0..3)
            .map(|_| lane_to(&pool, Owner::Visitor(1), Class::Person, &tx))
            .collect();
        for (k, lane) in (11..).zip(&many) {
            lane.submit(quick(k));
        }
        let one = lane_to(&pool, Owner::Visitor(2), Class::Person, &tx);
        one.submit(quick(20));
        drop(release);
        assert_eq!(done(&rx, 5), [11, 20, 12, 13, 50]);
    }

    #[test]
    fn a_submit_replaces_the_job_waiting_in_its_place() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let lane = lane_to(&pool, Owner::Visitor(1), Class::Person, &tx);
        let after = lane_to(&pool, Owner::Visitor(1), Class::Person, &tx);
        lane.submit(quick(1));
        after.submit(quick(3));
        lane.submit(quick(2));
        drop(release);
        assert_eq!(done(&rx, 2), [2, 3]);
    }

    #[test]
    fn a_job_cancelled_or_dropped_while_waiting_never_runs() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let cancelled = lane_to(&pool, Owner::Visitor(1), Class::Person, &tx);
        let dropped = lane_to(&pool, Owner::Visitor(2), Class::Person, &tx);
        let last = lane_to(&pool, Owner::Visitor(3), Class::Person, &tx);
        cancelled.submit(quick(1));
        dropped.submit(quick(2));
        last.submit(quick(3));
        cancelled.cancel();
        drop(dropped);
        drop(release);
        assert_eq!(done(&rx, 1), [3]);
        cancelled.submit(quick(4));
        assert_eq!(done(&rx, 1), [4], "a cancelled lane takes jobs again");
    }

    #[test]
    fn a_running_job_stops_when_its_lane_goes_and_tells_nothing_more() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let lane = lane_to(&pool, Owner::Visitor(1), Class::Person, &tx);
        lane.submit(endless(1));
        match rx.recv_timeout(WAIT) {
            Ok(Report::Progress { ticket: 1, .. }) => {}
            other => panic!("the search should be under way: {other:?}"),
        }
        drop(lane);
        let next = lane_to(&pool, Owner::Visitor(2), Class::Person, &tx);
        next.submit(quick(2));
        // The one thread is free for the next job only once the endless
        // search has stopped; it never told its move.
        let mut heard = Vec::new();
        loop {
            let report = rx.recv_timeout(WAIT).expect("a report");
            if let Report::Done { ticket: 2, .. } = report {
                break;
            }
            heard.push(report);
        }
        assert!(
            !heard.iter().any(|r| matches!(r, Report::Done { .. })),
            "{heard:?}"
        );
        assert!(rx.try_recv().is_err());
    }

    #[test]
    fn a_thousand_lanes_share_the_pools_threads_and_each_hears_its_ticket() {
        let pool = pool(2);
        let (tx, rx) = mpsc::channel();
        let lanes: Vec<Lane> = (0..1000)
            .map(|n| {
                let tx = tx.clone();
                let lane = pool.lane(Owner::Visitor(n), Class::Person, move |report| {
                    let here = thread::current();
                    let _ = tx.send((n, report.ticket(), here.id(), here.name().map(String::from)));
                });
                lane.submit(quick(n + 7));
                lane
            })
            .collect();
        let heard: Vec<_> = (0..lanes.len())
            .map(|_| rx.recv_timeout(WAIT).expect("every lane answers"))
            .collect();
        assert!(heard.iter().all(|(n, ticket, ..)| *ticket == n + 7));
        let threads: HashSet<_> = heard.iter().map(|(_, _, id, _)| *id).collect();
        assert!(threads.len() <= 2, "{} threads", threads.len());
        let names: HashSet<_> = heard.iter().filter_map(|(.., name)| name.clone()).collect();
        assert!(
            names.is_subset(&HashSet::from([
                "tabuleiro-search-0".to_string(),
                "tabuleiro-search-1".to_string()
            ])),
            "{names:?}"
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_search_threads_run_a_little_below_the_process() {
        let nice = || {
            let me = this_thread().expect("a thread id");
            // SAFETY: reads this thread's nice value.
            unsafe { libc::getpriority(libc::PRIO_PROCESS, me) }
        };
        let here = nice();
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let lane = pool.lane(Owner::Visitor(1), Class::Person, move |_| {
            let _ = tx.send(nice());
        });
        lane.submit(quick(1));
        let there = rx.recv_timeout(WAIT).expect("a report");
        assert_eq!(there, (here + BACKGROUND_NICE).min(19));
    }

    /// The nodes master searched on `lane` for `ticket`: chess after
    /// 1.e4, to depth 6.
    fn nodes_searched(lane: &Lane, reports: &Receiver<Report>, ticket: u64) -> u64 {
        let mut game = chess();
        game.play_text("e2e4").expect("a legal move");
        let limits = Limits {
            depth: Some(6),
            ..Limits::default()
        };
        lane.submit(request(ticket, game, Bot::Engine(Level::Master), limits));
        loop {
            match reports.recv_timeout(WAIT).expect("a report") {
                Report::Done { info, .. } => return info.expect("master searches").nodes,
                Report::Progress { .. } => {}
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn each_lane_keeps_its_own_table_from_search_to_search_of_a_game() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let lane = lane_to(&pool, Owner::Visitor(1), Class::Person, &tx);
        let other = lane_to(&pool, Owner::Visitor(1), Class::Person, &tx);
        let first = nodes_searched(&lane, &rx, ticket(1, 1));
        let again = nodes_searched(&lane, &rx, ticket(1, 2));
        let elsewhere = nodes_searched(&other, &rx, ticket(1, 1));
        assert!(again < first, "{again} should be fewer than {first}");
        assert_eq!(elsewhere, first);
    }

    /// An analysis of chess after 1.e4, to `depth`: done in moments.
    fn analysis(ticket: u64, depth: u32) -> Request {
        let mut game = chess();
        game.play_text("e2e4").expect("a legal move");
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        Request {
            task: Task::Analyse,
            ..request(ticket, game, Bot::Engine(Level::Hard), limits)
        }
    }

    /// An analysis that ends only when stopped.
    fn endless_analysis(ticket: u64) -> Request {
        Request {
            task: Task::Analyse,
            ..endless(ticket)
        }
    }

    fn searches(pool: &SearchPool) -> usize {
        pool.core().searches.load(Ordering::Relaxed)
    }

    /// A lane whose first report holds the pool's thread until the
    /// returned sender goes; `started` hears when it does.
    fn holding_lane(
        pool: &SearchPool,
        owner: Owner,
        tx: &Sender<Report>,
    ) -> (Lane, Receiver<()>, Sender<()>) {
        let (started, running) = mpsc::channel();
        let (release, released) = mpsc::channel::<()>();
        let released = Mutex::new(released);
        let tx = tx.clone();
        let lane = pool.lane(owner, Class::Spectacle, move |report| {
            let _ = started.send(());
            let _ = lock(&released).recv();
            let _ = tx.send(report);
        });
        (lane, running, release)
    }

    #[test]
    fn lanes_asking_the_same_analysis_share_one_search_each_with_its_ticket() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let one = lane_to(&pool, Owner::Visitor(1), Class::Spectacle, &tx);
        let two = lane_to(&pool, Owner::Visitor(2), Class::Spectacle, &tx);
        one.submit(analysis(ticket(1, 1), 4));
        two.submit(analysis(ticket(7, 3), 4));
        drop(release);
        let mut tickets = done(&rx, 2);
        tickets.sort_unstable();
        assert_eq!(tickets, [ticket(1, 1), ticket(7, 3)]);
        assert_eq!(searches(&pool), 2, "the held job and one analysis");
    }

    #[test]
    fn an_analysis_finished_is_answered_at_once_without_a_search() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let first = lane_to(&pool, Owner::Visitor(1), Class::Spectacle, &tx);
        first.submit(analysis(1, 4));
        let heard = match rx.recv_timeout(WAIT) {
            Ok(Report::Progress { .. }) => done(&rx, 1),
            Ok(Report::Done { ticket, .. }) => vec![ticket],
            other => panic!("{other:?}"),
        };
        assert_eq!(heard, [1]);
        let found = loop {
            match rx.try_recv() {
                Ok(Report::Progress { .. }) => {}
                Ok(other) => panic!("{other:?}"),
                Err(_) => break searches(&pool),
            }
        };
        let later = lane_to(&pool, Owner::Visitor(2), Class::Person, &tx);
        later.submit(analysis(9, 4));
        match rx.try_recv() {
            Ok(Report::Done { ticket: 9, .. }) => {}
            other => panic!("answered on the spot: {other:?}"),
        }
        assert!(rx.try_recv().is_err(), "the final report only");
        assert_eq!(searches(&pool), found, "no search");
    }

    #[test]
    fn one_listener_leaving_a_waiting_analysis_does_not_stop_it_for_the_other() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let first = lane_to(&pool, Owner::Visitor(1), Class::Spectacle, &tx);
        let second = lane_to(&pool, Owner::Visitor(2), Class::Spectacle, &tx);
        first.submit(analysis(1, 4));
        second.submit(analysis(2, 4));
        first.cancel();
        drop(release);
        assert_eq!(done(&rx, 1), [2]);
        assert_eq!(searches(&pool), 2);
    }

    #[test]
    fn one_listener_leaving_a_running_analysis_does_not_stop_it_for_the_other() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (first, started, release) = holding_lane(&pool, Owner::Visitor(1), &tx);
        first.submit(analysis(1, 3));
        started.recv_timeout(WAIT).expect("the analysis runs");
        let second = lane_to(&pool, Owner::Visitor(2), Class::Spectacle, &tx);
        second.submit(analysis(2, 3));
        drop(first);
        drop(release);
        let depth = loop {
            match rx.recv_timeout(WAIT).expect("a report") {
                Report::Progress { ticket: 1 | 2, .. } => {}
                Report::Done {
                    ticket: 2,
                    info: Some(info),
                    ..
                } => break info.depth,
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(depth, 3, "the search went on to its end");
        assert_eq!(searches(&pool), 1);
        assert!(rx.try_recv().is_err(), "the first hears nothing more");
    }

    #[test]
    fn an_analysis_stops_when_its_last_listener_leaves() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let first = lane_to(&pool, Owner::Visitor(1), Class::Spectacle, &tx);
        let second = lane_to(&pool, Owner::Visitor(2), Class::Spectacle, &tx);
        first.submit(endless_analysis(1));
        second.submit(endless_analysis(2));
        match rx.recv_timeout(WAIT) {
            Ok(Report::Progress { .. }) => {}
            other => panic!("the search should be under way: {other:?}"),
        }
        first.cancel();
        drop(second);
        // The one thread is free for the next job only once the
        // analysis has stopped; it never told its end.
        let next = lane_to(&pool, Owner::Visitor(3), Class::Person, &tx);
        next.submit(quick(3));
        let mut heard = Vec::new();
        loop {
            let report = rx.recv_timeout(WAIT).expect("a report");
            if let Report::Done { ticket: 3, .. } = report {
                break;
            }
            heard.push(report);
        }
        assert!(
            !heard.iter().any(|r| matches!(r, Report::Done { .. })),
            "{heard:?}"
        );
        assert_eq!(searches(&pool), 2);
        // Stopped short, it is not known: asked again, it is searched.
        first.submit(endless_analysis(5));
        assert!(
            !matches!(rx.try_recv(), Ok(Report::Done { ticket: 5, .. })),
            "a stopped analysis is never kept"
        );
    }

    #[test]
    fn moves_are_never_shared() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let one = lane_to(&pool, Owner::Visitor(1), Class::Person, &tx);
        let two = lane_to(&pool, Owner::Visitor(2), Class::Person, &tx);
        let mut same = analysis(1, 3);
        same.task = Task::Move;
        one.submit(same.clone());
        two.submit(Request { ticket: 2, ..same });
        drop(release);
        assert_eq!(done(&rx, 2), [1, 2]);
        assert_eq!(searches(&pool), 3);
    }

    #[test]
    fn another_position_or_other_limits_is_another_analysis() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let lanes: Vec<Lane> = (1..=3)
            .map(|n| lane_to(&pool, Owner::Visitor(n), Class::Spectacle, &tx))
            .collect();
        lanes[0].submit(analysis(1, 3));
        lanes[1].submit(analysis(2, 4));
        let mut elsewhere = analysis(3, 3);
        elsewhere.game.play_text("e7e5").expect("a legal move");
        lanes[2].submit(elsewhere);
        drop(release);
        assert_eq!(done(&rx, 3), [1, 2, 3]);
        assert_eq!(searches(&pool), 4);
    }

    #[test]
    fn a_person_joining_a_waiting_analysis_takes_it_ahead_of_the_spectacles() {
        let pool = pool(1);
        let (tx, rx) = mpsc::channel();
        let (_held, release) = hold(&pool);
        let watcher = lane_to(&pool, Owner::Visitor(1), Class::Spectacle, &tx);
        let show = lane_to(&pool, Owner::Room(1), Class::Spectacle, &tx);
        let person = lane_to(&pool, Owner::Visitor(2), Class::Person, &tx);
        show.submit(quick(5));
        watcher.submit(analysis(1, 3));
        person.submit(analysis(2, 3));
        drop(release);
        let mut first = done(&rx, 2);
        first.sort_unstable();
        assert_eq!(first, [1, 2]);
        assert_eq!(done(&rx, 1), [5]);
    }

    #[test]
    fn the_oldest_analysis_known_is_forgotten_first() {
        let key = |depth| AnalysisKey::of(&analysis(0, depth)).expect("an analysis");
        let said = |ticket| Report::NoMove { ticket };
        let mut known = Known::default();
        for depth in 0..=u32::try_from(KNOWN).expect("a small number") {
            known.keep(Arc::new(key(depth)), said(u64::from(depth)));
        }
        assert!(known.get(&key(0)).is_none());
        assert_eq!(known.get(&key(1)), Some(&said(1)));
        assert_eq!(known.reports.len(), KNOWN);
        assert_eq!(known.order.len(), KNOWN);
    }
}
