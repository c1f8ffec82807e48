//! Visitors of `tabuleiro serve` as Apps sharing one set of rooms, with
//! no network: each app's host carries out its room requests with
//! `Rooms::carry_out` (the answers fed back by the one effect loop), and
//! `RoomsChanged` goes to every app whose subscription woke.

use crate::app_support;

use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use app_support::{row_with, screen};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::text::Span;
use tabuleiro::ai::external::EngineRequest;
use tabuleiro::ai::{Report, Request, Score, SearchInfo, SearchPool, Task};
use tabuleiro::app::keymap::Context;
use tabuleiro::app::settings::{EvaluationShown, Field, Settings};
use tabuleiro::app::{App, Effect, Event, FileOutcome, FileRequest, Host, Screen, host};
use tabuleiro::games::{AnyGame, GameId, Options, Outcome, Side, Status};
use tabuleiro::i18n::Lang;
use tabuleiro::rating::{Change, Rating, after_game};
use tabuleiro::rooms::{Phase, RoomOutcome, RoomRequest, Rooms, Subscription, Visitor};
use tabuleiro::store::{MemoryStore, Store};

struct Guest {
    app: App,
    visitor: Visitor,
    woken: Arc<AtomicBool>,
    _subscription: Subscription,
    /// The searches its app asked for, in order.
    searches: Vec<Request>,
    /// What its terminal was sent: the bells rung, the texts copied.
    terminal: Terminal,
}

/// What a guest's terminal was sent besides the screen.
#[derive(Default)]
struct Terminal {
    bells: usize,
    copied: Vec<String>,
}

struct World {
    rooms: Rooms,
    guests: Vec<Guest>,
    now: Instant,
}

impl World {
    fn new() -> World {
        World {
            rooms: Rooms::new(8, Arc::new(|_: &str| {})),
            guests: Vec::new(),
            now: Instant::now(),
        }
    }

    /// The rooms keeping what they change in `store`.
    fn over(store: MemoryStore) -> World {
        let now = Instant::now();
        World {
            rooms: Rooms::restore(8, Arc::new(|_: &str| {}), Box::new(store), now)
                .expect("an empty store loads"),
            guests: Vec::new(),
            now,
        }
    }

    /// A connection of `name` (key named for them too); the index of its app.
    fn arrive(&mut self, session: u64, name: &str, join: Option<&str>) -> usize {
        let visitor = Visitor {
            session,
            name: name.to_string(),
            key: format!("SHA256:key-of-{name}"),
        };
        self.arrive_as(visitor, join)
    }

    /// A connection of `visitor`; the index of its app.
    fn arrive_as(&mut self, visitor: Visitor, join: Option<&str>) -> usize {
        let session = visitor.session;
        let (app, effects) = App::visit(
            Settings::default(),
            session,
            visitor.clone(),
            join.map(str::to_string),
        );
        let woken = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&woken);
        let subscription = self
            .rooms
            .subscribe(Box::new(move || flag.store(true, Ordering::SeqCst)));
        self.guests.push(Guest {
            app,
            visitor,
            woken,
            _subscription: subscription,
            searches: Vec::new(),
            terminal: Terminal::default(),
        });
        let at = self.guests.len() - 1;
        self.run(at, effects);
        at
    }

    /// Carries out a guest's effects in order, then wakes whoever must look
    /// again, until all is quiet.
    fn run(&mut self, at: usize, effects: Vec<Effect>) {
        let mut pending = vec![(at, effects)];
        while !pending.is_empty() {
            for (at, effects) in std::mem::take(&mut pending) {
                self.carry_out(at, effects);
            }
            for (at, guest) in self.guests.iter_mut().enumerate() {
                if guest.woken.swap(false, Ordering::SeqCst) {
                    pending.push((at, guest.app.handle_at(Event::RoomsChanged, self.now)));
                }
            }
        }
    }

    /// Carries out one guest's effects with [`Visiting`] as the host.
    fn carry_out(&mut self, at: usize, effects: Vec<Effect>) {
        let now = self.now;
        let Guest {
            app,
            visitor,
            searches,
            terminal,
            ..
        } = &mut self.guests[at];
        let mut host = Visiting {
            rooms: &self.rooms,
            visitor,
            now,
            barred: barred(app),
            searches,
            terminal,
        };
        let Ok(_) = host::carry_out(&mut host, effects, |host, event| {
            let more = app.handle_at(event, now);
            host.barred = barred(app);
            Ok(more)
        });
    }

    fn press(&mut self, at: usize, code: KeyCode) {
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let effects = self.guests[at].app.handle_at(event, self.now);
        self.run(at, effects);
    }

    fn type_text(&mut self, at: usize, text: &str) {
        for c in text.chars() {
            self.press(at, KeyCode::Char(c));
        }
    }

    fn type_move(&mut self, at: usize, mv: &str) {
        self.press(at, KeyCode::Char(':'));
        self.type_text(at, mv);
        self.press(at, KeyCode::Enter);
    }

    fn app(&self, at: usize) -> &App {
        &self.guests[at].app
    }

    fn moves(&self, at: usize) -> Vec<String> {
        self.app(at)
            .session()
            .map(|s| s.game().move_coordinates())
            .unwrap_or_default()
    }

    fn screen(&self, at: usize) -> String {
        screen(self.app(at), 80, 24)
    }

    /// The connection is gone, as the serve loop ends it.
    fn hang_up(&mut self, at: usize) {
        let effects = self.guests[at].app.handle_at(Event::Hangup, self.now);
        assert!(effects.iter().any(|e| matches!(e, Effect::Quit)));
        self.run(at, effects);
        let visitor = self.guests[at].visitor.clone();
        self.rooms.depart(&visitor, self.now);
        self.run(at, Vec::new());
    }
}

/// A guest's app as its host: room requests go to the shared rooms and
/// are answered at once; searches are written down; file work, or a
/// search while the engine is barred, fails the test (a visitor's app
/// asks for neither); there is no terminal.
struct Visiting<'a> {
    rooms: &'a Rooms,
    visitor: &'a Visitor,
    now: Instant,
    /// The app's game gives no engine help now.
    barred: bool,
    searches: &'a mut Vec<Request>,
    terminal: &'a mut Terminal,
}

impl Host for Visiting<'_> {
    type Error = Infallible;

    fn think(&mut self, request: Request) {
        assert!(
            !self.barred || request.task == Task::Move,
            "a search (an analysis, a hint) while the engine is barred"
        );
        self.searches.push(request);
    }

    fn stop(&mut self) {}

    fn engine_move(&mut self, _: EngineRequest) -> Option<Report> {
        None
    }

    fn stop_engines(&mut self) {}

    fn files(&mut self, _: FileRequest) -> Option<FileOutcome> {
        panic!("a visitor's app asked for files")
    }

    fn room(&mut self, request: RoomRequest) -> Option<RoomOutcome> {
        Some(self.rooms.carry_out(self.visitor, request, self.now))
    }

    fn mouse(&mut self, _: bool) -> Result<(), Infallible> {
        Ok(())
    }

    fn bell(&mut self) -> Result<(), Infallible> {
        self.terminal.bells += 1;
        Ok(())
    }

    fn copy(&mut self, text: &str) -> Result<(), Infallible> {
        self.terminal.copied.push(text.to_string());
        Ok(())
    }
}

fn barred(app: &App) -> bool {
    app.session().is_some_and(|s| s.engine_bar().is_some())
}

/// Ana opens a chess room with an open seat from the lobby's form.
fn ana_opens_a_room(world: &mut World) -> usize {
    let ana = world.arrive(1, "ana", None);
    assert_eq!(world.app(ana).screen(), Screen::Lobby);
    assert!(world.screen(ana).contains("No rooms yet"));
    world.press(ana, KeyCode::Char('n'));
    assert_eq!(world.app(ana).screen(), Screen::Setup);
    // Mode: Human vs Computer -> Human vs Human, the second seat open.
    world.press(ana, KeyCode::Down);
    world.press(ana, KeyCode::Left);
    world.press(ana, KeyCode::Enter);
    assert_eq!(world.app(ana).screen(), Screen::Game);
    assert_eq!(world.app(ana).context(), Context::Room);
    ana
}

#[test]
fn two_players_and_a_watcher_share_a_room() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    assert!(world.screen(ana).contains("(open seat)"));

    let ben = world.arrive(2, "ben", None);
    let lobby = world.screen(ben);
    assert!(lobby.contains("r1"), "{lobby}");
    assert!(lobby.contains("ana – (open seat)"), "{lobby}");
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).screen(), Screen::Game);
    assert_eq!(
        world.app(ben).room_view().and_then(|v| v.you),
        Some(Side::Two)
    );
    assert!(world.app(ben).session().is_some_and(|s| s.flipped));
    // Ana heard of it: the open seat is Ben's now.
    assert!(world.screen(ana).contains("ben"));
    assert_eq!(
        world.app(ana).room_view().map(|v| v.phase),
        Some(Phase::Playing)
    );

    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    assert_eq!(world.app(carol).room_view().and_then(|v| v.you), None);
    assert!(world.app(carol).session().is_some_and(|s| !s.flipped));

    world.type_move(ana, "e2e4");
    for at in [ana, ben, carol] {
        assert_eq!(world.moves(at), vec!["e2e4"]);
    }
    // Ana cannot move for Ben, and Carol cannot move at all.
    world.type_move(ana, "d2d4");
    assert_eq!(world.moves(ana), vec!["e2e4"]);
    world.type_move(carol, "e7e5");
    assert_eq!(world.moves(carol), vec!["e2e4"]);
    world.type_move(ben, "e7e5");
    for at in [ana, ben, carol] {
        assert_eq!(world.moves(at), vec!["e2e4", "e7e5"]);
        assert!(world.screen(at).contains("e5"), "{}", world.screen(at));
    }

    world.press(carol, KeyCode::Char('c'));
    assert_eq!(world.app(carol).context(), Context::Chat);
    world.type_text(carol, "hello all");
    world.press(carol, KeyCode::Enter);
    for at in [ana, ben, carol] {
        assert!(
            world.screen(at).contains("carol: hello all"),
            "{}",
            world.screen(at)
        );
    }

    // Ben drops; his seat waits for him and he comes back to it.
    world.hang_up(ben);
    assert!(
        world.screen(ana).contains("ben (away 2:00)"),
        "{}",
        world.screen(ana)
    );
    let back = world.arrive(4, "ben", Some("r1"));
    assert_eq!(world.app(back).screen(), Screen::Game);
    assert_eq!(
        world.app(back).room_view().and_then(|v| v.you),
        Some(Side::Two)
    );
    assert_eq!(world.moves(back), vec!["e2e4", "e7e5"]);
    assert!(!world.screen(ana).contains("(away)"));
    world.type_move(ana, "g1f3");
    world.type_move(back, "b8c6");
    assert_eq!(world.moves(carol), vec!["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[test]
fn a_second_connection_takes_the_seat_and_the_first_is_told_and_watches() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    let ben = world.arrive(2, "ben", None);
    world.press(ben, KeyCode::Enter);
    assert!(world.screen(ana).contains('['), "the cursor before");
    // Ana's key again, on another connection, straight into the room.
    let again = world.arrive(5, "ana", Some("r1"));
    assert_eq!(
        world.app(again).room_view().and_then(|v| v.you),
        Some(Side::One)
    );
    let shown = world.screen(ana);
    assert!(
        shown.contains("Your seat was taken by your other connection; you are watching."),
        "{shown}"
    );
    assert!(!shown.contains('['), "a cursor without a seat:\n{shown}");
    assert!(world.screen(again).contains('['), "the cursor moved over");
    assert_eq!(world.app(ana).room_view().and_then(|v| v.you), None);
    // The first connection cannot move; the second plays for Ana.
    world.type_move(ana, "e2e4");
    assert!(world.moves(ben).is_empty());
    world.type_move(again, "d2d4");
    for at in [ana, ben, again] {
        assert_eq!(world.moves(at), vec!["d2d4"]);
    }
}

#[test]
fn joining_a_room_that_is_not_there_says_so_in_the_lobby() {
    let mut world = World::new();
    let dan = world.arrive(1, "dan", Some("r7"));
    assert_eq!(world.app(dan).screen(), Screen::Lobby);
    assert!(world.screen(dan).contains("There is no room \"r7\"."));
}

#[test]
fn leaving_a_room_goes_back_to_the_lobby_and_keeps_the_seat() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    world.press(ana, KeyCode::Char('q'));
    assert_eq!(world.app(ana).screen(), Screen::Lobby);
    assert!(
        world.screen(ana).contains("ana (away) – (open seat)"),
        "{}",
        world.screen(ana)
    );
    world.press(ana, KeyCode::Enter);
    assert_eq!(
        world.app(ana).room_view().and_then(|v| v.you),
        Some(Side::One)
    );
}

