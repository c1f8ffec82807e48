//! The log of `tabuleiro serve`, the real binary: every line of a
//! session names its address and key (its span), and russh's own
//! records come through the same log.

use crate::serve_support;

use serve_support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sessions_lines_name_its_address_and_key_and_russh_is_heard() {
    let dir = data_dir();
    let server = Process::start_with(dir.path(), &[("RUST_LOG", "info,russh=debug")]);
    let connected = login_at(server.address, "ana", 1, 2 * 1024 * 1024).await;
    let terminal = Terminal::open(connected, (100, 30), None, true).await;
    terminal.shows("You: ana").await;
    let connect = server.logs("connect session 1").await;
    drop(terminal);
    let disconnect = server.logs("disconnect session 1").await;
    for line in [connect, disconnect] {
        assert!(
            line.contains("connection{address=127.0.0.1:") && line.contains(" key=SHA256:"),
            "{line}"
        );
        assert!(line.contains("}:session{id=1}: tabuleiro: "), "{line}");
    }
    server.logs(" DEBUG russh").await;
}
