//! The rules of the five games, knowing nothing of computer players or the
//! interface. Every game implements [`Game`]; [`AnyGame`] holds any of them
//! where the kind is only known at run time.

pub mod any;
pub mod board_style;
pub mod chess;
pub mod clock;
pub mod hasami;
pub mod illegal;
pub mod info;
pub mod martian;
pub mod numbering;
pub mod options;
pub mod perft;
pub mod pgn;
pub mod position_error;
pub mod record;
pub mod view;

use std::fmt;
use std::hash::Hash;

use any::with_game_type;

pub use any::AnyGame;
pub use board_style::{BoardStyle, Squares, Zones};
pub use clock::{Clock, TimeControl};
pub use illegal::Illegal;
pub use info::{GameInfo, Pgn, SideName};
pub use numbering::Numbering;
pub use options::{Fact, FirstPlayer, HasamiWin, MartianStall, OptionKind, Options};
pub use position_error::PositionError;
pub use record::Record;
pub use view::{LegalMove, PositionView};

/// Declares [`GameId`] and [`GameId::ALL`] from one list, so that no game
/// can be left out of `ALL` (and so out of the menus and the command line).
macro_rules! game_ids {
    ($($game:ident),* $(,)?) => {
        /// The games, by the ids of NOTATION.md.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameId {
            $($game),*
        }

        impl GameId {
            /// Every game, in the order the menus list them.
            pub const ALL: [GameId; [$(GameId::$game),*].len()] = [$(GameId::$game),*];
        }
    };
}

game_ids!(Chess, RacingKings, Massacre, Martian, Hasami);

impl GameId {
    /// The game's facts, from its own [`Game::INFO`].
    pub fn info(self) -> GameInfo {
        with_game_type!(self, G => G::INFO)
    }

    /// The id used on the command line and in files.
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The name a person reads.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The name a person reads in `lang`; `name` is the one tools read.
    pub fn title(self, lang: crate::i18n::Lang) -> &'static str {
        lang.plain(self.title_msg())
    }

    /// The catalogue message of [`GameId::title`].
    fn title_msg(self) -> crate::i18n::Msg {
        match self {
            GameId::Chess => msg!("game-chess"),
            GameId::RacingKings => msg!("game-racing-kings"),
            GameId::Massacre => msg!("game-massacre"),
            GameId::Martian => msg!("game-martian"),
            GameId::Hasami => msg!("game-hasami"),
        }
    }

    /// Board size, files x ranks.
    pub fn dims(self) -> Dims {
        self.info().dims
    }

    /// How the board is drawn: its squares, and the Martian zones.
    pub fn board_style(self) -> BoardStyle {
        self.info().board_style
    }

    /// Whether the game is scored in points (Martian Chess) rather than
    /// by the pieces taken.
    pub fn counts_points(self) -> bool {
        self.info().counts_points
    }

    /// How each game names its two players (player 1 first), as records
    /// and the headless commands write them: English.
    pub fn side_names(self) -> [&'static str; 2] {
        self.info().sides.map(SideName::english)
    }

    /// What the game calls a side, as a value: its colour or number.
    pub fn side(self, side: Side) -> SideName {
        self.info().sides[side.index()]
    }

    /// Both sides' names as a person reads them in `lang` (player 1
    /// first): "Brancas", "Player 1". Only records and the headless
    /// commands use [`GameId::side_names`].
    pub fn side_titles(self, lang: crate::i18n::Lang) -> [&'static str; 2] {
        self.info().sides.map(|name| name.title(lang))
    }

    /// Whether the game can end in a draw, so a draw may be offered.
    pub fn can_draw(self) -> bool {
        with_game_type!(self, G => G::DRAWS)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for GameId {
    type Err = UnknownGame;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == s.trim())
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game \"{}\" (expected {})", .0, expected_ids())]
pub struct UnknownGame(pub String);

/// Every game's id, as in "chess, racing-kings or hasami".
fn expected_ids() -> String {
    let ids = GameId::ALL.map(GameId::id);
    let (last, rest) = ids.split_last().expect("at least one game");
    format!("{} or {last}", rest.join(", "))
}

