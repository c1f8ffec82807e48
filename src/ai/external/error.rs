//! Why an external engine cannot play on: a value the engine host
//! reports, put into one line in the reader's language where it is shown.

pub use super::words::SplitError;
use crate::games::GameId;
use crate::i18n::{Arg, Explain, Lang, Msg};
use crate::quote::Quoted;

/// Why an engine cannot play on; each reads as one line, worded where
/// it is shown. What the system or the engine said (a reason, an exit
/// status, its last words) stays in its own words in every language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EngineError {
    BadOption(String),
    BadCommand {
        command: String,
        reason: CommandFault,
    },
    CannotStart {
        program: String,
        reason: StartFault,
    },
    Unsupported {
        engine: String,
        game: GameId,
        reason: NoVariant,
    },
    /// `said`: the last line it wrote to standard error, if any.
    Died {
        engine: String,
        status: Ending,
        said: Option<String>,
    },
    TimedOut {
        engine: String,
        what: Awaited,
    },
    IllegalMove {
        engine: String,
        mv: String,
    },
    Protocol {
        engine: String,
        what: Breach,
    },
    /// Asked of a server, which runs no outside programs.
    NotOnServer,
}

impl Explain for EngineError {
    fn explain(&self, lang: Lang) -> String {
        let text = |text: &str| Arg::from(text.to_string());
        let (key, args): (Msg, Vec<(&str, Arg)>) = match self {
            EngineError::BadOption(option) => (
                msg!("engine-bad-option"),
                vec![("option", Quoted(option).to_string().into())],
            ),
            EngineError::BadCommand { command, reason } => (
                msg!("engine-bad-command"),
                vec![
                    ("command", Quoted(command).to_string().into()),
                    ("reason", reason.explain(lang).into()),
                ],
            ),
            EngineError::CannotStart { program, reason } => (
                msg!("engine-cannot-start"),
                vec![
                    ("program", text(program)),
                    ("reason", reason.explain(lang).into()),
                ],
            ),
            EngineError::Unsupported {
                engine,
                game,
                reason,
            } => (
                msg!("engine-unsupported"),
                vec![
                    ("engine", text(engine)),
                    // The game's id, as the engine's options and the
                    // headless commands name it.
                    ("game", game.id().into()),
                    ("reason", reason.explain(lang).into()),
                ],
            ),
            EngineError::Died {
                engine,
                status,
                said: None,
            } => (
                msg!("engine-died"),
                vec![
                    ("engine", text(engine)),
                    ("status", status.explain(lang).into()),
                ],
            ),
            EngineError::Died {
                engine,
                status,
                said: Some(said),
            } => (
                msg!("engine-died-saying"),
                vec![
                    ("engine", text(engine)),
                    ("status", status.explain(lang).into()),
                    ("said", text(said)),
                ],
            ),
            EngineError::TimedOut { engine, what } => (
                msg!("engine-timed-out"),
                vec![
                    ("engine", text(engine)),
                    ("what", what.explain(lang).into()),
                ],
            ),
            EngineError::IllegalMove { engine, mv } => (
                msg!("engine-illegal-move"),
                vec![("engine", text(engine)), ("move", text(mv))],
            ),
            EngineError::Protocol { engine, what } => (
                msg!("engine-protocol"),
                vec![
                    ("engine", text(engine)),
                    ("what", what.explain(lang).into()),
                ],
            ),
            EngineError::NotOnServer => (msg!("engine-not-on-server"), vec![]),
        };
        lang.tr_with(key, &args)
    }
}

/// Why a command line cannot be run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CommandFault {
    Split(SplitError),
    Empty,
}

impl Explain for CommandFault {
    fn explain(&self, lang: Lang) -> String {
        match self {
            CommandFault::Split(error) => error.explain(lang),
            CommandFault::Empty => lang.tr(msg!("engine-command-empty")).into_owned(),
        }
    }
}

/// Why a program could not be started.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum StartFault {
    /// What the system said, in its own words.
    System(String),
    NoPipes,
}

impl Explain for StartFault {
    fn explain(&self, lang: Lang) -> String {
        match self {
            StartFault::System(said) => said.clone(),
            StartFault::NoPipes => lang.tr(msg!("engine-no-pipes")).into_owned(),
        }
    }
}

