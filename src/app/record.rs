//! Games as they are kept and exchanged: the game screen's game and
//! players as a saved record and back, PGN or record text for export, and
//! the game in an imported file, and a record as the terminal's clipboard
//! takes it (OSC 52). Pure conversions; the shell does the I/O.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;

use super::engines::ENGINE_ID_PREFIX;
use super::event::ResumeError;
use super::players::{NewGame, Player, PlayerKind};
use super::setup::{Mode, default_name};
use super::text;
use crate::ai::Bot;
use crate::games::pgn::{self, Header, MoveNote, PgnError};
use crate::games::{AnyGame, GameId, Options, Side, TimeControl};
use crate::i18n::{Explain, Lang};
use crate::storage::saves::{self, GameRecord, RecordError};
use std::borrow::Cow;

pub fn to_saved(player: &Player) -> saves::Player {
    let name = player.name.clone();
    match &player.kind {
        // A room's game is never saved; were it, the other side is a person.
        PlayerKind::Human | PlayerKind::Remote => saves::Player::Human { name },
        PlayerKind::Computer(bot) => saves::Player::Computer {
            name,
            bot_id: bot.id().to_string(),
        },
        PlayerKind::Engine(engine) => saves::Player::Computer {
            name,
            bot_id: format!("{ENGINE_ID_PREFIX}{engine}"),
        },
    }
}

fn from_saved(game: GameId, player: &saves::Player) -> Result<Player, ResumeError> {
    let kind = match player {
        saves::Player::Human { .. } => PlayerKind::Human,
        saves::Player::Computer { bot_id, .. } => match bot_id.strip_prefix(ENGINE_ID_PREFIX) {
            Some(engine) => PlayerKind::Engine(engine.to_string()),
            None => PlayerKind::Computer(Bot::parse(game, bot_id)?),
        },
    };
    Ok(Player {
        name: player.name().to_string(),
        kind,
    })
}

/// The record of a game: start, moves, redo tail, players, options.
pub fn record(game: &AnyGame, options: &Options, players: &[Player; 2]) -> GameRecord {
    GameRecord::from_game(game, options, players.each_ref().map(to_saved))
}

/// The game a record holds, ready to become a session.
pub fn new_game(record: &GameRecord) -> Result<NewGame, ResumeError> {
    let [one, two] = record.players();
    Ok(NewGame {
        game: record.to_game()?,
        options: record.options().clone(),
        players: [
            from_saved(record.game(), one)?,
            from_saved(record.game(), two)?,
        ],
    })
}

/// The formats a game is exported in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ExportFormat {
    /// Portable Game Notation: Chess and Racing Kings only.
    Pgn,
    /// tabuleiro's own game record (JSON), for every game.
    Record,
}

impl ExportFormat {
    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Pgn => "pgn",
            ExportFormat::Record => "json",
        }
    }

    /// The file an export of `game` gets unless the player names one.
    pub fn file_name(self, game: GameId) -> String {
        format!("{}.{}", game.id(), self.extension())
    }

    pub fn label(self, lang: Lang) -> Cow<'static, str> {
        match self {
            ExportFormat::Pgn => Cow::Borrowed("PGN"),
            ExportFormat::Record => lang.tr(text::EXPORT_RECORD),
        }
    }

    /// The format offered first: PGN where the game has it.
    pub fn preferred(game: GameId) -> ExportFormat {
        if pgn::supports(game) {
            ExportFormat::Pgn
        } else {
            ExportFormat::Record
        }
    }

    /// The other format, if the game has it.
    pub fn other(self, game: GameId) -> Option<ExportFormat> {
        match self {
            ExportFormat::Pgn => Some(ExportFormat::Record),
            ExportFormat::Record => pgn::supports(game).then_some(ExportFormat::Pgn),
        }
    }
}

/// A game as text in `format`; PGN carries `notes` (an analysis's) after
/// the moves.
pub fn export_text(
    game: &AnyGame,
    options: &Options,
    players: &[Player; 2],
    clock: Option<TimeControl>,
    format: ExportFormat,
    notes: &[MoveNote],
) -> Result<String, PgnError> {
    match format {
        ExportFormat::Pgn => pgn::export_annotated(game, &pgn_header(players, clock), notes),
        ExportFormat::Record => Ok(record(game, options, players).to_json()),
    }
}

/// As [`export_text`] for a game read back: PGN dated `date`
/// (`YYYY.MM.DD`, the day it was played) rather than today.
pub fn export_text_dated(
    new: &NewGame,
    clock: Option<TimeControl>,
    format: ExportFormat,
    date: String,
    notes: &[MoveNote],
) -> Result<String, PgnError> {
    match format {
        ExportFormat::Pgn => {
            let header = Header {
                date,
                ..pgn_header(&new.players, clock)
            };
            pgn::export_annotated(&new.game, &header, notes)
        }
        ExportFormat::Record => Ok(record(&new.game, &new.options, &new.players).to_json()),
    }
}

