//! The How-to-play screen's pages laid out as rows of a given width, in
//! the reader's language: a page per game and a page of controls built
//! from the keymap. The screen scrolls over these rows; the drawing turns
//! them into text and boards.

use std::borrow::Cow;

use super::Shared;
use super::keymap::{self, Action, Context};
use super::layout::{self, BoardGeometry, COMPACT, Cell, FIGURES};
use super::screen::Screen;
use super::text;
use super::{Outcome, View};
use crate::games::GameId;
use crate::help::{self, Diagram, Page};
use crate::i18n::Lang;
use crate::learn::lesson;
use ratatui::layout::Rect;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The How-to-play screen: which page, how far down, where Esc goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RulesView {
    pub tab: usize,
    pub scroll: u16,
    back: Screen,
}

impl RulesView {
    /// The page of `tab`, from the top; Esc goes back to `back`.
    pub fn new(tab: Tab, back: Screen) -> RulesView {
        RulesView {
            tab: Tab::ALL.iter().position(|&t| t == tab).unwrap_or(0),
            scroll: 0,
            back,
        }
    }

    /// Turns pages and scrolls in a terminal of `size`, pages laid out in
    /// `lang`; the screen to go back to when the action leaves.
    pub fn act(&mut self, action: Action, size: (u16, u16), lang: Lang) -> Option<Screen> {
        let count = Tab::ALL.len();
        let page = layout::rules_view_height(size);
        match action {
            Action::NextTab => {
                self.tab = (self.tab + 1) % count;
                self.scroll = 0;
            }
            Action::PreviousTab => {
                self.tab = (self.tab + count - 1) % count;
                self.scroll = 0;
            }
            Action::Up => self.scroll = self.scroll.saturating_sub(1),
            Action::Down => self.scroll = self.scroll.saturating_add(1),
            Action::PageUp => self.scroll = self.scroll.saturating_sub(page),
            Action::PageDown => self.scroll = self.scroll.saturating_add(page),
            Action::Back => return Some(self.back),
            _ => {}
        }
        self.clamp(size, lang);
        None
    }

    /// The page showing.
    pub fn page(&self) -> Tab {
        Tab::ALL[self.tab.min(Tab::ALL.len() - 1)]
    }

    /// Keeps the page, laid out in `lang`, from scrolling past its end.
    pub fn clamp(&mut self, size: (u16, u16), lang: Lang) {
        let tab = self.page();
        let height = height(&document(tab, lang, size));
        let most = height.saturating_sub(layout::rules_view_height(size));
        self.scroll = self.scroll.min(most);
    }
}

/// One page of the screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tab {
    Game(GameId),
    Controls,
}

impl Tab {
    /// A page per game, in the order of [`GameId::ALL`], then the
    /// controls: a new game gets its page without a line here.
    pub const ALL: [Tab; GameId::ALL.len() + 1] = {
        let mut all = [Tab::Controls; GameId::ALL.len() + 1];
        let mut i = 0;
        while i < GameId::ALL.len() {
            all[i] = Tab::Game(GameId::ALL[i]);
            i += 1;
        }
        all
    };

    pub fn title(self, lang: Lang) -> Cow<'static, str> {
        match self {
            Tab::Game(game) => lang.tr(help::page(game).name),
            Tab::Controls => lang.tr(help::CONTROLS_TAB),
        }
    }
}

