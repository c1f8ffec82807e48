//! A load client for a running `tabuleiro serve`: one computer-vs-computer
//! chess room watched by many sessions, plus rooms of two players who
//! each play a random legal move a second after the last one. Every
//! client reads its screen with the vt100 emulator and notes when each
//! ply first shows. Halfway through, one more watcher with a tiny window
//! joins and stops reading; the delays before and after are compared.
//!
//! cargo run --release --example serve_load -- --addr 127.0.0.1:2222 \
//!     --pid <server pid> --log <server log>

use std::error::Error;
use std::net::SocketAddr;
use std::num::NonZeroU16;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use russh::keys::PrivateKeyWithHashAlg;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PublicKeyOrCertificate};
use russh::{ChannelMsg, ChannelReadHalf, ChannelWriteHalf, client};
use tabuleiro::games::{AnyGame, GameId, Options, Status};
use tokio::task::JoinSet;

type Failure = Box<dyn Error + Send + Sync>;
type Outcome<T> = Result<T, Failure>;

/// How long to wait for a screen to show what is expected.
const PATIENCE: Duration = Duration::from_secs(30);
/// The pause between two plies of a player room.
const PACE: Duration = Duration::from_secs(1);
/// Every client's terminal.
const SIZE: (u16, u16) = (100, 30);
/// The stalled watcher's SSH window: the server may send it this much.
const TINY_WINDOW: u32 = 4096;
/// The clock ticks per second of /proc/<pid>/stat on Linux.
const TICKS: f64 = 100.0;

#[derive(Parser, Debug)]
#[command(
    about = "Loads a running `tabuleiro serve` and reports CPU, memory, bytes and delays",
    after_help = "The server must be fresh (the rooms made here are r1, r2, ...) and take \
                  watchers + 2 x rooms + 2 sessions from 127.0.0.1 (--max-sessions, \
                  --max-per-address)."
)]
struct Args {
    /// The server's address.
    #[arg(long, default_value = "127.0.0.1:2222")]
    addr: SocketAddr,
    /// Sessions watching the computer-vs-computer room.
    #[arg(long, default_value_t = 100)]
    watchers: usize,
    /// Rooms of two players.
    #[arg(long, default_value_t = 10)]
    rooms: usize,
    /// Seconds measured: the first half without a stalled watcher, the
    /// second half with one.
    #[arg(long, default_value_t = 120)]
    seconds: u64,
    /// The server's process id, for its CPU time and memory (/proc).
    #[arg(long)]
    pid: Option<u32>,
    /// The server's log file, where the stalled watcher must be noted.
    #[arg(long)]
    log: Option<PathBuf>,
}

/// Trusts any host key: the server is our own, on loopback.
struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A key of its own for each client: identity is the key.
fn key(index: usize) -> PrivateKey {
    let mut seed = [7u8; 32];
    seed[..8].copy_from_slice(&(index as u64).to_le_bytes());
    PrivateKey::from(Ed25519Keypair::from_seed(&seed))
}

/// What one client has received.
struct Seen {
    parser: vt100::Parser,
    bytes: u64,
    /// When each ply (1, 2, ...) first showed on the screen.
    plies: Vec<Instant>,
}

/// One client session with a pty.
struct Terminal {
    _handle: client::Handle<Trusting>,
    writer: ChannelWriteHalf<client::Msg>,
    seen: Arc<Mutex<Seen>>,
}

/// Where a client goes once connected.
#[derive(Clone, Copy)]
enum Entry<'a> {
    Lobby,
    Join(&'a str),
}

