//! Whoever runs the app, as the app sees them: a [`Host`] carries out
//! each kind of outside work an [`Effect`] asks for, and [`carry_out`],
//! the one loop every host shares, takes the effects in order and feeds
//! each answer back to the app before the next. The local terminal, an
//! SSH session and the tests' recorder each implement the trait once;
//! work a host cannot do (files or engines on a server) is answered by
//! its own implementation, so nothing is dropped anywhere else.

use std::collections::VecDeque;

use super::event::{Effect, Event, FileOutcome, FileRequest};
use crate::ai::external::EngineRequest;
use crate::ai::{Report, Request};
use crate::rooms::{RoomOutcome, RoomRequest};

/// The outside work of the app, one method per kind. Those that answer
/// return the outcome, which the loop hands to the app as an event;
/// `None` where the host keeps nothing to answer with (no files, no
/// rooms) or the answer comes later as an event of its own (a search).
pub trait Host {
    /// Why the host can go on no longer: its terminal is gone, or the
    /// app it feeds failed.
    type Error;

    /// Starts a search, cancelling any under way; its reports come back
    /// as [`Event::Ai`].
    fn think(&mut self, request: Request);

    /// Stops the search under way (a built-in player's or an engine's).
    fn stop(&mut self);

    /// Asks an outside engine for its move: the reports come later, or
    /// at once when the host runs no engines.
    fn engine_move(&mut self, request: EngineRequest) -> Option<Report>;

    /// Stops the outside engines kept for the game.
    fn stop_engines(&mut self);

    fn files(&mut self, request: FileRequest) -> Option<FileOutcome>;

    fn room(&mut self, request: RoomRequest) -> Option<RoomOutcome>;

    /// Turns mouse capture on or off.
    fn mouse(&mut self, on: bool) -> Result<(), Self::Error>;

    /// Rings the terminal's bell.
    fn bell(&mut self) -> Result<(), Self::Error>;
}

/// Where the app stands once its effects are carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// It waits for the next event.
    Waiting,
    /// It quit: the effects after the quit were not carried out.
    Quit,
}

/// Carries out `effects` in order on `host`. An answer goes to the app
/// through `app` (given the host, for a host that owns the app) at once,
/// and the effects it asks for come before the rest of the queue, as if
/// the first effect had asked for them all.
pub fn carry_out<H: Host>(
    host: &mut H,
    effects: Vec<Effect>,
    mut app: impl FnMut(&mut H, Event) -> Result<Vec<Effect>, H::Error>,
) -> Result<Settled, H::Error> {
    let mut queue: VecDeque<Effect> = effects.into();
    while let Some(effect) = queue.pop_front() {
        let answer = match effect {
            Effect::Think(request) => {
                host.think(*request);
                None
            }
            Effect::Stop => {
                host.stop();
                None
            }
            Effect::EngineMove(request) => host.engine_move(*request).map(Event::Ai),
            Effect::StopEngines => {
                host.stop_engines();
                None
            }
            Effect::Files(request) => host.files(request).map(Event::Files),
            Effect::Room(request) => host.room(request).map(Event::Room),
            Effect::Mouse(on) => {
                host.mouse(on)?;
                None
            }
            Effect::Bell => {
                host.bell()?;
                None
            }
            Effect::Quit => return Ok(Settled::Quit),
        };
        if let Some(event) = answer {
            for next in app(host, event)?.into_iter().rev() {
                queue.push_front(next);
            }
        }
    }
    Ok(Settled::Waiting)
}
