//! Every sentence the interface shows, in one place, so the wording stays
//! consistent and is easy to review.

use std::borrow::Cow;

use crate::games::hasami::QUIET_LIMIT;
use crate::games::{
    ABORTED, Abort, AnyGame, Coord, End, Fact, GameId, HasamiWin, Options, Outcome, Reason, Side,
};
use crate::i18n::{Arg, Lang, Msg};
use crate::quote::spelled;
use crate::rating::Pace;
use crate::rooms::{NAME_MAX, NameRefusal, OfferKind};
use crate::store::Board;

pub const TITLE: Msg = Msg("title");
pub const SUBTITLE: Msg = Msg("subtitle");

pub const MENU_CONTINUE: Msg = Msg("menu-continue");
pub const MENU_NEW: Msg = Msg("menu-new");
pub const MENU_LOAD: Msg = Msg("menu-load");
pub const MENU_RULES: Msg = Msg("menu-rules");
pub const MENU_SETTINGS: Msg = Msg("menu-settings");
pub const MENU_STATISTICS: Msg = Msg("menu-statistics");
pub const MENU_ABOUT: Msg = Msg("menu-about");
pub const MENU_QUIT: Msg = Msg("menu-quit");

pub const SETUP_TITLE: Msg = Msg("setup-title");
pub const SETUP_GAME: Msg = Msg("setup-game");
pub const SETUP_MODE: Msg = Msg("setup-mode");
pub const SETUP_SIDE: Msg = Msg("setup-side");
pub const SETUP_BOT: Msg = Msg("setup-bot");
pub const SETUP_FIRST: Msg = Msg("setup-first");
pub const SETUP_DEAL: Msg = Msg("setup-deal");
pub const SETUP_HASAMI_WIN: Msg = Msg("setup-hasami-win");
pub const SETUP_CORNER: Msg = Msg("setup-corner");
pub const SETUP_EDGE: Msg = Msg("setup-edge");
pub const SETUP_STALL: Msg = Msg("setup-stall");
pub const SETUP_FEN: Msg = Msg("setup-fen");
pub const SETUP_START: Msg = Msg("setup-start");
/// The new-game form as it opens a room of `tabuleiro serve`.
pub const ROOM_FORM_TITLE: Msg = Msg("room-form-title");
pub const ROOM_FORM_START: Msg = Msg("room-form-start");
pub const SETUP_FEN_EMPTY: Msg = Msg("setup-fen-empty");
pub const SETUP_CLOCK: Msg = Msg("setup-clock");
pub const SETUP_CLOCK_BASE: Msg = Msg("setup-clock-base");
pub const SETUP_CLOCK_INCREMENT: Msg = Msg("setup-clock-increment");
pub const SETUP_RATED: Msg = Msg("setup-rated");
pub const CLOCK_NONE: Msg = Msg("clock-none");
pub const CLOCK_CUSTOM: Msg = Msg("clock-custom");

/// A time control as people name it, the same in the form, the lobby
/// and the panel: base minutes and increment seconds, `5+3`, `0.5` s
/// increments as `2+0.5`. A base that is not whole minutes reads as the
/// clock will show it at the start, `0:30+0`, `1:30+2`. Correspondence
/// reads in days per move: `1 day`, `3 days`.
pub fn time_control(lang: Lang, control: &crate::games::TimeControl) -> String {
    use crate::games::TimeControl;
    let (base, increment) = match *control {
        TimeControl::Fischer { base, increment } => (base, increment),
        TimeControl::PerMove { days } => {
            return lang.tr_with(Msg("time-days"), &[("count", days.into())]);
        }
    };
    let secs = base.as_secs();
    let base = if secs % 60 == 0 && base.subsec_nanos() == 0 {
        (secs / 60).to_string()
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    };
    format!("{base}+{}", increment.as_secs_f64())
}

pub const MODE_HVH: Msg = Msg("mode-hvh");
pub const MODE_HVC: Msg = Msg("mode-hvc");
pub const MODE_CVC: Msg = Msg("mode-cvc");
pub const RANDOM: Msg = Msg("random");
pub const ON: Msg = Msg("on");
pub const OFF: Msg = Msg("off");
/// How a Hasami Shogi game is won, as the form and the panel say it.
pub fn hasami_win(win: HasamiWin) -> Msg {
    match win {
        HasamiWin::TwoLeft => Msg("hasami-win-two-left"),
        HasamiWin::OneLeft => Msg("hasami-win-one-left"),
        HasamiWin::Captures => Msg("hasami-win-captures"),
    }
}

/// The option of a game worth a line beside its board, if it has one.
pub fn game_facts(lang: Lang, game: GameId, options: &Options) -> Option<String> {
    Some(match game.info().fact? {
        Fact::Deal => massacre_deal(lang, options.deal),
        Fact::HasamiWin => lang.tr(hasami_win(options.hasami_win)).into_owned(),
    })
}
pub const STALL_27: Msg = Msg("stall-27");
pub const STALL_CLOCK: Msg = Msg("stall-clock");

/// A computer's seat: its name and level, "Computer (master)".
pub fn computer_seat(name: &str, level: &str) -> String {
    format!("{name} ({level})")
}
pub const COMPUTER_NAME: Msg = Msg("computer-name");
pub const DEFAULT_HUMAN_NAME: Msg = Msg("default-human-name");
pub const DEFAULT_PLAYER_NAMES: [Msg; 2] =
    [Msg("default-player-names-1"), Msg("default-player-names-2")];

pub const SETTINGS_TITLE: Msg = Msg("settings-title");
pub const SETTINGS_MOUSE: Msg = Msg("settings-mouse");
pub const SETTINGS_TARGETS: Msg = Msg("settings-targets");
pub const SETTINGS_PAUSE: Msg = Msg("settings-pause");
pub const SETTINGS_MASTER: Msg = Msg("settings-master");
pub const SETTINGS_COORDINATES: Msg = Msg("settings-coordinates");
pub const SETTINGS_BELL: Msg = Msg("settings-bell");
pub const SETTINGS_ROOM_BELL: Msg = Msg("settings-room-bell");
pub const SETTINGS_THEME: Msg = Msg("settings-theme");

