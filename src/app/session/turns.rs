//! Whose move it is: a person's move played, the computer asked to
//! move and its answer, a hint, undo and redo, and time passing.

use super::motion::{Animation, Tick, pause_ticks};
use super::thinking::{HURRY, Heard};
use super::{Message, Overlay, PlayerKind, Session};
use crate::ai::{Bot, Level, Limits, Task};
use crate::app::engines::{self, STAND_IN};
use crate::app::event::Effect;
use crate::app::settings::{self, Settings};
use crate::app::text;
use crate::games::Side;
use crate::i18n::Explain;

impl Session {
    /// Starts the computer's search when it is its turn and nothing
    /// (animation, pause, a paused watch) holds it back; else analyses
    /// the position shown, if its evaluation is wanted and not known.
    pub fn schedule(&mut self, settings: &Settings) -> Vec<Effect> {
        if self.is_over() {
            let mut effects: Vec<Effect> = self.stop_engines().into_iter().collect();
            effects.extend(self.analyse(settings));
            return effects;
        }
        if self.searches.busy() {
            return Vec::new();
        }
        if self.motion.busy() {
            // In a game of computers the evaluation is found between their
            // moves, while the last one travels and the pause runs (the
            // next search stops it should it take longer).
            return if self.watched() {
                self.analyse(settings)
            } else {
                Vec::new()
            };
        }
        let side = self.game.side_to_move();
        if self.watched() && !self.motion.may_move() {
            return self.analyse(settings);
        }
        let computer = self.players[side.index()].kind.is_computer();
        if computer && self.failed != Some(side) && !self.computer_may_search() {
            return Vec::new();
        }
        let bot = match &self.players[side.index()].kind {
            // A person's turn here, or a room's player whose move the
            // room sends: the evaluation, where shown, meanwhile.
            PlayerKind::Human | PlayerKind::Remote => return self.analyse(settings),
            // It waits for the person to pick another opponent.
            PlayerKind::Engine(_) if self.failed == Some(side) => return self.analyse(settings),
            PlayerKind::Computer(bot) => *bot,
            PlayerKind::Engine(name) => {
                let name = name.clone();
                let mut effects = self.searches.stop_analysis();
                effects.extend(self.ask_engine(side, &name, settings));
                return effects;
            }
        };
        let mut effects = self.searches.stop_analysis();
        // On a clock, the search budgets its own time from it.
        let clock = self.clock_left();
        let limits = match bot {
            Bot::Engine(Level::Master) if clock.is_none() => Limits {
                movetime: Some(settings.master_time()),
                ..Limits::default()
            },
            _ => Limits {
                clock,
                ..Limits::default()
            },
        };
        effects.push(self.searches.start(&self.game, bot, Task::Move, limits));
        effects
    }

    /// Analyses the next position of the game while Review needs it (see
    /// [`Session::analyse_game`]), else the position shown in the
    /// background when its evaluation is wanted and not known (see
    /// [`super::thinking::Searches::analyse`]).
    pub(super) fn analyse(&mut self, settings: &Settings) -> Vec<Effect> {
        if let Some(effects) = self.analyse_game() {
            return effects;
        }
        if !self.shows_evaluation(settings.evaluation) {
            return Vec::new();
        }
        let board = match &self.overlay {
            Overlay::Review(review) => &review.board,
            _ => &self.game,
        };
        self.searches.analyse(board)
    }

    /// A report from the worker; stale ones are dropped.
    pub fn report(&mut self, report: crate::ai::Report, settings: &Settings) -> Vec<Effect> {
        match self.searches.hear(report, &self.game) {
            None | Some(Heard::Progress) => Vec::new(),
            Some(Heard::Analysed) => self.analyse_game().unwrap_or_default(),
            Some(Heard::Hint(mv)) => {
                self.show_hint(&mv);
                Vec::new()
            }
            Some(Heard::Offer(evaluation)) => self.answer_offer(evaluation),
            Some(Heard::Move(mv)) => self.computer_moves(&mv, settings),
            Some(Heard::NoMove) => {
                self.refresh();
                Vec::new()
            }
            Some(Heard::Failed(reason)) => {
                self.failed = Some(self.game.side_to_move());
                self.message = Some(Message::Error(text::engine_failed(
                    self.lang,
                    &reason.explain(self.lang),
                    STAND_IN.title(self.lang),
                )));
                vec![Effect::StopEngines]
            }
        }
    }

