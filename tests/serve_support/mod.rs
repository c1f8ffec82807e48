//! Driving `tabuleiro serve` from tests: a server on a free loopback port
//! with its log kept, and in-process SSH clients (russh's) whose screens
//! are read with the vt100 terminal emulator. Waits are for screen text,
//! with generous timeouts; nothing here measures speed.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::num::NonZeroU16;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::keys::PrivateKeyWithHashAlg;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PublicKeyOrCertificate};
use russh::{ChannelMsg, ChannelReadHalf, ChannelWriteHalf, client};
use tabuleiro::serve::limits::Limits;
use tabuleiro::serve::{self, Listening, Log, Options};

pub const PATIENCE: Duration = Duration::from_secs(20);

/// Trusts any server key, noting the last one seen.
#[derive(Clone, Default)]
pub struct Trusting {
    pub seen: Arc<Mutex<Option<String>>>,
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

pub fn key(seed: u8) -> PrivateKey {
    PrivateKey::from(Ed25519Keypair::from_seed(&[seed; 32]))
}

/// A server on a free loopback port, with its log kept.
pub struct Server {
    pub listening: Listening,
    pub lines: Arc<Mutex<Vec<String>>>,
}

impl Server {
    pub async fn start(data: &Path, options: Options, limits: Limits) -> Server {
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

    pub fn log(&self) -> String {
        self.lines.lock().unwrap().join("\n")
    }
}

pub struct Connected {
    pub handle: client::Handle<Trusting>,
    pub seen_key: Arc<Mutex<Option<String>>>,
}

pub async fn connect(server: &Server, window: u32) -> Connected {
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

pub async fn login(server: &Server, user: &str, seed: u8) -> Connected {
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
pub struct Seen {
    pub exit: Option<u32>,
    pub closed: bool,
}

pub struct Terminal {
    /// Kept so the connection lasts as long as the terminal.
    pub _connected: Connected,
    pub writer: ChannelWriteHalf<client::Msg>,
    pub reader: Option<ChannelReadHalf>,
    pub screen: Arc<Mutex<vt100::Parser>>,
    pub seen: Arc<Mutex<Seen>>,
}

impl Terminal {
    /// A session with a pty of `columns` x `rows` (none when 0) and a
    /// shell (or `command`), read as it comes unless `reading` is false.
    pub async fn open(
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
    pub fn read(&mut self) {
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

    pub fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Sends `bytes`; a channel the server closed fails here rather than
    /// waiting for window space forever.
    pub async fn send(&self, bytes: &[u8]) {
        let sent = tokio::time::timeout(PATIENCE, self.writer.data(bytes)).await;
        assert!(
            sent.is_ok_and(|sent| sent.is_ok()),
            "not sent; the screen:\n{}",
            self.text()
        );
    }

    pub async fn resize(&self, columns: u16, rows: u16) {
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
    pub async fn shows(&self, text: &str) {
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
    pub async fn closed(&self) -> Option<u32> {
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
pub async fn lobby_terminal(server: &Server, user: &str, seed: u8) -> Terminal {
    let terminal = Terminal::open(login(server, user, seed).await, (100, 30), None, true).await;
    terminal.shows(&format!("You: {user}")).await;
    terminal
}

/// A visitor gone from the lobby to the menu.
pub async fn menu_terminal(server: &Server, user: &str, seed: u8) -> Terminal {
    let terminal = lobby_terminal(server, user, seed).await;
    terminal.send(b"m").await;
    terminal.shows("› Lobby").await;
    terminal
}

/// The server's first session, with a small SSH window and never read,
/// resized until the server says it stalled: the how-to-play pages fill
/// the screen, so every size change redraws them whole, until the server
/// has more than the client takes.
pub async fn stalled_terminal(server: &Server, user: &str, seed: u8) -> Terminal {
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

pub fn data_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temp dir")
}

/// A connection to the server at `address`, with an SSH window of
/// `window` bytes, logged in as `user` with the key of `seed`.
pub async fn login_at(address: SocketAddr, user: &str, seed: u8, window: u32) -> Connected {
    let handler = Trusting::default();
    let seen_key = Arc::clone(&handler.seen);
    let config = client::Config {
        window_size: window,
        ..client::Config::default()
    };
    let mut handle = client::connect(Arc::new(config), address, handler)
        .await
        .expect("a connection");
    let key = PrivateKeyWithHashAlg::new(Arc::new(key(seed)), None);
    let auth = handle
        .authenticate_publickey(user, key)
        .await
        .expect("an answer");
    assert!(auth.success(), "key login refused");
    Connected { handle, seen_key }
}

/// The fingerprint the server knows the key of `seed` by.
pub fn fingerprint(seed: u8) -> String {
    key(seed)
        .public_key()
        .fingerprint(russh::keys::HashAlg::Sha256)
        .to_string()
}

/// `tabuleiro serve`, the real binary, on a free loopback port with its
/// data and configuration in `dir`; its log (standard error) kept. It is
/// killed (SIGKILL) when dropped.
pub struct Process {
    pub child: Child,
    pub address: SocketAddr,
    pub lines: Arc<Mutex<Vec<String>>>,
}

impl Process {
    pub fn start(dir: &Path) -> Process {
        Process::spawn(dir, &[], &[])
    }

    /// Started with `variables` in its environment too.
    pub fn start_with(dir: &Path, variables: &[(&str, &str)]) -> Process {
        Process::spawn(dir, &[], variables)
    }

    /// Started with `args` after `serve --listen 127.0.0.1:0`.
    pub fn serving(dir: &Path, args: &[&str]) -> Process {
        Process::spawn(dir, args, &[])
    }

    fn spawn(dir: &Path, args: &[&str], variables: &[(&str, &str)]) -> Process {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(args)
            .envs(variables.iter().copied())
            .env("TABULEIRO_DATA", dir.join("data"))
            .env("TABULEIRO_CONFIG", dir.join("config"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the server runs");
        let stderr = child.stderr.take().expect("its standard error");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let (heard, address) = std::sync::mpsc::channel();
        let kept = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(at) = line.split("listening on ").nth(1) {
                    let _ = heard.send(at.trim().parse::<SocketAddr>());
                }
                kept.lock().unwrap().push(line);
            }
        });
        let address = address
            .recv_timeout(PATIENCE)
            .expect("the server says where it listens")
            .expect("an address");
        Process {
            child,
            address,
            lines,
        }
    }

    pub fn log(&self) -> String {
        self.lines.lock().unwrap().join("\n")
    }

    /// Waits until the log has a line with `text`; that line.
    pub async fn logs(&self, text: &str) -> String {
        let started = Instant::now();
        loop {
            let found = self
                .lines
                .lock()
                .unwrap()
                .iter()
                .find(|l| l.contains(text))
                .cloned();
            if let Some(line) = found {
                return line;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "never logged {text:?}:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    pub fn signal(&self, signal: i32) {
        let pid = i32::try_from(self.child.id()).expect("a pid");
        // SAFETY: kill(2) on our own child's pid has no memory effects.
        assert_eq!(unsafe { libc::kill(pid, signal) }, 0, "signal sent");
    }

    /// Waits for the process to end: its status and how long it took.
    pub async fn exited(&mut self) -> (ExitStatus, Duration) {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("a status") {
                return (status, started.elapsed());
            }
            assert!(
                started.elapsed() < PATIENCE,
                "never exited:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A session at `address` with a small SSH window and never read,
/// resized until `log` says the server stalled on it (see
/// [`stalled_terminal`]); `label` is how the log names the session.
pub async fn stalled_terminal_at(
    address: SocketAddr,
    log: impl Fn() -> String,
    label: &str,
    user: &str,
    seed: u8,
) -> Terminal {
    let stalled = Terminal::open(
        login_at(address, user, seed, 4096).await,
        (200, 60),
        None,
        false,
    )
    .await;
    stalled.send(b"?").await;
    let mut round = 0u16;
    while !log().contains(&format!("stalled {label}")) {
        assert!(round < 20_000, "the client never stalled:\n{}", log());
        stalled.resize(200 - round % 2, 60).await;
        round += 1;
        if round % 100 == 0 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    stalled
}

/// A visitor at the lobby whose client sent `env` (as `ssh -o
/// SetEnv=LANG=pt_PT.UTF-8` does) before asking for the shell; `shows`
/// is what the lobby says once it is there.
pub async fn lobby_terminal_with_env(
    server: &Server,
    user: &str,
    seed: u8,
    env: &[(&str, &str)],
    shows: &str,
) -> Terminal {
    let connected = login(server, user, seed).await;
    let channel = connected
        .handle
        .channel_open_session()
        .await
        .expect("a channel");
    for (name, value) in env {
        channel.set_env(false, *name, *value).await.expect("sent");
    }
    channel
        .request_pty(false, "xterm-256color", 100, 30, 0, 0, &[])
        .await
        .expect("a pty request");
    channel.request_shell(false).await.expect("a shell request");
    let (reader, writer) = channel.split();
    let mut terminal = Terminal {
        _connected: connected,
        writer,
        reader: Some(reader),
        screen: Arc::new(Mutex::new(vt100::Parser::new(
            NonZeroU16::new(30).expect("rows"),
            NonZeroU16::new(100).expect("columns"),
            0,
        ))),
        seen: Arc::default(),
    };
    terminal.read();
    terminal.shows(shows).await;
    terminal
}
