//! Themes and colour depth: detection from environment values (passed in,
//! never set), user themes over the default, broken ones reported, and
//! what reaches the terminal in 256 colours, 16 and none.

use crate::app_support;

use std::fs;

use app_support::{SEED, analysed, press, type_move};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use tabuleiro::ai::Score;
use tabuleiro::app::event::Opened;
use tabuleiro::app::session::{NewGame, Player, PlayerKind};
use tabuleiro::app::settings::PieceSet;
use tabuleiro::app::settings::{Colours, Settings};
use tabuleiro::app::{App, Event, FileOutcome, Screen};
use tabuleiro::games::{AnyGame, GameId, Options};
use tabuleiro::storage::themes;
use tabuleiro::ui::look::{self, Depth, Look};

fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
    move |name| {
        pairs
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.to_string())
    }
}

/// Human vs human chess after 1. e4, with the e7 pawn in hand.
fn game(settings: Settings) -> App {
    let options = Options::default();
    let mut app = App::new(settings, SEED);
    let human = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Human,
    };
    app.play(NewGame {
        game: AnyGame::new(GameId::Chess, &options),
        options,
        players: [human("Ana"), human("Rui")],
    });
    type_move(&mut app, "e4");
    analysed(&mut app, Score::Points(-30));
    app
}

fn draw(app: &App, look: &Look) -> Buffer {
    let area = Rect::new(0, 0, 100, 30);
    let mut buf = Buffer::empty(area);
    tabuleiro::ui::render_with(app, area, &mut buf, look);
    buf
}

fn cells(buf: &Buffer) -> impl Iterator<Item = &ratatui::buffer::Cell> {
    buf.content().iter()
}

#[test]
fn the_depth_and_no_color_come_from_the_values_given() {
    let look = Look::from_lookup(env(&[("COLORTERM", "truecolor"), ("TERM", "xterm")]));
    assert_eq!((look.detected, look.no_color), (Depth::TrueColor, false));
    let look = Look::from_lookup(env(&[("COLORTERM", "24bit")]));
    assert_eq!(look.detected, Depth::TrueColor);
    let look = Look::from_lookup(env(&[("TERM", "tmux-256color")]));
    assert_eq!(look.detected, Depth::Colors256);
    let look = Look::from_lookup(env(&[("TERM", "linux"), ("NO_COLOR", "")]));
    assert_eq!((look.detected, look.no_color), (Depth::Colors16, false));
    let look = Look::from_lookup(env(&[("TERM", "xterm-256color"), ("NO_COLOR", "1")]));
    assert!(look.no_color);
    let resolved = look.resolve(&Settings::default());
    assert_eq!(resolved.theme.name, "monochrome");
    assert_eq!(resolved.depth, Depth::None);
    // A theme the user chose wins over NO_COLOR.
    let chosen = Settings {
        theme: "light".into(),
        ..Settings::default()
    };
    let resolved = look.resolve(&chosen);
    assert_eq!(resolved.theme.name, "light");
    assert_eq!(resolved.depth, Depth::Colors256);
}

#[test]
fn a_user_theme_overrides_some_colours_and_a_broken_one_is_named_with_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::write(
        dir.path().join("mine.toml"),
        "# only two colours\nheld = \"#123456\"\ncursor = \"magenta\"\n",
    )
    .expect("write");
    fs::write(
        dir.path().join("broken.toml"),
        "held = \"#123456\"\n\ncursor = \"not a colour\"\n",
    )
    .expect("write");
    fs::write(dir.path().join("notes.txt"), "not a theme").expect("write");
    let mut look = Look::new(Depth::TrueColor, false);
    let errors = look.add_themes(themes::read_all(dir.path()));
    assert_eq!(errors.len(), 1);
    let line = errors[0].to_string();
    assert!(line.contains("broken") && line.contains("line 3"), "{line}");
    assert!(!look.names().contains(&"broken".to_string()));
    let settings = Settings {
        theme: "mine".into(),
        ..Settings::default()
    };
    let mine = look.resolve(&settings).theme;
    let default = look::default_theme();
    assert_eq!(mine.theme.held, Color::Rgb(0x12, 0x34, 0x56));
    assert_eq!(mine.theme.cursor, Color::Magenta);
    assert_eq!(mine.theme.light_square, default.theme.light_square);
    assert_eq!(mine.theme.piece_two, default.theme.piece_two);
    // In 16 colours the theme's own colours win, and the rest is the
    // default's 16-colour board.
    assert_eq!(mine.ansi16.held, Color::Rgb(0x12, 0x34, 0x56));
    assert_eq!(mine.ansi16.light_square, default.ansi16.light_square);
    assert_eq!(mine.ansi16.piece_one, default.ansi16.piece_one);
}

