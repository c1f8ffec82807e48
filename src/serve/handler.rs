//! One SSH connection: public-key login only, one session channel with a
//! pty, a shell or `join <room>` and nothing else (no other commands, no
//! subsystems, no forwarding). Its input is rate-limited (per session and
//! per address) and parsed here, then handed to the session's task.

use std::borrow::Cow;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use russh::keys::PublicKey;
use russh::server::{Auth, ChannelOpenHandle, Handler, Msg, Session};
use russh::{Channel, ChannelId, ChannelWriteHalf};
use tokio::sync::mpsc::{self, Sender};
use tracing::{Instrument, Span};

use super::Shared;
use super::identity::fingerprint;
use super::input::Parser;
use super::limits::{InputRate, MAX_COLUMNS, MAX_ROWS, Ticket, WINDOW_CHANGE_BYTES, steady_time};
use super::log;
use super::output::{self, Outbox};
use super::session::{self, Input, Signals, Visit, Wiring};
use crate::i18n::Lang;
use crate::quote::Escaped;
use crate::ui::look::Look;

/// The most of a user name kept (and repeated in the log): a name's
/// twenty columns with accents to spare.
const USER_NAME_CHARS: usize = 64;

/// The environment a client may pass: only what picks colours and the
/// language.
const ENV_KEPT: [&str; 5] = ["COLORTERM", "NO_COLOR", "LANG", "LC_ALL", "LC_MESSAGES"];

pub struct Connection {
    shared: Arc<Shared>,
    peer: Option<SocketAddr>,
    /// The server's address the client reached, for the line that tells
    /// how to connect.
    local: Option<SocketAddr>,
    /// Its place among the connections let in.
    ticket: Arc<Ticket>,
    /// User name (cut to [`USER_NAME_CHARS`]) and key fingerprint, once
    /// logged in.
    who: Option<(String, String)>,
    channel: Option<Opened>,
    /// Names the address and key on every line about this connection.
    span: Span,
}

/// The connection's one session channel.
struct Opened {
    id: ChannelId,
    /// Taken when the session (or a refusal) starts writing.
    writer: Option<ChannelWriteHalf<Msg>>,
    /// TERM and the size, from the pty request.
    pty: Option<(String, u16, u16)>,
    env: Vec<(String, String)>,
    live: Option<Live>,
}

/// A running session as the connection feeds it.
struct Live {
    inputs: Sender<Input>,
    /// What the queue cannot lose: the window size, dropped input.
    signals: Arc<Signals>,
    parser: Parser,
    rate: InputRate,
    gone: Arc<AtomicBool>,
    outbox: Arc<Outbox>,
}

impl Connection {
    /// A connection from `peer` to the server's `local` address.
    pub fn new(
        shared: Arc<Shared>,
        [peer, local]: [Option<SocketAddr>; 2],
        ticket: Arc<Ticket>,
    ) -> Connection {
        Connection {
            shared,
            peer,
            local,
            ticket,
            who: None,
            channel: None,
            span: log::connection(&shown(peer)),
        }
    }

    /// A line to the log, in this connection's span.
    fn say(&self, line: &str) {
        self.span.in_scope(|| (self.shared.log)(line));
    }

    fn address(&self) -> String {
        shown(self.peer)
    }

    /// Logs a refused login with the user name as it was asked for, cut
    /// and escaped (a name made to fool a reader is worth seeing as such).
    fn refuse_login(&self, user: &str, why: &str) -> Auth {
        let asked: String = user.chars().take(USER_NAME_CHARS).collect();
        self.say(&format!(
            "refused {} {}: {why}",
            self.address(),
            Escaped(&asked)
        ));
        Auth::reject()
    }

