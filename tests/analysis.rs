//! The analysis of a whole game: fixed games of each kind with a known
//! blunder (a piece left to be taken, a forced loss walked into), each
//! found and marked `??` with the engine's better move, at a fixed
//! strength so every run agrees.

use std::sync::atomic::AtomicBool;

use tabuleiro::ai::analysis::{Analysis, Mark, analyse_any};
use tabuleiro::games::pgn::{self, Header};
use tabuleiro::games::{AnyGame, GameId, Options, Side};

/// A game, from its start or a position string, and the move (by its
/// index) that throws it, with the move the engine would have played.
struct Blunder {
    game: GameId,
    start: Option<&'static str>,
    moves: &'static [&'static str],
    at: usize,
    better: &'static str,
}

fn played(fixture: &Blunder) -> AnyGame {
    let options = Options::default();
    let mut game = match fixture.start {
        Some(position) => AnyGame::from_position(fixture.game, position, &options)
            .expect("the fixture's position reads"),
        None => AnyGame::new(fixture.game, &options),
    };
    for mv in fixture.moves {
        game.play_text(mv).expect("the fixture's moves are legal");
    }
    game
}

fn analysed(game: &AnyGame) -> Analysis {
    analyse_any(game, &AtomicBool::new(false), |_, _| {}).expect("nothing stops it")
}

fn finds(fixture: Blunder) {
    let game = played(&fixture);
    let analysis = analysed(&game);
    assert_eq!(analysis.evaluations.len(), fixture.moves.len() + 1);
    assert_eq!(analysis.moves.len(), fixture.moves.len());
    let judged = &analysis.moves[fixture.at];
    assert_eq!(judged.mark, Some(Mark::Blunder), "{:?}", analysis.moves);
    assert_eq!(judged.better.as_deref(), Some(fixture.better));
    let blunders: Vec<usize> = (0..analysis.moves.len())
        .filter(|&i| analysis.moves[i].mark == Some(Mark::Blunder))
        .collect();
    assert_eq!(blunders, [fixture.at], "the one blunder of the game");
    let (mover, other) = (judged.mover, judged.mover.opponent());
    assert_eq!(analysis.counts(mover)[2], 1);
    assert_eq!(analysis.counts(other)[2], 0);
    let accuracy = |side| analysis.accuracy(side).expect("both sides moved");
    assert!(accuracy(mover) < accuracy(other));
}

#[test]
fn a_knight_left_to_a_pawn_in_chess_is_a_blunder() {
    finds(Blunder {
        game: GameId::Chess,
        start: None,
        moves: &["g1f3", "b8c6", "b1c3", "d7d5", "c3e4", "d5e4"],
        at: 4,
        better: "d4",
    });
}

#[test]
fn a_queen_left_to_the_queen_in_racing_kings_is_a_blunder() {
    finds(Blunder {
        game: GameId::RacingKings,
        start: None,
        moves: &["e1c2", "d1f2", "h2g3", "b2c2", "h1h8", "a1h8"],
        at: 4,
        better: "Qh5",
    });
}

#[test]
fn a_capture_into_a_lost_ending_in_massacre_is_a_blunder() {
    finds(Blunder {
        game: GameId::Massacre,
        start: Some("R5Rb/1r6/1bbBN2b/3n1q1r/4R3/1n6/RB1B3B/1bN1NqbN w - - 0 21"),
        moves: &["c1b3", "g1h2", "b2h8", "h2d6"],
        at: 2,
        better: "Rxh8",
    });
}

#[test]
fn a_queen_given_away_in_martian_chess_is_a_blunder() {
    finds(Blunder {
        game: GameId::Martian,
        start: None,
        moves: &[
            "b3c4", "d6d4", "c4d5", "d7d6", "a3a5", "d6a3", "c2d3", "a5a3",
        ],
        at: 6,
        better: "a2d5",
    });
}

#[test]
fn two_stones_left_to_a_sandwich_in_hasami_shogi_is_a_blunder() {
    finds(Blunder {
        game: GameId::Hasami,
        start: None,
        moves: &["c1c7", "a9a4", "a1a3", "b9b7", "d1d7", "e9e7"],
        at: 4,
        better: "d1d5",
    });
}

#[test]
fn a_finished_game_ends_on_its_result_and_progress_counts_every_position() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    for mv in ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"] {
        game.play_text(mv).expect("scholar's mate is legal");
    }
    let mut heard = Vec::new();
    let analysis = analyse_any(&game, &AtomicBool::new(false), |done, all| {
        heard.push((done, all));
    })
    .expect("nothing stops it");
    assert_eq!(heard, (1..=8).map(|n| (n, 8)).collect::<Vec<_>>());
    assert_eq!(
        analysis.evaluations.last(),
        Some(&tabuleiro::ai::Evaluation::Mate(Side::One, 0))
    );
    assert_eq!(analysis.moves[5].mark, Some(Mark::Blunder), "Nf6??");
    assert!(analysis.moves[6].better.is_none(), "mate is the best move");
}

#[test]
fn a_raised_stop_ends_the_analysis_with_nothing() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    game.play_text("e2e4").expect("legal");
    assert!(analyse_any(&game, &AtomicBool::new(true), |_, _| {}).is_none());
}

#[test]
fn the_pgn_carries_evaluations_and_marks_and_reads_back() {
    let game = played(&Blunder {
        game: GameId::Chess,
        start: None,
        moves: &["g1f3", "b8c6", "b1c3", "d7d5", "c3e4", "d5e4"],
        at: 4,
        better: "d4",
    });
    let notes = analysed(&game).pgn_notes();
    let text = pgn::export_annotated(&game, &Header::default(), &notes).expect("chess has PGN");
    let movetext = text
        .lines()
        .filter(|l| !l.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        movetext.contains("3. Ne4 $4 {[%eval -3.99] d4 was best.} 3... dxe4 {[%eval -3.57]} *"),
        "{text}"
    );
    assert!(
        movetext
            .trim_start()
            .starts_with("1. Nf3 {[%eval 0.32]} 1... Nc6 {[%eval 0.10]}"),
        "{text}"
    );
    let back = pgn::parse(&text).expect("our own PGN reads back");
    assert_eq!(back.game.move_coordinates(), game.move_coordinates());
}

#[test]
fn a_mate_is_written_as_pgn_counts_it() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    for mv in ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"] {
        game.play_text(mv).expect("scholar's mate is legal");
    }
    let notes = analysed(&game).pgn_notes();
    let comment = |ply: usize| notes[ply].comment.clone().unwrap_or_default();
    assert!(comment(5).starts_with("[%eval #1]"), "{}", comment(5));
    assert_eq!(notes[5].nag, Some(4));
    assert_eq!(notes[6].comment, None, "the mated position has no value");
}
