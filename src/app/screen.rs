//! Which screen is showing, as a plain name: what tests compare, and
//! where a screen goes back to. Each screen's state, keys and drawing are
//! its [`super::View`]; a new screen adds its name here.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    Menu,
    Setup,
    Game,
    Rules,
    Settings,
    /// The external engines (from Settings).
    Engines,
    Statistics,
    /// The finished games kept, from Statistics.
    Games,
    Load,
    About,
    /// The rooms of `tabuleiro serve`.
    Lobby,
    /// A player's profile, from the lobby or a room.
    Profile,
    Leaderboard,
    /// Choosing puzzles.
    Puzzles,
    /// A game's lessons, from its How-to-play page.
    Lessons,
    /// A puzzle or a lesson on the board.
    Practice,
}
