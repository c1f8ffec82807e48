//! The real binary killed with SIGKILL at random (seeded) moments while
//! people play in three rooms (one against the computer, two on clocks),
//! restarted each time. After every kill the database is read: every
//! move any client was shown is in its room, no move is there that no
//! one sent (a computer's must be legal), and at the end every room
//! still under way takes a move. On each database: SQLite, and
//! PostgreSQL when `TABULEIRO_TEST_POSTGRES` names a server.

use crate::serve_support;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serve_support::{Process, Terminal, fingerprint, login_at};
use tabuleiro::games::{AnyGame, GameId, Options, Side, Status, TimeControl};
use tabuleiro::store::testing::{TestDatabase, test_databases};
use tabuleiro::store::{RoomRow, SeatRow, Write};

/// Kills (and restarts) in all.
const KILLS: usize = 50;
/// Every client's terminal: wide enough for the move list beside the board.
const SIZE: (u16, u16) = (160, 50);
/// The SSH window of each client: russh's default.
const WINDOW: u32 = 2 * 1024 * 1024;
/// The caps of the binary, wide enough for every client of the test.
const CAPS: [&str; 4] = [
    "--max-per-address",
    "32",
    "--max-startups-per-address",
    "32",
];

/// A person of the test: their room, side, user name and key seed.
#[derive(Clone, Copy)]
struct Person {
    room: usize,
    side: Side,
    name: &'static str,
    seed: u8,
}

const PEOPLE: [Person; 5] = [
    Person {
        room: 0,
        side: Side::One,
        name: "ana",
        seed: 1,
    },
    Person {
        room: 0,
        side: Side::Two,
        name: "bo",
        seed: 2,
    },
    Person {
        room: 1,
        side: Side::One,
        name: "cy",
        seed: 3,
    },
    Person {
        room: 1,
        side: Side::Two,
        name: "dan",
        seed: 4,
    },
    Person {
        room: 2,
        side: Side::One,
        name: "eve",
        seed: 5,
    },
];

/// A room as the test follows it.
struct Table {
    id: String,
    /// The side the computer plays, if it does.
    computer: Option<Side>,
    /// The moves kept or shown, played.
    game: AnyGame,
    /// The moves of `game` as the screens show them (SAN).
    sans: Vec<String>,
    /// Every move (coordinates) sent at each ply, over every run.
    sent: BTreeMap<usize, BTreeSet<String>>,
    /// What a screen showed at each ply, over every run.
    seen: BTreeMap<usize, String>,
    /// A move sent and not yet shown.
    pending: bool,
    /// What went wrong, for the end of the test.
    wrong: Vec<String>,
}

fn start() -> AnyGame {
    AnyGame::new(GameId::Chess, &Options::default())
}

fn row(number: u64, seats: [SeatRow; 2], control: Option<TimeControl>) -> Write {
    Write::Room(RoomRow {
        id: format!("r{number}"),
        number,
        game: GameId::Chess,
        options: Options::default(),
        start: start().start_position(),
        control,
        creator: fingerprint(1),
        seats,
        round: 1,
        ended: None,
        aborted: None,
        rated: false,
    })
}

fn seat(person: &Person) -> SeatRow {
    SeatRow::Person {
        key: fingerprint(person.seed),
        name: person.name.to_string(),
    }
}

/// Three rooms in a new database: two people without a clock, two on
/// 5+3, a person against the random computer on 3+2.
fn seed_rooms(database: &TestDatabase) -> Vec<Table> {
    let mut store = database.open().expect("a new database");
    let computer = SeatRow::Computer {
        bot: "random".to_string(),
    };
    store
        .write(&[
            row(1, [seat(&PEOPLE[0]), seat(&PEOPLE[1])], None),
            row(
                2,
                [seat(&PEOPLE[2]), seat(&PEOPLE[3])],
                Some(TimeControl::minutes(5, 3)),
            ),
            row(
                3,
                [seat(&PEOPLE[4]), computer],
                Some(TimeControl::minutes(3, 2)),
            ),
        ])
        .expect("the rooms");
    (1..=3)
        .map(|n| Table {
            id: format!("r{n}"),
            computer: (n == 3).then_some(Side::Two),
            game: start(),
            sans: Vec::new(),
            sent: BTreeMap::new(),
            seen: BTreeMap::new(),
            pending: false,
            wrong: Vec::new(),
        })
        .collect()
}

