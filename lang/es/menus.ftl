# Spanish translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Los menús alrededor de la partida (game/ui/home.py, setup.py, team_picking.py,
# options_screen.py, pause.py, rules_screen.py). Las reglas están en rules.ftl; los nombres y
# niveles de los jugadores del ordenador, en bots.ftl.

## Variantes (los cuatro reglamentos)

# Un número dentro de un nombre es un texto, { "1000" }: no toma la forma de los números.
preset-1000_miles = { "1000" } millas
preset-1000_milhas = { "1000" } milhas, versión brasileña
preset-classic = Clásico
preset-mile_by_mile = Milla a milla

## Pantalla de inicio

home-title = { preset-1000_miles }. Inicio.
home-play = Jugar
home-setup = Preparar una mesa
home-resume = Reanudar la partida guardada
home-result = Resultado de la última partida
home-result-said = La última partida ha terminado. Queda archivada; Jugar empieza una nueva.
home-rules = Reglas
home-options = Opciones
home-quit = Salir
home-goodbye = Adiós.
# $file es el nombre con el que se guardó el archivo dañado.
home-save-damaged = La partida guardada está dañada y no se puede reanudar. Se ha apartado como { $file }. No se ha perdido nada más.
home-save-missing = Ya no hay ninguna partida guardada.

## Primer inicio: el idioma

language-title = Elige tu idioma.

## Preparar la mesa

setup-title = Preparar una mesa.
setup-preset = Reglas
setup-players = Jugadores
# $count jugadores; $teams_only indica que ese número solo se juega por equipos.
setup-players-value = { $count } jugadores{ $teams_only ->
    [yes] , por equipos
   *[no] {""}
}
setup-in-teams = Jugar por equipos
setup-layout = Equipos
# "2 equipos de 3"
setup-layout-value = { $teams } equipos de { $size }
setup-team-mates = Compañeros de equipo
setup-team-mates-none = aún sin elegir, pulsa Intro para elegirlos
# Un equipo de la lista: "equipo 1: Tú y Ana". $names son los nombres del equipo, unidos.
setup-team = equipo { $number }: { $names }
# Une los dos últimos nombres de un equipo: "Tú y Ana"; "y" pasa a "e" ante el sonido i.
setup-names-and = { $last ->
    [Ivo] { $first } e { $last }
    [Isabel] { $first } e { $last }
    [Irene] { $first } e { $last }
    [Ismael] { $first } e { $last }
    [Ignacio] { $first } e { $last }
    [Inma] { $first } e { $last }
   *[other] { $first } y { $last }
}
setup-score-limit = Límite de puntos
setup-score-value = { $value } puntos
setup-races = Carreras para ganar
setup-races-value = { $value ->
    [one] 1 carrera
   *[other] { $value } carreras
}
setup-trip = Recorrido
setup-trip-value = { $miles } millas
setup-accumulation = Acumulación de problemas
setup-reshuffle = Volver a barajar los descartes
setup-counterflow = Cartas de sentido contrario
setup-remove-protections = Carta de retirada de protecciones
# Un jugador del ordenador: "Jugador del ordenador 2, Boris", y luego su nivel.
setup-bot = Jugador del ordenador { $number }, { $name }
setup-bot-name-title = Elige un nombre para el jugador del ordenador { $number }.
setup-your-name = Tu nombre: { $name }
setup-name-prompt = Tu nombre
player-default-name = Tú
setup-start = Empezar la partida
setup-level-easy = fácil
setup-level-normal = normal
setup-level-hard = difícil

## Opciones de mesa rechazadas (códigos de OptionsError); no deberían oírse nunca

setup-error-unknown_preset = Estas reglas no existen.
setup-error-unknown_option = Esa opción no existe.
setup-error-bad_value = Ese valor no está permitido.
setup-error-players = Estas reglas no se juegan con tantos jugadores.
setup-error-seven_players = Con siete jugadores no se puede jugar: son demasiados para jugar solos y no forman equipos iguales.
setup-error-teams_not_offered = Con tantos jugadores no se juega por equipos.
setup-error-teams_layout = Tantos jugadores no forman esos equipos.
setup-error-score_limit = El límite de puntos debe estar entre { 1000 } y { 500000 }.
setup-error-not_for_preset = Esa opción no forma parte de estas reglas.
setup-error-races_to_win = Las carreras para ganar deben estar entre 1 y 10.
setup-error-trip = El recorrido debe ser de { 1000 } o de 700 millas.
setup-error-other = Estas opciones de mesa no están permitidas.

## Elegir compañeros

# $count: cuántos compañeros quedan por elegir.
picking-title = Elige a tus compañeros de equipo. { $count ->
    [one] Queda uno por elegir.
   *[other] Quedan { $count } por elegir.
}
picking-next = { $count ->
    [one] Queda uno más por elegir.
   *[other] Quedan { $count } más por elegir.
}
picking-you-take = Eliges a { $name }.
picking-bot-takes = { $chooser } elige a { $name }.
picking-left-over = { $names } forman el último equipo.
picking-done = Los equipos son: { $teams }.
picking-cancelled = No se han elegido compañeros.

## Opciones

opts-title = Opciones
opts-language = Idioma
opts-speech = Voz
opts-speech-rate = Velocidad de la voz
opts-speech-rate-default = la velocidad propia de la voz
opts-master-volume = Volumen general
opts-cue-volume = Volumen de los efectos
opts-music = Música
opts-pace = Ritmo de los jugadores del ordenador
# Segundos entre dos jugadas de los jugadores del ordenador.
opts-pace-value = { $seconds ->
    [one] { $seconds } segundo entre jugadas
   *[other] { $seconds } segundos entre jugadas
}
opts-verbosity = Jugadas de los demás
opts-verbosity-full = frases completas
opts-verbosity-short = breves
opts-verbosity-sounds = solo sonidos
opts-trick-window = Tiempo para una jugada maestra contra jugadores del ordenador
opts-trick-window-value = { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}
opts-auto-draw = Robar automáticamente al empezar mi turno
opts-trick-guard = Preguntar antes de robar si puedo hacer una jugada maestra
opts-unused-keys = Avisar cuando una tecla no hace nada
opts-back = Volver
# Settings with no item in the options, named when a damaged one is reset
setting-last-table = La última mesa preparada
setting-player-name = Tu nombre
setting-language-chosen = Idioma elegido al primer inicio
speech-choice-auto = Automática
speech-choice-cytolk = Lector de pantalla o SAPI
speech-choice-speechd = Speech Dispatcher (voz de Linux)
speech-choice-prism = Voz del sistema
speech-choice-print = Escribir en la terminal
speech-choice-recorder = Grabadora, para pruebas
speech-choice-none = Sin voz

## Menú de pausa

pause-title = En pausa.
pause-resume = Reanudar la partida
pause-options = Opciones
pause-rules = Reglas
pause-leave = Abandonar la partida
pause-leave-confirm = ¿Abandonar la partida? Queda guardada: puedes reanudarla desde la pantalla de inicio.
pause-stay = Sigues en la partida.

## Pantalla de reglas

rules-choose-preset = Reglas. Elige qué reglas leer.
# El título de un libro de reglas: "Reglas de Clásico."
rules-book-title = Reglas: { $preset }. Arriba y abajo eligen una sección, Intro la lee, izquierda y derecha la leen párrafo a párrafo.
rules-end-of-section = Fin de la sección.
rules-start-of-section = Principio de la sección.
help-rules-next-paragraph = lee el párrafo siguiente de la sección
help-rules-previous-paragraph = lee el párrafo anterior de la sección
help-rules-read = lee toda la sección
