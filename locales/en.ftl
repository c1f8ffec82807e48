# tabuleiro's interface in English.
#
# Every sentence the interface shows is here, keyed by message; the
# Portuguese catalogue (pt-PT.ftl) has the same keys with the same
# placeholders. Group messages under the screen that shows them.

## Settings

settings-language = Language

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
refused-no-draws = { $game } has no draws.
refused-offer-standing = An offer is waiting for its answer already.
refused-no-offer = There is no offer to answer.
refused-nothing-to-take-back = You have no move to take back.
refused-not-over = The game is not over yet.
refused-computer-opponent = The computer takes no takebacks or rematches: play on or resign.
refused-computer-to-move = Offer the computer a draw on your own move.
refused-not-kept = The server could not save that, so it did not happen: try again in a moment.
refused-no-player = There is no player { $name }.
refused-not-read = The server could not read that just now: try again in a moment.
