//! Hasami Shogi: nine pieces a side moving like shogi rooks, taken by
//! sandwiching them between two of yours (RULES.md "Hasami Shogi").
//!
//! The two optional enclosure rules meet in the corners: edge capture
//! generalises corner capture along the whole edge, and a line that
//! reaches a corner falls to it only while corner capture is on too. So
//! "corner capture off" always means a piece in a corner cannot be
//! enclosed, and with both on, a lone corner piece falls either way.

mod board;
mod notation;
mod zobrist;

pub use board::{ALL as ALL_SQUARES, Bitboard, SHIFTS, Slides, slides};
use board::{Board, CaptureRules, Dir, Square, squares};
use notation::PIECES;

use super::{
    BoardStyle, Coord, Dims, End, Fact, Game, GameId, GameInfo, HasamiWin, Illegal, MoveError,
    MoveSquares, OptionKind, Options, Piece, PieceKind, PositionError, Reason, Side, SideName,
    Squares, Status,
};

/// Consecutive moves without a capture that draw the game.
pub const QUIET_LIMIT: u32 = 100;
/// Captures that win at once under [`HasamiWin::Captures`].
pub const CAPTURES_TO_WIN: u32 = 5;
/// The lead in captures that wins when the leader's turn comes.
pub const LEAD_TO_WIN: u32 = 3;

/// A piece's slide from one square to another.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    from: Square,
    to: Square,
}

impl Move {
    pub fn from(self) -> Coord {
        self.from.coord()
    }

    pub fn to(self) -> Coord {
        self.to.coord()
    }
}

/// The options of RULES.md that change how a game goes on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Rules {
    win: HasamiWin,
    capture: CaptureRules,
}

impl Rules {
    fn new(options: &Options) -> Rules {
        Rules {
            win: options.hasami_win,
            capture: CaptureRules {
                corner: options.corner_capture,
                edge: options.edge_capture,
            },
        }
    }
}

#[derive(Clone, Debug)]
pub struct Hasami {
    board: Board,
    side: Side,
    quiet: u32,
    rules: Rules,
    hash: u64,
}

impl Hasami {
    fn new(board: Board, side: Side, quiet: u32, options: &Options) -> Hasami {
        let mut game = Hasami {
            board,
            side,
            quiet,
            rules: Rules::new(options),
            hash: 0,
        };
        game.hash = zobrist::full(&game.board, side);
        game
    }

    /// The squares `side`'s pieces stand on (see [`Bitboard`] for the bit
    /// order).
    pub fn occupancy(&self, side: Side) -> Bitboard {
        self.board.stones(side)
    }

    /// How many pieces `side` has on the board.
    pub fn pieces(&self, side: Side) -> u32 {
        self.board.count(side)
    }

    /// How many enemy pieces `side` has captured (every game starts with
    /// nine a side).
    pub fn captured(&self, side: Side) -> u32 {
        PIECES.saturating_sub(self.board.count(side.opponent()))
    }

    /// Consecutive moves made without a capture.
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// The legal moves that end beside an enemy piece, as every capture
    /// does, in the order of `legal_moves`.
    pub fn moves_beside_enemy(&self, out: &mut Vec<Move>) {
        if self.material_end().is_none() {
            let onto = board::beside(self.board.stones(self.side.opponent()));
            self.board
                .for_each_move_onto(self.side, onto, |from, to| out.push(Move { from, to }));
        }
    }

    /// Where `side`'s pieces could slide if it were its turn, and how many
    /// moves that makes.
    pub fn slides(&self, side: Side) -> Slides {
        board::slides(self.board.stones(side), !self.board.occupied())
    }

    /// How many moves `side` would have if it were its turn.
    pub fn mobility(&self, side: Side) -> u32 {
        self.slides(side).moves
    }

    /// Whether `mv` ends beside an enemy piece, as every capture does.
    pub fn lands_beside_enemy(&self, mv: Move) -> bool {
        board::neighbours(mv.to) & self.board.stones(self.side.opponent()) != 0
    }

    /// The enemy pieces `mv` would capture, as a bitboard.
    pub fn captures(&self, mv: Move) -> Bitboard {
        self.board
            .captures(self.side, mv.from, mv.to, self.rules.capture)
    }

    /// The pieces of `side` that the opponent could capture with one move
    /// if it were the opponent's turn.
    pub fn threatened(&self, side: Side) -> Bitboard {
        let enemy = side.opponent();
        let mut threatened = 0;
        self.board.for_each_move(enemy, |from, to| {
            threatened |= self.board.captures(enemy, from, to, self.rules.capture);
        });
        threatened
    }

