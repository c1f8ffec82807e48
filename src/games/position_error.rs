//! Why a position string cannot be read: a value each game's notation
//! gives, put into words only where it is shown, in the reader's language
//! (the headless commands print the English, through `Display`).

use super::{Coord, GameId, PieceKind, Side};
use crate::i18n::{Arg, Explain, Lang, Msg};
use crate::quote::Quoted;

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// A FEN with a number of fields other than 4 or 6.
    FenFields(usize),
    /// The FEN's side to move, not `w` or `b`.
    FenSide(String),
    HalfmoveClock(String),
    MoveNumber(String),
    Ranks {
        game: GameId,
        found: usize,
    },
    RankSquares {
        rank: usize,
        squares: usize,
    },
    UnknownPiece {
        piece: char,
        rank: usize,
    },
    /// Hasami Shogi: a cell that is neither a stone nor a digit.
    UnknownStone(char),
    /// Martian Chess: a cell that is neither a piece nor a digit 1-4.
    UnknownCell {
        cell: char,
        rank: usize,
    },
    CastlingField(String),
    EnPassantField(String),
    /// A castling right without its king and rook at home.
    CastlingNeeds {
        letter: char,
        side: Side,
        king: Coord,
        rook: Coord,
    },
    NoKing(Side),
    Kings {
        count: u32,
        side: Side,
    },
    PawnOnRank(u8),
    NotToMoveInCheck,
    /// Racing Kings.
    NoPawns,
    NoCastling(GameId),
    /// Racing Kings: a king in check.
    RaceInCheck(Side),
    /// Massacre Chess: a king or a pawn.
    MassacrePiece(PieceKind),
    MartianFields(usize),
    /// Martian Chess and Hasami Shogi: the side to move, not 1 or 2.
    SideNumber,
    Score {
        player: u8,
        text: String,
    },
    CalledClock,
    Quiet(String),
    LastCrossForm,
    LastCrossCanal,
    HasamiFields(usize),
    HasamiQuiet(String),
    TooManyStones {
        side: Side,
        count: u32,
        most: u32,
    },
}

impl Explain for PositionError {
    fn explain(&self, lang: Lang) -> String {
        let quoted = |text: &str| Arg::from(Quoted(text).to_string());
        let chess_side = |side: &Side| Arg::from(side_key(*side));
        let (key, args): (Msg, Vec<(&str, Arg)>) = match self {
            PositionError::FenFields(n) => {
                (msg!("position-fen-fields"), vec![("count", (*n).into())])
            }
            PositionError::FenSide(text) => {
                (msg!("position-fen-side"), vec![("text", quoted(text))])
            }
            PositionError::HalfmoveClock(text) => (
                msg!("position-halfmove-clock"),
                vec![("text", quoted(text))],
            ),
            PositionError::MoveNumber(text) => {
                (msg!("position-move-number"), vec![("text", quoted(text))])
            }
            PositionError::Ranks { game, found } => (
                msg!("position-ranks"),
                vec![
                    ("game", game.id().into()),
                    ("count", (*found).into()),
                    ("expected", u32::from(game.dims().ranks).into()),
                ],
            ),
            PositionError::RankSquares { rank, squares } => (
                msg!("position-rank-squares"),
                vec![("rank", (*rank).into()), ("count", (*squares).into())],
            ),
            PositionError::UnknownPiece { piece, rank } => (
                msg!("position-unknown-piece"),
                vec![
                    ("piece", piece.to_string().into()),
                    ("rank", (*rank).into()),
                ],
            ),
            PositionError::UnknownStone(piece) => (
                msg!("position-unknown-stone"),
                vec![("piece", piece.to_string().into())],
            ),
            PositionError::UnknownCell { cell, rank } => (
                msg!("position-unknown-cell"),
                vec![("cell", cell.to_string().into()), ("rank", (*rank).into())],
            ),
            PositionError::CastlingField(text) => (
                msg!("position-castling-field"),
                vec![("text", quoted(text))],
            ),
            PositionError::EnPassantField(text) => (
                msg!("position-en-passant-field"),
                vec![("text", quoted(text))],
            ),
            PositionError::CastlingNeeds {
                letter,
                side,
                king,
                rook,
            } => (
                msg!("position-castling-needs"),
                vec![
                    ("letter", letter.to_string().into()),
                    ("side", chess_side(side)),
                    ("king", king.to_string().into()),
                    ("rook", rook.to_string().into()),
                ],
            ),
            PositionError::NoKing(side) => {
                (msg!("position-no-king"), vec![("side", chess_side(side))])
            }
            PositionError::Kings { count, side } => (
                msg!("position-kings"),
                vec![("count", (*count).into()), ("side", chess_side(side))],
            ),
            PositionError::PawnOnRank(rank) => (
                msg!("position-pawn-on-rank"),
                vec![("rank", u32::from(*rank).into())],
            ),
            PositionError::NotToMoveInCheck => (msg!("position-not-to-move-in-check"), vec![]),
            PositionError::NoPawns => (msg!("position-no-pawns"), vec![]),
            PositionError::NoCastling(game) => (
                msg!("position-no-castling"),
                vec![("game", game.id().into())],
            ),
            PositionError::RaceInCheck(side) => (
                msg!("position-race-in-check"),
                vec![("side", chess_side(side))],
            ),
            PositionError::MassacrePiece(kind) => (
                msg!("position-massacre-piece"),
                vec![(
                    "piece",
                    if *kind == PieceKind::Pawn {
                        "pawn"
                    } else {
                        "king"
                    }
                    .into(),
                )],
            ),
            PositionError::MartianFields(n) => (
                msg!("position-martian-fields"),
                vec![("count", (*n).into())],
            ),
            PositionError::SideNumber => (msg!("position-side-number"), vec![]),
            PositionError::Score { player, text } => (
                msg!("position-score"),
                vec![
                    ("player", u32::from(*player).into()),
                    ("text", quoted(text)),
                ],
            ),
            PositionError::CalledClock => (msg!("position-called-clock"), vec![]),
            PositionError::Quiet(text) => (msg!("position-quiet"), vec![("text", quoted(text))]),
            PositionError::LastCrossForm => (msg!("position-last-cross-form"), vec![]),
            PositionError::LastCrossCanal => (msg!("position-last-cross-canal"), vec![]),
            PositionError::HasamiFields(n) => {
                (msg!("position-hasami-fields"), vec![("count", (*n).into())])
            }
            PositionError::HasamiQuiet(text) => {
                (msg!("position-hasami-quiet"), vec![("text", quoted(text))])
            }
            PositionError::TooManyStones { side, count, most } => (
                msg!("position-too-many-stones"),
                vec![
                    ("side", side_key(*side).into()),
                    ("count", (*count).into()),
                    ("most", (*most).into()),
                ],
            ),
        };
        lang.tr_with(key, &args)
    }
}

