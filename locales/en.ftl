# tabuleiro's interface in English.
#
# Every sentence the interface shows is here, keyed by message; the
# Portuguese catalogue (pt-PT.ftl) has the same keys with the same
# placeholders. Group messages under the screen that shows them.

## Menu and About

title = tabuleiro
subtitle = five board games in the terminal
menu-continue = Continue
menu-new = New game
menu-load = Load game
menu-rules = How to play
menu-settings = Settings
menu-statistics = Statistics
menu-about = About
menu-quit = Quit
about-title = About
about-settings = Settings and themes:
about-saves = Saved games:
about-no-files = Settings and saves are not stored in this session.
about-summary = Five abstract board games to play at one keyboard or against the computer.
about-licence = Licence: MIT OR Apache-2.0

## New game

setup-title = New game
setup-game = Game
setup-mode = Mode
setup-side = You play
setup-bot = Computer
setup-bot-one = Computer 1
setup-bot-two = Computer 2
setup-first = First player
setup-deal = Deal number
setup-hasami-win = Win condition
setup-corner = Corner capture
setup-edge = Edge capture
setup-stall = Stall rule
setup-fen = Start FEN
setup-start = Start the game
room-form-title = New room
room-form-start = Open the room
setup-fen-empty = (standard start)
setup-clock = Clock
setup-clock-base = Base minutes
setup-clock-increment = Increment secs
setup-rated = Rated
clock-none = none
clock-custom = custom
mode-hvh = Human vs Human
mode-hvc = Human vs Computer
mode-cvc = Computer vs Computer
random = random
on = on
off = off
stall-27 = 27 moves without a capture
stall-clock = call the clock
computer-name = Computer
default-human-name = You
default-player-names-1 = Player 1
default-player-names-2 = Player 2
time-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
hasami-win-two-left = opponent down to 2 pieces
hasami-win-one-left = opponent down to 1 piece
hasami-win-captures = 5 captures, or 3 ahead
setup-name = { $side } name
massacre-deal = Massacre #{ $deal }

## Settings

settings-title = Settings
settings-mouse = Mouse
settings-targets = Show legal targets
settings-pause = Pause between computers
settings-master = Master thinking time
settings-coordinates = Show coordinates
settings-bell = Bell on every move
settings-theme = Theme
settings-colours = Colours
colours-auto = detect
colours-true = true colour
colours-none = none
settings-pieces = Pieces
pieces-figures = Large figures
pieces-unicode = Unicode
pieces-ascii = ASCII letters
pieces-kanji = Unicode + kanji
settings-animation = Animation
animation-fast = fast
animation-normal = normal
animation-slow = slow
settings-evaluation = Evaluation
evaluation-always = always
evaluation-against-computer = vs computer
evaluation-never = never
settings-confirm-quit = Confirm leaving a game
settings-note = Changes are saved at once.
settings-note-served = Changes last while you are connected.
settings-language = Language
language-automatic = Auto ({ $language })
engines-count = { $count ->
    [0] none
    [one] { $count } engine
   *[other] { $count } engines
}
pause-set = Pause between moves: { $seconds }

## Load and Statistics

load-title = Load game
load-none = No saved games yet: press w during a game to save it.
load-newer = saved by a newer tabuleiro
load-unreadable = cannot be read
stats-title = Statistics
stats-none = No finished games yet: results against each opponent appear here.
import-title = Import a game
import-note = A PGN file (Chess, Racing Kings) or a tabuleiro game record.
import-prompt = File:
no-pgn = Only Chess and Racing Kings have PGN; this exports a game record.
stats-header-1 = Game
stats-header-2 = Opponent
stats-header-3 = Won
stats-header-4 = Lost
stats-header-5 = Drawn
export-prompt = Export { $format } to:{" "}
exported-to = Exported to { $path }
confirm-replace-save = A save named "{ $name }" exists. Replace it with this game?
confirm-delete = Delete the save "{ $name }"? This cannot be undone.
saved-as = Saved as "{ $name }".

## How to play

