//! PGN (Portable Game Notation) for Chess and Racing Kings: export of a
//! game that lichess and python-chess read (with an analysis's marks and
//! evaluations, given as plain notes), and import of the games of a PGN
//! file, replayed move by move.

use std::time::{SystemTime, UNIX_EPOCH};

use super::{
    AnyGame, GameId, MoveError, Numbering, Options, Outcome, PositionError, Reason, Side, Status,
    TimeControl,
};
use crate::i18n::{Arg, Explain, Lang, Msg};
use crate::quote::Quoted;

/// Movetext lines stay shorter than this.
const LINE_LIMIT: usize = 80;

/// Why a PGN text gives no games, put into words where it is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnError {
    Unsupported(GameId),
    Variant {
        game: usize,
        variant: String,
    },
    Fen {
        game: usize,
        error: PositionError,
    },
    Move {
        game: usize,
        /// `12.` or `12...`, as PGN numbers the move.
        number: String,
        text: String,
        error: MoveError,
    },
    Syntax {
        line: usize,
        problem: Syntax,
    },
    Empty,
}

/// What is wrong with a PGN text's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Syntax {
    CommentOpen,
    VariationOpen,
    NoVariation,
    TagShape,
    TagValueOpen,
    TagOpen,
}

impl Explain for PgnError {
    fn explain(&self, lang: Lang) -> String {
        let (key, args): (Msg, Vec<(&str, Arg)>) = match self {
            PgnError::Unsupported(game) => (
                msg!("pgn-unsupported"),
                vec![("game", game.title(lang).into())],
            ),
            PgnError::Variant { game, variant } => (
                msg!("pgn-variant"),
                vec![
                    ("game", game.to_string().into()),
                    ("variant", Quoted(variant).to_string().into()),
                ],
            ),
            PgnError::Fen { game, error } => (
                msg!("pgn-fen"),
                vec![
                    ("game", game.to_string().into()),
                    ("error", error.explain(lang).into()),
                ],
            ),
            PgnError::Move {
                game,
                number,
                text,
                error,
            } => (
                msg!("pgn-move"),
                vec![
                    ("game", game.to_string().into()),
                    ("number", number.as_str().into()),
                    ("move", text.as_str().into()),
                    ("error", error.explain(lang).into()),
                ],
            ),
            PgnError::Syntax { line, problem } => (
                msg!("pgn-syntax"),
                vec![
                    ("line", line.to_string().into()),
                    ("problem", lang.tr(problem.msg()).into()),
                ],
            ),
            PgnError::Empty => (msg!("pgn-empty"), vec![]),
        };
        lang.tr_with(key, &args)
    }
}

english_display!(PgnError);

impl Syntax {
    fn msg(self) -> Msg {
        match self {
            Syntax::CommentOpen => msg!("pgn-comment-open"),
            Syntax::VariationOpen => msg!("pgn-variation-open"),
            Syntax::NoVariation => msg!("pgn-no-variation"),
            Syntax::TagShape => msg!("pgn-tag-shape"),
            Syntax::TagValueOpen => msg!("pgn-tag-value-open"),
            Syntax::TagOpen => msg!("pgn-tag-open"),
        }
    }
}

/// The tag values an export writes: the Seven Tag Roster's (the result
/// comes from the game) and the optional tags below.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Header {
    pub event: String,
    pub site: String,
    /// `YYYY.MM.DD`, with `??` for what is not known.
    pub date: String,
    pub round: String,
    pub white: String,
    pub black: String,
    /// How the game ended when its position does not say: a player
    /// forfeited, or the game was stopped and adjudicated.
    pub off_board: Option<OffBoard>,
    /// The clocks it was played on, as the `TimeControl` tag.
    pub time_control: Option<TimeControl>,
    /// The game was aborted (no first move in time): no result, and
    /// `Termination "aborted"`.
    pub aborted: bool,
    /// White's and Black's ratings as the game began, as the `WhiteElo`
    /// and `BlackElo` tags (a whole number, as the standard has it: a
    /// provisional rating's `?` is for the screen).
    pub elo: [Option<i32>; 2],
}

