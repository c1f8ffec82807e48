//! `tabuleiro perft`.

use std::io::Write;

use super::Start;
use crate::games::any::each;
use crate::games::{GameId, perft};

/// The deepest perft taken: already far past what finishes in a lifetime,
/// and deeper ones would overflow the stack or the move buffers' memory.
const MAX_DEPTH: u32 = 20;

pub fn run(id: GameId, depth: u32, start: &Start, divide: bool) -> Result<(), String> {
    if depth > MAX_DEPTH {
        return Err(format!(
            "perft depth {depth} is too deep, the most is {MAX_DEPTH}"
        ));
    }
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
