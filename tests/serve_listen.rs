//! `tabuleiro serve` before a session starts: connections still logging
//! in are capped in all and per address and closed after the login
//! grace, stopping closes them too, and every channel request the server
//! does not serve is answered with a failure at once.

use crate::serve_support;

use std::net::SocketAddr;
use std::time::Duration;

use russh::ChannelMsg;
use serve_support::*;
use tabuleiro::serve::Options;
use tabuleiro::serve::limits::Limits;
use tokio::io::AsyncReadExt;
use tokio::net::{TcpSocket, TcpStream};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_the_login_caps_are_closed_before_a_word() {
    let data = data_dir();
    let options = Options {
        max_startups: 3,
        max_startups_per_address: 2,
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let address = server.listening.address;
    let here = [127, 0, 0, 1];
    let there = [127, 0, 0, 2];
    let first = greeted(address, here).await;
    let _second = greeted(address, here).await;
    assert_closed_at_once(address, here).await;
    let _third = greeted(address, there).await;
    // Refusals are logged at most once a second: tried until the second
    // kind is logged, each try closed at once.
    let logged = tokio::time::timeout(PATIENCE, async {
        loop {
            assert_closed_at_once(address, there).await;
            if server.log().contains("too many connections logging in (3)") {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    assert!(logged.is_ok(), "{}", server.log());
    let log = server.log();
    assert!(
        log.contains("too many connections logging in from your address (2)"),
        "{log}"
    );
    assert!(log.contains("too many connections logging in (3)"), "{log}");
    // One that goes away makes room for the next.
    drop(first);
    let waited = tokio::time::timeout(PATIENCE, async {
        while !is_greeted(address, there).await {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "{}", server.log());
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitor_in_a_session_no_longer_counts_as_logging_in() {
    let data = data_dir();
    let options = Options {
        max_startups: 1,
        max_startups_per_address: 1,
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let first = menu_terminal(&server, "ana", 1).await;
    let second = menu_terminal(&server, "ana", 1).await;
    second.send(b"\x1b[B").await;
    second.shows("› New game").await;
    drop(first);
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_without_a_session_is_closed_after_the_login_grace() {
    let data = data_dir();
    let options = Options {
        login_grace: Duration::from_millis(300),
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let address = server.listening.address;
    // Silent after the server's banner; a banner without its line end;
    // logged in without a channel; a channel without a shell.
    let mut silent = greeted(address, [127, 0, 0, 1]).await;
    let mut unfinished = greeted(address, [127, 0, 0, 1]).await;
    tokio::io::AsyncWriteExt::write_all(&mut unfinished, b"SSH-2.0-never-ends")
        .await
        .expect("written");
    let logged_in = login(&server, "bo", 2).await;
    let with_channel = login(&server, "cy", 3).await;
    let _channel = with_channel
        .handle
        .channel_open_session()
        .await
        .expect("a channel");
    for socket in [&mut silent, &mut unfinished] {
        assert_eq!(read_until_closed(socket).await, 0, "closed, nothing more");
    }
    for connected in [&logged_in, &with_channel] {
        let waited = tokio::time::timeout(PATIENCE, async {
            while !connected.handle.is_closed() {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await;
        assert!(waited.is_ok(), "still open:\n{}", server.log());
    }
    let log = server.log();
    assert!(
        log.contains("no session within the login grace (0.3s)"),
        "{log}"
    );
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_outlasts_the_login_grace() {
    let data = data_dir();
    let options = Options {
        login_grace: Duration::from_secs(2),
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let terminal = menu_terminal(&server, "dee", 4).await;
    // A connection made after the session's is closed at the end of its
    // own grace: the session's grace is over by then.
    let mut later = greeted(server.listening.address, [127, 0, 0, 1]).await;
    assert_eq!(
        read_until_closed(&mut later).await,
        0,
        "closed, nothing more"
    );
    terminal.send(b"\x1b[B").await;
    terminal.shows("› New game").await;
    let log = server.log();
    assert_eq!(
        log.matches("login grace").count(),
        1,
        "the later one's:\n{log}"
    );
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_closes_connections_still_logging_in() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let mut silent = greeted(server.listening.address, [127, 0, 0, 1]).await;
    let logged_in = login(&server, "eve", 5).await;
    let stopped = tokio::time::timeout(PATIENCE, server.listening.stop()).await;
    assert!(stopped.is_ok(), "stop waited on a connection logging in");
    assert_eq!(read_until_closed(&mut silent).await, 0);
    let waited = tokio::time::timeout(PATIENCE, async {
        while !logged_in.handle.is_closed() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "the logged-in connection is still open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_channel_request_not_served_is_answered_with_a_failure() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let connected = login(&server, "fay", 6).await;
    let mut channel = connected
        .handle
        .channel_open_session()
        .await
        .expect("a channel");
    channel
        .request_x11(true, false, "MIT-MAGIC-COOKIE-1", "00", 0)
        .await
        .expect("sent");
    assert_eq!(answer(&mut channel).await, "failure", "x11-req");
    channel.agent_forward(true).await.expect("sent");
    assert_eq!(answer(&mut channel).await, "failure", "auth-agent-req");
    channel
        .set_env(true, "LD_PRELOAD", "/x.so")
        .await
        .expect("sent");
    assert_eq!(answer(&mut channel).await, "failure", "env LD_PRELOAD");
    channel.set_env(true, "NO_COLOR", "1").await.expect("sent");
    assert_eq!(answer(&mut channel).await, "success", "env NO_COLOR");
    channel.request_subsystem(true, "sftp").await.expect("sent");
    assert_eq!(answer(&mut channel).await, "failure", "subsystem");
    server.listening.stop().await;
}

/// The next answer to a channel request: "success" or "failure".
async fn answer(channel: &mut russh::Channel<russh::client::Msg>) -> &'static str {
    let answered = tokio::time::timeout(PATIENCE, async {
        loop {
            match channel.wait().await {
                Some(ChannelMsg::Success) => return "success",
                Some(ChannelMsg::Failure) => return "failure",
                Some(_) => {}
                None => return "closed",
            }
        }
    })
    .await;
    answered.unwrap_or("no answer")
}

/// A plain TCP connection from `from` (an address of the loopback
/// network), or an error.
async fn dial(address: SocketAddr, from: [u8; 4]) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::from((from, 0)))?;
    socket.connect(address).await
}

/// Whether a connection from `from` gets the server's SSH banner.
async fn is_greeted(address: SocketAddr, from: [u8; 4]) -> bool {
    let Ok(mut socket) = dial(address, from).await else {
        return false;
    };
    banner(&mut socket).await.starts_with("SSH-")
}

/// A connection from `from` that got the server's banner (and stays).
async fn greeted(address: SocketAddr, from: [u8; 4]) -> TcpStream {
    let mut socket = dial(address, from).await.expect("a connection");
    let banner = banner(&mut socket).await;
    assert!(banner.starts_with("SSH-2.0-"), "{banner:?}");
    socket
}

/// The server's banner line, or what came before the connection ended.
async fn banner(socket: &mut TcpStream) -> String {
    let mut line = Vec::new();
    let read = tokio::time::timeout(PATIENCE, async {
        while !line.ends_with(b"\n") {
            match socket.read_u8().await {
                Ok(byte) => line.push(byte),
                Err(_) => break,
            }
        }
    })
    .await;
    assert!(read.is_ok(), "neither a banner nor closed");
    String::from_utf8_lossy(&line).into_owned()
}

/// Asserts a connection from `from` is closed without a byte.
async fn assert_closed_at_once(address: SocketAddr, from: [u8; 4]) {
    let mut socket = dial(address, from).await.expect("a connection");
    assert_eq!(read_until_closed(&mut socket).await, 0, "not a byte");
}

/// Reads until the server closes the connection: the bytes read.
async fn read_until_closed(socket: &mut TcpStream) -> usize {
    let mut all = Vec::new();
    let read = tokio::time::timeout(PATIENCE, socket.read_to_end(&mut all)).await;
    let closed = matches!(read, Ok(Ok(_)) | Ok(Err(_)));
    assert!(closed, "never closed");
    all.len()
}