/// A theme as Settings names it: the bundled ones (and Automatic) in the
/// reader's language; a theme of the user's own by its file name.
pub fn theme_title(lang: Lang, name: &str) -> Cow<'static, str> {
    let msg = match name {
        "automatic" => Msg("theme-automatic"),
        "default" => Msg("theme-default"),
        "light" => Msg("theme-light"),
        "high-contrast" => Msg("theme-high-contrast"),
        "colour-blind" => Msg("theme-colour-blind"),
        "monochrome" => Msg("theme-monochrome"),
        own => return Cow::Owned(own.to_string()),
    };
    lang.tr(msg)
}
pub const SETTINGS_COLOURS: Msg = Msg("settings-colours");
pub const COLOURS_AUTO: Msg = Msg("colours-auto");
pub const COLOURS_TRUE: Msg = Msg("colours-true");
pub const COLOURS_NONE: Msg = Msg("colours-none");
pub const SETTINGS_PIECES: Msg = Msg("settings-pieces");
pub const PIECES_FIGURES: Msg = Msg("pieces-figures");
pub const PIECES_UNICODE: Msg = Msg("pieces-unicode");
pub const PIECES_ASCII: Msg = Msg("pieces-ascii");
pub const PIECES_KANJI: Msg = Msg("pieces-kanji");
pub const SETTINGS_ANIMATION: Msg = Msg("settings-animation");
pub const ANIMATION_FAST: Msg = Msg("animation-fast");
pub const ANIMATION_NORMAL: Msg = Msg("animation-normal");
pub const ANIMATION_SLOW: Msg = Msg("animation-slow");
pub const SETTINGS_EVALUATION: Msg = Msg("settings-evaluation");
pub const EVALUATION_ALWAYS: Msg = Msg("evaluation-always");
pub const EVALUATION_AGAINST_COMPUTER: Msg = Msg("evaluation-against-computer");
pub const EVALUATION_NEVER: Msg = Msg("evaluation-never");
pub const SETTINGS_CONFIRM_QUIT: Msg = Msg("settings-confirm-quit");
pub const SETTINGS_LANGUAGE: Msg = Msg("settings-language");
/// The Automatic language, with the language the locale reads.
pub const LANGUAGE_AUTOMATIC: Msg = Msg("language-automatic");
pub const SETTINGS_NOTE: Msg = Msg("settings-note");
pub const SETTINGS_NOTE_SERVED: Msg = Msg("settings-note-served");

pub const LOAD_TITLE: Msg = Msg("load-title");
pub const LOAD_NONE: Msg = Msg("load-none");
pub const LOAD_NEWER: Msg = Msg("load-newer");
pub const LOAD_UNREADABLE: Msg = Msg("load-unreadable");

/// A save on the Load screen: its game, its players and how far it went.
pub fn save_summary(lang: Lang, game: GameId, players: [&str; 2], moves: usize) -> String {
    lang.tr_with(
        Msg("load-summary"),
        &[
            ("game", game.title(lang).into()),
            ("one", players[0].into()),
            ("two", players[1].into()),
            ("moves", moves.into()),
        ],
    )
}

pub const STATS_TITLE: Msg = Msg("stats-title");
pub const STATS_NONE: Msg = Msg("stats-none");
pub const STATS_HEADER: [Msg; 5] = [
    Msg("stats-header-1"),
    Msg("stats-header-2"),
    Msg("stats-header-3"),
    Msg("stats-header-4"),
    Msg("stats-header-5"),
];

pub const ABOUT_TITLE: Msg = Msg("about-title");
pub const ABOUT_SUMMARY: Msg = Msg("about-summary");
pub const ABOUT_LICENCE: Msg = Msg("about-licence");
pub const ABOUT_SETTINGS: Msg = Msg("about-settings");
pub const ABOUT_SAVES: Msg = Msg("about-saves");
pub const ABOUT_NO_FILES: Msg = Msg("about-no-files");

pub const PANEL_MOVES: Msg = Msg("panel-moves");
/// Shown for an evaluation not yet worked out for the position.
pub const PANEL_EVAL_PENDING: Msg = Msg("panel-eval-pending");
pub const PANEL_RESULT: Msg = Msg("panel-result");
pub const PANEL_THINKING: Msg = Msg("panel-thinking");
pub const PANEL_ANALYSING: Msg = Msg("panel-analysing");
pub const PANEL_SCORE: Msg = Msg("panel-score");
pub const PANEL_PAUSED: Msg = Msg("panel-paused");

pub const PROMPT: Msg = Msg("prompt");
pub const SAVE_PROMPT: Msg = Msg("save-prompt");
pub const EXPORT_RECORD: Msg = Msg("export-record");
pub const IMPORT_TITLE: Msg = Msg("import-title");
pub const IMPORT_NOTE: Msg = Msg("import-note");
pub const IMPORT_PROMPT: Msg = Msg("import-prompt");
pub const NO_PGN: Msg = Msg("no-pgn");
pub const CONFIRM_LEAVE: Msg = Msg("confirm-leave");
/// Asked when a player leaves a room's game under way.
pub const CONFIRM_LEAVE_SEAT: Msg = Msg("confirm-leave-seat");
/// Asked when a player leaves a correspondence game under way.
pub const CONFIRM_LEAVE_SEAT_BY_POST: Msg = Msg("confirm-leave-seat-by-post");
pub const CONFIRM_QUIT_PLAIN: Msg = Msg("confirm-quit-plain");
pub const CONFIRM_QUIT_SEAT: Msg = Msg("confirm-quit-seat");
pub const NO_OTHER_OPPONENT: Msg = Msg("no-other-opponent");
pub const CONFIRM_QUIT: Msg = Msg("confirm-quit");
pub const PROMOTE: Msg = Msg("promote");
pub const NOT_YOUR_PIECE: Msg = Msg("not-your-piece");
pub const NO_MOVES_FROM: Msg = Msg("no-moves-from");
pub const NOT_YOUR_TURN: Msg = Msg("not-your-turn");
/// The move prompt's label while the computer thinks: the move waits.
pub const PREMOVE_PROMPT: Msg = Msg("premove-prompt");
pub const PREMOVE_CANCELLED: Msg = Msg("premove-cancelled");
pub const HINT_THINKING: Msg = Msg("hint-thinking");
pub const NOTHING_TO_UNDO: Msg = Msg("nothing-to-undo");
pub const NOTHING_TO_REDO: Msg = Msg("nothing-to-redo");
pub const PAUSED: Msg = Msg("paused");
pub const RESUMED: Msg = Msg("resumed");
pub const STEPPED: Msg = Msg("stepped");
pub const GAME_OVER: Msg = Msg("game-over");
pub const OVER_NEW: Msg = Msg("over-new");
pub const OVER_REMATCH: Msg = Msg("over-rematch");
pub const OVER_REVIEW: Msg = Msg("over-review");
pub const OVER_MENU: Msg = Msg("over-menu");
pub const DRAW: Msg = Msg("draw");
pub const POSITION_TITLE: Msg = Msg("position-title");
pub const POSITION_COPY: Msg = Msg("position-copy");

