//! The background worker and the search's limits, on the real games.

use std::sync::mpsc;
use std::sync::{Arc, atomic::AtomicBool, atomic::Ordering};
use std::thread;
use std::time::{Duration, Instant};

use tabuleiro::ai::eval::Evaluate;
use tabuleiro::ai::search::Searcher;
use tabuleiro::ai::tt::Table;
use tabuleiro::ai::{Bot, Level, Limits, Report, Request, Task, Worker, player, protocol};
use tabuleiro::games::chess::{Chess, Massacre, RacingKings};
use tabuleiro::games::hasami::Hasami;
use tabuleiro::games::martian::Martian;
use tabuleiro::games::{AnyGame, Game, GameId, Options, Record};

/// Whether a search with no limit of its own returns once the stop flag
/// is raised, with a move. Only the flag can end it; the wait for it is
/// generous so that a loaded machine cannot fail the test.
fn stops_on_the_flag<G: Evaluate>() -> bool {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let (done, returned) = mpsc::channel();
    let (iterated, searching) = mpsc::channel();
    thread::spawn(move || {
        let mut table = Table::new(4);
        let game = G::start(&Options::default());
        let mut searcher = Searcher::new(&mut table, &flag, Limits::default(), Vec::new());
        let found = searcher.run(&game, None, |_| {
            let _ = iterated.send(());
        });
        let _ = done.send(found.is_some());
    });
    // Raised once an iteration is done: the search is under way.
    let under_way = searching.recv_timeout(Duration::from_secs(60)).is_ok();
    stop.store(true, Ordering::Relaxed);
    under_way && returned.recv_timeout(Duration::from_secs(60)) == Ok(true)
}

#[test]
fn every_search_ends_with_a_move_when_the_flag_is_raised() {
    assert!(stops_on_the_flag::<Chess>());
    assert!(stops_on_the_flag::<RacingKings>());
    assert!(stops_on_the_flag::<Massacre>());
    assert!(stops_on_the_flag::<Martian>());
    assert!(stops_on_the_flag::<Hasami>());
}

#[test]
fn a_fixed_seed_and_depth_give_the_same_move() {
    let record = Record::new(Chess::start(&Options::default()));
    let stop = AtomicBool::new(false);
    let limits = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    for bot in [Bot::Engine(Level::Easy), Bot::Engine(Level::Master)] {
        let run = || {
            player::choose(&record, bot, limits, 42, &stop, |_| {})
                .map(|(mv, found)| (mv, found.map(|f| (f.nodes, f.pv))))
        };
        assert_eq!(run(), run(), "{bot}");
    }
}

#[test]
fn a_movetime_is_kept() {
    let record = Record::new(Martian::start(&Options::default()));
    let stop = AtomicBool::new(false);
    let limits = Limits {
        movetime: Some(Duration::from_millis(150)),
        ..Limits::default()
    };
    let started = Instant::now();
    let chosen = player::choose(
        &record,
        Bot::Engine(Level::Master),
        limits,
        1,
        &stop,
        |_| {},
    );
    let spent = started.elapsed();
    assert!(chosen.is_some());
    // It uses its time and then stops: with no limit it would search on
    // for ever. The upper bound is generous, for a loaded machine.
    assert!(spent >= Duration::from_millis(100) && spent < Duration::from_secs(30));
}

fn request(ticket: u64, game: AnyGame, bot: Bot, task: Task, movetime: u64) -> Request {
    Request {
        ticket,
        game,
        bot,
        task,
        limits: Limits {
            movetime: Some(Duration::from_millis(movetime)),
            ..Limits::default()
        },
        seed: 1,
    }
}

