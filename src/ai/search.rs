//! One search for every game: iterative deepening with aspiration windows
//! over a negamax alpha-beta with principal-variation search, a
//! transposition table, move ordering (hash move, captures by most
//! valuable victim, killers, history with a penalty for quiet moves that
//! failed; the hash move and killers tried before the rest are listed
//! where a game can check a move cheaply), quiescence on captures (on
//! every evasion when in check, with delta pruning and the table), reverse
//! futility, null-move and late-move pruning, logarithmic late-move
//! reductions, and repetition detection along the game and search path.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::eval::Evaluate;
use super::protocol::{Limits, Score};
use super::time::Budget;
use super::tt::{Bound, Entry, Table};
use crate::games::{Game, Outcome, Side, Status};

/// A win found at the root; wins further away score less.
pub const MATE: i32 = 30_000;
/// Scores beyond this are forced wins or losses.
const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
const MAX_PLY: usize = 128;
/// Deepest iteration when nothing else limits the search.
const MAX_DEPTH: u32 = 100;
/// Nodes between two looks at the clock and the stop flag: well under a
/// millisecond in every game.
const CHECK_EVERY: u64 = 256;
/// Square indices of the largest board (9 x 9), for the history table.
const SQUARES: usize = 81;

/// What one finished iteration found.
#[derive(Clone, Debug)]
pub struct Iteration<M> {
    pub depth: u32,
    /// From the side to move's point of view.
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The principal variation, best move first.
    pub pv: Vec<M>,
}

impl<M> Iteration<M> {
    pub fn best(&self) -> Option<&M> {
        self.pv.first()
    }

    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1);
        (u128::from(self.nodes) * 1_000_000 / micros) as u64
    }
}

/// A score in the worker's terms.
pub fn score_of(value: i32) -> Score {
    if value >= MATE_BOUND {
        Score::WinIn((MATE - value) as u32)
    } else if value <= -MATE_BOUND {
        Score::LossIn((MATE + value) as u32)
    } else {
        Score::Points(value)
    }
}

/// The score of a finished game for the side to move, `ply` plies from the
/// root (nearer wins are better).
fn terminal<G: Game>(game: &G, outcome: Outcome, ply: usize, draw: i32) -> i32 {
    match outcome {
        Outcome::Draw => draw,
        Outcome::Win(side) if side == game.side_to_move() => MATE - ply as i32,
        Outcome::Win(_) => -(MATE - ply as i32),
    }
}

/// A search over one game type, reusable from move to move.
pub struct Searcher<'a, G: Evaluate> {
    table: &'a mut Table<G::Move>,
    stop: &'a AtomicBool,
    start: Instant,
    /// No new iteration starts after this.
    soft_deadline: Option<Instant>,
    /// The search is cut off at this.
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    nodes: u64,
    aborted: bool,
    /// Zobrist keys of the game so far and of the line being searched.
    path: Vec<u64>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    pv: Vec<Vec<G::Move>>,
    /// Move lists reused ply by ply, so that no node allocates.
    plies: Vec<PlyMoves<G::Move>>,
    /// The score of the best root move so far in this iteration.
    root_score: i32,
    root_side: Side,
    /// What a draw costs the side searching (see [`Evaluate::CONTEMPT`]).
    contempt: i32,
}

