//! The accept loop and each connection's life: who is let in at accept
//! (`Admission`), the login grace, and closing every connection when the
//! server stops. An accept error (out of descriptors, most often) never
//! ends the loop: it waits and tries again, and says so in the log at
//! most once a second. What happens inside a connection is `handler.rs`.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use russh::Disconnect;
use russh::server::{Config, run_stream};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{oneshot, watch};
use tokio::task::JoinSet;

use super::Shared;
use super::handler::Connection;
use super::limits::Ticket;

/// The first pause after an accept error, doubled at each one after it.
const FIRST_PAUSE: Duration = Duration::from_millis(10);
const LONGEST_PAUSE: Duration = Duration::from_secs(1);
/// Lines about what may happen thousands of times a second, at most
/// one in this long.
const QUIET: Duration = Duration::from_secs(1);
/// How long a connection may take to say goodbye when the server stops.
const CLOSE_WAIT: Duration = Duration::from_secs(1);

/// Accepts connections until `stopping` says so (or its sender is gone),
/// then closes every connection and returns once all are gone.
pub(super) async fn accept(
    listener: TcpListener,
    config: Arc<Config>,
    shared: Arc<Shared>,
    mut stopping: watch::Receiver<bool>,
) {
    let mut connections = JoinSet::new();
    let mut pause = Backoff::default();
    let mut failures = Quiet::default();
    let mut refusals = Quiet::default();
    loop {
        let accepted = tokio::select! {
            _ = stopping.wait_for(|stop| *stop) => break,
            Some(_) = connections.join_next() => continue,
            accepted = listener.accept() => accepted,
        };
        match accepted {
            Ok((socket, peer)) => {
                pause.succeeded();
                match shared.admission.admit(Some(peer.ip())) {
                    Ok(ticket) => {
                        let serving = serve(
                            socket,
                            peer,
                            ticket,
                            Arc::clone(&config),
                            Arc::clone(&shared),
                            stopping.clone(),
                        );
                        connections.spawn(serving);
                    }
                    // Closed before a byte is written: a flood costs a
                    // descriptor for a moment, and no key exchange.
                    Err(refusal) => {
                        drop(socket);
                        if let Some(held) = refusals.speak(Instant::now()) {
                            let more = more(held, "refused");
                            (shared.log)(&format!("refused {peer}: {refusal}{more}"));
                        }
                    }
                }
            }
            Err(error) => {
                if let Some(held) = failures.speak(Instant::now()) {
                    let more = more(held, "failed");
                    (shared.log)(&format!("cannot accept a connection: {error}{more}"));
                }
                tokio::select! {
                    _ = stopping.wait_for(|stop| *stop) => break,
                    () = tokio::time::sleep(pause.failed()) => {}
                }
            }
        }
    }
    drop(listener);
    while connections.join_next().await.is_some() {}
}

/// The tail of a line written by `Quiet`: how many were left out.
fn more(held: u64, what: &str) -> String {
    match held {
        0 => String::new(),
        n => format!(" ({n} more {what} since the last line)"),
    }
}

/// Why a connection is closed by the server rather than its client.
enum Close {
    Grace,
    Stop,
}

/// One connection, from its accept until its socket is closed: it must
/// have a session within the login grace, and is told goodbye when the
/// server stops. Its ticket is let go only after the socket is.
async fn serve(
    socket: TcpStream,
    peer: SocketAddr,
    ticket: Ticket,
    config: Arc<Config>,
    shared: Arc<Shared>,
    mut stopping: watch::Receiver<bool>,
) {
    // Small writes are keystrokes' echoes and frames: send them now.
    let _ = socket.set_nodelay(true);
    let ticket = Arc::new(ticket);
    let (cut, severed) = oneshot::channel();
    let grace = shared.login_grace;
    let local = socket.local_addr().ok();
    let handler = Connection::new(
        Arc::clone(&shared),
        [Some(peer), local],
        Arc::clone(&ticket),
    );
    let lapsed = grace_lapses(grace, &ticket);
    tokio::pin!(lapsed);
    // Until the banners are exchanged the socket is russh's future's own:
    // dropping that future closes it.
    let started = tokio::select! {
        started = run_stream(config, Cuttable::new(socket, severed), handler) => started,
        () = &mut lapsed => return lapse(&shared, peer, grace),
        _ = stopping.wait_for(|stop| *stop) => return,
    };
    let Ok(mut running) = started else {
        return;
    };
    let close = tokio::select! {
        _ = &mut running => return,
        () = &mut lapsed => Close::Grace,
        _ = stopping.wait_for(|stop| *stop) => Close::Stop,
    };
    match close {
        Close::Grace => lapse(&shared, peer, grace),
        Close::Stop => {
            let handle = running.handle();
            let goodbye = async {
                let reason = "the server is stopping".to_string();
                let _ = handle
                    .disconnect(Disconnect::ByApplication, reason, String::new())
                    .await;
                let _ = (&mut running).await;
            };
            // Gone in time: `running` is done and may not be awaited again.
            if tokio::time::timeout(CLOSE_WAIT, goodbye).await.is_ok() {
                return;
            }
        }
    }
    // Whatever russh waits for (a key exchange, a client that never
    // closes its side), the socket fails from here and russh lets it go.
    let _ = cut.send(());
    let _ = tokio::time::timeout(CLOSE_WAIT, running).await;
}

