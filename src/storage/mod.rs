//! Files: where they live ([`paths`]), how they are written and read
//! back ([`mod@file`]), the documents kept in them (saved games in
//! [`saves`], statistics in [`stats`], learning progress in
//! [`progress`]; the settings type is the app's, read and written
//! through [`mod@file`]), and the files a person imports and exports
//! ([`exchange`]). Nothing here knows of the interface or of
//! when to save: the caller decides, and every problem comes back as a
//! value with a line a person can read.
//!
//! The policy for the program's own documents, in one place
//! ([`mod@file`]):
//!
//! - every write goes to a temporary file that is synced and renamed into
//!   place, so a crash never leaves half a file; a symbolic link is
//!   written through to its target and stays a link;
//! - a missing file gives defaults silently;
//! - a file that cannot be parsed is renamed aside to `<name>.bak` and
//!   replaced by defaults ([`Loaded::Recovered`]);
//! - a file stamped by a newer version of tabuleiro, or anything that is
//!   not a regular file (a FIFO, a device, a folder), is never opened for
//!   parsing, moved nor overwritten ([`Loaded::Refused`]: show its
//!   `warning()` and do not save that document this run).
//!
//! Files a person exchanges follow their own rules ([`exchange`]): an
//! import is only read, an export never replaces anything.

pub mod archive;
pub mod exchange;
pub mod file;
pub mod paths;
pub mod progress;
pub mod saves;
pub mod stats;
pub mod themes;

pub use file::{Format, Loaded, OsError, Problem, Versioned, Warning, WriteError};
pub use paths::{Paths, PathsError};
