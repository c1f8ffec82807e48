//! A crowd for a running `tabuleiro serve` (issue #35): opens N sessions,
//! lets them sit idle, presses a key on every one at once, and prints the
//! figures of a row of the table in docs/serve.md: sessions, time to
//! connect all, idle CPU, RSS, threads, and the key's p50 / p99.
//!
//! Phases: (0) with `--cvc-rooms M`, M computer-vs-computer rooms made
//! from the lobby's form, each by a client of its own key; (1) the crowd
//! connects, at
//! most `--concurrency` logging in at once, each counted when its first
//! frame has come whole; the crowd watches the computer rooms, spread
//! over them (or `--watchers-per-room` each), the rest sit in the lobby;
//! (2) nobody does anything for `--idle` seconds: the server's CPU over
//! them, its RSS and threads at their end, and this client's own CPU;
//! (3) a key on every session as fast as they can be sent, then Esc
//! back: `i` (the name field) in the lobby, answered by the first byte
//! after the send; `c` (the chat prompt) in a room, answered by the bytes
//! that draw it ("Say:"), its moves going on meanwhile;
//! (4) with `--player-rooms K`, K rooms of two players are made (only
//! now: a game must have its first move within 30 s) and play a random
//! legal move a second apart for `--seconds`: each move's delay to the
//! other player's screen.
//!
//! Crowd sessions keep no screen (10,000 of them must stay cheap here):
//! they count bytes and note when the first frame ended and when the last
//! byte came. The hosts of rooms and the players read their screens with
//! the vt100 emulator, as `serve_load` does.
//!
//! The server must be fresh (the rooms made here are r1, r2, ...) and let
//! the whole crowd in from one address (N + M + 2K sessions):
//!
//! ```sh
//! cargo build --release --bin tabuleiro --example serve_crowd
//! target/release/tabuleiro serve --listen 127.0.0.1:2390 \
//!     --max-sessions 11000 --max-per-address 11000 --max-startups 64 \
//!     --max-startups-per-address 64 --max-rooms 200 &
//! target/release/examples/serve_crowd --addr 127.0.0.1:2390 --pid $! \
//!     --sessions 1000
//! ```
//!
//! Both processes need an open-files limit above N (`ulimit -n`); this one
//! raises its own to the hard limit.

#[path = "support/mod.rs"]
mod support;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use russh::{ChannelMsg, ChannelReadHalf, ChannelWriteHalf, client};
use support::{
    Entry, Outcome, PATIENCE, Size, Terminal, Trusting, cpu_seconds, log_in, memory_mib, ms,
    open_computer_room, open_session, open_table, percentile, play, status_number,
};
use tokio::sync::{Semaphore, oneshot};
use tokio::task::JoinSet;

/// How long a session may take to log in, and then to draw its first
/// frame (the server's default login grace).
const FIRST_SCREEN: Duration = Duration::from_secs(60);
/// What ends every frame the server sends: synchronized output off.
const FRAME_END: &[u8] = b"\x1b[?2026l";
/// A key sent to a session and what shows it was answered.
struct Key {
    bytes: &'static [u8],
    answer: Answer,
}

