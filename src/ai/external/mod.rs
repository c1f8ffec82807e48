//! External UCI engines as players: starts one (its command split into
//! words, run without a shell), introduces the game, asks it for moves,
//! checks them by our rules, and stops it. Every way an engine can fail
//! is an [`EngineError`] of one line; what a failure means (a lost game,
//! a message) is the caller's business.

pub mod error;
pub mod messages;
mod words;

pub use error::{Awaited, Breach, CommandFault, Ending, EngineError, NoVariant, StartFault};

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use self::messages::Said;
use super::player::MASTER_MOVETIME;
use super::protocol::{ClockLeft, Limits, SearchInfo};
use crate::games::any::each;
use crate::games::{AnyGame, Game, GameId, Record, Status};

/// How long an engine may take to say `uciok`, and `readyok`.
const HANDSHAKE: Duration = Duration::from_secs(5);
/// How long past its time a move may take before the engine counts as
/// hung (the process and the pipes need a moment too).
const GRACE: Duration = Duration::from_secs(1);
/// How long a search bounded only by depth or nodes may take.
const UNTIMED: Duration = Duration::from_secs(60);
/// How long the engine gets to leave after `quit` before it is killed.
const QUIT_WAIT: Duration = Duration::from_millis(300);
/// How often a wait looks at the caller's stop flag.
const STOP_POLL: Duration = Duration::from_millis(20);

/// The name `UCI_Variant` gives a game. A match rather than a table, so a
/// new game is not offered to engines until it has a name here.
pub fn variant_name(game: GameId) -> &'static str {
    match game {
        GameId::Chess => "chess",
        GameId::RacingKings => "racingkings",
        GameId::Massacre => "massacre",
        GameId::Martian => "martian",
        GameId::Hasami => "hasami",
    }
}

/// How to run an engine: its command line and the options to set.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct EngineSpec {
    pub command: String,
    /// `setoption` pairs, sent in this order after `UCI_Variant`.
    pub options: Vec<(String, String)>,
}

impl EngineSpec {
    /// A spec for a command line that splits into at least one word.
    pub fn new(command: &str) -> Result<EngineSpec, EngineError> {
        program_and_args(command)?;
        Ok(EngineSpec {
            command: command.trim().to_string(),
            options: Vec::new(),
        })
    }

    /// The file name of the program it runs (`stockfish` for
    /// `/usr/games/stockfish`).
    pub fn program_name(&self) -> String {
        let program = program_and_args(&self.command)
            .map_or_else(|_| self.command.clone(), |(program, _)| program);
        std::path::Path::new(&program)
            .file_name()
            .map_or(program.clone(), |name| name.to_string_lossy().into_owned())
    }

    /// Adds an option written `NAME=VALUE`.
    pub fn add_option(&mut self, text: &str) -> Result<(), EngineError> {
        let (name, value) = text
            .split_once('=')
            .filter(|(name, _)| !name.trim().is_empty())
            .ok_or_else(|| EngineError::BadOption(text.to_string()))?;
        self.options
            .push((name.trim().to_string(), value.trim().to_string()));
        Ok(())
    }
}

/// A move asked of an external engine for a game screen.
#[derive(Clone, Debug)]
pub struct EngineRequest {
    /// Echoed in every report, as a worker request's.
    pub ticket: u64,
    /// The game screen asking: its engines are kept for it, and stopped
    /// when another asks.
    pub screen: u64,
    pub spec: EngineSpec,
    /// The game so far.
    pub game: AnyGame,
    pub limits: Limits,
    /// The other side's clock, when the game is on clocks (the mover's
    /// is in `limits`).
    pub opponent: Option<ClockLeft>,
}

/// A move an engine chose, with the last search information it gave.
pub type Answer<M> = (M, Option<SearchInfo>);

/// A running engine, set up for one game. Dropping it stops the process.
pub struct Engine {
    /// The engine's `id name`, or its program until it says.
    label: String,
    child: Child,
    /// None once `quit` was sent.
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    /// The last line the engine wrote to standard error, sent when it
    /// closes it (why it died, often).
    last_error: Receiver<String>,
}

fn program_and_args(command: &str) -> Result<(String, Vec<String>), EngineError> {
    let bad = |reason: CommandFault| EngineError::BadCommand {
        command: command.to_string(),
        reason,
    };
    let mut words = words::split(command).map_err(|e| bad(CommandFault::Split(e)))?;
    if words.is_empty() {
        return Err(bad(CommandFault::Empty));
    }
    let program = words.remove(0);
    Ok((program, words))
}

