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

    /// Reads or writes files.
    fn files(&mut self, request: FileRequest) -> Option<FileOutcome>;

    /// Asks the rooms (serve mode).
    fn room(&mut self, request: RoomRequest) -> Option<RoomOutcome>;

    /// Turns mouse capture on or off.
    fn mouse(&mut self, on: bool) -> Result<(), Self::Error>;

    /// Rings the terminal's bell.
    fn bell(&mut self) -> Result<(), Self::Error>;

    /// Sends the terminal `text` for its clipboard
    /// ([`clipboard_sequence`](super::record::clipboard_sequence)).
    fn copy(&mut self, text: &str) -> Result<(), Self::Error>;
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
/// at once through `app` (handed the host too, for a host that owns the
/// app), and the effects the app asks for then come next, before the rest
/// of the queue. Stops at a quit or at the first error.
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
            Effect::Copy(text) => {
                host.copy(&text)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rooms::Refusal;
    use std::collections::HashMap;

    /// A host that writes down what it was asked, in order: files are
    /// answered, rooms refused, the bell fails while `deaf`.
    #[derive(Default)]
    struct Notebook {
        done: Vec<String>,
        deaf: bool,
    }

    impl Host for Notebook {
        type Error = String;

        fn think(&mut self, _: Request) {
            self.done.push("think".into());
        }

        fn stop(&mut self) {
            self.done.push("stop".into());
        }

        fn engine_move(&mut self, _: EngineRequest) -> Option<Report> {
            self.done.push("engine".into());
            None
        }

        fn stop_engines(&mut self) {
            self.done.push("stop engines".into());
        }

        fn files(&mut self, _: FileRequest) -> Option<FileOutcome> {
            self.done.push("files".into());
            Some(FileOutcome::Listed(Ok(Vec::new())))
        }

        fn room(&mut self, _: RoomRequest) -> Option<RoomOutcome> {
            self.done.push("room".into());
            Some(RoomOutcome::Refused(Refusal::NotRead))
        }

        fn mouse(&mut self, on: bool) -> Result<(), String> {
            self.done.push(format!("mouse {on}"));
            Ok(())
        }

        fn bell(&mut self) -> Result<(), String> {
            if self.deaf {
                return Err("the terminal is gone".into());
            }
            self.done.push("bell".into());
            Ok(())
        }

        fn copy(&mut self, text: &str) -> Result<(), String> {
            self.done.push(format!("copy {text}"));
            Ok(())
        }
    }

    /// An app that answers each kind of event with the effects in
    /// `answers` (none when absent), writing the event down in the host's
    /// notebook as it comes.
    fn app(
        answers: HashMap<&'static str, Vec<Effect>>,
    ) -> impl FnMut(&mut Notebook, Event) -> Result<Vec<Effect>, String> {
        move |host, event| {
            let kind = match &event {
                Event::Files(_) => "files answered",
                Event::Room(RoomOutcome::Refused(Refusal::NotRead)) => "room refused",
                other => return Err(format!("unexpected {other:?}")),
            };
            host.done.push(kind.into());
            Ok(answers.get(kind).cloned().unwrap_or_default())
        }
    }

    #[test]
    fn each_answer_and_what_it_asks_come_before_the_next_effect() {
        let mut host = Notebook::default();
        let answers = HashMap::from([("files answered", vec![Effect::Stop, Effect::Bell])]);
        let effects = vec![
            Effect::Files(FileRequest::ListSaves),
            Effect::Mouse(true),
            Effect::StopEngines,
        ];
        let settled = carry_out(&mut host, effects, app(answers));
        assert_eq!(settled, Ok(Settled::Waiting));
        assert_eq!(
            host.done,
            [
                "files",
                "files answered",
                "stop",
                "bell",
                "mouse true",
                "stop engines"
            ]
        );
    }

    #[test]
    fn a_quit_ends_the_queue_even_when_an_answer_asks_for_it() {
        let mut host = Notebook::default();
        let effects = vec![Effect::Bell, Effect::Quit, Effect::Stop];
        assert_eq!(
            carry_out(&mut host, effects, app(HashMap::new())),
            Ok(Settled::Quit)
        );
        assert_eq!(host.done, ["bell"], "nothing after the quit");

        let mut host = Notebook::default();
        let answers = HashMap::from([("files answered", vec![Effect::Quit])]);
        let effects = vec![Effect::Files(FileRequest::ListSaves), Effect::Bell];
        assert_eq!(
            carry_out(&mut host, effects, app(answers)),
            Ok(Settled::Quit)
        );
        assert_eq!(host.done, ["files", "files answered"]);
    }

    #[test]
    fn work_the_host_cannot_do_is_answered_by_the_host() {
        let mut host = Notebook::default();
        let effects = vec![Effect::Room(RoomRequest::List), Effect::Stop];
        let settled = carry_out(&mut host, effects, app(HashMap::new()));
        assert_eq!(settled, Ok(Settled::Waiting));
        assert_eq!(host.done, ["room", "room refused", "stop"]);
    }

    #[test]
    fn a_failing_host_or_app_stops_the_queue_with_its_error() {
        let mut host = Notebook {
            deaf: true,
            ..Notebook::default()
        };
        let effects = vec![Effect::Mouse(false), Effect::Bell, Effect::Stop];
        let settled = carry_out(&mut host, effects, app(HashMap::new()));
        assert_eq!(settled, Err("the terminal is gone".to_string()));
        assert_eq!(host.done, ["mouse false"], "nothing after the failure");

        let mut host = Notebook::default();
        let failing = |_: &mut Notebook, _| Err("the app panicked".to_string());
        let effects = vec![Effect::Files(FileRequest::ListSaves), Effect::Stop];
        assert_eq!(
            carry_out(&mut host, effects, failing),
            Err("the app panicked".to_string())
        );
        assert_eq!(host.done, ["files"]);
    }
}