pub fn too_small(lang: Lang, width: u16, height: u16, need_width: u16, need_height: u16) -> String {
    lang.tr_with(
        Msg("too-small"),
        &[
            ("width", width.into()),
            ("height", height.into()),
            ("need-width", need_width.into()),
            ("need-height", need_height.into()),
        ],
    )
}

pub const ENGINES_TITLE: Msg = Msg("engines-title");
pub const ENGINE_TITLE: Msg = Msg("engine-title");
pub const ENGINES_ADD: Msg = Msg("engines-add");
pub const ENGINES_NOTE: Msg = Msg("engines-note");
pub const ENGINE_FORM_NOTE: Msg = Msg("engine-form-note");
pub const ENGINE_NAME: Msg = Msg("engine-name");
pub const ENGINE_COMMAND: Msg = Msg("engine-command");
pub const ENGINE_OPTIONS: Msg = Msg("engine-options");
pub const ENGINE_NEEDS_NAME: Msg = Msg("engine-needs-name");
pub const ENGINE_NEEDS_GAME: Msg = Msg("engine-needs-game");

pub fn engine_name_taken(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("engine-name-taken"), &[("name", name.into())])
}

/// How many engines the Settings row says are set up.
pub fn engines_count(lang: Lang, count: usize) -> String {
    lang.tr_with(Msg("engines-count"), &[("count", count.into())])
}

/// An engine failed during a game; the game waits for another opponent.
pub fn engine_failed(lang: Lang, reason: &str, stand_in: &str) -> String {
    lang.tr_with(
        Msg("engine-failed"),
        &[("reason", reason.into()), ("stand-in", stand_in.into())],
    )
}

/// A game's engine is no longer in the settings.
pub fn engine_missing(lang: Lang, name: &str, stand_in: &str) -> String {
    lang.tr_with(
        Msg("engine-missing"),
        &[("name", name.into()), ("stand-in", stand_in.into())],
    )
}

/// An engine of the settings that cannot run as written.
pub fn engine_unusable(lang: Lang, name: &str, reason: &str) -> String {
    lang.tr_with(
        Msg("engine-unusable"),
        &[("name", name.into()), ("reason", reason.into())],
    )
}

/// The evaluation row's title: whose view its sign takes.
pub fn panel_eval(lang: Lang, side: &str) -> String {
    lang.tr_with(Msg("panel-eval"), &[("side", side.into())])
}

/// The label before the pieces `side` took: "Black captured: ".
pub fn captured_by(lang: Lang, side: &str) -> String {
    lang.tr_with(Msg("panel-captured-by"), &[("side", side.into())])
}

/// A game's score beside each player's name, player 1 first:
/// "Ana 5 – 3 Computer".
pub fn score_sides(lang: Lang, names: [&str; 2], points: [u32; 2]) -> String {
    lang.tr_with(
        Msg("panel-score-sides"),
        &[
            ("one", names[0].into()),
            ("one-points", points[0].into()),
            ("two-points", points[1].into()),
            ("two", names[1].into()),
        ],
    )
}

/// Said when the board is turned round: whose side is now nearest.
pub fn flipped(lang: Lang, side: &str) -> String {
    lang.tr_with(Msg("flipped"), &[("side", side.into())])
}

/// Said when typing or pasting met a text field's maximum.
pub fn at_most(lang: Lang, max: usize) -> String {
    lang.tr_with(Msg("at-most"), &[("max", max.into())])
}

/// The line under the board while a premove waits for the turn.
pub fn premove_waiting(lang: Lang, mv: &str) -> String {
    lang.tr_with(Msg("premove-waiting"), &[("move", mv.into())])
}

/// A premove that could not be played when the turn came, and why.
pub fn premove_dropped(lang: Lang, mv: &str, reason: &str) -> String {
    lang.tr_with(
        Msg("premove-dropped"),
        &[("move", mv.into()), ("reason", reason.into())],
    )
}

/// A premove typed that no move of the computer's would make legal.
pub fn premove_impossible(lang: Lang, mv: &str) -> String {
    lang.tr_with(Msg("premove-impossible"), &[("move", mv.into())])
}

pub fn hint_found(lang: Lang, mv: &str) -> String {
    lang.tr_with(Msg("hint-found"), &[("move", mv.into())])
}

/// The label of the export prompt: `Export PGN to: `.
pub fn export_prompt(lang: Lang, format: &str) -> String {
    lang.tr_with(Msg("export-prompt"), &[("format", format.into())])
}

pub fn exported_to(lang: Lang, path: &str) -> String {
    lang.tr_with(Msg("exported-to"), &[("path", path.into())])
}

/// The setup row for a player's name, by the game's name for the side.
pub fn setup_name(lang: Lang, side: &str) -> String {
    lang.tr_with(Msg("setup-name"), &[("side", side.into())])
}

/// The New game form's computer for one side, in a game of computers:
/// "White computer".
pub fn setup_bot(lang: Lang, side: &str) -> String {
    lang.tr_with(Msg("setup-bot-side"), &[("side", side.into())])
}

pub fn theme_missing(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("theme-missing"), &[("name", name.into())])
}

