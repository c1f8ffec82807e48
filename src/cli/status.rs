//! `tabuleiro status`.

use super::Start;
use crate::games::GameId;

pub fn run(id: GameId, start: &Start) -> Result<(), String> {
    let game = start.game(id)?;
    println!("{}", game.status());
    Ok(())
}
