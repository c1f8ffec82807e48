//! Computer players, knowing nothing of the interface: the random player,
//! the classic players of RULES.md, and the engine levels.

pub mod bot;
mod classic;
pub mod entrant;
pub mod eval;
pub mod external;
pub mod player;
pub mod protocol;
pub mod search;
pub mod time;
#[cfg(test)]
mod toy;
pub mod tt;
pub mod worker;

pub use bot::{Bot, Classic, Level, UnknownPlayer};
pub use entrant::Entrant;
pub use protocol::{ClockLeft, Limits, Report, Request, Score, SearchInfo, Task};
pub use worker::Worker;

/// A quick static evaluation of the current position from player 1's
/// point of view, in the game's points (for the evaluation bar when no
/// computer is thinking).
pub fn quick_evaluation(game: &crate::games::AnyGame) -> i32 {
    use crate::games::{Game, Side, Status, any::each};
    use eval::Evaluate;
    each!(game, record => {
        let position = record.current();
        let score = match record.status() {
            Status::Over(_) => 0,
            Status::Ongoing => {
                // Averaged over both sides having the move, so having the
                // move (a search's tempo) does not tilt a level position.
                let mut passed = position.clone();
                let here = position.evaluate();
                if passed.pass() { (here - passed.evaluate()) / 2 } else { here }
            }
        };
        if position.side_to_move() == Side::One { score } else { -score }
    })
}