/// A file that could not be used and was renamed aside.
pub fn kept_aside(lang: Lang, problem: &str, kept: &str) -> String {
    lang.tr_with(
        Msg("kept-aside"),
        &[("problem", problem.into()), ("kept", kept.into())],
    )
}

pub fn confirm_replace_save(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("confirm-replace-save"), &[("name", name.into())])
}

/// Asked before `loser` resigns: "White resigns? Black wins the game."
pub fn confirm_resign(lang: Lang, loser: &str, winner: &str) -> String {
    lang.tr_with(
        Msg("confirm-resign"),
        &[("loser", loser.into()), ("winner", winner.into())],
    )
}

/// Asked of the other person at the keyboard when a draw is offered.
pub fn accept_draw(lang: Lang, by: &str, to: &str) -> String {
    lang.tr_with(Msg("accept-draw"), &[("by", by.into()), ("to", to.into())])
}

/// Said when the other person at the keyboard declines a draw.
pub fn draw_declined(lang: Lang, by: &str) -> String {
    lang.tr_with(Msg("draw-declined"), &[("by", by.into())])
}

/// What a room's standing offer asks, by whom.
pub fn room_offer(lang: Lang, kind: OfferKind, by: &str) -> String {
    let msg = match kind {
        OfferKind::Draw => Msg("room-offer-draw"),
        OfferKind::Takeback(1) => Msg("room-offer-takeback-one"),
        OfferKind::Takeback(_) => Msg("room-offer-takeback-two"),
        OfferKind::Rematch => Msg("room-offer-rematch"),
    };
    lang.tr_with(msg, &[("by", by.into())])
}

/// The offer to the visitor, with the keys that answer it.
pub fn answer_offer(lang: Lang, offer: &str) -> String {
    lang.tr_with(Msg("answer-offer"), &[("offer", offer.into())])
}

/// The visitor's own offer, sent: what was asked, and of whom.
pub fn offer_sent(lang: Lang, kind: OfferKind, to: &str) -> String {
    let msg = match kind {
        OfferKind::Draw => Msg("offer-sent-draw"),
        OfferKind::Takeback(1) => Msg("offer-sent-takeback-one"),
        OfferKind::Takeback(_) => Msg("offer-sent-takeback-two"),
        OfferKind::Rematch => Msg("offer-sent-rematch"),
    };
    lang.tr_with(msg, &[("to", to.into())])
}

/// The keys a room's game-over box names.
pub const ROOM_OVER_CHOICES: [Msg; 2] = [Msg("room-over-choices-1"), Msg("room-over-choices-2")];

/// Said when a rematch is declined.
pub fn rematch_declined(lang: Lang, by: &str) -> String {
    lang.tr_with(Msg("rematch-declined"), &[("by", by.into())])
}

/// Said when a takeback is declined.
pub fn takeback_declined(lang: Lang, by: &str) -> String {
    lang.tr_with(Msg("takeback-declined"), &[("by", by.into())])
}

/// Said when a takeback is accepted: how many moves went back.
pub fn taken_back(lang: Lang, by: &str, plies: usize) -> String {
    lang.tr_with(
        Msg("taken-back"),
        &[("by", by.into()), ("count", plies.into())],
    )
}

pub const DRAW_OFFERED: Msg = Msg("draw-offered");
pub const COMPUTER_DECLINES_DRAW: Msg = Msg("computer-declines-draw");

pub const CONFIRM_REPLACE_GAME: Msg = Msg("confirm-replace-game");
pub const CONFIRM_START_NEW: Msg = Msg("confirm-start-new");
pub const SETTINGS_NOTATION: Msg = Msg("settings-notation");
pub const SETTINGS_NAME: Msg = Msg("settings-name");
pub const NOTATION_LETTERS: Msg = Msg("notation-letters");
pub const NOTATION_ENGLISH: Msg = Msg("notation-english");
pub const NOTATION_FIGURINES: Msg = Msg("notation-figurines");

pub fn confirm_delete(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("confirm-delete"), &[("name", name.into())])
}

pub fn saved_as(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("saved-as"), &[("name", name.into())])
}

/// Whether `name` is the computer's default name, in either language.
pub fn is_computer_name(name: &str) -> bool {
    let trimmed = name.trim();
    trimmed.is_empty()
        || Lang::ALL
            .iter()
            .any(|l| trimmed.eq_ignore_ascii_case(&l.tr(COMPUTER_NAME)))
}

/// "Ana wins", but "You win": the default human name, in either
/// language and whatever its case, is the reader.
pub fn wins(lang: Lang, name: &str) -> String {
    let trimmed = name.trim();
    let you = Lang::ALL
        .iter()
        .any(|l| trimmed.eq_ignore_ascii_case(&l.tr(DEFAULT_HUMAN_NAME)));
    if you {
        lang.tr(Msg("you-win")).into_owned()
    } else {
        lang.tr_with(Msg("wins"), &[("name", name.into())])
    }
}

