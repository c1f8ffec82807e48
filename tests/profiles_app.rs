//! Profiles and the leaderboard in a visitor's app: `p` in the lobby
//! shows the player of the room under the cursor (or one's own), `t`
//! the leaderboard, ←/→ its game and Tab its pace, Esc the lobby again;
//! every key their footers show acts. The rooms answer at once from a
//! store in memory.

use crate::app_support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use app_support::{row_with, screen};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tabuleiro::app::keymap::Context;
use tabuleiro::app::settings::Settings;
use tabuleiro::app::{App, Effect, Event, Screen};
use tabuleiro::games::{AnyGame, GameId, Options, TimeControl};
use tabuleiro::rating::{Pace, Rating};
use tabuleiro::rooms::{RoomPlan, RoomRequest, Rooms, SeatPlan, Visitor};
use tabuleiro::storage::saves::{GameRecord, Player};
use tabuleiro::store::{FinishedGame, MemoryStore, RatingRow, SeatRow, Store, Tally, Write};

fn visitor(session: u64, name: &str) -> Visitor {
    Visitor {
        session,
        name: name.to_string(),
        key: format!("SHA256:{name}"),
    }
}

fn person(who: &str) -> SeatRow {
    SeatRow::Person {
        key: format!("SHA256:{who}"),
        name: who.to_string(),
    }
}

/// A finished game of `game` in room `room` between two people.
fn finished(room: &str, game: GameId, one: &str, two: &str, result: &str, reason: &str) -> Write {
    let options = Options::default();
    let played = AnyGame::new(game, &options);
    let players = [one, two].map(|name| Player::Human {
        name: name.to_string(),
    });
    Write::Finished(Box::new(FinishedGame {
        room: room.to_string(),
        round: 1,
        result: result.to_string(),
        reason: reason.to_string(),
        players: [person(one), person(two)],
        record: GameRecord::from_game(&played, &options, players),
        rated: Some(Pace::Live),
        ratings: Some([Rating::default(); 2]),
        ended: Some(1_764_158_400),
    }))
}

fn rated(who: &str, game: GameId, pace: Pace, rating: f64, deviation: f64, wdl: [u32; 3]) -> Write {
    Write::Rated(RatingRow {
        key: format!("SHA256:{who}"),
        game,
        pace,
        rating: Rating {
            rating,
            deviation,
            volatility: 0.06,
        },
        tally: Tally {
            wins: wdl[0],
            draws: wdl[1],
            losses: wdl[2],
        },
    })
}

/// Ten rated live chess games of `who` just now, two against each of
/// five others: enough for the leaderboard.
fn recent_games(who: &str) -> Vec<Write> {
    let options = Options::default();
    let start = AnyGame::new(GameId::Chess, &options);
    (0..10)
        .map(|n| {
            let other = format!("partner{}", n % 5);
            let players = [who, &other].map(|name| Player::Human {
                name: name.to_string(),
            });
            Write::Finished(Box::new(FinishedGame {
                room: format!("s{n}"),
                round: 1,
                result: "1-0".to_string(),
                reason: "resignation".to_string(),
                players: [person(who), person(&other)],
                record: GameRecord::from_game(&start, &options, players),
                rated: Some(Pace::Live),
                ratings: Some([Rating::default(); 2]),
                ended: None,
            }))
        })
        .collect()
}

