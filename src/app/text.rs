//! Every sentence the interface shows, in one place, so the wording stays
//! consistent and is easy to review.

use crate::games::hasami::QUIET_LIMIT;
use crate::games::{AnyGame, Coord, End, Fact, GameId, HasamiWin, Options, Outcome, Reason, Side};
use crate::rooms::OfferKind;

pub const TITLE: &str = "tabuleiro";
pub const SUBTITLE: &str = "five board games in the terminal";

pub const MENU_CONTINUE: &str = "Continue";
pub const MENU_NEW: &str = "New game";
pub const MENU_LOAD: &str = "Load game";
pub const MENU_RULES: &str = "How to play";
pub const MENU_SETTINGS: &str = "Settings";
pub const MENU_STATISTICS: &str = "Statistics";
pub const MENU_ABOUT: &str = "About";
pub const MENU_QUIT: &str = "Quit";

pub const SETUP_TITLE: &str = "New game";
pub const SETUP_GAME: &str = "Game";
pub const SETUP_MODE: &str = "Mode";
pub const SETUP_SIDE: &str = "You play";
pub const SETUP_BOT: &str = "Computer";
pub const SETUP_BOT_ONE: &str = "Computer 1";
pub const SETUP_BOT_TWO: &str = "Computer 2";
pub const SETUP_FIRST: &str = "First player";
pub const SETUP_DEAL: &str = "Deal number";
pub const SETUP_HASAMI_WIN: &str = "Win condition";
pub const SETUP_CORNER: &str = "Corner capture";
pub const SETUP_EDGE: &str = "Edge capture";
pub const SETUP_STALL: &str = "Stall rule";
pub const SETUP_FEN: &str = "Start FEN";
pub const SETUP_START: &str = "Start the game";
/// The new-game form as it opens a room of `tabuleiro serve`.
pub const ROOM_FORM_TITLE: &str = "New room";
pub const ROOM_FORM_START: &str = "Open the room";
pub const SETUP_FEN_EMPTY: &str = "(standard start)";
pub const SETUP_CLOCK: &str = "Clock";
pub const SETUP_CLOCK_BASE: &str = "Base minutes";
pub const SETUP_CLOCK_INCREMENT: &str = "Increment secs";
pub const SETUP_RATED: &str = "Rated";
pub const CLOCK_NONE: &str = "none";
pub const CLOCK_CUSTOM: &str = "custom";

/// A time control as people name it, the same in the form, the lobby
/// and the panel: base minutes and increment seconds, `5+3`, `0.5` s
/// increments as `2+0.5`. A base that is not whole minutes reads as the
/// clock will show it at the start, `0:30+0`, `1:30+2`. Correspondence
/// reads in days per move: `1 day`, `3 days`.
pub fn time_control(control: &crate::games::TimeControl) -> String {
    use crate::games::TimeControl;
    let (base, increment) = match *control {
        TimeControl::Fischer { base, increment } => (base, increment),
        TimeControl::PerMove { days: 1 } => return "1 day".to_string(),
        TimeControl::PerMove { days } => return format!("{days} days"),
    };
    let secs = base.as_secs();
    let base = if secs % 60 == 0 && base.subsec_nanos() == 0 {
        (secs / 60).to_string()
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    };
    format!("{base}+{}", increment.as_secs_f64())
}

pub const MODE_HVH: &str = "Human vs Human";
pub const MODE_HVC: &str = "Human vs Computer";
pub const MODE_CVC: &str = "Computer vs Computer";
pub const RANDOM: &str = "random";
pub const ON: &str = "on";
pub const OFF: &str = "off";
/// How a Hasami Shogi game is won, as the form and the panel say it.
pub fn hasami_win(win: HasamiWin) -> &'static str {
    match win {
        HasamiWin::TwoLeft => "opponent down to 2 pieces",
        HasamiWin::OneLeft => "opponent down to 1 piece",
        HasamiWin::Captures => "5 captures, or 3 ahead",
    }
}

/// The option of a game worth a line beside its board, if it has one.
pub fn game_facts(game: GameId, options: &Options) -> Option<String> {
    Some(match game.info().fact? {
        Fact::Deal => massacre_deal(options.deal),
        Fact::HasamiWin => hasami_win(options.hasami_win).to_string(),
    })
}
pub const STALL_27: &str = "27 moves without a capture";
pub const STALL_CLOCK: &str = "call the clock";

