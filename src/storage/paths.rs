//! Where tabuleiro keeps its files: a configuration directory (settings,
//! user themes) and a data directory (saved games, statistics, learning
//! progress).

use std::ffi::OsString;
use std::path::{Path, PathBuf, is_separator};

use directories::{BaseDirs, ProjectDirs};

use crate::i18n::{Explain, Lang};

/// Overrides the configuration directory.
pub const CONFIG_VAR: &str = "TABULEIRO_CONFIG";
/// Overrides the data directory.
pub const DATA_VAR: &str = "TABULEIRO_DATA";

/// The two directories. Nothing is created until a file is written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Paths {
    pub config: PathBuf,
    pub data: PathBuf,
}

/// There is no home directory and no directory was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathsError;

impl Explain for PathsError {
    fn explain(&self, lang: Lang) -> String {
        lang.tr_with(
            msg!("file-no-home"),
            &[("config", CONFIG_VAR.into()), ("data", DATA_VAR.into())],
        )
    }
}

english_display!(PathsError);

impl Paths {
    /// Explicit directories, as tests use them.
    pub fn new(config: impl Into<PathBuf>, data: impl Into<PathBuf>) -> Paths {
        Paths {
            config: config.into(),
            data: data.into(),
        }
    }

    /// The platform's directories (`~/.config/tabuleiro` and
    /// `~/.local/share/tabuleiro` on Linux), each overridden by its
    /// environment variable when that is set and not empty.
    pub fn from_env() -> Result<Paths, PathsError> {
        Paths::from_lookup(|name| std::env::var_os(name))
    }

    /// As [`Paths::from_env`], reading variables through `lookup`, so the
    /// choice can be tested without changing the process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<OsString>) -> Result<Paths, PathsError> {
        let given = |name: &str| lookup(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        let (config, data) = (given(CONFIG_VAR), given(DATA_VAR));
        if let (Some(config), Some(data)) = (&config, &data) {
            return Ok(Paths::new(config, data));
        }
        let project = ProjectDirs::from("", "", "tabuleiro").ok_or(PathsError)?;
        Ok(Paths {
            config: config.unwrap_or_else(|| project.config_dir().to_path_buf()),
            data: data.unwrap_or_else(|| project.data_dir().to_path_buf()),
        })
    }

    /// `settings.toml` in the configuration directory.
    pub fn settings(&self) -> PathBuf {
        self.config.join("settings.toml")
    }

    /// The folder of the user's own themes, `themes/` in the
    /// configuration directory.
    pub fn user_themes(&self) -> PathBuf {
        self.config.join("themes")
    }

    /// The autosave of the game in progress, `current.json`.
    pub fn current_game(&self) -> PathBuf {
        self.data.join("current.json")
    }

    /// The folder of named saves, `saves/` in the data directory.
    pub fn saves(&self) -> PathBuf {
        self.data.join("saves")
    }

    /// Finished games, `archive/` in the data directory.
    pub fn archive(&self) -> PathBuf {
        self.data.join("archive")
    }

    /// Where exported games go unless the player names another place,
    /// `exports/` in the data directory.
    pub fn exports(&self) -> PathBuf {
        self.data.join("exports")
    }

    /// Results against each opponent, `stats.toml` in the data directory.
    pub fn stats(&self) -> PathBuf {
        self.data.join("stats.toml")
    }

    /// Lessons done and the puzzle rating, `progress.toml` in the data
    /// directory.
    pub fn progress(&self) -> PathBuf {
        self.data.join("progress.toml")
    }
}

fn home() -> Option<PathBuf> {
    BaseDirs::new().map(|dirs| dirs.home_dir().to_path_buf())
}

/// A typed path, with a leading `~` standing for the home directory.
pub fn expand_home(typed: &str) -> PathBuf {
    expand_home_with(typed, home().as_deref())
}

/// A path as the player sees it: the home directory written `~`, which
/// keeps long paths on one line.
pub fn shown(path: &Path) -> String {
    shown_with(path, home().as_deref())
}

fn expand_home_with(typed: &str, home: Option<&Path>) -> PathBuf {
    match (typed.strip_prefix('~'), home) {
        (Some(""), Some(home)) => home.to_path_buf(),
        (Some(rest), Some(home)) if rest.starts_with(is_separator) => {
            home.join(rest.trim_start_matches(is_separator))
        }
        _ => PathBuf::from(typed),
    }
}

fn shown_with(path: &Path, home: Option<&Path>) -> String {
    match home.and_then(|home| path.strip_prefix(home).ok()) {
        Some(rest) if rest.as_os_str().is_empty() => "~".to_string(),
        Some(rest) => Path::new("~").join(rest).display().to_string(),
        None => path.display().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leading_tilde_is_the_home_directory() {
        let home = Some(Path::new("/home/ana"));
        assert_eq!(
            expand_home_with("~/games/a.pgn", home),
            PathBuf::from("/home/ana/games/a.pgn")
        );
        assert_eq!(expand_home_with("~", home), PathBuf::from("/home/ana"));
        assert_eq!(
            expand_home_with("~rui/a.pgn", home),
            PathBuf::from("~rui/a.pgn")
        );
        assert_eq!(
            expand_home_with("/tmp/a.pgn", home),
            PathBuf::from("/tmp/a.pgn")
        );
        assert_eq!(expand_home_with("~/a.pgn", None), PathBuf::from("~/a.pgn"));
    }

    #[test]
    fn paths_under_home_are_shown_with_a_tilde_and_read_back() {
        let home = Some(Path::new("/home/ana"));
        let path = Path::new("/home/ana/.local/share/tabuleiro/exports/chess.pgn");
        let shown = shown_with(path, home);
        assert_eq!(shown, "~/.local/share/tabuleiro/exports/chess.pgn");
        assert_eq!(expand_home_with(&shown, home), path);
        assert_eq!(shown_with(Path::new("/home/ana"), home), "~");
        assert_eq!(
            shown_with(Path::new("/home/anabela/x"), home),
            "/home/anabela/x"
        );
        assert_eq!(shown_with(Path::new("/tmp/x"), None), "/tmp/x");
    }
}
