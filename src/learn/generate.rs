//! Finding puzzles in the engine's own games (docs/puzzles.md): master
//! plays itself at a fixed depth from seeded openings, and wherever the
//! side to move has one move that wins (mate, or a margin over every other
//! move, in the game's own units) and a deeper search agrees, that
//! position is a puzzle, set by the move played just before it. Every
//! search is limited by depth, never by time, so a seed gives the same
//! puzzles on any machine.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::puzzle::Puzzle;
use crate::ai::eval::{Evaluate, Grid};
use crate::ai::player::{self, KeptTable};
use crate::ai::search::{MATE, Searcher};
use crate::ai::tt::Table;
use crate::ai::{Bot, Level, Limits};
use crate::games::any::with_game_type;
use crate::games::{Game, GameId, Options, Outcome, PieceKind, Reason, Record, Side, Status};

/// Every puzzle's RatingDeviation when it is made.
pub const START_DEVIATION: u32 = 100;
/// The longest solution kept, in the solver's moves (mate in 5).
const MAX_SOLVER_MOVES: usize = 5;
/// A self-play game stops here if its rules have not ended it.
const MAX_PLIES: usize = 300;
/// Scores at least this far from zero are forced results.
const WIN: i32 = MATE - 1_000;
/// The depth at which other moves are weighed for how tempting they look.
const SHALLOW: u32 = 2;
/// Transposition table of the searches that judge one position, in MiB.
const JUDGE_MIB: usize = 8;

/// How deep the generator searches, in plies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Depths {
    /// Each self-play move.
    pub play: u32,
    /// Finding the one winning move and the opponent's replies.
    pub find: u32,
    /// Checking that move again, deeper.
    pub verify: u32,
}

impl Depths {
    /// The depths the shipped puzzles were made with: as deep as a run of
    /// a few hundred games allows on one core.
    pub fn shipped(game: GameId) -> Depths {
        match game {
            // A race is often won by several king moves, a few of them
            // seen only some ten plies on; its searches are cheap enough
            // to verify that deep.
            GameId::RacingKings => Depths {
                verify: 13,
                ..Depths::at(3)
            },
            // Hasami's long games make a search at 4 plies costly, and
            // one single winning move is rare there.
            GameId::Chess | GameId::Massacre | GameId::Hasami => Depths::at(3),
            GameId::Martian => Depths::at(4),
        }
    }

    /// Self-play at `play` plies, finding two plies deeper (so that the
    /// players' own oversights set puzzles), verifying one more.
    pub fn at(play: u32) -> Depths {
        Depths {
            play,
            find: play + 2,
            verify: play + 3,
        }
    }
}

/// What a run has done so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    pub games: u32,
    /// Positions played in self-play.
    pub positions: u64,
    /// Positions where the side to move stood to win, searched for a
    /// puzzle.
    pub looked_at: u64,
    pub kept: u64,
}

/// A run of self-play games of one game, keeping puzzles not met before.
pub struct Generator {
    game: GameId,
    seed: u64,
    depths: Depths,
    ids: HashSet<String>,
    positions: HashSet<String>,
    pub tally: Tally,
}

impl Generator {
    /// `known` are puzzles already in the file: none is made again.
    pub fn new(game: GameId, seed: u64, depths: Depths, known: &[Puzzle]) -> Generator {
        Generator {
            game,
            seed,
            depths,
            ids: known.iter().map(|p| p.id.clone()).collect(),
            positions: known.iter().map(|p| p.position.clone()).collect(),
            tally: Tally::default(),
        }
    }

