//! The side panel: the players and whose turn it is, scores and captured
//! pieces, the evaluation, the computer's thinking, the move list.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use super::theme::Theme;
use super::{cut_to, glyphs, review};
use crate::ai::analysis::Mark;
use crate::ai::{SearchInfo, Task};
use crate::app::session::{Evaluation, Player, PlayerKind, Session};
use crate::app::text;
use crate::games::clock::DAY;
use crate::games::{Numbering, Outcome, Piece, Side, Status};
use crate::i18n::Lang;

/// A player as the score names them: a computer without its level.
fn score_name(player: &Player, lang: Lang) -> String {
    match &player.kind {
        PlayerKind::Computer(_) if player.name.trim().is_empty() => {
            lang.tr(text::COMPUTER_NAME).into_owned()
        }
        PlayerKind::Computer(_) => player.name.trim().to_string(),
        _ => player.label(lang),
    }
}

const SPINNER: [&str; 8] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧"];
/// Frames (ticks) per spinner step: five steps a second are enough to
/// show life, and each step is bytes sent down the line.
const SPINNER_FRAMES: u64 = 4;
/// The width of a clock in the player lines, `1:00:00` between spaces.
const CLOCK_WIDTH: usize = 9;
/// The move rows the panel keeps room for before it drops its blank
/// rows.
const MIN_MOVE_ROWS: usize = 3;
/// The move list's first column: a move and its mark, `exd8=Q+??`
/// overflowing it by one.
const MOVE_WIDTH: usize = 8;
/// An evaluation this large (in points) fills the bar.
const BAR_SPAN: f64 = 1000.0;

pub struct Panel<'a> {
    pub session: &'a Session,
    /// The clock to highlight: the one really running.
    pub running: Option<Side>,
    pub frame: u64,
    pub theme: &'a Theme,
    pub pieces: glyphs::PieceSet,
    /// Whether the evaluation row and the thinking line's score show.
    pub evaluation: bool,
}