#[test]
fn a_user_name_with_control_characters_goes_by_the_guest_name_and_is_told() {
    let mut world = World::new();
    let eve = world.arrive(1, "e\x1b[31mve\x07", None);
    let shown = world.screen(eve);
    assert!(shown.contains("You: guest"), "{shown}");
    assert!(shown.contains("Your user name holds U+001B;"), "{shown}");
    let nobody = world.arrive(2, "...", None);
    let shown = world.screen(nobody);
    assert!(shown.contains("You: guest-2"), "{shown}");
    assert!(
        shown.contains("Your user name has no letter or digit"),
        "{shown}"
    );
}

#[test]
fn a_visitor_changes_the_name_others_see() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('i'));
    assert_eq!(world.app(ana).context(), Context::LobbyName);
    for _ in 0..3 {
        world.press(ana, KeyCode::Backspace);
    }
    world.type_text(ana, "Ana Lima");
    world.press(ana, KeyCode::Enter);
    let shown = world.screen(ana);
    assert!(shown.contains("You: Ana Lima"), "{shown}");
}

#[test]
fn the_name_field_starts_selected_and_says_when_a_name_is_cut() {
    let mut world = World::new();
    let dora = world.arrive(1, "dora", None);
    world.press(dora, KeyCode::Char('i'));
    world.type_text(dora, "Dora the Explorer of Lisbon");
    let shown = world.screen(dora);
    assert!(shown.contains("At most 20 characters fit here."), "{shown}");
    world.press(dora, KeyCode::Enter);
    let shown = world.screen(dora);
    assert!(shown.contains("You: Dora the Explorer "), "{shown}");
    assert!(
        !shown.contains("doraDora"),
        "typing replaced the old name: {shown}"
    );
}

#[test]
fn the_lobby_and_a_room_at_two_sizes() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    // Nobody can move while the second seat is open.
    world.type_move(ana, "e2e4");
    assert!(world.moves(ana).is_empty());
    let ben = world.arrive(2, "ben", None);
    world.press(ben, KeyCode::Enter);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    let dan = world.arrive(4, "dan", None);
    world.type_move(ana, "e2e4");
    world.type_move(ben, "e7e5");
    world.press(ana, KeyCode::Char('c'));
    world.type_text(ana, "good luck");
    world.press(ana, KeyCode::Enter);
    for (width, height) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(
            format!("lobby_{width}x{height}"),
            screen(world.app(dan), width, height)
        );
        insta::assert_snapshot!(
            format!("room_{width}x{height}"),
            screen(world.app(ana), width, height)
        );
        insta::assert_snapshot!(
            format!("room_black_{width}x{height}"),
            screen(world.app(ben), width, height)
        );
    }
}

#[test]
fn the_menu_over_ssh_offers_nothing_that_touches_files() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('m'));
    assert_eq!(world.app(ana).screen(), Screen::Menu);
    let shown = world.screen(ana);
    for absent in ["Continue", "Load", "Statistics"] {
        assert!(!shown.contains(absent), "{absent} offered:\n{shown}");
    }
    // Their keys do nothing either.
    for key in ['l', 't', 'c'] {
        world.press(ana, KeyCode::Char(key));
        assert_eq!(world.app(ana).screen(), Screen::Menu);
    }
    world.press(ana, KeyCode::Char('s'));
    assert_eq!(world.app(ana).screen(), Screen::Settings);
    let settings = world.screen(ana);
    assert!(!settings.contains("Engines"), "{settings}");
    for _ in 0..20 {
        world.press(ana, KeyCode::Down);
        world.press(ana, KeyCode::Right);
    }
    assert_eq!(world.app(ana).screen(), Screen::Settings);
    world.press(ana, KeyCode::Esc);
    // A game alone against the computer: no saving, the record on screen.
    world.press(ana, KeyCode::Char('n'));
    world.press(ana, KeyCode::Enter);
    assert_eq!(world.app(ana).screen(), Screen::Game);
    assert!(!world.screen(ana).contains("save as"));
    world.press(ana, KeyCode::Char('w'));
    world.press(ana, KeyCode::Char('x'));
    assert_eq!(world.app(ana).context(), Context::RecordText);
    assert!(
        world.screen(ana).contains("[Event"),
        "{}",
        world.screen(ana)
    );
    world.press(ana, KeyCode::Esc);
    assert_eq!(world.app(ana).context(), Context::Board);
    world.press(ana, KeyCode::Char('q'));
    world.press(ana, KeyCode::Char('y'));
    assert_eq!(world.app(ana).screen(), Screen::Menu);
    world.press(ana, KeyCode::Enter);
    assert_eq!(world.app(ana).screen(), Screen::Lobby);
}

/// Ana opens a room of people on the first clock preset (1+0), Ben
/// sits down, and each has moved once.
fn ana_and_ben_playing_on_one_minute(world: &mut World) -> (usize, usize) {
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('n'));
    world.press(ana, KeyCode::Down);
    world.press(ana, KeyCode::Left);
    while world
        .app(ana)
        .setup()
        .value(Lang::English, world.app(ana).setup().field())
        != "none"
    {
        world.press(ana, KeyCode::Down);
    }
    // The first preset: 1+0.
    world.press(ana, KeyCode::Right);
    world.press(ana, KeyCode::Enter);
    let ben = world.arrive(2, "ben", Some("r1"));
    world.type_move(ana, "e2e4");
    world.type_move(ben, "e7e5");
    (ana, ben)
}

#[test]
fn a_room_on_a_clock_shows_the_servers_clocks_and_its_flag_fall() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing_on_one_minute(&mut world);
    assert!(world.screen(ana).contains("1:00"), "{}", world.screen(ana));
    // Between the server's answers the clock on screen runs on.
    let later = world.now + std::time::Duration::from_secs(5);
    world.guests[ana].app.handle_at(Event::Tick, world.now);
    world.guests[ana].app.handle_at(Event::Tick, later);
    assert!(world.screen(ana).contains("0:55"), "{}", world.screen(ana));
    // Only the server calls the flag.
    world.guests[ana]
        .app
        .handle_at(Event::Tick, world.now + std::time::Duration::from_secs(90));
    assert!(!world.app(ana).session().is_some_and(|s| s.is_over()));
    world.now += std::time::Duration::from_secs(61);
    world.rooms.tick(world.now);
    world.run(ana, Vec::new());
    for at in [ana, ben] {
        assert!(
            world.screen(at).contains("time ran out"),
            "{}",
            world.screen(at)
        );
    }
}

/// `at` opens a room of computer against computer from the lobby.
fn open_computers_room(world: &mut World, at: usize) {
    world.press(at, KeyCode::Char('n'));
    // Mode: Human vs Computer -> Computer vs Computer.
    world.press(at, KeyCode::Down);
    world.press(at, KeyCode::Right);
    world.press(at, KeyCode::Enter);
}

#[test]
fn a_computer_against_computer_room_is_watched_as_it_plays() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    open_computers_room(&mut world, ana);
    assert_eq!(world.app(ana).screen(), Screen::Game);
    assert_eq!(world.app(ana).room_view().and_then(|v| v.you), None);
    assert_eq!(world.app(ana).context(), Context::Room);
    let driver = world.rooms.spawn_driver(SearchPool::for_machine());
    let deadline = Instant::now() + std::time::Duration::from_secs(60);
    while world.moves(ana).len() < 2 && Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
        world.run(ana, Vec::new());
    }
    driver.stop();
    world.run(ana, Vec::new());
    let seen = world.moves(ana);
    assert!(seen.len() >= 2, "the computers did not play: {seen:?}");
    let room = world
        .app(ana)
        .room_view()
        .map(|v| v.game.move_coordinates());
    assert_eq!(room, Some(seen));
    // Watching, nobody's move can be typed here.
    assert!(
        !world
            .app(ana)
            .hints()
            .iter()
            .any(|b| b.label(Lang::English) == ":")
    );
}

#[test]
fn a_finished_room_game_shows_its_record_to_copy() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    let ben = world.arrive(2, "ben", Some("r1"));
    for (at, mv) in [(ana, "f2f3"), (ben, "e7e5"), (ana, "g2g4"), (ben, "d8h4")] {
        world.type_move(at, mv);
    }
    assert!(
        world.screen(ana).contains("Black wins by checkmate"),
        "{}",
        world.screen(ana)
    );
    assert_eq!(world.app(ana).context(), Context::Room);
    world.press(ana, KeyCode::Char('x'));
    assert_eq!(world.app(ana).context(), Context::RecordText);
    let shown = world.screen(ana);
    assert!(shown.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{shown}");
    // The date is today's: the picture keeps a fixed one.
    let dated: Vec<String> = shown
        .lines()
        .map(|line| match line.find("[Date \"") {
            Some(at) => format!("{}[Date \"YYYY.MM.DD\"]{}", &line[..at], &line[at + 19..]),
            None => line.to_string(),
        })
        .collect();
    insta::assert_snapshot!("room_record_80x24", dated.join("\n"));
    world.press(ana, KeyCode::Esc);
    assert_eq!(world.app(ana).context(), Context::Room);
}

