//! The players' ratings as the rooms know them: restored from the store,
//! changed by each rated game's end in the same write as that end, and
//! taken in only once written, so a rating shown is a rating kept.

use std::borrow::Cow;
use std::collections::HashMap;

use crate::games::{GameId, Outcome, Side};
use crate::rating::{Pace, Rating, after_game};
use crate::store::{FinishedGame, RatingRow, SeatRow, Tally, Write};

/// Whose rating, in which game and pace.
type Of = (String, GameId, Pace);

/// Every rating kept, with the games it counts.
#[derive(Default)]
pub struct Ratings {
    rows: HashMap<Of, RatingRow>,
}

impl Ratings {
    pub fn restore(rows: Vec<RatingRow>) -> Ratings {
        let rows = rows
            .into_iter()
            .map(|row| ((row.key.clone(), row.game, row.pace), row))
            .collect();
        Ratings { rows }
    }

    /// The key's rating; a newcomer's when it has none yet.
    pub fn rating(&self, key: &str, game: GameId, pace: Pace) -> Rating {
        self.row(key, game, pace).rating
    }

    fn row(&self, key: &str, game: GameId, pace: Pace) -> RatingRow {
        self.rows
            .get(&(key.to_string(), game, pace))
            .cloned()
            .unwrap_or_else(|| RatingRow {
                key: key.to_string(),
                game,
                pace,
                rating: Rating::default(),
                tally: Tally::default(),
            })
    }

    /// `writes` with each rated game's ratings as it began filled in and
    /// both players' new ratings added after it; the same writes when no
    /// game in them is rated. Two games of one player in one list are
    /// rated one after the other.
    pub fn rate<'w>(&self, writes: &'w [Write]) -> Cow<'w, [Write]> {
        let rated = |w: &Write| matches!(w, Write::Finished(game) if game.rated.is_some());
        if !writes.iter().any(rated) {
            return Cow::Borrowed(writes);
        }
        let mut now = Ratings::default();
        let mut out = Vec::with_capacity(writes.len() + 2);
        for write in writes {
            let Write::Finished(game) = write else {
                out.push(write.clone());
                continue;
            };
            let mut game = game.clone();
            let rows = self.rated_rows(&now, &mut game);
            out.push(Write::Finished(game));
            for row in rows {
                now.rows
                    .insert((row.key.clone(), row.game, row.pace), row.clone());
                out.push(Write::Rated(row));
            }
        }
        Cow::Owned(out)
    }

    /// Both players' rows after `game` (their ratings as it began, from
    /// `newer` first, put in the game); none when it is not rated.
    fn rated_rows(&self, newer: &Ratings, game: &mut FinishedGame) -> Vec<RatingRow> {
        let Some(pace) = game.rated else {
            return Vec::new();
        };
        let (
            Some(outcome),
            [
                SeatRow::Person { key: one, .. },
                SeatRow::Person { key: two, .. },
            ],
        ) = (outcome_of(&game.result), &game.players)
        else {
            game.rated = None;
            return Vec::new();
        };
        let kind = game.record.game();
        let row = |key: &str| match newer.rows.get(&(key.to_string(), kind, pace)) {
            Some(row) => row.clone(),
            None => self.row(key, kind, pace),
        };
        let before = [row(one), row(two)];
        let ratings = before.each_ref().map(|row| row.rating);
        game.ratings = Some(ratings);
        let after = after_game(ratings, outcome);
        let mut rows = Vec::with_capacity(2);
        for ((mut row, rating), side) in before.into_iter().zip(after).zip(Side::BOTH) {
            row.rating = rating;
            count(&mut row.tally, outcome, side);
            rows.push(row);
        }
        rows
    }

    /// Takes in the ratings of `writes` once they are kept; the keys
    /// whose ratings changed.
    pub fn kept(&mut self, writes: &[Write]) -> Vec<String> {
        let mut keys = Vec::new();
        for write in writes {
            if let Write::Rated(row) = write {
                keys.push(row.key.clone());
                self.rows
                    .insert((row.key.clone(), row.game, row.pace), row.clone());
            }
        }
        keys
    }
}

/// A rated game's end as kept: its room and round, and both players'
/// ratings before and after it, player 1's first.
#[derive(Clone, PartialEq, Debug)]
pub struct RatedEnd {
    pub room: String,
    pub round: u32,
    pub before: [Rating; 2],
    pub after: [Rating; 2],
}

/// The rated games' ends among `writes` as [`Ratings::rate`] made them:
/// each rated game with its ratings as it began, followed by its
/// players' new rows, player 1's first.
pub fn rated_ends(writes: &[Write]) -> Vec<RatedEnd> {
    let end = |(at, write): (usize, &Write)| {
        let Write::Finished(game) = write else {
            return None;
        };
        let before = game.ratings.filter(|_| game.rated.is_some())?;
        let (Some(Write::Rated(one)), Some(Write::Rated(two))) =
            (writes.get(at + 1), writes.get(at + 2))
        else {
            return None;
        };
        Some(RatedEnd {
            room: game.room.clone(),
            round: game.round,
            before,
            after: [one.rating, two.rating],
        })
    };
    writes.iter().enumerate().filter_map(end).collect()
}

/// The outcome of a result as PGN writes it; none for `*`.
fn outcome_of(result: &str) -> Option<Outcome> {
    [
        Outcome::Win(Side::One),
        Outcome::Win(Side::Two),
        Outcome::Draw,
    ]
    .into_iter()
    .find(|outcome| outcome.result() == result)
}

fn count(tally: &mut Tally, outcome: Outcome, side: Side) {
    match outcome {
        Outcome::Draw => tally.draws += 1,
        Outcome::Win(winner) if winner == side => tally.wins += 1,
        Outcome::Win(_) => tally.losses += 1,
    }
}