/// A computer's seat: its name and level, "Computer (master)".
pub fn computer_seat(name: &str, level: &str) -> String {
    format!("{name} ({level})")
}
pub const COMPUTER_NAME: &str = "Computer";
pub const DEFAULT_HUMAN_NAME: &str = "You";
pub const DEFAULT_PLAYER_NAMES: [&str; 2] = ["Player 1", "Player 2"];

pub const SETTINGS_TITLE: &str = "Settings";
pub const SETTINGS_MOUSE: &str = "Mouse";
pub const SETTINGS_TARGETS: &str = "Show legal targets";
pub const SETTINGS_PAUSE: &str = "Pause between computers";
pub const SETTINGS_MASTER: &str = "Master thinking time";
pub const SETTINGS_COORDINATES: &str = "Show coordinates";
pub const SETTINGS_BELL: &str = "Bell on every move";
pub const SETTINGS_THEME: &str = "Theme";
pub const SETTINGS_COLOURS: &str = "Colours";
pub const COLOURS_AUTO: &str = "detect";
pub const COLOURS_TRUE: &str = "true colour";
pub const COLOURS_NONE: &str = "none";
pub const SETTINGS_PIECES: &str = "Pieces";
pub const PIECES_FIGURES: &str = "Large figures";
pub const PIECES_UNICODE: &str = "Unicode";
pub const PIECES_ASCII: &str = "ASCII letters";
pub const PIECES_KANJI: &str = "Unicode + kanji";
pub const SETTINGS_ANIMATION: &str = "Animation";
pub const ANIMATION_FAST: &str = "fast";
pub const ANIMATION_NORMAL: &str = "normal";
pub const ANIMATION_SLOW: &str = "slow";
pub const SETTINGS_EVALUATION: &str = "Evaluation";
pub const EVALUATION_ALWAYS: &str = "always";
pub const EVALUATION_AGAINST_COMPUTER: &str = "vs computer";
pub const EVALUATION_NEVER: &str = "never";
pub const SETTINGS_CONFIRM_QUIT: &str = "Confirm leaving a game";
pub const SETTINGS_NOTE: &str = "Changes are saved at once.";
pub const SETTINGS_NOTE_SERVED: &str = "Changes last while you are connected.";

pub const LOAD_TITLE: &str = "Load game";
pub const LOAD_NONE: &str = "No saved games yet: press w during a game to save it.";
pub const LOAD_NEWER: &str = "saved by a newer tabuleiro";
pub const LOAD_UNREADABLE: &str = "cannot be read";

pub const STATS_TITLE: &str = "Statistics";
pub const STATS_NONE: &str = "No finished games yet: results against each opponent appear here.";
pub const STATS_HEADER: [&str; 5] = ["Game", "Opponent", "Won", "Lost", "Drawn"];

pub const ABOUT_TITLE: &str = "About";
pub const ABOUT_LINES: &[&str] = &[
    "Five abstract board games to play at one keyboard or against the computer.",
    "",
    "Licence: MIT OR Apache-2.0",
];
pub const ABOUT_SETTINGS: &str = "Settings and themes: ";
pub const ABOUT_SAVES: &str = "Saved games: ";
pub const ABOUT_NO_FILES: &str = "Settings and saves are not stored in this session.";

pub const RULES_TITLE: &str = "How to play";
pub const CONTROLS_TAB: &str = "Controls";
pub const CONTROLS_INTRO: &str =
    "The keys, screen by screen. The bottom line always shows the keys that work right now.";
pub const OBJECTIVE: &str = "Objective";

pub const PANEL_MOVES: &str = "Moves";
/// Shown for an evaluation not yet worked out for the position.
pub const PANEL_EVAL_PENDING: &str = "…";
pub const PANEL_RESULT: &str = "Result";
pub const PANEL_THINKING: &str = "Thinking";
pub const PANEL_ANALYSING: &str = "Analysing";
pub const PANEL_CAPTURED: &str = "Captured";
pub const PANEL_SCORE: &str = "Score";
pub const PANEL_POINTS: &str = "points";
pub const PANEL_PAUSED: &str = "Paused";

