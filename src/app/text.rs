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

pub const TITLE: Msg = msg!("title");
pub const SUBTITLE: Msg = msg!("subtitle");

pub const MENU_CONTINUE: Msg = msg!("menu-continue");
pub const MENU_NEW: Msg = msg!("menu-new");
pub const MENU_LOAD: Msg = msg!("menu-load");
pub const MENU_RULES: Msg = msg!("menu-rules");
pub const MENU_SETTINGS: Msg = msg!("menu-settings");
pub const MENU_STATISTICS: Msg = msg!("menu-statistics");
pub const MENU_ABOUT: Msg = msg!("menu-about");
pub const MENU_PUZZLES: Msg = msg!("menu-puzzles");
pub const MENU_QUIT: Msg = msg!("menu-quit");

pub const SETUP_TITLE: Msg = msg!("setup-title");
pub const SETUP_GAME: Msg = msg!("setup-game");
pub const SETUP_MODE: Msg = msg!("setup-mode");
pub const SETUP_SIDE: Msg = msg!("setup-side");
pub const SETUP_BOT: Msg = msg!("setup-bot");
pub const SETUP_FIRST: Msg = msg!("setup-first");
pub const SETUP_DEAL: Msg = msg!("setup-deal");
pub const SETUP_HASAMI_WIN: Msg = msg!("setup-hasami-win");
pub const SETUP_CORNER: Msg = msg!("setup-corner");
pub const SETUP_EDGE: Msg = msg!("setup-edge");
pub const SETUP_STALL: Msg = msg!("setup-stall");
pub const SETUP_FEN: Msg = msg!("setup-fen");
pub const SETUP_START: Msg = msg!("setup-start");
/// The new-game form as it opens a room of `tabuleiro serve`.
pub const ROOM_FORM_TITLE: Msg = msg!("room-form-title");
pub const ROOM_FORM_START: Msg = msg!("room-form-start");
pub const SETUP_FEN_EMPTY: Msg = msg!("setup-fen-empty");
pub const SETUP_CLOCK: Msg = msg!("setup-clock");
pub const SETUP_CLOCK_BASE: Msg = msg!("setup-clock-base");
pub const SETUP_CLOCK_INCREMENT: Msg = msg!("setup-clock-increment");
pub const SETUP_RATED: Msg = msg!("setup-rated");
pub const CLOCK_NONE: Msg = msg!("clock-none");
pub const CLOCK_CUSTOM: Msg = msg!("clock-custom");

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
            return lang.tr_with(msg!("time-days"), &[("count", days.into())]);
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

pub const MODE_HVH: Msg = msg!("mode-hvh");
pub const MODE_HVC: Msg = msg!("mode-hvc");
pub const MODE_CVC: Msg = msg!("mode-cvc");
pub const RANDOM: Msg = msg!("random");
pub const ON: Msg = msg!("on");
pub const OFF: Msg = msg!("off");
/// How a Hasami Shogi game is won, as the form and the panel say it.
pub fn hasami_win(win: HasamiWin) -> Msg {
    match win {
        HasamiWin::TwoLeft => msg!("hasami-win-two-left"),
        HasamiWin::OneLeft => msg!("hasami-win-one-left"),
        HasamiWin::Captures => msg!("hasami-win-captures"),
    }
}

/// The option of a game worth a line beside its board, if it has one.
pub fn game_facts(lang: Lang, game: GameId, options: &Options) -> Option<String> {
    Some(match game.info().fact? {
        Fact::Deal => massacre_deal(lang, options.deal),
        Fact::HasamiWin => lang.tr(hasami_win(options.hasami_win)).into_owned(),
    })
}
pub const STALL_27: Msg = msg!("stall-27");
pub const STALL_CLOCK: Msg = msg!("stall-clock");

/// A computer's seat: its name and level, "Computer (master)".
pub fn computer_seat(name: &str, level: &str) -> String {
    format!("{name} ({level})")
}
pub const COMPUTER_NAME: Msg = msg!("computer-name");
pub const DEFAULT_HUMAN_NAME: Msg = msg!("default-human-name");
pub const DEFAULT_PLAYER_NAMES: [Msg; 2] = [
    msg!("default-player-names-1"),
    msg!("default-player-names-2"),
];

pub const SETTINGS_TITLE: Msg = msg!("settings-title");
pub const SETTINGS_MOUSE: Msg = msg!("settings-mouse");
pub const SETTINGS_TARGETS: Msg = msg!("settings-targets");
pub const SETTINGS_PAUSE: Msg = msg!("settings-pause");
pub const SETTINGS_MASTER: Msg = msg!("settings-master");
pub const SETTINGS_COORDINATES: Msg = msg!("settings-coordinates");
pub const SETTINGS_BELL: Msg = msg!("settings-bell");
pub const SETTINGS_ROOM_BELL: Msg = msg!("settings-room-bell");
pub const SETTINGS_THEME: Msg = msg!("settings-theme");

