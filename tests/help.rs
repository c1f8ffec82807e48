//! The how-to-play pages: one per game, readable on an 80-column terminal,
//! with diagrams whose position strings and squares fit their game's board.

use std::collections::HashSet;

use tabuleiro::games::{Coord, GameId};
use tabuleiro::help::{Diagram, page};
use tabuleiro::i18n::{Lang, Msg};

fn english(msg: Msg) -> String {
    Lang::English.tr(msg).into_owned()
}

fn diagrams(game: GameId) -> impl Iterator<Item = &'static Diagram> {
    page(game)
        .sections
        .iter()
        .filter_map(|s| s.diagram.as_ref())
}

/// The page's messages, in `lang`.
fn texts(game: GameId, lang: Lang) -> Vec<String> {
    let page = page(game);
    let tr = |msg: Msg| lang.tr(msg).into_owned();
    let mut texts = vec![tr(page.objective)];
    for section in page.sections {
        texts.push(tr(section.heading));
        texts.extend(section.paragraphs.iter().map(|p| tr(*p)));
        texts.extend(section.diagram.iter().map(|d| tr(d.caption)));
    }
    texts
}

/// Sentences end with `.`, `!` or `?` followed by a space or the end.
fn sentences(text: &str) -> usize {
    let bytes = text.as_bytes();
    (0..bytes.len())
        .filter(|&i| matches!(bytes[i], b'.' | b'!' | b'?'))
        .filter(|&i| bytes.get(i + 1).is_none_or(|b| *b == b' '))
        .count()
}

/// The cells of a board field, rank by rank from the top, expanding digits.
fn cells(board: &str) -> Vec<Vec<char>> {
    board
        .split('/')
        .map(|rank| {
            rank.chars()
                .flat_map(|c| match c.to_digit(10) {
                    Some(n) => vec![' '; n as usize],
                    None => vec![c],
                })
                .collect()
        })
        .collect()
}

/// The checks of NOTATION.md's position format that need no rules engine.
fn check_shape(game: GameId, position: &str) -> Result<(), String> {
    let fields: Vec<&str> = position.split(' ').collect();
    let (pieces, field_counts): (&str, &[usize]) = match game {
        GameId::Chess => ("KQRBNPkqrbnp", &[6]),
        GameId::RacingKings => ("KQRBNkqrbn", &[6]),
        GameId::Massacre => ("QRBNqrbn", &[6]),
        GameId::Martian => ("qdp", &[6]),
        GameId::Hasami => ("Xo", &[2, 3]),
    };
    if !field_counts.contains(&fields.len()) {
        return Err(format!("{} fields", fields.len()));
    }
    let dims = game.dims();
    let board = cells(fields[0]);
    if board.len() != usize::from(dims.ranks) {
        return Err(format!("{} ranks", board.len()));
    }
    for rank in &board {
        if rank.len() != usize::from(dims.files) {
            return Err(format!("a rank of {} files", rank.len()));
        }
        if let Some(c) = rank.iter().find(|c| **c != ' ' && !pieces.contains(**c)) {
            return Err(format!("piece {c}"));
        }
    }
    let side_ok = match game {
        GameId::Martian | GameId::Hasami => ["1", "2"].contains(&fields[1]),
        _ => ["w", "b"].contains(&fields[1]),
    };
    if !side_ok {
        return Err(format!("side {}", fields[1]));
    }
    let numbers_from = match game {
        GameId::Martian => 2,
        GameId::Hasami => 2,
        _ => 4,
    };
    for (i, field) in fields.iter().enumerate().skip(numbers_from) {
        if game == GameId::Martian && i == 4 {
            continue;
        }
        if field.parse::<u32>().is_err() {
            return Err(format!("field {field} is not a number"));
        }
    }
    Ok(())
}

#[test]
fn every_game_has_its_own_page() {
    for game in GameId::ALL {
        let page = page(game);
        assert_eq!(page.game, game);
        assert!(page.sections.len() >= 5, "{game}: too few sections");
        let headings: HashSet<String> = page.sections.iter().map(|s| english(s.heading)).collect();
        assert_eq!(
            headings.len(),
            page.sections.len(),
            "{game}: repeated heading"
        );
        for heading in ["Options", "Computer players", "How the game ends"] {
            assert!(headings.contains(heading), "{game}: no \"{heading}\"");
        }
    }
}

