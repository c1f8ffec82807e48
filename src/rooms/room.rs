//! One room: its game, the one authority over its moves, its clocks, its
//! seats and watchers, and its chat. A seat is played from the one
//! connection holding it. Time comes in as `now`.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use super::chat::{CHAT_LINES, Chat};
use super::ratings::{RatedEnd, Ratings};
use super::refusal::Refusal;
use super::request::{RoomPlan, SeatPlan};
use super::seat::{Person, Seat};
use super::tv::{self, LiveGame, TV_PAUSE, TV_ROOM};
use super::view::{Offer, OfferKind, Phase, RoomSummary, RoomView};
use crate::ai::evaluation::{ANALYSIS_BOT, analysis_limits, takes_draw};
use crate::ai::{Bot, Class, ClockLeft, Evaluation, Level, Limits, Score, Task};
use crate::games::record::DrawRefused;
use crate::games::{ABORTED, Abort, AnyGame, Clock, GameId, Options, Side, Status, TimeControl};
use crate::rating::Pace;
use crate::storage::saves::GameRecord;
use crate::store::{FinishedGame, MoveRow, RoomRow, SavedRoom, Write};

/// How long a person has for their first move in a game between people
/// before it is aborted (RULES.md "Clocks"); by correspondence, a move's
/// days.
pub const FIRST_MOVE: Duration = Duration::from_secs(30);
/// How long a person's seat may stay empty in a game under way, unless
/// it is played by correspondence.
pub const SEAT_GRACE: Duration = Duration::from_secs(120);
/// How long a room with nobody in it and no game going is kept (a game
/// over closes as soon as nobody is in it, see [`Room::expired`]).
pub const EMPTY_KEPT: Duration = Duration::from_secs(600);
/// The pause before a computer moves when only computers play, so
/// people can follow.
pub const WATCH_PACE: Duration = Duration::from_secs(1);
/// Master's thinking time when no clock budgets it.
const MASTER_TIME: Duration = Duration::from_secs(2);

/// A computer seat's turn, as the driver searches it: its move, or the
/// analysis that weighs a draw offered to it ([`Task::Analyse`]).
#[derive(Clone, Debug)]
pub struct ComputerTurn {
    pub room: String,
    pub ply: usize,
    pub game: AnyGame,
    pub bot: Bot,
    pub task: Task,
    pub limits: Limits,
    /// Whether a person waits for it, for the search pool's queue.
    pub class: Class,
}

/// A connection watching the room.
#[derive(Clone, Debug)]
struct Watcher {
    name: String,
    /// It held a seat until another connection of its key took it.
    displaced: bool,
}

