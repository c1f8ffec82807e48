//! Fake UCI engines for tests: small `sh` scripts that answer as told, so
//! a test can make an engine fail in any way a real one can.

use std::fs;
use std::path::Path;

/// `sh '<dir>/fake.sh'`: an engine that says `on_uci` when asked `uci`
/// (its name, its options and `uciok`, or not), answers `isready`, and
/// does `on_go` when asked to move.
pub fn fake_engine(dir: &Path, on_uci: &str, on_go: &str) -> String {
    let script = format!(
        r#"while read -r line; do
  case "$line" in
    uci) {on_uci} ;;
    isready) echo readyok ;;
    go*) {on_go} ;;
    quit) exit 0 ;;
  esac
done
"#
    );
    let path = dir.join("fake.sh");
    fs::write(&path, script).expect("write the fake engine");
    format!("sh '{}'", path.display())
}
