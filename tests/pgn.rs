//! PGN export and import for Chess and Racing Kings.

use tabuleiro::games::pgn::{self, Header, PgnError};
use tabuleiro::games::{
    AnyGame, End, GameId, MoveError, Options, Outcome, Reason, Side, Status, TimeControl,
};

/// Plays up to `plies` moves chosen by a fixed rule, stopping if the game ends.
fn play(game: &mut AnyGame, plies: usize) {
    for i in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.status() != Status::Ongoing {
            return;
        }
        let pick = &moves[(i * 11 + 5) % moves.len()];
        game.play_text(pick).unwrap();
    }
}

fn tag_names(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.strip_prefix('['))
        .filter_map(|l| l.split(' ').next())
        .collect()
}

fn assert_round_trip(game: &AnyGame) -> String {
    let text = pgn::export(game, &Header::today("Ana", "Computer (medium)")).unwrap();
    assert!(text.lines().all(|l| l.len() < 80), "{text}");
    let back = pgn::parse(&text).unwrap();
    assert_eq!(back.game.id(), game.id());
    assert_eq!(back.game.start_position(), game.start_position());
    assert_eq!(back.game.move_coordinates(), game.move_coordinates());
    assert_eq!(back.game.position(), game.position());
    assert_eq!(back.game.status(), game.status());
    assert_eq!(back.tag("White"), Some("Ana"));
    assert_eq!(back.tag("Black"), Some("Computer (medium)"));
    text
}

#[test]
fn a_chess_game_round_trips() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    play(&mut game, 80);
    assert!(game.ply_count() > 20);
    let text = assert_round_trip(&game);
    assert_eq!(
        tag_names(&text),
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
    let movetext: String = text.split("\n\n").nth(1).unwrap().replace('\n', " ");
    let first = &game.move_texts()[0];
    assert!(movetext.starts_with(&format!("1. {first} ")), "{movetext}");
    assert!(movetext.contains(" 2. "));
}

#[test]
fn a_racing_kings_game_round_trips_with_its_variant_tag() {
    let mut game = AnyGame::new(GameId::RacingKings, &Options::default());
    play(&mut game, 40);
    let text = assert_round_trip(&game);
    assert!(text.contains("[Variant \"Racing Kings\"]\n"), "{text}");
    assert!(
        !text.contains("[FEN"),
        "the standard start needs no FEN: {text}"
    );
}

#[test]
fn a_game_from_a_position_carries_setup_and_fen_and_numbers_from_it() {
    let fen = "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R b KQkq - 4 9";
    let mut game = AnyGame::from_position(GameId::Chess, fen, &Options::default()).unwrap();
    play(&mut game, 15);
    let text = assert_round_trip(&game);
    assert!(
        text.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n")),
        "{text}"
    );
    let movetext = text.split("\n\n").nth(1).unwrap();
    assert!(movetext.starts_with("9... "), "{movetext}");
    assert!(movetext.contains(" 10. "), "{movetext}");

    let rk = "8/8/8/8/8/3k4/r1bnNBRK/qrbn1BRQ w - - 2 2";
    let mut game = AnyGame::from_position(GameId::RacingKings, rk, &Options::default()).unwrap();
    play(&mut game, 10);
    let text = assert_round_trip(&game);
    assert!(
        text.contains("[Variant \"Racing Kings\"]\n[SetUp \"1\"]\n[FEN \""),
        "{text}"
    );
}

#[test]
fn a_finished_game_carries_its_result() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_text(san).unwrap();
    }
    let text = assert_round_trip(&game);
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(text.ends_with("1. f3 e5 2. g4 Qh4# 0-1\n"), "{text}");
    assert_eq!(
        pgn::parse(&text).unwrap().result,
        Some(Outcome::Win(Side::Two))
    );

    let mut ongoing = AnyGame::new(GameId::Chess, &Options::default());
    ongoing.play_text("e4").unwrap();
    let text = pgn::export(&ongoing, &Header::default()).unwrap();
    assert!(
        text.contains("[Result \"*\"]") && text.ends_with("1. e4 *\n"),
        "{text}"
    );
    assert!(text.contains("[Date \"????.??.??\"]"), "{text}");
    assert_eq!(pgn::parse(&text).unwrap().result, None);
}

