//! The outside world, kept thin: the terminal taken and given back, the
//! event loop that feeds the app, and the executor that carries out the
//! app's file effects and answers with their outcomes. Nothing else in
//! the program touches the terminal or the disk for the app.

pub mod engines;
pub mod files;
pub mod screen;
pub mod terminal;
pub mod ticks;

use std::collections::VecDeque;

use crate::app::{App, Effect, Event, FileOutcome, FileRequest};

/// Carries out file requests: the disk in the app, a recording fake in
/// tests.
pub trait FileWork {
    fn carry_out(&mut self, request: FileRequest) -> FileOutcome;

    /// Carries out the file effects among `effects` at once, feeding each
    /// outcome back to the app (whose answer comes next), and returns the
    /// effects left for the loop (searches, the bell, quitting), in order.
    fn settle(&mut self, app: &mut App, effects: Vec<Effect>) -> Vec<Effect>
    where
        Self: Sized,
    {
        let mut queue: VecDeque<Effect> = effects.into();
        let mut rest = Vec::new();
        while let Some(effect) = queue.pop_front() {
            match effect {
                Effect::Files(request) => {
                    let outcome = self.carry_out(request);
                    for answer in app.handle(Event::Files(outcome)).into_iter().rev() {
                        queue.push_front(answer);
                    }
                }
                other => rest.push(other),
            }
        }
        rest
    }
}
