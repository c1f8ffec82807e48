//! Martian Chess perft from the start against PERFT.md, every depth.

use tabuleiro::games::martian::Martian;
use tabuleiro::games::perft::perft;
use tabuleiro::games::{Game, Options};

#[test]
fn start_perft_matches_reference_counts_at_every_depth() {
    let game = Martian::start(&Options::default());
    let expected = [10, 104, 1328, 17428, 268295];
    for (depth, nodes) in (1..).zip(expected) {
        assert_eq!(perft(&game, depth), nodes, "depth {depth}");
    }
}
