//! The headless command line of NOTATION.md.

mod bench;
mod match_cmd;
mod perft;
mod play;
mod puzzles;
mod status;
mod store_copy;
mod uci;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use std::time::Duration;

use crate::ai::Entrant;
use crate::games::{AnyGame, GameId, Options, TimeControl};
use crate::quote::Quoted;
use crate::serve;

#[derive(Parser, Debug)]
#[command(
    name = "tabuleiro",
    version,
    about = "Five abstract board games in the terminal"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Where a command's game starts: a position string, or the start position
/// (Massacre's drawn from the seed).
#[derive(clap::Args, Debug, Clone)]
pub struct Start {
    /// A position string of NOTATION.md (FEN for the chess family).
    #[arg(long)]
    pub position: Option<String>,
    /// Massacre's deal number.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

impl Start {
    /// The game these arguments describe, or a one-line reason.
    pub fn game(&self, id: GameId) -> Result<AnyGame, String> {
        let options = Options {
            deal: self.seed,
            ..Options::default()
        };
        match &self.position {
            Some(text) => {
                AnyGame::from_position(id, text, &options).map_err(|e| format!("bad position: {e}"))
            }
            None => Ok(AnyGame::new(id, &options)),
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the leaves of the legal-move tree.
    Perft {
        game: GameId,
        depth: u32,
        #[command(flatten)]
        start: Start,
        /// Print the count below each legal move first.
        #[arg(long)]
        divide: bool,
    },
    /// Tell whether a position is over, who won and why.
    Status {
        game: GameId,
        #[command(flatten)]
        start: Start,
    },
    /// Play whole games between two computer players.
    Match {
        game: GameId,
        /// Player 1's id (see --list-players).
        #[arg(long, required_unless_present = "list_players")]
        p1: Option<String>,
        /// Player 2's id.
        #[arg(long, required_unless_present = "list_players")]
        p2: Option<String>,
        /// An option for player 1's engine (`uci:` players), NAME=VALUE;
        /// repeatable.
        #[arg(long = "p1-option", value_name = "NAME=VALUE")]
        p1_options: Vec<String>,
        /// An option for player 2's engine, NAME=VALUE; repeatable.
        #[arg(long = "p2-option", value_name = "NAME=VALUE")]
        p2_options: Vec<String>,
        #[arg(long, default_value_t = 2)]
        games: u32,
        /// Makes the run repeatable; Massacre deals from it.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The most each computer move may take, in milliseconds.
        #[arg(long, conflicts_with = "tc")]
        movetime: Option<u64>,
        /// Play on clocks: <base>+<increment> in seconds, e.g. 10+0.1.
        #[arg(long, value_name = "BASE+INC", value_parser = time_control)]
        tc: Option<TimeControl>,
        /// A position string to start every game from.
        #[arg(long)]
        position: Option<String>,
        /// Append every game to this file as PGN (chess, racing-kings).
        #[arg(long)]
        pgn: Option<std::path::PathBuf>,
        /// List the player ids for the game and exit.
        #[arg(long)]
        list_players: bool,
    },
    /// Search fixed positions to a fixed depth; print nodes and speed.
    Bench { game: Option<GameId> },
    /// Speak UCI on standard input and output (every game, by UCI_Variant).
    Uci,
    /// Open the full-screen app straight into a game.
    Play {
        game: GameId,
        /// `human` or a computer player id (see `match --list-players`).
        #[arg(long, default_value = "human")]
        p1: String,
        #[arg(long, default_value = "medium")]
        p2: String,
        #[command(flatten)]
        start: Start,
    },
    /// Run an SSH server: every connection with a terminal gets the app.
    Serve(serve::Options),
    /// Puzzles: the app opened on one, or `generate` to find new ones in
    /// engine self-play.
    Puzzles(puzzles::Args),
    /// The server's database.
    Store {
        #[command(subcommand)]
        command: StoreCommand,
    },
}

#[derive(Subcommand, Debug)]
pub enum StoreCommand {
    /// Copy every row of a server's database into an empty one (stop
    /// the server first). Each is a SQLite file or a postgres:// URL.
    Copy {
        from: std::path::PathBuf,
        to: std::path::PathBuf,
    },
}

/// Reads `--tc`: a match is played at one sitting, not over days.
fn time_control(text: &str) -> Result<TimeControl, String> {
    match TimeControl::parse(text).map_err(|e| e.to_string())? {
        control if control.is_correspondence() => {
            Err("a match is played on minutes, like 300+3, not days per move".to_string())
        }
        control => Ok(control),
    }
}

/// A match player from its id and its `--pN-option`s (engines only).
fn entrant(game: GameId, id: Option<String>, options: &[String]) -> Result<Entrant, String> {
    let mut entrant =
        Entrant::parse(game, id.as_deref().unwrap_or_default()).map_err(|e| e.to_string())?;
    match &mut entrant {
        Entrant::Engine(spec) => {
            for option in options {
                spec.add_option(option).map_err(|e| e.to_string())?;
            }
        }
        Entrant::Bot(bot) if !options.is_empty() => {
            return Err(format!("{bot} takes no options (only uci: players do)"));
        }
        Entrant::Bot(_) => {}
    }
    Ok(entrant)
}

/// A command line clap refused, as one line: clap's first, with the
/// input it repeats cut as every message cuts input (see [`Quoted`]).
pub fn refused_line(error: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue};
    let text = error.to_string();
    let first = text.lines().next().unwrap_or("bad arguments");
    let mut line = first.trim_start_matches("error: ").to_string();
    for kind in [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
    ] {
        if let Some(ContextValue::String(input)) = error.get(kind) {
            // Cut as Quoted cuts, in clap's own single quotes.
            let cut = Quoted(input).to_string();
            let inner = cut
                .strip_prefix('"')
                .and_then(|c| c.strip_suffix('"'))
                .unwrap_or(&cut);
            line = line.replacen(&format!("'{input}'"), &format!("'{inner}'"), 1);
        }
    }
    line
}

/// Runs a headless command; errors go to standard error as one line and
/// exit with status 2.
pub fn run(command: Command) -> ExitCode {
    if matches!(
        command,
        Command::Perft { .. } | Command::Status { .. } | Command::Bench { .. }
    ) {
        end_quietly_on_closed_pipe();
    }
    let result = match command {
        Command::Perft {
            game,
            depth,
            start,
            divide,
        } => perft::run(game, depth, &start, divide),
        Command::Status { game, start } => status::run(game, &start),
        Command::Match {
            game,
            p1,
            p2,
            p1_options,
            p2_options,
            games,
            seed,
            movetime,
            tc,
            position,
            pgn,
            list_players,
        } => {
            if list_players {
                match_cmd::list_players(game);
                Ok(())
            } else {
                entrant(game, p1, &p1_options).and_then(|p1| {
                    let pairing = match_cmd::Pairing {
                        game,
                        p1,
                        p2: entrant(game, p2, &p2_options)?,
                        games,
                        seed,
                        movetime: movetime.map(Duration::from_millis),
                        clock: tc,
                        position,
                        pgn,
                    };
                    match_cmd::run(&pairing)
                })
            }
        }
        Command::Bench { game } => bench::run(game),
        Command::Uci => uci::run(),
        Command::Play {
            game,
            p1,
            p2,
            start,
        } => play::run(game, &p1, &p2, &start),
        Command::Serve(options) => serve::run(&options).map_err(|e| e.to_string()),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Store {
            command: StoreCommand::Copy { from, to },
        } => store_copy::run(&from, &to)
            .map(|copied| println!("{copied}"))
            .map_err(|e| e.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("tabuleiro: {message}");
            ExitCode::from(2)
        }
    }
}

/// Lets a command that only prints end as a pipe's reader stops reading
/// (`tabuleiro perft chess 6 --divide | head`), as other tools do, instead
/// of panicking on the failed write. Not for commands that write to other
/// pipes (an engine's), where a closed pipe is an error to report.
fn end_quietly_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restores the default action of one signal before any thread
    // starts; no handler runs our code.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(args: &[&str]) -> String {
        match Cli::try_parse_from(args) {
            Ok(parsed) => panic!("accepted: {parsed:?}"),
            Err(error) => refused_line(&error),
        }
    }

    #[test]
    fn a_refused_value_is_quoted_cut_short() {
        let long = "x".repeat(100_000);
        let line = refused(&["tabuleiro", "perft", "chess", &long]);
        let cut = format!("'{}…'", "x".repeat(40));
        assert!(
            line.starts_with(&format!("invalid value {cut} for")),
            "{line}"
        );
        assert!(line.len() < 200, "{line}");

        let long = "9".repeat(5_000);
        let line = refused(&["tabuleiro", "match", "chess", "--tc", &long]);
        assert!(line.len() < 250, "{line}");
        let line = refused(&["tabuleiro", "perft", "chess", "3", &format!("--{long}")]);
        assert!(line.len() < 200, "{line}");
    }

    #[test]
    fn a_short_refused_value_is_quoted_whole() {
        let line = refused(&["tabuleiro", "perft", "chess", "deep"]);
        assert!(
            line.starts_with("invalid value 'deep' for '<DEPTH>'"),
            "{line}"
        );
    }
}
