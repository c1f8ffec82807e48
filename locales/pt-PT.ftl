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

## Game names

game-chess = Xadrez
game-racing-kings = Corrida de Reis
game-massacre = Xadrez Massacre
game-martian = Xadrez Marciano
game-hasami = Hasami Shogi

## Refusals: why the rooms of a server refused a request

refused-no-room = Não há nenhuma sala { $room }.
refused-too-many-rooms = Este servidor chegou ao limite de { $most } salas: entre ou assista a uma, ou tente mais tarde.
refused-own-room-limit = Tem { $most } salas abertas: termine ou saia de uma primeiro (uma sala deixada vazia fecha ao fim de { $minutes } minutos).
refused-not-in-room = Não está na sala { $room }.
refused-not-seated = Não joga nesta sala.
refused-not-your-turn = Não é a sua vez.
refused-stale = Esse lance foi feito para uma posição anterior.
refused-not-playing = A partida não está a decorrer.
refused-illegal = { $move } não é um lance legal aqui.
refused-empty-line = Nada a dizer: a linha estava vazia.
refused-too-fast = Mais devagar: pode dizer outra linha dentro de { $secs } s.
refused-empty-name = Um nome precisa de uma letra ou de um algarismo.
refused-no-draws = { $game } não tem empates.
refused-offer-standing = Já há uma proposta à espera de resposta.
refused-no-offer = Não há nenhuma proposta a que responder.
refused-nothing-to-take-back = Não tem nenhum lance para anular.
refused-not-over = A partida ainda não terminou.
refused-computer-opponent = O computador não aceita anular lances nem desforras: continue a jogar ou desista.
refused-computer-to-move = Proponha empate ao computador na sua vez de jogar.
refused-not-kept = O servidor não conseguiu guardar isso, por isso não aconteceu: tente de novo daqui a pouco.
refused-no-player = Não há nenhum jogador { $name }.
refused-no-game = Não há nenhuma partida { $id } no arquivo.
refused-not-read = O servidor não conseguiu ler isso agora: tente de novo daqui a pouco.

## Illegal moves: why a move that reads well is not legal here

illegal-no-piece = não há nenhuma peça em { $square }
illegal-not-yours = essa peça não é sua
illegal-opponents-zone = essa peça está na zona do adversário
illegal-same-square = uma peça tem de ir para outra casa
illegal-capture-own = não pode capturar uma peça sua
illegal-onto-own = não pode ir para cima de uma peça sua
illegal-must-promote = um peão na última fila tem de ser promovido: acrescente q, r, b ou n
illegal-promote-as = um peão que chega a { $square } tem de ser promovido: escreva { $queen }, { $rook }, { $bishop } ou { $knight }
illegal-only-pawns-promote = só um peão que chega à última fila pode ser promovido
illegal-must-capture = todos os lances têm de capturar
illegal-king-in-check = o seu rei ficaria em xeque
illegal-gives-check = esse lance daria xeque, e nenhum lance o pode dar
illegal-king-one-square = o rei anda uma casa de cada vez
illegal-castling-lost = já não pode fazer roque para esse lado
illegal-castling-blocked = as casas entre o rei e a torre têm de estar vazias
illegal-castling-out-of-check = não pode fazer roque quando está em xeque
illegal-castling-through-attack = o rei não pode fazer roque passando por uma casa atacada
illegal-pawn-nothing-to-take = não há nada em { $square } para o peão capturar
illegal-pawn-forward-only = os peões só andam para a frente
illegal-pawn-capture-one-square = os peões capturam uma casa na diagonal, não mais
illegal-pawn-straight-ahead = os peões andam em frente e capturam uma casa na diagonal
illegal-pawn-one-or-two = um peão anda uma casa, ou duas no seu primeiro lance
illegal-pawn-captures-diagonally = os peões capturam na diagonal, nunca em frente
illegal-shape = { $piece ->
    [knight] o cavalo anda em L
    [bishop] o bispo anda na diagonal
    [rook] a torre anda ao longo das filas e colunas
   *[queen] a dama anda ao longo das filas, colunas e diagonais
}
illegal-direction = { $piece ->
    [pawn] os peões andam na diagonal, nunca a direito
    [queen] a dama anda ao longo de uma fila, coluna ou diagonal
   *[drone] os drones andam em linha reta, nunca na diagonal
}
illegal-distance = { $piece ->
    [pawn] os peões só andam uma casa
   *[drone] os drones andam no máximo duas casas
}
illegal-blocked = { $piece ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
    [drone] o drone
    [stone] a pedra
   *[pawn] o peão
} em { $square } está { $piece ->
    [queen] bloqueada
    [rook] bloqueada
    [stone] bloqueada
   *[other] bloqueado
}
illegal-way-blocked = o caminho está bloqueado em { $square }
illegal-capture-by-surrounding = { $square } está ocupada: as peças capturam cercando
illegal-straight-only = as peças andam ao longo de uma fila ou coluna, não na diagonal
illegal-or = ou
illegal-ambiguous = ambíguo: { $moves }
illegal-pawn-or-bishop = ambíguo: { $text } pode ser o peão b ou o bispo; escreva { $pawn } para o peão ou { $bishop } para o bispo
illegal-none-of-yours = não tem { $piece ->
    [king] nenhum rei
    [queen] nenhuma dama
    [rook] nenhuma torre
    [bishop] nenhum bispo
    [knight] nenhum cavalo
    [drone] nenhum drone
    [stone] nenhuma pedra
   *[pawn] nenhum peão
} que possa ir para { $square }
illegal-none-can-go = { $piece ->
    [king] nenhum rei
    [queen] nenhuma dama
    [rook] nenhuma torre
    [bishop] nenhum bispo
    [knight] nenhum cavalo
    [drone] nenhum drone
    [stone] nenhuma pedra
   *[pawn] nenhum peão
} pode ir para { $square }
illegal-field-promotion-held = a promoção no campo só é possível sem { $piece ->
    [queen] nenhuma dama
   *[drone] nenhum drone
} na sua zona
illegal-rejection = sem rejeição: essa peça não pode voltar logo para { $square }
illegal-call-needs-option = chamar o relógio (!) precisa da opção de chamar o relógio
illegal-clock-called = o relógio já foi chamado
illegal-not-here = { $move } não é um lance legal aqui
illegal-not-legal = esse lance não é legal aqui
move-unreadable = não se consegue ler o lance { $text }
move-illegal = lance ilegal: { $reason }
move-game-over = a partida terminou

