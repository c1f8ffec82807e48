//! The games' rules and notation: perft counts, hand-checked positions,
//! random playouts, PGN, the position view. One test target for these files,
//! so the whole stack is linked once; each file is a module of it.

mod chess_perft;
mod chess_playouts;
mod chess_rules;
mod hasami;
mod hasami_perft;
mod hasami_props;
mod martian;
mod martian_perft;
mod martian_props;
mod massacre_perft;
mod massacre_rules;
mod pgn;
mod racing_kings_perft;
mod racing_kings_rules;
mod status_with;
mod view;