/// A theme as Settings names it: the bundled ones (and Automatic) in the
/// reader's language; a theme of the user's own by its file name.
pub fn theme_title(lang: Lang, name: &str) -> Cow<'static, str> {
    let msg = match name {
        "automatic" => msg!("theme-automatic"),
        "default" => msg!("theme-default"),
        "light" => msg!("theme-light"),
        "high-contrast" => msg!("theme-high-contrast"),
        "colour-blind" => msg!("theme-colour-blind"),
        "monochrome" => msg!("theme-monochrome"),
        own => return Cow::Owned(own.to_string()),
    };
    lang.tr(msg)
}
pub const SETTINGS_COLOURS: Msg = msg!("settings-colours");
pub const COLOURS_AUTO: Msg = msg!("colours-auto");
pub const COLOURS_TRUE: Msg = msg!("colours-true");
pub const COLOURS_NONE: Msg = msg!("colours-none");
pub const SETTINGS_PIECES: Msg = msg!("settings-pieces");
pub const PIECES_FIGURES: Msg = msg!("pieces-figures");
pub const PIECES_UNICODE: Msg = msg!("pieces-unicode");
pub const PIECES_ASCII: Msg = msg!("pieces-ascii");
pub const PIECES_KANJI: Msg = msg!("pieces-kanji");
pub const SETTINGS_ANIMATION: Msg = msg!("settings-animation");
pub const ANIMATION_FAST: Msg = msg!("animation-fast");
pub const ANIMATION_NORMAL: Msg = msg!("animation-normal");
pub const ANIMATION_SLOW: Msg = msg!("animation-slow");
pub const SETTINGS_EVALUATION: Msg = msg!("settings-evaluation");
pub const EVALUATION_ALWAYS: Msg = msg!("evaluation-always");
pub const EVALUATION_AGAINST_COMPUTER: Msg = msg!("evaluation-against-computer");
pub const EVALUATION_NEVER: Msg = msg!("evaluation-never");
pub const SETTINGS_CONFIRM_QUIT: Msg = msg!("settings-confirm-quit");
pub const SETTINGS_LANGUAGE: Msg = msg!("settings-language");
/// The Automatic language, with the language the locale reads.
pub const LANGUAGE_AUTOMATIC: Msg = msg!("language-automatic");
pub const SETTINGS_NOTE: Msg = msg!("settings-note");
pub const SETTINGS_NOTE_SERVED: Msg = msg!("settings-note-served");

pub const LOAD_TITLE: Msg = msg!("load-title");
pub const LOAD_NONE: Msg = msg!("load-none");
pub const LOAD_NEWER: Msg = msg!("load-newer");
pub const LOAD_UNREADABLE: Msg = msg!("load-unreadable");

/// A save on the Load screen: its game, its players and how far it went.
pub fn save_summary(lang: Lang, game: GameId, players: [&str; 2], moves: usize) -> String {
    lang.tr_with(
        msg!("load-summary"),
        &[
            ("game", game.title(lang).into()),
            ("one", players[0].into()),
            ("two", players[1].into()),
            ("moves", moves.into()),
        ],
    )
}

pub const STATS_TITLE: Msg = msg!("stats-title");
pub const STATS_NONE: Msg = msg!("stats-none");
pub const STATS_HEADER: [Msg; 5] = [
    msg!("stats-header-1"),
    msg!("stats-header-2"),
    msg!("stats-header-3"),
    msg!("stats-header-4"),
    msg!("stats-header-5"),
];

pub const ABOUT_TITLE: Msg = msg!("about-title");
pub const ABOUT_SUMMARY: Msg = msg!("about-summary");
pub const ABOUT_LICENCE: Msg = msg!("about-licence");
pub const ABOUT_SETTINGS: Msg = msg!("about-settings");
pub const ABOUT_SAVES: Msg = msg!("about-saves");
pub const ABOUT_NO_FILES: Msg = msg!("about-no-files");

pub const PANEL_MOVES: Msg = msg!("panel-moves");
/// Shown for an evaluation not yet worked out for the position.
pub const PANEL_EVAL_PENDING: Msg = msg!("panel-eval-pending");
pub const PANEL_RESULT: Msg = msg!("panel-result");
pub const PANEL_THINKING: Msg = msg!("panel-thinking");
pub const PANEL_ANALYSING: Msg = msg!("panel-analysing");
pub const PANEL_SCORE: Msg = msg!("panel-score");
pub const PANEL_PAUSED: Msg = msg!("panel-paused");

