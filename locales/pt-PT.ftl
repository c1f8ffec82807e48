# A interface do tabuleiro em português europeu.
#
# As mesmas chaves e os mesmos marcadores que en.ftl, por ecrã.

## Menu and About

title = tabuleiro
subtitle = cinco jogos de tabuleiro no terminal
menu-continue = Continuar
menu-new = Novo jogo
menu-load = Abrir jogo
menu-rules = Como jogar
menu-settings = Definições
menu-statistics = Estatísticas
menu-about = Acerca
menu-quit = Sair
about-title = Acerca
about-settings = Definições e temas:
about-saves = Jogos guardados:
about-no-files = Nesta sessão, as definições e os jogos não são guardados.
about-summary = Cinco jogos de tabuleiro abstratos, para jogar a dois num teclado ou contra o computador.
about-licence = Licença: MIT OR Apache-2.0

## New game

setup-title = Novo jogo
setup-game = Jogo
setup-mode = Modo
setup-side = Jogas como
setup-bot = Computador
setup-first = Primeiro a jogar
setup-deal = Número da distribuição
setup-hasami-win = Condição de vitória
setup-corner = Captura no canto
setup-edge = Captura na borda
setup-stall = Regra de bloqueio
setup-fen = FEN inicial
setup-start = Começar o jogo
room-form-title = Nova sala
room-form-start = Abrir a sala
setup-fen-empty = (posição inicial)
setup-clock = Relógio
setup-clock-base = Minutos base
setup-clock-increment = Incremento (s)
setup-rated = Com rating
clock-none = nenhum
clock-custom = à medida
mode-hvh = Humano contra humano
mode-hvc = Humano contra computador
mode-cvc = Computador contra computador
random = ao acaso
on = sim
off = não
stall-27 = 27 lances sem captura
stall-clock = pedir o relógio
computer-name = Computador
default-human-name = Tu
default-player-names-1 = Jogador 1
default-player-names-2 = Jogador 2
time-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}
hasami-win-two-left = adversário reduzido a 2 peças
hasami-win-one-left = adversário reduzido a 1 peça
hasami-win-captures = 5 capturas, ou 3 de vantagem
setup-name = Nome { $side ->
    [Brancas] das brancas
    [Pretas] das pretas
   *[other] do { $side }
}
massacre-deal = Massacre n.º { $deal }

## Settings

settings-title = Definições
settings-mouse = Rato
settings-targets = Mostrar destinos legais
settings-pause = Pausa entre computadores
settings-master = Tempo do mestre
settings-coordinates = Mostrar coordenadas
settings-bell = Som a cada lance
settings-theme = Tema
theme-automatic = automático
theme-default = predefinido
theme-light = claro
theme-high-contrast = alto contraste
theme-colour-blind = daltonismo
theme-monochrome = monocromático
settings-colours = Cores
colours-auto = detetar
colours-true = cor verdadeira
colours-none = nenhuma
settings-pieces = Peças
pieces-figures = Figuras grandes
pieces-unicode = Unicode
pieces-ascii = Letras ASCII
pieces-kanji = Unicode + kanji
settings-animation = Animação
animation-fast = rápida
animation-normal = normal
animation-slow = lenta
settings-evaluation = Avaliação
evaluation-always = sempre
evaluation-against-computer = vs computador
evaluation-never = nunca
settings-confirm-quit = Confirmar ao sair
settings-note = As alterações são guardadas de imediato.
settings-note-served = As alterações duram enquanto estiveres ligado.
settings-language = Idioma
language-automatic = Auto ({ $language })
engines-count = { $count ->
    [0] nenhum
    [one] { $count } motor
   *[other] { $count } motores
}

## Load and Statistics

load-title = Abrir jogo
load-none = Ainda não há jogos guardados: carrega em w num jogo para o guardar.
load-newer = guardado por um tabuleiro mais recente
load-unreadable = não pode ser lido
load-summary = { $game }, { $one } – { $two }, { $moves } { $moves ->
        [one] lance
       *[other] lances
    }
stats-title = Estatísticas
stats-none = Ainda sem jogos contra o computador: os resultados aparecem aqui.
import-title = Importar um jogo
import-note = PGN (Xadrez, Corrida de Reis) ou um registo de jogo do tabuleiro.
import-prompt = Ficheiro:
no-pgn = Só o Xadrez e a Corrida de Reis têm PGN; isto exporta um registo de jogo.
stats-header-1 = Jogo
stats-header-2 = Adversário
stats-header-3 = Vitórias
stats-header-4 = Derrotas
stats-header-5 = Empates
export-prompt = Exportar { $format } para:{" "}
exported-to = Exportado para { $path }
confirm-replace-save = Já existe um jogo guardado com o nome "{ $name }". Substituí-lo por este?
confirm-delete = Apagar o jogo guardado "{ $name }"? Não pode ser desfeito.
saved-as = Guardado como "{ $name }".

## Game

panel-moves = Lances
panel-eval-pending = …
panel-result = Resultado
panel-thinking = A pensar
panel-analysing = A analisar
panel-score = Marcador
panel-paused = Em pausa
prompt = Lance:
save-prompt = Guardar como:
export-record = registo do jogo
confirm-leave = Sair deste jogo? Fica guardado: Continuar retoma-o.
confirm-leave-seat = Deixar o teu lugar? y deixa-o: espera por ti 2 minutos e depois a partida está perdida. R desiste já. n fica.
confirm-leave-seat-by-post = Deixar o teu lugar? y deixa-o: fica guardado para ti e o teu relógio corre ao dia, como agora. R desiste já. n fica.
confirm-quit-plain = Sair do tabuleiro?
confirm-quit = Sair do tabuleiro? O jogo fica guardado: Continuar retoma-o.
promote = Promover a: Q dama  R torre  B bispo  N cavalo
not-your-piece = Essa não é uma peça que possas mover.
no-moves-from = Essa peça não tem lances legais.
not-your-turn = O computador está a pensar; carrega em m para o fazer jogar já.
premove-prompt = Pré-lance:
premove-cancelled = Pré-lance cancelado.
hint-thinking = À procura de uma sugestão…
nothing-to-undo = Nada para anular.
nothing-to-redo = Nada para refazer.
paused = Em pausa: espaço retoma, → joga um lance.
resumed = Retomado.
stepped = Um lance e nova pausa.
game-over = Fim da partida
over-new = Novo jogo
over-rematch = Desforra (lados trocados)
over-review = Rever
over-menu = Menu
draw = Empate
position-title = Posição
position-copy = Seleciona-a para copiar (com Shift se o rato estiver ativo).
draw-offered = Propões empate; o computador está a pensar nisso…
computer-declines-draw = O computador recusa o empate.
confirm-replace-game = Abrir este jogo? O jogo em curso fica em Partidas jogadas, como abandonado.
review-start = Rever: a posição inicial
too-small = Terminal pequeno demais: { $width } x { $height }, precisa de pelo menos { $need-width } x { $need-height }
panel-eval = Aval. ({ $side })
flipped = Tabuleiro virado: { $side ->
    [Brancas] as brancas
    [Pretas] as pretas
   *[other] { $side }
} em baixo.
at-most = Aqui cabem no máximo { $max } caracteres.
premove-waiting = Pré-lance: { $move }  (jogado quando for a tua vez; esc cancela)
premove-dropped = Pré-lance { $move } abandonado: { $reason }
premove-impossible = { $move } não pode ser jogado depois de nenhuma resposta; sem pré-lance.
hint-found = Sugestão: { $move }
theme-missing = o tema "{ $name }" não foi encontrado; usa-se o tema predefinido
kept-aside = { $problem }; o ficheiro fica guardado como { $kept }
confirm-resign = { $loser ->
    [Brancas] As brancas desistem?
    [Pretas] As pretas desistem?
   *[other] { $loser } desiste?
} { $winner ->
    [Brancas] As brancas ganham a partida.
    [Pretas] As pretas ganham a partida.
    [Computador] O computador ganha a partida.
   *[other] { $winner } ganha a partida.
}
accept-draw = { $by ->
    [Brancas] As brancas propõem empate.
    [Pretas] As pretas propõem empate.
   *[other] { $by } propõe empate.
} { $to }, aceitas?
draw-declined = { $by ->
    [Brancas] As brancas recusam o empate.
    [Pretas] As pretas recusam o empate.
   *[other] { $by } recusa o empate.
}
no-draws = { $game } não tem empates.
you-win = Ganhaste
wins = { $name ->
    [Computador] O computador ganha
   *[other] { $name } ganha
}
result-win = { $winner ->
    [Brancas] As brancas ganham
    [Pretas] As pretas ganham
    [Computador] O computador ganha
   *[other] { $winner } ganha
}{ $how }
result-draw = Empate{ $how }
how-checkmate = {" "}por xeque-mate
how-stalemate = {" "}por afogamento
how-fifty-moves = {" "}pela regra dos cinquenta lances
how-insufficient-material = : material insuficiente
how-repetition = {" "}por repetição
how-race-won = : o rei chegou à 8.ª fila
how-race-drawn = : os dois reis chegaram à 8.ª fila
how-no-capture = : { $loser ->
    [Brancas] as brancas não podem capturar
    [Pretas] as pretas não podem capturar
   *[other] { $loser } não pode capturar
}
how-zone-empty = : zona vazia, { $scores }
how-zone-empty-last-move = : zona vazia, { $scores }, o último lance
how-stalled = : bloqueio, { $scores }
how-no-moves = : { $loser ->
    [Brancas] as brancas não têm lances legais
    [Pretas] as pretas não têm lances legais
   *[other] { $loser } não tem lances legais
}
how-pieces-left = : { $loser ->
    [Brancas] as brancas ficam
    [Pretas] as pretas ficam
   *[other] { $loser } fica
} com { $count ->
    [one] { $count } peça
   *[other] { $count } peças
}
how-captures = {" "}por capturas, { $scores }
how-quiet-limit = : { $count } lances sem captura
how-time = : acabou o tempo { $loser ->
    [Brancas] das brancas
    [Pretas] das pretas
   *[other] do { $loser }
}
how-time-no-win = : acabou o tempo { $flagged ->
    [Brancas] das brancas
    [Pretas] das pretas
   *[other] do { $flagged }
}, mas { $other ->
    [Brancas] as brancas não podem ganhar
    [Pretas] as pretas não podem ganhar
   *[other] { $other } não pode ganhar
}
how-abandoned = : o lugar { $loser ->
    [Brancas] das brancas
    [Pretas] das pretas
   *[other] do { $loser }
} ficou vazio
how-abandoned-no-win = : um lugar ficou vazio e nenhum lado pode ganhar
how-resigned = : { $loser ->
    [Brancas] as brancas desistiram
    [Pretas] as pretas desistiram
   *[other] { $loser } desistiu
}
how-agreed = {" "}por acordo
review-move = Rever: lance { $number } de { $last }, { $side }
analysing-ply = A analisar: posição { $done } de { $all }
judged-move = { $move }{ $mark }  o melhor era { $better }

