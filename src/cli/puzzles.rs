//! `tabuleiro puzzles`: making puzzle files from engine self-play
//! (`generate`), and opening the app on a puzzle.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::ai::external::{Engine, EngineSpec};
use crate::games::GameId;
use crate::learn::confirm::{self, Opinion};
use crate::learn::generate::{self, Depths, Generator};
use crate::learn::puzzle::{self, HEADER, Puzzle};
use crate::quote::Quoted;
use crate::storage::file::write_atomic;

/// `puzzles`: either `generate` or a game to open.
#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    pub action: Option<Action>,
    /// The game whose puzzles to open in the app.
    pub game: Option<GameId>,
    /// The puzzle to open (its PuzzleId).
    #[arg(long)]
    pub id: Option<String>,
}

#[derive(clap::Subcommand, Debug)]
pub enum Action {
    /// Find puzzles in engine self-play and write them as a puzzle file.
    Generate {
        game: GameId,
        /// How many self-play games to look through.
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Makes the run repeatable: the same seed gives the same puzzles.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Append to this puzzle file (created with its header) instead of
        /// writing to standard output; puzzles already in it are not made
        /// again.
        #[arg(long)]
        out: Option<PathBuf>,
        /// The self-play depth in plies (the one winning move is checked
        /// one ply deeper); the game's shipped depth when not given.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=20))]
        depth: Option<u32>,
    },
    /// Judge a puzzle file's puzzles again by the generator's rules and
    /// keep, in the file, only those that still stand (as made now).
    Recheck {
        game: GameId,
        file: PathBuf,
        /// The self-play depth in plies its puzzles were made with; the
        /// game's shipped depth when not given.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=20))]
        depth: Option<u32>,
        /// A UCI engine's command (Stockfish, Fairy-Stockfish…) that must
        /// also agree: its best move the first solution move, winning, and
        /// its second not winning.
        #[arg(long, value_name = "COMMAND")]
        confirm: Option<String>,
        /// How deep the --confirm engine searches, in plies.
        #[arg(long, default_value_t = 18, value_parser = clap::value_parser!(u32).range(1..=60))]
        confirm_depth: u32,
    },
}

pub fn run(args: Args) -> Result<(), String> {
    match args.action {
        Some(Action::Generate {
            game,
            games,
            seed,
            out,
            depth,
        }) => {
            let depths = depth.map_or(Depths::shipped(game), Depths::at);
            generate(game, games, seed, depths, out.as_deref())
        }
        Some(Action::Recheck {
            game,
            file,
            depth,
            confirm,
            confirm_depth,
        }) => {
            let depths = depth.map_or(Depths::shipped(game), Depths::at);
            let judge = match confirm {
                Some(command) => Some((engine(&command, game)?, confirm_depth)),
                None => None,
            };
            recheck(game, &file, depths, judge)
        }
        None => match args.game {
            Some(game) => open_app(game, args.id.as_deref()),
            None => Err(
                "name a game: tabuleiro puzzles <game> [--id <PuzzleId>], or tabuleiro puzzles generate <game>"
                    .to_string(),
            ),
        },
    }
}

/// The app opened on the puzzle of `game` with this id, else on one of
/// the game's near the person's puzzle rating.
fn open_app(game: GameId, id: Option<&str>) -> Result<(), String> {
    let puzzle = match id {
        Some(id) => Some(
            puzzle::find(game, id)
                .ok_or_else(|| format!("no {} puzzle has the id {}", game.id(), Quoted(id)))?,
        ),
        None => None,
    };
    let (mut app, files, look, mut effects) = crate::shell::terminal::open_app();
    effects.extend(match puzzle {
        Some(puzzle) => app.practise_puzzle(puzzle),
        None => app.practise_game(game),
    });
    crate::shell::terminal::run(app, effects, files, &look).map_err(|e| e.to_string())
}