impl Panel<'_> {
    fn facts(&self, lang: Lang) -> Option<String> {
        text::game_facts(lang, self.session.game().id(), self.session.options())
    }

    /// A side's line: its marker, name and clock, and the player; the
    /// player on a line of its own below when both do not fit in
    /// `width`, so that no name, rating or "(away)" is cut.
    fn player_line(&self, lang: Lang, side: Side, width: u16) -> Vec<Line<'static>> {
        let session = self.session;
        let game = session.game();
        let player = &session.players()[side.index()];
        let to_move = !session.is_over() && game.side_to_move() == side;
        let marker = if to_move { "▶ " } else { "  " };
        let names = game.id().side_titles(lang);
        let titles = names.iter().map(|n| n.chars().count()).max().unwrap_or(0) + 2;
        // Text colours, not the pieces': a piece's colour is chosen for
        // the squares, not for the background behind the panel.
        let colour = match side {
            Side::One => self.theme.text,
            Side::Two => self.theme.dim,
        };
        // Only the marker shows whose turn it is: the name keeps its
        // style, so a turn changes two cells, not the whole row.
        let name = Style::default().fg(self.theme.text);
        let mut spans = vec![
            Span::styled(marker, Style::default().fg(self.theme.accent)),
            Span::styled(
                format!("{:<titles$}", names[side.index()]),
                Style::default().fg(colour),
            ),
        ];
        spans.extend(self.clock_spans(side));
        let label = Span::styled(player.label(lang), name);
        let head = Line::from(spans.clone());
        if head.width() + label.width() <= usize::from(width) {
            spans.push(label);
            return vec![Line::from(spans)];
        }
        vec![head, Line::from(vec![Span::raw("    "), label])]
    }

    /// A side's clock, right-aligned and highlighted while it runs; none
    /// without clocks.
    fn clock_spans(&self, side: Side) -> Vec<Span<'static>> {
        let Some(clock) = self.session.clock() else {
            return Vec::new();
        };
        let shown = format!(" {} ", clock_text(clock.left(side)));
        let style = if self.running == Some(side) {
            Style::default()
                .fg(self.theme.selected_fg)
                .bg(self.theme.selected_bg)
                .add_modifier(Modifier::BOLD)
        } else {
            Style::default().fg(self.theme.text)
        };
        // Room for `1:00:00` and a space after it.
        let pad = CLOCK_WIDTH.saturating_sub(shown.len());
        vec![
            Span::raw(" ".repeat(pad)),
            Span::styled(shown, style),
            Span::raw(" "),
        ]
    }

    /// The score, player 1 first as the result says it ("… wins: 15-7"),
    /// each side's points beside its player's name, so that nobody has to
    /// work out whose is whose; the names cut alike where the row is short.
    fn score_line(&self, lang: Lang, width: u16) -> Line<'static> {
        // In the position shown: the one reviewed, in Review.
        let points = self.session.board().scores();
        let label = format!("{}: ", lang.plain(text::PANEL_SCORE));
        let names = self
            .session
            .players()
            .each_ref()
            .map(|p| score_name(p, lang));
        let row = |keep: usize| {
            let [one, two] = names.each_ref().map(|name| cut_to(name, keep));
            text::score_sides(lang, [&one, &two], points)
        };
        let room = usize::from(width).saturating_sub(label.width());
        let longest = names.iter().map(|name| name.width()).max().unwrap_or(0);
        let keep = (1..=longest)
            .rev()
            .find(|&keep| row(keep).width() <= room)
            .unwrap_or(1);
        let dim = Style::default().fg(self.theme.dim);
        Line::from(vec![Span::styled(label, dim), Span::raw(row(keep))])
    }

    /// The score (in games that count points) and one row per side for
    /// the pieces it took, there from the first move so that nothing
    /// below moves when the first capture comes.
    fn score_lines(&self, lang: Lang, width: u16) -> Vec<Line<'static>> {
        let session = self.session;
        let game = session.game();
        let names = game.id().side_titles(lang);
        let dim = Style::default().fg(self.theme.dim);
        let mut lines = Vec::new();
        if game.id().counts_points() {
            lines.push(self.score_line(lang, width));
        }
        for side in [Side::Two, Side::One] {
            let taken: Vec<(&str, u16)> = session.captured()[side.index()]
                .iter()
                .map(|&kind| {
                    let piece = Piece {
                        kind,
                        owner: side.opponent(),
                    };
                    glyphs::glyph_in(piece, self.pieces)
                })
                .collect();
            let label = text::captured_by(lang, names[side.index()]);
            let room = usize::from(width).saturating_sub(label.chars().count());
            lines.push(Line::from(vec![
                Span::styled(label, dim),
                Span::raw(captured_text(&taken, room)),
            ]));
        }
        lines
    }

    /// The result of a finished game, or the evaluation of the position
    /// shown from player 1's side (and the row says so): a bar and its
    /// value, or `…` until a search gives one.
    fn evaluation_line(&self, lang: Lang, width: u16) -> Line<'static> {
        let session = self.session;
        let eval_title = text::panel_eval(lang, session.game().id().side_titles(lang)[0]);
        let title_width = eval_title.chars().count();
        let (title, bar) = match session.game().status() {
            Status::Over(end) => (
                lang.plain(text::PANEL_RESULT).to_string(),
                Some(result_bar(end.outcome)),
            ),
            Status::Ongoing => (
                eval_title,
                session.evaluation().map(|e| evaluation_bar(lang, e)),
            ),
        };
        // Room for the title, the bar, and a value such as ` -12.34` or
        // a result as long as ` 1/2-1/2`.
        let value_width = bar
            .as_ref()
            .map_or(6, |(_, label)| label.chars().count().max(6));
        let bar_width = usize::from(width)
            .saturating_sub(title_width + 2 + value_width)
            .clamp(4, 24);
        let mut spans = vec![Span::styled(
            format!("{title:<title_width$} "),
            Style::default().fg(self.theme.dim),
        )];
        match bar {
            Some((fraction, label)) => {
                let filled = ((bar_width as f64) * fraction).round() as usize;
                spans.extend([
                    Span::styled("█".repeat(filled), Style::default().fg(self.theme.eval_one)),
                    Span::styled(
                        "█".repeat(bar_width - filled.min(bar_width)),
                        Style::default().fg(self.theme.eval_two),
                    ),
                    Span::raw(format!(" {label}")),
                ]);
            }
            None => spans.push(Span::styled(
                format!(
                    "{} {}",
                    "·".repeat(bar_width),
                    lang.plain(text::PANEL_EVAL_PENDING)
                ),
                Style::default().fg(self.theme.dim),
            )),
        }
        Line::from(spans)
    }

    /// The one row of the computer's thinking: a spinner, the search's
    /// depth, score and nodes, and as much of its planned line (as the
    /// move list writes moves) as fits, cut between moves (none while the
    /// engine is barred). Blank while nobody thinks, so the rows below
    /// never move.
    fn thinking_line(&self, lang: Lang, width: u16) -> Line<'static> {
        let Some(thinking) = self.session.thinking() else {
            return Line::raw("");
        };
        let step = self.frame / SPINNER_FRAMES % SPINNER.len() as u64;
        let mut spans = vec![Span::styled(
            format!("{} ", SPINNER[step as usize]),
            Style::default().fg(self.theme.accent),
        )];
        let Some(info) = &thinking.info else {
            let doing = match thinking.task {
                Task::Analyse => lang.plain(text::PANEL_ANALYSING),
                Task::Move | Task::Hint => lang.plain(text::PANEL_THINKING),
            };
            spans.push(Span::styled(doing, Style::default().fg(self.theme.dim)));
            return Line::from(spans);
        };
        // The score as the evaluation row shows it, from player 1's side.
        let score = self
            .evaluation
            .then(|| evaluation_text(lang, Evaluation::from_search(info.score, thinking.side)));
        let summary = search_summary(lang, info, score);
        let room = usize::from(width).saturating_sub(summary.chars().count() + 2);
        spans.push(Span::raw(summary));
        // An analysis gives the value only: its line would be a hint
        // nobody asked for; nor does the computer's line show where the
        // engine gives no help.
        if thinking.task != Task::Analyse && self.session.engine_allowed() {
            spans.push(Span::styled(
                planned_line(&self.session.shown_moves(&thinking.line), room),
                Style::default().fg(self.theme.dim),
            ));
        }
        Line::from(spans)
    }

    /// In Review, once the game is analysed: each player's marks and
    /// accuracy (player 2 first, as the players are listed), and the
    /// reviewed move's mark with the engine's move when it has one.
    fn analysis_lines(&self, lang: Lang) -> Vec<Line<'static>> {
        let session = self.session;
        let (Some(analysis), Some((ply, _))) = (session.analysis(), session.review_position())
        else {
            return Vec::new();
        };
        let names = session.game().id().side_titles(lang);
        let mut lines: Vec<Line<'static>> = [Side::Two, Side::One]
            .into_iter()
            .map(|side| {
                let accuracy = analysis.accuracy(side).unwrap_or(100.0);
                let summary = text::analysis_summary(
                    lang,
                    names[side.index()],
                    analysis.counts(side),
                    accuracy,
                );
                Line::styled(summary, Style::default().fg(self.theme.text))
            })
            .collect();
        let shown = ply
            .checked_sub(1)
            .and_then(|i| Some((i, analysis.moves.get(i)?)));
        if let Some((index, judged)) = shown
            && let (Some(mark), Some(better)) = (judged.mark, judged.better.as_deref())
        {
            let played = session.move_list().swap_remove(index);
            let better = session.shown_move(better);
            let verdict = text::judged_move(lang, &played, mark.symbol(), &better);
            lines.push(Line::styled(
                verdict,
                Style::default().fg(self.theme.accent),
            ));
        }
        lines
    }

    /// The numbered move list, scrolled so the current move (the one
    /// reviewed, or the last) shows, and marked; each move's `?!`, `?`
    /// or `??` once the game is analysed; a finished game's result after
    /// its last move, as PGN writes it.
    fn move_lines(&self, room: usize) -> Vec<Line<'static>> {
        let game = self.session.game();
        let texts = self.session.move_list();
        let current = self
            .session
            .review_position()
            .map_or(texts.len(), |(ply, _)| ply);
        let mark = Style::default()
            .fg(self.theme.accent)
            .add_modifier(Modifier::BOLD);
        let style = |ply: usize| {
            if ply + 1 == current {
                mark
            } else {
                Style::default()
            }
        };
        // Each move with its mark once the game is analysed, in the
        // mark's colour, padded to `width` columns.
        let marks: Vec<Option<Mark>> = self
            .session
            .analysis()
            .map(|analysis| analysis.moves.iter().map(|judged| judged.mark).collect())
            .unwrap_or_default();
        let played = |ply: usize, width: usize| {
            let mark = marks.get(ply).copied().flatten();
            let symbol = mark.map_or("", Mark::symbol);
            let used = texts[ply].chars().count() + symbol.len();
            let mut spans = vec![Span::styled(texts[ply].clone(), style(ply))];
            spans.extend(
                mark.map(|mark| Span::styled(symbol, review::mark_style(self.theme, mark))),
            );
            spans.push(Span::raw(" ".repeat(width.saturating_sub(used))));
            spans
        };
        let rows = move_rows(game.numbering(), texts.len());
        let mut lines: Vec<Line<'static>> = rows
            .iter()
            .map(|&(number, [first, second])| {
                let mut spans = vec![Span::styled(
                    format!("{number:>3}. "),
                    Style::default().fg(self.theme.dim),
                )];
                match first {
                    Some(ply) => spans.extend(played(ply, MOVE_WIDTH)),
                    None => spans.push(Span::raw(format!("{:<MOVE_WIDTH$}", "…"))),
                }
                if let Some(ply) = second {
                    spans.push(Span::raw(" "));
                    spans.extend(played(ply, 0));
                }
                Line::from(spans)
            })
            .collect();
        let mut row = rows
            .iter()
            .position(|(_, plies)| plies.contains(&Some(current.saturating_sub(1))))
            .unwrap_or(0);
        if let Status::Over(end) = game.status() {
            let result = format!("     {}", end.outcome.result());
            lines.push(Line::styled(result, Style::default().fg(self.theme.accent)));
            if current == texts.len() {
                row = lines.len() - 1;
            }
        }
        // The end of a finished game shows as many of its last moves as
        // fit above its result; elsewhere the list scrolls by half pages.
        let first = if game.status() != Status::Ongoing && current == texts.len() {
            lines.len().saturating_sub(room)
        } else {
            first_shown(row, room)
        };
        lines.into_iter().skip(first).take(room).collect()
    }
}

