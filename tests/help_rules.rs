//! The how-to-play diagrams agree with the rules engine: each is a position
//! the game accepts, and the squares marked for a piece are exactly where
//! the rules let it go and what they let it capture.

use std::collections::BTreeSet;

use tabuleiro::games::{AnyGame, Coord, End, GameId, Options, Reason, Side, Status};
use tabuleiro::help::{Diagram, page};
use tabuleiro::i18n::Lang;

fn diagrams(game: GameId) -> impl Iterator<Item = &'static Diagram> {
    page(game)
        .sections
        .iter()
        .filter_map(|s| s.diagram.as_ref())
}

fn load(game: GameId, position: &str) -> AnyGame {
    AnyGame::from_position(game, position, &Options::default())
        .unwrap_or_else(|e| panic!("{game}: {position}: {e}"))
}

fn squares(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// The squares whose pieces a move removes: the target if it held a piece,
/// and any other square emptied except the origin (en passant, sandwiches).
fn captured_by(game: &AnyGame, mv: &str) -> BTreeSet<String> {
    let mut after = game.clone();
    after.play_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    let dims = game.dims();
    let mut taken = BTreeSet::new();
    for file in 0..dims.files {
        for rank in 0..dims.ranks {
            let at = Coord::new(file, rank);
            let name = at.to_string();
            let emptied = game.piece_at(at).is_some() && after.piece_at(at).is_none();
            let landed_on = mv[2..4] == name && game.piece_at(at).is_some();
            if (emptied && mv[..2] != name) || landed_on {
                taken.insert(name);
            }
        }
    }
    taken
}

/// Where the piece on `from` may go, and what those moves capture.
fn reach(game: &AnyGame, from: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut targets = BTreeSet::new();
    let mut captures = BTreeSet::new();
    for mv in game.legal_moves().iter().filter(|mv| mv.starts_with(from)) {
        targets.insert(mv[2..4].to_string());
        if game.is_capture_text(mv) {
            captures.extend(captured_by(game, mv));
        }
    }
    (targets, captures)
}

#[test]
fn every_diagram_is_a_position_of_its_game() {
    for game in GameId::ALL {
        for diagram in diagrams(game) {
            load(game, diagram.position);
        }
    }
}

#[test]
fn marked_targets_are_exactly_one_pieces_legal_moves() {
    for game in GameId::ALL {
        for diagram in diagrams(game).filter(|d| !d.targets.is_empty()) {
            let position = load(game, diagram.position);
            let origins: BTreeSet<String> = position
                .legal_moves()
                .iter()
                .map(|mv| mv[..2].to_string())
                .collect();
            let wanted = (squares(diagram.targets), squares(diagram.captures));
            let marked: Vec<&String> = origins
                .iter()
                .filter(|from| reach(&position, from) == wanted)
                .collect();
            assert_eq!(
                marked.len(),
                1,
                "{game}: {}: no single piece moves as marked",
                diagram.position
            );
        }
    }
}

#[test]
fn the_start_diagram_is_the_start_position() {
    // Massacre shows a sample deal instead: its start depends on the deal.
    for game in GameId::ALL.into_iter().filter(|g| *g != GameId::Massacre) {
        let start = AnyGame::new(game, &Options::default()).position();
        assert_eq!(
            diagrams(game).next().map(|d| d.position),
            Some(start.as_str())
        );
    }
}

#[test]
fn the_capture_helper_sees_what_a_move_removes() {
    let position = load(GameId::Hasami, "ooo6/9/9/X8/4o4/4X4/9/9/6XX1 1 0");
    assert_eq!(captured_by(&position, "a6e6"), squares(&["e5"]));
    assert_eq!(captured_by(&position, "a6a5"), BTreeSet::new());
    let martian = load(GameId::Martian, "4/4/4/2d1/1p2/4/4/4 1 0 0 - 0");
    assert_eq!(captured_by(&martian, "b4c5"), squares(&["c5"]));
    let en_passant = load(GameId::Chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    assert_eq!(captured_by(&en_passant, "e5d6"), squares(&["d5"]));
    let castling = load(GameId::Chess, "4k3/8/8/7b/8/8/8/R3K2R w KQ - 0 1");
    assert!(!castling.is_capture_text("e1g1"));
}

#[test]
fn end_diagrams_show_the_end_they_describe() {
    let over = |end| Status::Over(end);
    let ends = [
        (
            GameId::Chess,
            "Check and checkmate",
            over(End::win(Side::One, Reason::Checkmate)),
        ),
        (
            GameId::Chess,
            "How the game ends",
            over(End::draw(Reason::Stalemate)),
        ),
        (
            GameId::Massacre,
            "How the game ends",
            over(End::win(Side::Two, Reason::NoCapture)),
        ),
        (GameId::RacingKings, "Black's last chance", Status::Ongoing),
    ];
    for (game, heading, status) in ends {
        let section = page(game)
            .sections
            .iter()
            .find(|s| Lang::English.tr(s.heading) == heading);
        let diagram = section.and_then(|s| s.diagram.as_ref());
        let diagram = diagram.unwrap_or_else(|| panic!("{game}: no diagram for {heading}"));
        assert_eq!(
            load(game, diagram.position).status(),
            status,
            "{game}: {heading}"
        );
    }
}

#[test]
fn the_other_diagrams_show_games_in_progress() {
    for game in GameId::ALL {
        for diagram in diagrams(game).filter(|d| !d.targets.is_empty()) {
            let status = load(game, diagram.position).status();
            assert_eq!(status, Status::Ongoing, "{game}: {}", diagram.position);
        }
    }
}