#[test]
fn tag_values_are_escaped() {
    let game = AnyGame::new(GameId::Chess, &Options::default());
    let header = Header {
        white: "Ana \"the rook\" \\ Silva".to_string(),
        ..Header::default()
    };
    let text = pgn::export(&game, &header).unwrap();
    assert!(
        text.contains(r#"[White "Ana \"the rook\" \\ Silva"]"#),
        "{text}"
    );
    assert_eq!(
        pgn::parse(&text).unwrap().tag("White"),
        Some(header.white.as_str())
    );
}

/// Morphy's Opera game, with the clutter real files have.
const ANNOTATED: &str = r#"
[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

% a line escaped for the tools
1. e4 e5 2. Nf3 d6 {Philidor's defence} 3. d4 Bg4?! $6 4. dxe5 Bxf3 (4... dxe5
5. Qxd8+ Kxd8 6. Nxe5 {wins a pawn (and more)}) 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3
Qe7 8. Nc3 c6 9. Bg5 b5?! 10. Nxb5! cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7!
Rxd7 14. Rd1 Qe6 ; the only move
15. Bxd7+ Nxd7 16. Qb8+!! Nxb8 17. Rd8# 1-0
"#;

#[test]
fn an_annotated_game_parses() {
    let read = pgn::parse(ANNOTATED).unwrap();
    assert_eq!(read.game.id(), GameId::Chess);
    assert_eq!(read.game.ply_count(), 33);
    assert_eq!(
        read.game.status(),
        Status::Over(End::win(Side::One, Reason::Checkmate))
    );
    assert_eq!(read.result, Some(Outcome::Win(Side::One)));
    assert_eq!(read.tag("Black"), Some("Duke Karl / Count Isouard"));
    // The final position as python-chess gives it for the same moves.
    assert_eq!(
        read.game.position(),
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
}

#[test]
fn several_games_parse_in_order() {
    let mut rk = AnyGame::new(GameId::RacingKings, &Options::default());
    play(&mut rk, 12);
    let text = format!(
        "{ANNOTATED}\n{}\n[Event \"no result\"]\n\n1. d4 d5\n",
        pgn::export(&rk, &Header::default()).unwrap()
    );
    let games = pgn::parse_all(&text).unwrap();
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].game.ply_count(), 33);
    assert_eq!(games[1].game.id(), GameId::RacingKings);
    assert_eq!(games[1].game.move_coordinates(), rk.move_coordinates());
    assert_eq!(games[2].tag("Event"), Some("no result"));
    assert_eq!(games[2].game.move_texts(), ["d4", "d5"]);
    assert!(matches!(pgn::parse_all("  \n"), Err(PgnError::Empty)));
}

#[test]
fn a_bad_move_is_named_with_its_number() {
    let error = pgn::parse("1. e4 e5 2. Nf3 Nc6 3. Bb5 Ke5 *").unwrap_err();
    assert!(
        matches!(&error, PgnError::Move { game: 1, number, text, .. } if number == "3..." && text == "Ke5"),
        "{error:?}"
    );
    assert!(
        error.to_string().starts_with("game 1: move 3... Ke5: "),
        "{error}"
    );

    let text = format!("{ANNOTATED}\n[Event \"second\"]\n1. e4 e5 2. Qxf7 *");
    let error = pgn::parse_all(&text).unwrap_err();
    assert!(
        error.to_string().starts_with("game 2: move 2. Qxf7: "),
        "{error}"
    );
}

#[test]
fn a_game_plays_on_past_a_draw_that_fide_has_claimed() {
    let repeated = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1-0";
    let read = pgn::parse(repeated).expect("play after a threefold repetition");
    assert_eq!(read.game.ply_count(), 10);
    assert_eq!(read.game.status(), Status::Ongoing);
    assert_eq!(read.result, Some(Outcome::Win(Side::One)));

    let fifty =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 99 80\"]\n\n80. Ra2 Kd7 81. Ra3 *";
    let read = pgn::parse(fifty).expect("play after the fifty-move point");
    assert_eq!(read.game.move_texts(), ["Ra2", "Kd7", "Ra3"]);
    // The final position is over by our rules, and the app knows it.
    assert_eq!(
        read.game.status(),
        Status::Over(End::draw(Reason::FiftyMoves))
    );
    let mut game = read.game;
    assert_eq!(game.play_text("Ke7"), Err(MoveError::GameOver));

    let stopped = pgn::parse("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2").unwrap();
    assert_eq!(
        stopped.game.status(),
        Status::Over(End::draw(Reason::Repetition))
    );
}

#[test]
fn no_move_is_read_after_checkmate() {
    let error = pgn::parse("1. f3 e5 2. g4 Qh4# 3. e4 *").unwrap_err();
    assert_eq!(
        error,
        PgnError::Move {
            game: 1,
            number: "3.".to_string(),
            text: "e4".to_string(),
            error: MoveError::GameOver,
        }
    );
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let read = pgn::parse("\u{feff}[Event \"BOM\"]\n\n1. e4 e5 *\n").expect("PGN after a BOM");
    assert_eq!(read.tag("Event"), Some("BOM"));
    assert_eq!(read.game.move_texts(), ["e4", "e5"]);
    assert_eq!(pgn::parse_all("\u{feff}1. d4 *").unwrap().len(), 1);
}

#[test]
fn the_first_game_imports_whatever_follows_it() {
    let text = "[Event \"1\"]\n1. e4 e5 *\n\n[Event \"2\"]\n1. d4 {unclosed";
    let read = pgn::parse(text).expect("the first game is well-formed");
    assert_eq!(read.tag("Event"), Some("1"));
    assert_eq!(read.game.move_texts(), ["e4", "e5"]);
    // Without a result the first game ends where the next one's tags begin.
    let read = pgn::parse("1. e4 e5\n[Event \"2\"]\n1. d4 ) *").expect("first game");
    assert_eq!(read.game.move_texts(), ["e4", "e5"]);
    assert!(matches!(
        pgn::parse_all(text),
        Err(PgnError::Syntax { line: 5, .. })
    ));
}

#[test]
fn other_games_and_variants_are_refused() {
    let martian = AnyGame::new(GameId::Martian, &Options::default());
    assert_eq!(
        pgn::export(&martian, &Header::default()),
        Err(PgnError::Unsupported(GameId::Martian))
    );
    let error = pgn::parse("[Variant \"Atomic\"]\n1. e4 *").unwrap_err();
    assert_eq!(error.to_string(), "game 1: unknown variant \"Atomic\"");
    let error = pgn::parse("[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n1. e4 *").unwrap_err();
    assert!(matches!(error, PgnError::Fen { game: 1, .. }), "{error:?}");
}

#[test]
fn many_played_out_games_round_trip() {
    for seed in 0..24usize {
        let id = if seed % 2 == 0 {
            GameId::Chess
        } else {
            GameId::RacingKings
        };
        let mut game = AnyGame::new(id, &Options::default());
        for i in 0..200 {
            let moves = game.legal_moves();
            if moves.is_empty() || game.status() != Status::Ongoing {
                break;
            }
            game.play_text(&moves[(i * 13 + seed * 7 + 1) % moves.len()])
                .unwrap();
        }
        assert_round_trip(&game);
    }
}

proptest::proptest! {
    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,200}") {
        let _ = pgn::parse_all(&text);
    }

    #[test]
    fn pgn_like_text_is_read_or_refused_without_panic(
        text in r#"(\[[A-Za-z]{1,6} "[^"\n]{0,12}"\]\n|[0-9]{1,2}\.{1,3} |[a-hNBRQKO1-8x=+#!?-]{1,6} |\{[^}]{0,8}\}|\(|\)|;[^\n]{0,5}\n|\$[0-9] |1-0|\*| ){0,40}"#
    ) {
        let _ = pgn::parse_all(&text);
    }
}