/// Several players with ratings in chess and Hasami Shogi, live and by
/// correspondence, and a few games of ana's; carla and dmitri have
/// played enough of late for the leaderboard, ana and ben have not.
fn players() -> MemoryStore {
    let mut store = MemoryStore::default();
    let mut writes: Vec<Write> = ["ana", "ben", "carla", "dmitri", "eve"]
        .into_iter()
        .map(|who| Write::Name {
            key: format!("SHA256:{who}"),
            name: who.to_string(),
            folded: who.to_string(),
            released: None,
        })
        .collect();
    writes.extend([
        rated("ana", GameId::Chess, Pace::Live, 1712.4, 62.0, [14, 3, 5]),
        rated(
            "ana",
            GameId::Hasami,
            Pace::Correspondence,
            1540.0,
            180.0,
            [2, 0, 1],
        ),
        rated("ben", GameId::Chess, Pace::Live, 1655.0, 70.0, [10, 2, 9]),
        rated("carla", GameId::Chess, Pace::Live, 1804.6, 55.0, [25, 4, 6]),
        rated("dmitri", GameId::Chess, Pace::Live, 1590.0, 90.0, [6, 1, 8]),
        rated("eve", GameId::Chess, Pace::Live, 1500.0, 250.0, [1, 0, 1]),
        rated(
            "dmitri",
            GameId::Hasami,
            Pace::Live,
            1620.0,
            80.0,
            [11, 0, 4],
        ),
        finished("r1", GameId::Chess, "ana", "ben", "1-0", "checkmate"),
        finished("r2", GameId::Chess, "carla", "ana", "1-0", "resignation"),
        finished(
            "r3",
            GameId::Hasami,
            "ana",
            "dmitri",
            "1/2-1/2",
            "agreement",
        ),
    ]);
    // After ana's, whose games keep their ids.
    for who in ["carla", "dmitri"] {
        writes.extend(recent_games(who));
    }
    store.write(&writes).expect("written");
    store
}

struct World {
    rooms: Rooms,
    app: App,
    visitor: Visitor,
    now: Instant,
}

impl World {
    /// Ana in the lobby; ben has a room open with a seat free.
    fn new() -> World {
        let now = Instant::now();
        let rooms = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(players()), now)
            .expect("the store loads");
        let options = Options::default();
        let plan = RoomPlan {
            game: AnyGame::new(GameId::Hasami, &options),
            options,
            control: Some(TimeControl::Fischer {
                base: Duration::from_secs(300),
                increment: Duration::from_secs(0),
            }),
            seats: [SeatPlan::Me, SeatPlan::Open],
            rated: true,
        };
        rooms.carry_out(&visitor(2, "ben"), RoomRequest::Create(Box::new(plan)), now);
        let ana = visitor(1, "ana");
        let (app, effects) = App::visit(Settings::default(), 1, ana.clone(), None);
        let mut world = World {
            rooms,
            app,
            visitor: ana,
            now,
        };
        world.run(effects);
        world
    }

    /// The rooms answer every request at once; other effects are dropped.
    fn run(&mut self, effects: Vec<Effect>) {
        let mut pending = effects;
        while !pending.is_empty() {
            let mut more = Vec::new();
            for effect in pending {
                if let Effect::Room(request) = effect {
                    let outcome = self.rooms.carry_out(&self.visitor, request, self.now);
                    more.extend(self.app.handle_at(Event::Room(outcome), self.now));
                }
            }
            pending = more;
        }
    }

    fn press(&mut self, code: KeyCode) -> Vec<Effect> {
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let effects = self.app.handle_at(event, self.now);
        self.run(effects.clone());
        effects
    }

    fn shown(&self) -> String {
        screen(&self.app, 80, 24)
    }
}

#[test]
fn p_on_someone_elses_room_shows_their_profile_and_esc_goes_back() {
    let mut world = World::new();
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    assert_eq!(world.app.screen(), Screen::Profile);
    let shown = world.shown();
    assert!(shown.contains("ben · profile"), "{shown}");
    let chess = row_with(&shown, "Chess");
    assert!(chess.contains("1655") && chess.contains("10"), "{chess}");
    let r1 = row_with(&shown, "r1 ");
    assert!(r1.contains("lost") && r1.contains("ana"), "{r1}");
    world.press(KeyCode::Esc);
    assert_eq!(world.app.screen(), Screen::Lobby);
}

