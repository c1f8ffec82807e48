//! A test that reads or changes the whole process (its threads, its
//! limits) runs again in a process of its own: a test target runs many
//! tests at once in one process.

use std::process::Command;

/// Set in the process that runs one test alone.
const ALONE: &str = "TABULEIRO_TEST_ALONE";

/// True in the process that runs only the test `name` of `module` (its
/// `module_path!()`). Elsewhere: runs that process, asserts that the test
/// ran there and passed, and is false (the caller then returns).
pub fn alone(module: &str, name: &str) -> bool {
    if std::env::var_os(ALONE).is_some() {
        return true;
    }
    // The test's name within its target: its module path without the
    // target's name.
    let test = match module.split_once("::") {
        Some((_, within)) => format!("{within}::{name}"),
        None => name.to_string(),
    };
    let binary = std::env::current_exe().expect("the test binary");
    let output = Command::new(binary)
        .args([test.as_str(), "--exact", "--test-threads=1"])
        .env(ALONE, "1")
        .output()
        .expect("the test binary runs");
    let said = String::from_utf8_lossy(&output.stdout);
    let complained = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && said.contains("test result: ok. 1 passed"),
        "{test} in a process of its own:\n{said}\n{complained}"
    );
    false
}
