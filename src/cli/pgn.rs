//! PGN for the games `match` plays (chess and Racing Kings).

use crate::ai::Bot;
use crate::games::{AnyGame, End, GameId};

const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const RACING_START: &str = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";

/// One game as PGN, or None for games PGN cannot hold.
pub fn game_text(
    game: &AnyGame,
    round: u32,
    white: Bot,
    black: Bot,
    end: Option<End>,
) -> Option<String> {
    let (variant, standard) = match game.id() {
        GameId::Chess => (None, CHESS_START),
        GameId::RacingKings => (Some("Racing Kings"), RACING_START),
        _ => return None,
    };
    let result = end.map_or("*", |e| e.outcome.result());
    let start = game.start_position();
    let mut text = String::new();
    let mut tag = |name: &str, value: &str| {
        text.push_str(&format!("[{name} \"{}\"]\n", value.replace('"', "'")));
    };
    tag("Event", "tabuleiro match");
    tag("Site", "?");
    tag("Date", "????.??.??");
    tag("Round", &round.to_string());
    tag("White", white.id());
    tag("Black", black.id());
    tag("Result", result);
    if let Some(variant) = variant {
        tag("Variant", variant);
    }
    if start != standard {
        tag("SetUp", "1");
        tag("FEN", &start);
    }
    if let Some(end) = end {
        tag("Termination", &game.describe_end(end));
    }
    text.push('\n');
    let (first_number, black_first) = move_number(&start);
    let mut words = Vec::new();
    for (i, san) in game.move_texts().iter().enumerate() {
        let ply = i + usize::from(black_first);
        let number = first_number + ply / 2;
        if ply % 2 == 0 {
            words.push(format!("{number}."));
        } else if i == 0 {
            words.push(format!("{number}..."));
        }
        words.push(san.clone());
    }
    words.push(result.to_string());
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            text.push_str(&line);
            text.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    text.push_str(&line);
    text.push_str("\n\n");
    Some(text)
}

/// The full-move number and whether Black moves first, from a FEN.
fn move_number(fen: &str) -> (usize, bool) {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let black = fields.get(1) == Some(&"b");
    let number = fields
        .get(5)
        .and_then(|n| n.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(1);
    (number, black)
}