/// The moves a screen's move list shows, by ply: `12. Nf3  Nc6` is plies
/// 22 and 23.
fn shown_moves(text: &str) -> BTreeMap<usize, String> {
    let mut shown = BTreeMap::new();
    for line in text.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        for (at, token) in tokens.iter().enumerate() {
            let Some(number) = token.strip_suffix('.') else {
                continue;
            };
            let Ok(number) = number.parse::<usize>() else {
                continue;
            };
            let ply = 2 * number.saturating_sub(1);
            let sans = tokens[at + 1..]
                .iter()
                .take(2)
                .take_while(|t| !t.ends_with('.'));
            for (i, san) in sans.enumerate() {
                shown.insert(ply + i, san.to_string());
            }
        }
    }
    shown
}

/// The SAN of the move `mv` (coordinates) here, if it is legal.
fn san_of(game: &AnyGame, mv: &str) -> Option<String> {
    let mut after = game.clone();
    after.play_text(mv).ok()
}

impl Table {
    /// Takes in what a screen shows: plies new to the table are played
    /// (by their SAN), every ply is noted as seen.
    fn saw(&mut self, shown: &BTreeMap<usize, String>) {
        for (&ply, san) in shown {
            if let Some(before) = self.seen.get(&ply).filter(|before| *before != san) {
                let line = format!("{}: ply {ply} shown as {before}, then {san}", self.id);
                self.wrong.push(line);
            }
            self.seen.insert(ply, san.clone());
            if ply != self.sans.len() {
                continue;
            }
            let found = self
                .game
                .legal_moves()
                .into_iter()
                .find(|mv| san_of(&self.game, mv).as_deref() == Some(san.as_str()));
            if let Some(mv) = found {
                let _ = self.game.play_text(&mv);
                self.sans.push(san.clone());
                self.pending = false;
            }
        }
    }

    /// Takes in a screen; whether it is no longer the computer's move.
    fn settled(&mut self, text: &str) -> bool {
        self.saw(&shown_moves(text));
        self.game.status() != Status::Ongoing || Some(self.game.side_to_move()) != self.computer
    }

    /// The first legal move for `side` if it is to move in a game under
    /// way, noted as sent: its ply, coordinates and SAN.
    fn first_move(&mut self, side: Side) -> Option<(usize, String, String)> {
        let ongoing = self.game.status() == Status::Ongoing;
        if !ongoing || self.game.side_to_move() != side {
            return None;
        }
        let mv = self.game.legal_moves().first()?.clone();
        let san = san_of(&self.game, &mv)?;
        let ply = self.sans.len();
        self.sent.entry(ply).or_default().insert(mv.clone());
        Some((ply, mv, san))
    }

    /// After a kill: the moves kept must hold every move shown, and only
    /// moves sent (or legal ones of the computer); the table starts again
    /// from them.
    fn check(&mut self, kept: &[String]) {
        let mut game = start();
        let mut sans = Vec::new();
        for (ply, mv) in kept.iter().enumerate() {
            let mover = game.side_to_move();
            let sent = self.sent.get(&ply).is_some_and(|sent| sent.contains(mv));
            if Some(mover) != self.computer && !sent {
                self.wrong
                    .push(format!("{}: ply {ply} {mv} kept, never sent", self.id));
            }
            match game.play_text(mv) {
                Ok(san) => sans.push(san),
                Err(e) => {
                    self.wrong
                        .push(format!("{}: ply {ply} {mv} kept, illegal: {e}", self.id));
                    break;
                }
            }
        }
        for (&ply, san) in &self.seen {
            if sans.get(ply) != Some(san) {
                let line = format!(
                    "{}: ply {ply} {san} was shown, kept {:?}",
                    self.id,
                    sans.get(ply)
                );
                self.wrong.push(line);
            }
        }
        self.game = game;
        self.sans = sans;
        self.pending = false;
    }
}

