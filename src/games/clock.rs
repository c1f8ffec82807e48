//! Clocks for any of the games (RULES.md "Clocks"): a time control, a
//! base time plus a Fischer increment, and the time each player has left.
//! Time is an input: the caller says how much passed on whose clock, so
//! the model never reads a clock and plays the same in every test; the
//! caller also asks [`Clock::runs_after`] whether the game has started.

use std::fmt;
use std::time::Duration;

use super::Side;
use crate::i18n::{Explain, Lang};
use crate::quote::Quoted;

/// How a game is timed: on minutes with an increment, or by
/// correspondence, days per move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TimeControl {
    /// A base time for each player and the time added after each of
    /// their moves.
    Fischer { base: Duration, increment: Duration },
    /// Days for each move: the allowance is full again after every move.
    PerMove { days: u32 },
}

/// The longest base or increment taken: a day.
const LONGEST: Duration = Duration::from_secs(24 * 60 * 60);
/// A day, the unit of correspondence.
pub const DAY: Duration = LONGEST;

/// Why a time control cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControlError {
    /// Neither `<base>+<increment>` nor days per move.
    Form(String),
    NoBase,
    Seconds(String),
    Minutes(String),
    Days(String),
}

impl Explain for TimeControlError {
    fn explain(&self, lang: Lang) -> String {
        let (key, text) = match self {
            TimeControlError::Form(text) => (msg!("time-control-form"), text),
            TimeControlError::NoBase => return lang.tr(msg!("time-control-no-base")).into_owned(),
            TimeControlError::Seconds(text) => (msg!("time-control-seconds"), text),
            TimeControlError::Minutes(text) => (msg!("time-control-minutes"), text),
            TimeControlError::Days(text) => (msg!("time-control-days"), text),
        };
        lang.tr_with(key, &[("text", Quoted(text).to_string().into())])
    }
}

english_display!(TimeControlError);

impl TimeControl {
    /// The time controls New game offers, in minutes and seconds.
    pub const PRESETS: [TimeControl; 6] = [
        TimeControl::minutes(1, 0),
        TimeControl::minutes(3, 2),
        TimeControl::minutes(5, 3),
        TimeControl::minutes(10, 5),
        TimeControl::minutes(15, 10),
        TimeControl::minutes(30, 0),
    ];

    /// The correspondence controls (RULES.md "Clocks"), offered for rooms.
    pub const CORRESPONDENCE: [TimeControl; 3] = [
        TimeControl::PerMove { days: 1 },
        TimeControl::PerMove { days: 3 },
        TimeControl::PerMove { days: 7 },
    ];

    /// `base_minutes` + `increment_seconds`, as people name controls.
    pub const fn minutes(base_minutes: u64, increment_seconds: u64) -> TimeControl {
        TimeControl::Fischer {
            base: Duration::from_secs(base_minutes * 60),
            increment: Duration::from_secs(increment_seconds),
        }
    }

    /// A control from a base and an increment, each in seconds (decimals
    /// allowed); the base must be more than 0.
    pub fn from_seconds(base: &str, increment: &str) -> Result<TimeControl, TimeControlError> {
        let base = seconds(base)?;
        if base.is_zero() {
            return Err(TimeControlError::NoBase);
        }
        Ok(TimeControl::Fischer {
            base,
            increment: seconds(increment)?,
        })
    }

    /// Reads `<base>+<increment>` in seconds, `300+3`, `10+0.1`, or
    /// days per move, `3d`; [`Display`](fmt::Display) writes the same.
    pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
        if let Some(days) = text.strip_suffix('d') {
            return TimeControl::days(days);
        }
        let (base, increment) = text
            .split_once('+')
            .ok_or_else(|| TimeControlError::Form(text.to_string()))?;
        TimeControl::from_seconds(base, increment)
    }

    /// One of the correspondence controls, by its number of days.
    fn days(text: &str) -> Result<TimeControl, TimeControlError> {
        let offered =
            |days: u32| TimeControl::CORRESPONDENCE.contains(&TimeControl::PerMove { days });
        text.parse()
            .ok()
            .filter(|&days| offered(days))
            .map(|days| TimeControl::PerMove { days })
            .ok_or_else(|| TimeControlError::Days(text.to_string()))
    }

    /// A player's time when the game starts: the base, or a move's days.
    pub fn allowance(&self) -> Duration {
        match *self {
            TimeControl::Fischer { base, .. } => base,
            TimeControl::PerMove { days } => DAY * days,
        }
    }

    /// The time added after each move; correspondence resets instead.
    pub fn increment(&self) -> Duration {
        match *self {
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::PerMove { .. } => Duration::ZERO,
        }
    }

    /// Whether the game is played by correspondence, over days.
    pub fn is_correspondence(&self) -> bool {
        matches!(self, TimeControl::PerMove { .. })
    }

    /// The PGN `TimeControl` tag: `300+3`, and a move per period for
    /// correspondence, `1/259200` (the PGN standard's moves/seconds).
    pub fn pgn_tag(&self) -> String {
        match self {
            TimeControl::Fischer { .. } => self.to_string(),
            TimeControl::PerMove { .. } => format!("1/{}", self.allowance().as_secs()),
        }
    }
}

