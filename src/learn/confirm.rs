//! A puzzle put to another UCI engine (Stockfish, Fairy-Stockfish…), as
//! lichess's puzzler puts its own to Stockfish: searched with two lines
//! from the position the opponent's move sets, the engine's best move must
//! be the puzzle's first solution move and win by the margin (or by
//! force), and its second must not.

use super::generate::margin;
use super::puzzle::Puzzle;
use crate::ai::analysis::pgn_eval;
use crate::ai::evaluation::Evaluation;
use crate::ai::external::{Answer, Engine, EngineError};
use crate::ai::protocol::Score;
use crate::games::any::with_game_type;
use crate::games::{Game, Side};

/// What the engine makes of a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Opinion {
    Agrees,
    /// Why not, in one line: its best move, or a second winning one.
    Disagrees(String),
}

/// The engine's opinion of `puzzle`, searching `depth` plies.
pub fn ask(engine: &mut Engine, puzzle: &Puzzle, depth: u32) -> Result<Opinion, EngineError> {
    with_game_type!(puzzle.game, G => ask_in::<G>(engine, puzzle, depth))
}

fn ask_in<G: Game>(
    engine: &mut Engine,
    puzzle: &Puzzle,
    depth: u32,
) -> Result<Opinion, EngineError> {
    let Some((record, solution)) = puzzle.set_up::<G>() else {
        return Ok(Opinion::Disagrees("its line cannot be played".to_string()));
    };
    let game = record.current();
    let lines = engine.best_two(&record, depth)?;
    let margin = margin(G::ID);
    let scored = |(mv, info): &Answer<G::Move>| {
        let score = info.as_ref().map_or(Score::Points(0), |i| i.score);
        (*mv, score, game.format_move(*mv))
    };
    let mut said = lines.iter().map(scored);
    let Some((best, score, text)) = said.next() else {
        return Ok(Opinion::Disagrees("it gave no move".to_string()));
    };
    Ok(if best != solution {
        Opinion::Disagrees(format!("its best move is {text} ({})", shown(score)))
    } else if !wins(score, margin) {
        Opinion::Disagrees(format!("{text} only scores {}", shown(score)))
    } else if let Some((_, second, text)) = said.find(|&(_, s, _)| wins(s, margin)) {
        Opinion::Disagrees(format!("{text} wins too ({})", shown(second)))
    } else {
        Opinion::Agrees
    })
}

/// Whether the mover wins with `score`: by the margin, in the engine's
/// hundredths, or by force.
fn wins(score: Score, margin: i32) -> bool {
    match score {
        Score::Points(points) => points >= margin,
        Score::WinIn(_) => true,
        Score::LossIn(_) => false,
    }
}

/// A score from the mover's side as PGN writes one: `3.10`, `#3`, `#-2`.
fn shown(score: Score) -> String {
    pgn_eval(Evaluation::from_search(score, Side::One)).unwrap_or_else(|| "#0".to_string())
}
