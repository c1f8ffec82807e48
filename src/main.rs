use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;
use tabuleiro::cli::{self, Cli};

fn main() -> ExitCode {
    let parsed = match Cli::try_parse() {
        Ok(parsed) => parsed,
        Err(error)
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) =>
        {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            // One line on standard error, as scripts expect.
            eprintln!("tabuleiro: {}", cli::refused_line(&error));
            return ExitCode::from(2);
        }
    };
    match parsed.command {
        Some(command) => cli::run(command),
        None => match tabuleiro::shell::terminal::run_menu() {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("tabuleiro: {error}");
                ExitCode::FAILURE
            }
        },
    }
}
