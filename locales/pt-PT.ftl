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