    /// The session for `channel`: one line and close when it cannot be
    /// had (no pty, the server full), else the app as a task.
    fn start(&mut self, channel: ChannelId, join: Option<String>) {
        let Some(opened) = self.channel.as_mut().filter(|o| o.id == channel) else {
            return;
        };
        let Some(writer) = opened.writer.take() else {
            return;
        };
        let outbox = Outbox::new(self.shared.limits.output_cap);
        let Some((term, columns, rows)) = opened.pty.clone() else {
            self.say(&format!("refused {}: no terminal (pty)", self.address()));
            tokio::spawn(output::send(Arc::clone(&outbox), writer, || {}));
            let how = format!(
                "tabuleiro is a full-screen app: connect with a terminal, `{}`",
                ssh_command(self.local)
            );
            outbox.close(format!("{how}\r\n").into_bytes(), 1);
            return;
        };
        if let Err(refusal) = self.ticket.seat() {
            self.say(&format!("refused {}: {refusal}", self.address()));
            tokio::spawn(output::send(Arc::clone(&outbox), writer, || {}));
            outbox.close(format!("tabuleiro: {refusal}\r\n").into_bytes(), 1);
            return;
        }
        let (name, key) = self.who.clone().unwrap_or_default();
        let env = opened.env.clone();
        let look = Look::from_lookup(|variable| {
            if variable == "TERM" {
                return Some(term.clone());
            }
            env.iter()
                .find(|(n, _)| n == variable)
                .map(|(_, v)| v.clone())
        });
        let locale = Lang::from_locale(|variable| {
            env.iter()
                .find(|(n, _)| n == variable)
                .map(|(_, v)| Cow::Borrowed(v.as_str()))
        });
        let id = self.shared.next_session();
        let visit = Visit {
            id,
            name,
            key,
            address: self.peer,
            join,
            size: (columns, rows),
            look,
            locale,
        };
        let (inputs, received) = mpsc::channel(self.shared.limits.input_queue);
        let gone = Arc::new(AtomicBool::new(false));
        let signals = Arc::new(Signals::default());
        let wiring = Wiring {
            inputs: received,
            gone: Arc::clone(&gone),
            outbox: Arc::clone(&outbox),
            signals: Arc::clone(&signals),
            limits: self.shared.limits,
            log: Arc::clone(&self.shared.log),
            rooms: self.shared.rooms.clone(),
            pool: self.shared.pool.clone(),
        };
        let entry = self
            .shared
            .register(id, inputs.clone(), Arc::clone(&self.ticket));
        let redraw = inputs.clone();
        let sending = Arc::clone(&outbox);
        tokio::spawn(async move {
            output::send(sending, writer, move || {
                let _ = redraw.try_send(Input::Redraw);
            })
            .await;
            drop(entry);
        });
        let span = log::session(&self.span, id);
        tokio::spawn(session::run(visit, wiring).instrument(span));
        opened.live = Some(Live {
            inputs,
            signals,
            parser: Parser::default(),
            rate: InputRate::new(self.shared.limits.input_bytes_per_second, Instant::now()),
            gone,
            outbox,
        });
    }

    /// Tells the session its connection is gone.
    fn hang_up(&mut self) {
        if let Some(live) = self.channel.as_mut().and_then(|o| o.live.take()) {
            live.outbox.abandon();
            live.gone.store(true, Ordering::Relaxed);
            let _ = live.inputs.try_send(Input::App(crate::app::Event::Hangup));
        }
    }

    fn live(&mut self, channel: ChannelId) -> Option<&mut Live> {
        self.channel
            .as_mut()
            .filter(|o| o.id == channel)
            .and_then(|o| o.live.as_mut())
    }

