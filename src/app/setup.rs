//! The new-game form: which game, who plays, and the game's options.

use std::borrow::Cow;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::Shared;
use super::confirm::Confirm;
use super::engines::EngineEntry;
use super::keymap::{Action, Context, Key};
use super::lobby::LobbyView;
use super::players::{NewGame, Player, PlayerKind};
use super::screen::Screen;
use super::settings::on_off;
use super::text;
use super::text_field::TextField;
use super::{Outcome, View};
use crate::ai::{Bot, Level};
use crate::games::clock::{self, TimeControlError};
use crate::games::{
    AnyGame, Clock, FirstPlayer, GameId, HasamiWin, MartianStall, OptionKind, Options, Side,
    TimeControl,
};
use crate::i18n::{Explain, Lang};

/// Who plays whom.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    HumanVsHuman,
    HumanVsComputer,
    ComputerVsComputer,
}

impl Mode {
    const ALL: [Mode; 3] = [
        Mode::HumanVsHuman,
        Mode::HumanVsComputer,
        Mode::ComputerVsComputer,
    ];

    pub fn label(self, lang: Lang) -> Cow<'static, str> {
        match self {
            Mode::HumanVsHuman => lang.tr(text::MODE_HVH),
            Mode::HumanVsComputer => lang.tr(text::MODE_HVC),
            Mode::ComputerVsComputer => lang.tr(text::MODE_CVC),
        }
    }
}

/// The side a person takes against the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SideChoice {
    Side(Side),
    Random,
}

/// One row of the form.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    Game,
    Mode,
    HumanSide,
    /// The computer of one side (in Human vs Computer, the only one).
    Bot(Side),
    Name(Side),
    First,
    Deal,
    HasamiWin,
    Corner,
    Edge,
    Stall,
    Fen,
    /// None, a preset time control, or custom.
    Clock,
    /// A custom clock's base time, in minutes.
    ClockBase,
    /// A custom clock's increment, in seconds.
    ClockIncrement,
    /// Whether a room's game between two people changes their ratings.
    Rated,
}

impl Field {
    /// The row of one of a game's options.
    fn of(kind: OptionKind) -> Field {
        match kind {
            OptionKind::First => Field::First,
            OptionKind::Deal => Field::Deal,
            OptionKind::HasamiWin => Field::HasamiWin,
            OptionKind::Corner => Field::Corner,
            OptionKind::Edge => Field::Edge,
            OptionKind::Stall => Field::Stall,
            OptionKind::Fen => Field::Fen,
        }
    }

    fn is_text(self) -> bool {
        matches!(
            self,
            Field::Name(_) | Field::Deal | Field::Fen | Field::ClockBase | Field::ClockIncrement
        )
    }
}

/// The clock a new game is played on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClockChoice {
    None,
    /// An index into [`TimeControl::PRESETS`].
    Preset(usize),
    /// An index into [`TimeControl::CORRESPONDENCE`], for rooms only: a
    /// local game is played at one sitting.
    Days(usize),
    /// The base and increment typed on the form.
    Custom,
}

impl ClockChoice {
    /// Every choice, in the order ←/→ cycles through them; days per
    /// move only for a room.
    fn all(room: bool) -> Vec<ClockChoice> {
        let presets = (0..TimeControl::PRESETS.len()).map(ClockChoice::Preset);
        let days = (0..TimeControl::CORRESPONDENCE.len()).map(ClockChoice::Days);
        std::iter::once(ClockChoice::None)
            .chain(presets)
            .chain(days.filter(|_| room))
            .chain([ClockChoice::Custom])
            .collect()
    }

    /// The control chosen, unless it is typed.
    fn control(self) -> Option<TimeControl> {
        match self {
            ClockChoice::Preset(i) => TimeControl::PRESETS.get(i).copied(),
            ClockChoice::Days(i) => TimeControl::CORRESPONDENCE.get(i).copied(),
            ClockChoice::None | ClockChoice::Custom => None,
        }
    }
}

