//! The analysis of a whole game: every position valued at the one fixed
//! strength of the evaluation row ([`ANALYSIS_BOT`]), and every move
//! judged by how much it lost against the engine's best, from the
//! mover's side. Knows nothing of where it runs (see the worker) nor of
//! how a judgement is shown.
//!
//! A move's loss is the mover's value before it (the engine's best play)
//! less the mover's value after it, both clamped to the game's
//! [`Marks::range`] with a mate at the edge, so a side already far ahead
//! is not marked for winning a little less. The engine's own move loses
//! nothing by definition.
//!
//! Accuracy follows lichess: a value `v` in pawns (other games' units
//! scaled so their blunder threshold counts as chess's) is a winning
//! chance `w(v) = 50 + 50 * (2 / (1 + e^(-0.368208 v)) - 1)` percent; a
//! move is `103.1668 * e^(-0.04354 * (w(before) - w(after))) - 3.1669`
//! percent accurate (within 0 and 100), and a player's accuracy is the
//! plain mean over their moves.

use std::sync::atomic::AtomicBool;

use super::eval::Evaluate;
use super::evaluation::{ANALYSIS_BOT, Evaluation, Marks, PAWN_MARKS, analysis_limits};
use super::player;
use super::search::score_of;
use crate::games::any::each;
use crate::games::pgn::MoveNote;
use crate::games::{AnyGame, Outcome, Record, Side, Status};

/// What a move lost, as a player reads it; ordered from the least.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, serde::Serialize, serde::Deserialize,
)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The PGN annotation glyph: `$6`, `$2` or `$4`.
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    fn of(loss: i32, marks: Marks) -> Option<Mark> {
        [
            (marks.blunder, Mark::Blunder),
            (marks.mistake, Mark::Mistake),
            (marks.inaccuracy, Mark::Inaccuracy),
        ]
        .into_iter()
        .find(|&(threshold, _)| loss >= threshold)
        .map(|(_, mark)| mark)
    }
}

/// One move, judged.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Judgement {
    pub mover: Side,
    /// What the move lost, in hundredths of the game's unit (0 or more).
    pub loss: i32,
    pub mark: Option<Mark>,
    /// The engine's move, as the move list writes it, when the move
    /// played was another.
    pub better: Option<String>,
    /// Per cent, as the module header says.
    pub accuracy: f64,
}

/// A whole game analysed.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Analysis {
    /// Every position's value, the start first: one more than the moves.
    pub evaluations: Vec<Evaluation>,
    pub moves: Vec<Judgement>,
}

impl Analysis {
    /// How many of `side`'s moves carry each mark, in [`Mark::ALL`]'s order.
    pub fn counts(&self, side: Side) -> [usize; 3] {
        Mark::ALL.map(|mark| {
            self.moves
                .iter()
                .filter(|m| m.mover == side && m.mark == Some(mark))
                .count()
        })
    }

    /// The next marked move's ply (the position after it) past `ply`
    /// when `forward`, else the last one before `ply`, of either side;
    /// none when no marked move lies that way.
    pub fn marked_from(&self, ply: usize, forward: bool) -> Option<usize> {
        let mut marked = self
            .moves
            .iter()
            .enumerate()
            .filter(|(_, judged)| judged.mark.is_some())
            .map(|(index, _)| index + 1);
        if forward {
            marked.find(|&after| after > ply)
        } else {
            marked.rev().find(|&after| after < ply)
        }
    }

    /// `side`'s accuracy in per cent; none before its first move.
    pub fn accuracy(&self, side: Side) -> Option<f64> {
        let theirs: Vec<f64> = self
            .moves
            .iter()
            .filter(|m| m.mover == side)
            .map(|m| m.accuracy)
            .collect();
        (!theirs.is_empty()).then(|| theirs.iter().sum::<f64>() / theirs.len() as f64)
    }
}

impl Analysis {
    /// Each move's PGN note: its mark as a NAG, and a comment with the
    /// evaluation after it (`[%eval 0.35]`, `[%eval #-3]`; none once the
    /// game is over) and the better move when it was marked.
    pub fn pgn_notes(&self) -> Vec<MoveNote> {
        self.moves
            .iter()
            .zip(&self.evaluations[1..])
            .map(|(judged, &after)| {
                let eval = pgn_eval(after).map(|value| format!("[%eval {value}]"));
                let better = judged
                    .better
                    .as_ref()
                    .filter(|_| judged.mark.is_some())
                    .map(|better| format!("{better} was best."));
                let parts: Vec<String> = eval.into_iter().chain(better).collect();
                MoveNote {
                    nag: judged.mark.map(Mark::nag),
                    comment: (!parts.is_empty()).then(|| parts.join(" ")),
                }
            })
            .collect()
    }
}

impl Analysis {
    /// Whether it is an analysis of `game` as played: a value for each of
    /// its positions (a last one that shows the end valued by its result;
    /// after an end off the board, such as a resignation, it is searched
    /// like any other) and a judgement of each of its moves, made by the
    /// side that played it.
    pub fn fits(&self, game: &AnyGame) -> bool {
        each!(game, record => self.fits_record(record))
    }