/// The first of `rows` move-list rows to show so that `row` shows: the
/// list scrolls by half its height at a time, so a long game rewrites
/// the whole list every few moves instead of with every move.
fn first_shown(row: usize, room: usize) -> usize {
    let overflow = (row + 1).saturating_sub(room);
    let step = (room / 2).max(1);
    overflow.div_ceil(step) * step
}

/// The move list's rows: each move number with the plies in player 1's
/// and player 2's columns, so a game player 2 started opens with a gap.
fn move_rows(numbering: Numbering, plies: usize) -> Vec<(usize, [Option<usize>; 2])> {
    let mut rows: Vec<(usize, [Option<usize>; 2])> = Vec::new();
    for ply in 0..plies {
        let (number, side) = numbering.at(ply);
        match rows.last_mut() {
            Some((last, columns)) if *last == number => columns[side.index()] = Some(ply),
            _ => {
                let mut columns = [None; 2];
                columns[side.index()] = Some(ply);
                rows.push((number, columns));
            }
        }
    }
    rows
}

/// As many of `moves` as fit in `room` columns, each after two spaces
/// (the first) or one; never part of a move.
fn planned_line(moves: &[String], room: usize) -> String {
    let mut shown = String::new();
    for mv in moves {
        let gap = if shown.is_empty() { "  " } else { " " };
        if shown.chars().count() + gap.len() + mv.chars().count() > room {
            break;
        }
        shown.push_str(gap);
        shown.push_str(mv);
    }
    shown
}

