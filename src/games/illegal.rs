//! Why a move that reads well is not legal here: a value each game's
//! rules give, put into words only where it is shown, in the reader's
//! language (the headless commands show the English, through `Display`).

use super::{Coord, MoveError, PieceKind};
use crate::i18n::{Arg, Explain, Lang, Msg};

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Illegal {
    NoPiece(Coord),
    NotYours,
    /// Martian Chess: the piece stands in the opponent's zone.
    OpponentsZone,
    SameSquare,
    /// Chess: a piece may not take its own side's.
    CaptureOwn,
    /// Martian Chess and Hasami Shogi: a piece may not land on its own.
    OntoOwn,
    /// A coordinate move to the last rank without its piece letter.
    MustPromote,
    /// A SAN pawn move to the last rank without its piece: the four
    /// moves to type instead.
    PromoteAs {
        square: Coord,
        moves: Box<[String; 4]>,
    },
    OnlyPawnsPromote,
    /// Massacre Chess.
    MustCapture,
    KingInCheck,
    /// Racing Kings.
    GivesCheck,
    KingOneSquare,
    CastlingLost,
    CastlingBlocked,
    CastlingOutOfCheck,
    CastlingThroughAttack,
    PawnNothingToTake(Coord),
    PawnForwardOnly,
    PawnCaptureOneSquare,
    PawnStraightAhead,
    PawnOneOrTwo,
    PawnCapturesDiagonally,
    /// A chess piece moving in a shape it never has.
    Shape(PieceKind),
    /// Martian Chess's pieces, in a direction they never take.
    Direction(PieceKind),
    /// Martian Chess's pawns and drones, further than they go.
    Distance(PieceKind),
    Blocked {
        piece: PieceKind,
        square: Coord,
    },
    /// Hasami Shogi: the first square in the way that holds a piece.
    WayBlocked(Coord),
    /// Hasami Shogi: an enemy piece on the target square.
    CaptureBySurrounding(Coord),
    /// Hasami Shogi: diagonal moves.
    StraightOnly,
    /// SAN that fits several moves: each as it could be written.
    Ambiguous(Vec<String>),
    /// A lower-case `b` that fits the b-pawn and a bishop.
    PawnOrBishop {
        text: Box<str>,
        pawn: Box<str>,
        bishop: Box<str>,
    },
    NoneOfYours {
        piece: PieceKind,
        square: Coord,
    },
    NoneCanGo {
        piece: PieceKind,
        square: Coord,
    },
    /// Martian Chess: field promotion into a kind the zone holds.
    FieldPromotionHeld(PieceKind),
    /// Martian Chess: straight back across the canal.
    Rejection(Coord),
    CallNeedsOption,
    ClockCalled,
    /// No reason more precise than the move itself.
    NotHere(String),
    NotLegal,
}

/// The catalogue's name for a kind of piece, as a message selects on it.
fn piece(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::King => "king",
        PieceKind::Queen => "queen",
        PieceKind::Rook => "rook",
        PieceKind::Bishop => "bishop",
        PieceKind::Knight => "knight",
        PieceKind::Pawn => "pawn",
        PieceKind::Drone => "drone",
        PieceKind::Stone => "stone",
    }
}

