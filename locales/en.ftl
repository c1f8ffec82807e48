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
theme-automatic = automatic
theme-default = default
theme-light = light
theme-high-contrast = high-contrast
theme-colour-blind = colour-blind
theme-monochrome = monochrome
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

## Load and Statistics

load-title = Load game
load-none = No saved games yet: press w during a game to save it.
load-newer = saved by a newer tabuleiro
load-unreadable = cannot be read
load-summary = { $game }, { $one } – { $two }, { $moves } { $moves ->
        [one] move
       *[other] moves
    }
stats-title = Statistics
stats-none = No games against the computer yet; results by opponent appear here.
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

## Game

panel-moves = Moves
panel-eval-pending = …
panel-result = Result
panel-thinking = Thinking
panel-analysing = Analysing
panel-score = Score
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
confirm-replace-game = Open this game? The game in progress is kept in Games played, as abandoned.
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
engine-barred-room = No engine help while people play: Review opens when the game ends.
engine-barred-seated = No engine help while you play in a room: it returns when that game ends.
engine-barred-set-up = The computer does not play from a set-up position while you play in a room.
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
record-copy = c copies it to your clipboard, or select it (with Shift if the mouse is on).
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
login-name-empty = Your user name has no letter or digit, so you go by a guest name.
login-name-character = Your user name holds { $char }; a name holds only letters, digits, spaces and - _ . '.
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
room-aborted-by = Game aborted by { $name } before each side had moved: no result, not rated.
room-saving = Saving the game's end…
room-over-pair-limit = Not rated: its players have had { $most } rated games together in the last 24 hours.
rating-pace = { $pace ->
    [live] live
   *[correspondence] correspondence
}

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
leaderboard-rule = The best { $top } with a rating no longer provisional,
leaderboard-rule-games = { $count } rated games and { $opponents } different opponents in the last { $days } days.

## Shared words

# A game's length, in moves (one move each side counts as two plies).
length-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## Game names

game-chess = Chess
game-racing-kings = Racing Kings
game-massacre = Massacre Chess
game-martian = Martian Chess
game-hasami = Hasami Shogi

## Sides, computer levels and players

side-white = White
side-black = Black
side-player-one = Player 1
side-player-two = Player 2
# The computer players as the screen names them; in English their ids,
# as the command line and records write them.
# The label before the pieces a side took, in the panel.
panel-captured-by = { $side } captured:{" "}
bot-random = random
bot-easy = easy
bot-medium = medium
bot-hard = hard
bot-master = master
bot-classic-1 = classic-1
bot-classic-2 = classic-2
bot-classic-smart = classic-smart
bot-classic-easy = classic-easy
bot-classic-medium = classic-medium
bot-classic-hard = classic-hard
bot-classic-random = classic-random
bot-classic-greedy = classic-greedy
bot-classic-minimax = classic-minimax

## Refusals: why the rooms of a server refused a request

refused-no-room = There is no room { $room }.
refused-too-many-rooms = This server is at its limit of { $most } rooms: join or watch one, or try again later.
refused-own-room-limit = You have { $most } rooms open: finish or leave one first (a room left empty closes after { $minutes } minutes).
refused-not-in-room = You are not in room { $room }.
refused-not-seated = You do not play in this room.
refused-not-your-turn = It is not your move.
refused-stale = That move was made for an earlier position.
refused-not-playing = The game is not under way.
refused-illegal = { $move } is not a legal move here.
refused-empty-line = Nothing to say: the line was empty.
refused-too-fast = Not so fast: you may say another line in { $secs } s.
refused-empty-name = A name needs a letter or a digit.
refused-name-character = A name holds only letters, digits, spaces and - _ . ', not { $char }.
refused-no-draws = { $game } has no draws.
refused-offer-standing = An offer is waiting for its answer already.
refused-no-offer = There is no offer to answer.
refused-nothing-to-take-back = You have no move to take back.
refused-not-over = The game is not over yet.
refused-computer-opponent = The computer takes no takebacks or rematches: play on or resign.
refused-computer-to-move = Offer the computer a draw on your own move.
refused-not-kept = The server could not save that, so it did not happen: try again in a moment.
refused-no-player = There is no player { $name }.
refused-no-game = There is no game { $id } in the archive.
refused-not-read = The server could not read that just now: try again in a moment.
refused-rooms-too-fast = Not so fast: you may open another room in { $secs } s.
refused-declined = Your offer was declined: make it again once your opponent has moved.

## Illegal moves: why a move that reads well is not legal here

illegal-no-piece = there is no piece on { $square }
illegal-not-yours = that piece is not yours
illegal-opponents-zone = that piece is in your opponent's zone
illegal-same-square = a piece must move to another square
illegal-capture-own = you cannot capture your own piece
illegal-onto-own = you cannot move onto your own piece
illegal-must-promote = a pawn on the last rank must promote: add q, r, b or n
illegal-promote-as = a pawn reaching { $square } must promote: type { $queen }, { $rook }, { $bishop } or { $knight }
illegal-only-pawns-promote = only a pawn reaching the last rank can promote
illegal-must-capture = every move must capture
illegal-king-in-check = your king would be in check
illegal-gives-check = that move would give check, and no move may
illegal-king-one-square = kings move one square at a time
illegal-castling-lost = you can no longer castle on that side
illegal-castling-blocked = the squares between king and rook must be empty
illegal-castling-out-of-check = you cannot castle out of check
illegal-castling-through-attack = the king cannot castle through an attacked square
illegal-pawn-nothing-to-take = nothing on { $square } for the pawn to capture
illegal-pawn-forward-only = pawns move only forward
illegal-pawn-capture-one-square = pawns capture one square diagonally, no further
illegal-pawn-straight-ahead = pawns move straight ahead, capture one diagonally
illegal-pawn-one-or-two = a pawn moves one square, or two on its first move
illegal-pawn-captures-diagonally = pawns capture diagonally, never straight ahead
illegal-shape = { $piece ->
    [knight] knights move in an L
    [bishop] bishops move diagonally
    [rook] rooks move along ranks and files
   *[queen] queens move along ranks, files and diagonals
}
illegal-direction = { $piece ->
    [pawn] pawns move diagonally, never straight
    [queen] queens move along a rank, file or diagonal
   *[drone] drones move in a straight line, never diagonally
}
illegal-distance = { $piece ->
    [pawn] pawns move only one square
   *[drone] drones move at most two squares
}
illegal-blocked = the { $piece ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
    [drone] drone
    [stone] stone
   *[pawn] pawn
} on { $square } is blocked
illegal-way-blocked = the way is blocked at { $square }
illegal-capture-by-surrounding = { $square } is taken: pieces capture by surrounding
illegal-straight-only = pieces move along a rank or file, not diagonally
# Joins the moves an ambiguous one could be: "Nbd2 or Nfd2".
illegal-or = or
illegal-ambiguous = ambiguous: { $moves }
illegal-pawn-or-bishop = ambiguous: { $text } could be the b-pawn or the bishop; write { $pawn } for the pawn or { $bishop } for the bishop
illegal-none-of-yours = you have no { $piece ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
    [drone] drone
    [stone] stone
   *[pawn] pawn
} that can go to { $square }
illegal-none-can-go = no { $piece ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
    [drone] drone
    [stone] stone
   *[pawn] pawn
} can go to { $square }
illegal-field-promotion-held = field promotion needs no { $piece ->
    [queen] queen
   *[drone] drone
} in your zone
illegal-rejection = no rejection: that piece may not go straight back to { $square }
illegal-call-needs-option = calling the clock (!) needs the call-the-clock option
illegal-clock-called = the clock is already called
illegal-not-here = { $move } is not a legal move here
illegal-not-legal = that move is not legal here
move-unreadable = cannot read move { $text }
move-illegal = illegal move: { $reason }
move-game-over = the game is over