#[test]
fn a_board_that_takes_no_move_says_whose_move_it_is() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    world.press(ana, KeyCode::Enter);
    let alone = world.screen(ana);
    assert!(alone.contains("Waiting for a second player"), "{alone}");
    assert!(!alone.contains("computer"), "{alone}");

    let ben = world.arrive(2, "ben", Some("r1"));
    world.press(ben, KeyCode::Enter);
    let early = world.screen(ben);
    assert!(early.contains("It is ana's move."), "{early}");
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    world.press(carol, KeyCode::Enter);
    let watching = world.screen(carol);
    assert!(watching.contains("You are watching"), "{watching}");

    for (at, mv) in [(ana, "f2f3"), (ben, "e7e5"), (ana, "g2g4"), (ben, "d8h4")] {
        world.type_move(at, mv);
    }
    // Over, the result stays and the moving keys leave the hint line.
    world.press(ana, KeyCode::Enter);
    let over = world.screen(ana);
    assert!(over.contains("Black wins by checkmate"), "{over}");
    let keys: Vec<&str> = world
        .app(ana)
        .hints()
        .iter()
        .map(|b| b.label(Lang::English))
        .collect();
    assert!(!keys.contains(&":"), "{keys:?}");
    assert!(keys.contains(&"x"), "{keys:?}");
}

#[test]
fn the_room_form_lets_its_creator_take_black() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('n'));
    world.press(ana, KeyCode::Down);
    world.press(ana, KeyCode::Left);
    world.press(ana, KeyCode::Down);
    assert!(
        !world.screen(ana).contains("White name"),
        "{}",
        world.screen(ana)
    );
    world.press(ana, KeyCode::Right);
    world.press(ana, KeyCode::Enter);
    assert_eq!(
        world.app(ana).room_view().and_then(|v| v.you),
        Some(Side::Two)
    );
    assert!(world.app(ana).session().is_some_and(|s| s.flipped));
    let ben = world.arrive(2, "ben", Some("r1"));
    assert_eq!(
        world.app(ben).room_view().and_then(|v| v.you),
        Some(Side::One)
    );
    world.type_move(ben, "d2d4");
    assert_eq!(world.moves(ana), vec!["d2d4"]);
}

#[test]
fn the_room_limit_is_a_line_in_the_lobby() {
    let mut world = World::new();
    world.rooms = Rooms::new(1, Arc::new(|_: &str| {}));
    let _ana = ana_opens_a_room(&mut world);
    let ben = world.arrive(2, "ben", None);
    world.press(ben, KeyCode::Char('n'));
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).screen(), Screen::Lobby);
    let shown = world.screen(ben);
    assert!(
        shown.contains("This server is at its limit of 1 rooms"),
        "{shown}"
    );
}

impl World {
    /// A line said in the room, a few seconds after the last so the
    /// chat's pace never refuses it.
    fn say(&mut self, at: usize, line: &str) {
        self.now += std::time::Duration::from_secs(3);
        self.press(at, KeyCode::Char('c'));
        self.type_text(at, line);
        self.press(at, KeyCode::Enter);
    }

    /// The terminal's size, as the SSH session reports it.
    fn resize(&mut self, at: usize, width: u16, height: u16) {
        let effects = self.guests[at]
            .app
            .handle_at(Event::Resize(width, height), self.now);
        self.run(at, effects);
    }
}

/// Ana's room with Ben in the second seat, a move each.
fn ana_and_ben_playing(world: &mut World) -> (usize, usize) {
    let ana = ana_opens_a_room(world);
    let ben = world.arrive(2, "ben", Some("r1"));
    world.type_move(ana, "e2e4");
    world.type_move(ben, "e7e5");
    (ana, ben)
}

/// The chat's rows on a screen: the panel's columns from its heading down.
fn chat_of(shown: &str) -> Vec<String> {
    let lines: Vec<&str> = shown.lines().collect();
    let Some((top, column)) = lines
        .iter()
        .enumerate()
        .find_map(|(y, line)| line.find("Chat").map(|x| (y, line[..x].chars().count())))
    else {
        return Vec::new();
    };
    lines[top + 1..]
        .iter()
        .map(|line| line.chars().skip(column).collect::<String>())
        .take_while(|row| !row.trim().is_empty())
        .collect()
}

const LONG: &str = "the knight on f3 guards h2 and the king stays safe on g1 for now, I think";

#[test]
fn a_long_chat_line_wraps_within_the_panel_at_two_sizes() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    world.say(ana, "good luck");
    world.say(ben, LONG);
    // Wide characters take two columns each.
    world.say(carol, "日本語で応援しています、がんばって下さい、二人とも");
    for (width, height) in [(80, 24), (160, 50)] {
        let shown = screen(world.app(carol), width, height);
        let chat = chat_of(&shown);
        let said: String = chat
            .iter()
            .map(|row| row.trim())
            .collect::<Vec<_>>()
            .join(" ");
        // The newest line whole; at 160x50 every line.
        let wide = "carol:日本語で応援しています、がんばって下さい、二人とも";
        assert!(said.replace(' ', "").ends_with(wide), "{shown}");
        if height == 50 {
            assert!(
                said.contains(&format!("ana: good luck ben: {LONG}")),
                "{shown}"
            );
        }
        // Nothing runs past the screen's edge.
        assert!(
            shown
                .lines()
                .all(|line| Span::raw(line).width() <= usize::from(width)),
            "{shown}"
        );
        assert!(chat.len() > 3, "the long line wraps: {chat:?}");
        insta::assert_snapshot!(format!("room_chat_{width}x{height}"), shown);
    }
}

#[test]
fn a_wrapped_chat_row_cannot_pass_for_another_speakers_line() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    // Padding that once pushed a fake line to the edge is one space.
    world.say(ana, &format!("well played{}ben: I resign", " ".repeat(40)));
    // Words that fill the first row, then a fake line on the next.
    world.say(ana, "that was a long and hard one ben: I resign");
    let shown = screen(world.app(ben), 80, 24);
    let chat = chat_of(&shown);
    assert!(
        chat.contains(&"ana: well played ben: I resign".to_string()),
        "{chat:?}"
    );
    // Ben said nothing: no row starts with his name, and the one the
    // fake begins is indented under Ana's words.
    assert!(!chat.iter().any(|row| row.starts_with("ben:")), "{chat:?}");
    assert!(
        chat.iter().any(|row| row.starts_with("     ben: I resign")),
        "{chat:?}"
    );
    insta::assert_snapshot!("room_chat_posing_80x24", shown);
}

#[test]
fn the_chat_scrolls_back_through_its_lines_and_returns_on_a_line_said() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    for n in 1..=20 {
        world.say(ana, &format!("line {n}"));
    }
    let newest = chat_of(&world.screen(ben));
    assert!(
        newest
            .last()
            .is_some_and(|row| row.contains("ana: line 20")),
        "{newest:?}"
    );
    assert!(
        !newest.iter().any(|row| row.contains("line 10")),
        "{newest:?}"
    );
    world.press(ben, KeyCode::PageUp);
    let back = chat_of(&world.screen(ben));
    let marker = back.last().cloned().unwrap_or_default();
    assert!(marker.contains("↓") && marker.contains("newer"), "{back:?}");
    assert!(!back.iter().any(|row| row.contains("line 20")), "{back:?}");
    // Lines said meanwhile leave the view where it is.
    world.say(ana, "line 21");
    assert_eq!(
        chat_of(&world.screen(ben))[..back.len() - 1],
        back[..back.len() - 1]
    );
    for _ in 0..20 {
        world.press(ben, KeyCode::PageUp);
    }
    let top = chat_of(&world.screen(ben));
    assert!(top[0].contains("ana: line 1"), "{top:?}");
    // The hint line says how, while typing too.
    world.press(ben, KeyCode::Char('c'));
    assert!(world.screen(ben).contains("pgup/pgdn scroll chat"));
    world.type_text(ben, "back to now");
    world.press(ben, KeyCode::Enter);
    let after = chat_of(&world.screen(ben));
    assert!(
        after
            .last()
            .is_some_and(|row| row.contains("ben: back to now")),
        "{after:?}"
    );
    assert!(!after.iter().any(|row| row.contains("newer")), "{after:?}");
    // PageDown comes back down to the newest as well.
    world.press(ben, KeyCode::PageUp);
    world.press(ben, KeyCode::PageUp);
    for _ in 0..20 {
        world.press(ben, KeyCode::PageDown);
    }
    assert_eq!(chat_of(&world.screen(ben)), after);
}

#[test]
fn a_bigger_screen_shows_more_of_the_chat_and_pages_by_what_it_shows() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    for n in 1..=50 {
        world.say(ana, &format!("line {n}"));
    }
    world.resize(ben, 160, 50);
    let big = chat_of(&screen(world.app(ben), 160, 50));
    let small = chat_of(&screen(world.app(ben), 80, 24));
    assert!(big.len() >= 2 * small.len(), "{big:?} against {small:?}");
    world.press(ben, KeyCode::PageUp);
    let back = chat_of(&screen(world.app(ben), 160, 50));
    // The top line of the page before is now the last line shown.
    let top = big[0].trim().to_string();
    assert_eq!(back[back.len() - 2].trim(), top, "{back:?}");
}

#[test]
fn a_watcher_is_told_they_are_watching() {
    let mut world = World::new();
    let (_ana, _ben) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    let shown = world.screen(carol);
    assert!(shown.contains("Chat · you are watching"), "{shown}");
    assert!(
        shown.contains("You are watching: only the players move."),
        "{shown}"
    );
    assert!(!shown.contains('['), "a cursor for a watcher:\n{shown}");
    let dan = world.arrive(4, "dan", Some("r1"));
    assert!(world.screen(dan).contains("Chat · you and 1 more watching"));
    assert!(world.screen(0).contains("Chat · 2 watching"));
}

#[test]
fn the_room_form_says_room_and_the_lobby_reads_its_clock_the_same_way() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('n'));
    let form = world.screen(ana);
    assert!(
        form.contains("New room") && form.contains("Open the room"),
        "{form}"
    );
    world.press(ana, KeyCode::Down);
    world.press(ana, KeyCode::Left);
    while world
        .app(ana)
        .setup()
        .value(Lang::English, world.app(ana).setup().field())
        != "none"
    {
        world.press(ana, KeyCode::Down);
    }
    for _ in 0..3 {
        world.press(ana, KeyCode::Right);
    }
    assert!(world.screen(ana).contains("5+3"), "{}", world.screen(ana));
    world.press(ana, KeyCode::Enter);
    let ben = world.arrive(2, "ben", None);
    let lobby = world.screen(ben);
    assert!(lobby.contains(" 5+3 "), "{lobby}");
    assert!(!lobby.contains("300+3"), "{lobby}");
}

#[test]
fn the_room_form_offers_days_per_move_and_the_lobby_says_days() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('n'));
    while world
        .app(ana)
        .setup()
        .value(Lang::English, world.app(ana).setup().field())
        != "none"
    {
        world.press(ana, KeyCode::Down);
    }
    let mut offered = Vec::new();
    for _ in 0..8 {
        world.press(ana, KeyCode::Right);
        let setup = world.app(ana).setup();
        offered.push(setup.value(Lang::English, setup.field()));
    }
    assert_eq!(offered[5..], ["30+0", "1 day", "3 days"]);
    assert!(
        world.screen(ana).contains("3 days"),
        "{}",
        world.screen(ana)
    );
    world.press(ana, KeyCode::Enter);
    let ben = world.arrive(2, "ben", None);
    let lobby = world.screen(ben);
    assert!(lobby.contains(" 3 days "), "{lobby}");
}