impl Engine {
    /// Starts the engine and sets it up for a new game of `game`: `uci`,
    /// `UCI_Variant`, the spec's options, `ucinewgame`, `isready`.
    pub fn start(spec: &EngineSpec, game: GameId) -> Result<Engine, EngineError> {
        let (program, args) = program_and_args(&spec.command)?;
        let cannot_start = |reason: StartFault| EngineError::CannotStart {
            program: program.clone(),
            reason,
        };
        let mut child = Command::new(&program)
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| cannot_start(StartFault::System(e.to_string())))?;
        let pipes = (child.stdin.take(), child.stdout.take(), child.stderr.take());
        let (Some(input), Some(output), Some(errors)) = pipes else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(cannot_start(StartFault::NoPipes));
        };
        let mut engine = Engine {
            label: program,
            child,
            input: Some(input),
            lines: read_lines(output),
            last_error: read_last_line(errors),
        };
        engine.introduce(spec, game)?;
        Ok(engine)
    }

    /// The engine's name, as it gave it (or its program).
    pub fn name(&self) -> &str {
        &self.label
    }

    fn introduce(&mut self, spec: &EngineSpec, game: GameId) -> Result<(), EngineError> {
        self.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE;
        let mut variants: Option<Vec<String>> = None;
        loop {
            let line = self.next_line(deadline, None, Awaited::UciOk)?;
            match messages::read(&line) {
                Said::UciOk => break,
                Said::Name(name) => self.label = name.to_string(),
                Said::Option { name, values } if name.eq_ignore_ascii_case("UCI_Variant") => {
                    variants = Some(values.into_iter().map(str::to_string).collect());
                }
                _ => {}
            }
        }
        let variant = variant_name(game);
        let unsupported = |reason: NoVariant| EngineError::Unsupported {
            engine: self.label.clone(),
            game,
            reason,
        };
        match variants {
            Some(values) if values.iter().any(|v| v.eq_ignore_ascii_case(variant)) => {
                self.send(&format!("setoption name UCI_Variant value {variant}"))?;
            }
            Some(_) => return Err(unsupported(NoVariant::NotOffered)),
            None if game == GameId::Chess => {}
            None => return Err(unsupported(NoVariant::NoOption)),
        }
        for (name, value) in &spec.options {
            self.send(&format!("setoption name {name} value {value}"))?;
        }
        self.send("ucinewgame")?;
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.next_line(deadline, None, Awaited::ReadyOk)? != "readyok" {}
        Ok(())
    }

    /// The engine's move in the record's current position, checked
    /// against our rules. `opponent` is the other side's clock when the
    /// game is on clocks. None when the game is over, or when `stop` was
    /// raised (the engine is told to stop, and its move is dropped).
    pub fn play<G: Game>(
        &mut self,
        record: &Record<G>,
        limits: &Limits,
        opponent: Option<ClockLeft>,
        stop: &AtomicBool,
        mut progress: impl FnMut(&SearchInfo),
    ) -> Result<Option<Answer<G::Move>>, EngineError> {
        if matches!(record.status(), Status::Over(_)) {
            return Ok(None);
        }
        self.forget_old_lines()?;
        let limits = with_default_time(limits);
        let mover = record.current().side_to_move();
        self.send(&messages::position(record))?;
        self.send(&messages::go(&limits, mover, opponent))?;
        let mut deadline = Instant::now() + longest_wait(&limits);
        let mut last_info = None;
        let mut stopping = false;
        loop {
            let watch = (!stopping).then_some(stop);
            let line = match self.next_line(deadline, watch, Awaited::BestMove) {
                Err(EngineError::TimedOut { .. }) if !stopping && stop.load(Ordering::Relaxed) => {
                    self.send("stop")?;
                    stopping = true;
                    deadline = Instant::now() + GRACE;
                    continue;
                }
                line => line?,
            };
            match messages::read(&line) {
                Said::Info(info) => {
                    progress(&info);
                    last_info = Some(info);
                }
                Said::BestMove(_) if stopping => return Ok(None),
                Said::BestMove(Some(text)) => {
                    return self.checked(record, text).map(|mv| Some((mv, last_info)));
                }
                Said::BestMove(None) => {
                    return Err(self.protocol(Breach::NoMove));
                }
                _ => {}
            }
        }
    }

    /// The engine's two best moves in the record's position searched
    /// `depth` plies deep (`MultiPV 2`), best first, each with its last
    /// search information (one when only one move is legal, none when the
    /// game is over), checked against our rules.
    pub fn best_two<G: Game>(
        &mut self,
        record: &Record<G>,
        depth: u32,
    ) -> Result<Vec<Answer<G::Move>>, EngineError> {
        if matches!(record.status(), Status::Over(_)) {
            return Ok(Vec::new());
        }
        self.forget_old_lines()?;
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        self.send("setoption name MultiPV value 2")?;
        self.send(&messages::position(record))?;
        self.send(&messages::go(
            &limits,
            record.current().side_to_move(),
            None,
        ))?;
        let deadline = Instant::now() + longest_wait(&limits);
        let mut lines: [Option<SearchInfo>; 2] = [None, None];
        loop {
            let line = self.next_line(deadline, None, Awaited::BestMove)?;
            match messages::read(&line) {
                Said::Info(info) if !info.pv.is_empty() => {
                    let rank = messages::line_rank(&line).checked_sub(1);
                    if let Some(slot) = rank.and_then(|r| lines.get_mut(r)) {
                        *slot = Some(info);
                    }
                }
                Said::BestMove(_) => break,
                _ => {}
            }
        }
        lines
            .into_iter()
            .flatten()
            .map(|info| Ok((self.checked(record, &info.pv[0])?, Some(info))))
            .collect()
    }

    /// [`Engine::play`] for a game of any kind, the move in coordinates.
    pub fn play_any(
        &mut self,
        game: &AnyGame,
        limits: &Limits,
        opponent: Option<ClockLeft>,
        stop: &AtomicBool,
        progress: impl FnMut(&SearchInfo),
    ) -> Result<Option<Answer<String>>, EngineError> {
        each!(game, record => {
            let answer = self.play(record, limits, opponent, stop, progress)?;
            Ok(answer.map(|(mv, info)| (record.current().format_move(mv), info)))
        })
    }

    /// The move `text` if it is legal here, written as NOTATION.md writes
    /// it.
    fn checked<G: Game>(&self, record: &Record<G>, text: &str) -> Result<G::Move, EngineError> {
        let game = record.current();
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        match game.parse_move(text) {
            Ok(mv) if legal.contains(&mv) && game.format_move(mv) == text.to_ascii_lowercase() => {
                Ok(mv)
            }
            _ if text == "0000" || text == "(none)" => Err(self.protocol(Breach::NullMove {
                said: text.to_string(),
                legal: legal.len(),
            })),
            _ => Err(EngineError::IllegalMove {
                engine: self.label.clone(),
                mv: text.to_string(),
            }),
        }
    }

    fn protocol(&self, what: Breach) -> EngineError {
        EngineError::Protocol {
            engine: self.label.clone(),
            what,
        }
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        let sent = match &mut self.input {
            Some(input) => writeln!(input, "{line}").and_then(|()| input.flush()),
            None => Ok(()),
        };
        sent.map_err(|_| self.died())
    }

    /// Drops what the engine said since the last move (late `info`
    /// lines), noticing if it has died meanwhile.
    fn forget_old_lines(&mut self) -> Result<(), EngineError> {
        loop {
            match self.lines.try_recv() {
                Ok(_) => {}
                Err(TryRecvError::Empty) => return Ok(()),
                Err(TryRecvError::Disconnected) => return Err(self.died()),
            }
        }
    }

    /// The engine's next line by `deadline` (timing out as `what`), or
    /// as soon as `stop` is raised (also as a time-out).
    fn next_line(
        &mut self,
        deadline: Instant,
        stop: Option<&AtomicBool>,
        what: Awaited,
    ) -> Result<String, EngineError> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let slice = if stop.is_some() {
                left.min(STOP_POLL)
            } else {
                left
            };
            match self.lines.recv_timeout(slice) {
                Ok(line) => return Ok(line),
                Err(RecvTimeoutError::Disconnected) => return Err(self.died()),
                Err(RecvTimeoutError::Timeout) => {
                    let stopped = stop.is_some_and(|s| s.load(Ordering::Relaxed));
                    if stopped || Instant::now() >= deadline {
                        return Err(EngineError::TimedOut {
                            engine: self.label.clone(),
                            what,
                        });
                    }
                }
            }
        }
    }

    /// The error for an engine whose output closed: how it ended and the
    /// last thing it wrote to standard error.
    fn died(&mut self) -> EngineError {
        let ended = Instant::now() + QUIT_WAIT;
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break Ending::Status(status.to_string()),
                Ok(None) if Instant::now() < ended => thread::sleep(Duration::from_millis(5)),
                _ => break Ending::OutputClosed,
            }
        };
        let said = self
            .last_error
            .recv_timeout(QUIT_WAIT)
            .ok()
            .filter(|last| !last.is_empty());
        EngineError::Died {
            engine: self.label.clone(),
            status,
            said,
        }
    }
}