#[test]
fn in_16_colours_every_theme_keeps_squares_apart_and_pieces_off_their_colour() {
    let look = Look::new(Depth::Colors16, false);
    for named in look.themes.iter().filter(|t| !t.monochrome) {
        let t = &named.ansi16;
        let name = &named.name;
        let squares = [t.light_square, t.dark_square];
        assert_ne!(t.light_square, t.dark_square, "{name}");
        assert_ne!(t.zone_light, t.zone_dark, "{name}");
        let backgrounds = [
            t.light_square,
            t.dark_square,
            t.held,
            t.capture,
            t.check,
            t.last_move,
            t.hint,
        ];
        for piece in [t.piece_one, t.piece_two] {
            assert!(!backgrounds.contains(&piece), "{name}: {piece:?}");
            assert!(!matches!(piece, Color::Rgb(..)), "{name}: chosen by hand");
        }
        let app = game(Settings {
            theme: name.clone(),
            ..Settings::default()
        });
        let buf = draw(&app, &look);
        for square in squares {
            assert!(cells(&buf).any(|c| c.bg == square), "{name}: {square:?}");
        }
    }
}

#[test]
fn hasami_pieces_are_stones_or_kanji_as_the_setting_says() {
    let options = Options::default();
    let human = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Human,
    };
    for (pieces, shown, hidden) in [
        (PieceSet::Unicode, "●", '歩'),
        (PieceSet::Kanji, "歩と", '●'),
    ] {
        let mut app = App::new(
            Settings {
                pieces,
                ..Settings::default()
            },
            SEED,
        );
        app.play(NewGame {
            game: AnyGame::new(GameId::Hasami, &options),
            options: options.clone(),
            players: [human("Ana"), human("Rui")],
        });
        let text: String = cells(&draw(&app, Look::plain()))
            .map(|c| c.symbol())
            .collect();
        for glyph in shown.chars() {
            assert!(text.contains(glyph), "{pieces:?} {glyph}");
        }
        assert!(!text.contains(hidden), "{pieces:?} {hidden}");
    }
}

#[test]
fn no_color_draws_no_colours_and_keeps_the_marks() {
    let look = Look::from_lookup(env(&[("NO_COLOR", "1")]));
    let app = game(Settings::default());
    assert_eq!(app.session().expect("a game").game().ply_count(), 1);
    let buf = draw(&app, &look);
    for cell in cells(&buf) {
        assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset));
    }
    let marked = |m: Modifier| cells(&buf).filter(|c| c.modifier.contains(m)).count();
    assert!(marked(Modifier::UNDERLINED) > 0, "the last move");
    assert!(
        marked(Modifier::BOLD) > 0,
        "player 1's pieces and the cursor"
    );
    let text: String = cells(&buf).map(|c| c.symbol()).collect();
    // Outline pieces are White's (♔ is the white king), filled Black's.
    let width = usize::from(buf.area.width);
    let row_of = |glyph: char| {
        let symbols: Vec<&str> = cells(&buf).map(|c| c.symbol()).collect();
        symbols
            .chunks(width)
            .position(|row| row.concat().contains(glyph))
    };
    assert!(row_of('♔') > row_of('♚'), "White's king below Black's");
    assert!(row_of('♚').is_some() && row_of('♙') > row_of('♟'));
    assert!(text.contains('['), "the cursor");
    assert!(text.contains('░'), "player 2's share of the evaluation bar");
}

#[test]
fn the_monochrome_theme_marks_the_piece_in_hand_in_reverse() {
    let settings = Settings {
        theme: "monochrome".into(),
        ..Settings::default()
    };
    let mut app = game(settings);
    let before = draw(&app, Look::plain());
    let reversed = |buf: &Buffer| {
        cells(buf)
            .filter(|c| c.modifier.contains(Modifier::REVERSED))
            .count()
    };
    // From e4, where the cursor stays, up to Black's pawn on e7.
    for _ in 0..3 {
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Enter);
    assert!(app.session().expect("a game").held().is_some());
    let after = draw(&app, Look::plain());
    assert!(reversed(&after) > reversed(&before));
    assert!(cells(&after).all(|c| c.fg == Color::Reset && c.bg == Color::Reset));
}

#[test]
fn colours_come_down_to_the_depth_of_the_terminal() {
    let app = game(Settings::default());
    let rgb = |c: Color| matches!(c, Color::Rgb(..));
    let true_colour = draw(&app, &Look::new(Depth::TrueColor, false));
    assert!(cells(&true_colour).any(|c| rgb(c.bg)));
    let in_256 = draw(&app, &Look::new(Depth::Colors256, false));
    assert!(cells(&in_256).all(|c| !rgb(c.fg) && !rgb(c.bg)));
    assert!(cells(&in_256).any(|c| matches!(c.bg, Color::Indexed(_))));
    let in_16 = draw(&app, &Look::new(Depth::Colors16, false));
    let indexed = |c: Color| matches!(c, Color::Indexed(_));
    assert!(cells(&in_16).all(|c| !rgb(c.fg) && !rgb(c.bg) && !indexed(c.fg) && !indexed(c.bg)));
    // A fixed setting overrides what was detected.
    let fixed = Settings {
        colours: Colours::Colors16,
        ..Settings::default()
    };
    let app = game(fixed);
    let forced = draw(&app, &Look::new(Depth::TrueColor, false));
    assert!(cells(&forced).all(|c| !rgb(c.bg)));
}