/// Player 1 sits at the bottom (rank 1); player 2 at the top.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Side {
    One,
    Two,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::One, Side::Two];

    pub fn opponent(self) -> Side {
        match self {
            Side::One => Side::Two,
            Side::Two => Side::One,
        }
    }

    /// 0 for player 1, 1 for player 2: an index into per-side arrays.
    pub fn index(self) -> usize {
        match self {
            Side::One => 0,
            Side::Two => 1,
        }
    }
}

/// Who won a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    Win(Side),
    Draw,
}

impl Outcome {
    /// `1-0`, `0-1` or `1/2-1/2`, player 1's score first.
    pub fn result(self) -> &'static str {
        match self {
            Outcome::Win(Side::One) => "1-0",
            Outcome::Win(Side::Two) => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }
}

/// Why a game ended. The codes are those of `tabuleiro status`, plus
/// repetition, which only a game record (not a position) can detect, and
/// the ends no position shows: a flag fall, an empty seat, a resignation,
/// an agreed draw (NOTATION.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum Reason {
    Checkmate,
    Stalemate,
    FiftyMoves,
    InsufficientMaterial,
    Repetition,
    RaceWon,
    RaceDrawn,
    NoCapture,
    ZoneEmpty,
    Stalled,
    NoMoves,
    PiecesLeft,
    Captures,
    QuietLimit,
    /// A clock ran out (RULES.md "Clocks").
    Time,
    /// A seat stayed empty for 2 minutes in play over SSH.
    Abandoned,
    /// A player gave the game up (RULES.md "Ending a game by agreement").
    Resigned,
    /// A draw offered and accepted.
    Agreed,
}

impl Reason {
    pub const ALL: [Reason; 18] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::FiftyMoves,
        Reason::InsufficientMaterial,
        Reason::Repetition,
        Reason::RaceWon,
        Reason::RaceDrawn,
        Reason::NoCapture,
        Reason::ZoneEmpty,
        Reason::Stalled,
        Reason::NoMoves,
        Reason::PiecesLeft,
        Reason::Captures,
        Reason::QuietLimit,
        Reason::Time,
        Reason::Abandoned,
        Reason::Resigned,
        Reason::Agreed,
    ];

    /// The reason whose [`Reason::code`] is `code`, if any (an archive
    /// keeps codes).
    pub fn from_code(code: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|reason| reason.code() == code)
    }

    pub fn code(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::FiftyMoves => "fifty-moves",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::Repetition => "repetition",
            Reason::RaceWon => "race-won",
            Reason::RaceDrawn => "race-drawn",
            Reason::NoCapture => "no-capture",
            Reason::ZoneEmpty => "zone-empty",
            Reason::Stalled => "stalled",
            Reason::NoMoves => "no-moves",
            Reason::PiecesLeft => "pieces-left",
            Reason::Captures => "captures",
            Reason::QuietLimit => "quiet-limit",
            Reason::Time => "time",
            Reason::Abandoned => "abandoned",
            Reason::Resigned => "resigned",
            Reason::Agreed => "agreed",
        }
    }
}

/// The code (NOTATION.md) of a game aborted (see [`Abort`]): it has no
/// result, so it is no [`Reason`] of an [`End`].
pub const ABORTED: &str = "aborted";

/// Why a game ended before it began.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Abort {
    /// This side made no first move in time.
    NoFirstMove(Side),
    /// This side's player resigned or agreed a draw before each side had
    /// moved, which aborts instead.
    By(Side),
}

impl Abort {
    /// The side whose missing move or whose player ended the game.
    pub fn side(self) -> Side {
        match self {
            Abort::NoFirstMove(side) | Abort::By(side) => side,
        }
    }
}

/// A finished game: who won and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub struct End {
    pub outcome: Outcome,
    pub reason: Reason,
}

impl End {
    pub fn win(side: Side, reason: Reason) -> End {
        End {
            outcome: Outcome::Win(side),
            reason,
        }
    }

