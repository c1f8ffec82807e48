//! The file layer: atomic writes, defaults with a `.bak` for bad files,
//! refusal of newer files, and where files live.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use tabuleiro::storage::file::{self, Format, Loaded, Versioned, Warning, WriteError};
use tabuleiro::storage::{Paths, PathsError};

/// A settings-like document: lenient, every key defaulted.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
struct Settings {
    version: u32,
    theme: String,
    mouse: bool,
    speed: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: 1,
            theme: "default".to_string(),
            mouse: true,
            speed: 3,
        }
    }
}

impl Versioned for Settings {
    const VERSION: u32 = 1;
}

fn custom() -> Settings {
    Settings {
        theme: "light".to_string(),
        mouse: false,
        speed: 7,
        ..Settings::default()
    }
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn setup(name: &str, content: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    fs::write(&path, content).unwrap();
    (dir, path)
}

#[test]
fn toml_and_json_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    for (name, format) in [
        ("settings.toml", Format::Toml),
        ("settings.json", Format::Json),
    ] {
        let path = dir.path().join(name);
        file::save(&path, format, &custom()).unwrap();
        assert_eq!(
            file::load_or_default::<Settings>(&path, format),
            Loaded::Read(custom())
        );
    }
}

#[test]
fn a_missing_file_gives_defaults_silently_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.toml");
    let loaded = file::load_or_default::<Settings>(&path, Format::Toml);
    assert_eq!(loaded, Loaded::Missing(Settings::default()));
    assert_eq!(loaded.warning(), None);
    assert!(loaded.may_overwrite());
    assert!(names_in(dir.path()).is_empty());
}

#[test]
fn unknown_keys_are_ignored_and_missing_keys_take_defaults() {
    let (_dir, path) = setup("settings.toml", "theme = \"light\"\nfuture_key = 3\n");
    let loaded = file::load_or_default::<Settings>(&path, Format::Toml);
    let expected = Settings {
        theme: "light".to_string(),
        ..Settings::default()
    };
    assert_eq!(loaded, Loaded::Read(expected));
}

/// Loads a bad file and checks the policy: defaults, the file renamed to
/// `.bak` with its bytes intact, and one line naming the problem.
fn assert_set_aside(name: &str, format: Format, content: &str, problem: &str) {
    let (dir, path) = setup(name, content);
    let loaded = file::load_or_default::<Settings>(&path, format);
    let Loaded::Recovered(value, warning) = &loaded else {
        panic!("{name} with {content:?} gave {loaded:?}");
    };
    assert_eq!(value, &Settings::default());
    assert!(loaded.may_overwrite());
    assert_eq!(names_in(dir.path()), [format!("{name}.bak")]);
    assert_eq!(
        fs::read_to_string(file::backup_path(&path)).unwrap(),
        content
    );
    let line = warning.to_string();
    assert!(!line.contains('\n'), "{line}");
    assert_eq!(
        line,
        format!(
            "{name} could not be read ({problem}); using defaults, the old file is kept as {name}.bak"
        )
    );
    // The next save writes a fresh file beside the kept one.
    file::save(&path, format, &custom()).unwrap();
    assert_eq!(
        file::load_or_default::<Settings>(&path, format),
        Loaded::Read(custom())
    );
}

#[test]
fn empty_files_are_set_aside() {
    assert_set_aside("settings.toml", Format::Toml, "", "the file is empty");
    assert_set_aside("settings.toml", Format::Toml, " \n\n", "the file is empty");
    assert_set_aside("stats.json", Format::Json, "", "the file is empty");
}

#[test]
fn corrupt_toml_is_set_aside_with_its_line() {
    let (dir, path) = setup(
        "settings.toml",
        "theme = \"light\"\nmouse = true\nspeed 4\n",
    );
    let loaded = file::load_or_default::<Settings>(&path, Format::Toml);
    let line = loaded.warning().unwrap().to_string();
    assert!(
        line.starts_with("settings.toml could not be read (line 3: "),
        "{line}"
    );
    assert!(line.ends_with("); using defaults, the old file is kept as settings.toml.bak"));
    assert!(!line.contains('\n'));
    assert_eq!(names_in(dir.path()), ["settings.toml.bak"]);
}

