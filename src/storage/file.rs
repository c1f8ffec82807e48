//! Reading and writing one document: atomic writes, and reads that never
//! stop the program. A missing file gives defaults silently; a file that
//! cannot be parsed is renamed aside to `<name>.bak` and gives defaults
//! with a [`Warning`]; a file stamped with a newer `version` than this
//! program knows, or anything that is not a regular file (a FIFO, a
//! device, a folder), is left exactly as it is, and [`save`] refuses to
//! write over a newer file. Writes follow symbolic links, so a linked file
//! stays a link.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::i18n::{Explain, Lang};

/// How a document is encoded.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    Toml,
    Json,
}

/// A document stamped with a format `version` (a top-level key). Files
/// without the key are read as the current version; files with a larger
/// one are refused.
pub trait Versioned {
    /// The newest format this program reads and writes.
    const VERSION: u32;
}

/// What the system said about a file: its kind, and its own words kept
/// as it gives them. The sentence around it is put in the reader's
/// language; the system's words (and a parser's, see [`Problem`]) stay as
/// they come, in every language. A value, so the errors holding it can
/// be cloned and compared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OsError {
    pub kind: io::ErrorKind,
    text: String,
}

impl From<io::Error> for OsError {
    fn from(error: io::Error) -> Self {
        OsError {
            kind: error.kind(),
            text: error.to_string(),
        }
    }
}

impl std::fmt::Display for OsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// Why a file's text is not a document: not text, empty, or what the
/// TOML/JSON parser said (its words as it says them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    NotText,
    Empty,
    VersionNotWhole,
    /// The parser's one line, and the line of the file it points at.
    Parser {
        line: Option<usize>,
        says: String,
    },
}

impl Explain for Problem {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Problem::NotText => lang.tr(msg!("file-problem-not-text")).into_owned(),
            Problem::Empty => lang.tr(msg!("file-problem-empty")).into_owned(),
            Problem::VersionNotWhole => lang.tr(msg!("file-problem-version")).into_owned(),
            Problem::Parser { line: None, says } => says.clone(),
            Problem::Parser {
                line: Some(line),
                says,
            } => lang.tr_with(
                msg!("file-problem-line"),
                &[
                    ("line", line.to_string().into()),
                    ("says", says.as_str().into()),
                ],
            ),
        }
    }
}

/// Why a text is not a document we can use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    Invalid(Problem),
    Newer { found: u64, known: u32 },
}

impl Explain for DecodeError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            DecodeError::Invalid(problem) => problem.explain(lang),
            DecodeError::Newer { found, known } => lang.tr_with(
                msg!("file-decode-newer"),
                &[
                    ("found", found.to_string().into()),
                    ("known", known.to_string().into()),
                ],
            ),
        }
    }
}

/// The one line a person reads when a file could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    SetAside {
        name: String,
        problem: Problem,
        /// The file name it was renamed to.
        kept: String,
    },
    NotSetAside {
        name: String,
        problem: Problem,
        reason: OsError,
    },
    Newer {
        name: String,
        found: u64,
        known: u32,
    },
    Unopenable {
        name: String,
        reason: OsError,
    },
}

impl Explain for Warning {
    fn explain(&self, lang: Lang) -> String {
        match self {
            Warning::SetAside {
                name,
                problem,
                kept,
            } => lang.tr_with(
                msg!("file-set-aside"),
                &[
                    ("name", name.as_str().into()),
                    ("problem", problem.explain(lang).into()),
                    ("kept", kept.as_str().into()),
                ],
            ),
            Warning::NotSetAside {
                name,
                problem,
                reason,
            } => lang.tr_with(
                msg!("file-not-set-aside"),
                &[
                    ("name", name.as_str().into()),
                    ("problem", problem.explain(lang).into()),
                    ("reason", reason.to_string().into()),
                ],
            ),
            Warning::Newer { name, found, known } => lang.tr_with(
                msg!("file-newer"),
                &[
                    ("name", name.as_str().into()),
                    ("found", found.to_string().into()),
                    ("known", known.to_string().into()),
                ],
            ),
            Warning::Unopenable { name, reason } => lang.tr_with(
                msg!("file-unopenable"),
                &[
                    ("name", name.as_str().into()),
                    ("reason", reason.to_string().into()),
                ],
            ),
        }
    }
}

