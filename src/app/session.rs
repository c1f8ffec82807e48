//! A game in progress on screen: the game, who plays it, the cursor and
//! the piece in hand, the computer's search, the animation of its moves.

use std::time::Duration;

use super::Effect;
use super::keymap::{Action, Context, PromotionChoice};
use super::persist::ExportFormat;
use super::settings::Settings;
use super::text;
use crate::ai::{Bot, Level, Limits, Report, Request, Score, SearchInfo, Task};
use crate::games::{AnyGame, Coord, GameId, MoveSquares, Options, Piece, PieceKind, Side, Status};
use crate::storage::saves::SaveName;

/// How long one tick lasts; animation and pauses count in ticks, so the
/// state never reads the clock.
pub const TICK: Duration = Duration::from_millis(50);
/// The engine level asked for hints, and how long it may think.
const HINT_BOT: Bot = Bot::Engine(Level::Medium);
const HINT_TIME: Duration = Duration::from_millis(700);
/// The limits of a search asked to move now with nothing found yet.
const HURRY: Limits = Limits {
    movetime: Some(Duration::from_millis(20)),
    depth: Some(1),
    nodes: None,
};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayerKind {
    Human,
    Computer(Bot),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub name: String,
    pub kind: PlayerKind,
}

/// Everything a new session needs.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub game: AnyGame,
    pub options: Options,
    pub players: [Player; 2],
}

/// A one-line note under the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Message {
    Info(String),
    Error(String),
}

/// What sits over the board.
#[derive(Clone, Debug)]
pub enum Overlay {
    None,
    /// The `:` prompt and what was typed so far.
    Prompt(String),
    /// A pawn reaching the last rank, waiting for the piece it becomes.
    Promotion {
        from: Coord,
        to: Coord,
    },
    /// The game-over box; `choice` indexes [`OverChoice::ALL`].
    Over {
        choice: usize,
    },
    /// The name to save the game under, as typed so far.
    SaveName(String),
    /// The file to export the game to, as typed so far, and the format.
    Export {
        path: String,
        format: ExportFormat,
    },
    /// The position string, shown so it can be selected and copied.
    Position,
    /// Looking back: the position after `ply` moves.
    Review {
        ply: usize,
        board: Box<AnyGame>,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OverChoice {
    NewGame,
    Rematch,
    Review,
    Menu,
}

impl OverChoice {
    pub const ALL: [OverChoice; 4] = [
        OverChoice::NewGame,
        OverChoice::Rematch,
        OverChoice::Review,
        OverChoice::Menu,
    ];

    pub fn label(self) -> &'static str {
        match self {
            OverChoice::NewGame => text::OVER_NEW,
            OverChoice::Rematch => text::OVER_REMATCH,
            OverChoice::Review => text::OVER_REVIEW,
            OverChoice::Menu => text::OVER_MENU,
        }
    }
}

/// An evaluation from player 1's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Evaluation {
    /// Hundredths of a pawn (or the game's unit).
    Points(i32),
    /// A forced win for this side in this many moves.
    Mate(Side, u32),
}

impl Evaluation {
    fn from_search(score: Score, mover: Side) -> Evaluation {
        let (value, mate) = match score {
            Score::Points(p) => (p, None),
            Score::WinIn(plies) => (0, Some((mover, plies))),
            Score::LossIn(plies) => (0, Some((mover.opponent(), plies))),
        };
        match mate {
            Some((side, plies)) => Evaluation::Mate(side, plies.div_ceil(2)),
            None if mover == Side::One => Evaluation::Points(value),
            None => Evaluation::Points(-value),
        }
    }
}

/// A search under way.
#[derive(Clone, Debug)]
pub struct Thinking {
    pub ticket: u64,
    pub task: Task,
    pub side: Side,
    pub info: Option<SearchInfo>,
}

