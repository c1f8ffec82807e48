//! The position string and move text of NOTATION.md "martian", plus our
//! extension for the call-the-clock option: `!` after a move calls the
//! clock, and `!` after the quiet count records that it has been called.

use std::fmt::Write;

use super::{
    Board, Clock, Crossing, FILES, Kind, Martian, Move, RANKS, SQUARES, Side, Square, coord,
    square, zone_of_square,
};
use crate::games::{
    Coord, Game, GameId, Illegal, MartianStall, MoveError, Options, PositionError, Status,
};

pub(super) fn parse_position(text: &str, options: &Options) -> Result<Martian, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, side, score1, score2, last_cross, quiet] = fields[..] else {
        return Err(PositionError::MartianFields(fields.len()));
    };
    let side = match side {
        "1" => Side::One,
        "2" => Side::Two,
        _ => return Err(PositionError::SideNumber),
    };
    let scores = [parse_score(score1, 1)?, parse_score(score2, 2)?];
    let (quiet, clock) = parse_quiet(quiet, options.martian_stall)?;
    let game = Martian {
        board: Board::new(parse_board(board)?),
        side,
        scores,
        last_cross: None,
        quiet,
        clock,
    };
    let last_cross = parse_last_cross(&game, last_cross)?;
    Ok(Martian { last_cross, ..game })
}

fn parse_board(board: &str) -> Result<[Option<Kind>; SQUARES], PositionError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != usize::from(RANKS) {
        return Err(PositionError::Ranks {
            game: GameId::Martian,
            found: ranks.len(),
        });
    }
    let mut cells = [None; SQUARES];
    for (text, rank) in ranks.into_iter().zip((0..RANKS).rev()) {
        let mut filled = Vec::with_capacity(usize::from(FILES));
        for c in text.chars() {
            match c.to_ascii_lowercase() {
                'q' => filled.push(Some(Kind::Queen)),
                'd' => filled.push(Some(Kind::Drone)),
                'p' => filled.push(Some(Kind::Pawn)),
                '1'..='4' => {
                    let empty = c.to_digit(10).unwrap_or(0) as usize;
                    filled.extend(std::iter::repeat_n(None, empty));
                }
                _ => {
                    return Err(PositionError::UnknownCell {
                        cell: c,
                        rank: usize::from(rank) + 1,
                    });
                }
            }
        }
        if filled.len() != usize::from(FILES) {
            return Err(PositionError::RankSquares {
                rank: usize::from(rank) + 1,
                squares: filled.len(),
            });
        }
        let start = usize::from(rank * FILES);
        cells[start..start + usize::from(FILES)].copy_from_slice(&filled);
    }
    Ok(cells)
}

fn parse_score(text: &str, player: u8) -> Result<u32, PositionError> {
    text.parse().map_err(|_| PositionError::Score {
        player,
        text: text.to_string(),
    })
}

fn parse_quiet(text: &str, stall: MartianStall) -> Result<(u32, Clock), PositionError> {
    let (count, called) = match text.strip_suffix('!') {
        Some(count) if stall == MartianStall::CallClock => (count, true),
        Some(_) => {
            return Err(PositionError::CalledClock);
        }
        None => (text, false),
    };
    let quiet = count
        .parse()
        .map_err(|_| PositionError::Quiet(text.to_string()))?;
    let clock = if called {
        Clock::Called
    } else {
        Clock::new(stall)
    };
    Ok((quiet, clock))
}

fn parse_last_cross(game: &Martian, text: &str) -> Result<Option<Crossing>, PositionError> {
    if text == "-" {
        return Ok(None);
    }
    let (from, to) = read_squares(text).ok_or(PositionError::LastCrossForm)?;
    let crosses = zone_of_square(from) == game.side.opponent() && zone_of_square(to) == game.side;
    if !crosses || game.board.get(to).is_none() {
        return Err(PositionError::LastCrossCanal);
    }
    Ok(Some(Crossing { from, to }))
}

/// Two squares written together, `b4b5`, in either case.
fn read_squares(text: &str) -> Option<(Square, Square)> {
    let dims = GameId::Martian.dims();
    let from = Coord::parse(text.get(0..2)?, dims)?;
    let to = Coord::parse(text.get(2..)?, dims)?;
    Some((square(from)?, square(to)?))
}

pub(super) fn format_position(game: &Martian) -> String {
    let mut out = String::with_capacity(48);
    for rank in (0..RANKS).rev() {
        let mut empty = 0;
        for file in 0..FILES {
            match game.board.get(rank * FILES + file) {
                None => empty += 1,
                Some(kind) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    out.push(letter(kind));
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    let side = match game.side {
        Side::One => 1,
        Side::Two => 2,
    };
    let last_cross = game.last_cross.map_or_else(
        || "-".to_string(),
        |c| format!("{}{}", coord(c.from), coord(c.to)),
    );
    let called = if game.clock == Clock::Called { "!" } else { "" };
    let [one, two] = game.scores;
    let _ = write!(
        out,
        " {side} {one} {two} {last_cross} {}{called}",
        game.quiet
    );
    out
}

fn letter(kind: Kind) -> char {
    match kind {
        Kind::Queen => 'q',
        Kind::Drone => 'd',
        Kind::Pawn => 'p',
    }
}

pub(super) fn format_move(mv: Move) -> String {
    let call = if mv.call { "!" } else { "" };
    format!("{}{}{call}", coord(mv.from), coord(mv.to))
}

pub(super) fn parse_move(game: &Martian, text: &str) -> Result<Move, MoveError> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let (squares, call) = match compact.strip_suffix('!') {
        Some(squares) => (squares, true),
        None => (compact.as_str(), false),
    };
    let (from, to) =
        read_squares(squares).ok_or_else(|| MoveError::Unreadable(text.trim().to_string()))?;
    if game.zone_emptied() {
        return Err(MoveError::GameOver);
    }
    if let Some(why) = game.refusal(from, to) {
        return Err(MoveError::Illegal(why));
    }
    if call {
        match game.clock {
            Clock::TwentySeven => {
                return Err(MoveError::Illegal(Illegal::CallNeedsOption));
            }
            Clock::Called => {
                return Err(MoveError::Illegal(Illegal::ClockCalled));
            }
            Clock::Uncalled => {}
        }
    }
    let mv = Move { from, to, call };
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    if legal.contains(&mv) {
        Ok(mv)
    } else if matches!(game.status(), Status::Over(_)) {
        Err(MoveError::GameOver)
    } else {
        Err(MoveError::Illegal(Illegal::NotHere(format_move(mv))))
    }
}
