//! `tabuleiro serve`: an SSH server in which every connection with a pty
//! gets its own app. tokio and russh live here only; each session's app
//! runs as a task on the runtime, driven as the local one is.

mod handler;
pub mod host_key;
pub mod identity;
mod input;
pub mod limits;
mod listener;
pub mod log;
pub mod options;
mod output;
mod session;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use russh::MethodKind;
use russh::server::Config;
use tokio::net::TcpListener;
use tokio::sync::mpsc::Sender;
use tokio::sync::watch;

use crate::ai::SearchPool;
use crate::rooms::{Driver, Rooms};
use crate::storage::Paths;
use crate::store;
use identity::Allowed;
use limits::{Admission, Caps, Limits, Ticket};
pub use log::Log;
pub use options::Options;
use session::Input;

/// How long stopping waits for sessions to leave their clients' screens.
const STOP_GRACE: Duration = Duration::from_secs(1);
/// How long stopping takes at most, whatever the clients do: connections
/// still open by then are dropped.
const STOP_DEADLINE: Duration = Duration::from_millis(1800);

/// Why the server could not start, in one line.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Paths(#[from] crate::storage::paths::PathsError),
    #[error(transparent)]
    HostKey(#[from] host_key::HostKeyError),
    #[error(transparent)]
    Keys(#[from] identity::KeysError),
    #[error("cannot open the log {}: {source}", .path.display())]
    Log {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("cannot listen on {address}: {source}")]
    Listen {
        address: String,
        source: std::io::Error,
    },
    #[error("cannot start the server: {0}")]
    Runtime(std::io::Error),
    #[error(transparent)]
    Database(#[from] crate::store::OpenError),
    #[error("cannot restore the rooms: {0}")]
    Restore(#[from] crate::store::StoreError),
}

/// What every connection shares.
pub(crate) struct Shared {
    limits: Limits,
    admission: Admission,
    login_grace: Duration,
    allowed: Allowed,
    log: Log,
    next_id: AtomicU64,
    /// The sessions running, to tell them the server stops.
    sessions: Mutex<HashMap<u64, Sender<Input>>>,
    rooms: Rooms,
    /// The threads every search of the server runs on: the rooms'
    /// computer seats and the visitors' own.
    pub(crate) pool: SearchPool,
    /// Runs the rooms' clocks and computer seats while the server runs.
    _driver: Driver,
}

/// A session in the registry; dropping it removes it and, once its
/// connection is gone too, frees its place.
pub(crate) struct Entry {
    id: u64,
    shared: Arc<Shared>,
    _ticket: Arc<Ticket>,
}

impl Shared {
    fn next_session(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed) + 1
    }

    fn register(self: &Arc<Self>, id: u64, inputs: Sender<Input>, ticket: Arc<Ticket>) -> Entry {
        self.sessions().insert(id, inputs);
        Entry {
            id,
            shared: Arc::clone(self),
            _ticket: ticket,
        }
    }

    fn sessions(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Sender<Input>>> {
        self.sessions.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Entry {
    fn drop(&mut self) {
        self.shared.sessions().remove(&self.id);
    }
}

/// A server accepting connections.
pub struct Listening {
    pub address: SocketAddr,
    shared: Arc<Shared>,
    stopping: watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

/// Starts a server on `options.listen` with the host key kept in `data`
/// and its rooms in `options.database` (a SQLite file, `server.sqlite`
/// in `data` by default, or a PostgreSQL URL), restored as they were
/// kept.
pub async fn listen(
    options: &Options,
    data: &Path,
    limits: Limits,
    log: Log,
) -> Result<Listening, ServeError> {
    // A database refused stops the start before anything is made.
    let database = options
        .database
        .clone()
        .unwrap_or_else(|| data.join(store::FILE_NAME));
    let store = store::Database::of(&database).open()?;
    let rooms = Rooms::restore(options.max_rooms, Arc::clone(&log), store, Instant::now())?;
    let (key, origin) = host_key::load_or_create(data)?;
    if let Some(what) = origin.news() {
        log(&format!(
            "host key {}: {what}",
            data.join(host_key::FILE_NAME).display()
        ));
    }
    let allowed = Allowed::from_file(options.authorized_keys.as_deref())?;
    let config = Config {
        methods: (&[MethodKind::PublicKey][..]).into(),
        keys: vec![key],
        // OpenSSH asks with `none` first to learn the methods: no delay.
        auth_rejection_time_initial: Some(Duration::ZERO),
        // Sessions idle out by their own timer and connections without
        // one by the login grace (listener.rs); this one ends connections
        // gone silent after their session.
        inactivity_timeout: Some(limits.idle + Duration::from_secs(60)),
        keepalive_interval: Some(Duration::from_secs(60)),
        nodelay: true,
        // The client may send no more than the input cap reads in a
        // second before the server has read it.
        window_size: limits::input_window(limits.input_bytes_per_second),
        ..Config::default()
    };
    let socket = TcpListener::bind(&options.listen)
        .await
        .map_err(|source| ServeError::Listen {
            address: options.listen.clone(),
            source,
        })?;
    let address = socket.local_addr().map_err(|source| ServeError::Listen {
        address: options.listen.clone(),
        source,
    })?;
    let pool = SearchPool::for_machine();
    let shared = Arc::new(Shared {
        _driver: rooms.spawn_driver(pool.clone()),
        pool,
        rooms,
        limits,
        admission: Admission::new(
            Caps {
                total: options.max_sessions,
                per_address: options.max_per_address,
            },
            Caps {
                total: options.max_startups,
                per_address: options.max_startups_per_address,
            },
            limits.input_bytes_per_second,
        ),
        login_grace: options.login_grace,
        allowed,
        log,
        next_id: AtomicU64::new(0),
        sessions: Mutex::default(),
    });
    let (stopping, stop_told) = watch::channel(false);
    let task = tokio::spawn(listener::accept(
        socket,
        Arc::new(config),
        Arc::clone(&shared),
        stop_told,
    ));
    Ok(Listening {
        address,
        shared,
        stopping,
        task,
    })
}

impl Listening {
    /// Tells every session the server stops, gives them a moment to leave
    /// their clients' screens as they were, then closes every connection;
    /// within [`STOP_DEADLINE`] even when clients do not read. True when
    /// every connection said goodbye in time.
    pub async fn stop(mut self) -> bool {
        let started = Instant::now();
        for inputs in self.shared.sessions().values() {
            let _ = inputs.try_send(Input::Shutdown);
        }
        let until = started + STOP_GRACE;
        while !self.shared.sessions().is_empty() && Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let _ = self.stopping.send(true);
        let left = STOP_DEADLINE.saturating_sub(started.elapsed());
        if tokio::time::timeout(left, &mut self.task).await.is_ok() {
            return true;
        }
        // Dropping the accept loop drops every connection it holds.
        self.task.abort();
        let _ = self.task.await;
        false
    }
}

/// Runs `tabuleiro serve` until Ctrl-C or SIGTERM.
pub fn run(options: &Options) -> Result<(), ServeError> {
    let paths = Paths::from_env()?;
    let log = log::open(options.log.as_deref()).map_err(|source| ServeError::Log {
        path: options.log.clone().unwrap_or_default(),
        source,
    })?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(ServeError::Runtime)?;
    runtime.block_on(async {
        // Raised before the first socket; said once the server is up, as
        // a refused start says one line only.
        let open_files = limits::raise_open_files();
        let server = listen(options, &paths.data, Limits::default(), Arc::clone(&log)).await?;
        log(&format!("listening on {}", server.address));
        log(&open_files);
        stopped().await;
        log("stopping");
        let started = Instant::now();
        let parted = server.stop().await;
        let how = if parted {
            ""
        } else {
            ", connections still open were dropped"
        };
        log(&format!(
            "stopped after {} ms{how}",
            started.elapsed().as_millis()
        ));
        Ok(())
    })
}

/// Waits for Ctrl-C or SIGTERM.
async fn stopped() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}
