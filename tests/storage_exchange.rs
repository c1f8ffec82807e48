//! Files a person exchanges: imports read only regular files of sane size,
//! exports never replace anything.

use std::fs;
use std::path::{Path, PathBuf};

use tabuleiro::storage::exchange::{self, IMPORT_MAX_BYTES, ReadError};

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn typed(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

#[test]
fn an_import_reads_a_regular_file_and_says_why_not_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.pgn");
    fs::write(&game, "1. e4 *\n").unwrap();
    assert_eq!(exchange::read_import(&game).unwrap(), "1. e4 *\n");

    let folder = exchange::read_import(dir.path()).unwrap_err();
    assert!(matches!(folder, ReadError::NotAFile));
    assert_eq!(folder.to_string(), "not a file that can be imported");

    let huge = dir.path().join("huge.pgn");
    fs::File::create(&huge)
        .and_then(|file| file.set_len(17 * 1024 * 1024))
        .unwrap();
    assert_eq!(
        exchange::read_import(&huge).unwrap_err().to_string(),
        "the file is 17 MiB; games to import are at most 16 MiB"
    );
    let limit = dir.path().join("limit.pgn");
    fs::File::create(&limit)
        .and_then(|file| file.set_len(IMPORT_MAX_BYTES))
        .unwrap();
    assert_eq!(
        exchange::read_import(&limit).unwrap().len() as u64,
        IMPORT_MAX_BYTES
    );

    let binary = dir.path().join("image.png");
    fs::write(&binary, [0x89, b'P', b'N', b'G', 0xff]).unwrap();
    assert!(matches!(
        exchange::read_import(&binary),
        Err(ReadError::NotText)
    ));

    let missing = exchange::read_import(&dir.path().join("nothing.pgn")).unwrap_err();
    assert!(matches!(missing, ReadError::Open(_)));
    assert!(missing.to_string().starts_with("cannot open the file ("));
}

#[cfg(unix)]
#[test]
fn an_import_never_opens_a_device_or_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.pgn");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let read = |path: &Path| exchange::read_import(path).map_err(|e| e.to_string());
        let _ = send.send([read(&fifo), read(Path::new("/dev/zero"))]);
    });
    let results = receive
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("returned without opening them");
    for result in results {
        assert_eq!(result, Err("not a file that can be imported".to_string()));
    }
}

#[test]
fn an_export_goes_to_the_typed_file_or_inside_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.pgn");
    assert_eq!(
        exchange::write_export(typed(&file), "chess.pgn", "one").unwrap(),
        file
    );
    let folder = dir.path().join("games");
    fs::create_dir(&folder).unwrap();
    assert_eq!(
        exchange::write_export(typed(&folder), "chess.pgn", "two").unwrap(),
        folder.join("chess.pgn")
    );
    let new_folder = format!("{}/", dir.path().join("new").display());
    assert_eq!(
        exchange::write_export(&new_folder, "chess.pgn", "three").unwrap(),
        dir.path().join("new").join("chess.pgn")
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), "one");
    assert_eq!(fs::read_to_string(folder.join("chess.pgn")).unwrap(), "two");
    assert_eq!(
        fs::read_to_string(dir.path().join("new/chess.pgn")).unwrap(),
        "three"
    );
}

#[test]
fn an_export_never_replaces_anything() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("chess.pgn");
    fs::write(&file, "earlier").unwrap();
    let written: Vec<PathBuf> = ["second", "third"]
        .into_iter()
        .map(|text| exchange::write_export(typed(&file), "x.pgn", text).unwrap())
        .collect();
    assert_eq!(
        written,
        [
            dir.path().join("chess-2.pgn"),
            dir.path().join("chess-3.pgn")
        ]
    );
    assert_eq!(fs::read_to_string(&file).unwrap(), "earlier");
    assert_eq!(fs::read_to_string(&written[1]).unwrap(), "third");
    assert_eq!(
        names_in(dir.path()),
        ["chess-2.pgn", "chess-3.pgn", "chess.pgn"]
    );
}

#[cfg(unix)]
#[test]
fn an_export_does_not_write_through_a_link_to_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("chess.pgn");
    let elsewhere = dir.path().join("elsewhere.pgn");
    std::os::unix::fs::symlink(&elsewhere, &link).unwrap();
    let written = exchange::write_export(typed(&link), "x.pgn", "game").unwrap();
    assert_eq!(written, dir.path().join("chess-2.pgn"));
    assert!(!elsewhere.exists());
}

#[test]
fn a_failed_export_says_which_file() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("blocker");
    fs::write(&blocker, "a file, not a folder").unwrap();
    let inside = blocker.join("chess.pgn");
    let error = exchange::write_export(typed(&inside), "x.pgn", "game").unwrap_err();
    assert!(
        error.to_string().starts_with("could not save chess.pgn ("),
        "{error}"
    );
}