## Engines

engines-title = Motores
engine-title = Motor
engines-add = + juntar um motor
engines-note = Motores UCI, oferecidos como adversários em Novo jogo.
engine-form-note = Opções: NOME=VALOR; NOME=VALOR
engine-name = Nome
engine-command = Comando
engine-options = Opções
engine-needs-name = O motor precisa de um nome.
engine-needs-game = Escolhe pelo menos um jogo que ele jogue.
engine-name-taken = Já há um motor chamado "{ $name }".
engine-failed = { $reason }. Carrega em o para o computador ({ $stand-in }) continuar a jogar.
engine-missing = O motor "{ $name }" não está nas Definições: joga o computador ({ $stand-in }) em vez dele.
engine-unusable = O motor "{ $name }" não pode correr: { $reason }. Carrega em o para outro jogar.

## Lobby and rooms

seat-open = (lugar livre)
room-seat-open = À espera de um segundo jogador para o lugar livre.
room-watching = Estás a assistir: só os jogadores jogam.
room-seat-taken = A tua outra ligação ocupou o teu lugar; estás a assistir.
engine-barred-room = Sem ajuda do motor com pessoas a jogar: a revisão abre no fim do jogo.
engine-barred-seated = Sem ajuda do motor enquanto jogas numa sala: volta quando esse jogo acabar.
engine-barred-set-up = O computador não joga posições preparadas enquanto jogas numa sala.
menu-lobby = Salão
input-dropped = Escreves depressa demais: algumas teclas perderam-se.
lobby-title = tabuleiro · salas
lobby-empty = Ainda não há salas: carrega em n para abrir uma.
your-seat = •
your-seat-key = • o teu lugar
lobby-your-games = As tuas partidas
lobby-other-rooms = Outras salas
state-your-move = é a tua vez
name-prompt = O teu nome:
chat-prompt = Diz:
record-title = O registo da partida
record-copy = c copia-o para a tua área de transferência, ou seleciona-o (com Shift se o rato estiver ligado).
state-waiting = à espera
state-playing = a jogar
state-aborted = anulada
room-over-choices-1 = a  Desforra, cores trocadas
room-over-choices-2 = q  Voltar ao salão
lobby-header-1 = Sala
lobby-header-2 = Jogo
lobby-header-3 = Jogadores
lobby-header-4 = Ver
lobby-header-5 = Relógio
lobby-header-6 = Estado
room-offer-draw = { $by } propõe empate
room-offer-takeback-one = { $by } pede para anular o último lance
room-offer-takeback-two = { $by } pede para anular o último lance e a resposta
room-offer-rematch = { $by } propõe desforra
answer-offer = { $offer }: y aceitar · n recusar
offer-sent-draw = Propões empate; { $to } vai responder.
offer-sent-takeback-one = Pedes para anular o teu último lance; { $to } vai responder.
offer-sent-takeback-two = Pedes para anular o teu último lance e a resposta; { $to } vai responder.
offer-sent-rematch = Propões desforra, cores trocadas; { $to } vai responder.
rematch-declined = { $by } recusa a desforra.
takeback-declined = { $by } recusa anular o lance.
taken-back = { $by } aceita: { $count ->
    [one] { $count } lance anulado
   *[other] { $count } lances anulados
}.
away = { $name } (ausente)
forfeits-in = { $name } (ausente { $time })
room-their-turn = É a vez de { $name }.
seat-computer = computador { $level }
renamed = Os outros veem-te agora como { $name }.
name-taken = O nome { $wanted } pertence a outra chave; os outros veem-te como { $name }.
login-name-empty = O teu nome de utilizador não tem letras nem algarismos: vais como convidado.
login-name-character = O teu nome de utilizador tem { $char }; um nome só leva letras, algarismos, espaços e - _ . '.
seats-in = Tens lugar em { $count } salas em curso: escolhe uma (• marca-as).
chat-title = { $count ->
    [0] Conversa
   *[other] Conversa · { $count } a assistir
}
chat-title-watching = { $count ->
    [0] Conversa
    [1] Conversa · estás a assistir
   *[other] Conversa · tu e mais { $others } a assistir
}
chat-newer = ↓ { $count } mais recentes · pgdn
you-are = Tu: { $name }
room-aborted = Partida anulada: { $name } não fez o primeiro lance.
room-aborted-by = Partida anulada por { $name } antes de cada lado jogar: sem resultado, não conta para o rating.
room-saving = A guardar o fim da partida…
room-over-pair-limit = Sem rating: os seus jogadores já fizeram { $most } partidas com rating entre si nas últimas 24 horas.
rating-pace = { $pace ->
    [live] ao vivo
   *[correspondence] correspondência
}

## Profiles

profile-no-ratings = Ainda sem partidas com rating.
profile-recent = Partidas recentes
profile-no-games = Ainda sem partidas terminadas.
result-won = ganhou
result-lost = perdeu
result-drawn = empatou
leaderboard-empty = Ainda ninguém nesta tabela.
profile-ratings-1 = Jogo
profile-ratings-2 = Ritmo
profile-ratings-3 = Rating
profile-ratings-4 = Vitórias
profile-ratings-5 = Empates
profile-ratings-6 = Derrotas
profile-games-1 = Data
profile-games-2 = Sala
profile-games-3 = Jogo
profile-games-4 = Resultado
profile-games-5 = Adversário
profile-games-6 = Terminou por
leaderboard-header-1 = #
leaderboard-header-2 = Nome
leaderboard-header-3 = Rating
leaderboard-header-4 = Partidas
leaderboard-header-5 = V/E/D
profile-title = { $name } · perfil
member-since = membro desde { $date }
leaderboard-title = Classificação · { $game } · { $pace }
leaderboard-rule = Os { $top } melhores com um rating já não provisório,
leaderboard-rule-games = { $count } partidas com rating e { $opponents } adversários diferentes nos últimos { $days } dias.

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

## Sides, computer levels and players

# Sentences that take a side's name ($winner, $loser, $side...) select
# on Brancas and Pretas, feminine plural and lower case inside a sentence
# ("as brancas ganham"); any other value is Jogador 1 or 2 (masculine
# singular), or a person's name.
side-white = Brancas
side-black = Pretas
side-player-one = Jogador 1
side-player-two = Jogador 2
panel-captured-by = { $side ->
    [Brancas] Brancas capturaram:
    [Pretas] Pretas capturaram:
   *[other] { $side } capturou:
}{" "}
bot-random = ao acaso
bot-easy = fácil
bot-medium = médio
bot-hard = difícil
bot-master = mestre
bot-classic-1 = clássico 1
bot-classic-2 = clássico 2
bot-classic-smart = clássico esperto
bot-classic-easy = clássico fácil
bot-classic-medium = clássico médio
bot-classic-hard = clássico difícil
bot-classic-random = clássico ao acaso
bot-classic-greedy = clássico guloso
bot-classic-minimax = clássico minimax

## Refusals: why the rooms of a server refused a request

refused-no-room = Não há nenhuma sala { $room }.
refused-too-many-rooms = Este servidor chegou ao limite de { $most } salas: entra ou assiste a uma, ou tenta mais tarde.
refused-own-room-limit = Tens { $most } salas abertas: termina ou sai de uma primeiro (uma sala deixada vazia fecha ao fim de { $minutes } minutos).
refused-not-in-room = Não estás na sala { $room }.
refused-not-seated = Não jogas nesta sala.
refused-not-your-turn = Não é a tua vez.
refused-stale = Esse lance foi feito para uma posição anterior.
refused-not-playing = A partida não está a decorrer.
refused-illegal = { $move } não é um lance legal aqui.
refused-empty-line = Nada a dizer: a linha estava vazia.
refused-too-fast = Mais devagar: podes dizer outra linha dentro de { $secs } s.
refused-empty-name = Um nome precisa de uma letra ou de um algarismo.
refused-name-character = Um nome só leva letras, algarismos, espaços e - _ . ', não { $char }.
refused-no-draws = { $game } não tem empates.
refused-offer-standing = Já há uma proposta à espera de resposta.
refused-no-offer = Não há nenhuma proposta a que responder.
refused-nothing-to-take-back = Não tens nenhum lance para anular.
refused-not-over = A partida ainda não terminou.
refused-computer-opponent = O computador não aceita anular lances nem desforras: continua a jogar ou desiste.
refused-computer-to-move = Propõe empate ao computador na tua vez de jogar.
refused-not-kept = O servidor não conseguiu guardar isso, por isso não aconteceu: tenta de novo daqui a pouco.
refused-no-player = Não há nenhum jogador { $name }.
refused-no-game = Não há nenhuma partida { $id } no arquivo.
refused-not-read = O servidor não conseguiu ler isso agora: tenta de novo daqui a pouco.
refused-rooms-too-fast = Mais devagar: podes abrir outra sala dentro de { $secs } s.
refused-declined = A tua proposta foi recusada: repete-a depois de o adversário jogar.