pub const PROMPT: Msg = msg!("prompt");
pub const SAVE_PROMPT: Msg = msg!("save-prompt");
pub const EXPORT_RECORD: Msg = msg!("export-record");
pub const IMPORT_TITLE: Msg = msg!("import-title");
pub const IMPORT_NOTE: Msg = msg!("import-note");
pub const IMPORT_PROMPT: Msg = msg!("import-prompt");
pub const NO_PGN: Msg = msg!("no-pgn");
pub const CONFIRM_LEAVE: Msg = msg!("confirm-leave");
/// Asked when a player leaves a room's game under way.
pub const CONFIRM_LEAVE_SEAT: Msg = msg!("confirm-leave-seat");
/// Asked when a player leaves a correspondence game under way.
pub const CONFIRM_LEAVE_SEAT_BY_POST: Msg = msg!("confirm-leave-seat-by-post");
pub const CONFIRM_QUIT_PLAIN: Msg = msg!("confirm-quit-plain");
pub const CONFIRM_QUIT_SEAT: Msg = msg!("confirm-quit-seat");
pub const NO_OTHER_OPPONENT: Msg = msg!("no-other-opponent");
pub const CONFIRM_QUIT: Msg = msg!("confirm-quit");
pub const PROMOTE: Msg = msg!("promote");
pub const NOT_YOUR_PIECE: Msg = msg!("not-your-piece");
pub const NO_MOVES_FROM: Msg = msg!("no-moves-from");
pub const NOT_YOUR_TURN: Msg = msg!("not-your-turn");
/// The move prompt's label while the computer thinks: the move waits.
pub const PREMOVE_PROMPT: Msg = msg!("premove-prompt");
pub const PREMOVE_CANCELLED: Msg = msg!("premove-cancelled");
pub const HINT_THINKING: Msg = msg!("hint-thinking");
pub const NOTHING_TO_UNDO: Msg = msg!("nothing-to-undo");
pub const NOTHING_TO_REDO: Msg = msg!("nothing-to-redo");
pub const PAUSED: Msg = msg!("paused");
pub const RESUMED: Msg = msg!("resumed");
pub const STEPPED: Msg = msg!("stepped");
pub const GAME_OVER: Msg = msg!("game-over");
pub const OVER_NEW: Msg = msg!("over-new");
pub const OVER_REMATCH: Msg = msg!("over-rematch");
pub const OVER_REVIEW: Msg = msg!("over-review");
pub const OVER_MENU: Msg = msg!("over-menu");
pub const DRAW: Msg = msg!("draw");
pub const POSITION_TITLE: Msg = msg!("position-title");
pub const POSITION_COPY: Msg = msg!("position-copy");

pub fn too_small(lang: Lang, width: u16, height: u16, need_width: u16, need_height: u16) -> String {
    lang.tr_with(
        msg!("too-small"),
        &[
            ("width", width.into()),
            ("height", height.into()),
            ("need-width", need_width.into()),
            ("need-height", need_height.into()),
        ],
    )
}

pub const ENGINES_TITLE: Msg = msg!("engines-title");
pub const ENGINE_TITLE: Msg = msg!("engine-title");
pub const ENGINES_ADD: Msg = msg!("engines-add");
pub const ENGINES_NOTE: Msg = msg!("engines-note");
pub const ENGINE_FORM_NOTE: Msg = msg!("engine-form-note");
pub const ENGINE_NAME: Msg = msg!("engine-name");
pub const ENGINE_COMMAND: Msg = msg!("engine-command");
pub const ENGINE_OPTIONS: Msg = msg!("engine-options");
pub const ENGINE_NEEDS_NAME: Msg = msg!("engine-needs-name");
pub const ENGINE_NEEDS_GAME: Msg = msg!("engine-needs-game");

pub fn engine_name_taken(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("engine-name-taken"), &[("name", name.into())])
}

/// How many engines the Settings row says are set up.
pub fn engines_count(lang: Lang, count: usize) -> String {
    lang.tr_with(msg!("engines-count"), &[("count", count.into())])
}

/// An engine failed during a game; the game waits for another opponent.
pub fn engine_failed(lang: Lang, reason: &str, stand_in: &str) -> String {
    lang.tr_with(
        msg!("engine-failed"),
        &[("reason", reason.into()), ("stand-in", stand_in.into())],
    )
}

/// A game's engine is no longer in the settings.
pub fn engine_missing(lang: Lang, name: &str, stand_in: &str) -> String {
    lang.tr_with(
        msg!("engine-missing"),
        &[("name", name.into()), ("stand-in", stand_in.into())],
    )
}

/// An engine of the settings that cannot run as written.
pub fn engine_unusable(lang: Lang, name: &str, reason: &str) -> String {
    lang.tr_with(
        msg!("engine-unusable"),
        &[("name", name.into()), ("reason", reason.into())],
    )
}

/// The evaluation row's title: whose view its sign takes.
pub fn panel_eval(lang: Lang, side: &str) -> String {
    lang.tr_with(msg!("panel-eval"), &[("side", side.into())])
}

/// The label before the pieces `side` took: "Black captured: ".
pub fn captured_by(lang: Lang, side: &str) -> String {
    lang.tr_with(msg!("panel-captured-by"), &[("side", side.into())])
}