/// A game's end decided off the board, with its PGN `Termination` value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OffBoard {
    pub outcome: Outcome,
    /// `rules infraction`, `adjudication`, `abandoned`...
    pub termination: &'static str,
}

impl Default for Header {
    fn default() -> Self {
        Header {
            event: "Casual game".to_string(),
            site: "tabuleiro".to_string(),
            date: "????.??.??".to_string(),
            round: "-".to_string(),
            white: "?".to_string(),
            black: "?".to_string(),
            off_board: None,
            time_control: None,
            aborted: false,
            elo: [None; 2],
        }
    }
}

impl Header {
    /// The `Event` tag of a server's game: lichess's word for a rated
    /// one, else the casual game's.
    pub fn server_event(rated: bool) -> String {
        match rated {
            true => "Rated game".to_string(),
            false => Header::default().event,
        }
    }

    /// A header for a game played today between these two.
    pub fn today(white: &str, black: &str) -> Header {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Header::ended(white, black, Some(now))
    }

    /// A header for a game between these two that ended `ended` seconds
    /// after 1970 began (UTC), dated that day; `????.??.??` when that is
    /// not known.
    pub fn ended(white: &str, black: &str, ended: Option<u64>) -> Header {
        let default = Header::default();
        Header {
            date: ended.map_or(default.date, |at| pgn_date(at / 86_400)),
            white: white.to_string(),
            black: black.to_string(),
            ..Header::default()
        }
    }
}

/// `YYYY.MM.DD` of a day counted from 1970-01-01 (civil calendar).
pub fn pgn_date(days: u64) -> String {
    // Counted in 400-year eras from 0000-03-01, so leap days fall at the
    // end of each year.
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// What an analysis says of one move, as PGN writes it after the move:
/// its mark as a NAG (`$4`), then a comment (`[%eval -3.99]`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct MoveNote {
    pub nag: Option<u8>,
    pub comment: Option<String>,
}

/// Whether a game can be written as PGN.
pub fn supports(game: GameId) -> bool {
    game.info().pgn.is_some()
}

/// The game as PGN text, ending with a newline.
pub fn export(game: &AnyGame, header: &Header) -> Result<String, PgnError> {
    export_annotated(game, header, &[])
}

/// As [`export`], each move followed by its note in `notes` (by ply; a
/// move past the notes has none).
pub fn export_annotated(
    game: &AnyGame,
    header: &Header,
    notes: &[MoveNote],
) -> Result<String, PgnError> {
    let pgn = game
        .id()
        .info()
        .pgn
        .ok_or(PgnError::Unsupported(game.id()))?;
    let (result, termination) = match (game.status(), header.off_board) {
        (Status::Over(end), _) => (end.outcome.result(), termination(end.reason)),
        (Status::Ongoing, _) if header.aborted => ("*", Some(super::ABORTED)),
        (Status::Ongoing, Some(end)) => (end.outcome.result(), Some(end.termination)),
        (Status::Ongoing, None) => ("*", None),
    };
    let time_control = header.time_control.map(|control| control.pgn_tag());
    let elo = header.elo.map(|elo| elo.map(|value| value.to_string()));
    let mut tags = vec![
        ("Event", header.event.as_str()),
        ("Site", &header.site),
        ("Date", &header.date),
        ("Round", &header.round),
        ("White", &header.white),
        ("Black", &header.black),
        ("Result", result),
    ];
    for (name, elo) in ["WhiteElo", "BlackElo"].into_iter().zip(&elo) {
        if let Some(elo) = elo {
            tags.push((name, elo));
        }
    }
    if let Some(variant) = pgn.variant {
        tags.push(("Variant", variant));
    }
    if let Some(termination) = termination {
        tags.push(("Termination", termination));
    }
    if let Some(control) = &time_control {
        tags.push(("TimeControl", control));
    }
    let start = game.start_position();
    if start != pgn.start {
        tags.push(("SetUp", "1"));
        tags.push(("FEN", &start));
    }
    let mut text = String::new();
    for (name, value) in tags {
        text.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    text.push('\n');
    let tokens = movetext(game.numbering(), &game.move_texts(), notes, result);
    text.push_str(&wrap(&tokens));
    Ok(text)
}

/// The `Termination` tag of an end no position shows (NOTATION.md);
/// none for the ends the moves themselves show.
fn termination(reason: Reason) -> Option<&'static str> {
    match reason {
        // The PGN standard's own word for a flag fall.
        Reason::Time => Some("time forfeit"),
        Reason::Abandoned | Reason::Resigned | Reason::Agreed => Some(reason.code()),
        _ => None,
    }
}

