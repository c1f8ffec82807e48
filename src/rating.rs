//! Ratings of the server's players: Glicko-2 (Glickman's paper, as the
//! `skillratings` crate computes it), one rating per player, game kind
//! and pace. What a rating is, how a game changes it and how it is
//! shown; who is rated, and when, is the rooms' to decide, and keeping
//! ratings the store's.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

use crate::games::{Outcome, Side, TimeControl};

/// Above this deviation a rating is provisional (shown `1500?`), as
/// lichess does: too few games yet to say much.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// How many a leaderboard shows, and what a player needs to be on it
/// besides a rating no longer provisional: this many rated games of its
/// game and pace, against this many different opponents, in the last
/// this many days.
pub const LEADERBOARD_TOP: usize = 20;
pub const LEADERBOARD_GAMES: u32 = 10;
pub const LEADERBOARD_OPPONENTS: u32 = 5;
pub const LEADERBOARD_DAYS: u64 = 30;

/// Rated games between the same two keys count for ratings at most
/// this many times in this window (a day); the rooms apply it, and the
/// store loads the rated games of the window before a start.
pub const RATED_PAIR_GAMES: usize = 3;
pub const RATED_PAIR_WINDOW: Duration = Duration::from_secs(24 * 60 * 60);

/// A player's Glicko-2 rating on the Glicko scale (1500 for a newcomer).
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    /// How unsure the rating is: 350 for a newcomer, lower with each game.
    pub deviation: f64,
    /// How erratic the player's results are.
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer's: Glickman's suggested start.
    fn default() -> Self {
        Rating::from(Glicko2Rating::new())
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Self {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Self {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as shown next to a name.
    pub fn shown(&self) -> Shown {
        Shown {
            // Ratings stay within a few thousand: the cast cannot overflow.
            value: self.rating.round() as i32,
            provisional: self.provisional(),
        }
    }
}

/// A rating as shown: whole, with `?` while provisional.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shown {
    pub value: i32,
    pub provisional: bool,
}

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mark = if self.provisional { "?" } else { "" };
        write!(f, "{}{mark}", self.value)
    }
}

/// A rated game's mark on a player's rating as shown: the new rating and
/// how far it moved, counted between the whole numbers shown before and
/// after, so that the two add up and the new one reads as the profile
/// and the leaderboard show it (`1720 +58`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Change {
    pub after: Shown,
    pub by: i32,
}

impl Change {
    pub fn new(before: Rating, after: Rating) -> Change {
        let after = after.shown();
        Change {
            after,
            by: after.value - before.shown().value,
        }
    }
}

impl std::fmt::Display for Change {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {:+}", self.after, self.by)
    }
}

/// How fast a game is played; each pace has its own ratings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Pace {
    /// On a clock, both players there.
    Live,
    /// Days per move.
    Correspondence,
}

impl Pace {
    pub const ALL: [Pace; 2] = [Pace::Live, Pace::Correspondence];

    /// The pace of a game on this control; none without a clock, as such
    /// a game is never rated.
    pub fn of(control: Option<TimeControl>) -> Option<Pace> {
        match control? {
            TimeControl::Fischer { .. } => Some(Pace::Live),
            TimeControl::PerMove { .. } => Some(Pace::Correspondence),
        }
    }

    /// Its code, as kept.
    pub fn id(self) -> &'static str {
        match self {
            Pace::Live => "live",
            Pace::Correspondence => "correspondence",
        }
    }

    pub fn parse(id: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|pace| pace.id() == id)
    }
}

/// Both players' ratings after one game between them (player 1's
/// first): each game is its own rating period, as on lichess.
pub fn after_game(before: [Rating; 2], outcome: Outcome) -> [Rating; 2] {
    let [one, two] = before;
    [
        after_period(one, &[(two, outcome, Side::One)]),
        after_period(two, &[(one, outcome, Side::Two)]),
    ]
}