/// A computer's move travelling across the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Animation {
    pub from: Coord,
    pub to: Coord,
    pub piece: Option<Piece>,
    pub tick: u32,
    /// The ticks the whole travel takes (at least one).
    pub ticks: u32,
}

impl Animation {
    /// Where the piece is drawn now, between its two squares.
    pub fn at(&self) -> Coord {
        let lerp = |a: u8, b: u8| {
            let (a, b) = (i32::from(a), i32::from(b));
            let n = self.ticks.max(1);
            let t = i32::try_from(self.tick.min(n)).unwrap_or(0);
            let n = i32::try_from(n).unwrap_or(1);
            u8::try_from(a + (b - a) * t / n).unwrap_or(0)
        };
        Coord::new(
            lerp(self.from.file, self.to.file),
            lerp(self.from.rank, self.to.rank),
        )
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    id: u64,
    tickets: u64,
    game: AnyGame,
    options: Options,
    players: [Player; 2],
    pub cursor: Coord,
    pub flipped: bool,
    held: Option<Coord>,
    overlay: Overlay,
    message: Option<Message>,
    thinking: Option<Thinking>,
    hint: Option<MoveSquares>,
    evaluation: Option<Evaluation>,
    animation: Option<Animation>,
    pause_ticks: u32,
    paused: bool,
    step: bool,
    captured: [Vec<PieceKind>; 2],
    check: Option<Coord>,
}

/// Reads the two squares of a coordinate move (`e2e4`, `e7e8q`).
pub fn move_squares(game: &AnyGame, mv: &str) -> Option<(Coord, Coord)> {
    let dims = game.dims();
    let from = Coord::parse(mv.get(0..2)?, dims)?;
    let to = Coord::parse(mv.get(2..4)?, dims)?;
    Some((from, to))
}

impl Session {
    /// A session; `id` keeps its search tickets apart from earlier ones.
    pub fn new(new: NewGame, id: u64) -> Session {
        let mut session = Session {
            id,
            tickets: 0,
            cursor: Coord::new(0, 0),
            flipped: false,
            game: new.game,
            options: new.options,
            players: new.players,
            held: None,
            overlay: Overlay::None,
            message: None,
            thinking: None,
            hint: None,
            evaluation: None,
            animation: None,
            pause_ticks: 0,
            paused: false,
            step: false,
            captured: [Vec::new(), Vec::new()],
            check: None,
        };
        // The person sees the board from their own side.
        session.flipped = session.players[Side::Two.index()].kind == PlayerKind::Human
            && session.players[Side::One.index()].kind != PlayerKind::Human;
        session.place_cursor();
        session.refresh();
        session
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
        self.thinking.as_ref()
    }
    pub fn hint(&self) -> Option<MoveSquares> {
        self.hint
    }
    pub fn evaluation(&self) -> Option<Evaluation> {
        self.evaluation
    }
    pub fn animation(&self) -> Option<Animation> {
        self.animation
    }
    pub fn paused(&self) -> bool {
        self.paused
    }
    pub fn captured(&self) -> &[Vec<PieceKind>; 2] {
        &self.captured
    }
    pub fn check(&self) -> Option<Coord> {
        self.check
    }

    pub fn is_over(&self) -> bool {
        matches!(self.game.status(), Status::Over(_))
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
            Overlay::Review { board, .. } => board,
            _ => &self.game,
        }
    }

    /// Which keys work now.
    pub fn context(&self) -> Context {
        match &self.overlay {
            Overlay::Prompt(_) => Context::Prompt,
            Overlay::Promotion { .. } => Context::Promotion,
            Overlay::Over { .. } => Context::Over,
            Overlay::Review { .. } => Context::Review,
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
            Action::MoveNow => self.thinking.as_ref().is_some_and(|t| t.task == Task::Move),
            Action::Step => self.paused,
            Action::SwitchFormat => match &self.overlay {
                Overlay::Export { format, .. } => format.other(self.game.id()).is_some(),
                _ => false,
            },
            _ => true,
        }
    }

