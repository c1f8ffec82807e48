//! `tabuleiro play`: the full-screen app, straight into a game.

use super::Start;
use crate::ai::Entrant;
use crate::app::engines::EngineEntry;
use crate::app::session::{NewGame, Player, PlayerKind};
use crate::app::setup::{self, Mode};
use crate::games::{GameId, Options, Side};
use crate::i18n::Lang;

/// A player id read: `human`, a computer player of the game, or an
/// engine (`uci:<command>`), which the app is offered for this run.
fn player(game: GameId, id: &str) -> Result<(PlayerKind, Option<EngineEntry>), String> {
    if id.trim() == "human" {
        return Ok((PlayerKind::Human, None));
    }
    match Entrant::parse(game, id).map_err(|e| e.to_string())? {
        Entrant::Bot(bot) => Ok((PlayerKind::Computer(bot), None)),
        Entrant::Engine(spec) => {
            let engine = EngineEntry::from_command_line(&spec, game);
            Ok((PlayerKind::Engine(engine.name.clone()), Some(engine)))
        }
    }
}

pub fn run(game: GameId, p1: &str, p2: &str, start: &Start) -> Result<(), String> {
    let [(one, engine_one), (two, engine_two)] = [player(game, p1)?, player(game, p2)?];
    let kinds = [one, two];
    let mode = match kinds.each_ref().map(PlayerKind::is_computer) {
        [false, false] => Mode::HumanVsHuman,
        [true, true] => Mode::ComputerVsComputer,
        _ => Mode::HumanVsComputer,
    };
    let players = [Side::One, Side::Two].map(|side| {
        let kind = kinds[side.index()].clone();
        Player {
            name: setup::default_name(Lang::English, &kind, mode, side),
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
    for engine in [engine_two, engine_one].into_iter().flatten() {
        app.offer_engine(engine);
    }
    effects.extend(app.play(new));
    crate::shell::terminal::run(app, effects, files, &look).map_err(|e| e.to_string())
}
