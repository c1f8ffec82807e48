//! A puzzle: a position, the opponent's move that sets it, and the one
//! line that wins from there. The file format is NOTATION.md's
//! "Puzzles" (lichess's columns): one file per game, shipped in
//! `puzzles/` and built into the binary.

use std::sync::OnceLock;

use super::Verdict;
use crate::games::{AnyGame, Game, GameId, Options, Outcome, Record, Status};

/// The first line of every puzzle file.
pub const HEADER: &str = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes";

/// One puzzle of a game.
#[derive(Clone, PartialEq, Debug)]
pub struct Puzzle {
    pub id: String,
    pub game: GameId,
    /// The position before the opponent's move, as the game's position
    /// string.
    pub position: String,
    /// The opponent's move that sets the puzzle, then the solution: the
    /// solver's and the opponent's moves alternating, in coordinate
    /// notation. At least two moves, and it ends with the solver's.
    pub line: Vec<String>,
    pub rating: u32,
    pub deviation: u32,
    /// Words such as `mateIn2`, `fork`, `race`.
    pub themes: Vec<String>,
}

/// Why a puzzle file, or one of its lines, cannot be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PuzzleError {
    #[error("the first line is not \"{HEADER}\"")]
    Header,
    #[error("line {line}: expected 6 columns separated by commas, found {found}")]
    Columns { line: usize, found: usize },
    #[error("line {line}: the puzzle id is empty or not letters and digits")]
    Id { line: usize },
    #[error("line {line}: {column} is not a whole number")]
    Number { line: usize, column: &'static str },
    #[error("line {line}: the position cannot be read: {reason}")]
    Position { line: usize, reason: String },
    #[error("line {line}: move {index} \"{text}\" cannot be played: {reason}")]
    Move {
        line: usize,
        index: usize,
        text: String,
        reason: String,
    },
    #[error("line {line}: the line must be the opponent's move then an odd number of moves")]
    Length { line: usize },
    #[error("line {line}: the puzzle id {id} is used twice")]
    Duplicate { line: usize, id: String },
}

impl Puzzle {
    /// Reads a whole file of `game`'s puzzles, checking every line is
    /// legal from its position.
    pub fn read_file(game: GameId, text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, first)) if first.trim_end() == HEADER => {}
            _ => return Err(PuzzleError::Header),
        }
        let mut puzzles: Vec<Puzzle> = Vec::new();
        for (index, row) in lines {
            let line = index + 1;
            if row.trim().is_empty() {
                continue;
            }
            let puzzle = Puzzle::read_row(game, row.trim_end(), line)?;
            if puzzles.iter().any(|p| p.id == puzzle.id) {
                return Err(PuzzleError::Duplicate {
                    line,
                    id: puzzle.id,
                });
            }
            puzzles.push(puzzle);
        }
        Ok(puzzles)
    }

    /// Reads one row of a puzzle file; `line` counts from 1 for errors.
    pub fn read_row(game: GameId, row: &str, line: usize) -> Result<Puzzle, PuzzleError> {
        let columns: Vec<&str> = row.split(',').collect();
        let [id, position, moves, rating, deviation, themes] = columns[..] else {
            return Err(PuzzleError::Columns {
                line,
                found: columns.len(),
            });
        };
        if id.is_empty() || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(PuzzleError::Id { line });
        }
        let number = |text: &str, column| {
            text.parse::<u32>()
                .map_err(|_| PuzzleError::Number { line, column })
        };
        let puzzle = Puzzle {
            id: id.to_string(),
            game,
            position: position.to_string(),
            line: moves.split_whitespace().map(str::to_string).collect(),
            rating: number(rating, "Rating")?,
            deviation: number(deviation, "RatingDeviation")?,
            themes: themes.split_whitespace().map(str::to_string).collect(),
        };
        if puzzle.line.len() < 2 || puzzle.line.len() % 2 != 0 {
            return Err(PuzzleError::Length { line });
        }
        puzzle.replay(line)?;
        Ok(puzzle)
    }

    /// The row of a puzzle file that reads back as this puzzle.
    pub fn row(&self) -> String {
        format!(
            "{},{},{},{},{},{}",
            self.id,
            self.position,
            self.line.join(" "),
            self.rating,
            self.deviation,
            self.themes.join(" ")
        )
    }

    /// The game before the opponent's move, with the puzzle's rules
    /// (every puzzle is played with the default options).
    pub fn before(&self) -> AnyGame {
        AnyGame::from_position(self.game, &self.position, &Options::default())
            .expect("a puzzle's position was checked when it was read")
    }

    /// The game after the opponent's move, as a record (so the searches
    /// that judge it see the move played), and the first solution move;
    /// None when the puzzle is not of `G` or its line does not play.
    pub fn set_up<G: Game>(&self) -> Option<(Record<G>, G::Move)> {
        if G::ID != self.game {
            return None;
        }
        let start = G::from_position(&self.position, &Options::default()).ok()?;
        let mut record = Record::new(start);
        record.play_text(self.line.first()?).ok()?;
        let solution = record.current().parse_move(self.line.get(1)?).ok()?;
        Some((record, solution))
    }

    /// The solver's moves: every second move of the line after the
    /// opponent's first.
    pub fn solution(&self) -> impl Iterator<Item = &str> {
        self.line.iter().skip(1).step_by(2).map(String::as_str)
    }

    /// Judges the solver's `played`-th move (0 first), `mv` in coordinates,
    /// played from `before`: the line's move, or on the last move any
    /// move that wins the game at once (another mate is as good, as on
    /// lichess).
    pub fn judge(&self, played: usize, before: &AnyGame, mv: &str) -> Verdict {
        let at = 1 + 2 * played;
        let Some(expected) = self.line.get(at) else {
            return Verdict::Done;
        };
        let last = at + 1 == self.line.len();
        if mv == expected || (last && wins_at_once(before, mv)) {
            return match self.line.get(at + 1) {
                Some(reply) => Verdict::Next {
                    reply: reply.clone(),
                },
                None => Verdict::Done,
            };
        }
        Verdict::Wrong(msg!("puzzle-wrong"))
    }

    /// The solver's side: the one not to move in the puzzle's position.
    pub fn solver(&self) -> crate::games::Side {
        self.before().side_to_move().opponent()
    }

    /// A key naming the puzzle among every game's: `<game>/<id>`.
    pub fn key(&self) -> String {
        format!("{}/{}", self.game.id(), self.id)
    }

    /// Plays the whole line from the position, as reading does.
    fn replay(&self, line: usize) -> Result<AnyGame, PuzzleError> {
        let mut game = AnyGame::from_position(self.game, &self.position, &Options::default())
            .map_err(|e| PuzzleError::Position {
                line,
                reason: e.to_string(),
            })?;
        for (index, text) in self.line.iter().enumerate() {
            game.play_text(text).map_err(|e| PuzzleError::Move {
                line,
                index: index + 1,
                text: text.clone(),
                reason: e.to_string(),
            })?;
        }
        Ok(game)
    }
}

