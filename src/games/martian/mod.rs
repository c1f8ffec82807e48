//! Martian Chess (RULES.md): half a chessboard, pieces without colour that
//! belong to whoever's zone they stand in, and points for captures.

mod board;
mod notation;
mod rules;
mod zobrist;

use board::Board;
pub use board::{Bitboard, zone_bits};

use super::{
    BoardStyle, Coord, Dims, End, Game, GameId, GameInfo, MartianStall, MoveError, MoveSquares,
    OptionKind, Options, Outcome, Piece, PieceKind, PositionError, Reason, Side, SideName, Status,
    Zones,
};

/// Files a-d.
pub const FILES: u8 = 4;
/// Ranks 1-8; the canal runs between ranks 4 and 5.
pub const RANKS: u8 = 8;
const SQUARES: usize = (FILES * RANKS) as usize;
/// Moves without a capture that stall the game.
pub const STALL_LIMIT: u32 = 27;
/// Moves without a capture that end the game once the clock is called.
pub const CALLED_LIMIT: u32 = 7;

/// A square as an index, `rank * 4 + file`.
type Square = u8;

fn square(at: Coord) -> Option<Square> {
    (at.file < FILES && at.rank < RANKS).then_some(at.rank * FILES + at.file)
}

fn coord(sq: Square) -> Coord {
    Coord::new(sq % FILES, sq / FILES)
}

fn zone_of_square(sq: Square) -> Side {
    if sq < SQUARES as u8 / 2 {
        Side::One
    } else {
        Side::Two
    }
}

/// The player who controls `at`: player 1 owns ranks 1-4, player 2 ranks 5-8.
pub fn zone_of(at: Coord) -> Side {
    if at.rank < RANKS / 2 {
        Side::One
    } else {
        Side::Two
    }
}

/// The three kinds of Martian piece; none has a colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Pawn,
    Drone,
    Queen,
}

impl Kind {
    /// The kind's place in per-kind tables.
    const fn index(self) -> usize {
        self as usize
    }

    /// The points a capture of this piece scores.
    pub fn value(self) -> u32 {
        match self {
            Kind::Pawn => 1,
            Kind::Drone => 2,
            Kind::Queen => 3,
        }
    }

    fn piece_kind(self) -> PieceKind {
        match self {
            Kind::Pawn => PieceKind::Pawn,
            Kind::Drone => PieceKind::Drone,
            Kind::Queen => PieceKind::Queen,
        }
    }
}

/// A move from one square to another; under the call-the-clock rule it
/// may also call the clock (`d2c3!`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
    call: bool,
}

impl Move {
    pub fn from(self) -> Coord {
        coord(self.from)
    }

    pub fn to(self) -> Coord {
        coord(self.to)
    }

    /// Whether the mover calls the clock with this move.
    pub fn calls_clock(self) -> bool {
        self.call
    }
}

/// The stall rule in force and, under "call the clock", whether it has
/// been called.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Clock {
    /// 27 moves without a capture end the game.
    TwentySeven,
    /// Either player may still call the clock; until then 27 applies.
    Uncalled,
    /// The clock is called: 7 moves without a capture end the game.
    Called,
}

impl Clock {
    fn new(stall: MartianStall) -> Clock {
        match stall {
            MartianStall::TwentySeven => Clock::TwentySeven,
            MartianStall::CallClock => Clock::Uncalled,
        }
    }

    /// Moves without a capture that end the game.
    pub fn limit(self) -> u32 {
        match self {
            Clock::Called => CALLED_LIMIT,
            Clock::TwentySeven | Clock::Uncalled => STALL_LIMIT,
        }
    }
}

/// The last move, when it carried a piece across the canal: the piece on
/// `to` may not go straight back to `from` this turn (no rejection).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Crossing {
    from: Square,
    to: Square,
}

const START: &str = "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Martian {
    board: Board,
    side: Side,
    scores: [u32; 2],
    last_cross: Option<Crossing>,
    quiet: u32,
    clock: Clock,
}

/// Read-only views for evaluation and display.
impl Martian {
    /// The piece on `at`, if any (its owner is [`zone_of`] `at`).
    pub fn cell(&self, at: Coord) -> Option<Kind> {
        square(at).and_then(|sq| self.board.get(sq))
    }

    /// The squares holding pieces of `kind`, in either zone.
    pub fn bits(&self, kind: Kind) -> Bitboard {
        self.board.of(kind)
    }

    /// The squares holding any piece.
    pub fn occupancy(&self) -> Bitboard {
        self.board.occupied()
    }

