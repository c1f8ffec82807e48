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