/// Whether `mv` from `before` ends the game with the mover's win.
fn wins_at_once(before: &AnyGame, mv: &str) -> bool {
    let mover = before.side_to_move();
    let mut after = before.clone();
    after.play_text(mv).is_ok()
        && matches!(after.status(), Status::Over(end) if end.outcome == Outcome::Win(mover))
}

/// The puzzles shipped for `game`, read once.
pub fn shipped(game: GameId) -> &'static [Puzzle] {
    static SHIPPED: [OnceLock<Vec<Puzzle>>; GameId::ALL.len()] =
        [const { OnceLock::new() }; GameId::ALL.len()];
    SHIPPED[game as usize].get_or_init(|| {
        // A broken shipped file fails its test (`shipped_files_read`);
        // a build that still carries one offers no puzzles of that game.
        Puzzle::read_file(game, shipped_text(game)).unwrap_or_default()
    })
}

/// The text of `game`'s shipped file, as built into the binary.
pub fn shipped_text(game: GameId) -> &'static str {
    match game {
        GameId::Chess => include_str!("../../puzzles/chess.csv"),
        GameId::RacingKings => include_str!("../../puzzles/racing-kings.csv"),
        GameId::Massacre => include_str!("../../puzzles/massacre.csv"),
        GameId::Martian => include_str!("../../puzzles/martian.csv"),
        GameId::Hasami => include_str!("../../puzzles/hasami.csv"),
    }
}

/// Which games' puzzles are offered.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    Mixed,
    Game(GameId),
}

impl Choice {
    /// Every choice, as the Puzzles screen lists them.
    pub const ALL: [Choice; GameId::ALL.len() + 1] = {
        let mut all = [Choice::Mixed; GameId::ALL.len() + 1];
        let mut i = 0;
        while i < GameId::ALL.len() {
            all[i + 1] = Choice::Game(GameId::ALL[i]);
            i += 1;
        }
        all
    };

    fn games(self) -> &'static [GameId] {
        match self {
            Choice::Mixed => &GameId::ALL,
            Choice::Game(game) => {
                let at = GameId::ALL.iter().position(|&g| g == game).unwrap_or(0);
                &GameId::ALL[at..=at]
            }
        }
    }
}

/// How many shipped puzzles `choice` offers.
pub fn count(choice: Choice) -> usize {
    choice.games().iter().map(|&game| shipped(game).len()).sum()
}

/// How many of the puzzles nearest a rating the pick is made among, so
/// that the same rating does not always get the same puzzle.
const NEAREST: usize = 12;