    fn fits_record<G: Evaluate>(&self, record: &Record<G>) -> bool {
        let plies = record.moves().len();
        let movers = (0..plies).map(|index| record.position_before(index).side_to_move());
        let shown = Valued::of_end(record.current().status());
        let end = shown.map(|valued| valued.evaluation);
        self.evaluations.len() == plies + 1
            && self.moves.len() == plies
            && self.moves.iter().map(|m| m.mover).eq(movers)
            && end.is_none_or(|end| self.evaluations.last() == Some(&end))
    }
}

/// The key under which a game's record keeps its analysis among its
/// other fields.
const KEPT: &str = "analysis";

/// The fields of a game's record besides the game.
type Fields = serde_json::Map<String, serde_json::Value>;

/// The analysis a record's fields keep, if it reads.
pub fn kept(fields: &Fields) -> Option<Analysis> {
    serde_json::from_value(fields.get(KEPT)?.clone()).ok()
}

/// A record's fields with `analysis` kept among them (none, none kept).
pub fn keep(mut fields: Fields, analysis: Option<&Analysis>) -> Fields {
    match analysis.and_then(|a| serde_json::to_value(a).ok()) {
        Some(value) => fields.insert(KEPT.to_string(), value),
        None => fields.remove(KEPT),
    };
    fields
}

/// An evaluation as PGN's `%eval` writes it, in the game's units from
/// player 1's side: `0.35`, `-3.99`, `#3`, `#-3`; none for a finished
/// game (mate in 0).
pub fn pgn_eval(evaluation: Evaluation) -> Option<String> {
    match evaluation {
        Evaluation::Points(points) => Some(format!("{:.2}", f64::from(points) / 100.0)),
        Evaluation::Mate(_, 0) => None,
        Evaluation::Mate(Side::One, moves) => Some(format!("#{moves}")),
        Evaluation::Mate(Side::Two, moves) => Some(format!("#-{moves}")),
    }
}

/// Analyses a game of any kind; `progress` hears (positions done, all
/// positions) after each. None when `stop` was raised.
pub fn analyse_any(
    game: &AnyGame,
    stop: &AtomicBool,
    progress: impl FnMut(usize, usize),
) -> Option<Analysis> {
    each!(game, record => analyse(record, stop, progress))
}

/// Analyses every position of `record` from its start, as
/// [`analyse_any`] does.
pub fn analyse<G: Evaluate>(
    record: &Record<G>,
    stop: &AtomicBool,
    mut progress: impl FnMut(usize, usize),
) -> Option<Analysis> {
    let total = record.moves().len() + 1;
    let mut line = Record::new(record.start().clone());
    let mut valued = Vec::with_capacity(total);
    for (index, &mv) in record.moves().iter().enumerate() {
        valued.push(value(&line, stop)?);
        progress(index + 1, total);
        line.replay_text(&line.current().format_move(mv)).ok()?;
    }
    valued.push(value(&line, stop)?);
    progress(total, total);
    judge(record, &valued)
}

/// A position's value as the evaluation row's analysis finds it: its
/// evaluation, and the engine's move there in coordinates (none once the
/// game is over).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Valued {
    pub evaluation: Evaluation,
    pub best: Option<String>,
}

impl Valued {
    /// A finished position's value: its result, with no move to play.
    /// None while the game goes on.
    pub fn of_end(status: Status) -> Option<Valued> {
        let Status::Over(end) = status else {
            return None;
        };
        let evaluation = match end.outcome {
            Outcome::Win(side) => Evaluation::Mate(side, 0),
            Outcome::Draw => Evaluation::Points(0),
        };
        Some(Valued {
            evaluation,
            best: None,
        })
    }
}

/// Judges the moves of `game` from the values of its positions, start
/// first (one more than the moves), as the worker found them one by one.
/// None when they do not fit the game.
pub fn judge_any(game: &AnyGame, values: &[Valued]) -> Option<Analysis> {
    each!(game, record => judge(record, values))
}

/// The fixed-strength search of the evaluation row on the line's last
/// position; a finished position is valued by its result. None when
/// stopped.
fn value<G: Evaluate>(line: &Record<G>, stop: &AtomicBool) -> Option<Valued> {
    if let Some(ended) = Valued::of_end(line.status()) {
        return Some(ended);
    }
    let game = line.current();
    let (best, found) = player::choose(line, ANALYSIS_BOT, analysis_limits(), 0, stop, |_| {})?;
    if stop.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    Some(Valued {
        evaluation: Evaluation::from_search(score_of(found?.score), game.side_to_move()),
        best: Some(game.format_move(best)),
    })
}