/// Why the form cannot start a game, and the row to fix.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StartError {
    pub field: Field,
    pub message: String,
}

#[derive(Clone, Debug)]
pub struct Setup {
    pub game: GameId,
    pub mode: Mode,
    pub side: SideChoice,
    /// Index into `opponents()` per side.
    bots: [usize; 2],
    /// The engines of the settings, some of which `opponents()` offers.
    engines: Vec<EngineEntry>,
    pub names: [TextField; 2],
    pub first: FirstPlayer,
    pub deal: TextField,
    /// Whether the person typed the deal: one they did not is drawn
    /// afresh after each game started, so the next is a new board.
    deal_typed: bool,
    pub hasami_win: HasamiWin,
    pub corner: bool,
    pub edge: bool,
    pub stall: MartianStall,
    pub fen: TextField,
    pub clock: ClockChoice,
    /// A custom clock's base minutes and increment seconds, as typed.
    pub clock_base: TextField,
    pub clock_increment: TextField,
    /// The row with the cursor, an index into `fields()`.
    pub row: usize,
    /// Why the last start failed (a bad FEN).
    pub error: Option<String>,
    /// The form creates a room of `tabuleiro serve`: the seats are
    /// people's, named by their connections, so it asks no names.
    pub room: bool,
    /// A room's game between two people on a clock is rated.
    pub rated: bool,
    /// The name of the person at the keyboard (Settings -> Your name),
    /// for their side against a computer when none is typed.
    person: Option<String>,
}

/// The longest name, deal number and start FEN the form takes.
const NAME_MAX: usize = 20;
const DEAL_MAX: usize = 18;
const FEN_MAX: usize = 100;

/// Which chars a text row takes.
type Takes = fn(char) -> bool;
/// The longest custom base or increment, decimals included.
const CLOCK_MAX: usize = 6;

/// A Massacre deal number drawn for the form.
fn random_deal(rng: &mut ChaCha8Rng) -> TextField {
    TextField::value(&rng.random_range(1..100_000u64).to_string(), DEAL_MAX)
}

fn default_bot(game: GameId) -> usize {
    Bot::all(game)
        .iter()
        .position(|&b| b == Bot::Engine(Level::Medium))
        .unwrap_or(0)
}

fn cycle<T: Copy + PartialEq>(all: &[T], now: T, forward: bool) -> T {
    let at = all.iter().position(|&x| x == now).unwrap_or(0);
    let next = if forward {
        (at + 1) % all.len()
    } else {
        (at + all.len() - 1) % all.len()
    };
    all[next]
}

impl Setup {
    pub fn new(rng: &mut ChaCha8Rng) -> Setup {
        let game = GameId::Chess;
        Setup {
            game,
            mode: Mode::HumanVsComputer,
            side: SideChoice::Side(Side::One),
            bots: [default_bot(game); 2],
            engines: Vec::new(),
            names: [TextField::new(NAME_MAX), TextField::new(NAME_MAX)],
            first: FirstPlayer::One,
            deal: random_deal(rng),
            deal_typed: false,
            hasami_win: HasamiWin::TwoLeft,
            corner: true,
            edge: false,
            stall: MartianStall::TwentySeven,
            fen: TextField::new(FEN_MAX),
            clock: ClockChoice::None,
            clock_base: TextField::value("5", CLOCK_MAX),
            clock_increment: TextField::value("3", CLOCK_MAX),
            row: 0,
            error: None,
            room: false,
            rated: true,
            person: None,
        }
    }

