//! Review's analysis under the board: the evaluation graph of the whole
//! game from player 1's side (player 1's colour filled from the foot over
//! player 2's, the middle level drawn as the zero line, a mate at the
//! edge), a dot in its mark's colour on the curve after each marked move,
//! the move shown marked; a progress bar while the analysis is found.
//! The panel says the marks and accuracy; the marks' colours, as lichess
//! has them (from the theme), are here for both.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Gauge, Sparkline, Widget};

use super::theme::Theme;
use crate::ai::Evaluation;
use crate::ai::analysis::{Analysis, Mark};
use crate::ai::eval::Evaluate;
use crate::app::{layout, text};
use crate::games::any::with_game_type;
use crate::games::{GameId, Side};
use crate::i18n::Lang;

pub struct AnalysisView<'a> {
    pub game: GameId,
    pub lang: Lang,
    /// None while it is being found.
    pub analysis: Option<&'a Analysis>,
    /// Positions valued so far, of all.
    pub progress: (usize, usize),
    /// The position shown, and the game's length, in plies.
    pub ply: usize,
    pub plies: usize,
    pub theme: &'a Theme,
}

impl Widget for &AnalysisView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let lang = self.lang;
        let graph = area;
        let Some(analysis) = self.analysis else {
            let (done, all) = self.progress;
            let middle = Rect {
                y: graph.y + graph.height / 2,
                height: 1,
                ..graph
            };
            Gauge::default()
                .ratio(done as f64 / all.max(1) as f64)
                .label(text::analysing_ply(lang, done, all))
                .gauge_style(Style::default().fg(self.theme.accent))
                .render(middle, buf);
            return;
        };
        self.graph(analysis, graph, buf);
    }
}

impl AnalysisView<'_> {
    fn graph(&self, analysis: &Analysis, graph: Rect, buf: &mut Buffer) {
        let span = with_game_type!(self.game, G => G::MARKS.range) / 2;
        let plies = analysis.evaluations.len().saturating_sub(1);
        let heights: Vec<u64> = (graph.x..graph.right())
            .map(|column| {
                let ply = layout::graph_ply(graph, plies, column);
                height(analysis.evaluations[ply], span)
            })
            .collect();
        Sparkline::default()
            .data(&heights)
            .max(2 * span as u64)
            .style(
                Style::default()
                    .fg(self.theme.eval_one)
                    .bg(self.theme.eval_two),
            )
            .render(graph, buf);
        zero_line(graph, buf);
        self.marks(analysis, graph, &heights, 2 * span as u64, buf);
        let marked = layout::graph_column(graph, plies, self.ply.min(self.plies));
        let mark = Style::default()
            .fg(self.theme.accent)
            .add_modifier(Modifier::REVERSED);
        for row in graph.y..graph.bottom() {
            buf[(marked, row)].set_style(mark);
        }
    }
}

impl AnalysisView<'_> {
    /// A dot on the curve, in the mark's colour, at each marked move's
    /// position (the worst where moves share a column).
    fn marks(&self, analysis: &Analysis, graph: Rect, heights: &[u64], top: u64, buf: &mut Buffer) {
        let plies = analysis.moves.len();
        let mut worst: Vec<Option<Mark>> = vec![None; heights.len()];
        for (index, judged) in analysis.moves.iter().enumerate() {
            let column = layout::graph_column(graph, plies, index + 1) - graph.x;
            let at = &mut worst[usize::from(column)];
            *at = (*at).max(judged.mark);
        }
        for (offset, (mark, &height)) in worst.iter().zip(heights).enumerate() {
            let Some(mark) = *mark else {
                continue;
            };
            let row = curve_row(graph.height, height, top);
            let cell = &mut buf[(graph.x + offset as u16, graph.bottom() - 1 - row)];
            cell.set_symbol("●");
            cell.set_style(mark_style(self.theme, mark));
        }
    }
}

/// The zero line across the graph's middle level: struck through the
/// middle row when the rows are odd, under the row above it when even.
fn zero_line(graph: Rect, buf: &mut Buffer) {
    if graph.height == 0 {
        return;
    }
    let (row, line) = if graph.height % 2 == 1 {
        (graph.y + graph.height / 2, Modifier::CROSSED_OUT)
    } else {
        (graph.y + graph.height / 2 - 1, Modifier::UNDERLINED)
    };
    for column in graph.x..graph.right() {
        buf[(column, row)].modifier |= line;
    }
}

/// The row, counted from the foot, where a bar of `height` (of `top`)
/// ends on a graph `rows` high.
fn curve_row(rows: u16, height: u64, top: u64) -> u16 {
    let eighths = height * u64::from(rows) * 8 / top.max(1);
    (eighths.saturating_sub(1) / 8).min(u64::from(rows.saturating_sub(1))) as u16
}

/// A mark's colour as lichess shows it, from the theme (inaccuracy
/// ochre, mistake orange, blunder red); a blunder bold besides, so it
/// stands out where colours are few.
pub fn mark_style(theme: &Theme, mark: Mark) -> Style {
    let style = Style::default();
    match mark {
        Mark::Inaccuracy => style.fg(theme.inaccuracy),
        Mark::Mistake => style.fg(theme.mistake),
        Mark::Blunder => style.fg(theme.blunder).add_modifier(Modifier::BOLD),
    }
}

/// An evaluation as a bar's height from 0 (player 2 winning) to twice
/// `span` (player 1 winning); level is half way.
fn height(evaluation: Evaluation, span: i32) -> u64 {
    let value = match evaluation {
        Evaluation::Points(points) => points.clamp(-span, span),
        Evaluation::Mate(Side::One, _) => span,
        Evaluation::Mate(Side::Two, _) => -span,
    };
    (value + span) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_sits_on_the_row_where_its_bar_ends() {
        assert_eq!(curve_row(5, 0, 1_000), 0);
        assert_eq!(curve_row(5, 500, 1_000), 2, "level: the middle row");
        assert_eq!(curve_row(5, 1_000, 1_000), 4);
        assert_eq!(curve_row(5, 190, 1_000), 0);
        assert_eq!(curve_row(5, 210, 1_000), 0);
        assert_eq!(curve_row(5, 230, 1_000), 1);
    }

    #[test]
    fn the_graph_is_level_half_way_and_a_mate_at_the_edge() {
        assert_eq!(height(Evaluation::Points(0), 500), 500);
        assert_eq!(height(Evaluation::Points(2_000), 500), 1_000);
        assert_eq!(height(Evaluation::Points(-250), 500), 250);
        assert_eq!(height(Evaluation::Mate(Side::Two, 3), 500), 0);
        assert_eq!(height(Evaluation::Mate(Side::One, 0), 500), 1_000);
    }
}
