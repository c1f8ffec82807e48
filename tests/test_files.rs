//! Every file in `tests/` is compiled. Cargo.toml lists the test targets
//! (`autotests = false`), so a new file is not found by itself: it must
//! be a target or a `mod` line of one, else its tests would never run.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// The `path = "tests/<name>.rs"` lines of Cargo.toml's `[[test]]`s.
fn targets(manifest: &str) -> Vec<String> {
    manifest
        .lines()
        .filter_map(|line| line.strip_prefix("path = \"tests/"))
        .filter_map(|rest| rest.strip_suffix(".rs\""))
        .map(String::from)
        .collect()
}

/// The modules a target's file declares: its `mod <name>;` lines.
fn modules(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.strip_prefix("mod ")?.strip_suffix(';'))
        .map(String::from)
        .collect()
}

#[test]
fn every_test_file_is_a_target_or_a_module_of_one() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    let targets = targets(&manifest);
    assert!(targets.len() > 5, "the targets were found: {targets:?}");
    // Each file, and the targets that compile it.
    let mut compiled: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for target in &targets {
        compiled
            .entry(target.clone())
            .or_default()
            .push(target.clone());
        let text = fs::read_to_string(root.join(format!("tests/{target}.rs"))).expect("a target");
        for module in modules(&text) {
            compiled.entry(module).or_default().push(target.clone());
        }
    }
    for entry in fs::read_dir(root.join("tests")).expect("tests/") {
        let path = entry.expect("a folder entry").path();
        let name = path.file_stem().and_then(|s| s.to_str()).expect("a name");
        let is_source = path.extension().is_some_and(|e| e == "rs");
        if !(is_source || path.join("mod.rs").is_file()) {
            continue;
        }
        let by = compiled.get(name).map(Vec::as_slice).unwrap_or_default();
        assert!(!by.is_empty(), "tests/{name} is in no test target");
        // A support module may serve several targets; tests run once.
        assert!(
            !is_source || by.len() == 1,
            "tests/{name}.rs is compiled by {by:?}"
        );
    }
}