#[test]
fn a_player_back_goes_straight_to_their_seat() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    world.hang_up(ben);
    assert!(world.screen(ana).contains("ben (away 2:00)"));
    let back = world.arrive(4, "ben", None);
    assert_eq!(world.app(back).screen(), Screen::Game);
    assert_eq!(
        world.app(back).room_view().and_then(|v| v.you),
        Some(Side::Two)
    );
    assert!(
        !world.screen(ana).contains("(away)"),
        "{}",
        world.screen(ana)
    );
    world.type_move(ana, "g1f3");
    world.type_move(back, "b8c6");
    assert_eq!(world.moves(ana), vec!["e2e4", "e7e5", "g1f3", "b8c6"]);
    // Someone with no seat still starts in the lobby.
    let carol = world.arrive(5, "carol", None);
    assert_eq!(world.app(carol).screen(), Screen::Lobby);
}

#[test]
fn a_player_back_with_seats_in_two_games_picks_one_in_the_lobby() {
    let mut world = World::new();
    let (_ana, ben) = ana_and_ben_playing(&mut world);
    // Carol's room, Ben in its second seat too.
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('n'));
    world.press(carol, KeyCode::Down);
    world.press(carol, KeyCode::Left);
    world.press(carol, KeyCode::Enter);
    let ben2 = world.arrive(4, "ben", Some("r2"));
    assert_eq!(
        world.app(ben2).room_view().and_then(|v| v.you),
        Some(Side::Two)
    );
    // A room of Dan's that Ben has no seat in.
    let dan = world.arrive(5, "dan", None);
    world.press(dan, KeyCode::Char('n'));
    world.press(dan, KeyCode::Enter);
    world.hang_up(ben);
    world.hang_up(ben2);
    let back = world.arrive(6, "ben", None);
    assert_eq!(world.app(back).screen(), Screen::Lobby);
    let lobby = world.screen(back);
    assert!(lobby.contains("You have seats in 2 rooms"), "{lobby}");
    let marked: Vec<&str> = lobby
        .lines()
        .filter(|line| line.trim_start().starts_with('•'))
        .collect();
    assert_eq!(marked.len(), 2, "{lobby}");
    assert!(
        marked.iter().all(|line| line.contains("ben (away)")),
        "{lobby}"
    );
    insta::assert_snapshot!("lobby_seats_80x24", lobby);
    world.press(back, KeyCode::Enter);
    assert_eq!(
        world.app(back).room_view().map(|v| v.id.as_str()),
        Some("r1")
    );
    assert_eq!(
        world.app(back).room_view().and_then(|v| v.you),
        Some(Side::Two)
    );
}

#[test]
fn the_lobby_marks_a_waiting_room_of_yours_without_taking_you_there() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    world.hang_up(ana);
    let back = world.arrive(2, "ana", None);
    assert_eq!(world.app(back).screen(), Screen::Lobby);
    let lobby = world.screen(back);
    assert!(lobby.contains("• your seat"), "{lobby}");
    assert!(lobby.contains("• r1"), "{lobby}");
}

#[test]
fn a_player_resigns_a_room_game_after_saying_yes() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    // A watcher has nothing to resign.
    world.press(carol, KeyCode::Char('R'));
    assert_eq!(world.app(carol).context(), Context::Room);
    // Ben resigns on Ana's turn; asked first, "no" leaves the game on.
    world.press(ben, KeyCode::Char('R'));
    assert_eq!(world.app(ben).context(), Context::Confirm);
    assert!(
        world
            .screen(ben)
            .contains("Black resigns? White wins the game.")
    );
    world.press(ben, KeyCode::Char('n'));
    assert_eq!(
        world.app(ana).room_view().map(|v| v.phase),
        Some(Phase::Playing)
    );
    world.press(ben, KeyCode::Char('R'));
    world.press(ben, KeyCode::Char('y'));
    for at in [ana, ben, carol] {
        let shown = world.screen(at);
        assert!(shown.contains("White wins: Black resigned"), "{shown}");
        // A room without a clock is never rated, and its end says so.
        assert!(shown.contains("Not rated"), "{shown}");
    }
}

#[test]
fn a_draw_offer_is_seen_by_all_and_accepted_with_y() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    world.press(ana, KeyCode::Char('d'));
    assert!(
        world
            .screen(ana)
            .contains("You offer a draw; ben is asked.")
    );
    assert!(world.screen(carol).contains("ana offers a draw."));
    let shown = world.screen(ben);
    assert!(
        shown.contains("ana offers a draw: y accept · n decline"),
        "{shown}"
    );
    insta::assert_snapshot!("room_draw_offered_80x24", shown);
    // Declined, it may be offered again once Ben has moved, and accepted.
    world.press(ben, KeyCode::Char('n'));
    assert!(world.screen(ana).contains("ben declines the draw."));
    world.press(ana, KeyCode::Char('d'));
    let shown = world.screen(ana);
    assert!(shown.contains("once your opponent has moved"), "{shown}");
    world.type_move(ana, "g1f3");
    world.type_move(ben, "b8c6");
    world.press(ana, KeyCode::Char('d'));
    world.press(ben, KeyCode::Char('y'));
    for at in [ana, ben, carol] {
        let shown = world.screen(at);
        assert!(shown.contains("Draw agreed"), "{shown}");
    }
}

#[test]
fn a_takeback_asked_with_u_puts_the_askers_move_back() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    // Ana to move: her e4 and Ben's reply go back.
    world.press(ana, KeyCode::Char('u'));
    assert!(
        world
            .screen(ana)
            .contains("You ask to take back your last move and the reply; ben is asked.")
    );
    assert!(
        world
            .screen(ben)
            .contains("ana asks to take back their last move and the reply: y accept")
    );
    world.press(ben, KeyCode::Char('y'));
    for at in [ana, ben] {
        assert!(world.moves(at).is_empty());
    }
    assert!(
        world
            .screen(ana)
            .contains("ben accepts: 2 moves taken back.")
    );
    world.type_move(ana, "d2d4");
    world.press(ana, KeyCode::Char('u'));
    world.press(ben, KeyCode::Char('n'));
    assert!(world.screen(ana).contains("ben declines the takeback."));
    assert_eq!(world.moves(ben), vec!["d2d4"]);
}

#[test]
fn a_missing_first_move_aborts_the_room_game_with_no_result() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    let ben = world.arrive(2, "ben", Some("r1"));
    world.type_move(ana, "e2e4");
    world.hang_up(ben);
    world.now += tabuleiro::rooms::FIRST_MOVE;
    world.rooms.tick(world.now);
    world.run(ana, Vec::new());
    let shown = world.screen(ana);
    assert!(
        shown.contains("Game aborted: ben made no first move."),
        "{shown}"
    );
    // No move is taken, and the record has no result.
    world.press(ana, KeyCode::Char('x'));
    let record = world.screen(ana);
    assert!(record.contains("[Black \"ben\"]"), "{record}");
    assert!(record.contains("[Result \"*\"]"), "{record}");
    assert!(record.contains("[Termination \"aborted\"]"), "{record}");
}

#[test]
fn an_empty_seats_countdown_is_on_every_screen() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    world.hang_up(ben);
    for at in [ana, carol] {
        let shown = world.screen(at);
        assert!(shown.contains("ben (away 2:00)"), "{shown}");
        assert!(world.app(at).wants_ticks());
    }
    // It counts down on screen between the room's answers.
    let later = world.now + std::time::Duration::from_secs(18);
    for at in [ana, carol] {
        world.guests[at].app.handle_at(Event::Tick, later);
        let shown = world.screen(at);
        assert!(shown.contains("ben (away 1:42)"), "{shown}");
    }
    insta::assert_snapshot!("room_seat_countdown_80x24", world.screen(ana));
    // Back in time: the countdown goes.
    let back = world.arrive(4, "ben", Some("r1"));
    assert_eq!(world.app(back).context(), Context::Room);
    assert!(!world.screen(ana).contains("forfeits"));
}

#[test]
fn q_in_a_seated_game_asks_leave_resign_or_stay() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    // n stays.
    world.press(ben, KeyCode::Char('q'));
    assert_eq!(world.app(ben).context(), Context::Confirm);
    let asked = world.screen(ben);
    assert!(asked.contains("Leave your seat?"), "{asked}");
    assert!(asked.contains("R resign"), "{asked}");
    world.press(ben, KeyCode::Char('n'));
    assert_eq!(world.app(ben).context(), Context::Room);
    // y leaves the seat, which waits for him.
    world.press(ben, KeyCode::Char('q'));
    world.press(ben, KeyCode::Char('y'));
    assert_eq!(world.app(ben).screen(), Screen::Lobby);
    assert!(world.screen(ana).contains("ben (away 2:00)"));
    // Back, R resigns from the same question.
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).context(), Context::Room);
    world.press(ben, KeyCode::Char('q'));
    world.press(ben, KeyCode::Char('R'));
    for at in [ana, ben] {
        let shown = world.screen(at);
        assert!(shown.contains("White wins: Black resigned"), "{shown}");
    }
    // A game over is left without a question.
    world.press(ben, KeyCode::Char('q'));
    assert_eq!(world.app(ben).screen(), Screen::Lobby);
}

#[test]
fn a_rematch_offered_with_a_and_accepted_turns_the_board() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    world.press(ben, KeyCode::Char('R'));
    world.press(ben, KeyCode::Char('y'));
    world.press(ana, KeyCode::Char('a'));
    let shown = world.screen(ben);
    assert!(
        shown.contains("ana offers a rematch: y accept · n decline"),
        "{shown}"
    );
    insta::assert_snapshot!("room_over_rematch_offered_80x24", shown);
    world.press(ben, KeyCode::Char('y'));
    assert_eq!(
        world.app(ben).room_view().and_then(|v| v.you),
        Some(Side::One)
    );
    assert!(world.app(ben).session().is_some_and(|s| !s.flipped));
    assert!(world.app(ana).session().is_some_and(|s| s.flipped));
    assert!(world.moves(ana).is_empty());
    world.type_move(ben, "d2d4");
    assert_eq!(world.moves(ana), vec!["d2d4"]);
}

#[test]
fn a_second_key_by_a_taken_name_is_told_and_shown_by_a_variant() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    let other = Visitor {
        session: 2,
        name: "ana".to_string(),
        key: "SHA256:another-key".to_string(),
    };
    let second = world.arrive_as(other, None);
    let shown = world.screen(second);
    assert!(
        shown.contains("The name ana belongs to another key; others see you as ana-2."),
        "{shown}"
    );
    assert!(shown.contains("You: ana-2"), "{shown}");
    // The first key says nothing of names; a rename to its own name is no news.
    assert!(!world.screen(ana).contains("another key"));
    assert!(world.screen(ana).contains("You: ana"));
    world.press(second, KeyCode::Char('i'));
    for _ in 0.."ana-2".len() {
        world.press(second, KeyCode::Backspace);
    }
    world.type_text(second, "ANA");
    world.press(second, KeyCode::Enter);
    let shown = world.screen(second);
    assert!(
        shown.contains("The name ANA belongs to another key; others see you as ANA-2."),
        "{shown}"
    );
}

