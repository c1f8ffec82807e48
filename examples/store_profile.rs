//! How long the archive's reads take on a big database: one key with
//! `--games` archived games (each against one of 40 other keys, rated,
//! a few moves then resigned, ended a minute apart up to now; the
//! first against a newcomer who played no other), filled once into
//! `--file`; then, by a reader as the rooms read, its profile, the
//! newcomer's (the worst case: one game among all), a game by id and the
//! leaderboard, and opening the file (which checks its pages) are timed,
//! `--runs` times each.
//!
//! cargo run --release --example store_profile -- --file /tmp/big.sqlite --games 220000

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use clap::Parser;
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::rating::{Pace, Rating};
use tabuleiro::storage::saves::{GameRecord, Player};
use tabuleiro::store::{
    Board, FinishedGame, RatingRow, SeatRow, SqliteStore, Store, Tally, Write, now_seconds,
};

#[derive(Parser)]
struct Args {
    /// The database to fill (when it has no games yet) and read.
    #[arg(long)]
    file: PathBuf,
    /// Archived games of the one key.
    #[arg(long, default_value_t = 220_000)]
    games: usize,
    /// Times each read is repeated.
    #[arg(long, default_value_t = 20)]
    runs: usize,
}

const OPPONENTS: usize = 40;
/// The player of the first game only.
const NEWCOMER: usize = OPPONENTS + 1;

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("store_profile: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &Args) -> Result<(), Box<dyn std::error::Error>> {
    let started = Instant::now();
    let mut store = SqliteStore::open(&args.file)?;
    println!("open: {:.1} ms", ms(started.elapsed()));
    if store.reader()?.game(1)?.is_none() {
        fill(&mut store, args.games)?;
    }
    let mut reader = store.reader()?;
    let player = key(0);
    report("profile", args.runs, || {
        reader.profile(&player, 10).map(|found| found.is_some())
    })?;
    let id = u64::try_from(args.games / 2).unwrap_or(1);
    let newcomer = key(NEWCOMER);
    report("profile of the first game's newcomer", args.runs, || {
        reader
            .profile(&newcomer, 10)
            .map(|found| found.is_some_and(|p| !p.recent.is_empty()))
    })?;
    report("game by id", args.runs, || {
        reader.game(id).map(|found| found.is_some())
    })?;
    report("leaderboard", args.runs, || {
        reader
            .leaderboard(Board::of(GameId::Chess, Pace::Live, now_seconds()))
            .map(|leaders| !leaders.is_empty())
    })?;
    // The writer closes last, to take the WAL back into the file.
    drop(reader);
    drop(store);
    let started = Instant::now();
    let store = SqliteStore::open(&args.file)?;
    println!("open again: {:.1} ms", ms(started.elapsed()));
    drop(store);
    Ok(())
}

fn key(n: usize) -> String {
    format!("SHA256:player{n}")
}

fn person(n: usize) -> SeatRow {
    SeatRow::Person {
        key: key(n),
        name: format!("player{n}"),
    }
}

/// `games` games of player 0, written a thousand at a time.
fn fill(store: &mut SqliteStore, games: usize) -> Result<(), Box<dyn std::error::Error>> {
    let started = Instant::now();
    let options = Options::default();
    let mut played = AnyGame::new(GameId::Chess, &options);
    for mv in ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"] {
        played.play_text(mv)?;
    }
    let now = SystemTime::now().duration_since(UNIX_EPOCH)?.as_secs();
    let mut writes: Vec<Write> = (0..=NEWCOMER)
        .map(|n| Write::Name {
            key: key(n),
            name: format!("player{n}"),
            folded: format!("player{n}"),
            released: None,
        })
        .collect();
    for n in 0..=OPPONENTS {
        writes.push(Write::Rated(RatingRow {
            key: key(n),
            game: GameId::Chess,
            pace: Pace::Live,
            rating: Rating {
                rating: 1500.0 + n as f64,
                deviation: 60.0,
                volatility: 0.06,
            },
            tally: Tally {
                wins: 100,
                draws: 0,
                losses: 100,
            },
        }));
    }
    for at in 0..games {
        let opponent = if at == 0 {
            NEWCOMER
        } else {
            1 + at % OPPONENTS
        };
        let players = [person(0), person(opponent)];
        let names = players.each_ref().map(|seat| Player::Human {
            name: match seat {
                SeatRow::Person { name, .. } => name.clone(),
                _ => String::new(),
            },
        });
        writes.push(Write::Finished(Box::new(FinishedGame {
            room: format!("r{}", at + 1),
            round: 1,
            result: "1-0".to_string(),
            reason: "resignation".to_string(),
            players,
            record: GameRecord::from_game(&played, &options, names),
            rated: Some(Pace::Live),
            ratings: Some([Rating::default(); 2]),
            ended: Some(now - (games - at) as u64 * 60),
        })));
        if writes.len() >= 1000 {
            store.write(&writes)?;
            writes.clear();
        }
    }
    store.write(&writes)?;
    println!(
        "filled {games} games in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Runs `read` `runs` times and prints the median and the slowest.
fn report(
    what: &str,
    runs: usize,
    mut read: impl FnMut() -> Result<bool, tabuleiro::store::StoreError>,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut times = Vec::with_capacity(runs);
    let mut found = false;
    for _ in 0..runs {
        let started = Instant::now();
        found = read()?;
        times.push(started.elapsed());
    }
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let slowest = times.last().copied().unwrap_or_default();
    println!(
        "{what}: median {:.2} ms, slowest {:.2} ms (found: {found})",
        ms(median),
        ms(slowest)
    );
    Ok(())
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