#[test]
fn corrupt_truncated_and_mistyped_files_are_set_aside() {
    assert_set_aside(
        "settings.json",
        Format::Json,
        "{\n  \"version\": 1,\n  \"theme\": \"li",
        "line 3: EOF while parsing a string",
    );
    assert_set_aside(
        "settings.json",
        Format::Json,
        "{\n  \"version\": 1,\n  \"speed\": \"fast\"\n}",
        "line 3: invalid type: string \"fast\", expected u32",
    );
    let (_dir, path) = setup("settings.toml", "theme = \"light\"\nspeed = \"fast\"\n");
    let line = file::load_or_default::<Settings>(&path, Format::Toml)
        .warning()
        .unwrap()
        .to_string();
    assert!(
        line.starts_with("settings.toml could not be read (line 2: "),
        "{line}"
    );
    let (_dir, path) = setup("settings.toml", "theme = \"lig");
    assert!(matches!(
        file::load_or_default::<Settings>(&path, Format::Toml),
        Loaded::Recovered(..)
    ));
}

#[test]
fn non_text_and_bad_versions_are_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.toml");
    fs::write(&path, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    let line = file::load_or_default::<Settings>(&path, Format::Toml)
        .warning()
        .unwrap()
        .to_string();
    assert!(line.contains("(it is not text)"), "{line}");
    assert_set_aside(
        "settings.toml",
        Format::Toml,
        "version = \"two\"\n",
        "`version` is not a whole number",
    );
    assert_set_aside(
        "settings.json",
        Format::Json,
        "{\"version\": -1}",
        "`version` is not a whole number",
    );
}

#[test]
fn setting_aside_keeps_an_older_backup() {
    let (dir, path) = setup("settings.toml", "first = = bad");
    fs::write(file::backup_path(&path), "older backup").unwrap();
    let loaded = file::load_or_default::<Settings>(&path, Format::Toml);
    let Loaded::Recovered(_, warning) = loaded else {
        panic!("expected a recovery, got {loaded:?}");
    };
    assert!(
        warning.to_string().ends_with("kept as settings.toml-2.bak"),
        "{warning}"
    );
    assert_eq!(
        names_in(dir.path()),
        ["settings.toml-2.bak", "settings.toml.bak"]
    );
    assert_eq!(
        fs::read_to_string(file::backup_path(&path)).unwrap(),
        "older backup"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("settings.toml-2.bak")).unwrap(),
        "first = = bad"
    );
}

#[test]
fn a_newer_file_is_refused_left_untouched_and_never_saved_over() {
    for (name, format, content) in [
        (
            "settings.toml",
            Format::Toml,
            "version = 2\ntheme = \"neon\"\nnew_thing = [1, 2]\n",
        ),
        (
            "settings.json",
            Format::Json,
            "{\"version\": 7, \"layout\": {\"new\": true}}",
        ),
    ] {
        let (dir, path) = setup(name, content);
        let loaded = file::load_or_default::<Settings>(&path, format);
        let Loaded::Refused(value, warning) = &loaded else {
            panic!("{name} gave {loaded:?}");
        };
        assert_eq!(value, &Settings::default());
        assert!(!loaded.may_overwrite());
        let found = if format == Format::Toml { 2 } else { 7 };
        assert_eq!(
            warning,
            &Warning::Newer {
                name: name.to_string(),
                found,
                known: 1
            }
        );
        assert_eq!(
            warning.to_string(),
            format!(
                "{name} comes from a newer version of tabuleiro (format {found}, this one reads up to 1); using defaults, the file is left as it is"
            )
        );
        let refused = file::save(&path, format, &custom()).unwrap_err();
        assert!(matches!(refused, WriteError::Newer { found: f, .. } if f == found));
        assert_eq!(names_in(dir.path()), [name]);
        assert_eq!(fs::read_to_string(&path).unwrap(), content);
    }
}