english_display!(Problem, DecodeError, Warning);

/// What reading a file gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Loaded<T> {
    /// The file was read.
    Read(T),
    /// There was no file: defaults, nothing to report.
    Missing(T),
    /// The file was unusable and is now `<name>.bak`: defaults; the
    /// document may be saved again.
    Recovered(T, Warning),
    /// The file is newer than this program, is not a regular file, or
    /// could not be opened or renamed aside: defaults in memory, and the file must NOT be
    /// written over (see [`Loaded::may_overwrite`]).
    Refused(T, Warning),
}

impl<T> Loaded<T> {
    pub fn value(&self) -> &T {
        match self {
            Loaded::Read(v)
            | Loaded::Missing(v)
            | Loaded::Recovered(v, _)
            | Loaded::Refused(v, _) => v,
        }
    }

    pub fn into_value(self) -> T {
        match self {
            Loaded::Read(v)
            | Loaded::Missing(v)
            | Loaded::Recovered(v, _)
            | Loaded::Refused(v, _) => v,
        }
    }

    /// The line to show, if something went wrong.
    pub fn warning(&self) -> Option<&Warning> {
        match self {
            Loaded::Read(_) | Loaded::Missing(_) => None,
            Loaded::Recovered(_, w) | Loaded::Refused(_, w) => Some(w),
        }
    }

    /// False when the file on disk must be kept as it is.
    pub fn may_overwrite(&self) -> bool {
        !matches!(self, Loaded::Refused(..))
    }

    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Loaded<U> {
        match self {
            Loaded::Read(v) => Loaded::Read(f(v)),
            Loaded::Missing(v) => Loaded::Missing(f(v)),
            Loaded::Recovered(v, w) => Loaded::Recovered(f(v), w),
            Loaded::Refused(v, w) => Loaded::Refused(f(v), w),
        }
    }
}

/// Why a document could not be saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteError {
    Io {
        name: String,
        error: OsError,
    },
    /// The encoder's own line.
    Encode {
        name: String,
        detail: String,
    },
    Newer {
        name: String,
        found: u64,
    },
}

impl Explain for WriteError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            WriteError::Io { name, error } => write_failed(lang, name, &error.to_string()),
            WriteError::Encode { name, detail } => write_failed(lang, name, detail),
            WriteError::Newer { name, found } => lang.tr_with(
                msg!("file-write-newer"),
                &[
                    ("name", name.as_str().into()),
                    ("found", found.to_string().into()),
                ],
            ),
        }
    }
}

fn write_failed(lang: Lang, name: &str, reason: &str) -> String {
    lang.tr_with(
        msg!("file-write-failed"),
        &[("name", name.into()), ("reason", reason.into())],
    )
}

english_display!(WriteError);

/// Reads a document: `Read(Some)` when it could, `None` with the state
/// of the file otherwise (the policy of this module).
pub fn load<T: DeserializeOwned + Versioned>(path: &Path, format: Format) -> Loaded<Option<T>> {
    let name = file_name(path);
    let bytes = match read_regular(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing(None),
        Err(e) => {
            let reason = e.into();
            return Loaded::Refused(None, Warning::Unopenable { name, reason });
        }
    };
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(_) => return set_aside(path, name, Problem::NotText),
    };
    match decode::<T>(&text, format) {
        Ok(value) => Loaded::Read(Some(value)),
        Err(DecodeError::Newer { found, known }) => {
            Loaded::Refused(None, Warning::Newer { name, found, known })
        }
        Err(DecodeError::Invalid(problem)) => set_aside(path, name, problem),
    }
}

/// Reads a document, or its defaults when there is none to use.
pub fn load_or_default<T: DeserializeOwned + Versioned + Default>(
    path: &Path,
    format: Format,
) -> Loaded<T> {
    load(path, format).map(Option::unwrap_or_default)
}