    /// The rows shown for the current game and mode.
    pub fn fields(&self) -> Vec<Field> {
        let mut fields = vec![Field::Game, Field::Mode];
        match self.mode {
            // In a room the other person comes later: pick your side.
            Mode::HumanVsHuman if self.room => fields.push(Field::HumanSide),
            Mode::HumanVsHuman => {}
            Mode::HumanVsComputer => fields.extend([Field::HumanSide, Field::Bot(Side::Two)]),
            Mode::ComputerVsComputer => {
                fields.extend([Field::Bot(Side::One), Field::Bot(Side::Two)]);
            }
        }
        if !self.room {
            fields.extend([Field::Name(Side::One), Field::Name(Side::Two)]);
        }
        fields.extend(self.game.info().options.iter().map(|&kind| Field::of(kind)));
        fields.push(Field::Clock);
        if self.clock == ClockChoice::Custom {
            fields.extend([Field::ClockBase, Field::ClockIncrement]);
        }
        // Only games between two people on a clock are ever rated.
        if self.room && self.mode == Mode::HumanVsHuman && self.clock != ClockChoice::None {
            fields.push(Field::Rated);
        }
        fields
    }

    /// The form for a room, or for a local game, which is played at one
    /// sitting: days per move left from a room's form are dropped.
    pub fn set_room(&mut self, room: bool) {
        self.room = room;
        if !room && matches!(self.clock, ClockChoice::Days(_)) {
            self.clock = ClockChoice::None;
        }
    }

    pub fn field(&self) -> Field {
        let fields = self.fields();
        fields[self.row.min(fields.len() - 1)]
    }