impl Watcher {
    fn new(name: &str) -> Watcher {
        Watcher {
            name: name.to_string(),
            displaced: false,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Room {
    pub id: String,
    /// The number in the id: rooms are numbered in the order created.
    number: u64,
    /// Which game of the room this is: 1, one more for each rematch.
    round: u32,
    /// The key of the visitor who created the room.
    creator: String,
    /// The game as it started, for a rematch.
    start: AnyGame,
    game: AnyGame,
    options: Options,
    control: Option<TimeControl>,
    clock: Option<Clock>,
    /// Up to when the running clock has been charged.
    clocked_at: Instant,
    seats: [Seat; 2],
    /// The connections watching, by session.
    watchers: BTreeMap<u64, Watcher>,
    /// Both seats were filled: the game (and its clocks) began.
    started: bool,
    /// Why the game ended before each side had moved, if it did.
    aborted: Option<Abort>,
    /// Its games between two people on a clock are rated.
    rated: bool,
    /// Whether this round's rated game changes ratings: no when its two
    /// players had their rated games for the day (RULES.md "Rated play
    /// on a server"). Decided by the rooms once both seats are taken
    /// ([`Room::rating_undecided`]); None before.
    counts: Option<bool>,
    /// The offer standing (a draw, a takeback), until answered or a
    /// move is made.
    offer: Option<Offer>,
    /// The last draw or takeback declined, barring its offerer from
    /// asking again until the opponent has moved.
    declined: Option<Declined>,
    chat: Chat,
    /// Lines said since the room was made or restored, so that the
    /// lines new since an earlier copy of the room are known.
    said: usize,
    /// Since when nobody is in the room.
    empty_since: Option<Instant>,
    last_move_at: Instant,
    /// The end was reported (logged) already.
    end_told: bool,
    /// The server's TV show (see [`Room::tv`]).
    tv: bool,
    /// The game as it stood before an end that came with time and is
    /// not kept yet: shown instead, with "saving…", so that nobody is
    /// told a result the store does not have.
    unsaved_end: Option<Box<AnyGame>>,
}

/// How time ends a game under way.
enum TimeEnd {
    /// This side made no first move in time: the game is aborted.
    NoFirstMove(Side),
    /// The side to move's clock ran out.
    Flag,
    /// This side's seat stayed empty too long (None: both did).
    Abandoned(Option<Side>),
}

/// A draw or takeback declined: `by` may not offer that kind again
/// until the opponent has moved after ply `at`.
#[derive(Clone, Copy, Debug)]
struct Declined {
    by: Side,
    draw: bool,
    at: usize,
}

impl Room {
    /// A room as planned; `(session, key, name)` is its creator, who sits
    /// where the plan says or watches.
    pub fn new(number: u64, plan: RoomPlan, creator: (u64, &str, &str), now: Instant) -> Room {
        let (session, key, name) = creator;
        let mut me_seated = false;
        let seats = plan.seats.map(|seat| match seat {
            SeatPlan::Me if !me_seated => {
                me_seated = true;
                Seat::Person(Person::new(key, name, session))
            }
            SeatPlan::Me | SeatPlan::Open => Seat::Open,
            SeatPlan::Computer(bot) => Seat::Computer(bot),
        });
        let mut room = Room {
            id: format!("r{number}"),
            number,
            round: 1,
            creator: key.to_string(),
            start: plan.game.clone(),
            game: plan.game,
            options: plan.options,
            control: plan.control,
            clock: plan.control.map(Clock::new),
            clocked_at: now,
            seats,
            watchers: BTreeMap::new(),
            started: false,
            aborted: None,
            rated: plan.rated,
            counts: None,
            offer: None,
            declined: None,
            chat: Chat::default(),
            said: 0,
            empty_since: None,
            last_move_at: now,
            end_told: false,
            tv: false,
            unsaved_end: None,
        };
        if !me_seated {
            room.watchers.insert(session, Watcher::new(name));
        }
        room.start_if_full(now);
        room
    }

    /// The server's TV show of `game`, with its first watcher (`session`
    /// going by `name`): a show is never kept (its games are not
    /// archived, a restart ends it), its computers think only while
    /// someone watches, and once a game ends the next kind starts after
    /// [`TV_PAUSE`].
    pub fn tv(game: GameId, session: u64, name: &str, now: Instant) -> Room {
        let mut room = Room::new(0, tv::plan(game), (session, "", name), now);
        room.id = TV_ROOM.to_string();
        room.tv = true;
        room
    }

    pub fn is_tv(&self) -> bool {
        self.tv
    }

    /// Its game, while it goes on between two people.
    pub fn live_game(&self) -> Option<LiveGame<'_>> {
        let players = self.people()?;
        (self.phase() == Phase::Playing).then(|| LiveGame {
            room: &self.id,
            players,
            game: self.game.id(),
            pace: Pace::of(self.control),
        })
    }

    /// When the show's next game starts: [`TV_PAUSE`] after its game
    /// ended, which a show's game does on a move.
    fn next_show_at(&self) -> Option<Instant> {
        (self.tv && self.is_over()).then(|| self.last_move_at + TV_PAUSE)
    }

    /// The show's next game kind from its start, once the pause after
    /// the last is over; true when it started.
    pub fn next_show(&mut self, now: Instant) -> bool {
        if self.next_show_at().is_none_or(|at| now < at) {
            return false;
        }
        let plan = tv::plan(tv::next_on_tv(self.game.id()));
        self.start = plan.game.clone();
        self.game = plan.game;
        self.options = plan.options;
        self.round += 1;
        self.offer = None;
        self.end_told = false;
        self.started = false;
        self.start_if_full(now);
        true
    }

    pub fn phase(&self) -> Phase {
        if let Some(abort) = self.aborted {
            return Phase::Aborted(abort);
        }
        match self.game.status() {
            Status::Over(end) => Phase::Over(end),
            Status::Ongoing if self.started => Phase::Playing,
            Status::Ongoing => Phase::Waiting,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase(), Phase::Over(_) | Phase::Aborted(_))
    }

    /// Whether the visitor of this key created the room and its game is
    /// not over: a room they hold open.
    pub fn held_open_by(&self, key: &str) -> bool {
        self.creator == key && !self.is_over()
    }

    /// The game's end (over or aborted), the first time it is asked
    /// after the game ended.
    pub fn newly_ended(&mut self) -> Option<Phase> {
        let phase = self.phase();
        if self.is_over() && !self.end_told {
            self.end_told = true;
            return Some(phase);
        }
        None
    }

    fn start_if_full(&mut self, now: Instant) {
        if !self.started && self.seats.iter().all(|s| !matches!(s, Seat::Open)) {
            self.started = true;
            self.clocked_at = now;
            self.last_move_at = now;
        }
    }

    /// Brings the room up to `now`: the running clock is charged, a flag
    /// falls, a seat empty too long is forfeited. True when the game ended.
    /// Such an end is not kept yet: the game as it stood is shown
    /// until the rooms say it is ([`Room::end_kept`]).
    pub fn advance(&mut self, now: Instant) -> bool {
        if self.phase() != Phase::Playing {
            return false;
        }
        let Some(end) = self.end_by_time(now) else {
            return false;
        };
        self.unsaved_end = Some(Box::new(self.game.clone()));
        self.offer = None;
        match end {
            TimeEnd::NoFirstMove(side) => self.aborted = Some(Abort::NoFirstMove(side)),
            TimeEnd::Flag => {
                self.game.time_out();
            }
            TimeEnd::Abandoned(side) => {
                self.game.abandon(side);
            }
        }
        true
    }

    /// The running clock charged up to `now`, and the end that time
    /// brought, if any.
    fn end_by_time(&mut self, now: Instant) -> Option<TimeEnd> {
        let side = self.game.side_to_move();
        if self.first_move_missed(now) {
            return Some(TimeEnd::NoFirstMove(side));
        }
        let passed = now.saturating_duration_since(self.clocked_at);
        self.clocked_at = now;
        if self.clock_runs() && self.clock.as_mut().is_some_and(|c| c.run(side, passed)) {
            return Some(TimeEnd::Flag);
        }
        let abandoned: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|side| self.forfeit_at(*side).is_some_and(|at| now >= at))
            .collect();
        match abandoned[..] {
            [] => None,
            [side] => Some(TimeEnd::Abandoned(Some(side))),
            // Both players left: neither wins.
            _ => Some(TimeEnd::Abandoned(None)),
        }
    }

    /// Whether its game ended with time and the end is not kept yet.
    pub fn unsaved(&self) -> bool {
        self.unsaved_end.is_some()
    }

    /// The store has the room's end: it is shown from now on.
    pub fn end_kept(&mut self) {
        self.unsaved_end = None;
    }

    /// Its phase as shown: a game whose end is not kept yet still plays.
    fn shown_phase(&self) -> Phase {
        match self.unsaved_end {
            Some(_) => Phase::Playing,
            None => self.phase(),
        }
    }

    /// Whether each side has made its first move: the clock runs from
    /// then, and only from then may a game be resigned or drawn.
    fn clock_runs(&self) -> bool {
        Clock::runs_after(self.game.ply_count())
    }

    /// Whether the game is played by correspondence, over days.
    fn by_correspondence(&self) -> bool {
        self.control.is_some_and(|c| c.is_correspondence())
    }

    /// When `side`'s empty seat is forfeited: [`SEAT_GRACE`] after its
    /// person left, never by correspondence.
    fn forfeit_at(&self, side: Side) -> Option<Instant> {
        let since = self.seats[side.index()].person()?.away_since()?;
        (!self.by_correspondence()).then(|| since + SEAT_GRACE)
    }

    /// Between people, before the clocks run: when the side to move's
    /// first move is due, [`FIRST_MOVE`] after it could be made; by
    /// correspondence, a move's days after (30 seconds make no sense in
    /// a game played over days).
    fn first_move_due(&self) -> Option<Instant> {
        let people = self.seats.iter().all(|s| s.person().is_some());
        let allowed = match self.control {
            Some(control) if control.is_correspondence() => control.allowance(),
            _ => FIRST_MOVE,
        };
        (people && !self.clock_runs()).then(|| self.last_move_at + allowed)
    }

    fn first_move_missed(&self, now: Instant) -> bool {
        self.first_move_due().is_some_and(|due| now >= due)
    }

    /// The seat of the person with this key.
    fn seat_of(&self, key: &str) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|side| self.seats[side.index()].is_key(key))
    }

    /// A connection comes in: back to its key's seat (taking it from
    /// another connection of the key, which then watches), else to an
    /// open seat unless it only watches, else to watch.
    pub fn enter(&mut self, session: u64, key: &str, name: &str, watch: bool, now: Instant) {
        self.empty_since = None;
        if let Some(side) = self.seat_of(key).filter(|_| !watch) {
            if let Some(person) = self.seats[side.index()].person_mut()
                && let Some(displaced) = person.arrive(session)
            {
                let watcher = Watcher {
                    name: person.name.clone(),
                    displaced: true,
                };
                self.watchers.insert(displaced, watcher);
            }
            self.watchers.remove(&session);
            return;
        }
        let open = self.seats.iter().position(|s| matches!(s, Seat::Open));
        match open.filter(|_| !watch && !self.is_over()) {
            Some(at) => {
                self.seats[at] = Seat::Person(Person::new(key, name, session));
                self.watchers.remove(&session);
                self.start_if_full(now);
            }
            None => {
                self.watchers.insert(session, Watcher::new(name));
            }
        }
    }

    /// A connection goes; true when it was in the room.
    pub fn leave(&mut self, session: u64, now: Instant) -> bool {
        let mut was_in = self.watchers.remove(&session).is_some();
        for seat in &mut self.seats {
            if let Some(person) = seat.person_mut() {
                was_in |= person.depart(session, now);
            }
        }
        if was_in && !self.anyone_in() {
            self.empty_since = Some(now);
        }
        was_in
    }

    fn anyone_in(&self) -> bool {
        !self.watchers.is_empty()
            || self
                .seats
                .iter()
                .any(|s| s.person().is_some_and(Person::present))
    }

    /// Whether the connection is in the room (seated or watching).
    pub fn has(&self, session: u64) -> bool {
        self.watchers.contains_key(&session) || self.seat_held_by(session).is_some()
    }

    /// The seat this connection holds.
    fn seat_held_by(&self, session: u64) -> Option<Side> {
        Side::BOTH.into_iter().find(|side| {
            self.seats[side.index()]
                .person()
                .is_some_and(|p| p.has(session))
        })
    }

    /// A person's move: only from the connection holding the seat to
    /// move, at the ply it was made at, legal by the game's rules; played
    /// once.
    pub fn play(
        &mut self,
        session: u64,
        ply: usize,
        mv: &str,
        now: Instant,
    ) -> Result<(), Refusal> {
        self.advance(now);
        if self.phase() != Phase::Playing {
            return Err(Refusal::NotPlaying);
        }
        let side = self.seat_held_by(session).ok_or(Refusal::NotSeated)?;
        if side != self.game.side_to_move() {
            return Err(Refusal::NotYourTurn);
        }
        if ply != self.game.ply_count() {
            return Err(Refusal::Stale);
        }
        self.apply(mv, now)
    }

    /// Plays a move in coordinates for the side to move, and its clock.
    fn apply(&mut self, mv: &str, now: Instant) -> Result<(), Refusal> {
        let mover = self.game.side_to_move();
        if !self.game.legal_moves().iter().any(|m| m == mv) {
            return Err(Refusal::Illegal(mv.to_string()));
        }
        self.game
            .play_text(mv)
            .map_err(|_| Refusal::Illegal(mv.to_string()))?;
        let plies = self.game.ply_count();
        if let Some(clock) = &mut self.clock {
            clock.moved(mover, plies);
        }
        // A move answers the other side's offer; a draw offered stands
        // through its offerer's own move.
        if self
            .offer
            .is_some_and(|o| o.by != mover || o.kind != OfferKind::Draw)
        {
            self.offer = None;
        }
        self.last_move_at = now;
        Ok(())
    }

    /// The side this connection plays, in a game under way.
    fn player(&mut self, session: u64, now: Instant) -> Result<Side, Refusal> {
        self.advance(now);
        if self.phase() != Phase::Playing {
            return Err(Refusal::NotPlaying);
        }
        self.seat_held_by(session).ok_or(Refusal::NotSeated)
    }

    /// The connection's player gives the game up, on either turn.
    /// Before each side has moved, resigning aborts instead.
    pub fn resign(&mut self, session: u64, now: Instant) -> Result<(), Refusal> {
        let side = self.player(session, now)?;
        self.offer = None;
        if self.clock_runs() {
            self.game.resign(side);
        } else {
            self.aborted = Some(Abort::By(side));
        }
        Ok(())
    }

    /// The connection's player offers a draw, in a game that has draws;
    /// offering back the opponent's standing offer accepts it.
    pub fn offer_draw(&mut self, session: u64, now: Instant) -> Result<(), Refusal> {
        let side = self.player(session, now)?;
        let game = self.game.id();
        if !game.can_draw() {
            return Err(Refusal::NoDraws(game));
        }
        let theirs = Offer {
            kind: OfferKind::Draw,
            by: side.opponent(),
        };
        if self.offer == Some(theirs) {
            return self.agree_draw(side);
        }
        self.not_declined(side, true)?;
        if matches!(self.seats[side.opponent().index()], Seat::Computer(_)) {
            return self.offer_computer_draw(side);
        }
        self.propose(side, OfferKind::Draw)
    }

    /// A draw offered to the computer, on the offerer's own move (the
    /// computer is not searching then): the driver has it weighed (see
    /// [`Room::computer_turn`]).
    fn offer_computer_draw(&mut self, side: Side) -> Result<(), Refusal> {
        if self.game.side_to_move() != side {
            return Err(Refusal::ComputerToMove);
        }
        if self.standing_offer().is_some() {
            return Err(Refusal::OfferStanding);
        }
        self.offer = Some(Offer {
            kind: OfferKind::Draw,
            by: side,
        });
        Ok(())
    }

    /// The computer seat a standing draw offer was made to.
    fn draw_offered_to_computer(&self) -> Option<Side> {
        let offer = self.standing_offer()?;
        let to = offer.by.opponent();
        let computer = matches!(self.seats[to.index()], Seat::Computer(_));
        (offer.kind == OfferKind::Draw && computer).then_some(to)
    }

    /// The connection's player asks to take back their last move: one
    /// ply on the opponent's turn, two (their move and the reply) on
    /// their own.
    pub fn ask_takeback(&mut self, session: u64, now: Instant) -> Result<(), Refusal> {
        let side = self.player(session, now)?;
        self.against_person(side)?;
        let plies = if self.game.side_to_move() == side {
            2
        } else {
            1
        };
        if self.game.ply_count() < plies {
            return Err(Refusal::NothingToTakeBack);
        }
        self.not_declined(side, false)?;
        self.propose(side, OfferKind::Takeback(plies))
    }

    /// Refuses a draw (or takeback) offer from `side` when its last one
    /// was declined and the opponent has not moved since (RULES.md
    /// "Ending a game by agreement"): one offer per opponent's move.
    fn not_declined(&self, side: Side, draw: bool) -> Result<(), Refusal> {
        let Some(declined) = self.declined.filter(|d| d.by == side && d.draw == draw) else {
            return Ok(());
        };
        let plies = self.game.ply_count();
        let mover = self.game.side_to_move();
        // The side that made ply `p` (counted from 0), the sides taking
        // turns: the side to move made the plies an even distance back.
        let made_by = |p: usize| match (plies - p) % 2 {
            0 => mover,
            _ => mover.opponent(),
        };
        let moved = (declined.at..plies).any(|p| made_by(p) == side.opponent());
        match moved {
            true => Ok(()),
            false => Err(Refusal::Declined),
        }
    }

    /// The offer of `offer.by` was declined now.
    fn decline(&mut self, offer: Offer) {
        let draw = match offer.kind {
            OfferKind::Draw => true,
            OfferKind::Takeback(_) => false,
            OfferKind::Rematch => return,
        };
        self.declined = Some(Declined {
            by: offer.by,
            draw,
            at: self.game.ply_count(),
        });
    }

    /// An offer to the other player, who must be a person; one stands at
    /// a time.
    fn propose(&mut self, side: Side, kind: OfferKind) -> Result<(), Refusal> {
        self.against_person(side)?;
        if self.standing_offer().is_some() {
            return Err(Refusal::OfferStanding);
        }
        self.offer = Some(Offer { kind, by: side });
        Ok(())
    }

    /// Offers go between people: the computer plays on.
    fn against_person(&self, side: Side) -> Result<(), Refusal> {
        match self.seats[side.opponent().index()] {
            Seat::Person(_) => Ok(()),
            _ => Err(Refusal::ComputerOpponent),
        }
    }

    /// The connection's player answers the opponent's offer, the one
    /// they saw (a withdrawn or changed offer is not answered).
    pub fn answer(
        &mut self,
        session: u64,
        offer: Offer,
        accept: bool,
        now: Instant,
    ) -> Result<(), Refusal> {
        self.advance(now);
        let side = self.seat_held_by(session).ok_or(Refusal::NotSeated)?;
        if self.standing_offer() != Some(offer) || offer.by == side {
            return Err(Refusal::NoOffer);
        }
        self.offer = None;
        match (accept, offer.kind) {
            (false, _) => {
                self.decline(offer);
                Ok(())
            }
            (true, OfferKind::Rematch) => {
                self.rematch(now);
                Ok(())
            }
            (true, OfferKind::Draw) => self.agree_draw(side),
            (true, OfferKind::Takeback(plies)) => {
                self.take_back(plies, now);
                Ok(())
            }
        }
    }

    /// The offer that still means something: a rematch once the game is
    /// over, the others while it goes on.
    fn standing_offer(&self) -> Option<Offer> {
        let over = self.is_over();
        self.offer
            .filter(|offer| (offer.kind == OfferKind::Rematch) == over)
    }

    /// The connection's player offers another game once this one is
    /// over; offering back the opponent's offer accepts it.
    pub fn offer_rematch(&mut self, session: u64, now: Instant) -> Result<(), Refusal> {
        self.advance(now);
        if !self.is_over() {
            return Err(Refusal::NotOver);
        }
        // The end not kept yet is the one shown: no new game over it.
        if self.unsaved_end.is_some() {
            return Err(Refusal::NotKept);
        }
        let side = self.seat_held_by(session).ok_or(Refusal::NotSeated)?;
        let theirs = Offer {
            kind: OfferKind::Rematch,
            by: side.opponent(),
        };
        if self.standing_offer() == Some(theirs) {
            self.rematch(now);
            return Ok(());
        }
        self.propose(side, OfferKind::Rematch)
    }

    /// Both players agreed to another game: the same room from the same
    /// start, colours swapped, clocks full; watchers and chat stay.
    fn rematch(&mut self, now: Instant) {
        self.game = self.start.clone();
        self.round += 1;
        self.seats.swap(0, 1);
        for person in self.seats.iter_mut().filter_map(Seat::person_mut) {
            person.after = None;
        }
        self.clock = self.control.map(Clock::new);
        self.aborted = None;
        self.counts = None;
        self.offer = None;
        self.declined = None;
        self.end_told = false;
        self.started = false;
        self.start_if_full(now);
    }

    /// A draw agreed, `by` the side that accepted it; before each side
    /// has moved, it aborts the game instead.
    fn agree_draw(&mut self, by: Side) -> Result<(), Refusal> {
        self.offer = None;
        if !self.clock_runs() {
            self.aborted = Some(Abort::By(by));
            return Ok(());
        }
        match self.game.agree_draw() {
            Ok(_) => Ok(()),
            Err(DrawRefused::NoDraws(_)) => Err(Refusal::NoDraws(self.game.id())),
            Err(DrawRefused::Over) => Err(Refusal::NotPlaying),
        }
    }

    /// Takes back `plies` moves, and the clocks to where they stood.
    fn take_back(&mut self, plies: usize, now: Instant) {
        for _ in 0..plies {
            self.game.undo();
        }
        self.declined = None;
        // A first move taken back is due again in full.
        self.last_move_at = now;
        if let Some(clock) = &mut self.clock {
            clock.back_to(self.game.ply_count());
        }
    }

    /// The computer's turn, if a computer seat is to move and may now;
    /// a draw offered to it is weighed first, by the analysis that weighs
    /// one on the local game screen.
    pub fn computer_turn(&self, now: Instant) -> Option<ComputerTurn> {
        if self.phase() != Phase::Playing {
            return None;
        }
        if self.draw_offered_to_computer().is_some() {
            return Some(ComputerTurn {
                room: self.id.clone(),
                ply: self.game.ply_count(),
                game: self.game.clone(),
                bot: ANALYSIS_BOT,
                task: Task::Analyse,
                limits: analysis_limits(),
                // Only a person offers a computer a draw.
                class: Class::Person,
            });
        }
        let side = self.game.side_to_move();
        let Seat::Computer(bot) = self.seats[side.index()] else {
            return None;
        };
        let only_computers = self.only_computers();
        // Computers playing computers (the show too) wait while nobody
        // watches: no search for nobody.
        if only_computers && !self.anyone_in() {
            return None;
        }
        if only_computers && now.saturating_duration_since(self.last_move_at) < WATCH_PACE {
            return None;
        }
        // Days per move are no budget for a search: it thinks as
        // without a clock.
        let clock = self.clock.as_ref().filter(|_| !self.by_correspondence());
        let clock = clock.map(|clock| ClockLeft {
            left: clock.left(side),
            increment: clock.control().increment(),
            moves_to_go: None,
        });
        let movetime = match bot {
            Bot::Engine(Level::Master) if clock.is_none() => Some(MASTER_TIME),
            _ => None,
        };
        Some(ComputerTurn {
            room: self.id.clone(),
            ply: self.game.ply_count(),
            game: self.game.clone(),
            bot,
            task: Task::Move,
            limits: Limits {
                movetime,
                clock,
                ..Limits::default()
            },
            class: match only_computers {
                true => Class::Spectacle,
                false => Class::Person,
            },
        })
    }

    /// The computer's move for the turn at `ply`; a stale or illegal one
    /// is dropped.
    pub fn computer_plays(&mut self, ply: usize, mv: &str, now: Instant) -> bool {
        self.advance(now);
        let side = self.game.side_to_move();
        let computer = matches!(self.seats[side.index()], Seat::Computer(_));
        computer
            && self.phase() == Phase::Playing
            && ply == self.game.ply_count()
            && self.apply(mv, now).is_ok()
    }

    /// The computer's answer to the draw offered to it, from the score of
    /// the analysis of the position at `ply` (RULES.md "Ending a game by
    /// agreement"); a stale one is dropped. True when it answered.
    pub fn computer_weighed(&mut self, ply: usize, score: Option<Score>, now: Instant) -> bool {
        self.advance(now);
        let Some(computer) = self.draw_offered_to_computer() else {
            return false;
        };
        if self.phase() != Phase::Playing || ply != self.game.ply_count() {
            return false;
        }
        let mover = self.game.side_to_move();
        let evaluation = score.map(|score| Evaluation::from_search(score, mover));
        if !takes_draw(evaluation, computer) {
            if let Some(offer) = self.offer.take() {
                self.decline(offer);
            }
            return true;
        }
        // Offered in a game under way that has draws: agreeing holds.
        self.agree_draw(computer).is_ok()
    }

    /// A chat line from a connection in the room.
    pub fn say(&mut self, session: u64, name: &str, text: &str) -> Result<(), Refusal> {
        if !self.has(session) {
            return Err(Refusal::NotInRoom(self.id.clone()));
        }
        self.chat.say(name, text).ok_or(Refusal::EmptyLine)?;
        self.said += 1;
        Ok(())
    }

    /// The connection's (and its key's seat's) new name; true when a
    /// name shown changed.
    pub fn rename(&mut self, session: u64, key: &str, name: &str) -> bool {
        let side = self.seat_of(key);
        let watcher = self.watchers.get_mut(&session).map(|w| &mut w.name);
        let seat = side
            .and_then(|side| self.seats[side.index()].person_mut())
            .map(|person| &mut person.name);
        let mut changed = false;
        for shown in [watcher, seat].into_iter().flatten() {
            changed |= *shown != name;
            *shown = name.to_string();
        }
        changed
    }

    /// Whether the room can go: a game over (its game is in the archive)
    /// once neither player is in it, nor anyone at all; a room waiting
    /// for a player, or computers playing computers (the show too), after
    /// [`EMPTY_KEPT`] with nobody in it. A game between people goes on
    /// until it ends, and an end not kept yet keeps its room.
    pub fn expired(&self, now: Instant) -> bool {
        if self.unsaved_end.is_some() {
            return false;
        }
        if self.is_over() && !self.tv {
            let people: Vec<&Person> = self.seats.iter().filter_map(Seat::person).collect();
            let players_left = !people.is_empty() && !people.iter().any(|p| p.present());
            return players_left || !self.anyone_in();
        }
        (self.phase() != Phase::Playing || self.only_computers())
            && self
                .empty_since
                .is_some_and(|since| now.saturating_duration_since(since) >= EMPTY_KEPT)
    }

    /// Whether computers play both seats (the show, or a room made so).
    fn only_computers(&self) -> bool {
        self.seats.iter().all(|s| matches!(s, Seat::Computer(_)))
    }

    /// Whether someone can still play or watch its game live: what the
    /// server's limit of rooms counts.
    pub fn live(&self) -> bool {
        !self.is_over() || self.tv
    }

    /// The next moment after `now` at which the room changes by itself:
    /// a flag falls, a first move is missed, an empty seat is forfeited,
    /// the room goes, a computer playing a computer may move, or a show's
    /// next game starts. None when only a visitor (or a search's answer)
    /// can change it.
    pub fn deadline(&self, now: Instant) -> Option<Instant> {
        let playing = self.phase() == Phase::Playing;
        let clock_runs = self.clock_runs();
        let computers = self.only_computers() && self.anyone_in();
        let side = self.game.side_to_move();
        let flag = (self.clock.as_ref())
            .filter(|_| playing && clock_runs)
            .map(|clock| self.clocked_at + clock.left(side));
        let first_move = self.first_move_due().filter(|_| playing);
        let pace = (playing && computers).then(|| self.last_move_at + WATCH_PACE);
        let expiry = self
            .empty_since
            .filter(|_| !playing || self.only_computers())
            .map(|since| since + EMPTY_KEPT);
        let forfeits = Side::BOTH
            .into_iter()
            .filter_map(|side| self.forfeit_at(side))
            .filter(|_| playing);
        [flag, first_move, pace, expiry, self.next_show_at()]
            .into_iter()
            .flatten()
            .chain(forfeits)
            .filter(|at| *at > now)
            .min()
    }

    /// The room as the lobby lists it to the visitor of this key.
    pub fn summary(&self, key: &str) -> RoomSummary {
        let yours = self.seat_of(key);
        let clock = self.clock.as_ref();
        RoomSummary {
            id: self.id.clone(),
            game: self.game.id(),
            seats: self.seats.each_ref().map(Seat::view),
            watchers: self.watchers.len(),
            control: self.control,
            phase: self.shown_phase(),
            yours,
            held: self.held_open_by(key),
            turn: (self.shown_phase() == Phase::Playing).then(|| self.game.side_to_move()),
            your_time: yours.and_then(|side| Some(clock?.left(side))),
        }
    }

    /// How long each empty seat has until it is forfeited, in a game
    /// under way.
    fn forfeits_in(&self, now: Instant) -> [Option<Duration>; 2] {
        let playing = self.phase() == Phase::Playing;
        Side::BOTH.map(|side| {
            let at = self.forfeit_at(side)?;
            playing.then(|| at.saturating_duration_since(now))
        })
    }

    /// The room as this connection sees it at `now`.
    pub fn view(&self, session: u64, now: Instant) -> RoomView {
        let running = (self.phase() == Phase::Playing && self.clock.is_some() && self.clock_runs())
            .then(|| self.game.side_to_move());
        RoomView {
            id: self.id.clone(),
            game: self.unsaved_end.as_deref().unwrap_or(&self.game).clone(),
            options: self.options.clone(),
            control: self.control,
            clocks: self.clock.as_ref().map(Clock::readings),
            running,
            seats: self.seats.each_ref().map(Seat::view),
            forfeits_in: self.forfeits_in(now),
            watchers: self.watchers.values().map(|w| w.name.clone()).collect(),
            phase: self.shown_phase(),
            offer: self.standing_offer(),
            chat: self.chat.lines(),
            you: self.seat_held_by(session),
            displaced: self.watchers.get(&session).is_some_and(|w| w.displaced),
            tv: self.tv,
            rated: self.rated_game().is_some(),
            over_pair_limit: self.counts == Some(false) && self.rated_pace().is_some(),
            saving: self.unsaved_end.is_some(),
            round: self.round,
        }
    }
}

