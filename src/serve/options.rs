//! What `tabuleiro serve` is told on its command line (NOTATION.md).

use std::path::PathBuf;

/// The server's settings, from its flags (the doc lines are their help).
#[derive(Clone, Debug, clap::Args)]
pub struct Options {
    /// Where to listen, addr:port (0.0.0.0:2222 for other machines).
    #[arg(long, value_name = "addr:port", default_value = DEFAULT_LISTEN)]
    pub listen: String,
    /// Sessions open at once, at most.
    #[arg(long, value_name = "n", default_value_t = DEFAULT_MAX_SESSIONS)]
    pub max_sessions: usize,
    /// Sessions from one IP address, at most.
    #[arg(long, value_name = "n", default_value_t = DEFAULT_MAX_PER_ADDRESS)]
    pub max_per_address: usize,
    /// Rooms open at once, at most.
    #[arg(long, value_name = "n", default_value_t = DEFAULT_MAX_ROOMS)]
    pub max_rooms: usize,
    /// Only keys in this OpenSSH authorized_keys file may connect.
    #[arg(long, value_name = "file")]
    pub authorized_keys: Option<PathBuf>,
    /// Append the log to this file instead of standard error.
    #[arg(long, value_name = "file")]
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