/// The taken pieces' glyphs (each with its width) in `room` columns: all
/// when they fit, else as many as fit before a count of the rest, ` +12`,
/// so no capture goes unsaid.
fn captured_text(taken: &[(&str, u16)], room: usize) -> String {
    let width =
        |glyphs: &[(&str, u16)]| -> usize { glyphs.iter().map(|&(_, w)| usize::from(w)).sum() };
    let mut shown = taken.len();
    let mut rest = String::new();
    while width(&taken[..shown]) + rest.chars().count() > room && shown > 0 {
        shown -= 1;
        rest = format!(" +{}", taken.len() - shown);
    }
    let mut text: String = taken[..shown].iter().map(|&(glyph, _)| glyph).collect();
    text.push_str(&rest);
    text
}

/// Time left as a clock shows it: days and hours beyond a day
/// (correspondence), `2d 23h`, then `1:05:00`, `4:59`, and tenths under
/// ten seconds, `0:09.3`. It counts down, so parts are cut, not rounded:
/// it shows 0 only when the time is up.
pub fn clock_text(left: Duration) -> String {
    let secs = left.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs / 60 % 60, secs % 60);
    if left > DAY {
        format!("{}d {}h", hours / 24, hours % 24)
    } else if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else if secs >= 10 {
        format!("{minutes}:{seconds:02}")
    } else {
        let tenths = left.subsec_millis() / 100;
        format!("0:{seconds:02}.{tenths}")
    }
}

