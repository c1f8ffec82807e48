//! `tabuleiro serve` driven by an in-process SSH client (russh's) on a
//! loopback port: what each client's screen shows is read with the vt100
//! terminal emulator. Waits are for screen text, with generous timeouts;
//! nothing here measures speed.

use std::num::NonZeroU16;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use russh::keys::PrivateKeyWithHashAlg;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PublicKeyOrCertificate};
use russh::{ChannelMsg, ChannelReadHalf, ChannelWriteHalf, client};
use tabuleiro::serve::limits::Limits;
use tabuleiro::serve::{self, Listening, Log, Options};

const PATIENCE: Duration = Duration::from_secs(20);

/// Trusts any server key, noting the last one seen.
#[derive(Clone, Default)]
struct Trusting {
    seen: Arc<Mutex<Option<String>>>,
}

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        if let PublicKeyOrCertificate::PublicKey { key, .. } = key {
            *self.seen.lock().unwrap() = Some(key.to_openssh().unwrap_or_default());
        }
        Ok(true)
    }
}

fn key(seed: u8) -> PrivateKey {
    PrivateKey::from(Ed25519Keypair::from_seed(&[seed; 32]))
}

/// A server on a free loopback port, with its log kept.
struct Server {
    listening: Listening,
    lines: Arc<Mutex<Vec<String>>>,
}

impl Server {
    async fn start(data: &Path, options: Options, limits: Limits) -> Server {
        let lines = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&lines);
        let log: Log = Arc::new(move |line: &str| kept.lock().unwrap().push(line.to_string()));
        let options = Options {
            listen: "127.0.0.1:0".to_string(),
            ..options
        };
        let listening = serve::listen(&options, data, limits, log)
            .await
            .expect("a server");
        Server { listening, lines }
    }

    fn log(&self) -> String {
        self.lines.lock().unwrap().join("\n")
    }
}

struct Connected {
    handle: client::Handle<Trusting>,
    seen_key: Arc<Mutex<Option<String>>>,
}

async fn connect(server: &Server, window: u32) -> Connected {
    let handler = Trusting::default();
    let seen_key = Arc::clone(&handler.seen);
    let config = client::Config {
        window_size: window,
        ..client::Config::default()
    };
    let handle = client::connect(Arc::new(config), server.listening.address, handler)
        .await
        .expect("a connection");
    Connected { handle, seen_key }
}

async fn login(server: &Server, user: &str, seed: u8) -> Connected {
    let mut connected = connect(server, 2 * 1024 * 1024).await;
    let auth = connected
        .handle
        .authenticate_publickey(user, PrivateKeyWithHashAlg::new(Arc::new(key(seed)), None))
        .await
        .expect("an answer");
    assert!(auth.success(), "key login refused");
    connected
}

/// What a client has received: the screen, and how the channel ended.
#[derive(Default)]
struct Seen {
    exit: Option<u32>,
    closed: bool,
}

struct Terminal {
    /// Kept so the connection lasts as long as the terminal.
    _connected: Connected,
    writer: ChannelWriteHalf<client::Msg>,
    reader: Option<ChannelReadHalf>,
    screen: Arc<Mutex<vt100::Parser>>,
    seen: Arc<Mutex<Seen>>,
}

impl Terminal {
    /// A session with a pty of `columns` x `rows` (none when 0) and a
    /// shell (or `command`), read as it comes unless `reading` is false.
    async fn open(
        connected: Connected,
        size: (u16, u16),
        command: Option<&str>,
        reading: bool,
    ) -> Terminal {
        let channel = connected
            .handle
            .channel_open_session()
            .await
            .expect("a channel");
        if size.0 > 0 {
            channel
                .request_pty(
                    false,
                    "xterm-256color",
                    size.0.into(),
                    size.1.into(),
                    0,
                    0,
                    &[],
                )
                .await
                .expect("a pty request");
        }
        match command {
            Some(command) => channel.exec(false, command).await.expect("an exec request"),
            None => channel.request_shell(false).await.expect("a shell request"),
        }
        let (reader, writer) = channel.split();
        let rows = NonZeroU16::new(size.1.max(24)).unwrap();
        let columns = NonZeroU16::new(size.0.max(80)).unwrap();
        let mut terminal = Terminal {
            _connected: connected,
            writer,
            reader: Some(reader),
            screen: Arc::new(Mutex::new(vt100::Parser::new(rows, columns, 0))),
            seen: Arc::default(),
        };
        if reading {
            terminal.read();
        }
        terminal
    }

    /// Starts reading what the server sends.
    fn read(&mut self) {
        let Some(mut reader) = self.reader.take() else {
            return;
        };
        let (screen, seen) = (Arc::clone(&self.screen), Arc::clone(&self.seen));
        tokio::spawn(async move {
            while let Some(message) = reader.wait().await {
                match message {
                    ChannelMsg::Data { data } => screen.lock().unwrap().process(&data),
                    ChannelMsg::ExitStatus { exit_status } => {
                        seen.lock().unwrap().exit = Some(exit_status)
                    }
                    ChannelMsg::Close => break,
                    _ => {}
                }
            }
            seen.lock().unwrap().closed = true;
        });
    }

    fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    async fn send(&self, bytes: &[u8]) {
        self.writer.data(bytes).await.expect("sent");
    }

    async fn resize(&self, columns: u16, rows: u16) {
        self.screen.lock().unwrap().set_size(
            NonZeroU16::new(rows).unwrap(),
            NonZeroU16::new(columns).unwrap(),
        );
        self.writer
            .window_change(columns.into(), rows.into(), 0, 0)
            .await
            .expect("a window change");
    }