fn generate(
    game: GameId,
    games: u32,
    seed: u64,
    depths: Depths,
    out: Option<&Path>,
) -> Result<(), String> {
    let known = match out {
        Some(path) => existing(game, path)?,
        None => Vec::new(),
    };
    let mut writer: Box<dyn Write> = match out {
        Some(path) => Box::new(open(path, known.is_empty())?),
        None => {
            let mut stdout = io::stdout().lock();
            writeln!(stdout, "{HEADER}").map_err(|e| e.to_string())?;
            Box::new(stdout)
        }
    };
    let write_failed = |e: io::Error| match out {
        Some(path) => format!("cannot write {}: {e}", path.display()),
        None => format!("cannot write: {e}"),
    };
    let mut generator = Generator::new(game, seed, depths, &known);
    let started = Instant::now();
    for number in 0..games {
        let game_started = Instant::now();
        let before = generator.tally;
        for puzzle in generator.play(number) {
            writeln!(writer, "{}", puzzle.row()).map_err(write_failed)?;
        }
        writer.flush().map_err(write_failed)?;
        let now = generator.tally;
        eprintln!(
            "game {}: {} positions, {} looked at, {} kept, {:.1} s",
            number + 1,
            now.positions - before.positions,
            now.looked_at - before.looked_at,
            now.kept - before.kept,
            game_started.elapsed().as_secs_f64()
        );
    }
    let tally = generator.tally;
    eprintln!(
        "{} games, {} positions played, {} looked at, {} kept, {:.1} s (depths: play {}, find {}, verify {})",
        tally.games,
        tally.positions,
        tally.looked_at,
        tally.kept,
        started.elapsed().as_secs_f64(),
        depths.play,
        depths.find,
        depths.verify
    );
    Ok(())
}

/// Rewrites `path` with its puzzles that the generator's rules still
/// keep, each as made now, and that the `confirm` engine (searching its
/// depth) agrees with; reports how many stood as they were, stood with a
/// new line, fell, and were refused by the engine.
fn recheck(
    game: GameId,
    path: &Path,
    depths: Depths,
    mut confirm: Option<(Engine, u32)>,
) -> Result<(), String> {
    let puzzles = existing(game, path)?;
    let started = Instant::now();
    let (mut same, mut changed, mut fallen, mut refused) = (0, 0, 0, 0);
    let mut text = format!("{HEADER}\n");
    for puzzle in &puzzles {
        let Some(again) = generate::judge_again(puzzle, depths) else {
            fallen += 1;
            eprintln!("{} falls", puzzle.id);
            continue;
        };
        if let Some((engine, depth)) = &mut confirm
            && let Opinion::Disagrees(why) =
                confirm::ask(engine, &again, *depth).map_err(|e| e.to_string())?
        {
            refused += 1;
            eprintln!("{} refused by {}: {why}", again.id, engine.name());
            continue;
        }
        if again.line == puzzle.line {
            same += 1;
        } else {
            changed += 1;
        }
        text.push_str(&again.row());
        text.push('\n');
    }
    write_atomic(path, text.as_bytes()).map_err(|e| e.to_string())?;
    let confirmed = match &confirm {
        Some((engine, depth)) => {
            format!(", {refused} refused by {} at depth {depth}", engine.name())
        }
        None => String::new(),
    };
    eprintln!(
        "{} puzzles: {same} stand as they were, {changed} with a new line, {fallen} fall{confirmed}, {:.1} s (depths: find {}, verify {})",
        puzzles.len(),
        started.elapsed().as_secs_f64(),
        depths.find,
        depths.verify
    );
    Ok(())
}

/// The UCI engine `command`, started and set up for `game`.
fn engine(command: &str, game: GameId) -> Result<Engine, String> {
    let spec = EngineSpec::new(command).map_err(|e| e.to_string())?;
    Engine::start(&spec, game).map_err(|e| e.to_string())
}

/// The puzzles already in the --out file; none when it does not exist.
fn existing(game: GameId, path: &Path) -> Result<Vec<Puzzle>, String> {
    match fs::read_to_string(path) {
        Ok(text) if text.trim().is_empty() => Ok(Vec::new()),
        Ok(text) => Puzzle::read_file(game, &text).map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

/// The --out file opened for appending, its header written when it is
/// new or empty.
fn open(path: &Path, new: bool) -> Result<fs::File, String> {
    let cannot = |e: io::Error| format!("cannot write {}: {e}", path.display());
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(cannot)?;
    let empty = file.metadata().map_err(cannot)?.len() == 0;
    if new && empty {
        writeln!(file, "{HEADER}").map_err(cannot)?;
    }
    Ok(file)
}
