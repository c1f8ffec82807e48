//! Finished local games, kept in `archive/` in the data directory: one
//! file per game, the record the saves use with when and how the game
//! ended. A game is added, and rewritten only to keep its analysis (the
//! record with it in place of the record without, written atomically as
//! the saves are); a file that cannot be read is reported as a line and
//! left where it is, and the others are still listed.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::file::{self, DecodeError, Format, OsError, Problem, Versioned, WriteError};
use super::saves::GameRecord;
use crate::games::End;
use crate::i18n::{Explain, Lang};

/// One finished game as archived.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct ArchivedGame {
    version: u32,
    /// When the game ended, in seconds since the Unix epoch (UTC).
    pub ended_at: u64,
    pub end: End,
    pub record: GameRecord,
}

impl Versioned for ArchivedGame {
    const VERSION: u32 = 1;
}

impl ArchivedGame {
    pub fn new(record: GameRecord, end: End, ended_at: SystemTime) -> ArchivedGame {
        let ended_at = ended_at
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        ArchivedGame {
            version: Self::VERSION,
            ended_at,
            end,
            record,
        }
    }

    /// The game's length in plies.
    pub fn plies(&self) -> usize {
        self.record.moves().len()
    }
}

/// The archive as read: the games newest first, and why each file that
/// could not be read was not.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Listing {
    pub games: Vec<ArchivedGame>,
    pub problems: Vec<Unread>,
}

/// Why the archive, or one game in it, could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Unread {
    Folder(OsError),
    File { name: String, error: OsError },
    Game { name: String, error: DecodeError },
}

impl Explain for Unread {
    fn explain(&self, lang: Lang) -> String {
        let game = |name: &str, problem: String| {
            lang.tr_with(
                msg!("archive-game-unread"),
                &[("name", name.into()), ("problem", problem.into())],
            )
        };
        match self {
            Unread::Folder(error) => lang.tr_with(
                msg!("archive-unread"),
                &[("reason", error.to_string().into())],
            ),
            Unread::File { name, error } => game(name, error.to_string()),
            Unread::Game { name, error } => game(name, error.explain(lang)),
        }
    }
}

english_display!(Unread);

/// The archive folder.
#[derive(Clone, Debug)]
pub struct Archive {
    dir: PathBuf,
}

impl Archive {
    pub fn new(dir: PathBuf) -> Archive {
        Archive { dir }
    }

    /// Adds a game in a file of its own, never over another.
    pub fn add(&self, game: &ArchivedGame) -> Result<(), WriteError> {
        let name = format!("{}-{}.json", game.ended_at, game.record.game().id());
        let path = file::free_path(&self.dir.join(name));
        file::save(&path, Format::Json, game)
    }

    /// The newest game whose record is `kept` given `record` instead
    /// (the same game with its analysis), in its own file; a game no
    /// longer there is left alone.
    pub fn replace(&self, kept: &GameRecord, record: GameRecord) -> Result<(), WriteError> {
        let mut found: Option<(PathBuf, ArchivedGame)> = None;
        for path in self.paths().unwrap_or_default() {
            let Ok(game) = read(&path) else { continue };
            let newer = found
                .as_ref()
                .is_none_or(|(_, other)| game.ended_at >= other.ended_at);
            if game.record == *kept && newer {
                found = Some((path, game));
            }
        }
        match found {
            Some((path, game)) => file::save(&path, Format::Json, &ArchivedGame { record, ..game }),
            None => Ok(()),
        }
    }

    /// The archive's files, by name.
    fn paths(&self) -> io::Result<Vec<PathBuf>> {
        let mut paths: Vec<PathBuf> = fs::read_dir(&self.dir)?
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .collect();
        paths.sort();
        Ok(paths)
    }

    /// Every game archived; a missing folder is an empty archive.
    pub fn list(&self) -> Listing {
        let mut listing = Listing::default();
        let paths = match self.paths() {
            Ok(paths) => paths,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return listing,
            Err(e) => {
                listing.problems.push(Unread::Folder(e.into()));
                return listing;
            }
        };
        for path in paths {
            match read(&path) {
                Ok(game) => listing.games.push(game),
                Err(problem) => listing.problems.push(problem),
            }
        }
        listing
            .games
            .sort_by_key(|game| std::cmp::Reverse(game.ended_at));
        listing
    }
}