## Position strings that cannot be read (FEN and the other games' strings)

position-fen-fields = a FEN has 6 fields (or 4 without the move counters), this one has { $count }
position-fen-side = side to move must be w or b, not { $text }
position-halfmove-clock = bad halfmove clock { $text }
position-move-number = bad move number { $text }
position-ranks = { $game ->
    [martian] the board has { $count } ranks, not { $expected }
    [hasami] the board has { $count } ranks (expected { $expected })
   *[other] the board has { $count } ranks, expected { $expected }
}
position-rank-squares = rank { $rank } has { $count } squares
position-unknown-piece = unknown piece '{ $piece }' on rank { $rank }
position-unknown-stone = unknown piece '{ $piece }'
position-unknown-cell = rank { $rank } has '{ $cell }', which is not q, d, p or a digit 1-4
position-castling-field = bad castling field { $text }
position-en-passant-field = bad en-passant field { $text }
position-castling-needs = bad castling field: { $letter } needs { $side ->
    [one] White
   *[two] Black
}'s king on { $king } and a rook on { $rook }
position-no-king = no king for { $side ->
    [one] White
   *[two] Black
}
position-kings = { $count ->
    [2] two
   *[other] { $count }
} kings for { $side ->
    [one] White
   *[two] Black
}
position-pawn-on-rank = pawn on rank { $rank }
position-not-to-move-in-check = the side not to move is in check
position-no-pawns = Racing Kings has no pawns
position-no-castling = bad castling field: { $game ->
    [massacre] Massacre
   *[other] Racing Kings
} has no castling
position-race-in-check = { $side ->
    [one] White
   *[two] Black
}'s king is in check, which Racing Kings forbids
position-massacre-piece = Massacre has only queens, rooks, bishops and knights, not a { $piece ->
    [pawn] pawn
   *[king] king
}
position-martian-fields = a Martian Chess position has 6 fields (board side score1 score2 lastcross quiet), not { $count }
position-side-number = side must be 1 or 2
position-score = score { $player } is not a number: { $text }
position-called-clock = a called clock (quiet count with !) needs the call-the-clock option
position-quiet = quiet is not a number: { $text }
position-last-cross-form = lastcross must be a move or -
position-last-cross-canal = lastcross must carry a piece across the canal into the zone of the side to move
position-hasami-fields = expected "<board> <side> [<quiet>]", found { $count ->
    [one] { $count } field
   *[other] { $count } fields
}
position-hasami-quiet = quiet count must be a whole number, not { $text }
position-too-many-stones = { $side ->
    [one] Black
   *[two] White
} has { $count } pieces (at most { $most })

## Save names and time controls as typed

save-name-empty = a save needs a name
save-name-too-long = a save name may have at most { $most } characters
save-name-edge = a save name may not start or end with a dot or a space
save-name-character = a save name may hold letters, digits, spaces and - _ . ( ), not "{ $char }"
time-control-form = a time control is <base>+<increment> in seconds, like 300+3, or days per move, like 3d, not { $text }
time-control-no-base = the base time must be more than 0
time-control-seconds = { $text } is not a number of seconds from 0 to 86400
time-control-minutes = { $text } is not a number of minutes from 0 to 1440
time-control-days = { $text } days per move are not offered: 1, 3 or 7

## Keys: the footer hints and the Controls page

# What a key does, in a few words: the footer shows as many as the
# terminal's width allows.
key-about = about
key-accept = accept
key-add = add
key-back = back
key-bishop = bishop
key-cancel = cancel
key-cancel-premove = cancel premove
key-change = change
key-chat = chat
key-choose = choose
key-close = close
key-continue = continue
key-cursor = cursor
key-decline = decline
key-delete = delete
key-drop = drop
key-edit = edit
key-ends = ends
key-export = export
key-faster = faster
key-field = field
key-flip = flip
key-game = game
key-game-on-off = game on/off
key-games = games
key-help = help
key-hint = hint
key-import = import
key-join = join
key-knight = knight
key-load = load
key-load-game = load game
key-lobby = lobby
key-menu = menu
key-move-now = move now
key-name = name
key-new = new
key-new-game = new game
key-no = no
key-offer-draw = offer draw
key-one-move = one move
key-open = open
key-other-opponent = other opponent
key-pace = pace
key-page = page
key-pause = pause
key-pgn-record = PGN/record
key-pick = pick
key-play = play
key-position = position
key-put-back = put back
key-queen = queen
key-quit = quit
key-record = record
key-redo = redo
key-refresh = refresh
key-rematch = rematch
key-resign = resign
key-resume = resume
key-review = review
key-rook = rook
key-room = room
key-save = save
key-save-as = save as
key-scroll = scroll
key-scroll-chat = scroll chat
key-select = select
key-send = send
key-settings = settings
key-slower = slower
key-start = start
key-statistics = statistics
key-step = step
key-takeback = takeback
key-top = top
key-tv = tv
key-type-move = type move
key-undo = undo
key-watch = watch
key-who = who
key-yes = yes

# Names of keys with a word in them. Arrows, letters and the names keyboards
# print (enter, esc, tab, del, pgup...) are written in the keymap itself.
keys-space = space
keys-enter-space = enter/space
keys-pages-space = pgup/pgdn/space
keys-space-arrows = space/←→

# The Controls page: the title over each screen's keys.
controls-menu = Main menu
controls-setup = New game
controls-board = Playing
controls-holding = A piece in hand
controls-prompt = Typing a move
controls-promotion = Promotion
controls-save-name = Saving the game
controls-export-path = Exporting the game
controls-watch = Computer vs computer
controls-over = Game over
controls-review = Review
controls-position = Position string
controls-rules = How to play
controls-settings = Settings
controls-engines = Engines
controls-engine-form = Adding or editing an engine
controls-statistics = Statistics
controls-games = Games played
controls-load = Load game
controls-import-path = Importing a game
controls-confirm = Are you sure?
controls-about = About
controls-lobby = Lobby (over SSH)
controls-lobby-name = Changing your name
controls-profile = A player's profile
controls-leaderboard = Leaderboard
controls-room = In a room
controls-chat = Chatting in a room
controls-record-text = The game's record

## How to play

# The screen: its title, the Controls tab, the heading over each objective.
help-title = How to play
help-controls-tab = Controls
help-objective = Objective
# The closing paragraph of every game's page.
help-engine-levels = The engine levels easy, medium, hard and master are each clearly stronger than the one before, and than every classic player.

