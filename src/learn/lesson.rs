//! A lesson: a few steps, each a position and a task that the rules
//! check. A learner's move is judged from the position it leads to (what
//! it took, where it went, how the game stands), so every move that does
//! the task is right, and a move that does not is answered in the
//! lesson's own words. The content of each game is in `lessons/`.

use crate::games::{
    AnyGame, Coord, End, GameId, LegalMove, Outcome, PieceKind, Reason, Side, Status,
};
use crate::i18n::Msg;

/// How a move stands against the task, as for puzzles.
pub use super::Verdict;

mod chess;
mod hasami;
mod martian;
mod massacre;
mod racing_kings;

/// One lesson of a game's how-to-play page.
#[derive(Debug)]
pub struct Lesson {
    pub game: GameId,
    pub id: &'static str,
    pub title: Msg,
    pub steps: &'static [Step],
}

impl Lesson {
    /// `<game id>/<lesson id>`: the name progress is kept under.
    pub fn key(&self) -> String {
        format!("{}/{}", self.game.id(), self.id)
    }
}

/// One position of a lesson and what the learner must do there.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// A position string of the lesson's game, played with
    /// `Options::default()`; the side to move is the learner.
    pub position: &'static str,
    pub task: Msg,
    pub hint: Msg,
    /// What the learner's first move must do.
    goal: Goal,
    /// The other side's scripted replies, each followed by what the
    /// learner's next move must do.
    then: &'static [Then],
    /// Said when a legal move misses the goal and no trap fits.
    wrong: Msg,
    /// Particular misses with words of their own, tried in order.
    traps: &'static [Trap],
    /// Said after the rules' refusal of an illegal move.
    illegal: Option<Msg>,
}

/// A reply of the other side, and the learner's next goal.
#[derive(Clone, Copy, Debug)]
struct Then {
    reply: &'static str,
    goal: Goal,
}

/// A miss that has its own explanation.
#[derive(Clone, Copy, Debug)]
struct Trap {
    when: Goal,
    say: Msg,
}

/// What a move must do, judged by the rules from the position it leads
/// to. Squares are in coordinates (`e4`).
#[derive(Clone, Copy, Debug)]
enum Goal {
    /// It takes the piece on this square (en passant and sandwiches
    /// included).
    Take(&'static str),
    /// It takes the pieces on all these squares at once.
    TakeAll(&'static [&'static str]),
    /// It lands on this square.
    To(&'static str),
    /// It is one of these moves: where the rules name the move itself
    /// (castling).
    OneOf(&'static [&'static str]),
    /// The piece it moved is now of this kind (promotion, field
    /// promotion).
    Becomes(PieceKind),
    /// The learner's own king stands on this rank or higher (1 is the
    /// first rank).
    KingRank(u8),
    /// The other king has no move to a higher rank (Racing Kings).
    Hold,
    /// It mates.
    Mate,
    /// It stalemates.
    Stalemate,
    /// It wins the game at once.
    Win,
    /// It draws the game at once.
    Draw,
    /// No reply of the other side takes anything.
    Safe,
    /// No reply of the other side wins the game at once.
    Survive,
}

impl Step {
    /// A step whose learner has one move to make.
    const fn new(position: &'static str, task: Msg, hint: Msg, goal: Goal, wrong: Msg) -> Step {
        Step {
            position,
            task,
            hint,
            goal,
            then: &[],
            wrong,
            traps: &[],
            illegal: None,
        }
    }

    /// The step with the other side's replies and the learner's later
    /// goals.
    const fn then(self, then: &'static [Then]) -> Step {
        Step { then, ..self }
    }

    /// The step with misses explained in words of their own.
    const fn traps(self, traps: &'static [Trap]) -> Step {
        Step { traps, ..self }
    }

    /// The step with a remark after the rules refuse a move.
    const fn illegal(self, say: Msg) -> Step {
        Step {
            illegal: Some(say),
            ..self
        }
    }