#[test]
fn a_user_name_that_cannot_be_a_name_is_told_and_the_guest_name_shown() {
    let mut world = World::new();
    let first = world.arrive(1, "guest", None);
    let hidden = world.arrive(2, "ana\u{fe0f}", None);
    let shown = world.screen(hidden);
    assert!(
        shown.contains("Your user name holds U+FE0F; a name holds only letters, digits,"),
        "{shown}"
    );
    // The guest name is the first guest's: a variant, said by the name shown.
    assert!(shown.contains("You: guest-2"), "{shown}");
    assert!(world.screen(first).contains("You: guest"));
}

const DAY: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);

/// The visitor opens a chess room between people from the lobby's form,
/// on the clock the form calls `clock` ("3 days"), its second seat open.
fn opens_a_room_on(world: &mut World, at: usize, clock: &str) {
    world.press(at, KeyCode::Char('n'));
    world.press(at, KeyCode::Down);
    world.press(at, KeyCode::Left);
    while world
        .app(at)
        .setup()
        .value(Lang::English, world.app(at).setup().field())
        != "none"
    {
        world.press(at, KeyCode::Down);
    }
    for _ in 0..12 {
        if world
            .app(at)
            .setup()
            .value(Lang::English, world.app(at).setup().field())
            == clock
        {
            break;
        }
        world.press(at, KeyCode::Right);
    }
    world.press(at, KeyCode::Enter);
    assert_eq!(world.app(at).context(), Context::Room);
}

#[test]
fn a_correspondence_player_back_days_later_is_in_their_seat_as_it_was() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    opens_a_room_on(&mut world, ana, "3 days");
    let ben = world.arrive(2, "ben", Some("r1"));
    world.type_move(ana, "e2e4");
    world.type_move(ben, "e7e5");
    world.type_move(ana, "g1f3");
    world.hang_up(ben);
    world.now += DAY * 2;
    let back = world.arrive(3, "ben", None);
    assert_eq!(world.app(back).screen(), Screen::Game);
    let view = world.app(back).room_view().expect("the room");
    assert_eq!(view.you, Some(Side::Two));
    assert_eq!(view.phase, Phase::Playing);
    assert_eq!(world.moves(back), ["e2e4", "e7e5", "g1f3"]);
    // A day of the three is left: the panel's clock reads it; Ana's,
    // full, reads in days and hours.
    let shown = world.screen(back);
    assert!(shown.contains("Chess · 3 days"), "{shown}");
    assert!(shown.contains(" 24:00:00 "), "{shown}");
    assert!(shown.contains(" 3d 0h "), "{shown}");
    insta::assert_snapshot!("room_correspondence_80x24", shown);
    insta::assert_snapshot!(
        "room_correspondence_160x50",
        screen(world.app(back), 160, 50)
    );
    world.type_move(back, "b8c6");
    assert_eq!(world.moves(ana).len(), 4);
    // Gone again, and back by `join r1` two more days on.
    world.hang_up(back);
    world.now += DAY * 2;
    let joined = world.arrive(4, "ben", Some("r1"));
    let view = world.app(joined).room_view().expect("the room");
    assert_eq!((view.you, view.phase), (Some(Side::Two), Phase::Playing));
    assert_eq!(world.moves(joined), ["e2e4", "e7e5", "g1f3", "b8c6"]);
}

#[test]
fn the_lobby_lists_your_games_first_and_says_where_it_is_your_move() {
    let mut world = World::new();
    // Dan's room against the computer: not Ben's.
    let dan = world.arrive(1, "dan", None);
    world.press(dan, KeyCode::Char('n'));
    world.press(dan, KeyCode::Enter);
    // Ana's game with Ben, Ben to move; Carol's, Carol to move.
    let ana = world.arrive(2, "ana", None);
    opens_a_room_on(&mut world, ana, "3 days");
    let ben = world.arrive(3, "ben", Some("r2"));
    world.type_move(ana, "e2e4");
    world.type_move(ben, "e7e5");
    world.type_move(ana, "g1f3");
    let carol = world.arrive(4, "carol", None);
    opens_a_room_on(&mut world, carol, "7 days");
    let ben2 = world.arrive(5, "ben", Some("r3"));
    world.type_move(carol, "d2d4");
    world.type_move(ben2, "d7d5");
    world.hang_up(ben);
    world.hang_up(ben2);
    world.now += DAY + std::time::Duration::from_secs(3600);

    let back = world.arrive(6, "ben", None);
    assert_eq!(world.app(back).screen(), Screen::Lobby);
    let lobby = world.screen(back);
    // At 80 columns each room takes two lines, a player on each.
    let rows: Vec<&str> = lobby.lines().skip(3).take(8).map(str::trim).collect();
    assert_eq!(rows[0], "Your games", "{lobby}");
    assert!(rows[1].starts_with("• r2"), "{lobby}");
    assert!(rows[1].ends_with("1d 23h   your move"), "{lobby}");
    assert_eq!(rows[2], "ben 1500? (away)", "{lobby}");
    assert!(rows[3].starts_with("• r3"), "{lobby}");
    assert!(rows[3].ends_with("7 days   playing"), "{lobby}");
    assert_eq!(rows[5], "Other rooms", "{lobby}");
    assert!(rows[6].starts_with("r1"), "{lobby}");
    insta::assert_snapshot!("lobby_your_games_80x24", lobby);
    insta::assert_snapshot!("lobby_your_games_160x50", screen(world.app(back), 160, 50));
    // The cursor starts on the first of them: enter takes Ben back.
    world.press(back, KeyCode::Enter);
    let view = world.app(back).room_view().expect("the room");
    assert_eq!((view.id.as_str(), view.you), ("r2", Some(Side::Two)));
}

#[test]
fn a_room_draw_is_offered_to_the_computer_on_your_move() {
    let mut world = World::new();
    let dan = world.arrive(1, "dan", None);
    world.press(dan, KeyCode::Char('n'));
    world.press(dan, KeyCode::Enter);
    assert_eq!(
        world.app(dan).room_view().and_then(|v| v.you),
        Some(Side::One)
    );
    world.press(dan, KeyCode::Char('d'));
    let shown = world.screen(dan);
    assert!(shown.contains("You offer a draw;"), "{shown}");
    let offer = world.app(dan).room_view().and_then(|v| v.offer);
    assert_eq!(offer.map(|o| o.by), Some(Side::One));
}

#[test]
fn a_room_game_ended_by_an_empty_seat_shows_its_result_and_termination() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    world.type_move(ana, "g1f3");
    world.hang_up(ben);
    world.now += tabuleiro::rooms::SEAT_GRACE;
    world.rooms.tick(world.now);
    world.run(ana, Vec::new());
    let shown = world.screen(ana);
    assert!(shown.contains("ana wins  1-0"), "{shown}");
    let wide = screen(world.app(ana), 160, 50);
    let list: Vec<&str> = wide.lines().map(str::trim_end).collect();
    let last_move = list
        .iter()
        .position(|line| line.ends_with("2. Nf3"))
        .expect("the move list");
    assert!(list[last_move + 1].ends_with(" 1-0"), "{wide}");
    insta::assert_snapshot!("room_over_abandoned_80x24", shown);
    insta::assert_snapshot!("room_over_abandoned_160x50", wide);
    world.press(ana, KeyCode::Char('x'));
    let record = world.screen(ana);
    assert!(record.contains("[Black \"ben\"]"), "{record}");
    assert!(record.contains("[Termination \"abandoned\"]"), "{record}");
}

#[test]
fn q_in_a_correspondence_game_says_the_seat_is_kept_not_lost_in_minutes() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    opens_a_room_on(&mut world, ana, "3 days");
    let ben = world.arrive(2, "ben", Some("r1"));
    world.type_move(ana, "e2e4");
    world.press(ben, KeyCode::Char('q'));
    assert_eq!(world.app(ben).context(), Context::Confirm);
    let asked = world.screen(ben);
    assert!(asked.contains("it is kept for you"), "{asked}");
    assert!(!asked.contains("2 minutes"), "{asked}");
    world.press(ben, KeyCode::Char('y'));
    assert_eq!(world.app(ben).screen(), Screen::Lobby);
}

#[test]
fn long_names_in_the_lobby_take_a_line_each_and_are_not_cut() {
    let mut world = World::new();
    let ana = world.arrive(1, "anastasia-of-the-lon", None);
    world.press(ana, KeyCode::Char('n'));
    world.press(ana, KeyCode::Down);
    world.press(ana, KeyCode::Left);
    world.press(ana, KeyCode::Enter);
    let dan = world.arrive(2, "dan", None);
    for (width, height) in [(80, 24), (160, 50)] {
        let shown = screen(world.app(dan), width, height);
        insta::assert_snapshot!(format!("lobby_long_names_{width}x{height}"), shown);
    }
    let narrow = screen(world.app(dan), 80, 24);
    assert!(!narrow.contains('…'), "{narrow}");
    let seats: Vec<&str> = narrow.lines().skip(3).take(2).collect();
    assert!(seats[0].contains("anastasia-of-the-lon "), "{narrow}");
    assert_eq!(seats[1].trim(), "(open seat)", "{narrow}");
}

#[test]
fn a_hasami_room_record_is_its_own_notation_from_the_top_without_a_border() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('n'));
    while world.app(ana).setup().game != tabuleiro::games::GameId::Hasami {
        world.press(ana, KeyCode::Right);
    }
    world.press(ana, KeyCode::Down);
    world.press(ana, KeyCode::Left);
    world.press(ana, KeyCode::Enter);
    let ben = world.arrive(2, "ben", Some("r1"));
    let first = world
        .app(ana)
        .session()
        .expect("a game")
        .game()
        .legal_moves()[0]
        .clone();
    world.type_move(ana, &first);
    let reply = world
        .app(ben)
        .session()
        .expect("a game")
        .game()
        .legal_moves()[0]
        .clone();
    world.type_move(ben, &reply);
    world.press(ana, KeyCode::Char('x'));
    assert_eq!(world.app(ana).context(), Context::RecordText);
    let shown = world.screen(ana);
    let rows: Vec<&str> = shown.lines().collect();
    assert!(
        rows[0].contains("The game's record"),
        "from the top: {shown}"
    );
    assert!(rows[1].contains("Hasami Shogi"), "{shown}");
    assert!(shown.contains("1. "), "numbered moves: {shown}");
    assert!(
        !shown.contains('{') && !shown.contains("martian"),
        "{shown}"
    );
    assert!(!shown.contains('│'), "no border to copy: {shown}");
    insta::assert_snapshot!("room_record_hasami_80x24", shown);
}