## Illegal moves: why a move that reads well is not legal here

illegal-no-piece = não há nenhuma peça em { $square }
illegal-not-yours = essa peça não é tua
illegal-opponents-zone = essa peça está na zona do adversário
illegal-same-square = uma peça tem de ir para outra casa
illegal-capture-own = não podes capturar uma peça tua
illegal-onto-own = não podes ir para cima de uma peça tua
illegal-must-promote = um peão na última fila tem de ser promovido: acrescenta q, r, b ou n
illegal-promote-as = um peão que chega a { $square } tem de ser promovido: escreve { $queen }, { $rook }, { $bishop } ou { $knight }
illegal-only-pawns-promote = só um peão que chega à última fila pode ser promovido
illegal-must-capture = todos os lances têm de capturar
illegal-king-in-check = o teu rei ficaria em xeque
illegal-gives-check = esse lance daria xeque, e nenhum lance o pode dar
illegal-king-one-square = o rei anda uma casa de cada vez
illegal-castling-lost = já não podes fazer roque para esse lado
illegal-castling-blocked = as casas entre o rei e a torre têm de estar vazias
illegal-castling-out-of-check = não podes fazer roque quando estás em xeque
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
illegal-pawn-or-bishop = ambíguo: { $text } pode ser o peão b ou o bispo; escreve { $pawn } para o peão ou { $bishop } para o bispo
illegal-none-of-yours = não tens { $piece ->
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
} na tua zona
illegal-rejection = sem devolução: essa peça não pode voltar logo para { $square }
illegal-call-needs-option = pedir o relógio (!) precisa da opção de pedir o relógio
illegal-clock-called = o relógio já foi pedido
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
position-called-clock = um relógio pedido (contagem com !) precisa da opção de pedir o relógio
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

## Keys: the footer hints and the Controls page

# O que uma tecla faz, em poucas palavras (o imperativo, como no resto):
# a linha de baixo mostra as que cabem na largura do terminal, e a 80
# colunas tem de mostrar tantas como em inglês (tests/footer.rs).
key-about = acerca
key-accept = aceita
key-add = junta
key-back = volta
key-bishop = bispo
key-cancel = cancela
key-cancel-premove = sem pré-lance
key-change = muda
key-chat = fala
key-choose = navega
key-close = fecha
key-continue = retoma
key-cursor = cursor
key-decline = recusa
key-delete = apaga
key-drop = pousa
key-edit = edita
key-ends = extremos
key-export = exporta
key-faster = acelera
key-field = campo
key-flip = vira
key-game = jogo
key-game-on-off = jogo sim/não
key-games = partidas
key-help = ajuda
key-hint = sugestão
key-import = importa
key-join = entra
key-knight = cavalo
key-load = abre
key-load-game = abre jogo
key-lobby = salão
key-menu = menu
key-move-now = joga já
key-name = nome
key-new = nova
key-new-game = novo jogo
key-no = não
key-offer-draw = propõe empate
key-one-move = um lance
key-open = abre
key-other-opponent = outro adversário
key-pace = ritmo
key-page = página
key-pause = pausa
key-pgn-record = PGN/registo
key-pick = pega
key-play = joga
key-position = posição
key-put-back = repõe
key-queen = dama
key-quit = sai
key-record = registo
key-redo = refaz
key-refresh = atualiza
key-rematch = desforra
key-resign = desiste
key-resume = retoma
key-review = revê
key-rook = torre
key-room = sala
key-save = guarda
key-save-as = guarda como
key-scroll = desloca
key-scroll-chat = desloca conversa
key-select = escolhe
key-send = envia
key-settings = definições
key-slower = abranda
key-start = começa
key-statistics = estatísticas
key-step = lance a lance
key-takeback = volta atrás
key-top = topo
key-tv = tv
key-type-move = escreve
key-undo = anula
key-watch = vê
key-who = quem
key-yes = sim

# Os nomes de teclas com uma palavra. As setas, as letras e os nomes que os
# teclados portugueses imprimem como os ingleses (enter, esc, tab, del,
# pgup...) estão escritos no próprio mapa de teclas.
keys-space = espaço
keys-enter-space = enter/espaço
keys-pages-space = pgup/pgdn/espaço
keys-space-arrows = espaço/←→

# A página Controlos: o título sobre as teclas de cada ecrã.
controls-menu = Menu principal
controls-setup = Novo jogo
controls-board = A jogar
controls-holding = Uma peça na mão
controls-prompt = A escrever um lance
controls-promotion = Promoção
controls-save-name = A guardar o jogo
controls-export-path = A exportar o jogo
controls-watch = Computador contra computador
controls-over = Fim da partida
controls-review = Revisão
controls-position = A posição em texto
controls-rules = Como jogar
controls-settings = Definições
controls-engines = Motores
controls-engine-form = Juntar ou editar um motor
controls-statistics = Estatísticas
controls-games = Partidas jogadas
controls-load = Abrir jogo
controls-import-path = A importar um jogo
controls-confirm = Tens a certeza?
controls-about = Acerca
controls-lobby = Salão (por SSH)
controls-lobby-name = A mudar o teu nome
controls-profile = O perfil de um jogador
controls-leaderboard = Classificação
controls-room = Numa sala
controls-chat = A conversar numa sala
controls-record-text = O registo da partida

## How to play

# O ecrã: o título, o separador Controlos, o cabeçalho de cada objetivo.
help-title = Como jogar
help-controls-tab = Controlos
help-objective = Objetivo
# O parágrafo final da página de cada jogo.
help-engine-levels = Cada um dos níveis do motor (fácil, médio, difícil e mestre) é claramente mais forte do que o anterior e do que qualquer jogador clássico.

# As frases da própria página Controlos (as teclas vêm do mapa de teclas).
help-controls-intro = As teclas, ecrã a ecrã. A linha de baixo mostra sempre as teclas que funcionam nesse momento.
help-marks-title = As marcas da Revisão
help-marks-intro = A Revisão analisa a partida e marca cada lance pelo que perdeu face ao melhor lance do motor, do ponto de vista de quem jogou: ?! uma imprecisão, ? um erro, ?? um erro grave (ocre, laranja e vermelho na lista de lances, com um ponto em cada um no gráfico). n e N vão para o lance marcado seguinte e anterior de qualquer dos lados. A percentagem ao lado das marcas de cada jogador é a sua precisão.
# Os limiares da análise (um teste mantém-nos iguais aos do programa).
help-marks-pawns = Xadrez, Corrida de Reis e Xadrez Massacre, em peões: ?! a partir de 0,5, ? a partir de 1, ?? a partir de 2.
help-marks-points = Xadrez Marciano, em pontos: ?! a partir de 1, ? a partir de 2, ?? a partir de 3.
help-marks-stones = Hasami Shogi, em pedras: ?! a partir de 0,5, ? a partir de 1, ?? a partir de 1,5.

# A página de cada jogo: o separador (curto: os seis separadores partilham
# uma linha de 80 colunas), o objetivo e, secção a secção, um cabeçalho,
# os parágrafos e a legenda por baixo do tabuleiro.

# Xadrez