    /// Judges the learner's legal move `mv` (coordinate text, e.g.
    /// "e2e4") played from `before`, the `played`-th move of the learner
    /// in this step (0 first).
    pub fn judge(&self, played: usize, before: &AnyGame, mv: &str) -> Verdict {
        let goal = match played.checked_sub(1) {
            None => self.goal,
            Some(at) => match self.then.get(at) {
                Some(then) => then.goal,
                // Past the script the step was already done.
                None => return Verdict::Done,
            },
        };
        let Some(judged) = Judged::of(before, mv) else {
            return Verdict::Wrong(self.wrong);
        };
        if !judged.meets(goal) {
            let trap = self.traps.iter().find(|trap| judged.meets(trap.when));
            return Verdict::Wrong(trap.map_or(self.wrong, |trap| trap.say));
        }
        match self.then.get(played) {
            Some(next) => Verdict::Next {
                reply: next.reply.to_string(),
            },
            None => Verdict::Done,
        }
    }

    /// Said after the rules' own refusal when the learner tries an
    /// illegal move in this step, if the lesson has more to say.
    pub fn about_illegal(&self) -> Option<Msg> {
        self.illegal
    }

    /// The learner's side in this step: the side to move in its
    /// position (NOTATION.md's second field: `w` or `1` is player 1).
    pub fn learner(&self) -> Side {
        match self.position.split_whitespace().nth(1) {
            Some("b" | "2") => Side::Two,
            _ => Side::One,
        }
    }
}

/// A legal move with the positions before and after it.
struct Judged<'a> {
    before: &'a AnyGame,
    after: AnyGame,
    learner: Side,
    from: Coord,
    to: Coord,
    coordinates: String,
    captures: Vec<Coord>,
}

impl<'a> Judged<'a> {
    /// `mv` played from `before`, or `None` when it is not legal there.
    fn of(before: &'a AnyGame, mv: &str) -> Option<Judged<'a>> {
        let view = before.view();
        let legal: LegalMove<'_> = view
            .moves()
            .find(|legal| legal.coordinates.eq_ignore_ascii_case(mv.trim()))?;
        let mut after = before.clone();
        after.play_text(legal.coordinates).ok()?;
        Some(Judged {
            before,
            learner: before.side_to_move(),
            from: legal.from,
            to: legal.to,
            coordinates: legal.coordinates.to_string(),
            captures: legal.captures.to_vec(),
            after,
        })
    }

    fn square(&self, text: &str) -> Option<Coord> {
        Coord::parse(text, self.before.dims())
    }

    fn takes(&self, text: &str) -> bool {
        self.square(text)
            .is_some_and(|at| self.captures.contains(&at))
    }

    fn ended(&self) -> Option<End> {
        match self.after.status() {
            Status::Over(end) => Some(end),
            Status::Ongoing => None,
        }
    }

    fn meets(&self, goal: Goal) -> bool {
        match goal {
            Goal::Take(square) => self.takes(square),
            Goal::TakeAll(squares) => squares.iter().all(|square| self.takes(square)),
            Goal::To(square) => self.square(square) == Some(self.to),
            Goal::OneOf(moves) => moves
                .iter()
                .any(|mv| mv.eq_ignore_ascii_case(&self.coordinates)),
            Goal::Becomes(kind) => {
                let was = self.before.piece_at(self.from).map(|piece| piece.kind);
                let is = self.after.piece_at(self.to).map(|piece| piece.kind);
                was != Some(kind) && is == Some(kind)
            }
            Goal::KingRank(rank) => {
                king_of(&self.after, self.learner).is_some_and(|at| at.rank + 1 >= rank)
            }
            Goal::Hold => self.holds_king(),
            Goal::Mate => self.ended() == Some(End::win(self.learner, Reason::Checkmate)),
            Goal::Stalemate => self.ended() == Some(End::draw(Reason::Stalemate)),
            Goal::Win => self
                .ended()
                .is_some_and(|end| end.outcome == Outcome::Win(self.learner)),
            Goal::Draw => self.ended().is_some_and(|end| end.outcome == Outcome::Draw),
            Goal::Safe => {
                self.ended().is_none() && self.after.view().moves().all(|reply| !reply.is_capture())
            }
            Goal::Survive => self.survives(),
        }
    }

    /// Whether the other king has no legal move up the board.
    fn holds_king(&self) -> bool {
        let Some(king) = king_of(&self.after, self.learner.opponent()) else {
            return false;
        };
        self.ended().is_none()
            && self
                .after
                .view()
                .moves_from(king)
                .all(|reply| reply.to.rank <= king.rank)
    }

    /// Whether the move does not lose: it wins or draws at once, or no
    /// reply of the other side wins.
    fn survives(&self) -> bool {
        let opponent = Outcome::Win(self.learner.opponent());
        match self.ended() {
            Some(end) => end.outcome != opponent,
            None => self.after.legal_moves().iter().all(|reply| {
                let mut next = self.after.clone();
                next.play_text(reply).is_ok()
                    && !matches!(next.status(), Status::Over(end) if end.outcome == opponent)
            }),
        }
    }
}

/// Where `side`'s king stands, if it has one.
fn king_of(game: &AnyGame, side: Side) -> Option<Coord> {
    let dims = game.dims();
    (0..dims.ranks)
        .flat_map(|rank| (0..dims.files).map(move |file| Coord::new(file, rank)))
        .find(|&at| {
            game.piece_at(at)
                .is_some_and(|piece| piece.kind == PieceKind::King && piece.owner == side)
        })
}

/// The lessons of `game`, in the order they are taught.
pub fn lessons(game: GameId) -> &'static [Lesson] {
    match game {
        GameId::Chess => chess::LESSONS,
        GameId::RacingKings => racing_kings::LESSONS,
        GameId::Massacre => massacre::LESSONS,
        GameId::Martian => martian::LESSONS,
        GameId::Hasami => hasami::LESSONS,
    }
}

