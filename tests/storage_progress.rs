//! Learning progress: kept in `progress.toml`, and the file policy.

use std::fs;

use tabuleiro::learn::progress::Progress;
use tabuleiro::rating::Rating;
use tabuleiro::storage::file::{Loaded, Warning, WriteError};
use tabuleiro::storage::progress;

fn some_progress() -> Progress {
    let mut progress = Progress::default();
    progress.lesson_done("chess/fork");
    progress.lesson_done("hasami-shogi/sandwich");
    progress.rated_attempt("chess/a1", Rating::default(), true);
    progress.rated_attempt("racing-kings/r2", Rating::default(), false);
    progress.unrated_attempt("martian-chess/m3");
    progress.streak_ended(5);
    progress
}

#[test]
fn progress_round_trips_through_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.toml");
    assert_eq!(progress::load(&path), Loaded::Missing(Progress::default()));
    let kept = some_progress();
    progress::save(&path, &kept).unwrap();
    assert_eq!(progress::load(&path), Loaded::Read(kept.clone()));
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("version = 1\n"), "{text}");
    assert!(text.contains("[puzzle_rating]"), "{text}");
    assert!(text.contains("\"hasami-shogi/sandwich\""), "{text}");
}

#[test]
fn missing_keys_are_defaults_and_unknown_ones_ignored() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.toml");
    fs::write(&path, "version = 1\nsolved = 7\nstars = 3\n").unwrap();
    let read = progress::load(&path);
    assert!(matches!(read, Loaded::Read(_)), "{read:?}");
    let read = read.into_value();
    assert_eq!(read.solved, 7);
    assert_eq!(read.puzzle_rating, Rating::default());
    assert!(read.lessons.is_empty());
}

#[test]
fn a_bad_progress_file_gives_defaults_a_backup_and_a_line() {
    let cases = [
        ("", "the file is empty"),
        ("version = 1\nsolved = \"many\"\n", "line 2: "),
        ("version = 1\n[puzzle_rating]\nrating = 1500\n", "line 2: "),
        ("version = 1\nlessons = [\"chess/fork\"", "line 2: "),
    ];
    for (content, problem) in cases {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.toml");
        fs::write(&path, content).unwrap();
        let loaded = progress::load(&path);
        let Loaded::Recovered(read, warning) = &loaded else {
            panic!("{content:?} gave {loaded:?}");
        };
        assert_eq!(read, &Progress::default());
        let line = warning.to_string();
        assert!(
            line.starts_with(&format!("progress.toml could not be read ({problem}")),
            "{line}"
        );
        assert!(line.ends_with("the old file is kept as progress.toml.bak"));
        assert_eq!(
            fs::read_to_string(dir.path().join("progress.toml.bak")).unwrap(),
            content
        );
        assert!(!path.exists());
    }
}

#[test]
fn newer_progress_is_refused_and_never_saved_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("progress.toml");
    let content = "version = 2\nsolved = 40\n";
    fs::write(&path, content).unwrap();
    let loaded = progress::load(&path);
    assert!(!loaded.may_overwrite());
    assert!(matches!(
        loaded.warning(),
        Some(Warning::Newer {
            found: 2,
            known: 1,
            ..
        })
    ));
    assert!(matches!(
        progress::save(&path, &some_progress()),
        Err(WriteError::Newer { found: 2, .. })
    ));
    assert_eq!(fs::read_to_string(&path).unwrap(), content);
}

#[test]
fn the_app_reads_progress_at_start_and_writes_it_when_asked() {
    use tabuleiro::app::{FileOutcome, FileRequest};
    use tabuleiro::shell::FileWork;
    use tabuleiro::shell::files::DiskFiles;
    use tabuleiro::storage::Paths;

    let dir = tempfile::tempdir().unwrap();
    let paths = Paths::new(dir.path().join("config"), dir.path().join("data"));
    let kept = some_progress();
    progress::save(&paths.progress(), &kept).unwrap();
    let started = DiskFiles::open(paths.clone());
    assert_eq!(started.opened.progress, kept);
    assert!(started.opened.notices.is_empty());
    let mut files = started.files;
    let mut more = kept.clone();
    more.lesson_done("massacre-chess/capture");
    let outcome = files.carry_out(FileRequest::WriteProgress(Box::new(more.clone())));
    assert!(matches!(outcome, FileOutcome::ProgressWritten(Ok(()))));
    assert_eq!(progress::load(&paths.progress()), Loaded::Read(more));
    // A file that cannot be read is set aside with a line on the menu.
    fs::write(paths.progress(), "solved = [").unwrap();
    let started = DiskFiles::open(paths.clone());
    assert_eq!(started.opened.progress, Progress::default());
    assert_eq!(
        started.opened.notices.len(),
        1,
        "{:?}",
        started.opened.notices
    );
    assert!(dir.path().join("data/progress.toml.bak").exists());
}