fn judge<G: Evaluate>(record: &Record<G>, valued: &[Valued]) -> Option<Analysis> {
    if valued.len() != record.moves().len() + 1 {
        return None;
    }
    let moves = record
        .moves()
        .iter()
        .enumerate()
        .map(|(index, &played)| {
            let before = record.position_before(index);
            let mover = before.side_to_move();
            let engine = match &valued[index].best {
                Some(text) => Some(before.parse_move(text).ok()?),
                None => None,
            }
            .filter(|&best| best != played);
            let (was, is) = (valued[index].evaluation, valued[index + 1].evaluation);
            let (was, is) = (clamped::<G>(was, mover), clamped::<G>(is, mover));
            let loss = if engine.is_some() {
                (was - is).max(0)
            } else {
                0
            };
            Some(Judgement {
                mover,
                loss,
                mark: Mark::of(loss, G::MARKS),
                better: engine.map(|best| before.display_move(best)),
                accuracy: accuracy(pawns::<G>(was), pawns::<G>(was - loss)),
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Analysis {
        evaluations: valued.iter().map(|v| v.evaluation).collect(),
        moves,
    })
}

/// `evaluation` from `side`'s point of view within the game's range, a
/// mate at its edge.
fn clamped<G: Evaluate>(evaluation: Evaluation, side: Side) -> i32 {
    let range = G::MARKS.range;
    match evaluation {
        Evaluation::Points(points) if side == Side::One => points.clamp(-range, range),
        Evaluation::Points(points) => (-points).clamp(-range, range),
        Evaluation::Mate(winner, _) if winner == side => range,
        Evaluation::Mate(..) => -range,
    }
}

/// A value in the game's hundredths as chess pawns, by the blunder
/// thresholds.
fn pawns<G: Evaluate>(value: i32) -> f64 {
    f64::from(value) / f64::from(G::MARKS.blunder) * f64::from(PAWN_MARKS.blunder) / 100.0
}

/// A move's accuracy in per cent from the mover's value in pawns before
/// and after it (lichess's curves).
fn accuracy(before: f64, after: f64) -> f64 {
    let chance = |pawns: f64| 50.0 + 50.0 * (2.0 / (1.0 + (-0.368_208 * pawns).exp()) - 1.0);
    let dropped = (chance(before) - chance(after)).max(0.0);
    (103.166_8 * (-0.043_54 * dropped).exp() - 3.166_9).clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::evaluation::STONE_MARKS;

    #[test]
    fn a_loss_is_marked_from_its_threshold_up() {
        assert_eq!(Mark::of(49, PAWN_MARKS), None);
        assert_eq!(Mark::of(50, PAWN_MARKS), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(100, PAWN_MARKS), Some(Mark::Mistake));
        assert_eq!(Mark::of(199, PAWN_MARKS), Some(Mark::Mistake));
        assert_eq!(Mark::of(200, PAWN_MARKS), Some(Mark::Blunder));
        assert_eq!(Mark::of(150, STONE_MARKS), Some(Mark::Blunder));
    }

    #[test]
    fn the_marked_moves_are_found_either_way_from_a_ply() {
        let judged = |mark| Judgement {
            mover: Side::One,
            loss: 0,
            mark,
            better: None,
            accuracy: 100.0,
        };
        let analysis = Analysis {
            evaluations: vec![Evaluation::Points(0); 6],
            moves: vec![
                judged(None),
                judged(Some(Mark::Mistake)),
                judged(None),
                judged(Some(Mark::Inaccuracy)),
                judged(None),
            ],
        };
        assert_eq!(analysis.marked_from(0, true), Some(2));
        assert_eq!(analysis.marked_from(2, true), Some(4));
        assert_eq!(analysis.marked_from(4, true), None);
        assert_eq!(analysis.marked_from(5, false), Some(4));
        assert_eq!(analysis.marked_from(4, false), Some(2));
        assert_eq!(analysis.marked_from(2, false), None);
    }

    #[test]
    fn evaluations_are_written_as_pgn_reads_them() {
        assert_eq!(pgn_eval(Evaluation::Points(35)).as_deref(), Some("0.35"));
        assert_eq!(pgn_eval(Evaluation::Points(-399)).as_deref(), Some("-3.99"));
        assert_eq!(pgn_eval(Evaluation::Points(-5)).as_deref(), Some("-0.05"));
        assert_eq!(
            pgn_eval(Evaluation::Mate(Side::One, 3)).as_deref(),
            Some("#3")
        );
        assert_eq!(
            pgn_eval(Evaluation::Mate(Side::Two, 3)).as_deref(),
            Some("#-3")
        );
        assert_eq!(pgn_eval(Evaluation::Mate(Side::Two, 0)), None);
    }

    #[test]
    fn a_move_that_keeps_the_value_is_accurate_and_one_that_throws_it_is_not() {
        assert!((accuracy(0.5, 0.5) - 100.0).abs() < 0.01);
        assert!(accuracy(0.0, -1.0) > accuracy(0.0, -3.0));
        assert!(accuracy(0.0, -10.0) < 20.0);
        assert!((0.0..=100.0).contains(&accuracy(10.0, -10.0)));
    }
}
