//! The outside world, kept thin: the terminal taken and given back, the
//! event loop that feeds the app, and the local [`Host`](crate::app::Host)
//! that carries out the app's effects (searches, outside engines, the
//! files, the terminal's mouse and bell) and answers with their outcomes.
//! Nothing else in the program touches the terminal or the disk for the
//! app.

pub mod engines;
pub mod files;
pub mod packed;
pub mod screen;
pub mod terminal;
pub mod ticks;

use crate::app::{FileOutcome, FileRequest};

/// Carries out file requests: the disk in the app, a recording fake in
/// tests. The host that holds it answers the app's file effects with it.
pub trait FileWork {
    fn carry_out(&mut self, request: FileRequest) -> FileOutcome;
}
