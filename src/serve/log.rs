//! The server's log: one line per connect, disconnect and refusal (and,
//! through the same sink, per room created or ended), to standard error
//! or appended to a file, through `tracing`. Each connection has a span
//! naming its address and, once logged in, its key, so every line of a
//! session names them; russh's own records (the `log` crate) come
//! through the same subscriber. No key material is ever written, only
//! fingerprints.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tracing::{Level, Span, Subscriber};
use tracing_subscriber::filter::Targets;
use tracing_subscriber::fmt::MakeWriter;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

/// Where log lines go; cheap to clone, callable from any thread. The
/// server's own is [`line`]; tests keep the lines instead.
pub type Log = Arc<dyn Fn(&str) + Send + Sync>;

/// The target of the server's own lines (`RUST_LOG=tabuleiro=info`).
const TARGET: &str = "tabuleiro";

/// Sends the log to `file` (appended, created if need be), or to
/// standard error, for the rest of the process; the [`Log`] to write
/// lines with. `RUST_LOG` (`target=level,...`) chooses what else is
/// written; everything at `info` and above by default.
pub fn open(file: Option<&Path>) -> io::Result<Log> {
    let filter = std::env::var("RUST_LOG")
        .ok()
        .and_then(|wanted| wanted.parse::<Targets>().ok())
        .unwrap_or_else(|| Targets::new().with_default(Level::INFO));
    // Installed once a process: a second server's lines go where the
    // first one's go.
    let _ = match file {
        Some(path) => subscriber(Mutex::new(FileSink::open(path)?), filter).try_init(),
        None => subscriber(io::stderr, filter).try_init(),
    };
    Ok(Arc::new(line))
}

/// One line of the server's own, in the span of whatever it is about.
pub fn line(text: &str) {
    tracing::info!(target: TARGET, "{text}");
}

/// The span of a connection from `address`; its key is recorded once
/// it logs in (see [`logged_in`]).
pub fn connection(address: &str) -> Span {
    tracing::info_span!(target: TARGET, "connection", %address, key = tracing::field::Empty)
}

/// The connection of `span` logged in with the key of `fingerprint`.
pub fn logged_in(span: &Span, fingerprint: &str) {
    span.record("key", tracing::field::display(fingerprint));
}

/// The span of session `id` within its connection's.
pub fn session(connection: &Span, id: u64) -> Span {
    tracing::info_span!(target: TARGET, parent: connection, "session", id)
}

/// Lines as `2026-11-23T19:05:00.123456Z  INFO connection{address=..
/// key=..}:session{id=3}: tabuleiro: connect session 3 ...`, without
/// colours; a failed write is the writer's to report (see [`FileSink`]).
/// Installed with `try_init`, which takes in the `log` crate's records
/// too (russh's).
fn subscriber<W>(writer: W, filter: Targets) -> impl Subscriber + Send + Sync
where
    W: for<'a> MakeWriter<'a> + Send + Sync + 'static,
{
    let format = tracing_subscriber::fmt::layer()
        .with_writer(writer)
        .with_ansi(false)
        .log_internal_errors(false);
    tracing_subscriber::registry().with(format).with(filter)
}

/// A log file, and whether its last write failed: a log that cannot be
/// written must not end sessions, but the host must hear of it once.
struct FileSink {
    file: File,
    path: PathBuf,
    failing: bool,
}

impl FileSink {
    fn open(path: &Path) -> io::Result<FileSink> {
        Ok(FileSink {
            file: OpenOptions::new().create(true).append(true).open(path)?,
            path: path.to_path_buf(),
            failing: false,
        })
    }

    /// Appends a formatted line; the one line to say on standard error
    /// when writing starts failing or works again.
    fn append(&mut self, line: &[u8]) -> Option<String> {
        match self.file.write_all(line) {
            Err(error) if !self.failing => {
                self.failing = true;
                Some(format!(
                    "tabuleiro: cannot write the log {}: {error}; its lines are lost until it can be written",
                    self.path.display()
                ))
            }
            Ok(()) if self.failing => {
                self.failing = false;
                Some(format!(
                    "tabuleiro: the log {} is written again",
                    self.path.display()
                ))
            }
            _ => None,
        }
    }
}

/// The subscriber writes each line whole; a line that cannot be written
/// is lost, and said once on standard error.
impl Write for FileSink {
    fn write(&mut self, line: &[u8]) -> io::Result<usize> {
        if let Some(complaint) = self.append(line) {
            eprintln!("{complaint}");
        }
        Ok(line.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A session's length as a person reads it: `42s`, `3m05s`, `2h07m`.
pub fn duration(length: Duration) -> String {
    let seconds = length.as_secs();
    match seconds {
        0..60 => format!("{seconds}s"),
        60..3600 => format!("{}m{:02}s", seconds / 60, seconds % 60),
        _ => format!("{}h{:02}m", seconds / 3600, seconds / 60 % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_are_written_shortly() {
        assert_eq!(duration(Duration::from_secs(42)), "42s");
        assert_eq!(duration(Duration::from_secs(185)), "3m05s");
        assert_eq!(duration(Duration::from_secs(7_620)), "2h07m");
    }

    /// Writes `text` through a file log at `path`, in a session's span.
    fn write_in_a_session(path: &Path, text: &str) {
        let sink = FileSink::open(path).expect("the log opens");
        let filter = Targets::new().with_default(Level::INFO);
        tracing::subscriber::with_default(subscriber(Mutex::new(sink), filter), || {
            let connection = connection("127.0.0.1:5000");
            logged_in(&connection, "SHA256:abc");
            session(&connection, 7).in_scope(|| line(text));
        });
    }

    #[test]
    fn a_file_log_appends_lines_naming_the_session_in_utc() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = dir.path().join("serve.log");
        write_in_a_session(&path, "one");
        write_in_a_session(&path, "two");
        let written = std::fs::read_to_string(&path).unwrap_or_default();
        let lines: Vec<&str> = written.lines().collect();
        assert_eq!(lines.len(), 2, "{written}");
        for (line, text) in lines.iter().zip(["one", "two"]) {
            assert!(line.starts_with("20") && line.contains("Z "), "{line}");
            assert!(
                line.contains("connection{address=127.0.0.1:5000 key=SHA256:abc}:session{id=7}"),
                "{line}"
            );
            assert!(line.ends_with(&format!("tabuleiro: {text}")), "{line}");
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_log_that_cannot_be_written_says_so_once() {
        let mut sink = FileSink::open(Path::new("/dev/full")).expect("/dev/full opens");
        let first = sink.append(b"one\n").unwrap_or_default();
        assert!(
            first.starts_with("tabuleiro: cannot write the log /dev/full:"),
            "{first}"
        );
        assert_eq!(sink.append(b"two\n"), None, "said once, not per line");
    }
}
