//! What the Settings screen changes, in one typed value. Saving it to a
//! file comes with the storage layer.

use std::time::Duration;

use super::text;

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settings {
    pub mouse: bool,
    pub show_targets: bool,
    /// The pause between two computer moves when computers play each other.
    pub pause_ms: u64,
    /// How long the master level thinks per move.
    pub master_ms: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mouse: true,
            show_targets: true,
            pause_ms: 800,
            master_ms: 5000,
        }
    }
}

pub const PAUSE_STEP_MS: u64 = 200;
pub const PAUSE_MAX_MS: u64 = 5000;
const MASTER_STEP_MS: u64 = 1000;
const MASTER_MIN_MS: u64 = 1000;
const MASTER_MAX_MS: u64 = 60_000;

/// The rows of the Settings screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    Mouse,
    Targets,
    Pause,
    Master,
}

impl Field {
    pub const ALL: [Field; 4] = [Field::Mouse, Field::Targets, Field::Pause, Field::Master];

    pub fn label(self) -> &'static str {
        match self {
            Field::Mouse => text::SETTINGS_MOUSE,
            Field::Targets => text::SETTINGS_TARGETS,
            Field::Pause => text::SETTINGS_PAUSE,
            Field::Master => text::SETTINGS_MASTER,
        }
    }
}

fn on_off(on: bool) -> String {
    (if on { text::ON } else { text::OFF }).to_string()
}

impl Settings {
    pub fn value(&self, field: Field) -> String {
        match field {
            Field::Mouse => on_off(self.mouse),
            Field::Targets => on_off(self.show_targets),
            Field::Pause => text::seconds(self.pause_ms),
            Field::Master => text::seconds(self.master_ms),
        }
    }

    /// Steps a field's value up (`forward`) or down.
    pub fn change(&mut self, field: Field, forward: bool) {
        match field {
            Field::Mouse => self.mouse = !self.mouse,
            Field::Targets => self.show_targets = !self.show_targets,
            Field::Pause => {
                self.pause_ms = step(self.pause_ms, PAUSE_STEP_MS, 0, PAUSE_MAX_MS, forward)
            }
            Field::Master => {
                self.master_ms = step(
                    self.master_ms,
                    MASTER_STEP_MS,
                    MASTER_MIN_MS,
                    MASTER_MAX_MS,
                    forward,
                )
            }
        }
    }

    pub fn master_time(&self) -> Duration {
        Duration::from_millis(self.master_ms)
    }
}

pub fn step(value: u64, by: u64, min: u64, max: u64, up: bool) -> u64 {
    if up {
        (value + by).min(max)
    } else {
        value.saturating_sub(by).max(min)
    }
}