    /// A row's label. Names, and the computers of a game between two, are
    /// labelled by the game's own side names ("White name", "White
    /// computer"), so it is clear whose name is typed whichever side the
    /// person plays, and which computer plays which side.
    pub fn label(&self, lang: Lang, field: Field) -> Cow<'static, str> {
        match field {
            Field::Game => lang.tr(text::SETUP_GAME),
            Field::Mode => lang.tr(text::SETUP_MODE),
            Field::HumanSide => lang.tr(text::SETUP_SIDE),
            Field::Bot(_) if self.mode == Mode::HumanVsComputer => lang.tr(text::SETUP_BOT),
            // Computer against computer: which one plays which side.
            Field::Bot(side) => Cow::Owned(text::setup_bot(
                lang,
                self.game.side_titles(lang)[side.index()],
            )),
            Field::Name(side) => Cow::Owned(text::setup_name(
                lang,
                self.game.side_titles(lang)[side.index()],
            )),
            Field::First => lang.tr(text::SETUP_FIRST),
            Field::Deal => lang.tr(text::SETUP_DEAL),
            Field::HasamiWin => lang.tr(text::SETUP_HASAMI_WIN),
            Field::Corner => lang.tr(text::SETUP_CORNER),
            Field::Edge => lang.tr(text::SETUP_EDGE),
            Field::Stall => lang.tr(text::SETUP_STALL),
            Field::Fen => lang.tr(text::SETUP_FEN),
            Field::Clock => lang.tr(text::SETUP_CLOCK),
            Field::ClockBase => lang.tr(text::SETUP_CLOCK_BASE),
            Field::ClockIncrement => lang.tr(text::SETUP_CLOCK_INCREMENT),
            Field::Rated => lang.tr(text::SETUP_RATED),
        }
    }

    /// The computer players offered for the game: the built-in ones,
    /// then the engines of the settings that declare it.
    pub fn opponents(&self) -> Vec<PlayerKind> {
        let bots = Bot::all(self.game).into_iter().map(PlayerKind::Computer);
        let engines = self
            .engines
            .iter()
            .filter(|engine| engine.plays(self.game))
            .map(|engine| PlayerKind::Engine(engine.name.clone()));
        bots.chain(engines).collect()
    }

    /// The computer chosen for a side.
    pub fn opponent(&self, side: Side) -> PlayerKind {
        let mut all = self.opponents();
        let at = self.bots[side.index()].min(all.len() - 1);
        all.swap_remove(at)
    }

    /// The person's name, from the settings, if they have one.
    pub fn set_person(&mut self, person: Option<&str>) {
        self.person = person.map(str::to_string);
    }

    /// The engines the form offers (those of the settings).
    pub fn offer_engines(&mut self, engines: &[EngineEntry]) {
        self.engines = engines.to_vec();
        let count = self.opponents().len();
        for at in &mut self.bots {
            if *at >= count {
                *at = default_bot(self.game);
            }
        }
    }

    /// The value shown in a row.
    pub fn value(&self, lang: Lang, field: Field) -> String {
        let sides = self.game.side_titles(lang);
        match field {
            Field::Game => self.game.title(lang).to_string(),
            Field::Mode => self.mode.label(lang).to_string(),
            Field::HumanSide => match self.side {
                SideChoice::Side(side) => sides[side.index()].to_string(),
                SideChoice::Random => lang.tr(text::RANDOM).into_owned(),
            },
            Field::Bot(side) => match self.opponent(side) {
                PlayerKind::Computer(bot) => bot.title(lang).to_string(),
                engine => engine.id().to_string(),
            },
            Field::Name(side) => self.names[side.index()].text().to_string(),
            Field::First => match self.first {
                FirstPlayer::One => sides[0].to_string(),
                FirstPlayer::Two => sides[1].to_string(),
                FirstPlayer::Random => lang.tr(text::RANDOM).into_owned(),
            },
            Field::Deal => self.deal.text().to_string(),
            Field::HasamiWin => lang.tr(text::hasami_win(self.hasami_win)).into_owned(),
            Field::Corner => on_off(lang, self.corner),
            Field::Edge => on_off(lang, self.edge),
            Field::Stall => match self.stall {
                MartianStall::TwentySeven => lang.tr(text::STALL_27),
                MartianStall::CallClock => lang.tr(text::STALL_CLOCK),
            }
            .to_string(),
            Field::Fen if self.fen.is_empty() => lang.tr(text::SETUP_FEN_EMPTY).into_owned(),
            Field::Fen => self.fen.text().to_string(),
            Field::Clock => match self.clock {
                ClockChoice::None => lang.tr(text::CLOCK_NONE).into_owned(),
                ClockChoice::Preset(_) | ClockChoice::Days(_) => self
                    .clock
                    .control()
                    .map_or_else(String::new, |c| text::time_control(lang, &c)),
                ClockChoice::Custom => lang.tr(text::CLOCK_CUSTOM).into_owned(),
            },
            Field::ClockBase => self.clock_base.text().to_string(),
            Field::ClockIncrement => self.clock_increment.text().to_string(),
            Field::Rated => on_off(lang, self.rated),
        }
    }

    pub fn is_text(&self) -> bool {
        self.field().is_text()
    }

    pub fn up(&mut self) {
        self.row = self.row.saturating_sub(1);
    }

    pub fn down(&mut self) {
        self.row = (self.row + 1).min(self.fields().len() - 1);
    }

    /// Changes the current row's value (←/→).
    pub fn change(&mut self, forward: bool) {
        self.error = None;
        match self.field() {
            Field::Game => {
                self.game = cycle(&GameId::ALL, self.game, forward);
                self.bots = [default_bot(self.game); 2];
            }
            Field::Mode => self.mode = cycle(&Mode::ALL, self.mode, forward),
            Field::HumanSide => {
                let all = [
                    SideChoice::Side(Side::One),
                    SideChoice::Side(Side::Two),
                    SideChoice::Random,
                ];
                self.side = cycle(&all, self.side, forward);
            }
            Field::Bot(side) => {
                let count = self.opponents().len();
                let at = &mut self.bots[side.index()];
                *at = if forward {
                    (*at + 1) % count
                } else {
                    (*at + count - 1) % count
                };
            }
            Field::First => {
                let all = [FirstPlayer::One, FirstPlayer::Two, FirstPlayer::Random];
                self.first = cycle(&all, self.first, forward);
            }
            Field::HasamiWin => {
                let all = [HasamiWin::TwoLeft, HasamiWin::OneLeft, HasamiWin::Captures];
                self.hasami_win = cycle(&all, self.hasami_win, forward);
            }
            Field::Corner => self.corner = !self.corner,
            Field::Edge => self.edge = !self.edge,
            Field::Rated => self.rated = !self.rated,
            Field::Stall => {
                let all = [MartianStall::TwentySeven, MartianStall::CallClock];
                self.stall = cycle(&all, self.stall, forward);
            }
            Field::Clock => self.clock = cycle(&ClockChoice::all(self.room), self.clock, forward),
            Field::Name(_)
            | Field::Deal
            | Field::Fen
            | Field::ClockBase
            | Field::ClockIncrement => {}
        }
        self.row = self.row.min(self.fields().len() - 1);
    }

    /// The text field of the row with the cursor, if it is a text row.
    pub fn text_field(&self) -> Option<&TextField> {
        match self.field() {
            Field::Name(side) => Some(&self.names[side.index()]),
            Field::Deal => Some(&self.deal),
            Field::Fen => Some(&self.fen),
            Field::ClockBase => Some(&self.clock_base),
            Field::ClockIncrement => Some(&self.clock_increment),
            _ => None,
        }
    }

    /// A key for the text row with the cursor; true when it took it. The
    /// deal number takes only digits, a custom clock digits and a point.
    pub fn type_key(&mut self, lang: Lang, key: Key) -> bool {
        let Some((field, allowed)) = self.field_mut() else {
            return false;
        };
        if matches!(key, Key::Char(c) if !allowed(c)) {
            return false;
        }
        let taken = field.key(key);
        if taken {
            self.error = field.cut_note(lang);
            self.deal_typed |= self.field() == Field::Deal;
        }
        taken
    }

    /// A game started from the form: a deal nobody typed is drawn again.
    pub fn started(&mut self, rng: &mut ChaCha8Rng) {
        if !self.deal_typed {
            self.deal = random_deal(rng);
        }
    }

    /// Pasted text for the text row with the cursor, less the chars the
    /// row does not take.
    pub fn paste(&mut self, lang: Lang, text: &str) {
        let Some((field, allowed)) = self.field_mut() else {
            return;
        };
        // Line ends stay, so the field still cuts at the first one.
        let kept: String = text
            .chars()
            .filter(|&c| allowed(c) || c == '\n' || c == '\r')
            .collect();
        field.paste(&kept);
        self.error = field.cut_note(lang);
        self.deal_typed |= self.field() == Field::Deal;
    }

    /// The text field of the row with the cursor and the chars it takes.
    fn field_mut(&mut self) -> Option<(&mut TextField, Takes)> {
        let any: Takes = |_| true;
        let digit: Takes = |c| c.is_ascii_digit();
        let time: Takes = |c| c.is_ascii_digit() || c == '.';
        Some(match self.field() {
            Field::Name(side) => (&mut self.names[side.index()], any),
            Field::Deal => (&mut self.deal, digit),
            Field::Fen => (&mut self.fen, any),
            Field::ClockBase => (&mut self.clock_base, time),
            Field::ClockIncrement => (&mut self.clock_increment, time),
            _ => return None,
        })
    }

    /// Why the game could not start (a bad start FEN, a custom clock
    /// without time): shown under the form, the text at fault selected so
    /// typing replaces it.
    pub fn fail(&mut self, error: StartError) {
        self.error = Some(error.message);
        let field = match error.field {
            Field::ClockBase => &mut self.clock_base,
            Field::ClockIncrement => &mut self.clock_increment,
            _ => &mut self.fen,
        };
        field.select_all();
    }

    /// The time control chosen, if any.
    pub fn time_control(&self, lang: Lang) -> Result<Option<TimeControl>, StartError> {
        let fault = |field: Field, label: &str, error: TimeControlError| StartError {
            field,
            message: format!("{label}: {}", error.explain(lang)),
        };
        match self.clock {
            ClockChoice::None => Ok(None),
            ClockChoice::Preset(_) | ClockChoice::Days(_) => Ok(self.clock.control()),
            ClockChoice::Custom => {
                let base = clock::minutes(self.clock_base.text())
                    .map_err(|e| fault(Field::ClockBase, &lang.tr(text::SETUP_CLOCK_BASE), e))?;
                let increment = clock::seconds(self.clock_increment.text()).map_err(|e| {
                    fault(
                        Field::ClockIncrement,
                        &lang.tr(text::SETUP_CLOCK_INCREMENT),
                        e,
                    )
                })?;
                if base.is_zero() {
                    let error = TimeControlError::NoBase;
                    return Err(fault(
                        Field::ClockBase,
                        &lang.tr(text::SETUP_CLOCK_BASE),
                        error,
                    ));
                }
                Ok(Some(TimeControl::Fischer { base, increment }))
            }
        }
    }

    /// The game these choices describe, drawing the random choices, and
    /// the clock it is played on.
    pub fn start(
        &self,
        lang: Lang,
        rng: &mut ChaCha8Rng,
    ) -> Result<(NewGame, Option<TimeControl>), StartError> {
        let control = self.time_control(lang)?;
        let first = match self.first {
            FirstPlayer::One => Side::One,
            FirstPlayer::Two => Side::Two,
            FirstPlayer::Random => {
                if rng.random_bool(0.5) {
                    Side::One
                } else {
                    Side::Two
                }
            }
        };
        let options = Options {
            first,
            deal: self.deal.text().parse().unwrap_or(1),
            hasami_win: self.hasami_win,
            corner_capture: self.corner,
            edge_capture: self.edge,
            martian_stall: self.stall,
        };
        let human = match self.side {
            SideChoice::Side(side) => side,
            SideChoice::Random if rng.random_bool(0.5) => Side::One,
            SideChoice::Random => Side::Two,
        };
        let kinds = match self.mode {
            Mode::HumanVsHuman => [PlayerKind::Human, PlayerKind::Human],
            Mode::HumanVsComputer => {
                let mut kinds = [self.opponent(Side::Two), self.opponent(Side::Two)];
                kinds[human.index()] = PlayerKind::Human;
                kinds
            }
            Mode::ComputerVsComputer => [self.opponent(Side::One), self.opponent(Side::Two)],
        };
        let players = [Side::One, Side::Two].map(|side| {
            let kind = kinds[side.index()].clone();
            let typed = self.names[side.index()].text().trim();
            let name = match (typed, &self.person, &kind) {
                ("", Some(person), PlayerKind::Human) if self.mode == Mode::HumanVsComputer => {
                    person.clone()
                }
                ("", ..) => default_name(lang, &kind, self.mode, side),
                _ => typed.to_string(),
            };
            Player { name, kind }
        });
        let fen = self.fen.text().trim();
        let offers_fen = self.game.info().options.contains(&OptionKind::Fen);
        let game = if offers_fen && !fen.is_empty() {
            AnyGame::from_position(self.game, fen, &options).map_err(|e| StartError {
                field: Field::Fen,
                message: format!("{}: {}", lang.tr(text::SETUP_FEN), e.explain(lang)),
            })?
        } else {
            AnyGame::new(self.game, &options)
        };
        let new = NewGame {
            game,
            options,
            players,
        };
        Ok((new, control))
    }
}