    /// Plays self-play game `number` (from 0) and returns the new puzzles
    /// found in it.
    pub fn play(&mut self, number: u32) -> Vec<Puzzle> {
        let mut rng = ChaCha8Rng::seed_from_u64(
            self.seed
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(u64::from(number)),
        );
        let found =
            with_game_type!(self.game, G => self_play::<G>(&mut rng, self.depths, &mut self.tally));
        self.tally.games += 1;
        let mut kept = Vec::new();
        for puzzle in found {
            if self.positions.contains(&puzzle.position) || self.ids.contains(&puzzle.id) {
                continue;
            }
            self.positions.insert(puzzle.position.clone());
            self.ids.insert(puzzle.id.clone());
            self.tally.kept += 1;
            kept.push(puzzle);
        }
        kept
    }
}

/// A puzzle judged again by the generator's rules at `depths`, from the
/// position its opponent's move sets: None when its first move is no longer
/// the only winning one, else the puzzle as made now (its line can end
/// sooner, and then its id and themes change).
pub fn judge_again(puzzle: &Puzzle, depths: Depths) -> Option<Puzzle> {
    with_game_type!(puzzle.game, G => judge_again_in::<G>(puzzle, depths))
}

fn judge_again_in<G: Evaluate>(puzzle: &Puzzle, depths: Depths) -> Option<Puzzle> {
    let (record, _) = puzzle.set_up::<G>()?;
    puzzle_at(&record, depths)
}

/// How much better the one winning move must be, in hundredths of the
/// game's unit: the score an analysis calls a blunder in the games scored
/// in pawns (two pawns), a mistake where every capture is worth the
/// margin alone (two Martian points, a drone's worth; one Hasami stone).
pub fn margin(game: GameId) -> i32 {
    with_game_type!(game, G => margin_of::<G>())
}

fn margin_of<G: Evaluate>() -> i32 {
    match G::ID {
        GameId::Martian | GameId::Hasami => G::MARKS.mistake,
        GameId::Chess | GameId::RacingKings | GameId::Massacre => G::MARKS.blunder,
    }
}

/// The most another move may score for a move scoring `best` to be the
/// only winning one, or None when `best` does not win by the margin.
/// Every other move must score a margin less, at most half of `best` (two
/// pawns apart is clear at +3, not at +12), and short of the margin
/// itself: no other move wins, however slowly (+8 beside +12 is a second
/// win, and so is any score beside a forced win).
pub fn ceiling<G: Evaluate>(best: i32) -> Option<i32> {
    let margin = margin_of::<G>();
    if best >= WIN {
        Some(margin - 1)
    } else if best >= margin {
        Some((best - margin.max(best / 2)).min(margin - 1))
    } else {
        None
    }
}

/// Whether a puzzle's first solution move is still the only winning one
/// when searched `depth` plies deep, from the position its opponent's
/// move sets.
pub fn stands(puzzle: &Puzzle, depth: u32) -> bool {
    with_game_type!(puzzle.game, G => stands_in::<G>(puzzle, depth))
}

fn stands_in<G: Evaluate>(puzzle: &Puzzle, depth: u32) -> bool {
    let Some((record, solution)) = puzzle.set_up::<G>() else {
        return false;
    };
    let stop = AtomicBool::new(false);
    let mut table = Table::new(JUDGE_MIB);
    let mut searcher = Searcher::<G>::new(&mut table, &stop, Limits::default(), Vec::new());
    only_by_margin(&mut searcher, record.current(), solution, depth, 0).is_some()
}

/// The score of `mv` at `depth` if it wins there and no other move comes
/// near: by the margin, and by `cushion` more on both sides (the
/// generator keeps one so that a deeper search still agrees).
fn only_by_margin<G: Evaluate>(
    searcher: &mut Searcher<'_, G>,
    game: &G,
    mv: G::Move,
    depth: u32,
    cushion: i32,
) -> Option<i32> {
    let score = searcher.score_move(game, mv, depth);
    let bound = ceiling::<G>(score - cushion)? - cushion;
    searcher
        .move_above(game, depth, mv, bound)
        .is_none()
        .then_some(score)
}