#[test]
fn a_game_decided_off_the_board_keeps_its_result_and_says_why() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    game.play_text("e4").unwrap();
    let header = Header {
        off_board: Some(pgn::OffBoard {
            outcome: Outcome::Win(Side::Two),
            termination: "rules infraction",
        }),
        time_control: Some(TimeControl::minutes(3, 2)),
        ..Header::default()
    };
    let text = pgn::export(&game, &header).unwrap();
    assert!(text.contains("[Result \"0-1\"]"), "{text}");
    assert!(
        text.contains("[Termination \"rules infraction\"]"),
        "{text}"
    );
    assert!(text.contains("[TimeControl \"180+2\"]"), "{text}");
    assert!(text.ends_with("1. e4 0-1\n"), "{text}");
    assert_eq!(
        pgn::parse(&text).unwrap().result,
        Some(Outcome::Win(Side::Two))
    );
}

#[test]
fn a_flag_fall_is_a_time_forfeit() {
    let mut game = AnyGame::new(GameId::Chess, &Options::default());
    game.play_text("e4").unwrap();
    game.time_out();
    let text = pgn::export(&game, &Header::default()).unwrap();
    assert!(text.contains("[Result \"1-0\"]"), "{text}");
    assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
    assert!(!text.contains("TimeControl"), "{text}");
}