/// Why a kept room cannot be played again, in one line for the log.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("room {room} cannot be restored: {reason}")]
pub struct RestoreError {
    pub room: String,
    pub reason: String,
}

/// What of a room the store keeps, and the room brought back from it.
impl Room {
    /// The room as the store keeps it.
    pub fn row(&self) -> RoomRow {
        RoomRow {
            id: self.id.clone(),
            number: self.number,
            game: self.game.id(),
            options: self.options.clone(),
            start: self.start.start_position(),
            control: self.control,
            creator: self.creator.clone(),
            seats: self.seats.each_ref().map(Seat::row),
            round: self.round,
            ended: self.game.ended(),
            aborted: self.aborted,
            rated: self.rated,
        }
    }

    /// The writes that bring the store from `before` (this room as last
    /// kept) to the room as it is: its row, its moves, new chat lines
    /// and the game's end into the archive. None when nothing kept
    /// changed, nor ever for a show.
    pub fn changes_since(&self, before: &Room) -> Vec<Write> {
        if self.tv {
            return Vec::new();
        }
        let mut writes = Vec::new();
        let row = self.row();
        if row != before.row() {
            writes.push(Write::Room(row));
        }
        let moves = self.game.move_coordinates();
        let from = if before.round == self.round {
            let old = before.game.move_coordinates();
            moves.iter().zip(&old).take_while(|(a, b)| a == b).count()
        } else {
            0
        };
        if before.round != self.round || from < moves.len().max(before.game.ply_count()) {
            writes.push(Write::Moves {
                room: self.id.clone(),
                round: self.round,
                from,
                moves: self.moves_from(from, &moves),
            });
        }
        let lines = self.chat.lines();
        let new = self.said.saturating_sub(before.said).min(lines.len());
        writes.extend(lines[lines.len() - new..].iter().map(|line| Write::Chat {
            room: self.id.clone(),
            line: line.clone(),
            keep: CHAT_LINES,
        }));
        let ended = self.is_over() && (!before.is_over() || before.round != self.round);
        writes.extend(ended.then(|| self.finished()).flatten());
        writes
    }