# The Controls page's own sentences (its keys come from the keymap).
help-controls-intro = The keys, screen by screen. The bottom line always shows the keys that work right now.
help-marks-title = Review's marks
help-marks-intro = Review analyses the game and marks each move by what it lost against the engine's best move, from the mover's side: ?! an inaccuracy, ? a mistake, ?? a blunder (ochre, orange and red in the move list, with a dot at each on the graph). n and N go to the next and the previous marked move of either side. The percentage beside each player's marks is their accuracy.
# The thresholds of the analysis (a test keeps them equal to the program's).
help-marks-pawns = Chess, Racing Kings and Massacre Chess, in pawns: ?! from 0.5, ? from 1, ?? from 2.
help-marks-points = Martian Chess, in points: ?! from 1, ? from 2, ?? from 3.
help-marks-stones = Hasami Shogi, in stones: ?! from 0.5, ? from 1, ?? from 1.5.

# Each game's page: its tab (short: the six tabs share a row of 80
# columns), objective, then section by section a heading, paragraphs and
# the caption under its board.

# Chess

help-chess-name = Chess
help-chess-objective = Checkmate your opponent's king: attack it so that it has no way out.
help-chess-board-and-start-heading = The board and the start
help-chess-board-and-start-1 = White sits at the bottom and moves first; then the players take turns, one move each.
help-chess-board-and-start-2 = A move is written as its two squares: e2e4 moves the piece on e2 to e4. You may also type short algebraic notation such as Nf3 or O-O (in Portuguese, with its letters too: Cf3). The Notation setting chooses how moves are shown.
help-chess-board-and-start-caption = The start position: White moves first.
help-chess-king-heading = The king
help-chess-king-1 = The king moves one square in any direction. It may never move onto a square that an enemy piece attacks.
help-chess-king-caption = The king on e4 may take the rook; the rook guards d3, d4, e5 and f5.
help-chess-queen-heading = The queen
help-chess-queen-1 = The queen moves any number of squares in a straight line: along a rank, a file or a diagonal.
help-chess-queen-2 = Only the knight jumps. Every other piece stops before one of its own pieces, and may capture the first enemy piece in its way by taking its square.
help-chess-queen-caption = The queen on d4 may take the knight on b6; her own pawn on g4 blocks her.
help-chess-rook-heading = The rook
help-chess-rook-1 = The rook moves any number of squares along a rank or a file.
help-chess-rook-caption = The rook on b2 may take the pawn on b5; the bishop on e2 blocks it.
help-chess-bishop-heading = The bishop
help-chess-bishop-1 = The bishop moves any number of squares diagonally, so it always stays on squares of one colour.
help-chess-bishop-caption = The bishop on d3 may take the pawn on g6; its own pawn on b5 blocks it.
help-chess-knight-heading = The knight
help-chess-knight-1 = The knight jumps in an L: two squares along a rank or a file, then one square to the side. It is the only piece that jumps over others.
help-chess-knight-caption = The knight on d4 reaches eight squares and may take the pawn on b3.
help-chess-pawn-heading = The pawn
help-chess-pawn-1 = A pawn moves one square straight ahead onto an empty square. From its starting rank it may instead move two squares, if both are empty.
help-chess-pawn-2 = A pawn captures one square diagonally forward, never straight ahead.
help-chess-pawn-caption = The pawn on e2 may go to e3 or e4, or take the pawn on d3.
help-chess-en-passant-heading = En passant
help-chess-en-passant-1 = When a pawn moves two squares and lands beside an enemy pawn, that pawn may take it as if it had moved only one square.
help-chess-en-passant-2 = This is allowed only on the very next move; after that the chance is gone.
help-chess-en-passant-caption = Black has just played d7d5: e5d6 takes the pawn on d5 en passant.
help-chess-promotion-heading = Promotion
help-chess-promotion-1 = A pawn that reaches the last rank becomes a queen, rook, bishop or knight of your choice.
help-chess-promotion-2 = Type the piece's letter after the move: e7e8q makes a queen, e7e8n a knight.
help-chess-promotion-caption = The pawn on e7 promotes on e8, or by taking the rook on d8.
help-chess-castling-heading = Castling
help-chess-castling-1 = Once per game the king may move two squares towards one of its rooks, and that rook jumps to the square the king crossed. Write it as the king's move: e1g1 (O-O) or e1c1 (O-O-O).
help-chess-castling-2 = Neither the king nor that rook may have moved before, and every square between them must be empty.
help-chess-castling-3 = The king may not castle out of check, across a square an enemy piece attacks, or into check.
help-chess-castling-caption = White may castle e1g1, but not e1c1: the bishop on h5 attacks d1.
help-chess-check-and-checkmate-heading = Check and checkmate
help-chess-check-and-checkmate-1 = A king that is attacked is in check. You may never make a move that leaves your own king in check.
help-chess-check-and-checkmate-2 = In check you must move the king, block the attack or capture the attacker. If you cannot, it is checkmate and you have lost.
help-chess-check-and-checkmate-caption = Checkmate: the rook on a8 attacks the king, whose own pawns hem it in.
help-chess-how-game-ends-heading = How the game ends
help-chess-how-game-ends-1 = Checkmate wins. Stalemate is a draw: the player to move is not in check but has no legal move.
help-chess-how-game-ends-2 = The game is also drawn when the same position occurs for the third time, or after fifty moves by each side with no capture and no pawn move.
help-chess-how-game-ends-3 = Finally it is drawn when neither side can checkmate: king against king, king and bishop or king and knight against king, or king and bishop against king and bishop with both bishops on squares of one colour.
help-chess-how-game-ends-caption = Stalemate, a draw: Black is not in check, but the king cannot move.
help-chess-options-heading = Options
help-chess-options-1 = The new-game screen lets you start from any position written in FEN instead of the standard start.
help-chess-computer-players-heading = Computer players
help-chess-computer-players-1 = The player random makes random legal moves. From the 2003 Prolog program, classic-1 (level 1) picks the move that scores best on its evaluation one ply ahead, and classic-2 (level 2) searches two plies deep with alpha-beta on the same evaluation.

# Racing Kings

help-racing-kings-name = Racing Kings
help-racing-kings-objective = Be the first to bring your king to the eighth rank, the top row of the board.
help-racing-kings-start-heading = The start
help-racing-kings-start-1 = Both sides start side by side on the first two ranks: White on the right, Black on the left. White moves first.
help-racing-kings-start-2 = There are no pawns, so there is no promotion and no en passant, and there is no castling.
help-racing-kings-start-caption = The start position: White moves first.
help-racing-kings-how-pieces-move-heading = How the pieces move
help-racing-kings-how-pieces-move-1 = Every piece moves and captures as in chess. The king moves one square in any direction, the queen any distance along ranks, files and diagonals, the rook along ranks and files, and the bishop along diagonals.
help-racing-kings-how-pieces-move-2 = The knight jumps in an L: two squares along a rank or a file, then one to the side. The other pieces cannot jump.
help-racing-kings-how-pieces-move-3 = A king may never move onto a square an enemy piece attacks.
help-racing-kings-how-pieces-move-caption = The king on e3 may not step onto the d-file: the rook on d6 attacks it.
help-racing-kings-no-checks-ever-heading = No checks, ever
help-racing-kings-no-checks-ever-1 = A move is legal only if afterwards neither king is in check. You may not give check, and you may not put or leave your own king in check.
help-racing-kings-no-checks-ever-caption = The rook on d1 may not go to d4, where it would check the king on h4.
help-racing-kings-blacks-last-chance-heading = Black's last chance
help-racing-kings-blacks-last-chance-1 = White moves first, so when White's king reaches the eighth rank, Black gets one more move.
help-racing-kings-blacks-last-chance-2 = If Black's king can also reach the eighth rank on that move, Black plays on, and only that king move draws; any other move loses. If it cannot, White wins at once.
help-racing-kings-blacks-last-chance-caption = White's king is on d8: Black draws only with b7a8 or b7b8.
help-racing-kings-how-game-ends-heading = How the game ends
help-racing-kings-how-game-ends-1 = With White to move, if exactly one king is on the eighth rank that side has won, and if both are the game is drawn. Black's king reaching the eighth rank first wins at once.
help-racing-kings-how-game-ends-2 = Stalemate is a draw, except in the case above, which White wins. A position repeated three times, or 100 moves in a row (fifty by each side) without a capture, is a draw.
help-racing-kings-how-game-ends-3 = There is no rule of insufficient material.
help-racing-kings-options-heading = Options
help-racing-kings-options-1 = There is nothing to choose: every game starts from the position above, White to move.
help-racing-kings-computer-players-heading = Computer players
help-racing-kings-computer-players-1 = The player random makes random legal moves. From the 2017 Prolog program, classic-smart (somewhat smart) moves its king to a higher rank when it can, choosing at random, and otherwise plays a random move.