#[test]
fn p_with_no_room_shows_ones_own_profile_with_ratings_and_recent_games() {
    let mut world = World::new();
    world.rooms = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(players()), world.now)
        .expect("the store loads");
    world.press(KeyCode::Char('g'));
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    let shown = world.shown();
    assert!(shown.contains("ana · profile"), "{shown}");
    // Provisional in Hasami Shogi, settled in chess.
    assert!(
        row_with(&shown, "correspondence").contains("1540?"),
        "{shown}"
    );
    assert!(row_with(&shown, "live").contains("1712 "), "{shown}");
    let r1 = row_with(&shown, "r1 ");
    assert!(
        r1.contains("won") && r1.contains("ben") && r1.contains("checkmate"),
        "{r1}"
    );
    assert!(row_with(&shown, "r2 ").contains("lost"), "{shown}");
    assert!(row_with(&shown, "r3 ").contains("drawn"), "{shown}");
}

#[test]
fn p_on_ones_own_room_shows_ones_own_profile() {
    let mut world = World::new();
    world.visitor = visitor(2, "ben");
    world.press(KeyCode::Char('g'));
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    assert!(world.shown().contains("ben · profile"));
}

#[test]
fn the_leaderboard_ranks_the_settled_and_turns_through_games_and_paces() {
    let mut world = World::new();
    world.press(KeyCode::Char('t'));
    assert_eq!(world.app.screen(), Screen::Leaderboard);
    // The board of the room under the cursor: Hasami Shogi, live.
    assert!(
        world.shown().contains("Hasami Shogi · live"),
        "{}",
        world.shown()
    );
    world.press(KeyCode::Right);
    let chess = world.shown();
    assert!(chess.contains("Leaderboard · Chess · live"), "{chess}");
    let ranked: Vec<&str> = chess
        .lines()
        .filter_map(|line| line.split_whitespace().nth(1))
        .filter(|name| ["ana", "ben", "carla", "dmitri", "eve"].contains(name))
        .collect();
    // Eve, provisional with two games, is not on it; nor ana and ben,
    // settled but with too few games in the last 30 days.
    assert_eq!(ranked, ["carla", "dmitri"], "{chess}");
    assert!(row_with(&chess, "carla").contains("1805"), "{chess}");
    world.press(KeyCode::Tab);
    let by_post = world.shown();
    assert!(by_post.contains("Chess · correspondence"), "{by_post}");
    assert!(by_post.contains("Nobody on this board yet."), "{by_post}");
    world.press(KeyCode::Left);
    assert!(world.shown().contains("Hasami Shogi · correspondence"));
    world.press(KeyCode::Esc);
    assert_eq!(world.app.screen(), Screen::Lobby);
}

#[test]
fn a_player_gone_from_the_store_is_a_line_in_the_lobby() {
    let mut world = World::new();
    world.rooms = Rooms::restore(
        8,
        Arc::new(|_: &str| {}),
        Box::new(MemoryStore::default()),
        world.now,
    )
    .expect("the store loads");
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    assert_eq!(world.app.screen(), Screen::Lobby);
    assert!(
        world.shown().contains("There is no player \"ben\"."),
        "{}",
        world.shown()
    );
}

/// For each footer entry of the state `build` makes, afresh: its key
/// changes the screen or asks the loop for something.
fn every_key_shown_acts(state: &str, build: impl Fn() -> World) {
    let keys = build().app.hints();
    assert!(!keys.is_empty(), "{state}");
    for binding in keys {
        let mut world = build();
        let code = match binding.keys.first() {
            Some(tabuleiro::app::keymap::Key::Char(c)) => KeyCode::Char(*c),
            Some(tabuleiro::app::keymap::Key::Left) => KeyCode::Left,
            Some(tabuleiro::app::keymap::Key::Up) => KeyCode::Up,
            Some(tabuleiro::app::keymap::Key::Enter) => KeyCode::Enter,
            Some(tabuleiro::app::keymap::Key::Tab) => KeyCode::Tab,
            Some(tabuleiro::app::keymap::Key::Esc) => KeyCode::Esc,
            other => panic!("{state}: no key code for {other:?}"),
        };
        let before = (world.shown(), world.app.context());
        let effects = world.press(code);
        let after = (world.shown(), world.app.context());
        assert!(
            before != after || !effects.is_empty(),
            "{state}: {} {} did nothing",
            binding.label(tabuleiro::i18n::Lang::English),
            binding.hint(tabuleiro::i18n::Lang::English)
        );
    }
}