/// A shipped puzzle of `choice` rated near `rating`, one the person has
/// not played lately (`seen` says which) while there are others.
pub fn pick(
    choice: Choice,
    rating: f64,
    seen: impl Fn(&str) -> bool,
    rng: &mut impl rand::Rng,
) -> Option<&'static Puzzle> {
    let all: Vec<&'static Puzzle> = choice
        .games()
        .iter()
        .flat_map(|&game| shipped(game))
        .collect();
    let fresh: Vec<&'static Puzzle> = all.iter().copied().filter(|p| !seen(&p.key())).collect();
    let mut pool = if fresh.is_empty() { all } else { fresh };
    pool.sort_by(|a, b| {
        let gap = |p: &Puzzle| (f64::from(p.rating) - rating).abs();
        gap(a)
            .total_cmp(&gap(b))
            .then_with(|| a.key().cmp(&b.key()))
    });
    pool.truncate(NEAREST);
    if pool.is_empty() {
        return None;
    }
    Some(pool[rng.random_range(0..pool.len())])
}

/// The shipped puzzle of `game` with this id.
pub fn find(game: GameId, id: &str) -> Option<&'static Puzzle> {
    shipped(game).iter().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCHOLAR: &str = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes\n\
        c0001,r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3,g8f6 h5f7,600,80,mateIn1 short\n";

    #[test]
    fn shipped_files_read() {
        for game in GameId::ALL {
            let text = shipped_text(game);
            let puzzles = Puzzle::read_file(game, text).unwrap();
            assert_eq!(
                puzzles.len(),
                text.lines().skip(1).filter(|l| !l.is_empty()).count()
            );
        }
    }

    #[test]
    fn a_row_reads_back_as_written() {
        let puzzles = Puzzle::read_file(GameId::Chess, SCHOLAR).unwrap();
        assert_eq!(puzzles.len(), 1);
        let puzzle = &puzzles[0];
        assert_eq!(puzzle.line, ["g8f6", "h5f7"]);
        assert_eq!(puzzle.solution().collect::<Vec<_>>(), ["h5f7"]);
        assert_eq!(puzzle.themes, ["mateIn1", "short"]);
        assert_eq!(format!("{HEADER}\n{}\n", puzzle.row()), SCHOLAR);
    }

    #[test]
    fn the_line_is_judged_move_by_move() {
        // After 1...Nc4 White mates on the back rank, with either rook.
        let text = format!(
            "{HEADER}\nx1,6k1/5ppp/8/n7/8/8/5PPP/RR4K1 b - - 0 1,a5c4 a1a8,900,80,mateIn1\n"
        );
        let puzzle = &Puzzle::read_file(GameId::Chess, &text).unwrap()[0];
        let mut game = puzzle.before();
        game.play_text(&puzzle.line[0]).unwrap();
        assert_eq!(puzzle.solver(), crate::games::Side::One);
        assert_eq!(puzzle.judge(0, &game, "a1a8"), Verdict::Done);
        assert_eq!(puzzle.judge(0, &game, "b1b8"), Verdict::Done);
        assert_eq!(
            puzzle.judge(0, &game, "b1b7"),
            Verdict::Wrong(msg!("puzzle-wrong"))
        );
        let scholar = &Puzzle::read_file(GameId::Chess, SCHOLAR).unwrap()[0];
        let mut game = scholar.before();
        game.play_text("g8f6").unwrap();
        assert_eq!(scholar.judge(0, &game, "h5f7"), Verdict::Done);
        assert_eq!(scholar.key(), "chess/c0001");
    }

    #[test]
    fn bad_rows_say_where_and_why() {
        let row = |r: &str| Puzzle::read_row(GameId::Chess, r, 7);
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(row("a,b"), Err(PuzzleError::Columns { line: 7, found: 2 }));
        assert_eq!(
            row(&format!("x-1,{start},e2e4 e7e5,600,80,")),
            Err(PuzzleError::Id { line: 7 })
        );
        assert_eq!(
            row(&format!("x1,{start},e2e4 e7e5,hard,80,")),
            Err(PuzzleError::Number {
                line: 7,
                column: "Rating"
            })
        );
        assert_eq!(
            row(&format!("x1,{start},e2e4,600,80,")),
            Err(PuzzleError::Length { line: 7 })
        );
        assert!(matches!(
            row(&format!("x1,{start},e2e4 e2e4,600,80,")),
            Err(PuzzleError::Move {
                line: 7,
                index: 2,
                ..
            })
        ));
        assert!(matches!(
            row("x1,8/8/8 w - - 0 1,e2e4 e7e5,600,80,"),
            Err(PuzzleError::Position { line: 7, .. })
        ));
        assert_eq!(
            Puzzle::read_file(GameId::Chess, "id,fen\n"),
            Err(PuzzleError::Header)
        );
        let twice = format!("{SCHOLAR}{}", SCHOLAR.lines().nth(1).unwrap());
        assert!(matches!(
            Puzzle::read_file(GameId::Chess, &twice),
            Err(PuzzleError::Duplicate { line: 3, .. })
        ));
    }
}
