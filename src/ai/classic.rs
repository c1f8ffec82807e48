//! The classic players of RULES.md, as the original programs played.
//! Ties between equally good moves are broken at random (seeded).

use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use super::bot::Classic;
use super::eval::Grid;
use crate::games::{Coord, Game, Outcome, Piece, PieceKind, Side, Status};

/// A decided game, beyond every static score.
const WON: i32 = 1_000_000;

pub fn choose<G: Game>(classic: Classic, game: &G, rng: &mut ChaCha8Rng) -> Option<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    let choice = match classic {
        Classic::MassacreEasy | Classic::MartianEasy | Classic::HasamiRandom => None,
        Classic::ChessLevel1 => best_by(&moves, rng, |mv| after(game, mv, |g| -chess_level(g))),
        Classic::ChessLevel2 => best_by(&moves, rng, |mv| {
            after(game, mv, |g| {
                -minimax(g, 1, -WON - 1, WON + 1, &chess_level)
            })
        }),
        Classic::RacingSmart => racing_smart(game, &moves, rng),
        Classic::MassacreMedium => best_by(&moves, rng, |mv| massacre_victim(game, mv)),
        Classic::MassacreHard => best_by(&moves, rng, |mv| massacre_followups(game, mv)),
        Classic::MartianHard => martian_hard(game, &moves, rng),
        Classic::HasamiGreedy => hasami_greedy(game, &moves, rng),
        Classic::HasamiMinimax => {
            let depth = if Grid::of(game).count(game.side_to_move()) < 5 {
                3
            } else {
                2
            };
            best_by(&moves, rng, |mv| {
                after(game, mv, |g| {
                    -minimax(g, depth - 1, -WON - 1, WON + 1, &hasami_material)
                })
            })
        }
    };
    choice.or_else(|| moves.choose(rng).copied())
}

/// A random one of the moves with the highest score.
fn best_by<M: Copy>(
    moves: &[M],
    rng: &mut ChaCha8Rng,
    mut score: impl FnMut(M) -> i32,
) -> Option<M> {
    let scored: Vec<(M, i32)> = moves.iter().map(|&mv| (mv, score(mv))).collect();
    let top = scored.iter().map(|&(_, s)| s).max()?;
    let best: Vec<M> = scored
        .into_iter()
        .filter(|&(_, s)| s == top)
        .map(|(mv, _)| mv)
        .collect();
    best.choose(rng).copied()
}

/// A score of the position after `mv`, given from the point of view of the
/// side to move there; a finished game scores as won, lost or drawn.
fn after<G: Game>(game: &G, mv: G::Move, score: impl FnOnce(&G) -> i32) -> i32 {
    let mut next = game.clone();
    next.play(mv);
    match next.status() {
        Status::Over(end) => -decided(&next, end.outcome),
        Status::Ongoing => score(&next),
    }
}

/// A finished game's score for the side to move.
fn decided<G: Game>(game: &G, outcome: Outcome) -> i32 {
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(side) if side == game.side_to_move() => WON,
        Outcome::Win(_) => -WON,
    }
}

