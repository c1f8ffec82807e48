//! Computer players, knowing nothing of the interface: the random player,
//! the classic players of RULES.md, and the engine levels.

pub mod analysis;
pub mod bot;
mod classic;
pub mod entrant;
pub mod eval;
pub mod evaluation;
pub mod external;
mod job;
pub mod player;
pub mod pool;
pub mod protocol;
pub mod search;
pub mod time;
#[cfg(test)]
mod toy;
pub mod tt;
pub mod worker;

pub use bot::{Bot, Classic, Level, UnknownPlayer};
pub use entrant::Entrant;
pub use evaluation::Evaluation;
pub use pool::{Class, Lane, Owner, SearchPool};
pub use protocol::{ClockLeft, Limits, Report, Request, Score, SearchInfo, Task};
pub use worker::Worker;
