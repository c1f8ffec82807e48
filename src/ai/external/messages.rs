//! The UCI lines a GUI writes (`position`, `go`) and reads (`uciok`,
//! `readyok`, `id`, `option`, `info`, `bestmove`), as text only.

use std::time::Duration;

use crate::ai::protocol::{ClockLeft, Limits, Score, SearchInfo};
use crate::games::{Game, Record, Side};

/// A line from the engine, as far as a GUI cares.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Said<'a> {
    UciOk,
    ReadyOk,
    Name(&'a str),
    /// An option it offers, with the values of a `combo`.
    Option {
        name: &'a str,
        values: Vec<&'a str>,
    },
    Info(SearchInfo),
    /// `bestmove` and its move, if it gave one.
    BestMove(Option<&'a str>),
    /// Anything else, which UCI says to ignore.
    Other,
}

pub fn read(line: &str) -> Said<'_> {
    let line = line.trim();
    let (first, rest) = line.split_once(' ').unwrap_or((line, ""));
    let rest = rest.trim_start();
    match first {
        "uciok" => Said::UciOk,
        "readyok" => Said::ReadyOk,
        "id" => rest
            .strip_prefix("name ")
            .map_or(Said::Other, |name| Said::Name(name.trim())),
        "option" => read_option(rest),
        "info" => read_info(rest).map_or(Said::Other, Said::Info),
        "bestmove" => Said::BestMove(rest.split_whitespace().next()),
        _ => Said::Other,
    }
}

/// Which of the engine's lines an `info` line gives (`multipv`, from 1),
/// 1 when it does not say (an engine searching one line).
pub fn line_rank(line: &str) -> usize {
    let words: Vec<&str> = line.split_whitespace().collect();
    words
        .windows(2)
        .take_while(|pair| pair[0] != "pv")
        .find(|pair| pair[0] == "multipv")
        .and_then(|pair| pair[1].parse().ok())
        .unwrap_or(1)
}

/// `name <words> type <kind> ... [var <value>]...`
fn read_option(rest: &str) -> Said<'_> {
    let Some(after_name) = rest.strip_prefix("name ") else {
        return Said::Other;
    };
    let (name, kind) = after_name.split_once(" type ").unwrap_or((after_name, ""));
    let words: Vec<&str> = kind.split_whitespace().collect();
    let values = words
        .windows(2)
        .filter(|pair| pair[0] == "var")
        .map(|pair| pair[1])
        .collect();
    Said::Option {
        name: name.trim(),
        values,
    }
}