#[test]
fn the_worker_reports_progress_then_a_legal_move() {
    let (tx, rx) = mpsc::channel();
    let mut worker = Worker::spawn(move |report| {
        let _ = tx.send(report);
    });
    let game = AnyGame::new(GameId::Hasami, &Options::default());
    let legal = game.legal_moves();
    worker.submit(request(
        7,
        game,
        Bot::Engine(Level::Master),
        Task::Move,
        200,
    ));
    let mut progress = 0;
    loop {
        match rx.recv_timeout(Duration::from_secs(5)).expect("a report") {
            Report::Progress { ticket, info } => {
                assert_eq!(ticket, 7);
                assert!(!info.pv.is_empty());
                progress += 1;
            }
            Report::Done { ticket, mv, info } => {
                assert_eq!(ticket, 7);
                assert!(legal.contains(&mv), "{mv}");
                assert!(info.is_some());
                break;
            }
            Report::NoMove { .. } => panic!("the game is not over"),
            Report::Failed { reason, .. } => panic!("the worker never fails: {reason}"),
        }
    }
    assert!(progress > 0);
}

#[test]
fn a_cancelled_search_reports_nothing_and_the_next_one_answers() {
    let (tx, rx) = mpsc::channel();
    let mut worker = Worker::spawn(move |report| {
        let _ = tx.send(report);
    });
    let game = AnyGame::new(GameId::Chess, &Options::default());
    worker.submit(request(
        1,
        game.clone(),
        Bot::Engine(Level::Master),
        Task::Move,
        600_000,
    ));
    // Its first progress: the search is under way.
    let progress = rx.recv_timeout(Duration::from_secs(60)).expect("a report");
    assert!(
        matches!(progress, Report::Progress { ticket: 1, .. }),
        "{progress:?}"
    );
    worker.submit(request(2, game.clone(), Bot::Random, Task::Hint, 100));
    // The first search had ten minutes: the second answers only because
    // the first was cancelled, and the first never finishes.
    loop {
        let report = rx.recv_timeout(Duration::from_secs(60)).expect("a report");
        if let Report::Done { ticket, .. } = report {
            assert_eq!(ticket, 2);
            break;
        }
    }
    // The worker's one thread reports in order: once a third request is
    // answered, whatever the first might still have said has come.
    worker.submit(request(3, game, Bot::Random, Task::Hint, 100));
    let mut after = Vec::new();
    loop {
        let report = rx.recv_timeout(Duration::from_secs(60)).expect("a report");
        let answered = matches!(report, Report::Done { ticket: 3, .. });
        after.push(report);
        if answered {
            break;
        }
    }
    assert!(
        after.iter().all(|report| [2, 3].contains(&report.ticket())),
        "{after:?}"
    );
}

#[test]
fn a_finished_game_has_no_move() {
    let (tx, rx) = mpsc::channel();
    let mut worker = Worker::spawn(move |report| {
        let _ = tx.send(report);
    });
    let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    let game = AnyGame::from_position(GameId::Chess, mated, &Options::default()).expect("fen");
    worker.submit(request(3, game, Bot::Engine(Level::Hard), Task::Move, 100));
    let report = rx.recv_timeout(Duration::from_secs(5)).expect("a report");
    assert_eq!(report, Report::NoMove { ticket: 3 });
}

/// The nodes master searched for `ticket`'s request: chess after 1.e4,
/// to depth 6.
fn nodes_searched(worker: &mut Worker, reports: &mpsc::Receiver<Report>, ticket: u64) -> u64 {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    game.play_text("e2e4").expect("a legal move");
    worker.submit(Request {
        ticket,
        game,
        bot: Bot::Engine(Level::Master),
        task: Task::Move,
        limits: Limits {
            depth: Some(6),
            ..Limits::default()
        },
        seed: 1,
    });
    loop {
        match reports.recv_timeout(Duration::from_secs(60)) {
            Ok(Report::Done { info, .. }) => return info.expect("master searches").nodes,
            Ok(Report::Progress { .. }) => {}
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn the_worker_keeps_its_table_within_a_game_and_empties_it_for_the_next() {
    let (tx, rx) = mpsc::channel();
    let mut worker = Worker::spawn(move |report| {
        let _ = tx.send(report);
    });
    let first = nodes_searched(&mut worker, &rx, protocol::ticket(1, 1));
    let again = nodes_searched(&mut worker, &rx, protocol::ticket(1, 2));
    let next_game = nodes_searched(&mut worker, &rx, protocol::ticket(2, 1));
    assert!(again < first, "{again} should be fewer than {first}");
    assert_eq!(next_game, first);
}