/// What answers a key.
#[derive(Clone, Copy)]
enum Answer {
    /// The first byte after it: the lobby sends nothing unasked.
    AnyByte,
    /// These bytes, in a room whose moves keep coming (English, the
    /// server's language when the client says none).
    Text(&'static [u8]),
}

/// The key pressed on every session: in the lobby it opens the name
/// field, in a room the chat prompt: a redraw of a line or two that asks
/// nothing of the rooms. Esc closes either.
fn keys(place: Place) -> [Key; 2] {
    let esc = b"\x1b";
    match place {
        Place::Lobby => [
            Key {
                bytes: b"i",
                answer: Answer::AnyByte,
            },
            Key {
                bytes: esc,
                answer: Answer::AnyByte,
            },
        ],
        Place::Watching(_) => [
            Key {
                bytes: b"c",
                answer: Answer::Text(b"Say:"),
            },
            Key {
                bytes: esc,
                answer: Answer::Text(b"You are watching"),
            },
        ],
    }
}

#[derive(Parser, Debug)]
#[command(
    about = "Opens a crowd of sessions on a running `tabuleiro serve` and measures it \
             (connecting, idle, a key on all, moves in player rooms)",
    after_help = "The server must be fresh (rooms r1, r2, ... are made here) and let N + M + \
                  2 x K sessions in from 127.0.0.1: start it with --max-sessions, \
                  --max-per-address at least that, --max-startups and \
                  --max-startups-per-address at least --concurrency, --max-rooms at least \
                  M + K, and an open-files limit (ulimit -n) above the sessions. The last \
                  line is a Markdown table row: sessions | time to connect all | idle CPU | \
                  RSS | threads | key p50 / p99 [| move p50 / p99]."
)]
struct Args {
    /// The server's address.
    #[arg(long, default_value = "127.0.0.1:2222")]
    addr: SocketAddr,
    /// The server's process id, for its CPU time, memory and threads
    /// (/proc).
    #[arg(long)]
    pid: u32,
    /// Sessions in the crowd (watchers of the computer rooms, the rest in
    /// the lobby).
    #[arg(long, default_value_t = 1000)]
    sessions: usize,
    /// Seconds the crowd sits idle while the server's CPU is measured.
    #[arg(long, default_value_t = 20)]
    idle: u64,
    /// Sessions logging in at once, at most.
    #[arg(long, default_value_t = 32)]
    concurrency: usize,
    /// Every session's terminal, columns x rows.
    #[arg(long, default_value = "80x24")]
    size: Size,
    /// Computer-vs-computer rooms (medium vs medium chess), watched by the
    /// crowd.
    #[arg(long, default_value_t = 0)]
    cvc_rooms: usize,
    /// Watchers of each computer room; without it the whole crowd is
    /// spread over them.
    #[arg(long)]
    watchers_per_room: Option<usize>,
    /// Rooms of two players playing a random legal move a second apart.
    #[arg(long, default_value_t = 0)]
    player_rooms: usize,
    /// Seconds the player rooms play while their moves are timed.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Seed of the player rooms' moves.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

impl Args {
    /// Where crowd session `at` (0, 1, ...) goes: room r1.. rM or the lobby.
    fn place(&self, at: usize) -> Place {
        let watchers = self
            .watchers_per_room
            .map_or(self.sessions, |each| each * self.cvc_rooms);
        match self.cvc_rooms {
            0 => Place::Lobby,
            rooms if at < watchers => Place::Watching(at % rooms + 1),
            _ => Place::Lobby,
        }
    }
}

/// Where a crowd session is.
#[derive(Clone, Copy, PartialEq)]
enum Place {
    Lobby,
    /// Watching room r<n>.
    Watching(usize),
}

/// Nanoseconds since `epoch`, never 0 (0 stands for "not yet").
fn since(epoch: Instant) -> u64 {
    u64::try_from(epoch.elapsed().as_nanos()).unwrap_or(u64::MAX) | 1
}

/// What a crowd session has received, kept by its reader; times are
/// [`since`] the run's start, 0 for none yet.
#[derive(Default)]
struct Tally {
    bytes: AtomicU64,
    /// When the last byte came.
    last: AtomicU64,
    /// When the key out was sent, what answers it, and when that came.
    sent: AtomicU64,
    awaited: Mutex<Option<Awaited>>,
    answered: AtomicU64,
    /// The server closed the session.
    closed: AtomicBool,
}

impl Tally {
    /// Whether `chunk` answers the key out; once it has, nothing more is
    /// awaited.
    fn answers(&self, chunk: &[u8]) -> bool {
        let mut awaited = self.awaited.lock().unwrap_or_else(|p| p.into_inner());
        let found = awaited.as_mut().is_some_and(|a| a.found_in(chunk));
        if found {
            *awaited = None;
        }
        found
    }

