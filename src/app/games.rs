//! The Games screen, from Statistics: the finished local games the
//! archive keeps (see [`crate::storage::archive`]), newest first, with
//! the files that could not be read. Enter opens the game under the
//! cursor in Review (its analysis, once complete, kept in the game's
//! archive file), whose Esc comes back here; `x` writes it to the
//! exports folder (PGN where the game has it, with the analysis kept).
//! The list is read and the export written by the shell, through file
//! effects; over SSH there are no files, so the screen is not offered.

use ratatui::crossterm::event::MouseEvent;

use super::confirm::Confirm;
use super::event::{Effect, ExportRequest, FileRequest, ResumeError};
use super::game::GameView;
use super::keymap::{Action, Context, Key};
use super::players::NewGame;
use super::record::{self, ExportFormat};
use super::screen::Screen;
use super::session::Message;
use super::statistics::StatisticsView;
use super::{Outcome, Shared, View, text};
use crate::ai::analysis;
use crate::games::Status;
use crate::games::pgn::pgn_date;
use crate::i18n::{Explain, Lang};
use crate::storage::archive::{ArchivedGame, Listing};
use crate::storage::paths::shown;

/// At most this many of the files that could not be read are named
/// under the list; a line counts the rest.
pub const PROBLEMS_SHOWN: usize = 3;

#[derive(Clone, Debug, Default)]
pub struct GamesScreen {
    /// The archive as last read; none until the files answer.
    listing: Option<Listing>,
    row: usize,
    /// A line under the list: where an export went, or why it did not.
    notice: Option<Message>,
}

impl GamesScreen {
    /// The list, its cursor on `row` once the archive is read.
    fn at(row: usize) -> GamesScreen {
        GamesScreen {
            row,
            ..GamesScreen::default()
        }
    }

    /// The archive as read, none while it is being read.
    pub fn listing(&self) -> Option<&Listing> {
        self.listing.as_ref()
    }

    pub fn row(&self) -> usize {
        self.row
    }

    pub fn notice(&self) -> Option<&Message> {
        self.notice.as_ref()
    }

    fn games(&self) -> &[ArchivedGame] {
        self.listing.as_ref().map_or(&[], |l| l.games.as_slice())
    }

    /// The archive as read now; the cursor stays within it.
    pub(super) fn set_listing(&mut self, listing: Listing) {
        self.listing = Some(listing);
        self.row = self.row.min(self.games().len().saturating_sub(1));
    }

    pub(super) fn set_notice(&mut self, notice: Message) {
        self.notice = Some(notice);
    }

    /// The lines the screen keeps for other things than games, below
    /// the list: the notice and the problems, each after a blank line.
    pub fn lines_below(&self) -> usize {
        let problems = self.listing.as_ref().map_or(0, |l| l.problems.len());
        let problem_lines = if problems > PROBLEMS_SHOWN {
            PROBLEMS_SHOWN + 1
        } else {
            problems
        };
        let notice = usize::from(self.notice.is_some());
        [problem_lines, notice]
            .iter()
            .filter(|&&n| n > 0)
            .map(|n| n + 1)
            .sum()
    }

    /// How many games a screen `height` rows high shows at once: all
    /// of it less the title, the header, the lines below and the hints.
    pub fn rows_shown(&self, height: u16) -> usize {
        usize::from(height)
            .saturating_sub(4 + self.lines_below())
            .max(1)
    }

    fn step(&mut self, action: Action, page: usize) {
        let last = self.games().len().saturating_sub(1);
        self.row = match action {
            Action::Up => self.row.saturating_sub(1),
            Action::Down => (self.row + 1).min(last),
            Action::PageUp => self.row.saturating_sub(page),
            Action::PageDown => (self.row + page).min(last),
            Action::First => 0,
            Action::Last => last,
            _ => self.row,
        };
    }

    /// The game under the cursor opened in Review; asks first when it
    /// would replace a game in progress.
    fn open(&mut self, shared: &mut Shared) -> Outcome {
        let Some(game) = self.games().get(self.row) else {
            return Outcome::stay();
        };
        if let Err(error) = read_back(game) {
            self.notice = Some(Message::Error(error.explain(shared.lang())));
            return Outcome::stay();
        }
        if shared.can_continue() {
            shared.confirm = Some(Confirm::ReviewArchived {
                game: Box::new(game.clone()),
                row: self.row,
            });
            return Outcome::stay();
        }
        let game = game.clone();
        shared.review_archived(&game, self.row)
    }

    /// The game under the cursor written to the exports folder.
    fn export(&mut self, shared: &Shared) -> Vec<Effect> {
        let Some(game) = self.games().get(self.row) else {
            return Vec::new();
        };
        match export_request(game, shared) {
            Ok(request) => vec![Effect::Files(FileRequest::Export(request))],
            Err(error) => {
                self.notice = Some(Message::Error(error));
                Vec::new()
            }
        }
    }
}

