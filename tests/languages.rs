//! The message catalogues and the interface in Portuguese. One test target
//! for these files, so the whole stack is linked once; each file is a module
//! of it.

mod app_support;
mod engine_support;
mod serve_support;

mod catalogue;
mod help_portuguese;
mod portuguese;
mod portuguese_files;
mod portuguese_play;
mod portuguese_rooms;
mod portuguese_sides;
