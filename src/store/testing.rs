//! The databases the store tests run on, a fresh one each per test: a
//! SQLite file always, and a PostgreSQL database of its own when
//! `TABULEIRO_TEST_POSTGRES` holds a server's URL (`.ci/run` starts
//! one). Without it the PostgreSQL part is not run and says so in one
//! line, except under CI (`CI=true`), where that fails the test: never
//! a silent skip. For tests; the server does not use it.

use std::path::{Path, PathBuf};

use super::{OpenError, Scratch, SqliteStore, Store};

/// The variable naming the PostgreSQL server the tests may use.
pub const TEST_POSTGRES: &str = "TABULEIRO_TEST_POSTGRES";

/// One back end's empty database for one test.
pub struct TestDatabase {
    /// `sqlite` or `postgres`, for a failure to name.
    pub kind: &'static str,
    place: Place,
}

enum Place {
    File(PathBuf),
    /// Boxed: a server's configuration is large beside a path.
    Postgres(Box<Scratch>),
}

impl TestDatabase {
    /// A store on it: each call a new one, as after a restart.
    pub fn open(&self) -> Result<Box<dyn Store>, OpenError> {
        Ok(match &self.place {
            Place::File(path) => Box::new(SqliteStore::open(path)?),
            Place::Postgres(scratch) => Box::new(scratch.open()?),
        })
    }

    /// What `--database` names it by: the file's path or the URL.
    pub fn given(&self) -> String {
        match &self.place {
            Place::File(path) => path.display().to_string(),
            Place::Postgres(scratch) => scratch.url().to_string(),
        }
    }

    /// The PostgreSQL database, for SQL beside the store; None for SQLite.
    pub fn scratch(&self) -> Option<&Scratch> {
        match &self.place {
            Place::File(_) => None,
            Place::Postgres(scratch) => Some(scratch),
        }
    }

    /// The PostgreSQL database, kept until dropped; None for SQLite.
    pub fn into_scratch(self) -> Option<Scratch> {
        match self.place {
            Place::File(_) => None,
            Place::Postgres(scratch) => Some(*scratch),
        }
    }
}

/// SQLite's database at `dir/server.sqlite`, then PostgreSQL's when the
/// tests are to run on it. Panics under CI without a server, and when
/// the server named cannot make a database.
pub fn test_databases(dir: &Path) -> Vec<TestDatabase> {
    let mut databases = vec![TestDatabase {
        kind: "sqlite",
        place: Place::File(dir.join(super::FILE_NAME)),
    }];
    if let Some(url) = postgres_url() {
        let scratch = Scratch::create(&url)
            .unwrap_or_else(|e| panic!("{TEST_POSTGRES}: no test database made: {e}"));
        databases.push(TestDatabase {
            kind: "postgres",
            place: Place::Postgres(Box::new(scratch)),
        });
    }
    databases
}

/// The server's URL, when the PostgreSQL tests are to run.
fn postgres_url() -> Option<String> {
    match std::env::var(TEST_POSTGRES) {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var("CI").is_ok_and(|ci| ci == "true") => {
            panic!("{TEST_POSTGRES} is not set under CI: the PostgreSQL store tests must run")
        }
        _ => {
            eprintln!(
                "PostgreSQL store tests not run: {TEST_POSTGRES} is not set (.ci/run starts a server)"
            );
            None
        }
    }
}