# Massacre Chess

help-massacre-name = Massacre Chess
help-massacre-objective = Capture on every move: the first player who cannot capture loses.
help-massacre-deal-heading = The deal
help-massacre-deal-1 = The board starts full. Each side has 8 queens, 8 rooks, 8 bishops and 8 knights, and no king or pawn.
help-massacre-deal-2 = The 64 pieces are dealt to the squares at random from a deal number, shown during the game as, for example, Massacre #48213. The same number always deals the same board.
help-massacre-deal-3 = White moves first, unless the first player is drawn at random.
help-massacre-deal-caption = A sample deal; your board is dealt from the number shown in the game.
help-massacre-every-move-must-capture-heading = Every move must capture
help-massacre-every-move-must-capture-1 = Every move must capture an opponent's piece; a move onto an empty square is not allowed.
help-massacre-every-move-must-capture-2 = Pieces move as in chess. Knights jump; the others stop at the first piece in their way and may capture it if it is an enemy.
help-massacre-queen-heading = The queen
help-massacre-queen-1 = The queen captures any distance along a rank, a file or a diagonal.
help-massacre-queen-caption = The queen on d4 may take on b6, d6 or f2; d7 hides behind d6.
help-massacre-rook-heading = The rook
help-massacre-rook-1 = The rook captures any distance along a rank or a file.
help-massacre-rook-caption = The rook on a1 may take on a5 or e1, and go nowhere else.
help-massacre-bishop-heading = The bishop
help-massacre-bishop-1 = The bishop captures any distance along a diagonal.
help-massacre-bishop-caption = The bishop on c1 may take on a3 or f4.
help-massacre-knight-heading = The knight
help-massacre-knight-1 = The knight jumps in an L: two squares along a rank or a file, then one to the side, over any piece between.
help-massacre-knight-caption = The knight on g1 may take on e2, f3 or h3.
help-massacre-how-game-ends-heading = How the game ends
help-massacre-how-game-ends-1 = The player to move who has no capture loses. That includes a player with no pieces left.
help-massacre-how-game-ends-2 = There are no draws.
help-massacre-how-game-ends-caption = White has no capture, so White loses.
help-massacre-options-heading = Options
help-massacre-options-1 = First player: White (the default) or random.
help-massacre-options-2 = Deal number: the board is shuffled from it, so entering a number you have seen replays that deal.
help-massacre-computer-players-heading = Computer players
help-massacre-computer-players-1 = The players random and classic-easy make random captures. From the 2017 Prolog program, classic-medium takes a queen if it can, else a rook, else a bishop, else a knight.
help-massacre-computer-players-2 = Also from that program, classic-hard plays the capture after which the piece it moved has the most captures of its own.

# Martian Chess

help-martian-name = Martian Chess
help-martian-objective = Score the most points by capturing across the canal, until a zone is empty.
help-martian-board-and-start-heading = The board and the start
help-martian-board-and-start-1 = Martian Chess is played on half a chessboard: 4 files (a-d) by 8 ranks. Player 1's zone is ranks 1-4, player 2's is ranks 5-8, and the line between them is the canal.
help-martian-board-and-start-2 = Each player starts with three queens, three drones and three pawns in a corner. Player 1 moves first, unless the new-game screen says otherwise.
help-martian-board-and-start-caption = The start position: player 1 at the bottom left, player 2 top right.
help-martian-pieces-have-no-colour-heading = Pieces have no colour
help-martian-pieces-have-no-colour-1 = You control exactly the pieces that stand in your zone, whoever brought them there. A piece you move across the canal becomes your opponent's.
help-martian-pieces-have-no-colour-2 = You must move on your turn. No piece jumps over another.
help-martian-pawn-heading = The pawn
help-martian-pawn-1 = A pawn moves one square diagonally, in any of the four directions.
help-martian-pawn-caption = The pawn on b4 may take the drone on c5 for 2 points.
help-martian-drone-heading = The drone
help-martian-drone-1 = A drone moves one or two squares along a rank or a file, in any direction.
help-martian-drone-caption = The drone on c4 may take the pawn on c6; your pawn on b4 blocks it.
help-martian-queen-heading = The queen
help-martian-queen-1 = A queen moves any distance in a straight line: along a rank, a file or a diagonal.
help-martian-queen-caption = The queen on b3 may take the drone on b7 or the pawn on d5.
help-martian-capturing-and-scoring-heading = Capturing and scoring
help-martian-capturing-and-scoring-1 = Moving onto a piece in your opponent's zone captures it. You score 3 points for a queen, 2 for a drone and 1 for a pawn.
help-martian-capturing-and-scoring-2 = The piece you moved stays on that square, so it now belongs to your opponent.
help-martian-capturing-and-scoring-3 = You may not move onto a piece in your own zone, except by field promotion.
help-martian-field-promotion-heading = Field promotion
help-martian-field-promotion-1 = If you have no queen in your zone, you may move a drone onto one of your pawns, or a pawn onto one of your drones: the two merge into a queen.
help-martian-field-promotion-2 = If you have no drone, you may move a pawn onto another of your pawns to make a drone.
help-martian-field-promotion-caption = You have no queen: the drone on b2 may merge with the pawn on b3.
help-martian-no-rejection-heading = No rejection
help-martian-no-rejection-1 = If your opponent's last move carried a piece across the canal, you may not move that piece straight back to the square it came from.
help-martian-no-rejection-2 = This holds for that one turn, whether or not the move would capture.
help-martian-no-rejection-caption = Player 2 just played b5b4: the drone is yours, but may not go to b5.
help-martian-how-game-ends-heading = How the game ends
help-martian-how-game-ends-1 = The game ends as soon as either zone is empty after a move. The higher score wins; on a tie, the player who made the last move wins.
help-martian-how-game-ends-2 = It also ends when the player to move has no legal move, or after 27 moves in a row without a capture. Then the higher score wins and a tie is a draw.
help-martian-options-heading = Options
help-martian-options-1 = First player: player 1 (the default), player 2 or random.
help-martian-options-2 = Stall rule: 27 moves in a row without a capture end the game (the default), or call the clock. With call the clock, a player may call it on their turn by typing a move with ! after it (press : and type c3d4!), and from then on 7 moves without a capture end the game.
help-martian-computer-players-heading = Computer players
help-martian-computer-players-1 = The players random and classic-easy make random legal moves. From the 2016 Prolog program, classic-hard captures the most valuable piece it can, and otherwise moves at random.