impl<'a, G: Evaluate> Searcher<'a, G> {
    /// `history` holds the keys of the positions before the root, oldest
    /// first, for repetition.
    pub fn new(
        table: &'a mut Table<G::Move>,
        stop: &'a AtomicBool,
        limits: Limits,
        history: Vec<u64>,
    ) -> Searcher<'a, G> {
        let start = Instant::now();
        let budget = Budget::of(&limits);
        table.new_search();
        Searcher {
            table,
            stop,
            start,
            soft_deadline: budget.soft.map(|t| start + t),
            deadline: budget.hard.map(|t| start + t),
            node_limit: limits.nodes,
            nodes: 0,
            aborted: false,
            path: history,
            killers: vec![[None, None]; MAX_PLY + 1],
            history: vec![0; 2 * SQUARES * SQUARES],
            pv: vec![Vec::new(); MAX_PLY + 1],
            plies: (0..=MAX_PLY).map(|_| PlyMoves::default()).collect(),
            root_score: 0,
            root_side: Side::One,
            contempt: G::CONTEMPT,
        }
    }

    /// Scales the game's draw contempt: the strongest level should play on
    /// where a weaker one would settle.
    pub fn with_contempt_scale(mut self, scale: i32) -> Self {
        self.contempt = G::CONTEMPT * scale;
        self
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Deepens until a limit, the stop flag, or a proven result; reports
    /// each finished iteration. None only when the root has no move.
    pub fn run(
        &mut self,
        root: &G,
        max_depth: Option<u32>,
        mut report: impl FnMut(&Iteration<G::Move>),
    ) -> Option<Iteration<G::Move>> {
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        let first = *moves.first()?;
        let max_depth = max_depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        self.root_side = root.side_to_move();
        self.path.push(root.hash());
        let mut best: Option<Iteration<G::Move>> = None;
        for depth in 1..=max_depth {
            let guess = best.as_ref().map(|b| b.score);
            let score = self.aspiration(root, depth as i32, guess);
            if self.aborted {
                // A partial iteration's move is still better informed when
                // its first (previous best) move was searched through.
                if !self.pv[0].is_empty() {
                    best = Some(self.iteration(depth - 1, self.root_score));
                }
                break;
            }
            let found = self.iteration(depth, score);
            report(&found);
            best = Some(found);
            let proven = score.abs() >= MATE_BOUND && (MATE - score.abs()) as u32 <= depth;
            let out_of_time = self.soft_deadline.is_some_and(|d| Instant::now() >= d);
            if proven || out_of_time {
                break;
            }
        }
        self.path.pop();
        Some(best.unwrap_or_else(|| Iteration {
            depth: 0,
            score: 0,
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
            pv: vec![first],
        }))
    }

    /// One iteration, first in a narrow window around the last score,
    /// widened on the side that failed until the score falls inside.
    fn aspiration(&mut self, root: &G, depth: i32, guess: Option<i32>) -> i32 {
        let Some(guess) = guess.filter(|g| depth >= ASPIRATION_DEPTH && g.abs() < MATE_BOUND)
        else {
            return self.negamax(root, depth, -INFINITY, INFINITY, 0, true);
        };
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = (guess - delta, guess + delta);
        loop {
            let score = self.negamax(root, depth, alpha, beta, 0, true);
            if self.aborted {
                return score;
            }
            if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
            if delta > MAX_ASPIRATION {
                (alpha, beta) = (-INFINITY, INFINITY);
            }
        }
    }

    /// The score of every root move searched `depth` plies deep with a
    /// full window, for players that choose among near-best moves.
    pub fn score_moves(&mut self, root: &G, depth: u32) -> Vec<(G::Move, i32)> {
        self.root_side = root.side_to_move();
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        self.path.push(root.hash());
        let mut scored = Vec::with_capacity(moves.len());
        for mv in moves {
            let score = self.child_score(root, mv, depth, -INFINITY, INFINITY);
            if self.aborted {
                break;
            }
            scored.push((mv, score));
        }
        self.path.pop();
        scored
    }

    /// The score of one root move searched `depth` plies deep with a full
    /// window.
    pub fn score_move(&mut self, root: &G, mv: G::Move, depth: u32) -> i32 {
        self.root_side = root.side_to_move();
        self.path.push(root.hash());
        let score = self.child_score(root, mv, depth, -INFINITY, INFINITY);
        self.path.pop();
        score
    }

    /// `mv` played from `root` (whose hash is on the path) searched
    /// `depth` plies deep in the window (`alpha`, `beta`), scored for the
    /// side that plays it.
    fn child_score(&mut self, root: &G, mv: G::Move, depth: u32, alpha: i32, beta: i32) -> i32 {
        let mut child = root.clone();
        child.play(mv);
        self.path.push(child.hash());
        let score = -self.negamax(&child, depth as i32 - 1, -beta, -alpha, 1, true);
        self.path.pop();
        score
    }

    /// The first root move other than `except` that scores above `bound`
    /// searched `depth` plies deep, or None when every other move stays at
    /// or below it: one null-window search per move, far cheaper than
    /// scoring each (puzzles ask whether any other move also wins).
    pub fn move_above(
        &mut self,
        root: &G,
        depth: u32,
        except: G::Move,
        bound: i32,
    ) -> Option<G::Move> {
        self.root_side = root.side_to_move();
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        self.path.push(root.hash());
        let mut above = None;
        for mv in moves.into_iter().filter(|&mv| mv != except) {
            let score = self.child_score(root, mv, depth, bound, bound + 1);
            if score > bound {
                above = Some(mv);
                break;
            }
        }
        self.path.pop();
        above
    }

    fn iteration(&self, depth: u32, score: i32) -> Iteration<G::Move> {
        Iteration {
            depth,
            score,
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
            pv: self.pv[0].clone(),
        }
    }

    fn poll(&mut self) {
        if self.node_limit.is_some_and(|limit| self.nodes >= limit) {
            self.aborted = true;
        }
        if self.nodes % CHECK_EVERY == 0
            && (self.stop.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.aborted = true;
        }
    }

    /// A draw is worth a little less than nothing to the side searching
    /// (and so a little more to its opponent).
    fn draw_value(&self, game: &G) -> i32 {
        if game.side_to_move() == self.root_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    fn repeated(&self) -> bool {
        let Some((current, before)) = self.path.split_last() else {
            return false;
        };
        before.iter().rev().any(|key| key == current)
    }

    fn negamax(
        &mut self,
        game: &G,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        self.pv[ply].clear();
        self.nodes += 1;
        self.poll();
        if self.aborted {
            return 0;
        }
        if ply > 0 && G::REPETITION_DRAWS && self.repeated() {
            return self.draw_value(game);
        }
        if ply >= MAX_PLY {
            return game.evaluate();
        }
        let in_check = game.in_check();
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 {
            return self.quiescence(game, alpha, beta, ply);
        }
        let pv_node = beta - alpha > 1;
        let key = game.hash();
        // The table speaks for the position before its moves are generated:
        // an entry was stored by a search that saw how the game stands.
        let entry = self.table.probe(key);
        if let Some(entry) = entry
            && ply > 0
            && !pv_node
            && i32::from(entry.depth) >= depth
            && let Some(score) = cutoff(&entry, ply, alpha, beta)
        {
            return score;
        }
        // Where the status is cheap, the moves wait until the cut-offs
        // below have had their chance.
        let status = if G::CHEAP_STATUS {
            game.status()
        } else {
            self.generate(game, ply);
            game.status_with(&self.plies[ply].moves)
        };
        if let Status::Over(end) = status {
            return terminal(game, end.outcome, ply, self.draw_value(game));
        }

        let prunable = G::LATE_MOVE_REDUCTIONS && !pv_node && !in_check;
        let null_move = allow_null && !pv_node && !in_check && depth >= 3;
        // Evaluated only where a pruning decision reads it.
        let static_eval = if (prunable && depth <= RFP_DEPTH) || null_move {
            game.evaluate()
        } else {
            -INFINITY
        };
        if prunable
            && depth <= RFP_DEPTH
            && beta.abs() < MATE_BOUND
            && static_eval - RFP_MARGIN * depth >= beta
        {
            return static_eval;
        }

        if null_move && beta.abs() < MATE_BOUND {
            let mut passed = game.clone();
            if static_eval >= beta && game.null_move_safe() && passed.pass() {
                let reduction = 2 + depth / 6;
                self.path.push(passed.hash());
                let score = -self.negamax(
                    &passed,
                    depth - 1 - reduction,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    false,
                );
                self.path.pop();
                if self.aborted {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }

        let mut order = Order::new(entry.and_then(|e| e.mv), self.early_killers(ply));
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        self.plies[ply].quiets.clear();
        while let Some((index, mv, order_score)) = self.next_move(game, ply, &mut order) {
            let capture = order_score >= CAPTURE_ORDER;
            let quiet = !capture && order_score < KILLER_ORDER && !game.forcing(mv);
            let late = G::LATE_MOVE_REDUCTIONS && quiet && !in_check && index >= 3;
            let too_late = late
                && prunable
                && depth <= LMP_DEPTH
                && index >= late_move_count(depth)
                && best_score > -MATE_BOUND;
            // A move that gives check is never pruned: where no move can,
            // the move need not be played to know. Every later move is as
            // late and as quiet, so only a forcing one could still count.
            if too_late && !G::CHECKS {
                if G::FORCING_MOVES {
                    continue;
                }
                break;
            }
            let mut child = game.clone();
            child.play(mv);
            self.table.prefetch(child.hash());
            if too_late && !child.in_check() {
                continue;
            }
            if !capture {
                self.plies[ply].quiets.push(mv);
            }
            self.path.push(child.hash());
            let score = if index == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true)
            } else {
                let reduction = if late && depth >= 3 && !child.in_check() {
                    let r = reduction(depth, index) - i32::from(pv_node);
                    r.clamp(0, depth - 2)
                } else {
                    0
                };
                let mut score = -self.negamax(
                    &child,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if score > alpha && reduction > 0 {
                    score = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true);
                }
                score
            };
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if ply == 0 {
                        self.root_score = score;
                    }
                }
            }
            if alpha >= beta {
                if !capture {
                    self.reward(game, mv, depth, ply);
                }
                break;
            }
        }
        if order.next == 0 {
            // The rules end such a position; no status means stalemate-like.
            return self.draw_value(game);
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, best_move, to_table(best_score, ply), depth, bound);
        best_score
    }

    /// Captures only (every move when in check: no standing pat there),
    /// as the game's [`Evaluate::quiescence_moves`] gives them.
    fn quiescence(&mut self, game: &G, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv[ply].clear();
        let key = game.hash();
        if G::QUIESCENCE
            && let Some(score) = self
                .table
                .probe(key)
                .and_then(|e| cutoff(&e, ply, alpha, beta))
        {
            return score;
        }
        // Where the status is cheap, a stand-pat cut-off (or a leaf) needs
        // no moves at all.
        let status = if G::CHEAP_STATUS {
            game.status()
        } else {
            self.quiescence_moves(game, ply)
        };
        if let Status::Over(end) = status {
            return terminal(game, end.outcome, ply, self.draw_value(game));
        }
        if !G::QUIESCENCE || ply >= MAX_PLY {
            return game.evaluate();
        }
        let in_check = game.in_check();
        let stand = if in_check { -INFINITY } else { game.evaluate() };
        if stand >= beta {
            return stand;
        }
        if G::CHEAP_STATUS {
            // The game goes on, as `status` said.
            self.quiescence_moves(game, ply);
        }
        let original_alpha = alpha;
        alpha = alpha.max(stand);
        let count = if in_check {
            self.order(game, None, ply)
        } else {
            self.order_captures(game, ply)
        };
        let mut best = stand;
        let mut best_move = None;
        for index in 0..count {
            let (mv, _) = pick(&mut self.plies[ply].scored, index);
            if !in_check && stand + self.capture_gain(game, mv) + DELTA_MARGIN < alpha {
                continue;
            }
            let mut child = game.clone();
            child.play(mv);
            self.table.prefetch(child.hash());
            self.nodes += 1;
            self.poll();
            if self.aborted {
                return 0;
            }
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                }
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha && best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, best_move, to_table(best, ply), 0, bound);
        best
    }

    /// The killers, where they come straight after the table's move: where
    /// every move captures, no capture ranks above them.
    fn early_killers(&self, ply: usize) -> [Option<G::Move>; 2] {
        if G::EVERY_MOVE_CAPTURES {
            self.killers[ply]
        } else {
            [None, None]
        }
    }

    /// The node's next move to search, its place in the order and its
    /// ordering score; None when all have been handed out.
    fn next_move(
        &mut self,
        game: &G,
        ply: usize,
        order: &mut Order<G::Move>,
    ) -> Option<(usize, G::Move, i32)> {
        if !order.listed {
            while let Some(&(candidate, rank)) = order.early.get(order.looked) {
                let Some(mv) = candidate else {
                    order.looked += 1;
                    continue;
                };
                match game.cheap_legality(mv) {
                    Some(true) => {
                        order.looked += 1;
                        order.next += 1;
                        return Some((order.next - 1, mv, rank));
                    }
                    Some(false) => order.looked += 1,
                    None => break,
                }
            }
            self.list(game, ply, order);
        }
        let scored = &mut self.plies[ply].scored;
        let index = order.next;
        (index < scored.len()).then(|| {
            order.next += 1;
            let (mv, score) = pick(scored, index);
            (index, mv, score)
        })
    }

    /// Lists and scores every move of the node, and picks again the moves
    /// already tried (they rank first), so that the rest follow them.
    fn list(&mut self, game: &G, ply: usize, order: &mut Order<G::Move>) {
        if G::CHEAP_STATUS {
            self.generate(game, ply);
        }
        self.order(game, order.hash_move(), ply);
        order.listed = true;
        for index in 0..order.next {
            let (mv, _) = pick(&mut self.plies[ply].scored, index);
            debug_assert!(order.early.iter().any(|&(early, _)| early == Some(mv)));
        }
    }

    /// Lists the position's legal moves in `ply`'s buffer.
    fn generate(&mut self, game: &G, ply: usize) {
        let moves = &mut self.plies[ply].moves;
        moves.clear();
        game.legal_moves(moves);
    }

    /// Lists the game's quiescence moves into the ply's list.
    fn quiescence_moves(&mut self, game: &G, ply: usize) -> Status {
        let moves = &mut self.plies[ply].moves;
        moves.clear();
        game.quiescence_moves(moves)
    }

    /// The most a capture can win: its victim's worth (a promotion's too),
    /// or unbounded where the victims are not on the target square.
    fn capture_gain(&self, game: &G, mv: G::Move) -> i32 {
        let squares = game.move_squares(mv);
        if squares.promotion.is_some() {
            return INFINITY;
        }
        game.piece_at(squares.to)
            .map_or(INFINITY, |p| G::piece_value(p.kind))
    }

    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    fn history_index(game: &G, mv: G::Move) -> usize {
        let squares = game.move_squares(mv);
        let square = |c: crate::games::Coord| usize::from(c.rank) * 9 + usize::from(c.file);
        (game.side_to_move().index() * SQUARES + square(squares.from)) * SQUARES
            + square(squares.to)
    }

    /// A quiet move that cut off: remember it as a killer and raise it in
    /// history; the quiet moves tried before it failed, and sink.
    fn reward(&mut self, game: &G, mv: G::Move, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = (depth * depth).min(HISTORY_MAX / 4);
        for index in 0..self.plies[ply].quiets.len() {
            let tried = self.plies[ply].quiets[index];
            let change = if tried == mv { bonus } else { -bonus };
            let slot = &mut self.history[Self::history_index(game, tried)];
            // Gravity: a slot near its bound moves less.
            *slot += change - *slot * change.abs() / HISTORY_MAX;
        }
    }

    /// Scores the moves of `self.plies[ply]` into its `scored` list, in
    /// generation order; returns how many there are.
    fn order(&mut self, game: &G, hash_move: Option<G::Move>, ply: usize) -> usize {
        let killers = self.killers[ply.min(MAX_PLY)];
        let history = &self.history;
        let PlyMoves { moves, scored, .. } = &mut self.plies[ply];
        scored.clear();
        scored.extend(moves.iter().map(|&mv| {
            let score = if Some(mv) == hash_move {
                HASH_ORDER
            } else if let Some(score) = capture_order(game, mv) {
                score
            } else if killers[0] == Some(mv) {
                KILLER_ORDER + 1
            } else if killers[1] == Some(mv) {
                KILLER_ORDER
            } else {
                let promotion = game
                    .move_squares(mv)
                    .promotion
                    .map_or(0, |kind| G::piece_value(kind));
                history[Self::history_index(game, mv)] + promotion * 8
            };
            (mv, score)
        }));
        scored.len()
    }

    /// The captures `order` would rank at `CAPTURE_ORDER` or above, the only
    /// moves quiescence tries, without scoring the quiet ones.
    fn order_captures(&mut self, game: &G, ply: usize) -> usize {
        let PlyMoves { moves, scored, .. } = &mut self.plies[ply];
        scored.clear();
        scored.extend(moves.iter().filter_map(|&mv| {
            capture_order(game, mv)
                .filter(|&score| score >= CAPTURE_ORDER)
                .map(|score| (mv, score))
        }));
        scored.len()
    }
}

