//! What `tabuleiro serve` is told on its command line (NOTATION.md).

use std::path::PathBuf;
use std::time::Duration;

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
    /// Connections still logging in, at most; more are closed at once.
    #[arg(long, value_name = "n", default_value_t = DEFAULT_MAX_STARTUPS)]
    pub max_startups: usize,
    /// Connections still logging in from one IP address, at most.
    #[arg(long, value_name = "n", default_value_t = DEFAULT_MAX_STARTUPS_PER_ADDRESS)]
    pub max_startups_per_address: usize,
    /// Seconds a connection has to log in and start a session.
    #[arg(long, value_name = "seconds", default_value = "60", value_parser = seconds)]
    pub login_grace: Duration,
    /// Rooms open at once, at most.
    #[arg(long, value_name = "n", default_value_t = DEFAULT_MAX_ROOMS)]
    pub max_rooms: usize,
    /// Only keys in this OpenSSH authorized_keys file may connect.
    #[arg(long, value_name = "file")]
    pub authorized_keys: Option<PathBuf>,
    /// Append the log to this file instead of standard error.
    #[arg(long, value_name = "file")]
    pub log: Option<PathBuf>,
    /// Keep players, rooms and games in this SQLite file, or in the
    /// PostgreSQL database of a postgres:// URL, instead of
    /// server.sqlite in the data directory.
    #[arg(long, value_name = "file|url")]
    pub database: Option<PathBuf>,
}

pub const DEFAULT_LISTEN: &str = "127.0.0.1:2222";
/// What two cores hold with margin: 10,000 idle sessions fit in 830 MiB,
/// but a key pressed on all at once takes up to 1.6 s to answer, 0.6 s at
/// 5,000 (docs/serve.md, "A crowd"); half leaves room for games.
pub const DEFAULT_MAX_SESSIONS: usize = 5_000;
pub const DEFAULT_MAX_PER_ADDRESS: usize = 8;
pub const DEFAULT_MAX_ROOMS: usize = 32;
pub const DEFAULT_MAX_STARTUPS: usize = 32;
pub const DEFAULT_MAX_STARTUPS_PER_ADDRESS: usize = 4;
/// Half of OpenSSH's LoginGraceTime: a key login takes a second or two,
/// and a passphrase is typed well within it.
pub const DEFAULT_LOGIN_GRACE: Duration = Duration::from_secs(60);

/// Reads `--login-grace`: whole seconds, at least one.
fn seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<u64>() {
        Ok(seconds) if seconds > 0 => Ok(Duration::from_secs(seconds)),
        _ => Err("a whole number of seconds, at least 1".to_string()),
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            listen: DEFAULT_LISTEN.to_string(),
            max_sessions: DEFAULT_MAX_SESSIONS,
            max_per_address: DEFAULT_MAX_PER_ADDRESS,
            max_startups: DEFAULT_MAX_STARTUPS,
            max_startups_per_address: DEFAULT_MAX_STARTUPS_PER_ADDRESS,
            login_grace: DEFAULT_LOGIN_GRACE,
            max_rooms: DEFAULT_MAX_ROOMS,
            authorized_keys: None,
            log: None,
            database: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(clap::Parser)]
    struct Flags {
        #[command(flatten)]
        options: Options,
    }

    #[test]
    fn the_flags_defaults_are_the_options_defaults() {
        let parsed = Flags::parse_from(["serve"]).options;
        let default = Options::default();
        assert_eq!(format!("{parsed:?}"), format!("{default:?}"));
    }

    #[test]
    fn the_login_grace_is_whole_seconds_at_least_one() {
        let parsed = Flags::parse_from(["serve", "--login-grace", "5"]).options;
        assert_eq!(parsed.login_grace, Duration::from_secs(5));
        assert!(Flags::try_parse_from(["serve", "--login-grace", "0"]).is_err());
        assert!(Flags::try_parse_from(["serve", "--login-grace", "1.5"]).is_err());
    }
}