impl Terminal {
    /// Client `index` logged in and at `entry`; read as it comes unless
    /// `reading` is false.
    async fn open(
        addr: SocketAddr,
        index: usize,
        window: u32,
        entry: Entry<'_>,
        reading: bool,
    ) -> Outcome<Terminal> {
        let config = client::Config {
            window_size: window,
            ..client::Config::default()
        };
        let mut handle = client::connect(Arc::new(config), addr, Trusting).await?;
        let key = PrivateKeyWithHashAlg::new(Arc::new(key(index)), None);
        let auth = handle
            .authenticate_publickey(format!("c{index}"), key)
            .await?;
        if !auth.success() {
            return Err(format!("client {index}: key refused").into());
        }
        let channel = handle.channel_open_session().await?;
        let (columns, rows) = SIZE;
        channel
            .request_pty(
                false,
                "xterm-256color",
                columns.into(),
                rows.into(),
                0,
                0,
                &[],
            )
            .await?;
        match entry {
            Entry::Lobby => channel.request_shell(false).await?,
            Entry::Join(room) => channel.exec(false, format!("join {room}")).await?,
        }
        let (reader, writer) = channel.split();
        let parser = vt100::Parser::new(nonzero(rows), nonzero(columns), 0);
        let seen = Arc::new(Mutex::new(Seen {
            parser,
            bytes: 0,
            plies: Vec::new(),
        }));
        if reading {
            tokio::spawn(read(reader, Arc::clone(&seen)));
        } else {
            // Kept unread: the server's window to this client fills.
            tokio::spawn(async move {
                let _unread = reader;
                std::future::pending::<()>().await
            });
        }
        Ok(Terminal {
            _handle: handle,
            writer,
            seen,
        })
    }

    async fn send(&self, bytes: &[u8]) -> Outcome<()> {
        self.writer
            .data(bytes)
            .await
            .map_err(|_| "the server stopped taking input".into())
    }

    fn text(&self) -> String {
        lock(&self.seen).parser.screen().contents()
    }

    fn bytes(&self) -> u64 {
        lock(&self.seen).bytes
    }

    fn plies(&self) -> Vec<Instant> {
        lock(&self.seen).plies.clone()
    }

