# A interface do tabuleiro em português europeu.
#
# As mesmas chaves e os mesmos marcadores que en.ftl, por ecrã.

## Settings

settings-language = Idioma

## Shared words

length-moves = { $count ->
    [one] { $count } lance
   *[other] { $count } lances
}
