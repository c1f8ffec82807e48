//! Files a person exchanges with the world: games exported to a place they
//! type, and files they import. Unlike the program's own documents (see
//! [`super::file`]) these are never versioned, set aside nor replaced: an
//! export always goes to a new file, and an import is only read, and only
//! from a regular file of sane size, so a mistyped path (a folder, a FIFO,
//! `/dev/zero`, a disk image) cannot hang the app. What the text holds
//! (PGN or a game record) is for the caller to decide.

use std::fs::{self, File};
use std::io::Read;
use std::path::{Path, PathBuf, is_separator};

use super::file::{self, OsError, WriteError};
use super::paths::expand_home;
use crate::i18n::{Explain, Lang};

/// The largest file an import reads: far beyond any game, short of what a
/// mistyped path would cost to load.
pub const IMPORT_MAX_BYTES: u64 = 16 * 1024 * 1024;

const MIB: u64 = 1024 * 1024;

/// Why a file cannot be imported, as the player reads it after the path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    NotAFile,
    TooLarge { len: u64, max: u64 },
    NotText,
    Open(OsError),
    Read(OsError),
}

impl Explain for ReadError {
    fn explain(&self, lang: Lang) -> String {
        let os = |key, error: &OsError| lang.tr_with(key, &[("reason", error.to_string().into())]);
        match self {
            ReadError::NotAFile => lang.tr(msg!("import-not-a-file")).into_owned(),
            ReadError::TooLarge { len, max } => lang.tr_with(
                msg!("import-too-large"),
                &[
                    ("size", (len / MIB).to_string().into()),
                    ("most", (max / MIB).to_string().into()),
                ],
            ),
            ReadError::NotText => lang.tr(msg!("import-not-text")).into_owned(),
            ReadError::Open(error) => os(msg!("import-cannot-open"), error),
            ReadError::Read(error) => os(msg!("import-cannot-read"), error),
        }
    }
}

english_display!(ReadError);

/// The text of a file to import (links followed; `~` already expanded by
/// the caller, see [`expand_home`]).
pub fn read_import(path: &Path) -> Result<String, ReadError> {
    read_limited(path, IMPORT_MAX_BYTES)
}

fn read_limited(path: &Path, max: u64) -> Result<String, ReadError> {
    // Checked before opening: opening a FIFO waits for a writer.
    let meta = fs::metadata(path).map_err(|e| ReadError::Open(e.into()))?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile);
    }
    if meta.len() > max {
        return Err(ReadError::TooLarge {
            len: meta.len(),
            max,
        });
    }
    let mut bytes = Vec::new();
    File::open(path)
        .map_err(|e| ReadError::Open(e.into()))?
        // One byte more than allowed tells a file that grew since.
        .take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ReadError::Read(e.into()))?;
    let len = bytes.len() as u64;
    if len > max {
        return Err(ReadError::TooLarge { len, max });
    }
    String::from_utf8(bytes).map_err(|_| ReadError::NotText)
}

/// Writes an export where the player typed (`~` for home): that file, or
/// inside it under `file_name` when it names a folder or ends with a
/// separator (`~/games/`). Never over anything already there: a taken name
/// becomes `<stem>-2.<ext>`, `-3`... Returns the path written.
pub fn write_export(typed: &str, file_name: &str, text: &str) -> Result<PathBuf, WriteError> {
    let path = file::free_path(&export_target(typed, file_name));
    file::write_atomic(&path, text.as_bytes())?;
    Ok(path)
}

fn export_target(typed: &str, file_name: &str) -> PathBuf {
    let path = expand_home(typed);
    if path.is_dir() || typed.ends_with(is_separator) {
        path.join(file_name)
    } else {
        path
    }
}
