//! The one keymap: each screen's keys, what they do, and how the hint line
//! and the controls page name them. The key handler and the hints both
//! read this table, so they never drift apart.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::i18n::{Lang, Msg};

/// A key as the table names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    Char(char),
    Ctrl(char),
    Up,
    Down,
    Left,
    Right,
    Enter,
    Esc,
    Tab,
    BackTab,
    Home,
    End,
    PageUp,
    PageDown,
    Backspace,
    Delete,
}

impl Key {
    pub fn from_event(event: &KeyEvent) -> Option<Key> {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        Some(match event.code {
            KeyCode::Char(c) if ctrl => Key::Ctrl(c.to_ascii_lowercase()),
            KeyCode::Char(c) => Key::Char(c),
            KeyCode::Up => Key::Up,
            KeyCode::Down => Key::Down,
            KeyCode::Left => Key::Left,
            KeyCode::Right => Key::Right,
            KeyCode::Enter => Key::Enter,
            KeyCode::Esc => Key::Esc,
            KeyCode::Tab => Key::Tab,
            KeyCode::BackTab => Key::BackTab,
            KeyCode::Home => Key::Home,
            KeyCode::End => Key::End,
            KeyCode::PageUp => Key::PageUp,
            KeyCode::PageDown => Key::PageDown,
            KeyCode::Backspace => Key::Backspace,
            KeyCode::Delete => Key::Delete,
            _ => return None,
        })
    }
}

/// Where the keys are read: a screen, or a state of the game screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Context {
    Menu,
    Setup,
    /// A person's turn (or waiting for the computer), nothing held.
    Board,
    /// A piece picked up.
    Holding,
    /// Computer against computer.
    Watch,
    Prompt,
    Promotion,
    /// Typing the name to save the game under.
    SaveName,
    /// Typing the file to export the game to.
    ExportPath,
    Over,
    Review,
    /// The position string shown for copying.
    Position,
    Rules,
    Settings,
    /// The external engines set up.
    Engines,
    /// Adding or editing an engine.
    EngineForm,
    Statistics,
    /// The finished games kept, from Statistics.
    Games,
    /// The list of named saves.
    Load,
    /// Typing the file to import a game from.
    ImportPath,
    /// A yes-or-no question before something that cannot be taken back.
    Confirm,
    About,
    /// The rooms of `tabuleiro serve`.
    Lobby,
    /// Typing the name shown to others in the rooms.
    LobbyName,
    /// Choosing or typing whose profile to look up, from the lobby.
    LobbyLookup,
    /// A player's profile, from the lobby or a room.
    Profile,
    /// The best players of a game and pace, from the lobby.
    Leaderboard,
    /// A room's game, playing or watching.
    Room,
    /// Typing a chat line in a room.
    Chat,
    /// A finished room game's record shown for copying.
    RecordText,
    /// A puzzle or a lesson's step on the board, nothing held.
    Drill,
    /// A puzzle solved or lost, a lesson's step done.
    DrillOver,
    /// Choosing the puzzles' game, from the menu or the lobby.
    Puzzles,
    /// A game's lessons, from its How-to-play page.
    Lessons,
}

impl Context {
    /// The contexts in the order the controls page lists them, with titles.
    pub const PAGES: [(Context, Msg); 34] = [
        (Context::Menu, msg!("controls-menu")),
        (Context::Setup, msg!("controls-setup")),
        (Context::Board, msg!("controls-board")),
        (Context::Holding, msg!("controls-holding")),
        (Context::Prompt, msg!("controls-prompt")),
        (Context::Promotion, msg!("controls-promotion")),
        (Context::SaveName, msg!("controls-save-name")),
        (Context::ExportPath, msg!("controls-export-path")),
        (Context::Watch, msg!("controls-watch")),
        (Context::Over, msg!("controls-over")),
        (Context::Review, msg!("controls-review")),
        (Context::Position, msg!("controls-position")),
        (Context::Rules, msg!("controls-rules")),
        (Context::Settings, msg!("controls-settings")),
        (Context::Engines, msg!("controls-engines")),
        (Context::EngineForm, msg!("controls-engine-form")),
        (Context::Statistics, msg!("controls-statistics")),
        (Context::Games, msg!("controls-games")),
        (Context::Load, msg!("controls-load")),
        (Context::ImportPath, msg!("controls-import-path")),
        (Context::Confirm, msg!("controls-confirm")),
        (Context::About, msg!("controls-about")),
        (Context::Lobby, msg!("controls-lobby")),
        (Context::LobbyName, msg!("controls-lobby-name")),
        (Context::LobbyLookup, msg!("controls-lobby-lookup")),
        (Context::Profile, msg!("controls-profile")),
        (Context::Leaderboard, msg!("controls-leaderboard")),
        (Context::Room, msg!("controls-room")),
        (Context::Chat, msg!("controls-chat")),
        (Context::RecordText, msg!("controls-record-text")),
        (Context::Lessons, msg!("controls-lessons")),
        (Context::Puzzles, msg!("controls-puzzles")),
        (Context::Drill, msg!("controls-drill")),
        (Context::DrillOver, msg!("controls-drill-over")),
    ];
}