help-chess-name = Xadrez
help-chess-objective = Dar xeque-mate ao rei adversário: atacá-lo de modo que não tenha escapatória.
help-chess-board-and-start-heading = O tabuleiro e a posição inicial
help-chess-board-and-start-1 = As brancas estão em baixo e jogam primeiro; depois os jogadores alternam, um lance cada um.
help-chess-board-and-start-2 = Um lance escreve-se com as duas casas: e2e4 leva a peça de e2 para e4. Também podes escrever a notação algébrica abreviada, com as letras das peças em português (R rei, D dama, T torre, B bispo, C cavalo: Cf3) ou em inglês (Nf3), ou O-O. A definição Notação escolhe como os lances se mostram.
help-chess-board-and-start-caption = A posição inicial: as brancas jogam primeiro.
help-chess-king-heading = O rei
help-chess-king-1 = O rei desloca-se uma casa em qualquer direção. Nunca pode ir para uma casa atacada por uma peça adversária.
help-chess-king-caption = O rei em e4 pode tomar a torre; a torre controla d3, d4, e5 e f5.
help-chess-queen-heading = A dama
help-chess-queen-1 = A dama desloca-se quantas casas quiser em linha reta: ao longo de uma fila, de uma coluna ou de uma diagonal.
help-chess-queen-2 = Só o cavalo salta. As outras peças param antes de uma peça da sua cor e podem capturar a primeira peça adversária no caminho, ocupando a sua casa.
help-chess-queen-caption = A dama em d4 pode tomar o cavalo em b6; um peão da mesma cor em g4 bloqueia-a.
help-chess-rook-heading = A torre
help-chess-rook-1 = A torre desloca-se quantas casas quiser ao longo de uma fila ou de uma coluna.
help-chess-rook-caption = A torre em b2 pode tomar o peão em b5; o bispo em e2 bloqueia-a.
help-chess-bishop-heading = O bispo
help-chess-bishop-1 = O bispo desloca-se quantas casas quiser na diagonal, por isso fica sempre em casas da mesma cor.
help-chess-bishop-caption = O bispo em d3 pode tomar o peão em g6; um peão da mesma cor em b5 bloqueia-o.
help-chess-knight-heading = O cavalo
help-chess-knight-1 = O cavalo salta em L: duas casas ao longo de uma fila ou de uma coluna e depois uma para o lado. É a única peça que salta por cima das outras.
help-chess-knight-caption = O cavalo em d4 chega a oito casas e pode tomar o peão em b3.
help-chess-pawn-heading = O peão
help-chess-pawn-1 = O peão avança uma casa em frente para uma casa vazia. Da sua fila inicial pode, em vez disso, avançar duas casas, se ambas estiverem vazias.
help-chess-pawn-2 = O peão captura uma casa na diagonal para a frente, nunca em frente.
help-chess-pawn-caption = O peão em e2 pode ir para e3 ou e4, ou tomar o peão em d3.
help-chess-en-passant-heading = Tomada en passant
help-chess-en-passant-1 = Quando um peão avança duas casas e fica ao lado de um peão adversário, este pode tomá-lo como se tivesse avançado só uma casa.
help-chess-en-passant-2 = Só é permitido no lance imediatamente a seguir; depois disso a oportunidade perde-se.
help-chess-en-passant-caption = As pretas acabam de jogar d7d5: e5d6 toma en passant o peão em d5.
help-chess-promotion-heading = Promoção
help-chess-promotion-1 = O peão que chega à última fila é promovido a dama, torre, bispo ou cavalo, à tua escolha.
help-chess-promotion-2 = Escreve a letra inglesa da peça a seguir ao lance: e7e8q faz uma dama, e7e8n um cavalo.
help-chess-promotion-caption = O peão em e7 é promovido em e8, ou tomando a torre em d8.
help-chess-castling-heading = Roque
help-chess-castling-1 = Uma vez por partida, o rei pode deslocar-se duas casas na direção de uma das suas torres, e essa torre salta para a casa que o rei atravessou. Escreve-se como o lance do rei: e1g1 (O-O) ou e1c1 (O-O-O).
help-chess-castling-2 = Nem o rei nem essa torre se podem ter movido antes, e todas as casas entre eles têm de estar vazias.
help-chess-castling-3 = O rei não pode fazer roque estando em xeque, nem atravessar uma casa atacada por uma peça adversária, nem ficar em xeque.
help-chess-castling-caption = As brancas podem fazer roque com e1g1, mas não com e1c1: o bispo em h5 ataca d1.
help-chess-check-and-checkmate-heading = Xeque e xeque-mate
help-chess-check-and-checkmate-1 = Um rei atacado está em xeque. Nunca podes fazer um lance que deixe o teu próprio rei em xeque.
help-chess-check-and-checkmate-2 = Em xeque, tens de mover o rei, interpor uma peça ou capturar a peça atacante. Se não puderes, é xeque-mate e perdeste.
help-chess-check-and-checkmate-caption = Xeque-mate: a torre em a8 ataca o rei, encurralado pelos seus peões.
help-chess-how-game-ends-heading = Como acaba a partida
help-chess-how-game-ends-1 = O xeque-mate ganha. O afogamento é empate: o jogador que tem a vez não está em xeque mas não tem nenhum lance legal.
help-chess-how-game-ends-2 = Também é empate quando a mesma posição surge pela terceira vez, ou após cinquenta lances de cada lado sem captura nem movimento de peão.
help-chess-how-game-ends-3 = Por fim, é empate quando nenhum dos lados pode dar mate: rei contra rei, rei e bispo ou rei e cavalo contra rei, ou rei e bispo contra rei e bispo com os dois bispos em casas da mesma cor.
help-chess-how-game-ends-caption = Afogamento, empate: as pretas não estão em xeque, mas o rei não se pode mover.
help-chess-options-heading = Opções
help-chess-options-1 = O ecrã de novo jogo permite começar de qualquer posição escrita em FEN, em vez da posição inicial.
help-chess-computer-players-heading = Jogadores do computador
help-chess-computer-players-1 = O jogador ao acaso faz lances legais à sorte. Do programa em Prolog de 2003, clássico 1 (o nível 1 do original) escolhe o lance com a melhor avaliação a um meio-lance, e clássico 2 (o nível 2) procura a dois meios-lances de profundidade, com alfa-beta, na mesma avaliação.

# Corrida de Reis

help-racing-kings-name = Corrida de Reis
help-racing-kings-objective = Ser o primeiro a levar o rei à oitava fila, a de cima do tabuleiro.
help-racing-kings-start-heading = A posição inicial
help-racing-kings-start-1 = Os dois lados começam lado a lado nas duas primeiras filas: as brancas à direita, as pretas à esquerda. As brancas jogam primeiro.
help-racing-kings-start-2 = Não há peões, por isso não há promoção nem tomada en passant, e também não há roque.
help-racing-kings-start-caption = A posição inicial: as brancas jogam primeiro.
help-racing-kings-how-pieces-move-heading = Como se movem as peças
help-racing-kings-how-pieces-move-1 = Todas as peças se movem e capturam como no xadrez. O rei desloca-se uma casa em qualquer direção, a dama quanto quiser ao longo de filas, colunas e diagonais, a torre ao longo de filas e colunas, e o bispo ao longo de diagonais.
help-racing-kings-how-pieces-move-2 = O cavalo salta em L: duas casas ao longo de uma fila ou de uma coluna e depois uma para o lado. As outras peças não saltam.
help-racing-kings-how-pieces-move-3 = O rei nunca pode ir para uma casa atacada por uma peça adversária.
help-racing-kings-how-pieces-move-caption = O rei em e3 não pode entrar na coluna d: a torre em d6 ataca-a.
help-racing-kings-no-checks-ever-heading = Nunca há xeque
help-racing-kings-no-checks-ever-1 = Um lance só é legal se, depois dele, nenhum dos reis estiver em xeque. Não podes dar xeque, nem pôr ou deixar o teu rei em xeque.
help-racing-kings-no-checks-ever-caption = A torre em d1 não pode ir para d4, onde daria xeque ao rei em h4.
help-racing-kings-blacks-last-chance-heading = A última oportunidade das pretas
help-racing-kings-blacks-last-chance-1 = As brancas jogam primeiro, por isso, quando o rei branco chega à oitava fila, as pretas jogam mais um lance.
help-racing-kings-blacks-last-chance-2 = Se o rei preto também puder chegar à oitava fila nesse lance, as pretas continuam, e só esse lance de rei empata; qualquer outro perde. Se não puder, as brancas ganham de imediato.
help-racing-kings-blacks-last-chance-caption = O rei branco está em d8: as pretas só empatam com b7a8 ou b7b8.
help-racing-kings-how-game-ends-heading = Como acaba a partida
help-racing-kings-how-game-ends-1 = Com as brancas a jogar, se exatamente um rei estiver na oitava fila, esse lado ganhou; se estiverem os dois, é empate. O rei preto que chegue primeiro à oitava fila ganha de imediato.
help-racing-kings-how-game-ends-2 = O afogamento é empate, exceto no caso acima, que as brancas ganham. Uma posição repetida três vezes, ou 100 lances seguidos (cinquenta de cada lado) sem captura, é empate.
help-racing-kings-how-game-ends-3 = Não há regra de material insuficiente.
help-racing-kings-options-heading = Opções
help-racing-kings-options-1 = Não há nada a escolher: todas as partidas começam da posição acima, com as brancas a jogar.
help-racing-kings-computer-players-heading = Jogadores do computador
help-racing-kings-computer-players-1 = O jogador ao acaso faz lances legais à sorte. Do programa em Prolog de 2017, clássico esperto (o "algo esperto" do original) leva o rei a uma fila mais alta quando pode, escolhendo à sorte, e de outro modo joga um lance à sorte.

# Xadrez Massacre

help-massacre-name = Massacre
help-massacre-objective = Capturar em todos os lances: perde o primeiro jogador que não puder capturar.
help-massacre-deal-heading = A distribuição
help-massacre-deal-1 = O tabuleiro começa cheio. Cada lado tem 8 damas, 8 torres, 8 bispos e 8 cavalos, e nenhum rei nem peão.
help-massacre-deal-2 = As 64 peças são distribuídas pelas casas ao acaso a partir de um número de distribuição, mostrado durante a partida como, por exemplo, Massacre n.º 48213. O mesmo número dá sempre o mesmo tabuleiro.
help-massacre-deal-3 = As brancas jogam primeiro, a menos que o primeiro jogador seja sorteado.
help-massacre-deal-caption = Uma distribuição de exemplo; o teu tabuleiro sai do número mostrado na partida.
help-massacre-every-move-must-capture-heading = Todos os lances capturam
help-massacre-every-move-must-capture-1 = Todos os lances têm de capturar uma peça do adversário; um lance para uma casa vazia não é permitido.
help-massacre-every-move-must-capture-2 = As peças movem-se como no xadrez. Os cavalos saltam; as outras param na primeira peça que encontram e podem capturá-la se for adversária.
help-massacre-queen-heading = A dama
help-massacre-queen-1 = A dama captura a qualquer distância ao longo de uma fila, de uma coluna ou de uma diagonal.
help-massacre-queen-caption = A dama em d4 pode tomar em b6, d6 ou f2; d7 está tapada por d6.
help-massacre-rook-heading = A torre
help-massacre-rook-1 = A torre captura a qualquer distância ao longo de uma fila ou de uma coluna.
help-massacre-rook-caption = A torre em a1 pode tomar em a5 ou e1, e não pode ir para mais lado nenhum.
help-massacre-bishop-heading = O bispo
help-massacre-bishop-1 = O bispo captura a qualquer distância ao longo de uma diagonal.
help-massacre-bishop-caption = O bispo em c1 pode tomar em a3 ou f4.
help-massacre-knight-heading = O cavalo
help-massacre-knight-1 = O cavalo salta em L: duas casas ao longo de uma fila ou de uma coluna e depois uma para o lado, por cima de qualquer peça pelo meio.
help-massacre-knight-caption = O cavalo em g1 pode tomar em e2, f3 ou h3.
help-massacre-how-game-ends-heading = Como acaba a partida
help-massacre-how-game-ends-1 = Perde o jogador que, na sua vez, não tenha nenhuma captura. Isto inclui o jogador que já não tenha peças.
help-massacre-how-game-ends-2 = Não há empates.
help-massacre-how-game-ends-caption = As brancas não têm nenhuma captura, por isso perdem.
help-massacre-options-heading = Opções
help-massacre-options-1 = Primeiro a jogar: Brancas (por omissão) ou ao acaso.
help-massacre-options-2 = Número de distribuição: o tabuleiro é baralhado a partir dele, por isso escrever um número que já viste repete essa distribuição.
help-massacre-computer-players-heading = Jogadores do computador
help-massacre-computer-players-1 = Os jogadores ao acaso e clássico fácil fazem capturas à sorte. Do programa em Prolog de 2017, clássico médio toma uma dama se puder, senão uma torre, senão um bispo, senão um cavalo.
help-massacre-computer-players-2 = Também desse programa, clássico difícil joga a captura depois da qual a peça que moveu tem mais capturas à sua disposição.