/// Writes a document atomically, unless the file there is stamped with a
/// newer version.
pub fn save<T: Serialize + Versioned>(
    path: &Path,
    format: Format,
    value: &T,
) -> Result<(), WriteError> {
    if let Some(found) = newer_on_disk::<T>(path, format) {
        return Err(WriteError::Newer {
            name: file_name(path),
            found,
        });
    }
    let text = encode(value, format).map_err(|detail| WriteError::Encode {
        name: file_name(path),
        detail,
    })?;
    write_atomic(path, text.as_bytes())
}

/// The text of a document.
pub fn encode<T: Serialize>(value: &T, format: Format) -> Result<String, String> {
    match format {
        Format::Toml => toml::to_string_pretty(value).map_err(|e| e.to_string()),
        Format::Json => serde_json::to_string_pretty(value)
            .map(|text| text + "\n")
            .map_err(|e| e.to_string()),
    }
}

/// Reads a document from its text, checking its version first.
pub fn decode<T: DeserializeOwned + Versioned>(
    text: &str,
    format: Format,
) -> Result<T, DecodeError> {
    if text.trim().is_empty() {
        return Err(DecodeError::Invalid(Problem::Empty));
    }
    if let Some(found) = stamped_version(text, format)?
        && found > u64::from(T::VERSION)
    {
        return Err(DecodeError::Newer {
            found,
            known: T::VERSION,
        });
    }
    match format {
        Format::Toml => toml::from_str(text).map_err(|e| toml_problem(text, &e)),
        Format::Json => serde_json::from_str(text).map_err(|e| json_problem(&e)),
    }
    .map_err(DecodeError::Invalid)
}

/// Who may read a file written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Readers {
    /// Whoever the user's umask lets read it.
    Usual,
    /// Its owner only (mode 0600 on Unix), from its first byte: for
    /// secrets such as a host key.
    Owner,
}

/// Writes `bytes` to a temporary file next to `path`, flushes it to disk
/// and renames it into place: readers see the old file or the new one,
/// never a part. Creates the directory if needed. A symbolic link is
/// written through: its final target gets the content and the link stays.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    write_atomic_for(path, bytes, Readers::Usual)
}

/// [`write_atomic`], the file readable by `readers`.
pub fn write_atomic_for(path: &Path, bytes: &[u8], readers: Readers) -> Result<(), WriteError> {
    let name = file_name(path);
    let io_error = |error: io::Error| WriteError::Io {
        name: name.clone(),
        error: error.into(),
    };
    let target = link_target(path).map_err(io_error)?;
    let dir = parent_dir(&target);
    fs::create_dir_all(&dir).map_err(io_error)?;
    let temp = temp_path(&dir, &target);
    match write_and_rename(&temp, &target, bytes, readers) {
        Ok(()) => {
            sync_dir(&dir);
            Ok(())
        }
        Err(error) => {
            // The temporary file is ours and worthless now; it may not exist.
            let _ = fs::remove_file(&temp);
            Err(io_error(error))
        }
    }
}

/// Linux gives up after as many links in a row; so do we.
const MAX_LINKS: usize = 40;

/// The file a write to `path` replaces: `path`, or the end of its chain of
/// symbolic links (a relative link read from the link's folder), so that
/// renaming over it keeps every link in place. The end need not exist.
fn link_target(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&current)?;
                // `join` keeps an absolute target as it is.
                current = parent_dir(&current).join(target);
            }
            Err(error) if error.kind() != io::ErrorKind::NotFound => return Err(error),
            _ => return Ok(current),
        }
    }
    Err(io::Error::other("too many symbolic links in a row"))
}

/// The folder holding `path` (`.` for a bare file name).
fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A fresh name next to `target`, unique within this process and
/// distinct from other processes' by the process id.
fn temp_path(dir: &Path, target: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    dir.join(format!(
        ".{}.{}-{}.tmp",
        file_name(target),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ))
}

fn write_and_rename(temp: &Path, target: &Path, bytes: &[u8], readers: Readers) -> io::Result<()> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    if readers == Readers::Owner {
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    }
    #[cfg(not(unix))]
    let _ = readers;
    let mut file = options.open(temp)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    fs::rename(temp, target)
}

