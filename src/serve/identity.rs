//! Who a visitor is: the fingerprint of the public key they logged in
//! with, and a display name from their SSH user name; and which keys may
//! log in at all (`--authorized-keys`).

use std::fs;
use std::path::{Path, PathBuf};

use russh::keys::ssh_key::AuthorizedKeys;
use russh::keys::{HashAlg, PublicKey};

use crate::quote::is_invisible;

/// The longest display name, in characters.
pub const NAME_CHARS: usize = 16;

/// A key's fingerprint as OpenSSH prints it: `SHA256:<base64>`.
pub fn fingerprint(key: &PublicKey) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

/// The name shown for an SSH user name: control and invisible characters
/// (bidirectional marks, zero-width spaces) and spaces at the ends
/// dropped, cut to [`NAME_CHARS`]; `guest` when nothing is left.
pub fn display_name(user: &str) -> String {
    let cleaned: String = user
        .chars()
        .filter(|&c| !c.is_control() && !is_invisible(c))
        .collect::<String>()
        .trim()
        .chars()
        .take(NAME_CHARS)
        .collect();
    let cleaned = cleaned.trim_end().to_string();
    if cleaned.is_empty() {
        "guest".to_string()
    } else {
        cleaned
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_are_cleaned_and_cut() {
        assert_eq!(display_name("ana"), "ana");
        assert_eq!(display_name(" bo\x1b[2Jb "), "bo[2Jb");
        assert_eq!(display_name("\x07\t"), "guest");
        assert_eq!(
            display_name("a-very-long-user-name-indeed"),
            "a-very-long-user"
        );
        assert_eq!(display_name("joão"), "joão");
        assert_eq!(display_name("\u{202e}nimda\u{200b}"), "nimda");
        assert_eq!(display_name("\u{2066}\u{2069}"), "guest");
    }
}
