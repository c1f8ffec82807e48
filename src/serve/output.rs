//! A session's output: frames wait in a byte-capped queue that one task
//! per session sends to the SSH channel as fast as the client takes them.
//! A frame that would pass the cap is dropped (the screen writer then
//! keeps diffing from what the client really got), and once the queue has
//! drained the session is asked for a whole redraw; so a client that
//! stops reading holds a bounded amount of memory and slows no one else.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::sync::{Arc, Mutex, PoisonError};

use russh::ChannelWriteHalf;
use russh::server::Msg;
use tokio::sync::{Notify, watch};

#[derive(Default)]
struct Queue {
    chunks: VecDeque<Vec<u8>>,
    bytes: usize,
    /// A frame was dropped since the queue last drained.
    dropped: bool,
    /// Nothing more comes; the exit status to end the channel with.
    closed: Option<u32>,
}

/// The queue between a session's app thread and its sending task.
pub struct Outbox {
    cap: usize,
    queue: Mutex<Queue>,
    wake: Notify,
    /// Set when the connection is gone: sending stops, even mid-frame.
    gone: watch::Sender<bool>,
}

impl Outbox {
    pub fn new(cap: usize) -> Arc<Outbox> {
        Arc::new(Outbox {
            cap,
            queue: Mutex::default(),
            wake: Notify::new(),
            gone: watch::Sender::new(false),
        })
    }

    /// The connection is gone: the sending task ends, even while it waits
    /// for a client that stopped reading.
    pub fn abandon(&self) {
        self.gone.send_replace(true);
    }

    async fn abandoned(&self) {
        let _ = self.gone.subscribe().wait_for(|gone| *gone).await;
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues a frame, unless it would pass the cap: then it is dropped
    /// and `false` returned.
    pub fn offer(&self, bytes: Vec<u8>) -> bool {
        let mut queue = self.queue();
        if queue.closed.is_some() || queue.bytes + bytes.len() > self.cap {
            queue.dropped = true;
            return false;
        }
        queue.bytes += bytes.len();
        queue.chunks.push_back(bytes);
        drop(queue);
        self.wake.notify_one();
        true
    }

    /// Queues bytes that must go out (entering and leaving the screen,
    /// a last line) whatever the cap, then ends the channel with
    /// `status`.
    pub fn close(&self, last: Vec<u8>, status: u32) {
        let mut queue = self.queue();
        if queue.closed.is_none() {
            queue.bytes += last.len();
            queue.chunks.push_back(last);
            queue.closed = Some(status);
        }
        drop(queue);
        self.wake.notify_one();
    }

    /// Bytes that must go out whatever the cap (the screen set up).
    pub fn force(&self, bytes: Vec<u8>) {
        let mut queue = self.queue();
        queue.bytes += bytes.len();
        queue.chunks.push_back(bytes);
        drop(queue);
        self.wake.notify_one();
    }

    /// The next chunk to send, waiting for one; `Err(status)` once the
    /// queue is closed and empty.
    async fn next(&self) -> Result<Vec<u8>, u32> {
        loop {
            {
                let mut queue = self.queue();
                if let Some(chunk) = queue.chunks.pop_front() {
                    queue.bytes -= chunk.len();
                    return Ok(chunk);
                }
                if let Some(status) = queue.closed {
                    return Err(status);
                }
            }
            self.wake.notified().await;
        }
    }

    /// Whether frames were dropped and the queue has now drained, so the
    /// session should draw its screen whole; clears the mark.
    fn caught_up(&self) -> bool {
        let mut queue = self.queue();
        let caught_up = queue.dropped && queue.chunks.is_empty() && queue.closed.is_none();
        if caught_up {
            queue.dropped = false;
        }
        caught_up
    }
}

/// Sends the outbox to the channel until it is closed (then the exit
/// status, EOF and close) or the client is gone. `redraw` is called when
/// the client caught up after dropped frames.
pub async fn send(outbox: Arc<Outbox>, channel: ChannelWriteHalf<Msg>, redraw: impl Fn()) {
    tokio::select! {
        () = send_all(&outbox, &channel, redraw) => {}
        () = outbox.abandoned() => {}
    }
}

async fn send_all(outbox: &Outbox, channel: &ChannelWriteHalf<Msg>, redraw: impl Fn()) {
    loop {
        match outbox.next().await {
            Ok(chunk) => {
                // Waits while the client's window is full: backpressure.
                if channel.data(&chunk[..]).await.is_err() {
                    return;
                }
                if outbox.caught_up() {
                    redraw();
                }
            }
            Err(status) => {
                let _ = channel.exit_status(status).await;
                let _ = channel.eof().await;
                let _ = channel.close().await;
                return;
            }
        }
    }
}

/// The screen writer's way into an outbox: a frame is written whole,
/// then offered on flush; a dropped one fails with `WouldBlock` so the
/// writer knows the client did not get it.
pub struct Frames {
    outbox: Arc<Outbox>,
    pending: Vec<u8>,
}

impl Frames {
    pub fn new(outbox: Arc<Outbox>) -> Frames {
        Frames {
            outbox,
            pending: Vec::new(),
        }
    }
}

impl Write for Frames {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        if self.outbox.offer(std::mem::take(&mut self.pending)) {
            Ok(())
        } else {
            Err(io::ErrorKind::WouldBlock.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_past_the_cap_are_dropped_and_the_drain_asks_for_a_redraw() {
        let outbox = Outbox::new(10);
        let mut frames = Frames::new(Arc::clone(&outbox));
        assert!(frames.write_all(b"12345678").is_ok() && frames.flush().is_ok());
        assert!(frames.write_all(b"abc").is_ok());
        assert_eq!(
            frames.flush().map_err(|e| e.kind()),
            Err(io::ErrorKind::WouldBlock)
        );
        assert!(!outbox.caught_up(), "not drained yet");
        let runtime = tokio::runtime::Builder::new_current_thread().build();
        let first = runtime.map(|r| r.block_on(outbox.next()));
        assert_eq!(first.ok(), Some(Ok(b"12345678".to_vec())));
        assert!(outbox.caught_up());
        assert!(!outbox.caught_up(), "asked once");
    }
}