/// Everything a key can ask for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    Up,
    Down,
    Left,
    Right,
    Activate,
    Back,
    Quit,
    MenuContinue,
    MenuNew,
    MenuRules,
    MenuSettings,
    MenuStatistics,
    MenuLoad,
    MenuAbout,
    MenuPuzzles,
    Pick,
    PutBack,
    /// Drops the move chosen while the computer thinks.
    CancelPremove,
    OpenPrompt,
    Undo,
    Redo,
    Hint,
    Flip,
    MoveNow,
    /// Another opponent for an engine that failed.
    ChangeOpponent,
    Rules,
    ToMenu,
    Review,
    ShowPosition,
    SaveAs,
    Export,
    /// The export's other format (PGN or game record).
    SwitchFormat,
    Import,
    /// Add an entry (an engine).
    Add,
    Delete,
    Yes,
    No,
    PauseResume,
    /// Listed while a watched game is paused: space (`PauseResume`) does it.
    Resume,
    Step,
    Faster,
    Slower,
    Promote(PromotionChoice),
    OverNew,
    OverRematch,
    First,
    Last,
    /// Review: to the next (or previous) move marked `?!`, `?` or `??`.
    NextMark,
    PreviousMark,
    PageUp,
    PageDown,
    NextTab,
    PreviousTab,
    /// Into a room to watch.
    Watch,
    /// Ask the rooms again.
    Refresh,
    /// Change the name shown to others.
    Rename,
    /// A player's profile.
    Profile,
    /// The leaderboard.
    Leaderboard,
    /// The finished games kept (from Statistics).
    Games,
    /// TV: the best live game, or the server's show of computers.
    Tv,
    /// Open the chat line.
    Chat,
    /// The game's record to the terminal's clipboard (OSC 52).
    Copy,
    /// Give the game up (asks first).
    Resign,
    /// Offer the opponent a draw.
    OfferDraw,
    /// Ask the opponent in a room to take back one's last move.
    Takeback,
    /// Accept the opponent's offer in a room.
    Accept,
    /// Decline the opponent's offer in a room.
    Decline,
    /// The next puzzle, or the lesson's next step.
    Next,
    /// The same puzzle or step again.
    Retry,
    /// Puzzles in a row, harder each time, until one is lost.
    Streak,
}

/// The pieces a chess pawn may become.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PromotionChoice {
    Queen,
    Rook,
    Bishop,
    Knight,
}

impl PromotionChoice {
    pub fn letter(self) -> char {
        match self {
            PromotionChoice::Queen => 'q',
            PromotionChoice::Rook => 'r',
            PromotionChoice::Bishop => 'b',
            PromotionChoice::Knight => 'n',
        }
    }
}

pub struct Binding {
    pub context: Context,
    pub keys: &'static [Key],
    pub action: Action,
    /// How the hint line and the Controls page show it; nothing for the
    /// second half of a pair, which the first names.
    shown: Option<Shown>,
}

#[derive(Clone, Copy)]
struct Shown {
    /// How the hint line names the keys.
    label: Keys,
    /// How the Controls page names them: the label, or a longer one that
    /// also names keys the hint line has no room for.
    full_label: Keys,
    /// What they do, in two or three words.
    hint: Msg,
}

/// How a binding names its keys.
#[derive(Clone, Copy)]
enum Keys {
    /// Arrows, letters, and the names keyboards print: Portuguese ones
    /// print enter, esc, tab, shift, ctrl, del, home, end, pgup and pgdn
    /// as English ones do, so these read the same in every language.
    Printed(&'static str),
    /// Names with a word in them that players say in their own language
    /// (space, espaço): from the catalogue.
    Said(Msg),
}

impl Keys {
    fn text(self, lang: Lang) -> &'static str {
        match self {
            Keys::Printed(text) => text,
            Keys::Said(msg) => lang.plain(msg),
        }
    }
}

const fn bind(
    context: Context,
    keys: &'static [Key],
    label: &'static str,
    hint: Msg,
    action: Action,
) -> Binding {
    shown(context, keys, Keys::Printed(label), hint, action)
}

/// A binding whose keys' name has a word in it.
const fn bind_said(
    context: Context,
    keys: &'static [Key],
    label: Msg,
    hint: Msg,
    action: Action,
) -> Binding {
    shown(context, keys, Keys::Said(label), hint, action)
}

const fn shown(
    context: Context,
    keys: &'static [Key],
    label: Keys,
    hint: Msg,
    action: Action,
) -> Binding {
    let shown = Shown {
        label,
        full_label: label,
        hint,
    };
    Binding {
        context,
        keys,
        action,
        shown: Some(shown),
    }
}

/// The second half of a pair (↓ after ↑): the first one names both.
const fn also(context: Context, keys: &'static [Key], action: Action) -> Binding {
    Binding {
        context,
        keys,
        action,
        shown: None,
    }
}

/// A binding whose Controls page line names more keys than its hint.
const fn bind_more(binding: Binding, full_label: &'static str) -> Binding {
    more(binding, Keys::Printed(full_label))
}

/// As [`bind_more`], the longer name with a word in it.
const fn bind_more_said(binding: Binding, full_label: Msg) -> Binding {
    more(binding, Keys::Said(full_label))
}

const fn more(binding: Binding, full_label: Keys) -> Binding {
    let shown = match binding.shown {
        Some(shown) => Some(Shown {
            full_label,
            ..shown
        }),
        None => None,
    };
    Binding { shown, ..binding }
}

use Context as C;
use Key as K;

const ARROWS: &[Key] = &[
    K::Up,
    K::Down,
    K::Left,
    K::Right,
    K::Char('h'),
    K::Char('j'),
    K::Char('k'),
    K::Char('l'),
];

/// Ctrl-C quits from everywhere; it is read before this table.
pub const QUIT_KEY: Key = Key::Ctrl('c');

