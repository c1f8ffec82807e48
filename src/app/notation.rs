//! Chess moves in the reader's notation. Records (PGN, saves, the store,
//! the command line) keep SAN with English letters; the screen shows a
//! move as the Notation setting asks ([`shown`]), and a move typed in
//! Portuguese letters is read back into SAN ([`read`]).
//!
//! The letters: English `K Q R B N`, Portuguese `R D T B C` (rei, dama,
//! torre, bispo, cavalo). `B` is the bishop in both; `R` is the rook in
//! English and the king in Portuguese, so a Portuguese reader's `R` is
//! tried both ways and a move that reads legal both ways is refused with
//! the reason. Only upper-case letters name pieces: `b` and `c` are files.

use serde::{Deserialize, Serialize};

use super::text;
use crate::games::GameId;
use crate::i18n::{Explain, Lang, Msg};

/// How the screen writes the chess games' moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Notation {
    /// Piece letters in the reader's language: `Nf3`, in Portuguese `Cf3`.
    #[default]
    Letters,
    /// English piece letters whatever the language, as records write them.
    English,
    /// Figurines, as lichess offers them: `♘f3`.
    Figurines,
}

impl Notation {
    pub const ALL: [Notation; 3] = [Notation::Letters, Notation::English, Notation::Figurines];

    pub fn label(self) -> Msg {
        match self {
            Notation::Letters => text::NOTATION_LETTERS,
            Notation::English => text::NOTATION_ENGLISH,
            Notation::Figurines => text::NOTATION_FIGURINES,
        }
    }
}

/// The games whose moves name pieces by letter: a match with no other
/// arm, so a new game says whether its moves do.
fn has_piece_letters(game: GameId) -> bool {
    match game {
        GameId::Chess | GameId::RacingKings | GameId::Massacre => true,
        GameId::Martian | GameId::Hasami => false,
    }
}

/// English piece letters, king to knight.
const ENGLISH: [char; 5] = ['K', 'Q', 'R', 'B', 'N'];
const PORTUGUESE: [char; 5] = ['R', 'D', 'T', 'B', 'C'];
const FIGURINES: [char; 5] = ['♔', '♕', '♖', '♗', '♘'];

/// The piece letters a reader of `lang` writes, king to knight.
fn letters(lang: Lang) -> [char; 5] {
    match lang {
        Lang::English => ENGLISH,
        Lang::Portuguese => PORTUGUESE,
    }
}

/// Each char of `text` that is one of `from`'s, as the same piece in `to`.
fn swap(text: &str, from: [char; 5], to: [char; 5]) -> String {
    text.chars()
        .map(|c| from.iter().position(|&f| f == c).map_or(c, |i| to[i]))
        .collect()
}

/// A move as the game writes it (SAN with English letters in the chess
/// games), as `notation` shows it to a reader of `lang`.
pub fn shown(san: &str, game: GameId, notation: Notation, lang: Lang) -> String {
    if !has_piece_letters(game) {
        return san.to_string();
    }
    let to = match notation {
        Notation::Letters => letters(lang),
        Notation::English => ENGLISH,
        Notation::Figurines => FIGURINES,
    };
    swap(san, ENGLISH, to)
}

/// A typed move whose `R` is both a rei and a rook, and both are legal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ambiguous {
    pub typed: String,
}

impl Explain for Ambiguous {
    fn explain(&self, lang: Lang) -> String {
        lang.tr_with(
            msg!("typed-r-ambiguous"),
            &[("move", self.typed.clone().into())],
        )
    }
}

english_display!(Ambiguous);

/// A move typed by a reader of `lang`, as the game reads moves (English
/// letters, coordinates): for a Portuguese reader, the Portuguese reading
/// where `legal` takes it, else the English one; where both are legal
/// and differ (an `R`), the move is refused as ambiguous. Text no reading
/// makes legal comes back as typed, for the game to say why.
pub fn read(
    typed: &str,
    game: GameId,
    lang: Lang,
    legal: impl Fn(&str) -> bool,
) -> Result<String, Ambiguous> {
    if !has_piece_letters(game) || lang == Lang::English {
        return Ok(typed.to_string());
    }
    let portuguese = swap(typed, PORTUGUESE, ENGLISH);
    if portuguese == typed {
        return Ok(typed.to_string());
    }
    match (legal(&portuguese), legal(typed)) {
        (true, true) => Err(Ambiguous {
            typed: typed.to_string(),
        }),
        (true, false) => Ok(portuguese),
        _ => Ok(typed.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_stay_english_and_the_screen_speaks_the_reader() {
        let shown_as = |notation, lang| shown("Nxe5+", GameId::Chess, notation, lang);
        assert_eq!(shown_as(Notation::Letters, Lang::English), "Nxe5+");
        assert_eq!(shown_as(Notation::Letters, Lang::Portuguese), "Cxe5+");
        assert_eq!(shown_as(Notation::English, Lang::Portuguese), "Nxe5+");
        assert_eq!(shown_as(Notation::Figurines, Lang::English), "♘xe5+");
        let pt = |san| shown(san, GameId::Chess, Notation::Letters, Lang::Portuguese);
        assert_eq!(pt("Kxf2"), "Rxf2");
        assert_eq!(pt("Rad1"), "Tad1");
        assert_eq!(
            pt("bxc8=Q#"),
            "bxc8=D#",
            "files stay, the promotion is named"
        );
        assert_eq!(pt("O-O-O"), "O-O-O");
        assert_eq!(
            shown(
                "d2c3",
                GameId::Martian,
                Notation::Figurines,
                Lang::Portuguese
            ),
            "d2c3",
            "Martian moves name no piece"
        );
    }

    #[test]
    fn portuguese_letters_are_read_where_the_move_is_unique() {
        let read_pt = |typed, legal: &[&str]| {
            read(typed, GameId::Chess, Lang::Portuguese, |m| {
                legal.contains(&m)
            })
        };
        assert_eq!(read_pt("Cf3", &["Nf3"]), Ok("Nf3".into()));
        assert_eq!(read_pt("Dh5", &["Qh5"]), Ok("Qh5".into()));
        assert_eq!(read_pt("e8=D", &["e8=Q"]), Ok("e8=Q".into()));
        assert_eq!(read_pt("Nf3", &["Nf3"]), Ok("Nf3".into()), "English always");
        assert_eq!(read_pt("Re2", &["Ke2"]), Ok("Ke2".into()), "R the rei");
        assert_eq!(read_pt("Re2", &["Re2"]), Ok("Re2".into()), "R the rook");
        assert_eq!(
            read_pt("Re2", &["Ke2", "Re2"]),
            Err(Ambiguous {
                typed: "Re2".into()
            })
        );
        assert_eq!(
            read_pt("Tz9", &[]),
            Ok("Tz9".into()),
            "left for the game to refuse"
        );
    }

    #[test]
    fn an_english_reader_types_english() {
        assert_eq!(
            read("Cf3", GameId::Chess, Lang::English, |m| m == "Nf3"),
            Ok("Cf3".into())
        );
    }
}
