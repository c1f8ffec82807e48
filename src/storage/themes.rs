//! The user's theme folder: its `*.toml` files, read as text. What a
//! theme's text means is the interface's business; this module only
//! finds the files and reads them.

use std::fs;
use std::path::Path;

use super::file::{self, OsError};

/// One theme file: its name (the file name without `.toml`) and its text,
/// or why it could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ThemeText {
    pub name: String,
    pub text: Result<String, Unread>,
}

/// Why a theme file gave no text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Unread {
    /// What the system said, in its own words.
    System(OsError),
    NotText,
}

/// Every `*.toml` file in `dir`, in path order. A folder that is missing
/// or cannot be listed has none: the user's themes are optional.
pub fn read_all(dir: &Path) -> Vec<ThemeText> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| {
            let name = path.file_stem()?.to_string_lossy().into_owned();
            // Only regular files: a FIFO named `x.toml` must not hang the start.
            let text = file::read_regular(&path)
                .map_err(|e| Unread::System(e.into()))
                .and_then(|bytes| String::from_utf8(bytes).map_err(|_| Unread::NotText));
            Some(ThemeText { name, text })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::read_all;

    #[test]
    fn reads_the_toml_files_in_order_and_reports_the_unreadable() {
        let dir = tempfile::tempdir().expect("temp dir");
        fs::write(dir.path().join("b.toml"), "held = \"red\"\n").expect("write");
        fs::write(dir.path().join("a.toml"), "").expect("write");
        fs::write(dir.path().join("notes.txt"), "not a theme").expect("write");
        fs::create_dir(dir.path().join("c.toml")).expect("mkdir");
        let found = read_all(dir.path());
        let names: Vec<&str> = found.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c"]);
        assert_eq!(found[1].text.as_deref(), Ok("held = \"red\"\n"));
        assert!(found[2].text.is_err());
    }

    #[test]
    fn a_missing_folder_has_no_themes() {
        let dir = tempfile::tempdir().expect("temp dir");
        assert!(read_all(&dir.path().join("absent")).is_empty());
    }
}
