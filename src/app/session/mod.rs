//! The game screen: a game in progress and who plays it, its record, and
//! the keys dispatched by what is on screen. Split by concern: whose turn
//! and undo/redo in `turns`, the cursor and piece in hand in `hand`, the
//! text prompts in `prompts`, the computer's searches in [`thinking`],
//! what moves with time in [`motion`], the overlays in [`overlay`],
//! looking back in [`review`], the clocks in `clocks`, resigning and draw
//! offers in `ending`, moves chosen while the computer thinks in
//! `premove`, when the engine may help in [`fair`].

mod clocks;
pub mod drill;
mod ending;
pub mod fair;
mod hand;
pub mod motion;
pub mod overlay;
mod premove;
mod prompts;
pub mod review;
mod room;
pub mod thinking;
mod turns;

use motion::Motion;
use overlay::MAX_MOVE;
use review::Review;
use thinking::Searches;

pub use crate::ai::Evaluation;
pub use crate::app::players::{NewGame, Player, PlayerKind};
pub use drill::{Drill, Note, Standing, Task};
pub use ending::DrawAnswer;
pub use fair::EngineBar;
pub use motion::{Animation, TICK};
pub use overlay::{OverChoice, Overlay};
pub use premove::Premove;
pub use review::replay;
pub use room::RoomLink;
pub use thinking::Thinking;

use super::event::{Effect, Finished};
use super::keymap::{Action, Context};
use super::notation::{self, Notation};
use super::record;
use super::settings::{EvaluationShown, Settings};
use super::text;
use super::text_field::TextField;
use crate::games::{AnyGame, Coord, MoveSquares, Options, PieceKind, PositionView, Side, Status};
use crate::i18n::{Explain, Lang};
use crate::storage::saves::{GameRecord, SaveName};

/// A one-line note under the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Message {
    Info(String),
    Error(String),
}

#[derive(Clone, Debug)]
pub struct Session {
    game: AnyGame,
    options: Options,
    players: [Player; 2],
    pub cursor: Coord,
    pub flipped: bool,
    held: Option<Coord>,
    overlay: Overlay,
    message: Option<Message>,
    searches: Searches,
    /// The side whose engine failed, until another opponent takes over.
    failed: Option<Side>,
    motion: Motion,
    /// The legal moves and the checked king of the game's position,
    /// worked out once per position.
    view: PositionView,
    captured: [Vec<PieceKind>; 2],
    /// Fields of the saved record this build does not know, written back
    /// with every save so a newer version's data survives.
    extra: crate::storage::saves::Extra,
    /// The players' clocks, when the game is played on them.
    clock: Option<crate::games::Clock>,
    /// The room of `tabuleiro serve` whose game this is, if any.
    room: Option<RoomLink>,
    /// A move chosen while the computer thinks, for the person's turn.
    premove: Option<Premove>,
    /// The analysis of the whole game, once Review found it (or the save
    /// kept it).
    analysis: Option<crate::ai::analysis::Analysis>,
    /// Where the analysis is to be kept with the game, while the archive
    /// lacks it (see [`Session::keep_analysis_in`]).
    archived: Option<review::Keeper>,
    /// A game of the visitor's own on the server whose key holds a seat
    /// in a room's game under way: no engine (see [`fair`]).
    seated: bool,
    /// The language its notes are said in, the reader's (see
    /// [`Session::set_lang`]).
    lang: Lang,
    /// How its moves are shown (see [`Session::set_notation`]).
    notation: Notation,
    /// A puzzle or a lesson's step instead of a game (see [`drill`]).
    drill: Option<Drill>,
}

impl Session {
    /// A game screen; `id` keeps its search tickets apart from earlier ones.
    pub fn new(new: NewGame, id: u64) -> Session {
        let mut session = Session {
            cursor: Coord::new(0, 0),
            flipped: false,
            game: new.game,
            options: new.options,
            players: new.players,
            held: None,
            overlay: Overlay::None,
            message: None,
            searches: Searches::new(id),
            failed: None,
            motion: Motion::default(),
            view: PositionView::default(),
            captured: [Vec::new(), Vec::new()],
            extra: Default::default(),
            clock: None,
            room: None,
            premove: None,
            analysis: None,
            archived: None,
            seated: false,
            lang: Lang::default(),
            notation: Notation::default(),
            drill: None,
        };
        // The person sees the board from their own side.
        session.flipped = session.players[Side::Two.index()].kind == PlayerKind::Human
            && session.players[Side::One.index()].kind != PlayerKind::Human;
        session.refresh();
        session.place_cursor();
        session
    }

