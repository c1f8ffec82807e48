//! A load client for a running `tabuleiro serve`: one computer-vs-computer
//! chess room watched by many sessions, plus rooms of two players who
//! each play a random legal move a second after the last one. Every
//! client reads its screen with the vt100 emulator and notes when each
//! ply first shows. Halfway through, one more watcher with a tiny window
//! joins and stops reading; the delays before and after are compared.
//!
//! cargo run --release --example serve_load -- --addr 127.0.0.1:2222 \
//!     --pid <server pid> --log <server log>

#[path = "support/mod.rs"]
mod support;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use support::{
    Delay, Entry, Failure, Outcome, Size, Terminal, WIDE_WINDOW, cpu_seconds, memory_mib,
    open_computer_room, open_table, play,
};
use tokio::task::JoinSet;

/// Every client's terminal.
const SIZE: Size = Size {
    columns: 100,
    rows: 30,
};
/// The stalled watcher's SSH window: the server may send it this much.
const TINY_WINDOW: u32 = 4096;

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

/// Clients `first..first + count` watch room r1.
async fn join_watchers(addr: SocketAddr, first: usize, count: usize) -> Outcome<Vec<Terminal>> {
    let mut joining = JoinSet::new();
    for index in first..first + count {
        joining.spawn(async move {
            let watcher =
                Terminal::open(addr, index, WIDE_WINDOW, SIZE, Entry::Join("r1"), true).await?;
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

/// A watcher of r1 that never reads, resized until its output backs up
/// (each resize is a full redraw), or the log says it stalled.
async fn stall(addr: SocketAddr, index: usize, log: Option<&PathBuf>) -> Outcome<Terminal> {
    let stalled = Terminal::open(addr, index, TINY_WINDOW, SIZE, Entry::Join("r1"), false).await?;
    for round in 0..4000u16 {
        stalled
            .writer
            .window_change((SIZE.columns - round % 2).into(), SIZE.rows.into(), 0, 0)
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
    let _host = open_computer_room(args.addr, 0, SIZE).await?;
    let watchers = join_watchers(args.addr, 1, args.watchers).await?;
    let mut tables = Vec::new();
    let mut index = args.watchers + 1;
    for room in 0..args.rooms {
        let name = format!("r{}", room + 2);
        tables.push(open_table(args.addr, index, &name, SIZE, index as u64).await?);
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
