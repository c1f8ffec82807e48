//! TV in the lobby: what a visitor who asks for it watches. The live
//! game between the highest-rated people, or else the server's one show:
//! master against master, each game kind in turn. What is chosen, and
//! the show's plan; the show is a room like any other of computers (see
//! `Room::tv`), whose moves the driver finds. Rooms are not known here:
//! each live game comes as a [`LiveGame`].

use std::time::Duration;

use super::ratings::Ratings;
use super::request::{RoomPlan, SeatPlan};
use crate::ai::{Bot, Level};
use crate::games::{AnyGame, GameId, Options};
use crate::rating::{Pace, Rating};

/// The show's room: one on the server, however many watch.
pub const TV_ROOM: &str = "tv";

/// The pause between a show's end and the next game kind, so that its
/// watchers see how it ended.
pub const TV_PAUSE: Duration = Duration::from_secs(10);

/// Who plays the show, on both sides.
const TV_BOT: Bot = Bot::Engine(Level::Master);

/// A game between two people under way, as TV weighs it.
pub struct LiveGame<'r> {
    pub room: &'r str,
    /// Both players' keys.
    pub players: [&'r str; 2],
    pub game: GameId,
    /// Its pace, on a clock.
    pub pace: Option<Pace>,
}

/// The room of the live game whose players' ratings, in its game and
/// pace, add up the highest; a game without a clock counts them as
/// newcomers. Games the visitor of `key` plays in are left out; of
/// equals, the first.
pub fn best_live<'r>(
    games: impl IntoIterator<Item = LiveGame<'r>>,
    ratings: &Ratings,
    key: &str,
) -> Option<&'r str> {
    let mut best: Option<(&str, f64)> = None;
    for live in games {
        if live.players.contains(&key) {
            continue;
        }
        let rating = |player: &str| match live.pace {
            Some(pace) => ratings.rating(player, live.game, pace).rating,
            None => Rating::default().rating,
        };
        let sum = live.players.map(rating).iter().sum();
        if best.is_none_or(|(_, top)| sum > top) {
            best = Some((live.room, sum));
        }
    }
    best.map(|(room, _)| room)
}

/// The show's game of `game`: master against master from the start, no
/// clock (the master thinks its usual time), unrated.
pub fn plan(game: GameId) -> RoomPlan {
    let options = Options::default();
    RoomPlan {
        game: AnyGame::new(game, &options),
        options,
        control: None,
        seats: [SeatPlan::Computer(TV_BOT); 2],
        rated: false,
    }
}

