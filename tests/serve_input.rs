//! What a visitor's input costs `tabuleiro serve`: a flood is read no
//! faster than the input cap, nor are the floods of several sessions
//! from one address together; a burst of keys or window changes costs a
//! frame or so (at most about 60 a second), and input dropped on a full
//! queue is said on the visitor's status line. Bounds hold over the time
//! each test measures, however slow the machine.

use crate::serve_support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use russh::ChannelMsg;
use serve_support::*;
use tabuleiro::app::settings::Settings;
use tabuleiro::app::text;
use tabuleiro::app::{App, Event};
use tabuleiro::i18n::Lang;
use tabuleiro::rooms::Visitor;
use tabuleiro::serve::Options;
use tabuleiro::serve::limits::Limits;

/// How a frame starts: each is one synchronized update.
const FRAME_START: &[u8] = b"\x1b[?2026h";
/// Frames a second, at most, per session.
const FRAMES_PER_SECOND: f64 = 60.0;

/// Reads what the server sends into the terminal's screen, counting the
/// frames.
fn count_frames(terminal: &mut Terminal) -> Arc<AtomicUsize> {
    let frames = Arc::new(AtomicUsize::new(0));
    let mut reader = terminal.reader.take().expect("an unread terminal");
    let (screen, counted) = (Arc::clone(&terminal.screen), Arc::clone(&frames));
    tokio::spawn(async move {
        // The end of the last chunk, for a marker cut in two.
        let mut tail = Vec::new();
        while let Some(message) = reader.wait().await {
            if let ChannelMsg::Data { data } = message {
                screen.lock().unwrap().process(&data);
                tail.extend_from_slice(&data);
                let found = tail
                    .windows(FRAME_START.len())
                    .filter(|w| *w == FRAME_START)
                    .count();
                counted.fetch_add(found, Ordering::Relaxed);
                let keep = tail.len().min(FRAME_START.len() - 1);
                tail.drain(..tail.len() - keep);
            }
        }
    });
    frames
}

/// A visitor at the menu whose frames are counted.
async fn counted_menu(server: &Server, user: &str, seed: u8) -> (Terminal, Arc<AtomicUsize>) {
    let mut terminal =
        Terminal::open(login(server, user, seed).await, (100, 30), None, false).await;
    let frames = count_frames(&mut terminal);
    terminal.shows(&format!("You: {user}")).await;
    terminal.send(b"m").await;
    terminal.shows("› Lobby").await;
    (terminal, frames)
}

/// Once the screen has settled: at most one frame drawn since `before`
/// per 1/60 s since `started`, and one more for the start.
async fn assert_frames_paced(frames: &AtomicUsize, before: usize, started: Instant, what: &str) {
    tokio::time::sleep(Duration::from_millis(100)).await;
    let drawn = frames.load(Ordering::Relaxed) - before;
    let elapsed = started.elapsed();
    let bound = 2 + (elapsed.as_secs_f64() * FRAMES_PER_SECOND) as usize;
    assert!(drawn <= bound, "{drawn} frames in {elapsed:?} for {what}");
}

/// Sends bytes no key is made of as fast as the server lets them in (a
/// send completes only as the server's SSH window allows) until `flood`
/// has passed since `started`: how many were taken.
async fn flood(terminal: &Terminal, started: Instant, flood: Duration) -> usize {
    let chunk = vec![0xffu8; 256];
    let mut sent = 0;
    while let Some(left) = flood.checked_sub(started.elapsed()) {
        if let Ok(result) = tokio::time::timeout(left, terminal.writer.data(&chunk[..])).await {
            result.expect("sent");
            sent += chunk.len();
        }
    }
    sent
}

/// What `sessions` flooding one address may have had taken in `elapsed`
/// at `cap`: what each client may have in flight (one window, as much as
/// the cap reads in a second), plus one burst, plus the cap over the
/// time.
fn flood_bound(cap: usize, sessions: usize, elapsed: Duration) -> usize {
    sessions * cap + cap + (cap as f64 * elapsed.as_secs_f64()) as usize
}

