//! Learning progress (lessons done, the puzzle rating, the puzzles played
//! lately), kept in `progress.toml` in the data directory:
//!
//! ```toml
//! version = 1
//! lessons = ["chess/fork"]
//! recent = ["chess/a7Kx2"]
//! solved = 1
//! failed = 0
//! best_streak = 0
//!
//! [puzzle_rating]
//! rating = 1662.3
//! deviation = 290.3
//! volatility = 0.06
//! ```
//!
//! Missing keys take their defaults and unknown ones are ignored.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::file::{self, Format, Loaded, Versioned, WriteError};
use crate::learn::progress::Progress;

/// The progress with a format version.
#[derive(Clone, PartialEq, Debug, Default, Serialize)]
struct ProgressFile {
    version: u32,
    #[serde(flatten)]
    progress: Progress,
}

/// Read as the progress alone: `flatten` would hide which line holds a
/// bad value. The version was already checked when the file was read,
/// and the progress ignores the key.
impl<'de> Deserialize<'de> for ProgressFile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Progress::deserialize(deserializer).map(ProgressFile::new)
    }
}

impl Versioned for ProgressFile {
    const VERSION: u32 = 1;
}

impl ProgressFile {
    fn new(progress: Progress) -> ProgressFile {
        ProgressFile {
            version: Self::VERSION,
            progress,
        }
    }
}

/// Reads the progress, or a newcomer's when there is none to use (see
/// the policy of [`mod@file`]).
pub fn load(path: &Path) -> Loaded<Progress> {
    file::load_or_default::<ProgressFile>(path, Format::Toml).map(|doc| doc.progress)
}

/// Writes the progress; refuses to write over a newer file.
pub fn save(path: &Path, progress: &Progress) -> Result<(), WriteError> {
    file::save(path, Format::Toml, &ProgressFile::new(progress.clone()))
}