    /// The moves from ply `from` on, each with the clocks after it.
    fn moves_from(&self, from: usize, moves: &[String]) -> Vec<MoveRow> {
        let history = self.clock.as_ref().map(Clock::history);
        moves
            .iter()
            .enumerate()
            .skip(from)
            .map(|(ply, text)| MoveRow {
                ply,
                text: text.clone(),
                clocks_ms: history
                    .and_then(|h| h.get(ply + 1))
                    .map(|readings| readings.map(whole_millis)),
            })
            .collect()
    }

    /// The writes for a game that ended as time passed (a flag, an empty
    /// seat, a first move missed): its row and the archive; none for a
    /// show.
    pub fn end_writes(&self) -> Vec<Write> {
        if self.tv {
            return Vec::new();
        }
        let mut writes = vec![Write::Room(self.row())];
        writes.extend(self.finished());
        writes
    }

    /// The result and the reason's code, once the game ended.
    pub fn result(&self) -> Option<(&'static str, &'static str)> {
        match self.phase() {
            Phase::Over(end) => Some((end.outcome.result(), end.reason.code())),
            Phase::Aborted(_) => Some(("*", ABORTED)),
            _ => None,
        }
    }

    /// The ended game as the archive keeps it.
    fn finished(&self) -> Option<Write> {
        let (result, reason) = self.result()?;
        let players = self.seats.each_ref().map(Seat::player);
        let record = GameRecord::from_game(&self.game, &self.options, players)
            .with_clock(self.clock.as_ref());
        Some(Write::Finished(Box::new(FinishedGame {
            room: self.id.clone(),
            round: self.round,
            result: result.to_string(),
            reason: reason.to_string(),
            players: self.seats.each_ref().map(Seat::row),
            record,
            rated: self.rated_game(),
            ratings: None,
            ended: None,
        })))
    }