#[test]
fn an_older_or_unstamped_file_is_read() {
    let (_dir, path) = setup("settings.toml", "version = 0\nspeed = 9\n");
    assert_eq!(
        file::load_or_default::<Settings>(&path, Format::Toml)
            .value()
            .speed,
        9
    );
    let (_dir, path) = setup("settings.toml", "speed = 8\n");
    assert_eq!(
        file::load_or_default::<Settings>(&path, Format::Toml)
            .value()
            .speed,
        8
    );
}

#[test]
fn a_file_that_cannot_be_opened_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.toml");
    fs::create_dir(&path).unwrap();
    let loaded = file::load_or_default::<Settings>(&path, Format::Toml);
    assert!(matches!(loaded.warning(), Some(Warning::Unopenable { .. })));
    assert!(!loaded.may_overwrite());
    assert!(path.is_dir());
    assert_eq!(names_in(dir.path()), ["settings.toml"]);
}

#[test]
fn atomic_writes_replace_whole_files_and_leave_no_temporary_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep").join("er").join("stats.toml");
    file::write_atomic(&path, b"first version, rather long\n").unwrap();
    file::write_atomic(&path, b"second\n").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "second\n");
    assert_eq!(names_in(path.parent().unwrap()), ["stats.toml"]);
    for i in 0..20 {
        file::save(
            &path,
            Format::Toml,
            &Settings {
                speed: i,
                ..custom()
            },
        )
        .unwrap();
    }
    assert_eq!(names_in(path.parent().unwrap()), ["stats.toml"]);
    assert_eq!(
        file::load_or_default::<Settings>(&path, Format::Toml)
            .value()
            .speed,
        19
    );
}

#[test]
fn a_failed_atomic_write_leaves_the_old_file_and_no_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("target");
    fs::create_dir(&path).unwrap();
    fs::write(path.join("inside"), "kept").unwrap();
    let error = file::write_atomic(&path, b"new").unwrap_err();
    assert!(
        error.to_string().starts_with("could not save target ("),
        "{error}"
    );
    assert_eq!(names_in(dir.path()), ["target"]);
    assert_eq!(fs::read_to_string(path.join("inside")).unwrap(), "kept");
}

fn lookup(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<OsString> {
    let vars: Vec<(String, OsString)> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), OsString::from(v)))
        .collect();
    move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
}

#[test]
fn environment_variables_override_both_directories() {
    let paths = Paths::from_lookup(lookup(&[
        ("TABULEIRO_CONFIG", "/tmp/c"),
        ("TABULEIRO_DATA", "/tmp/d"),
    ]))
    .unwrap();
    assert_eq!(paths, Paths::new("/tmp/c", "/tmp/d"));
    assert_eq!(paths.settings(), Path::new("/tmp/c/settings.toml"));
    assert_eq!(paths.user_themes(), Path::new("/tmp/c/themes"));
    assert_eq!(paths.current_game(), Path::new("/tmp/d/current.json"));
    assert_eq!(paths.saves(), Path::new("/tmp/d/saves"));
    assert_eq!(paths.stats(), Path::new("/tmp/d/stats.toml"));
}

#[test]
fn one_override_keeps_the_platform_directory_for_the_other() {
    let platform = Paths::from_lookup(lookup(&[]));
    let config_only = Paths::from_lookup(lookup(&[
        ("TABULEIRO_CONFIG", "/tmp/c"),
        ("TABULEIRO_DATA", ""),
    ]));
    match (platform, config_only) {
        (Ok(platform), Ok(config_only)) => {
            assert_eq!(config_only.config, Path::new("/tmp/c"));
            assert_eq!(config_only.data, platform.data);
            assert!(platform.config.ends_with("tabuleiro"));
            assert_ne!(platform.config, Path::new("/tmp/c"));
        }
        (Err(PathsError), Err(PathsError)) => {}
        other => panic!("inconsistent directories: {other:?}"),
    }
}

#[test]
fn the_no_home_message_names_the_variables() {
    let line = PathsError.to_string();
    assert!(line.contains("TABULEIRO_CONFIG") && line.contains("TABULEIRO_DATA"));
}