    /// From the key's send to the first byte after, once that came.
    fn waited(&self) -> Option<Duration> {
        let sent = self.sent.load(Ordering::Acquire);
        let answered = self.answered.load(Ordering::Acquire);
        (sent != 0 && answered != 0).then(|| Duration::from_nanos(answered.saturating_sub(sent)))
    }
}

/// What a session's reader looks for after a key.
enum Awaited {
    AnyByte,
    Text(Finder),
}

impl Awaited {
    fn of(answer: Answer) -> Awaited {
        match answer {
            Answer::AnyByte => Awaited::AnyByte,
            Answer::Text(text) => Awaited::Text(Finder::new(text)),
        }
    }

    fn found_in(&mut self, chunk: &[u8]) -> bool {
        match self {
            Awaited::AnyByte => true,
            Awaited::Text(finder) => finder.found_in(chunk),
        }
    }
}

/// Finds `marker` in a byte stream that comes in pieces.
struct Finder {
    marker: &'static [u8],
    /// The last bytes of the stream so far, the marker's length less one.
    tail: Vec<u8>,
}

impl Finder {
    fn new(marker: &'static [u8]) -> Finder {
        Finder {
            marker,
            tail: Vec::new(),
        }
    }

    fn found_in(&mut self, chunk: &[u8]) -> bool {
        let mut joined = std::mem::take(&mut self.tail);
        joined.extend_from_slice(chunk);
        let found = joined.windows(self.marker.len()).any(|w| w == self.marker);
        let keep = joined.len().saturating_sub(self.marker.len() - 1);
        self.tail = joined.split_off(keep);
        found
    }
}

/// Counts what comes; says on `drawn` when the first frame has ended,
/// and notes the first byte after a key was sent.
async fn tally(
    mut reader: ChannelReadHalf,
    tally: Arc<Tally>,
    epoch: Instant,
    drawn: oneshot::Sender<()>,
) {
    let mut drawn = Some(drawn);
    let mut first_frame = Finder::new(FRAME_END);
    while let Some(message) = reader.wait().await {
        let data = match message {
            ChannelMsg::Data { data } => data,
            ChannelMsg::Close | ChannelMsg::Eof => break,
            _ => continue,
        };
        let now = since(epoch);
        tally.bytes.fetch_add(data.len() as u64, Ordering::Relaxed);
        tally.last.store(now, Ordering::Relaxed);
        if let Some(drawn) = drawn.take_if(|_| first_frame.found_in(&data)) {
            let _waited_for = drawn.send(());
        }
        if tally.sent.load(Ordering::Acquire) != 0 && tally.answers(&data) {
            tally.answered.store(now, Ordering::Release);
        }
    }
    tally.closed.store(true, Ordering::Relaxed);
}

/// One session of the crowd.
struct Member {
    _handle: client::Handle<Trusting>,
    writer: ChannelWriteHalf<client::Msg>,
    tally: Arc<Tally>,
    place: Place,
}

/// Client `index` logged in (waiting its turn at `gate`), at `place`, its
/// first frame drawn.
async fn arrive(
    args: &Args,
    index: usize,
    place: Place,
    gate: &Semaphore,
    epoch: Instant,
) -> Outcome<Member> {
    let room = match place {
        Place::Lobby => None,
        Place::Watching(n) => Some(format!("r{n}")),
    };
    let entry = room.as_deref().map_or(Entry::Lobby, Entry::Join);
    let config = client::Config {
        nodelay: true,
        ..client::Config::default()
    };
    let (handle, channel) = {
        let _turn = gate.acquire().await?;
        let login = async {
            let handle = log_in(args.addr, index, config).await?;
            let channel = open_session(&handle, args.size, entry).await?;
            Outcome::Ok((handle, channel))
        };
        tokio::time::timeout(FIRST_SCREEN, login)
            .await
            .map_err(|_| "not logged in within 60 s")??
    };
    let (reader, writer) = channel.split();
    let counted = Arc::new(Tally::default());
    let (drawn, first_frame) = oneshot::channel();
    tokio::spawn(tally(reader, Arc::clone(&counted), epoch, drawn));
    tokio::time::timeout(FIRST_SCREEN, first_frame)
        .await
        .map_err(|_| "no first frame within 60 s")?
        .map_err(|_| "closed before its first frame")?;
    Ok(Member {
        _handle: handle,
        writer,
        tally: counted,
        place,
    })
}

/// The crowd as it came in: who did, how long all took, who did not and
/// why.
struct Arrival {
    members: Vec<Member>,
    took: Duration,
    failures: BTreeMap<String, usize>,
}

/// Phase 1: the crowd, clients `first..first + sessions`, connects.
async fn gather(args: &Arc<Args>, first: usize, epoch: Instant) -> Arrival {
    let gate = Arc::new(Semaphore::new(args.concurrency.max(1)));
    let start = Instant::now();
    let mut arriving = JoinSet::new();
    for at in 0..args.sessions {
        let (args, gate) = (Arc::clone(args), Arc::clone(&gate));
        arriving.spawn(async move {
            let arrived = arrive(&args, first + at, args.place(at), &gate, epoch).await;
            arrived.map(|member| (member, Instant::now()))
        });
    }
    let mut arrival = Arrival {
        members: Vec::new(),
        took: Duration::ZERO,
        failures: BTreeMap::new(),
    };
    while let Some(arrived) = arriving.join_next().await {
        match arrived.map_err(|error| error.to_string()) {
            Ok(Ok((member, at))) => {
                arrival.took = arrival.took.max(at - start);
                arrival.members.push(member);
            }
            Ok(Err(error)) => *arrival.failures.entry(error.to_string()).or_default() += 1,
            Err(error) => *arrival.failures.entry(error).or_default() += 1,
        }
    }
    arrival
}

/// The server (and this client) over the idle window.
struct Idle {
    server_cpu: f64,
    own_cpu: f64,
    rss_mib: f64,
    threads: u64,
    /// Sessions sent something while nobody did anything, and how much.
    woken: usize,
    bytes: u64,
}

/// Phase 2: nobody does anything for `--idle` seconds.
async fn sit(args: &Args, members: &[Member], epoch: Instant) -> Outcome<Idle> {
    let window = Duration::from_secs(args.idle);
    let (server_before, own_before) = (cpu_seconds(args.pid)?, cpu_seconds(std::process::id())?);
    let bytes_before: u64 = members
        .iter()
        .map(|m| m.tally.bytes.load(Ordering::Relaxed))
        .sum();
    let start = since(epoch);
    tokio::time::sleep(window).await;
    let seconds = window.as_secs_f64().max(f64::MIN_POSITIVE);
    let bytes_after: u64 = members
        .iter()
        .map(|m| m.tally.bytes.load(Ordering::Relaxed))
        .sum();
    Ok(Idle {
        server_cpu: (cpu_seconds(args.pid)? - server_before) / seconds,
        own_cpu: (cpu_seconds(std::process::id())? - own_before) / seconds,
        rss_mib: memory_mib(args.pid, "VmRSS")?,
        threads: status_number(args.pid, "Threads")?,
        woken: members
            .iter()
            .filter(|m| m.tally.last.load(Ordering::Relaxed) > start)
            .count(),
        bytes: bytes_after - bytes_before,
    })
}

/// A key on many sessions: each one's wait from its send to the first
/// byte after, sorted, and the sessions that never answered.
struct Presses {
    waits: Vec<Duration>,
    unanswered: usize,
}

impl Presses {
    fn p50_p99(&self) -> Option<(Duration, Duration)> {
        Some((
            percentile(&self.waits, 0.5)?,
            percentile(&self.waits, 0.99)?,
        ))
    }