    /// The pace this game counts in for the ratings: none once aborted,
    /// nor when its players had their rated games for the day.
    fn rated_game(&self) -> Option<Pace> {
        self.rated_pace()
            .filter(|_| self.aborted.is_none() && self.counts != Some(false))
    }

    /// The two keys of a rated game that has begun (both seats taken)
    /// and not been told yet whether it counts for ratings.
    pub fn rating_undecided(&self) -> Option<[&str; 2]> {
        let people = self.people()?;
        let open = self.counts.is_none() && self.started && !self.is_over();
        (open && self.rated_pace().is_some()).then_some(people)
    }

    /// Whether the game changes ratings, as the rooms decided.
    pub fn decide_rating(&mut self, counts: bool) {
        self.counts = Some(counts);
    }

    /// The two keys of a game under way that counts for ratings.
    pub fn counted_pair(&self) -> Option<[&str; 2]> {
        let people = self.people()?;
        let counted = self.counts == Some(true) && !self.is_over();
        counted.then_some(people)
    }

    /// The keys of the people in both seats, when people sit in both.
    fn people(&self) -> Option<[&str; 2]> {
        let [Some(one), Some(two)] = self.seats.each_ref().map(Seat::person) else {
            return None;
        };
        Some([one.key.as_str(), two.key.as_str()])
    }