pub const BINDINGS: &[Binding] = &[
    bind_more(
        bind(
            C::Menu,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Menu, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Menu,
        &[K::Enter],
        "enter",
        msg!("key-open"),
        Action::Activate,
    ),
    // Quits at once, or asks first while a game or a room's seat is at
    // stake; Esc never quits.
    bind(
        C::Menu,
        &[K::Char('q')],
        "q",
        msg!("key-quit"),
        Action::Quit,
    ),
    // Over SSH the menu is a step from the lobby, where Esc goes back;
    // locally the menu is the top, where Esc does nothing.
    bind(C::Menu, &[K::Esc], "esc", msg!("key-lobby"), Action::Back),
    bind(
        C::Menu,
        &[K::Char('c')],
        "c",
        msg!("key-continue"),
        Action::MenuContinue,
    ),
    bind(
        C::Menu,
        &[K::Char('n')],
        "n",
        msg!("key-new-game"),
        Action::MenuNew,
    ),
    bind(
        C::Menu,
        &[K::Char('l')],
        "l",
        msg!("key-load-game"),
        Action::MenuLoad,
    ),
    bind_more(
        bind(
            C::Menu,
            &[K::Char('?'), K::Char('r')],
            "?",
            msg!("key-help"),
            Action::MenuRules,
        ),
        "?/r",
    ),
    bind(
        C::Menu,
        &[K::Char('s')],
        "s",
        msg!("key-settings"),
        Action::MenuSettings,
    ),
    bind(
        C::Menu,
        &[K::Char('t')],
        "t",
        msg!("key-statistics"),
        Action::MenuStatistics,
    ),
    bind(
        C::Menu,
        &[K::Char('p')],
        "p",
        msg!("key-puzzles"),
        Action::MenuPuzzles,
    ),
    bind(
        C::Menu,
        &[K::Char('a')],
        "a",
        msg!("key-about"),
        Action::MenuAbout,
    ),
    bind_more(
        bind(C::Setup, &[K::Up], "↑↓", msg!("key-field"), Action::Up),
        "↑↓/tab/shift-tab",
    ),
    also(C::Setup, &[K::Down, K::Tab], Action::Down),
    also(C::Setup, &[K::BackTab], Action::Up),
    bind(C::Setup, &[K::Left], "←→", msg!("key-change"), Action::Left),
    also(C::Setup, &[K::Right], Action::Right),
    bind(
        C::Setup,
        &[K::Enter],
        "enter",
        msg!("key-start"),
        Action::Activate,
    ),
    bind(C::Setup, &[K::Esc], "esc", msg!("key-back"), Action::Back),
    bind_more(
        bind(C::Board, ARROWS, "←↑↓→", msg!("key-cursor"), Action::Up),
        "←↑↓→/hjkl",
    ),
    bind_more_said(
        bind(
            C::Board,
            &[K::Enter, K::Char(' ')],
            "enter",
            msg!("key-pick"),
            Action::Pick,
        ),
        msg!("keys-enter-space"),
    ),
    // Then what matters in the state, so it shows at 80 columns: a
    // premove to cancel (only then), resigning, a draw, taking back, the
    // way out, and a failed engine to replace (only then, and its error
    // line names the key); `?` for the rest.
    bind(
        C::Board,
        &[K::Esc],
        "esc",
        msg!("key-cancel-premove"),
        Action::CancelPremove,
    ),
    bind(
        C::Board,
        &[K::Char('R')],
        "R",
        msg!("key-resign"),
        Action::Resign,
    ),
    bind(
        C::Board,
        &[K::Char('d')],
        "d",
        msg!("key-offer-draw"),
        Action::OfferDraw,
    ),
    bind(
        C::Board,
        &[K::Char('u')],
        "u",
        msg!("key-undo"),
        Action::Undo,
    ),
    bind(
        C::Board,
        &[K::Char('q')],
        "q",
        msg!("key-menu"),
        Action::ToMenu,
    ),
    bind(
        C::Board,
        &[K::Char('o')],
        "o",
        msg!("key-other-opponent"),
        Action::ChangeOpponent,
    ),
    bind(
        C::Board,
        &[K::Char(':')],
        ":",
        msg!("key-type-move"),
        Action::OpenPrompt,
    ),
    bind_more(
        bind(
            C::Board,
            &[K::Char('U'), K::Ctrl('r')],
            "U",
            msg!("key-redo"),
            Action::Redo,
        ),
        "U/ctrl-r",
    ),
    bind(
        C::Board,
        &[K::Char('t')],
        "t",
        msg!("key-hint"),
        Action::Hint,
    ),
    bind(
        C::Board,
        &[K::Char('m')],
        "m",
        msg!("key-move-now"),
        Action::MoveNow,
    ),
    bind(
        C::Board,
        &[K::Char('?')],
        "?",
        msg!("key-help"),
        Action::Rules,
    ),
    bind(
        C::Board,
        &[K::Char('f')],
        "f",
        msg!("key-flip"),
        Action::Flip,
    ),
    bind(
        C::Board,
        &[K::Char('v')],
        "v",
        msg!("key-review"),
        Action::Review,
    ),
    bind(
        C::Board,
        &[K::Char('p')],
        "p",
        msg!("key-position"),
        Action::ShowPosition,
    ),
    bind(
        C::Board,
        &[K::Char('w')],
        "w",
        msg!("key-save-as"),
        Action::SaveAs,
    ),
    bind(
        C::Board,
        &[K::Char('x')],
        "x",
        msg!("key-export"),
        Action::Export,
    ),
    bind_more(
        bind(C::Holding, ARROWS, "←↑↓→", msg!("key-cursor"), Action::Up),
        "←↑↓→/hjkl",
    ),
    bind_more_said(
        bind(
            C::Holding,
            &[K::Enter, K::Char(' ')],
            "enter",
            msg!("key-drop"),
            Action::Pick,
        ),
        msg!("keys-enter-space"),
    ),
    bind(
        C::Holding,
        &[K::Esc],
        "esc",
        msg!("key-put-back"),
        Action::PutBack,
    ),
    bind(
        C::Holding,
        &[K::Char('f')],
        "f",
        msg!("key-flip"),
        Action::Flip,
    ),
    bind(
        C::Holding,
        &[K::Char('?')],
        "?",
        msg!("key-help"),
        Action::Rules,
    ),
    bind(
        C::Holding,
        &[K::Char('q')],
        "q",
        msg!("key-menu"),
        Action::ToMenu,
    ),
    bind_said(
        C::Watch,
        &[K::Char(' ')],
        msg!("keys-space"),
        msg!("key-pause"),
        Action::PauseResume,
    ),
    bind_said(
        C::Watch,
        &[],
        msg!("keys-space"),
        msg!("key-resume"),
        Action::Resume,
    ),
    bind(
        C::Watch,
        &[K::Right, K::Char('n')],
        "→/n",
        msg!("key-one-move"),
        Action::Step,
    ),
    bind_more(
        bind(
            C::Watch,
            &[K::Char('+'), K::Char('=')],
            "+",
            msg!("key-faster"),
            Action::Faster,
        ),
        "+/=",
    ),
    bind(
        C::Watch,
        &[K::Char('-')],
        "-",
        msg!("key-slower"),
        Action::Slower,
    ),
    bind(
        C::Watch,
        &[K::Char('o')],
        "o",
        msg!("key-other-opponent"),
        Action::ChangeOpponent,
    ),
    bind(
        C::Watch,
        &[K::Char('u')],
        "u",
        msg!("key-undo"),
        Action::Undo,
    ),
    bind(
        C::Watch,
        &[K::Char('?')],
        "?",
        msg!("key-help"),
        Action::Rules,
    ),
    bind(
        C::Watch,
        &[K::Char('q')],
        "q",
        msg!("key-menu"),
        Action::ToMenu,
    ),
    bind(
        C::Watch,
        &[K::Char('f')],
        "f",
        msg!("key-flip"),
        Action::Flip,
    ),
    bind(
        C::Watch,
        &[K::Char('v')],
        "v",
        msg!("key-review"),
        Action::Review,
    ),
    bind(
        C::Watch,
        &[K::Char('p')],
        "p",
        msg!("key-position"),
        Action::ShowPosition,
    ),
    bind(
        C::Watch,
        &[K::Char('x')],
        "x",
        msg!("key-export"),
        Action::Export,
    ),
    // Last: it comes and goes with every move, and moves no other key.
    bind(
        C::Watch,
        &[K::Char('m')],
        "m",
        msg!("key-move-now"),
        Action::MoveNow,
    ),
    bind(
        C::Prompt,
        &[K::Enter],
        "enter",
        msg!("key-play"),
        Action::Activate,
    ),
    bind(
        C::Prompt,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::Back,
    ),
    bind(
        C::SaveName,
        &[K::Enter],
        "enter",
        msg!("key-save"),
        Action::Activate,
    ),
    bind(
        C::SaveName,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::Back,
    ),
    bind(
        C::ExportPath,
        &[K::Enter],
        "enter",
        msg!("key-export"),
        Action::Activate,
    ),
    bind_more(
        bind(
            C::ExportPath,
            &[K::Tab, K::BackTab],
            "tab",
            msg!("key-pgn-record"),
            Action::SwitchFormat,
        ),
        "tab/shift-tab",
    ),
    bind(
        C::ExportPath,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::Back,
    ),
    bind(
        C::Promotion,
        &[K::Char('q'), K::Char('Q')],
        "q",
        msg!("key-queen"),
        Action::Promote(PromotionChoice::Queen),
    ),
    bind(
        C::Promotion,
        &[K::Char('r'), K::Char('R')],
        "r",
        msg!("key-rook"),
        Action::Promote(PromotionChoice::Rook),
    ),
    bind(
        C::Promotion,
        &[K::Char('b'), K::Char('B')],
        "b",
        msg!("key-bishop"),
        Action::Promote(PromotionChoice::Bishop),
    ),
    bind(
        C::Promotion,
        &[K::Char('n'), K::Char('N')],
        "n",
        msg!("key-knight"),
        Action::Promote(PromotionChoice::Knight),
    ),
    bind(
        C::Promotion,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::PutBack,
    ),
    bind_more(
        bind(
            C::Over,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Over, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Over,
        &[K::Enter],
        "enter",
        msg!("key-select"),
        Action::Activate,
    ),
    // Before the rest: the way out stays on the line at 80 columns.
    bind_more(
        bind(
            C::Over,
            &[K::Char('q'), K::Esc],
            "q",
            msg!("key-menu"),
            Action::ToMenu,
        ),
        "q/esc",
    ),
    bind(
        C::Over,
        &[K::Char('n')],
        "n",
        msg!("key-new-game"),
        Action::OverNew,
    ),
    bind(
        C::Over,
        &[K::Char('a')],
        "a",
        msg!("key-rematch"),
        Action::OverRematch,
    ),
    bind(
        C::Over,
        &[K::Char('v')],
        "v",
        msg!("key-review"),
        Action::Review,
    ),
    bind(
        C::Over,
        &[K::Char('x')],
        "x",
        msg!("key-export"),
        Action::Export,
    ),
    bind(
        C::Over,
        &[K::Char('?')],
        "?",
        msg!("key-help"),
        Action::Rules,
    ),
    bind_more(
        bind(
            C::Review,
            &[K::Left, K::Char('h')],
            "←→",
            msg!("key-step"),
            Action::Left,
        ),
        "←→/hl",
    ),
    also(C::Review, &[K::Right, K::Char('l')], Action::Right),
    bind(
        C::Review,
        &[K::Home],
        "home/end",
        msg!("key-ends"),
        Action::First,
    ),
    also(C::Review, &[K::End], Action::Last),
    bind(
        C::Review,
        &[K::Char('n')],
        "n/N",
        msg!("key-marks"),
        Action::NextMark,
    ),
    also(C::Review, &[K::Char('N')], Action::PreviousMark),
    bind(
        C::Review,
        &[K::Char('f')],
        "f",
        msg!("key-flip"),
        Action::Flip,
    ),
    bind_more(
        bind(
            C::Review,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::Position,
            &[K::Esc, K::Char('q'), K::Char('p'), K::Enter],
            "esc",
            msg!("key-close"),
            Action::Back,
        ),
        "esc/q/p/enter",
    ),
    bind_more(
        bind(
            C::Rules,
            &[K::Left, K::BackTab, K::Char('h')],
            "←→",
            msg!("key-game"),
            Action::PreviousTab,
        ),
        "←→/hl/tab/shift-tab",
    ),
    also(C::Rules, &[K::Right, K::Tab, K::Char('l')], Action::NextTab),
    bind(
        C::Rules,
        &[K::Enter],
        "enter",
        msg!("key-lessons"),
        Action::Activate,
    ),
    bind_more(
        bind(
            C::Rules,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-scroll"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Rules, &[K::Down, K::Char('j')], Action::Down),
    bind_more_said(
        bind(
            C::Rules,
            &[K::PageUp],
            "pgup/pgdn",
            msg!("key-page"),
            Action::PageUp,
        ),
        msg!("keys-pages-space"),
    ),
    also(C::Rules, &[K::PageDown, K::Char(' ')], Action::PageDown),
    bind_more(
        bind(
            C::Rules,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::Settings,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Settings, &[K::Down, K::Char('j')], Action::Down),
    bind_more(
        bind(
            C::Settings,
            &[K::Left, K::Char('h')],
            "←→",
            msg!("key-change"),
            Action::Left,
        ),
        "←→/hl/enter",
    ),
    also(
        C::Settings,
        &[K::Right, K::Char('l'), K::Enter],
        Action::Right,
    ),
    bind_more(
        bind(
            C::Settings,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::Engines,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Engines, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Engines,
        &[K::Enter],
        "enter",
        msg!("key-edit"),
        Action::Activate,
    ),
    bind(
        C::Engines,
        &[K::Char('a')],
        "a",
        msg!("key-add"),
        Action::Add,
    ),
    bind_more(
        bind(
            C::Engines,
            &[K::Char('d'), K::Delete],
            "d",
            msg!("key-delete"),
            Action::Delete,
        ),
        "d/del",
    ),
    bind_more(
        bind(
            C::Engines,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::EngineForm,
            &[K::Up, K::BackTab],
            "↑↓",
            msg!("key-field"),
            Action::Up,
        ),
        "↑↓/tab/shift-tab",
    ),
    also(C::EngineForm, &[K::Down, K::Tab], Action::Down),
    bind_more_said(
        bind_said(
            C::EngineForm,
            &[K::Left, K::Right, K::Char(' ')],
            msg!("keys-space"),
            msg!("key-game-on-off"),
            Action::Right,
        ),
        msg!("keys-space-arrows"),
    ),
    bind(
        C::EngineForm,
        &[K::Enter],
        "enter",
        msg!("key-save"),
        Action::Activate,
    ),
    bind(
        C::EngineForm,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::Back,
    ),
    bind(
        C::Statistics,
        &[K::Char('g')],
        "g",
        msg!("key-games"),
        Action::Games,
    ),
    bind_more(
        bind(
            C::Statistics,
            &[K::Esc, K::Char('q'), K::Enter],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q/enter",
    ),
    bind_more(
        bind(
            C::Games,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Games, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Games,
        &[K::Enter],
        "enter",
        msg!("key-review"),
        Action::Activate,
    ),
    bind(
        C::Games,
        &[K::Char('x')],
        "x",
        msg!("key-export"),
        Action::Export,
    ),
    bind_more(
        bind(
            C::Games,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
    bind(
        C::Games,
        &[K::PageUp],
        "pgup/pgdn",
        msg!("key-page"),
        Action::PageUp,
    ),
    also(C::Games, &[K::PageDown], Action::PageDown),
    bind(
        C::Games,
        &[K::Home],
        "home/end",
        msg!("key-ends"),
        Action::First,
    ),
    also(C::Games, &[K::End], Action::Last),
    bind_more(
        bind(
            C::Load,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Load, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Load,
        &[K::Enter],
        "enter",
        msg!("key-load"),
        Action::Activate,
    ),
    bind_more(
        bind(
            C::Load,
            &[K::Char('d'), K::Delete],
            "d",
            msg!("key-delete"),
            Action::Delete,
        ),
        "d/del",
    ),
    bind(
        C::Load,
        &[K::Char('i')],
        "i",
        msg!("key-import"),
        Action::Import,
    ),
    bind_more(
        bind(
            C::Load,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
    bind(
        C::ImportPath,
        &[K::Enter],
        "enter",
        msg!("key-import"),
        Action::Activate,
    ),
    bind(
        C::ImportPath,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::Back,
    ),
    bind_more(
        bind(
            C::Confirm,
            &[K::Char('y'), K::Char('Y'), K::Enter],
            "y",
            msg!("key-yes"),
            Action::Yes,
        ),
        "y/enter",
    ),
    bind_more(
        bind(
            C::Confirm,
            &[K::Char('n'), K::Char('N'), K::Esc, K::Char('q')],
            "n",
            msg!("key-no"),
            Action::No,
        ),
        "n/esc/q",
    ),
    // Only when leaving a room's seat: the third answer.
    bind(
        C::Confirm,
        &[K::Char('R')],
        "R",
        msg!("key-resign"),
        Action::Resign,
    ),
    bind_more(
        bind(
            C::Lobby,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-room"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Lobby, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Lobby,
        &[K::Enter],
        "enter",
        msg!("key-join"),
        Action::Activate,
    ),
    bind(
        C::Lobby,
        &[K::Char('w')],
        "w",
        msg!("key-watch"),
        Action::Watch,
    ),
    bind(
        C::Lobby,
        &[K::Char('n')],
        "n",
        msg!("key-new"),
        Action::MenuNew,
    ),
    bind(
        C::Lobby,
        &[K::Char('i')],
        "i",
        msg!("key-name"),
        Action::Rename,
    ),
    // Short words: at 80 columns every lobby key up to quit shows.
    bind(
        C::Lobby,
        &[K::Char('p')],
        "p",
        msg!("key-who"),
        Action::Profile,
    ),
    bind(
        C::Lobby,
        &[K::Char('t')],
        "t",
        msg!("key-top"),
        Action::Leaderboard,
    ),
    bind(C::Lobby, &[K::Char('v')], "v", msg!("key-tv"), Action::Tv),
    // Quitting before refreshing and the menu: at 80 columns the lobby
    // updates itself, and the menu is a step back from quitting. Esc,
    // at the top here, does nothing: it never quits.
    bind(
        C::Lobby,
        &[K::Char('q')],
        "q",
        msg!("key-quit"),
        Action::Quit,
    ),
    bind(
        C::Lobby,
        &[K::Char('g')],
        "g",
        msg!("key-refresh"),
        Action::Refresh,
    ),
    bind(
        C::Lobby,
        &[K::Char('m')],
        "m",
        msg!("key-menu"),
        Action::ToMenu,
    ),
    bind_more(
        bind(
            C::Lobby,
            &[K::Char('?'), K::Char('r')],
            "?",
            msg!("key-help"),
            Action::MenuRules,
        ),
        "?/r",
    ),
    bind(
        C::Lobby,
        &[K::Home],
        "home/end",
        msg!("key-ends"),
        Action::First,
    ),
    also(C::Lobby, &[K::End], Action::Last),
    bind(
        C::Lobby,
        &[K::Char('z')],
        "z",
        msg!("key-puzzles"),
        Action::MenuPuzzles,
    ),
    bind(
        C::LobbyName,
        &[K::Enter],
        "enter",
        msg!("key-save"),
        Action::Activate,
    ),
    bind(
        C::LobbyName,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::Back,
    ),
    bind(
        C::LobbyLookup,
        &[K::Enter],
        "enter",
        msg!("key-open"),
        Action::Activate,
    ),
    bind(
        C::LobbyLookup,
        &[K::Up],
        "↑↓",
        msg!("key-player"),
        Action::Up,
    ),
    also(C::LobbyLookup, &[K::Down], Action::Down),
    bind(
        C::LobbyLookup,
        &[K::Esc],
        "esc",
        msg!("key-cancel"),
        Action::Back,
    ),
    bind_more(
        bind(
            C::Profile,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-game"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Profile, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Profile,
        &[K::Enter],
        "enter",
        msg!("key-review"),
        Action::Activate,
    ),
    bind(
        C::Profile,
        &[K::Char('t')],
        "t",
        msg!("key-top"),
        Action::Leaderboard,
    ),
    bind_more(
        bind(
            C::Profile,
            &[K::Esc, K::Char('q'), K::Char('p')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q/p",
    ),
    bind_more(
        bind(
            C::Leaderboard,
            &[K::Left, K::Char('h')],
            "←→",
            msg!("key-game"),
            Action::Left,
        ),
        "←→/hl",
    ),
    also(C::Leaderboard, &[K::Right, K::Char('l')], Action::Right),
    bind(
        C::Leaderboard,
        &[K::Tab],
        "tab",
        msg!("key-pace"),
        Action::NextTab,
    ),
    bind_more(
        bind(
            C::Leaderboard,
            &[K::Esc, K::Char('q'), K::Char('t')],
            "esc",
            msg!("key-lobby"),
            Action::Back,
        ),
        "esc/q/t",
    ),
    // First: an offer to answer comes before every other key.
    bind(
        C::Room,
        &[K::Char('y')],
        "y",
        msg!("key-accept"),
        Action::Accept,
    ),
    bind(
        C::Room,
        &[K::Char('n')],
        "n",
        msg!("key-decline"),
        Action::Decline,
    ),
    bind_more(
        bind(C::Room, ARROWS, "←↑↓→", msg!("key-cursor"), Action::Up),
        "←↑↓→/hjkl",
    ),
    bind_more_said(
        bind(
            C::Room,
            &[K::Enter, K::Char(' ')],
            "enter",
            msg!("key-pick"),
            Action::Pick,
        ),
        msg!("keys-enter-space"),
    ),
    // Then what matters in the state: resigning, a draw, a takeback, a
    // rematch once the game is over, and the way out.
    bind(
        C::Room,
        &[K::Char('R')],
        "R",
        msg!("key-resign"),
        Action::Resign,
    ),
    bind(
        C::Room,
        &[K::Char('d')],
        "d",
        msg!("key-offer-draw"),
        Action::OfferDraw,
    ),
    bind(
        C::Room,
        &[K::Char('u')],
        "u",
        msg!("key-takeback"),
        Action::Takeback,
    ),
    bind(
        C::Room,
        &[K::Char('a')],
        "a",
        msg!("key-rematch"),
        Action::OverRematch,
    ),
    bind_more(
        bind(
            C::Room,
            &[K::Char('q'), K::Esc],
            "q",
            msg!("key-lobby"),
            Action::ToMenu,
        ),
        "q/esc",
    ),
    bind(
        C::Room,
        &[K::Char('c')],
        "c",
        msg!("key-chat"),
        Action::Chat,
    ),
    bind(
        C::Room,
        &[K::Char(':')],
        ":",
        msg!("key-type-move"),
        Action::OpenPrompt,
    ),
    bind(
        C::Room,
        &[K::Char('x')],
        "x",
        msg!("key-record"),
        Action::Export,
    ),
    bind(
        C::Room,
        &[K::Char('?')],
        "?",
        msg!("key-help"),
        Action::Rules,
    ),
    bind(
        C::Room,
        &[K::Char('f')],
        "f",
        msg!("key-flip"),
        Action::Flip,
    ),
    // While people play it says why there is no Review yet.
    bind(
        C::Room,
        &[K::Char('v')],
        "v",
        msg!("key-review"),
        Action::Review,
    ),
    bind(
        C::Room,
        &[K::Char('p')],
        "p",
        msg!("key-position"),
        Action::ShowPosition,
    ),
    // Last: the hint line has room for them only on a wide screen.
    bind(
        C::Room,
        &[K::PageUp],
        "pgup/pgdn",
        msg!("key-scroll-chat"),
        Action::PageUp,
    ),
    also(C::Room, &[K::PageDown], Action::PageDown),
    // After the chat: at 80 columns it is on the Controls page only.
    bind(
        C::Room,
        &[K::Char('P')],
        "P",
        msg!("key-who"),
        Action::Profile,
    ),
    bind(
        C::Chat,
        &[K::Enter],
        "enter",
        msg!("key-send"),
        Action::Activate,
    ),
    bind(C::Chat, &[K::Esc], "esc", msg!("key-cancel"), Action::Back),
    bind(
        C::Chat,
        &[K::PageUp],
        "pgup/pgdn",
        msg!("key-scroll-chat"),
        Action::PageUp,
    ),
    also(C::Chat, &[K::PageDown], Action::PageDown),
    bind(
        C::RecordText,
        &[K::Char('c')],
        "c",
        msg!("key-copy"),
        Action::Copy,
    ),
    bind_more(
        bind(
            C::RecordText,
            &[K::Esc, K::Char('q'), K::Char('x'), K::Enter],
            "esc",
            msg!("key-close"),
            Action::Back,
        ),
        "esc/q/x/enter",
    ),
    bind_more(
        bind(
            C::About,
            &[K::Esc, K::Char('q'), K::Enter],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q/enter",
    ),
    bind_more(
        bind(C::Drill, ARROWS, "←↑↓→", msg!("key-cursor"), Action::Up),
        "←↑↓→/hjkl",
    ),
    bind_more_said(
        bind(
            C::Drill,
            &[K::Enter, K::Char(' ')],
            "enter",
            msg!("key-pick"),
            Action::Pick,
        ),
        msg!("keys-enter-space"),
    ),
    bind(
        C::Drill,
        &[K::Char('t')],
        "t",
        msg!("key-hint"),
        Action::Hint,
    ),
    bind(C::Drill, &[K::Esc], "esc", msg!("key-back"), Action::Back),
    bind(
        C::Drill,
        &[K::Char(':')],
        ":",
        msg!("key-type-move"),
        Action::OpenPrompt,
    ),
    bind(
        C::Drill,
        &[K::Char('f')],
        "f",
        msg!("key-flip"),
        Action::Flip,
    ),
    bind(
        C::Drill,
        &[K::Char('?')],
        "?",
        msg!("key-help"),
        Action::Rules,
    ),
    bind_more(
        bind(
            C::DrillOver,
            &[K::Enter, K::Char('n')],
            "enter",
            msg!("key-next"),
            Action::Next,
        ),
        "enter/n",
    ),
    bind(
        C::DrillOver,
        &[K::Char('a')],
        "a",
        msg!("key-retry"),
        Action::Retry,
    ),
    bind(
        C::DrillOver,
        &[K::Esc],
        "esc",
        msg!("key-back"),
        Action::Back,
    ),
    bind(
        C::DrillOver,
        &[K::Char('f')],
        "f",
        msg!("key-flip"),
        Action::Flip,
    ),
    bind(
        C::DrillOver,
        &[K::Char('?')],
        "?",
        msg!("key-help"),
        Action::Rules,
    ),
    bind_more(
        bind(
            C::Puzzles,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Puzzles, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Puzzles,
        &[K::Enter],
        "enter",
        msg!("key-puzzle-rated"),
        Action::Activate,
    ),
    bind(
        C::Puzzles,
        &[K::Char('s')],
        "s",
        msg!("key-streak"),
        Action::Streak,
    ),
    bind_more(
        bind(
            C::Puzzles,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::Lessons,
            &[K::Up, K::Char('k')],
            "↑↓",
            msg!("key-choose"),
            Action::Up,
        ),
        "↑↓/kj",
    ),
    also(C::Lessons, &[K::Down, K::Char('j')], Action::Down),
    bind(
        C::Lessons,
        &[K::Enter],
        "enter",
        msg!("key-open"),
        Action::Activate,
    ),
    bind_more(
        bind(
            C::Lessons,
            &[K::Esc, K::Char('q')],
            "esc",
            msg!("key-back"),
            Action::Back,
        ),
        "esc/q",
    ),
];

/// The action a key asks for in a context. The cursor bindings share one
/// row per context, so the direction is read from the key itself.
pub fn action(context: Context, key: Key) -> Option<Action> {
    let binding = BINDINGS
        .iter()
        .find(|b| b.context == context && b.keys.contains(&key))?;
    if binding.keys == ARROWS {
        return direction(key);
    }
    Some(binding.action)
}

fn direction(key: Key) -> Option<Action> {
    match key {
        Key::Up | Key::Char('k') => Some(Action::Up),
        Key::Down | Key::Char('j') => Some(Action::Down),
        Key::Left | Key::Char('h') => Some(Action::Left),
        Key::Right | Key::Char('l') => Some(Action::Right),
        _ => None,
    }
}

impl Binding {
    /// Whether this binding opens the How-to-play pages: the hint line
    /// keeps it when the other keys do not all fit.
    pub fn opens_help(&self) -> bool {
        matches!(self.action, Action::Rules | Action::MenuRules)
    }

    /// Whether the hint line and the Controls page show it (the second
    /// half of a pair is named by the first).
    pub fn is_listed(&self) -> bool {
        self.shown.is_some()
    }

    /// How the hint line names the keys, in `lang`; empty if not listed.
    pub fn label(&self, lang: Lang) -> &'static str {
        self.shown.map_or("", |shown| shown.label.text(lang))
    }

    /// How the Controls page names the keys, in `lang`; empty if not listed.
    pub fn full_label(&self, lang: Lang) -> &'static str {
        self.shown.map_or("", |shown| shown.full_label.text(lang))
    }

    /// What the keys do, in `lang`; empty if not listed.
    pub fn hint(&self, lang: Lang) -> &'static str {
        self.shown.map_or("", |shown| lang.plain(shown.hint))
    }
}

/// The bindings a context lists (the others are the second half of a
/// pair, named by the first).
pub fn listed(context: Context) -> impl Iterator<Item = &'static Binding> {
    BINDINGS
        .iter()
        .filter(move |b| b.context == context && b.is_listed())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_means_one_thing_per_context() {
        for (context, _) in Context::PAGES {
            let keys: Vec<Key> = BINDINGS
                .iter()
                .filter(|b| b.context == context)
                .flat_map(|b| b.keys.iter().copied())
                .collect();
            for (i, key) in keys.iter().enumerate() {
                assert!(
                    !keys[i + 1..].contains(key),
                    "{key:?} bound twice in {context:?}"
                );
            }
        }
    }

    /// How the Controls page writes a key in `lang`.
    fn name(key: Key, lang: Lang) -> String {
        match key {
            Key::Char(' ') => lang.plain(msg!("keys-space")).into(),
            Key::Char(c) => c.to_string(),
            Key::Ctrl(c) => format!("ctrl-{c}"),
            Key::Up => "↑".into(),
            Key::Down => "↓".into(),
            Key::Left => "←".into(),
            Key::Right => "→".into(),
            Key::Enter => "enter".into(),
            Key::Esc => "esc".into(),
            Key::Tab => "tab".into(),
            Key::BackTab => "shift-tab".into(),
            Key::Home => "home".into(),
            Key::End => "end".into(),
            Key::PageUp => "pgup".into(),
            Key::PageDown => "pgdn".into(),
            Key::Backspace => "backspace".into(),
            Key::Delete => "del".into(),
        }
    }

    /// Whether a Controls page label names `key`: as a word between
    /// slashes, or as one of a run of one-char keys (`hjkl`, `←↑↓→`).
    fn names(label: &str, key: Key, lang: Lang) -> bool {
        let words: Vec<String> = BINDINGS
            .iter()
            .flat_map(|b| b.keys.iter().map(|&k| name(k, lang)))
            .filter(|n| n.chars().count() > 1)
            .collect();
        let wanted = name(key, lang);
        label.split('/').any(|token| {
            token == wanted
                || (wanted.chars().count() == 1
                    && !words.iter().any(|w| w == token)
                    && token.contains(wanted.as_str()))
        })
    }

    #[test]
    fn the_controls_page_names_every_key_in_each_language() {
        let mut missing = Vec::new();
        for lang in Lang::ALL {
            for (context, _) in Context::PAGES {
                let labels: Vec<&str> = listed(context).map(|b| b.full_label(lang)).collect();
                for binding in BINDINGS.iter().filter(|b| b.context == context) {
                    // A capital letter beside its small one is the same key.
                    let unnamed = binding.keys.iter().filter(|&&key| {
                        let small = match key {
                            Key::Char(c) if c.is_ascii_uppercase() => {
                                binding.keys.contains(&Key::Char(c.to_ascii_lowercase()))
                            }
                            _ => false,
                        };
                        !small && !labels.iter().any(|label| names(label, key, lang))
                    });
                    missing.extend(unnamed.map(|key| format!("{lang:?} {context:?} {key:?}")));
                }
            }
        }
        assert!(missing.is_empty(), "not on the Controls page: {missing:?}");
    }

    #[test]
    fn review_is_v_and_a_rematch_is_a_wherever_they_are_offered() {
        let keys_of = |wanted: Action| -> Vec<(Context, &[Key])> {
            BINDINGS
                .iter()
                .filter(|b| b.action == wanted)
                .map(|b| (b.context, b.keys))
                .collect()
        };
        let review = keys_of(Action::Review);
        let rematch = keys_of(Action::OverRematch);
        assert_eq!(review.len(), 4, "{review:?}");
        assert_eq!(rematch.len(), 2, "{rematch:?}");
        for (context, keys) in review {
            assert_eq!(keys, [Key::Char('v')], "{context:?}");
        }
        for (context, keys) in rematch {
            assert_eq!(keys, [Key::Char('a')], "{context:?}");
        }
        // `r` opens the help pages where it does anything but promote.
        for binding in BINDINGS.iter().filter(|b| b.keys.contains(&Key::Char('r'))) {
            let help = binding.action == Action::MenuRules;
            let rook = binding.action == Action::Promote(PromotionChoice::Rook);
            assert!(
                help || rook,
                "{:?}: r {:?}",
                binding.context,
                binding.action
            );
        }
    }

    #[test]
    fn esc_never_quits() {
        for binding in BINDINGS.iter().filter(|b| b.keys.contains(&Key::Esc)) {
            assert_ne!(binding.action, Action::Quit, "{:?}", binding.context);
        }
    }

    #[test]
    fn cursor_keys_give_their_direction() {
        assert_eq!(action(Context::Board, Key::Char('h')), Some(Action::Left));
        assert_eq!(action(Context::Board, Key::Down), Some(Action::Down));
        assert_eq!(action(Context::Board, Key::Char('u')), Some(Action::Undo));
        assert_eq!(action(Context::Menu, Key::Char('u')), None);
    }
}