/// How a game ended, in its own words: "White wins by checkmate",
/// "Black wins: the king reached the 8th rank", "Player 2 wins: zone
/// empty, 9-14" (player 1's count first, as in `0-1` and the panel's
/// score).
pub fn game_result(lang: Lang, game: &AnyGame, end: End) -> String {
    let names = game.id().side_titles(lang);
    let loser = match end.outcome {
        Outcome::Win(side) => side.opponent(),
        Outcome::Draw => Side::Two,
    };
    let loser_name = names[loser.index()];
    let [one, two] = game.scores();
    let scores = format!("{one}-{two}");
    let plain = |key: &'static str| lang.tr(Msg(key)).into_owned();
    let with = |key: &'static str, args: &[(&str, Arg<'_>)]| lang.tr_with(Msg(key), args);
    let how = match end.reason {
        Reason::Checkmate => plain("how-checkmate"),
        Reason::Stalemate => plain("how-stalemate"),
        Reason::FiftyMoves => plain("how-fifty-moves"),
        Reason::InsufficientMaterial => plain("how-insufficient-material"),
        Reason::Repetition => plain("how-repetition"),
        Reason::RaceWon => plain("how-race-won"),
        Reason::RaceDrawn => plain("how-race-drawn"),
        Reason::NoCapture => with("how-no-capture", &[("loser", loser_name.into())]),
        Reason::ZoneEmpty => {
            let tie = one == two && matches!(end.outcome, Outcome::Win(_));
            let key = if tie {
                "how-zone-empty-last-move"
            } else {
                "how-zone-empty"
            };
            with(key, &[("scores", scores.into())])
        }
        Reason::Stalled => with("how-stalled", &[("scores", scores.into())]),
        Reason::NoMoves => with("how-no-moves", &[("loser", loser_name.into())]),
        Reason::PiecesLeft => with(
            "how-pieces-left",
            &[
                ("loser", loser_name.into()),
                ("count", pieces_of(game, loser).into()),
            ],
        ),
        // The scores count the pieces missing from the board, as the rule
        // does: a game set up with pieces already taken counts them too.
        Reason::Captures => with("how-captures", &[("scores", scores.into())]),
        Reason::QuietLimit => with("how-quiet-limit", &[("count", QUIET_LIMIT.into())]),
        Reason::Time => match end.outcome {
            Outcome::Win(_) => with("how-time", &[("loser", loser_name.into())]),
            Outcome::Draw => {
                // The clock that ran out is the mover's.
                let flagged = game.side_to_move();
                let other = names[flagged.opponent().index()];
                with(
                    "how-time-no-win",
                    &[
                        ("flagged", names[flagged.index()].into()),
                        ("other", other.into()),
                    ],
                )
            }
        },
        Reason::Abandoned => match end.outcome {
            Outcome::Win(_) => with("how-abandoned", &[("loser", loser_name.into())]),
            Outcome::Draw => plain("how-abandoned-no-win"),
        },
        Reason::Resigned => with("how-resigned", &[("loser", loser_name.into())]),
        Reason::Agreed => plain("how-agreed"),
    };
    match end.outcome {
        Outcome::Win(side) => with(
            "result-win",
            &[("winner", names[side.index()].into()), ("how", how.into())],
        ),
        Outcome::Draw => with("result-draw", &[("how", how.into())]),
    }
}

/// How many pieces a side has on the board.
fn pieces_of(game: &AnyGame, side: Side) -> usize {
    let dims = game.dims();
    (0..dims.files)
        .flat_map(|file| (0..dims.ranks).map(move |rank| Coord::new(file, rank)))
        .filter(|&at| game.piece_at(at).is_some_and(|p| p.owner == side))
        .count()
}

/// A search's nodes, counted as shown ("12k"), in the panel's search line.
pub fn nodes(lang: Lang, count: &str) -> String {
    lang.tr_with(Msg("panel-nodes"), &[("count", count.into())])
}

/// A watched game's own pause between moves, and the setting's.
pub fn game_pause_set(lang: Lang, ms: u64, setting: u64) -> String {
    lang.tr_with(
        Msg("game-pause-set"),
        &[
            ("seconds", seconds(lang, ms).into()),
            ("setting", seconds(lang, setting).into()),
        ],
    )
}

pub fn massacre_deal(lang: Lang, deal: u64) -> String {
    lang.tr_with(Msg("massacre-deal"), &[("deal", deal.to_string().into())])
}

/// A time in seconds with tenths, in the reader's decimals (`0,8 s`).
pub fn seconds(lang: Lang, ms: u64) -> String {
    format!("{} s", lang.decimal(ms as f64 / 1000.0, 1))
}

pub fn version_line() -> String {
    format!("tabuleiro {}", env!("CARGO_PKG_VERSION"))
}

pub const REVIEW_START: Msg = Msg("review-start");

/// The reviewed position in moves, as the move list numbers them:
/// `number` of `last`, after `side`'s ply.
pub fn review_move(lang: Lang, number: usize, last: usize, side: &str) -> String {
    lang.tr_with(
        Msg("review-move"),
        &[
            ("number", number.into()),
            ("last", last.into()),
            ("side", side.into()),
        ],
    )
}

/// Review's progress bar while the game is analysed.
pub fn analysing_ply(lang: Lang, done: usize, all: usize) -> String {
    lang.tr_with(
        Msg("analysing-ply"),
        &[("done", done.into()), ("all", all.into())],
    )
}

/// One player's marks and accuracy under the Review board, the
/// percentage named ("accuracy 87%").
pub fn analysis_summary(
    lang: Lang,
    name: &str,
    [inaccuracies, mistakes, blunders]: [usize; 3],
    accuracy: f64,
) -> String {
    let percent = accuracy.round() as u32;
    let accuracy = lang.tr_with(Msg("analysis-accuracy"), &[("percent", percent.into())]);
    format!("{name} {inaccuracies}?! {mistakes}? {blunders}?? {accuracy}")
}

/// The reviewed move with its mark, and the engine's move.
pub fn judged_move(lang: Lang, mv: &str, mark: &str, better: &str) -> String {
    lang.tr_with(
        Msg("judged-move"),
        &[
            ("move", mv.into()),
            ("mark", mark.into()),
            ("better", better.into()),
        ],
    )
}

/// A room's seat nobody has taken yet.
pub const SEAT_OPEN: Msg = Msg("seat-open");

/// A room's player whose connections are all gone.
pub fn away(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("away"), &[("name", name.into())])
}

/// A seat left empty in a game under way, and how long until it is
/// forfeited, in whole seconds rounded up: "ben (away 1:42)", short
/// enough to keep its time beside a clock in the narrowest panel.
pub fn forfeits_in(lang: Lang, name: &str, left: std::time::Duration) -> String {
    let secs = left.as_secs() + u64::from(left.subsec_nanos() > 0);
    let time = format!("{}:{:02}", secs / 60, secs % 60);
    lang.tr_with(
        Msg("forfeits-in"),
        &[("name", name.into()), ("time", time.into())],
    )
}