rules-title = How to play
controls-tab = Controls
controls-intro = The keys, screen by screen. The bottom line always shows the keys that work right now.
objective = Objective
marks-title = Review's marks
marks-intro = Review analyses the game and marks each move by what it lost against the engine's best move, from the mover's side: ?! an inaccuracy, ? a mistake, ?? a blunder.
marks-lines-1 = Chess, Racing Kings and Massacre Chess, in pawns: ?! from 0.5, ? from 1, ?? from 2.
marks-lines-2 = Martian Chess, in points: ?! from 1, ? from 2, ?? from 3.
marks-lines-3 = Hasami Shogi, in stones: ?! from 0.5, ? from 1, ?? from 1.5.

## Game

panel-moves = Moves
panel-eval-pending = …
panel-result = Result
panel-thinking = Thinking
panel-analysing = Analysing
panel-captured = Captured
panel-score = Score
panel-points = points
panel-paused = Paused
prompt = Move:
save-prompt = Save as:
export-record = game record
confirm-leave = Leave this game? It is saved: Continue takes it up.
confirm-leave-seat = Leave your seat? y leaves it: it waits 2 minutes for you, then the game is lost. R resigns now. n stays.
confirm-leave-seat-by-post = Leave your seat? y leaves it: it is kept for you, and your clock runs by the day as it does now. R resigns now. n stays.
confirm-quit-plain = Quit tabuleiro?
confirm-quit = Quit tabuleiro? The game is saved: Continue takes it up.
promote = Promote to: Q queen  R rook  B bishop  N knight
not-your-piece = That is not a piece you can move.
no-moves-from = That piece has no legal move.
not-your-turn = The computer is thinking; press m to make it move now.
premove-prompt = Premove:
premove-cancelled = Premove cancelled.
hint-thinking = Looking for a hint…
nothing-to-undo = Nothing to undo.
nothing-to-redo = Nothing to redo.
paused = Paused: space resumes, → plays one move.
resumed = Resumed.
stepped = One move, then paused again.
game-over = Game over
over-new = New game
over-rematch = Rematch (sides swapped)
over-review = Review
over-menu = Menu
draw = Draw
position-title = Position
position-copy = Select it to copy (with Shift if the mouse is on).
draw-offered = You offer a draw; the computer is thinking it over…
computer-declines-draw = The computer declines the draw.
confirm-replace-game = Open this game? The game in progress is replaced (w saves it under a name first).
review-start = Review: the start position
too-small = Terminal too small: { $width } x { $height }, need at least { $need-width } x { $need-height }
panel-eval = Eval ({ $side })
flipped = Board flipped: { $side } at the bottom.
at-most = At most { $max } characters fit here.
premove-waiting = Premove: { $move }  (played when your turn comes; esc cancels)
premove-dropped = Premove { $move } dropped: { $reason }
premove-impossible = { $move } cannot be played after any reply; no premove set.
hint-found = Hint: { $move }
theme-missing = the theme "{ $name }" was not found; the default theme is used
kept-aside = { $problem }; the file is kept as { $kept }
confirm-resign = { $loser } resigns? { $winner } wins the game.
accept-draw = { $by } offers a draw. { $to }, do you accept?
draw-declined = { $by } declines the draw.
no-draws = { $game } has no draws.
you-win = You win
wins = { $name } wins
result-win = { $winner } wins{ $how }
result-draw = Draw{ $how }
how-checkmate = {" "}by checkmate
how-stalemate = {" "}by stalemate
how-fifty-moves = {" "}by the fifty-move rule
how-insufficient-material = : insufficient material
how-repetition = {" "}by repetition
how-race-won = : the king reached the 8th rank
how-race-drawn = : both kings reached the 8th rank
how-no-capture = : { $loser } cannot capture
how-zone-empty = : zone empty, { $scores }
how-zone-empty-last-move = : zone empty, { $scores }, the last move
how-stalled = : stalled, { $scores }
how-no-moves = : { $loser } has no legal move
how-pieces-left = : { $loser } has { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
} left
how-captures = {" "}by captures, { $scores }
how-quiet-limit = : { $count } moves without a capture
how-time = : { $loser }'s time ran out
how-time-no-win = : { $flagged }'s time ran out, but { $other } cannot win
how-abandoned = : { $loser }'s seat stayed empty
how-abandoned-no-win = : a seat stayed empty and neither side can win
how-resigned = : { $loser } resigned
how-agreed = {" "}agreed
review-move = Review: move { $number } of { $last }, { $side }
analysing-ply = Analysing: position { $done } of { $all }
judged-move = { $move }{ $mark }  { $better } was best

## Engines