# Hasami Shogi

help-hasami-name = Hasami Shogi
help-hasami-objective = Capture enemy pieces by sandwiching them; leave your opponent two or fewer.
help-hasami-board-and-start-heading = The board and the start
help-hasami-board-and-start-1 = Each player has nine pieces on a 9x9 board, with files a-i and ranks 1-9.
help-hasami-board-and-start-2 = Black (player 1) starts on rank 1 and moves first, unless the new-game screen says otherwise. White (player 2) starts on rank 9.
help-hasami-board-and-start-caption = The start position: Black moves first.
help-hasami-moving-heading = Moving
help-hasami-moving-1 = A piece moves like a rook in chess: any number of empty squares along a rank or a file. It cannot jump over other pieces.
help-hasami-moving-2 = A piece always lands on an empty square; nothing is captured by landing on it.
help-hasami-moving-caption = The piece on e5 moves until another piece or the edge stops it.
help-hasami-capturing-by-sandwich-heading = Capturing by sandwich
help-hasami-capturing-by-sandwich-1 = After your move, look along the ranks and files from the piece you moved, in all four directions. A line of one or more enemy pieces closed at the far end by another of your pieces is captured.
help-hasami-capturing-by-sandwich-2 = Diagonals never capture.
help-hasami-capturing-by-sandwich-caption = Moving a6e6 sandwiches the piece on e5 against e4 and captures it.
help-hasami-two-lines-at-once-heading = Two lines at once
help-hasami-two-lines-at-once-1 = One move can capture in several directions at once, and a line may be several pieces long.
help-hasami-two-lines-at-once-caption = The move e1e5 captures d5 (against c5) and both e6 and e7 (against e8).
help-hasami-corner-capture-heading = Corner capture
help-hasami-corner-capture-1 = An enemy piece in a corner is captured when your move occupies the second of the two squares next to it.
help-hasami-corner-capture-caption = The move d8a8 captures the piece in the corner, since b9 is already yours.
help-hasami-moving-into-a-sandwich-is-safe-heading = Moving into a sandwich is safe
help-hasami-moving-into-a-sandwich-is-safe-1 = Only the player who moves captures. You may move a piece between two enemy pieces and it stays on the board.
help-hasami-moving-into-a-sandwich-is-safe-caption = The move e1e5 is safe: the pieces on d5 and f5 do not capture it.
help-hasami-how-game-ends-heading = How the game ends
help-hasami-how-game-ends-1 = With the default win condition, a player left with two pieces or fewer loses. A player with no legal move loses too.
help-hasami-how-game-ends-2 = A position repeated three times, or 100 moves in a row without a capture, is a draw.
help-hasami-options-heading = Options
help-hasami-options-1 = First player: player 1 (the default), player 2 or random.
help-hasami-options-2 = Win condition: the opponent is down to two pieces (the default), or down to one piece. Or else five captures, or three more captures than the opponent when your turn comes.
help-hasami-options-3 = Corner capture: on (the default) or off.
help-hasami-options-4 = Edge capture: off (the default) or on. When on, a line of enemy pieces along an edge is captured when your move fills every square next to it: its ends along the edge, unless a corner, and each square beside it towards the centre.
help-hasami-computer-players-heading = Computer players
help-hasami-computer-players-1 = The players random and classic-random make random legal moves. From the 2010 Prolog program, classic-greedy makes the move that captures most; when none captures, it picks at random a move after which you cannot capture.
help-hasami-computer-players-2 = Also from that program, classic-minimax looks two moves ahead, or three when it has fewer than five pieces, counting the pieces each side has.

## Games played (Statistics → Games)

games-title = Games played
games-reading = Reading the games kept…
games-none = No finished games yet: every game played here to its end is kept and listed.
games-header-ended = Ended (UTC)
games-header-game = Game
games-header-players = Players
games-header-result = Result
games-header-reason = Reason
games-header-moves = Moves
games-versus = { $one } – { $two }
# Why a game ended, in a word or two; selected by the reason's code.
games-reason = { $reason ->
    [checkmate] checkmate
    [stalemate] stalemate
    [fifty-moves] fifty moves
    [insufficient-material] insufficient material
    [repetition] repetition
    [race-won] race won
    [race-drawn] race drawn
    [no-capture] cannot capture
    [zone-empty] zone empty
    [stalled] stalled
    [no-moves] no legal move
    [pieces-left] pieces left
    [captures] captures
    [quiet-limit] quiet moves
    [time] time
    [abandoned] abandoned
    [resigned] resigned
   *[agreed] draw agreed
}
games-count = { $total ->
    [one] { $total } game
   *[other] { $total } games
}
games-range = { $first }–{ $last } of { $total }
games-more-unreadable = …and { $count } more { $count ->
    [one] file
   *[other] files
} that could not be read

## TV in the lobby

tv-heading = TV · { $title }
tv-next = Next on TV: { $game }

## Files: saves, imports, settings and engines
# What the system, a parser or an engine said ($reason, $says, $status,
# $said, $what) comes in its own words, in every language.