    /// Says the game's notes in `lang` from now on: the app tells it the
    /// reader's language before every event.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The language its notes are said in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn set_notation(&mut self, notation: Notation) {
        self.notation = notation;
    }

    /// A move as the game writes it (SAN in the chess games), as the
    /// reader is shown it.
    pub fn shown_move(&self, san: &str) -> String {
        notation::shown(san, self.game.id(), self.notation, self.lang)
    }

    /// Moves as the game writes them, as the reader is shown them.
    pub fn shown_moves(&self, sans: &[String]) -> Vec<String> {
        sans.iter().map(|san| self.shown_move(san)).collect()
    }

    /// The game's moves so far as the move list shows them.
    pub fn move_list(&self) -> Vec<String> {
        self.shown_moves(&self.game.move_texts())
    }

    /// Keeps the unknown fields of the record the game came from.
    pub fn with_extra(mut self, extra: crate::storage::saves::Extra) -> Session {
        self.extra = extra;
        self.take_saved_analysis();
        self
    }

    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn players(&self) -> &[Player; 2] {
        &self.players
    }

    pub fn held(&self) -> Option<Coord> {
        self.held
    }

    pub fn overlay(&self) -> &Overlay {
        &self.overlay
    }

    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    pub fn thinking(&self) -> Option<&Thinking> {
        self.searches.thinking()
    }

    pub fn hint(&self) -> Option<MoveSquares> {
        self.searches.hint()
    }

    /// The evaluation of the position shown, once the analysis gave it.
    pub fn evaluation(&self) -> Option<Evaluation> {
        self.searches.evaluation_of(self.board())
    }

    /// Whether the evaluation (and the thinking line's score) is shown
    /// in this game under the setting: never while the engine is barred
    /// (see [`fair`]); in a room of computers as in a local game of them.
    pub fn shows_evaluation(&self, shown: EvaluationShown) -> bool {
        if !self.engine_allowed() || self.drill.is_some() {
            return false;
        }
        let computer = self.players.iter().any(|p| p.kind.is_computer())
            || self.room.as_ref().is_some_and(|link| link.computer);
        match shown {
            EvaluationShown::Always => true,
            EvaluationShown::AgainstComputer => computer,
            EvaluationShown::Never => false,
        }
    }

    pub fn animation(&self) -> Option<Animation> {
        self.motion.animation()
    }

    pub fn paused(&self) -> bool {
        self.motion.paused()
    }

    /// The pieces each side had taken in the position shown (the one
    /// reviewed, in Review).
    pub fn captured(&self) -> &[Vec<PieceKind>; 2] {
        match &self.overlay {
            Overlay::Review(review) => review.captured(),
            _ => &self.captured,
        }
    }

    pub fn check(&self) -> Option<Coord> {
        self.view.checked_king()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.game.status(), Status::Over(_))
    }

    /// The game as a record to save, with the fields kept from its file.
    pub fn record(&self) -> GameRecord {
        self.record_of(&self.game)
    }

    /// `game` (this one, or it as ended) as a record of this session's.
    fn record_of(&self, game: &AnyGame) -> GameRecord {
        record::record(game, &self.options, &self.players)
            .with_clock(self.clock.as_ref())
            .with_extra(self.extra_with_analysis())
    }

    /// Whether another game in its place would lose this one: a local
    /// game in progress with a move made (a room keeps its own).
    pub fn at_stake(&self) -> bool {
        self.room.is_none() && !self.is_over() && self.game.ply_count() > 0
    }

    /// A game [at stake](Session::at_stake) as the archive keeps a game
    /// replaced by another: abandoned by nobody, a draw.
    pub fn abandoned(&self) -> Option<Finished> {
        if !self.at_stake() {
            return None;
        }
        let mut game = self.game.clone();
        let Status::Over(end) = game.abandon(None) else {
            return None;
        };
        let record = self.record_of(&game);
        Some(Finished { record, end })
    }

    /// Whether both players are computers (the game is watched).
    pub fn watched(&self) -> bool {
        self.players.iter().all(|p| p.kind.is_computer())
    }

    /// Whether the person at this screen plays a side (and so has a
    /// cursor to move with): not when computers or other people play both.
    pub fn person_plays(&self) -> bool {
        self.players.iter().any(|p| p.kind == PlayerKind::Human)
    }

    fn human_to_move(&self) -> bool {
        !self.is_over()
            && self.players[self.game.side_to_move().index()].kind == PlayerKind::Human
            && self.room.as_ref().is_none_or(|room| room.playing)
    }

    /// The board shown: the reviewed position, or the game.
    pub fn board(&self) -> &AnyGame {
        match &self.overlay {
            Overlay::Review(review) => &review.board,
            _ => &self.game,
        }
    }

    /// Which keys work now.
    pub fn context(&self) -> Context {
        match &self.overlay {
            Overlay::Prompt(_) => Context::Prompt,
            Overlay::Promotion { .. } => Context::Promotion,
            Overlay::Over { .. } => Context::Over,
            Overlay::Review(_) => Context::Review,
            Overlay::Position => Context::Position,
            Overlay::SaveName(_) => Context::SaveName,
            Overlay::Export { .. } => Context::ExportPath,
            Overlay::Chat(_) => Context::Chat,
            Overlay::Record { .. } => Context::RecordText,
            Overlay::None if self.room.is_some() && self.held.is_none() => Context::Room,
            Overlay::None
                if self
                    .drill
                    .as_ref()
                    .is_some_and(|d| d.standing() != Standing::Solving) =>
            {
                Context::DrillOver
            }
            Overlay::None if self.drill.is_some() && self.held.is_none() => Context::Drill,
            Overlay::None if self.watched() => Context::Watch,
            Overlay::None if self.held.is_some() => Context::Holding,
            Overlay::None => Context::Board,
        }
    }

    /// Whether an action would do something now (the hint line lists
    /// only those).
    pub fn available(&self, action: Action) -> bool {
        match action {
            Action::Undo => self.game.ply_count() > 0,
            Action::Redo => self.game.can_redo(),
            Action::Hint if self.drill.is_some() => self.human_to_move(),
            Action::Hint => self.human_to_move() && self.engine_allowed(),
            Action::Review => self.engine_allowed(),
            Action::NextMark | Action::PreviousMark => self
                .analysis
                .as_ref()
                .is_some_and(|a| a.moves.iter().any(|judged| judged.mark.is_some())),
            Action::Pick | Action::OpenPrompt => self.human_to_move() || self.may_premove(),
            Action::CancelPremove => self.premove.is_some(),
            Action::MoveNow => self.searches.moving(),
            Action::ChangeOpponent => self.failed.is_some(),
            Action::Resign => self.resigner().is_some(),
            Action::OfferDraw if self.room.is_some() => self.may_offer_room_draw(),
            Action::OfferDraw => self.may_offer_draw(),
            Action::Takeback => self.may_ask_takeback(),
            Action::OverRematch if self.room.is_some() => self.may_rematch(),
            Action::Accept | Action::Decline => self.offer_to_answer().is_some(),
            Action::Step | Action::Resume => self.motion.paused(),
            Action::PauseResume => !self.motion.paused(),
            Action::SwitchFormat => match &self.overlay {
                Overlay::Export { format, .. } => format.other(self.game.id()).is_some(),
                _ => false,
            },
            _ => true,
        }
    }

    /// Whether the loop should send ticks.
    pub fn wants_ticks(&self) -> bool {
        self.motion.busy() || self.searches.thinking().is_some() || self.counting_down()
    }

    /// Puts the cursor on a piece of the side to move.
    fn place_cursor(&mut self) {
        if let Some(first) = self.view.moves().next() {
            self.cursor = first.from;
        }
    }

    /// Recomputes what is derived from the game: its legal moves and
    /// check, captured pieces, the game-over box.
    fn refresh(&mut self) {
        self.drop_stale_analysis();
        self.view = self.game.view();
        self.captured = self.game.captured_pieces();
        if self.is_over() {
            self.premove = None;
        }
        if self.is_over() && self.room.is_some() {
            // A room's game ends without the box: the room stays open.
            self.held = None;
            self.note_room_end();
        } else if self.is_over() && self.drill.is_some() {
            // A drill says its own end.
            self.held = None;
        } else if self.is_over() {
            self.held = None;
            self.overlay = Overlay::Over { choice: 0 };
        } else if matches!(self.overlay, Overlay::Over { .. }) {
            self.overlay = Overlay::None;
        }
    }

    /// Leaving the game screen: the search stops (Continue restarts it).
    pub fn leave(&mut self) -> Vec<Effect> {
        self.motion.halt();
        let mut effects = self.searches.stop();
        effects.extend(self.stop_engines());
        effects
    }

    /// Stops this game's external engines, if it has any.
    pub fn stop_engines(&self) -> Option<Effect> {
        let engines = self
            .players
            .iter()
            .any(|p| matches!(p.kind, PlayerKind::Engine(_)));
        engines.then_some(Effect::StopEngines)
    }

    /// A line of information under the board.
    pub fn note(&mut self, note: String) {
        self.message = Some(Message::Info(note));
    }

    /// A line under the board saying what went wrong.
    pub fn warn(&mut self, warning: String) {
        self.message = Some(Message::Error(warning));
    }

    /// A game-screen action; the ones that leave the screen are the App's.
    pub fn act(&mut self, action: Action, settings: &Settings) -> Vec<Effect> {
        match (self.context(), action) {
            (Context::Review, _) => {
                let mut effects = self.review(action);
                effects.extend(self.schedule(settings));
                effects
            }
            (_, Action::Hint | Action::Review) if let Some(bar) = self.engine_bar() => {
                self.note(bar.explain(self.lang));
                Vec::new()
            }
            (Context::Over, Action::Up | Action::Down) => {
                self.overlay.move_choice(action == Action::Down);
                Vec::new()
            }
            (_, Action::Up | Action::Down | Action::Left | Action::Right) => {
                self.move_cursor(action);
                Vec::new()
            }
            (_, Action::Pick) => self.pick(settings),
            (_, Action::PutBack) => {
                self.held = None;
                self.overlay = Overlay::None;
                Vec::new()
            }
            (_, Action::CancelPremove) => {
                self.cancel_premove();
                Vec::new()
            }
            (_, Action::OpenPrompt) if self.human_to_move() || self.may_premove() => {
                self.held = None;
                self.overlay = Overlay::Prompt(TextField::new(MAX_MOVE));
                Vec::new()
            }
            (Context::Board | Context::Watch, Action::ShowPosition) => {
                self.overlay = Overlay::Position;
                Vec::new()
            }
            (Context::Board, Action::SaveAs) => {
                self.held = None;
                self.overlay = Overlay::SaveName(TextField::new(SaveName::MAX));
                Vec::new()
            }
            (Context::Room, Action::Chat) => {
                self.open_chat();
                Vec::new()
            }
            (Context::Room, Action::ShowPosition) => {
                self.overlay = Overlay::Position;
                Vec::new()
            }
            (
                Context::Position | Context::SaveName | Context::Prompt | Context::Chat,
                Action::Back,
            ) => {
                self.overlay = Overlay::None;
                Vec::new()
            }
            // The record may have been opened from the game-over box.
            (Context::RecordText, Action::Back) => {
                self.close_export();
                Vec::new()
            }
            (Context::RecordText, Action::Copy) => self.copy_record(),
            (Context::ExportPath, Action::Back) => {
                self.close_export();
                Vec::new()
            }
            (Context::ExportPath, Action::SwitchFormat) => {
                self.switch_format();
                Vec::new()
            }
            (Context::Prompt, Action::Activate) => self.submit_prompt(settings),
            (_, Action::Promote(choice)) => self.promote(choice, settings),
            (_, Action::Undo) => self.undo(settings),
            (_, Action::Redo) => self.redo(settings),
            (_, Action::Hint) if self.drill.is_some() => {
                self.drill_hint();
                Vec::new()
            }
            (_, Action::Hint) if self.human_to_move() => self.ask_hint(),
            (_, Action::Flip) => {
                self.flipped = !self.flipped;
                // Which way round is not obvious from an opening position.
                let below = if self.flipped { Side::Two } else { Side::One };
                let name = self.game.id().side_titles(self.lang)[below.index()];
                self.message = Some(Message::Info(text::flipped(self.lang, name)));
                Vec::new()
            }
            (_, Action::MoveNow) => self.move_now(settings),
            (_, Action::ChangeOpponent) => self.replace_failed_engine(settings),
            (_, Action::PauseResume | Action::Resume) => {
                let note = if self.motion.toggle_pause() {
                    self.lang.tr(text::PAUSED)
                } else {
                    self.lang.tr(text::RESUMED)
                };
                self.message = Some(Message::Info(note.to_string()));
                self.schedule(settings)
            }
            (_, Action::Step) if self.motion.paused() => {
                self.motion.step();
                self.message = Some(Message::Info(self.lang.tr(text::STEPPED).into_owned()));
                self.schedule(settings)
            }
            (_, Action::Review) => {
                self.held = None;
                self.overlay = Overlay::Review(Review::new(&self.game));
                self.schedule(settings)
            }
            _ => Vec::new(),
        }
    }

    /// The choice under the cursor in the game-over box.
    pub fn over_choice(&self) -> Option<OverChoice> {
        self.overlay.over_choice()
    }

    /// Review keys: step through the game, flip, or leave (the game's
    /// analysis, if under way, stops with it).
    fn review(&mut self, action: Action) -> Vec<Effect> {
        match action {
            Action::Flip => self.flipped = !self.flipped,
            Action::NextMark => self.go_to_mark(true),
            Action::PreviousMark => self.go_to_mark(false),
            Action::Back => {
                self.overlay = Overlay::None;
                self.refresh();
                return self.searches.stop_analysis();
            }
            _ => {
                if let Overlay::Review(review) = &mut self.overlay {
                    review.step(action, &self.game, &self.options);
                }
            }
        }
        Vec::new()
    }

    /// The review position, if reviewing: (ply, total).
    pub fn review_position(&self) -> Option<(usize, usize)> {
        match &self.overlay {
            Overlay::Review(review) => Some((review.ply, self.game.ply_count())),
            _ => None,
        }
    }
}
