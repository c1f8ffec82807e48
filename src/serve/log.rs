//! The server's log: one line per connect, disconnect and refusal (and,
//! through the same sink, per room created or ended), to standard error
//! or appended to a file. No key material is ever written, only
//! fingerprints.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Where log lines go; cheap to clone, callable from any thread.
pub type Log = Arc<dyn Fn(&str) + Send + Sync>;

/// A log to `file` (appended, created if need be), or to standard error.
pub fn open(file: Option<&Path>) -> io::Result<Log> {
    let Some(path) = file else {
        return Ok(Arc::new(|line: &str| eprintln!("{} {line}", timestamp())));
    };
    let sink = Mutex::new(FileSink::open(path)?);
    Ok(Arc::new(move |line: &str| {
        let mut sink = sink.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(complaint) = sink.write(&format!("{} {line}", timestamp())) {
            eprintln!("{complaint}");
        }
    }))
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

    /// Appends `line`; the one line to say on standard error when writing
    /// starts failing or works again.
    fn write(&mut self, line: &str) -> Option<String> {
        match writeln!(self.file, "{line}") {
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

/// The time now in UTC, as `2026-11-23T19:05:00Z`.
fn timestamp() -> String {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    utc(seconds)
}

/// Seconds since 1970 as an ISO 8601 UTC time (days to a civil date by
/// H. Hinnant's `civil_from_days`).
fn utc(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let of_day = seconds % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        of_day / 3600,
        of_day / 60 % 60,
        of_day % 60
    )
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
    fn times_are_written_in_utc_and_lengths_shortly() {
        assert_eq!(utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(utc(951_782_400 + 3_661), "2000-02-29T01:01:01Z");
        assert_eq!(utc(1_795_460_700), "2026-11-23T19:05:00Z");
        assert_eq!(duration(Duration::from_secs(42)), "42s");
        assert_eq!(duration(Duration::from_secs(185)), "3m05s");
        assert_eq!(duration(Duration::from_secs(7_620)), "2h07m");
    }

    #[test]
    fn a_file_log_appends_lines() {
        let dir = tempfile::tempdir().ok();
        let path = dir.as_ref().map(|d| d.path().join("serve.log"));
        let path = path.as_deref().unwrap_or(Path::new("serve.log"));
        for text in ["one", "two"] {
            if let Ok(log) = open(Some(path)) {
                log(text);
            }
        }
        let written = std::fs::read_to_string(path).unwrap_or_default();
        let lines: Vec<&str> = written.lines().collect();
        assert_eq!(lines.len(), 2, "{written}");
        assert!(lines[0].ends_with("Z one") && lines[1].ends_with("Z two"));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_log_that_cannot_be_written_says_so_once() {
        let mut sink = FileSink::open(Path::new("/dev/full")).expect("/dev/full opens");
        let first = sink.write("one").unwrap_or_default();
        assert!(
            first.starts_with("tabuleiro: cannot write the log /dev/full:"),
            "{first}"
        );
        assert_eq!(sink.write("two"), None, "said once, not per line");
    }
}