/// A game's score beside each player's name, player 1 first:
/// "Ana 5 – 3 Computer".
pub fn score_sides(lang: Lang, names: [&str; 2], points: [u32; 2]) -> String {
    lang.tr_with(
        msg!("panel-score-sides"),
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
    lang.tr_with(msg!("flipped"), &[("side", side.into())])
}

/// Said when typing or pasting met a text field's maximum.
pub fn at_most(lang: Lang, max: usize) -> String {
    lang.tr_with(msg!("at-most"), &[("max", max.into())])
}

/// The line under the board while a premove waits for the turn.
pub fn premove_waiting(lang: Lang, mv: &str) -> String {
    lang.tr_with(msg!("premove-waiting"), &[("move", mv.into())])
}

/// A premove that could not be played when the turn came, and why.
pub fn premove_dropped(lang: Lang, mv: &str, reason: &str) -> String {
    lang.tr_with(
        msg!("premove-dropped"),
        &[("move", mv.into()), ("reason", reason.into())],
    )
}

/// A premove typed that no move of the computer's would make legal.
pub fn premove_impossible(lang: Lang, mv: &str) -> String {
    lang.tr_with(msg!("premove-impossible"), &[("move", mv.into())])
}

pub const PUZZLES_TITLE: Msg = msg!("puzzles-title");
pub const PUZZLES_EXPLAIN: Msg = msg!("puzzles-explain");
pub const PUZZLES_MIXED: Msg = msg!("puzzles-mixed");
pub const PUZZLE_SOLVED: Msg = msg!("puzzle-solved");
pub const PUZZLE_FAILED: Msg = msg!("puzzle-failed");
pub const PUZZLE_UNRATED: Msg = msg!("puzzle-unrated");
pub const STREAK_UNRATED: Msg = msg!("streak-unrated");

/// The person's puzzle rating and counts on the Puzzles screen.
pub fn puzzle_progress(lang: Lang, rating: &str, solved: u32, failed: u32, best: u32) -> String {
    lang.tr_with(
        msg!("puzzle-progress"),
        &[
            ("rating", rating.into()),
            ("solved", solved.into()),
            ("failed", failed.into()),
            ("best", best.into()),
        ],
    )
}

pub fn puzzle_heading(lang: Lang, game: &str) -> String {
    lang.tr_with(msg!("puzzle-heading"), &[("game", game.into())])
}

pub fn streak_heading(lang: Lang, game: &str, solved: u32) -> String {
    lang.tr_with(
        msg!("streak-heading"),
        &[("game", game.into()), ("solved", solved.into())],
    )
}

pub fn puzzle_id(lang: Lang, id: &str, rating: &str) -> String {
    lang.tr_with(
        msg!("puzzle-id"),
        &[("id", id.into()), ("rating", rating.into())],
    )
}

/// The task of a puzzle: `side` to move and win.
pub fn find_the_move(lang: Lang, side: &str) -> String {
    lang.tr_with(msg!("puzzle-find"), &[("side", side.into())])
}

/// A puzzle's theme in the reader's words, or as the file names it
/// when the catalogue has no name for it.
pub fn theme_name(lang: Lang, theme: &str) -> String {
    match Msg::named(&format!("puzzle-theme-{theme}")) {
        Some(msg) => lang.tr(msg).into_owned(),
        None => theme.to_string(),
    }
}

pub fn puzzle_themes(lang: Lang, themes: &str) -> String {
    lang.tr_with(msg!("puzzle-themes"), &[("themes", themes.into())])
}

pub fn rating_change(lang: Lang, rating: &str, change: i32) -> String {
    let change = if change >= 0 {
        format!("+{change}")
    } else {
        format!("−{}", change.unsigned_abs())
    };
    lang.tr_with(
        msg!("puzzle-rating-change"),
        &[("rating", rating.into()), ("change", change.into())],
    )
}

pub fn your_rating(lang: Lang, rating: &str) -> String {
    lang.tr_with(msg!("puzzle-your-rating"), &[("rating", rating.into())])
}

pub const LESSONS_EXPLAIN: Msg = msg!("lessons-explain");
pub const LESSON_DONE_MARK: Msg = msg!("lesson-done-mark");
pub const LESSON_DONE: Msg = msg!("lesson-done");

pub fn lessons_title(lang: Lang, game: &str) -> String {
    lang.tr_with(msg!("lessons-title"), &[("game", game.into())])
}

pub fn lesson_step(lang: Lang, step: usize, steps: usize) -> String {
    lang.tr_with(
        msg!("lesson-step"),
        &[("step", step.into()), ("steps", steps.into())],
    )
}

/// A lesson step's hint, as the panel says it.
pub fn lesson_hint(lang: Lang, hint: &str) -> String {
    lang.tr_with(msg!("lesson-hint"), &[("hint", hint.into())])
}

/// The line under a How-to-play section that names its lesson.
pub fn lesson_link(lang: Lang, title: &str) -> String {
    lang.tr_with(msg!("help-lesson-link"), &[("title", title.into())])
}

/// A drill's puzzle solved, or a lesson's step done.
pub const DRILL_SOLVED: Msg = msg!("drill-solved");

/// A puzzle lost: why, and the move it wanted (shown played).
pub fn drill_failed(lang: Lang, why: &str, solution: &str) -> String {
    lang.tr_with(
        msg!("drill-failed"),
        &[("why", why.into()), ("move", solution.into())],
    )
}

/// A drill's hint: the square of the piece to move.
pub fn drill_hint(lang: Lang, square: &str) -> String {
    lang.tr_with(msg!("drill-hint"), &[("square", square.into())])
}

pub fn hint_found(lang: Lang, mv: &str) -> String {
    lang.tr_with(msg!("hint-found"), &[("move", mv.into())])
}

/// The label of the export prompt: `Export PGN to: `.
pub fn export_prompt(lang: Lang, format: &str) -> String {
    lang.tr_with(msg!("export-prompt"), &[("format", format.into())])
}

pub fn exported_to(lang: Lang, path: &str) -> String {
    lang.tr_with(msg!("exported-to"), &[("path", path.into())])
}

/// The setup row for a player's name, by the game's name for the side.
pub fn setup_name(lang: Lang, side: &str) -> String {
    lang.tr_with(msg!("setup-name"), &[("side", side.into())])
}

/// The New game form's computer for one side, in a game of computers:
/// "White computer".
pub fn setup_bot(lang: Lang, side: &str) -> String {
    lang.tr_with(msg!("setup-bot-side"), &[("side", side.into())])
}

pub fn theme_missing(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("theme-missing"), &[("name", name.into())])
}