    /// The status, asking `can_move` whether the side to move has a move
    /// only when the pieces left decide nothing.
    fn status_given(&self, can_move: impl FnOnce() -> bool) -> Status {
        if let Some(end) = self.material_end() {
            Status::Over(end)
        } else if !can_move() {
            Status::Over(End::win(self.side.opponent(), Reason::NoMoves))
        } else if self.quiet >= QUIET_LIMIT {
            Status::Over(End::draw(Reason::QuietLimit))
        } else {
            Status::Ongoing
        }
    }

    /// The end decided by the pieces on the board: too few left, or
    /// enough captures.
    fn material_end(&self) -> Option<End> {
        match self.rules.win {
            HasamiWin::TwoLeft => self.too_few_left(2),
            HasamiWin::OneLeft => self.too_few_left(1),
            HasamiWin::Captures => self.enough_captures(),
        }
    }

    /// A player down to `least` pieces loses (the side to move first, in
    /// a made-up position where both are).
    fn too_few_left(&self, least: u32) -> Option<End> {
        [self.side, self.side.opponent()]
            .into_iter()
            .find(|&side| self.pieces(side) <= least)
            .map(|loser| End::win(loser.opponent(), Reason::PiecesLeft))
    }

    /// Five captures win at once; a lead of three wins when the leader's
    /// turn comes, so the opponent always has one move to answer.
    fn enough_captures(&self) -> Option<End> {
        let mover = self.side;
        let last = mover.opponent();
        [last, mover]
            .into_iter()
            .find(|&side| self.captured(side) >= CAPTURES_TO_WIN)
            .or_else(|| {
                let lead = self.captured(mover).saturating_sub(self.captured(last));
                (lead >= LEAD_TO_WIN).then_some(mover)
            })
            .map(|winner| End::win(winner, Reason::Captures))
    }

    fn check(&self, mv: Move) -> Result<(), Illegal> {
        let (from, to) = (mv.from, mv.to);
        match self.board.owner(from) {
            None => return Err(Illegal::NoPiece(from.coord())),
            Some(owner) if owner != self.side => return Err(Illegal::NotYours),
            Some(_) => {}
        }
        if from == to {
            return Err(Illegal::SameSquare);
        }
        let dir = direction(from, to).ok_or(Illegal::StraightOnly)?;
        let mut at = from;
        while let Some(next) = at.step(dir) {
            if let Some(owner) = self.board.owner(next) {
                return Err(match (next == to, owner == self.side) {
                    (true, true) => Illegal::OntoOwn,
                    (true, false) => Illegal::CaptureBySurrounding(to.coord()),
                    (false, _) => Illegal::WayBlocked(next.coord()),
                });
            }
            if next == to {
                break;
            }
            at = next;
        }
        Ok(())
    }
}

/// The way from `from` to `to` if they share a rank or file.
fn direction(from: Square, to: Square) -> Option<Dir> {
    if from == to {
        None
    } else if from.file() == to.file() {
        Some(if to.rank() > from.rank() {
            Dir::North
        } else {
            Dir::South
        })
    } else if from.rank() == to.rank() {
        Some(if to.file() > from.file() {
            Dir::East
        } else {
            Dir::West
        })
    } else {
        None
    }
}

impl Game for Hasami {
    type Move = Move;
    const ID: GameId = GameId::Hasami;
    const INFO: GameInfo = GameInfo {
        id: "hasami",
        name: "Hasami Shogi",
        dims: Dims { files: 9, ranks: 9 },
        board_style: BoardStyle {
            squares: Squares::Plain,
            zones: None,
        },
        sides: [SideName::Black, SideName::White],
        counts_points: false,
        options: &[
            OptionKind::First,
            OptionKind::HasamiWin,
            OptionKind::Corner,
            OptionKind::Edge,
        ],
        fact: Some(Fact::HasamiWin),
        pgn: None,
    };
    const REPETITION_DRAWS: bool = true;
    /// `can_move` looks at the board without listing moves.
    const CHEAP_STATUS: bool = true;

    fn start(options: &Options) -> Self {
        let mut board = Board::default();
        for file in 0..9 {
            for (rank, side) in [(0, Side::One), (8, Side::Two)] {
                if let Some(square) = Square::new(file, rank) {
                    board.put(square, side);
                }
            }
        }
        Hasami::new(board, options.first, 0, options)
    }