/// The search's depth, its score (unless hidden) and its nodes.
fn search_summary(lang: Lang, info: &SearchInfo, score: Option<String>) -> String {
    match score {
        Some(score) => format!("d{} {score} {}", info.depth, nodes(lang, info.nodes)),
        None => format!("d{} {}", info.depth, nodes(lang, info.nodes)),
    }
}

fn nodes(lang: Lang, count: u64) -> String {
    let shown = match count {
        0..1_000 => count.to_string(),
        1_000..1_000_000 => format!("{}k", count / 1_000),
        _ => format!("{}M", lang.decimal(count as f64 / 1e6, 1)),
    };
    text::nodes(lang, &shown)
}

impl Widget for &Panel<'_> {
    /// The sections above the move list keep their rows for the whole
    /// game; the blank rows between them go only where the area is too
    /// short to show a few moves (a small terminal, the game-over box
    /// above), and the thinking row once the game is over; at game over,
    /// rows the box says too give way (see [`give_way`]) so the list
    /// keeps its heading and a few moves.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let session = self.session;
        let lang = session.lang();
        let heading = Style::default()
            .fg(self.theme.accent)
            .add_modifier(Modifier::BOLD);
        // The game, and the clock it is played on as the lobby names it.
        let mut title = vec![Span::styled(session.game().id().title(lang), heading)];
        if let Some(clock) = session.clock() {
            let control = format!(" · {}", text::time_control(lang, &clock.control()));
            title.push(Span::styled(control, Style::default().fg(self.theme.dim)));
        }
        // Each row above the move list with the rank in which it gives
        // way to the list at game over (see [`GIVES_WAY`]).
        let mut top = vec![(Line::from(title), Some(GivesWay::Title))];
        top.extend(
            self.facts(lang)
                .map(|facts| Line::styled(facts, Style::default().fg(self.theme.dim)))
                .map(|facts| (facts, Some(GivesWay::Facts))),
        );
        let players: Vec<_> = [Side::Two, Side::One]
            .into_iter()
            .flat_map(|side| self.player_line(lang, side, area.width))
            .map(|line| (line, None))
            .collect();
        // A finished game's result comes first, under the players,
        // whether or not evaluations show: a small panel keeps it.
        let mut figures = Vec::new();
        if session.is_over() {
            let result = self.evaluation_line(lang, area.width);
            figures.push((result, Some(GivesWay::Result)));
        }
        let mut scores = self.score_lines(lang, area.width);
        // The last two are the rows of captured pieces.
        let captured = scores.split_off(scores.len().saturating_sub(2));
        figures.extend(scores.into_iter().map(|line| (line, None)));
        figures.extend(
            captured
                .into_iter()
                .map(|line| (line, Some(GivesWay::Captured))),
        );
        figures.extend(
            self.analysis_lines(lang)
                .into_iter()
                .map(|line| (line, None)),
        );
        if self.evaluation && !session.is_over() {
            figures.push((self.evaluation_line(lang, area.width), None));
        }
        if !session.is_over() {
            figures.push((self.thinking_line(lang, area.width), None));
        }
        let mut moves = vec![Span::styled(lang.plain(text::PANEL_MOVES), heading)];
        if session.paused() {
            // On the heading's row: a pause moves nothing.
            moves.push(Span::styled(
                format!("  {}", lang.plain(text::PANEL_PAUSED)),
                Style::default().fg(self.theme.accent),
            ));
        }
        let mut sections = [top, players, figures, vec![(Line::from(moves), None)]];
        if session.is_over() {
            give_way(&mut sections, usize::from(area.height));
        }
        let fixed: usize = sections.iter().map(Vec::len).sum();
        // A finished game's list is spaced out only when it fits whole.
        let list_rows = if session.is_over() {
            let game = session.game();
            move_rows(game.numbering(), game.ply_count()).len() + 1
        } else {
            MIN_MOVE_ROWS
        };
        let spaced = fixed + sections.len() - 1 + list_rows <= usize::from(area.height);
        let mut lines = Vec::new();
        for section in sections {
            if spaced && !lines.is_empty() {
                lines.push(Line::raw(""));
            }
            lines.extend(section.into_iter().map(|(line, _)| line));
        }
        let room = usize::from(area.height).saturating_sub(lines.len());
        lines.extend(self.move_lines(room));
        for (i, line) in lines.iter().take(usize::from(area.height)).enumerate() {
            buf.set_line(area.x, area.y + i as u16, line, area.width);
        }
    }
}