impl Explain for Illegal {
    fn explain(&self, lang: Lang) -> String {
        let at = |square: &Coord| Arg::from(square.to_string());
        let (key, args): (Msg, Vec<(&str, Arg)>) = match self {
            Illegal::NoPiece(square) => (msg!("illegal-no-piece"), vec![("square", at(square))]),
            Illegal::NotYours => (msg!("illegal-not-yours"), vec![]),
            Illegal::OpponentsZone => (msg!("illegal-opponents-zone"), vec![]),
            Illegal::SameSquare => (msg!("illegal-same-square"), vec![]),
            Illegal::CaptureOwn => (msg!("illegal-capture-own"), vec![]),
            Illegal::OntoOwn => (msg!("illegal-onto-own"), vec![]),
            Illegal::MustPromote => (msg!("illegal-must-promote"), vec![]),
            Illegal::PromoteAs { square, moves } => (
                msg!("illegal-promote-as"),
                vec![
                    ("square", at(square)),
                    ("queen", moves[0].as_str().into()),
                    ("rook", moves[1].as_str().into()),
                    ("bishop", moves[2].as_str().into()),
                    ("knight", moves[3].as_str().into()),
                ],
            ),
            Illegal::OnlyPawnsPromote => (msg!("illegal-only-pawns-promote"), vec![]),
            Illegal::MustCapture => (msg!("illegal-must-capture"), vec![]),
            Illegal::KingInCheck => (msg!("illegal-king-in-check"), vec![]),
            Illegal::GivesCheck => (msg!("illegal-gives-check"), vec![]),
            Illegal::KingOneSquare => (msg!("illegal-king-one-square"), vec![]),
            Illegal::CastlingLost => (msg!("illegal-castling-lost"), vec![]),
            Illegal::CastlingBlocked => (msg!("illegal-castling-blocked"), vec![]),
            Illegal::CastlingOutOfCheck => (msg!("illegal-castling-out-of-check"), vec![]),
            Illegal::CastlingThroughAttack => (msg!("illegal-castling-through-attack"), vec![]),
            Illegal::PawnNothingToTake(square) => (
                msg!("illegal-pawn-nothing-to-take"),
                vec![("square", at(square))],
            ),
            Illegal::PawnForwardOnly => (msg!("illegal-pawn-forward-only"), vec![]),
            Illegal::PawnCaptureOneSquare => (msg!("illegal-pawn-capture-one-square"), vec![]),
            Illegal::PawnStraightAhead => (msg!("illegal-pawn-straight-ahead"), vec![]),
            Illegal::PawnOneOrTwo => (msg!("illegal-pawn-one-or-two"), vec![]),
            Illegal::PawnCapturesDiagonally => (msg!("illegal-pawn-captures-diagonally"), vec![]),
            Illegal::Shape(kind) => (msg!("illegal-shape"), vec![("piece", piece(*kind).into())]),
            Illegal::Direction(kind) => (
                msg!("illegal-direction"),
                vec![("piece", piece(*kind).into())],
            ),
            Illegal::Distance(kind) => (
                msg!("illegal-distance"),
                vec![("piece", piece(*kind).into())],
            ),
            Illegal::Blocked {
                piece: kind,
                square,
            } => (
                msg!("illegal-blocked"),
                vec![("piece", piece(*kind).into()), ("square", at(square))],
            ),
            Illegal::WayBlocked(square) => {
                (msg!("illegal-way-blocked"), vec![("square", at(square))])
            }
            Illegal::CaptureBySurrounding(square) => (
                msg!("illegal-capture-by-surrounding"),
                vec![("square", at(square))],
            ),
            Illegal::StraightOnly => (msg!("illegal-straight-only"), vec![]),
            Illegal::Ambiguous(moves) => {
                let or = lang.tr(msg!("illegal-or"));
                let moves = moves.join(&format!(" {or} "));
                (msg!("illegal-ambiguous"), vec![("moves", moves.into())])
            }
            Illegal::PawnOrBishop { text, pawn, bishop } => (
                msg!("illegal-pawn-or-bishop"),
                vec![
                    ("text", text.as_ref().into()),
                    ("pawn", pawn.as_ref().into()),
                    ("bishop", bishop.as_ref().into()),
                ],
            ),
            Illegal::NoneOfYours {
                piece: kind,
                square,
            } => (
                msg!("illegal-none-of-yours"),
                vec![("piece", piece(*kind).into()), ("square", at(square))],
            ),
            Illegal::NoneCanGo {
                piece: kind,
                square,
            } => (
                msg!("illegal-none-can-go"),
                vec![("piece", piece(*kind).into()), ("square", at(square))],
            ),
            Illegal::FieldPromotionHeld(kind) => (
                msg!("illegal-field-promotion-held"),
                vec![("piece", piece(*kind).into())],
            ),
            Illegal::Rejection(square) => (msg!("illegal-rejection"), vec![("square", at(square))]),
            Illegal::CallNeedsOption => (msg!("illegal-call-needs-option"), vec![]),
            Illegal::ClockCalled => (msg!("illegal-clock-called"), vec![]),
            Illegal::NotHere(mv) => (msg!("illegal-not-here"), vec![("move", mv.as_str().into())]),
            Illegal::NotLegal => (msg!("illegal-not-legal"), vec![]),
        };
        lang.tr_with(key, &args)
    }
}

