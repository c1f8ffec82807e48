//! Which screen is showing, as a plain name: what tests and the drawing
//! compare, and where a screen goes back to. The state of each screen is
//! carried by the app's screen value, not here.

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
    Load,
    About,
    /// The rooms of `tabuleiro serve`.
    Lobby,
}
