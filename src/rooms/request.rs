//! What a visitor's app asks of the rooms, and the answers.

use std::collections::HashMap;

use super::refusal::Refusal;
use super::view::{Offer, RoomSummary, RoomView};
use crate::ai::Bot;
use crate::ai::analysis::{self, Analysis};
use crate::games::{AnyGame, GameId, Options, TimeControl};
use crate::learn::progress::Progress;
use crate::rating::{Pace, Rating};
use crate::storage::saves::GameRecord;
use crate::store::{ArchivedGame, Board, Leader, Profile};

/// One request of a visitor's app, carried out by [`super::Rooms::carry_out`].
#[derive(Clone, Debug)]
pub enum RoomRequest {
    /// The rooms, for the lobby.
    List,
    /// A new room; the visitor sits where the plan says [`SeatPlan::Me`].
    Create(Box<RoomPlan>),
    /// Into a room: back to the visitor's own seat, else an open seat,
    /// else to watch.
    Join(String),
    /// Into a room to watch.
    Watch(String),
    /// TV: into the live game between the highest-rated people to
    /// watch, else into the server's show of computers.
    Tv,
    /// The room as it is now.
    Look(String),
    /// Out of a room; a seat stays the visitor's (away) until forfeited.
    Leave(String),
    /// A move in coordinates, made at `ply` (the number of moves played
    /// when it was made).
    Play {
        room: String,
        ply: usize,
        mv: String,
    },
    Chat {
        room: String,
        text: String,
    },
    /// The name the visitor is shown by from now on, or a variant when
    /// another key holds it. A visitor's app first asks for its user name.
    Rename(String),
    /// The seated visitor gives the room's game up, on either turn.
    Resign(String),
    /// The seated visitor offers a draw (or accepts the opponent's).
    OfferDraw(String),
    /// The seated visitor asks to take back their last move.
    AskTakeback(String),
    /// The seated visitor offers another game once this one is over,
    /// colours swapped (or accepts the opponent's offer).
    Rematch(String),
    /// The seated visitor answers the opponent's offer, as they saw it.
    Answer {
        room: String,
        offer: Offer,
        accept: bool,
    },
    /// A player's profile, by name or key; the visitor's own for None.
    /// Read from the store: it changes nothing.
    Profile(Option<String>),
    /// The best players of a game and pace (see [`Board::of`]).
    Leaderboard {
        game: GameId,
        pace: Pace,
    },
    /// A finished game of the archive, by its number there (a profile's
    /// recent games give it). Read from the store: it changes nothing.
    Game {
        id: u64,
    },
    /// A finished game's analysis, found by the visitor's Review, to keep
    /// with the game in the archive (see [`Annotation::annotate`]).
    Annotate(Box<Annotation>),
    /// The learning progress kept for the visitor's key, with the
    /// puzzles' ratings on this server.
    Progress,
    /// The visitor's progress after a change, kept for their key, with
    /// the new rating of the puzzle (by its key `<game id>/<puzzle id>`)
    /// after a rated attempt: both or neither.
    SaveProgress {
        progress: Box<Progress>,
        puzzle: Option<(String, Rating)>,
    },
}

/// The analysis of game `round` of room `room`, once it is over.
#[derive(Clone, Debug)]
pub struct Annotation {
    pub room: String,
    pub round: u32,
    pub analysis: Analysis,
}

impl Annotation {
    /// The archived record with the analysis among its fields; None when
    /// it has one already (the first kept stays) or the analysis does not
    /// fit the game as archived. Nothing else of the record changes: not
    /// its moves, its clocks nor its end.
    pub fn annotate(&self, archived: &GameRecord) -> Option<GameRecord> {
        if analysis::kept(archived.extra()).is_some() {
            return None;
        }
        let game = archived.to_game().ok()?;
        if !self.analysis.fits(&game) {
            return None;
        }
        let fields = analysis::keep(archived.extra().clone(), Some(&self.analysis));
        Some(archived.clone().with_extra(fields))
    }
}