# Xadrez Marciano

help-martian-name = Marciano
help-martian-objective = Fazer mais pontos capturando do outro lado do canal, até uma zona ficar vazia.
help-martian-board-and-start-heading = O tabuleiro e a posição inicial
help-martian-board-and-start-1 = O Xadrez Marciano joga-se em meio tabuleiro de xadrez: 4 colunas (a-d) por 8 filas. A zona do jogador 1 são as filas 1-4, a do jogador 2 as filas 5-8, e a linha entre elas é o canal.
help-martian-board-and-start-2 = Cada jogador começa com três damas, três drones e três peões num canto. O jogador 1 joga primeiro, salvo indicação em contrário no ecrã de novo jogo.
help-martian-board-and-start-caption = A posição inicial: jogador 1 em baixo à esquerda, jogador 2 em cima à direita.
help-martian-pieces-have-no-colour-heading = As peças não têm cor
help-martian-pieces-have-no-colour-1 = Controlas exatamente as peças que estão na tua zona, seja quem for que as tenha lá posto. Uma peça que leves para lá do canal passa a ser do adversário.
help-martian-pieces-have-no-colour-2 = Na tua vez tens de jogar. Nenhuma peça salta por cima de outra.
help-martian-pawn-heading = O peão
help-martian-pawn-1 = O peão desloca-se uma casa na diagonal, em qualquer das quatro direções.
help-martian-pawn-caption = O peão em b4 pode tomar o drone em c5 e ganhar 2 pontos.
help-martian-drone-heading = O drone
help-martian-drone-1 = O drone desloca-se uma ou duas casas ao longo de uma fila ou de uma coluna, em qualquer direção.
help-martian-drone-caption = O drone em c4 pode tomar o peão em c6; o teu peão em b4 bloqueia-o.
help-martian-queen-heading = A dama
help-martian-queen-1 = A dama desloca-se a qualquer distância em linha reta: ao longo de uma fila, de uma coluna ou de uma diagonal.
help-martian-queen-caption = A dama em b3 pode tomar o drone em b7 ou o peão em d5.
help-martian-capturing-and-scoring-heading = Capturas e pontos
help-martian-capturing-and-scoring-1 = Ir para uma casa ocupada na zona do adversário captura a peça que lá está. Ganhas 3 pontos por uma dama, 2 por um drone e 1 por um peão.
help-martian-capturing-and-scoring-2 = A peça que moveste fica nessa casa, por isso passa a pertencer ao adversário.
help-martian-capturing-and-scoring-3 = Não podes ir para uma casa ocupada na tua própria zona, exceto por promoção no campo.
help-martian-field-promotion-heading = Promoção no campo
help-martian-field-promotion-1 = Se não tiveres nenhuma dama na tua zona, podes levar um drone para cima de um dos teus peões, ou um peão para cima de um dos teus drones: os dois fundem-se numa dama.
help-martian-field-promotion-2 = Se não tiveres nenhum drone, podes levar um peão para cima de outro dos teus peões e fazer um drone.
help-martian-field-promotion-caption = Não tens dama: o drone em b2 pode fundir-se com o peão em b3.
help-martian-no-rejection-heading = Sem devolução
help-martian-no-rejection-1 = Se o último lance do adversário trouxe uma peça através do canal, não podes mandar essa peça de volta diretamente para a casa de onde veio.
help-martian-no-rejection-2 = Isto vale só para essa vez, quer o lance capture quer não.
help-martian-no-rejection-caption = O jogador 2 jogou b5b4: o drone é teu, mas não o podes levar para b5.
help-martian-how-game-ends-heading = Como acaba a partida
help-martian-how-game-ends-1 = A partida acaba logo que uma das zonas fique vazia depois de um lance. Ganha a pontuação mais alta; em caso de igualdade, ganha quem fez o último lance.
help-martian-how-game-ends-2 = Também acaba quando o jogador que tem a vez não tem nenhum lance legal, ou após 27 lances seguidos sem captura. Nesse caso ganha a pontuação mais alta e a igualdade é empate.
help-martian-options-heading = Opções
help-martian-options-1 = Primeiro a jogar: Jogador 1 (por omissão), Jogador 2 ou ao acaso.
help-martian-options-2 = Regra de bloqueio: 27 lances seguidos sem captura acabam a partida (por omissão), ou pedir o relógio. Com esta segunda regra, cada jogador pode pedir o relógio na sua vez escrevendo um lance seguido de ! (carrega em : e escreve c3d4!), e a partir daí 7 lances sem captura acabam a partida.
help-martian-computer-players-heading = Jogadores do computador
help-martian-computer-players-1 = Os jogadores ao acaso e clássico fácil fazem lances legais à sorte. Do programa em Prolog de 2016, clássico difícil captura a peça mais valiosa que puder e, de outro modo, joga à sorte.

# Hasami Shogi

help-hasami-name = Hasami Shogi
help-hasami-objective = Capturar peças adversárias por custódia, entalando-as; deixar o adversário com duas ou menos.
help-hasami-board-and-start-heading = O tabuleiro e a posição inicial
help-hasami-board-and-start-1 = Cada jogador tem nove peças num tabuleiro de 9x9, com as colunas a-i e as filas 1-9.
help-hasami-board-and-start-2 = As pretas (jogador 1) começam na fila 1 e jogam primeiro, salvo indicação em contrário no ecrã de novo jogo. As brancas (jogador 2) começam na fila 9.
help-hasami-board-and-start-caption = A posição inicial: as pretas jogam primeiro.
help-hasami-moving-heading = Movimento
help-hasami-moving-1 = Uma peça move-se como a torre no xadrez: quantas casas vazias quiser ao longo de uma fila ou de uma coluna. Não pode saltar por cima de outras peças.
help-hasami-moving-2 = Uma peça vai sempre para uma casa vazia; nada é capturado por ocupar a casa.
help-hasami-moving-caption = A peça em e5 anda até ser travada por outra peça ou pela borda.
help-hasami-capturing-by-sandwich-heading = Captura por custódia
help-hasami-capturing-by-sandwich-1 = Depois do teu lance, olha ao longo das filas e colunas a partir da peça que moveste, nas quatro direções. Uma linha de uma ou mais peças adversárias fechada do outro lado por outra peça tua é capturada.
help-hasami-capturing-by-sandwich-2 = As diagonais nunca capturam.
help-hasami-capturing-by-sandwich-caption = O lance a6e6 entala a peça em e5 contra e4 e captura-a.
help-hasami-two-lines-at-once-heading = Duas linhas de uma vez
help-hasami-two-lines-at-once-1 = Um só lance pode capturar em várias direções ao mesmo tempo, e uma linha pode ter várias peças.
help-hasami-two-lines-at-once-caption = O lance e1e5 captura d5 (contra c5) e também e6 e e7 (contra e8).
help-hasami-corner-capture-heading = Captura no canto
help-hasami-corner-capture-1 = Uma peça adversária num canto é capturada quando o teu lance ocupa a segunda das duas casas ao lado dela.
help-hasami-corner-capture-caption = O lance d8a8 captura a peça do canto, porque já tens uma peça em b9.
help-hasami-moving-into-a-sandwich-is-safe-heading = Entrar entre duas peças é seguro
help-hasami-moving-into-a-sandwich-is-safe-1 = Só captura quem joga. Podes pôr uma peça entre duas peças adversárias e ela fica no tabuleiro.
help-hasami-moving-into-a-sandwich-is-safe-caption = O lance e1e5 é seguro: as peças em d5 e f5 não capturam a peça que chega.
help-hasami-how-game-ends-heading = Como acaba a partida
help-hasami-how-game-ends-1 = Com a condição de vitória por omissão, perde o jogador que fique com duas peças ou menos. Um jogador sem nenhum lance legal também perde.
help-hasami-how-game-ends-2 = Uma posição repetida três vezes, ou 100 lances seguidos sem captura, é empate.
help-hasami-options-heading = Opções
help-hasami-options-1 = Primeiro a jogar: Jogador 1 (por omissão), Jogador 2 ou ao acaso.
help-hasami-options-2 = Condição de vitória: o adversário fica com duas peças (por omissão), ou com uma peça. Ou então cinco capturas, ou mais três capturas do que o adversário quando chega a tua vez.
help-hasami-options-3 = Captura no canto: ligada (por omissão) ou desligada.
help-hasami-options-4 = Captura na borda: desligada (por omissão) ou ligada. Quando ligada, uma linha de peças adversárias ao longo de uma borda é capturada quando o teu lance preenche todas as casas à volta dela: as pontas da linha ao longo da borda, exceto num canto, e cada casa ao lado dela do lado do centro.
help-hasami-computer-players-heading = Jogadores do computador
help-hasami-computer-players-1 = Os jogadores ao acaso e clássico ao acaso fazem lances legais à sorte. Do programa em Prolog de 2010, clássico guloso faz o lance que captura mais; quando nenhum captura, escolhe à sorte um lance depois do qual o adversário não pode capturar.
help-hasami-computer-players-2 = Também desse programa, clássico minimax vê dois lances à frente, ou três quando tem menos de cinco peças, contando as peças de cada lado.