/// The side as the messages select on it: `one` (White in chess, Black in
/// Hasami Shogi, which Black starts) or `two`.
fn side_key(side: Side) -> &'static str {
    match side {
        Side::One => "one",
        Side::Two => "two",
    }
}

english_display!(PositionError);

#[cfg(test)]
mod tests {
    use super::*;

    fn every_error() -> Vec<PositionError> {
        let e1 = Coord { file: 4, rank: 0 };
        let h1 = Coord { file: 7, rank: 0 };
        let mut every = vec![
            PositionError::FenFields(7),
            PositionError::FenSide("x".into()),
            PositionError::HalfmoveClock("x".into()),
            PositionError::MoveNumber("0".into()),
            PositionError::RankSquares {
                rank: 3,
                squares: 9,
            },
            PositionError::UnknownPiece {
                piece: 'z',
                rank: 2,
            },
            PositionError::UnknownStone('Q'),
            PositionError::UnknownCell { cell: 'k', rank: 1 },
            PositionError::CastlingField("KX".into()),
            PositionError::EnPassantField("e3".into()),
            PositionError::PawnOnRank(8),
            PositionError::NotToMoveInCheck,
            PositionError::NoPawns,
            PositionError::MassacrePiece(PieceKind::King),
            PositionError::MassacrePiece(PieceKind::Pawn),
            PositionError::MartianFields(5),
            PositionError::SideNumber,
            PositionError::Score {
                player: 1,
                text: "x".into(),
            },
            PositionError::CalledClock,
            PositionError::Quiet("x".into()),
            PositionError::LastCrossForm,
            PositionError::LastCrossCanal,
            PositionError::HasamiFields(1),
            PositionError::HasamiFields(4),
            PositionError::HasamiQuiet("x".into()),
        ];
        for game in GameId::ALL {
            every.push(PositionError::Ranks { game, found: 7 });
        }
        for game in [GameId::RacingKings, GameId::Massacre] {
            every.push(PositionError::NoCastling(game));
        }
        for side in Side::BOTH {
            every.extend([
                PositionError::CastlingNeeds {
                    letter: 'K',
                    side,
                    king: e1,
                    rook: h1,
                },
                PositionError::NoKing(side),
                PositionError::Kings { count: 2, side },
                PositionError::Kings { count: 3, side },
                PositionError::RaceInCheck(side),
                PositionError::TooManyStones {
                    side,
                    count: 10,
                    most: 9,
                },
            ]);
        }
        every
    }

    #[test]
    fn every_position_error_reads_in_each_language() {
        for error in every_error() {
            let english = error.explain(Lang::English);
            let portuguese = error.explain(Lang::Portuguese);
            for line in [&english, &portuguese] {
                assert!(
                    !line.is_empty() && !line.starts_with("position-"),
                    "{error:?}"
                );
                assert!(!line.contains(['{', '}', '\n']), "{error:?}: {line}");
            }
            assert_ne!(english, portuguese, "{error:?} is not translated");
        }
    }

    #[test]
    fn the_english_names_the_side_and_counts_as_before() {
        let kings = PositionError::Kings {
            count: 2,
            side: Side::Two,
        };
        assert_eq!(kings.to_string(), "two kings for Black");
        assert_eq!(kings.explain(Lang::Portuguese), "as Pretas têm dois reis");
        assert_eq!(
            PositionError::HasamiFields(1).to_string(),
            "expected \"<board> <side> [<quiet>]\", found 1 field"
        );
    }
}
