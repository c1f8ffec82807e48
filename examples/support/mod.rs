//! What the load clients of `tabuleiro serve` share (`serve_load`,
//! `serve_crowd`): logging in with a key of one's own, a session with a
//! pty, a client that reads its screen with the vt100 emulator, a room
//! made through the lobby's New room form, player rooms playing random
//! legal moves with each move's delay noted, the server's CPU and memory
//! from /proc, and percentiles.

// Each example is its own crate and uses part of this module.
#![allow(dead_code)]

use std::error::Error;
use std::net::SocketAddr;
use std::num::NonZeroU16;
use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use russh::keys::PrivateKeyWithHashAlg;
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::{PrivateKey, PublicKeyOrCertificate};
use russh::{Channel, ChannelMsg, ChannelReadHalf, ChannelWriteHalf, client};
use tabuleiro::games::{AnyGame, GameId, Options, Status};

pub type Failure = Box<dyn Error + Send + Sync>;
pub type Outcome<T> = Result<T, Failure>;

/// How long to wait for a screen to show what is expected.
pub const PATIENCE: Duration = Duration::from_secs(30);
/// The pause between two plies of a player room.
pub const PACE: Duration = Duration::from_secs(1);
/// The SSH window of a client that reads all it is sent.
pub const WIDE_WINDOW: u32 = 1 << 21;
/// The clock ticks per second of /proc/<pid>/stat on Linux.
const TICKS: f64 = 100.0;

/// Trusts any host key: the server is our own, on loopback.
pub struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A key of its own for each client: identity is the key.
pub fn key(index: usize) -> PrivateKey {
    let mut seed = [7u8; 32];
    seed[..8].copy_from_slice(&(index as u64).to_le_bytes());
    PrivateKey::from(Ed25519Keypair::from_seed(&seed))
}

/// A terminal's size, written `80x24` (columns x rows).
#[derive(Clone, Copy, Debug)]
pub struct Size {
    pub columns: u16,
    pub rows: u16,
}

impl FromStr for Size {
    type Err = String;

    fn from_str(text: &str) -> Result<Size, String> {
        let wrong = || format!("{text:?} is not columns x rows, such as 80x24");
        let (columns, rows) = text.split_once('x').ok_or_else(wrong)?;
        let side = |n: &str| n.parse::<u16>().ok().filter(|&n| n > 0).ok_or_else(wrong);
        Ok(Size {
            columns: side(columns)?,
            rows: side(rows)?,
        })
    }
}

/// Where a client goes once connected.
#[derive(Clone, Copy)]
pub enum Entry<'a> {
    Lobby,
    Join(&'a str),
}

/// Client `index` logged in as `c<index>` with its own key.
pub async fn log_in(
    addr: SocketAddr,
    index: usize,
    config: client::Config,
) -> Outcome<client::Handle<Trusting>> {
    let mut handle = client::connect(Arc::new(config), addr, Trusting).await?;
    let key = PrivateKeyWithHashAlg::new(Arc::new(key(index)), None);
    let auth = handle
        .authenticate_publickey(format!("c{index}"), key)
        .await?;
    if !auth.success() {
        return Err(format!("client {index}: key refused").into());
    }
    Ok(handle)
}

/// A session channel with a pty of `size`, at `entry`.
pub async fn open_session(
    handle: &client::Handle<Trusting>,
    size: Size,
    entry: Entry<'_>,
) -> Outcome<Channel<client::Msg>> {
    let channel = handle.channel_open_session().await?;
    channel
        .request_pty(
            false,
            "xterm-256color",
            size.columns.into(),
            size.rows.into(),
            0,
            0,
            &[],
        )
        .await?;
    match entry {
        Entry::Lobby => channel.request_shell(false).await?,
        Entry::Join(room) => channel.exec(false, format!("join {room}")).await?,
    }
    Ok(channel)
}

/// What one client has received.
struct Seen {
    parser: vt100::Parser,
    bytes: u64,
    /// When each ply (1, 2, ...) first showed on the screen.
    plies: Vec<Instant>,
}

/// One client session with a pty, its screen kept by the vt100 emulator.
pub struct Terminal {
    _handle: client::Handle<Trusting>,
    pub writer: ChannelWriteHalf<client::Msg>,
    seen: Arc<Mutex<Seen>>,
}