    pub fn draw(reason: Reason) -> End {
        End {
            outcome: Outcome::Draw,
            reason,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Status {
    Ongoing,
    Over(End),
}

impl fmt::Display for Status {
    /// The line `tabuleiro status` prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("ongoing"),
            Status::Over(end) => write!(f, "over {} {}", end.outcome.result(), end.reason.code()),
        }
    }
}

/// Board size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Dims {
    pub files: u8,
    pub ranks: u8,
}

/// A square by file and rank, both counted from 0 (`a1` is 0,0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Coord {
    pub file: u8,
    pub rank: u8,
}

impl Coord {
    pub const fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }

    /// Reads `e4`, `i9`, `c6`: one letter and a one-digit rank, within `dims`.
    pub fn parse(text: &str, dims: Dims) -> Option<Coord> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].to_ascii_lowercase().checked_sub(b'a')?;
        let rank = bytes[1].checked_sub(b'1')?;
        (file < dims.files && rank < dims.ranks).then_some(Coord { file, rank })
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// Every kind of piece of the five games.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
pub enum PieceKind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
    /// Martian Chess.
    Drone,
    /// Hasami Shogi (歩 for player 1, と for player 2).
    Stone,
}

/// What stands on a square, as the board widget shows it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub kind: PieceKind,
    pub owner: Side,
}

/// The squares a move touches, for the interface.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveSquares {
    pub from: Coord,
    pub to: Coord,
    /// The piece a chess pawn becomes.
    pub promotion: Option<PieceKind>,
}

/// A move that cannot be played, with a reason a person can read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("cannot read move \"{0}\"")]
    Unreadable(String),
    #[error("illegal move: {0}")]
    Illegal(Illegal),
    #[error("the game is over")]
    GameOver,
}

/// One game's rules over one position. A `Game` value is a position plus
/// whatever the rules need to go on from it (move counters, options); the
/// game's history lives in [`Record`].
pub trait Game: Clone + Send + Sync + fmt::Debug + 'static {
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;

    const ID: GameId;
    /// The game's names, board, options and PGN form.
    const INFO: GameInfo;
    /// Whether a threefold repetition draws (the record checks it).
    const REPETITION_DRAWS: bool;
    /// Whether the game can end in a draw, and so a draw be agreed
    /// (RULES.md "Ending a game by agreement"): not in Massacre Chess.
    const DRAWS: bool = true;
    /// Whether `status` works the end out without listing the moves, so
    /// that a search may ask it before (and often instead of) generating
    /// them.
    const CHEAP_STATUS: bool = false;

    /// The start position for these options (first player, deal, rules).
    fn start(options: &Options) -> Self;
    /// Reads a position string of NOTATION.md, playing by `options`.
    fn from_position(text: &str, options: &Options) -> Result<Self, PositionError>;
    /// The position string of NOTATION.md.
    fn position(&self) -> String;

    fn side_to_move(&self) -> Side;
    /// The move number the position string gives (FEN's last field); 1
    /// in games whose position strings have none.
    fn move_number(&self) -> usize {
        1
    }
    /// Every legal move; none when the position is over (see NOTATION.md).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move from `legal_moves`.
    fn play(&mut self, mv: Self::Move);
    /// Whether the position itself ends the game (never repetition).
    fn status(&self) -> Status;
    /// `status` of a position whose `legal_moves` are `moves`, so that a
    /// search which has them need not generate them again. Answers exactly
    /// as `status` does.
    fn status_with(&self, _moves: &[Self::Move]) -> Status {
        self.status()
    }
    /// Zobrist key of the position: equal positions, equal keys.
    fn hash(&self) -> u64;
    /// Hands the turn to the opponent without moving, for null-move
    /// pruning; false (and no change) where passing is unsound, as in
    /// Massacre's forced captures.
    fn pass(&mut self) -> bool {
        false
    }

    /// Reads a move in coordinates (and SAN where the game has it) and
    /// checks it is legal here, saying why not.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// Coordinate form of NOTATION.md (`e2e4`, `e7e8q`).
    fn format_move(&self, mv: Self::Move) -> String;
    /// The form people read in the move list: SAN in Chess and Racing
    /// Kings, coordinates elsewhere.
    fn display_move(&self, mv: Self::Move) -> String {
        self.format_move(mv)
    }
    fn is_capture(&self, mv: Self::Move) -> bool;
    /// Appends to `out` the squares whose pieces `mv` takes: none for a
    /// quiet move, the passed pawn's square en passant, every stone of a
    /// Hasami sandwich. The default, a capture on the target square, is
    /// for the search's toy games; the five games each say their own.
    fn captured_squares(&self, mv: Self::Move, out: &mut Vec<Coord>) {
        if self.is_capture(mv) {
            out.push(self.move_squares(mv).to);
        }
    }
    fn move_squares(&self, mv: Self::Move) -> MoveSquares;
    /// The square of the side to move's king when it stands in check;
    /// none in games without check (the default, for the toy games).
    fn checked_king(&self) -> Option<Coord> {
        None
    }

    fn piece_at(&self, at: Coord) -> Option<Piece>;
    /// Calls `visit` with every piece and its square, in no set order; by
    /// default by asking `piece_at` of every square.
    fn for_each_piece(&self, mut visit: impl FnMut(Coord, Piece)) {
        let dims = Self::ID.dims();
        for rank in 0..dims.ranks {
            for file in 0..dims.files {
                let at = Coord::new(file, rank);
                if let Some(piece) = self.piece_at(at) {
                    visit(at, piece);
                }
            }
        }
    }
    /// Whether `side` has what it takes to win here, should the other
    /// side's flag fall: false only where the rules make that a draw
    /// (Chess and Racing Kings: a bare king, king and bishop, king and
    /// knight).
    fn can_win(&self, _side: Side) -> bool {
        true
    }
    /// Points in Martian Chess, captured pieces in the others, per side.
    fn scores(&self) -> [u32; 2];
}