pub const PROMPT: &str = "Move: ";
pub const SAVE_PROMPT: &str = "Save as: ";
pub const EXPORT_RECORD: &str = "game record";
pub const IMPORT_TITLE: &str = "Import a game";
pub const IMPORT_NOTE: &str = "A PGN file (Chess, Racing Kings) or a tabuleiro game record.";
pub const IMPORT_PROMPT: &str = "File: ";
pub const NO_PGN: &str = "Only Chess and Racing Kings have PGN; this exports a game record.";
pub const CONFIRM_LEAVE: &str = "Leave this game? It is saved: Continue takes it up.";
/// Asked when a player leaves a room's game under way.
pub const CONFIRM_LEAVE_SEAT: &str = "Leave your seat? y leaves it: it waits 2 minutes for you, \
     then the game is lost. R resigns now. n stays.";
/// Asked when a player leaves a correspondence game under way.
pub const CONFIRM_LEAVE_SEAT_BY_POST: &str = "Leave your seat? y leaves it: it is kept for \
     you, and your clock runs by the day as it does now. R resigns now. n stays.";
pub const CONFIRM_QUIT_PLAIN: &str = "Quit tabuleiro?";
pub const CONFIRM_QUIT: &str = "Quit tabuleiro? The game is saved: Continue takes it up.";
pub const PROMOTE: &str = "Promote to: Q queen  R rook  B bishop  N knight";
pub const NOT_YOUR_PIECE: &str = "That is not a piece you can move.";
pub const NO_MOVES_FROM: &str = "That piece has no legal move.";
pub const NOT_YOUR_TURN: &str = "The computer is thinking; press m to make it move now.";
/// The move prompt's label while the computer thinks: the move waits.
pub const PREMOVE_PROMPT: &str = "Premove: ";
pub const PREMOVE_CANCELLED: &str = "Premove cancelled.";
pub const HINT_THINKING: &str = "Looking for a hint…";
pub const NOTHING_TO_UNDO: &str = "Nothing to undo.";
pub const NOTHING_TO_REDO: &str = "Nothing to redo.";
pub const PAUSED: &str = "Paused: space resumes, → plays one move.";
pub const RESUMED: &str = "Resumed.";
pub const STEPPED: &str = "One move, then paused again.";
pub const GAME_OVER: &str = "Game over";
pub const OVER_NEW: &str = "New game";
pub const OVER_REMATCH: &str = "Rematch (sides swapped)";
pub const OVER_REVIEW: &str = "Review";
pub const OVER_MENU: &str = "Menu";
pub const DRAW: &str = "Draw";
pub const POSITION_TITLE: &str = "Position";
pub const POSITION_COPY: &str = "Select it to copy (with Shift if the mouse is on).";

pub fn too_small(width: u16, height: u16, need_width: u16, need_height: u16) -> String {
    format!("Terminal too small: {width} x {height}, need at least {need_width} x {need_height}")
}

pub const ENGINES_TITLE: &str = "Engines";
pub const ENGINE_TITLE: &str = "Engine";
pub const ENGINES_ADD: &str = "+ add an engine";
pub const ENGINES_NOTE: &str = "UCI engines, offered as opponents in New game.";
pub const ENGINE_FORM_NOTE: &str = "Options: NAME=VALUE; NAME=VALUE";
pub const ENGINE_NAME: &str = "Name";
pub const ENGINE_COMMAND: &str = "Command";
pub const ENGINE_OPTIONS: &str = "Options";
pub const ENGINE_NEEDS_NAME: &str = "The engine needs a name.";
pub const ENGINE_NEEDS_GAME: &str = "Pick at least one game it plays.";

pub fn engine_name_taken(name: &str) -> String {
    format!("An engine is already called \"{name}\".")
}

/// How many engines the Settings row says are set up.
pub fn engines_count(count: usize) -> String {
    match count {
        0 => "none".to_string(),
        1 => "1 engine".to_string(),
        n => format!("{n} engines"),
    }
}

/// An engine failed during a game; the game waits for another opponent.
pub fn engine_failed(reason: &str, stand_in: &str) -> String {
    format!("{reason}. Press o to let {stand_in} play on.")
}

/// A game's engine is no longer in the settings.
pub fn engine_missing(name: &str, stand_in: &str) -> String {
    format!("The engine \"{name}\" is not in Settings: {stand_in} plays instead.")
}