    fn from_position(text: &str, options: &Options) -> Result<Self, PositionError> {
        let parsed = notation::parse(text)?;
        Ok(Hasami::new(
            parsed.board,
            parsed.side,
            parsed.quiet,
            options,
        ))
    }

    fn position(&self) -> String {
        notation::write(&self.board, self.side, self.quiet)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.material_end().is_none() {
            self.board
                .for_each_move(self.side, |from, to| out.push(Move { from, to }));
        }
    }

    fn play(&mut self, mv: Move) {
        let taken = self.captures(mv);
        self.board.apply(self.side, mv.from, mv.to, taken);
        let enemy = self.side.opponent();
        self.hash ^= zobrist::stone(self.side, mv.from) ^ zobrist::stone(self.side, mv.to);
        for square in squares(taken) {
            self.hash ^= zobrist::stone(enemy, square);
        }
        self.quiet = if taken == 0 {
            self.quiet.saturating_add(1)
        } else {
            0
        };
        self.side = enemy;
        self.hash ^= zobrist::SIDE;
    }

    fn status(&self) -> Status {
        self.status_given(|| self.board.can_move(self.side))
    }

    /// Without legal moves the side to move is stuck, as `can_move` says.
    fn status_with(&self, moves: &[Move]) -> Status {
        self.status_given(|| !moves.is_empty())
    }

    /// Keys the pieces and the side to move but not the quiet count: that
    /// count grows between any two repetitions, which would hide them.
    fn hash(&self) -> u64 {
        self.hash
    }

    fn pass(&mut self) -> bool {
        self.side = self.side.opponent();
        self.hash ^= zobrist::SIDE;
        true
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let square = |part: Option<&str>| {
            part.and_then(|part| Coord::parse(part, GameId::Hasami.dims()))
                .and_then(Square::from_coord)
        };
        let (from, to) = match (square(squeezed.get(..2)), square(squeezed.get(2..))) {
            (Some(from), Some(to)) => (from, to),
            _ => return Err(MoveError::Unreadable(text.trim().to_string())),
        };
        if self.material_end().is_some() {
            return Err(MoveError::GameOver);
        }
        let mv = Move { from, to };
        self.check(mv).map(|()| mv).map_err(MoveError::Illegal)
    }

    fn format_move(&self, mv: Move) -> String {
        format!("{}{}", mv.from.coord(), mv.to.coord())
    }

    fn is_capture(&self, mv: Move) -> bool {
        self.captures(mv) != 0
    }

    fn captured_squares(&self, mv: Move, out: &mut Vec<Coord>) {
        out.extend(squares(self.captures(mv)).map(Square::coord));
    }

    /// Hasami Shogi has no king.
    fn checked_king(&self) -> Option<Coord> {
        None
    }

    fn move_squares(&self, mv: Move) -> MoveSquares {
        MoveSquares {
            from: mv.from.coord(),
            to: mv.to.coord(),
            promotion: None,
        }
    }

    fn piece_at(&self, at: Coord) -> Option<Piece> {
        let owner = self.board.owner(Square::from_coord(at)?)?;
        Some(Piece {
            kind: PieceKind::Stone,
            owner,
        })
    }

    /// Reads the two bitboards rather than all 81 squares.
    fn for_each_piece(&self, mut visit: impl FnMut(Coord, Piece)) {
        for owner in Side::BOTH {
            for square in squares(self.board.stones(owner)) {
                let piece = Piece {
                    kind: PieceKind::Stone,
                    owner,
                };
                visit(square.coord(), piece);
            }
        }
    }

    fn scores(&self) -> [u32; 2] {
        Side::BOTH.map(|side| self.captured(side))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{legal_moves_where, through_random_games};

    #[test]
    fn moves_beside_an_enemy_are_the_legal_moves_that_land_there_in_the_same_order() {
        let mut beside = Vec::new();
        let start = |_| Hasami::start(&Options::default());
        let positions = through_random_games(3, 40, usize::MAX, start, |_, game: &Hasami| {
            beside.clear();
            game.moves_beside_enemy(&mut beside);
            let filtered = legal_moves_where(game, |mv| game.lands_beside_enemy(mv));
            assert_eq!(beside, filtered, "{}", game.position());
        });
        assert!(positions > 1_000, "{positions} positions");
    }
}
