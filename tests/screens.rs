//! The app and its screens, driven by synthetic events and drawn as text (the
//! UI snapshots). One test target for these files, so the whole stack is
//! linked once; each file is a module of it.

mod app_support;

mod app;
mod captured;
mod clocks;
mod contrast;
mod effects;
mod ending;
mod engines_app;
mod evaluation;
mod footer;
mod help;
mod help_rules;
mod lessons;
mod paste;
mod premove;
mod puzzles;
mod refusals;
mod review_analysis;
mod ui;
