//! The server's host key: an Ed25519 key made on first run and kept in
//! the data directory as `host_key` (OpenSSH format, mode 0600), so
//! clients see the same server every time. It is written atomically, so
//! a start that fails half-way (a full disk) leaves no key or a whole
//! one; an empty file, as older versions could leave, is replaced.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use rand::RngCore;
use russh::keys::PrivateKey;
use russh::keys::ssh_key::LineEnding;
use russh::keys::ssh_key::private::Ed25519Keypair;

use crate::storage::file::{Readers, WriteError, write_atomic_for};

/// The host key's file name in the data directory.
pub const FILE_NAME: &str = "host_key";

/// What to do about a key file that is there but cannot be used: a new
/// key is a new server identity to every client that knew the old one.
const MOVE_ASIDE: &str = "restore it, or move it away to make a new one (clients will then warn that the host key changed)";

#[derive(Debug, thiserror::Error)]
pub enum HostKeyError {
    #[error("cannot read the host key {}: {source}; make it readable by the user running the server, or {MOVE_ASIDE}", .path.display())]
    Read { path: PathBuf, source: io::Error },
    #[error("the host key {} is not an OpenSSH private key ({reason}); {MOVE_ASIDE}", .path.display())]
    Parse { path: PathBuf, reason: String },
    #[error("cannot write the host key {}: {source}; free some space or make the folder writable, then start again", .path.display())]
    Write { path: PathBuf, source: WriteError },
}

/// Where the key in use came from, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Read from the file an earlier run made.
    Kept,
    /// Made now: there was none.
    Made,
    /// Made now in place of an empty file.
    ReplacedEmpty,
}

impl Origin {
    /// What the log says of a key not simply read.
    pub fn news(self) -> Option<&'static str> {
        match self {
            Origin::Kept => None,
            Origin::Made => Some("made (first start)"),
            Origin::ReplacedEmpty => {
                Some("was empty (an earlier start failed to write it); made anew")
            }
        }
    }
}

/// The host key kept in `data`, made and written there first if there is
/// none (or only an empty file).
pub fn load_or_create(data: &Path) -> Result<(PrivateKey, Origin), HostKeyError> {
    let path = data.join(FILE_NAME);
    match fs::read_to_string(&path) {
        Ok(text) if text.trim().is_empty() => Ok((create(&path)?, Origin::ReplacedEmpty)),
        Ok(text) => PrivateKey::from_openssh(text)
            .map(|key| (key, Origin::Kept))
            .map_err(|e| HostKeyError::Parse {
                path,
                reason: e.to_string(),
            }),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok((create(&path)?, Origin::Made)),
        Err(source) => Err(HostKeyError::Read { path, source }),
    }
}

fn create(path: &Path) -> Result<PrivateKey, HostKeyError> {
    let mut seed = [0u8; 32];
    rand::rng().fill_bytes(&mut seed);
    let key = PrivateKey::from(Ed25519Keypair::from_seed(&seed));
    let failed = |source| HostKeyError::Write {
        path: path.to_path_buf(),
        source,
    };
    let text = key.to_openssh(LineEnding::LF).map_err(|e| {
        failed(WriteError::Encode {
            name: FILE_NAME.to_string(),
            detail: e.to_string(),
        })
    })?;
    write_atomic_for(path, text.as_bytes(), Readers::Owner).map_err(failed)?;
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder() -> tempfile::TempDir {
        tempfile::tempdir().expect("a temp dir")
    }

    #[test]
    fn an_empty_key_file_is_replaced_by_a_whole_private_key_then_kept() {
        let data = folder();
        let path = data.path().join(FILE_NAME);
        fs::write(&path, b"").expect("an empty file");
        let (made, origin) = load_or_create(data.path()).expect("a key");
        assert_eq!(origin, Origin::ReplacedEmpty);
        let (again, origin) = load_or_create(data.path()).expect("the same key");
        assert_eq!(origin, Origin::Kept);
        assert_eq!(made.public_key(), again.public_key());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&path).expect("the key").permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_damaged_key_file_is_reported_with_what_to_do_and_left_as_it_is() {
        let data = folder();
        let path = data.path().join(FILE_NAME);
        fs::write(&path, b"-----BEGIN OPENSSH PRIVATE KEY-----\ntrunc").expect("a file");
        let error = load_or_create(data.path()).expect_err("refused");
        let line = error.to_string();
        assert!(line.contains("not an OpenSSH private key"), "{line}");
        assert!(line.contains("move it away to make a new one"), "{line}");
        assert!(!line.contains('\n'), "one line: {line}");
        let kept = fs::read(&path).expect("still there");
        assert_eq!(kept, b"-----BEGIN OPENSSH PRIVATE KEY-----\ntrunc");
    }

    #[test]
    fn an_unreadable_key_file_is_reported_with_what_to_do() {
        let data = folder();
        fs::create_dir(data.path().join(FILE_NAME)).expect("a folder in its place");
        let line = load_or_create(data.path())
            .expect_err("refused")
            .to_string();
        assert!(line.starts_with("cannot read the host key"), "{line}");
        assert!(line.contains("move it away to make a new one"), "{line}");
        assert!(data.path().join(FILE_NAME).is_dir(), "left as it was");
    }
}
