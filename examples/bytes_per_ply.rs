//! Bytes a terminal is sent per ply of a computer-vs-computer game:
//! medium against medium in chess, Hasami Shogi and Martian Chess, drawn
//! through the app's own screen writer as the local loop draws (after
//! each event, a search's progress waiting for the next tick).
//!
//! Time is virtual, so the figures do not depend on the machine: ticks
//! come every `TICK` while the app wants them, and each search (the
//! computer's move or the evaluation row's analysis) reports its progress
//! at the first tick after it starts and its result `--think` ms after
//! it starts. The searches themselves are real; medium's are of fixed
//! depth, so the moves are the same on every run (the analysis is timed,
//! so the evaluation's digits may differ by a few bytes).
//!
//! cargo run --release --example bytes_per_ply -- --plies 40 --size 120x40 --depth 256

use std::collections::VecDeque;
use std::convert::Infallible;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use clap::Parser;
use tabuleiro::ai::external::EngineRequest;
use tabuleiro::ai::{Bot, Level, Report, Request, Worker};
use tabuleiro::app::players::{NewGame, Player, PlayerKind};
use tabuleiro::app::session::TICK;
use tabuleiro::app::settings::{Depth, Settings};
use tabuleiro::app::{App, Event, FileOutcome, FileRequest, Host, Settled, host};
use tabuleiro::games::{AnyGame, GameId, Options, Status};
use tabuleiro::rooms::{RoomOutcome, RoomRequest};
use tabuleiro::shell::screen::{Screen, frame};
use tabuleiro::shell::ticks::draws_at_once;
use tabuleiro::ui::look::Look;

#[derive(Parser)]
struct Args {
    /// Plies played in each game (fewer when a game ends sooner).
    #[arg(long, default_value_t = 40)]
    plies: usize,
    /// The terminal's size, WIDTHxHEIGHT.
    #[arg(long, default_value = "120x40")]
    size: String,
    /// Colour depth: truecolor, 256, 16 or none (NO_COLOR).
    #[arg(long, default_value = "truecolor")]
    depth: String,
    /// How long each search takes on the virtual clock, in ms.
    #[arg(long, default_value_t = 300)]
    think: u64,
    /// A folder to keep each game's bytes in, as GAME.raw, to be read.
    #[arg(long)]
    keep: Option<PathBuf>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let Some((width, height)) = args
        .size
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
    else {
        eprintln!("bytes_per_ply: --size is WIDTHxHEIGHT, as 120x40");
        return ExitCode::FAILURE;
    };
    let look = match args.depth.as_str() {
        "truecolor" => Look::new(Depth::TrueColor, false),
        "256" => Look::new(Depth::Colors256, false),
        "16" => Look::new(Depth::Colors16, false),
        "none" => Look::new(Depth::TrueColor, true),
        _ => {
            eprintln!("bytes_per_ply: --depth is truecolor, 256, 16 or none");
            return ExitCode::FAILURE;
        }
    };
    println!(
        "{}x{}, {}, {} ms a search, medium vs medium",
        width, height, args.depth, args.think
    );
    println!("| game | plies | first frame | bytes/ply | frames/ply | largest frame |");
    println!("|---|---|---|---|---|---|");
    for game in [GameId::Chess, GameId::Hasami, GameId::Martian] {
        let run = Run::new(&look, (width, height), Duration::from_millis(args.think));
        let (seen, bytes) = run.play(game, args.plies);
        if let Some(folder) = &args.keep {
            let path = folder.join(format!("{game:?}.raw"));
            if let Err(error) = std::fs::write(&path, bytes) {
                eprintln!("bytes_per_ply: cannot write {}: {error}", path.display());
                return ExitCode::FAILURE;
            }
        }
        let plies = seen.plies.max(1);
        println!(
            "| {game:?} | {} | {} | {} | {:.1} | {} |",
            seen.plies,
            seen.first,
            seen.after_first / plies,
            seen.frames as f64 / plies as f64,
            seen.largest
        );
    }
    ExitCode::SUCCESS
}

/// What one game sent.
struct Seen {
    plies: usize,
    /// The first frame, the whole screen.
    first: usize,
    /// Every byte after it.
    after_first: usize,
    /// Frames after the first that sent anything.
    frames: usize,
    largest: usize,
}

/// One game on the virtual clock.
struct Run<'a> {
    look: &'a Look,
    size: (u16, u16),
    think: Duration,
    now: Instant,
    host: Bench,
}

