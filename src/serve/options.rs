//! What `tabuleiro serve` is told on its command line (NOTATION.md).

use std::path::PathBuf;

/// The server's settings, from its flags.
#[derive(Clone, Debug)]
pub struct Options {
    /// Where to listen, `addr:port`.
    pub listen: String,
    pub max_sessions: usize,
    pub max_per_address: usize,
    /// Passed on to the rooms.
    pub max_rooms: usize,
    /// Only the keys in this OpenSSH authorized_keys file may log in.
    pub authorized_keys: Option<PathBuf>,
    /// Append the log here instead of standard error.
    pub log: Option<PathBuf>,
}

pub const DEFAULT_LISTEN: &str = "127.0.0.1:2222";
pub const DEFAULT_MAX_SESSIONS: usize = 64;
pub const DEFAULT_MAX_PER_ADDRESS: usize = 8;
pub const DEFAULT_MAX_ROOMS: usize = 32;

impl Default for Options {
    fn default() -> Options {
        Options {
            listen: DEFAULT_LISTEN.to_string(),
            max_sessions: DEFAULT_MAX_SESSIONS,
            max_per_address: DEFAULT_MAX_PER_ADDRESS,
            max_rooms: DEFAULT_MAX_ROOMS,
            authorized_keys: None,
            log: None,
        }
    }
}