#[test]
fn text_is_short_plain_and_never_empty() {
    for game in GameId::ALL {
        for section in page(game).sections {
            assert!(
                !section.paragraphs.is_empty(),
                "{game}: {} is empty",
                english(section.heading)
            );
        }
        for text in texts(game, Lang::English) {
            assert!(!text.trim().is_empty(), "{game}: empty text");
            assert_eq!(text.trim(), text, "{game}: stray spaces in {text:?}");
            assert!(
                !text.contains('\n') && !text.contains("  "),
                "{game}: {text:?}"
            );
            assert!(
                text.chars()
                    .all(|c| c.is_ascii_graphic() || c == ' ' || c == '—'),
                "{game}: not plain ASCII: {text:?}"
            );
            assert!(sentences(&text) <= 3, "{game}: too long: {text:?}");
            assert!(
                !text.starts_with(|c: char| c.is_lowercase()),
                "{game}: starts in lower case: {text:?}"
            );
        }
        assert!(
            english(page(game).objective).len() <= 80,
            "{game}: objective too long"
        );
        for diagram in diagrams(game) {
            assert!(
                english(diagram.caption).len() <= 74,
                "{game}: caption {:?}",
                english(diagram.caption)
            );
        }
    }
}

#[test]
fn the_portuguese_text_is_as_short_and_plain() {
    for game in GameId::ALL {
        let english = texts(game, Lang::English);
        for (text, english) in texts(game, Lang::Portuguese).into_iter().zip(english) {
            assert!(!text.is_empty(), "{game}: empty text");
            assert_eq!(text.trim(), text, "{game}: stray spaces in {text:?}");
            assert!(
                !text.contains('\n') && !text.contains("  "),
                "{game}: {text:?}"
            );
            assert!(
                text.chars()
                    .all(|c| c.is_ascii_graphic() || c == ' ' || c.is_alphabetic()),
                "{game}: not plain text: {text:?}"
            );
            assert_eq!(
                sentences(&text),
                sentences(&english),
                "{game}: {text:?} says {english:?} in another number of sentences"
            );
            assert!(
                !text.starts_with(|c: char| c.is_lowercase()),
                "{game}: starts in lower case: {text:?}"
            );
        }
    }
}

#[test]
fn sentence_counting_sees_sentence_ends_only() {
    assert_eq!(sentences("One. Two? Three!"), 3);
    assert_eq!(sentences("Type e2e4 or Nf3 (SAN), then O-O."), 1);
    assert_eq!(sentences("A move like 3.5 is not two sentences"), 0);
}

#[test]
fn diagram_positions_fit_their_board() {
    for game in GameId::ALL {
        for diagram in diagrams(game) {
            if let Err(why) = check_shape(game, diagram.position) {
                panic!("{game}: {}: {why}", diagram.position);
            }
        }
    }
}

#[test]
fn shape_check_rejects_wrong_boards() {
    let martian_start = "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0";
    assert!(check_shape(GameId::Martian, martian_start).is_ok());
    assert!(check_shape(GameId::Martian, "1dqq/1pdq/1ppd/4/4/dpp1/qdp1 1 0 0 - 0").is_err());
    assert!(check_shape(GameId::Hasami, "ooooooooo/9/9/9/9/9/9/9/XXXXXXXX 1 0").is_err());
    assert!(check_shape(GameId::Massacre, "8/8/8/8/8/8/8/K7 w - - 0 1").is_err());
    assert!(check_shape(GameId::Chess, "8/8/8/8/8/8/8/K7 w - -").is_err());
}