/// A room to create: the game from its start (options drawn), the clock,
/// who sits where, and whether its games are rated (only those between
/// two people on a clock ever are).
#[derive(Clone, Debug)]
pub struct RoomPlan {
    pub game: AnyGame,
    pub options: Options,
    pub control: Option<TimeControl>,
    /// Player 1's seat, then player 2's.
    pub seats: [SeatPlan; 2],
    pub rated: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatPlan {
    /// The visitor creating the room.
    Me,
    /// Open for a person to join.
    Open,
    Computer(Bot),
}

/// What became of a request; refusals are one line a person reads.
#[derive(Clone, Debug)]
pub enum RoomOutcome {
    Rooms(Vec<RoomSummary>),
    /// The room as the visitor sees it, after entering it or acting in it.
    Room(Box<RoomView>),
    /// Out of the room, with the rooms for the lobby.
    Left(Vec<RoomSummary>),
    /// The name the visitor goes by now; `taken` is the name asked for
    /// when it belongs to another key (the name is then a variant of it).
    Renamed {
        name: String,
        taken: Option<String>,
    },
    Profile(Box<Profile>),
    Leaderboard {
        board: Board,
        leaders: Vec<Leader>,
    },
    /// A game of the archive, as kept: its record, pace, ratings and end.
    Game(Box<ArchivedGame>),
    /// Whether the analysis asked to be kept was (a game analysed before,
    /// or one it does not fit, is left as it was).
    Annotated {
        kept: bool,
    },
    /// The visitor's key's progress, and every puzzle whose rating has
    /// moved on this server from its shipped one, by its key.
    Progress {
        progress: Box<Progress>,
        puzzle_ratings: HashMap<String, Rating>,
    },
    /// The progress asked to be kept is.
    ProgressSaved,
    Refused(Refusal),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Evaluation;
    use crate::ai::analysis::{Valued, judge_any};
    use crate::games::Side;
    use crate::storage::saves::Player;

    /// Fool's mate as a room archives it.
    fn archived() -> (AnyGame, GameRecord) {
        let options = Options::default();
        let mut game = AnyGame::new(GameId::Chess, &options);
        for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            game.play_text(mv).expect("a legal move");
        }
        let players = ["ana", "ben"].map(|name| Player::Human {
            name: name.to_string(),
        });
        let record = GameRecord::from_game(&game, &options, players);
        (game, record)
    }

    /// An analysis of `game` as Review finds it: the first legal move
    /// best everywhere, the end valued by its result.
    fn analysis_of(game: &AnyGame) -> Analysis {
        let mut line = AnyGame::new(game.id(), &Options::default());
        let mut values = Vec::new();
        for mv in game.move_coordinates() {
            let best = line.legal_moves().first().cloned();
            let evaluation = Evaluation::Points(20);
            values.push(Valued { evaluation, best });
            line.play_text(&mv).expect("a legal move");
        }
        values.push(Valued::of_end(line.status()).expect("the game is over"));
        judge_any(game, &values).expect("an analysis")
    }

    fn annotation(analysis: Analysis) -> Annotation {
        Annotation {
            room: "r1".to_string(),
            round: 1,
            analysis,
        }
    }

    #[test]
    fn an_analysis_that_fits_is_kept_and_nothing_else_of_the_record_changes() {
        let (game, record) = archived();
        let analysis = analysis_of(&game);
        let annotated = annotation(analysis.clone())
            .annotate(&record)
            .expect("kept");
        assert_eq!(analysis::kept(annotated.extra()), Some(analysis.clone()));
        let unchanged = annotated.clone().with_extra(record.extra().clone());
        assert_eq!(unchanged, record, "the moves, clocks and end as archived");
        assert_eq!(
            annotation(analysis).annotate(&annotated),
            None,
            "the first analysis kept stays"
        );
    }

    #[test]
    fn an_analysis_of_another_game_is_not_kept() {
        let (game, record) = archived();
        let mut cut = analysis_of(&game);
        cut.moves.pop();
        cut.evaluations.pop();
        assert_eq!(annotation(cut).annotate(&record), None, "a move short");
        let mut swapped = analysis_of(&game);
        swapped.moves[0].mover = Side::Two;
        assert_eq!(
            annotation(swapped).annotate(&record),
            None,
            "a move judged for the side that did not play it"
        );
        let mut unended = analysis_of(&game);
        if let Some(last) = unended.evaluations.last_mut() {
            *last = Evaluation::Points(0);
        }
        assert_eq!(
            annotation(unended).annotate(&record),
            None,
            "the mate valued as a level game"
        );
    }
}