/// A room's game that waits for its second player.
pub const ROOM_SEAT_OPEN: Msg = Msg("room-seat-open");
/// A room's game seen by a watcher.
pub const ROOM_WATCHING: Msg = Msg("room-watching");
/// A room's game seen by a connection whose seat another connection of
/// the same key took.
pub const ROOM_SEAT_TAKEN: Msg = Msg("room-seat-taken");
/// The engine's help asked for while a room's game between people is on.
pub const ENGINE_BARRED_ROOM: Msg = Msg("engine-barred-room");
/// The engine's help asked for in a game of one's own on the server
/// while holding a seat in a room's game under way.
pub const ENGINE_BARRED_SEATED: Msg = Msg("engine-barred-seated");
/// The computer held back in a set-up position meanwhile.
pub const ENGINE_BARRED_SET_UP: Msg = Msg("engine-barred-set-up");

/// A room's game on the other player's turn.
pub fn room_their_turn(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("room-their-turn"), &[("name", name.into())])
}

/// A room's computer seat.
pub fn seat_computer(lang: Lang, level: &str) -> String {
    lang.tr_with(Msg("seat-computer"), &[("level", level.into())])
}

pub const MENU_LOBBY: Msg = Msg("menu-lobby");

/// Said when a visitor's input came faster than their session takes it.
pub const INPUT_DROPPED: Msg = Msg("input-dropped");

/// The lobby's word after the name was changed.
pub fn renamed(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("renamed"), &[("name", name.into())])
}

/// The lobby's word when the name asked for is another key's.
pub fn name_taken(lang: Lang, wanted: &str, name: &str) -> String {
    lang.tr_with(
        Msg("name-taken"),
        &[("wanted", wanted.into()), ("name", name.into())],
    )
}

/// The lobby's word when the user name the visitor logged in with
/// cannot be a name, so they go by the guest name.
pub fn login_name_refused(lang: Lang, refusal: NameRefusal) -> String {
    match refusal {
        NameRefusal::Empty => lang.tr(Msg("login-name-empty")).into_owned(),
        NameRefusal::Character(c) => {
            lang.tr_with(Msg("login-name-character"), &[("char", spelled(c).into())])
        }
        NameRefusal::TooLong => {
            lang.tr_with(Msg("login-name-too-long"), &[("most", NAME_MAX.into())])
        }
    }
}

pub const LOBBY_TITLE: Msg = Msg("lobby-title");
pub const LOBBY_EMPTY: Msg = Msg("lobby-empty");
/// The lobby's mark on a room where the visitor's key holds a seat.
pub const YOUR_SEAT: Msg = Msg("your-seat");
pub const YOUR_SEAT_KEY: Msg = Msg("your-seat-key");

/// The lobby's word to a visitor back with seats in several games.
pub fn seats_in(lang: Lang, rooms: usize) -> String {
    lang.tr_with(Msg("seats-in"), &[("count", rooms.into())])
}
pub const LOBBY_HEADER: [Msg; 6] = [
    Msg("lobby-header-1"),
    Msg("lobby-header-2"),
    Msg("lobby-header-3"),
    Msg("lobby-header-4"),
    Msg("lobby-header-5"),
    Msg("lobby-header-6"),
];
/// The lobby's headings over the visitor's own games and the others.
pub const LOBBY_YOUR_GAMES: Msg = Msg("lobby-your-games");
pub const LOBBY_OTHER_ROOMS: Msg = Msg("lobby-other-rooms");
/// The State of a game of the visitor's where they are to move.
pub const STATE_YOUR_MOVE: Msg = Msg("state-your-move");
pub const NAME_PROMPT: Msg = Msg("name-prompt");
/// The lobby's `p` prompt: whose profile to look up.
pub const LOOKUP_PROMPT: Msg = Msg("lookup-prompt");
pub const CHAT_PROMPT: Msg = Msg("chat-prompt");
pub const RECORD_TITLE: Msg = Msg("record-title");
pub const RECORD_COPY: Msg = Msg("record-copy");
/// Under the record once `c` sent it to the terminal's clipboard.
pub const RECORD_COPIED: Msg = Msg("record-copied");
pub const STATE_WAITING: Msg = Msg("state-waiting");
pub const STATE_PLAYING: Msg = Msg("state-playing");
/// A room's game ended with time, its end not kept yet.
pub const ROOM_SAVING: Msg = Msg("room-saving");
/// The lobby's State of a game aborted for want of a first move.
pub const STATE_ABORTED: Msg = Msg("state-aborted");

/// The heading of a room's chat, with how many watch; a watcher is told
/// they are one.
pub fn chat_title(lang: Lang, watchers: usize, watching: bool) -> String {
    let key = if watching {
        "chat-title-watching"
    } else {
        "chat-title"
    };
    let others = watchers.saturating_sub(1);
    lang.tr_with(
        Msg(key),
        &[("count", watchers.into()), ("others", others.into())],
    )
}

/// The chat's marker when scrolled back: how many lines are below.
pub fn chat_newer(lang: Lang, count: usize) -> String {
    lang.tr_with(Msg("chat-newer"), &[("count", count.into())])
}

/// The name the lobby shows for the visitor.
pub fn you_are(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("you-are"), &[("name", name.into())])
}

/// A room's seat as its players line and the panel name it, a person
/// with their rating (`1500?` while provisional), or after a rated game
/// their new rating and its change (`ana 1720 +58`).
pub fn seat(lang: Lang, seat: &crate::rooms::SeatView) -> String {
    use crate::rooms::SeatView;
    match seat {
        SeatView::Open => lang.tr(SEAT_OPEN).into_owned(),
        SeatView::Person {
            name,
            present,
            rating,
            change,
        } => {
            let rated = match (change, rating) {
                (Some(change), _) => format!("{name} {change}"),
                (None, Some(rating)) => format!("{name} {rating}"),
                (None, None) => name.clone(),
            };
            if *present { rated } else { away(lang, &rated) }
        }
        SeatView::Computer(bot) => seat_computer(lang, bot.title(lang)),
    }
}

/// Where a room's game stands, in the lobby's State column.
pub fn phase(lang: Lang, phase: crate::rooms::Phase) -> Cow<'static, str> {
    use crate::rooms::Phase;
    match phase {
        Phase::Waiting => lang.tr(STATE_WAITING),
        Phase::Playing => lang.tr(STATE_PLAYING),
        Phase::Over(end) => Cow::Borrowed(end.outcome.result()),
        Phase::Aborted(_) => lang.tr(STATE_ABORTED),
    }
}

