//! `tabuleiro serve` over SSH, in process and as the real binary. One test
//! target for these files, so the whole stack is linked once; each file is a
//! module of it.

#[cfg(target_os = "linux")]
mod alone_support;
mod serve_support;

mod serve;
mod serve_archive;
mod serve_crash;
mod serve_database;
#[cfg(target_os = "linux")]
mod serve_descriptors;
mod serve_input;
mod serve_listen;
mod serve_log;
mod serve_news;
mod serve_stop;