/// A tag value as PGN writes it: one line, quotes and backslashes escaped.
fn escape(value: &str) -> String {
    value
        .replace(char::is_control, " ")
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// The movetext in units a line break may separate: each move with its
/// number if it has one (`1. e4`, `e5`, `9... Nf6`, numbered too after a
/// comment) and its note, then the result.
fn movetext(
    numbering: Numbering,
    moves: &[String],
    notes: &[MoveNote],
    result: &str,
) -> Vec<String> {
    let mut units = Vec::with_capacity(moves.len() + 1);
    let mut after_comment = false;
    for (ply, san) in moves.iter().enumerate() {
        let mut unit = match numbering.at(ply) {
            (number, Side::One) => format!("{number}. {san}"),
            (number, Side::Two) if ply == 0 || after_comment => format!("{number}... {san}"),
            _ => san.clone(),
        };
        let note = notes.get(ply);
        if let Some(nag) = note.and_then(|n| n.nag) {
            unit.push_str(&format!(" ${nag}"));
        }
        let comment = note.and_then(|n| n.comment.as_deref());
        if let Some(comment) = comment {
            // A `}` would end the comment early.
            unit.push_str(&format!(" {{{}}}", comment.replace('}', ")")));
        }
        after_comment = comment.is_some();
        units.push(unit);
    }
    units.push(result.to_string());
    units
}

fn wrap(tokens: &[String]) -> String {
    let mut text = String::new();
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() >= LINE_LIMIT {
            text.push_str(&line);
            text.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    text.push_str(&line);
    text.push('\n');
    text
}

/// A game read from PGN.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// Every tag pair, in file order.
    pub tags: Vec<(String, String)>,
    pub game: AnyGame,
    /// The result the file gives (its movetext's token, else the
    /// `Result` tag); `None` for `*` or nothing. It may differ from the
    /// game's own status, as after a resignation.
    pub result: Option<Outcome>,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag(&self.tags, name)
    }
}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// The first game of a PGN text; whatever follows it is not read, so a
/// fault in a later game does not stop this one.
pub fn parse(text: &str) -> Result<PgnGame, PgnError> {
    let raw = Lexer::new(text).next_game()?.ok_or(PgnError::Empty)?;
    replay(raw, 1)
}

/// Every game of a PGN text, in order.
pub fn parse_all(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let games = lex(text)?;
    if games.is_empty() {
        return Err(PgnError::Empty);
    }
    games
        .into_iter()
        .enumerate()
        .map(|(i, raw)| replay(raw, i + 1))
        .collect()
}

/// One game as written: tags, moves (SAN, annotations removed), result.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
struct RawGame {
    tags: Vec<(String, String)>,
    moves: Vec<String>,
    result: Option<String>,
}

impl RawGame {
    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.moves.is_empty() && self.result.is_none()
    }
}