/// A file that could not be used and was renamed aside.
pub fn kept_aside(lang: Lang, problem: &str, kept: &str) -> String {
    lang.tr_with(
        msg!("kept-aside"),
        &[("problem", problem.into()), ("kept", kept.into())],
    )
}

pub fn confirm_replace_save(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("confirm-replace-save"), &[("name", name.into())])
}

/// Asked before `loser` resigns: "White resigns? Black wins the game."
pub fn confirm_resign(lang: Lang, loser: &str, winner: &str) -> String {
    lang.tr_with(
        msg!("confirm-resign"),
        &[("loser", loser.into()), ("winner", winner.into())],
    )
}

/// Asked of the other person at the keyboard when a draw is offered.
pub fn accept_draw(lang: Lang, by: &str, to: &str) -> String {
    lang.tr_with(msg!("accept-draw"), &[("by", by.into()), ("to", to.into())])
}

/// Said when the other person at the keyboard declines a draw.
pub fn draw_declined(lang: Lang, by: &str) -> String {
    lang.tr_with(msg!("draw-declined"), &[("by", by.into())])
}

/// What a room's standing offer asks, by whom.
pub fn room_offer(lang: Lang, kind: OfferKind, by: &str) -> String {
    let msg = match kind {
        OfferKind::Draw => msg!("room-offer-draw"),
        OfferKind::Takeback(1) => msg!("room-offer-takeback-one"),
        OfferKind::Takeback(_) => msg!("room-offer-takeback-two"),
        OfferKind::Rematch => msg!("room-offer-rematch"),
    };
    lang.tr_with(msg, &[("by", by.into())])
}

/// The offer to the visitor, with the keys that answer it.
pub fn answer_offer(lang: Lang, offer: &str) -> String {
    lang.tr_with(msg!("answer-offer"), &[("offer", offer.into())])
}

/// The visitor's own offer, sent: what was asked, and of whom.
pub fn offer_sent(lang: Lang, kind: OfferKind, to: &str) -> String {
    let msg = match kind {
        OfferKind::Draw => msg!("offer-sent-draw"),
        OfferKind::Takeback(1) => msg!("offer-sent-takeback-one"),
        OfferKind::Takeback(_) => msg!("offer-sent-takeback-two"),
        OfferKind::Rematch => msg!("offer-sent-rematch"),
    };
    lang.tr_with(msg, &[("to", to.into())])
}

/// The keys a room's game-over box names.
pub const ROOM_OVER_CHOICES: [Msg; 2] = [msg!("room-over-choices-1"), msg!("room-over-choices-2")];

/// Said when a rematch is declined.
pub fn rematch_declined(lang: Lang, by: &str) -> String {
    lang.tr_with(msg!("rematch-declined"), &[("by", by.into())])
}

/// Said when a takeback is declined.
pub fn takeback_declined(lang: Lang, by: &str) -> String {
    lang.tr_with(msg!("takeback-declined"), &[("by", by.into())])
}

/// Said when a takeback is accepted: how many moves went back.
pub fn taken_back(lang: Lang, by: &str, plies: usize) -> String {
    lang.tr_with(
        msg!("taken-back"),
        &[("by", by.into()), ("count", plies.into())],
    )
}

pub const DRAW_OFFERED: Msg = msg!("draw-offered");
pub const COMPUTER_DECLINES_DRAW: Msg = msg!("computer-declines-draw");

pub const CONFIRM_REPLACE_GAME: Msg = msg!("confirm-replace-game");
pub const CONFIRM_START_NEW: Msg = msg!("confirm-start-new");
pub const SETTINGS_NOTATION: Msg = msg!("settings-notation");
pub const SETTINGS_NAME: Msg = msg!("settings-name");
pub const NOTATION_LETTERS: Msg = msg!("notation-letters");
pub const NOTATION_ENGLISH: Msg = msg!("notation-english");
pub const NOTATION_FIGURINES: Msg = msg!("notation-figurines");

pub fn confirm_delete(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("confirm-delete"), &[("name", name.into())])
}