/// A person plays their room until told to stop: whenever their screen
/// is up to date and it is their move, a random legal move.
async fn play(
    person: Person,
    terminal: Terminal,
    table: Arc<Mutex<Table>>,
    stop: Arc<AtomicBool>,
    seed: u64,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while !stop.load(Ordering::Relaxed) {
        let shown = shown_moves(&terminal.text());
        let send = {
            let mut table = table.lock().expect("table");
            table.saw(&shown);
            // The list may show only its last lines.
            let last = shown.keys().next_back().map_or(0, |ply| ply + 1);
            let up_to_date = last == table.sans.len();
            let mine = table.game.side_to_move() == person.side;
            let legal = table.game.legal_moves();
            let ongoing = table.game.status() == Status::Ongoing;
            if up_to_date && mine && ongoing && !table.pending && !legal.is_empty() {
                let mv = legal[rng.random_range(0..legal.len())].clone();
                let ply = table.sans.len();
                table.sent.entry(ply).or_default().insert(mv.clone());
                table.pending = true;
                Some(mv)
            } else {
                None
            }
        };
        if let Some(mv) = send {
            let line = format!(":{mv}\r");
            let _ = tokio::time::timeout(
                Duration::from_secs(1),
                terminal.writer.data(line.as_bytes()),
            )
            .await;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Every person's terminal, in their room; none for a room whose game is
/// over (it closed as the server restarted: its game is in the archive).
/// They log in all at once, as people would.
async fn seated(server: &Process, tables: &[Arc<Mutex<Table>>]) -> Vec<Option<Terminal>> {
    let address = server.address;
    let logins: Vec<_> = PEOPLE
        .into_iter()
        .map(|person| {
            let status = tables[person.room].lock().expect("table").game.status();
            (status == Status::Ongoing).then(|| {
                tokio::spawn(async move {
                    let connected = login_at(address, person.name, person.seed, WINDOW).await;
                    let command = format!("join r{}", person.room + 1);
                    let terminal = Terminal::open(connected, SIZE, Some(&command), true).await;
                    terminal.shows("Chat").await;
                    terminal
                })
            })
        })
        .collect();
    let mut terminals = Vec::new();
    for login in logins {
        terminals.push(match login {
            Some(login) => Some(login.await.expect("a login")),
            None => None,
        });
    }
    terminals
}

/// The moves kept of each room: a room under way's, or the archived
/// game's of a room closed once its game was over.
fn kept_moves(database: &TestDatabase) -> Vec<Vec<String>> {
    let mut store = database.open().expect("the database opens");
    let saved = store.load().expect("the database loads");
    let archive = store.finished_games().expect("the archive");
    (1..=3)
        .map(|n| {
            let id = format!("r{n}");
            if let Some(room) = saved.rooms.iter().find(|room| room.row.id == id) {
                return room.moves.iter().map(|mv| mv.text.clone()).collect();
            }
            let game = archive.iter().rev().find(|game| game.room == id);
            let game = game.unwrap_or_else(|| panic!("room {id} neither kept nor archived"));
            game.record.moves().to_vec()
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_shown_survive_sigkill_and_only_moves_sent_are_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    for database in test_databases(dir.path()) {
        survive_sigkill_on(dir.path(), &database).await;
    }
}

async fn survive_sigkill_on(dir: &std::path::Path, database: &TestDatabase) {
    let given = database.given();
    let tables: Vec<Arc<Mutex<Table>>> = seed_rooms(database)
        .into_iter()
        .map(|table| Arc::new(Mutex::new(table)))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    let args = [&CAPS[..], &["--database", &given]].concat();
    for _ in 0..KILLS {
        let server = Process::serving(dir, &args);
        let terminals = seated(&server, &tables).await;
        let stop = Arc::new(AtomicBool::new(false));
        let players: Vec<_> = PEOPLE
            .into_iter()
            .zip(terminals)
            .filter_map(|(person, terminal)| Some((person, terminal?)))
            .map(|(person, terminal)| {
                let table = Arc::clone(&tables[person.room]);
                let seed = rng.random();
                tokio::spawn(play(person, terminal, table, Arc::clone(&stop), seed))
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(rng.random_range(50..600))).await;
        drop(server);
        stop.store(true, Ordering::Relaxed);
        for player in players {
            player.await.expect("a player");
        }
        for (table, kept) in tables.iter().zip(kept_moves(database)) {
            table.lock().expect("table").check(&kept);
        }
    }
    // Every room still under way takes a move after the last restart.
    let server = Process::serving(dir, &args);
    let terminals = seated(&server, &tables).await;
    let present = PEOPLE.into_iter().zip(&terminals);
    for (person, terminal) in present.filter_map(|(person, t)| Some((person, t.as_ref()?))) {
        let table = &tables[person.room];
        // The computer's move after the restart is learnt from the screen.
        for _ in 0..500 {
            if table.lock().expect("table").settled(&terminal.text()) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let Some((ply, mv, san)) = table.lock().expect("table").first_move(person.side) else {
            continue;
        };
        terminal.send(format!(":{mv}\r").as_bytes()).await;
        let waited = tokio::time::timeout(serve_support::PATIENCE, async {
            while shown_moves(&terminal.text()).get(&ply) != Some(&san) {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await;
        assert!(waited.is_ok(), "{san} never shown:\n{}", terminal.text());
    }
    drop(terminals);
    drop(server);
    let mut plies = Vec::new();
    for (table, kept) in tables.iter().zip(kept_moves(database)) {
        let mut table = table.lock().expect("table");
        table.check(&kept);
        assert!(table.wrong.is_empty(), "{}", table.wrong.join("\n"));
        plies.push(kept.len());
    }
    // The test played: each room got moves through the kills.
    assert!(
        plies.iter().all(|&n| n >= 10),
        "{}: plies kept per room: {plies:?}",
        database.kind
    );
}