#[test]
fn every_page_shows_its_start() {
    let starts = [
        (
            GameId::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            GameId::RacingKings,
            "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        ),
        (
            GameId::Martian,
            "1dqq/1pdq/1ppd/4/4/dpp1/qdp1/qqd1 1 0 0 - 0",
        ),
        (GameId::Hasami, "ooooooooo/9/9/9/9/9/9/9/XXXXXXXXX 1 0"),
    ];
    for (game, start) in starts {
        let first = diagrams(game).next().map(|d| d.position);
        assert_eq!(first, Some(start), "{game}");
    }
    // Massacre's sample deal: a full board, 8 of each piece for each side.
    let deal = diagrams(GameId::Massacre).next().map(|d| d.position);
    let board = deal.and_then(|p| p.split(' ').next()).unwrap_or_default();
    for piece in "QRBNqrbn".chars() {
        assert_eq!(board.matches(piece).count(), 8, "massacre deal: {piece}");
    }
    assert_eq!(board.len(), 64 + 7);
}

#[test]
fn marked_squares_are_squares_of_the_board() {
    for game in GameId::ALL {
        for diagram in diagrams(game) {
            for list in [diagram.targets, diagram.captures] {
                let mut seen = HashSet::new();
                for square in list {
                    assert!(
                        Coord::parse(square, game.dims()).is_some(),
                        "{game}: {square} is off the board"
                    );
                    assert!(seen.insert(*square), "{game}: {square} twice");
                }
            }
        }
    }
}

#[test]
fn piece_pages_show_every_kind_of_move() {
    let wanted: [(GameId, &[&str]); 5] = [
        (
            GameId::Chess,
            &[
                "The king",
                "The queen",
                "The rook",
                "The bishop",
                "The knight",
                "The pawn",
                "En passant",
                "Promotion",
                "Castling",
            ],
        ),
        (
            GameId::RacingKings,
            &["No checks, ever", "Black's last chance"],
        ),
        (
            GameId::Massacre,
            &["The queen", "The rook", "The bishop", "The knight"],
        ),
        (
            GameId::Martian,
            &[
                "The pawn",
                "The drone",
                "The queen",
                "Field promotion",
                "No rejection",
            ],
        ),
        (
            GameId::Hasami,
            &[
                "Moving",
                "Capturing by sandwich",
                "Two lines at once",
                "Corner capture",
            ],
        ),
    ];
    for (game, headings) in wanted {
        for heading in headings {
            let section = page(game)
                .sections
                .iter()
                .find(|s| english(s.heading) == *heading);
            let diagram = section.and_then(|s| s.diagram.as_ref());
            assert!(
                diagram.is_some_and(|d| !d.targets.is_empty()),
                "{game}: no move diagram for {heading}"
            );
        }
    }
}

#[test]
fn the_marks_said_are_the_analysis_s_thresholds() {
    use tabuleiro::ai::evaluation::{Marks, PAWN_MARKS, POINT_MARKS, STONE_MARKS};
    use tabuleiro::help::MARKS_LINES;
    let unit = |hundredths: i32, comma: bool| {
        let number = format!("{}", f64::from(hundredths) / 100.0);
        if comma {
            number.replace('.', ",")
        } else {
            number
        }
    };
    let english_line = |games: &str, units: &str, marks: Marks| {
        format!(
            "{games}, in {units}: ?! from {}, ? from {}, ?? from {}.",
            unit(marks.inaccuracy, false),
            unit(marks.mistake, false),
            unit(marks.blunder, false)
        )
    };
    let portuguese_line = |games: &str, units: &str, marks: Marks| {
        format!(
            "{games}, em {units}: ?! a partir de {}, ? a partir de {}, ?? a partir de {}.",
            unit(marks.inaccuracy, true),
            unit(marks.mistake, true),
            unit(marks.blunder, true)
        )
    };
    assert_eq!(
        MARKS_LINES.map(english),
        [
            english_line(
                "Chess, Racing Kings and Massacre Chess",
                "pawns",
                PAWN_MARKS
            ),
            english_line("Martian Chess", "points", POINT_MARKS),
            english_line("Hasami Shogi", "stones", STONE_MARKS),
        ]
    );
    assert_eq!(
        MARKS_LINES.map(|msg| Lang::Portuguese.tr(msg).into_owned()),
        [
            portuguese_line(
                "Xadrez, Corrida de Reis e Xadrez Massacre",
                "peões",
                PAWN_MARKS
            ),
            portuguese_line("Xadrez Marciano", "pontos", POINT_MARKS),
            portuguese_line("Hasami Shogi", "pedras", STONE_MARKS),
        ]
    );
}