/// Plays `count` seeded random games, each from `start(game number)` and
/// at most `max_plies` long, and calls `check` with the game number on
/// every position met; the number of positions. For tests that compare a
/// fast computation (an evaluation term, a move list) with a plain one
/// over positions real games reach.
#[cfg(test)]
pub(crate) fn through_random_games<G: Game>(
    seed: u64,
    count: u64,
    max_plies: usize,
    start: impl Fn(u64) -> G,
    mut check: impl FnMut(u64, &G),
) -> usize {
    use rand::{Rng, SeedableRng};

    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut moves = Vec::new();
    let mut positions = 0;
    for number in 0..count {
        let mut game = start(number);
        for _ in 0..max_plies {
            check(number, &game);
            positions += 1;
            moves.clear();
            game.legal_moves(&mut moves);
            if game.status_with(&moves) != Status::Ongoing {
                break;
            }
            game.play(moves[rng.random_range(0..moves.len())]);
        }
    }
    positions
}

/// The legal moves of `game` that `keep` takes, in the list's order: what
/// a game's faster list of some of its moves must equal.
#[cfg(test)]
pub(crate) fn legal_moves_where<G: Game>(game: &G, keep: impl Fn(G::Move) -> bool) -> Vec<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.retain(|&mv| keep(mv));
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_s_id_is_its_serde_name() {
        for game in GameId::ALL {
            let written = serde_json::to_string(&game).expect("a game id serializes");
            assert_eq!(written, format!("\"{}\"", game.id()));
        }
    }

    #[test]
    fn each_game_s_title_is_in_both_catalogues() {
        for game in GameId::ALL {
            for lang in crate::i18n::Lang::ALL {
                assert!(
                    lang.has(game.title_msg()),
                    "{lang:?} has no title for {game}"
                );
            }
        }
    }

    #[test]
    fn an_unknown_game_lists_the_ids() {
        let error = "go".parse::<GameId>().expect_err("no such game");
        assert_eq!(
            error.to_string(),
            "unknown game \"go\" (expected chess, racing-kings, massacre, martian or hasami)"
        );
    }
}