/// A number of seconds, decimals allowed, from 0 to a day.
pub fn seconds(text: &str) -> Result<Duration, TimeControlError> {
    duration(text, 1.0).ok_or_else(|| TimeControlError::Seconds(text.to_string()))
}

/// A number of minutes, decimals allowed, from 0 to a day.
pub fn minutes(text: &str) -> Result<Duration, TimeControlError> {
    duration(text, 60.0).ok_or_else(|| TimeControlError::Minutes(text.to_string()))
}

/// `text` units of `unit` seconds, if it is a plain decimal number and
/// the time at most a day.
fn duration(text: &str, unit: f64) -> Option<Duration> {
    let text = text.trim();
    // `f64` would also take "inf", "1e3" and "-0".
    if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    let value: f64 = text.parse().ok()?;
    Duration::try_from_secs_f64(value * unit)
        .ok()
        .filter(|d| *d <= LONGEST)
}

impl fmt::Display for TimeControl {
    /// Seconds as `match --tc` writes them, `300+3`, `10+0.1`; days per
    /// move as `3d`. [`TimeControl::parse`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Fischer { base, increment } => {
                write!(f, "{}+{}", base.as_secs_f64(), increment.as_secs_f64())
            }
            TimeControl::PerMove { days } => write!(f, "{days}d"),
        }
    }
}

/// The two players' clocks in one game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Player 1's time left, then player 2's.
    left: [Duration; 2],
    /// The readings when each number of moves had been played: `[0]` at
    /// the start, so that undo and redo put the clocks back as they were.
    history: Vec<[Duration; 2]>,
}

impl Clock {
    /// Both clocks full, no move played.
    pub fn new(control: TimeControl) -> Clock {
        let full = [control.allowance(); 2];
        Clock {
            control,
            left: full,
            history: vec![full],
        }
    }

