//! The local files: settings, saves, statistics, themes, exports and imports.
//! One test target for these files, so the whole stack is linked once; each
//! file is a module of it.

mod app_support;

mod export_import;
mod games_list;
mod persist;
mod persist_themes;
mod storage;
mod storage_exchange;
mod storage_progress;
mod storage_saves;
mod storage_stats;