/// Where a node's moves come from, in the order they are searched: the
/// table's move and the killers that rank next, tried before any move is
/// listed where the game can tell their legality cheaply, then every move
/// listed, scored and picked best first.
struct Order<M> {
    /// The moves that may be tried unlisted (the table's move first), with
    /// the ranks `order` gives them.
    early: [(Option<M>, i32); 3],
    /// How many of `early` have been looked at.
    looked: usize,
    /// The place in the order of the next move handed out.
    next: usize,
    /// Whether every move has been listed.
    listed: bool,
}

impl<M: Copy + PartialEq> Order<M> {
    fn new(hash_move: Option<M>, killers: [Option<M>; 2]) -> Order<M> {
        let unless_hash = |killer: Option<M>| killer.filter(|&k| Some(k) != hash_move);
        Order {
            early: [
                (hash_move, HASH_ORDER),
                (unless_hash(killers[0]), KILLER_ORDER + 1),
                (unless_hash(killers[1]), KILLER_ORDER),
            ],
            looked: 0,
            next: 0,
            listed: false,
        }
    }

    fn hash_move(&self) -> Option<M> {
        self.early[0].0
    }
}

/// A ply's legal moves, then the same moves with their ordering scores,
/// and the quiet moves searched so far.
struct PlyMoves<M> {
    moves: Vec<M>,
    scored: Vec<(M, i32)>,
    quiets: Vec<M>,
}

