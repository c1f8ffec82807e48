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
setup-side = Jogas com
setup-bot = Computador
setup-bot-one = Computador 1
setup-bot-two = Computador 2
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
setup-name = Nome de { $side }
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
pause-set = Pausa entre lances: { $seconds }

## Load and Statistics

load-title = Abrir jogo
load-none = Ainda não há jogos guardados: carrega em w durante um jogo para o guardar.
load-newer = guardado por um tabuleiro mais recente
load-unreadable = não pode ser lido
stats-title = Estatísticas
stats-none = Ainda não há jogos terminados: os resultados contra cada adversário aparecem aqui.
import-title = Importar um jogo
import-note = Um ficheiro PGN (Xadrez, Racing Kings) ou um registo de jogo do tabuleiro.
import-prompt = Ficheiro:
no-pgn = Só o Xadrez e o Racing Kings têm PGN; isto exporta um registo de jogo.
stats-header-1 = Jogo
stats-header-2 = Adversário
stats-header-3 = Ganhos
stats-header-4 = Perdidos
stats-header-5 = Empates
export-prompt = Exportar { $format } para:{" "}
exported-to = Exportado para { $path }
confirm-replace-save = Já existe um jogo guardado com o nome "{ $name }". Substituí-lo por este?
confirm-delete = Apagar o jogo guardado "{ $name }"? Não pode ser desfeito.
saved-as = Guardado como "{ $name }".

## How to play

rules-title = Como jogar
controls-tab = Teclas
controls-intro = As teclas, ecrã a ecrã. A linha de baixo mostra sempre as teclas que funcionam agora.
objective = Objetivo
marks-title = As marcas de Rever
marks-intro = Rever analisa a partida e marca cada lance pelo que perdeu face ao melhor lance do motor, do lado de quem jogou: ?! uma imprecisão, ? um erro, ?? um erro grave.
marks-lines-1 = Xadrez, Racing Kings e Xadrez Massacre, em peões: ?! a partir de 0.5, ? de 1, ?? de 2.
marks-lines-2 = Xadrez Marciano, em pontos: ?! a partir de 1, ? de 2, ?? de 3.
marks-lines-3 = Hasami Shogi, em pedras: ?! a partir de 0.5, ? de 1, ?? de 1.5.

## Game

panel-moves = Lances
panel-eval-pending = …
panel-result = Resultado
panel-thinking = A pensar
panel-analysing = A analisar
panel-captured = Capturadas
panel-score = Pontos
panel-points = pontos
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
confirm-replace-game = Abrir este jogo? O jogo em curso é substituído (w guarda-o antes com um nome).
review-start = Rever: a posição inicial
too-small = Terminal pequeno demais: { $width } x { $height }, precisa de pelo menos { $need-width } x { $need-height }
panel-eval = Aval. ({ $side })
flipped = Tabuleiro virado: { $side } em baixo.
at-most = Aqui cabem no máximo { $max } caracteres.
premove-waiting = Pré-lance: { $move }  (jogado quando for a tua vez; esc cancela)
premove-dropped = Pré-lance { $move } abandonado: { $reason }
premove-impossible = { $move } não pode ser jogado depois de nenhuma resposta; sem pré-lance.
hint-found = Sugestão: { $move }
theme-missing = o tema "{ $name }" não foi encontrado; usa-se o tema predefinido
kept-aside = { $problem }; o ficheiro fica guardado como { $kept }
confirm-resign = { $loser } desiste? { $winner } ganha a partida.
accept-draw = { $by } propõe empate. { $to }, aceitas?
draw-declined = { $by } recusa o empate.
no-draws = { $game } não tem empates.
you-win = Ganhaste
wins = { $name } ganha
result-win = { $winner } ganha{ $how }
result-draw = Empate{ $how }
how-checkmate = {" "}por xeque-mate
how-stalemate = {" "}por afogamento
how-fifty-moves = {" "}pela regra dos cinquenta lances
how-insufficient-material = : material insuficiente
how-repetition = {" "}por repetição
how-race-won = : o rei chegou à 8.ª fila
how-race-drawn = : os dois reis chegaram à 8.ª fila
how-no-capture = : { $loser } não pode capturar
how-zone-empty = : zona vazia, { $scores }
how-zone-empty-last-move = : zona vazia, { $scores }, o último lance
how-stalled = : bloqueio, { $scores }
how-no-moves = : { $loser } não tem lances legais
how-pieces-left = : { $loser } fica com { $count ->
    [one] { $count } peça
   *[other] { $count } peças
}
how-captures = {" "}por capturas, { $scores }
how-quiet-limit = : { $count } lances sem captura
how-time = : acabou o tempo de { $loser }
how-time-no-win = : acabou o tempo de { $flagged }, mas { $other } não pode ganhar
how-abandoned = : o lugar de { $loser } ficou vazio
how-abandoned-no-win = : um lugar ficou vazio e nenhum lado pode ganhar
how-resigned = : { $loser } desistiu
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
engine-failed = { $reason }. Carrega em o para { $stand-in } continuar a jogar.
engine-missing = O motor "{ $name }" não está nas Definições: joga { $stand-in } em vez dele.
engine-unusable = O motor "{ $name }" não pode correr: { $reason }. Carrega em o para outro jogar.

## Lobby and rooms

seat-open = (lugar livre)
room-seat-open = À espera de um segundo jogador para o lugar livre.
room-watching = Estás a assistir: só os jogadores jogam.
room-seat-taken = A tua outra ligação ocupou o teu lugar; estás a assistir.
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
record-copy = Seleciona o texto para o copiar; esc fecha.
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
profile-ratings-4 = Ganhos
profile-ratings-5 = Empates
profile-ratings-6 = Perdidos
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
leaderboard-rule = Os { $top } melhores com { $count } partidas com rating e um rating já não provisório.

## Shared words

length-moves = { $count ->
    [one] { $count } lance
   *[other] { $count } lances
}
