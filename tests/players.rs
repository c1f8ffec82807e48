//! The computer players and engines: the search, the background worker,
//! analysis and `tabuleiro uci`. One test target for these files, so the
//! whole stack is linked once; each file is a module of it.

mod ai_players;
mod ai_worker;
mod analysis;
mod uci;