/// The rows above the move list that give way to it at game over, where
/// the game-over box (or a room's chat) leaves the panel short, in the
/// order they go: what the box or the screen says already first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum GivesWay {
    /// The game's options (the box names the game's end).
    Facts,
    /// The result row: the box says it.
    Result,
    /// The game's name, on the board's screen all along.
    Title,
    Captured,
}

const GIVES_WAY: [GivesWay; 4] = [
    GivesWay::Facts,
    GivesWay::Result,
    GivesWay::Title,
    GivesWay::Captured,
];

/// Drops rows from `sections` in [`GIVES_WAY`]'s order until the move
/// list's heading (the last section) has [`MIN_MOVE_ROWS`] under it in
/// `height` rows, or none is left to drop.
fn give_way<T>(sections: &mut [Vec<(T, Option<GivesWay>)>], height: usize) {
    for kind in GIVES_WAY {
        let rows: usize = sections.iter().map(Vec::len).sum();
        if rows + MIN_MOVE_ROWS <= height {
            return;
        }
        for section in sections.iter_mut() {
            section.retain(|(_, gives)| *gives != Some(kind));
        }
    }
}

/// Where the evaluation bar stands (0 all player 2, 1 all player 1) and
/// its label, for a game still going.
fn evaluation_bar(lang: Lang, evaluation: Evaluation) -> (f64, String) {
    let fraction = match evaluation {
        Evaluation::Points(p) => 0.5 + (f64::from(p) / BAR_SPAN).clamp(-1.0, 1.0) / 2.0,
        Evaluation::Mate(Side::One, _) => 1.0,
        Evaluation::Mate(Side::Two, _) => 0.0,
    };
    (fraction, evaluation_text(lang, evaluation))
}