#[test]
fn every_key_the_profile_and_leaderboard_footers_show_acts() {
    let profile = || {
        let mut world = World::new();
        world.press(KeyCode::Char('p'));
        world.press(KeyCode::Enter);
        world
    };
    every_key_shown_acts("a profile", profile);
    let leaderboard = || {
        let mut world = World::new();
        world.press(KeyCode::Char('t'));
        world
    };
    every_key_shown_acts("the leaderboard", leaderboard);
}

/// The screen as text, each row drawn highlighted (on another
/// background than the screen's corner) marked `>` at its left.
fn with_cursor(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| tabuleiro::ui::draw(frame, app))
        .expect("draw");
    let buffer = terminal.backend().buffer();
    let corner = buffer[(0, 0)].bg;
    screen(app, width, height)
        .lines()
        .zip(0..)
        .map(|(line, y)| {
            let mark = if buffer[(2, y)].bg == corner {
                ' '
            } else {
                '>'
            };
            format!("{}\n", format!("{mark}{line}").trim_end())
        })
        .collect()
}

#[test]
fn the_cursor_moves_over_the_recent_games_and_stops_at_the_ends() {
    let mut world = World::new();
    world.rooms = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(players()), world.now)
        .expect("the store loads");
    world.press(KeyCode::Char('g'));
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    let marked = |world: &World| -> Vec<String> {
        with_cursor(&world.app, 80, 24)
            .lines()
            .filter(|line| line.starts_with('>'))
            .map(str::to_string)
            .collect()
    };
    let first = marked(&world);
    assert!(first.len() == 1 && first[0].contains("r3"), "{first:?}");
    world.press(KeyCode::Up);
    assert_eq!(marked(&world), first, "the top stops it");
    for _ in 0..4 {
        world.press(KeyCode::Char('j'));
    }
    let last = marked(&world);
    assert!(last.len() == 1 && last[0].contains("r1"), "{last:?}");
    world.press(KeyCode::Char('k'));
    assert!(marked(&world)[0].contains("r2"), "{:?}", marked(&world));
}

#[test]
fn enter_on_a_recent_game_opens_it_in_review_and_esc_comes_back_to_the_profile() {
    let mut world = World::new();
    world.rooms = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(players()), world.now)
        .expect("the store loads");
    world.press(KeyCode::Char('g'));
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    world.press(KeyCode::Down);
    let effects = world.press(KeyCode::Enter);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Room(RoomRequest::Game { id: 2 }))),
        "{effects:?}"
    );
    assert_eq!(world.app.screen(), Screen::Game);
    assert_eq!(world.app.context(), Context::Review);
    let session = world.app.session().expect("the game");
    assert_eq!(session.game().id(), GameId::Chess);
    // Ana was Black in r2: the board is turned for her.
    assert!(session.flipped);
    world.press(KeyCode::Esc);
    assert_eq!(world.app.screen(), Screen::Profile);
    assert!(world.app.session().is_none(), "the archived game is let go");
    let shown = with_cursor(&world.app, 80, 24);
    assert!(row_with(&shown, "r2 ").starts_with('>'), "{shown}");
}

#[test]
fn a_game_gone_from_the_archive_is_a_line_on_the_profile() {
    let mut world = World::new();
    world.rooms = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(players()), world.now)
        .expect("the store loads");
    world.press(KeyCode::Char('g'));
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    world.rooms = Rooms::restore(
        8,
        Arc::new(|_: &str| {}),
        Box::new(MemoryStore::default()),
        world.now,
    )
    .expect("the store loads");
    world.press(KeyCode::Enter);
    assert_eq!(world.app.screen(), Screen::Profile);
    let shown = world.shown();
    assert!(
        shown.contains("There is no game 3 in the archive."),
        "{shown}"
    );
    world.press(KeyCode::Down);
    assert!(
        !world.shown().contains("There is no game"),
        "moving on clears it"
    );
}