    /// Waits until the input caps have room for `bytes` more from
    /// `channel`: the session's own and its address's, which every
    /// connection from there shares. Meanwhile russh reads nothing more
    /// of this connection (other connections go on) and refills the
    /// client's SSH window only after, so a flood is held back by the
    /// client's window and TCP rather than read and dropped. Output to
    /// this client waits too.
    async fn take_input(&mut self, channel: ChannelId, bytes: usize) {
        let cap = self.shared.limits.input_bytes_per_second;
        let now = Instant::now();
        let own = match self.live(channel) {
            Some(live) => live.rate.take(bytes, now),
            // Nothing to feed (before the shell, after the app ended):
            // the bytes are dropped at the steady rate, with no burst.
            None => steady_time(bytes, cap),
        };
        let wait = own.max(self.ticket.take_input(bytes, now));
        if !wait.is_zero() {
            tokio::time::sleep(wait).await;
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.hang_up();
    }
}

/// Hands an event to the session; dropped when its queue is full (a
/// session that cannot keep up loses input rather than memory), and the
/// session told so.
fn pass(live: &Live, input: Input) {
    if live.inputs.try_send(input).is_err() {
        live.signals.dropped();
    }
}

/// The command that reaches this server with a terminal: its port
/// (left out when it is SSH's own) and the address the client reached.
fn ssh_command(local: Option<SocketAddr>) -> String {
    match local {
        Some(address) if address.port() == 22 => format!("ssh -t {}", address.ip()),
        Some(address) => format!("ssh -t -p {} {}", address.port(), address.ip()),
        None => "ssh -t HOST".to_string(),
    }
}

/// A peer's address as the log shows it.
fn shown(peer: Option<SocketAddr>) -> String {
    peer.map_or_else(|| "unknown address".to_string(), |a| a.to_string())
}

/// A size from the client, within what the server draws.
fn size(columns: u32, rows: u32) -> (u16, u16) {
    let clamp = |value: u32, max: u16| u16::try_from(value).unwrap_or(max).clamp(1, max);
    (clamp(columns, MAX_COLUMNS), clamp(rows, MAX_ROWS))
}

impl Handler for Connection {
    type Error = russh::Error;

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::reject())
    }

    async fn auth_password(&mut self, user: &str, _password: &str) -> Result<Auth, Self::Error> {
        Ok(self.refuse_login(user, "password login is not offered"))
    }

    async fn auth_publickey_offered(
        &mut self,
        user: &str,
        key: &PublicKey,
    ) -> Result<Auth, Self::Error> {
        Ok(if self.shared.allowed.allows(key) {
            Auth::Accept
        } else {
            self.refuse_login(user, &format!("key {} not authorized", fingerprint(key)))
        })
    }

    async fn auth_publickey(&mut self, user: &str, key: &PublicKey) -> Result<Auth, Self::Error> {
        let print = fingerprint(key);
        if !self.shared.allowed.allows(key) {
            return Ok(self.refuse_login(user, &format!("key {print} not authorized")));
        }
        log::logged_in(&self.span, &print);
        // The user name as sent (cut): the session checks it, and goes by
        // the guest name and says why when it cannot be a name.
        self.who = Some((user.chars().take(USER_NAME_CHARS).collect(), print));
        Ok(Auth::Accept)
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel.is_some() || self.who.is_none() {
            reply
                .reject(russh::ChannelOpenFailure::AdministrativelyProhibited)
                .await;
            return Ok(());
        }
        // Requests reach the handler; the channel's own queue of them is
        // dropped so it never fills.
        let (_, writer) = channel.split();
        self.channel = Some(Opened {
            id: writer.id(),
            writer: Some(writer),
            pty: None,
            env: Vec::new(),
            live: None,
        });
        reply.accept().await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        match self
            .channel
            .as_mut()
            .filter(|o| o.id == channel && o.live.is_none())
        {
            Some(opened) => {
                let (columns, rows) = size(columns, rows);
                let term: String = term.chars().filter(|c| !c.is_control()).take(64).collect();
                opened.pty = Some((term, columns, rows));
                session.channel_success(channel)
            }
            None => session.channel_failure(channel),
        }
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        match self.channel.as_mut().filter(|o| o.id == channel) {
            Some(opened) if ENV_KEPT.contains(&name) => {
                let value: String = value.chars().filter(|c| !c.is_control()).take(64).collect();
                // A name sent again replaces its value: at most one of each.
                opened.env.retain(|(kept, _)| kept != name);
                opened.env.push((name.to_string(), value));
                session.channel_success(channel)
            }
            _ => session.channel_failure(channel),
        }
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_success(channel)?;
        self.start(channel, None);
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        command: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_success(channel)?;
        match join_argument(command) {
            Some(room) => self.start(channel, Some(room)),
            None => {
                let Some(writer) = self.channel.as_mut().and_then(|o| o.writer.take()) else {
                    return Ok(());
                };
                self.say(&format!("refused {}: a command was asked", self.address()));
                let outbox = Outbox::new(self.shared.limits.output_cap);
                tokio::spawn(output::send(Arc::clone(&outbox), writer, || {}));
                let line = format!(
                    "tabuleiro: nothing runs here but `join <room>`; connect with `{}`\r\n",
                    ssh_command(self.local)
                );
                outbox.close(line.into_bytes(), 1);
            }
        }
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _protocol: &str,
        _cookie: &str,
        _screen: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<bool, Self::Error> {
        // russh answers `false` with a global request failure, which a
        // client waiting on this channel does not read: the channel's own
        // failure goes first.
        session.channel_failure(channel)?;
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let (columns, rows) = size(columns, rows);
        self.take_input(channel, WINDOW_CHANGE_BYTES).await;
        // Only the last size of a run matters: the session is woken
        // once, and reads the latest when it looks (a full queue wakes
        // it anyway).
        if let Some(live) = self.live(channel)
            && live.signals.resized(columns, rows)
        {
            let _ = live.inputs.try_send(Input::Resized);
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.take_input(channel, data.len()).await;
        if let Some(live) = self.live(channel) {
            for event in live.parser.feed(data) {
                pass(live, Input::App(event));
            }
            if let Some(background) = live.parser.background() {
                pass(live, Input::Background(background));
            }
        }
        Ok(())
    }

    /// Nothing reads it, but it is read no faster than typed input.
    async fn extended_data(
        &mut self,
        channel: ChannelId,
        _code: u32,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.take_input(channel, data.len()).await;
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.hang_up();
        Ok(())
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.hang_up();
        Ok(())
    }
}

/// The room of an exec request `join <room>`, if that is what it is.
fn join_argument(command: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(command).ok()?;
    let mut words = text.split_whitespace();
    let (Some("join"), Some(room), None) = (words.next(), words.next(), words.next()) else {
        return None;
    };
    (room.len() <= 64
        && room
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_'))
    .then(|| room.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Event;

    #[test]
    fn only_join_with_one_plain_room_name_is_taken() {
        assert_eq!(join_argument(b"join abc-1"), Some("abc-1".to_string()));
        assert_eq!(join_argument(b"  join  r2 "), Some("r2".to_string()));
        assert_eq!(join_argument(b"join"), None);
        assert_eq!(join_argument(b"join a b"), None);
        assert_eq!(join_argument(b"join ../x"), None);
        assert_eq!(join_argument(b"sh -c id"), None);
        assert_eq!(join_argument(&[0xff, 0xfe]), None);
    }

    #[test]
    fn the_way_in_names_the_port_and_address_reached() {
        let at = |text: &str| text.parse::<SocketAddr>().ok();
        assert_eq!(
            ssh_command(at("192.168.1.7:2222")),
            "ssh -t -p 2222 192.168.1.7"
        );
        assert_eq!(ssh_command(at("10.0.0.1:22")), "ssh -t 10.0.0.1");
        assert_eq!(ssh_command(at("[::1]:2022")), "ssh -t -p 2022 ::1");
    }

    #[test]
    fn input_past_a_full_queue_is_dropped_and_the_session_told() {
        let (inputs, mut received) = mpsc::channel(1);
        let signals = Arc::new(Signals::default());
        let live = Live {
            inputs,
            signals: Arc::clone(&signals),
            parser: Parser::default(),
            rate: InputRate::new(1024, Instant::now()),
            gone: Arc::default(),
            outbox: Outbox::new(1024),
        };
        pass(&live, Input::Redraw);
        assert!(signals.news().is_none(), "nothing dropped yet");
        pass(&live, Input::Redraw);
        assert!(matches!(signals.news(), Some(Event::InputDropped)));
        assert!(received.try_recv().is_ok());
        assert!(received.try_recv().is_err(), "the second was dropped");
    }

    #[test]
    fn sizes_are_kept_within_what_the_server_draws() {
        assert_eq!(size(80, 24), (80, 24));
        assert_eq!(size(0, 0), (1, 1));
        assert_eq!(size(u32::MAX, 100_000), (MAX_COLUMNS, MAX_ROWS));
    }
}
