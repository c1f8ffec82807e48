//! A server's screens in Portuguese: the lobby with rooms waiting and
//! playing and watched, a room played and watched, its chat, its game
//! over with a rematch offered, a profile and the leaderboard, at 80x24
//! and 160x50, with no sentence of the English catalogue on them, beside
//! a visitor who reads English.

use crate::app_support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use app_support::*;
use ratatui::crossterm::event::KeyCode;
use tabuleiro::app::Screen;
use tabuleiro::games::{AnyGame, GameId, Options, TimeControl};
use tabuleiro::i18n::Lang;
use tabuleiro::rooms::{RoomPlan, RoomRequest, Rooms, SeatPlan};
use tabuleiro::store::MemoryStore;

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 50)];

/// Rooms over a store in memory (so games are rated and remembered).
fn visitors() -> Visitors {
    let now = Instant::now();
    let rooms = Rooms::restore(
        8,
        Arc::new(|_: &str| {}),
        Box::new(MemoryStore::default()),
        now,
    )
    .expect("the store loads");
    Visitors::new(rooms, now)
}

/// `creator` opens a rated room of `game` on a 5+0 clock, the other
/// seat open.
fn open_rated_room(world: &Visitors, session: u64, creator: &str, game: GameId) {
    let options = Options::default();
    let plan = RoomPlan {
        game: AnyGame::new(game, &options),
        options,
        control: Some(TimeControl::minutes(5, 0)),
        seats: [SeatPlan::Me, SeatPlan::Open],
        rated: true,
    };
    world.rooms.carry_out(
        &visitor(session, creator),
        RoomRequest::Create(Box::new(plan)),
        world.now,
    );
}

/// Every size's screen is free of English; the 80x24 one comes back.
fn portuguese_at_every_size(what: &str, world: &Visitors, at: usize) -> String {
    for (width, height) in SIZES {
        assert_portuguese(what, &screen(world.app(at), width, height));
    }
    screen(world.app(at), 80, 24)
}

fn snapshots(name: &str, world: &Visitors, at: usize) {
    for (width, height) in SIZES {
        insta::assert_snapshot!(
            format!("{name}_{width}x{height}"),
            screen(world.app(at), width, height)
        );
    }
}

/// Ana and Ben (Portuguese) play chess in r1, Carol (Portuguese) and
/// Fred (English) watch, Eve (English) waits in r2 (Racing Kings) for a
/// player, Dan (Portuguese) looks at the lobby.
struct Scene {
    world: Visitors,
    ana: usize,
    ben: usize,
    carol: usize,
    dan: usize,
    fred: usize,
}

fn scene() -> Scene {
    let mut world = visitors();
    open_rated_room(&world, 1, "ana", GameId::Chess);
    let ana = world.arrive(1, "ana", Lang::Portuguese, Some("r1"));
    let ben = world.arrive(2, "ben", Lang::Portuguese, Some("r1"));
    let carol = world.arrive(3, "carol", Lang::Portuguese, None);
    world.press(carol, KeyCode::Char('w'));
    let fred = world.arrive(6, "fred", Lang::English, None);
    world.press(fred, KeyCode::Char('w'));
    open_rated_room(&world, 5, "eve", GameId::RacingKings);
    world.type_move(ana, "e2e4");
    world.now += Duration::from_secs(3);
    world.type_move(ben, "e7e5");
    world.now += Duration::from_secs(12);
    world.type_move(ana, "g1f3");
    world.now += Duration::from_secs(4);
    world.press(ana, KeyCode::Char('c'));
    world.type_text(ana, "boa sorte");
    world.press(ana, KeyCode::Enter);
    let dan = world.arrive(4, "dan", Lang::Portuguese, None);
    Scene {
        world,
        ana,
        ben,
        carol,
        dan,
        fred,
    }
}

#[test]
fn the_lobby_and_a_room_played_and_watched_in_portuguese() {
    let Scene {
        mut world,
        ana,
        ben,
        carol,
        dan,
        fred,
    } = scene();
    let lobby = portuguese_at_every_size("the lobby", &world, dan);
    assert!(
        lobby.contains("à espera") && lobby.contains("a jogar"),
        "{lobby}"
    );
    snapshots("pt_lobby", &world, dan);
    let room = portuguese_at_every_size("a room played", &world, ana);
    assert!(room.contains("ana: boa sorte"), "{room}");
    snapshots("pt_room", &world, ana);
    let watched = portuguese_at_every_size("a room watched", &world, carol);
    assert!(watched.contains("Estás a assistir"), "{watched}");
    let english = screen(world.app(fred), 80, 24);
    assert!(english.contains("You are watching"), "{english}");
    assert!(english.contains("ana: boa sorte"), "{english}");
    // The engine refused while people play, in each reader's language.
    world.press(carol, KeyCode::Char('v'));
    let refused = portuguese_at_every_size("Review refused mid-game", &world, carol);
    let line = "Sem ajuda do motor com pessoas a jogar: a revisão abre no fim do jogo.";
    assert!(refused.contains(line), "{refused}");
    world.press(fred, KeyCode::Char('v'));
    let english = screen(world.app(fred), 80, 24);
    assert!(
        english.contains("No engine help while people play: Review opens when the game ends."),
        "{english}"
    );
    // The chat being written.
    world.press(ben, KeyCode::Char('c'));
    world.type_text(ben, "obrigado");
    let chat = portuguese_at_every_size("the chat", &world, ben);
    assert!(chat.contains("Diz: obrigado"), "{chat}");
}

