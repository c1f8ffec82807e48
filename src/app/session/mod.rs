//! The game screen: a game in progress, who plays it, the cursor and the
//! piece in hand, and what sits over the board. What the computer is
//! doing lives in [`thinking`], what moves with time in [`motion`], the
//! overlays in [`overlay`], looking back in [`review`].

pub mod motion;
pub mod overlay;
pub mod review;
pub mod thinking;

use motion::{Motion, Tick, pause_ticks};
use overlay::MAX_MOVE;
use review::Review;
use thinking::{HINT_BOT, HINT_TIME, HURRY, Heard, Searches};

pub use crate::app::players::{NewGame, Player, PlayerKind};
pub use motion::{Animation, TICK};
pub use overlay::{OverChoice, Overlay};
pub use review::replay;
pub use thinking::{Evaluation, Thinking};

use super::event::Effect;
use super::keymap::{Action, Context, Key, PromotionChoice};
use super::load::MAX_PATH;
use super::record::{self, ExportFormat};
use super::settings::Settings;
use super::text;
use super::text_field::TextField;
use crate::ai::{Bot, Level, Limits, Task};
use crate::games::{AnyGame, Coord, MoveSquares, Options, PieceKind, PositionView, Side, Status};
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
    motion: Motion,
    /// The legal moves and the checked king of the game's position,
    /// worked out once per position.
    view: PositionView,
    captured: [Vec<PieceKind>; 2],
    /// Fields of the saved record this build does not know, written back
    /// with every save so a newer version's data survives.
    extra: crate::storage::saves::Extra,
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
            motion: Motion::default(),
            view: PositionView::default(),
            captured: [Vec::new(), Vec::new()],
            extra: Default::default(),
        };
        // The person sees the board from their own side.
        session.flipped = session.players[Side::Two.index()].kind == PlayerKind::Human
            && session.players[Side::One.index()].kind != PlayerKind::Human;
        session.refresh();
        session.place_cursor();
        session
    }

    /// Keeps the unknown fields of the record the game came from.
    pub fn with_extra(mut self, extra: crate::storage::saves::Extra) -> Session {
        self.extra = extra;
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
    pub fn evaluation(&self) -> Option<Evaluation> {
        self.searches.evaluation()
    }
    pub fn animation(&self) -> Option<Animation> {
        self.motion.animation()
    }
    pub fn paused(&self) -> bool {
        self.motion.paused()
    }
    pub fn captured(&self) -> &[Vec<PieceKind>; 2] {
        &self.captured
    }
    pub fn check(&self) -> Option<Coord> {
        self.view.checked_king()
    }

    pub fn is_over(&self) -> bool {
        matches!(self.game.status(), Status::Over(_))
    }

    /// The game as a record to save, with the fields kept from its file.
    pub fn record(&self) -> GameRecord {
        record::record(&self.game, &self.options, &self.players).with_extra(self.extra.clone())
    }

    /// Whether both players are computers (the game is watched).
    pub fn watched(&self) -> bool {
        self.players
            .iter()
            .all(|p| matches!(p.kind, PlayerKind::Computer(_)))
    }

    fn human_to_move(&self) -> bool {
        !self.is_over() && self.players[self.game.side_to_move().index()].kind == PlayerKind::Human
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
            Action::Hint | Action::Pick | Action::OpenPrompt => self.human_to_move(),
            Action::MoveNow => self.searches.moving(),
            Action::Step => self.motion.paused(),
            Action::SwitchFormat => match &self.overlay {
                Overlay::Export { format, .. } => format.other(self.game.id()).is_some(),
                _ => false,
            },
            _ => true,
        }
    }

    /// Whether the loop should send ticks.
    pub fn wants_ticks(&self) -> bool {
        self.motion.busy() || self.searches.thinking().is_some()
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
        self.view = self.game.view();
        self.captured = self.game.captured_pieces();
        if self.is_over() {
            self.held = None;
            self.overlay = Overlay::Over { choice: 0 };
        } else if matches!(self.overlay, Overlay::Over { .. }) {
            self.overlay = Overlay::None;
        }
    }

    /// Leaving the game screen: the search stops (Continue restarts it).
    pub fn leave(&mut self) -> Vec<Effect> {
        self.motion.halt();
        self.searches.stop()
    }

    /// A line of information under the board.
    pub fn note(&mut self, note: String) {
        self.message = Some(Message::Info(note));
    }

    /// A line under the board saying what went wrong.
    pub fn warn(&mut self, warning: String) {
        self.message = Some(Message::Error(warning));
    }

    /// Starts the computer's search when it is its turn and nothing
    /// (animation, pause, a paused watch) holds it back.
    pub fn schedule(&mut self, settings: &Settings) -> Vec<Effect> {
        if self.searches.thinking().is_some() || self.motion.busy() || self.is_over() {
            return Vec::new();
        }
        let side = self.game.side_to_move();
        let PlayerKind::Computer(bot) = self.players[side.index()].kind else {
            return Vec::new();
        };
        if self.watched() && !self.motion.may_move() {
            return Vec::new();
        }
        let limits = match bot {
            Bot::Engine(Level::Master) => Limits {
                movetime: Some(settings.master_time()),
                ..Limits::default()
            },
            _ => Limits::default(),
        };
        vec![self.searches.start(&self.game, bot, Task::Move, limits)]
    }

    /// A report from the worker; stale ones are dropped.
    pub fn report(&mut self, report: crate::ai::Report, settings: &Settings) -> Vec<Effect> {
        match self.searches.hear(report) {
            None | Some(Heard::Progress) => Vec::new(),
            Some(Heard::Hint(mv)) => {
                self.show_hint(&mv);
                Vec::new()
            }
            Some(Heard::Move(mv)) => self.computer_moves(&mv, settings),
            Some(Heard::NoMove) => {
                self.refresh();
                Vec::new()
            }
        }
    }

    fn show_hint(&mut self, mv: &str) {
        let found = self.view.moves().find(|m| m.coordinates == mv);
        if let Some(hint) = found.map(|m| m.squares()) {
            self.searches.show_hint(hint);
            self.cursor = hint.from;
            self.held = None;
            self.message = Some(Message::Info(text::hint_found(mv)));
        }
    }

    fn computer_moves(&mut self, mv: &str, settings: &Settings) -> Vec<Effect> {
        if let Err(error) = self.game.play_text(mv) {
            self.message = Some(Message::Error(error.to_string()));
            return Vec::new();
        }
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
            self.motion.pause_for(pause_ticks(settings.pause_ms));
        }
        self.searches.clear_hint();
        self.after_move();
        self.schedule(settings)
    }

    fn after_move(&mut self) {
        self.held = None;
        self.refresh();
    }

    /// One tick of the clock: the animation moves on, the pause counts down.
    pub fn tick(&mut self, settings: &Settings) -> Vec<Effect> {
        match self.motion.tick() {
            Tick::Waiting => return Vec::new(),
            Tick::Arrived if self.watched() => {
                self.motion.pause_for(pause_ticks(settings.pause_ms));
                if self.motion.busy() {
                    return Vec::new();
                }
            }
            Tick::Arrived | Tick::Ready => {}
        }
        self.schedule(settings)
    }

    /// A key for the text field open over the board; true when it took it.
    /// A `:` typed into the move prompt starts it afresh, as in vim.
    pub fn type_key(&mut self, key: Key) -> bool {
        if let (Overlay::Prompt(field), Key::Char(':')) = (&mut self.overlay, key) {
            field.clear();
            return true;
        }
        self.overlay.field_mut().is_some_and(|field| field.key(key))
    }

    /// A game-screen action; the ones that leave the screen are the App's.
    pub fn act(&mut self, action: Action, settings: &Settings) -> Vec<Effect> {
        match (self.context(), action) {
            (Context::Review, _) => {
                self.review(action);
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
            (_, Action::OpenPrompt) if self.human_to_move() => {
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
            (Context::Position | Context::SaveName | Context::Prompt, Action::Back) => {
                self.overlay = Overlay::None;
                Vec::new()
            }
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
            (_, Action::Hint) if self.human_to_move() => {
                self.message = Some(Message::Info(text::HINT_THINKING.to_string()));
                let mut effects = self.searches.stop();
                let limits = Limits {
                    movetime: Some(HINT_TIME),
                    ..Limits::default()
                };
                effects.push(
                    self.searches
                        .start(&self.game, HINT_BOT, Task::Hint, limits),
                );
                effects
            }
            (_, Action::Flip) => {
                self.flipped = !self.flipped;
                Vec::new()
            }
            (_, Action::MoveNow) => self.move_now(settings),
            (_, Action::PauseResume) => {
                let note = if self.motion.toggle_pause() {
                    text::PAUSED
                } else {
                    text::RESUMED
                };
                self.message = Some(Message::Info(note.to_string()));
                self.schedule(settings)
            }
            (_, Action::Step) if self.motion.paused() => {
                self.motion.step();
                self.schedule(settings)
            }
            (_, Action::Review) => {
                self.held = None;
                self.overlay = Overlay::Review(Review::new(&self.game));
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// The choice under the cursor in the game-over box.
    pub fn over_choice(&self) -> Option<OverChoice> {
        self.overlay.over_choice()
    }

    fn move_cursor(&mut self, action: Action) {
        let dims = self.game.dims();
        // Up on screen is towards rank 8 unless the board is flipped.
        let (mut df, mut dr): (i8, i8) = match action {
            Action::Up => (0, 1),
            Action::Down => (0, -1),
            Action::Left => (-1, 0),
            _ => (1, 0),
        };
        if self.flipped {
            df = -df;
            dr = -dr;
        }
        let file = (self.cursor.file as i8 + df).clamp(0, dims.files as i8 - 1);
        let rank = (self.cursor.rank as i8 + dr).clamp(0, dims.ranks as i8 - 1);
        self.cursor = Coord::new(file as u8, rank as u8);
    }

    /// A mouse click on a square: as if the cursor went there and Enter.
    pub fn click(&mut self, at: Coord, settings: &Settings) -> Vec<Effect> {
        self.cursor = at;
        match self.context() {
            Context::Board | Context::Holding => self.pick(settings),
            _ => Vec::new(),
        }
    }

    /// The targets of the piece in hand: (square, whether a capture).
    pub fn targets(&self) -> Vec<(Coord, bool)> {
        match self.held {
            Some(from) => self.view.targets(from),
            None => Vec::new(),
        }
    }

    fn pick(&mut self, settings: &Settings) -> Vec<Effect> {
        if !self.human_to_move() {
            self.message = Some(Message::Info(text::NOT_YOUR_TURN.to_string()));
            return Vec::new();
        }
        let at = self.cursor;
        let Some(from) = self.held else {
            let mover = self.game.side_to_move();
            self.message = match (self.view.can_move(at), self.game.piece_at(at)) {
                (true, _) => {
                    self.held = Some(at);
                    None
                }
                (false, Some(piece)) if piece.owner == mover => {
                    Some(Message::Error(text::NO_MOVES_FROM.to_string()))
                }
                _ => Some(Message::Error(text::NOT_YOUR_PIECE.to_string())),
            };
            return Vec::new();
        };
        if at == from {
            self.held = None;
            return Vec::new();
        }
        let chosen = self
            .view
            .moves_between(from, at)
            .next()
            .map(|mv| (mv.promotion.is_some(), mv.coordinates.to_string()));
        match chosen {
            None if self.view.can_move(at) => {
                // Another piece of one's own: take that one instead.
                self.held = Some(at);
                self.message = None;
                Vec::new()
            }
            None => {
                let attempt = format!("{from}{at}");
                let mut probe = self.game.clone();
                let reason = match probe.play_text(&attempt) {
                    Err(error) => error.to_string(),
                    Ok(_) => format!("{attempt}: {}", text::NO_MOVES_FROM),
                };
                self.message = Some(Message::Error(reason));
                Vec::new()
            }
            Some((true, _)) => {
                self.overlay = Overlay::Promotion { from, to: at };
                Vec::new()
            }
            Some((false, mv)) => self.human_moves(&mv, settings),
        }
    }

    fn promote(&mut self, choice: PromotionChoice, settings: &Settings) -> Vec<Effect> {
        let Overlay::Promotion { from, to } = self.overlay else {
            return Vec::new();
        };
        self.overlay = Overlay::None;
        self.human_moves(&format!("{from}{to}{}", choice.letter()), settings)
    }

    /// Plays a person's move (coordinates or SAN); a refused move gets
    /// its reason under the board.
    fn human_moves(&mut self, mv: &str, settings: &Settings) -> Vec<Effect> {
        match self.game.play_text(mv) {
            Ok(_) => {
                self.message = None;
                self.searches.forget();
                self.motion.halt();
                if let Some(last) = self.game.last_move() {
                    self.cursor = last.to;
                }
                self.after_move();
                self.schedule(settings)
            }
            Err(error) => {
                self.message = Some(Message::Error(error.to_string()));
                Vec::new()
            }
        }
    }

    /// Opens the export prompt with a file name to start from; the game
    /// keeps going (a computer may move) while the player types.
    pub fn open_export(&mut self, path: &str, format: ExportFormat) {
        self.held = None;
        self.overlay = Overlay::Export {
            path: TextField::with_text(path, MAX_PATH),
            format,
        };
    }

    /// PGN to game record and back, the file's extension following.
    fn switch_format(&mut self) {
        let game = self.game.id();
        let Overlay::Export { path, format } = &mut self.overlay else {
            return;
        };
        let Some(other) = format.other(game) else {
            self.message = Some(Message::Info(text::NO_PGN.to_string()));
            return;
        };
        if let Some(stem) = path
            .text()
            .strip_suffix(&format!(".{}", format.extension()))
        {
            let renamed = format!("{stem}.{}", other.extension());
            path.set_text(&renamed);
        }
        *format = other;
    }

    /// The file and format typed at the export prompt, closing it.
    pub fn take_export(&mut self) -> Option<(String, ExportFormat)> {
        let Overlay::Export { path, format } = &self.overlay else {
            return None;
        };
        let chosen = (path.text().trim().to_string(), *format);
        self.close_export();
        (!chosen.0.is_empty()).then_some(chosen)
    }

    /// Back to the board, or to the game-over box.
    fn close_export(&mut self) {
        self.overlay = Overlay::None;
        self.refresh();
    }

    /// The name typed at the save prompt, closing it; a name that cannot
    /// be used leaves the prompt open, says why, and selects the name so
    /// typing replaces it.
    pub fn take_save_name(&mut self) -> Option<SaveName> {
        let Overlay::SaveName(field) = &mut self.overlay else {
            return None;
        };
        match SaveName::new(field.text().trim()) {
            Ok(name) => {
                self.overlay = Overlay::None;
                Some(name)
            }
            Err(error) => {
                field.select_all();
                self.message = Some(Message::Error(error.to_string()));
                None
            }
        }
    }

    /// The game as text in `format`, for an export.
    pub fn export_text(&self, format: ExportFormat) -> Result<String, crate::games::pgn::PgnError> {
        record::export_text(&self.game, &self.options, &self.players, format)
    }

    fn submit_prompt(&mut self, settings: &Settings) -> Vec<Effect> {
        let Overlay::Prompt(field) = &self.overlay else {
            return Vec::new();
        };
        let typed = field.text().trim().to_string();
        if typed.is_empty() {
            self.overlay = Overlay::None;
            return Vec::new();
        }
        let before = self.game.ply_count();
        let effects = self.human_moves(&typed, settings);
        if let Overlay::Prompt(field) = &mut self.overlay {
            if self.game.ply_count() > before {
                self.overlay = Overlay::None;
            } else {
                // Refused: the next move typed replaces this one.
                field.select_all();
            }
        }
        effects
    }

    fn undo(&mut self, settings: &Settings) -> Vec<Effect> {
        let mut effects = self.searches.stop();
        if !self.game.undo() {
            self.message = Some(Message::Info(text::NOTHING_TO_UNDO.to_string()));
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

    fn redo(&mut self, settings: &Settings) -> Vec<Effect> {
        let mut effects = self.searches.stop();
        if !self.game.redo() {
            self.message = Some(Message::Info(text::NOTHING_TO_REDO.to_string()));
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

    fn after_undo_or_redo(&mut self) {
        self.motion.halt();
        self.searches.forget();
        self.message = None;
        self.overlay = Overlay::None;
        self.after_move();
        if let Some(last) = self.game.last_move() {
            self.cursor = last.to;
        } else {
            self.place_cursor();
        }
    }

    fn move_now(&mut self, settings: &Settings) -> Vec<Effect> {
        let Some(thinking) = self.searches.thinking() else {
            return Vec::new();
        };
        if thinking.task != Task::Move {
            return Vec::new();
        }
        let side = thinking.side;
        match (self.searches.best_so_far(), self.players[side.index()].kind) {
            (Some(mv), _) => {
                let mut effects = self.searches.stop();
                effects.extend(self.computer_moves(&mv, settings));
                effects
            }
            (None, PlayerKind::Computer(bot)) => {
                let mut effects = self.searches.stop();
                effects.push(self.searches.start(&self.game, bot, Task::Move, HURRY));
                effects
            }
            (None, PlayerKind::Human) => Vec::new(),
        }
    }

    /// Review keys: step through the game, flip, or leave.
    fn review(&mut self, action: Action) {
        match action {
            Action::Flip => self.flipped = !self.flipped,
            Action::Back => {
                self.overlay = Overlay::None;
                self.refresh();
            }
            _ => {
                if let Overlay::Review(review) = &mut self.overlay {
                    review.step(action, &self.game, &self.options);
                }
            }
        }
    }

    /// The review position, if reviewing: (ply, total).
    pub fn review_position(&self) -> Option<(usize, usize)> {
        match &self.overlay {
            Overlay::Review(review) => Some((review.ply, self.game.ply_count())),
            _ => None,
        }
    }
}