/// Plain alpha-beta on a static score for the side to move.
fn minimax<G: Game>(
    game: &G,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    score: &dyn Fn(&G) -> i32,
) -> i32 {
    if let Status::Over(end) = game.status() {
        return decided(game, end.outcome);
    }
    if depth == 0 {
        return score(game);
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut best = -WON - 1;
    for mv in moves {
        let mut next = game.clone();
        next.play(mv);
        let value = -minimax(&next, depth - 1, -beta, -alpha, score);
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The 2003 chess program's evaluation: the side to move's total minus
/// the opponent's.
pub fn chess_level<G: Game>(game: &G) -> i32 {
    let grid = Grid::of(game);
    let side = game.side_to_move();
    chess_side(&grid, side) - chess_side(&grid, side.opponent())
}

fn chess_side(grid: &Grid, side: Side) -> i32 {
    let king = grid.king(side);
    let near_king = |at: Coord, most: i32, per: i32| {
        king.map_or(0, |k| {
            let distance = (i32::from(k.file) - i32::from(at.file)).abs()
                + (i32::from(k.rank) - i32::from(at.rank)).abs();
            most - per * distance
        })
    };
    let defended_by = |at: Coord, kinds: &[PieceKind]| {
        grid.pieces().any(|(from, piece)| {
            piece.owner == side && kinds.contains(&piece.kind) && {
                let mut hit = false;
                grid.chess_attacks(from, piece, |to| hit |= to == at);
                hit
            }
        })
    };
    let own_half = |at: Coord| (side == Side::One) == (at.rank < 4);
    let centre = |at: Coord| {
        let edge = |x: u8| i32::from(x.min(7 - x));
        5 * (edge(at.file) + edge(at.rank))
    };
    let mut total = 0;
    for (at, piece) in grid.pieces().filter(|(_, p)| p.owner == side) {
        total += match piece.kind {
            PieceKind::Pawn => {
                let start = if side == Side::One { 1 } else { 6 };
                let advanced = (i32::from(at.rank) - start).abs();
                100 + 10 * advanced
                    + if own_half(at) { centre(at) } else { 0 }
                    + if defended_by(at, &[PieceKind::Pawn]) {
                        10
                    } else {
                        0
                    }
            }
            PieceKind::Knight => {
                325 + near_king(at, 70, 2) + if own_half(at) { centre(at) } else { 0 }
            }
            PieceKind::Bishop => {
                325 + if defended_by(at, &[PieceKind::Bishop]) {
                    25
                } else {
                    0
                } + if defended_by(at, &[PieceKind::Queen]) {
                    25
                } else {
                    0
                }
            }
            PieceKind::Rook => {
                500 + near_king(at, 70, 2)
                    + if defended_by(at, &[PieceKind::Rook]) {
                        25
                    } else {
                        0
                    }
                    + if defended_by(at, &[PieceKind::Queen]) {
                        25
                    } else {
                        0
                    }
            }
            PieceKind::Queen => 1000 + near_king(at, 140, 3),
            PieceKind::King => 20000,
            PieceKind::Drone | PieceKind::Stone => 0,
        };
    }
    total
}

/// Racing Kings "somewhat smart": a king move up the board if there is one.
fn racing_smart<G: Game>(game: &G, moves: &[G::Move], rng: &mut ChaCha8Rng) -> Option<G::Move> {
    let side = game.side_to_move();
    let climbs: Vec<G::Move> = moves
        .iter()
        .copied()
        .filter(|&mv| {
            let squares = game.move_squares(mv);
            game.piece_at(squares.from)
                == Some(Piece {
                    kind: PieceKind::King,
                    owner: side,
                })
                && squares.to.rank > squares.from.rank
        })
        .collect();
    climbs.choose(rng).copied()
}

/// Massacre `classic-medium`: queens first, then rooks, bishops, knights.
fn massacre_victim<G: Game>(game: &G, mv: G::Move) -> i32 {
    match game.piece_at(game.move_squares(mv).to).map(|p| p.kind) {
        Some(PieceKind::Queen) => 4,
        Some(PieceKind::Rook) => 3,
        Some(PieceKind::Bishop) => 2,
        Some(PieceKind::Knight) => 1,
        _ => 0,
    }
}

/// Massacre `classic-hard`: the captures the moved piece has from its new
/// square.
fn massacre_followups<G: Game>(game: &G, mv: G::Move) -> i32 {
    let to = game.move_squares(mv).to;
    let mut next = game.clone();
    next.play(mv);
    let grid = Grid::of(&next);
    let Some(piece) = grid.get(to) else {
        return 0;
    };
    let mut captures = 0;
    grid.chess_attacks(to, piece, |at| {
        if grid.get(at).is_some_and(|p| p.owner != piece.owner) {
            captures += 1;
        }
    });
    captures
}

/// Martian `classic-hard`: the most valuable capture, else a random move.
fn martian_hard<G: Game>(game: &G, moves: &[G::Move], rng: &mut ChaCha8Rng) -> Option<G::Move> {
    let captures: Vec<G::Move> = moves
        .iter()
        .copied()
        .filter(|&mv| game.is_capture(mv))
        .collect();
    best_by(&captures, rng, |mv| {
        match game.piece_at(game.move_squares(mv).to).map(|p| p.kind) {
            Some(PieceKind::Queen) => 3,
            Some(PieceKind::Drone) => 2,
            _ => 1,
        }
    })
}

/// Hasami `classic-greedy`: the biggest capture; else a move after which
/// the opponent cannot capture; else anything.
fn hasami_greedy<G: Game>(game: &G, moves: &[G::Move], rng: &mut ChaCha8Rng) -> Option<G::Move> {
    let side = game.side_to_move().index();
    let taken = |mv: G::Move| {
        let mut next = game.clone();
        next.play(mv);
        next.scores()[side] as i32 - game.scores()[side] as i32
    };
    let captures: Vec<G::Move> = moves
        .iter()
        .copied()
        .filter(|&mv| game.is_capture(mv))
        .collect();
    if let Some(mv) = best_by(&captures, rng, taken) {
        return Some(mv);
    }
    let safe: Vec<G::Move> = moves
        .iter()
        .copied()
        .filter(|&mv| {
            let mut next = game.clone();
            next.play(mv);
            let mut replies = Vec::new();
            next.legal_moves(&mut replies);
            !replies.iter().any(|&reply| next.is_capture(reply))
        })
        .collect();
    safe.choose(rng).copied()
}

/// Hasami `classic-minimax`'s score: 100 x (own pieces - opponent's).
fn hasami_material<G: Game>(game: &G) -> i32 {
    let grid = Grid::of(game);
    let side = game.side_to_move();
    100 * (grid.count(side) as i32 - grid.count(side.opponent()) as i32)
}
