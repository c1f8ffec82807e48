//! Why an external engine cannot play on: a value the engine host
//! reports, put into one line in the reader's language where it is shown.

use crate::games::GameId;
use crate::i18n::{Arg, Explain, Lang, Msg, english_display};
use crate::quote::Quoted;

/// Why an engine cannot play on; each reads as one line, worded where
/// it is shown. What the system or the engine said (a reason, an exit
/// status, its last words) stays in its own words in every language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EngineError {
    BadOption(String),
    BadCommand {
        command: String,
        reason: String,
    },
    CannotStart {
        program: String,
        reason: String,
    },
    Unsupported {
        engine: String,
        game: GameId,
        reason: String,
    },
    /// `said`: the last line it wrote to standard error, if any.
    Died {
        engine: String,
        status: String,
        said: Option<String>,
    },
    TimedOut {
        engine: String,
        what: String,
    },
    IllegalMove {
        engine: String,
        mv: String,
    },
    Protocol {
        engine: String,
        what: String,
    },
    /// Asked of a server, which runs no outside programs.
    NotOnServer,
}

impl Explain for EngineError {
    fn explain(&self, lang: Lang) -> String {
        let text = |text: &str| Arg::from(text.to_string());
        let (key, args): (&str, Vec<(&str, Arg)>) = match self {
            EngineError::BadOption(option) => (
                "engine-bad-option",
                vec![("option", Quoted(option).to_string().into())],
            ),
            EngineError::BadCommand { command, reason } => (
                "engine-bad-command",
                vec![
                    ("command", Quoted(command).to_string().into()),
                    ("reason", text(reason)),
                ],
            ),
            EngineError::CannotStart { program, reason } => (
                "engine-cannot-start",
                vec![("program", text(program)), ("reason", text(reason))],
            ),
            EngineError::Unsupported {
                engine,
                game,
                reason,
            } => (
                "engine-unsupported",
                vec![
                    ("engine", text(engine)),
                    // The game's id, as the engine's options and the
                    // headless commands name it.
                    ("game", game.id().into()),
                    ("reason", text(reason)),
                ],
            ),
            EngineError::Died {
                engine,
                status,
                said: None,
            } => (
                "engine-died",
                vec![("engine", text(engine)), ("status", text(status))],
            ),
            EngineError::Died {
                engine,
                status,
                said: Some(said),
            } => (
                "engine-died-saying",
                vec![
                    ("engine", text(engine)),
                    ("status", text(status)),
                    ("said", text(said)),
                ],
            ),
            EngineError::TimedOut { engine, what } => (
                "engine-timed-out",
                vec![("engine", text(engine)), ("what", text(what))],
            ),
            EngineError::IllegalMove { engine, mv } => (
                "engine-illegal-move",
                vec![("engine", text(engine)), ("move", text(mv))],
            ),
            EngineError::Protocol { engine, what } => (
                "engine-protocol",
                vec![("engine", text(engine)), ("what", text(what))],
            ),
            EngineError::NotOnServer => ("engine-not-on-server", vec![]),
        };
        lang.tr_with(Msg(key), &args)
    }
}

english_display!(EngineError);
