//! tabuleiro: five abstract board games in the terminal.

// First, so that its `msg!` is in scope in every module after it.
#[macro_use]
pub mod i18n;
pub mod ai;
pub mod app;
pub mod cli;
pub mod games;
pub mod help;
pub mod learn;
pub mod quote;
pub mod rating;
pub mod rooms;
pub mod serve;
pub mod shell;
pub mod storage;
pub mod store;
pub mod ui;