    /// Asks the side's engine for its move: the one of that name in the
    /// settings, or the stand-in level if it is gone.
    fn ask_engine(&mut self, side: Side, name: &str, settings: &Settings) -> Vec<Effect> {
        let Some(entry) = engines::find(&settings.engines, name) else {
            self.message = Some(Message::Info(text::engine_missing(
                self.lang,
                name,
                STAND_IN.title(self.lang),
            )));
            self.players[side.index()].kind = PlayerKind::Computer(STAND_IN);
            return self.schedule(settings);
        };
        match entry.spec() {
            Ok(spec) => {
                // On a clock the engine is told the clock instead.
                let clock = self.clock_left();
                let limits = Limits {
                    movetime: clock.is_none().then(|| settings.master_time()),
                    clock,
                    ..Limits::default()
                };
                let opponent = self.clock_of(side.opponent());
                vec![
                    self.searches
                        .start_engine(&self.game, spec, limits, opponent),
                ]
            }
            Err(error) => {
                self.failed = Some(side);
                self.message = Some(Message::Error(text::engine_unusable(
                    self.lang,
                    name,
                    &error.explain(self.lang),
                )));
                Vec::new()
            }
        }
    }

    /// Lets the stand-in level play for the engine that failed.
    pub(super) fn replace_failed_engine(&mut self, settings: &Settings) -> Vec<Effect> {
        let Some(side) = self.failed.take() else {
            return Vec::new();
        };
        let player = &mut self.players[side.index()];
        if let PlayerKind::Engine(name) = &player.kind
            && player.name == *name
        {
            player.name = self.lang.tr(text::COMPUTER_NAME).into_owned();
        }
        player.kind = PlayerKind::Computer(STAND_IN);
        self.message = None;
        self.schedule(settings)
    }

    /// `+` or `-` watching computers: this game's pause between moves a
    /// step longer or shorter, said under the board with the setting's,
    /// which stays as it is.
    pub fn change_pause(&mut self, slower: bool, settings: &Settings) {
        let now = self.motion.pause_ms(settings.pause_ms);
        let ms = settings::step(
            now,
            settings::PAUSE_STEP_MS,
            0,
            settings::PAUSE_MAX_MS,
            slower,
        );
        self.motion.set_pause_ms(ms);
        self.note(text::game_pause_set(self.lang, ms, settings.pause_ms));
    }

    /// This game's pause between two computers' moves.
    pub fn pause_ms(&self, settings: &Settings) -> u64 {
        self.motion.pause_ms(settings.pause_ms)
    }

    /// `o` with no engine that failed: with none set up for this game,
    /// where to add one.
    pub fn no_other_opponent(&mut self, settings: &Settings) {
        let game = self.game.id();
        if !settings.engines.iter().any(|engine| engine.plays(game)) {
            self.note(self.lang.tr(text::NO_OTHER_OPPONENT).into_owned());
        }
    }

    /// The hint: the move the analysis finds best here, the one Review
    /// judges the move played by, so a hint taken is never marked. Shown
    /// at once when the analysis valued this position already, else
    /// searched for as the analysis would (and kept as its value).
    pub(super) fn ask_hint(&mut self) -> Vec<Effect> {
        if let Some(best) = self
            .searches
            .valued(&self.game.position())
            .and_then(|v| v.best)
        {
            self.show_hint(&best);
            return Vec::new();
        }
        self.message = Some(Message::Info(
            self.lang.tr(text::HINT_THINKING).into_owned(),
        ));
        let mut effects = self.searches.stop();
        effects.push(self.searches.start_hint(&self.game));
        effects
    }

    /// Marks the hinted move and names it as the move list would (SAN
    /// in the chess games), not in the worker's coordinates.
    pub(super) fn show_hint(&mut self, mv: &str) {
        let found = self.view.moves().find(|m| m.coordinates == mv);
        if let Some((hint, display)) = found.map(|m| (m.squares(), m.display.to_string())) {
            self.searches.show_hint(hint);
            self.cursor = hint.from;
            self.held = None;
            let shown = self.shown_move(&display);
            self.message = Some(Message::Info(text::hint_found(self.lang, &shown)));
        }
    }

    pub(super) fn computer_moves(&mut self, mv: &str, settings: &Settings) -> Vec<Effect> {
        let mover = self.game.side_to_move();
        let waiting = self.not_your_turn().map(Message::Info);
        if let Err(error) = self.game.play_text(mv) {
            self.message = Some(Message::Error(error.explain(self.lang)));
            return Vec::new();
        }
        // "The computer is thinking" is over once it has moved.
        if self.message.is_some() && self.message == waiting {
            self.message = None;
        }
        self.clock_moved(mover);
        let ticks = settings.animation.ticks();
        let animation = self
            .game
            .last_move()
            .filter(|_| ticks > 0)
            .map(|last| Animation {
                from: last.from,
                to: last.to,
                piece: self.game.piece_at(last.to),
                tick: 0,
                ticks,
            });
        self.motion.animate(animation);
        if animation.is_none() && self.watched() {
            self.motion
                .pause_for(pause_ticks(self.motion.pause_ms(settings.pause_ms)));
        }
        self.searches.clear_hint();
        self.after_move();
        self.play_premove(settings)
    }

