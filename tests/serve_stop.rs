//! Stopping `tabuleiro serve`, the real binary: on SIGTERM or Ctrl-C
//! every visitor is told the server stops and their games are kept, and
//! the process ends soon after with status 0, even when a client does
//! not read.

use crate::serve_support;

use std::time::Duration;

use serve_support::*;

/// Far above the server's own deadline (under 2 s): machines are noisy.
const EXIT_BOUND: Duration = Duration::from_secs(10);

async fn told_and_gone(signal: i32) {
    let dir = data_dir();
    let mut server = Process::start(dir.path());
    let reading = Terminal::open(
        login_at(server.address, "ana", 1, 2 * 1024 * 1024).await,
        (100, 30),
        None,
        true,
    )
    .await;
    reading.shows("You: ana").await;
    // A client that does not read: the server's output to it is held up.
    let _deaf = stalled_terminal_at(server.address, || server.log(), "session 2", "bruno", 2).await;
    server.signal(signal);
    reading
        .shows("The server is stopping; your games are kept.")
        .await;
    assert_eq!(reading.closed().await, Some(0), "closed cleanly");
    let (status, took) = server.exited().await;
    eprintln!("exited {took:?} after the signal");
    assert!(status.success(), "{status:?}:\n{}", server.log());
    assert!(took < EXIT_BOUND, "took {took:?}:\n{}", server.log());
    let log = server.log();
    assert!(
        log.contains("stopping") && log.contains("stopped after"),
        "{log}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_tells_every_visitor_and_the_server_exits() {
    told_and_gone(libc::SIGTERM).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_tells_every_visitor_and_the_server_exits() {
    told_and_gone(libc::SIGINT).await;
}