    /// Whether the loop should send ticks.
    pub fn wants_ticks(&self) -> bool {
        self.animation.is_some() || self.pause_ticks > 0 || self.thinking.is_some()
    }

    fn ticket(&mut self) -> u64 {
        self.tickets += 1;
        (self.id << 32) | self.tickets
    }

    /// Puts the cursor on a piece of the side to move.
    fn place_cursor(&mut self) {
        if let Some(first) = self.game.legal_squares().first() {
            self.cursor = first.from;
        }
    }

    /// Recomputes what is derived from the game: captured pieces, check,
    /// the game-over box.
    fn refresh(&mut self) {
        self.captured = captured_pieces(&self.game, &self.options);
        self.check = king_in_check(&self.game);
        if self.is_over() {
            self.held = None;
            self.overlay = Overlay::Over { choice: 0 };
        } else if matches!(self.overlay, Overlay::Over { .. }) {
            self.overlay = Overlay::None;
        }
    }

    /// Leaving the game screen: the search stops (Continue restarts it).
    pub fn leave(&mut self) -> Vec<Effect> {
        self.animation = None;
        self.pause_ticks = 0;
        self.stop()
    }

    /// A line of information under the board.
    pub fn note(&mut self, note: String) {
        self.message = Some(Message::Info(note));
    }

    fn stop(&mut self) -> Vec<Effect> {
        match self.thinking.take() {
            Some(_) => vec![Effect::Stop],
            None => Vec::new(),
        }
    }

    /// Starts the computer's search when it is its turn and nothing
    /// (animation, pause, a paused watch) holds it back.
    pub fn schedule(&mut self, settings: &Settings) -> Vec<Effect> {
        if self.thinking.is_some()
            || self.animation.is_some()
            || self.pause_ticks > 0
            || self.is_over()
        {
            return Vec::new();
        }
        let side = self.game.side_to_move();
        let PlayerKind::Computer(bot) = self.players[side.index()].kind else {
            return Vec::new();
        };
        if self.watched() && self.paused && !self.step {
            return Vec::new();
        }
        self.step = false;
        let limits = match bot {
            Bot::Engine(Level::Master) => Limits {
                movetime: Some(settings.master_time()),
                ..Limits::default()
            },
            _ => Limits::default(),
        };
        vec![self.think(bot, Task::Move, limits)]
    }

    fn think(&mut self, bot: Bot, task: Task, limits: Limits) -> Effect {
        let ticket = self.ticket();
        self.thinking = Some(Thinking {
            ticket,
            task,
            side: self.game.side_to_move(),
            info: None,
        });
        Effect::Think(Box::new(Request {
            ticket,
            game: self.game.clone(),
            bot,
            task,
            limits,
            seed: ticket,
        }))
    }

    /// A report from the worker; stale ones are dropped.
    pub fn report(&mut self, report: Report, settings: &Settings) -> Vec<Effect> {
        let current = self.thinking.as_ref().map(|t| t.ticket);
        if current != Some(report.ticket()) {
            return Vec::new();
        }
        match report {
            Report::Progress { info, .. } => {
                if let Some(thinking) = &mut self.thinking {
                    if thinking.task == Task::Move {
                        self.evaluation = Some(Evaluation::from_search(info.score, thinking.side));
                    }
                    thinking.info = Some(info);
                }
                Vec::new()
            }
            Report::Done { mv, info, .. } => {
                let Some(thinking) = self.thinking.take() else {
                    return Vec::new();
                };
                if let Some(info) = &info
                    && thinking.task == Task::Move
                {
                    self.evaluation = Some(Evaluation::from_search(info.score, thinking.side));
                }
                match thinking.task {
                    Task::Hint => {
                        self.show_hint(&mv);
                        Vec::new()
                    }
                    Task::Move => self.computer_moves(&mv, settings),
                }
            }
            Report::NoMove { .. } => {
                self.thinking = None;
                self.refresh();
                Vec::new()
            }
        }
    }

