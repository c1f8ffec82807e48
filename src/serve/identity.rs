//! Who a visitor is: the fingerprint of the public key they logged in
//! with (their display name follows the rooms' rule,
//! [`crate::rooms::name_or_guest`]); and which keys may log in at all
//! (`--authorized-keys`).

use std::fs;
use std::path::{Path, PathBuf};

use russh::keys::ssh_key::AuthorizedKeys;
use russh::keys::{HashAlg, PublicKey};

/// A key's fingerprint as OpenSSH prints it: `SHA256:<base64>`.
pub fn fingerprint(key: &PublicKey) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

#[derive(Debug, thiserror::Error)]
pub enum KeysError {
    #[error("cannot read {}: {source}", .path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{} line {line}: not an authorized_keys entry: {reason}", .path.display())]
    Parse {
        path: PathBuf,
        line: usize,
        reason: String,
    },
}

/// The keys that may log in: any, or those of an authorized_keys file.
#[derive(Clone, Debug)]
pub enum Allowed {
    Any,
    Only(Vec<PublicKey>),
}

impl Allowed {
    /// Any key without a file; with one, the keys it lists (OpenSSH
    /// authorized_keys format; options before a key are read and ignored).
    pub fn from_file(path: Option<&Path>) -> Result<Allowed, KeysError> {
        let Some(path) = path else {
            return Ok(Allowed::Any);
        };
        let text = fs::read_to_string(path).map_err(|source| KeysError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let mut keys = Vec::new();
        for (at, entry) in AuthorizedKeys::new(&text).enumerate() {
            let entry = entry.map_err(|e| KeysError::Parse {
                path: path.to_path_buf(),
                line: entry_line(&text, at),
                reason: e.to_string(),
            })?;
            keys.push(entry.public_key().clone());
        }
        Ok(Allowed::Only(keys))
    }

    pub fn allows(&self, key: &PublicKey) -> bool {
        match self {
            Allowed::Any => true,
            Allowed::Only(keys) => keys.iter().any(|k| k.key_data() == key.key_data()),
        }
    }
}

/// The line number of the `at`-th entry (blank lines and comments are
/// not entries).
fn entry_line(text: &str, at: usize) -> usize {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let line = line.trim();
            !line.is_empty() && !line.starts_with('#')
        })
        .nth(at)
        .map_or(0, |(number, _)| number + 1)
}