/// A short game of `players`' exported as the game screen exports it.
fn exported(players: [tabuleiro::app::session::Player; 2]) -> String {
    use tabuleiro::app::record::{ExportFormat, export_text};
    let options = Options::default();
    let mut game = AnyGame::new(GameId::Chess, &options);
    play(&mut game, 4);
    export_text(&game, &options, &players, None, ExportFormat::Pgn, &[]).unwrap()
}

#[test]
fn pgn_names_the_person_and_the_computer_with_its_level() {
    use tabuleiro::ai::{Bot, Level};
    use tabuleiro::app::session::{Player, PlayerKind};
    let computer = |name: &str| Player {
        name: name.into(),
        kind: PlayerKind::Computer(Bot::Engine(Level::Medium)),
    };
    let ana = Player {
        name: "ana".into(),
        kind: PlayerKind::Human,
    };
    let back = pgn::parse(&exported([ana.clone(), computer("Computer")])).unwrap();
    assert_eq!(back.tag("White"), Some("ana"));
    assert_eq!(back.tag("Black"), Some("tabuleiro medium"));
    // Named in Portuguese, or named by the person: as the record says.
    let back = pgn::parse(&exported([computer("Computador"), ana.clone()])).unwrap();
    assert_eq!(back.tag("White"), Some("tabuleiro medium"));
    let back = pgn::parse(&exported([ana, computer("Deep Thought")])).unwrap();
    assert_eq!(back.tag("Black"), Some("Deep Thought"));
}

#[test]
fn the_person_plays_under_their_name_from_the_settings() {
    use rand::SeedableRng;
    use tabuleiro::app::setup::Setup;
    use tabuleiro::i18n::Lang;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut setup = Setup::new(&mut rng);
    let (new, _) = setup.start(Lang::English, &mut rng).unwrap();
    assert_eq!(new.players[0].name, "You", "no name set: as before");
    setup.set_person(Some("ana"));
    let (new, _) = setup.start(Lang::Portuguese, &mut rng).unwrap();
    assert_eq!(new.players[0].name, "ana");
    let settings = tabuleiro::app::settings::Settings::default();
    assert_eq!(
        settings.with_login(Some("rui".into())).person(),
        Some("rui"),
        "the login name by default"
    );
    let chosen = tabuleiro::app::settings::Settings {
        name: "Ana Silva".into(),
        ..Default::default()
    };
    assert_eq!(
        chosen.with_login(Some("rui".into())).person(),
        Some("Ana Silva")
    );
}