impl Explain for MoveError {
    fn explain(&self, lang: Lang) -> String {
        match self {
            MoveError::Unreadable(text) => {
                let text = crate::quote::Quoted(text).to_string();
                lang.tr_with(msg!("move-unreadable"), &[("text", text.into())])
            }
            MoveError::Illegal(why) => lang.tr_with(
                msg!("move-illegal"),
                &[("reason", why.explain(lang).into())],
            ),
            MoveError::GameOver => lang.tr(msg!("move-game-over")).into_owned(),
        }
    }
}

english_display!(Illegal);

#[cfg(test)]
mod tests {
    use super::*;

    fn every_reason() -> Vec<Illegal> {
        let e4 = Coord { file: 4, rank: 3 };
        let mut every = vec![
            Illegal::NoPiece(e4),
            Illegal::NotYours,
            Illegal::OpponentsZone,
            Illegal::SameSquare,
            Illegal::CaptureOwn,
            Illegal::OntoOwn,
            Illegal::MustPromote,
            Illegal::PromoteAs {
                square: e4,
                moves: Box::new(["e8=Q", "e8=R", "e8=B", "e8=N"].map(String::from)),
            },
            Illegal::OnlyPawnsPromote,
            Illegal::MustCapture,
            Illegal::KingInCheck,
            Illegal::GivesCheck,
            Illegal::KingOneSquare,
            Illegal::CastlingLost,
            Illegal::CastlingBlocked,
            Illegal::CastlingOutOfCheck,
            Illegal::CastlingThroughAttack,
            Illegal::PawnNothingToTake(e4),
            Illegal::PawnForwardOnly,
            Illegal::PawnCaptureOneSquare,
            Illegal::PawnStraightAhead,
            Illegal::PawnOneOrTwo,
            Illegal::PawnCapturesDiagonally,
            Illegal::WayBlocked(e4),
            Illegal::CaptureBySurrounding(e4),
            Illegal::StraightOnly,
            Illegal::Ambiguous(vec!["Nbd2".into(), "Nfd2".into()]),
            Illegal::PawnOrBishop {
                text: "bc4".into(),
                pawn: "bxc4".into(),
                bishop: "Bc4".into(),
            },
            Illegal::Rejection(e4),
            Illegal::CallNeedsOption,
            Illegal::ClockCalled,
            Illegal::NotHere("a1a2".into()),
            Illegal::NotLegal,
        ];
        for piece in [
            PieceKind::Knight,
            PieceKind::Bishop,
            PieceKind::Rook,
            PieceKind::Queen,
        ] {
            every.push(Illegal::Shape(piece));
        }
        for piece in [PieceKind::Pawn, PieceKind::Drone, PieceKind::Queen] {
            every.push(Illegal::Direction(piece));
        }
        for piece in [PieceKind::Pawn, PieceKind::Drone] {
            every.push(Illegal::Distance(piece));
        }
        for piece in [PieceKind::Queen, PieceKind::Drone] {
            every.push(Illegal::FieldPromotionHeld(piece));
        }
        for piece in [
            PieceKind::King,
            PieceKind::Queen,
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Knight,
            PieceKind::Pawn,
            PieceKind::Drone,
        ] {
            every.push(Illegal::Blocked { piece, square: e4 });
            every.push(Illegal::NoneOfYours { piece, square: e4 });
            every.push(Illegal::NoneCanGo { piece, square: e4 });
        }
        every
    }

    #[test]
    fn every_reason_reads_in_each_language() {
        for reason in every_reason() {
            let english = reason.explain(Lang::English);
            let portuguese = reason.explain(Lang::Portuguese);
            for line in [&english, &portuguese] {
                assert!(
                    !line.is_empty() && !line.starts_with("illegal-"),
                    "{reason:?}"
                );
                assert!(!line.contains(['{', '}', '\n']), "{reason:?}: {line}");
            }
            assert_ne!(english, portuguese, "{reason:?} is not translated");
        }
    }

    #[test]
    fn portuguese_agrees_with_the_piece_it_names() {
        let e2 = Coord { file: 4, rank: 1 };
        let blocked = |piece| Illegal::Blocked { piece, square: e2 }.explain(Lang::Portuguese);
        assert_eq!(blocked(PieceKind::Rook), "a torre em e2 está bloqueada");
        assert_eq!(blocked(PieceKind::Pawn), "o peão em e2 está bloqueado");
        let error = MoveError::Illegal(Illegal::KingInCheck);
        assert_eq!(
            error.explain(Lang::Portuguese),
            "lance ilegal: o teu rei ficaria em xeque"
        );
        assert_eq!(error.explain(Lang::English), error.to_string());
    }
}
