//! Review's analysis under the board: the evaluation graph of the whole
//! game from player 1's side (player 1's colour filled from the foot over
//! player 2's, the middle level, a mate at the edge), the move shown
//! marked; a progress bar while the analysis is found. The panel says
//! the marks and accuracy.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Gauge, Sparkline, Widget};

use super::theme::Theme;
use crate::ai::Evaluation;
use crate::ai::analysis::Analysis;
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
        let marked = layout::graph_column(graph, plies, self.ply.min(self.plies));
        let mark = Style::default()
            .fg(self.theme.accent)
            .add_modifier(Modifier::REVERSED);
        for row in graph.y..graph.bottom() {
            buf[(marked, row)].set_style(mark);
        }
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
    fn the_graph_is_level_half_way_and_a_mate_at_the_edge() {
        assert_eq!(height(Evaluation::Points(0), 500), 500);
        assert_eq!(height(Evaluation::Points(2_000), 500), 1_000);
        assert_eq!(height(Evaluation::Points(-250), 500), 250);
        assert_eq!(height(Evaluation::Mate(Side::Two, 3), 500), 0);
        assert_eq!(height(Evaluation::Mate(Side::One, 0), 500), 1_000);
    }
}
