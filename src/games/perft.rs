//! Perft: the number of leaves of the legal-move tree, the standard check
//! of a move generator against published counts.

use super::Game;

/// Counts the leaves at `depth`, counting the last ply in bulk.
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    count(game, depth, &mut buffers)
}

fn count<G: Game>(game: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    moves.clear();
    game.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut next = game.clone();
        next.play(mv);
        total += count(&next, depth - 1, rest);
    }
    total
}

/// Perft split by first move: `(move in coordinates, count)` in
/// generation order.
pub fn divide<G: Game>(game: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut next = game.clone();
            next.play(mv);
            (game.format_move(mv), perft(&next, depth.saturating_sub(1)))
        })
        .collect()
}