/// The name shown when none was typed.
pub fn default_name(lang: Lang, kind: &PlayerKind, mode: Mode, side: Side) -> String {
    match (kind.computer_name(lang), mode) {
        (Some(name), _) => name,
        (None, Mode::HumanVsComputer) => lang.tr(text::DEFAULT_HUMAN_NAME).into_owned(),
        (None, _) => lang
            .tr(text::DEFAULT_PLAYER_NAMES[side.index()])
            .into_owned(),
    }
}

impl View for Setup {
    fn name(&self) -> Screen {
        Screen::Setup
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Setup
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        match action {
            Action::Up => self.up(),
            Action::Down => self.down(),
            Action::Left => self.change(false),
            Action::Right => self.change(true),
            Action::Back if self.room => {
                shared.remember_room_form(self);
                return Outcome::to(LobbyView);
            }
            Action::Back => {
                // Kept as left, for the next time the form opens.
                shared.setup = self.clone();
                return shared.back_to_menu(Screen::Setup);
            }
            Action::Activate if self.room => match shared.create_room(self) {
                Ok(outcome) => return outcome,
                Err(error) => self.fail(error),
            },
            Action::Activate => match self.start(shared.lang(), &mut shared.rng) {
                // The game in progress is kept whatever the answer.
                Ok(_) if shared.replacing_game_asks() => {
                    shared.setup = self.clone();
                    shared.confirm = Some(Confirm::StartNew);
                }
                Ok((new, control)) => {
                    self.started(&mut shared.rng);
                    shared.setup = self.clone();
                    return shared.start(new, control.map(Clock::new));
                }
                Err(error) => self.fail(error),
            },
            _ => {}
        }
        Outcome::stay()
    }