/// What a room's game did to the ratings, in its game-over box: each
/// player's new rating and its change (`ana 1720 +58`), or that it was
/// not rated; nothing for TV's show.
pub fn room_ratings(lang: Lang, view: &crate::rooms::RoomView) -> Vec<String> {
    use crate::rooms::SeatView;
    // The show is never rated, and nobody would think it is.
    if view.tv {
        return Vec::new();
    }
    if !view.rated {
        return vec![lang.tr(NOT_RATED).into_owned()];
    }
    let changed = |seat: &SeatView| match seat {
        SeatView::Person {
            name,
            change: Some(change),
            ..
        } => Some(format!("{name} {change}")),
        _ => None,
    };
    view.seats.iter().filter_map(changed).collect()
}

/// A room's game over that changed no rating.
pub const NOT_RATED: Msg = Msg("not-rated");

/// A rated room's game played unrated: its players had their rated
/// games together for the day.
pub fn room_over_pair_limit(lang: Lang) -> String {
    let most = crate::rating::RATED_PAIR_GAMES;
    lang.tr_with(Msg("room-over-pair-limit"), &[("most", most.into())])
}

/// A room's game aborted: `name` made no first move in time, or
/// resigned or agreed a draw before each side had moved.
pub fn room_aborted(lang: Lang, abort: Abort, name: &str) -> String {
    let key = match abort {
        Abort::NoFirstMove(_) => "room-aborted",
        Abort::By(_) => "room-aborted-by",
    };
    lang.tr_with(Msg(key), &[("name", name.into())])
}

pub const PROFILE_RATINGS: [Msg; 6] = [
    Msg("profile-ratings-1"),
    Msg("profile-ratings-2"),
    Msg("profile-ratings-3"),
    Msg("profile-ratings-4"),
    Msg("profile-ratings-5"),
    Msg("profile-ratings-6"),
];
pub const PROFILE_NO_RATINGS: Msg = Msg("profile-no-ratings");
pub const PROFILE_RECENT: Msg = Msg("profile-recent");
pub const PROFILE_GAMES: [Msg; 6] = [
    Msg("profile-games-1"),
    Msg("profile-games-2"),
    Msg("profile-games-3"),
    Msg("profile-games-4"),
    Msg("profile-games-5"),
    Msg("profile-games-6"),
];
pub const PROFILE_NO_GAMES: Msg = Msg("profile-no-games");
pub const RESULT_WON: Msg = Msg("result-won");
pub const RESULT_LOST: Msg = Msg("result-lost");
pub const RESULT_DRAWN: Msg = Msg("result-drawn");
pub const LEADERBOARD_HEADER: [Msg; 5] = [
    Msg("leaderboard-header-1"),
    Msg("leaderboard-header-2"),
    Msg("leaderboard-header-3"),
    Msg("leaderboard-header-4"),
    Msg("leaderboard-header-5"),
];

/// A profile's title line.
pub fn profile_title(lang: Lang, name: &str) -> String {
    lang.tr_with(Msg("profile-title"), &[("name", name.into())])
}

/// When a player was first seen, as a PGN date (`2026.11.26`).
pub fn member_since(lang: Lang, date: &str) -> String {
    lang.tr_with(Msg("member-since"), &[("date", date.into())])
}

/// The leaderboard's title line.
pub fn leaderboard_title(lang: Lang, game: &str, pace: &str) -> String {
    lang.tr_with(
        Msg("leaderboard-title"),
        &[("game", game.into()), ("pace", pace.into())],
    )
}

/// A rating's pace, as profiles and the leaderboard name it.
pub fn pace(lang: Lang, pace: Pace) -> String {
    lang.tr_with(Msg("rating-pace"), &[("pace", pace.id().into())])
}

/// Why an archived game ended, from the code the archive keeps
/// ([`Reason::code`], or [`ABORTED`]), in a word or two; a code this
/// version does not know, as it was kept.
pub fn archived_reason(lang: Lang, code: &str) -> String {
    match Reason::from_code(code) {
        Some(reason) => reason_short(lang, reason),
        None if code == ABORTED => lang.plain(STATE_ABORTED).to_string(),
        None => code.to_string(),
    }
}

/// Who a leaderboard ranks, and why a player may not be on it yet: two
/// lines, the rating, then the games of the window.
pub fn leaderboard_rule(lang: Lang, board: &Board) -> [String; 2] {
    [
        lang.tr_with(Msg("leaderboard-rule"), &[("top", board.top.into())]),
        lang.tr_with(
            Msg("leaderboard-rule-games"),
            &[
                ("count", board.min_games.into()),
                ("opponents", board.min_opponents.into()),
                ("days", board.days.into()),
            ],
        ),
    ]
}

pub const LEADERBOARD_EMPTY: Msg = Msg("leaderboard-empty");

// The Games screen (the finished games kept, from Statistics).

pub const GAMES_TITLE: Msg = Msg("games-title");
pub const GAMES_READING: Msg = Msg("games-reading");
pub const GAMES_NONE: Msg = Msg("games-none");
pub const GAMES_HEADER: [Msg; 6] = [
    Msg("games-header-ended"),
    Msg("games-header-game"),
    Msg("games-header-players"),
    Msg("games-header-result"),
    Msg("games-header-reason"),
    Msg("games-header-moves"),
];

/// When an archived game ended, in UTC: `2026-11-26 14:03`, or only the
/// day where the list is narrow.
pub fn ended_at(seconds: u64, with_time: bool) -> String {
    let day = crate::games::pgn::pgn_date(seconds / 86_400).replace('.', "-");
    if !with_time {
        return day;
    }
    let minutes = seconds % 86_400 / 60;
    format!("{day} {:02}:{:02}", minutes / 60, minutes % 60)
}

/// Both players, as the Games list names them.
pub fn versus(lang: Lang, one: &str, two: &str) -> String {
    lang.tr_with(
        Msg("games-versus"),
        &[("one", one.into()), ("two", two.into())],
    )
}

