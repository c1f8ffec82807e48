//! Sessions hear of the rooms' changes over SSH: a visitor waiting in
//! the lobby sees rooms made and seats taken in others' sessions, while
//! moves reach the people in the room (the lobby's list has its own
//! version, which a move does not change).

use crate::serve_support;

use serve_support::*;
use tabuleiro::serve::Options;
use tabuleiro::serve::limits::Limits;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_sees_rooms_made_and_seats_taken_and_the_room_sees_moves() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let dee = lobby_terminal(&server, "dee", 4).await;
    dee.shows("No rooms yet").await;
    let ana = lobby_terminal(&server, "ana", 1).await;
    let ben = lobby_terminal(&server, "ben", 2).await;
    ana.send(b"n").await;
    ana.shows("New room").await;
    ana.send(b"\x1b[B\x1b[D\r").await;
    ana.shows("(open seat)").await;
    dee.shows("ana – (open seat)").await;
    ben.shows("ana – (open seat)").await;
    ben.send(b"\r").await;
    ana.shows("Black  ben").await;
    dee.shows("ana – ben").await;
    ana.send(b":e2e4\r").await;
    ben.shows("1. e4").await;
    ben.send(b":e7e5\r").await;
    ana.shows("e4       e5").await;
    assert!(dee.text().contains("ana – ben"), "{}", dee.text());
    server.listening.stop().await;
}