/// A server whose input cap is `cap` bytes a second.
async fn capped_server(data: &std::path::Path, cap: usize) -> Server {
    let limits = Limits {
        input_bytes_per_second: cap,
        ..Limits::default()
    };
    Server::start(data, Options::default(), limits).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_read_no_faster_than_the_input_cap() {
    let data = data_dir();
    let cap = 4096;
    let server = capped_server(data.path(), cap).await;
    let terminal = menu_terminal(&server, "flo", 1).await;
    let started = Instant::now();
    let sent = flood(&terminal, started, Duration::from_secs(3)).await;
    let elapsed = started.elapsed();
    let bound = flood_bound(cap, 1, elapsed);
    assert!(
        sent <= bound,
        "{sent} bytes taken in {elapsed:?}, more than {bound}"
    );
    assert!(sent >= cap, "only {sent} bytes taken in {elapsed:?}");
    // Held back, not dropped on the floor: the session still answers.
    terminal.send(b"\x1b[B").await;
    terminal.shows("› New game").await;
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_flooding_from_one_address_share_its_input_cap() {
    let data = data_dir();
    let cap = 4096;
    let server = capped_server(data.path(), cap).await;
    // Both from 127.0.0.1.
    let first = menu_terminal(&server, "flo", 1).await;
    let second = menu_terminal(&server, "fen", 2).await;
    let started = Instant::now();
    let span = Duration::from_secs(3);
    let (one, two) = tokio::join!(flood(&first, started, span), flood(&second, started, span));
    let elapsed = started.elapsed();
    // Without the address's cap, each alone would be let in about as
    // much as this bound for both.
    let bound = flood_bound(cap, 2, elapsed);
    assert!(
        one + two <= bound,
        "{one} + {two} bytes taken in {elapsed:?}, more than {bound}"
    );
    assert!(one + two >= cap, "only {one} + {two} bytes taken");
    for terminal in [&first, &second] {
        terminal.send(b"\x1b[B").await;
        terminal.shows("› New game").await;
    }
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_keys_costs_a_frame_not_one_each_and_its_last_state_is_drawn() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let (terminal, frames) = counted_menu(&server, "kit", 2).await;
    let before = frames.load(Ordering::Relaxed);
    let started = Instant::now();
    // 601 moves of the menu's cursor in one packet; the last one counts.
    let mut burst = b"\x1b[B\x1b[A".repeat(300);
    burst.extend(b"\x1b[B");
    terminal.send(&burst).await;
    terminal.shows("› New game").await;
    assert_frames_paced(&frames, before, started, "one burst").await;
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_of_window_changes_costs_a_frame_or_so_and_ends_at_the_last_size() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let (terminal, frames) = counted_menu(&server, "rex", 3).await;
    let before = frames.load(Ordering::Relaxed);
    let started = Instant::now();
    for round in 0..300u16 {
        terminal.resize(100 + round % 2, 30).await;
    }
    terminal.resize(60, 20).await;
    terminal.send(b"\x1b[B").await;
    terminal.shows("› New game").await;
    assert_frames_paced(&frames, before, started, "301 window changes").await;
    let text = terminal.text();
    assert!(
        text.lines().all(|line| line.chars().count() <= 60),
        "{text}"
    );
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn keys_past_a_full_queue_are_said_on_the_line_under_the_board() {
    let data = data_dir();
    let limits = Limits {
        input_queue: 1,
        ..Limits::default()
    };
    let server = Server::start(data.path(), Options::default(), limits).await;
    let terminal = lobby_terminal(&server, "ada", 4).await;
    // A room against a person: its game screen opens.
    terminal.send(b"n").await;
    terminal.shows("New room").await;
    // One key at a time: the queue holds one.
    for key in [&b"\x1b[B"[..], b"\x1b[D", b"\r"] {
        tokio::time::sleep(Duration::from_millis(200)).await;
        terminal.send(key).await;
    }
    terminal.shows("(open seat)").await;
    assert!(
        !terminal
            .text()
            .contains(Lang::English.plain(text::INPUT_DROPPED)),
        "{}",
        server.log()
    );
    // Cursor moves, far more in one packet than a queue of one holds.
    terminal.send(&b"\x1b[C\x1b[D".repeat(200)).await;
    terminal
        .shows(Lang::English.plain(text::INPUT_DROPPED))
        .await;
    server.listening.stop().await;
}

#[test]
fn dropped_input_is_said_on_the_lobby_line() {
    let visitor = Visitor {
        session: 1,
        name: "ada".to_string(),
        key: "SHA256:key-of-ada".to_string(),
    };
    let (mut app, _) = App::visit(Settings::default(), 1, visitor, None);
    assert_eq!(app.lobby().and_then(|l| l.message()), None);
    app.handle_at(Event::InputDropped, Instant::now());
    assert_eq!(
        app.lobby().and_then(|l| l.message()),
        Some(Lang::English.plain(text::INPUT_DROPPED))
    );
}
