//! The game screen as the app routes to it: the game itself, its
//! overlays and its prompts live in [`Session`] (held by [`Shared`], as
//! the game waits behind the menu's Continue); this screen adds what
//! reaches past the game: questions before resigning or leaving, the
//! files, the menu, a new game or a rematch, the pause setting.

use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::Shared;
use super::confirm::Confirm;
use super::event::{Effect, ExportRequest, FileRequest, SaveRequest};
use super::keymap::{Action, Context, Key};
use super::layout;
use super::record::ExportFormat;
use super::rules::{RulesView, Tab};
use super::screen::Screen;
use super::session::overlay::OverChoice;
use super::session::{DrawAnswer, Session};
use super::{Outcome, View};
use crate::games::GameId;
use crate::i18n::Explain;
use crate::storage::paths::shown;

/// The game screen; its state is the session's.
#[derive(Clone, Copy, Debug)]
pub struct GameView;

impl View for GameView {
    fn name(&self) -> Screen {
        Screen::Game
    }

    fn context(&self, shared: &Shared) -> Context {
        shared
            .session
            .as_ref()
            .map_or(Context::Menu, Session::context)
    }

    fn available(&self, action: Action, shared: &Shared) -> bool {
        match &shared.session {
            Some(_) if shared.serving() && action == Action::SaveAs => false,
            Some(session) => session.available(action),
            None => true,
        }
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        if let Some(outcome) = shared.visit_game_action(action) {
            return outcome;
        }
        if let Some(effects) = ending_action(shared, action) {
            return effects.into();
        }
        if action == Action::ToMenu && shared.leaving_game_asks() {
            shared.confirm = Some(Confirm::LeaveGame);
            return Outcome::stay();
        }
        if action == Action::Export
            && let Some(session) = &shared.session
        {
            // The prompt opens when the shell says which name is free.
            let game = session.game().id();
            let path = export_path(shared, game, ExportFormat::preferred(game));
            return vec![Effect::Files(FileRequest::SuggestExport { path })].into();
        }
        let serving = shared.serving();
        let Some(session) = &mut shared.session else {
            return shared.menu();
        };
        let chosen = match (action, session.over_choice()) {
            (Action::Activate, Some(choice)) => Some(choice),
            (Action::OverNew, _) => Some(OverChoice::NewGame),
            (Action::OverRematch, _) => Some(OverChoice::Rematch),
            (Action::ToMenu, _) => Some(OverChoice::Menu),
            _ => None,
        };
        match (action, chosen) {
            (Action::Activate, None) if session.context() == Context::SaveName => {
                save_as(session).into()
            }
            (Action::Activate, None) if session.context() == Context::ExportPath => {
                export(session).into()
            }
            (_, Some(OverChoice::NewGame)) => {
                let effects = session.leave();
                shared.open_setup().with(effects)
            }
            (_, Some(OverChoice::Rematch)) => shared.rematch(),
            (_, Some(OverChoice::Review)) => session.act(Action::Review, &shared.settings).into(),
            (_, Some(OverChoice::Menu)) => shared.leave_game(),
            (Action::Rules, None) => {
                let tab = Tab::Game(session.game().id());
                Outcome::to(RulesView::new(tab, Screen::Game))
            }
            (Action::Faster | Action::Slower, None) => {
                session.change_pause(action == Action::Slower, &shared.settings);
                Outcome::stay()
            }
            // Engines are set up in Settings, which over SSH offers none.
            (Action::ChangeOpponent, None) if !session.available(action) => {
                if !serving {
                    session.no_other_opponent(&shared.settings);
                }
                Outcome::stay()
            }
            (_, None) => session.act(action, &shared.settings).into(),
        }
    }

    fn type_key(&mut self, key: Key, shared: &mut Shared) -> bool {
        shared.session.as_mut().is_some_and(|s| s.type_key(key))
    }

    fn paste(&mut self, text: &str, shared: &mut Shared) {
        if let Some(session) = &mut shared.session {
            session.paste(text);
        }
    }

    fn mouse(&mut self, mouse: MouseEvent, shared: &mut Shared) -> Vec<Effect> {
        if !shared.settings.mouse {
            return Vec::new();
        }
        let Some(session) = &mut shared.session else {
            return Vec::new();
        };
        let area = Rect::new(0, 0, shared.size.0, shared.size.1);
        let clicked = matches!(mouse.kind, MouseEventKind::Down(MouseButton::Left));
        if let Some(effects) = clicked
            .then(|| session.click_graph(area, mouse.column, mouse.row, &shared.settings))
            .flatten()
        {
            return effects;
        }
        board_mouse(session, mouse, area, &shared.settings)
    }

    fn game_ticks(&self) -> bool {
        true
    }

    fn minimum(&self, shared: &Shared) -> (u16, u16) {
        shared
            .session
            .as_ref()
            .map_or((60, 16), |s| layout::game_minimum(s.game().id()))
    }
}

/// A click or the end of a drag on the board of `session`, laid out in
/// `area` as the game screen lays it.
pub(super) fn board_mouse(
    session: &mut Session,
    mouse: MouseEvent,
    area: Rect,
    settings: &super::settings::Settings,
) -> Vec<Effect> {
    let layout = layout::game(area, session.game().id(), session.flipped);
    let Some(at) = layout.board.square_at(mouse.column, mouse.row) else {
        return Vec::new();
    };
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => session.click(at, settings),
        // The end of a drag: the piece the press picked up goes there.
        MouseEventKind::Up(MouseButton::Left) => session.release(at, settings),
        _ => Vec::new(),
    }
}

/// Resigning and offering a draw, which may ask a question first;
/// none for the other actions.
fn ending_action(shared: &mut Shared, action: Action) -> Option<Vec<Effect>> {
    let session = shared.session.as_mut()?;
    let game = session.game().id();
    match action {
        Action::Resign => {
            if let Some(loser) = session.resigner() {
                shared.confirm = Some(Confirm::Resign { game, loser });
            }
            Some(Vec::new())
        }
        Action::OfferDraw => match session.draw_answer() {
            Some(DrawAnswer::Person(_)) if game.can_draw() => {
                let by = session.game().side_to_move();
                shared.confirm = Some(Confirm::AcceptDraw { game, by });
                Some(Vec::new())
            }
            _ => Some(session.offer_draw()),
        },
        _ => None,
    }
}

/// The save prompt's Enter: the game saved under the name typed.
fn save_as(session: &mut Session) -> Vec<Effect> {
    match session.take_save_name() {
        Some(name) => vec![Effect::Files(FileRequest::SaveAs(SaveRequest {
            name,
            record: Box::new(session.record()),
            replace: false,
        }))],
        None => Vec::new(),
    }
}

/// The export prompt's Enter: the game written where typed.
fn export(session: &mut Session) -> Vec<Effect> {
    let Some((path, format)) = session.take_export() else {
        return Vec::new();
    };
    match session.export_text(format) {
        Ok(text) => vec![Effect::Files(FileRequest::Export(ExportRequest {
            path,
            file_name: format.file_name(session.game().id()),
            text,
        }))],
        Err(error) => {
            session.warn(error.explain(session.lang()));
            Vec::new()
        }
    }
}

/// Where the export prompt starts: the exports folder, named for the
/// game (the shell answers with a free name if it is taken).
fn export_path(shared: &Shared, game: GameId, format: ExportFormat) -> String {
    let file = format.file_name(game);
    match &shared.locations {
        Some(paths) => shown(&paths.exports().join(file)),
        None => file,
    }
}