/// Plays one game, master against itself after a few seeded opening
/// moves, and returns the puzzles found in it.
fn self_play<G: Evaluate>(rng: &mut ChaCha8Rng, depths: Depths, tally: &mut Tally) -> Vec<Puzzle> {
    let options = Options {
        deal: rng.random_range(1..1_000_000),
        ..Options::default()
    };
    let mut record = Record::new(G::start(&options));
    let mut kept = KeptTable::default();
    let stop = AtomicBool::new(false);
    let limits = Limits {
        depth: Some(depths.play),
        ..Limits::default()
    };
    let mut puzzles = Vec::new();
    // A kept puzzle's line is not looked at again from its own positions.
    let mut quiet_until = 0;
    // The last search's score, for its side to move.
    let mut last_score: Option<i32> = None;
    while record.status() == Status::Ongoing && record.moves().len() < MAX_PLIES {
        tally.positions += 1;
        let ply = record.moves().len();
        let mv = if ply < opening_plies(G::ID) {
            opening_move(record.current(), rng)
        } else {
            let Some((mv, found)) = player::choose_with(
                &record,
                Bot::Engine(Level::Master),
                limits,
                0,
                &stop,
                Some(&mut kept),
                |_| {},
            ) else {
                break;
            };
            let score = found.map(|f| f.score);
            let winning = score.is_some_and(|s| s >= margin_of::<G>());
            // The opponent's move must have thrown the game away: before
            // it, the side to move stood short of winning (a side already
            // ahead only wins more).
            let was_open = last_score.is_none_or(|s| -s < margin_of::<G>());
            last_score = score;
            if winning && was_open && ply >= quiet_until {
                tally.looked_at += 1;
                if let Some(puzzle) = puzzle_at(&record, depths) {
                    quiet_until = ply + puzzle.line.len();
                    puzzles.push(puzzle);
                }
            }
            Some(mv)
        };
        let Some(mv) = mv else { break };
        if record.play(mv).is_err() {
            break;
        }
    }
    puzzles
}

/// How many opening plies are chosen at random among the good ones.
fn opening_plies(game: GameId) -> usize {
    match game {
        // Few moves score near the best at each turn: enough plies for
        // games to differ (with fewer, one game in ten repeats another).
        GameId::RacingKings | GameId::Martian => 10,
        GameId::Chess | GameId::Hasami => 12,
        // Each deal is a new opening.
        GameId::Massacre => 0,
    }
}

/// A seeded choice among the moves that score near the best at a shallow
/// depth: openings vary without giving anything away.
fn opening_move<G: Evaluate>(game: &G, rng: &mut ChaCha8Rng) -> Option<G::Move> {
    let stop = AtomicBool::new(false);
    let mut table = Table::new(1);
    let mut searcher = Searcher::<G>::new(&mut table, &stop, Limits::default(), Vec::new());
    let scored = searcher.score_moves(game, SHALLOW);
    let best = scored.iter().map(|&(_, s)| s).max()?;
    let near: Vec<G::Move> = scored
        .iter()
        .filter(|&&(_, s)| s >= best - G::MARKS.inaccuracy / 2)
        .map(|&(mv, _)| mv)
        .collect();
    near.choose(rng).copied()
}

/// The one winning move of a position, as the generator found it.
#[derive(Clone, Copy, Debug)]
struct Step<M> {
    mv: M,
    /// Its score at the verifying depth.
    score: i32,
    /// The shallowest depth from which the search prefers it for good.
    found_at: u32,
}

/// The position's one winning move, if it has one at the finding depth
/// and keeps it at the verifying depth.
fn only_win<G: Evaluate>(
    game: &G,
    depths: Depths,
    table: &mut Table<G::Move>,
) -> Option<Step<G::Move>> {
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::<G>::new(table, &stop, Limits::default(), Vec::new());
    let mut bests = Vec::new();
    let found = searcher.run(game, Some(depths.find), |it| bests.push(it.best().copied()))?;
    let mv = *found.best()?;
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    if moves.len() < 2 {
        return None;
    }
    let bound = ceiling::<G>(found.score)?;
    if searcher.move_above(game, depths.find, mv, bound).is_some() {
        return None;
    }
    let cushion = margin_of::<G>() / 4;
    let score = only_by_margin(&mut searcher, game, mv, depths.verify, cushion)?;
    let settled = bests.iter().rev().take_while(|&&b| b == Some(mv)).count();
    Some(Step {
        mv,
        score,
        found_at: (bests.len() - settled) as u32 + 1,
    })
}