/// An evaluation as the panel writes it: `+1.20` (`+1,20` in Portuguese),
/// `#3` (player 1 mates), `#-3` (player 2 mates).
fn evaluation_text(lang: Lang, evaluation: Evaluation) -> String {
    match evaluation {
        Evaluation::Points(p) => {
            let sign = if p < 0 { "" } else { "+" };
            format!("{sign}{}", lang.decimal(f64::from(p) / 100.0, 2))
        }
        Evaluation::Mate(Side::One, n) => format!("#{n}"),
        Evaluation::Mate(Side::Two, n) => format!("#-{n}"),
    }
}

/// A finished game's bar shows its result rather than an evaluation.
fn result_bar(outcome: Outcome) -> (f64, String) {
    let fraction = match outcome {
        Outcome::Win(Side::One) => 1.0,
        Outcome::Win(Side::Two) => 0.0,
        Outcome::Draw => 0.5,
    };
    (fraction, outcome.result().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_list_scrolls_by_half_pages_keeping_the_current_row_in_view() {
        assert_eq!(first_shown(9, 10), 0);
        assert_eq!(first_shown(10, 10), 5);
        assert_eq!(first_shown(14, 10), 5);
        assert_eq!(first_shown(15, 10), 10);
        assert_eq!(first_shown(3, 1), 3);
        for room in 1..12 {
            for row in 0..60 {
                let first = first_shown(row, room);
                assert!((first..first + room).contains(&row), "{row} {room}");
            }
        }
    }

    #[test]
    fn the_planned_line_is_cut_between_moves() {
        let moves: Vec<String> = ["Nf3", "Nc6", "Bb5"].map(String::from).into();
        assert_eq!(planned_line(&moves, 20), "  Nf3 Nc6 Bb5");
        assert_eq!(planned_line(&moves, 12), "  Nf3 Nc6");
        assert_eq!(planned_line(&moves, 9), "  Nf3 Nc6");
        assert_eq!(planned_line(&moves, 8), "  Nf3");
        assert_eq!(planned_line(&moves, 4), "");
    }

    #[test]
    fn taken_pieces_that_do_not_fit_are_counted() {
        let taken = [("♟", 1); 8];
        assert_eq!(captured_text(&taken, 8), "♟♟♟♟♟♟♟♟");
        assert_eq!(captured_text(&taken, 7), "♟♟♟♟ +4");
        assert_eq!(captured_text(&taken, 3), " +8");
        assert_eq!(captured_text(&[("歩", 2); 4], 7), "歩歩 +2");
        assert_eq!(captured_text(&[], 0), "");
    }

    #[test]
    fn clocks_show_minutes_and_seconds_and_tenths_under_ten_seconds() {
        let ms = Duration::from_millis;
        assert_eq!(clock_text(ms(300_000)), "5:00");
        assert_eq!(clock_text(ms(299_950)), "4:59");
        assert_eq!(clock_text(ms(10_000)), "0:10");
        assert_eq!(clock_text(ms(9_999)), "0:09.9");
        assert_eq!(clock_text(ms(9_350)), "0:09.3");
        assert_eq!(clock_text(ms(50)), "0:00.0");
        assert_eq!(clock_text(ms(1_800_000)), "30:00");
        assert_eq!(clock_text(ms(3_905_000)), "1:05:05");
        assert_eq!(clock_text(DAY), "24:00:00");
        assert_eq!(clock_text(DAY * 3 - ms(1)), "2d 23h");
        assert_eq!(clock_text(DAY * 3), "3d 0h");
    }
}