/// An engine of the settings that cannot run as written.
pub fn engine_unusable(name: &str, reason: &str) -> String {
    format!("The engine \"{name}\" cannot run: {reason}. Press o to let another play.")
}

/// The evaluation row's title: whose view its sign takes.
pub fn panel_eval(side: &str) -> String {
    format!("Eval ({side})")
}

/// Said when the board is turned round: whose side is now nearest.
pub fn flipped(side: &str) -> String {
    format!("Board flipped: {side} at the bottom.")
}

/// Said when typing or pasting met a text field's maximum.
pub fn at_most(max: usize) -> String {
    format!("At most {max} characters fit here.")
}

/// The line under the board while a premove waits for the turn.
pub fn premove_waiting(mv: &str) -> String {
    format!("Premove: {mv}  (played when your turn comes; esc cancels)")
}

/// A premove that could not be played when the turn came, and why.
pub fn premove_dropped(mv: &str, reason: &str) -> String {
    format!("Premove {mv} dropped: {reason}")
}

/// A premove typed that no move of the computer's would make legal.
pub fn premove_impossible(mv: &str) -> String {
    format!("{mv} cannot be played after any reply; no premove set.")
}

pub fn hint_found(mv: &str) -> String {
    format!("Hint: {mv}")
}

/// The label of the export prompt: `Export PGN to: `.
pub fn export_prompt(format: &str) -> String {
    format!("Export {format} to: ")
}

pub fn exported_to(path: &str) -> String {
    format!("Exported to {path}")
}

/// The setup row for a player's name, by the game's name for the side.
pub fn setup_name(side: &str) -> String {
    format!("{side} name")
}

pub fn theme_missing(name: &str) -> String {
    format!("the theme \"{name}\" was not found; the default theme is used")
}

/// A file that could not be used and was renamed aside.
pub fn kept_aside(problem: &str, kept: &str) -> String {
    format!("{problem}; the file is kept as {kept}")
}

pub fn confirm_replace_save(name: &str) -> String {
    format!("A save named \"{name}\" exists. Replace it with this game?")
}

/// Asked before `loser` resigns: "White resigns? Black wins the game."
pub fn confirm_resign(loser: &str, winner: &str) -> String {
    format!("{loser} resigns? {winner} wins the game.")
}

/// Asked of the other person at the keyboard when a draw is offered.
pub fn accept_draw(by: &str, to: &str) -> String {
    format!("{by} offers a draw. {to}, do you accept?")
}

/// Said when the other person at the keyboard declines a draw.
pub fn draw_declined(by: &str) -> String {
    format!("{by} declines the draw.")
}

/// What a room's standing offer asks, by whom.
pub fn room_offer(kind: OfferKind, by: &str) -> String {
    match kind {
        OfferKind::Draw => format!("{by} offers a draw"),
        OfferKind::Takeback(1) => format!("{by} asks to take back their last move"),
        OfferKind::Takeback(_) => format!("{by} asks to take back their last move and the reply"),
        OfferKind::Rematch => format!("{by} offers a rematch"),
    }
}

/// The offer to the visitor, with the keys that answer it.
pub fn answer_offer(offer: &str) -> String {
    format!("{offer}: y accept · n decline")
}

/// The visitor's own offer, sent: what was asked, and of whom.
pub fn offer_sent(kind: OfferKind, to: &str) -> String {
    let what = match kind {
        OfferKind::Draw => "You offer a draw",
        OfferKind::Takeback(1) => "You ask to take back your last move",
        OfferKind::Takeback(_) => "You ask to take back your last move and the reply",
        OfferKind::Rematch => "You offer a rematch, colours swapped",
    };
    format!("{what}; {to} is asked.")
}

/// The keys a room's game-over box names.
pub const ROOM_OVER_CHOICES: [&str; 2] = ["a  Rematch, colours swapped", "q  Back to the lobby"];

/// Said when a rematch is declined.
pub fn rematch_declined(by: &str) -> String {
    format!("{by} declines the rematch.")
}

/// Said when a takeback is declined.
pub fn takeback_declined(by: &str) -> String {
    format!("{by} declines the takeback.")
}