    /// Every piece standing in `side`'s zone, with its square.
    pub fn zone_pieces(&self, side: Side) -> impl Iterator<Item = (Coord, Kind)> + '_ {
        board::squares(self.board.occupied() & zone_bits(side))
            .filter_map(|sq| self.board.get(sq).map(|kind| (coord(sq), kind)))
    }

    /// The last move as `(from, to)` if it crossed the canal.
    pub fn last_cross(&self) -> Option<(Coord, Coord)> {
        self.last_cross.map(|c| (coord(c.from), coord(c.to)))
    }

    /// Consecutive moves made without a capture.
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    pub fn clock(&self) -> Clock {
        self.clock
    }

    /// Whether a zone is empty, which ends the game.
    pub fn zone_emptied(&self) -> bool {
        let occupied = self.board.occupied();
        Side::BOTH
            .into_iter()
            .any(|side| occupied & zone_bits(side) == 0)
    }

    /// Lists the captures, each move that takes a piece across the canal
    /// (in `legal_moves`' order), and returns the status.
    pub fn captures(&self, out: &mut Vec<Move>) -> Status {
        self.moves_onto(self.board.occupied() & !zone_bits(self.side), out);
        // A capture is a move: only without one must the status look for others.
        self.status_given(|| !out.is_empty() || self.has_move())
    }

    /// Lists the legal moves that end on `onto`, each also with the clock
    /// call while it may be called.
    fn moves_onto(&self, onto: Bitboard, out: &mut Vec<Move>) {
        let call = self.clock == Clock::Uncalled;
        self.visit_moves(onto, |from, to| {
            out.push(Move {
                from,
                to,
                call: false,
            });
            if call {
                out.push(Move {
                    from,
                    to,
                    call: true,
                });
            }
            true
        });
    }

    /// The status, asking `has_move` whether the side to move has a move
    /// only when no zone is empty.
    fn status_given(&self, has_move: impl FnOnce() -> bool) -> Status {
        if self.zone_emptied() {
            // The last mover is the player not on move.
            let last = Outcome::Win(self.side.opponent());
            Status::Over(self.by_score(Reason::ZoneEmpty, last))
        } else if !has_move() {
            Status::Over(self.by_score(Reason::NoMoves, Outcome::Draw))
        } else if self.quiet >= self.clock.limit() {
            Status::Over(self.by_score(Reason::Stalled, Outcome::Draw))
        } else {
            Status::Ongoing
        }
    }

    /// The end by score: the higher score wins, a tie is `tie`.
    fn by_score(&self, reason: Reason, tie: Outcome) -> End {
        let [one, two] = self.scores;
        let outcome = match one.cmp(&two) {
            std::cmp::Ordering::Greater => Outcome::Win(Side::One),
            std::cmp::Ordering::Less => Outcome::Win(Side::Two),
            std::cmp::Ordering::Equal => tie,
        };
        End { outcome, reason }
    }
}

impl Game for Martian {
    type Move = Move;
    const ID: GameId = GameId::Martian;
    const INFO: GameInfo = GameInfo {
        id: "martian",
        name: "Martian Chess",
        dims: Dims {
            files: FILES,
            ranks: RANKS,
        },
        board_style: BoardStyle {
            zones: Some(Zones {
                near_ranks: RANKS / 2,
            }),
            ..BoardStyle::CHECKERED
        },
        sides: [SideName::PlayerOne, SideName::PlayerTwo],
        counts_points: true,
        options: &[OptionKind::First, OptionKind::Stall],
        fact: None,
        pgn: None,
    };
    // RULES.md names no repetition rule; the stall counter ends long games.
    const REPETITION_DRAWS: bool = false;
    /// `has_move` stops at the first move it finds.
    const CHEAP_STATUS: bool = true;

    fn start(options: &Options) -> Self {
        let mut game = notation::parse_position(START, options)
            .unwrap_or_else(|e| unreachable!("the start position is valid: {e}"));
        game.side = options.first;
        game
    }

    fn from_position(text: &str, options: &Options) -> Result<Self, PositionError> {
        notation::parse_position(text, options)
    }

    fn position(&self) -> String {
        notation::format_position(self)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.moves_onto(!0, out);
    }

    fn play(&mut self, mv: Move) {
        self.apply(mv);
    }

    fn status(&self) -> Status {
        self.status_given(|| self.has_move())
    }

    /// `legal_moves` lists a move for each one `has_move` would find.
    fn status_with(&self, moves: &[Move]) -> Status {
        self.status_given(|| !moves.is_empty())
    }

    fn hash(&self) -> u64 {
        zobrist::key(self)
    }

    fn pass(&mut self) -> bool {
        self.side = self.side.opponent();
        self.last_cross = None;
        true
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        notation::parse_move(self, text)
    }

    fn format_move(&self, mv: Move) -> String {
        notation::format_move(mv)
    }

    fn is_capture(&self, mv: Move) -> bool {
        self.board.get(mv.to).is_some() && zone_of_square(mv.to) != self.side
    }

    /// A capture takes the piece on the target square, across the canal.
    fn captured_squares(&self, mv: Move, out: &mut Vec<Coord>) {
        if self.is_capture(mv) {
            out.push(mv.to());
        }
    }

    /// Martian Chess has no king.
    fn checked_king(&self) -> Option<Coord> {
        None
    }

    fn move_squares(&self, mv: Move) -> MoveSquares {
        MoveSquares {
            from: mv.from(),
            to: mv.to(),
            promotion: None,
        }
    }

    fn piece_at(&self, at: Coord) -> Option<Piece> {
        self.cell(at).map(|kind| Piece {
            kind: kind.piece_kind(),
            owner: zone_of(at),
        })
    }

    fn scores(&self) -> [u32; 2] {
        self.scores
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{legal_moves_where, through_random_games};

    #[test]
    fn captures_are_the_legal_moves_that_capture_in_the_same_order_with_the_same_status() {
        let (mut moves, mut captures) = (Vec::new(), Vec::new());
        let start = |round: u64| {
            let martian_stall = if round % 2 == 0 {
                MartianStall::TwentySeven
            } else {
                MartianStall::CallClock
            };
            Martian::start(&Options {
                martian_stall,
                ..Options::default()
            })
        };
        let positions = through_random_games(17, 100, usize::MAX, start, |_, game: &Martian| {
            moves.clear();
            game.legal_moves(&mut moves);
            captures.clear();
            let status = game.captures(&mut captures);
            let taking = legal_moves_where(game, |mv| game.is_capture(mv));
            assert_eq!(captures, taking, "{}", game.position());
            assert_eq!(status, game.status_with(&moves), "{}", game.position());
        });
        assert!(positions > 2_000, "{positions} positions");
    }
}