fn read(path: &Path) -> Result<ArchivedGame, Unread> {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let bytes = file::read_regular(path).map_err(|e| Unread::File {
        name: name.clone(),
        error: e.into(),
    })?;
    let undecodable = |error| Unread::Game {
        name: name.clone(),
        error,
    };
    let text = String::from_utf8(bytes)
        .map_err(|_| undecodable(DecodeError::Invalid(Problem::NotText)))?;
    file::decode(&text, Format::Json).map_err(undecodable)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyGame, GameId, Options, Reason, Side};
    use crate::storage::saves::Player;
    use std::time::Duration;

    fn finished(at_secs: u64) -> ArchivedGame {
        let game = AnyGame::new(GameId::Chess, &Options::default());
        let players = [
            Player::Human {
                name: "Ana".to_string(),
            },
            Player::Human {
                name: "Rui".to_string(),
            },
        ];
        let record = GameRecord::from_game(&game, &Options::default(), players);
        let at = UNIX_EPOCH + Duration::from_secs(at_secs);
        ArchivedGame::new(record, End::win(Side::One, Reason::Resigned), at)
    }

    #[test]
    fn games_are_kept_and_listed_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let archive = Archive::new(dir.path().join("archive"));
        archive.add(&finished(100)).unwrap();
        archive.add(&finished(300)).unwrap();
        archive.add(&finished(300)).unwrap();
        let listing = archive.list();
        let dates: Vec<u64> = listing.games.iter().map(|g| g.ended_at).collect();
        assert_eq!(dates, [300, 300, 100]);
        assert_eq!(listing.games[2], finished(100));
        assert!(listing.problems.is_empty());
    }

    #[test]
    fn a_missing_archive_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        let listing = Archive::new(dir.path().join("archive")).list();
        assert_eq!(listing, Listing::default());
    }

    #[test]
    fn a_corrupt_file_is_a_line_and_the_rest_are_listed() {
        let dir = tempfile::tempdir().unwrap();
        let archive = Archive::new(dir.path().join("archive"));
        archive.add(&finished(100)).unwrap();
        fs::write(dir.path().join("archive/200-chess.json"), "{ not json").unwrap();
        let listing = archive.list();
        assert_eq!(listing.games, [finished(100)]);
        let [problem] = listing.problems.as_slice() else {
            panic!("one problem: {:?}", listing.problems);
        };
        let english = problem.to_string();
        assert!(
            english.starts_with("archived game 200-chess.json could not be read (line 1: "),
            "{english}"
        );
        let portuguese = problem.explain(Lang::Portuguese);
        assert!(
            portuguese
                .starts_with("não foi possível ler a partida arquivada 200-chess.json (linha 1: "),
            "{portuguese}"
        );
        assert!(dir.path().join("archive/200-chess.json").exists());
    }

    #[test]
    fn replace_rewrites_only_the_newest_game_with_the_record() {
        let dir = tempfile::tempdir().unwrap();
        let archive = Archive::new(dir.path().join("archive"));
        archive.add(&finished(100)).unwrap();
        archive.add(&finished(300)).unwrap();
        let kept = finished(300).record;
        let mut extra = kept.extra().clone();
        extra.insert("analysis".to_string(), serde_json::json!([]));
        let annotated = kept.clone().with_extra(extra);
        archive.replace(&kept, annotated.clone()).unwrap();
        let games = archive.list().games;
        assert_eq!(games[0].record, annotated);
        assert_eq!(games[0].ended_at, 300);
        assert_eq!(games[1], finished(100));
        // A record no longer archived leaves every file alone.
        archive.replace(&kept, kept.clone()).unwrap();
        let games = archive.list().games;
        assert_eq!(games[0].record, annotated);
        assert_eq!(games[1], finished(100));
    }
}