impl Terminal {
    /// Client `index` logged in and at `entry`; read as it comes unless
    /// `reading` is false.
    pub async fn open(
        addr: SocketAddr,
        index: usize,
        window: u32,
        size: Size,
        entry: Entry<'_>,
        reading: bool,
    ) -> Outcome<Terminal> {
        let config = client::Config {
            window_size: window,
            ..client::Config::default()
        };
        let handle = log_in(addr, index, config).await?;
        let (reader, writer) = open_session(&handle, size, entry).await?.split();
        let parser = vt100::Parser::new(nonzero(size.rows), nonzero(size.columns), 0);
        let seen = Arc::new(Mutex::new(Seen {
            parser,
            bytes: 0,
            plies: Vec::new(),
        }));
        if reading {
            tokio::spawn(read(reader, Arc::clone(&seen)));
        } else {
            // Kept unread: the server's window to this client fills.
            tokio::spawn(async move {
                let _unread = reader;
                std::future::pending::<()>().await
            });
        }
        Ok(Terminal {
            _handle: handle,
            writer,
            seen,
        })
    }

    pub async fn send(&self, bytes: &[u8]) -> Outcome<()> {
        self.writer
            .data(bytes)
            .await
            .map_err(|_| "the server stopped taking input".into())
    }

    pub fn text(&self) -> String {
        lock(&self.seen).parser.screen().contents()
    }

    pub fn bytes(&self) -> u64 {
        lock(&self.seen).bytes
    }

    pub fn plies(&self) -> Vec<Instant> {
        lock(&self.seen).plies.clone()
    }