## Position strings that cannot be read (FEN and the other games' strings)

position-fen-fields = uma FEN tem 6 campos (ou 4 sem os contadores de lances), esta tem { $count }
position-fen-side = o lado a jogar tem de ser w ou b, não { $text }
position-halfmove-clock = contador de meios-lances inválido { $text }
position-move-number = número de lance inválido { $text }
position-ranks = { $game ->
    [martian] o tabuleiro tem { $count } filas, não { $expected }
    [hasami] o tabuleiro tem { $count } filas (esperavam-se { $expected })
   *[other] o tabuleiro tem { $count } filas, esperavam-se { $expected }
}
position-rank-squares = a fila { $rank } tem { $count } casas
position-unknown-piece = peça desconhecida '{ $piece }' na fila { $rank }
position-unknown-stone = peça desconhecida '{ $piece }'
position-unknown-cell = a fila { $rank } tem '{ $cell }', que não é q, d, p nem um algarismo de 1 a 4
position-castling-field = campo de roque inválido { $text }
position-en-passant-field = campo de en passant inválido { $text }
position-castling-needs = campo de roque inválido: { $letter } precisa do rei das { $side ->
    [one] Brancas
   *[two] Pretas
} em { $king } e de uma torre em { $rook }
position-no-king = as { $side ->
    [one] Brancas
   *[two] Pretas
} não têm rei
position-kings = as { $side ->
    [one] Brancas
   *[two] Pretas
} têm { $count ->
    [2] dois
   *[other] { $count }
} reis
position-pawn-on-rank = peão na fila { $rank }
position-not-to-move-in-check = o lado que não joga está em xeque
position-no-pawns = a Corrida de Reis não tem peões
position-no-castling = campo de roque inválido: { $game ->
    [massacre] o Massacre
   *[other] a Corrida de Reis
} não tem roque
position-race-in-check = o rei das { $side ->
    [one] Brancas
   *[two] Pretas
} está em xeque, o que a Corrida de Reis proíbe
position-massacre-piece = o Massacre só tem damas, torres, bispos e cavalos, não { $piece ->
    [pawn] peões
   *[king] reis
}
position-martian-fields = uma posição de Xadrez Marciano tem 6 campos (tabuleiro lado pontos1 pontos2 travessia sossego), não { $count }
position-side-number = o lado tem de ser 1 ou 2
position-score = os pontos { $player } não são um número: { $text }
position-called-clock = um relógio chamado (contagem com !) precisa da opção de chamar o relógio
position-quiet = a contagem de lances sem captura não é um número: { $text }
position-last-cross-form = a travessia tem de ser um lance ou -
position-last-cross-canal = a travessia tem de levar uma peça pelo canal até à zona do lado a jogar
position-hasami-fields = esperava-se "<tabuleiro> <lado> [<sossego>]", encontrou-se { $count ->
    [one] { $count } campo
   *[other] { $count } campos
}
position-hasami-quiet = a contagem de lances sem captura tem de ser um número inteiro, não { $text }
position-too-many-stones = as { $side ->
    [one] Pretas
   *[two] Brancas
} têm { $count } peças (no máximo { $most })

## Save names and time controls as typed

save-name-empty = uma gravação precisa de um nome
save-name-too-long = o nome de uma gravação pode ter no máximo { $most } caracteres
save-name-edge = o nome de uma gravação não pode começar nem acabar com um ponto ou um espaço
save-name-character = o nome de uma gravação pode ter letras, algarismos, espaços e - _ . ( ), não "{ $char }"
time-control-form = um ritmo de jogo é <base>+<incremento> em segundos, como 300+3, ou dias por lance, como 3d, não { $text }
time-control-no-base = o tempo de base tem de ser maior que 0
time-control-seconds = { $text } não é um número de segundos de 0 a 86400
time-control-minutes = { $text } não é um número de minutos de 0 a 1440
time-control-days = { $text } dias por lance não estão disponíveis: 1, 3 ou 7