#[test]
fn a_rated_room_shows_ratings_beside_names_and_in_its_pgn() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    opens_a_room_on(&mut world, ana, "5+3");
    let ben = world.arrive(2, "ben", None);
    let lobby = world.screen(ben);
    assert!(lobby.contains("ana 1500? – (open seat)"), "{lobby}");
    world.press(ben, KeyCode::Enter);
    for (at, mv) in [(ana, "f2f3"), (ben, "e7e5"), (ana, "g2g4")] {
        world.type_move(at, mv);
    }
    let panel = world.screen(ana);
    assert!(
        panel.contains("ana 1500?") && panel.contains("ben 1500?"),
        "{panel}"
    );
    world.type_move(ben, "d8h4");
    let panel = world.screen(ana);
    // Lines under the board name players without their ratings.
    assert!(
        panel.contains("ben wins") && !panel.contains("? wins"),
        "{panel}"
    );
    // The game-over box, the panel and the lobby give the new ratings
    // with their change, as the profile will.
    let after = after_game([Rating::default(); 2], Outcome::Win(Side::Two));
    let [ana_change, ben_change] = after.map(|rating| Change::new(Rating::default(), rating));
    let (ana_now, ben_now) = (format!("ana {ana_change}"), format!("ben {ben_change}"));
    assert!(
        ben_now.ends_with(&format!("+{}", ben_change.by)),
        "{ben_now}"
    );
    // At 80x24 the box and the panel below it both give them, the
    // panel keeping its rows for both players and the moves.
    let over = world.screen(ana);
    assert_eq!(over.matches(&ana_now).count(), 2, "box and panel: {over}");
    assert_eq!(over.matches(&ben_now).count(), 2, "box and panel: {over}");
    assert!(over.contains("2. g4       Qh4#"), "{over}");
    assert!(!over.contains("Not rated"), "{over}");
    insta::assert_snapshot!("room_rated_over_80x24", over);
    let over = screen(world.app(ana), 120, 40);
    assert_eq!(over.matches(&ana_now).count(), 2, "box and panel: {over}");
    assert_eq!(over.matches(&ben_now).count(), 2, "box and panel: {over}");
    insta::assert_snapshot!("room_rated_over_120x40", over);
    let carol = world.arrive(3, "carol", None);
    let lobby = world.screen(carol);
    assert!(
        lobby.contains(&ana_now) && lobby.contains(&ben_now),
        "{lobby}"
    );
    world.press(ana, KeyCode::Char('x'));
    let record = world.screen(ana);
    assert!(record.contains("[WhiteElo \"1500\"]"), "{record}");
    assert!(record.contains("[BlackElo \"1500\"]"), "{record}");
    // Ben's next room shows the rating the game left him, above Ana's
    // and still provisional.
    let again = world.arrive(4, "ben", None);
    opens_a_room_on(&mut world, again, "5+3");
    let next = world.screen(again);
    let shown = next
        .split("ben ")
        .nth(1)
        .and_then(|after| after.split_whitespace().next())
        .expect("ben's rating");
    let value: i32 = shown.trim_end_matches('?').parse().expect("a number");
    assert!(value > 1500 && shown.ends_with('?'), "{next}");
}

#[test]
fn v_in_the_lobby_watches_the_live_game_between_people() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let eve = world.arrive(5, "eve", None);
    world.press(eve, KeyCode::Char('v'));
    assert_eq!(world.app(eve).screen(), Screen::Game);
    let watched = world.app(eve).room_view().expect("a room");
    let ana_room = world.app(ana).room_view().map(|v| v.id.clone());
    assert_eq!(Some(watched.id.clone()), ana_room);
    assert_eq!((watched.you, watched.tv), (None, false));
    assert_eq!(world.moves(eve), ["e2e4", "e7e5"]);
    world.type_move(ana, "g1f3");
    assert_eq!(world.moves(eve), world.moves(ben));
    assert_eq!(world.moves(eve).len(), 3);
}

#[test]
fn tv_with_no_game_between_people_is_the_show_at_two_sizes() {
    let mut world = World::new();
    let eve = world.arrive(5, "eve", None);
    world.press(eve, KeyCode::Char('v'));
    assert_eq!(world.app(eve).screen(), Screen::Game);
    assert_eq!(world.app(eve).context(), Context::Room);
    let show = world.app(eve).room_view().expect("the show");
    assert!(show.tv && show.you.is_none(), "{show:?}");
    let fay = world.arrive(6, "fay", None);
    world.press(fay, KeyCode::Char('v'));
    for (width, height) in [(80, 24), (160, 50)] {
        let shown = screen(world.app(fay), width, height);
        assert!(shown.contains("TV · Chat"), "{shown}");
        insta::assert_snapshot!(format!("tv_{width}x{height}"), shown);
    }
    world.press(fay, KeyCode::Char('q'));
    assert_eq!(world.app(fay).screen(), Screen::Lobby);
    for (width, height) in [(80, 24), (160, 50)] {
        insta::assert_snapshot!(
            format!("lobby_tv_{width}x{height}"),
            screen(world.app(fay), width, height)
        );
    }
}

#[test]
fn the_show_going_on_to_the_next_game_opens_its_board_afresh() {
    let mut world = World::new();
    let eve = world.arrive(5, "eve", None);
    world.press(eve, KeyCode::Char('v'));
    let show = world.app(eve).room_view().cloned().expect("the show");
    let mut over = show.clone();
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        over.game.play_text(mv).expect("a legal move");
    }
    let Status::Over(end) = over.game.status() else {
        panic!("fool's mate ends the game");
    };
    over.phase = Phase::Over(end);
    let event = Event::Room(RoomOutcome::Room(Box::new(over)));
    let effects = world.guests[eve].app.handle_at(event, world.now);
    world.run(eve, effects);
    let ended = world.screen(eve);
    assert!(ended.contains("Next on TV: Racing Kings"), "{ended}");
    assert!(!ended.contains("Rematch"), "{ended}");
    insta::assert_snapshot!("tv_over_80x24", ended);
    let mut next = show;
    next.game = AnyGame::new(GameId::RacingKings, &Options::default());
    let event = Event::Room(RoomOutcome::Room(Box::new(next)));
    let effects = world.guests[eve].app.handle_at(event, world.now);
    world.run(eve, effects);
    let game = world.app(eve).session().map(|s| s.game().id());
    assert_eq!(game, Some(GameId::RacingKings));
    assert!(
        world.screen(eve).contains("Racing Kings"),
        "{}",
        world.screen(eve)
    );
}

/// Whether a screen shows anything of the engine: the evaluation row or
/// its analysis under way, Review, a hint, a move judged.
fn engine_shown(shown: &str) -> bool {
    ["Eval (", "Analysing", "Review:", "Hint:", "was best", "?? "]
        .iter()
        .any(|part| shown.contains(part))
}

/// The searches a guest's app asked for of this task.
fn searches(world: &World, at: usize, task: Task) -> usize {
    let searches = world.guests[at].searches.iter();
    searches.filter(|request| request.task == task).count()
}

/// Whether the hint line offers `keys`.
fn offers(world: &World, at: usize, keys: &str) -> bool {
    let hints = world.app(at).hints();
    hints.iter().any(|b| b.label(Lang::English) == keys)
}

/// Ends the guest's analysis under way as the worker would: its value
/// `points` for the side to move, the position's first legal move best.
/// False when none is under way.
fn analysed(world: &mut World, at: usize, points: i32) -> bool {
    let under_way = world.app(at).session().and_then(|s| s.thinking());
    let Some(ticket) = under_way
        .filter(|t| t.task == Task::Analyse)
        .map(|t| t.ticket)
    else {
        return false;
    };
    let searched = world.guests[at]
        .searches
        .iter()
        .rfind(|request| request.ticket == ticket)
        .expect("the search was asked for");
    let mv = searched
        .game
        .legal_moves()
        .first()
        .cloned()
        .unwrap_or_default();
    let info = SearchInfo {
        depth: 12,
        score: Score::Points(points),
        nodes: 250_000,
        nps: 1_000_000,
        pv: vec![mv.clone()],
    };
    let report = Report::Done {
        ticket,
        mv,
        info: Some(info),
    };
    let effects = world.guests[at].app.handle_at(Event::Ai(report), world.now);
    world.run(at, effects);
    true
}

/// Ana and Ben play fool's mate in Ana's room: Black wins on move 2.
fn fools_mate(world: &mut World) -> (usize, usize) {
    let ana = ana_opens_a_room(world);
    let ben = world.arrive(2, "ben", Some("r1"));
    for (at, mv) in [(ana, "f2f3"), (ben, "e7e5"), (ana, "g2g4"), (ben, "d8h4")] {
        world.type_move(at, mv);
    }
    assert!(world.screen(ana).contains("Black wins by checkmate"));
    (ana, ben)
}

#[test]
fn no_engine_for_the_players_nor_a_watcher_while_people_play() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    // 2.Ba6??: the position that showed "Nc3 was best" mid-game.
    world.type_move(ana, "f1a6");
    for at in [ana, ben, carol] {
        assert!(!offers(&world, at, "v"), "Review is not offered");
        // t, a local game's hint, and r are no keys of a room: they do
        // nothing.
        for key in ['t', 'r', 'v'] {
            world.press(at, KeyCode::Char(key));
            assert_eq!(world.app(at).context(), Context::Room, "{key}");
            let shown = world.screen(at);
            let refused = "No engine help while people play: Review opens when the game ends.";
            assert_eq!(shown.contains(refused), key == 'v', "{key}: {shown}");
            assert!(!engine_shown(&shown), "{key}: {shown}");
        }
        let session = world.app(at).session().expect("the room's game");
        assert!(session.hint().is_none() && session.analysis().is_none());
        assert!(!session.shows_evaluation(EvaluationShown::Always));
        assert!(world.guests[at].searches.is_empty(), "no search at all");
    }
    // Every other key of the opponent and the watcher: no search (the
    // host fails one) and nothing of the engine on screen.
    let keys = ('!'..='~').filter(|c| !"q:cRdua".contains(*c));
    for at in [ben, carol] {
        for key in keys.clone() {
            world.press(at, KeyCode::Char(key));
            if world.app(at).context() != Context::Room {
                world.press(at, KeyCode::Esc);
            }
            assert_eq!(world.app(at).context(), Context::Room, "{key}");
            assert!(!engine_shown(&world.screen(at)), "{key}");
        }
        assert!(world.guests[at].searches.is_empty());
    }
    assert_eq!(world.moves(carol), ["e2e4", "e7e5", "f1a6"]);
}

#[test]
fn a_watcher_s_review_closes_when_the_rematch_starts() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    let eve = world.arrive(5, "eve", None);
    world.press(eve, KeyCode::Char('w'));
    world.press(eve, KeyCode::Char('v'));
    assert_eq!(world.app(eve).context(), Context::Room, "a seated game");
    let ben = world.arrive(2, "ben", Some("r1"));
    for (at, mv) in [(ana, "f2f3"), (ben, "e7e5"), (ana, "g2g4"), (ben, "d8h4")] {
        world.type_move(at, mv);
    }
    world.press(eve, KeyCode::Char('v'));
    assert_eq!(world.app(eve).context(), Context::Review);
    assert!(
        world
            .app(eve)
            .session()
            .is_some_and(|s| s.thinking().is_some())
    );
    world.press(ana, KeyCode::Char('a'));
    world.press(ben, KeyCode::Char('y'));
    assert!(world.moves(eve).is_empty(), "the rematch is on");
    assert_eq!(world.app(eve).context(), Context::Room);
    let session = world.app(eve).session().expect("the room's game");
    assert!(session.thinking().is_none(), "the analysis stopped");
    assert!(!engine_shown(&world.screen(eve)), "{}", world.screen(eve));
    assert_eq!(searches(&world, eve, Task::Analyse), 1);
}