    pub(super) fn after_move(&mut self) {
        self.held = None;
        self.refresh();
    }

    /// One tick of the clock: the animation moves on, the pause counts down.
    pub fn tick(&mut self, settings: &Settings) -> Vec<Effect> {
        match self.motion.tick() {
            Tick::Waiting => return Vec::new(),
            Tick::Arrived if self.watched() => {
                self.motion
                    .pause_for(pause_ticks(self.motion.pause_ms(settings.pause_ms)));
                if self.motion.busy() {
                    return Vec::new();
                }
            }
            Tick::Arrived | Tick::Ready => {}
        }
        self.schedule(settings)
    }

    /// Plays a person's move (coordinates or SAN); a refused move gets
    /// its reason under the board.
    pub(super) fn human_moves(&mut self, mv: &str, settings: &Settings) -> Vec<Effect> {
        if self.drill.is_some() {
            return self.drill_move(mv, settings);
        }
        let mover = self.game.side_to_move();
        let ply = self.game.ply_count();
        match self.game.play_text(mv) {
            Ok(_) if self.room.is_some() => {
                // Shown at once; the room's answer confirms or rebuilds it.
                self.message = None;
                if let Some(last) = self.game.last_move() {
                    self.cursor = last.to;
                }
                self.after_move();
                self.send_move(ply).into_iter().collect()
            }
            Ok(_) => {
                self.clock_moved(mover);
                self.message = None;
                // A hint or analysis under way was for the old position.
                let mut effects = self.searches.stop();
                self.searches.clear_hint();
                self.motion.halt();
                if let Some(last) = self.game.last_move() {
                    self.cursor = last.to;
                }
                self.after_move();
                effects.extend(self.schedule(settings));
                effects
            }
            Err(error) => {
                self.message = Some(Message::Error(error.explain(self.lang)));
                Vec::new()
            }
        }
    }

    pub(super) fn undo(&mut self, settings: &Settings) -> Vec<Effect> {
        let mut effects = self.searches.stop();
        if !self.game.undo() {
            self.message = Some(Message::Info(
                self.lang.tr(text::NOTHING_TO_UNDO).into_owned(),
            ));
            return effects;
        }
        // Against the computer: back to the person's previous turn.
        if !self.watched() {
            while self.players[self.game.side_to_move().index()].kind != PlayerKind::Human
                && self.game.undo()
            {}
        } else {
            self.motion.pause();
        }
        self.after_undo_or_redo();
        effects.extend(self.schedule(settings));
        effects
    }

    pub(super) fn redo(&mut self, settings: &Settings) -> Vec<Effect> {
        let mut effects = self.searches.stop();
        if !self.game.redo() {
            self.message = Some(Message::Info(
                self.lang.tr(text::NOTHING_TO_REDO).into_owned(),
            ));
            return effects;
        }
        if !self.watched() {
            while self.players[self.game.side_to_move().index()].kind != PlayerKind::Human
                && self.game.can_redo()
                && self.game.redo()
            {}
        }
        self.after_undo_or_redo();
        effects.extend(self.schedule(settings));
        effects
    }

    pub(super) fn after_undo_or_redo(&mut self) {
        // An engine that failed gets another chance (it starts afresh).
        self.failed = None;
        self.clock_back();
        self.motion.halt();
        self.searches.clear_hint();
        self.message = None;
        self.premove = None;
        self.overlay = Overlay::None;
        self.after_move();
        if let Some(last) = self.game.last_move() {
            self.cursor = last.to;
        } else {
            self.place_cursor();
        }
    }

    pub(super) fn move_now(&mut self, settings: &Settings) -> Vec<Effect> {
        let Some(thinking) = self.searches.thinking() else {
            return Vec::new();
        };
        if thinking.task != Task::Move {
            return Vec::new();
        }
        let side = thinking.side;
        // An engine's line is its own text: only a legal move is taken.
        let best = self
            .searches
            .best_so_far()
            .filter(|mv| self.view.moves().any(|m| m.coordinates == *mv));
        match (best, &self.players[side.index()].kind) {
            (Some(mv), _) => {
                let mut effects = self.searches.stop();
                effects.extend(self.computer_moves(&mv, settings));
                effects
            }
            (None, PlayerKind::Computer(bot)) => {
                let bot = *bot;
                let mut effects = self.searches.stop();
                effects.push(self.searches.start(&self.game, bot, Task::Move, HURRY));
                effects
            }
            // An engine keeps its own time; it has said no move yet.
            (None, PlayerKind::Human | PlayerKind::Engine(_) | PlayerKind::Remote) => Vec::new(),
        }
    }
}