impl<'a> Run<'a> {
    fn new(look: &'a Look, size: (u16, u16), think: Duration) -> Run<'a> {
        Run {
            look,
            size,
            think,
            now: Instant::now(),
            host: Bench::new(),
        }
    }

    fn play(mut self, game: GameId, plies: usize) -> (Seen, Vec<u8>) {
        let settings = Settings::default();
        let mut app = App::new(settings, 7);
        let medium = |name: &str| Player {
            name: name.into(),
            kind: PlayerKind::Computer(Bot::Engine(Level::Medium)),
        };
        let options = Options::default();
        let (width, height) = self.size;
        let mut pending = app.handle_at(Event::Resize(width, height), self.now);
        pending.extend(app.play(NewGame {
            game: AnyGame::new(game, &options),
            options,
            players: [medium("A"), medium("B")],
        }));
        let mut screen = Screen::new(Vec::<u8>::new());
        let mut seen = Seen {
            plies: 0,
            first: 0,
            after_first: 0,
            frames: 0,
            largest: 0,
        };
        let mut next_tick = self.now + TICK;
        let mut draw = true;
        loop {
            let now = self.now;
            let answer = |_: &mut Bench, event| Ok(app.handle_at(event, now));
            let Ok(settled) = host::carry_out(&mut self.host, std::mem::take(&mut pending), answer);
            if settled == Settled::Quit {
                break;
            }
            self.host.started(self.now, self.think);
            if draw {
                let before = screen.out().len();
                let Ok(()) = screen.show(frame(&app, self.look, width, height)) else {
                    break;
                };
                let sent = screen.out().len() - before;
                if before == 0 {
                    seen.first = sent;
                } else if sent > 0 {
                    seen.frames += 1;
                    seen.after_first += sent;
                    seen.largest = seen.largest.max(sent);
                }
            }
            let played = app.session().map_or(0, |s| s.game().move_texts().len());
            if played >= plies
                || app
                    .session()
                    .is_none_or(|s| s.game().status() != Status::Ongoing)
            {
                seen.plies = played;
                break;
            }
            let ticking = app.wants_ticks();
            let event = match self.host.due(next_tick, ticking) {
                Some((at, report)) => {
                    self.now = self.now.max(at);
                    Event::Ai(report)
                }
                None if ticking => {
                    self.now = next_tick;
                    next_tick += TICK;
                    Event::Tick
                }
                // Nothing moves and nothing will: the game waits.
                None => break,
            };
            draw = draws_at_once(&event, ticking);
            pending = app.handle_at(event, self.now);
        }
        (seen, std::mem::take(screen.out()))
    }
}

/// The benchmark's host: searches on a real worker, their reports kept
/// and handed out on the virtual clock; nothing else is done.
struct Bench {
    worker: Worker,
    reports: Receiver<Report>,
    /// A search asked for and not yet scheduled.
    asked: Option<u64>,
    /// Reports due, in order, with when they are due.
    due: VecDeque<(Instant, Report)>,
}

impl Bench {
    fn new() -> Bench {
        let (sender, reports) = mpsc::channel();
        let worker = Worker::spawn(move |report| {
            let _ = sender.send(report);
        });
        Bench {
            worker,
            reports,
            asked: None,
            due: VecDeque::new(),
        }
    }

    /// Waits for the search asked for to end and schedules its reports:
    /// the progress at the first tick, the result `think` after `now`.
    fn started(&mut self, now: Instant, think: Duration) {
        let Some(ticket) = self.asked.take() else {
            return;
        };
        loop {
            let Ok(report) = self.reports.recv_timeout(Duration::from_secs(60)) else {
                return;
            };
            if report.ticket() != ticket {
                continue;
            }
            let last = !matches!(report, Report::Progress { .. });
            let at = if last { now + think } else { now + TICK / 2 };
            self.due.push_back((at, report));
            if last {
                return;
            }
        }
    }

    /// The next report due before the tick at `next_tick` (or any, when
    /// the app does not tick).
    fn due(&mut self, next_tick: Instant, ticking: bool) -> Option<(Instant, Report)> {
        let (at, _) = self.due.front()?;
        if ticking && *at > next_tick {
            return None;
        }
        self.due.pop_front()
    }
}

impl Host for Bench {
    type Error = Infallible;

    fn think(&mut self, request: Request) {
        self.due.clear();
        self.asked = Some(request.ticket);
        self.worker.submit(request);
    }

    fn stop(&mut self) {
        self.due.clear();
        self.asked = None;
        self.worker.cancel();
    }

    fn engine_move(&mut self, _: EngineRequest) -> Option<Report> {
        None
    }

    fn stop_engines(&mut self) {}

    fn files(&mut self, _: FileRequest) -> Option<FileOutcome> {
        None
    }

    fn room(&mut self, _: RoomRequest) -> Option<RoomOutcome> {
        None
    }

    fn mouse(&mut self, _: bool) -> Result<(), Infallible> {
        Ok(())
    }

    fn bell(&mut self) -> Result<(), Infallible> {
        Ok(())
    }

    fn copy(&mut self, _: &str) -> Result<(), Infallible> {
        Ok(())
    }
}