#[test]
fn once_the_game_ends_review_analyses_it_for_the_players_and_a_watcher() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    let ben = world.arrive(2, "ben", Some("r1"));
    for (at, mv) in [(ana, "f2f3"), (ben, "e7e5"), (ana, "g2g4"), (ben, "d8h4")] {
        world.type_move(at, mv);
    }
    for at in [ana, ben, carol] {
        assert!(offers(&world, at, "v"), "{}", world.screen(at));
        world.press(at, KeyCode::Char('v'));
        assert_eq!(world.app(at).context(), Context::Review);
        assert_eq!(searches(&world, at, Task::Analyse), 1);
        assert!(
            world.screen(at).contains("Review: move 2 of 2, Black"),
            "{}",
            world.screen(at)
        );
        assert!(!world.screen(at).contains("No engine help"));
    }
    while analysed(&mut world, carol, 0) {}
    let session = world.app(carol).session().expect("the room's game");
    let analysis = session.analysis().expect("the whole game analysed");
    assert_eq!(analysis.moves.len(), 4);
}

#[test]
fn a_room_of_computers_shows_the_evaluation_found_on_the_visitor_s_worker() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    open_computers_room(&mut world, ana);
    assert_eq!(world.app(ana).context(), Context::Room);
    assert_eq!(searches(&world, ana, Task::Analyse), 1);
    assert!(
        world.screen(ana).contains("Eval (White)"),
        "{}",
        world.screen(ana)
    );
    assert!(analysed(&mut world, ana, 35));
    let shown = world.screen(ana);
    assert!(
        row_with(&shown, "Eval (White)").contains("+0.35"),
        "{shown}"
    );
    // Review is open to all while only computers play.
    assert!(offers(&world, ana, "v"));
    // TV's show too.
    let eve = world.arrive(5, "eve", None);
    world.press(eve, KeyCode::Char('v'));
    assert!(world.app(eve).room_view().is_some_and(|v| v.tv));
    assert_eq!(searches(&world, eve, Task::Analyse), 1);
    assert!(world.screen(eve).contains("Eval (White)"));
}

#[test]
fn a_person_seated_against_the_computer_gets_no_evaluation() {
    let mut world = World::new();
    let ana = world.arrive(1, "ana", None);
    world.press(ana, KeyCode::Char('n'));
    world.press(ana, KeyCode::Enter);
    assert_eq!(world.app(ana).context(), Context::Room);
    assert_eq!(
        world.app(ana).room_view().and_then(|v| v.you),
        Some(Side::One)
    );
    assert!(!engine_shown(&world.screen(ana)), "{}", world.screen(ana));
    world.press(ana, KeyCode::Char('v'));
    let shown = world.screen(ana);
    assert!(
        shown.contains("No engine help while people play"),
        "{shown}"
    );
    assert!(world.guests[ana].searches.is_empty());
}

#[test]
fn the_analysis_of_a_room_game_is_kept_in_the_archive_and_comes_back_from_the_profile() {
    let store = MemoryStore::default();
    let mut world = World::over(store.clone());
    let (ana, ben) = fools_mate(&mut world);
    world.press(ana, KeyCode::Char('v'));
    let mut valued = 0;
    while analysed(&mut world, ana, 10) {
        valued += 1;
    }
    assert_eq!(valued, 4, "each position but the mate searched once");
    let found = world.app(ana).session().and_then(|s| s.analysis()).cloned();
    let found = found.expect("the game analysed");
    let archive = store.clone().finished_games().expect("the archive");
    assert_eq!(archive.len(), 1);
    let kept = tabuleiro::ai::analysis::kept(archive[0].record.extra());
    assert_eq!(kept.as_ref(), Some(&found), "kept with the game");
    assert_eq!(archive[0].record.moves().len(), 4);

    // Ben, from his profile: Review has the analysis, with no search.
    world.press(ben, KeyCode::Char('q'));
    assert_eq!(world.app(ben).screen(), Screen::Lobby);
    // His own profile: the prompt offers Ana first, then him.
    world.press(ben, KeyCode::Char('p'));
    world.press(ben, KeyCode::Down);
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).screen(), Screen::Profile);
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).context(), Context::Review);
    let session = world.app(ben).session().expect("the archived game");
    assert_eq!(session.analysis(), Some(&found));
    assert!(session.thinking().is_none());
    assert_eq!(searches(&world, ben, Task::Analyse), 0);
    assert!(world.screen(ben).contains("?? "), "{}", world.screen(ben));
}

#[test]
fn a_game_of_one_s_own_gets_no_engine_while_seated_in_a_room_game() {
    use tabuleiro::app::setup::Field;
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    // Ben leaves his seat for the menu and a game against the computer.
    world.press(ben, KeyCode::Char('q'));
    world.press(ben, KeyCode::Char('y'));
    world.press(ben, KeyCode::Char('m'));
    world.press(ben, KeyCode::Char('n'));
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).context(), Context::Board);
    let seated = "No engine help while you play in a room: it returns when that game ends.";
    for key in ['t', 'v'] {
        world.press(ben, KeyCode::Char(key));
        let shown = world.screen(ben);
        assert!(shown.contains(seated), "{key}: {shown}");
        assert!(!engine_shown(&shown), "{key}: {shown}");
    }
    assert!(!offers(&world, ben, "t") && !offers(&world, ben, "v"));
    assert!(world.guests[ben].searches.is_empty());
    // The computer plays its moves from the usual start, its line unseen.
    world.type_move(ben, "e2e4");
    assert_eq!(searches(&world, ben, Task::Move), 1);
    let ticket = world.guests[ben].searches[0].ticket;
    let info = SearchInfo {
        depth: 9,
        score: Score::Points(-20),
        nodes: 250_000,
        nps: 1_000_000,
        pv: vec!["e7e5".to_string(), "g1f3".to_string()],
    };
    let event = Event::Ai(Report::Progress { ticket, info });
    let effects = world.guests[ben].app.handle_at(event, world.now);
    world.run(ben, effects);
    let shown = world.screen(ben);
    assert!(
        shown.contains("d9 250k nodes") && !shown.contains("Nf3"),
        "{shown}"
    );
    // Resigned, the game-over box's Review says the same.
    world.press(ben, KeyCode::Char('R'));
    world.press(ben, KeyCode::Char('y'));
    assert_eq!(world.app(ben).context(), Context::Over);
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).context(), Context::Over);
    assert!(world.screen(ben).contains(seated), "{}", world.screen(ben));
    // A position set up: the computer weighs no draw, plays no move.
    world.press(ben, KeyCode::Char('q'));
    world.press(ben, KeyCode::Char('n'));
    for _ in 0..30 {
        if world.app(ben).setup().field() == Field::Fen {
            break;
        }
        world.press(ben, KeyCode::Down);
    }
    assert_eq!(world.app(ben).setup().field(), Field::Fen);
    world.type_text(
        ben,
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
    );
    world.press(ben, KeyCode::Enter);
    assert_eq!(world.app(ben).screen(), Screen::Game);
    let set_up = "The computer does not play from a set-up position while you play in a room.";
    world.press(ben, KeyCode::Char('d'));
    assert!(world.screen(ben).contains(set_up), "{}", world.screen(ben));
    world.type_move(ben, "g1f3");
    assert!(world.screen(ben).contains(set_up), "{}", world.screen(ben));
    assert_eq!(searches(&world, ben, Task::Move), 1, "no search since");
    assert_eq!(searches(&world, ben, Task::Analyse), 0);
    // Ana resigns the room's game: Ben's own opens up at once.
    world.press(ana, KeyCode::Char('R'));
    world.press(ana, KeyCode::Char('y'));
    assert!(world.screen(ana).contains("Black wins: White resigned"));
    assert_eq!(searches(&world, ben, Task::Move), 2, "the computer plays");
}

impl World {
    /// A key pressed, the app's own effects returned (after they are
    /// carried out).
    fn press_for(&mut self, at: usize, code: KeyCode) -> Vec<Effect> {
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let effects = self.guests[at].app.handle_at(event, self.now);
        self.run(at, effects.clone());
        effects
    }
}

fn quits(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::Quit))
}

#[test]
fn esc_never_ends_the_visit_and_q_in_the_lobby_quits_at_once_with_nothing_at_stake() {
    let mut world = World::new();
    let eve = world.arrive(5, "eve", None);
    for _ in 0..2 {
        assert!(!quits(&world.press_for(eve, KeyCode::Esc)));
        assert_eq!(world.app(eve).screen(), Screen::Lobby);
    }
    // The menu is a step from the lobby: Esc goes back there.
    world.press(eve, KeyCode::Char('m'));
    assert_eq!(world.app(eve).screen(), Screen::Menu);
    assert!(
        world.screen(eve).contains("esc lobby"),
        "{}",
        world.screen(eve)
    );
    assert!(!quits(&world.press_for(eve, KeyCode::Esc)));
    assert_eq!(world.app(eve).screen(), Screen::Lobby);
    assert!(quits(&world.press_for(eve, KeyCode::Char('q'))));
}

#[test]
fn q_in_the_lobby_or_the_menu_asks_first_while_a_seat_waits_in_a_game_under_way() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    world.press(ben, KeyCode::Char('q'));
    world.press(ben, KeyCode::Char('y'));
    assert_eq!(world.app(ben).screen(), Screen::Lobby);
    assert!(!quits(&world.press_for(ben, KeyCode::Char('q'))));
    assert_eq!(world.app(ben).context(), Context::Confirm);
    let asked = world.screen(ben);
    assert!(asked.contains("Your seat in a game under way"), "{asked}");
    world.press(ben, KeyCode::Char('n'));
    assert_eq!(world.app(ben).context(), Context::Lobby);
    world.press(ben, KeyCode::Char('m'));
    assert!(!quits(&world.press_for(ben, KeyCode::Char('q'))));
    assert_eq!(world.app(ben).context(), Context::Confirm);
    assert!(quits(&world.press_for(ben, KeyCode::Char('y'))));
    // Once the game is over nothing is at stake.
    world.press(ana, KeyCode::Char('R'));
    world.press(ana, KeyCode::Char('y'));
    world.press(ana, KeyCode::Char('q'));
    assert_eq!(world.app(ana).screen(), Screen::Lobby);
    assert!(quits(&world.press_for(ana, KeyCode::Char('q'))));
}

#[test]
fn ctrl_c_in_a_room_game_asks_about_the_seat_not_a_saved_game() {
    let mut world = World::new();
    let (_, ben) = ana_and_ben_playing(&mut world);
    let event = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    let effects = world.guests[ben].app.handle_at(event.clone(), world.now);
    assert!(!quits(&effects), "asked first");
    let asked = world.screen(ben);
    assert!(asked.contains("Your seat in a game under way"), "{asked}");
    assert!(!asked.contains("Continue takes it up"), "{asked}");
    // A second Ctrl-C at the question quits.
    assert!(quits(&world.guests[ben].app.handle_at(event, world.now)));
}

#[test]
fn home_and_end_take_the_lobby_s_cursor_to_the_first_and_last_room() {
    let mut world = World::new();
    for (session, name) in [(1, "ana"), (2, "ben"), (3, "carol")] {
        let at = world.arrive(session, name, None);
        open_computers_room(&mut world, at);
    }
    let eve = world.arrive(5, "eve", None);
    let count = world.app(eve).lobby().map_or(0, |l| l.rooms().len());
    assert_eq!(count, 3);
    let selected = |world: &World| world.app(eve).lobby().map(|l| l.selected());
    world.press(eve, KeyCode::End);
    assert_eq!(selected(&world), Some(2));
    world.press(eve, KeyCode::Home);
    assert_eq!(selected(&world), Some(0));
    let wide = screen(world.app(eve), 160, 50);
    assert!(wide.contains("home/end"), "{wide}");
}