    /// The pace its games are rated in: a rated room's, on a clock,
    /// between two people (never a computer, nor one key against itself).
    fn rated_pace(&self) -> Option<Pace> {
        let [one, two] = self.people()?;
        (self.rated && one != two)
            .then(|| Pace::of(self.control))
            .flatten()
    }

    /// Each person's rating in the room's game and pace, beside their
    /// name. Once the game is over the ratings it began with stay, as
    /// its record gives them, until a rematch.
    pub fn show_ratings(&mut self, ratings: &Ratings) {
        let Some(pace) = Pace::of(self.control) else {
            return;
        };
        let (game, over) = (self.game.id(), self.is_over());
        for person in self.seats.iter_mut().filter_map(Seat::person_mut) {
            if !over || person.rating.is_none() {
                person.rating = Some(ratings.rating(&person.key, game, pace));
            }
        }
    }

    /// Its rated game's end is kept: each player's rating as it began
    /// and after it, shown beside their name until a rematch.
    pub fn rated_end(&mut self, end: &RatedEnd) {
        if end.room != self.id || end.round != self.round {
            return;
        }
        let ratings = end.before.into_iter().zip(end.after);
        for (seat, (before, after)) in self.seats.iter_mut().zip(ratings) {
            if let Some(person) = seat.person_mut() {
                person.rating = Some(before);
                person.after = Some(after);
            }
        }
    }

