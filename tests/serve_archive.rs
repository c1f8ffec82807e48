//! A finished room game opened again from a profile over SSH, as a
//! visitor would: two players finish rated games on the clock, one opens
//! the other's profile, moves the cursor to a game, and Enter shows it in
//! Review with its evaluation graph; Esc comes back to the profile. The
//! game's PGN, from the database, is dated the day it ended.

use crate::serve_support;

use std::time::{SystemTime, UNIX_EPOCH};

use serve_support::*;
use tabuleiro::games::pgn;
use tabuleiro::serve::Options;
use tabuleiro::serve::limits::Limits;
use tabuleiro::store::{FILE_NAME, SqliteStore, Store};

/// The room form as it opens: down to the mode, Human vs Human, down to
/// the clock, its first (1+0, rated), open.
const RATED_ROOM: &[u8] = b"n\x1b[B\x1b[D\x1b[B\x1b[B\x1b[B\x1b[C\r";

/// The rows of the evaluation graph: those starting with its blocks.
fn graph_rows(screen: &str) -> usize {
    screen
        .lines()
        .filter(|line| {
            line.trim_start()
                .starts_with(['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'])
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_opens_from_the_other_players_profile_in_review_with_its_graph() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let ana = lobby_terminal(&server, "ana", 1).await;
    let ben = lobby_terminal(&server, "ben", 2).await;
    ana.send(RATED_ROOM).await;
    ana.shows("(open seat)").await;
    ben.shows("ana 1500? – (open seat)").await;
    ben.send(b"\r").await;
    ana.shows("ben 1500?").await;
    // The fool's mate: ben wins the first game.
    for (who, mv, seen) in [
        (&ana, "f2f3", "1. f3"),
        (&ben, "e7e5", "e5"),
        (&ana, "g2g4", "2. g4"),
        (&ben, "d8h4", "0-1"),
    ] {
        who.send(format!(":{mv}\r").as_bytes()).await;
        ana.shows(seen).await;
        ben.shows(seen).await;
    }
    // The rematch, colours swapped: ben opens with e4, ana answers (a
    // resignation before each side moved would abort) and resigns.
    ana.send(b"a").await;
    ben.shows("ana offers a rematch").await;
    ben.send(b"y").await;
    ben.shows("White      1:00  ben").await;
    ben.send(b":e2e4\r").await;
    ana.shows("1. e4").await;
    ana.send(b":e7e5\r").await;
    ben.shows("e5").await;
    ana.send(b"R").await;
    ana.shows("resigns?").await;
    ana.send(b"y").await;
    ben.shows("1-0").await;

    // Ben opens a room of his own, so the cursor in ana's lobby can be
    // on a room that is not hers: `p` there is ben's profile.
    ben.send(b"q").await;
    ben.shows("You: ben").await;
    ben.send(b"n\x1b[B\x1b[D\r").await;
    ben.shows("(open seat)").await;
    ana.send(b"q").await;
    ana.shows("ben – (open seat)").await;
    ana.send(b"\x1b[B").await;
    ana.send(b"p\r").await;
    ana.shows("ben · profile").await;
    let profile = ana.text();
    let chess = profile
        .lines()
        .find(|line| line.contains("Chess") && line.contains("live"))
        .unwrap_or_else(|| panic!("no rating row:\n{profile}"));
    assert!(chess.contains(" 2 "), "two wins: {chess}");
    assert!(!chess.contains("1500"), "his rating moved: {chess}");
    assert!(profile.contains("resigned"), "{profile}");
    assert!(profile.contains("checkmate"), "{profile}");

    // Newest first: the cursor goes down to the first game.
    ana.send(b"\x1b[B\r").await;
    ana.shows("Review: move").await;
    ana.shows("Qh4#").await;
    let review = ana.text();
    assert!(
        review.contains("1. f3") && review.contains("2. g4"),
        "{review}"
    );
    assert!(graph_rows(&review) >= 1, "no graph:\n{review}");
    ana.send(b"\x1b").await;
    ana.shows("ben · profile").await;
    ana.send(b"\x1b").await;
    ana.shows("You: ana").await;
    server.listening.stop().await;

    // The first game's PGN, from the database the server kept: dated
    // the day it ended, with the ratings both began with.
    let mut store = SqliteStore::open(&data.path().join(FILE_NAME)).expect("the database");
    let first = store
        .reader()
        .expect("a reader")
        .game(1)
        .expect("read")
        .expect("the first game");
    let text = first.game.pgn().expect("chess has PGN");
    let read = pgn::parse(&text).expect("reads back");
    let ended = first.game.ended.expect("stamped as kept");
    for (tag, value) in [
        ("Date", pgn::pgn_date(ended / 86_400).as_str()),
        ("White", "ana"),
        ("Black", "ben"),
        ("WhiteElo", "1500"),
        ("BlackElo", "1500"),
        ("Result", "0-1"),
        ("TimeControl", "60+0"),
    ] {
        assert_eq!(read.tag(tag), Some(value), "{tag} in\n{text}");
    }
    let day = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("after 1970");
    assert!(day.as_secs().abs_diff(ended) < 3_600, "ended {ended}");
}