#[test]
fn a_watcher_is_offered_no_rematch_and_a_asks_for_none() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('w'));
    world.press(ben, KeyCode::Char('R'));
    world.press(ben, KeyCode::Char('y'));
    let watched = screen(world.app(carol), 120, 40);
    assert!(watched.contains("Back to the lobby"), "{watched}");
    assert!(!watched.contains("Rematch"), "{watched}");
    assert!(!watched.contains("rematch"), "{watched}");
    let played = screen(world.app(ana), 120, 40);
    assert!(played.contains("a  Rematch"), "{played}");
    assert!(world.press_for(carol, KeyCode::Char('a')).is_empty());
    for at in [ana, ben] {
        let shown = world.screen(at);
        assert!(!shown.contains("offers a rematch"), "{shown}");
    }
}

/// A room's game over keeps the move list's heading and its last moves
/// above the result, between the box and the chat.
#[test]
fn a_room_game_over_keeps_the_heading_and_the_last_moves_in_sight() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    let rest = [
        "g1f3", "b8c6", "f1c4", "c6d4", "f3e5", "d8g5", "e5f7", "g5g2", "h1f1", "g2e4", "c4e2",
        "d4f3",
    ];
    for (ply, mv) in rest.into_iter().enumerate() {
        world.type_move(if ply % 2 == 0 { ana } else { ben }, mv);
    }
    assert!(world.app(ana).session().is_some_and(|s| s.is_over()));
    for (width, height) in [(80, 24), (100, 30), (160, 50)] {
        let text = screen(world.app(ana), width, height);
        let rows: Vec<&str> = text.lines().map(str::trim_end).collect();
        let heading = rows.iter().position(|row| row.ends_with("Moves"));
        let last = rows
            .iter()
            .position(|row| row.ends_with("7. Be2      Nf3#"));
        let (Some(heading), Some(last)) = (heading, last) else {
            panic!("{width}x{height}: no heading or last move\n{text}");
        };
        assert!(heading < last, "{width}x{height}\n{text}");
        assert!(
            rows[last + 1].ends_with("   0-1"),
            "{width}x{height}\n{text}"
        );
        assert!(
            rows[last - 1].ends_with("Qxe4+"),
            "{width}x{height}\n{text}"
        );
        assert!(text.contains("Chat"), "{width}x{height}\n{text}");
    }
    insta::assert_snapshot!("room_over_moves_80x24", screen(world.app(ana), 80, 24));
    insta::assert_snapshot!("room_over_moves_100x30", screen(world.app(ana), 100, 30));
}

#[test]
fn the_chat_field_takes_what_the_room_keeps_counted_in_characters() {
    let mut world = World::new();
    let (ana, _) = ana_and_ben_playing(&mut world);
    let wanted = format!(
        "{}olá, coração",
        "…".repeat(tabuleiro::rooms::CHAT_MAX - 12)
    );
    // Typed past the limit: the field stops at it, and all of it is kept.
    world.say(ana, &format!("{wanted} and more"));
    let chat = &world.app(ana).room_view().expect("the room").chat;
    assert_eq!(chat.last(), Some(&format!("ana: {wanted}")));
}

#[test]
fn a_name_wider_than_the_limit_is_refused_with_the_limit() {
    let mut world = World::new();
    let dora = world.arrive(1, "dora", None);
    world.press(dora, KeyCode::Char('i'));
    // Twelve wide characters: twelve characters typed, 24 columns.
    world.type_text(dora, &"名".repeat(12));
    world.press(dora, KeyCode::Enter);
    let shown = world.screen(dora);
    assert!(
        shown.contains("A name is at most 20 characters long"),
        "{shown}"
    );
    assert!(shown.contains("You: dora"), "{shown}");
    let long = world.arrive(2, "a-very-long-user-name-indeed", None);
    let shown = world.screen(long);
    assert!(
        shown.contains("Your user name is longer than 20 characters"),
        "{shown}"
    );
    assert!(shown.contains("You: guest"), "{shown}");
}

#[test]
fn the_room_form_remembers_its_choices_and_the_room_limit_is_said_before_it() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    for _ in 1..tabuleiro::rooms::OPEN_ROOMS_PER_KEY {
        world.press(ana, KeyCode::Char('q'));
        assert_eq!(world.app(ana).screen(), Screen::Lobby);
        world.press(ana, KeyCode::Char('n'));
        // Human vs Human still: Enter alone opens the same kind of room.
        assert_eq!(
            world.app(ana).setup().mode,
            tabuleiro::app::setup::Mode::HumanVsHuman
        );
        world.press(ana, KeyCode::Enter);
        assert_eq!(world.app(ana).context(), Context::Room);
    }
    world.press(ana, KeyCode::Char('q'));
    world.press(ana, KeyCode::Char('n'));
    assert_eq!(world.app(ana).screen(), Screen::Lobby, "no form to fill");
    let shown = world.screen(ana);
    assert!(shown.contains("You have 3 rooms open"), "{shown}");
}

#[test]
fn p_offers_either_player_of_the_room_and_anyone_by_name() {
    let mut world = World::new();
    let (_, _) = ana_and_ben_playing(&mut world);
    let carol = world.arrive(3, "carol", None);
    world.press(carol, KeyCode::Char('p'));
    assert_eq!(world.app(carol).context(), Context::LobbyLookup);
    assert!(world.screen(carol).contains("Profile of: ana"));
    for (width, height) in [(80, 24), (160, 50)] {
        let shown = screen(world.app(carol), width, height);
        insta::assert_snapshot!(format!("lobby_lookup_{width}x{height}"), shown);
    }
    // The arrows go round the room's players, then the visitor.
    world.press(carol, KeyCode::Down);
    assert!(world.screen(carol).contains("Profile of: ben"));
    world.press(carol, KeyCode::Down);
    assert!(world.screen(carol).contains("Profile of: carol"));
    world.press(carol, KeyCode::Up);
    world.press(carol, KeyCode::Enter);
    assert_eq!(world.app(carol).screen(), Screen::Profile);
    assert!(world.screen(carol).contains("ben · profile"));
    // Anyone by name: typed over the name offered.
    world.press(carol, KeyCode::Esc);
    world.press(carol, KeyCode::Char('p'));
    world.type_text(carol, "ana");
    world.press(carol, KeyCode::Enter);
    assert!(world.screen(carol).contains("ana · profile"));
    // A name nobody goes by: one line in the lobby.
    world.press(carol, KeyCode::Esc);
    world.press(carol, KeyCode::Char('p'));
    world.type_text(carol, "zed");
    world.press(carol, KeyCode::Enter);
    assert_eq!(world.app(carol).screen(), Screen::Lobby);
    let shown = world.screen(carol);
    assert!(shown.contains("There is no player \"zed\"."), "{shown}");
}

#[test]
fn c_in_the_record_view_sends_the_pgn_to_the_visitors_clipboard() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    let ben = world.arrive(2, "ben", Some("r1"));
    for (at, mv) in [(ana, "f2f3"), (ben, "e7e5"), (ana, "g2g4"), (ben, "d8h4")] {
        world.type_move(at, mv);
    }
    world.press(ana, KeyCode::Char('x'));
    assert_eq!(world.app(ana).context(), Context::RecordText);
    assert!(world.guests[ana].terminal.copied.is_empty());
    world.press(ana, KeyCode::Char('c'));
    let copied = &world.guests[ana].terminal.copied;
    assert_eq!(copied.len(), 1);
    assert!(copied[0].starts_with("[Event "), "{copied:?}");
    assert!(copied[0].contains("1. f3 e5 2. g4 Qh4# 0-1"), "{copied:?}");
    let shown = world.screen(ana);
    assert!(shown.contains("Sent to your clipboard"), "{shown}");
    assert_eq!(world.app(ana).context(), Context::RecordText, "still open");
}

/// The bells Ana's and Ben's terminals rang.
fn bells(world: &World, ana: usize, ben: usize) -> [usize; 2] {
    [ana, ben].map(|at| world.guests[at].terminal.bells)
}

#[test]
fn the_bell_rings_on_the_opponents_move_not_ones_own() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing(&mut world);
    // Ana's e2e4 rang Ben's bell, Ben's e7e5 Ana's.
    assert_eq!(bells(&world, ana, ben), [1, 1]);
    world.type_move(ana, "g1f3");
    assert_eq!(bells(&world, ana, ben), [1, 2]);
    world.type_move(ben, "b8c6");
    assert_eq!(bells(&world, ana, ben), [2, 2]);
}

#[test]
fn the_bell_rings_once_a_game_when_ones_clock_runs_low() {
    let mut world = World::new();
    let (ana, ben) = ana_and_ben_playing_on_one_minute(&mut world);
    let rung = bells(&world, ana, ben);
    let start = world.now;
    let at = |seconds| start + std::time::Duration::from_secs(seconds);
    world.guests[ana].app.handle_at(Event::Tick, start);
    // 11 seconds left: not yet; 9 seconds left: once, however long.
    let mut effects = world.guests[ana].app.handle_at(Event::Tick, at(49));
    assert!(!effects.iter().any(|e| matches!(e, Effect::Bell)));
    for seconds in [51, 52, 55] {
        effects.extend(world.guests[ana].app.handle_at(Event::Tick, at(seconds)));
    }
    let low = effects.iter().filter(|e| matches!(e, Effect::Bell)).count();
    assert_eq!(low, 1, "{effects:?}");
    // Ben's clock was not running: his terminal heard nothing more.
    assert_eq!(bells(&world, ana, ben)[1], rung[1]);
}

#[test]
fn bell_in_rooms_turned_off_in_settings_rings_nothing() {
    let mut world = World::new();
    let ana = ana_opens_a_room(&mut world);
    // Ben turns the bell off in the menu's Settings, then sits down.
    let ben = world.arrive(2, "ben", None);
    world.press(ben, KeyCode::Char('m'));
    world.press(ben, KeyCode::Char('s'));
    assert_eq!(world.app(ben).screen(), Screen::Settings);
    let row = world
        .app(ben)
        .settings_fields()
        .iter()
        .position(|&field| field == Field::RoomBell)
        .expect("a Bell in rooms row over SSH");
    while world.app(ben).settings_row() != row {
        world.press(ben, KeyCode::Down);
    }
    world.press(ben, KeyCode::Enter);
    assert!(!world.app(ben).settings().ring_in_rooms);
    world.press(ben, KeyCode::Esc);
    world.press(ben, KeyCode::Esc);
    assert_eq!(world.app(ben).screen(), Screen::Lobby);
    world.press(ben, KeyCode::Enter);
    assert!(world.app(ben).session().is_some_and(|s| s.room().is_some()));
    world.type_move(ana, "e2e4");
    world.type_move(ben, "e7e5");
    world.type_move(ana, "g1f3");
    assert_eq!(
        bells(&world, ana, ben),
        [1, 0],
        "Ben's terminal stays quiet"
    );
}
