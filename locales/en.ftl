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
refused-no-game = There is no game { $id } in the archive.
refused-not-read = The server could not read that just now: try again in a moment.

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