/// `path` if nothing is there yet, else the first free `<stem>-2.<ext>`,
/// `<stem>-3.<ext>`..., so an export never replaces an earlier file.
pub fn free_path(path: &Path) -> PathBuf {
    if !taken(path) {
        return path.to_path_buf();
    }
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let extension = path
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    (2u32..)
        .map(|n| path.with_file_name(format!("{stem}-{n}{extension}")))
        .find(|candidate| !taken(candidate))
        .unwrap_or_else(|| path.to_path_buf())
}

/// Something is at `path`, even a link to nothing: writing there would
/// replace it or write through it.
fn taken(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// `<path>.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

/// Makes the rename durable on systems where a directory can be synced;
/// the data itself is already on disk, so a failure here loses nothing.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = fs::File::open(dir) {
        let _ = handle.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// Renames `path` to `<path>.bak`, or the first free `<path>-2.bak`...:
/// an earlier backup may be the only copy of older work, so it is never
/// replaced. Returns the backup's file name.
pub fn move_aside(path: &Path) -> io::Result<String> {
    let backup = free_path(&backup_path(path));
    fs::rename(path, &backup)?;
    Ok(file_name(&backup))
}

fn set_aside<T>(path: &Path, name: String, problem: Problem) -> Loaded<Option<T>> {
    match move_aside(path) {
        Ok(kept) => Loaded::Recovered(
            None,
            Warning::SetAside {
                name,
                problem,
                kept,
            },
        ),
        Err(e) => Loaded::Refused(
            None,
            Warning::NotSetAside {
                name,
                problem,
                reason: e.into(),
            },
        ),
    }
}

/// The version of a file already at `path`, if it is newer than ours.
pub fn newer_on_disk<T: Versioned>(path: &Path, format: Format) -> Option<u64> {
    let text = String::from_utf8(read_regular(path).ok()?).ok()?;
    let found = stamped_version(&text, format).ok()??;
    (found > u64::from(T::VERSION)).then_some(found)
}

/// The bytes of a regular file (links followed). Anything else is refused
/// before it is opened: opening a FIFO waits for a writer, and a device
/// may never end.
pub fn read_regular(path: &Path) -> io::Result<Vec<u8>> {
    if !fs::metadata(path)?.is_file() {
        return Err(io::Error::other("it is not a regular file"));
    }
    fs::read(path)
}

/// The top-level `version` key: `None` when absent.
fn stamped_version(text: &str, format: Format) -> Result<Option<u64>, DecodeError> {
    let not_whole = || DecodeError::Invalid(Problem::VersionNotWhole);
    match format {
        Format::Toml => {
            let table: toml::Table =
                toml::from_str(text).map_err(|e| DecodeError::Invalid(toml_problem(text, &e)))?;
            match table.get("version") {
                None => Ok(None),
                Some(v) => v
                    .as_integer()
                    .and_then(|n| u64::try_from(n).ok())
                    .map(Some)
                    .ok_or_else(not_whole),
            }
        }
        Format::Json => {
            let value: serde_json::Value =
                serde_json::from_str(text).map_err(|e| DecodeError::Invalid(json_problem(&e)))?;
            match value.get("version") {
                None => Ok(None),
                Some(v) => v.as_u64().map(Some).ok_or_else(not_whole),
            }
        }
    }
}

/// "line 3: expected `=`".
pub fn toml_problem(text: &str, error: &toml::de::Error) -> Problem {
    let line = error
        .span()
        .map(|span| text.get(..span.start).unwrap_or(text).matches('\n').count() + 1);
    Problem::Parser {
        line,
        says: one_line(error.message()),
    }
}

/// "line 5: EOF while parsing an object".
fn json_problem(error: &serde_json::Error) -> Problem {
    let full = error.to_string();
    let suffix = format!(" at line {} column {}", error.line(), error.column());
    Problem::Parser {
        line: (error.line() != 0).then_some(error.line()),
        says: one_line(full.strip_suffix(&suffix).unwrap_or(&full)),
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}