    /// Whether a person of one of these keys sits here.
    pub fn seats_any(&self, keys: &[String]) -> bool {
        keys.iter().any(|key| self.seat_of(key).is_some())
    }

    /// A kept room as it stood, with nobody in it: the game replayed,
    /// the clocks as they read after the last move (the time the server
    /// was down is not charged), each person's seat empty from `now`, so
    /// the grace before a forfeit starts again.
    pub fn restore(saved: SavedRoom, now: Instant) -> Result<Room, RestoreError> {
        let row = saved.row;
        let refused = |reason: String| RestoreError {
            room: row.id.clone(),
            reason,
        };
        let start = AnyGame::from_position(row.game, &row.start, &row.options)
            .map_err(|e| refused(e.to_string()))?;
        let mut game = start.clone();
        for mv in &saved.moves {
            game.play_text(&mv.text)
                .map_err(|e| refused(format!("move {} ({}): {e}", mv.ply + 1, mv.text)))?;
        }
        if let Some(end) = row.ended {
            game.resume_end(end);
        }
        let clock = row.control.map(|control| {
            let mut history = vec![[control.allowance(); 2]];
            let after = saved.moves.iter().filter_map(|mv| mv.clocks_ms);
            history.extend(after.map(|ms| ms.map(Duration::from_millis)));
            let left = history.last().copied().unwrap_or([control.allowance(); 2]);
            Clock::resume(control, left, history)
        });
        let [one, two] = &row.seats;
        let seats = [
            Seat::restore(one, row.game, now),
            Seat::restore(two, row.game, now),
        ];
        let [Some(one), Some(two)] = seats else {
            return Err(refused("a computer player unknown here".to_string()));
        };
        let mut room = Room {
            number: row.number,
            round: row.round,
            creator: row.creator,
            start,
            game,
            options: row.options,
            control: row.control,
            clock,
            clocked_at: now,
            seats: [one, two],
            watchers: BTreeMap::new(),
            started: false,
            aborted: row.aborted,
            rated: row.rated,
            counts: None,
            offer: None,
            declined: None,
            chat: Chat::from_lines(saved.chat),
            said: 0,
            empty_since: Some(now),
            last_move_at: now,
            end_told: false,
            tv: false,
            unsaved_end: None,
            id: row.id,
        };
        room.end_told = room.is_over();
        room.start_if_full(now);
        Ok(room)
    }
}

fn whole_millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}