    fn show_hint(&mut self, mv: &str) {
        if let Some((from, to)) = move_squares(&self.game, mv) {
            self.hint = Some(MoveSquares {
                from,
                to,
                promotion: None,
            });
            self.cursor = from;
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
        self.animation = self
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
        if self.animation.is_none() && self.watched() {
            self.pause_ticks = pause_ticks(settings);
        }
        self.after_move();
        self.schedule(settings)
    }

    fn after_move(&mut self) {
        self.held = None;
        self.hint = None;
        self.refresh();
    }

    /// One tick of the clock: the animation moves on, the pause counts down.
    pub fn tick(&mut self, settings: &Settings) -> Vec<Effect> {
        if let Some(animation) = &mut self.animation {
            animation.tick += 1;
            if animation.tick < animation.ticks {
                return Vec::new();
            }
            self.animation = None;
            if self.watched() {
                self.pause_ticks = pause_ticks(settings);
            }
        } else if self.pause_ticks > 0 {
            self.pause_ticks -= 1;
        }
        if self.pause_ticks > 0 {
            return Vec::new();
        }
        self.schedule(settings)
    }

    /// A game-screen action; the ones that leave the screen are the App's.
    pub fn act(&mut self, action: Action, settings: &Settings) -> Vec<Effect> {
        match (self.context(), action) {
            (Context::Review, _) => {
                self.review(action);
                Vec::new()
            }
            (Context::Over, Action::Up) => {
                self.move_choice(false);
                Vec::new()
            }
            (Context::Over, Action::Down) => {
                self.move_choice(true);
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
                self.overlay = Overlay::Prompt(String::new());
                Vec::new()
            }
            (Context::Board | Context::Watch, Action::ShowPosition) => {
                self.overlay = Overlay::Position;
                Vec::new()
            }
            (Context::Board, Action::SaveAs) => {
                self.held = None;
                self.overlay = Overlay::SaveName(String::new());
                Vec::new()
            }
            (Context::Position | Context::SaveName, Action::Back) => {
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
            (Context::Prompt, Action::Back) => {
                self.overlay = Overlay::None;
                Vec::new()
            }
            (_, Action::Promote(choice)) => self.promote(choice, settings),
            (_, Action::Undo) => self.undo(settings),
            (_, Action::Redo) => self.redo(settings),
            (_, Action::Hint) if self.human_to_move() => {
                self.message = Some(Message::Info(text::HINT_THINKING.to_string()));
                let mut effects = self.stop();
                effects.push(self.think(
                    HINT_BOT,
                    Task::Hint,
                    Limits {
                        movetime: Some(HINT_TIME),
                        ..Limits::default()
                    },
                ));
                effects
            }
            (_, Action::Flip) => {
                self.flipped = !self.flipped;
                Vec::new()
            }
            (_, Action::MoveNow) => self.move_now(settings),
            (_, Action::PauseResume) => {
                self.paused = !self.paused;
                let note = if self.paused {
                    text::PAUSED
                } else {
                    text::RESUMED
                };
                self.message = Some(Message::Info(note.to_string()));
                self.schedule(settings)
            }
            (_, Action::Step) if self.paused => {
                self.step = true;
                self.pause_ticks = 0;
                self.schedule(settings)
            }
            (_, Action::Review) => {
                self.start_review();
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    fn move_choice(&mut self, down: bool) {
        if let Overlay::Over { choice } = &mut self.overlay {
            let count = OverChoice::ALL.len();
            *choice = if down {
                (*choice + 1) % count
            } else {
                (*choice + count - 1) % count
            };
        }
    }

    /// The choice under the cursor in the game-over box.
    pub fn over_choice(&self) -> Option<OverChoice> {
        match self.overlay {
            Overlay::Over { choice } => OverChoice::ALL.get(choice).copied(),
            _ => None,
        }
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
        let Some(from) = self.held else {
            return Vec::new();
        };
        let mut targets: Vec<(Coord, bool)> = Vec::new();
        for squares in self.game.legal_squares() {
            if squares.from == from && !targets.iter().any(|(to, _)| *to == squares.to) {
                let text = coordinates(&squares);
                targets.push((squares.to, self.game.is_capture_text(&text)));
            }
        }
        targets
    }

    fn pick(&mut self, settings: &Settings) -> Vec<Effect> {
        if !self.human_to_move() {
            self.message = Some(Message::Info(text::NOT_YOUR_TURN.to_string()));
            return Vec::new();
        }
        let at = self.cursor;
        let Some(from) = self.held else {
            let movable = self.game.legal_squares().iter().any(|m| m.from == at);
            let mover = self.game.side_to_move();
            self.message = match (movable, self.game.piece_at(at)) {
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
        let moves: Vec<MoveSquares> = self
            .game
            .legal_squares()
            .into_iter()
            .filter(|m| m.from == from && m.to == at)
            .collect();
        match moves.first() {
            None if self.game.legal_squares().iter().any(|m| m.from == at) => {
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
            Some(first) if first.promotion.is_some() => {
                self.overlay = Overlay::Promotion { from, to: at };
                Vec::new()
            }
            Some(first) => {
                let mv = coordinates(first);
                self.human_moves(&mv, settings)
            }
        }
    }

    fn promote(&mut self, choice: PromotionChoice, settings: &Settings) -> Vec<Effect> {
        let Overlay::Promotion { from, to } = self.overlay else {
            return Vec::new();
        };
        self.overlay = Overlay::None;
        self.human_moves(&format!("{from}{to}{}", choice.letter()), settings)
    }

    /// Plays a person's move (coordinates or SAN); false with a reason
    /// shown when it is refused.
    fn human_moves(&mut self, mv: &str, settings: &Settings) -> Vec<Effect> {
        match self.game.play_text(mv) {
            Ok(_) => {
                self.message = None;
                self.evaluation = None;
                self.animation = None;
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

    /// A character typed at the `:` prompt.
    pub fn type_char(&mut self, c: char) {
        let (typed, most) = match &mut self.overlay {
            Overlay::Prompt(typed) => (typed, 12),
            Overlay::SaveName(typed) => (typed, SaveName::MAX),
            Overlay::Export { path, .. } => (path, super::MAX_PATH),
            _ => return,
        };
        if typed.chars().count() < most && !c.is_control() {
            typed.push(c);
        }
    }

    pub fn backspace(&mut self) {
        if let Overlay::Prompt(typed)
        | Overlay::SaveName(typed)
        | Overlay::Export { path: typed, .. } = &mut self.overlay
        {
            typed.pop();
        }
    }

    /// Opens the export prompt with a file name to start from; the game
    /// keeps going (a computer may move) while the player types.
    pub fn open_export(&mut self, path: String, format: ExportFormat) {
        self.held = None;
        self.overlay = Overlay::Export { path, format };
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
        if let Some(stem) = path.strip_suffix(&format!(".{}", format.extension())) {
            *path = format!("{stem}.{}", other.extension());
        }
        *format = other;
    }

    /// The file and format typed at the export prompt, closing it.
    pub fn take_export(&mut self) -> Option<(String, ExportFormat)> {
        let Overlay::Export { path, format } = &self.overlay else {
            return None;
        };
        let chosen = (path.trim().to_string(), *format);
        self.close_export();
        (!chosen.0.is_empty()).then_some(chosen)
    }

    /// Back to the board, or to the game-over box.
    fn close_export(&mut self) {
        self.overlay = Overlay::None;
        self.refresh();
    }

    /// The name typed at the save prompt, closing it; a name that cannot
    /// be used leaves the prompt open and says why.
    pub fn take_save_name(&mut self) -> Option<SaveName> {
        let Overlay::SaveName(typed) = &self.overlay else {
            return None;
        };
        match SaveName::new(typed.trim()) {
            Ok(name) => {
                self.overlay = Overlay::None;
                Some(name)
            }
            Err(error) => {
                self.message = Some(Message::Error(error.to_string()));
                None
            }
        }
    }

    /// A line under the board saying what went wrong.
    pub fn warn(&mut self, warning: String) {
        self.message = Some(Message::Error(warning));
    }

    fn submit_prompt(&mut self, settings: &Settings) -> Vec<Effect> {
        let Overlay::Prompt(typed) = &self.overlay else {
            return Vec::new();
        };
        let typed = typed.trim().to_string();
        if typed.is_empty() {
            self.overlay = Overlay::None;
            return Vec::new();
        }
        let before = self.game.ply_count();
        let effects = self.human_moves(&typed, settings);
        if self.game.ply_count() > before && matches!(self.overlay, Overlay::Prompt(_)) {
            self.overlay = Overlay::None;
        }
        effects
    }

    fn undo(&mut self, settings: &Settings) -> Vec<Effect> {
        let mut effects = self.stop();
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
            self.paused = true;
        }
        self.after_undo_or_redo();
        effects.extend(self.schedule(settings));
        effects
    }

    fn redo(&mut self, settings: &Settings) -> Vec<Effect> {
        let mut effects = self.stop();
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
        self.animation = None;
        self.pause_ticks = 0;
        self.evaluation = None;
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
        let Some(thinking) = &self.thinking else {
            return Vec::new();
        };
        if thinking.task != Task::Move {
            return Vec::new();
        }
        let side = thinking.side;
        let best = thinking
            .info
            .as_ref()
            .and_then(|info| info.pv.first().cloned());
        match (best, self.players[side.index()].kind) {
            (Some(mv), _) => {
                let mut effects = self.stop();
                effects.extend(self.computer_moves(&mv, settings));
                effects
            }
            (None, PlayerKind::Computer(bot)) => {
                let mut effects = self.stop();
                effects.push(self.think(bot, Task::Move, HURRY));
                effects
            }
            (None, PlayerKind::Human) => Vec::new(),
        }
    }

    fn start_review(&mut self) {
        self.held = None;
        let ply = self.game.ply_count();
        self.overlay = Overlay::Review {
            ply,
            board: Box::new(self.game.clone()),
        };
    }

    /// Review keys: step through the game, or leave.
    fn review(&mut self, action: Action) {
        let Overlay::Review { ply, .. } = self.overlay else {
            return;
        };
        let total = self.game.ply_count();
        let target = match action {
            Action::Left => ply.saturating_sub(1),
            Action::Right => (ply + 1).min(total),
            Action::First => 0,
            Action::Last => total,
            Action::Flip => {
                self.flipped = !self.flipped;
                ply
            }
            Action::Back => {
                self.overlay = Overlay::None;
                self.refresh();
                return;
            }
            _ => ply,
        };
        if let Some(board) = replay(&self.game, &self.options, target) {
            self.overlay = Overlay::Review {
                ply: target,
                board: Box::new(board),
            };
        }
    }

    /// The review position, if reviewing: (ply, total).
    pub fn review_position(&self) -> Option<(usize, usize)> {
        match self.overlay {
            Overlay::Review { ply, .. } => Some((ply, self.game.ply_count())),
            _ => None,
        }
    }
}

fn pause_ticks(settings: &Settings) -> u32 {
    u32::try_from(settings.pause_ms / TICK.as_millis() as u64).unwrap_or(u32::MAX)
}

/// The coordinate text of a move.
pub fn coordinates(squares: &MoveSquares) -> String {
    let promotion = match squares.promotion {
        Some(PieceKind::Queen) => "q",
        Some(PieceKind::Rook) => "r",
        Some(PieceKind::Bishop) => "b",
        Some(PieceKind::Knight) => "n",
        _ => "",
    };
    format!("{}{}{promotion}", squares.from, squares.to)
}

/// The game from its start with its first `ply` moves played.
pub fn replay(game: &AnyGame, options: &Options, ply: usize) -> Option<AnyGame> {
    let mut board = AnyGame::from_position(game.id(), &game.start_position(), options).ok()?;
    for mv in game.move_coordinates().iter().take(ply) {
        board.play_text(mv).ok()?;
    }
    Some(board)
}

/// The kinds of the pieces `side` has on the board.
fn kinds_of(game: &AnyGame, side: Side) -> Vec<PieceKind> {
    let dims = game.dims();
    (0..dims.files)
        .flat_map(|file| (0..dims.ranks).map(move |rank| Coord::new(file, rank)))
        .filter_map(|at| game.piece_at(at))
        .filter(|piece| piece.owner == side)
        .map(|piece| piece.kind)
        .collect()
}

/// The pieces each side has taken, found by replaying the moves: a
/// capture is an opponent's piece that is gone after the move, so a
/// promotion is not mistaken for one. In Martian Chess pieces change
/// owner as they cross the canal, so there the taken piece is the one
/// standing on the target square.
fn captured_pieces(game: &AnyGame, options: &Options) -> [Vec<PieceKind>; 2] {
    let mut captured = [Vec::new(), Vec::new()];
    let Ok(mut board) = AnyGame::from_position(game.id(), &game.start_position(), options) else {
        return captured;
    };
    let martian = game.id() == GameId::Martian;
    for mv in game.move_coordinates() {
        let mover = board.side_to_move();
        let mut taken = if martian {
            move_squares(&board, &mv)
                .and_then(|(_, to)| board.piece_at(to))
                .filter(|piece| piece.owner != mover)
                .map(|piece| vec![piece.kind])
                .unwrap_or_default()
        } else {
            kinds_of(&board, mover.opponent())
        };
        if board.play_text(&mv).is_err() {
            break;
        }
        if !martian {
            for kind in kinds_of(&board, mover.opponent()) {
                if let Some(i) = taken.iter().position(|k| *k == kind) {
                    taken.swap_remove(i);
                }
            }
        }
        captured[mover.index()].extend(taken);
    }
    captured
}

/// The chess king standing in check, read from the last move's `+`/`#`.
fn king_in_check(game: &AnyGame) -> Option<Coord> {
    if game.id() != GameId::Chess {
        return None;
    }
    let last = game.move_texts().pop()?;
    if !last.ends_with('+') && !last.ends_with('#') {
        return None;
    }
    let side = game.side_to_move();
    let dims = game.dims();
    (0..dims.files)
        .flat_map(|file| (0..dims.ranks).map(move |rank| Coord::new(file, rank)))
        .find(|&at| {
            game.piece_at(at)
                == Some(Piece {
                    kind: PieceKind::King,
                    owner: side,
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_scores_turn_to_player_one_s_view() {
        let from = Evaluation::from_search;
        assert_eq!(from(Score::Points(50), Side::One), Evaluation::Points(50));
        assert_eq!(from(Score::Points(50), Side::Two), Evaluation::Points(-50));
        assert_eq!(
            from(Score::WinIn(3), Side::Two),
            Evaluation::Mate(Side::Two, 2)
        );
        assert_eq!(
            from(Score::LossIn(2), Side::One),
            Evaluation::Mate(Side::Two, 1)
        );
    }

    #[test]
    fn a_travelling_piece_moves_from_its_origin_to_its_destination() {
        let mut animation = Animation {
            from: Coord::new(0, 0),
            to: Coord::new(0, 6),
            piece: None,
            tick: 0,
            ticks: 6,
        };
        assert_eq!(animation.at(), animation.from);
        animation.tick = 3;
        assert_eq!(animation.at(), Coord::new(0, 3));
        animation.tick = 6;
        assert_eq!(animation.at(), animation.to);
    }
}
