//! Statistics: counting results, keeping them, and the file policy.

use std::fs;

use tabuleiro::games::{GameId, Outcome, Side};
use tabuleiro::storage::file::{Loaded, Warning, WriteError};
use tabuleiro::storage::saves::Player;
use tabuleiro::storage::stats::{GameResult, Stats, Tally};

fn human() -> Player {
    Player::Human {
        name: "Ana".to_string(),
    }
}

fn bot(id: &str) -> Player {
    Player::Computer {
        name: format!("Computer ({id})"),
        bot_id: id.to_string(),
    }
}

fn tally(won: u32, lost: u32, drawn: u32) -> Tally {
    Tally { won, lost, drawn }
}

#[test]
fn results_are_counted_per_game_and_opponent() {
    let mut stats = Stats::default();
    stats.record(GameId::Chess, "medium", GameResult::Won);
    stats.record(GameId::Chess, "medium", GameResult::Won);
    stats.record(GameId::Chess, "medium", GameResult::Lost);
    stats.record(GameId::Chess, "classic-2", GameResult::Drawn);
    stats.record(GameId::Hasami, "medium", GameResult::Lost);
    assert_eq!(stats.tally(GameId::Chess, "medium"), tally(2, 1, 0));
    assert_eq!(stats.tally(GameId::Chess, "classic-2"), tally(0, 0, 1));
    assert_eq!(stats.tally(GameId::Hasami, "medium"), tally(0, 1, 0));
    assert_eq!(stats.tally(GameId::Martian, "medium"), Tally::default());
    assert_eq!(stats.total(GameId::Chess), tally(2, 1, 1));
    assert_eq!(stats.total(GameId::Chess).games(), 4);
    let opponents: Vec<_> = stats.opponents(GameId::Chess).collect();
    assert_eq!(
        opponents,
        [("classic-2", tally(0, 0, 1)), ("medium", tally(2, 1, 0))]
    );
}

#[test]
fn results_are_taken_from_the_human_side() {
    assert_eq!(
        GameResult::for_side(Outcome::Win(Side::One), Side::One),
        GameResult::Won
    );
    assert_eq!(
        GameResult::for_side(Outcome::Win(Side::One), Side::Two),
        GameResult::Lost
    );
    assert_eq!(
        GameResult::for_side(Outcome::Draw, Side::Two),
        GameResult::Drawn
    );

    let mut stats = Stats::default();
    assert!(stats.record_game(
        GameId::Martian,
        &[human(), bot("hard")],
        Outcome::Win(Side::One)
    ));
    assert!(stats.record_game(
        GameId::Martian,
        &[bot("hard"), human()],
        Outcome::Win(Side::One)
    ));
    assert!(!stats.record_game(
        GameId::Martian,
        &[human(), human()],
        Outcome::Win(Side::One)
    ));
    assert!(!stats.record_game(GameId::Martian, &[bot("easy"), bot("hard")], Outcome::Draw));
    assert_eq!(stats.tally(GameId::Martian, "hard"), tally(1, 1, 0));
    assert_eq!(stats.tally(GameId::Martian, "human"), Tally::default());
    assert_eq!(stats.tally(GameId::Martian, "easy"), Tally::default());
}

#[test]
fn statistics_round_trip_through_their_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("stats.toml");
    assert_eq!(Stats::load(&path), Loaded::Missing(Stats::default()));
    let mut stats = Stats::default();
    stats.record(GameId::RacingKings, "classic-smart", GameResult::Won);
    stats.record(GameId::Massacre, "human", GameResult::Drawn);
    stats.save(&path).unwrap();
    assert_eq!(Stats::load(&path), Loaded::Read(stats.clone()));
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("version = 1\n"), "{text}");
    assert!(
        text.contains("[games.racing-kings.classic-smart]"),
        "{text}"
    );
}

#[test]
fn games_and_opponents_this_version_does_not_know_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("stats.toml");
    fs::write(
        &path,
        "version = 1\n[games.go.ultra]\nwon = 4\n[games.chess.medium]\nlost = 2\n",
    )
    .unwrap();
    let mut stats = Stats::load(&path).into_value();
    assert_eq!(stats.tally(GameId::Chess, "medium"), tally(0, 2, 0));
    stats.record(GameId::Chess, "medium", GameResult::Won);
    stats.save(&path).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains("[games.go.ultra]\nwon = 4"), "{text}");
    assert_eq!(
        Stats::load(&path).value().tally(GameId::Chess, "medium"),
        tally(1, 2, 0)
    );
}

#[test]
fn bad_statistics_files_give_defaults_a_backup_and_a_line() {
    let cases = [
        ("", "the file is empty"),
        ("version = 1\n[games.chess.medium]\nwon 3\n", "line 3: "),
        (
            "version = 1\n[games.chess.medium]\nwon = 3\nlost = \"x\"\n",
            "line 4: ",
        ),
        ("version = 1\n[games.chess.med", "line 2: "),
    ];
    for (content, problem) in cases {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("stats.toml");
        fs::write(&path, content).unwrap();
        let loaded = Stats::load(&path);
        let Loaded::Recovered(stats, warning) = &loaded else {
            panic!("{content:?} gave {loaded:?}");
        };
        assert_eq!(stats, &Stats::default());
        let line = warning.to_string();
        assert!(
            line.starts_with(&format!("stats.toml could not be read ({problem}")),
            "{line}"
        );
        assert!(line.ends_with("the old file is kept as stats.toml.bak"));
        assert_eq!(
            fs::read_to_string(dir.path().join("stats.toml.bak")).unwrap(),
            content
        );
        assert!(!path.exists());
    }
}

#[test]
fn newer_statistics_are_refused_and_never_saved_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("stats.toml");
    let content = "version = 2\n[games.chess.medium]\nwon = 3\nelo = 1500\n";
    fs::write(&path, content).unwrap();
    let loaded = Stats::load(&path);
    assert!(!loaded.may_overwrite());
    assert!(matches!(
        loaded.warning(),
        Some(Warning::Newer {
            found: 2,
            known: 1,
            ..
        })
    ));
    assert_eq!(loaded.value(), &Stats::default());
    let mut stats = loaded.into_value();
    stats.record(GameId::Chess, "medium", GameResult::Won);
    assert!(matches!(
        stats.save(&path),
        Err(WriteError::Newer { found: 2, .. })
    ));
    assert_eq!(fs::read_to_string(&path).unwrap(), content);
    assert!(!dir.path().join("stats.toml.bak").exists());
}
