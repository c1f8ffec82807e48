//! Where tabuleiro keeps its files: a configuration directory (settings,
//! user themes) and a data directory (saved games, statistics).

use std::ffi::OsString;
use std::path::PathBuf;

use directories::ProjectDirs;

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

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "no home directory to keep files in; set {CONFIG_VAR} and {DATA_VAR} to directories tabuleiro may use"
)]
pub struct PathsError;

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

    /// Where exported games go unless the player names another place,
    /// `exports/` in the data directory.
    pub fn exports(&self) -> PathBuf {
        self.data.join("exports")
    }

    /// Results against each opponent, `stats.toml` in the data directory.
    pub fn stats(&self) -> PathBuf {
        self.data.join("stats.toml")
    }
}