#[test]
fn the_settings_screen_switches_theme_and_shows_it_at_once() {
    let look = Look::new(Depth::TrueColor, false);
    let mut app = App::new(Settings::default(), SEED);
    app.handle(Event::Files(FileOutcome::Opened(Box::new(Opened {
        theme_names: look.names(),
        ..Opened::default()
    }))));
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen(), Screen::Settings);
    for _ in 0..6 {
        press(&mut app, KeyCode::Down);
    }
    // Automatic first, then each theme by name.
    assert_eq!(app.settings().theme, "automatic");
    press(&mut app, KeyCode::Right);
    assert_eq!(app.settings().theme, "default");
    let before = draw(&app, &look);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.settings().theme, "light");
    let after = draw(&app, &look);
    assert_ne!(before, after);
    for _ in 0..3 {
        press(&mut app, KeyCode::Left);
    }
    assert_eq!(app.settings().theme, "monochrome");
}

#[test]
fn ascii_pieces_draw_letters_for_every_game() {
    let options = Options::default();
    let human = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Human,
    };
    let settings = Settings {
        pieces: tabuleiro::app::settings::PieceSet::Ascii,
        ..Settings::default()
    };
    for (game, letters) in [
        (GameId::Chess, "RNBQKBNRrnbqkbnrPp"),
        (GameId::Martian, "QDPqdp"),
        (GameId::Hasami, "XO"),
    ] {
        let mut app = App::new(settings.clone(), SEED);
        app.play(NewGame {
            game: AnyGame::new(game, &options),
            options: options.clone(),
            players: [human("Ana"), human("Rui")],
        });
        let buf = draw(&app, Look::plain());
        let text: String = cells(&buf).map(|c| c.symbol()).collect();
        for letter in letters.chars() {
            assert!(text.contains(letter), "{game:?} {letter}");
        }
        assert!(
            !text.contains(['♚', '♟', '歩', 'と']),
            "{game:?} has no glyphs"
        );
    }
}

#[test]
fn the_settings_screen_previews_the_theme_on_a_board_when_there_is_room() {
    let mut app = App::new(Settings::default(), SEED);
    press(&mut app, KeyCode::Char('s'));
    let area = Rect::new(0, 0, 120, 40);
    let mut buf = Buffer::empty(area);
    tabuleiro::ui::render_with(&app, area, &mut buf, Look::plain());
    let text: String = cells(&buf).map(|c| c.symbol()).collect();
    assert!(text.contains('♚'), "a board");
    let theme = &look::default_theme().theme;
    assert!(cells(&buf).any(|c| c.bg == theme.held), "the piece in hand");
    assert!(cells(&buf).any(|c| c.bg == theme.capture), "a capture");
}

#[test]
fn a_chosen_theme_that_is_gone_is_reported_and_kept_in_the_settings() {
    let settings = Settings {
        theme: "sunset".into(),
        ..Settings::default()
    };
    let mut app = App::new(settings, SEED);
    app.handle(Event::Files(FileOutcome::Opened(Box::new(Opened {
        theme_names: Look::new(Depth::Colors256, false).names(),
        ..Opened::default()
    }))));
    assert_eq!(app.notices().len(), 1, "{:?}", app.notices());
    assert!(app.notices()[0].contains("\"sunset\" was not found"));
    assert_eq!(app.settings().theme, "sunset", "kept for when it is back");

    let mut found = App::new(Settings::default(), SEED);
    found.handle(Event::Files(FileOutcome::Opened(Box::new(Opened {
        theme_names: Look::new(Depth::Colors256, false).names(),
        ..Opened::default()
    }))));
    assert!(found.notices().is_empty(), "{:?}", found.notices());
}

#[test]
fn the_kanji_preview_keeps_the_cursor_whole_and_the_settings_box_stays_put() {
    for (width, height) in [(80, 24), (120, 40), (160, 50)] {
        let mut columns = Vec::new();
        for pieces in [PieceSet::Figures, PieceSet::Kanji] {
            let mut app = App::new(
                Settings {
                    pieces,
                    ..Settings::default()
                },
                SEED,
            );
            press(&mut app, KeyCode::Char('s'));
            let shown = app_support::screen(&app, width, height);
            let top = app_support::row_with(&shown, "╭Settings");
            columns.push(top.chars().position(|c| c == '╭'));
            if pieces == PieceSet::Kanji && width >= 120 {
                let cursor = app_support::row_with(&shown, "[");
                assert!(cursor.contains("[歩]"), "{width}x{height}:\n{shown}");
            }
        }
        assert_eq!(columns[0], columns[1], "{width}x{height}");
    }
}
