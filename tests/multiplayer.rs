//! The rooms of `tabuleiro serve` and the visitors' apps over them, with no
//! network: the lobby, TV, profiles, ratings. One test target for these
//! files, so the whole stack is linked once; each file is a module of it.

#[cfg(target_os = "linux")]
mod alone_support;
mod app_support;

mod lobby;
mod profiles_app;
mod ratings;
mod rooms;
mod rooms_deadlines;
mod rooms_profiles;
mod rooms_progress;
mod rooms_tv;
mod rooms_versions;