    fn type_key(&mut self, key: Key, shared: &mut Shared) -> bool {
        Setup::type_key(self, shared.lang(), key)
    }

    fn paste(&mut self, text: &str, shared: &mut Shared) {
        Setup::paste(self, shared.lang(), text);
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (60, 20)
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    #[test]
    fn the_deal_and_the_clock_are_values_typing_replaces() {
        let setup = Setup::new(&mut ChaCha8Rng::seed_from_u64(7));
        assert!(setup.deal.is_selected());
        assert!(setup.clock_base.is_selected());
        assert!(setup.clock_increment.is_selected());
        assert!(setup.names.iter().all(TextField::is_empty));
    }

    #[test]
    fn computers_against_each_other_are_labelled_by_the_side_they_play() {
        let mut setup = Setup::new(&mut ChaCha8Rng::seed_from_u64(7));
        setup.mode = Mode::ComputerVsComputer;
        let labels = |setup: &Setup, lang| {
            [Side::One, Side::Two].map(|side| setup.label(lang, Field::Bot(side)).into_owned())
        };
        assert_eq!(
            labels(&setup, Lang::English),
            ["White computer", "Black computer"]
        );
        assert_eq!(
            labels(&setup, Lang::Portuguese),
            ["Computador das brancas", "Computador das pretas"]
        );
        setup.game = GameId::Martian;
        assert_eq!(
            labels(&setup, Lang::English),
            ["Player 1 computer", "Player 2 computer"]
        );
        setup.mode = Mode::HumanVsComputer;
        assert_eq!(
            setup.label(Lang::English, Field::Bot(Side::Two)),
            "Computer"
        );
    }

    #[test]
    fn only_a_room_between_two_people_on_a_clock_asks_whether_it_is_rated() {
        let mut setup = Setup::new(&mut ChaCha8Rng::seed_from_u64(7));
        setup.set_room(true);
        setup.mode = Mode::HumanVsHuman;
        assert!(!setup.fields().contains(&Field::Rated), "no clock");
        setup.clock = ClockChoice::Preset(0);
        let fields = setup.fields();
        let row = fields.iter().position(|&f| f == Field::Rated);
        assert_eq!(setup.value(Lang::English, Field::Rated), "on");
        setup.row = row.expect("a rated row");
        setup.change(true);
        assert!(!setup.rated);
        assert_eq!(setup.value(Lang::English, Field::Rated), "off");
        setup.mode = Mode::HumanVsComputer;
        assert!(!setup.fields().contains(&Field::Rated), "a computer seat");
        setup.mode = Mode::HumanVsHuman;
        setup.set_room(false);
        assert!(!setup.fields().contains(&Field::Rated), "a local game");
    }
}