/// Said when a takeback is accepted: how many moves went back.
pub fn taken_back(by: &str, plies: usize) -> String {
    let moves = if plies == 1 { "move" } else { "moves" };
    format!("{by} accepts: {plies} {moves} taken back.")
}

/// Why a game offers no draw: "Massacre Chess has no draws."
pub fn no_draws(game: &str) -> String {
    format!("{game} has no draws.")
}

pub const DRAW_OFFERED: &str = "You offer a draw; the computer is thinking it over…";
pub const COMPUTER_DECLINES_DRAW: &str = "The computer declines the draw.";

pub const CONFIRM_REPLACE_GAME: &str =
    "Open this game? The game in progress is replaced (w saves it under a name first).";

pub fn confirm_delete(name: &str) -> String {
    format!("Delete the save \"{name}\"? This cannot be undone.")
}

pub fn saved_as(name: &str) -> String {
    format!("Saved as \"{name}\".")
}

/// "Ana wins", but "You win": the default human name takes the verb of
/// "you", whatever its case.
pub fn wins(name: &str) -> String {
    if name.trim().eq_ignore_ascii_case(DEFAULT_HUMAN_NAME) {
        format!("{} win", name.trim())
    } else {
        format!("{name} wins")
    }
}

/// How a game ended, in its own words: "White wins by checkmate",
/// "Black wins: the king reached the 8th rank", "Player 2 wins: zone
/// empty, 9-14" (player 1's count first, as in `0-1` and the panel's
/// score).
pub fn game_result(game: &AnyGame, end: End) -> String {
    let names = game.id().side_names();
    let loser = match end.outcome {
        Outcome::Win(side) => side.opponent(),
        Outcome::Draw => Side::Two,
    };
    let loser_name = names[loser.index()];
    let [one, two] = game.scores();
    let scores = format!("{one}-{two}");
    let how = match end.reason {
        Reason::Checkmate => " by checkmate".to_string(),
        Reason::Stalemate => " by stalemate".to_string(),
        Reason::FiftyMoves => " by the fifty-move rule".to_string(),
        Reason::InsufficientMaterial => ": insufficient material".to_string(),
        Reason::Repetition => " by repetition".to_string(),
        Reason::RaceWon => ": the king reached the 8th rank".to_string(),
        Reason::RaceDrawn => ": both kings reached the 8th rank".to_string(),
        Reason::NoCapture => format!(": {loser_name} cannot capture"),
        Reason::ZoneEmpty => {
            let tie = one == two && matches!(end.outcome, Outcome::Win(_));
            let last = if tie { ", the last move" } else { "" };
            format!(": zone empty, {scores}{last}")
        }
        Reason::Stalled => format!(": stalled, {scores}"),
        Reason::NoMoves => format!(": {loser_name} has no legal move"),
        Reason::PiecesLeft => {
            let left = pieces_of(game, loser);
            let noun = if left == 1 { "piece" } else { "pieces" };
            format!(": {loser_name} has {left} {noun} left")
        }
        // The scores count the pieces missing from the board, as the rule
        // does: a game set up with pieces already taken counts them too.
        Reason::Captures => format!(" by captures, {scores}"),
        Reason::QuietLimit => format!(": {QUIET_LIMIT} moves without a capture"),
        Reason::Time => match end.outcome {
            Outcome::Win(_) => format!(": {loser_name}'s time ran out"),
            Outcome::Draw => {
                // The clock that ran out is the mover's.
                let flagged = game.side_to_move();
                let other = names[flagged.opponent().index()];
                format!(
                    ": {}'s time ran out, but {other} cannot win",
                    names[flagged.index()]
                )
            }
        },
        Reason::Abandoned => match end.outcome {
            Outcome::Win(_) => format!(": {loser_name}'s seat stayed empty"),
            Outcome::Draw => ": a seat stayed empty and neither side can win".to_string(),
        },
        Reason::Resigned => format!(": {loser_name} resigned"),
        Reason::Agreed => " agreed".to_string(),
    };
    match end.outcome {
        Outcome::Win(side) => format!("{} wins{how}", names[side.index()]),
        Outcome::Draw => format!("{DRAW}{how}"),
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

pub fn pause_set(ms: u64) -> String {
    format!("Pause between moves: {:.1} s", ms as f64 / 1000.0)
}

pub fn massacre_deal(deal: u64) -> String {
    format!("Massacre #{deal}")
}

pub fn seconds(ms: u64) -> String {
    format!("{:.1} s", ms as f64 / 1000.0)
}

pub fn version_line() -> String {
    format!("tabuleiro {}", env!("CARGO_PKG_VERSION"))
}

pub const REVIEW_START: &str = "Review: the start position";

/// The reviewed position in moves, as the move list numbers them:
/// `number` of `last`, after `side`'s ply.
pub fn review_move(number: usize, last: usize, side: &str) -> String {
    format!("Review: move {number} of {last}, {side}")
}

pub const MARKS_TITLE: &str = "Review's marks";
pub const MARKS_INTRO: &str = "Review analyses the game and marks each move by what it lost \
     against the engine's best move, from the mover's side: ?! an inaccuracy, ? a mistake, \
     ?? a blunder.";
/// The thresholds of [`crate::ai::evaluation`]'s marks, game by game
/// (a test keeps them equal).
pub const MARKS_LINES: [&str; 3] = [
    "Chess, Racing Kings and Massacre Chess, in pawns: ?! from 0.5, ? from 1, ?? from 2.",
    "Martian Chess, in points: ?! from 1, ? from 2, ?? from 3.",
    "Hasami Shogi, in stones: ?! from 0.5, ? from 1, ?? from 1.5.",
];

/// Review's progress bar while the game is analysed.
pub fn analysing_ply(done: usize, all: usize) -> String {
    format!("Analysing: position {done} of {all}")
}

/// One player's marks and accuracy under the Review board.
pub fn analysis_summary(
    name: &str,
    [inaccuracies, mistakes, blunders]: [usize; 3],
    accuracy: f64,
) -> String {
    format!("{name} {inaccuracies}?! {mistakes}? {blunders}?? {accuracy:.0}%")
}

/// The reviewed move with its mark, and the engine's move.
pub fn judged_move(mv: &str, mark: &str, better: &str) -> String {
    format!("{mv}{mark}  {better} was best")
}

/// A room's seat nobody has taken yet.
pub const SEAT_OPEN: &str = "(open seat)";

/// A room's player whose connections are all gone.
pub fn away(name: &str) -> String {
    format!("{name} (away)")
}

/// A seat left empty in a game under way, and how long until it is
/// forfeited, in whole seconds rounded up: "ben (away 1:42)", short
/// enough to keep its time beside a clock in the narrowest panel.
pub fn forfeits_in(name: &str, left: std::time::Duration) -> String {
    let secs = left.as_secs() + u64::from(left.subsec_nanos() > 0);
    format!("{name} (away {}:{:02})", secs / 60, secs % 60)
}

/// A room's game that waits for its second player.
pub const ROOM_SEAT_OPEN: &str = "Waiting for a second player to take the open seat.";
/// A room's game seen by a watcher.
pub const ROOM_WATCHING: &str = "You are watching: only the players move.";
/// A room's game seen by a connection whose seat another connection of
/// the same key took.
pub const ROOM_SEAT_TAKEN: &str = "Your seat was taken by your other connection; you are watching.";

/// A room's game on the other player's turn.
pub fn room_their_turn(name: &str) -> String {
    format!("It is {name}'s move.")
}

/// A room's computer seat.
pub fn seat_computer(level: &str) -> String {
    format!("computer {level}")
}

pub const MENU_LOBBY: &str = "Lobby";

/// Said when a visitor's input came faster than their session takes it.
pub const INPUT_DROPPED: &str = "Typing too fast: some keys were dropped.";

/// The lobby's word after the name was changed.
pub fn renamed(name: &str) -> String {
    format!("Others now see you as {name}.")
}

/// The lobby's word when the name asked for is another key's.
pub fn name_taken(wanted: &str, name: &str) -> String {
    format!("The name {wanted} belongs to another key; others see you as {name}.")
}

pub const LOBBY_TITLE: &str = "tabuleiro · rooms";
pub const LOBBY_EMPTY: &str = "No rooms yet: press n to open one.";
/// The lobby's mark on a room where the visitor's key holds a seat.
pub const YOUR_SEAT: &str = "•";
pub const YOUR_SEAT_KEY: &str = "• your seat";

/// The lobby's word to a visitor back with seats in several games.
pub fn seats_in(rooms: usize) -> String {
    format!("You have seats in {rooms} rooms under way: pick one (• marks them).")
}
pub const LOBBY_HEADER: [&str; 6] = ["Room", "Game", "Players", "Watch", "Clock", "State"];
/// The lobby's headings over the visitor's own games and the others.
pub const LOBBY_YOUR_GAMES: &str = "Your games";
pub const LOBBY_OTHER_ROOMS: &str = "Other rooms";
/// The State of a game of the visitor's where they are to move.
pub const STATE_YOUR_MOVE: &str = "your move";
pub const NAME_PROMPT: &str = "Your name: ";
pub const CHAT_PROMPT: &str = "Say: ";
pub const RECORD_TITLE: &str = "The game's record";
pub const RECORD_COPY: &str = "Select the text to copy it; esc closes.";
pub const STATE_WAITING: &str = "waiting";
pub const STATE_PLAYING: &str = "playing";
/// The lobby's State of a game aborted for want of a first move.
pub const STATE_ABORTED: &str = "aborted";

/// The heading of a room's chat, with how many watch; a watcher is told
/// they are one.
pub fn chat_title(watchers: usize, watching: bool) -> String {
    match (watchers, watching) {
        (0, _) => "Chat".to_string(),
        (1, true) => "Chat · you are watching".to_string(),
        (n, true) => format!("Chat · you and {} more watching", n - 1),
        (n, false) => format!("Chat · {n} watching"),
    }
}

/// The chat's marker when scrolled back: how many lines are below.
pub fn chat_newer(count: usize) -> String {
    format!("↓ {count} newer · pgdn")
}

/// The name the lobby shows for the visitor.
pub fn you_are(name: &str) -> String {
    format!("You: {name}")
}

/// A room's seat as its players line and the panel name it, a person
/// with their rating (`1500?` while provisional).
pub fn seat(seat: &crate::rooms::SeatView) -> String {
    use crate::rooms::SeatView;
    match seat {
        SeatView::Open => SEAT_OPEN.to_string(),
        SeatView::Person {
            name,
            present,
            rating,
        } => {
            let rated = match rating {
                Some(rating) => format!("{name} {rating}"),
                None => name.clone(),
            };
            if *present { rated } else { away(&rated) }
        }
        SeatView::Computer(bot) => seat_computer(bot.id()),
    }
}

/// Where a room's game stands, in the lobby's State column.
pub fn phase(phase: crate::rooms::Phase) -> String {
    use crate::rooms::Phase;
    match phase {
        Phase::Waiting => STATE_WAITING.to_string(),
        Phase::Playing => STATE_PLAYING.to_string(),
        Phase::Over(end) => end.outcome.result().to_string(),
        Phase::Aborted(_) => STATE_ABORTED.to_string(),
    }
}

/// A room's game aborted: `name` made no first move in time.
pub fn room_aborted(name: &str) -> String {
    format!("Game aborted: {name} made no first move.")
}

pub const PROFILE_RATINGS: [&str; 6] = ["Game", "Pace", "Rating", "Won", "Drawn", "Lost"];
pub const PROFILE_NO_RATINGS: &str = "No rated games yet.";
pub const PROFILE_RECENT: &str = "Recent games";
pub const PROFILE_GAMES: [&str; 6] = ["Date", "Room", "Game", "Result", "Opponent", "Ended by"];
pub const PROFILE_NO_GAMES: &str = "No finished games yet.";
pub const RESULT_WON: &str = "won";
pub const RESULT_LOST: &str = "lost";
pub const RESULT_DRAWN: &str = "drawn";
pub const LEADERBOARD_HEADER: [&str; 5] = ["#", "Name", "Rating", "Games", "W/D/L"];

/// A profile's title line.
pub fn profile_title(name: &str) -> String {
    format!("{name} · profile")
}

/// When a player was first seen, as a PGN date (`2026.11.26`).
pub fn member_since(date: &str) -> String {
    format!("member since {date}")
}

/// The leaderboard's title line.
pub fn leaderboard_title(game: &str, pace: &str) -> String {
    format!("Leaderboard · {game} · {pace}")
}

/// Who a leaderboard ranks, and why a player may not be on it yet.
pub fn leaderboard_rule(top: usize, games: u32) -> String {
    format!("The best {top} with {games} rated games and a rating no longer provisional.")
}

pub const LEADERBOARD_EMPTY: &str = "Nobody on this board yet.";

// The Games screen (the finished games kept, from Statistics).

pub const GAMES_TITLE: &str = "Games played";
pub const GAMES_READING: &str = "Reading the games kept…";
pub const GAMES_NONE: &str =
    "No finished games yet: every game played here to its end is kept and listed.";
pub const GAMES_HEADER: [&str; 6] = [
    "Ended (UTC)",
    "Game",
    "Players",
    "Result",
    "Reason",
    "Moves",
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
pub fn versus(one: &str, two: &str) -> String {
    format!("{one} v {two}")
}

/// Why a game ended, in a word or two, for the Games list.
pub fn reason_short(reason: Reason) -> &'static str {
    match reason {
        Reason::Checkmate => "checkmate",
        Reason::Stalemate => "stalemate",
        Reason::FiftyMoves => "fifty moves",
        Reason::InsufficientMaterial => "insufficient material",
        Reason::Repetition => "repetition",
        Reason::RaceWon => "race won",
        Reason::RaceDrawn => "race drawn",
        Reason::NoCapture => "cannot capture",
        Reason::ZoneEmpty => "zone empty",
        Reason::Stalled => "stalled",
        Reason::NoMoves => "no legal move",
        Reason::PiecesLeft => "pieces left",
        Reason::Captures => "captures",
        Reason::QuietLimit => "quiet moves",
        Reason::Time => "time",
        Reason::Abandoned => "seat left empty",
        Reason::Resigned => "resigned",
        Reason::Agreed => "draw agreed",
    }
}

/// Which of the games kept the list shows: `3 games`, or `21–40 of 45`
/// when they do not all fit.
pub fn games_range(first: usize, last: usize, total: usize) -> String {
    if first <= 1 && last >= total {
        let noun = if total == 1 { "game" } else { "games" };
        format!("{total} {noun}")
    } else {
        format!("{first}–{last} of {total}")
    }
}

/// The line after the files that could not be read, when more could
/// not than are named.
pub fn more_unreadable(count: usize) -> String {
    let noun = if count == 1 { "file" } else { "files" };
    format!("…and {count} more {noun} that could not be read")
}

// TV in the lobby (#26).

/// The heading of the server's show's chat: it says TV first, so that
/// a narrow panel keeps it.
pub fn on_tv(title: &str) -> String {
    format!("TV · {title}")
}

/// What the show plays next, in its game-over box.
pub fn next_on_tv(game: &str) -> String {
    format!("Next on TV: {game}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_marks_said_are_the_analysis_s_thresholds() {
        use crate::ai::evaluation::{Marks, PAWN_MARKS, POINT_MARKS, STONE_MARKS};
        let unit = |hundredths: i32| format!("{}", f64::from(hundredths) / 100.0);
        let line = |games: &str, units: &str, marks: Marks| {
            format!(
                "{games}, in {units}: ?! from {}, ? from {}, ?? from {}.",
                unit(marks.inaccuracy),
                unit(marks.mistake),
                unit(marks.blunder)
            )
        };
        assert_eq!(
            MARKS_LINES,
            [
                line(
                    "Chess, Racing Kings and Massacre Chess",
                    "pawns",
                    PAWN_MARKS
                ),
                line("Martian Chess", "points", POINT_MARKS),
                line("Hasami Shogi", "stones", STONE_MARKS),
            ]
        );
    }
    use crate::games::Status;

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
            Status::Over(end) => game_result(&board, end),
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
        assert_eq!(time_control(&TimeControl::minutes(5, 3)), "5+3");
        assert_eq!(time_control(&control(30, 0.0)), "0:30+0");
        assert_eq!(time_control(&control(90, 2.0)), "1:30+2");
        assert_eq!(time_control(&control(120, 0.5)), "2+0.5");
        assert_eq!(time_control(&control(5400, 30.0)), "90+30");
        assert_eq!(time_control(&TimeControl::PerMove { days: 1 }), "1 day");
        assert_eq!(time_control(&TimeControl::PerMove { days: 3 }), "3 days");
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
}