/// The best reply at the finding depth.
fn best_reply<G: Evaluate>(game: &G, depth: u32, table: &mut Table<G::Move>) -> Option<G::Move> {
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::<G>::new(table, &stop, Limits::default(), Vec::new());
    searcher
        .run(game, Some(depth), |_| {})
        .and_then(|f| f.best().copied())
}

/// How a puzzle's line ends.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ending {
    /// The game is won, for this reason.
    Won(Reason),
    /// The solver stands to win by the margin, or has won material.
    Ahead,
}

/// The puzzle the record's current position sets, if its side to move has
/// one winning move: the line follows while the winner's move stays the
/// only winning one, and stops where the win is plain.
fn puzzle_at<G: Evaluate>(record: &Record<G>, depths: Depths) -> Option<Puzzle> {
    let set_at = record.moves().len().checked_sub(1)?;
    let before = record.position_before(set_at);
    let setup = record.moves()[set_at];
    let root = record.current();
    let mut table = Table::new(JUDGE_MIB);
    let first = only_win(root, depths, &mut table)?;
    let solver = root.side_to_move();
    let margin = margin_of::<G>();
    let forced = first.score >= WIN;
    let start = material(root, solver);
    let mut line = vec![before.format_move(setup), root.format_move(first.mv)];
    let mut steps = vec![(root.clone(), first.mv)];
    let mut position = root.clone();
    position.play(first.mv);
    let ending = loop {
        if let Some(reason) = won_by(&position, solver) {
            break Ending::Won(reason);
        }
        if steps.len() >= MAX_SOLVER_MOVES {
            break Ending::Ahead;
        }
        let reply = best_reply(&position, depths.find, &mut table)?;
        let mut after = position.clone();
        after.play(reply);
        if let Some(reason) = won_by(&after, solver) {
            break Ending::Won(reason);
        }
        if !forced && material(&after, solver) - start >= margin {
            break Ending::Ahead;
        }
        let Some(step) = only_win(&after, depths, &mut table) else {
            break Ending::Ahead;
        };
        line.push(position.format_move(reply));
        line.push(after.format_move(step.mv));
        steps.push((after.clone(), step.mv));
        position = after;
        position.play(step.mv);
    };
    // A forced win is shown to its end, or not at all; a lone recapture is
    // no puzzle (where every move captures, it can be the only survivor).
    let recapture = !G::EVERY_MOVE_CAPTURES
        && before.is_capture(setup)
        && root.is_capture(first.mv)
        && root.move_squares(first.mv).to == before.move_squares(setup).to;
    if (forced && ending == Ending::Ahead) || (recapture && steps.len() == 1) {
        return None;
    }
    let temptation = temptation(root, first.mv);
    let position = before.position();
    Some(Puzzle {
        id: puzzle_id(G::ID, &position, &line),
        game: G::ID,
        position,
        rating: rating(first.found_at, steps.len(), temptation, margin),
        deviation: START_DEVIATION,
        themes: themes(&steps, ending, first.score, margin),
        line,
    })
}

/// Why the game is won by `solver` here, if it is.
fn won_by<G: Game>(game: &G, solver: Side) -> Option<Reason> {
    match game.status() {
        Status::Over(end) if end.outcome == Outcome::Win(solver) => Some(end.reason),
        _ => None,
    }
}

