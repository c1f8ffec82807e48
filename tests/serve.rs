//! `tabuleiro serve` driven by an in-process SSH client (russh's) on a
//! loopback port: what each client's screen shows is read with the vt100
//! terminal emulator.

use crate::serve_support;

use std::sync::Arc;
use std::time::Duration;

use russh::keys::PrivateKeyWithHashAlg;
use serve_support::*;
use tabuleiro::serve::Options;
use tabuleiro::serve::limits::Limits;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pty_gets_the_menu_redrawn_at_every_size_keys_move_and_quit_ends_with_status_0() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let terminal = menu_terminal(&server, "ana", 1).await;
    assert!(terminal.screen.lock().unwrap().screen().alternate_screen());
    terminal.resize(60, 20).await;
    terminal.shows("↑↓ choose").await;
    let narrow = terminal.text();
    assert!(
        narrow.lines().all(|line| line.chars().count() <= 60),
        "{narrow}"
    );
    terminal.send(b"\x1b[B").await;
    terminal.shows("› New game").await;
    terminal.send(b"\x1b[A").await;
    terminal.shows("› Lobby").await;
    terminal.send(b"q").await;
    assert_eq!(terminal.closed().await, Some(0));
    assert!(
        !terminal.screen.lock().unwrap().screen().alternate_screen(),
        "the screen is given back"
    );
    let log = server.log();
    assert!(log.contains("connect session 1 from 127.0.0.1:"), "{log}");
    assert!(log.contains(" \"ana\" SHA256:"), "{log}");
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_pty_or_with_a_command_a_client_gets_one_line_and_is_closed() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let shell = Terminal::open(login(&server, "bo", 2).await, (0, 0), None, true).await;
    assert_eq!(shell.closed().await, Some(1));
    let port = server.listening.address.port();
    let way_in = format!("`ssh -t -p {port} 127.0.0.1`");
    assert!(shell.text().contains(&way_in), "{}", shell.text());
    let exec = Terminal::open(
        login(&server, "bo", 2).await,
        (80, 24),
        Some("cat /etc/passwd"),
        true,
    )
    .await;
    assert_eq!(exec.closed().await, Some(1));
    assert!(
        exec.text().contains("nothing runs here but `join <room>`")
            && exec.text().contains(&way_in),
        "{}",
        exec.text()
    );
    let join = Terminal::open(
        login(&server, "bo", 2).await,
        (80, 24),
        Some("join room7"),
        true,
    )
    .await;
    join.shows("There is no room \"room7\".").await;
    assert!(server.log().contains("join room7"), "{}", server.log());
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_listed_keys_get_in_and_passwords_never_do() {
    let data = data_dir();
    let listed = data.path().join("authorized_keys");
    let line = key(3).public_key().to_openssh().unwrap();
    std::fs::write(&listed, format!("# friends\nno-pty {line} cy@home\n")).unwrap();
    let options = Options {
        authorized_keys: Some(listed),
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let mut stranger = connect(&server, 1 << 20).await;
    let refused = stranger
        .handle
        .authenticate_publickey("dee", PrivateKeyWithHashAlg::new(Arc::new(key(4)), None))
        .await
        .expect("an answer");
    assert!(!refused.success());
    // A name made to forge a log field or reverse the line's text.
    let forger = "x from 10.9.8.7\u{202e}\"";
    let password = stranger
        .handle
        .authenticate_password(forger, "hunter2")
        .await
        .expect("an answer");
    assert!(!password.success());
    let friend = menu_terminal(&server, "cy", 3).await;
    assert!(friend.text().contains("New game"));
    let log = server.log();
    assert!(log.contains("not authorized"), "{log}");
    assert!(
        log.contains(r#" "x from 10.9.8.7\u{202e}\"": password login is not offered"#),
        "{log}"
    );
    assert!(!log.contains('\u{202e}'), "{log}");
    assert!(!log.contains(&line), "no key material in the log: {log}");
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn garbage_and_a_megabyte_of_input_leave_the_session_answering() {
    let data = data_dir();
    // A cap that reads the megabyte in about a second: this is about what
    // the input does to the session, not about the cap (tests/serve_input.rs).
    let limits = Limits {
        input_bytes_per_second: 1 << 20,
        ..Limits::default()
    };
    let server = Server::start(data.path(), Options::default(), limits).await;
    let terminal = menu_terminal(&server, "eve", 5).await;
    // Broken escape sequences, stray bytes and invalid UTF-8: no key the
    // app takes (a stray `q` would rightly quit). Sent in reads of whole
    // patterns: a sequence cut at the edge of a read leaves a lone ESC,
    // which is the Esc key (and leaves the menu for the lobby).
    let pattern = b"\x1b[99;99;99Z\x1bO\x1b[<0;0\x1b[999999999999M\xc3\x28\xfe\xff\x80";
    let chunk = pattern.repeat(64);
    for _ in 0..(64 * 1024) / chunk.len() + 1 {
        terminal.send(&chunk).await;
    }
    let megabyte: Vec<u8> = (0x80..=0xffu8).cycle().take(1 << 20).collect();
    terminal.send(&megabyte).await;
    terminal.send(b"\x1b[B").await;
    terminal.shows("› New game").await;
    terminal.send(b"\x1b[200~pasted\x1b[201~\x1b[A").await;
    terminal.shows("› Lobby").await;
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_past_the_limits_are_refused_with_a_line() {
    let data = data_dir();
    let options = Options {
        max_sessions: 2,
        max_per_address: 1,
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let first = menu_terminal(&server, "fay", 6).await;
    let second = Terminal::open(login(&server, "fay", 6).await, (80, 24), None, true).await;
    assert_eq!(second.closed().await, Some(1));
    assert!(
        second
            .text()
            .contains("too many sessions from your address"),
        "{}",
        second.text()
    );
    drop(first);
    server.listening.stop().await;

    let data = data_dir();
    let options = Options {
        max_sessions: 1,
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let _first = menu_terminal(&server, "gus", 7).await;
    let second = Terminal::open(login(&server, "gus", 7).await, (80, 24), None, true).await;
    assert_eq!(second.closed().await, Some(1));
    assert!(
        second.text().contains("the server is full"),
        "{}",
        second.text()
    );
    assert!(
        server.log().contains("refused 127.0.0.1"),
        "{}",
        server.log()
    );
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_session_is_told_and_closed() {
    let data = data_dir();
    let limits = Limits {
        idle: Duration::from_secs(1),
        ..Limits::default()
    };
    let server = Server::start(data.path(), Options::default(), limits).await;
    let terminal = Terminal::open(login(&server, "hal", 8).await, (80, 24), None, true).await;
    assert_eq!(terminal.closed().await, Some(0));
    terminal.shows("closed after 1s without input").await;
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_does_not_hold_up_another_and_is_redrawn_when_it_reads() {
    let data = data_dir();
    let limits = Limits {
        output_cap: 16 * 1024,
        ..Limits::default()
    };
    let server = Server::start(data.path(), Options::default(), limits).await;
    // A small window: the server can send it little before it must wait.
    let stalled = stalled_terminal(&server, "ivy", 9).await;
    stalled.resize(120, 40).await;
    let other = menu_terminal(&server, "jon", 10).await;
    other.send(b"\x1b[B").await;
    other.shows("› New game").await;
    other.send(b"\x1b[A").await;
    other.shows("› Lobby").await;
    let mut stalled = stalled;
    stalled.read();
    stalled.shows("How to play").await;
    stalled.shows("esc back").await;
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_key_is_made_once_private_and_reused() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let first = login(&server, "kim", 11)
        .await
        .seen_key
        .lock()
        .unwrap()
        .clone();
    server.listening.stop().await;
    let file = data.path().join("host_key");
    let written = std::fs::read(&file).expect("a host key file");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let second = login(&server, "kim", 11)
        .await
        .seen_key
        .lock()
        .unwrap()
        .clone();
    assert!(first.is_some());
    assert_eq!(first, second);
    assert_eq!(std::fs::read(&file).unwrap(), written);
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_client_that_goes_away_frees_its_seat() {
    let data = data_dir();
    let options = Options {
        max_per_address: 1,
        ..Options::default()
    };
    let limits = Limits {
        output_cap: 16 * 1024,
        ..Limits::default()
    };
    let server = Server::start(data.path(), options, limits).await;
    let stalled = stalled_terminal(&server, "lea", 12).await;
    drop(stalled);
    let waited = tokio::time::timeout(PATIENCE, async {
        while !server.log().contains("disconnect session 1") {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "{}", server.log());
    // Its seat is free again once its output task is gone too.
    let waited = tokio::time::timeout(PATIENCE, async {
        loop {
            let next = Terminal::open(login(&server, "lea", 12).await, (80, 24), None, true).await;
            tokio::time::sleep(Duration::from_millis(200)).await;
            if next.text().contains("You: lea") {
                return;
            }
        }
    })
    .await;
    assert!(waited.is_ok(), "{}", server.log());
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_on_two_connections_play_a_watcher_sees_it_and_a_dropped_player_gets_the_seat_back()
 {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let ana = lobby_terminal(&server, "ana", 1).await;
    ana.shows("No rooms yet").await;
    // A chess room, Human vs Human: the other seat is open for a person.
    ana.send(b"n").await;
    ana.shows("New room").await;
    ana.send(b"\x1b[B\x1b[D\r").await;
    ana.shows("(open seat)").await;

    let ben = lobby_terminal(&server, "ben", 2).await;
    ben.shows("ana – (open seat)").await;
    ben.send(b"\r").await;
    ana.shows("Black  ben").await;
    // Ben plays Black: his board is turned, rank 1 at the top.
    ben.shows("Chat").await;
    let rows: Vec<String> = ben.text().lines().map(str::to_string).collect();
    let top = rows.iter().position(|r| r.trim_start().starts_with('1'));
    let bottom = rows.iter().position(|r| r.trim_start().starts_with('8'));
    assert!(top < bottom, "{}", ben.text());

    let cy = lobby_terminal(&server, "cy", 3).await;
    cy.shows("ana – ben").await;
    cy.send(b"w").await;
    cy.shows("Chat").await;

    ana.send(b":e2e4\r").await;
    for screen in [&ana, &ben, &cy] {
        screen.shows("1. e4").await;
    }
    // Nobody moves for someone else. Each refusal is seen before Black
    // moves, or White's move could come after it and be rightly played.
    cy.send(b":e7e5\r").await;
    cy.shows("You are watching").await;
    ana.send(b":d2d4\r").await;
    ana.shows("It is ben's move.").await;
    ben.send(b":e7e5\r").await;
    for screen in [&ana, &ben, &cy] {
        screen.shows("e4       e5").await;
        assert!(!screen.text().contains("d4"), "{}", screen.text());
    }

    cy.send(b"chello both\r").await;
    for screen in [&ana, &ben, &cy] {
        screen.shows("cy: hello both").await;
    }

    // Ben's connection drops; his seat waits, and his key gets it back.
    drop(ben);
    ana.shows("ben (away ").await;
    let back = Terminal::open(
        login(&server, "ben", 2).await,
        (100, 30),
        Some("join r1"),
        true,
    )
    .await;
    back.shows("e4       e5").await;
    ana.shows("Black  ben").await;
    ana.send(b":g1f3\r").await;
    back.shows("2. Nf3").await;
    back.send(b":b8c6\r").await;
    for screen in [&ana, &back, &cy] {
        screen.shows("Nf3      Nc6").await;
    }
    let log = server.log();
    assert!(log.contains("room r1 created"), "{log}");
    server.listening.stop().await;
}