    fn summary(&self) -> String {
        let Some((p50, p99)) = self.p50_p99() else {
            return format!("none answered ({} unanswered)", self.unanswered);
        };
        let max = self.waits.last().copied().unwrap_or_default();
        format!(
            "p50 {} ms, p99 {} ms, max {} ms; {} answered, {} not within {} s",
            ms(p50),
            ms(p99),
            ms(max),
            grouped(self.waits.len()),
            self.unanswered,
            PATIENCE.as_secs()
        )
    }
}

/// Phase 3: key `which` of [`keys`] sent to every one of `members` as
/// fast as it goes.
async fn press(members: &[Member], which: usize, epoch: Instant) -> Presses {
    for member in members {
        member.tally.sent.store(0, Ordering::Release);
        member.tally.answered.store(0, Ordering::Release);
    }
    let mut refused = 0;
    for member in members {
        let key = &keys(member.place)[which];
        *member
            .tally
            .awaited
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = Some(Awaited::of(key.answer));
        member.tally.sent.store(since(epoch), Ordering::Release);
        if member.writer.data(key.bytes).await.is_err() {
            refused += 1;
        }
    }
    let deadline = Instant::now() + PATIENCE;
    let answered = || members.iter().filter_map(|m| m.tally.waited());
    while answered().count() + refused < members.len() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let mut waits: Vec<Duration> = answered().collect();
    for member in members {
        member.tally.sent.store(0, Ordering::Release);
    }
    waits.sort();
    Presses {
        unanswered: members.len() - waits.len(),
        waits,
    }
}

/// Phase 4's figures: each move's delay, sorted, and the server's CPU.
struct Moves {
    delays: Vec<Duration>,
    server_cpu: f64,
    seconds: f64,
}

/// The computer rooms, made before the crowd comes to watch them: their
/// hosts, kept so the rooms stay.
async fn open_computer_rooms(args: &Args) -> Outcome<Vec<Terminal>> {
    let mut hosts = Vec::new();
    for index in 0..args.cvc_rooms {
        hosts.push(open_computer_room(args.addr, index, args.size).await?);
    }
    Ok(hosts)
}

/// The player rooms, made once the crowd is in and has pressed its keys:
/// a game must have its first move within the rooms' first-move time.
async fn open_player_rooms(args: &Args) -> Outcome<Vec<support::Table>> {
    let mut tables = Vec::new();
    for k in 0..args.player_rooms {
        let index = args.cvc_rooms + 2 * k;
        let room = format!("r{}", args.cvc_rooms + k + 1);
        let seed = args.seed.wrapping_add(index as u64);
        tables.push(open_table(args.addr, index, &room, args.size, seed).await?);
    }
    Ok(tables)
}

/// Phase 4: the player rooms play for `--seconds`.
async fn play_rooms(args: &Args, tables: Vec<support::Table>) -> Outcome<Moves> {
    let start = Instant::now();
    let until = start + Duration::from_secs(args.seconds);
    let before = cpu_seconds(args.pid)?;
    let mut playing = JoinSet::new();
    for table in tables {
        playing.spawn(play(table, until));
    }
    let mut delays = Vec::new();
    while let Some(played) = playing.join_next().await {
        delays.extend(played??.into_iter().map(|delay| delay.took));
    }
    let seconds = start.elapsed().as_secs_f64().max(f64::MIN_POSITIVE);
    delays.sort();
    Ok(Moves {
        delays,
        server_cpu: (cpu_seconds(args.pid)? - before) / seconds,
        seconds,
    })
}

/// `n` with a comma between thousands, as the issue's table writes it.
fn grouped(n: impl std::fmt::Display) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A share of one core, as a percentage with the digits that matter.
fn percent(share: f64) -> String {
    let percent = 100.0 * share;
    if percent < 10.0 {
        format!("{percent:.2}%")
    } else {
        format!("{percent:.0}%")
    }
}

/// Everything measured.
struct Report<'a> {
    args: &'a Args,
    arrival: Arrival,
    idle: Idle,
    key: Presses,
    back: Presses,
    moves: Option<Moves>,
}