/// `side`'s material less its opponent's, in hundredths of the game's
/// unit: the pieces' worth (kings aside), or the points in Martian Chess.
fn material<G: Evaluate>(game: &G, side: Side) -> i32 {
    if G::ID.counts_points() {
        let scores = game.scores();
        let lead = scores[side.index()] as i32 - scores[side.opponent().index()] as i32;
        return lead * G::piece_value(PieceKind::Pawn);
    }
    let mut total = 0;
    game.for_each_piece(|_, piece| {
        if piece.kind != PieceKind::King {
            let worth = G::piece_value(piece.kind);
            total += if piece.owner == side { worth } else { -worth };
        }
    });
    total
}

/// How much better than the solution the best other move looks at a
/// shallow depth (negative when every other move looks worse).
fn temptation<G: Evaluate>(game: &G, solution: G::Move) -> i32 {
    let stop = AtomicBool::new(false);
    let mut table = Table::new(1);
    let mut searcher = Searcher::<G>::new(&mut table, &stop, Limits::default(), Vec::new());
    let range = G::MARKS.range;
    let scored = searcher.score_moves(game, SHALLOW);
    let of = |keep: &dyn Fn(G::Move) -> bool| {
        scored
            .iter()
            .filter(|&&(mv, _)| keep(mv))
            .map(|&(_, s)| s.clamp(-range, range))
            .max()
    };
    match (of(&|mv| mv == solution), of(&|mv| mv != solution)) {
        (Some(right), Some(other)) => other - right,
        _ => -range,
    }
}

/// A puzzle's starting rating: harder the deeper the search had to look
/// before it preferred the solution for good, the more moves the solver
/// must find, and the better another move looks at a glance.
pub fn rating(found_at: u32, solver_moves: usize, temptation: i32, margin: i32) -> u32 {
    let depth = 150 * found_at.saturating_sub(1) as i32;
    let length = 120 * solver_moves.saturating_sub(1) as i32;
    // Nothing when another move looks a margin worse, 400 when it looks a
    // margin better.
    let tempting = (200 * (temptation + margin) / margin.max(1)).clamp(0, 400);
    (700 + depth + length + tempting).clamp(400, 2800) as u32
}

/// The themes of a line: what the solver's moves do, how it ends, and
/// how long it is. `steps` are the solver's positions and moves.
fn themes<G: Evaluate>(
    steps: &[(G, G::Move)],
    ending: Ending,
    score: i32,
    margin: i32,
) -> Vec<String> {
    let mut themes: Vec<String> = Vec::new();
    let mut tag = |theme: &str| {
        if !themes.iter().any(|t| t == theme) {
            themes.push(theme.to_string());
        }
    };
    for (game, mv) in steps {
        for theme in move_themes(game, *mv) {
            tag(theme);
        }
    }
    match ending {
        Ending::Won(Reason::Checkmate) => {
            tag("mate");
            if steps.len() <= MAX_SOLVER_MOVES {
                tag(&format!("mateIn{}", steps.len()));
            }
        }
        Ending::Won(reason) => {
            if reason == Reason::RaceWon {
                tag("race");
            }
            if reason == Reason::NoCapture {
                tag("noCapture");
            }
            tag("crushing");
        }
        Ending::Ahead if score >= 5 * margin / 2 => tag("crushing"),
        Ending::Ahead => tag("advantage"),
    }
    match steps.len() {
        1 => tag("short"),
        n if n >= 3 => tag("long"),
        _ => {}
    }
    themes
}

