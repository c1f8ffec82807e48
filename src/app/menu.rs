//! The main menu: its entries and the one under the cursor.

use std::borrow::Cow;

use super::Shared;
use super::about::AboutView;
use super::event::{Effect, FileRequest};
use super::game::GameView;
use super::keymap::{Action, Context};
use super::load::LoadScreen;
use super::puzzles::PuzzlesView;
use super::screen::Screen;
use super::settings_screen::SettingsScreen;
use super::statistics::StatisticsView;
use super::text;
use super::{Outcome, View};
use crate::i18n::Lang;

/// The main menu's entries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MenuItem {
    Continue,
    NewGame,
    LoadGame,
    Rules,
    Puzzles,
    Settings,
    Statistics,
    About,
    /// Back to the rooms (over SSH).
    Lobby,
    Quit,
}

impl MenuItem {
    pub fn label(self, lang: Lang) -> Cow<'static, str> {
        match self {
            MenuItem::Continue => lang.tr(text::MENU_CONTINUE),
            MenuItem::NewGame => lang.tr(text::MENU_NEW),
            MenuItem::LoadGame => lang.tr(text::MENU_LOAD),
            MenuItem::Rules => lang.tr(text::MENU_RULES),
            MenuItem::Puzzles => lang.tr(text::MENU_PUZZLES),
            MenuItem::Settings => lang.tr(text::MENU_SETTINGS),
            MenuItem::Statistics => lang.tr(text::MENU_STATISTICS),
            MenuItem::About => lang.tr(text::MENU_ABOUT),
            MenuItem::Lobby => lang.tr(text::MENU_LOBBY),
            MenuItem::Quit => lang.tr(text::MENU_QUIT),
        }
    }

    /// The entries over SSH: nothing that reads or writes files.
    pub const SERVING: [MenuItem; 7] = [
        MenuItem::Lobby,
        MenuItem::NewGame,
        MenuItem::Rules,
        MenuItem::Puzzles,
        MenuItem::Settings,
        MenuItem::About,
        MenuItem::Quit,
    ];

    /// The entry that opens `screen`, if one does: where the cursor goes
    /// back to when the screen is left.
    pub fn opening(screen: Screen) -> Option<MenuItem> {
        match screen {
            Screen::Setup => Some(MenuItem::NewGame),
            Screen::Load => Some(MenuItem::LoadGame),
            Screen::Rules => Some(MenuItem::Rules),
            Screen::Puzzles => Some(MenuItem::Puzzles),
            Screen::Settings => Some(MenuItem::Settings),
            Screen::Statistics => Some(MenuItem::Statistics),
            Screen::About => Some(MenuItem::About),
            Screen::Lobby => Some(MenuItem::Lobby),
            _ => None,
        }
    }

    /// The entries shown: Continue only with a game to continue.
    pub fn shown(can_continue: bool) -> Vec<MenuItem> {
        let mut items = Vec::new();
        if can_continue {
            items.push(MenuItem::Continue);
        }
        items.extend([
            MenuItem::NewGame,
            MenuItem::LoadGame,
            MenuItem::Rules,
            MenuItem::Puzzles,
            MenuItem::Settings,
            MenuItem::Statistics,
            MenuItem::About,
            MenuItem::Quit,
        ]);
        items
    }
}

/// The menu screen: which entry the cursor is on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MenuScreen {
    selected: usize,
}

impl MenuScreen {
    /// The menu with the cursor on `item` (where a screen was opened
    /// from, when coming back to the menu).
    pub fn on(item: MenuItem, items: &[MenuItem]) -> MenuScreen {
        MenuScreen {
            selected: items.iter().position(|&i| i == item).unwrap_or(0),
        }
    }

    /// The entry under the cursor among `items`.
    pub fn selected(&self, items: &[MenuItem]) -> usize {
        self.selected.min(items.len().saturating_sub(1))
    }

    /// Moves the cursor, or gives the entry an action chose.
    pub fn act(&mut self, action: Action, items: &[MenuItem]) -> Option<MenuItem> {
        let count = items.len();
        let at = self.selected(items);
        let chosen = match action {
            Action::Up => {
                self.selected = (at + count - 1) % count;
                None
            }
            Action::Down => {
                self.selected = (at + 1) % count;
                None
            }
            // Back to the lobby over SSH; nothing locally, at the top.
            Action::Back => Some(MenuItem::Lobby),
            Action::Activate => items.get(at).copied(),
            Action::MenuContinue => items
                .contains(&MenuItem::Continue)
                .then_some(MenuItem::Continue),
            Action::MenuNew => Some(MenuItem::NewGame),
            Action::MenuLoad => Some(MenuItem::LoadGame),
            Action::MenuRules => Some(MenuItem::Rules),
            Action::MenuSettings => Some(MenuItem::Settings),
            Action::MenuStatistics => Some(MenuItem::Statistics),
            Action::MenuAbout => Some(MenuItem::About),
            Action::MenuPuzzles => Some(MenuItem::Puzzles),
            Action::Quit => Some(MenuItem::Quit),
            _ => None,
        };
        // A key for an entry not shown (Load over SSH) does nothing.
        chosen.filter(|item| items.contains(item))
    }
}

impl View for MenuScreen {
    fn name(&self) -> Screen {
        Screen::Menu
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Menu
    }

    fn available(&self, action: Action, shared: &Shared) -> bool {
        match action {
            Action::Back => shared.serving(),
            Action::MenuContinue => shared.can_continue() && !shared.serving(),
            Action::MenuLoad | Action::MenuStatistics => !shared.serving(),
            _ => true,
        }
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let Some(item) = MenuScreen::act(self, action, &shared.menu_items()) else {
            return Outcome::stay();
        };
        match item {
            MenuItem::Continue => {
                let effects = shared
                    .session
                    .as_mut()
                    .map(|s| s.schedule(&shared.settings))
                    .unwrap_or_default();
                Outcome::to(GameView).with(effects)
            }
            MenuItem::NewGame => shared.open_setup(),
            MenuItem::LoadGame => {
                Outcome::to(LoadScreen::default()).with(vec![Effect::Files(FileRequest::ListSaves)])
            }
            MenuItem::Rules => Shared::open_rules(Screen::Menu),
            MenuItem::Puzzles => Outcome::to(PuzzlesView::default()),
            MenuItem::Settings => Outcome::to(SettingsScreen::default()),
            MenuItem::Statistics => Outcome::to(StatisticsView),
            MenuItem::About => Outcome::to(AboutView),
            MenuItem::Lobby => shared.back_to_lobby(),
            MenuItem::Quit => shared.ask_quit(),
        }
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (36, 14)
    }
}
