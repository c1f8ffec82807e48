//! The how-to-play pages and the Controls page in Portuguese: every message
//! they use is in both catalogues, and drawn whole, at the smallest usual
//! terminal and a large one, they show no English sentence of theirs.

use crate::app_support;

use app_support::{drawn, press};
use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::keymap::Action;
use tabuleiro::app::rules::{self, Tab};
use tabuleiro::app::{App, RulesView, Screen, layout};
use tabuleiro::games::GameId;
use tabuleiro::help::{self, page};
use tabuleiro::i18n::{Lang, Msg};
use tabuleiro::msg;

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 50)];

/// Every message the screen shows: its own words and each page's.
fn messages() -> Vec<Msg> {
    let mut all = vec![
        help::TITLE,
        help::CONTROLS_TAB,
        help::OBJECTIVE,
        help::CONTROLS_INTRO,
        help::MARKS_TITLE,
        help::MARKS_INTRO,
    ];
    all.extend(help::MARKS_LINES);
    for game in GameId::ALL {
        let page = page(game);
        all.extend([page.name, page.objective]);
        for section in page.sections {
            all.push(section.heading);
            all.extend(section.paragraphs);
            all.extend(section.diagram.iter().map(|d| d.caption));
        }
    }
    all
}

/// An app on the How-to-play screen, whose hint line the pages are drawn
/// with (the app reads English until it carries the reader's language).
fn app() -> App {
    let mut app = app_support::app();
    press(&mut app, KeyCode::Char('r'));
    app
}

/// One screen of `tab` in `lang`, scrolled `scroll` rows down.
fn screen(app: &App, tab: Tab, lang: Lang, scroll: u16, size: (u16, u16)) -> String {
    let mut view = RulesView::new(tab, Screen::Menu);
    view.scroll = scroll;
    drawn(size.0, size.1, |frame| {
        let theme = &tabuleiro::ui::look::default_theme().theme;
        let area = frame.area();
        tabuleiro::ui::rules::rules(&view, lang, app, area, frame.buffer_mut(), (theme, false));
    })
}