pub fn saved_as(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("saved-as"), &[("name", name.into())])
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
        lang.tr(msg!("you-win")).into_owned()
    } else {
        lang.tr_with(msg!("wins"), &[("name", name.into())])
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
    let plain = |key: Msg| lang.tr(key).into_owned();
    let with = |key: Msg, args: &[(&str, Arg<'_>)]| lang.tr_with(key, args);
    let how = match end.reason {
        Reason::Checkmate => plain(msg!("how-checkmate")),
        Reason::Stalemate => plain(msg!("how-stalemate")),
        Reason::FiftyMoves => plain(msg!("how-fifty-moves")),
        Reason::InsufficientMaterial => plain(msg!("how-insufficient-material")),
        Reason::Repetition => plain(msg!("how-repetition")),
        Reason::RaceWon => plain(msg!("how-race-won")),
        Reason::RaceDrawn => plain(msg!("how-race-drawn")),
        Reason::NoCapture => with(msg!("how-no-capture"), &[("loser", loser_name.into())]),
        Reason::ZoneEmpty => {
            let tie = one == two && matches!(end.outcome, Outcome::Win(_));
            let key = if tie {
                msg!("how-zone-empty-last-move")
            } else {
                msg!("how-zone-empty")
            };
            with(key, &[("scores", scores.into())])
        }
        Reason::Stalled => with(msg!("how-stalled"), &[("scores", scores.into())]),
        Reason::NoMoves => with(msg!("how-no-moves"), &[("loser", loser_name.into())]),
        Reason::PiecesLeft => with(
            msg!("how-pieces-left"),
            &[
                ("loser", loser_name.into()),
                ("count", pieces_of(game, loser).into()),
            ],
        ),
        // The scores count the pieces missing from the board, as the rule
        // does: a game set up with pieces already taken counts them too.
        Reason::Captures => with(msg!("how-captures"), &[("scores", scores.into())]),
        Reason::QuietLimit => with(msg!("how-quiet-limit"), &[("count", QUIET_LIMIT.into())]),
        Reason::Time => match end.outcome {
            Outcome::Win(_) => with(msg!("how-time"), &[("loser", loser_name.into())]),
            Outcome::Draw => {
                // The clock that ran out is the mover's.
                let flagged = game.side_to_move();
                let other = names[flagged.opponent().index()];
                with(
                    msg!("how-time-no-win"),
                    &[
                        ("flagged", names[flagged.index()].into()),
                        ("other", other.into()),
                    ],
                )
            }
        },
        Reason::Abandoned => match end.outcome {
            Outcome::Win(_) => with(msg!("how-abandoned"), &[("loser", loser_name.into())]),
            Outcome::Draw => plain(msg!("how-abandoned-no-win")),
        },
        Reason::Resigned => with(msg!("how-resigned"), &[("loser", loser_name.into())]),
        Reason::Agreed => plain(msg!("how-agreed")),
    };
    match end.outcome {
        Outcome::Win(side) => with(
            msg!("result-win"),
            &[("winner", names[side.index()].into()), ("how", how.into())],
        ),
        Outcome::Draw => with(msg!("result-draw"), &[("how", how.into())]),
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
    lang.tr_with(msg!("panel-nodes"), &[("count", count.into())])
}

/// A watched game's own pause between moves, and the setting's.
pub fn game_pause_set(lang: Lang, ms: u64, setting: u64) -> String {
    lang.tr_with(
        msg!("game-pause-set"),
        &[
            ("seconds", seconds(lang, ms).into()),
            ("setting", seconds(lang, setting).into()),
        ],
    )
}

pub fn massacre_deal(lang: Lang, deal: u64) -> String {
    lang.tr_with(msg!("massacre-deal"), &[("deal", deal.to_string().into())])
}

/// A time in seconds with tenths, in the reader's decimals (`0,8 s`).
pub fn seconds(lang: Lang, ms: u64) -> String {
    format!("{} s", lang.decimal(ms as f64 / 1000.0, 1))
}

pub fn version_line() -> String {
    format!("tabuleiro {}", env!("CARGO_PKG_VERSION"))
}

pub const REVIEW_START: Msg = msg!("review-start");

/// The reviewed position in moves, as the move list numbers them:
/// `number` of `last`, after `side`'s ply.
pub fn review_move(lang: Lang, number: usize, last: usize, side: &str) -> String {
    lang.tr_with(
        msg!("review-move"),
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
        msg!("analysing-ply"),
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
    let accuracy = lang.tr_with(msg!("analysis-accuracy"), &[("percent", percent.into())]);
    format!("{name} {inaccuracies}?! {mistakes}? {blunders}?? {accuracy}")
}

/// The reviewed move with its mark, and the engine's move.
pub fn judged_move(lang: Lang, mv: &str, mark: &str, better: &str) -> String {
    lang.tr_with(
        msg!("judged-move"),
        &[
            ("move", mv.into()),
            ("mark", mark.into()),
            ("better", better.into()),
        ],
    )
}

/// A room's seat nobody has taken yet.
pub const SEAT_OPEN: Msg = msg!("seat-open");

/// A room's player whose connections are all gone.
pub fn away(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("away"), &[("name", name.into())])
}

/// A seat left empty in a game under way, and how long until it is
/// forfeited, in whole seconds rounded up: "ben (away 1:42)", short
/// enough to keep its time beside a clock in the narrowest panel.
pub fn forfeits_in(lang: Lang, name: &str, left: std::time::Duration) -> String {
    let secs = left.as_secs() + u64::from(left.subsec_nanos() > 0);
    let time = format!("{}:{:02}", secs / 60, secs % 60);
    lang.tr_with(
        msg!("forfeits-in"),
        &[("name", name.into()), ("time", time.into())],
    )
}

/// A room's game that waits for its second player.
pub const ROOM_SEAT_OPEN: Msg = msg!("room-seat-open");
/// A room's game seen by a watcher.
pub const ROOM_WATCHING: Msg = msg!("room-watching");
/// A room's game seen by a connection whose seat another connection of
/// the same key took.
pub const ROOM_SEAT_TAKEN: Msg = msg!("room-seat-taken");
/// The engine's help asked for while a room's game between people is on.
pub const ENGINE_BARRED_ROOM: Msg = msg!("engine-barred-room");
/// The engine's help asked for in a game of one's own on the server
/// while holding a seat in a room's game under way.
pub const ENGINE_BARRED_SEATED: Msg = msg!("engine-barred-seated");
/// The computer held back in a set-up position meanwhile.
pub const ENGINE_BARRED_SET_UP: Msg = msg!("engine-barred-set-up");

/// A room's game on the other player's turn.
pub fn room_their_turn(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("room-their-turn"), &[("name", name.into())])
}

/// A room's computer seat.
pub fn seat_computer(lang: Lang, level: &str) -> String {
    lang.tr_with(msg!("seat-computer"), &[("level", level.into())])
}

pub const MENU_LOBBY: Msg = msg!("menu-lobby");

/// Said when a visitor's input came faster than their session takes it.
pub const INPUT_DROPPED: Msg = msg!("input-dropped");

/// The lobby's word after the name was changed.
pub fn renamed(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("renamed"), &[("name", name.into())])
}

/// The lobby's word when the name asked for is another key's.
pub fn name_taken(lang: Lang, wanted: &str, name: &str) -> String {
    lang.tr_with(
        msg!("name-taken"),
        &[("wanted", wanted.into()), ("name", name.into())],
    )
}

/// The lobby's word when the user name the visitor logged in with
/// cannot be a name, so they go by the guest name.
pub fn login_name_refused(lang: Lang, refusal: NameRefusal) -> String {
    match refusal {
        NameRefusal::Empty => lang.tr(msg!("login-name-empty")).into_owned(),
        NameRefusal::Character(c) => {
            lang.tr_with(msg!("login-name-character"), &[("char", spelled(c).into())])
        }
        NameRefusal::TooLong => {
            lang.tr_with(msg!("login-name-too-long"), &[("most", NAME_MAX.into())])
        }
    }
}

pub const LOBBY_TITLE: Msg = msg!("lobby-title");
pub const LOBBY_EMPTY: Msg = msg!("lobby-empty");
/// The lobby's mark on a room where the visitor's key holds a seat.
pub const YOUR_SEAT: Msg = msg!("your-seat");
pub const YOUR_SEAT_KEY: Msg = msg!("your-seat-key");

/// The lobby's word to a visitor back with seats in several games.
pub fn seats_in(lang: Lang, rooms: usize) -> String {
    lang.tr_with(msg!("seats-in"), &[("count", rooms.into())])
}
pub const LOBBY_HEADER: [Msg; 6] = [
    msg!("lobby-header-1"),
    msg!("lobby-header-2"),
    msg!("lobby-header-3"),
    msg!("lobby-header-4"),
    msg!("lobby-header-5"),
    msg!("lobby-header-6"),
];
/// The lobby's headings over the visitor's own games and the others.
pub const LOBBY_YOUR_GAMES: Msg = msg!("lobby-your-games");
pub const LOBBY_OTHER_ROOMS: Msg = msg!("lobby-other-rooms");
/// The State of a game of the visitor's where they are to move.
pub const STATE_YOUR_MOVE: Msg = msg!("state-your-move");
pub const NAME_PROMPT: Msg = msg!("name-prompt");
/// The lobby's `p` prompt: whose profile to look up.
pub const LOOKUP_PROMPT: Msg = msg!("lookup-prompt");
pub const CHAT_PROMPT: Msg = msg!("chat-prompt");
pub const RECORD_TITLE: Msg = msg!("record-title");
pub const RECORD_COPY: Msg = msg!("record-copy");
/// Under the record once `c` sent it to the terminal's clipboard.
pub const RECORD_COPIED: Msg = msg!("record-copied");
pub const STATE_WAITING: Msg = msg!("state-waiting");
pub const STATE_PLAYING: Msg = msg!("state-playing");
/// A room's game ended with time, its end not kept yet.
pub const ROOM_SAVING: Msg = msg!("room-saving");
/// The lobby's State of a game aborted for want of a first move.
pub const STATE_ABORTED: Msg = msg!("state-aborted");

/// The heading of a room's chat, with how many watch; a watcher is told
/// they are one.
pub fn chat_title(lang: Lang, watchers: usize, watching: bool) -> String {
    let key = if watching {
        msg!("chat-title-watching")
    } else {
        msg!("chat-title")
    };
    let others = watchers.saturating_sub(1);
    lang.tr_with(
        key,
        &[("count", watchers.into()), ("others", others.into())],
    )
}

/// The chat's marker when scrolled back: how many lines are below.
pub fn chat_newer(lang: Lang, count: usize) -> String {
    lang.tr_with(msg!("chat-newer"), &[("count", count.into())])
}

/// The name the lobby shows for the visitor.
pub fn you_are(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("you-are"), &[("name", name.into())])
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
pub const NOT_RATED: Msg = msg!("not-rated");

/// A rated room's game played unrated: its players had their rated
/// games together for the day.
pub fn room_over_pair_limit(lang: Lang) -> String {
    let most = crate::rating::RATED_PAIR_GAMES;
    lang.tr_with(msg!("room-over-pair-limit"), &[("most", most.into())])
}

/// A room's game aborted: `name` made no first move in time, or
/// resigned or agreed a draw before each side had moved.
pub fn room_aborted(lang: Lang, abort: Abort, name: &str) -> String {
    let key = match abort {
        Abort::NoFirstMove(_) => msg!("room-aborted"),
        Abort::By(_) => msg!("room-aborted-by"),
    };
    lang.tr_with(key, &[("name", name.into())])
}

pub const PROFILE_RATINGS: [Msg; 6] = [
    msg!("profile-ratings-1"),
    msg!("profile-ratings-2"),
    msg!("profile-ratings-3"),
    msg!("profile-ratings-4"),
    msg!("profile-ratings-5"),
    msg!("profile-ratings-6"),
];
pub const PROFILE_NO_RATINGS: Msg = msg!("profile-no-ratings");
pub const PROFILE_RECENT: Msg = msg!("profile-recent");
pub const PROFILE_GAMES: [Msg; 6] = [
    msg!("profile-games-1"),
    msg!("profile-games-2"),
    msg!("profile-games-3"),
    msg!("profile-games-4"),
    msg!("profile-games-5"),
    msg!("profile-games-6"),
];
pub const PROFILE_NO_GAMES: Msg = msg!("profile-no-games");
pub const RESULT_WON: Msg = msg!("result-won");
pub const RESULT_LOST: Msg = msg!("result-lost");
pub const RESULT_DRAWN: Msg = msg!("result-drawn");
pub const LEADERBOARD_HEADER: [Msg; 5] = [
    msg!("leaderboard-header-1"),
    msg!("leaderboard-header-2"),
    msg!("leaderboard-header-3"),
    msg!("leaderboard-header-4"),
    msg!("leaderboard-header-5"),
];

/// A profile's title line.
pub fn profile_title(lang: Lang, name: &str) -> String {
    lang.tr_with(msg!("profile-title"), &[("name", name.into())])
}

/// When a player was first seen, as a PGN date (`2026.11.26`).
pub fn member_since(lang: Lang, date: &str) -> String {
    lang.tr_with(msg!("member-since"), &[("date", date.into())])
}

/// The leaderboard's title line.
pub fn leaderboard_title(lang: Lang, game: &str, pace: &str) -> String {
    lang.tr_with(
        msg!("leaderboard-title"),
        &[("game", game.into()), ("pace", pace.into())],
    )
}

/// A rating's pace, as profiles and the leaderboard name it.
pub fn pace(lang: Lang, pace: Pace) -> String {
    lang.tr_with(msg!("rating-pace"), &[("pace", pace.id().into())])
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
        lang.tr_with(msg!("leaderboard-rule"), &[("top", board.top.into())]),
        lang.tr_with(
            msg!("leaderboard-rule-games"),
            &[
                ("count", board.min_games.into()),
                ("opponents", board.min_opponents.into()),
                ("days", board.days.into()),
            ],
        ),
    ]
}

