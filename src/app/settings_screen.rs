//! The Settings screen: a row per setting, changed in place with ←/→;
//! the Name row is typed in; the Engines row opens the engines' own
//! screen.

use super::engines::EnginesScreen;
use super::event::Effect;
use super::keymap::{Action, Context, Key};
use super::screen::Screen;
use super::settings::{Field, Settings, cycle};
use super::{Outcome, Shared, View};

/// The Settings screen: the row with the cursor.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SettingsScreen {
    pub row: usize,
}

/// What a key on the Settings screen asks of the app.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingsStep {
    Stay,
    /// Mouse capture was switched to this.
    Mouse(bool),
    /// Open the Engines screen.
    Engines,
    Back,
}

impl SettingsScreen {
    /// Moves the cursor or changes the field under it, among the rows
    /// `fields` shown; `themes` are the names the Theme row cycles through.
    pub fn act(
        &mut self,
        action: Action,
        settings: &mut Settings,
        themes: &[String],
        fields: &[Field],
    ) -> SettingsStep {
        let Some(&field) = fields.get(self.row) else {
            return SettingsStep::Back;
        };
        match action {
            Action::Up => self.row = self.row.saturating_sub(1),
            Action::Down => self.row = (self.row + 1).min(fields.len() - 1),
            Action::Right if field == Field::Engines => {
                return SettingsStep::Engines;
            }
            Action::Left | Action::Right => {
                let forward = action == Action::Right;
                settings.change(field, forward);
                if field == Field::Theme
                    && let Some(name) = cycle(themes, &settings.theme, forward)
                {
                    settings.theme = name;
                }
                if field == Field::Mouse {
                    return SettingsStep::Mouse(settings.mouse);
                }
            }
            Action::Back => return SettingsStep::Back,
            _ => {}
        }
        SettingsStep::Stay
    }
}

impl View for SettingsScreen {
    fn name(&self) -> Screen {
        Screen::Settings
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Settings
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let fields = shared.settings_fields();
        let step = SettingsScreen::act(
            self,
            action,
            &mut shared.settings,
            &shared.theme_names,
            fields,
        );
        match step {
            SettingsStep::Stay => Outcome::stay(),
            SettingsStep::Mouse(on) => vec![Effect::Mouse(on)].into(),
            SettingsStep::Engines => Outcome::to(EnginesScreen::default()),
            SettingsStep::Back => shared.back_to_menu(Screen::Settings),
        }
    }

    /// The Name row takes the keys it types; the others take none.
    fn type_key(&mut self, key: Key, shared: &mut Shared) -> bool {
        let on_name = shared.settings_fields().get(self.row) == Some(&Field::Name);
        on_name && shared.settings.type_name(key)
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (50, 12)
    }
}