#[test]
fn a_room_game_over_with_a_rematch_offered_in_portuguese() {
    let Scene {
        mut world,
        ana,
        ben,
        carol,
        ..
    } = scene();
    world.press(ben, KeyCode::Char('R'));
    let asked = portuguese_at_every_size("resigning asked in a room", &world, ben);
    assert!(asked.contains("desistem?"), "{asked}");
    world.press(ben, KeyCode::Char('y'));
    world.press(ana, KeyCode::Char('a'));
    let offered = portuguese_at_every_size("a rematch offered", &world, ben);
    assert!(
        offered.contains("ana propõe desforra: y aceitar"),
        "{offered}"
    );
    snapshots("pt_room_over", &world, ben);
    let over = portuguese_at_every_size("a room's game over, offering", &world, ana);
    assert!(over.contains("Propões desforra"), "{over}");
    let watched = portuguese_at_every_size("a room's game over, watched", &world, carol);
    assert!(watched.contains("desistiram"), "{watched}");
    // The record, copied with c (OSC 52), in Portuguese.
    world.press(carol, KeyCode::Char('x'));
    world.press(carol, KeyCode::Char('c'));
    let record = portuguese_at_every_size("the record, copied", &world, carol);
    assert!(record.contains("Enviado para a tua"), "{record}");
    snapshots("pt_room_record", &world, carol);
}

#[test]
fn a_profile_and_the_leaderboard_in_portuguese() {
    let Scene {
        mut world,
        ben,
        dan,
        ..
    } = scene();
    world.press(ben, KeyCode::Char('R'));
    world.press(ben, KeyCode::Char('y'));
    world.press(dan, KeyCode::Char('g'));
    world.press(dan, KeyCode::Char('p'));
    let prompt = portuguese_at_every_size("the profile prompt", &world, dan);
    assert!(prompt.contains("Perfil de:"), "{prompt}");
    snapshots("pt_lobby_lookup", &world, dan);
    world.press(dan, KeyCode::Enter);
    let profile = portuguese_at_every_size("a profile", &world, dan);
    assert!(
        profile.contains("ao vivo") && profile.contains("desistência"),
        "{profile}"
    );
    snapshots("pt_profile", &world, dan);
    world.press(dan, KeyCode::Char('t'));
    let top = portuguese_at_every_size("the leaderboard", &world, dan);
    assert!(top.contains("Classificação · Xadrez · ao vivo"), "{top}");
    snapshots("pt_leaderboard", &world, dan);
}

/// At the smallest size of each screen, in Portuguese: the lobby's and
/// the profile's and the leaderboard's headings show whole or end in
/// `…`, and a room's game-over box keeps its border.
#[test]
fn the_lobby_room_profile_and_leaderboard_hold_at_their_minimum_size() {
    let Scene {
        mut world,
        ben,
        dan,
        ..
    } = scene();
    let at_minimum = |world: &Visitors, at: usize| {
        let (width, height) = world.app(at).minimum();
        screen(world.app(at), width, height)
    };
    let lobby = at_minimum(&world, dan);
    for heading in ["Sala", "Jogo", "Jogadores", "Ver", "Relógio", "Estado"] {
        assert!(whole_or_cut(&lobby, heading), "{heading}:\n{lobby}");
    }
    for cell in ["Corrida de Reis", "à espera", "a jogar"] {
        assert!(lobby.contains(cell), "{cell}:\n{lobby}");
    }
    world.press(ben, KeyCode::Char('R'));
    world.press(ben, KeyCode::Char('y'));
    let over = at_minimum(&world, ben);
    assert!(box_is_whole(&over, '╭'), "{over}");
    assert!(whole_or_cut(&over, "a  Desforra, cores trocadas"), "{over}");
    world.press(dan, KeyCode::Char('g'));
    world.press(dan, KeyCode::Char('p'));
    world.press(dan, KeyCode::Enter);
    assert_eq!(world.app(dan).screen(), Screen::Profile);
    let profile = at_minimum(&world, dan);
    for heading in [
        "Ritmo",
        "Vitórias",
        "Empates",
        "Derrotas",
        "Resultado",
        "Adversário",
    ] {
        assert!(whole_or_cut(&profile, heading), "{heading}:\n{profile}");
    }
    world.press(dan, KeyCode::Char('t'));
    let top = at_minimum(&world, dan);
    for heading in ["Nome", "Rating", "Partidas", "V/E/D"] {
        assert!(whole_or_cut(&top, heading), "{heading}:\n{top}");
    }
}

#[test]
fn a_rated_room_s_record_names_its_event_and_round() {
    let Scene { mut world, ana, .. } = scene();
    world.press(ana, KeyCode::Char('x'));
    let record = app_support::screen(world.app(ana), 160, 50);
    assert!(record.contains("[Event \"Rated game\"]"), "{record}");
    assert!(record.contains("[Round \"1\"]"), "{record}");
    assert!(record.contains("1. e4 e5 2. Nf3"), "{record}");
}
