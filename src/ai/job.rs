//! One search, as every searcher of ours runs it (the pool's lanes, and so
//! the worker): the request's move or hint, its reports each carrying the
//! request's ticket, and master's table kept from search to search of one
//! game; and what an analysis depends on, so that one search serves all
//! who ask for it. Where it runs and whether a report is still wanted is
//! the caller's business.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::AtomicBool;

use super::bot::Bot;
use super::player::{self, KeptTable};
use super::protocol::{Limits, Report, Request, SearchInfo, Task, game_of};
use super::search::Iteration;
use crate::games::any::each;
use crate::games::{End, Game, GameId};

/// Everything an analysis's result depends on, exactly: the game's
/// current position (its text, counters and all), the keys of the
/// positions before it (the search counts repetitions by them), an end
/// no position shows, the bot and the limits. Not the ticket (a fresh
/// table whatever was searched before) nor the seed (see
/// [`AnalysisKey::seed`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) struct AnalysisKey {
    game: GameId,
    position: String,
    history: Box<[u64]>,
    ended: Option<End>,
    bot: Bot,
    limits: Limits,
}

impl AnalysisKey {
    /// The key of `request`'s search when it is an analysis.
    pub(super) fn of(request: &Request) -> Option<AnalysisKey> {
        (request.task == Task::Analyse).then(|| AnalysisKey {
            game: request.game.id(),
            position: request.game.position(),
            history: each!(&request.game, record => player::history_keys(record)).into(),
            ended: request.game.ended(),
            bot: request.bot,
            limits: request.limits,
        })
    }

    /// The seed of the one search for this key: the random choices of a
    /// bot that makes any (easy's noise) are then the same for everyone
    /// who asks.
    pub(super) fn seed(&self) -> u64 {
        let mut hasher = DefaultHasher::new();
        self.hash(&mut hasher);
        hasher.finish()
    }
}

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