engines-title = Engines
engine-title = Engine
engines-add = + add an engine
engines-note = UCI engines, offered as opponents in New game.
engine-form-note = Options: NAME=VALUE; NAME=VALUE
engine-name = Name
engine-command = Command
engine-options = Options
engine-needs-name = The engine needs a name.
engine-needs-game = Pick at least one game it plays.
engine-name-taken = An engine is already called "{ $name }".
engine-failed = { $reason }. Press o to let { $stand-in } play on.
engine-missing = The engine "{ $name }" is not in Settings: { $stand-in } plays instead.
engine-unusable = The engine "{ $name }" cannot run: { $reason }. Press o to let another play.

## Lobby and rooms

seat-open = (open seat)
room-seat-open = Waiting for a second player to take the open seat.
room-watching = You are watching: only the players move.
room-seat-taken = Your seat was taken by your other connection; you are watching.
menu-lobby = Lobby
input-dropped = Typing too fast: some keys were dropped.
lobby-title = tabuleiro · rooms
lobby-empty = No rooms yet: press n to open one.
your-seat = •
your-seat-key = • your seat
lobby-your-games = Your games
lobby-other-rooms = Other rooms
state-your-move = your move
name-prompt = Your name:
chat-prompt = Say:
record-title = The game's record
record-copy = Select the text to copy it; esc closes.
state-waiting = waiting
state-playing = playing
state-aborted = aborted
room-over-choices-1 = a  Rematch, colours swapped
room-over-choices-2 = q  Back to the lobby
lobby-header-1 = Room
lobby-header-2 = Game
lobby-header-3 = Players
lobby-header-4 = Watch
lobby-header-5 = Clock
lobby-header-6 = State
room-offer-draw = { $by } offers a draw
room-offer-takeback-one = { $by } asks to take back their last move
room-offer-takeback-two = { $by } asks to take back their last move and the reply
room-offer-rematch = { $by } offers a rematch
answer-offer = { $offer }: y accept · n decline
offer-sent-draw = You offer a draw; { $to } is asked.
offer-sent-takeback-one = You ask to take back your last move; { $to } is asked.
offer-sent-takeback-two = You ask to take back your last move and the reply; { $to } is asked.
offer-sent-rematch = You offer a rematch, colours swapped; { $to } is asked.
rematch-declined = { $by } declines the rematch.
takeback-declined = { $by } declines the takeback.
taken-back = { $by } accepts: { $count ->
    [one] { $count } move
   *[other] { $count } moves
} taken back.
away = { $name } (away)
forfeits-in = { $name } (away { $time })
room-their-turn = It is { $name }'s move.
seat-computer = computer { $level }
renamed = Others now see you as { $name }.
name-taken = The name { $wanted } belongs to another key; others see you as { $name }.
seats-in = You have seats in { $count } rooms under way: pick one (• marks them).
chat-title = { $count ->
    [0] Chat
   *[other] Chat · { $count } watching
}
chat-title-watching = { $count ->
    [0] Chat
    [1] Chat · you are watching
   *[other] Chat · you and { $others } more watching
}
chat-newer = ↓ { $count } newer · pgdn
you-are = You: { $name }
room-aborted = Game aborted: { $name } made no first move.

## Profiles

profile-no-ratings = No rated games yet.
profile-recent = Recent games
profile-no-games = No finished games yet.
result-won = won
result-lost = lost
result-drawn = drawn
leaderboard-empty = Nobody on this board yet.
profile-ratings-1 = Game
profile-ratings-2 = Pace
profile-ratings-3 = Rating
profile-ratings-4 = Won
profile-ratings-5 = Drawn
profile-ratings-6 = Lost
profile-games-1 = Date
profile-games-2 = Room
profile-games-3 = Game
profile-games-4 = Result
profile-games-5 = Opponent
profile-games-6 = Ended by
leaderboard-header-1 = #
leaderboard-header-2 = Name
leaderboard-header-3 = Rating
leaderboard-header-4 = Games
leaderboard-header-5 = W/D/L
profile-title = { $name } · profile
member-since = member since { $date }
leaderboard-title = Leaderboard · { $game } · { $pace }
leaderboard-rule = The best { $top } with { $count } rated games and a rating no longer provisional.

## Shared words

# A game's length, in moves (one move each side counts as two plies).
length-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