impl Report<'_> {
    fn print(&self) {
        let (args, arrival, idle) = (self.args, &self.arrival, &self.idle);
        let in_lobby = arrival.members.iter().filter(|m| m.place == Place::Lobby);
        let lobby = in_lobby.count();
        println!(
            "crowd: {} sessions asked, {} in: {} in the lobby, {} watching {} computer rooms; \
             {} player rooms",
            grouped(args.sessions),
            grouped(arrival.members.len()),
            grouped(lobby),
            grouped(arrival.members.len() - lobby),
            args.cvc_rooms,
            args.player_rooms
        );
        println!(
            "connect: all in {:.1} s, at most {} logging in at once",
            arrival.took.as_secs_f64(),
            args.concurrency
        );
        for (why, count) in &arrival.failures {
            println!("  failed: {count} x {why}");
        }
        println!(
            "idle {} s: server CPU {} of a core, RSS {:.0} MiB, {} threads; {} sessions were \
             sent {} bytes; this client {} of a core",
            args.idle,
            percent(idle.server_cpu),
            idle.rss_mib,
            grouped(idle.threads),
            grouped(idle.woken),
            grouped(idle.bytes),
            percent(idle.own_cpu)
        );
        println!(
            "a key on every session (i in the lobby, c in a room): {}",
            self.key.summary()
        );
        println!("Esc back: {}", self.back.summary());
        if let Some(moves) = &self.moves {
            println!(
                "player rooms over {:.0} s: {} moves, to the other player's screen {}; \
                 server CPU {} of a core",
                moves.seconds,
                grouped(moves.delays.len()),
                delays_summary(&moves.delays),
                percent(moves.server_cpu)
            );
        }
        let closed = arrival
            .members
            .iter()
            .filter(|m| m.tally.closed.load(Ordering::Relaxed))
            .count();
        if closed > 0 {
            println!("closed by the server during the run: {closed}");
        }
        println!("{}", self.row());
    }

    /// The Markdown table row.
    fn row(&self) -> String {
        let (args, arrival, idle) = (self.args, &self.arrival, &self.idle);
        let sessions = match arrival.members.len() {
            all if all == args.sessions => grouped(all),
            some => format!("{} of {}", grouped(some), grouped(args.sessions)),
        };
        let mut row = format!(
            "| {sessions} | {:.1} s | {} | {:.0} MiB | {} | {} |",
            arrival.took.as_secs_f64(),
            percent(idle.server_cpu),
            idle.rss_mib,
            grouped(idle.threads),
            pair(&self.key.waits, self.key.unanswered, "unanswered")
        );
        if let Some(moves) = &self.moves {
            row.push_str(&format!(" {} |", pair(&moves.delays, 0, "")));
        }
        row
    }
}

