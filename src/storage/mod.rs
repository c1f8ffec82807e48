//! Files: where they live, how they are written and read back, and the
//! documents kept in them (saved games, statistics). Nothing here knows
//! of the interface; every problem comes back as a value with a line a
//! person can read.
//!
//! The policy, in one place ([`mod@file`]): every write goes to a temporary
//! file that is renamed into place, so a crash never leaves half a file;
//! a file that cannot be read is renamed aside to `<name>.bak` and
//! replaced by defaults; a file stamped by a newer version of tabuleiro
//! is never moved nor overwritten.
//!
//! How the app uses it:
//!
//! - At start: `Paths::from_env()`; settings with
//!   `file::load_or_default::<Settings>(&paths.settings(), Format::Toml)`
//!   (the settings type implements [`Versioned`]), statistics with
//!   [`stats::Stats::load`], the game to continue with
//!   [`saves::Saves::load_current`]. Each gives a [`Loaded`]: show its
//!   `warning()` as one line, and never save a document whose
//!   `may_overwrite()` was false.
//! - After every move, undo, redo and on quit: [`saves::Saves::autosave`].
//! - When a game ends: [`stats::Stats::record_game`], then `save`.

pub mod file;
pub mod paths;
pub mod saves;
pub mod stats;
pub mod themes;

pub use file::{Format, Loaded, Versioned, Warning, WriteError};
pub use paths::{Paths, PathsError};