/// Where an export of `game` goes and what it says: PGN dated the day it
/// ended, with the analysis the archive keeps, where the game has PGN,
/// else the game record the game screen's export writes.
fn export_request(game: &ArchivedGame, shared: &Shared) -> Result<ExportRequest, String> {
    let lang = shared.lang();
    let new = read_back(game).map_err(|e| e.explain(lang))?;
    let id = game.record.game();
    let format = ExportFormat::preferred(id);
    let clock = game.record.clock().map(|clock| clock.control());
    let date = pgn_date(game.ended_at / 86_400);
    let notes = analysis::kept(game.record.extra())
        .filter(|analysis| analysis.moves.len() == game.plies())
        .map(|analysis| analysis.pgn_notes())
        .unwrap_or_default();
    let text = record::export_text_dated(&new, clock, format, date, &notes)
        .map_err(|e| e.explain(lang))?;
    let mut path = shared
        .locations
        .as_ref()
        .map(|paths| shown(&paths.exports()))
        .unwrap_or_default();
    path.push(std::path::MAIN_SEPARATOR);
    Ok(ExportRequest {
        path,
        file_name: format.file_name(id),
        text,
    })
}

/// The game an archived record holds, ended as the archive says where
/// the record does not.
fn read_back(archived: &ArchivedGame) -> Result<NewGame, ResumeError> {
    let mut new = record::new_game(&archived.record)?;
    if new.game.status() == Status::Ongoing {
        new.game.resume_end(archived.end);
    }
    Ok(new)
}

/// Reading the archive, for the Games screen.
fn list() -> Effect {
    Effect::Files(FileRequest::ListArchive)
}

impl Shared {
    /// The Games screen, its archive asked of the files.
    pub(super) fn open_games(&self) -> Outcome {
        Outcome::to(GamesScreen::default()).with(vec![list()])
    }

    /// An archived game opened in Review, in place of any other, its
    /// analysis once complete kept in the archive; Esc comes back to the
    /// Games list with its cursor on `row`.
    pub(super) fn review_archived(&mut self, archived: &ArchivedGame, row: usize) -> Outcome {
        let saved = &archived.record;
        let Ok(new) = read_back(archived) else {
            return Outcome::stay();
        };
        let mut effects = self.start(new, saved.clock()).effects;
        if let Some(session) = self.session.take() {
            let mut session = session.with_extra(saved.extra().clone());
            session.keep_analysis_in(saved.clone());
            effects.extend(session.act(Action::Review, &self.settings));
            self.session = Some(session);
        }
        Outcome::to(ArchiveReview { row }).with(effects)
    }
}

impl View for GamesScreen {
    fn name(&self) -> Screen {
        Screen::Games
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Games
    }

    /// With no games, only the way back.
    fn available(&self, action: Action, _shared: &Shared) -> bool {
        action == Action::Back || !self.games().is_empty()
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        match action {
            Action::Activate => self.open(shared),
            Action::Export => self.export(shared).into(),
            Action::Back => Outcome::to(StatisticsView),
            _ => {
                let page = self.rows_shown(shared.size.1);
                self.step(action, page);
                Outcome::stay()
            }
        }
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (60, 12)
    }
}

/// Review of a game from the Games list: the game screen, but its Esc
/// goes back to the list (read again, the cursor where it was).
#[derive(Clone, Copy, Debug)]
pub struct ArchiveReview {
    row: usize,
}

impl View for ArchiveReview {
    fn name(&self) -> Screen {
        Screen::Game
    }

    fn context(&self, shared: &Shared) -> Context {
        GameView.context(shared)
    }

    fn available(&self, action: Action, shared: &Shared) -> bool {
        GameView.available(action, shared)
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        let reviewing = self.context(shared) == Context::Review;
        match (&mut shared.session, action) {
            (Some(session), Action::Back) if reviewing => {
                let mut effects = session.act(action, &shared.settings);
                effects.push(list());
                Outcome::to(GamesScreen::at(self.row)).with(effects)
            }
            _ => GameView.act(action, shared),
        }
    }

    fn type_key(&mut self, key: Key, shared: &mut Shared) -> bool {
        GameView.type_key(key, shared)
    }

    fn paste(&mut self, text: &str, shared: &mut Shared) {
        GameView.paste(text, shared);
    }

    fn mouse(&mut self, mouse: MouseEvent, shared: &mut Shared) -> Vec<Effect> {
        GameView.mouse(mouse, shared)
    }

    fn game_ticks(&self) -> bool {
        true
    }

    fn minimum(&self, shared: &Shared) -> (u16, u16) {
        GameView.minimum(shared)
    }
}

/// The one-line notice for an export from the list.
pub(super) fn exported(lang: Lang, result: Result<String, String>) -> Message {
    match result {
        Ok(path) => Message::Info(text::exported_to(lang, &path)),
        Err(error) => Message::Error(error),
    }
}