/// The PGN tags of a game between `players` on `clock`, dated today.
fn pgn_header(players: &[Player; 2], clock: Option<TimeControl>) -> Header {
    let [white, black] = players.each_ref().map(pgn_name);
    Header {
        time_control: clock,
        ..Header::today(&white, &black)
    }
}

/// A player as PGN names them: a person or an engine by their name; our
/// computer, unless named otherwise, as the program with its level
/// ("tabuleiro medium"), whatever the language it was named in.
fn pgn_name(player: &Player) -> String {
    match &player.kind {
        PlayerKind::Computer(bot) if text::is_computer_name(&player.name) => {
            format!("tabuleiro {}", bot.id())
        }
        _ => player.name.clone(),
    }
}

/// A game without PGN written in its own notation, to read and copy:
/// the game, the players by side, the options that apply to it, the
/// moves numbered as the move list numbers them, and the result.
pub fn notation(game: &AnyGame, options: &Options, players: &[Player; 2]) -> String {
    // A format tools read (NOTATION.md): in English whoever reads it.
    let lang = Lang::English;
    let id = game.id();
    let mut lines = vec![id.name().to_string()];
    for (side, player) in id.side_names().iter().zip(players) {
        lines.push(format!("{side}: {}", player.label(lang)));
    }
    lines.extend(text::game_facts(lang, id, options));
    lines.push(String::new());
    let numbering = game.numbering();
    let mut moves = Vec::new();
    for (ply, mv) in game.move_texts().into_iter().enumerate() {
        match numbering.at(ply) {
            (number, Side::One) => moves.push(format!("{number}. {mv}")),
            (number, Side::Two) if ply == 0 => moves.push(format!("{number}… {mv}")),
            _ => moves.push(mv),
        }
    }
    if let crate::games::Status::Over(end) = game.status() {
        moves.push(end.outcome.result().to_string());
    }
    lines.push(moves.join(" "));
    lines.join("\n")
}

/// Why a file could not be imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportError {
    Pgn(PgnError),
    Record(RecordError),
    Resume(ResumeError),
}

impl From<PgnError> for ImportError {
    fn from(error: PgnError) -> Self {
        ImportError::Pgn(error)
    }
}

impl From<RecordError> for ImportError {
    fn from(error: RecordError) -> Self {
        ImportError::Record(error)
    }
}

impl From<ResumeError> for ImportError {
    fn from(error: ResumeError) -> Self {
        ImportError::Resume(error)
    }
}

impl Explain for ImportError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            ImportError::Pgn(error) => error.explain(lang),
            ImportError::Record(error) => error.explain(lang),
            ImportError::Resume(error) => error.explain(lang),
        }
    }
}

english_display!(ImportError);

/// The game in an imported file: PGN when its name ends in `.pgn` or it
/// does not look like JSON, else a game record. A PGN game is played by
/// two people named after its `White` and `Black` tags.
pub fn import_text(path: &str, text: &str) -> Result<NewGame, ImportError> {
    // The names a record without them gets, as its format says them.
    let lang = Lang::English;
    // A byte order mark would hide the `{` of JSON, and JSON forbids it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let pgn_named = path.to_ascii_lowercase().ends_with(".pgn");
    if pgn_named || !text.trim_start().starts_with('{') {
        let read = pgn::parse(text)?;
        let players = [(Side::One, "White"), (Side::Two, "Black")].map(|(side, tag)| Player {
            name: read
                .tag(tag)
                .filter(|name| !name.is_empty() && *name != "?")
                .map_or_else(
                    || default_name(lang, &PlayerKind::Human, Mode::HumanVsHuman, side),
                    str::to_string,
                ),
            kind: PlayerKind::Human,
        });
        return Ok(NewGame {
            game: read.game,
            options: Options::default(),
            players,
        });
    }
    Ok(new_game(&GameRecord::from_json(text)?)?)
}

/// The sequence that puts `text` on the terminal's clipboard, OSC 52:
/// `ESC ] 52 ; c ; <base64> BEL`. Over SSH it reaches the visitor's own
/// terminal, which may refuse it (many ask first, or need it allowed).
pub fn clipboard_sequence(text: &str) -> Vec<u8> {
    let mut sequence = b"\x1b]52;c;".to_vec();
    sequence.extend(STANDARD.encode(text).bytes());
    sequence.push(0x07);
    sequence
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pgn_goes_to_the_clipboard_as_one_osc_52_sequence() {
        let pgn = "[White \"ana\"]\n\n1. e4 e5 1-0\n";
        let sequence = clipboard_sequence(pgn);
        let expected = b"\x1b]52;c;W1doaXRlICJhbmEiXQoKMS4gZTQgZTUgMS0wCg==\x07";
        assert_eq!(sequence, expected.to_vec());
    }
}
