//! The one keymap: each screen's keys, what they do, and how the hint line
//! and the controls page name them. The key handler and the hints both
//! read this table, so they never drift apart.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

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
}

impl Context {
    /// The contexts in the order the controls page lists them, with titles.
    pub const PAGES: [(Context, &'static str); 29] = [
        (Context::Menu, "Main menu"),
        (Context::Setup, "New game"),
        (Context::Board, "Playing"),
        (Context::Holding, "A piece in hand"),
        (Context::Prompt, "Typing a move"),
        (Context::Promotion, "Promotion"),
        (Context::SaveName, "Saving the game"),
        (Context::ExportPath, "Exporting the game"),
        (Context::Watch, "Computer vs computer"),
        (Context::Over, "Game over"),
        (Context::Review, "Review"),
        (Context::Position, "Position string"),
        (Context::Rules, "How to play"),
        (Context::Settings, "Settings"),
        (Context::Engines, "Engines"),
        (Context::EngineForm, "Adding or editing an engine"),
        (Context::Statistics, "Statistics"),
        (Context::Games, "Games played"),
        (Context::Load, "Load game"),
        (Context::ImportPath, "Importing a game"),
        (Context::Confirm, "Are you sure?"),
        (Context::About, "About"),
        (Context::Lobby, "Lobby (over SSH)"),
        (Context::LobbyName, "Changing your name"),
        (Context::Profile, "A player's profile"),
        (Context::Leaderboard, "Leaderboard"),
        (Context::Room, "In a room"),
        (Context::Chat, "Chatting in a room"),
        (Context::RecordText, "The game's record"),
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
    /// How the hint line names the keys.
    pub label: &'static str,
    /// How the Controls page names them: the label, or a longer one that
    /// also names keys the hint line has no room for.
    pub full_label: &'static str,
    /// What they do, in two or three words.
    pub hint: &'static str,
    pub action: Action,
}

const fn bind(
    context: Context,
    keys: &'static [Key],
    label: &'static str,
    hint: &'static str,
    action: Action,
) -> Binding {
    Binding {
        context,
        keys,
        label,
        full_label: label,
        hint,
        action,
    }
}

/// A binding whose Controls page line names more keys than its hint.
const fn bind_more(binding: Binding, full_label: &'static str) -> Binding {
    Binding {
        full_label,
        ..binding
    }
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
        bind(C::Menu, &[K::Up, K::Char('k')], "↑↓", "choose", Action::Up),
        "↑↓/kj",
    ),
    bind(C::Menu, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind(C::Menu, &[K::Enter], "enter", "open", Action::Activate),
    bind(C::Menu, &[K::Char('q')], "q", "quit", Action::Quit),
    // Esc never quits at once: it goes to Quit, for Enter to confirm.
    bind(C::Menu, &[K::Esc], "esc", "to Quit", Action::Back),
    bind(
        C::Menu,
        &[K::Char('c')],
        "c",
        "continue",
        Action::MenuContinue,
    ),
    bind(C::Menu, &[K::Char('n')], "n", "new game", Action::MenuNew),
    bind(C::Menu, &[K::Char('l')], "l", "load game", Action::MenuLoad),
    bind_more(
        bind(
            C::Menu,
            &[K::Char('?'), K::Char('r')],
            "?",
            "help",
            Action::MenuRules,
        ),
        "?/r",
    ),
    bind(
        C::Menu,
        &[K::Char('s')],
        "s",
        "settings",
        Action::MenuSettings,
    ),
    bind(
        C::Menu,
        &[K::Char('t')],
        "t",
        "statistics",
        Action::MenuStatistics,
    ),
    bind(C::Menu, &[K::Char('a')], "a", "about", Action::MenuAbout),
    bind_more(
        bind(C::Setup, &[K::Up], "↑↓", "field", Action::Up),
        "↑↓/tab/shift-tab",
    ),
    bind(C::Setup, &[K::Down, K::Tab], "", "", Action::Down),
    bind(C::Setup, &[K::BackTab], "", "", Action::Up),
    bind(C::Setup, &[K::Left], "←→", "change", Action::Left),
    bind(C::Setup, &[K::Right], "", "", Action::Right),
    bind(C::Setup, &[K::Enter], "enter", "start", Action::Activate),
    bind(C::Setup, &[K::Esc], "esc", "back", Action::Back),
    bind_more(
        bind(C::Board, ARROWS, "←↑↓→", "cursor", Action::Up),
        "←↑↓→/hjkl",
    ),
    bind_more(
        bind(
            C::Board,
            &[K::Enter, K::Char(' ')],
            "enter",
            "pick",
            Action::Pick,
        ),
        "enter/space",
    ),
    bind(
        C::Board,
        &[K::Char(':')],
        ":",
        "type move",
        Action::OpenPrompt,
    ),
    bind(
        C::Board,
        &[K::Esc],
        "esc",
        "cancel premove",
        Action::CancelPremove,
    ),
    bind(C::Board, &[K::Char('u')], "u", "undo", Action::Undo),
    bind_more(
        bind(
            C::Board,
            &[K::Char('U'), K::Ctrl('r')],
            "U",
            "redo",
            Action::Redo,
        ),
        "U/ctrl-r",
    ),
    bind(C::Board, &[K::Char('t')], "t", "hint", Action::Hint),
    bind(C::Board, &[K::Char('m')], "m", "move now", Action::MoveNow),
    bind(
        C::Board,
        &[K::Char('o')],
        "o",
        "other opponent",
        Action::ChangeOpponent,
    ),
    bind(C::Board, &[K::Char('?')], "?", "help", Action::Rules),
    bind(C::Board, &[K::Char('q')], "q", "menu", Action::ToMenu),
    bind(
        C::Board,
        &[K::Char('d')],
        "d",
        "offer draw",
        Action::OfferDraw,
    ),
    bind(C::Board, &[K::Char('R')], "R", "resign", Action::Resign),
    bind(C::Board, &[K::Char('f')], "f", "flip", Action::Flip),
    bind(C::Board, &[K::Char('r')], "r", "review", Action::Review),
    bind(
        C::Board,
        &[K::Char('p')],
        "p",
        "position",
        Action::ShowPosition,
    ),
    bind(C::Board, &[K::Char('w')], "w", "save as", Action::SaveAs),
    bind(C::Board, &[K::Char('x')], "x", "export", Action::Export),
    bind_more(
        bind(C::Holding, ARROWS, "←↑↓→", "cursor", Action::Up),
        "←↑↓→/hjkl",
    ),
    bind_more(
        bind(
            C::Holding,
            &[K::Enter, K::Char(' ')],
            "enter",
            "drop",
            Action::Pick,
        ),
        "enter/space",
    ),
    bind(C::Holding, &[K::Esc], "esc", "put back", Action::PutBack),
    bind(C::Holding, &[K::Char('f')], "f", "flip", Action::Flip),
    bind(C::Holding, &[K::Char('?')], "?", "help", Action::Rules),
    bind(C::Holding, &[K::Char('q')], "q", "menu", Action::ToMenu),
    bind(
        C::Watch,
        &[K::Char(' ')],
        "space",
        "pause",
        Action::PauseResume,
    ),
    bind(C::Watch, &[], "space", "resume", Action::Resume),
    bind(
        C::Watch,
        &[K::Right, K::Char('n')],
        "→/n",
        "one move",
        Action::Step,
    ),
    bind_more(
        bind(
            C::Watch,
            &[K::Char('+'), K::Char('=')],
            "+",
            "faster",
            Action::Faster,
        ),
        "+/=",
    ),
    bind(C::Watch, &[K::Char('-')], "-", "slower", Action::Slower),
    bind(
        C::Watch,
        &[K::Char('o')],
        "o",
        "other opponent",
        Action::ChangeOpponent,
    ),
    bind(C::Watch, &[K::Char('u')], "u", "undo", Action::Undo),
    bind(C::Watch, &[K::Char('?')], "?", "help", Action::Rules),
    bind(C::Watch, &[K::Char('q')], "q", "menu", Action::ToMenu),
    bind(C::Watch, &[K::Char('f')], "f", "flip", Action::Flip),
    bind(C::Watch, &[K::Char('r')], "r", "review", Action::Review),
    bind(
        C::Watch,
        &[K::Char('p')],
        "p",
        "position",
        Action::ShowPosition,
    ),
    bind(C::Watch, &[K::Char('x')], "x", "export", Action::Export),
    // Last: it comes and goes with every move, and moves no other key.
    bind(C::Watch, &[K::Char('m')], "m", "move now", Action::MoveNow),
    bind(C::Prompt, &[K::Enter], "enter", "play", Action::Activate),
    bind(C::Prompt, &[K::Esc], "esc", "cancel", Action::Back),
    bind(C::SaveName, &[K::Enter], "enter", "save", Action::Activate),
    bind(C::SaveName, &[K::Esc], "esc", "cancel", Action::Back),
    bind(
        C::ExportPath,
        &[K::Enter],
        "enter",
        "export",
        Action::Activate,
    ),
    bind_more(
        bind(
            C::ExportPath,
            &[K::Tab, K::BackTab],
            "tab",
            "PGN/record",
            Action::SwitchFormat,
        ),
        "tab/shift-tab",
    ),
    bind(C::ExportPath, &[K::Esc], "esc", "cancel", Action::Back),
    bind(
        C::Promotion,
        &[K::Char('q'), K::Char('Q')],
        "q",
        "queen",
        Action::Promote(PromotionChoice::Queen),
    ),
    bind(
        C::Promotion,
        &[K::Char('r'), K::Char('R')],
        "r",
        "rook",
        Action::Promote(PromotionChoice::Rook),
    ),
    bind(
        C::Promotion,
        &[K::Char('b'), K::Char('B')],
        "b",
        "bishop",
        Action::Promote(PromotionChoice::Bishop),
    ),
    bind(
        C::Promotion,
        &[K::Char('n'), K::Char('N')],
        "n",
        "knight",
        Action::Promote(PromotionChoice::Knight),
    ),
    bind(C::Promotion, &[K::Esc], "esc", "cancel", Action::PutBack),
    bind_more(
        bind(C::Over, &[K::Up, K::Char('k')], "↑↓", "choose", Action::Up),
        "↑↓/kj",
    ),
    bind(C::Over, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind(C::Over, &[K::Enter], "enter", "select", Action::Activate),
    // Before the rest: the way out stays on the line at 80 columns.
    bind_more(
        bind(
            C::Over,
            &[K::Char('q'), K::Esc],
            "q",
            "menu",
            Action::ToMenu,
        ),
        "q/esc",
    ),
    bind(C::Over, &[K::Char('n')], "n", "new game", Action::OverNew),
    bind(
        C::Over,
        &[K::Char('r')],
        "r",
        "rematch",
        Action::OverRematch,
    ),
    bind(C::Over, &[K::Char('v')], "v", "review", Action::Review),
    bind(C::Over, &[K::Char('x')], "x", "export", Action::Export),
    bind(C::Over, &[K::Char('?')], "?", "help", Action::Rules),
    bind_more(
        bind(
            C::Review,
            &[K::Left, K::Char('h')],
            "←→",
            "step",
            Action::Left,
        ),
        "←→/hl",
    ),
    bind(C::Review, &[K::Right, K::Char('l')], "", "", Action::Right),
    bind(C::Review, &[K::Home], "home/end", "ends", Action::First),
    bind(C::Review, &[K::End], "", "", Action::Last),
    bind(C::Review, &[K::Char('f')], "f", "flip", Action::Flip),
    bind_more(
        bind(
            C::Review,
            &[K::Esc, K::Char('q')],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::Position,
            &[K::Esc, K::Char('q'), K::Char('p'), K::Enter],
            "esc",
            "close",
            Action::Back,
        ),
        "esc/q/p/enter",
    ),
    bind_more(
        bind(
            C::Rules,
            &[K::Left, K::BackTab, K::Char('h')],
            "←→",
            "game",
            Action::PreviousTab,
        ),
        "←→/hl/tab/shift-tab",
    ),
    bind(
        C::Rules,
        &[K::Right, K::Tab, K::Char('l')],
        "",
        "",
        Action::NextTab,
    ),
    bind_more(
        bind(C::Rules, &[K::Up, K::Char('k')], "↑↓", "scroll", Action::Up),
        "↑↓/kj",
    ),
    bind(C::Rules, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind_more(
        bind(C::Rules, &[K::PageUp], "pgup/pgdn", "page", Action::PageUp),
        "pgup/pgdn/space",
    ),
    bind(
        C::Rules,
        &[K::PageDown, K::Char(' ')],
        "",
        "",
        Action::PageDown,
    ),
    bind_more(
        bind(
            C::Rules,
            &[K::Esc, K::Char('q')],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::Settings,
            &[K::Up, K::Char('k')],
            "↑↓",
            "choose",
            Action::Up,
        ),
        "↑↓/kj",
    ),
    bind(C::Settings, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind_more(
        bind(
            C::Settings,
            &[K::Left, K::Char('h')],
            "←→",
            "change",
            Action::Left,
        ),
        "←→/hl/enter",
    ),
    bind(
        C::Settings,
        &[K::Right, K::Char('l'), K::Enter],
        "",
        "",
        Action::Right,
    ),
    bind_more(
        bind(
            C::Settings,
            &[K::Esc, K::Char('q')],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::Engines,
            &[K::Up, K::Char('k')],
            "↑↓",
            "choose",
            Action::Up,
        ),
        "↑↓/kj",
    ),
    bind(C::Engines, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind(C::Engines, &[K::Enter], "enter", "edit", Action::Activate),
    bind(C::Engines, &[K::Char('a')], "a", "add", Action::Add),
    bind_more(
        bind(
            C::Engines,
            &[K::Char('d'), K::Delete],
            "d",
            "delete",
            Action::Delete,
        ),
        "d/del",
    ),
    bind_more(
        bind(
            C::Engines,
            &[K::Esc, K::Char('q')],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q",
    ),
    bind_more(
        bind(
            C::EngineForm,
            &[K::Up, K::BackTab],
            "↑↓",
            "field",
            Action::Up,
        ),
        "↑↓/tab/shift-tab",
    ),
    bind(C::EngineForm, &[K::Down, K::Tab], "", "", Action::Down),
    bind_more(
        bind(
            C::EngineForm,
            &[K::Left, K::Right, K::Char(' ')],
            "space",
            "game on/off",
            Action::Right,
        ),
        "space/←→",
    ),
    bind(
        C::EngineForm,
        &[K::Enter],
        "enter",
        "save",
        Action::Activate,
    ),
    bind(C::EngineForm, &[K::Esc], "esc", "cancel", Action::Back),
    bind(C::Statistics, &[K::Char('g')], "g", "games", Action::Games),
    bind_more(
        bind(
            C::Statistics,
            &[K::Esc, K::Char('q'), K::Enter],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q/enter",
    ),
    bind_more(
        bind(C::Games, &[K::Up, K::Char('k')], "↑↓", "choose", Action::Up),
        "↑↓/kj",
    ),
    bind(C::Games, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind(C::Games, &[K::Enter], "enter", "review", Action::Activate),
    bind(C::Games, &[K::Char('x')], "x", "export", Action::Export),
    bind_more(
        bind(
            C::Games,
            &[K::Esc, K::Char('q')],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q",
    ),
    bind(C::Games, &[K::PageUp], "pgup/pgdn", "page", Action::PageUp),
    bind(C::Games, &[K::PageDown], "", "", Action::PageDown),
    bind(C::Games, &[K::Home], "home/end", "ends", Action::First),
    bind(C::Games, &[K::End], "", "", Action::Last),
    bind_more(
        bind(C::Load, &[K::Up, K::Char('k')], "↑↓", "choose", Action::Up),
        "↑↓/kj",
    ),
    bind(C::Load, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind(C::Load, &[K::Enter], "enter", "load", Action::Activate),
    bind_more(
        bind(
            C::Load,
            &[K::Char('d'), K::Delete],
            "d",
            "delete",
            Action::Delete,
        ),
        "d/del",
    ),
    bind(C::Load, &[K::Char('i')], "i", "import", Action::Import),
    bind_more(
        bind(
            C::Load,
            &[K::Esc, K::Char('q')],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q",
    ),
    bind(
        C::ImportPath,
        &[K::Enter],
        "enter",
        "import",
        Action::Activate,
    ),
    bind(C::ImportPath, &[K::Esc], "esc", "cancel", Action::Back),
    bind_more(
        bind(
            C::Confirm,
            &[K::Char('y'), K::Char('Y'), K::Enter],
            "y",
            "yes",
            Action::Yes,
        ),
        "y/enter",
    ),
    bind_more(
        bind(
            C::Confirm,
            &[K::Char('n'), K::Char('N'), K::Esc, K::Char('q')],
            "n",
            "no",
            Action::No,
        ),
        "n/esc/q",
    ),
    // Only when leaving a room's seat: the third answer.
    bind(C::Confirm, &[K::Char('R')], "R", "resign", Action::Resign),
    bind_more(
        bind(C::Lobby, &[K::Up, K::Char('k')], "↑↓", "room", Action::Up),
        "↑↓/kj",
    ),
    bind(C::Lobby, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind(C::Lobby, &[K::Enter], "enter", "join", Action::Activate),
    bind(C::Lobby, &[K::Char('w')], "w", "watch", Action::Watch),
    bind(C::Lobby, &[K::Char('n')], "n", "new", Action::MenuNew),
    bind(C::Lobby, &[K::Char('i')], "i", "name", Action::Rename),
    // Short words: at 80 columns every lobby key up to quit shows.
    bind(C::Lobby, &[K::Char('p')], "p", "who", Action::Profile),
    bind(C::Lobby, &[K::Char('t')], "t", "top", Action::Leaderboard),
    bind(C::Lobby, &[K::Char('v')], "v", "tv", Action::Tv),
    // Quitting before refreshing and the menu: at 80 columns the lobby
    // updates itself, and the menu is a step back from quitting.
    bind_more(
        bind(C::Lobby, &[K::Char('q'), K::Esc], "q", "quit", Action::Quit),
        "q/esc",
    ),
    bind(C::Lobby, &[K::Char('g')], "g", "refresh", Action::Refresh),
    bind(C::Lobby, &[K::Char('m')], "m", "menu", Action::ToMenu),
    bind_more(
        bind(
            C::Lobby,
            &[K::Char('?'), K::Char('r')],
            "?",
            "help",
            Action::MenuRules,
        ),
        "?/r",
    ),
    bind(C::LobbyName, &[K::Enter], "enter", "save", Action::Activate),
    bind(C::LobbyName, &[K::Esc], "esc", "cancel", Action::Back),
    bind_more(
        bind(C::Profile, &[K::Up, K::Char('k')], "↑↓", "game", Action::Up),
        "↑↓/kj",
    ),
    bind(C::Profile, &[K::Down, K::Char('j')], "", "", Action::Down),
    bind(C::Profile, &[K::Enter], "enter", "review", Action::Activate),
    bind(C::Profile, &[K::Char('t')], "t", "top", Action::Leaderboard),
    bind_more(
        bind(
            C::Profile,
            &[K::Esc, K::Char('q'), K::Char('p')],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q/p",
    ),
    bind_more(
        bind(
            C::Leaderboard,
            &[K::Left, K::Char('h')],
            "←→",
            "game",
            Action::Left,
        ),
        "←→/hl",
    ),
    bind(
        C::Leaderboard,
        &[K::Right, K::Char('l')],
        "",
        "",
        Action::Right,
    ),
    bind(C::Leaderboard, &[K::Tab], "tab", "pace", Action::NextTab),
    bind_more(
        bind(
            C::Leaderboard,
            &[K::Esc, K::Char('q'), K::Char('t')],
            "esc",
            "lobby",
            Action::Back,
        ),
        "esc/q/t",
    ),
    // First: an offer to answer comes before every other key.
    bind(C::Room, &[K::Char('y')], "y", "accept", Action::Accept),
    bind(C::Room, &[K::Char('n')], "n", "decline", Action::Decline),
    bind_more(
        bind(C::Room, ARROWS, "←↑↓→", "cursor", Action::Up),
        "←↑↓→/hjkl",
    ),
    bind_more(
        bind(
            C::Room,
            &[K::Enter, K::Char(' ')],
            "enter",
            "pick",
            Action::Pick,
        ),
        "enter/space",
    ),
    bind(
        C::Room,
        &[K::Char(':')],
        ":",
        "type move",
        Action::OpenPrompt,
    ),
    bind(C::Room, &[K::Char('c')], "c", "chat", Action::Chat),
    bind(C::Room, &[K::Char('x')], "x", "record", Action::Export),
    bind(C::Room, &[K::Char('?')], "?", "help", Action::Rules),
    bind_more(
        bind(
            C::Room,
            &[K::Char('q'), K::Esc],
            "q",
            "lobby",
            Action::ToMenu,
        ),
        "q/esc",
    ),
    bind(C::Room, &[K::Char('f')], "f", "flip", Action::Flip),
    bind(C::Room, &[K::Char('r')], "r", "review", Action::Review),
    bind(
        C::Room,
        &[K::Char('p')],
        "p",
        "position",
        Action::ShowPosition,
    ),
    bind(
        C::Room,
        &[K::Char('d')],
        "d",
        "offer draw",
        Action::OfferDraw,
    ),
    bind(C::Room, &[K::Char('u')], "u", "takeback", Action::Takeback),
    bind(C::Room, &[K::Char('R')], "R", "resign", Action::Resign),
    bind(
        C::Room,
        &[K::Char('a')],
        "a",
        "rematch",
        Action::OverRematch,
    ),
    // Last: the hint line has room for them only on a wide screen.
    bind(
        C::Room,
        &[K::PageUp],
        "pgup/pgdn",
        "scroll chat",
        Action::PageUp,
    ),
    bind(C::Room, &[K::PageDown], "", "", Action::PageDown),
    // After the chat: at 80 columns it is on the Controls page only.
    bind(C::Room, &[K::Char('P')], "P", "who", Action::Profile),
    bind(C::Chat, &[K::Enter], "enter", "send", Action::Activate),
    bind(C::Chat, &[K::Esc], "esc", "cancel", Action::Back),
    bind(
        C::Chat,
        &[K::PageUp],
        "pgup/pgdn",
        "scroll chat",
        Action::PageUp,
    ),
    bind(C::Chat, &[K::PageDown], "", "", Action::PageDown),
    bind_more(
        bind(
            C::RecordText,
            &[K::Esc, K::Char('q'), K::Char('x'), K::Enter],
            "esc",
            "close",
            Action::Back,
        ),
        "esc/q/x/enter",
    ),
    bind_more(
        bind(
            C::About,
            &[K::Esc, K::Char('q'), K::Enter],
            "esc",
            "back",
            Action::Back,
        ),
        "esc/q/enter",
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
}

/// The bindings a context lists: those with a label (the others are the
/// second half of a pair, named by the first).
pub fn listed(context: Context) -> impl Iterator<Item = &'static Binding> {
    BINDINGS
        .iter()
        .filter(move |b| b.context == context && !b.label.is_empty())
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

    /// How the Controls page writes a key.
    fn name(key: Key) -> String {
        match key {
            Key::Char(' ') => "space".into(),
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
    fn names(label: &str, key: Key) -> bool {
        let words: Vec<String> = BINDINGS
            .iter()
            .flat_map(|b| b.keys.iter().map(|&k| name(k)))
            .filter(|n| n.chars().count() > 1)
            .collect();
        let wanted = name(key);
        label.split('/').any(|token| {
            token == wanted
                || (wanted.chars().count() == 1
                    && !words.iter().any(|w| w == token)
                    && token.contains(wanted.as_str()))
        })
    }

    #[test]
    fn the_controls_page_names_every_key() {
        let mut missing = Vec::new();
        for (context, _) in Context::PAGES {
            let labels: Vec<&str> = listed(context).map(|b| b.full_label).collect();
            for binding in BINDINGS.iter().filter(|b| b.context == context) {
                // A capital letter beside its small one is the same key.
                let unnamed = binding.keys.iter().filter(|&&key| {
                    let small = match key {
                        Key::Char(c) if c.is_ascii_uppercase() => {
                            binding.keys.contains(&Key::Char(c.to_ascii_lowercase()))
                        }
                        _ => false,
                    };
                    !small && !labels.iter().any(|label| names(label, key))
                });
                missing.extend(unnamed.map(|key| format!("{context:?} {key:?}")));
            }
        }
        assert!(missing.is_empty(), "not on the Controls page: {missing:?}");
    }

    #[test]
    fn cursor_keys_give_their_direction() {
        assert_eq!(action(Context::Board, Key::Char('h')), Some(Action::Left));
        assert_eq!(action(Context::Board, Key::Down), Some(Action::Down));
        assert_eq!(action(Context::Board, Key::Char('u')), Some(Action::Undo));
        assert_eq!(action(Context::Menu, Key::Char('u')), None);
    }
}
