//! The message catalogues agree: every message of one language is in the
//! other with the same placeholders, and each file parses whole.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use tabuleiro::i18n::{Lang, Msg, SOURCES};

/// Each message's placeholders (`$name`), by message identifier.
fn placeholders(lang: Lang, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{lang:?} catalogue does not parse: {errors:?}"));
    let mut messages = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut names = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut names);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut names);
                }
                let id = message.id.name.to_string();
                assert!(
                    messages.insert(id.clone(), names).is_none(),
                    "{lang:?} catalogue has {id} twice"
                );
            }
            Entry::Junk { content } => panic!("{lang:?} catalogue has junk: {content}"),
            _ => {}
        }
    }
    messages
}

fn pattern_variables(pattern: &Pattern<&str>, names: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, names);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, names: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, names);
            for variant in variants {
                pattern_variables(&variant.value, names);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, names),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, names: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            names.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, names),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, names);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_is_in_both_catalogues_with_the_same_placeholders() {
    let [(english, english_text), (portuguese, portuguese_text)] = SOURCES;
    let english = placeholders(english, english_text);
    let portuguese = placeholders(portuguese, portuguese_text);
    let only_english: Vec<_> = english
        .keys()
        .filter(|k| !portuguese.contains_key(*k))
        .collect();
    let only_portuguese: Vec<_> = portuguese
        .keys()
        .filter(|k| !english.contains_key(*k))
        .collect();
    assert!(
        only_english.is_empty(),
        "not in Portuguese: {only_english:?}"
    );
    assert!(
        only_portuguese.is_empty(),
        "not in English: {only_portuguese:?}"
    );
    for (id, names) in &english {
        assert_eq!(
            Some(names),
            portuguese.get(id),
            "placeholders of {id} differ"
        );
    }
}

/// `msg!` checks ids against the list build.rs reads from the English
/// catalogue: that list holds every message Fluent finds there.
#[test]
fn every_english_message_can_be_named() {
    let [(english, english_text), _] = SOURCES;
    let ids = placeholders(english, english_text);
    assert!(ids.len() > 800, "only {} messages", ids.len());
    let unnamed: Vec<_> = ids.keys().filter(|id| Msg::named(id).is_none()).collect();
    assert!(unnamed.is_empty(), "not listed by build.rs: {unnamed:?}");
    assert!(Msg::named("no-such-message").is_none());
}
