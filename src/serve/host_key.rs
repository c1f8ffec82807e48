//! The server's host key: an Ed25519 key made on first run and kept in
//! the data directory as `host_key` (OpenSSH format, mode 0600), so
//! clients see the same server every time.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use rand::RngCore;
use russh::keys::PrivateKey;
use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;

/// The host key's file name in the data directory.
pub const FILE_NAME: &str = "host_key";

#[derive(Debug, thiserror::Error)]
pub enum HostKeyError {
    #[error("cannot read the host key {}: {source}", .path.display())]
    Read { path: PathBuf, source: io::Error },
    #[error("the host key {} is not an OpenSSH private key: {reason}", .path.display())]
    Parse { path: PathBuf, reason: String },
    #[error("cannot write the host key {}: {source}", .path.display())]
    Write { path: PathBuf, source: io::Error },
}

/// The host key kept in `data`, made and written there first if there is
/// none.
pub fn load_or_create(data: &Path) -> Result<PrivateKey, HostKeyError> {
    let path = data.join(FILE_NAME);
    match fs::read_to_string(&path) {
        Ok(text) => PrivateKey::from_openssh(text).map_err(|e| HostKeyError::Parse {
            path,
            reason: e.to_string(),
        }),
        Err(e) if e.kind() == io::ErrorKind::NotFound => create(&path),
        Err(source) => Err(HostKeyError::Read { path, source }),
    }
}

fn create(path: &Path) -> Result<PrivateKey, HostKeyError> {
    let mut seed = [0u8; 32];
    rand::rng().fill_bytes(&mut seed);
    let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    let text = key
        .to_openssh(LineEnding::LF)
        .map_err(|e| HostKeyError::Write {
            path: path.to_path_buf(),
            source: io::Error::other(e.to_string()),
        })?;
    write_private(path, text.as_bytes()).map_err(|source| HostKeyError::Write {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(key)
}

/// Writes a new file readable by its owner only, from its first byte.
fn write_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder)?;
    }
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}
