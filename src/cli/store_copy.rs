//! `tabuleiro store copy <from> <to>`: a server's whole database moved
//! to another place `--database` can name (a SQLite file, a PostgreSQL
//! URL), every row as it is, into a target that holds none. The server
//! is stopped first (docs/serve.md); a SQLite file still in use is
//! refused by its lock.

use std::path::Path;

use crate::store::{Database, OpenError, StoreError};

/// Why nothing was copied.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error("there is no database at {0} to copy")]
    NoSource(String),
    #[error(transparent)]
    Open(#[from] OpenError),
    #[error(
        "{0} is not empty; store copy writes only to an empty database, and nothing was copied"
    )]
    NotEmpty(String),
    #[error("nothing was copied: {0}")]
    Store(#[from] StoreError),
}

/// Copies every row of `from` into `to`; what was copied, one count a
/// kind of row.
pub fn run(from: &Path, to: &Path) -> Result<String, CopyError> {
    let (from, to) = (Database::of(from), Database::of(to));
    // Opening a SQLite file makes it when missing: a source must be there.
    if let Database::Sqlite(path) = &from {
        if !path.is_file() {
            return Err(CopyError::NoSource(from.shown()));
        }
    }
    let mut source = from.open()?;
    let mut target = to.open()?;
    if !target.is_empty()? {
        return Err(CopyError::NotEmpty(to.shown()));
    }
    let dump = source.export()?;
    target.import(&dump)?;
    Ok(dump.summary())
}