## Games played (Statistics → Games)

games-title = Partidas jogadas
games-reading = A ler as partidas guardadas…
games-none = Ainda não há partidas terminadas: cada partida jogada aqui até ao fim fica guardada e listada.
games-header-ended = Fim (UTC)
games-header-game = Jogo
games-header-players = Jogadores
games-header-result = Resultado
games-header-reason = Motivo
games-header-moves = Lances
games-versus = { $one } – { $two }
games-reason = { $reason ->
    [checkmate] xeque-mate
    [stalemate] afogamento
    [fifty-moves] 50 lances
    [insufficient-material] material insuficiente
    [repetition] repetição
    [race-won] corrida ganha
    [race-drawn] corrida empatada
    [no-capture] sem captura
    [zone-empty] zona vazia
    [stalled] bloqueio
    [no-moves] sem lance legal
    [pieces-left] peças restantes
    [captures] capturas
    [quiet-limit] lances sem captura
    [time] tempo
    [abandoned] abandonado
    [resigned] desistência
   *[agreed] empate acordado
}
games-count = { $total ->
    [one] { $total } partida
   *[other] { $total } partidas
}
games-range = { $first }–{ $last } de { $total }
games-more-unreadable = …e mais { $count } { $count ->
    [one] ficheiro que não se conseguiu ler
   *[other] ficheiros que não se conseguiram ler
}

## TV in the lobby

tv-heading = TV · { $title }
tv-next = A seguir na TV: { $game }

## Files: saves, imports, settings and engines
# What the system, a parser or an engine said ($reason, $says, $status,
# $said, $what) comes in its own words, in every language.

file-problem-not-text = não é texto
file-problem-empty = o ficheiro está vazio
file-problem-version = `version` não é um número inteiro
file-problem-line = linha { $line }: { $says }
file-decode-newer = vem de uma versão mais recente do tabuleiro (formato { $found }; esta lê até ao { $known })
file-set-aside = não foi possível ler { $name } ({ $problem }); usam-se os valores predefinidos e o ficheiro antigo fica guardado como { $kept }
file-not-set-aside = não foi possível ler { $name } ({ $problem }) nem pô-lo de parte ({ $reason }); usam-se os valores predefinidos e o ficheiro fica como está
file-newer = { $name } vem de uma versão mais recente do tabuleiro (formato { $found }; esta lê até ao { $known }); usam-se os valores predefinidos e o ficheiro fica como está
file-unopenable = não foi possível abrir { $name } ({ $reason }); usam-se os valores predefinidos e o ficheiro fica como está
file-write-failed = não foi possível guardar { $name } ({ $reason })
file-write-newer = { $name } vem de uma versão mais recente do tabuleiro (formato { $found }); fica como está e não foi substituído
file-no-home = não há pasta pessoal onde guardar ficheiros; define { $config } e { $data } com pastas que o tabuleiro possa usar
file-theme-skipped = tema { $name }: { $problem }; fica de fora
save-not-found = não há nenhuma gravação chamada "{ $name }"
save-cannot-delete = não foi possível apagar a gravação "{ $name }" ({ $reason })
save-cannot-clear = não foi possível apagar a gravação automática da partida terminada ({ $reason })
save-cannot-list = não foi possível listar as gravações ({ $reason })
record-position = não é possível ler a posição inicial: { $error }
record-move = o lance { $number } ({ $move }) não pode ser jogado: { $error }
record-redo = o lance { $number } a refazer ({ $move }) não pode ser jogado: { $error }
record-decode = não é possível ler o registo do jogo: { $error }
resume-cannot = não é possível continuar o jogo guardado: { $error }
resume-unknown-player = jogador desconhecido { $id } para { $game } (experimenta --list-players)
import-not-a-file = não é um ficheiro que se possa importar
import-too-large = o ficheiro tem { $size } MiB; os jogos a importar têm no máximo { $most } MiB
import-not-text = o ficheiro não é texto (não é UTF-8)
import-cannot-open = não é possível abrir o ficheiro ({ $reason })
import-cannot-read = não é possível ler o ficheiro ({ $reason })
pgn-unsupported = { $game } não tem PGN; só o Xadrez e a Corrida de Reis têm
pgn-variant = partida { $game }: variante desconhecida { $variant }
pgn-fen = partida { $game }: não é possível ler a etiqueta FEN: { $error }
pgn-move = partida { $game }: lance { $number } { $move }: { $error }
pgn-syntax = linha { $line }: { $problem }
pgn-empty = não se encontrou nenhuma partida
pgn-comment-open = um comentário `{"{"}` não está fechado
pgn-variation-open = uma variante `(` não está fechada
pgn-no-variation = um `)` não fecha nenhuma variante
pgn-tag-shape = uma etiqueta tem de ser [Nome "valor"]
pgn-tag-value-open = o valor de uma etiqueta não está fechado com `"`
pgn-tag-open = uma etiqueta não está fechada com `]`
engine-bad-option = opção de motor inválida { $option } (tem de ser NOME=VALOR)
engine-bad-command = comando de motor inválido { $command }: { $reason }
engine-cannot-start = não foi possível iniciar { $program }: { $reason }
engine-unsupported = { $engine } não sabe jogar { $game }: { $reason }
engine-died = { $engine } terminou de repente ({ $status })
engine-died-saying = { $engine } terminou de repente ({ $status }): { $said }
engine-timed-out = { $engine } não respondeu a tempo: { $what }
engine-illegal-move = { $engine } jogou um lance ilegal: { $move }
engine-protocol = { $engine } não cumpriu o protocolo: { $what }
engine-not-on-server = os motores externos não correm num servidor
archive-unread = não foi possível ler o arquivo de partidas ({ $reason })
archive-game-unread = não foi possível ler a partida arquivada { $name } ({ $problem })
engine-unsplittable = há umas aspas por fechar, ou acaba com uma barra invertida solta
engine-command-empty = está vazio
engine-no-pipes = não foi possível abrir os canais de entrada e saída dele
engine-variant-not-offered = o UCI_Variant dele não oferece esse jogo
engine-no-variant-option = não tem a opção UCI_Variant
engine-output-closed = a saída dele fechou-se
engine-no-uciok = sem uciok
engine-no-readyok = sem readyok
engine-no-bestmove = sem bestmove
engine-bestmove-empty = bestmove sem lance
engine-bestmove-null = bestmove { $move } quando { $count ->
    [one] ainda resta { $count } lance legal
   *[other] ainda restam { $count } lances legais
}
theme-not-a-colour = não é uma cor: { $text }

