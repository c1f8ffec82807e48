//! No import cycles between source files. Each file under `src/` is a
//! module; it depends on another when its code names it: a `crate::`,
//! `super::` or `self::` path, a `use` of a child module, or a path
//! through a child module (`layout::game`). A file's own parent modules
//! are its container, not a dependency (a child uses the types its
//! parent defines); a `pub use` re-export does not count (it adds nothing
//! to the file's own code), and neither do a file's unit tests. The test
//! prints every cycle it finds: `cargo test --test layout module_graph`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

type Graph = BTreeMap<String, BTreeSet<String>>;

/// Every source file as a module path (`app::session::thinking`), with
/// its text.
fn modules(root: &Path) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a source folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(root).expect("under src");
            let mut parts: Vec<String> = relative
                .with_extension("")
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            if parts.last().is_some_and(|p| p == "mod") {
                parts.pop();
            }
            let text = fs::read_to_string(&path).expect("a source file");
            found.insert(parts.join("::"), text);
        }
    }
    found
}

/// The code a file runs: comments, unit tests and re-exports left out.
fn own_code(text: &str) -> String {
    let before_tests = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut code = String::new();
    let mut in_reexport = false;
    for line in before_tests.lines() {
        let line = line.split("//").next().unwrap_or("");
        let trimmed = line.trim_start();
        if trimmed.starts_with("pub use ") {
            in_reexport = !trimmed.trim_end().ends_with(';');
            continue;
        }
        if in_reexport {
            in_reexport = !trimmed.trim_end().ends_with(';');
            continue;
        }
        code.push_str(line);
        code.push('\n');
    }
    code
}

/// The paths written in `code`: every run of `ident::ident...`, with the
/// items of `use a::{b, c::d}` groups spelled out as `a::b`, `a::c`.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < chars.len() {
        if !word(chars[i]) || (i > 0 && (word(chars[i - 1]) || chars[i - 1] == ':')) {
            i += 1;
            continue;
        }
        let mut segments = Vec::new();
        let mut j = i;
        loop {
            let start = j;
            while j < chars.len() && word(chars[j]) {
                j += 1;
            }
            segments.push(chars[start..j].iter().collect::<String>());
            if chars.get(j) == Some(&':') && chars.get(j + 1) == Some(&':') {
                j += 2;
                if chars.get(j) == Some(&'{') {
                    let close = chars[j..]
                        .iter()
                        .position(|&c| c == '}')
                        .map_or(chars.len(), |p| j + p);
                    let group: String = chars[j + 1..close].iter().collect();
                    for item in group.split(',') {
                        let head = item.trim().split("::").next().unwrap_or("").trim();
                        if !head.is_empty() && head.chars().all(word) {
                            let mut path = segments.clone();
                            path.push(head.to_string());
                            found.push(path);
                        }
                    }
                    j = close;
                    break;
                }
                if j < chars.len() && word(chars[j]) {
                    continue;
                }
            }
            break;
        }
        if segments.len() > 1 {
            found.push(segments);
        }
        i = j.max(i + 1);
    }
    found
}

/// The module a path leads to from `here`, if it names one of ours.
fn resolve(here: &str, path: &[String], known: &BTreeMap<String, String>) -> Option<String> {
    let mut base: Vec<String> = if here.is_empty() {
        Vec::new()
    } else {
        here.split("::").map(str::to_string).collect()
    };
    let rest: Vec<String> = match path.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            path[1..].to_vec()
        }
        Some("super") => {
            let ups = path.iter().take_while(|s| *s == "super").count();
            base.truncate(base.len().saturating_sub(ups));
            path[ups..].to_vec()
        }
        Some("self") => path[1..].to_vec(),
        // A path through a child module of this file.
        Some(_) => path.to_vec(),
        None => return None,
    };
    let mut full = base;
    full.extend(rest);
    (1..=full.len())
        .rev()
        .map(|n| full[..n].join("::"))
        .find(|m| known.contains_key(m) && m.as_str() != here)
        // A file's parent modules contain it: what they define is the
        // child's own context, as in any Rust module tree.
        .filter(|m| here.is_empty() || !here.starts_with(&format!("{m}::")))
}

fn graph(root: &Path) -> Graph {
    let known = modules(root);
    let mut graph = Graph::new();
    for (name, text) in &known {
        // The crate roots hold only declarations; the binary is a crate
        // of its own.
        if name == "lib" || name == "main" {
            continue;
        }
        let here = name.as_str();
        let edges = paths(&own_code(text))
            .iter()
            .filter_map(|path| resolve(here, path, &known))
            .filter(|to| to != "lib" && to != "main")
            .collect();
        graph.insert(name.clone(), edges);
    }
    graph
}

/// The strongly connected groups of more than one module (Tarjan).
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(walk: &mut Walk<'a>, node: &'a str) {
        let at = walk.index.len();
        walk.index.insert(node, at);
        walk.low.insert(node, at);
        walk.stack.push(node);
        walk.on_stack.insert(node);
        let edges = walk.graph.get(node).into_iter().flatten();
        for next in edges {
            let next = next.as_str();
            if !walk.index.contains_key(next) {
                visit(walk, next);
                let low = walk.low[node].min(walk.low[next]);
                walk.low.insert(node, low);
            } else if walk.on_stack.contains(next) {
                let low = walk.low[node].min(walk.index[next]);
                walk.low.insert(node, low);
            }
        }
        if walk.low[node] == walk.index[node] {
            let mut group = Vec::new();
            while let Some(top) = walk.stack.pop() {
                walk.on_stack.remove(top);
                group.push(top.to_string());
                if top == node {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                walk.found.push(group);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node.as_str()) {
            visit(&mut walk, node);
        }
    }
    walk.found
}

#[test]
fn no_source_file_imports_one_that_imports_it_back() {
    let graph = graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.len() > 50, "the sources were found");
    let found = cycles(&graph);
    assert!(found.is_empty(), "import cycles between files: {found:#?}");
}

#[test]
fn the_checker_finds_a_cycle_and_resolves_paths() {
    let mut graph = Graph::new();
    let edge = |to: &str| BTreeSet::from([to.to_string()]);
    graph.insert("a".into(), edge("b"));
    graph.insert("b".into(), edge("c"));
    graph.insert("c".into(), edge("a"));
    graph.insert("d".into(), edge("a"));
    assert_eq!(cycles(&graph), vec![vec!["a", "b", "c"]]);

    let known: BTreeMap<String, String> =
        ["app", "app::keymap", "app::text", "app::session", "games"]
            .map(|m| (m.to_string(), String::new()))
            .into();
    let code = "use super::{text, keymap::Key};\nlet x = crate::games::Side::One;";
    let resolved: BTreeSet<String> = paths(code)
        .iter()
        .filter_map(|p| resolve("app::session", p, &known))
        .collect();
    let expected = ["app::keymap", "app::text", "games"].map(String::from);
    assert_eq!(
        resolved,
        BTreeSet::from(expected),
        "the parent `app` is none"
    );
    assert!(own_code("pub use a::b;\nuse c::d;").contains("use c::d"));
    assert!(!own_code("pub use a::b;\nuse c::d;").contains("a::b"));
}