file-problem-not-text = it is not text
file-problem-empty = the file is empty
file-problem-version = `version` is not a whole number
file-problem-line = line { $line }: { $says }
file-decode-newer = it comes from a newer version of tabuleiro (format { $found }, this one reads up to { $known })
file-set-aside = { $name } could not be read ({ $problem }); using defaults, the old file is kept as { $kept }
file-not-set-aside = { $name } could not be read ({ $problem }) nor renamed aside ({ $reason }); using defaults, the file is left as it is
file-newer = { $name } comes from a newer version of tabuleiro (format { $found }, this one reads up to { $known }); using defaults, the file is left as it is
file-unopenable = { $name } could not be opened ({ $reason }); using defaults, the file is left as it is
file-write-failed = could not save { $name } ({ $reason })
file-write-newer = { $name } comes from a newer version of tabuleiro (format { $found }); it is left as it is and was not saved over
file-no-home = no home directory to keep files in; set { $config } and { $data } to directories tabuleiro may use
file-theme-skipped = theme { $name }: { $problem }; it is skipped
save-not-found = there is no save named "{ $name }"
save-cannot-delete = could not delete the save "{ $name }" ({ $reason })
save-cannot-clear = could not remove the autosave of the finished game ({ $reason })
save-cannot-list = could not list the saves ({ $reason })
record-position = the start position cannot be read: { $error }
record-move = move { $number } ({ $move }) cannot be played: { $error }
record-redo = move { $number } to redo ({ $move }) cannot be played: { $error }
record-decode = the game record cannot be read: { $error }
resume-cannot = the saved game cannot be continued: { $error }
resume-unknown-player = unknown player { $id } for { $game } (try --list-players)
import-not-a-file = not a file that can be imported
import-too-large = the file is { $size } MiB; games to import are at most { $most } MiB
import-not-text = the file is not text (not UTF-8)
import-cannot-open = cannot open the file ({ $reason })
import-cannot-read = cannot read the file ({ $reason })
pgn-unsupported = { $game } has no PGN; only Chess and Racing Kings do
pgn-variant = game { $game }: unknown variant { $variant }
pgn-fen = game { $game }: the FEN tag cannot be read: { $error }
pgn-move = game { $game }: move { $number } { $move }: { $error }
pgn-syntax = line { $line }: { $problem }
pgn-empty = no game found
pgn-comment-open = a comment `{"{"}` is not closed
pgn-variation-open = a variation `(` is not closed
pgn-no-variation = a `)` closes no variation
pgn-tag-shape = a tag must read [Name "value"]
pgn-tag-value-open = a tag value is not closed by `"`
pgn-tag-open = a tag is not closed by `]`
engine-bad-option = bad engine option { $option } (want NAME=VALUE)
engine-bad-command = bad engine command { $command }: { $reason }
engine-cannot-start = cannot start { $program }: { $reason }
engine-unsupported = { $engine } cannot play { $game }: { $reason }
engine-died = { $engine } died ({ $status })
engine-died-saying = { $engine } died ({ $status }): { $said }
engine-timed-out = { $engine } timed out: { $what }
engine-illegal-move = { $engine } played an illegal move: { $move }
engine-protocol = { $engine } broke the protocol: { $what }
engine-not-on-server = outside engines do not run on a server
archive-unread = the game archive could not be read ({ $reason })
archive-game-unread = archived game { $name } could not be read ({ $problem })
engine-unsplittable = a quote is not closed, or it ends with a lone backslash
engine-command-empty = it is empty
engine-no-pipes = its pipes could not be opened
engine-variant-not-offered = its UCI_Variant does not offer it
engine-no-variant-option = it has no UCI_Variant option
engine-output-closed = its output closed
engine-no-uciok = no uciok
engine-no-readyok = no readyok
engine-no-bestmove = no bestmove in time
engine-bestmove-empty = bestmove without a move
engine-bestmove-null = bestmove { $move } while { $count } legal moves are left
theme-not-a-colour = not a colour: { $text }