proptest::proptest! {
    #[test]
    fn any_text_decodes_or_gives_one_line(text in "\\PC{0,120}") {
        for format in [Format::Toml, Format::Json] {
            if let Err(error) = file::decode::<Settings>(&text, format) {
                proptest::prop_assert!(!error.to_string().contains('\n'));
            }
        }
    }
}

#[cfg(unix)]
#[test]
fn a_write_goes_through_symbolic_links_and_keeps_them() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().unwrap();
    let dotfiles = dir.path().join("dotfiles");
    let config = dir.path().join("config");
    fs::create_dir_all(&dotfiles).unwrap();
    fs::create_dir_all(&config).unwrap();
    let target = dotfiles.join("tabuleiro.toml");
    fs::write(&target, "old\n").unwrap();
    // settings.toml -> middle.toml (relative) -> dotfiles/tabuleiro.toml.
    symlink("../dotfiles/tabuleiro.toml", config.join("middle.toml")).unwrap();
    symlink("middle.toml", config.join("settings.toml")).unwrap();
    let path = config.join("settings.toml");

    file::save(&path, Format::Toml, &custom()).unwrap();
    for link in ["settings.toml", "middle.toml"] {
        let meta = fs::symlink_metadata(config.join(link)).unwrap();
        assert!(meta.file_type().is_symlink(), "{link} is still a link");
    }
    assert_eq!(
        file::load_or_default::<Settings>(&target, Format::Toml),
        Loaded::Read(custom())
    );
    assert_eq!(names_in(&config), ["middle.toml", "settings.toml"]);
    assert_eq!(names_in(&dotfiles), ["tabuleiro.toml"]);

    // A link to nothing yet: the target is created, the link kept.
    let absent = dotfiles.join("later.toml");
    symlink(&absent, config.join("later.toml")).unwrap();
    file::write_atomic(&config.join("later.toml"), b"new\n").unwrap();
    assert_eq!(fs::read_to_string(&absent).unwrap(), "new\n");
    assert!(
        fs::symlink_metadata(config.join("later.toml"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[cfg(unix)]
#[test]
fn a_loop_of_links_is_an_error_not_a_hang() {
    use std::os::unix::fs::symlink;
    let dir = tempfile::tempdir().unwrap();
    symlink("b", dir.path().join("a")).unwrap();
    symlink("a", dir.path().join("b")).unwrap();
    let error = file::write_atomic(&dir.path().join("a"), b"x").unwrap_err();
    assert!(
        error.to_string().starts_with("could not save a ("),
        "{error}"
    );
}

/// Runs `work` on its own thread and fails, rather than hangs, if it has
/// not returned within a few seconds (a reader blocked on a FIFO never
/// would).
#[cfg(unix)]
fn within_seconds<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(work());
    });
    receive
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("returned without opening the FIFO")
}

#[cfg(unix)]
fn make_fifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(made.success(), "mkfifo {path:?}");
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_unopened_and_left_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.toml");
    make_fifo(&path);
    let read = path.clone();
    let loaded = within_seconds(move || file::load_or_default::<Settings>(&read, Format::Toml));
    assert_eq!(loaded.value(), &Settings::default());
    assert!(!loaded.may_overwrite());
    assert_eq!(
        loaded.warning().unwrap().to_string(),
        "settings.toml could not be opened (it is not a regular file); using defaults, the file is left as it is"
    );
    assert_eq!(names_in(dir.path()), ["settings.toml"], "nothing set aside");

    // Asking whether a newer version is there does not open it either.
    let read = path.clone();
    let newer = within_seconds(move || file::newer_on_disk::<Settings>(&read, Format::Toml));
    assert_eq!(newer, None);

    // Through a link, too.
    let link = dir.path().join("link.toml");
    std::os::unix::fs::symlink(&path, &link).unwrap();
    let loaded = within_seconds(move || file::load_or_default::<Settings>(&link, Format::Toml));
    assert!(!loaded.may_overwrite());
}