    /// Waits until the screen shows `text`.
    pub async fn shows(&self, text: &str) -> Outcome<()> {
        let deadline = Instant::now() + PATIENCE;
        while !self.text().contains(text) {
            if Instant::now() > deadline {
                return Err(format!("never showed {text:?}:\n{}", self.text()).into());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Ok(())
    }

    /// Waits until ply `ply` has shown; when it first did.
    pub async fn ply_shown(&self, ply: usize) -> Outcome<Instant> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(&at) = lock(&self.seen).plies.get(ply - 1) {
                return Ok(at);
            }
            if Instant::now() > deadline {
                return Err(format!("ply {ply} never showed:\n{}", self.text()).into());
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

fn nonzero(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).unwrap_or(NonZeroU16::MIN)
}

fn lock(seen: &Mutex<Seen>) -> std::sync::MutexGuard<'_, Seen> {
    seen.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Feeds what the server sends to the emulator, noting new plies.
async fn read(mut reader: ChannelReadHalf, seen: Arc<Mutex<Seen>>) {
    while let Some(message) = reader.wait().await {
        match message {
            ChannelMsg::Data { data } => {
                let now = Instant::now();
                let mut seen = lock(&seen);
                seen.bytes += data.len() as u64;
                seen.parser.process(&data);
                let ply = ply_on_screen(&seen.parser.screen().contents());
                while seen.plies.len() < ply {
                    seen.plies.push(now);
                }
            }
            ChannelMsg::Close => break,
            _ => {}
        }
    }
}

/// The last ply the move list shows: "12. Nf3" is ply 23, "12. Nf3  Nc6"
/// ply 24.
fn ply_on_screen(text: &str) -> usize {
    text.lines().map(plies_on_line).max().unwrap_or(0)
}

fn plies_on_line(line: &str) -> usize {
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut most = 0;
    for (at, word) in words.iter().enumerate() {
        let Some(number) = word.strip_suffix('.').and_then(|n| n.parse::<usize>().ok()) else {
            continue;
        };
        let moves = words[at + 1..]
            .iter()
            .take(2)
            .take_while(|w| is_san(w))
            .count();
        if moves > 0 {
            most = most.max(2 * number.saturating_sub(1) + moves);
        }
    }
    most
}

fn is_san(word: &str) -> bool {
    word.len() >= 2 && word.starts_with(|c: char| "abcdefghKQRBNO".contains(c))
}

/// Client `index` makes a computer-vs-computer chess room (medium vs
/// medium) from the lobby and stays in it, watching.
pub async fn open_computer_room(addr: SocketAddr, index: usize, size: Size) -> Outcome<Terminal> {
    let host = Terminal::open(addr, index, WIDE_WINDOW, size, Entry::Lobby, true).await?;
    host.shows(&format!("You: c{index}")).await?;
    host.send(b"n").await?;
    host.shows("New room").await?;
    // Mode: Human vs Computer -> Computer vs Computer, both at medium.
    host.send(b"\x1b[B\x1b[C\r").await?;
    host.shows("Chat").await?;
    Ok(host)
}

/// A room of two players and the game as they know it.
pub struct Table {
    players: [Terminal; 2],
    game: AnyGame,
    rng: ChaCha8Rng,
}

/// Client `index` makes room `room` (White), client `index + 1` joins it;
/// their moves are drawn from `seed`.
pub async fn open_table(
    addr: SocketAddr,
    index: usize,
    room: &str,
    size: Size,
    seed: u64,
) -> Outcome<Table> {
    let white = Terminal::open(addr, index, WIDE_WINDOW, size, Entry::Lobby, true).await?;
    white.shows(&format!("You: c{index}")).await?;
    white.send(b"n").await?;
    white.shows("New room").await?;
    // Mode: Human vs Computer -> Human vs Human, the other seat open.
    white.send(b"\x1b[B\x1b[D\r").await?;
    white.shows("(open seat)").await?;
    let black = Terminal::open(addr, index + 1, WIDE_WINDOW, size, Entry::Join(room), true).await?;
    black.shows("Chat").await?;
    white.shows(&format!("Black  c{}", index + 1)).await?;
    Ok(Table {
        players: [white, black],
        game: AnyGame::new(GameId::Chess, &Options::default()),
        rng: ChaCha8Rng::seed_from_u64(seed),
    })
}

/// A random legal move that does not end the game, if there is one.
fn pick(game: &AnyGame, rng: &mut ChaCha8Rng) -> Option<String> {
    let mut moves = game.legal_moves();
    while !moves.is_empty() {
        let mv = moves.swap_remove(rng.random_range(0..moves.len()));
        let mut after = game.clone();
        if after.play_text(&mv).is_ok() && matches!(after.status(), Status::Ongoing) {
            return Some(mv);
        }
    }
    None
}

/// One ply's delay: from its mover's send to its showing on the other
/// player's screen.
pub struct Delay {
    pub sent: Instant,
    pub took: Duration,
}

/// Plays a ply a second until `until`; the delay of each ply.
pub async fn play(mut table: Table, until: Instant) -> Outcome<Vec<Delay>> {
    let mut delays = Vec::new();
    let mut next = Instant::now();
    while next < until {
        tokio::time::sleep_until(next.into()).await;
        let Some(mv) = pick(&table.game, &mut table.rng) else {
            break;
        };
        let mover = table.game.side_to_move().index();
        table.game.play_text(&mv)?;
        let sent = Instant::now();
        table.players[mover]
            .send(format!(":{mv}\r").as_bytes())
            .await?;
        let shown = table.players[1 - mover]
            .ply_shown(table.game.ply_count())
            .await?;
        delays.push(Delay {
            sent,
            took: shown - sent,
        });
        next = sent + PACE;
    }
    Ok(delays)
}

/// A process's CPU time so far, in seconds (utime + stime).
pub fn cpu_seconds(pid: u32) -> Outcome<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // Fields after the command name, which ends with the last ')'.
    let rest = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |at: usize| -> Outcome<u64> {
        Ok(fields.get(at).ok_or("a short stat line")?.parse::<u64>()?)
    };
    // utime and stime are fields 14 and 15, the 12th and 13th after ')'.
    Ok((ticks(11)? + ticks(12)?) as f64 / TICKS)
}

/// The number a line of /proc/<pid>/status starts with ("VmRSS" in kB,
/// "Threads").
pub fn status_number(pid: u32, name: &str) -> Outcome<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status
        .lines()
        .find(|line| line.starts_with(&format!("{name}:")))
        .ok_or(format!("no {name} line"))?;
    Ok(line
        .split_whitespace()
        .nth(1)
        .ok_or("an empty line")?
        .parse()?)
}

/// A memory line of /proc/<pid>/status ("VmRSS", "VmHWM"), in MiB.
pub fn memory_mib(pid: u32, name: &str) -> Outcome<f64> {
    Ok(status_number(pid, name)? as f64 / 1024.0)
}

/// The value below which `share` (0 to 1) of `sorted` lies (nearest rank).
pub fn percentile(sorted: &[Duration], share: f64) -> Option<Duration> {
    let rank = (share * sorted.len() as f64).ceil() as usize;
    sorted.get(rank.clamp(1, sorted.len().max(1)) - 1).copied()
}

/// A duration in whole milliseconds.
pub fn ms(duration: Duration) -> String {
    format!("{:.0}", duration.as_secs_f64() * 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_percentile_is_the_nearest_rank() {
        let times: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(percentile(&times, 0.5), Some(Duration::from_millis(50)));
        assert_eq!(percentile(&times, 0.99), Some(Duration::from_millis(99)));
        assert_eq!(percentile(&times, 1.0), Some(Duration::from_millis(100)));
        assert_eq!(percentile(&[], 0.5), None);
    }

    #[test]
    fn a_size_is_columns_by_rows() {
        let size: Size = "80x24".parse().unwrap();
        assert_eq!((size.columns, size.rows), (80, 24));
        assert!("80".parse::<Size>().is_err());
        assert!("0x24".parse::<Size>().is_err());
    }
}
