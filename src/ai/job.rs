//! One search, as every searcher of ours runs it (the pool's lanes, and so
//! the worker): the request's move or hint, its reports each carrying the
//! request's ticket, and master's table kept from search to search of one
//! game. Where it runs and whether a report is still wanted is the
//! caller's business.

use std::sync::atomic::AtomicBool;

use super::player::{self, KeptTable};
use super::protocol::{Report, Request, SearchInfo, Task, game_of};
use super::search::Iteration;
use crate::games::Game;
use crate::games::any::each;

/// What a searcher remembers between its searches: master's table, for
/// the game (the ticket's number) it was filled in.
#[derive(Default)]
pub(super) struct Memory {
    kept: KeptTable,
    game: Option<u64>,
}

impl Memory {
    /// The kept table for the ticket's game; a new game, even from the
    /// same start, learns from scratch.
    fn for_ticket(&mut self, ticket: u64) -> &mut KeptTable {
        let game = game_of(ticket);
        if self.game.replace(game) != Some(game) {
            self.kept = KeptTable::default();
        }
        &mut self.kept
    }
}

/// Searches `request` until it is done or `stop` is raised, telling
/// progress and then the answer through `tell`.
pub(super) fn run(
    request: &Request,
    stop: &AtomicBool,
    memory: &mut Memory,
    tell: impl Fn(Report),
) {
    let ticket = request.ticket;
    let kept = memory.for_ticket(ticket);
    let reply = match choose(request, stop, kept, |info| {
        tell(Report::Progress { ticket, info });
    }) {
        Some((mv, info)) => Report::Done { ticket, mv, info },
        None => Report::NoMove { ticket },
    };
    tell(reply);
}

/// The move the request's bot plays (or the hint it asks for), in
/// coordinates, with what the search found.
fn choose(
    request: &Request,
    stop: &AtomicBool,
    kept: &mut KeptTable,
    mut progress: impl FnMut(SearchInfo),
) -> Option<(String, Option<SearchInfo>)> {
    each!(&request.game, record => {
        let game = record.current();
        let on_iteration = |found: &Iteration<_>| progress(player::describe(game, found));
        let choice = match request.task {
            Task::Move => player::choose_with(
                record,
                request.bot,
                request.limits,
                request.seed,
                stop,
                Some(kept),
                on_iteration,
            ),
            // The request's level on a fresh table: the same position
            // gets the same value (and a hint the same move) whatever
            // was searched before.
            Task::Hint | Task::Analyse => player::choose(
                record,
                request.bot,
                request.limits,
                request.seed,
                stop,
                on_iteration,
            ),
        };
        choice.map(|(mv, found)| {
            (
                game.format_move(mv),
                found.map(|found| player::describe(game, &found)),
            )
        })
    })
}
