//! Files: where they live, how they are written and read back, and the
//! documents kept in them (saved games, statistics). Nothing here knows
//! of the interface; every problem comes back as a value with a line a
//! person can read.
//!
//! The policy, in one place ([`file`]): every write goes to a temporary
//! file that is renamed into place, so a crash never leaves half a file;
//! a file that cannot be read is renamed aside to `<name>.bak` and
//! replaced by defaults; a file stamped by a newer version of tabuleiro
//! is never moved nor overwritten.

pub mod file;
pub mod paths;
pub mod saves;
pub mod stats;

pub use file::{Format, Loaded, Versioned, Warning, WriteError};
pub use paths::{Paths, PathsError};