impl Drop for Engine {
    /// `quit`, then a kill if the engine is still there after a moment;
    /// the process is always waited for, so none is left behind.
    fn drop(&mut self) {
        if let Some(mut input) = self.input.take() {
            let _ = writeln!(input, "quit").and_then(|()| input.flush());
        }
        let ended = Instant::now() + QUIT_WAIT;
        while Instant::now() < ended {
            match self.child.try_wait() {
                Ok(None) => thread::sleep(Duration::from_millis(5)),
                Ok(Some(_)) => return,
                Err(_) => break,
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The limits with a move time when the caller set no limit at all, as
/// the engine levels think for master's time.
fn with_default_time(limits: &Limits) -> Limits {
    let mut limits = *limits;
    if limits == Limits::default() {
        limits.movetime = Some(MASTER_MOVETIME);
    }
    limits
}

/// How long to wait for `bestmove`: the move's time, or what is left
/// on the mover's clock, and a grace; a while for untimed searches.
fn longest_wait(limits: &Limits) -> Duration {
    let on_clock = limits.clock.map(|clock| clock.left);
    let time = match (limits.movetime, on_clock) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    time.unwrap_or(UNTIMED) + GRACE
}

/// A line of the engine's as text that is safe to show: what is not
/// UTF-8 is replaced, not lost; control characters (which could drive
/// the terminal) become spaces.
fn clean(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// Sends each line of the engine's output until it closes.
fn read_lines(output: impl Read + Send + 'static) -> Receiver<String> {
    let (lines, inbox) = mpsc::channel();
    thread::spawn(move || {
        let mut output = BufReader::new(output);
        let mut bytes = Vec::new();
        while matches!(output.read_until(b'\n', &mut bytes), Ok(n) if n > 0) {
            let line = clean(&bytes);
            bytes.clear();
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    inbox
}

/// Reads standard error to its end, keeping only its last line (an
/// engine may write much there), and sends that line when it closes.
fn read_last_line(errors: impl Read + Send + 'static) -> Receiver<String> {
    let (last, inbox) = mpsc::channel();
    thread::spawn(move || {
        let mut errors = BufReader::new(errors);
        let mut bytes = Vec::new();
        let mut kept = String::new();
        while matches!(errors.read_until(b'\n', &mut bytes), Ok(n) if n > 0) {
            let line = clean(&bytes);
            if !line.is_empty() {
                kept = line;
            }
            bytes.clear();
        }
        let _ = last.send(kept);
    });
    inbox
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_text_is_made_safe_to_show() {
        assert_eq!(clean(b"info\tdepth 3 pv e2e4\r\n"), "info depth 3 pv e2e4");
        assert_eq!(
            clean(b"id name \x1b[2Jevil\xff"),
            "id name  [2Jevil\u{fffd}"
        );
    }

    #[test]
    fn specs_check_their_command_and_options() {
        let mut spec = EngineSpec::new(" '/opt/my engines/sf' --uci ").expect("a command");
        assert_eq!(spec.command, "'/opt/my engines/sf' --uci");
        assert_eq!(spec.program_name(), "sf");
        spec.add_option(" Skill Level = 3 ").expect("an option");
        assert_eq!(spec.options, [("Skill Level".to_string(), "3".to_string())]);
        assert_eq!(
            spec.add_option("=3"),
            Err(EngineError::BadOption("=3".to_string()))
        );
        assert!(matches!(
            EngineSpec::new("\"open"),
            Err(EngineError::BadCommand { .. })
        ));
    }

    #[test]
    fn the_wait_for_a_move_is_its_time_and_a_grace() {
        let fixed = Limits {
            movetime: Some(Duration::from_millis(300)),
            ..Limits::default()
        };
        assert_eq!(longest_wait(&fixed), Duration::from_millis(300) + GRACE);
        let clock = Limits {
            clock: Some(ClockLeft {
                left: Duration::from_secs(7),
                increment: Duration::ZERO,
                moves_to_go: None,
            }),
            ..Limits::default()
        };
        assert_eq!(longest_wait(&clock), Duration::from_secs(7) + GRACE);
        assert_eq!(
            with_default_time(&Limits::default()).movetime,
            Some(MASTER_MOVETIME)
        );
    }
}
