//! Lists the message identifiers of the English catalogue for `msg!`,
//! which refuses, while compiling, an identifier that is not among them.

use std::fmt::Write as _;
use std::{env, fs, path::Path};

const CATALOGUE: &str = "locales/en.ftl";

fn main() {
    println!("cargo::rerun-if-changed={CATALOGUE}");
    let source = fs::read_to_string(CATALOGUE).expect("locales/en.ftl is readable");
    let mut ids: Vec<&str> = source.lines().filter_map(message_id).collect();
    ids.sort_unstable();
    ids.dedup();
    // A slice, not an array: a const array of a thousand ids is copied
    // wherever it is named (clippy's large_const_arrays).
    let mut code = String::from("pub(crate) const MESSAGE_IDS: &[&str] = &[\n");
    for id in ids {
        writeln!(code, "    {id:?},").expect("writing to a String");
    }
    code.push_str("];\n");
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out).join("message_ids.rs"), code).expect("OUT_DIR is writable");
}

/// The identifier a line of Fluent starts a message with: at the line's
/// start, a letter then letters, digits, `-` or `_`, then `=` (terms
/// start with `-`, attributes and continuations are indented).
fn message_id(line: &str) -> Option<&str> {
    let (id, _) = line.split_once('=')?;
    let id = id.trim_end();
    let mut chars = id.chars();
    let first = chars.next()?;
    let rest_ok = chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    (first.is_ascii_alphabetic() && rest_ok).then_some(id)
}
