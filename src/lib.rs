//! tabuleiro: five abstract board games in the terminal.

pub mod games;