/// Why a game ended, in a word or two, for the Games list.
pub fn reason_short(lang: Lang, reason: Reason) -> String {
    lang.tr_with(Msg("games-reason"), &[("reason", reason.code().into())])
}

/// Which of the games kept the list shows: `3 games`, or `21–40 of 45`
/// when they do not all fit.
pub fn games_range(lang: Lang, first: usize, last: usize, total: usize) -> String {
    if first <= 1 && last >= total {
        lang.tr_with(Msg("games-count"), &[("total", total.into())])
    } else {
        let args = [
            ("first", first.into()),
            ("last", last.into()),
            ("total", total.into()),
        ];
        lang.tr_with(Msg("games-range"), &args)
    }
}

/// The line after the files that could not be read, when more could
/// not than are named.
pub fn more_unreadable(lang: Lang, count: usize) -> String {
    lang.tr_with(Msg("games-more-unreadable"), &[("count", count.into())])
}

// TV in the lobby (#26).

/// The heading of the server's show's chat: it says TV first, so that
/// a narrow panel keeps it.
pub fn on_tv(lang: Lang, title: &str) -> String {
    lang.tr_with(Msg("tv-heading"), &[("title", title.into())])
}

/// What the show plays next, in its game-over box.
pub fn next_on_tv(lang: Lang, game: &str) -> String {
    lang.tr_with(Msg("tv-next"), &[("game", game.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::games::Status;

    /// Every message this module and the keymap name, read from their
    /// source: none is missing from a catalogue.
    #[test]
    fn every_message_named_is_in_both_catalogues() {
        let sources = [include_str!("text.rs"), include_str!("keymap.rs")];
        let mut named = 0;
        for source in sources {
            for piece in source.split("Msg(\"").skip(1) {
                let key = piece.split('"').next().unwrap_or_default();
                if key.is_empty() || key.contains(' ') {
                    continue;
                }
                named += 1;
                for lang in Lang::ALL {
                    assert!(lang.has(Msg(key)), "{lang:?} has no {key}");
                }
            }
        }
        assert!(named > 200, "only {named} messages found");
    }

    #[test]
    fn a_sentence_reads_in_portuguese_with_its_plural() {
        let pt = Lang::Portuguese;
        assert_eq!(taken_back(pt, "Ana", 1), "Ana aceita: 1 lance anulado.");
        assert_eq!(taken_back(pt, "Ana", 2), "Ana aceita: 2 lances anulados.");
        assert_eq!(engines_count(pt, 0), "nenhum");
        assert_eq!(chat_title(pt, 3, true), "Conversa · tu e mais 2 a assistir");
        assert_eq!(wins(pt, "tu"), "Ganhaste");
        assert_eq!(wins(Lang::English, "Tu"), "You win");
        let players = ["Ana", "Rui"];
        assert_eq!(
            save_summary(pt, GameId::Hasami, players, 1),
            "Hasami Shogi, Ana – Rui, 1 lance"
        );
        assert_eq!(
            save_summary(Lang::English, GameId::Chess, players, 3),
            "Chess, Ana – Rui, 3 moves"
        );
        let mate = result_after(GameId::Chess, None, &["f3", "e5", "g4", "Qh4"]);
        assert_eq!(mate, "Black wins by checkmate");
    }

    fn result_after(game: GameId, position: Option<&str>, moves: &[&str]) -> String {
        let options = Options::default();
        let mut board = match position {
            Some(position) => AnyGame::from_position(game, position, &options).expect("position"),
            None => AnyGame::new(game, &options),
        };
        for mv in moves {
            board.play_text(mv).expect("a legal move");
        }
        match board.status() {
            Status::Over(end) => game_result(Lang::English, &board, end),
            Status::Ongoing => panic!("the game goes on"),
        }
    }

    #[test]
    fn a_time_control_reads_in_minutes_and_seconds_everywhere() {
        use crate::games::TimeControl;
        use std::time::Duration;
        let control = |base: u64, increment: f64| TimeControl::Fischer {
            base: Duration::from_secs(base),
            increment: Duration::from_secs_f64(increment),
        };
        assert_eq!(
            time_control(Lang::English, &TimeControl::minutes(5, 3)),
            "5+3"
        );
        assert_eq!(time_control(Lang::English, &control(30, 0.0)), "0:30+0");
        assert_eq!(time_control(Lang::English, &control(90, 2.0)), "1:30+2");
        assert_eq!(time_control(Lang::English, &control(120, 0.5)), "2+0.5");
        assert_eq!(time_control(Lang::English, &control(5400, 30.0)), "90+30");
        assert_eq!(
            time_control(Lang::English, &TimeControl::PerMove { days: 1 }),
            "1 day"
        );
        assert_eq!(
            time_control(Lang::English, &TimeControl::PerMove { days: 3 }),
            "3 days"
        );
    }

    #[test]
    fn the_result_is_told_in_the_game_s_own_words() {
        let mate = result_after(GameId::Chess, None, &["f3", "e5", "g4", "Qh4"]);
        assert_eq!(mate, "Black wins by checkmate");
        let race = result_after(
            GameId::RacingKings,
            Some("8/1k6/8/8/8/8/8/7K b - - 0 1"),
            &["b7b8"],
        );
        assert_eq!(race, "Black wins: the king reached the 8th rank");
        let zone = result_after(
            GameId::Martian,
            Some("4/4/4/1q2/4/4/4/1q2 1 0 0 - 0"),
            &["b1b5"],
        );
        assert_eq!(zone, "Player 1 wins: zone empty, 3-0");
    }

    #[test]
    fn an_archived_reason_is_worded_from_its_code() {
        for reason in Reason::ALL {
            assert_eq!(Reason::from_code(reason.code()), Some(reason));
        }
        assert_eq!(archived_reason(Lang::Portuguese, "resigned"), "desistência");
        assert_eq!(archived_reason(Lang::English, "checkmate"), "checkmate");
        assert_eq!(archived_reason(Lang::Portuguese, ABORTED), "anulada");
        assert_eq!(
            archived_reason(Lang::Portuguese, "resignation"),
            "resignation"
        );
    }
}