/// An `info` line that carries a score; others (`string`, `currmove`)
/// say nothing the thinking line shows.
fn read_info(rest: &str) -> Option<SearchInfo> {
    let words: Vec<&str> = rest.split_whitespace().collect();
    let mut info = SearchInfo {
        depth: 0,
        score: Score::Points(0),
        nodes: 0,
        nps: 0,
        pv: Vec::new(),
    };
    let mut scored = false;
    let mut i = 0;
    while i < words.len() {
        let next = words.get(i + 1).copied().unwrap_or("");
        match words[i] {
            "string" => return None,
            "depth" => info.depth = next.parse().ok()?,
            "nodes" => info.nodes = next.parse().ok()?,
            "nps" => info.nps = next.parse().ok()?,
            "score" => {
                let value: i32 = words.get(i + 2)?.parse().ok()?;
                info.score = match next {
                    "cp" => Score::Points(value),
                    "mate" if value > 0 => Score::WinIn(value.unsigned_abs() * 2 - 1),
                    "mate" => Score::LossIn(value.unsigned_abs() * 2),
                    _ => return None,
                };
                scored = true;
                i += 1;
            }
            "pv" => {
                info.pv = words[i + 1..].iter().map(|w| w.to_string()).collect();
                break;
            }
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    scored.then_some(info)
}

/// `position fen <start> moves ...`: the game's own start position
/// string (Massacre's deal, a set-up position) and every move since.
pub fn position<G: Game>(record: &Record<G>) -> String {
    let mut line = format!("position fen {}", record.start().position());
    if !record.moves().is_empty() {
        line.push_str(" moves");
        for (i, &mv) in record.moves().iter().enumerate() {
            line.push(' ');
            line.push_str(&record.position_before(i).format_move(mv));
        }
    }
    line
}

/// `go` for the mover's limits. On a clock UCI wants both clocks
/// (`wtime` is player 1's in every game): the opponent's when known,
/// else the mover's stands in for it.
pub fn go(limits: &Limits, mover: Side, opponent: Option<ClockLeft>) -> String {
    let mut line = String::from("go");
    if let Some(mine) = limits.clock {
        let theirs = opponent.unwrap_or(mine);
        let [one, two] = match mover {
            Side::One => [mine, theirs],
            Side::Two => [theirs, mine],
        };
        line.push_str(&format!(
            " wtime {} btime {} winc {} binc {}",
            millis(one.left),
            millis(two.left),
            millis(one.increment),
            millis(two.increment)
        ));
        if let Some(moves) = mine.moves_to_go {
            line.push_str(&format!(" movestogo {moves}"));
        }
    }
    if let Some(time) = limits.movetime {
        line.push_str(&format!(" movetime {}", millis(time)));
    }
    if let Some(depth) = limits.depth {
        line.push_str(&format!(" depth {depth}"));
    }
    if let Some(nodes) = limits.nodes {
        line.push_str(&format!(" nodes {nodes}"));
    }
    line
}

fn millis(time: Duration) -> u128 {
    time.as_millis()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_info_line_says_which_line_it_gives() {
        assert_eq!(line_rank("info depth 9 multipv 2 score cp 31 pv e2e4"), 2);
        assert_eq!(line_rank("info depth 9 score cp 31 pv e2e4"), 1);
        // A move in the pv is never read as the rank.
        assert_eq!(line_rank("info depth 9 score cp 31 pv multipv 3"), 1);
        assert_eq!(line_rank("info depth 9 multipv x score cp 31"), 1);
    }
    use crate::games::chess::{Chess, Massacre};
    use crate::games::{Game, Options};

    #[test]
    fn lines_a_gui_waits_for_are_read() {
        assert_eq!(read("uciok"), Said::UciOk);
        assert_eq!(read("  readyok \r"), Said::ReadyOk);
        assert_eq!(read("id name Stockfish 15.1"), Said::Name("Stockfish 15.1"));
        assert_eq!(
            read("bestmove e2e4 ponder e7e5"),
            Said::BestMove(Some("e2e4"))
        );
        assert_eq!(read("bestmove"), Said::BestMove(None));
        assert_eq!(read("id author someone"), Said::Other);
        assert_eq!(read("hello"), Said::Other);
    }

    #[test]
    fn options_give_their_name_and_choices() {
        let line = "option name UCI_Variant type combo default chess var chess var racingkings";
        assert_eq!(
            read(line),
            Said::Option {
                name: "UCI_Variant",
                values: vec!["chess", "racingkings"],
            }
        );
        assert_eq!(
            read("option name Clear Hash type button"),
            Said::Option {
                name: "Clear Hash",
                values: Vec::new(),
            }
        );
    }

    #[test]
    fn info_with_a_score_is_read() {
        let said = read(
            "info depth 12 seldepth 18 score cp -35 upperbound nodes 9000 nps 450000 time 20 pv e7e5 g1f3",
        );
        assert_eq!(
            said,
            Said::Info(SearchInfo {
                depth: 12,
                score: Score::Points(-35),
                nodes: 9000,
                nps: 450000,
                pv: vec!["e7e5".into(), "g1f3".into()],
            })
        );
        let mate = |line| match read(line) {
            Said::Info(info) => Some(info.score),
            _ => None,
        };
        assert_eq!(mate("info depth 5 score mate 2"), Some(Score::WinIn(3)));
        assert_eq!(mate("info depth 5 score mate -1"), Some(Score::LossIn(2)));
        assert_eq!(mate("info string mate 2"), None);
        assert_eq!(mate("info depth 5 currmove e2e4"), None);
        assert_eq!(mate("info depth x score cp 1"), None);
    }

    #[test]
    fn the_position_is_the_start_string_and_the_moves() {
        let mut record = Record::new(Chess::start(&Options::default()));
        assert_eq!(
            position(&record),
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        for text in ["e2e4", "e7e5"] {
            record.play_text(text).expect("legal");
        }
        assert!(position(&record).ends_with("KQkq - 0 1 moves e2e4 e7e5"));
        let dealt = Record::new(Massacre::start(&Options {
            deal: 9,
            ..Options::default()
        }));
        assert_eq!(
            position(&dealt),
            format!("position fen {}", dealt.start().position())
        );
    }

    #[test]
    fn go_gives_both_clocks_with_player_one_s_first() {
        let clock = |ms| ClockLeft {
            left: Duration::from_millis(ms),
            increment: Duration::from_millis(ms / 100),
            moves_to_go: None,
        };
        let limits = Limits {
            clock: Some(clock(5_000)),
            ..Limits::default()
        };
        assert_eq!(
            go(&limits, Side::Two, Some(clock(9_000))),
            "go wtime 9000 btime 5000 winc 90 binc 50"
        );
        assert_eq!(
            go(&limits, Side::One, None),
            "go wtime 5000 btime 5000 winc 50 binc 50"
        );
        let fixed = Limits {
            movetime: Some(Duration::from_millis(300)),
            depth: Some(4),
            ..Limits::default()
        };
        assert_eq!(go(&fixed, Side::One, None), "go movetime 300 depth 4");
    }
}
