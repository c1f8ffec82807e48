//! How long a move takes to be kept: two people play random legal chess
//! moves through the rooms over a SQLite store in a folder on disk, and
//! each move's request is timed (the write is committed before it
//! returns); then the same over the in-memory store, the rooms' own
//! cost. SQLite's `synchronous=NORMAL` (what the server uses) and
//! `FULL` (every commit waits for the disk) are both measured.
//!
//! cargo run --example store_latency -- --dir /path/on/disk --moves 2000

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::rooms::{RoomOutcome, RoomPlan, RoomRequest, Rooms, SeatPlan, Visitor};
use tabuleiro::store::{MemoryStore, SqliteStore, Store};

#[derive(Parser)]
struct Args {
    /// A folder on the disk to measure (a temporary folder is made in it).
    #[arg(long)]
    dir: PathBuf,
    /// Moves timed for each store.
    #[arg(long, default_value_t = 2000)]
    moves: usize,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let Ok(dir) = tempfile::tempdir_in(&args.dir) else {
        eprintln!(
            "store_latency: cannot make a folder in {}",
            args.dir.display()
        );
        return ExitCode::FAILURE;
    };
    for full in [false, true] {
        let path = dir.path().join(format!("full-{full}.sqlite"));
        let store = match SqliteStore::open(&path) {
            Ok(store) => store,
            Err(error) => {
                eprintln!("store_latency: {error}");
                return ExitCode::FAILURE;
            }
        };
        if full && let Err(error) = store.sync_fully() {
            eprintln!("store_latency: {error}");
            return ExitCode::FAILURE;
        }
        let name = if full { "FULL" } else { "NORMAL" };
        report(
            &format!("sqlite, synchronous={name}"),
            &timed(Box::new(store), args.moves),
        );
    }
    report(
        "memory",
        &timed(Box::new(MemoryStore::default()), args.moves),
    );
    ExitCode::SUCCESS
}

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

/// Each move's time through `Rooms::carry_out`, a game after another.
fn timed(store: Box<dyn Store>, moves: usize) -> Vec<Duration> {
    let log = Arc::new(|_: &str| {});
    let Ok(rooms) = Rooms::restore(8, log, store, Instant::now()) else {
        return Vec::new();
    };
    let players = [visitor(1, "ana"), visitor(2, "bo")];
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut times = Vec::with_capacity(moves);
    let mut room = 0;
    while times.len() < moves {
        room += 1;
        let options = Options::default();
        let plan = RoomPlan {
            game: AnyGame::new(GameId::Chess, &options),
            options,
            control: None,
            seats: [SeatPlan::Me, SeatPlan::Open],
            rated: true,
        };
        let now = Instant::now();
        rooms.carry_out(&players[0], RoomRequest::Create(Box::new(plan)), now);
        let id = format!("r{room}");
        rooms.carry_out(&players[1], RoomRequest::Join(id.clone()), now);
        let mut game = AnyGame::new(GameId::Chess, &Options::default());
        // A game of at most 60 plies, then resigned: every room stays
        // one of a few open.
        for ply in 0..60 {
            let legal = game.legal_moves();
            if legal.is_empty() || times.len() == moves {
                break;
            }
            let mv = legal[rng.random_range(0..legal.len())].clone();
            let request = RoomRequest::Play {
                room: id.clone(),
                ply,
                mv: mv.clone(),
            };
            let started = Instant::now();
            let outcome = rooms.carry_out(&players[ply % 2], request, started);
            times.push(started.elapsed());
            if matches!(outcome, RoomOutcome::Refused(_)) || game.play_text(&mv).is_err() {
                break;
            }
            if game.status() != tabuleiro::games::Status::Ongoing {
                break;
            }
        }
        rooms.carry_out(&players[0], RoomRequest::Resign(id.clone()), Instant::now());
        rooms.carry_out(&players[0], RoomRequest::Leave(id.clone()), Instant::now());
        rooms.carry_out(&players[1], RoomRequest::Leave(id), Instant::now());
        // Rooms over and empty close after their wait: let them go.
        rooms.tick(Instant::now() + Duration::from_secs(3600));
    }
    times
}

fn report(what: &str, times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let at = |q: f64| {
        let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
        sorted.get(i).copied().unwrap_or_default()
    };
    println!(
        "{what}: {} moves, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        sorted.len(),
        at(0.50).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        at(1.0).as_secs_f64() * 1000.0,
    );
}
