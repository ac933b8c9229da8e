# Brazilian Portuguese translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# The menus around the game (game/ui/home.py, setup.py, team_picking.py, options_screen.py,
# pause.py, rules_screen.py). Rules texts are in rules.ftl; computer players' names and levels
# in bots.ftl.

## Presets (the four rule sets)

# "1000 Miles" stays the game's own name: "1000 milhas" is the Brazilian preset beside it.
# A number inside a name is a string, { "1000" }: it keeps its digits.
preset-1000_miles = { "1000" } Miles
preset-1000_milhas = { "1000" } milhas
preset-classic = Clássico
preset-mile_by_mile = Milha a milha

## Home screen

home-title = { preset-1000_miles }. Início.
home-play = Jogar
home-setup = Montar uma mesa
home-resume = Retomar a partida salva
home-result = Resultado da última partida
home-result-said = A última partida terminou. Ela foi arquivada; Jogar começa uma nova.
home-rules = Regras
home-options = Opções
home-quit = Sair
home-goodbye = Até logo.
# $file is the name the damaged file was kept under.
home-save-damaged = A partida salva está danificada e não pode ser retomada. Ela foi guardada à parte como { $file }. Nada mais foi perdido.
home-save-missing = Não há mais partida salva.

## First start: the language

language-title = Escolha seu idioma.

## Table setup

setup-title = Montar uma mesa.
setup-preset = Regras
setup-players = Jogadores
# $count players; $teams_only says the count is only played in teams.
setup-players-value = { $count } jogadores{ $teams_only ->
    [yes] , em equipes
   *[no] {""}
}
setup-in-teams = Jogar em equipes
setup-layout = Equipes
# "2 teams of 3"
setup-layout-value = { $teams } equipes de { $size }
setup-team-mates = Parceiros
setup-team-mates-none = ainda não escolhidos, aperte Enter para escolher
# One team in the list: "team 1: You and Ana". $names are the team's names, joined.
setup-team = equipe { $number }: { $names }
# Joins two names of a team: "You and Ana"; longer teams use commas before the last "and".
setup-names-and = { $first } e { $last }
setup-score-limit = Meta de pontos
setup-score-value = { $value } pontos
setup-races = Corridas para vencer
setup-races-value = { $value ->
    [one] 1 corrida
   *[other] { $value } corridas
}
setup-trip = Percurso
setup-trip-value = { $miles } milhas
setup-accumulation = Acumulação de ataques
setup-reshuffle = Reembaralhar o descarte
setup-counterflow = Cartas contramão
setup-remove-protections = Carta remover proteções
# A computer player's item: "Computer player 2, Boris", then its level.
setup-bot = Jogador do computador { $number }, { $name }
setup-bot-name-title = Escolha um nome para o jogador do computador { $number }.
setup-your-name = Seu nome: { $name }
setup-name-prompt = Seu nome
player-default-name = Você
setup-start = Começar a partida
setup-level-easy = fácil
setup-level-normal = normal
setup-level-hard = difícil

## Refused table options (OptionsError codes); should never be heard

setup-error-unknown_preset = Estas regras não são conhecidas.
setup-error-unknown_option = Essa opção não existe.
setup-error-bad_value = Esse valor não é permitido.
setup-error-players = Estas regras não são jogadas com esse número de jogadores.
setup-error-seven_players = Sete jogadores não é possível: são muitos para jogar sozinhos, e não formam equipes iguais.
setup-error-teams_not_offered = Não há equipes com esse número de jogadores.
setup-error-teams_layout = Esse número de jogadores não forma essas equipes.
setup-error-score_limit = A meta de pontos deve ficar entre { 1000 } e { 500000 }.
setup-error-not_for_preset = Essa opção não faz parte destas regras.
setup-error-races_to_win = As corridas para vencer devem ficar entre 1 e 10.
setup-error-trip = O percurso deve ser de { 1000 } ou 700 milhas.
setup-error-other = Estas opções de mesa não são permitidas.

## Team picking

# $count: how many team-mates are still to choose.
picking-title = Escolha seus parceiros. { $count ->
    [one] Falta escolher 1.
   *[other] Falta escolher { $count }.
}
picking-next = { $count ->
    [one] Falta mais um.
   *[other] Faltam mais { $count }.
}
picking-you-take = Você escolhe { $name }.
picking-bot-takes = { $chooser } escolhe { $name }.
picking-left-over = { $names } formam a última equipe.
picking-done = As equipes são: { $teams }.
picking-cancelled = Parceiros não escolhidos.

## Options

opts-title = Opções
opts-language = Idioma
opts-speech = Fala
opts-speech-rate = Velocidade da fala
opts-speech-rate-default = a velocidade da própria voz
opts-master-volume = Volume geral
opts-cue-volume = Volume dos efeitos
opts-music = Música
opts-pace = Ritmo dos jogadores do computador
# Seconds between two plays of computer players.
opts-pace-value = { $seconds ->
    [one] { $seconds } segundo entre jogadas
   *[other] { $seconds } segundos entre jogadas
}
opts-verbosity = Jogadas dos outros jogadores
opts-verbosity-full = frases completas
opts-verbosity-short = curtas
opts-verbosity-sounds = só sons
opts-trick-window = Tempo para a jogada de mestre contra jogadores do computador
opts-trick-window-value = { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}
opts-auto-draw = Comprar automaticamente no início da minha vez
opts-trick-guard = Perguntar antes de comprar quando posso fazer uma jogada de mestre
opts-unused-keys = Avisar quando uma tecla não faz nada
opts-back = Voltar
# Settings with no item in the options, named when a damaged one is reset
setting-last-table = A última mesa preparada
setting-player-name = Seu nome
setting-language-chosen = Idioma escolhido no primeiro início
speech-choice-auto = Automática
speech-choice-cytolk = Leitor de tela ou SAPI
speech-choice-speechd = Speech Dispatcher (fala do Linux)
speech-choice-prism = Fala do sistema
speech-choice-print = Imprimir no terminal
speech-choice-recorder = Gravador, para testes
speech-choice-none = Sem fala

## Pause menu

pause-title = Pausado.
pause-resume = Retomar a partida
pause-options = Opções
pause-rules = Regras
pause-leave = Sair da partida
pause-leave-confirm = Sair da partida? Ela fica salva: você pode retomá-la na tela inicial.
pause-stay = Você continua na partida.

## Rules screen

rules-choose-preset = Regras. Escolha as regras para ler.
# The title of a rules book: "Rules of Classic."
rules-book-title = Regras: { $preset }. Setas para cima e para baixo escolhem uma seção, Enter lê a seção, setas para a esquerda e para a direita leem parágrafo por parágrafo.
rules-end-of-section = Fim da seção.
rules-start-of-section = Começo da seção.
help-rules-next-paragraph = ler o próximo parágrafo da seção
help-rules-previous-paragraph = ler o parágrafo anterior da seção
help-rules-read = ler a seção inteira
