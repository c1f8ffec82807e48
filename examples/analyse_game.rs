//! How long the analysis of a whole game takes, and the annotated PGN it
//! gives: a chess game of `--plies` plies (two seeded easy engines, or
//! the first game of `--pgn`) is analysed as Review analyses it, the time
//! printed, and the PGN with evaluations and marks written to `--out`
//! (to check it with python-chess or lichess).
//!
//! cargo run --release --example analyse_game -- --plies 120 --out game.pgn

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::Parser;
use tabuleiro::ai::analysis::analyse_any;
use tabuleiro::ai::player::choose;
use tabuleiro::ai::{Bot, Level, Limits};
use tabuleiro::games::pgn::{self, Header};
use tabuleiro::games::{AnyGame, GameId, Options, Side};

#[derive(Parser)]
struct Args {
    /// Plies of the generated game (60 moves = 120 plies).
    #[arg(long, default_value_t = 120)]
    plies: usize,
    /// Seeds the generated game's engines.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Analyse this PGN file's first game instead.
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// Where the annotated PGN goes.
    #[arg(long)]
    out: PathBuf,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let game = match &args.pgn {
        Some(path) => match std::fs::read_to_string(path).map(|text| pgn::parse(&text)) {
            Ok(Ok(read)) => read.game,
            Ok(Err(error)) => return fail(&error.to_string()),
            Err(error) => return fail(&error.to_string()),
        },
        None => generated(args.plies, args.seed),
    };
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let Some(analysis) = analyse_any(&game, &stop, |_, _| {}) else {
        return fail("the analysis stopped");
    };
    let took = started.elapsed();
    println!(
        "{} plies ({} moves) analysed in {:.2} s",
        game.ply_count(),
        game.ply_count().div_ceil(2),
        took.as_secs_f64()
    );
    for side in Side::BOTH {
        let [inaccuracies, mistakes, blunders] = analysis.counts(side);
        let accuracy = analysis.accuracy(side).unwrap_or(0.0);
        println!(
            "{side:?}: {inaccuracies} ?!, {mistakes} ?, {blunders} ??, accuracy {accuracy:.1}%"
        );
    }
    let header = Header::today("White", "Black");
    let text = match pgn::export_annotated(&game, &header, &analysis.pgn_notes()) {
        Ok(text) => text,
        Err(error) => return fail(&error.to_string()),
    };
    match std::fs::write(&args.out, text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(&error.to_string()),
    }
}

/// A chess game between two easy engines, seeded, of up to `plies` plies.
fn generated(plies: usize, seed: u64) -> AnyGame {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    let stop = AtomicBool::new(false);
    for ply in 0..plies {
        let AnyGame::Chess(record) = &mut game else {
            break;
        };
        let bot = Bot::Engine(Level::Easy);
        let Some((mv, _)) = choose(
            record,
            bot,
            Limits::default(),
            seed + ply as u64,
            &stop,
            |_| {},
        ) else {
            break;
        };
        if record.play(mv).is_err() {
            break;
        }
    }
    game
}

fn fail(why: &str) -> ExitCode {
    eprintln!("analyse_game: {why}");
    ExitCode::FAILURE
}
