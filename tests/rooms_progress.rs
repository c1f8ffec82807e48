//! Learning progress over SSH: the rooms keep it per key in the store,
//! with the puzzles' own ratings, across a restart.

use std::sync::Arc;
use std::time::Instant;

use tabuleiro::learn::progress::Progress;
use tabuleiro::rating::Rating;
use tabuleiro::rooms::{RoomOutcome, RoomRequest, Rooms, Visitor};
use tabuleiro::store::{FaultyStore, MemoryStore, Store};

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

fn restored(store: &MemoryStore) -> Rooms {
    let log = Arc::new(|_: &str| {});
    Rooms::restore(10, log, Box::new(store.clone()), Instant::now()).expect("restored")
}

/// The visitor's progress and the puzzles' ratings as the rooms answer.
fn heard(rooms: &Rooms, who: &Visitor) -> (Progress, Vec<(String, Rating)>) {
    match rooms.carry_out(who, RoomRequest::Progress, Instant::now()) {
        RoomOutcome::Progress {
            progress,
            puzzle_ratings,
        } => {
            let mut ratings: Vec<_> = puzzle_ratings.into_iter().collect();
            ratings.sort_by(|a, b| a.0.cmp(&b.0));
            (*progress, ratings)
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn progress_is_kept_per_key_with_the_puzzles_rating_across_a_restart() {
    let store = MemoryStore::default();
    let rooms = restored(&store);
    let ana = visitor(1, "ana");
    assert_eq!(heard(&rooms, &ana), (Progress::default(), Vec::new()));
    let mut progress = Progress::default();
    progress.lesson_done("chess/fork");
    let puzzle = progress.rated_attempt("chess/a1", Rating::default(), true);
    let save = RoomRequest::SaveProgress {
        progress: Box::new(progress.clone()),
        puzzle: Some(("chess/a1".to_string(), puzzle)),
    };
    let outcome = rooms.carry_out(&ana, save, Instant::now());
    assert!(matches!(outcome, RoomOutcome::ProgressSaved), "{outcome:?}");
    let moved = vec![("chess/a1".to_string(), puzzle)];
    assert_eq!(heard(&rooms, &ana), (progress.clone(), moved.clone()));
    // Another key has its own progress and sees the puzzle's rating.
    assert_eq!(
        heard(&rooms, &visitor(2, "bo")),
        (Progress::default(), moved.clone())
    );
    drop(rooms);
    let rooms = restored(&store);
    assert_eq!(heard(&rooms, &visitor(3, "ana")), (progress, moved));
}

#[test]
fn progress_not_kept_is_refused_and_the_puzzles_rating_stays() {
    let memory = MemoryStore::default();
    let (store, faults) = FaultyStore::new(Box::new(memory.clone()));
    let log = Arc::new(|_: &str| {});
    let store: Box<dyn Store> = Box::new(store);
    let rooms = Rooms::restore(10, log, store, Instant::now()).expect("restored");
    let ana = visitor(1, "ana");
    faults.fail_writes(true);
    let mut progress = Progress::default();
    let puzzle = progress.rated_attempt("chess/a1", Rating::default(), false);
    let save = RoomRequest::SaveProgress {
        progress: Box::new(progress),
        puzzle: Some(("chess/a1".to_string(), puzzle)),
    };
    let outcome = rooms.carry_out(&ana, save, Instant::now());
    assert!(matches!(outcome, RoomOutcome::Refused(_)), "{outcome:?}");
    faults.fail_writes(false);
    assert_eq!(heard(&rooms, &ana), (Progress::default(), Vec::new()));
}