## #36 keys
confirm-quit-seat = Quit tabuleiro? Your seat in a game under way waits for you; come back in time or the game is lost.
no-other-opponent = No engine to switch to: add one in Settings → Engines.
game-pause-set = This game: { $seconds } between moves (Settings keep { $setting }).
## #36 notation
confirm-start-new = Start a new game? The game in progress is kept in Games played, as abandoned.
settings-notation = Notation
settings-name = Your name
notation-letters = letters (KQRBN)
notation-english = English (KQRBN)
notation-figurines = figurines (♘)
typed-r-ambiguous = { $move }: R is both king (rei) and rook here: type K or T (torre).
## #36 looks
# The score of a game that counts points, each player's beside their
# name (cut to fit), player 1 first: "Ana 5 – 3 Computer".
panel-score-sides = { $one } { $one-points } – { $two-points } { $two }
## #36 review
# Review: a player's accuracy beside their marks ("accuracy 87%").
analysis-accuracy = accuracy { $percent }%
# Review's key to the next / previous move marked ?!, ? or ??.
key-marks = mistakes
# New game, computer against computer: the level field of each side.
setup-bot-side = { $side } computer
## #36 words
not-rated = Not rated
## #36 rooms
refused-name-too-long = A name is at most { $most } characters long (a wide character counts two).
login-name-too-long = Your user name is longer than { $most } characters, so you go by a guest name.
lookup-prompt = Profile of:
key-player = player
controls-lobby-lookup = Looking up a player
key-copy = copy
record-copied = Sent to your clipboard (if your terminal allows it).
settings-room-bell = Bell in rooms (opponent's move, low clock)
## #36 lead
panel-nodes = { $count } nodes
## #37 puzzles and lessons on the board
puzzle-wrong = That is not the move.
drill-solved = Right!
drill-failed = { $why } The solution was { $move }.
drill-hint = Hint: move the piece on { $square }.
controls-puzzles = Puzzles: choosing the game
controls-drill = A puzzle or a lesson on the board
controls-drill-over = A puzzle or a lesson's step finished
key-puzzles = puzzles
key-next = next
key-retry = try again
key-puzzle-rated = rated puzzles
key-streak = streak
menu-puzzles = Puzzles
puzzles-title = Puzzles
puzzles-explain = Each puzzle starts with the opponent's move; then find the one move that wins. Enter plays rated puzzles near your puzzle rating; s plays a streak: puzzles in a row, a little harder each time, until one is missed (not rated).
puzzles-mixed = All games
puzzle-solved = Solved!
puzzle-failed = Missed.
puzzle-unrated = This try is not rated.
streak-unrated = Streaks are not rated.
puzzle-progress = Your puzzle rating: { $rating }  ·  solved { $solved }  ·  missed { $failed }  ·  best streak { $best }
puzzle-heading = Puzzle · { $game }
streak-heading = Streak { $solved } · { $game }
puzzle-id = #{ $id } · rated { $rating }
puzzle-find = { $side } to play: find the best move.
puzzle-themes = Themes: { $themes }
puzzle-rating-change = Your puzzle rating: { $rating } ({ $change })
puzzle-your-rating = Your puzzle rating: { $rating }
puzzle-theme-mate = checkmate
puzzle-theme-mateIn1 = mate in 1
puzzle-theme-mateIn2 = mate in 2
puzzle-theme-mateIn3 = mate in 3
puzzle-theme-mateIn4 = mate in 4
puzzle-theme-mateIn5 = mate in 5
puzzle-theme-fork = fork
puzzle-theme-promotion = promotion
puzzle-theme-race = race
puzzle-theme-advantage = advantage
puzzle-theme-crushing = crushing
puzzle-theme-short = short
puzzle-theme-long = long
puzzle-theme-canalCapture = capture across the canal
puzzle-theme-cornerCapture = corner capture
puzzle-theme-sandwich = sandwich
puzzle-theme-multiCapture = several captures
## #37 lessons
help-racing-kings-blocking-heading = Blocking the other king
help-racing-kings-blocking-1 = A king may never step onto a square your pieces attack, so a piece can close its road up the board: a rook on the eighth rank keeps the other king off it, without giving check.
lesson-chess-king-title = The king
lesson-chess-king-step1-task = The king moves one square in any direction. Take the rook.
lesson-chess-king-step1-hint = The rook on d5 stands next to your king, and nothing guards it.
lesson-chess-king-step1-wrong = That move does not take the rook on d5.
lesson-chess-queen-title = The queen
lesson-chess-queen-step1-task = The queen moves any distance along ranks, files and diagonals. Take the knight.
lesson-chess-queen-step1-hint = Look along the diagonal from d4 towards the top left.
lesson-chess-queen-step1-wrong = That move does not take the knight on b6.
lesson-chess-rook-title = The rook
lesson-chess-rook-step1-task = The rook moves any distance along ranks and files. Take the pawn.
lesson-chess-rook-step1-hint = The pawn is on b5, straight up the b-file from your rook.
lesson-chess-rook-step1-wrong = That move does not take the pawn on b5.
lesson-chess-bishop-title = The bishop
lesson-chess-bishop-step1-task = The bishop moves any distance along diagonals. Take the pawn.
lesson-chess-bishop-step1-hint = The pawn on g6 lies on a diagonal of the bishop on d3.
lesson-chess-bishop-step1-wrong = That move does not take the pawn on g6.
lesson-chess-knight-title = The knight
lesson-chess-knight-step1-task = The knight jumps in an L: two squares one way, then one to the side. Take the pawn.
lesson-chess-knight-step1-hint = From d4, the knight reaches b3: two squares left, one down.
lesson-chess-knight-step1-wrong = That move does not take the pawn on b3.
lesson-chess-pawn-title = The pawn
lesson-chess-pawn-step1-task = A pawn moves straight ahead, one square, or two from its first square. Move your pawn to e4.
lesson-chess-pawn-step1-hint = From e2, two squares ahead is e4.
lesson-chess-pawn-step1-wrong = The pawn did not reach e4.
lesson-chess-pawn-step2-task = A pawn captures one square diagonally forward. Take the pawn.
lesson-chess-pawn-step2-hint = Your pawn on e2 takes on d3.
lesson-chess-pawn-step2-wrong = That move does not take the pawn on d3.
lesson-chess-pawn-step2-illegal = A pawn never captures straight ahead, only diagonally.
lesson-chess-en-passant-title = En passant
lesson-chess-en-passant-step1-task = Black's pawn just moved two squares, from d7 to d5, past your pawn. Take it en passant.
lesson-chess-en-passant-step1-hint = Move your pawn to d6, the square the black pawn passed over.
lesson-chess-en-passant-step1-wrong = That move does not take the pawn on d5. En passant is only possible right now.
lesson-chess-promotion-title = Promotion
lesson-chess-promotion-step1-task = A pawn that reaches the last rank becomes a queen, rook, bishop or knight. Make a queen.
lesson-chess-promotion-step1-hint = Move the pawn to e8, or take on d8, and choose the queen.
lesson-chess-promotion-step1-wrong = Your pawn did not become a queen.
lesson-chess-promotion-step2-task = Promote and give mate at once.
lesson-chess-promotion-step2-hint = On e8 the new queen is taken by the rook; take the rook instead.
lesson-chess-promotion-step2-wrong = That is not mate. The black king is trapped behind its pawns: check it along the eighth rank where nothing can take the checking piece.
lesson-chess-castling-title = Castling
lesson-chess-castling-step1-task = Castle: move your king two squares towards a rook, and the rook jumps over it.
lesson-chess-castling-step1-hint = Move the king from e1 to g1, or to c1.
lesson-chess-castling-step1-wrong = That is not castling. Move the king two squares sideways.
lesson-chess-castling-step2-task = Castle again. The bishop on h5 watches one side.
lesson-chess-castling-step2-hint = The bishop attacks d1, so the king may not pass it: castle on the other side.
lesson-chess-castling-step2-illegal = The king may not castle out of check, through an attacked square, or into check.
lesson-chess-checkmate-title = Check and mate
lesson-chess-checkmate-step1-task = Your king is in check. Get out of check by taking the checking rook.
lesson-chess-checkmate-step1-hint = Nothing guards the rook on e2: your king can take it.
lesson-chess-checkmate-step1-wrong = Stepping aside also ends the check, but here you can take the rook.
lesson-chess-checkmate-step1-illegal = Your king is in check: your move must end the check.
lesson-chess-checkmate-step2-task = Give mate: check the king so that it has no escape.
lesson-chess-checkmate-step2-hint = Black's own pawns shut the king in. Use the rook on the eighth rank.
lesson-chess-checkmate-step3-task = Give mate with the queen. Your king guards the squares in front of the black king.
lesson-chess-checkmate-step3-hint = Check along the eighth rank.
lesson-chess-checkmate-wrong = That is not mate: the black king is not in check, or it can escape.
lesson-chess-stalemate-title = Stalemate
lesson-chess-stalemate-step1-task = Give mate in one. Careful: if Black has no legal move but is not in check, it is stalemate, a draw.
lesson-chess-stalemate-step1-hint = Check the king along the eighth rank.
lesson-chess-stalemate-step1-stalemate = Stalemate! Black cannot move but is not in check: the game is drawn.
lesson-racing-kings-start-title = The race
lesson-racing-kings-start-step1-task = Race your king up the board: two moves, each to a higher rank.
lesson-racing-kings-start-step1-hint = Your king starts on h2. Step up to g3 or h3, then up again.
lesson-racing-kings-start-step1-wrong = Your king did not move up the board. In this race every tempo counts.
lesson-racing-kings-start-step2-task = Reach the eighth rank and win.
lesson-racing-kings-start-step2-hint = Any square of the top row will do: Black's king is too far to follow.
lesson-racing-kings-not-home = Your king did not reach the eighth rank.
lesson-racing-kings-attacked-square = Your king may never step onto a square an enemy piece attacks.
lesson-racing-kings-pieces-title = The pieces
lesson-racing-kings-pieces-step1-task = Pieces move and capture as in chess. Take the rook with your king.
lesson-racing-kings-pieces-step1-hint = The rook on d4 is next to your king, and nothing guards it.
lesson-racing-kings-pieces-step1-wrong = That move does not take the rook on d4.
lesson-racing-kings-no-checks-title = No checks
lesson-racing-kings-no-checks-step1-task = Take the knight on d4. No move may give check, not even a capture.
lesson-racing-kings-no-checks-step1-hint = From d4 the rook would check the king on h4; the bishop would not.
lesson-racing-kings-no-checks-step1-wrong = That move does not take the knight on d4.
lesson-racing-kings-no-checks-step1-illegal = In Racing Kings no move may give check: that one would.
lesson-racing-kings-no-checks-step2-task = Reach the eighth rank. Two of the squares above your king are attacked.
lesson-racing-kings-no-checks-step2-hint = The rook watches d8 and the bishop f8: go straight up.
lesson-racing-kings-last-chance-title = Black's last chance
lesson-racing-kings-last-chance-step1-task = You are Black. White's king has reached the eighth rank; you get one more move. Draw the game.
lesson-racing-kings-last-chance-step1-hint = Only a king move to the eighth rank draws now: a8 or b8.
lesson-racing-kings-last-chance-step1-wrong = Any move but a king move to the eighth rank loses now.
lesson-racing-kings-ends-title = First home wins
lesson-racing-kings-ends-step1-task = You are Black, and your king can reach the eighth rank before White's. Win.
lesson-racing-kings-ends-step1-hint = Black's king reaching the eighth rank first wins at once: a8 or b8.
lesson-racing-kings-ends-step1-wrong = You could have reached the eighth rank first and won at once.
lesson-racing-kings-block-title = Blocking
lesson-racing-kings-block-step1-task = Black's king is one step from the eighth rank. Move a piece so it cannot step up.
lesson-racing-kings-block-step1-hint = A rook on the eighth rank attacks every square of it.
lesson-racing-kings-block-step1-wrong = Black's king can still step up the board.
lesson-racing-kings-block-step1-illegal = No move may give check: the rook may not stand on the black king's rank or file.
lesson-massacre-must-capture = Remember: in Massacre every move must capture.
lesson-massacre-capture-title = Every move captures
lesson-massacre-capture-step1-task = Every move must capture. Take the rook.
lesson-massacre-capture-step1-hint = Your rook on c1 takes straight up the c-file.
lesson-massacre-capture-step1-wrong = That captures, but not the rook on c3.
lesson-massacre-queen-title = The queen
lesson-massacre-queen-step1-task = The queen captures along ranks, files and diagonals. Take the bishop on f2.
lesson-massacre-queen-step1-hint = f2 is on the diagonal down and to the right of d4.
lesson-massacre-queen-step1-wrong = That does not take the bishop on f2.
lesson-massacre-rook-title = The rook
lesson-massacre-rook-step1-task = The rook captures along ranks and files. Take the knight.
lesson-massacre-rook-step1-hint = The knight is on e1, along the first rank.
lesson-massacre-rook-step1-wrong = That does not take the knight on e1.
lesson-massacre-bishop-title = The bishop
lesson-massacre-bishop-step1-task = The bishop captures along diagonals. Take the queen.
lesson-massacre-bishop-step1-hint = The queen is on f4, on the long way up and to the right.
lesson-massacre-bishop-step1-wrong = That does not take the queen on f4.
lesson-massacre-knight-title = The knight
lesson-massacre-knight-step1-task = The knight jumps in an L over any piece. Take the queen.
lesson-massacre-knight-step1-hint = The queen is on e2: two squares left of the knight and one up.
lesson-massacre-knight-step1-wrong = That does not take the queen on e2.
lesson-massacre-ends-title = Out of captures
lesson-massacre-ends-step1-task = The player to move with no capture loses. Find the only capture that does not lose.
lesson-massacre-ends-step1-hint = After each capture, see what Black can take back.
lesson-massacre-ends-step1-wrong = After that, Black takes your last piece, and with no capture left you lose.
lesson-massacre-ends-step2-task = Make the capture that leaves Black without a capture: you win at once.
lesson-massacre-ends-step2-hint = Which black piece could take your queen after each capture?
lesson-massacre-ends-step2-wrong = The game goes on: Black still has a capture.
lesson-martian-pawn-title = The pawn
lesson-martian-pawn-step1-task = A pawn moves one square diagonally, any way. Capture the drone across the canal.
lesson-martian-pawn-step1-hint = Your pawn is on b4; the drone on c5 is one diagonal step away.
lesson-martian-pawn-step1-wrong = That does not take the drone on c5.
lesson-martian-drone-title = The drone
lesson-martian-drone-step1-task = A drone moves one or two squares along a rank or file. Capture the pawn.
lesson-martian-drone-step1-hint = The drone on c4 reaches c6 in one move.
lesson-martian-drone-step1-wrong = That does not take the pawn on c6.
lesson-martian-queen-title = The queen
lesson-martian-queen-step1-task = A queen moves any distance in a straight line. Take the drone: it is worth 2 points.
lesson-martian-queen-step1-hint = Look straight up the b-file.
lesson-martian-queen-step1-wrong = That does not take the drone on b7.
lesson-martian-canal-title = Capture and score
lesson-martian-canal-step1-task = Capture across the canal and score the most you can: a queen is worth 3, a drone 2, a pawn 1.
lesson-martian-canal-step1-hint = Your queen on c4 sees the queen on c8.
lesson-martian-canal-step1-wrong = That scores less than you could: take the queen on c8.
lesson-martian-canal-step1-illegal = You control only the pieces in your zone, and you may not move onto one of them.
lesson-martian-promotion-title = Field promotion
lesson-martian-promotion-step1-task = You have no queen in your zone. Merge your drone and your pawn into a queen.
lesson-martian-promotion-step1-hint = Move the drone on b2 onto the pawn on b3.
lesson-martian-promotion-step1-wrong = No queen was made: move the drone onto your pawn.
lesson-martian-rejection-title = No rejection
lesson-martian-rejection-step1-task = Player 2 just moved the drone from b5 to b4: it is yours now. Take the pawn on b6.
lesson-martian-rejection-step1-hint = The drone moves two squares, past b5 to b6.
lesson-martian-rejection-step1-wrong = That does not take the pawn on b6.
lesson-martian-rejection-step1-illegal = No rejection: the drone that just crossed may not go straight back to b5 this turn.
lesson-martian-ends-title = The end and the score
lesson-martian-ends-step1-task = You lead 3 to 2, and your zone holds one piece. End the game now and win.
lesson-martian-ends-step1-hint = The game ends as soon as a zone is empty: move your queen across the canal.
lesson-martian-ends-step1-wrong = The game goes on: it ends only when a zone is empty.
lesson-hasami-moving-title = Moving
lesson-hasami-moving-step1-task = A piece moves like a rook, over empty squares. Move the piece on e5 as far left as it can go.
lesson-hasami-moving-step1-hint = The piece on b5 stops it one square short.
lesson-hasami-moving-step1-wrong = You did not move the piece on e5 to c5.
lesson-hasami-moving-step1-illegal = Pieces move along a rank or a file, over empty squares only, and never jump.
lesson-hasami-sandwich-title = The sandwich
lesson-hasami-sandwich-step1-task = Sandwich the enemy piece on e5 between two of yours to capture it.
lesson-hasami-sandwich-step1-hint = Your piece on e4 holds one side: put another on e6.
lesson-hasami-sandwich-step1-wrong = That does not capture the piece on e5.
lesson-hasami-lines-title = Several lines at once
lesson-hasami-lines-step1-task = One move can sandwich in several directions. Take three pieces at once.
lesson-hasami-lines-step1-hint = Move a piece to e5: it closes d5 against c5, and e6 and e7 against e8.
lesson-hasami-lines-step1-wrong = That does not take d5, e6 and e7 together.
lesson-hasami-corner-title = Corner capture
lesson-hasami-corner-step1-task = A piece in a corner is captured when you hold both squares beside it. Take the piece on a9.
lesson-hasami-corner-step1-hint = You already hold b9: move to a8.
lesson-hasami-corner-step1-wrong = That does not take the piece in the corner.
lesson-hasami-safe-title = Into a sandwich, safely
lesson-hasami-safe-step1-task = Only the player who moves captures. Move a piece between the enemy pieces on d5 and f5.
lesson-hasami-safe-step1-hint = The piece on e1 can go straight up to e5.
lesson-hasami-safe-step1-wrong = No piece went to e5, between the two enemy pieces.
lesson-hasami-ends-title = The end
lesson-hasami-ends-step1-task = White has three pieces. Leave White with two and win.
lesson-hasami-ends-step1-hint = Sandwich the piece on e5.
lesson-hasami-ends-step1-wrong = The game goes on: take a piece to leave White with two.
lesson-hasami-sandwich-step2-task = White threatens to sandwich your piece on e5. Make a move after which none of your pieces can be taken.
lesson-hasami-sandwich-step2-hint = The enemy piece on c4 can reach e4, and then your piece on e5 is closed in. Move it away, to a square no enemy piece can close.
lesson-hasami-sandwich-step2-wrong = That move lets one of your pieces be taken next turn.
controls-lessons = Lessons: choosing one
lessons-title = Lessons · { $game }
lessons-explain = Each lesson puts a rule on the board: do the task with a move, t gives a hint. A wrong move is explained and taken back.
lesson-done-mark = done
lesson-step = Step { $step } of { $steps }
lesson-done = Lesson done!
help-lesson-link = ▸ Try it: lesson “{ $title }” (enter opens the lessons)
lesson-hint = Hint: { $hint }
key-lessons = lessons
