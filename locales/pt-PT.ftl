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