    /// Waits until the screen shows `text`.
    async fn shows(&self, text: &str) {
        let waited = tokio::time::timeout(PATIENCE, async {
            while !self.text().contains(text) {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await;
        assert!(
            waited.is_ok(),
            "never showed {text:?}; the screen:\n{}",
            self.text()
        );
    }

    /// Waits until the server closed the channel; its exit status.
    async fn closed(&self) -> Option<u32> {
        let waited = tokio::time::timeout(PATIENCE, async {
            while !self.seen.lock().unwrap().closed {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await;
        assert!(waited.is_ok(), "never closed; the screen:\n{}", self.text());
        self.seen.lock().unwrap().exit
    }
}

/// A visitor at the lobby, where a connection opens.
async fn lobby_terminal(server: &Server, user: &str, seed: u8) -> Terminal {
    let terminal = Terminal::open(login(server, user, seed).await, (100, 30), None, true).await;
    terminal.shows(&format!("You: {user}")).await;
    terminal
}

/// A visitor gone from the lobby to the menu.
async fn menu_terminal(server: &Server, user: &str, seed: u8) -> Terminal {
    let terminal = lobby_terminal(server, user, seed).await;
    terminal.send(b"m").await;
    terminal.shows("› Lobby").await;
    terminal
}

/// The server's first session, with a small SSH window and never read,
/// resized until the server says it stalled: the how-to-play pages fill
/// the screen, so every size change redraws them whole, until the server
/// has more than the client takes.
async fn stalled_terminal(server: &Server, user: &str, seed: u8) -> Terminal {
    let mut connected = connect(server, 4096).await;
    let auth = connected
        .handle
        .authenticate_publickey(user, PrivateKeyWithHashAlg::new(Arc::new(key(seed)), None))
        .await
        .expect("an answer");
    assert!(auth.success());
    let stalled = Terminal::open(connected, (200, 60), None, false).await;
    stalled.send(b"?").await;
    let mut round = 0u16;
    while !server.log().contains("stalled session 1") {
        assert!(
            round < 20_000,
            "the client never stalled:\n{}",
            server.log()
        );
        stalled.resize(200 - round % 2, 60).await;
        round += 1;
        if round % 100 == 0 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    stalled
}

fn data_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temp dir")
}

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
    assert!(log.contains(" ana SHA256:"), "{log}");
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_pty_or_with_a_command_a_client_gets_one_line_and_is_closed() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let shell = Terminal::open(login(&server, "bo", 2).await, (0, 0), None, true).await;
    assert_eq!(shell.closed().await, Some(1));
    assert!(shell.text().contains("ssh -t"), "{}", shell.text());
    let exec = Terminal::open(
        login(&server, "bo", 2).await,
        (80, 24),
        Some("cat /etc/passwd"),
        true,
    )
    .await;
    assert_eq!(exec.closed().await, Some(1));
    assert!(
        exec.text().contains("nothing runs here but `join <room>`"),
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
    let password = stranger
        .handle
        .authenticate_password("dee", "hunter2")
        .await
        .expect("an answer");
    assert!(!password.success());
    let friend = menu_terminal(&server, "cy", 3).await;
    assert!(friend.text().contains("New game"));
    let log = server.log();
    assert!(log.contains("not authorized"), "{log}");
    assert!(!log.contains(&line), "no key material in the log: {log}");
    server.listening.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn garbage_and_a_megabyte_of_input_leave_the_session_answering() {
    let data = data_dir();
    let server = Server::start(data.path(), Options::default(), Limits::default()).await;
    let terminal = menu_terminal(&server, "eve", 5).await;
    // Broken escape sequences, stray bytes and invalid UTF-8: no key the
    // app takes (a stray `q` would rightly quit).
    let mut garbage = Vec::new();
    while garbage.len() < 64 * 1024 {
        garbage.extend(b"\x1b[99;99;99Z\x1bO\x1b[<0;0\x1b[999999999999M\xc3\x28\xfe\xff\x80");
    }
    terminal.send(&garbage).await;
    let megabyte: Vec<u8> = (0x80..=0xffu8).cycle().take(1 << 20).collect();
    terminal.send(&megabyte).await;
    // The rate limit dropped much of that; it refills within a second.
    tokio::time::sleep(Duration::from_millis(1500)).await;
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
    ana.shows("New game").await;
    ana.send(b"\x1b[B\x1b[D\r").await;
    ana.shows("(open seat)").await;

    let ben = lobby_terminal(&server, "ben", 2).await;
    ben.shows("ana vs (open seat)").await;
    ben.send(b"\r").await;
    ana.shows("Black  ben").await;
    // Ben plays Black: his board is turned, rank 1 at the top.
    ben.shows("Chat").await;
    let rows: Vec<String> = ben.text().lines().map(str::to_string).collect();
    let top = rows.iter().position(|r| r.trim_start().starts_with('1'));
    let bottom = rows.iter().position(|r| r.trim_start().starts_with('8'));
    assert!(top < bottom, "{}", ben.text());

    let cy = lobby_terminal(&server, "cy", 3).await;
    cy.shows("ana vs ben").await;
    cy.send(b"w").await;
    cy.shows("Chat").await;

    ana.send(b":e2e4\r").await;
    for screen in [&ana, &ben, &cy] {
        screen.shows("1. e4").await;
    }
    // Nobody moves for someone else.
    cy.send(b":e7e5\r").await;
    ana.send(b":d2d4\r").await;
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
    ana.shows("ben (away)").await;
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
