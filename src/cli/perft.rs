//! `tabuleiro perft`.

use std::io::Write;

use super::Start;
use crate::games::any::each;
use crate::games::{GameId, perft};

pub fn run(id: GameId, depth: u32, start: &Start, divide: bool) -> Result<(), String> {
    let game = start.game(id)?;
    let mut out = std::io::stdout().lock();
    let total = each!(&game, record => {
        let position = record.current();
        if divide && depth > 0 {
            let split = perft::divide(position, depth);
            for (mv, count) in &split {
                writeln!(out, "{mv}: {count}").map_err(|e| e.to_string())?;
            }
            writeln!(out).map_err(|e| e.to_string())?;
            split.iter().map(|(_, count)| count).sum()
        } else {
            perft::perft(position, depth)
        }
    });
    writeln!(out, "Nodes searched: {total}").map_err(|e| e.to_string())
}