pub const LEADERBOARD_EMPTY: Msg = msg!("leaderboard-empty");

// The Games screen (the finished games kept, from Statistics).

pub const GAMES_TITLE: Msg = msg!("games-title");
pub const GAMES_READING: Msg = msg!("games-reading");
pub const GAMES_NONE: Msg = msg!("games-none");
pub const GAMES_HEADER: [Msg; 6] = [
    msg!("games-header-ended"),
    msg!("games-header-game"),
    msg!("games-header-players"),
    msg!("games-header-result"),
    msg!("games-header-reason"),
    msg!("games-header-moves"),
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
        msg!("games-versus"),
        &[("one", one.into()), ("two", two.into())],
    )
}

/// Why a game ended, in a word or two, for the Games list.
pub fn reason_short(lang: Lang, reason: Reason) -> String {
    lang.tr_with(msg!("games-reason"), &[("reason", reason.code().into())])
}

/// Which of the games kept the list shows: `3 games`, or `21–40 of 45`
/// when they do not all fit.
pub fn games_range(lang: Lang, first: usize, last: usize, total: usize) -> String {
    if first <= 1 && last >= total {
        lang.tr_with(msg!("games-count"), &[("total", total.into())])
    } else {
        let args = [
            ("first", first.into()),
            ("last", last.into()),
            ("total", total.into()),
        ];
        lang.tr_with(msg!("games-range"), &args)
    }
}

/// The line after the files that could not be read, when more could
/// not than are named.
pub fn more_unreadable(lang: Lang, count: usize) -> String {
    lang.tr_with(msg!("games-more-unreadable"), &[("count", count.into())])
}

// TV in the lobby (#26).

/// The heading of the server's show's chat: it says TV first, so that
/// a narrow panel keeps it.
pub fn on_tv(lang: Lang, title: &str) -> String {
    lang.tr_with(msg!("tv-heading"), &[("title", title.into())])
}

/// What the show plays next, in its game-over box.
pub fn next_on_tv(lang: Lang, game: &str) -> String {
    lang.tr_with(msg!("tv-next"), &[("game", game.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::games::Status;

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