/// What one solver move does, in the game's own terms.
fn move_themes<G: Evaluate>(game: &G, mv: G::Move) -> Vec<&'static str> {
    let squares = game.move_squares(mv);
    let mut themes = Vec::new();
    if squares.promotion.is_some() {
        themes.push("promotion");
    }
    match G::ID {
        GameId::Chess | GameId::RacingKings | GameId::Massacre => {
            if forks(game, mv) {
                themes.push("fork");
            }
            let king = game.piece_at(squares.from).map(|p| p.kind) == Some(PieceKind::King);
            if G::ID == GameId::RacingKings && king && squares.to.rank > squares.from.rank {
                themes.push("race");
            }
        }
        GameId::Martian => {
            let half = G::ID.dims().ranks / 2;
            if game.is_capture(mv) && (squares.from.rank < half) != (squares.to.rank < half) {
                themes.push("canalCapture");
            }
        }
        GameId::Hasami => {
            let mut taken = Vec::new();
            game.captured_squares(mv, &mut taken);
            let dims = G::ID.dims();
            let corner = |at: &crate::games::Coord| {
                (at.file == 0 || at.file + 1 == dims.files)
                    && (at.rank == 0 || at.rank + 1 == dims.ranks)
            };
            if taken.iter().any(corner) {
                themes.push("cornerCapture");
            }
            if taken.iter().any(|at| !corner(at)) {
                themes.push("sandwich");
            }
            if taken.len() >= 2 {
                themes.push("multiCapture");
            }
        }
    }
    themes
}

/// Whether the moved piece then attacks two pieces each worth more than
/// itself, or a king.
fn forks<G: Evaluate>(game: &G, mv: G::Move) -> bool {
    let to = game.move_squares(mv).to;
    let mut after = game.clone();
    after.play(mv);
    let grid = Grid::of(&after);
    let Some(piece) = grid.get(to) else {
        return false;
    };
    let worth = G::piece_value(piece.kind);
    let mut targets = 0;
    grid.chess_attacks(to, piece, |at| {
        if let Some(target) = grid.get(at)
            && target.owner != piece.owner
            && (target.kind == PieceKind::King || G::piece_value(target.kind) > worth)
        {
            targets += 1;
        }
    });
    targets >= 2
}