/// A row (or, for a board, several) of a laid-out page. Its text is the
/// catalogue's, borrowed where the catalogue lends it.
#[derive(Clone, Debug)]
pub enum Block {
    Heading(Cow<'static, str>),
    Text(Cow<'static, str>),
    /// A key and what it does, on the controls page.
    Key(Cow<'static, str>, Cow<'static, str>),
    Blank,
    /// A board on squares of its cell ([`diagram_cell`]).
    Board(GameId, &'static Diagram, Cell),
    /// A line of the caption under a board.
    Caption(Cow<'static, str>),
}

impl Block {
    pub fn height(&self) -> u16 {
        match self {
            // The ranks, the canal, the file letters.
            Block::Board(game, _, cell) => BoardGeometry::new(*game, *cell, false).size().1,
            _ => 1,
        }
    }
}

/// How far in a diagram's board and its caption are drawn.
pub const DIAGRAM_INDENT: u16 = 2;

/// The squares of `game`'s boards on its page in a terminal of `size`:
/// the smallest, but for Martian Chess, whose pieces the game screen draws
/// as pyramids once its squares take figures: there its boards take
/// figures' squares too (where the text is wide enough), so the page shows
/// the pieces as the game does.
pub fn diagram_cell(game: GameId, size: (u16, u16)) -> Cell {
    let screen = Rect::new(0, 0, size.0, size.1);
    let played = layout::game(screen, game, false).board.cell;
    let (width, _) = BoardGeometry::new(game, FIGURES, false).size();
    let fits = DIAGRAM_INDENT + width <= layout::rules_text_width(size);
    if game == GameId::Martian && played.height >= FIGURES.height && fits {
        FIGURES
    } else {
        COMPACT
    }
}

/// Splits a paragraph into lines of at most `width` terminal columns, at
/// spaces; a word wider than a line is cut. Columns, not characters: a
/// wide character (CJK, most emoji) takes two.
pub fn wrap(paragraph: &str, width: u16) -> Vec<&str> {
    let width = usize::from(width.max(8));
    let mut lines = Vec::new();
    let mut rest = paragraph.trim();
    while rest.width() > width {
        let cut = break_at(rest, width);
        lines.push(rest[..cut].trim_end());
        rest = rest[cut..].trim_start();
    }
    if !rest.is_empty() {
        lines.push(rest);
    }
    lines
}

/// Where a line of `text` wider than `width` columns ends: at its last
/// space within the width, else after the most characters that fit (at
/// least one, so that wrapping always moves on). A word after that space
/// wider than a whole line is cut here rather than on a line of its own.
fn break_at(text: &str, width: usize) -> usize {
    let mut column = 0;
    let mut space = None;
    let mut fits = None;
    for (at, c) in text.char_indices() {
        if c == ' ' && at > 0 {
            space = Some(at);
        }
        column += c.width().unwrap_or(0);
        if column > width {
            break;
        }
        fits = Some(at + c.len_utf8());
    }
    let next_word = |at: usize| text[at..].split_whitespace().next().unwrap_or("");
    space
        .filter(|&at| next_word(at).width() <= width)
        .or(fits)
        .unwrap_or_else(|| text.chars().next().map_or(text.len(), char::len_utf8))
}

/// The lines of `paragraph` wrapped to `width`, borrowing from the
/// catalogue when it lent the paragraph.
fn lines(paragraph: Cow<'static, str>, width: u16) -> Vec<Cow<'static, str>> {
    match paragraph {
        Cow::Borrowed(paragraph) => wrap(paragraph, width)
            .into_iter()
            .map(Cow::Borrowed)
            .collect(),
        Cow::Owned(paragraph) => wrap(&paragraph, width)
            .into_iter()
            .map(|line| Cow::Owned(line.to_owned()))
            .collect(),
    }
}

/// A game's page in `lang`, laid out for a terminal of `size`.
pub fn game_page(page: &'static Page, lang: Lang, size: (u16, u16)) -> Vec<Block> {
    let width = layout::rules_text_width(size);
    let cell = diagram_cell(page.game, size);
    let mut blocks = vec![Block::Heading(lang.tr(help::OBJECTIVE))];
    blocks.extend(
        lines(lang.tr(page.objective), width)
            .into_iter()
            .map(Block::Text),
    );
    for section in page.sections {
        blocks.push(Block::Blank);
        blocks.push(Block::Heading(lang.tr(section.heading)));
        for paragraph in section.paragraphs {
            blocks.extend(
                lines(lang.tr(*paragraph), width)
                    .into_iter()
                    .map(Block::Text),
            );
        }
        // Each rule names the lesson that puts it on the board.
        if let Some(lesson) = section.lesson.and_then(|id| lesson::find(page.game, id)) {
            let link = text::lesson_link(lang, &lang.tr(lesson.title));
            blocks.extend(
                lines(Cow::Owned(link), width)
                    .into_iter()
                    .map(Block::Caption),
            );
        }
        if let Some(diagram) = &section.diagram {
            blocks.push(Block::Blank);
            blocks.push(Block::Board(page.game, diagram, cell));
            let caption = lines(
                lang.tr(diagram.caption),
                width.saturating_sub(DIAGRAM_INDENT),
            );
            blocks.extend(caption.into_iter().map(Block::Caption));
        }
    }
    blocks
}

/// The controls page in `lang`, from the keymap.
pub fn controls(lang: Lang, width: u16) -> Vec<Block> {
    let mut blocks: Vec<Block> = lines(lang.tr(help::CONTROLS_INTRO), width)
        .into_iter()
        .map(Block::Text)
        .collect();
    blocks.push(Block::Key("ctrl-c".into(), lang.tr(text::MENU_QUIT)));
    for (context, title) in Context::PAGES {
        blocks.push(Block::Blank);
        blocks.push(Block::Heading(lang.tr(title)));
        blocks.extend(
            keymap::listed(context)
                .map(|b| Block::Key(b.full_label(lang).into(), b.hint(lang).into())),
        );
    }
    blocks.push(Block::Blank);
    blocks.push(Block::Heading(lang.tr(help::MARKS_TITLE)));
    for paragraph in std::iter::once(help::MARKS_INTRO).chain(help::MARKS_LINES) {
        blocks.extend(
            lines(lang.tr(paragraph), width)
                .into_iter()
                .map(Block::Text),
        );
    }
    blocks
}

/// A tab's page in `lang`, laid out for a terminal of `size`.
pub fn document(tab: Tab, lang: Lang, size: (u16, u16)) -> Vec<Block> {
    match tab {
        Tab::Game(game) => game_page(help::page(game), lang, size),
        Tab::Controls => controls(lang, layout::rules_text_width(size)),
    }
}

/// How many rows a laid-out page takes.
pub fn height(blocks: &[Block]) -> u16 {
    blocks.iter().map(Block::height).sum()
}

impl View for RulesView {
    fn name(&self) -> Screen {
        Screen::Rules
    }

    fn context(&self, _shared: &Shared) -> Context {
        Context::Rules
    }

    fn act(&mut self, action: Action, shared: &mut Shared) -> Outcome {
        if let (Action::Activate, Tab::Game(game)) = (action, self.page()) {
            return Shared::open_lessons(game, self.back);
        }
        match RulesView::act(self, action, shared.size, shared.lang()) {
            // The rooms may have changed meanwhile: ask again.
            Some(Screen::Lobby) if shared.serving() => shared.back_to_lobby(),
            Some(back) => shared.go_back(back, Screen::Rules),
            None => Outcome::stay(),
        }
    }

    fn resize(&mut self, shared: &Shared) {
        self.clamp(shared.size, shared.lang());
    }

    fn game_ticks(&self) -> bool {
        true
    }

    fn minimum(&self, _shared: &Shared) -> (u16, u16) {
        (64, 12)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_within_the_width() {
        let text = "Pieces have no colour: you control exactly the pieces in your zone.";
        let lines = wrap(text, 20);
        assert!(lines.iter().all(|l| l.chars().count() <= 20));
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn wrapping_counts_columns_and_cuts_a_word_wider_than_a_line() {
        // Ten wide characters are twenty columns.
        let wide = "日本語の文字は二列分";
        let lines = wrap(wide, 8);
        assert_eq!(lines, ["日本語の", "文字は二", "列分"]);
        let long = "a".repeat(20);
        assert_eq!(wrap(&long, 8), ["aaaaaaaa", "aaaaaaaa", "aaaa"]);
        let mixed = wrap("ana: 你好 hello", 8);
        assert!(mixed.iter().all(|l| l.width() <= 8), "{mixed:?}");
        assert_eq!(mixed, ["ana:", "你好", "hello"]);
        // A word longer than a line starts where it stands.
        assert_eq!(wrap("ana: abcdefghij", 8), ["ana: abc", "defghij"]);
    }

    #[test]
    fn the_controls_page_lists_every_labelled_key() {
        let blocks = controls(Lang::English, 60);
        let keys = blocks
            .iter()
            .filter(|b| matches!(b, Block::Key(..)))
            .count();
        let labelled = keymap::BINDINGS.iter().filter(|b| b.is_listed()).count();
        assert_eq!(keys, labelled + 1);
    }
}
