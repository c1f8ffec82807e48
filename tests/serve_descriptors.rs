//! `tabuleiro serve` out of file descriptors: accepting fails for a while,
//! is said in the log, and starts again once descriptors are free. It
//! runs in a process of its own: it lowers the process's limit on
//! descriptors, which would fail any test running beside it.

use crate::serve_support;

use std::net::SocketAddr;
use std::time::Duration;

use serve_support::*;
use tabuleiro::serve::Options;
use tabuleiro::serve::limits::Limits;
use tokio::net::{TcpSocket, TcpStream};

/// Client sockets made before the limit is lowered: more than the server
/// can accept under it.
const CLIENTS: usize = 200;
/// Descriptors the server may still open under the lowered limit.
const SPARE: u64 = 8;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_out_of_descriptors_lets_visitors_in_once_they_are_freed() {
    let name = "a_server_out_of_descriptors_lets_visitors_in_once_they_are_freed";
    if !crate::alone_support::alone(module_path!(), name) {
        return;
    }
    let data = data_dir();
    let options = Options {
        max_startups: 10_000,
        max_startups_per_address: 10_000,
        ..Options::default()
    };
    let server = Server::start(data.path(), options, Limits::default()).await;
    let address = server.listening.address;
    // The clients' descriptors are taken now; connecting them takes no
    // more, so only the server's accepts meet the limit.
    let sockets: Vec<TcpSocket> = (0..CLIENTS)
        .map(|_| TcpSocket::new_v4().expect("a socket"))
        .collect();
    let before = soft_limit();
    set_soft_limit(highest_descriptor() + 1 + SPARE);
    let connecting = tokio::time::timeout(PATIENCE, async {
        let mut held = Vec::new();
        for socket in sockets {
            held.push(connect(socket, address).await);
            if server.log().contains("cannot accept a connection") {
                break;
            }
        }
        while !server.log().contains("cannot accept a connection") {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        held
    })
    .await;
    let held = connecting.unwrap_or_else(|_| panic!("accepting never failed:\n{}", server.log()));
    drop(held);
    let visitor = tokio::time::timeout(PATIENCE, menu_terminal(&server, "ana", 1)).await;
    set_soft_limit(before);
    let visitor = visitor.unwrap_or_else(|_| panic!("nobody gets in:\n{}", server.log()));
    visitor.send(b"\x1b[B").await;
    visitor.shows("› New game").await;
    server.listening.stop().await;
}

async fn connect(socket: TcpSocket, address: SocketAddr) -> TcpStream {
    socket.connect(address).await.expect("a connection")
}

/// The highest descriptor number this process has open.
fn highest_descriptor() -> u64 {
    std::fs::read_dir("/proc/self/fd")
        .expect("the process's descriptors")
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse().ok())
        .max()
        .unwrap_or(0)
}

fn soft_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct it is given.
    let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) };
    assert_eq!(read, 0, "getrlimit");
    limit.rlim_cur
}

fn set_soft_limit(soft: u64) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write the struct given.
    unsafe {
        assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit), 0);
        limit.rlim_cur = soft.min(limit.rlim_max);
        assert_eq!(libc::setrlimit(libc::RLIMIT_NOFILE, &limit), 0);
    }
}