/// A short id, stable for the puzzle: the game's letters and the base-36
/// digits of a hash of its position and line (FNV-1a, the same on every
/// machine).
fn puzzle_id(game: GameId, position: &str, line: &[String]) -> String {
    let prefix = match game {
        GameId::Chess => "ch",
        GameId::RacingKings => "rk",
        GameId::Massacre => "ma",
        GameId::Martian => "mc",
        GameId::Hasami => "hs",
    };
    let text = format!("{position}|{}", line.join(" "));
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    let mut digits = String::new();
    for _ in 0..7 {
        digits.push(char::from_digit((hash % 36) as u32, 36).unwrap_or('0'));
        hash /= 36;
    }
    format!("{prefix}{digits}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chess::{Chess, RacingKings};
    use crate::games::hasami::Hasami;
    use crate::games::martian::Martian;
    use crate::learn::puzzle::shipped;

    /// Every shipped puzzle of `game`: its first solution move is still
    /// the only winning one a ply deeper than the generator verified it.
    fn shipped_puzzles_stand(game: GameId) {
        let depth = Depths::shipped(game).verify + 1;
        let puzzles = shipped(game);
        let fallen: Vec<&str> = puzzles
            .iter()
            .filter(|p| !stands(p, depth))
            .map(|p| p.id.as_str())
            .collect();
        assert!(
            fallen.is_empty(),
            "{} of {} fall: {}",
            fallen.len(),
            puzzles.len(),
            fallen.join(" ")
        );
    }

    #[test]
    fn shipped_chess_puzzles_stand_deeper() {
        shipped_puzzles_stand(GameId::Chess);
    }

    #[test]
    fn shipped_racing_kings_puzzles_stand_deeper() {
        shipped_puzzles_stand(GameId::RacingKings);
    }

    #[test]
    fn shipped_massacre_puzzles_stand_deeper() {
        shipped_puzzles_stand(GameId::Massacre);
    }

    #[test]
    fn shipped_martian_puzzles_stand_deeper() {
        shipped_puzzles_stand(GameId::Martian);
    }

    #[test]
    fn shipped_hasami_puzzles_stand_deeper() {
        shipped_puzzles_stand(GameId::Hasami);
    }

    #[test]
    fn enough_puzzles_are_shipped() {
        for game in GameId::ALL {
            let least = match game {
                GameId::Chess => 300,
                _ => 150,
            };
            assert!(shipped(game).len() >= least, "{game}");
        }
    }

    #[test]
    fn a_move_that_does_not_win_alone_does_not_stand() {
        let puzzle = Puzzle {
            id: "x1".to_string(),
            game: GameId::Chess,
            position: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string(),
            line: vec!["e2e4".to_string(), "e7e5".to_string()],
            rating: 1500,
            deviation: START_DEVIATION,
            themes: Vec::new(),
        };
        assert!(!stands(&puzzle, 3));
        // Scholar's mate stands: only Qxf7 mates.
        let mate = Puzzle {
            position: "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3"
                .to_string(),
            line: vec!["g8f6".to_string(), "h5f7".to_string()],
            ..puzzle
        };
        assert!(stands(&mate, 3));
    }

    fn run(game: GameId, seed: u64, games: u32) -> (Vec<String>, Tally) {
        let mut generator = Generator::new(game, seed, Depths::at(1), &[]);
        let rows = (0..games)
            .flat_map(|n| generator.play(n))
            .map(|p| p.row())
            .collect();
        (rows, generator.tally)
    }

    #[test]
    fn the_same_seed_makes_the_same_puzzles() {
        let first = run(GameId::Martian, 7, 3);
        assert!(
            first.1.positions > 0 && first.1.looked_at > 0,
            "{:?}",
            first.1
        );
        assert_eq!(run(GameId::Martian, 7, 3), first);
        let other = run(GameId::Martian, 8, 3);
        assert_ne!(other.1, first.1);
    }

    #[test]
    fn known_puzzles_are_not_made_again() {
        let mut generator = Generator::new(GameId::Chess, 3, Depths::at(1), &[]);
        let made: Vec<Puzzle> = (0..6).flat_map(|n| generator.play(n)).collect();
        assert!(!made.is_empty());
        let mut again = Generator::new(GameId::Chess, 3, Depths::at(1), &made);
        let remade: Vec<Puzzle> = (0..6).flat_map(|n| again.play(n)).collect();
        assert!(remade.is_empty(), "{remade:?}");
        assert_eq!(again.tally.kept, 0);
        assert_eq!(again.tally.looked_at, generator.tally.looked_at);
    }

    #[test]
    fn one_move_wins_by_the_margin_over_every_other() {
        assert_eq!(ceiling::<Chess>(150), None);
        assert_eq!(ceiling::<Chess>(300), Some(100));
        assert_eq!(ceiling::<Chess>(500), Some(199));
        // Far ahead, the others must fall to half, and short of a win.
        assert_eq!(ceiling::<Chess>(1_200), Some(199));
        // Beside a forced win, no other move may win at all.
        assert_eq!(ceiling::<Chess>(MATE - 3), Some(199));
        assert_eq!(ceiling::<Martian>(300), Some(100));
        assert_eq!(ceiling::<Hasami>(150), Some(50));
        assert_eq!(margin(GameId::Chess), 200);
        assert_eq!(margin(GameId::Massacre), 200);
        assert_eq!(margin(GameId::Martian), 200);
        assert_eq!(margin(GameId::Hasami), 100);
    }

    #[test]
    fn the_rating_grows_with_depth_length_and_temptation() {
        let plain = rating(1, 1, -200, 200);
        assert_eq!(plain, 700);
        assert_eq!(rating(3, 1, -200, 200), 1_000);
        assert_eq!(rating(1, 3, -200, 200), 940);
        // An equal-looking other move, then one that looks better.
        assert_eq!(rating(1, 1, 0, 200), 900);
        assert_eq!(rating(1, 1, 200, 200), 1_100);
        assert_eq!(rating(1, 1, 5_000, 200), 1_100);
        assert_eq!(rating(20, 5, 5_000, 200), 2_800);
    }

    fn at<G: Game>(position: &str) -> G {
        G::from_position(position, &Options::default()).expect("a valid position")
    }

    fn step<G: Game>(game: &G, mv: &str) -> (G, G::Move) {
        let mv = game.parse_move(mv).expect("a legal move");
        (game.clone(), mv)
    }

    #[test]
    fn chess_themes_name_forks_mates_and_promotions() {
        let fork = at::<Chess>("r3k3/8/8/3N4/8/8/8/4K3 w - - 0 1");
        assert_eq!(
            themes(&[step(&fork, "d5c7")], Ending::Ahead, 400, 200),
            ["fork", "advantage", "short"]
        );
        let quiet = step(&fork, "d5e3");
        assert_eq!(
            themes(&[quiet], Ending::Ahead, 600, 200),
            ["crushing", "short"]
        );
        let back_rank = at::<Chess>("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(
            themes(
                &[step(&back_rank, "a1a8")],
                Ending::Won(Reason::Checkmate),
                MATE - 1,
                200
            ),
            ["mate", "mateIn1", "short"]
        );
        let pawn = at::<Chess>("8/P6k/8/8/8/8/8/K7 w - - 0 1");
        let first = step(&pawn, "a7a8q");
        let mut after = pawn.clone();
        after.play(first.1);
        after.play(after.parse_move("h7g6").expect("legal"));
        let second = step(&after, "a8b7");
        let third = step(&after, "a1b2");
        assert_eq!(
            themes(&[first, second, third], Ending::Ahead, 900, 200),
            ["promotion", "crushing", "long"]
        );
    }

    #[test]
    fn racing_kings_themes_name_the_race() {
        let race = at::<RacingKings>("8/8/8/8/8/8/k6K/8 w - - 0 1");
        assert_eq!(
            themes(
                &[step(&race, "h2h3")],
                Ending::Won(Reason::RaceWon),
                MATE - 3,
                200
            ),
            ["race", "crushing", "short"]
        );
        assert_eq!(
            themes(&[step(&race, "h2g1")], Ending::Ahead, 300, 200),
            ["advantage", "short"]
        );
    }

    #[test]
    fn martian_themes_name_a_capture_across_the_canal() {
        let mut game = at::<Martian>("1q2/4/1q2/4/4/2q1/4/2q1 2 12 12 - 24");
        game.play(game.parse_move("b6c6").expect("legal"));
        assert_eq!(
            themes(&[step(&game, "c3c6")], Ending::Ahead, 400, 300),
            ["canalCapture", "advantage", "short"]
        );
    }

    #[test]
    fn hasami_themes_name_sandwiches_corners_and_many_stones() {
        let mut game = at::<Hasami>("9/4o4/4X1o2/9/3Xo1X2/2Xo5/9/3X5/9 2 14");
        game.play(game.parse_move("e5e6").expect("legal"));
        assert_eq!(
            themes(&[step(&game, "d2d3")], Ending::Ahead, 200, 150),
            ["sandwich", "advantage", "short"]
        );
        let corner = at::<Hasami>("oX7/9/X8/9/9/9/9/9/XXXoooooo 1 0");
        let mut moves = Vec::new();
        corner.legal_moves(&mut moves);
        let (mv, theme) = moves
            .iter()
            .map(|&mv| (mv, move_themes(&corner, mv)))
            .find(|(_, t)| t.contains(&"cornerCapture"))
            .expect("a corner capture");
        assert_eq!(theme, ["cornerCapture"], "{}", corner.format_move(mv));
        let two = at::<Hasami>("9/9/9/9/X8/o8/o8/9/X2XXooo1 1 0");
        let mv = two.parse_move("a1a2").expect("legal");
        assert_eq!(move_themes(&two, mv), ["sandwich", "multiCapture"]);
    }
}