#[test]
fn profile_and_leaderboard_snapshots() {
    let mut world = World::new();
    world.rooms = Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(players()), world.now)
        .expect("the store loads");
    world.press(KeyCode::Char('g'));
    world.press(KeyCode::Char('p'));
    world.press(KeyCode::Enter);
    world.press(KeyCode::Down);
    for (width, height) in [(80, 24), (160, 50)] {
        insta::assert_snapshot!(
            format!("profile_{width}x{height}"),
            with_cursor(&world.app, width, height)
        );
    }
    world.press(KeyCode::Char('t'));
    for (width, height) in [(80, 24), (160, 50)] {
        insta::assert_snapshot!(
            format!("leaderboard_{width}x{height}"),
            screen(&world.app, width, height)
        );
    }
}

#[test]
fn the_controls_page_lists_the_profile_and_leaderboard_keys() {
    use tabuleiro::app::keymap;
    for (context, keys) in [
        (Context::Profile, vec!["↑↓/kj", "enter", "t", "esc/q/p"]),
        (Context::Leaderboard, vec!["←→/hl", "tab", "esc/q/t"]),
    ] {
        assert!(
            Context::PAGES.iter().any(|(c, _)| *c == context),
            "{context:?}"
        );
        let listed: Vec<&str> = keymap::listed(context)
            .map(|b| b.full_label(tabuleiro::i18n::Lang::English))
            .collect();
        assert_eq!(listed, keys, "{context:?}");
    }
    let lobby: Vec<&str> = keymap::listed(Context::Lobby)
        .map(|b| b.hint(tabuleiro::i18n::Lang::English))
        .collect();
    assert!(
        lobby.contains(&"who") && lobby.contains(&"top"),
        "{lobby:?}"
    );
}

#[test]
fn shift_p_in_a_room_shows_the_opponent_and_esc_goes_back_to_the_room() {
    let mut world = World::new();
    world.press(KeyCode::Enter);
    assert_eq!(world.app.context(), Context::Room);
    let room = world.app.room_view().map(|r| r.id.clone());
    world.press(KeyCode::Char('P'));
    assert_eq!(world.app.screen(), Screen::Profile);
    let shown = world.shown();
    assert!(shown.contains("ben · profile"), "{shown}");
    assert!(!row_with(&shown, "esc").contains("top"), "{shown}");
    world.press(KeyCode::Esc);
    assert_eq!(world.app.screen(), Screen::Game);
    assert_eq!(world.app.context(), Context::Room);
    assert_eq!(world.app.room_view().map(|r| r.id.clone()), room);
}

#[test]
fn a_watcher_s_shift_p_shows_player_one() {
    let mut world = World::new();
    world.press(KeyCode::Char('w'));
    assert_eq!(world.app.context(), Context::Room);
    world.press(KeyCode::Char('P'));
    assert!(world.shown().contains("ben · profile"), "{}", world.shown());
}

#[test]
fn back_from_a_game_reviewed_off_a_room_s_profile_the_room_opens_again() {
    let mut world = World::new();
    world.press(KeyCode::Enter);
    world.press(KeyCode::Char('P'));
    world.press(KeyCode::Enter);
    assert_eq!(world.app.context(), Context::Review);
    world.press(KeyCode::Esc);
    assert_eq!(world.app.screen(), Screen::Profile);
    world.press(KeyCode::Esc);
    assert_eq!(world.app.screen(), Screen::Game);
    assert_eq!(world.app.context(), Context::Room);
    assert!(world.app.session().is_some_and(|s| s.room().is_some()));
}

#[test]
fn the_room_s_profile_key_is_on_the_controls_page_not_the_80_column_hint_line() {
    use tabuleiro::app::keymap;
    let listed: Vec<&str> = keymap::listed(Context::Room)
        .map(|b| b.label(tabuleiro::i18n::Lang::English))
        .collect();
    assert!(listed.contains(&"P"), "{listed:?}");
    let mut world = World::new();
    world.press(KeyCode::Enter);
    let hints = world.shown().lines().last().unwrap_or_default().to_string();
    assert!(
        !hints.contains("P who") && hints.contains("? help"),
        "{hints}"
    );
}