/// Ends once the login grace is over, unless the connection has a
/// session by then.
async fn grace_lapses(grace: Duration, ticket: &Ticket) {
    tokio::time::sleep(grace).await;
    if ticket.seated() {
        std::future::pending::<()>().await;
    }
}

fn lapse(shared: &Shared, peer: SocketAddr, grace: Duration) {
    (shared.log)(&format!(
        "closed {peer}: no session within the login grace ({}s)",
        grace.as_secs_f32()
    ));
}

/// A socket the server can cut: once told, every read and write fails,
/// so russh's session ends and closes it, whatever it was waiting for.
struct Cuttable<S> {
    inner: S,
    cut: oneshot::Receiver<()>,
    severed: bool,
}

impl<S> Cuttable<S> {
    fn new(inner: S, cut: oneshot::Receiver<()>) -> Cuttable<S> {
        Cuttable {
            inner,
            cut,
            severed: false,
        }
    }

    /// Fails once cut (or once the connection's task is gone).
    fn check(&mut self, context: &mut Context<'_>) -> io::Result<()> {
        if !self.severed && Pin::new(&mut self.cut).poll(context).is_ready() {
            self.severed = true;
        }
        match self.severed {
            true => Err(io::ErrorKind::ConnectionAborted.into()),
            false => Ok(()),
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Cuttable<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        context: &mut Context<'_>,
        buffer: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        this.check(context)?;
        Pin::new(&mut this.inner).poll_read(context, buffer)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Cuttable<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        context: &mut Context<'_>,
        bytes: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        this.check(context)?;
        Pin::new(&mut this.inner).poll_write(context, bytes)
    }

    fn poll_flush(self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        this.check(context)?;
        Pin::new(&mut this.inner).poll_flush(context)
    }

    fn poll_shutdown(self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        this.check(context)?;
        Pin::new(&mut this.inner).poll_shutdown(context)
    }
}

/// The pause after an accept error: short at first, so a moment without
/// descriptors costs little, longer while they stay short.
struct Backoff {
    next: Duration,
}

impl Default for Backoff {
    fn default() -> Backoff {
        Backoff { next: FIRST_PAUSE }
    }
}

impl Backoff {
    fn failed(&mut self) -> Duration {
        let pause = self.next;
        self.next = (self.next * 2).min(LONGEST_PAUSE);
        pause
    }

    fn succeeded(&mut self) {
        self.next = FIRST_PAUSE;
    }
}

/// Lets a kind of line through at most once in `QUIET`, counting those
/// held back.
#[derive(Default)]
struct Quiet {
    last: Option<Instant>,
    held: u64,
}

impl Quiet {
    /// Whether a line may be written at `now`; if so, how many were held
    /// back since the last one.
    fn speak(&mut self, now: Instant) -> Option<u64> {
        if self
            .last
            .is_some_and(|last| now.saturating_duration_since(last) < QUIET)
        {
            self.held += 1;
            return None;
        }
        self.last = Some(now);
        Some(std::mem::take(&mut self.held))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pauses_double_up_to_a_second_and_start_over_after_a_success() {
        let mut backoff = Backoff::default();
        let pauses: Vec<u128> = (0..9).map(|_| backoff.failed().as_millis()).collect();
        assert_eq!(pauses, [10, 20, 40, 80, 160, 320, 640, 1000, 1000]);
        backoff.succeeded();
        assert_eq!(backoff.failed(), FIRST_PAUSE);
    }

    #[test]
    fn a_line_at_most_once_a_second_with_the_count_of_those_held_back() {
        let start = Instant::now();
        let mut quiet = Quiet::default();
        assert_eq!(quiet.speak(start), Some(0));
        assert_eq!(quiet.speak(start + Duration::from_millis(10)), None);
        assert_eq!(quiet.speak(start + Duration::from_millis(999)), None);
        assert_eq!(quiet.speak(start + Duration::from_secs(1)), Some(2));
        assert_eq!(quiet.speak(start + Duration::from_secs(3)), Some(0));
    }

    #[test]
    fn the_count_left_out_ends_the_line_only_when_there_is_one() {
        assert_eq!(more(0, "failed"), "");
        assert_eq!(more(3, "failed"), " (3 more failed since the last line)");
    }

    #[tokio::test]
    async fn a_cut_socket_fails_to_read_and_write() {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let (near, mut far) = tokio::io::duplex(64);
        let (cut, severed) = oneshot::channel();
        let mut socket = Cuttable::new(near, severed);
        socket.write_all(b"hi").await.expect("written");
        let mut two = [0; 2];
        far.read_exact(&mut two).await.expect("read");
        let reading = tokio::spawn(async move {
            let mut one = [0; 1];
            let read = socket.read(&mut one).await;
            (read.map_err(|e| e.kind()), socket)
        });
        cut.send(()).expect("sent");
        let (read, mut socket) = reading.await.expect("joined");
        assert_eq!(read, Err(io::ErrorKind::ConnectionAborted));
        assert!(socket.write_all(b"x").await.is_err());
    }
}
