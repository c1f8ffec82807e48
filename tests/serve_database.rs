//! `tabuleiro serve` refuses a database it must not use (not SQLite, a
//! newer schema, damaged, in a read-only folder, held by another
//! server; a PostgreSQL URL it cannot read, a server it cannot reach, a
//! newer schema there) with one line and exit status 2, and leaves the
//! file's bytes (the PostgreSQL database's tables) as they were. The
//! real binary is run.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use tabuleiro::store::{SqliteStore, Store, Write};

/// How long a refusal may take before the server is taken to have
/// started instead.
const PATIENCE: Duration = Duration::from_secs(20);

/// Runs `tabuleiro serve` with its folders in `dir` and these arguments,
/// and waits for it to stop (killing it if it does not).
fn serve(dir: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .arg("serve")
        .args(["--listen", "127.0.0.1:0"])
        .args(args)
        .env("TABULEIRO_DATA", dir.join("data"))
        .env("TABULEIRO_CONFIG", dir.join("config"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let until = Instant::now() + PATIENCE;
    while child.try_wait().expect("a status").is_none() {
        if Instant::now() > until {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("its output")
}

/// The server refused to start with one line naming `why`, and `path`
/// holds what it held before.
fn refused(dir: &Path, args: &[&str], path: &Path, why: &str) {
    let before = fs::read(path).ok();
    let output = serve(dir, args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "stderr: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("tabuleiro: "), "{stderr}");
    assert!(stderr.contains(why), "{stderr}");
    assert_eq!(fs::read(path).ok(), before, "the file is unchanged");
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let folder = path.parent().expect("a folder");
    assert!(!folder.join(format!("{name}-wal")).exists());
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("notes.txt");
    fs::write(&path, "my notes, not a database\n".repeat(100)).expect("garbage");
    let given = path.to_str().expect("a path");
    refused(
        dir.path(),
        &["--database", given],
        &path,
        "is not a SQLite database",
    );
}

#[test]
fn the_default_database_in_the_data_directory_is_checked_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    fs::create_dir_all(&data).expect("data dir");
    let path = data.join("server.sqlite");
    fs::write(&path, [0x7fu8; 4096]).expect("garbage");
    refused(dir.path(), &[], &path, "is not a SQLite database");
}

#[test]
fn a_newer_schema_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("newer.sqlite");
    let newer = rusqlite::Connection::open(&path).expect("create");
    newer
        .execute_batch("CREATE TABLE future (x); PRAGMA user_version = 42;")
        .expect("a newer schema");
    drop(newer);
    let given = path.to_str().expect("a path");
    refused(
        dir.path(),
        &["--database", given],
        &path,
        "schema version 42, newer than this tabuleiro knows",
    );
}

#[cfg(unix)]
#[test]
fn a_database_in_a_read_only_folder_is_refused_untouched() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("kept");
    fs::create_dir(&folder).expect("folder");
    let path = folder.join("server.sqlite");
    let made = rusqlite::Connection::open(&path).expect("create");
    made.execute_batch("CREATE TABLE t (x);").expect("a table");
    drop(made);
    let chmod = |mode| fs::set_permissions(&folder, fs::Permissions::from_mode(mode));
    chmod(0o555).expect("read-only");
    let given = path.to_str().expect("a path");
    let before = fs::read(&path).ok();
    let output = serve(dir.path(), &["--database", given]);
    chmod(0o755).expect("writable again");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "stderr: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("is read-only"), "{stderr}");
    assert_eq!(fs::read(&path).ok(), before);
}

#[test]
fn a_damaged_database_is_refused_untouched_with_what_to_do() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("damaged.sqlite");
    let mut store = SqliteStore::open(&path).expect("a database");
    let names: Vec<Write> = (0..300)
        .map(|n| Write::Name {
            key: format!("SHA256:player{n}"),
            name: format!("player{n}"),
            folded: format!("player{n}"),
            released: None,
        })
        .collect();
    store.write(&names).expect("names over several pages");
    drop(store);
    // Garbage over the first page of the names table, past the header.
    let connection = rusqlite::Connection::open(&path).expect("open");
    let (root, size): (u32, u32) = connection
        .query_row(
            "SELECT rootpage, (SELECT page_size FROM pragma_page_size)
             FROM sqlite_schema WHERE name = 'names'",
            [],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .expect("the names table");
    drop(connection);
    assert!(root > 1);
    let (root, size) = (root as usize, size as usize);
    let mut bytes = fs::read(&path).expect("read");
    bytes[(root - 1) * size..root * size].fill(0x5a);
    fs::write(&path, bytes).expect("damaged");
    let given = path.to_str().expect("a path");
    refused(dir.path(), &["--database", given], &path, "is damaged");
}

#[test]
fn a_database_another_server_holds_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("held.sqlite");
    let held = SqliteStore::open(&path).expect("the first server's");
    let given = path.to_str().expect("a path");
    let output = serve(dir.path(), &["--database", given]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "stderr: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.contains(given), "{stderr}");
    assert!(stderr.contains("is in use by another server"), "{stderr}");
    drop(held);
}

/// The server refused `--database url` with one line naming `why`, and
/// made no folder of the URL's in the folder it ran in.
fn refused_url(url: &str, why: &str) {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = serve(dir.path(), &["--database", url]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "stderr: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("tabuleiro: "), "{stderr}");
    assert!(stderr.contains(why), "{stderr}");
    assert!(
        !stderr.contains("secret"),
        "the password is not shown: {stderr}"
    );
    let made: Vec<_> = fs::read_dir(dir.path())
        .expect("the folder")
        .filter_map(Result::ok)
        .map(|entry| entry.file_name())
        .filter(|name| name != "data" && name != "config")
        .collect();
    assert!(made.is_empty(), "nothing made of the URL: {made:?}");
}

#[test]
fn a_malformed_postgres_url_is_refused() {
    refused_url(
        "postgres://ana:secret@127.0.0.1:notaport/db",
        "is not a PostgreSQL URL tabuleiro can use",
    );
}

#[test]
fn an_unreachable_postgres_is_refused() {
    // Port 1 on loopback: nothing listens, the connection is refused.
    refused_url(
        "postgresql://ana:secret@127.0.0.1:1/tabuleiro",
        "cannot open the database postgresql://ana:***@127.0.0.1:1/tabuleiro",
    );
}

#[test]
fn a_newer_postgres_schema_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let databases = tabuleiro::store::testing::test_databases(dir.path());
    let Some(scratch) = databases.iter().find_map(|database| database.scratch()) else {
        return;
    };
    let newer = "CREATE TABLE schema_version (version BIGINT NOT NULL);
         INSERT INTO schema_version VALUES (42);
         CREATE TABLE future (x BIGINT);";
    scratch.execute(newer).expect("a newer schema");
    let output = serve(dir.path(), &["--database", scratch.url()]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "stderr: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(
        stderr.contains("schema version 42, newer than this tabuleiro knows"),
        "{stderr}"
    );
    let tables = "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'";
    assert_eq!(
        scratch.number(tables).expect("counted"),
        2,
        "left as it was"
    );
}