impl<M> Default for PlyMoves<M> {
    fn default() -> Self {
        PlyMoves {
            moves: Vec::new(),
            scored: Vec::new(),
            quiets: Vec::new(),
        }
    }
}

/// Aspiration windows: from this depth the search starts in a window this
/// wide around the last iteration's score, doubled on each failure and
/// opened fully past the last.
const ASPIRATION_DEPTH: i32 = 4;
const ASPIRATION_WINDOW: i32 = 30;
const MAX_ASPIRATION: i32 = 1_000;

/// Reverse futility pruning: at this depth or less, a static score this far
/// above beta per ply of depth is taken as a cut-off.
const RFP_DEPTH: i32 = 6;
const RFP_MARGIN: i32 = 90;
/// Late-move pruning: at this depth or less, quiet moves after the first
/// `late_move_count` are not searched.
const LMP_DEPTH: i32 = 4;

fn late_move_count(depth: i32) -> usize {
    (3 + depth * depth) as usize
}

/// Late-move reduction, growing with the log of both depth and move number.
fn reduction(depth: i32, index: usize) -> i32 {
    let d = f64::from(depth.max(1)).ln();
    let i = (index.max(1) as f64).ln();
    (0.75 + d * i / 2.25) as i32
}

/// A capture's ordering score: most valuable victim, then least valuable
/// attacker. None for a move that captures nothing, and in a game where
/// every move captures.
fn capture_order<G: Evaluate>(game: &G, mv: G::Move) -> Option<i32> {
    if G::EVERY_MOVE_CAPTURES || !(game.may_capture(mv) && game.is_capture(mv)) {
        return None;
    }
    let squares = game.move_squares(mv);
    let victim = game
        .piece_at(squares.to)
        .map_or(UNSEEN_VICTIM, |p| G::piece_value(p.kind));
    let attacker = game
        .piece_at(squares.from)
        .map_or(0, |p| G::piece_value(p.kind));
    Some(CAPTURE_ORDER + victim * 8 - attacker / 8)
}