/// "p50 / p99 ms", with how many `missing` if any.
fn pair(sorted: &[Duration], missing: usize, missing_word: &str) -> String {
    let shown = match (percentile(sorted, 0.5), percentile(sorted, 0.99)) {
        (Some(p50), Some(p99)) => format!("{} / {} ms", ms(p50), ms(p99)),
        _ => "none".to_string(),
    };
    match missing {
        0 => shown,
        n => format!("{shown} ({} {missing_word})", grouped(n)),
    }
}

fn delays_summary(sorted: &[Duration]) -> String {
    let max = sorted.last().copied().unwrap_or_default();
    format!("{}, max {} ms", pair(sorted, 0, ""), ms(max))
}

/// Raises this process's open-files limit to the hard limit (a session
/// is a socket); the limit before and after.
#[cfg(unix)]
fn raise_open_files() -> std::io::Result<(u64, u64)> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes only the struct it is given, which lives
    // through the call.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let before = limit.rlim_cur;
    limit.rlim_cur = limit.rlim_max;
    // SAFETY: setrlimit only reads the struct, alive through the call.
    if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok((before, limit.rlim_cur))
}

async fn run(args: Arc<Args>) -> Outcome<()> {
    #[cfg(unix)]
    match raise_open_files() {
        Ok((before, after)) => println!("open files: limit {before} -> {after}"),
        Err(error) => println!("open files: limit not raised ({error})"),
    }
    let epoch = Instant::now();
    let _hosts = open_computer_rooms(&args).await?;
    let first = args.cvc_rooms + 2 * args.player_rooms;
    println!(
        "{} computer rooms open; {} sessions coming",
        args.cvc_rooms,
        grouped(args.sessions)
    );
    let arrival = gather(&args, first, epoch).await;
    let idle = sit(&args, &arrival.members, epoch).await?;
    let key = press(&arrival.members, 0, epoch).await;
    let back = press(&arrival.members, 1, epoch).await;
    let moves = match args.player_rooms {
        0 => None,
        _ => Some(play_rooms(&args, open_player_rooms(&args).await?).await?),
    };
    Report {
        args: &args,
        arrival,
        idle,
        key,
        back,
        moves,
    }
    .print();
    Ok(())
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> ExitCode {
    let args = Arc::new(Args::parse());
    match run(args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("serve_crowd: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marker_split_across_pieces_is_found() {
        let mut frame = Finder::new(FRAME_END);
        assert!(!frame.found_in(b"\x1b[?2026h lobby \x1b[?20"));
        assert!(frame.found_in(b"26l"));
        let mut whole = Finder::new(FRAME_END);
        assert!(whole.found_in(b"x\x1b[?2026ly"));
        assert!(!Finder::new(FRAME_END).found_in(b"\x1b[?2026h"));
        let mut say = Finder::new(b"Say:");
        assert!(!say.found_in(b"S"));
        assert!(!say.found_in(b"a"));
        assert!(say.found_in(b"y: "));
    }

    #[test]
    fn a_key_in_a_room_waits_for_its_text_not_any_byte() {
        let tally = Tally::default();
        let [open, _] = keys(Place::Watching(1));
        *tally.awaited.lock().unwrap() = Some(Awaited::of(open.answer));
        assert!(!tally.answers(b"\x1b[15;46H 29. Re1"));
        assert!(tally.answers(b"\x1b[23;2H\x1b[40mSay: "));
        assert!(!tally.answers(b"Say:"), "answered once");
        let [open, _] = keys(Place::Lobby);
        *tally.awaited.lock().unwrap() = Some(Awaited::of(open.answer));
        assert!(tally.answers(b"x"));
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(grouped(7u64), "7");
        assert_eq!(grouped(1000u64), "1,000");
        assert_eq!(grouped(10006u64), "10,006");
        assert_eq!(grouped(123456789u64), "123,456,789");
    }

    #[test]
    fn the_crowd_is_spread_over_the_computer_rooms() {
        let args = |extra: &[&str]| {
            let base = ["serve_crowd", "--pid", "1", "--sessions", "10"];
            Args::parse_from(base.iter().chain(extra).copied())
        };
        let spread = args(&["--cvc-rooms", "3"]);
        let places: Vec<Place> = (0..4).map(|at| spread.place(at)).collect();
        assert!(places == [1, 2, 3, 1].map(Place::Watching));
        let some = args(&["--cvc-rooms", "2", "--watchers-per-room", "2"]);
        assert!(some.place(3) == Place::Watching(2));
        assert!(some.place(4) == Place::Lobby);
        assert!(args(&[]).place(0) == Place::Lobby);
    }
}