/// One puzzle attempt as lichess rates it: the solver and the puzzle
/// play one Glicko-2 game, and solving it is the solver's win. The
/// solver's new rating, then the puzzle's.
pub fn puzzle_result(solver: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let winner = if solved { Side::One } else { Side::Two };
    let [solver, puzzle] = after_game([solver, puzzle], Outcome::Win(winner));
    (solver, puzzle)
}

/// The player's rating after a rating period of several games, each
/// against an opponent rated as at the start of the period, with the
/// game's outcome and the side the player had.
pub fn after_period(player: Rating, games: &[(Rating, Outcome, Side)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = games
        .iter()
        .map(|&(opponent, outcome, side)| (opponent.into(), outcome_for(outcome, side)))
        .collect();
    glicko2_rating_period(&player.into(), &results, &Glicko2Config::new()).into()
}

/// The outcome as the player of `side` scored it.
fn outcome_for(outcome: Outcome, side: Side) -> Outcomes {
    match outcome {
        Outcome::Draw => Outcomes::DRAW,
        Outcome::Win(winner) if winner == side => Outcomes::WIN,
        Outcome::Win(_) => Outcomes::LOSS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rated(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The paper's factor between the Glicko and Glicko-2 scales.
    const GLICKO2_SCALE: f64 = 173.7178;

    /// Rounded to `places` decimals, as the paper prints its figures.
    fn to(places: i32, value: f64) -> f64 {
        let scale = 10f64.powi(places);
        (value * scale).round() / scale
    }

    #[test]
    fn glickmans_worked_example_gives_the_papers_figures() {
        // "Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf:
        // tau 0.5, three games in one rating period.
        let player = rated(1500.0, 200.0);
        let games = [
            (rated(1400.0, 30.0), Outcome::Win(Side::One), Side::One),
            (rated(1550.0, 100.0), Outcome::Win(Side::Two), Side::One),
            (rated(1700.0, 300.0), Outcome::Win(Side::Two), Side::One),
        ];
        let after = after_period(player, &games);
        // The paper works on the Glicko-2 scale, rounded to 4 decimals:
        // mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999.
        let mu = (after.rating - 1500.0) / GLICKO2_SCALE;
        let phi = after.deviation / GLICKO2_SCALE;
        assert_eq!(to(4, mu), -0.2069);
        assert_eq!(to(4, phi), 0.8722);
        // sigma' is 0.0599960, which the paper prints cut to 0.05999.
        assert_eq!(to(6, after.volatility), 0.059996);
        assert!((after.volatility - 0.05999).abs() < 1e-5);
        // Its r' = 1464.06 is the rounded mu' brought back (unrounded it
        // is 1464.05); RD' = 151.52 either way.
        assert_eq!(to(2, GLICKO2_SCALE * to(4, mu) + 1500.0), 1464.06);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert_eq!(to(2, after.deviation), 151.52);
    }

    #[test]
    fn a_win_moves_both_ratings_by_the_same_amount_from_equal_starts() {
        let [one, two] = after_game([Rating::default(); 2], Outcome::Win(Side::One));
        assert!(one.rating > 1500.0 && two.rating < 1500.0);
        assert!((one.rating - 1500.0 - (1500.0 - two.rating)).abs() < 1e-9);
        assert!(one.deviation < 350.0);
        let [one, two] = after_game([Rating::default(); 2], Outcome::Draw);
        assert_eq!(one.rating.round(), 1500.0);
        assert_eq!(two.rating.round(), 1500.0);
    }

    #[test]
    fn a_newcomer_solving_an_equal_puzzle_gains_162_and_the_puzzle_loses_as_much() {
        // Glicko-2 by hand, both at mu 0, phi 350/173.7178 = 2.0148:
        // g = 1/sqrt(1 + 3 phi^2/pi^2) = 0.6691, E = 0.5,
        // v = 1/(g^2 E (1-E)) = 8.935; phi' = 1/sqrt(1/(phi^2 + sigma^2)
        // + 1/v) = 1.671, mu' = phi'^2 g (1 - E) = 0.934, so the rating
        // moves by 173.7178 * 0.934 = 162 and the deviation is 290.
        let (solver, puzzle) = puzzle_result(Rating::default(), Rating::default(), true);
        assert_eq!(solver.rating.round(), 1662.0, "{solver:?}");
        assert_eq!(solver.deviation.round(), 290.0, "{solver:?}");
        assert_eq!(puzzle.rating.round(), 1338.0, "{puzzle:?}");
        let (solver, puzzle) = puzzle_result(Rating::default(), Rating::default(), false);
        assert_eq!(solver.rating.round(), 1338.0, "{solver:?}");
        assert_eq!(puzzle.rating.round(), 1662.0, "{puzzle:?}");
    }

    #[test]
    fn a_puzzle_solved_raises_the_solver_and_lowers_the_puzzle_and_a_miss_the_reverse() {
        let solver = rated(1600.0, 80.0);
        let puzzle = rated(1700.0, 75.0);
        let (won, beaten) = puzzle_result(solver, puzzle, true);
        assert!(won.rating > solver.rating && beaten.rating < puzzle.rating);
        let (lost, held) = puzzle_result(solver, puzzle, false);
        assert!(lost.rating < solver.rating && held.rating > puzzle.rating);
        // E = 1/(1 + exp(-g (mu - mu_j))) = 0.364 against a puzzle 100
        // above (g = 0.973 at phi 75/173.7178): a win earns 1 - E = 0.636
        // of the step, a loss costs 0.364.
        let gained = won.rating - solver.rating;
        let lost_by = solver.rating - lost.rating;
        assert!(
            (gained / lost_by - 0.636 / 0.364).abs() < 0.02,
            "{gained} {lost_by}"
        );
    }

    #[test]
    fn solving_a_strong_puzzle_gains_more_than_a_weak_one() {
        let solver = rated(1500.0, 80.0);
        let (after_strong, _) = puzzle_result(solver, rated(1800.0, 75.0), true);
        let (after_weak, _) = puzzle_result(solver, rated(1200.0, 75.0), true);
        let strong = after_strong.rating - solver.rating;
        let weak = after_weak.rating - solver.rating;
        // E is 0.15 against 1800 and 0.85 against 1200 (g = 0.97 at
        // phi 75): the win is worth 0.85 against 0.15 of a step.
        assert!(strong > 4.0 * weak, "{strong} against {weak}");
        assert!(weak > 0.0);
    }

    #[test]
    fn a_change_counts_between_the_whole_numbers_shown() {
        // 1661.6 shows 1662 and 1720.4 shows 1720: +58, not the +58.8
        // that would round to +59 and not add up.
        let change = Change::new(rated(1661.6, 60.0), rated(1720.4, 58.0));
        assert_eq!(change.to_string(), "1720 +58");
        let change = Change::new(rated(1500.0, 350.0), rated(1337.7, 290.0));
        assert_eq!(change.to_string(), "1338? -162");
        assert_eq!(Change::new(rated(1500.2, 60.0), rated(1499.8, 60.0)).by, 0);
    }

    #[test]
    fn a_newcomer_is_provisional_until_the_deviation_is_low() {
        assert_eq!(Rating::default().shown().to_string(), "1500?");
        let settled = Rating {
            rating: 1712.4,
            deviation: PROVISIONAL_DEVIATION,
            volatility: 0.06,
        };
        assert_eq!(settled.shown().to_string(), "1712");
        let mut player = Rating::default();
        let mut games = 0;
        while player.provisional() {
            player = after_game([player, rated(1500.0, 60.0)], Outcome::Draw)[0];
            games += 1;
        }
        assert!((5..30).contains(&games), "provisional for {games} games");
    }

    #[test]
    fn only_games_on_a_clock_have_a_pace() {
        assert_eq!(Pace::of(Some(TimeControl::minutes(5, 3))), Some(Pace::Live));
        assert_eq!(
            Pace::of(Some(TimeControl::PerMove { days: 3 })),
            Some(Pace::Correspondence)
        );
        assert_eq!(Pace::of(None), None);
        for pace in Pace::ALL {
            assert_eq!(Pace::parse(pace.id()), Some(pace));
        }
    }
}