fn replay(raw: RawGame, index: usize) -> Result<PgnGame, PgnError> {
    let variant = tag(&raw.tags, "Variant").unwrap_or("");
    let id = variant_game(variant).ok_or_else(|| PgnError::Variant {
        game: index,
        variant: variant.to_string(),
    })?;
    let options = Options::default();
    let mut game = match tag(&raw.tags, "FEN") {
        Some(fen) => AnyGame::from_position(id, fen, &options)
            .map_err(|error| PgnError::Fen { game: index, error })?,
        None => AnyGame::new(id, &options),
    };
    let numbering = game.numbering();
    for (ply, san) in raw.moves.iter().enumerate() {
        game.replay_text(san).map_err(|error| PgnError::Move {
            game: index,
            number: numbering.label(ply),
            text: san.clone(),
            error,
        })?;
    }
    let result = raw
        .result
        .as_deref()
        .or_else(|| tag(&raw.tags, "Result"))
        .and_then(outcome);
    Ok(PgnGame {
        tags: raw.tags,
        game,
        result,
    })
}

/// The game a `Variant` tag names (lichess and python-chess spellings).
fn variant_game(variant: &str) -> Option<GameId> {
    let key = variant_key(variant);
    match key.as_str() {
        "" | "standard" | "chess" | "fromposition" => Some(GameId::Chess),
        _ => GameId::ALL.into_iter().find(|game| {
            let written = game.info().pgn.and_then(|pgn| pgn.variant);
            written.is_some_and(|written| variant_key(written) == key)
        }),
    }
}