## #36 keys
confirm-quit-seat = Sair do tabuleiro? O teu lugar numa partida em curso espera por ti; volta a tempo ou a partida está perdida.
no-other-opponent = Não há motor para trocar: adiciona um em Definições → Motores.
game-pause-set = Este jogo: { $seconds } entre lances (as Definições mantêm { $setting }).
## #36 notation
confirm-start-new = Começar um jogo novo? O jogo em curso fica em Partidas jogadas, como abandonado.
settings-notation = Notação
settings-name = O teu nome
notation-letters = letras (RDTBC)
notation-english = inglês (KQRBN)
notation-figurines = figuras (♘)
typed-r-ambiguous = { $move }: aqui R tanto é rei como torre: escreve K (rei) ou T (torre).
## #36 looks
# The score of a game that counts points, each player's beside their
# name (cut to fit), player 1 first: "Ana 5 – 3 Computer".
panel-score-sides = { $one } { $one-points } – { $two-points } { $two }
## #36 review
# Review: a player's accuracy beside their marks ("precisão 87%").
analysis-accuracy = precisão { $percent }%
# Review's key to the next / previous move marked ?!, ? or ??.
key-marks = erros
# Novo jogo, computador contra computador: o nível de cada lado.
setup-bot-side = Computador { $side ->
    [Brancas] das brancas
    [Pretas] das pretas
   *[other] do { $side }
}
## #36 words
not-rated = Sem rating
## #36 rooms
refused-name-too-long = Um nome tem no máximo { $most } caracteres (um carácter largo conta por dois).
login-name-too-long = O teu nome de utilizador tem mais de { $most } caracteres: vais como convidado.
lookup-prompt = Perfil de:
key-player = jogador
controls-lobby-lookup = Procurar um jogador
key-copy = copia
record-copied = Enviado para a tua área de transferência (se o teu terminal o permitir).
settings-room-bell = Campainha nas salas (lance do adversário, pouco tempo)
## #36 lead
panel-nodes = { $count } nós
## #37 puzzles and lessons on the board
puzzle-wrong = Não é esse o lance.
drill-solved = Certo!
drill-failed = { $why } A solução era { $move }.
drill-hint = Dica: move a peça em { $square }.
controls-puzzles = Problemas: escolher o jogo
controls-drill = Um problema ou uma lição no tabuleiro
controls-drill-over = Um problema ou um passo de lição terminado
key-puzzles = problemas
key-next = seguinte
key-retry = tentar de novo
key-puzzle-rated = problemas com rating
key-streak = série
menu-puzzles = Problemas
puzzles-title = Problemas
puzzles-explain = Cada problema começa com o lance do adversário; depois encontra o único lance que ganha. Enter joga problemas com rating perto do teu; s joga uma série: problemas seguidos, um pouco mais difíceis de cada vez, até falhares um (sem rating).
puzzles-mixed = Todos os jogos
puzzle-solved = Resolvido!
puzzle-failed = Falhado.
puzzle-unrated = Esta tentativa não conta para o rating.
streak-unrated = As séries não contam para o rating.
puzzle-progress = O teu rating de problemas: { $rating }  ·  resolvidos { $solved }  ·  falhados { $failed }  ·  melhor série { $best }
puzzle-heading = Problema · { $game }
streak-heading = Série { $solved } · { $game }
puzzle-id = #{ $id } · rating { $rating }
puzzle-find = Vez de { $side }: encontra o melhor lance.
puzzle-themes = Temas: { $themes }
puzzle-rating-change = O teu rating de problemas: { $rating } ({ $change })
puzzle-your-rating = O teu rating de problemas: { $rating }
puzzle-theme-mate = xeque-mate
puzzle-theme-mateIn1 = mate em 1
puzzle-theme-mateIn2 = mate em 2
puzzle-theme-mateIn3 = mate em 3
puzzle-theme-mateIn4 = mate em 4
puzzle-theme-mateIn5 = mate em 5
puzzle-theme-fork = garfo
puzzle-theme-promotion = promoção
puzzle-theme-race = corrida
puzzle-theme-advantage = vantagem
puzzle-theme-crushing = esmagador
puzzle-theme-short = curto
puzzle-theme-long = longo
puzzle-theme-canalCapture = captura através do canal
puzzle-theme-cornerCapture = captura no canto
puzzle-theme-sandwich = sanduíche
puzzle-theme-multiCapture = várias capturas
controls-lessons = Lições: escolher uma
lessons-title = Lições · { $game }
lessons-explain = Cada lição põe uma regra no tabuleiro: cumpre a tarefa com um lance, t dá uma dica. Um lance errado é explicado e desfeito.
lesson-done-mark = feita
lesson-step = Passo { $step } de { $steps }
lesson-done = Lição concluída!
help-lesson-link = ▸ Experimenta: lição “{ $title }” (enter abre as lições)
## #37 lessons
help-racing-kings-blocking-heading = Barrar o outro rei
help-racing-kings-blocking-1 = O rei nunca pode ir para uma casa atacada pelas tuas peças, por isso uma peça pode fechar-lhe o caminho: uma torre na oitava fila impede o outro rei de lá chegar, sem dar xeque.
lesson-chess-king-title = O rei
lesson-chess-king-step1-task = O rei desloca-se uma casa em qualquer direção. Toma a torre.
lesson-chess-king-step1-hint = A torre em d5 está ao lado do teu rei e nada a defende.
lesson-chess-king-step1-wrong = Esse lance não toma a torre em d5.
lesson-chess-queen-title = A dama
lesson-chess-queen-step1-task = A dama desloca-se a qualquer distância ao longo de filas, colunas e diagonais. Toma o cavalo.
lesson-chess-queen-step1-hint = Olha ao longo da diagonal que sai de d4 para cima e para a esquerda.
lesson-chess-queen-step1-wrong = Esse lance não toma o cavalo em b6.
lesson-chess-rook-title = A torre
lesson-chess-rook-step1-task = A torre desloca-se a qualquer distância ao longo de filas e colunas. Toma o peão.
lesson-chess-rook-step1-hint = O peão está em b5, a direito pela coluna b acima da tua torre.
lesson-chess-rook-step1-wrong = Esse lance não toma o peão em b5.
lesson-chess-bishop-title = O bispo
lesson-chess-bishop-step1-task = O bispo desloca-se a qualquer distância ao longo das diagonais. Toma o peão.
lesson-chess-bishop-step1-hint = O peão em g6 está numa diagonal do bispo em d3.
lesson-chess-bishop-step1-wrong = Esse lance não toma o peão em g6.
lesson-chess-knight-title = O cavalo
lesson-chess-knight-step1-task = O cavalo salta em L: duas casas numa direção e depois uma para o lado. Toma o peão.
lesson-chess-knight-step1-hint = De d4, o cavalo chega a b3: duas casas para a esquerda, uma para baixo.
lesson-chess-knight-step1-wrong = Esse lance não toma o peão em b3.
lesson-chess-pawn-title = O peão
lesson-chess-pawn-step1-task = O peão avança a direito, uma casa, ou duas a partir da sua casa inicial. Leva o teu peão para e4.
lesson-chess-pawn-step1-hint = De e2, duas casas em frente é e4.
lesson-chess-pawn-step1-wrong = O peão não chegou a e4.
lesson-chess-pawn-step2-task = O peão captura uma casa na diagonal, para a frente. Toma o peão.
lesson-chess-pawn-step2-hint = O teu peão em e2 toma em d3.
lesson-chess-pawn-step2-wrong = Esse lance não toma o peão em d3.
lesson-chess-pawn-step2-illegal = O peão nunca captura em frente, só na diagonal.
lesson-chess-en-passant-title = Tomada en passant
lesson-chess-en-passant-step1-task = O peão preto acabou de avançar duas casas, de d7 para d5, passando ao lado do teu. Toma-o en passant.
lesson-chess-en-passant-step1-hint = Leva o teu peão para d6, a casa por onde o peão preto passou.
lesson-chess-en-passant-step1-wrong = Esse lance não toma o peão em d5. O en passant só é possível agora.
lesson-chess-promotion-title = Promoção
lesson-chess-promotion-step1-task = O peão que chega à última fila passa a dama, torre, bispo ou cavalo. Faz uma dama.
lesson-chess-promotion-step1-hint = Leva o peão a e8, ou toma em d8, e escolhe a dama.
lesson-chess-promotion-step1-wrong = O teu peão não passou a dama.
lesson-chess-promotion-step2-task = Promove e dá mate de uma vez.
lesson-chess-promotion-step2-hint = Em e8 a nova dama é tomada pela torre; toma antes a torre.
lesson-chess-promotion-step2-wrong = Isso não é mate. O rei preto está preso atrás dos seus peões: dá-lhe xeque pela oitava fila, onde nada possa tomar a peça que o dá.
lesson-chess-castling-title = O roque
lesson-chess-castling-step1-task = Faz o roque: leva o rei duas casas na direção de uma torre, e a torre salta por cima dele.
lesson-chess-castling-step1-hint = Leva o rei de e1 para g1, ou para c1.
lesson-chess-castling-step1-wrong = Isso não é roque. Desloca o rei duas casas para o lado.
lesson-chess-castling-step2-task = Roca outra vez. O bispo em h5 vigia um dos lados.
lesson-chess-castling-step2-hint = O bispo ataca d1, por isso o rei não pode passar por lá: roca para o outro lado.
lesson-chess-castling-step2-illegal = O rei não pode rocar estando em xeque, passando por uma casa atacada, nem para ficar em xeque.
lesson-chess-checkmate-title = Xeque e mate
lesson-chess-checkmate-step1-task = O teu rei está em xeque. Sai do xeque tomando a torre que o dá.
lesson-chess-checkmate-step1-hint = Nada defende a torre em e2: o teu rei pode tomá-la.
lesson-chess-checkmate-step1-wrong = Sair para o lado também acaba com o xeque, mas aqui podes tomar a torre.
lesson-chess-checkmate-step1-illegal = O teu rei está em xeque: o teu lance tem de acabar com o xeque.
lesson-chess-checkmate-step2-task = Dá mate: põe o rei em xeque de modo que não tenha fuga.
lesson-chess-checkmate-step2-hint = Os próprios peões pretos fecham o rei. Usa a torre na oitava fila.
lesson-chess-checkmate-step3-task = Dá mate com a dama. O teu rei guarda as casas em frente do rei preto.
lesson-chess-checkmate-step3-hint = Dá xeque pela oitava fila.
lesson-chess-checkmate-wrong = Isso não é mate: o rei preto não está em xeque, ou consegue fugir.
lesson-chess-stalemate-title = Afogamento
lesson-chess-stalemate-step1-task = Dá mate num lance. Cuidado: se as pretas não tiverem lance legal mas não estiverem em xeque, é afogamento, um empate.
lesson-chess-stalemate-step1-hint = Dá xeque ao rei pela oitava fila.
lesson-chess-stalemate-step1-stalemate = Afogamento! As pretas não se podem mexer mas não estão em xeque: a partida fica empatada.
lesson-racing-kings-start-title = A corrida
lesson-racing-kings-start-step1-task = Leva o teu rei tabuleiro acima: dois lances, cada um para uma fila mais alta.
lesson-racing-kings-start-step1-hint = O teu rei começa em h2. Sobe para g3 ou h3, e depois outra vez.
lesson-racing-kings-start-step1-wrong = O teu rei não subiu no tabuleiro. Nesta corrida cada lance conta.
lesson-racing-kings-start-step2-task = Chega à oitava fila e ganha.
lesson-racing-kings-start-step2-hint = Qualquer casa da fila de cima serve: o rei preto está longe demais para te seguir.
lesson-racing-kings-not-home = O teu rei não chegou à oitava fila.
lesson-racing-kings-attacked-square = O teu rei nunca pode ir para uma casa atacada por uma peça adversária.
lesson-racing-kings-pieces-title = As peças
lesson-racing-kings-pieces-step1-task = As peças deslocam-se e capturam como no xadrez. Toma a torre com o teu rei.
lesson-racing-kings-pieces-step1-hint = A torre em d4 está ao lado do teu rei e nada a defende.
lesson-racing-kings-pieces-step1-wrong = Esse lance não toma a torre em d4.
lesson-racing-kings-no-checks-title = Sem xeques
lesson-racing-kings-no-checks-step1-task = Toma o cavalo em d4. Nenhum lance pode dar xeque, nem sequer uma captura.
lesson-racing-kings-no-checks-step1-hint = Em d4 a torre daria xeque ao rei em h4; o bispo não.
lesson-racing-kings-no-checks-step1-wrong = Esse lance não toma o cavalo em d4.
lesson-racing-kings-no-checks-step1-illegal = Na Corrida de Reis nenhum lance pode dar xeque: esse daria.
lesson-racing-kings-no-checks-step2-task = Chega à oitava fila. Duas das casas acima do teu rei estão atacadas.
lesson-racing-kings-no-checks-step2-hint = A torre vigia d8 e o bispo f8: sobe a direito.
lesson-racing-kings-last-chance-title = A última oportunidade das pretas
lesson-racing-kings-last-chance-step1-task = Jogas com as pretas. O rei branco chegou à oitava fila; tens mais um lance. Empata a partida.
lesson-racing-kings-last-chance-step1-hint = Agora só um lance do rei para a oitava fila empata: a8 ou b8.
lesson-racing-kings-last-chance-step1-wrong = Agora qualquer lance que não leve o rei à oitava fila perde.
lesson-racing-kings-ends-title = Quem chega primeiro ganha
lesson-racing-kings-ends-step1-task = Jogas com as pretas, e o teu rei pode chegar à oitava fila antes do branco. Ganha.
lesson-racing-kings-ends-step1-hint = Se o rei preto chegar primeiro à oitava fila, ganha logo: a8 ou b8.
lesson-racing-kings-ends-step1-wrong = Podias ter chegado primeiro à oitava fila e ganho logo.
lesson-racing-kings-block-title = Barrar o caminho
lesson-racing-kings-block-step1-task = O rei preto está a um passo da oitava fila. Move uma peça para que ele não possa subir.
lesson-racing-kings-block-step1-hint = Uma torre na oitava fila ataca todas as casas dessa fila.
lesson-racing-kings-block-step1-wrong = O rei preto ainda pode subir no tabuleiro.
lesson-racing-kings-block-step1-illegal = Nenhum lance pode dar xeque: a torre não pode ficar na fila nem na coluna do rei preto.
lesson-massacre-must-capture = Lembra-te: no Massacre todos os lances têm de capturar.
lesson-massacre-capture-title = Todos os lances capturam
lesson-massacre-capture-step1-task = Todos os lances têm de capturar. Toma a torre.
lesson-massacre-capture-step1-hint = A tua torre em c1 toma a direito pela coluna c acima.
lesson-massacre-capture-step1-wrong = Isso captura, mas não a torre em c3.
lesson-massacre-queen-title = A dama
lesson-massacre-queen-step1-task = A dama captura ao longo de filas, colunas e diagonais. Toma o bispo em f2.
lesson-massacre-queen-step1-hint = f2 está na diagonal que desce de d4 para a direita.
lesson-massacre-queen-step1-wrong = Isso não toma o bispo em f2.
lesson-massacre-rook-title = A torre
lesson-massacre-rook-step1-task = A torre captura ao longo de filas e colunas. Toma o cavalo.
lesson-massacre-rook-step1-hint = O cavalo está em e1, ao longo da primeira fila.
lesson-massacre-rook-step1-wrong = Isso não toma o cavalo em e1.
lesson-massacre-bishop-title = O bispo
lesson-massacre-bishop-step1-task = O bispo captura ao longo das diagonais. Toma a dama.
lesson-massacre-bishop-step1-hint = A dama está em f4, na diagonal longa para cima e para a direita.
lesson-massacre-bishop-step1-wrong = Isso não toma a dama em f4.
lesson-massacre-knight-title = O cavalo
lesson-massacre-knight-step1-task = O cavalo salta em L por cima de qualquer peça. Toma a dama.
lesson-massacre-knight-step1-hint = A dama está em e2: duas casas à esquerda do cavalo e uma acima.
lesson-massacre-knight-step1-wrong = Isso não toma a dama em e2.
lesson-massacre-ends-title = Sem capturas
lesson-massacre-ends-step1-task = Quem tem a vez e não tem captura perde. Encontra a única captura que não perde.
lesson-massacre-ends-step1-hint = Depois de cada captura, vê o que as pretas podem tomar de volta.
lesson-massacre-ends-step1-wrong = Depois disso, as pretas tomam a tua última peça e, sem captura possível, perdes.
lesson-massacre-ends-step2-task = Faz a captura que deixa as pretas sem captura: ganhas logo.
lesson-massacre-ends-step2-hint = Depois de cada captura, que peça preta poderia tomar a tua dama?
lesson-massacre-ends-step2-wrong = A partida continua: as pretas ainda têm uma captura.
lesson-martian-pawn-title = O peão
lesson-martian-pawn-step1-task = O peão desloca-se uma casa na diagonal, em qualquer direção. Captura o drone do outro lado do canal.
lesson-martian-pawn-step1-hint = O teu peão está em b4; o drone em c5 está a um passo na diagonal.
lesson-martian-pawn-step1-wrong = Isso não toma o drone em c5.
lesson-martian-drone-title = O drone
lesson-martian-drone-step1-task = O drone desloca-se uma ou duas casas ao longo de uma fila ou coluna. Captura o peão.
lesson-martian-drone-step1-hint = O drone em c4 chega a c6 num só lance.
lesson-martian-drone-step1-wrong = Isso não toma o peão em c6.
lesson-martian-queen-title = A dama
lesson-martian-queen-step1-task = A dama desloca-se a qualquer distância em linha reta. Toma o drone: vale 2 pontos.
lesson-martian-queen-step1-hint = Olha a direito pela coluna b acima.
lesson-martian-queen-step1-wrong = Isso não toma o drone em b7.
lesson-martian-canal-title = Capturar e pontuar
lesson-martian-canal-step1-task = Captura do outro lado do canal e ganha o máximo que puderes: uma dama vale 3, um drone 2, um peão 1.
lesson-martian-canal-step1-hint = A tua dama em c4 vê a dama em c8.
lesson-martian-canal-step1-wrong = Isso vale menos do que podias ganhar: toma a dama em c8.
lesson-martian-canal-step1-illegal = Só controlas as peças da tua zona, e não podes ir para cima de uma delas.
lesson-martian-promotion-title = Promoção no campo
lesson-martian-promotion-step1-task = Não tens nenhuma dama na tua zona. Junta o teu drone e o teu peão numa dama.
lesson-martian-promotion-step1-hint = Leva o drone de b2 para cima do peão em b3.
lesson-martian-promotion-step1-wrong = Não se fez nenhuma dama: leva o drone para cima do teu peão.
lesson-martian-rejection-title = Sem devolução
lesson-martian-rejection-step1-task = O jogador 2 acabou de levar o drone de b5 para b4: agora é teu. Toma o peão em b6.
lesson-martian-rejection-step1-hint = O drone anda duas casas, passando por b5 até b6.
lesson-martian-rejection-step1-wrong = Isso não toma o peão em b6.
lesson-martian-rejection-step1-illegal = Sem devolução: o drone que acabou de atravessar não pode voltar diretamente para b5 nesta vez.
lesson-martian-ends-title = O fim e a pontuação
lesson-martian-ends-step1-task = Estás a ganhar por 3 a 2 e a tua zona só tem uma peça. Acaba a partida agora e ganha.
lesson-martian-ends-step1-hint = A partida acaba logo que uma zona fique vazia: leva a tua dama para o outro lado do canal.
lesson-martian-ends-step1-wrong = A partida continua: só acaba quando uma zona fica vazia.
lesson-hasami-moving-title = Mover
lesson-hasami-moving-step1-task = Uma peça desloca-se como uma torre, por casas vazias. Leva a peça de e5 o mais para a esquerda que puder ir.
lesson-hasami-moving-step1-hint = A peça em b5 trava-a uma casa antes.
lesson-hasami-moving-step1-wrong = Não levaste a peça de e5 para c5.
lesson-hasami-moving-step1-illegal = As peças deslocam-se ao longo de uma fila ou coluna, só por casas vazias, e nunca saltam.
lesson-hasami-sandwich-title = A sanduíche
lesson-hasami-sandwich-step1-task = Apanha a peça adversária em e5 entre duas das tuas para a capturar.
lesson-hasami-sandwich-step1-hint = A tua peça em e4 fecha um dos lados: põe outra em e6.
lesson-hasami-sandwich-step1-wrong = Isso não captura a peça em e5.
lesson-hasami-sandwich-step2-task = As brancas ameaçam apanhar a tua peça em e5 numa sanduíche. Faz um lance depois do qual nenhuma das tuas peças possa ser capturada.
lesson-hasami-sandwich-step2-hint = A peça adversária em c4 pode chegar a e4 e fechar a tua peça em e5. Tira-a dali, para uma casa onde nenhuma peça adversária a possa fechar.
lesson-hasami-sandwich-step2-wrong = Esse lance deixa uma das tuas peças ser capturada no lance seguinte.
lesson-hasami-lines-title = Várias linhas de uma vez
lesson-hasami-lines-step1-task = Um só lance pode fazer sanduíches em várias direções. Toma três peças de uma vez.
lesson-hasami-lines-step1-hint = Leva uma peça para e5: fecha d5 contra c5, e e6 e e7 contra e8.
lesson-hasami-lines-step1-wrong = Isso não toma d5, e6 e e7 ao mesmo tempo.
lesson-hasami-corner-title = Captura no canto
lesson-hasami-corner-step1-task = Uma peça num canto é capturada quando ocupas as duas casas ao lado dela. Toma a peça em a9.
lesson-hasami-corner-step1-hint = Já ocupas b9: vai para a8.
lesson-hasami-corner-step1-wrong = Isso não toma a peça do canto.
lesson-hasami-safe-title = Entrar numa sanduíche, em segurança
lesson-hasami-safe-step1-task = Só captura quem joga. Põe uma peça entre as peças adversárias em d5 e f5.
lesson-hasami-safe-step1-hint = A peça em e1 pode subir a direito até e5.
lesson-hasami-safe-step1-wrong = Nenhuma peça foi para e5, entre as duas peças adversárias.
lesson-hasami-ends-title = O fim
lesson-hasami-ends-step1-task = As brancas têm três peças. Deixa-as com duas e ganha.
lesson-hasami-ends-step1-hint = Apanha numa sanduíche a peça em e5.
lesson-hasami-ends-step1-wrong = A partida continua: toma uma peça para deixar as brancas com duas.
lesson-hint = Dica: { $hint }
key-lessons = lições