    /// A clock as it was kept: the readings now and at each earlier ply.
    pub fn resume(control: TimeControl, left: [Duration; 2], history: Vec<[Duration; 2]>) -> Clock {
        Clock {
            control,
            left,
            history,
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    pub fn left(&self, side: Side) -> Duration {
        self.left[side.index()]
    }

    /// Player 1's time left, then player 2's.
    pub fn readings(&self) -> [Duration; 2] {
        self.left
    }

    /// The readings after each number of moves, from the start.
    pub fn history(&self) -> &[[Duration; 2]] {
        &self.history
    }

    /// Whether the clocks run once `plies` moves are played: not before
    /// each side has made its first move, which is free of the clock
    /// (RULES.md "Clocks").
    pub fn runs_after(plies: usize) -> bool {
        plies >= Side::BOTH.len()
    }

    /// `elapsed` passes on `side`'s clock; true when it has run out.
    pub fn run(&mut self, side: Side, elapsed: Duration) -> bool {
        let left = &mut self.left[side.index()];
        *left = left.saturating_sub(elapsed);
        left.is_zero()
    }

    /// Whether `side`'s time is up.
    pub fn flagged(&self, side: Side) -> bool {
        self.left(side).is_zero()
    }

    /// `side` has moved and `plies` moves are now played: the increment
    /// is added (by correspondence, the allowance is full again) and the
    /// readings kept for undo.
    pub fn moved(&mut self, side: Side, plies: usize) {
        let left = &mut self.left[side.index()];
        match self.control {
            TimeControl::Fischer { increment, .. } => *left += increment,
            TimeControl::PerMove { .. } => *left = self.control.allowance(),
        }
        self.history.resize(plies, self.left);
        self.history.push(self.left);
    }

    /// The clocks as they stood when `plies` moves had been played (after
    /// an undo or a redo), if they are known.
    pub fn back_to(&mut self, plies: usize) {
        if let Some(readings) = self.history.get(plies) {
            self.left = *readings;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_time_control_refusal_reads_in_each_language() {
        for error in [
            TimeControlError::Form("5m".into()),
            TimeControlError::NoBase,
            TimeControlError::Seconds("-1".into()),
            TimeControlError::Minutes("x".into()),
            TimeControlError::Days("2".into()),
        ] {
            let (english, portuguese) = (error.to_string(), error.explain(Lang::Portuguese));
            assert!(!portuguese.contains(['{', '}']), "{portuguese}");
            assert_ne!(english, portuguese);
        }
        assert_eq!(
            TimeControlError::Days("2".into()).explain(Lang::Portuguese),
            "\"2\" dias por lance não estão disponíveis: 1, 3 ou 7"
        );
    }

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn time_controls_read_seconds_with_decimals() {
        let control = TimeControl::parse("10+0.1").expect("a valid control");
        assert_eq!(control.allowance(), Duration::from_secs(10));
        assert_eq!(control.increment(), MS(100));
        assert_eq!(
            TimeControl::parse("300+3").map(|c| c.to_string()),
            Ok("300+3".into())
        );
        assert_eq!(
            TimeControl::parse("3+0.05").map(|c| c.increment()),
            Ok(MS(50))
        );
        assert_eq!(TimeControl::parse("0+1"), Err(TimeControlError::NoBase));
        assert!(matches!(
            TimeControl::parse("300"),
            Err(TimeControlError::Form(_))
        ));
        for bad in ["-1+0", "inf+0", "1e3+0", "5+", "100000+0", "1+x"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad} was taken");
        }
    }

    #[test]
    fn only_the_running_clock_loses_time_and_zero_is_a_flag() {
        let mut clock = Clock::new(TimeControl::parse("1+0").expect("valid"));
        assert!(!clock.run(Side::One, MS(400)));
        assert_eq!(clock.readings(), [MS(600), MS(1000)]);
        assert!(clock.run(Side::One, MS(700)));
        assert!(clock.flagged(Side::One));
        assert!(!clock.flagged(Side::Two));
    }

    #[test]
    fn clocks_run_once_each_side_has_moved() {
        assert!(!Clock::runs_after(0));
        assert!(!Clock::runs_after(1));
        assert!(Clock::runs_after(2));
        assert!(Clock::runs_after(3));
    }

    #[test]
    fn a_move_adds_the_increment_and_undo_restores_the_readings() {
        let mut clock = Clock::new(TimeControl::parse("10+2").expect("valid"));
        clock.run(Side::One, MS(3_000));
        clock.moved(Side::One, 1);
        assert_eq!(clock.readings(), [MS(9_000), MS(10_000)]);
        clock.run(Side::Two, MS(5_000));
        clock.moved(Side::Two, 2);
        assert_eq!(clock.readings(), [MS(9_000), MS(7_000)]);
        clock.run(Side::One, MS(1_000));
        clock.back_to(1);
        assert_eq!(clock.readings(), [MS(9_000), MS(10_000)]);
        clock.back_to(2);
        assert_eq!(clock.readings(), [MS(9_000), MS(7_000)]);
        // A different move after an undo forgets the readings ahead.
        clock.back_to(1);
        clock.moved(Side::Two, 2);
        assert_eq!(clock.history().len(), 3);
        assert_eq!(clock.readings(), [MS(9_000), MS(12_000)]);
    }

    #[test]
    fn days_per_move_read_and_write_as_days() {
        for control in TimeControl::CORRESPONDENCE {
            let text = control.to_string();
            assert_eq!(TimeControl::parse(&text), Ok(control), "{text}");
        }
        assert_eq!(
            TimeControl::parse("3d"),
            Ok(TimeControl::PerMove { days: 3 })
        );
        for bad in ["0d", "2d", "d", "-1d", "3.5d", "30d"] {
            assert!(
                matches!(TimeControl::parse(bad), Err(TimeControlError::Days(_))),
                "{bad} was taken"
            );
        }
        let three = TimeControl::PerMove { days: 3 };
        assert_eq!(three.allowance(), DAY * 3);
        assert_eq!(three.pgn_tag(), "1/259200");
        assert_eq!(TimeControl::minutes(5, 3).pgn_tag(), "300+3");
    }

    #[test]
    fn a_correspondence_move_fills_the_allowance_again() {
        let mut clock = Clock::new(TimeControl::PerMove { days: 3 });
        assert_eq!(clock.readings(), [DAY * 3; 2]);
        assert!(!clock.run(Side::One, DAY * 2));
        clock.moved(Side::One, 1);
        assert_eq!(clock.readings(), [DAY * 3; 2]);
        assert!(!clock.run(Side::Two, DAY));
        clock.moved(Side::Two, 2);
        assert!(clock.run(Side::One, DAY * 3));
        assert!(clock.flagged(Side::One));
        clock.back_to(1);
        assert_eq!(clock.readings(), [DAY * 3; 2]);
    }
}