/// The lesson of `game` called `id`.
pub fn find(game: GameId, id: &str) -> Option<&'static Lesson> {
    lessons(game).iter().find(|lesson| lesson.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;

    /// One step played by the script: the learner's moves, a wrong
    /// legal move and the message id it must get.
    type Played = (&'static [&'static str], &'static str, &'static str);

    /// Every lesson, step by step.
    const SCRIPT: &[(GameId, &str, &[Played])] = &[
        (
            GameId::Chess,
            "king",
            &[(&["e4d5"], "e4e3", "lesson-chess-king-step1-wrong")],
        ),
        (
            GameId::Chess,
            "queen",
            &[(&["d4b6"], "d4d6", "lesson-chess-queen-step1-wrong")],
        ),
        (
            GameId::Chess,
            "rook",
            &[(&["b2b5"], "b2h2", "lesson-chess-rook-step1-wrong")],
        ),
        (
            GameId::Chess,
            "bishop",
            &[(&["d3g6"], "d3f5", "lesson-chess-bishop-step1-wrong")],
        ),
        (
            GameId::Chess,
            "knight",
            &[(&["d4b3"], "d4c2", "lesson-chess-knight-step1-wrong")],
        ),
        (
            GameId::Chess,
            "pawn",
            &[
                (&["e2e4"], "e2e3", "lesson-chess-pawn-step1-wrong"),
                (&["e2d3"], "e2e4", "lesson-chess-pawn-step2-wrong"),
            ],
        ),
        (
            GameId::Chess,
            "en-passant",
            &[(&["e5d6"], "e5e6", "lesson-chess-en-passant-step1-wrong")],
        ),
        (
            GameId::Chess,
            "promotion",
            &[
                (&["e7e8q"], "e7e8n", "lesson-chess-promotion-step1-wrong"),
                (&["e7d8q"], "e7e8q", "lesson-chess-promotion-step2-wrong"),
            ],
        ),
        (
            GameId::Chess,
            "castling",
            &[
                (&["e1c1"], "e1f1", "lesson-chess-castling-step1-wrong"),
                (&["e1g1"], "h1g1", "lesson-chess-castling-step1-wrong"),
            ],
        ),
        (
            GameId::Chess,
            "checkmate",
            &[
                (&["e1e2"], "e1d1", "lesson-chess-checkmate-step1-wrong"),
                (&["a1a8"], "a1a7", "lesson-chess-checkmate-wrong"),
                (&["b1b8"], "b1b2", "lesson-chess-checkmate-wrong"),
            ],
        ),
        (
            GameId::Chess,
            "stalemate",
            &[(&["c1c8"], "c1c7", "lesson-chess-stalemate-step1-stalemate")],
        ),
        (
            GameId::RacingKings,
            "start",
            &[
                (
                    &["h2g3", "g3g4"],
                    "g2g3",
                    "lesson-racing-kings-start-step1-wrong",
                ),
                (&["b7c8"], "b7c7", "lesson-racing-kings-not-home"),
            ],
        ),
        (
            GameId::RacingKings,
            "pieces",
            &[(&["e3d4"], "e3f3", "lesson-racing-kings-pieces-step1-wrong")],
        ),
        (
            GameId::RacingKings,
            "no-checks",
            &[
                (
                    &["c3d4"],
                    "d1d3",
                    "lesson-racing-kings-no-checks-step1-wrong",
                ),
                (&["e7e8"], "e7f7", "lesson-racing-kings-not-home"),
            ],
        ),
        (
            GameId::RacingKings,
            "last-chance",
            &[(
                &["b7a8"],
                "b7c6",
                "lesson-racing-kings-last-chance-step1-wrong",
            )],
        ),
        (
            GameId::RacingKings,
            "ends",
            &[(&["a7b8"], "a7b7", "lesson-racing-kings-ends-step1-wrong")],
        ),
        (
            GameId::RacingKings,
            "block",
            &[(&["h1h8"], "h1h6", "lesson-racing-kings-block-step1-wrong")],
        ),
        (
            GameId::Massacre,
            "capture",
            &[(&["c1c3"], "c1e1", "lesson-massacre-capture-step1-wrong")],
        ),
        (
            GameId::Massacre,
            "queen",
            &[(&["d4f2"], "d4b6", "lesson-massacre-queen-step1-wrong")],
        ),
        (
            GameId::Massacre,
            "rook",
            &[(&["a1e1"], "a1a5", "lesson-massacre-rook-step1-wrong")],
        ),
        (
            GameId::Massacre,
            "bishop",
            &[(&["c1f4"], "c1a3", "lesson-massacre-bishop-step1-wrong")],
        ),
        (
            GameId::Massacre,
            "knight",
            &[(&["g1e2"], "g1h3", "lesson-massacre-knight-step1-wrong")],
        ),
        (
            GameId::Massacre,
            "ends",
            &[
                (&["a1e1"], "a1a5", "lesson-massacre-ends-step1-wrong"),
                (&["d1d5"], "d1h5", "lesson-massacre-ends-step2-wrong"),
            ],
        ),
        (
            GameId::Martian,
            "pawn",
            &[(&["b4c5"], "b4a5", "lesson-martian-pawn-step1-wrong")],
        ),
        (
            GameId::Martian,
            "drone",
            &[(&["c4c6"], "c4c5", "lesson-martian-drone-step1-wrong")],
        ),
        (
            GameId::Martian,
            "queen",
            &[(&["b3b7"], "b3d5", "lesson-martian-queen-step1-wrong")],
        ),
        (
            GameId::Martian,
            "canal",
            &[(&["c4c8"], "c4a6", "lesson-martian-canal-step1-wrong")],
        ),
        (
            GameId::Martian,
            "promotion",
            &[(&["b2b3"], "b2c2", "lesson-martian-promotion-step1-wrong")],
        ),
        (
            GameId::Martian,
            "rejection",
            &[(&["b4b6"], "a1a6", "lesson-martian-rejection-step1-wrong")],
        ),
        (
            GameId::Martian,
            "ends",
            &[(&["b4c5"], "b4b3", "lesson-martian-ends-step1-wrong")],
        ),
        (
            GameId::Hasami,
            "moving",
            &[(&["e5c5"], "b5c5", "lesson-hasami-moving-step1-wrong")],
        ),
        (
            GameId::Hasami,
            "sandwich",
            &[
                (&["a6e6"], "a6d6", "lesson-hasami-sandwich-step1-wrong"),
                (&["e5e3"], "e5c5", "lesson-hasami-sandwich-step2-wrong"),
            ],
        ),
        (
            GameId::Hasami,
            "lines",
            &[(&["e1e5"], "e1e4", "lesson-hasami-lines-step1-wrong")],
        ),
        (
            GameId::Hasami,
            "corner",
            &[(&["d8a8"], "d8b8", "lesson-hasami-corner-step1-wrong")],
        ),
        (
            GameId::Hasami,
            "safe",
            &[(&["e1e5"], "e1e6", "lesson-hasami-safe-step1-wrong")],
        ),
        (
            GameId::Hasami,
            "ends",
            &[(&["a6e6"], "a6f6", "lesson-hasami-ends-step1-wrong")],
        ),
    ];

    /// Per step with a remark on illegal moves: a move the rules refuse
    /// there (lesson id, step from 0, move).
    const ILLEGAL: &[(GameId, &str, usize, &str)] = &[
        (GameId::Chess, "pawn", 1, "e2e3x"),
        (GameId::Chess, "castling", 1, "e1c1"),
        (GameId::Chess, "checkmate", 0, "e1f2"),
        (GameId::RacingKings, "pieces", 0, "e3e4"),
        (GameId::RacingKings, "no-checks", 0, "d1d4"),
        (GameId::RacingKings, "no-checks", 1, "e7d8"),
        (GameId::RacingKings, "block", 0, "h1b1"),
        (GameId::Massacre, "capture", 0, "c1c2"),
        (GameId::Massacre, "queen", 0, "d4d5"),
        (GameId::Massacre, "rook", 0, "a1a2"),
        (GameId::Massacre, "bishop", 0, "c1b2"),
        (GameId::Massacre, "knight", 0, "g1f3x"),
        (GameId::Massacre, "ends", 0, "a1a2"),
        (GameId::Massacre, "ends", 1, "d1d2"),
        (GameId::Martian, "canal", 0, "c4d4x"),
        (GameId::Martian, "rejection", 0, "b4b5"),
        (GameId::Hasami, "moving", 0, "e5a5"),
    ];

    fn start(game: GameId, step: &Step) -> AnyGame {
        AnyGame::from_position(game, step.position, &Options::default())
            .unwrap_or_else(|error| panic!("{}: {error}", step.position))
    }

    fn lesson(game: GameId, id: &str) -> &'static Lesson {
        find(game, id).unwrap_or_else(|| panic!("no lesson {game}/{id}"))
    }

    #[test]
    fn every_game_has_six_lessons_of_one_to_five_steps_with_distinct_ids() {
        for game in GameId::ALL {
            let all = lessons(game);
            assert!(all.len() >= 6, "{game}: {} lessons", all.len());
            for (at, lesson) in all.iter().enumerate() {
                assert_eq!(lesson.game, game, "{}", lesson.key());
                assert!((1..=5).contains(&lesson.steps.len()), "{}", lesson.key());
                assert!(
                    all[..at].iter().all(|other| other.id != lesson.id),
                    "{}",
                    lesson.key()
                );
            }
        }
    }

    #[test]
    fn every_position_reads_goes_on_and_has_the_learner_to_move() {
        for game in GameId::ALL {
            for lesson in lessons(game) {
                for step in lesson.steps {
                    let before = start(game, step);
                    assert_eq!(before.status(), Status::Ongoing, "{}", step.position);
                    assert_eq!(before.side_to_move(), step.learner(), "{}", step.position);
                }
            }
        }
    }

    #[test]
    fn the_script_completes_every_lesson_and_its_replies_are_legal() {
        for game in GameId::ALL {
            for lesson in lessons(game) {
                let Some((_, _, steps)) = SCRIPT
                    .iter()
                    .find(|(g, id, _)| *g == game && *id == lesson.id)
                else {
                    panic!("{} has no script", lesson.key());
                };
                assert_eq!(steps.len(), lesson.steps.len(), "{}", lesson.key());
                for (step, (line, _, _)) in lesson.steps.iter().zip(steps.iter()) {
                    let mut game_now = start(game, step);
                    for (played, mv) in line.iter().enumerate() {
                        let verdict = step.judge(played, &game_now, mv);
                        game_now
                            .play_text(mv)
                            .unwrap_or_else(|error| panic!("{mv}: {error}"));
                        match verdict {
                            Verdict::Next { reply } => {
                                assert!(played + 1 < line.len(), "{}: {mv} not last", lesson.key());
                                game_now
                                    .play_text(&reply)
                                    .unwrap_or_else(|error| panic!("{reply}: {error}"));
                            }
                            Verdict::Done => {
                                assert_eq!(played + 1, line.len(), "{}: {mv}", lesson.key())
                            }
                            Verdict::Wrong(why) => {
                                panic!("{}: {mv} judged wrong: {}", lesson.key(), why.id())
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_wrong_move_is_answered_in_the_lessons_words() {
        for (game, id, steps) in SCRIPT {
            for (step, (_, wrong, said)) in lesson(*game, id).steps.iter().zip(steps.iter()) {
                let before = start(*game, step);
                assert!(
                    before.legal_moves().iter().any(|mv| mv == wrong),
                    "{game}/{id}: {wrong} is not legal"
                );
                assert_eq!(
                    step.judge(0, &before, wrong),
                    Verdict::Wrong(Msg::checked(said)),
                    "{game}/{id}: {wrong}"
                );
            }
        }
    }

    #[test]
    fn every_task_is_doable_and_not_every_move_does_it() {
        for game in GameId::ALL {
            for lesson in lessons(game) {
                for step in lesson.steps {
                    let before = start(game, step);
                    let verdicts: Vec<Verdict> = before
                        .legal_moves()
                        .iter()
                        .map(|mv| step.judge(0, &before, mv))
                        .collect();
                    assert!(verdicts.len() > 1, "{}: one legal move", step.position);
                    assert!(
                        verdicts.iter().any(|v| !matches!(v, Verdict::Wrong(_))),
                        "{}: not doable",
                        step.position
                    );
                    assert!(
                        verdicts.iter().any(|v| matches!(v, Verdict::Wrong(_))),
                        "{}: trivial",
                        step.position
                    );
                }
            }
        }
    }

    #[test]
    fn illegal_moves_are_refused_by_the_rules_and_remarked_on_where_the_lesson_says() {
        for (game, id, at, mv) in ILLEGAL {
            let step = &lesson(*game, id).steps[*at];
            assert!(
                start(*game, step).play_text(mv).is_err(),
                "{game}/{id}: {mv} is legal"
            );
            assert!(step.about_illegal().is_some(), "{game}/{id} step {at}");
        }
        for game in GameId::ALL {
            for lesson in lessons(game) {
                for (at, step) in lesson.steps.iter().enumerate() {
                    let listed = ILLEGAL
                        .iter()
                        .any(|(g, id, n, _)| *g == game && *id == lesson.id && *n == at);
                    assert_eq!(
                        step.about_illegal().is_some(),
                        listed,
                        "{} step {at}",
                        lesson.key()
                    );
                }
            }
        }
    }

    #[test]
    fn a_move_that_is_not_legal_is_never_right() {
        let step = &lesson(GameId::Chess, "king").steps[0];
        let before = start(GameId::Chess, step);
        assert!(matches!(step.judge(0, &before, "e4e5"), Verdict::Wrong(_)));
        assert_eq!(step.judge(0, &before, " E4D5 "), Verdict::Done);
    }

    #[test]
    fn keys_name_the_game_and_the_lesson() {
        assert_eq!(
            lesson(GameId::RacingKings, "last-chance").key(),
            "racing-kings/last-chance"
        );
        assert!(find(GameId::Chess, "sandwich").is_none());
    }

    #[test]
    fn the_help_links_existing_lessons_and_every_lesson_is_linked() {
        for game in GameId::ALL {
            let sections = crate::help::page(game).sections;
            for section in sections {
                if let Some(id) = section.lesson {
                    assert!(find(game, id).is_some(), "{game}: no lesson {id}");
                }
            }
            for lesson in lessons(game) {
                assert!(
                    sections
                        .iter()
                        .any(|section| section.lesson == Some(lesson.id)),
                    "{} is not linked",
                    lesson.key()
                );
            }
        }
    }
}