/// A `Variant` tag with case, spaces and punctuation left out.
fn variant_key(variant: &str) -> String {
    variant
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

fn outcome(token: &str) -> Option<Outcome> {
    match token {
        "1-0" => Some(Outcome::Win(Side::One)),
        "0-1" => Some(Outcome::Win(Side::Two)),
        "1/2-1/2" => Some(Outcome::Draw),
        _ => None,
    }
}

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Splits a PGN text into games.
fn lex(text: &str) -> Result<Vec<RawGame>, PgnError> {
    let mut lexer = Lexer::new(text);
    let mut games = Vec::new();
    while let Some(game) = lexer.next_game()? {
        games.push(game);
    }
    Ok(games)
}

/// The move in a movetext token, without its number (`12.e4`) or marks
/// (`+`, `#`, `!?`); `None` for a bare number or mark.
fn san_of(token: &str) -> Option<String> {
    let after_digits = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let numbered = after_digits.is_empty() || after_digits.starts_with('.');
    let body = if numbered { after_digits } else { token };
    let san = body
        .trim_start_matches('.')
        .trim_end_matches(['+', '#', '!', '?']);
    let san = match san {
        "0-0" => "O-O",
        "0-0-0" => "O-O-O",
        other => other,
    };
    (!san.is_empty()).then(|| san.to_string())
}

struct Lexer {
    chars: Vec<char>,
    at: usize,
    line: usize,
}

impl Lexer {
    fn new(text: &str) -> Lexer {
        // Editors on Windows often start a UTF-8 file with a byte order mark.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer {
            chars: text.chars().collect(),
            at: 0,
            line: 1,
        }
    }

    /// The next game, `None` at the end of the text, dropping comments,
    /// variations, NAGs, move numbers and annotation marks. It reads no
    /// further than the game's end: its result, or the next game's tags.
    fn next_game(&mut self) -> Result<Option<RawGame>, PgnError> {
        let mut game = RawGame::default();
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            let at_line_start = self.at == 0 || self.chars[self.at - 1] == '\n';
            match c {
                c if c.is_whitespace() => self.bump(),
                '%' if at_line_start => self.skip_line(),
                ';' => self.skip_line(),
                '{' => self.skip_comment()?,
                '(' => {
                    self.bump();
                    depth += 1;
                }
                ')' => {
                    if depth == 0 {
                        return Err(self.error(Syntax::NoVariation));
                    }
                    self.bump();
                    depth -= 1;
                }
                _ if depth > 0 => {
                    self.symbol();
                }
                '[' if !game.moves.is_empty() => return Ok(Some(game)),
                '[' => game.tags.push(self.tag_pair()?),
                '$' => {
                    self.symbol();
                }
                _ => {
                    let token = self.symbol();
                    if is_result(&token) {
                        game.result = Some(token);
                        return Ok(Some(game));
                    } else if let Some(san) = san_of(&token) {
                        game.moves.push(san);
                    }
                }
            }
        }
        if depth > 0 {
            return Err(self.error(Syntax::VariationOpen));
        }
        Ok((!game.is_empty()).then_some(game))
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) {
        if self.peek() == Some('\n') {
            self.line += 1;
        }
        self.at += 1;
    }

    fn error(&self, problem: Syntax) -> PgnError {
        PgnError::Syntax {
            line: self.line,
            problem,
        }
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            if c == '\n' {
                return;
            }
            self.bump();
        }
    }

    fn skip_comment(&mut self) -> Result<(), PgnError> {
        let opened = self.line;
        while let Some(c) = self.peek() {
            self.bump();
            if c == '}' {
                return Ok(());
            }
        }
        Err(PgnError::Syntax {
            line: opened,
            problem: Syntax::CommentOpen,
        })
    }

    /// A run of characters up to whitespace or a PGN delimiter; a stray
    /// delimiter (`]`, `}`) is a token of its own, so the lexer always
    /// moves on.
    fn symbol(&mut self) -> String {
        let mut token = String::new();
        while let Some(c) = self.peek() {
            let delimiter = c.is_whitespace() || "{}()[];".contains(c);
            if (delimiter || c == '$') && !token.is_empty() {
                break;
            }
            token.push(c);
            self.bump();
            if delimiter {
                break;
            }
        }
        token
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes.
    fn tag_pair(&mut self) -> Result<(String, String), PgnError> {
        self.bump();
        self.skip_spaces();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        self.skip_spaces();
        if name.is_empty() || self.peek() != Some('"') {
            return Err(self.error(Syntax::TagShape));
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek() {
                Some('"') => break,
                Some('\\') => {
                    self.bump();
                    if let Some(c) = self.peek() {
                        value.push(c);
                        self.bump();
                    }
                }
                Some('\n') | None => return Err(self.error(Syntax::TagValueOpen)),
                Some(c) => {
                    value.push(c);
                    self.bump();
                }
            }
        }
        self.bump();
        self.skip_spaces();
        if self.peek() != Some(']') {
            return Err(self.error(Syntax::TagOpen));
        }
        self.bump();
        Ok((name, value))
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(raw: &RawGame) -> Vec<&str> {
        raw.moves.iter().map(String::as_str).collect()
    }

    #[test]
    fn lexing_drops_comments_variations_nags_and_numbers() {
        let text = "[Event \"Test \\\"quoted\\\"\"]\n[White \"A\"]\n\n\
                    % an escaped line\n\
                    1. e4 {best by test} e5!? 2.Nf3 $1 (2. f4 exf4 {gambit (sharp)} (2... d5)) \
                    2... Nc6; a rest-of-line comment (\n3. Bb5+ a6?! 4. Ba4 Nf6 5. 0-0 1/2-1/2";
        let games = lex(text).unwrap();
        assert_eq!(games.len(), 1);
        let game = &games[0];
        assert_eq!(
            game.tags,
            vec![
                ("Event".to_string(), "Test \"quoted\"".to_string()),
                ("White".to_string(), "A".to_string())
            ]
        );
        assert_eq!(
            moves(game),
            ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"]
        );
        assert_eq!(game.result.as_deref(), Some("1/2-1/2"));
    }

    #[test]
    fn lexing_splits_games_at_results_and_at_new_tags() {
        let text = "[Event \"1\"]\n1. e4 e5 1-0\n\n[Event \"2\"]\n1. d4 *\n[Event \"3\"]\n1. c4\n[Event \"4\"]\n1. Nf3 0-1";
        let games = lex(text).unwrap();
        let events: Vec<_> = games
            .iter()
            .map(|g| tag(&g.tags, "Event").unwrap())
            .collect();
        assert_eq!(events, ["1", "2", "3", "4"]);
        assert_eq!(moves(&games[2]), ["c4"]);
        assert_eq!(games[2].result, None);
        assert_eq!(games[3].result.as_deref(), Some("0-1"));
    }

    #[test]
    fn lexing_reports_unclosed_and_unbalanced_parts_with_their_line() {
        assert_eq!(
            lex("1. e4\n{never closed\n").unwrap_err(),
            PgnError::Syntax {
                line: 2,
                problem: Syntax::CommentOpen
            }
        );
        assert!(matches!(lex("1. e4 (1. d4"), Err(PgnError::Syntax { .. })));
        assert!(matches!(
            lex("1. e4 ) e5"),
            Err(PgnError::Syntax { line: 1, .. })
        ));
        assert!(matches!(
            lex("[Event \"open\n1. e4"),
            Err(PgnError::Syntax { line: 1, .. })
        ));
        assert!(matches!(lex("[Event open]"), Err(PgnError::Syntax { .. })));
    }

    #[test]
    fn stray_delimiters_become_tokens() {
        let games = lex("] e4 } e5 $14 Nf3").unwrap();
        assert_eq!(moves(&games[0]), ["]", "e4", "}", "e5", "Nf3"]);
    }

    #[test]
    fn move_tokens_lose_numbers_and_marks() {
        assert_eq!(san_of("12.e4").as_deref(), Some("e4"));
        assert_eq!(san_of("12...Nf6+").as_deref(), Some("Nf6"));
        assert_eq!(san_of("e8=Q#").as_deref(), Some("e8=Q"));
        assert_eq!(san_of("0-0-0!").as_deref(), Some("O-O-O"));
        assert_eq!(san_of("12."), None);
        assert_eq!(san_of("12"), None);
        assert_eq!(san_of("..."), None);
        assert_eq!(san_of("!?"), None);
    }

    #[test]
    fn numbering_follows_the_fen() {
        let options = Options::default();
        let white = AnyGame::new(GameId::Chess, &options).numbering();
        assert_eq!(white.label(0), "1.");
        let black =
            AnyGame::from_position(GameId::Chess, "4k3/8/8/8/8/8/8/4K3 b - - 3 17", &options)
                .expect("position")
                .numbering();
        assert_eq!(black.label(0), "17...");
        assert_eq!(black.label(1), "18.");
    }

    #[test]
    fn movetext_numbers_moves_and_wraps_under_80_columns() {
        let sans: Vec<String> = (0..60).map(|i| format!("Nf{}", i % 8 + 1)).collect();
        let text = wrap(&movetext(Numbering::new(1, Side::One), &sans, &[], "*"));
        assert!(text.starts_with("1. Nf1 Nf2 2. Nf3 Nf4 "));
        assert!(text.lines().count() > 1);
        assert!(text.lines().all(|l| l.len() < LINE_LIMIT), "{text}");
        assert!(
            text.lines().all(|l| !l.ends_with('.')),
            "numbers stay with their moves: {text}"
        );
        assert!(text.trim_end().ends_with(" *"));
        let black = wrap(&movetext(
            Numbering::new(5, Side::Two),
            &sans[..3],
            &[],
            "1-0",
        ));
        assert_eq!(black, "5... Nf1 6. Nf2 Nf3 1-0\n");
    }

    #[test]
    fn variants_are_read_in_every_usual_spelling() {
        assert_eq!(variant_game(""), Some(GameId::Chess));
        assert_eq!(variant_game("Standard"), Some(GameId::Chess));
        assert_eq!(variant_game("From Position"), Some(GameId::Chess));
        assert_eq!(variant_game("Racing Kings"), Some(GameId::RacingKings));
        assert_eq!(variant_game("racingkings"), Some(GameId::RacingKings));
        assert_eq!(variant_game("Atomic"), None);
    }

    #[test]
    fn dates_follow_the_civil_calendar() {
        assert_eq!(pgn_date(0), "1970.01.01");
        assert_eq!(pgn_date(11_016), "2000.02.29");
        assert_eq!(pgn_date(20_414), "2025.11.22");
    }
}
