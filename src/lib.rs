//! tabuleiro: five abstract board games in the terminal.

pub mod ai;
pub mod app;
pub mod cli;
pub mod games;
pub mod help;
pub mod i18n;
pub mod quote;
pub mod rating;
pub mod rooms;
pub mod serve;
pub mod shell;
pub mod storage;
pub mod store;
pub mod ui;
