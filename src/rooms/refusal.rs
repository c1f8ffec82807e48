//! Why the rooms refused a request: a value the rooms send, put into one
//! line in the reader's language where it is shown.

use crate::games::GameId;
use crate::i18n::{Arg, Explain, Lang, Msg};
use crate::quote::{Quoted, spelled};

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    NoRoom(String),
    /// The server's limit of rooms.
    TooManyRooms(usize),
    /// The visitor's own limit of rooms, and the minutes an empty room lasts.
    OwnRoomLimit(usize, u64),
    NotInRoom(String),
    NotSeated,
    NotYourTurn,
    Stale,
    NotPlaying,
    /// The move as sent.
    Illegal(String),
    EmptyLine,
    /// Seconds until another chat line may be said.
    TooFast(u64),
    EmptyName,
    /// A character a name may not hold.
    NameCharacter(char),
    /// A name wider than this many columns.
    NameTooLong(usize),
    NoDraws(GameId),
    OfferStanding,
    NoOffer,
    NothingToTakeBack,
    NotOver,
    ComputerOpponent,
    ComputerToMove,
    NotKept,
    NoPlayer(String),
    NoGame(u64),
    NotRead,
    /// Seconds until the key may open another room.
    RoomsTooFast(u64),
    /// The player's last offer of this kind was declined and the
    /// opponent has not moved since.
    Declined,
}

impl Explain for Refusal {
    fn explain(&self, lang: Lang) -> String {
        let quoted = |text: &str| Arg::from(Quoted(text).to_string());
        let (key, args): (Msg, Vec<(&str, Arg)>) = match self {
            Refusal::NoRoom(room) => (msg!("refused-no-room"), vec![("room", quoted(room))]),
            Refusal::TooManyRooms(most) => (
                msg!("refused-too-many-rooms"),
                vec![("most", (*most).into())],
            ),
            Refusal::OwnRoomLimit(most, minutes) => (
                msg!("refused-own-room-limit"),
                vec![("most", (*most).into()), ("minutes", (*minutes).into())],
            ),
            Refusal::NotInRoom(room) => (msg!("refused-not-in-room"), vec![("room", quoted(room))]),
            Refusal::NotSeated => (msg!("refused-not-seated"), vec![]),
            Refusal::NotYourTurn => (msg!("refused-not-your-turn"), vec![]),
            Refusal::Stale => (msg!("refused-stale"), vec![]),
            Refusal::NotPlaying => (msg!("refused-not-playing"), vec![]),
            Refusal::Illegal(mv) => (msg!("refused-illegal"), vec![("move", quoted(mv))]),
            Refusal::EmptyLine => (msg!("refused-empty-line"), vec![]),
            Refusal::TooFast(secs) => (msg!("refused-too-fast"), vec![("secs", (*secs).into())]),
            Refusal::EmptyName => (msg!("refused-empty-name"), vec![]),
            Refusal::NameCharacter(c) => (
                msg!("refused-name-character"),
                vec![("char", spelled(*c).into())],
            ),
            Refusal::NameTooLong(most) => (
                msg!("refused-name-too-long"),
                vec![("most", (*most).into())],
            ),
            Refusal::NoDraws(game) => (
                msg!("refused-no-draws"),
                vec![("game", game.title(lang).into())],
            ),
            Refusal::OfferStanding => (msg!("refused-offer-standing"), vec![]),
            Refusal::NoOffer => (msg!("refused-no-offer"), vec![]),
            Refusal::NothingToTakeBack => (msg!("refused-nothing-to-take-back"), vec![]),
            Refusal::NotOver => (msg!("refused-not-over"), vec![]),
            Refusal::ComputerOpponent => (msg!("refused-computer-opponent"), vec![]),
            Refusal::ComputerToMove => (msg!("refused-computer-to-move"), vec![]),
            Refusal::NotKept => (msg!("refused-not-kept"), vec![]),
            Refusal::NoPlayer(name) => (msg!("refused-no-player"), vec![("name", quoted(name))]),
            Refusal::NoGame(id) => (msg!("refused-no-game"), vec![("id", (*id).into())]),
            Refusal::NotRead => (msg!("refused-not-read"), vec![]),
            Refusal::RoomsTooFast(secs) => (
                msg!("refused-rooms-too-fast"),
                vec![("secs", (*secs).into())],
            ),
            Refusal::Declined => (msg!("refused-declined"), vec![]),
        };
        lang.tr_with(key, &args)
    }
}

english_display!(Refusal);

#[cfg(test)]
mod tests {
    use super::*;

    fn every_refusal() -> Vec<Refusal> {
        vec![
            Refusal::NoRoom("r1".into()),
            Refusal::TooManyRooms(20),
            Refusal::OwnRoomLimit(3, 10),
            Refusal::NotInRoom("r1".into()),
            Refusal::NotSeated,
            Refusal::NotYourTurn,
            Refusal::Stale,
            Refusal::NotPlaying,
            Refusal::Illegal("e2e5".into()),
            Refusal::EmptyLine,
            Refusal::TooFast(3),
            Refusal::EmptyName,
            Refusal::NameCharacter('\u{fe0f}'),
            Refusal::NameTooLong(20),
            Refusal::NoDraws(GameId::Massacre),
            Refusal::OfferStanding,
            Refusal::NoOffer,
            Refusal::NothingToTakeBack,
            Refusal::NotOver,
            Refusal::ComputerOpponent,
            Refusal::ComputerToMove,
            Refusal::NotKept,
            Refusal::NoPlayer("zed".into()),
            Refusal::NoGame(99),
            Refusal::NotRead,
            Refusal::RoomsTooFast(12),
            Refusal::Declined,
        ]
    }

    #[test]
    fn every_refusal_reads_as_a_sentence_in_each_language() {
        for refusal in every_refusal() {
            let english = refusal.explain(Lang::English);
            let portuguese = refusal.explain(Lang::Portuguese);
            for line in [&english, &portuguese] {
                assert!(line.ends_with('.'), "{refusal:?}: {line}");
                assert!(!line.contains(['{', '}', '\n']), "{refusal:?}: {line}");
            }
            assert_ne!(english, portuguese, "{refusal:?} is not translated");
        }
    }

    #[test]
    fn a_refusal_fills_in_what_it_names_in_the_readers_language() {
        assert_eq!(
            Refusal::OwnRoomLimit(3, 10).explain(Lang::English),
            "You have 3 rooms open: finish or leave one first (a room left empty closes after 10 minutes)."
        );
        assert_eq!(
            Refusal::NoDraws(GameId::Massacre).explain(Lang::Portuguese),
            "Xadrez Massacre não tem empates."
        );
        assert_eq!(
            Refusal::Illegal("e2e5".into()).to_string(),
            "\"e2e5\" is not a legal move here."
        );
    }
}
