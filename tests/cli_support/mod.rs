//! Runs the built `tabuleiro` binary for the command-line tests.

use std::process::Command;

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_tabuleiro");

/// Runs `tabuleiro` with `args`: whether it succeeded, its standard
/// output and its standard error.
pub fn tabuleiro(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(BIN)
        .args(args)
        .output()
        .expect("run tabuleiro");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}