const HASH_ORDER: i32 = i32::MAX;
const CAPTURE_ORDER: i32 = 1 << 28;
const KILLER_ORDER: i32 = 1 << 26;
const HISTORY_MAX: i32 = 1 << 14;
/// The worth assumed of a capture whose victim is not on the target square
/// (Hasami Shogi's custodian captures).
const UNSEEN_VICTIM: i32 = 100;
/// Delta pruning: a capture whose victim, with this to spare, cannot bring
/// the stand-pat score up to alpha is not searched in quiescence.
const DELTA_MARGIN: i32 = 200;

/// Brings the best remaining move to `index` (selection sort, lazily, as
/// a cut-off often comes after the first few moves).
/// Among equal scores the first in the list comes first.
fn pick<M: Copy>(moves: &mut [(M, i32)], index: usize) -> (M, i32) {
    let mut best = index;
    for i in index + 1..moves.len() {
        if moves[i].1 > moves[best].1 {
            best = i;
        }
    }
    moves.swap(index, best);
    moves[index]
}

/// Mate scores are stored relative to the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The entry's score when its bound settles the window: exact, at least
/// `beta`, or at most `alpha`.
fn cutoff<M>(entry: &Entry<M>, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let score = from_table(entry.score, ply);
    let cut = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    };
    cut.then_some(score)
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;
    use crate::games::chess::{Chess, Massacre};

    /// White is a queen for a rook up but mated on the back rank: from a
    /// check, quiescence looks at the evasions (none here) and never stands
    /// pat on the material.
    #[test]
    fn quiescence_does_not_stand_pat_in_check() {
        let game =
            Chess::from_position("6k1/5ppp/8/8/7Q/8/5PPP/r5K1 w - - 0 1", &Options::default())
                .expect("a valid position");
        let mut table = Table::new(1);
        let stop = AtomicBool::new(false);
        let mut searcher = Searcher::<Chess>::new(&mut table, &stop, Limits::default(), Vec::new());
        assert_eq!(searcher.quiescence(&game, -INFINITY, INFINITY, 0), -MATE);
    }

    /// Where every move captures and legality is cheap, the table's move
    /// and the legal killers come first without any move listed; then
    /// every other move, each once.
    #[test]
    fn a_node_tries_its_remembered_moves_before_listing_the_rest() {
        let game = Massacre::deal(7, Side::One);
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        let (hash_move, killer) = (legal[5], legal[9]);
        let foreign = Massacre::deal(8, Side::Two);
        let mut theirs = Vec::new();
        foreign.legal_moves(&mut theirs);
        let not_here = *theirs
            .iter()
            .find(|mv| !legal.contains(mv))
            .expect("a move of another deal that is not legal here");

        let mut table = Table::new(1);
        let stop = AtomicBool::new(false);
        let mut searcher =
            Searcher::<Massacre>::new(&mut table, &stop, Limits::default(), Vec::new());
        searcher.killers[0] = [Some(not_here), Some(killer)];
        let mut order = Order::new(Some(hash_move), searcher.early_killers(0));
        let mut handed = Vec::new();
        while let Some((index, mv, _)) = searcher.next_move(&game, 0, &mut order) {
            assert_eq!(index, handed.len());
            if index < 2 {
                assert!(
                    searcher.plies[0].moves.is_empty(),
                    "listed before move {index}"
                );
            }
            handed.push(mv);
        }
        assert_eq!(handed[..2], [hash_move, killer]);
        assert!(!handed.contains(&not_here));
        assert_eq!(handed.len(), legal.len());
        assert!(legal.iter().all(|mv| handed.contains(mv)), "each move once");
    }
}
