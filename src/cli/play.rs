//! `tabuleiro play`: the full-screen app, straight into a game.

use super::Start;
use crate::ai::Bot;
use crate::app::session::{NewGame, Player, PlayerKind};
use crate::app::setup::{self, Mode};
use crate::games::{GameId, Options, Side};

/// Reads a player id: `human` or a computer player of the game.
fn player(game: GameId, id: &str) -> Result<PlayerKind, String> {
    if id.trim() == "human" {
        return Ok(PlayerKind::Human);
    }
    Bot::parse(game, id)
        .map(PlayerKind::Computer)
        .map_err(|e| e.to_string())
}

pub fn run(game: GameId, p1: &str, p2: &str, start: &Start) -> Result<(), String> {
    let kinds = [player(game, p1)?, player(game, p2)?];
    let mode = match kinds.each_ref().map(PlayerKind::is_computer) {
        [false, false] => Mode::HumanVsHuman,
        [true, true] => Mode::ComputerVsComputer,
        _ => Mode::HumanVsComputer,
    };
    let players = [Side::One, Side::Two].map(|side| {
        let kind = kinds[side.index()].clone();
        Player {
            name: setup::default_name(&kind, mode, side),
            kind,
        }
    });
    let options = Options {
        deal: start.seed,
        ..Options::default()
    };
    let new = NewGame {
        game: start.game(game)?,
        options,
        players,
    };
    let (mut app, files, look, mut effects) = crate::shell::terminal::open_app();
    effects.extend(app.play(new));
    crate::shell::terminal::run(app, effects, files, &look).map_err(|e| e.to_string())
}