/// The game kind the show plays after `game`: the menus' order, round
/// and round.
pub fn next_on_tv(game: GameId) -> GameId {
    let at = GameId::ALL.iter().position(|g| *g == game).unwrap_or(0);
    GameId::ALL[(at + 1) % GameId::ALL.len()]
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Instant;

    use super::super::registry::Registry;
    use super::super::view::{Phase, RoomView, SeatView};
    use super::super::{EMPTY_KEPT, RoomOutcome, RoomRequest, Visitor, WATCH_PACE};
    use super::*;
    use crate::ai::Class;
    use crate::store::{MemoryStore, Store};

    fn visitor(session: u64, name: &str) -> Visitor {
        Visitor {
            session,
            name: name.to_string(),
            key: format!("SHA256:{name}"),
        }
    }

    fn registry(store: &MemoryStore) -> Registry {
        Registry::new(8, Arc::new(|_: &str| {}), Box::new(store.clone()))
    }

    fn room(
        registry: &mut Registry,
        who: &Visitor,
        request: RoomRequest,
        now: Instant,
    ) -> RoomView {
        match registry.carry_out(who, request, now).outcome {
            RoomOutcome::Room(view) => *view,
            other => panic!("expected a room, got {other:?}"),
        }
    }

    /// The show's computers play `moves`, each when its pace lets it,
    /// from `now`; the time after the last.
    fn computers_play(registry: &mut Registry, moves: &[&str], mut now: Instant) -> Instant {
        for mv in moves {
            now += WATCH_PACE;
            let turns = registry.computer_turns(now);
            let [turn] = &turns[..] else {
                panic!("one computer turn, not {turns:?}");
            };
            assert!(registry.computer_plays(turn, mv, now), "{mv}");
        }
        now
    }

    #[test]
    fn with_no_live_game_tv_opens_the_show_and_the_next_kind_follows_its_end() {
        let store = MemoryStore::default();
        let mut registry = registry(&store);
        let now = Instant::now();
        let eve = visitor(1, "eve");
        let show = room(&mut registry, &eve, RoomRequest::Tv, now);
        assert_eq!((show.id.as_str(), show.tv), (TV_ROOM, true));
        assert_eq!(show.game.id(), GameId::Chess);
        assert_eq!(show.phase, Phase::Playing);
        assert_eq!(
            show.seats,
            [SeatView::Computer(TV_BOT), SeatView::Computer(TV_BOT)]
        );
        assert_eq!(
            (show.you, show.watchers.clone()),
            (None, vec!["eve".to_string()])
        );

        let ended = computers_play(&mut registry, &["f2f3", "e7e5", "g2g4", "d8h4"], now);
        let over = room(
            &mut registry,
            &eve,
            RoomRequest::Look(TV_ROOM.into()),
            ended,
        );
        assert!(matches!(over.phase, Phase::Over(_)), "{:?}", over.phase);
        assert!(registry.computer_turns(ended + TV_PAUSE).is_empty());
        // The pause is the next thing to happen, and the driver wakes for it.
        assert_eq!(registry.next_deadline(ended), Some(ended + TV_PAUSE));
        registry.tick(ended + TV_PAUSE - WATCH_PACE);
        let paused = room(
            &mut registry,
            &eve,
            RoomRequest::Look(TV_ROOM.into()),
            ended,
        );
        assert_eq!(
            paused.game.id(),
            GameId::Chess,
            "the end stays through the pause"
        );

        assert!(registry.tick(ended + TV_PAUSE));
        let next = room(
            &mut registry,
            &eve,
            RoomRequest::Look(TV_ROOM.into()),
            ended + TV_PAUSE,
        );
        assert_eq!(next.game.id(), GameId::RacingKings);
        assert_eq!((next.phase, next.game.ply_count()), (Phase::Playing, 0));
        assert_eq!(
            registry.computer_turns(ended + TV_PAUSE + WATCH_PACE).len(),
            1
        );

        // Never kept: no room, no move, no game in the archive.
        let mut store = store;
        assert!(store.load().expect("loaded").rooms.is_empty());
        assert!(store.finished_games().expect("read").is_empty());
    }

    #[test]
    fn one_show_however_many_ask_and_it_waits_while_nobody_watches() {
        let mut registry = registry(&MemoryStore::default());
        let now = Instant::now();
        let guests: Vec<Visitor> = (1..=4).map(|n| visitor(n, &format!("guest{n}"))).collect();
        for guest in &guests {
            assert_eq!(room(&mut registry, guest, RoomRequest::Tv, now).id, TV_ROOM);
        }
        let listed = registry.list("");
        assert_eq!(listed.len(), 1, "{listed:?}");
        assert_eq!(listed[0].watchers, guests.len());

        for guest in &guests {
            registry.carry_out(guest, RoomRequest::Leave(TV_ROOM.into()), now);
        }
        let later = now + WATCH_PACE;
        assert!(registry.computer_turns(later).is_empty(), "nobody watches");
        assert_eq!(registry.next_deadline(later), Some(now + EMPTY_KEPT));
        registry.tick(now + EMPTY_KEPT);
        assert!(registry.list("").is_empty(), "the show closed");
    }

    #[test]
    fn the_show_searches_as_a_spectacle_and_a_person_facing_the_computer_as_a_person() {
        let mut registry = registry(&MemoryStore::default());
        let now = Instant::now();
        let ada = visitor(1, "ada");
        room(&mut registry, &ada, RoomRequest::Tv, now);
        let options = Options::default();
        let against = RoomRequest::Create(Box::new(RoomPlan {
            game: AnyGame::new(GameId::Chess, &options),
            options,
            control: None,
            seats: [SeatPlan::Computer(Bot::Random), SeatPlan::Me],
            rated: false,
        }));
        room(&mut registry, &visitor(2, "bob"), against, now);
        let mut classes: Vec<(bool, Class)> = registry
            .computer_turns(now + WATCH_PACE)
            .into_iter()
            .map(|turn| (turn.room == TV_ROOM, turn.class))
            .collect();
        classes.sort_by_key(|&(tv, _)| tv);
        assert_eq!(classes, [(false, Class::Person), (true, Class::Spectacle)]);
    }

    #[test]
    fn the_show_plays_each_kind_in_turn_then_again() {
        let mut game = GameId::Chess;
        let mut seen = vec![game];
        for _ in 0..5 {
            game = next_on_tv(game);
            seen.push(game);
        }
        assert_eq!(
            seen,
            [
                GameId::Chess,
                GameId::RacingKings,
                GameId::Massacre,
                GameId::Martian,
                GameId::Hasami,
                GameId::Chess
            ]
        );
    }
}