    /// Waits until the screen shows `text`.
    async fn shows(&self, text: &str) -> Outcome<()> {
        let deadline = Instant::now() + PATIENCE;
        while !self.text().contains(text) {
            if Instant::now() > deadline {
                return Err(format!("never showed {text:?}:\n{}", self.text()).into());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Ok(())
    }

    /// Waits until ply `ply` has shown; when it first did.
    async fn ply_shown(&self, ply: usize) -> Outcome<Instant> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(&at) = lock(&self.seen).plies.get(ply - 1) {
                return Ok(at);
            }
            if Instant::now() > deadline {
                return Err(format!("ply {ply} never showed:\n{}", self.text()).into());
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

fn nonzero(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).unwrap_or(NonZeroU16::MIN)
}

fn lock(seen: &Mutex<Seen>) -> std::sync::MutexGuard<'_, Seen> {
    seen.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Feeds what the server sends to the emulator, noting new plies.
async fn read(mut reader: ChannelReadHalf, seen: Arc<Mutex<Seen>>) {
    while let Some(message) = reader.wait().await {
        match message {
            ChannelMsg::Data { data } => {
                let now = Instant::now();
                let mut seen = lock(&seen);
                seen.bytes += data.len() as u64;
                seen.parser.process(&data);
                let ply = ply_on_screen(&seen.parser.screen().contents());
                while seen.plies.len() < ply {
                    seen.plies.push(now);
                }
            }
            ChannelMsg::Close => break,
            _ => {}
        }
    }
}

/// The last ply the move list shows: "12. Nf3" is ply 23, "12. Nf3  Nc6"
/// ply 24.
fn ply_on_screen(text: &str) -> usize {
    text.lines().map(plies_on_line).max().unwrap_or(0)
}

fn plies_on_line(line: &str) -> usize {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut most = 0;
    for (at, word) in words.iter().enumerate() {
        let Some(number) = word.strip_suffix('.').and_then(|n| n.parse::<usize>().ok()) else {
            continue;
        };
        let moves = words[at + 1..]
            .iter()
            .take(2)
            .take_while(|w| is_san(w))
            .count();
        if moves > 0 {
            most = most.max(2 * number.saturating_sub(1) + moves);
        }
    }
    most
}

fn is_san(word: &str) -> bool {
    word.len() >= 2 && word.starts_with(|c: char| "abcdefghKQRBNO".contains(c))
}

/// Client 0 makes the computer-vs-computer room, r1, from the lobby.
async fn open_watched_room(addr: SocketAddr) -> Outcome<Terminal> {
    let host = Terminal::open(addr, 0, 1 << 21, Entry::Lobby, true).await?;
    host.shows("You: c0").await?;
    host.send(b"n").await?;
    host.shows("New room").await?;
    // Mode: Human vs Computer -> Computer vs Computer, both at medium.
    host.send(b"\x1b[B\x1b[C\r").await?;
    host.shows("Chat").await?;
    Ok(host)
}

/// Clients `first..first + count` watch room r1.
async fn join_watchers(addr: SocketAddr, first: usize, count: usize) -> Outcome<Vec<Terminal>> {
    let mut joining = JoinSet::new();
    for index in first..first + count {
        joining.spawn(async move {
            let watcher = Terminal::open(addr, index, 1 << 21, Entry::Join("r1"), true).await?;
            watcher.shows("Chat").await?;
            Ok::<_, Failure>(watcher)
        });
    }
    let mut watchers = Vec::new();
    while let Some(joined) = joining.join_next().await {
        watchers.push(joined??);
    }
    Ok(watchers)
}

/// A room of two players and the game as they know it.
struct Table {
    players: [Terminal; 2],
    game: AnyGame,
    rng: ChaCha8Rng,
}

/// Client `index` makes room `room` (White), client `index + 1` joins it.
async fn open_table(addr: SocketAddr, index: usize, room: &str) -> Outcome<Table> {
    let white = Terminal::open(addr, index, 1 << 21, Entry::Lobby, true).await?;
    white.shows(&format!("You: c{index}")).await?;
    white.send(b"n").await?;
    white.shows("New room").await?;
    // Mode: Human vs Computer -> Human vs Human, the other seat open.
    white.send(b"\x1b[B\x1b[D\r").await?;
    white.shows("(open seat)").await?;
    let black = Terminal::open(addr, index + 1, 1 << 21, Entry::Join(room), true).await?;
    black.shows("Chat").await?;
    white.shows(&format!("Black  c{}", index + 1)).await?;
    Ok(Table {
        players: [white, black],
        game: AnyGame::new(GameId::Chess, &Options::default()),
        rng: ChaCha8Rng::seed_from_u64(index as u64),
    })
}

/// A random legal move that does not end the game, if there is one.
fn pick(game: &AnyGame, rng: &mut ChaCha8Rng) -> Option<String> {
    let mut moves = game.legal_moves();
    while !moves.is_empty() {
        let mv = moves.swap_remove(rng.random_range(0..moves.len()));
        let mut after = game.clone();
        if after.play_text(&mv).is_ok() && matches!(after.status(), Status::Ongoing) {
            return Some(mv);
        }
    }
    None
}

/// One ply's delay: from its mover's send to its showing on the other
/// player's screen.
struct Delay {
    sent: Instant,
    took: Duration,
}

/// Plays a ply a second until `until`; the delay of each ply.
async fn play(mut table: Table, until: Instant) -> Outcome<Vec<Delay>> {
    let mut delays = Vec::new();
    let mut next = Instant::now();
    while next < until {
        tokio::time::sleep_until(next.into()).await;
        let Some(mv) = pick(&table.game, &mut table.rng) else {
            break;
        };
        let mover = table.game.side_to_move().index();
        table.game.play_text(&mv)?;
        let sent = Instant::now();
        table.players[mover]
            .send(format!(":{mv}\r").as_bytes())
            .await?;
        let shown = table.players[1 - mover]
            .ply_shown(table.game.ply_count())
            .await?;
        delays.push(Delay {
            sent,
            took: shown - sent,
        });
        next = sent + PACE;
    }
    Ok(delays)
}

/// A watcher of r1 that never reads, resized until its output backs up
/// (each resize is a full redraw), or the log says it stalled.
async fn stall(addr: SocketAddr, index: usize, log: Option<&PathBuf>) -> Outcome<Terminal> {
    let stalled = Terminal::open(addr, index, TINY_WINDOW, Entry::Join("r1"), false).await?;
    for round in 0..4000u16 {
        let (columns, rows) = SIZE;
        stalled
            .writer
            .window_change((columns - round % 2).into(), rows.into(), 0, 0)
            .await
            .map_err(|_| "the stalled watcher's resize was refused")?;
        if round % 50 == 49 {
            if log.is_some_and(|log| log_says(log, "stalled")) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    Ok(stalled)
}

fn log_says(log: &PathBuf, text: &str) -> bool {
    std::fs::read_to_string(log).is_ok_and(|lines| lines.contains(text))
}

/// The server's CPU time so far, in seconds (utime + stime).
fn cpu_seconds(pid: u32) -> Outcome<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // Fields after the command name, which ends with the last ')'.
    let rest = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |at: usize| -> Outcome<u64> {
        Ok(fields.get(at).ok_or("a short stat line")?.parse::<u64>()?)
    };
    // utime and stime are fields 14 and 15, the 12th and 13th after ')'.
    Ok((ticks(11)? + ticks(12)?) as f64 / TICKS)
}

/// A memory line of /proc/<pid>/status ("VmRSS", "VmHWM"), in MiB.
fn memory_mib(pid: u32, name: &str) -> Outcome<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status
        .lines()
        .find(|line| line.starts_with(&format!("{name}:")))
        .ok_or(format!("no {name} line"))?;
    let kib: f64 = line
        .split_whitespace()
        .nth(1)
        .ok_or("an empty line")?
        .parse()?;
    Ok(kib / 1024.0)
}

/// The median and the worst, in milliseconds.
fn median_worst(mut times: Vec<Duration>) -> String {
    if times.is_empty() {
        return "none measured".to_string();
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    format!(
        "median {:.1} ms, worst {:.1} ms ({} plies)",
        ms(times[times.len() / 2]),
        ms(times[times.len() - 1]),
        times.len()
    )
}

/// For each ply every watcher saw between `from` and `to`: the time from
/// the first watcher seeing it to the last, and when the first did.
fn spreads(watchers: &[Terminal], from: usize, to: usize) -> Vec<(Instant, Duration)> {
    let seen: Vec<Vec<Instant>> = watchers.iter().map(Terminal::plies).collect();
    (from..to)
        .filter_map(|ply| {
            let times: Vec<Instant> = seen.iter().filter_map(|p| p.get(ply).copied()).collect();
            let first = *times.iter().min()?;
            let last = *times.iter().max()?;
            (times.len() == watchers.len()).then_some((first, last - first))
        })
        .collect()
}

/// The figures, printed.
struct Report<'a> {
    args: &'a Args,
    seconds: f64,
    watched_plies: usize,
    watcher_bytes: u64,
    spreads: Vec<(Instant, Duration)>,
    delays: Vec<Delay>,
    /// Before this, no stalled watcher; from `stalled` on, it sits there
    /// unread. Plies between the two (its resizes) are left out.
    stall_at: Instant,
    stalled: Instant,
}

impl Report<'_> {
    /// Whether the stalled watcher was there at `at`; none while it was
    /// being made to stall.
    fn phase(&self, at: Instant) -> Option<bool> {
        if at < self.stall_at {
            Some(false)
        } else {
            (at >= self.stalled).then_some(true)
        }
    }

    fn print(&self) -> Outcome<()> {
        let args = self.args;
        println!(
            "{} watchers of a computer-vs-computer room, {} player rooms, {:.0} s",
            args.watchers, args.rooms, self.seconds
        );
        println!(
            "watched room: {} plies; {:.0} bytes per ply per watcher",
            self.watched_plies,
            self.watcher_bytes as f64 / args.watchers as f64 / self.watched_plies.max(1) as f64
        );
        let phases = [(false, "without"), (true, "with")];
        for (stalled, label) in phases {
            let moves = self
                .delays
                .iter()
                .filter(|d| self.phase(d.sent) == Some(stalled));
            let spread = self
                .spreads
                .iter()
                .filter(|(at, _)| self.phase(*at) == Some(stalled));
            println!("{label} the stalled watcher:");
            println!(
                "  player rooms, move to the other player's screen: {}",
                median_worst(moves.map(|d| d.took).collect())
            );
            println!(
                "  watched room, first to last watcher: {}",
                median_worst(spread.map(|(_, took)| *took).collect())
            );
        }
        if let Some(log) = &args.log {
            println!(
                "server log says \"stalled\": {}",
                if log_says(log, "stalled") {
                    "yes"
                } else {
                    "no"
                }
            );
        }
        Ok(())
    }
}

async fn run(args: &Args) -> Outcome<()> {
    let _host = open_watched_room(args.addr).await?;
    let watchers = join_watchers(args.addr, 1, args.watchers).await?;
    let mut tables = Vec::new();
    let mut index = args.watchers + 1;
    for room in 0..args.rooms {
        tables.push(open_table(args.addr, index, &format!("r{}", room + 2)).await?);
        index += 2;
    }
    println!("all {} sessions in; measuring", index);
    let start = Instant::now();
    let until = start + Duration::from_secs(args.seconds);
    let stall_at = start + Duration::from_secs(args.seconds / 2);
    let cpu_before = args.pid.map(cpu_seconds).transpose()?;
    let own_before = cpu_seconds(std::process::id())?;
    let bytes_before: u64 = watchers.iter().map(Terminal::bytes).sum();
    let ply_before = watchers.iter().map(|w| w.plies().len()).min().unwrap_or(0);
    let mut playing = JoinSet::new();
    for table in tables {
        playing.spawn(play(table, until));
    }
    tokio::time::sleep_until(stall_at.into()).await;
    let _stalled = stall(args.addr, index, args.log.as_ref()).await?;
    let stalled = Instant::now();
    println!(
        "a watcher with a {TINY_WINDOW}-byte window stopped reading; backed up in {:.1} s",
        (stalled - stall_at).as_secs_f64()
    );
    tokio::time::sleep_until(until.into()).await;
    let seconds = start.elapsed().as_secs_f64();
    if let (Some(pid), Some(before)) = (args.pid, cpu_before) {
        let used = cpu_seconds(pid)? - before;
        println!(
            "server CPU: {used:.1} s in {seconds:.0} s = {:.0}% of one core; VmRSS {:.1} MiB, VmHWM {:.1} MiB",
            100.0 * used / seconds,
            memory_mib(pid, "VmRSS")?,
            memory_mib(pid, "VmHWM")?
        );
    }
    println!(
        "this client's CPU: {:.0}% of one core",
        100.0 * (cpu_seconds(std::process::id())? - own_before) / seconds
    );
    let bytes_after: u64 = watchers.iter().map(Terminal::bytes).sum();
    let ply_after = watchers.iter().map(|w| w.plies().len()).min().unwrap_or(0);
    let mut delays = Vec::new();
    while let Some(played) = playing.join_next().await {
        delays.extend(played??);
    }
    Report {
        args,
        seconds,
        watched_plies: ply_after - ply_before,
        watcher_bytes: bytes_after - bytes_before,
        spreads: spreads(&watchers, ply_before, ply_after),
        delays,
        stall_at,
        stalled,
    }
    .print()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("serve_load: {error}");
            ExitCode::FAILURE
        }
    }
}