/// Why an engine has no `UCI_Variant` for a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoVariant {
    /// It has the option, without the game among its values.
    NotOffered,
    /// It has no such option, and the game is not chess.
    NoOption,
}

impl Explain for NoVariant {
    fn explain(&self, lang: Lang) -> String {
        let key = match self {
            NoVariant::NotOffered => msg!("engine-variant-not-offered"),
            NoVariant::NoOption => msg!("engine-no-variant-option"),
        };
        lang.tr(key).into_owned()
    }
}

/// How an engine's process ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Ending {
    /// Its exit status, as the system gives it.
    Status(String),
    /// Its output closed, and it had not ended a moment later.
    OutputClosed,
}

impl Explain for Ending {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Ending::Status(status) => status.clone(),
            Ending::OutputClosed => lang.tr(msg!("engine-output-closed")).into_owned(),
        }
    }
}

/// What an engine did not say in time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Awaited {
    UciOk,
    ReadyOk,
    BestMove,
}

impl Explain for Awaited {
    fn explain(&self, lang: Lang) -> String {
        let key = match self {
            Awaited::UciOk => msg!("engine-no-uciok"),
            Awaited::ReadyOk => msg!("engine-no-readyok"),
            Awaited::BestMove => msg!("engine-no-bestmove"),
        };
        lang.tr(key).into_owned()
    }
}

/// How an engine broke the protocol.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Breach {
    /// `bestmove` with nothing after it.
    NoMove,
    /// `bestmove 0000` or `bestmove (none)` (`said`) where `legal` moves
    /// are left.
    NullMove { said: String, legal: usize },
}

impl Explain for Breach {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Breach::NoMove => lang.tr(msg!("engine-bestmove-empty")).into_owned(),
            Breach::NullMove { said, legal } => lang.tr_with(
                msg!("engine-bestmove-null"),
                &[("move", said.as_str().into()), ("count", (*legal).into())],
            ),
        }
    }
}

english_display!(EngineError);

#[cfg(test)]
mod tests {
    use super::*;

    fn died(status: Ending) -> EngineError {
        EngineError::Died {
            engine: "sf".to_string(),
            status,
            said: None,
        }
    }

    #[test]
    fn our_reasons_read_as_before_in_english_and_in_portuguese_when_asked() {
        let empty = EngineError::BadCommand {
            command: " ".to_string(),
            reason: CommandFault::Empty,
        };
        assert_eq!(empty.to_string(), "bad engine command \" \": it is empty");
        let open = CommandFault::Split(SplitError);
        assert_eq!(
            open.explain(Lang::English),
            "a quote is not closed, or it ends with a lone backslash"
        );
        assert_eq!(
            open.explain(Lang::Portuguese),
            "há umas aspas por fechar, ou acaba com uma barra invertida solta"
        );
        assert_eq!(
            died(Ending::OutputClosed).to_string(),
            "sf died (its output closed)"
        );
        assert_eq!(
            died(Ending::OutputClosed).explain(Lang::Portuguese),
            "sf terminou de repente (a saída dele fechou-se)"
        );
        // What the system says stays as it says it.
        let status = died(Ending::Status("exit status: 3".to_string()));
        assert_eq!(
            status.explain(Lang::Portuguese),
            "sf terminou de repente (exit status: 3)"
        );
    }

    #[test]
    fn a_null_move_counts_the_legal_moves_left() {
        let null = |legal| EngineError::Protocol {
            engine: "sf".to_string(),
            what: Breach::NullMove {
                said: "0000".to_string(),
                legal,
            },
        };
        assert_eq!(
            null(20).to_string(),
            "sf broke the protocol: bestmove 0000 while 20 legal moves are left"
        );
        assert_eq!(
            null(20).explain(Lang::Portuguese),
            "sf não cumpriu o protocolo: bestmove 0000 quando ainda restam 20 lances legais"
        );
        assert_eq!(
            null(1).explain(Lang::Portuguese),
            "sf não cumpriu o protocolo: bestmove 0000 quando ainda resta 1 lance legal"
        );
    }
}