/// The whole page of `tab` in `lang`, a screen at a time from the top to
/// the end, and the tab line: the page's rows trimmed and joined by
/// spaces, so a paragraph wrapped over several rows, or over two screens,
/// reads whole again. The hint line is the keymap's, not the page's.
fn whole_page(app: &App, tab: Tab, lang: Lang, size: (u16, u16)) -> String {
    let window = usize::from(layout::rules_view_height(size));
    let top = usize::from(layout::RULES_HEADER);
    let rows = usize::from(rules::height(&rules::document(tab, lang, size)));
    let most = rows.saturating_sub(window);
    let mut page = vec![String::new(); rows];
    let mut tabs = String::new();
    for scroll in (0..most).step_by(window).chain([most]) {
        let shown = screen(app, tab, lang, scroll as u16, size);
        let lines: Vec<&str> = shown.lines().collect();
        tabs = lines[0].trim().to_string();
        for (i, line) in lines[top..top + window].iter().enumerate() {
            if let Some(row) = page.get_mut(scroll + i) {
                *row = line.trim().to_string();
            }
        }
    }
    let joined = std::iter::once(tabs)
        .chain(page)
        .collect::<Vec<_>>()
        .join(" ");
    joined.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The English sentences of `msg` (two words or more) that Portuguese
/// does not share: cut at the end of a sentence or a clause, so an English
/// sentence left inside a Portuguese paragraph is found too.
fn english_sentences(msg: Msg) -> Vec<String> {
    let english = Lang::English.tr(msg);
    if english == Lang::Portuguese.tr(msg) {
        return Vec::new();
    }
    english
        .split(". ")
        .flat_map(|s| s.split(": "))
        .flat_map(|s| s.split("; "))
        .map(|s| s.trim_end_matches('.').trim().to_string())
        .filter(|s| s.split_whitespace().count() >= 2)
        .collect()
}

#[test]
fn every_message_of_the_pages_is_in_both_catalogues() {
    for msg in messages() {
        for lang in Lang::ALL {
            assert!(lang.has(msg), "{lang:?} has no {}", msg.id());
        }
    }
}

#[test]
fn every_page_in_portuguese_shows_no_english_sentence() {
    let app = app();
    let sentences: Vec<String> = messages().into_iter().flat_map(english_sentences).collect();
    assert!(sentences.len() > 100, "{} sentences", sentences.len());
    for size in SIZES {
        for tab in Tab::ALL {
            let shown = whole_page(&app, tab, Lang::Portuguese, size);
            for sentence in &sentences {
                assert!(
                    !shown.contains(sentence.as_str()),
                    "{tab:?} at {size:?} shows {sentence:?}:\n{shown}"
                );
            }
        }
    }
}

#[test]
fn every_page_shows_all_its_text_in_either_language() {
    // The check above would pass on a blank screen: here each page's
    // sentences are all found, whole, in its own language.
    let app = app();
    for size in SIZES {
        for lang in Lang::ALL {
            for game in GameId::ALL {
                let page = page(game);
                let shown = whole_page(&app, Tab::Game(game), lang, size);
                let mut wanted = vec![page.name, page.objective];
                for section in page.sections {
                    wanted.push(section.heading);
                    wanted.extend(section.paragraphs);
                    wanted.extend(section.diagram.iter().map(|d| d.caption));
                }
                for msg in wanted {
                    let text = lang.tr(msg);
                    assert!(
                        shown.contains(text.as_ref()),
                        "{game} in {lang:?} at {size:?} lacks {text:?}:\n{shown}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_tab_title_shows_whole_at_80_columns() {
    let app = app();
    for lang in Lang::ALL {
        for tab in Tab::ALL {
            let shown = screen(&app, tab, lang, 0, (80, 24));
            let row = shown.lines().next().unwrap_or("");
            for title in Tab::ALL.map(|t| t.title(lang)) {
                assert!(row.contains(title.as_ref()), "{lang:?}: {row:?}");
            }
        }
    }
}

#[test]
fn the_chess_page_in_portuguese() {
    let app = app();
    for (width, height) in SIZES {
        let shown = screen(
            &app,
            Tab::Game(GameId::Chess),
            Lang::Portuguese,
            0,
            (width, height),
        );
        insta::assert_snapshot!(format!("rules_chess_pt_{width}x{height}"), shown);
    }
}

/// Martian's page draws its pieces as the game screen of the same size
/// does: symbols at 80x24, pyramids from 120x40 (here 160x50).
#[test]
fn the_martian_page_in_portuguese_draws_the_pieces_as_the_game_does() {
    let app = app();
    for (width, height) in SIZES {
        let shown = screen(
            &app,
            Tab::Game(GameId::Martian),
            Lang::Portuguese,
            0,
            (width, height),
        );
        let pyramids = shown.contains("▟███▙");
        assert_eq!(pyramids, width >= 120, "{shown}");
        insta::assert_snapshot!(format!("rules_martian_pt_{width}x{height}"), shown);
    }
}

#[test]
fn scrolling_reaches_the_end_of_the_longer_portuguese_page() {
    let size = (80, 24);
    let mut view = RulesView::new(Tab::Game(GameId::Martian), Screen::Menu);
    for _ in 0..200 {
        view.act(Action::Down, size, Lang::Portuguese);
    }
    let mut english = view;
    english.clamp(size, Lang::English);
    assert!(
        view.scroll > english.scroll,
        "Portuguese {} rows down, English {}",
        view.scroll,
        english.scroll
    );
    let last = screen(
        &app(),
        Tab::Game(GameId::Martian),
        Lang::Portuguese,
        view.scroll,
        size,
    );
    let ending = Lang::Portuguese.tr(msg!("help-engine-levels"));
    let tail: String = ending.split_whitespace().last().unwrap_or("").to_string();
    assert!(last.contains(&tail), "{last}");
}
