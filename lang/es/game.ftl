# Spanish translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Narración de la partida, teclas de estado y rechazos. $who y $victim valen "you" u "other";
# $player es el nombre de un jugador. Un argumento de carta como $card lleva las palabras de la
# carta de cards.ftl (normalmente su forma .a, con artículo), y $card_gender su .gender;
# $attack es el nombre simple, $attack_a la forma .a, $attack_gender su género.
# $target es el coche atacado: "ti", "tu equipo", un nombre o "el equipo de ...", por eso va
# siempre tras "contra" (que no se contrae con "el").
# Los números llegan como números y toman la forma del idioma (language.ini: 1.000); un número
# grande escrito en el propio texto se escribe { 1000 }.

## Coches y listas
car-you = ti
    .start = Tú
car-your-team = tu equipo
    .start = Tu equipo
car-team = el equipo de { $name }
    .start = El equipo de { $name }
car-other-team = el otro equipo
    .start = El otro equipo
car-that = ese coche
    .start = Ese coche
# "y" pasa a "e" ante un nombre que empieza por el sonido i.
list-and = { $last ->
    [Ivo] { $first } e { $last }
    [Isabel] { $first } e { $last }
    [Irene] { $first } e { $last }
    [Ismael] { $first } e { $last }
    [Ignacio] { $first } e { $last }
    [Inma] { $first } e { $last }
   *[other] { $first } y { $last }
}

## Sucesos
event-round-started = Ronda { $round }. { $who ->
    [you] Empiezas tú.
    [partner] Empieza tu pareja, { $player }.
   *[other] Empieza { $player }.
} Recorrido: { $trip } millas.
event-turn-order = Orden de juego: { $list }.
turn-order-you = tú
event-partners = { $count ->
    [one] Tu pareja: { $names }.
   *[other] Tus compañeros: { $names }.
}
event-team-members = { $team }: { $names }.
event-your-turn-draw = Tu turno: roba.
event-your-turn = Tu turno.
event-your-turn-trick = Tu turno: D para la jugada maestra, o roba.
# Also: $card_gender
event-you-drew = Robas { $card }.
event-reshuffled = Se barajan los descartes: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} en el mazo.
event-pile-empty = El mazo está vacío.
event-pile-empty-final = El mazo queda vacío para el resto de la ronda.
event-moved = { $who ->
    [you] Avanzas { $miles } millas, llevas { $total }.
    [partner] Tu pareja, { $player }, avanza { $miles } millas, lleva { $total }.
   *[other] { $player } avanza { $miles } millas, lleva { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player }: { $miles }, total { $total }.
event-moved-back = { $who ->
    [you] ¡Hacia atrás! Pierdes { $miles } millas, llevas { $total }.
    [partner] ¡Hacia atrás! Tu pareja, { $player }, pierde { $miles } millas, lleva { $total }.
   *[other] ¡Hacia atrás! { $player } pierde { $miles } millas, lleva { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player }: { $miles } atrás, total { $total }.
event-attacked = { $who ->
    [you] Juegas { $card } contra { $target }.
    [partner] Tu pareja, { $player }, juega { $card } contra { $target }.
   *[other] { $player } juega { $card } contra { $target }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}Tu coche se detiene.
       *[no] {""}
    }{ $backwards ->
        [yes] {" "}Ahora circulas hacia atrás.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player }: { $card } contra { $target }.
event-defended = { $who ->
    [you] Juegas { $card }.
    [partner] Tu pareja, { $player }, juega { $card }.
   *[other] { $player } juega { $card }.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Vuelves a circular hacia delante.
       *[other] {" "}Vuelve a circular hacia delante.
    }
   *[no] {""}
}{ $stopped ->
    [yes] { $victim ->
        [you] {" "}Tu coche sigue parado.
       *[other] {" "}Su coche sigue parado.
    }
   *[no] { $forwards ->
        [yes] {""}
       *[no] {" "}En marcha.
    }
}
# Also: $who $card_gender $stopped
event-defended-short = { $player }: { $card }.
event-safety = { $kind ->
    [protection] ¡Protección!
   *[safety] ¡Inmunidad!
} { $who ->
    [you] Juegas { $card }:
    [partner] Tu pareja, { $player }, juega { $card }:
   *[other] { $player } juega { $card }:
} { $points ->
    [0] otro turno.
   *[other] { $points } puntos y otro turno.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Vuelves a circular hacia delante.
       *[other] {" "}Vuelve a circular hacia delante.
    }
   *[no] {""}
}
event-safety-short = { $player }: { $kind ->
    [protection] protección
   *[safety] inmunidad
}, { $card }.
event-trick-chance = ¡Jugada maestra! Pulsa D para responder { $attack_gender ->
    [feminine] a la
   *[other] al
} { $attack } con { $card_a }.
event-trick-passed = Ha pasado la ocasión de jugada maestra.
event-trick = { $who ->
    [you] ¡Jugada maestra! Respondes { $attack_gender ->
        [feminine] a la
       *[other] al
    } { $attack } con { $card }: { $points } puntos.
    [partner] ¡Jugada maestra! Tu pareja, { $player }, responde { $attack_gender ->
        [feminine] a la
       *[other] al
    } { $attack } con { $card }: { $points } puntos.
   *[other] ¡Jugada maestra! { $player } responde { $attack_gender ->
        [feminine] a la
       *[other] al
    } { $attack } con { $card }: { $points } puntos.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Vuelves a circular hacia delante.
       *[other] {""}
    }
   *[no] {""}
}
event-trick-short = { $player }: jugada maestra con { $card } contra { $attack_a }.
event-discarded = { $who ->
    [you] Descartas { $card }.
    [partner] Tu pareja, { $player }, descarta { $card }.
   *[other] { $player } descarta { $card }.
}
event-discarded-short = { $player }: descarta { $card }.
event-wasted = { $who ->
    [you] Carta perdida: juegas { $card_a } sin efecto. { $reason }
    [partner] Carta perdida: tu pareja, { $player }, juega { $card_a } sin efecto. { $reason }
   *[other] Carta perdida: { $player } juega { $card_a } sin efecto. { $reason }
}
event-wasted-short = { $player }: carta perdida, { $card }.
event-skipped-card = { $who ->
    [you] Pierdes este turno.
    [partner] Tu pareja, { $player }, pierde un turno.
   *[other] { $player } pierde un turno.
}
event-skipped-card-short = { $player }: pierde un turno.
event-skipped-empty = { $who ->
    [you] No te quedan cartas: pasas.
    [partner] Tu pareja, { $player }, no tiene cartas y pasa.
   *[other] { $player } no tiene cartas y pasa.
}
event-skipped-empty-short = { $player }: sin cartas, pasa.
event-skip-played = { $who ->
    [you] Juegas un salto de turno:
    [partner] Tu pareja, { $player }, juega un salto de turno:
   *[other] { $player } juega un salto de turno:
} { $victim ->
    [you] pierdes tu próximo turno.
    [partner] tu pareja, { $skipped }, pierde un turno.
   *[other] { $skipped } pierde un turno.
}
event-skip-played-short = { $player }: salto de turno, { $skipped } pierde un turno.
event-protections-removed = { $who ->
    [you] Juegas una retirada de protecciones contra { $target }:
    [partner] Tu pareja, { $player }, juega una retirada de protecciones contra { $target }:
   *[other] { $player } juega una retirada de protecciones contra { $target }:
} { $count ->
    [one] se retira la protección.
   *[other] se retiran { $count } protecciones.
}
event-protections-removed-short = { $player }: retirada de protecciones contra { $target }, { $count ->
    [one] se retira una.
   *[other] se retiran { $count }.
}
event-extension-offered = { $who ->
    [you] ¡700 millas! ¿Te paras aquí y terminas la ronda, o sigues hasta { 1000 }? Pulsa Intro para elegir.
    [partner] Tu pareja, { $player }, ha llegado a 700 millas y está decidiendo si sigue. Tú también puedes elegir: pulsa Intro.
   *[other] { $player } ha llegado a 700 millas y está decidiendo si sigue.
}
event-extension-offered-short = { $player }: 700 millas, decidiendo.
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] Sigues hasta { 1000 } millas.
        [partner] Tu pareja, { $player }, sigue hasta { 1000 } millas.
       *[other] { $player } sigue hasta { 1000 } millas.
    }
   *[no] { $who ->
        [you] Te paras en 700 millas.
        [partner] Tu pareja, { $player }, se para en 700 millas.
       *[other] { $player } se para en 700 millas.
    }
}
event-extension-chosen-short = { $player }: { $go_on ->
    [yes] sigue hasta { 1000 }.
   *[no] se para en 700.
}
event-round-no-winner = Fin de la ronda { $round }, sin ganador.
event-round-won = { $victim ->
    [you] ¡Ganas la ronda { $round }!
   *[other] { $winner } gana la ronda { $round }.
}
event-match-won = { $victim ->
    [you] ¡Ganas la partida!
   *[other] { $winner } gana la partida.
}

## Resumen de la ronda y puntuación
summary-bonus = { $car }: { $bonus }, { $points } puntos.
bonus-arrival = llegada
bonus-coronation = coronación
bonus-hood = capote
bonus-no_200s = sin cartas de 200
bonus-trip = recorrido completo
bonus-delayed_action = acción retardada
bonus-shutout = blanqueo
bonus-safe_trip = recorrido seguro
bonus-all_safeties = las cuatro inmunidades
bonus-extension = prolongación
scores = Puntuación: { $list }.
summary-races = Carreras ganadas: { $list }.
score-points = { $car }, { $points }
score-races = { $car }, { $races ->
    [one] { $races } carrera
   *[other] { $races } carreras
}

## Teclas de estado
status-none = ninguna
status-needs-green = esperando { $go_a }
status-no-problems = sin problemas
status-backwards-word = hacia atrás
need-nothing = no queda remedio en esta baraja
status-turn = { $who ->
    [you] { $step ->
        [draw] Tu turno: roba.
       *[play] Tu turno: juega o descarta.
    }
   *[other] Turno de { $player }.
}
status-backwards = Circulas hacia atrás.
status-problems = Problemas: { $list }.
status-waiting = Esperando { $go_a }.
status-rolling = Sin problemas.
status-miles = Llevas { $miles } millas, faltan { $left }.
status-next = Próximo paso: { $need }.
status-safeties = Inmunidades: { $list }.
status-200s = Cartas de 200 jugadas: { $count }.
status-forwards-again = Vuelves a circular hacia delante.
status-game = Ronda { $round }, { $pile ->
    [one] { $pile } carta
   *[other] { $pile } cartas
} en el mazo, recorrido de { $trip } millas.
status-other-car = { $car }: { $problems }, { $miles } millas{ $safeties ->
    [0] {""}
    [one] , 1 inmunidad
   *[other] , { $safeties } inmunidades
}.
status-races = Carreras ganadas: { $list }. Gana el primero que consiga { $target ->
    [one] { $target } carrera
   *[other] { $target } carreras
}.
status-scores = { $list }. Se juega a { $limit } puntos.
status-safeties-played = Inmunidades jugadas: { $list }.
status-safeties-unseen = Aún sin ver: { $list }.
status-attacks-seen = Cartas de ataque vistas: { $list }.
# Also: $card_a $card_gender
status-attack-seen = { $card }, { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
status-discards = { $count ->
    [one] 1 carta usada desde el último barajado.
   *[other] { $count } cartas usadas desde el último barajado.
}
status-no-plays = Nadie ha jugado todavía.
status-plays-end = No hay jugadas más antiguas. F6 otra vez para la más reciente.
status-hand = { $count ->
    [0] Tu mano está vacía.
    [one] 1 carta: { $cards }.
   *[other] { $count } cartas: { $cards }.
}

## La pantalla de juego
play-resumed = Partida reanudada.
play-back = De vuelta a la partida.
play-left = Partida guardada. Inicio.
play-next-round-prompt = Pulsa Intro para la siguiente ronda.
play-match-over-prompt = Pulsa Intro para volver al menú.
play-draw-past-trick = Espacio otra vez para robar y renunciar a la jugada maestra.
play-held = { $seconds ->
    [one] Juegas en 1 segundo: aún puede llegar una jugada maestra.
   *[other] Juegas en { $seconds } segundos: aún puede llegar una jugada maestra.
}
play-hand-empty = Tu mano está vacía.
play-card = { $card }, { $position } de { $count }
play-card-backwards = { $card }, { $position } de { $count }: hacia atrás, hasta { $total }
play-no-card-number = No hay carta { $number }: tienes { $count }.
play-target = { $car }, { $miles } millas
play-confirm-discard-safety = ¿Descartar una inmunidad, { $card }? En una jugada maestra vale 400 puntos.
play-safety-kept = Te la quedas.
play-target-cancelled = No jugada: la carta sigue en tu mano.
play-extension-question = Has llegado a 700 millas.
play-extension-go-on = Seguir hasta { 1000 } millas
play-extension-stop = Parar en 700 y terminar la ronda
play-extension-later = Aún sin elegir: pulsa Intro para elegir.
help-play-previous = carta anterior
help-play-next = carta siguiente
help-play-first = primera carta
help-play-last = última carta
help-play-number = va a esa carta de tu mano
    .keys = 1 a 7
help-play-draw = roba una carta
help-play-play = juega la carta, o continúa tras una ronda
help-play-discard = descarta la carta (también Mayúsculas más Intro)
help-play-trick = hace la jugada maestra
help-play-hand = lee toda tu mano
help-play-f2 = tu coche y la partida
help-play-f3 = todos los coches
help-play-f4 = puntuación
help-play-f5 = inmunidades y cartas vistas, para contar
help-play-f6 = las últimas jugadas, de la más reciente: pulsa otra vez para la anterior
help-play-pause = menú de pausa

## Por qué se rechaza una jugada
reason-game_over = La partida ha terminado.
reason-round_over = La ronda ha terminado: pulsa Intro para la siguiente.
reason-not_your_turn = No es tu turno.
reason-draw_first = Primero roba: pulsa Espacio.
reason-already_drew = Ya has robado.
reason-pile_empty = El mazo está vacío.
reason-not_in_hand = No tienes esa carta.
reason-needs_target = Elige el coche al que atacar.
reason-no_target_needed = Esa carta no necesita objetivo.
reason-no_such_car = Ese coche no existe.
reason-own_car = Nunca ataques tu propio coche.
reason-target_protected = { $target } tiene una inmunidad contra { $card_a }.
reason-target_has_it = { $target } ya tiene { $card_a }.
reason-target_stopped = { $target } ya tiene el coche parado.
reason-no_protections = { $target } no tiene protecciones.
reason-needs_green_light = Primero necesitas { $go_a }.
reason-red_light = Tu coche está parado: juega { $go_a }.
reason-broken_down = { $family ->
    [gas] Estás sin gasolina: juega primero { $cure_a }.
    [tire] Tienes un pinchazo: juega primero { $cure_a }.
    [accident] Has tenido un accidente: juega primero { $cure_a }.
   *[other] Tienes una avería: repárala primero.
}
reason-speed_limit = Límite de velocidad: solo 25 y 50.
reason-past_trip = Eso te llevaría más allá del final del recorrido.
reason-third_200 = Solo dos cartas de 200 por ronda.
reason-nothing_to_cure = Esa carta no tiene nada que reparar ni anular.
reason-repair_first = { $family ->
    [gas] Estás sin gasolina: juega primero { $cure_a } y luego { $go_a }.
    [tire] Tienes un pinchazo: juega primero { $cure_a } y luego { $go_a }.
    [accident] Has tenido un accidente: juega primero { $cure_a } y luego { $go_a }.
   *[other] Repara la avería y luego juega { $go_a }.
}
reason-no_window = Ahora no hay jugada maestra.
reason-not_your_side = Ese ataque no fue contra tu coche.
reason-not_the_answer = Esa inmunidad no responde al ataque.
reason-window_open = Espera: hay una ocasión de jugada maestra abierta.
reason-window_not_timed = Esa ocasión se cierra con el próximo robo.
reason-not_extension = Ahora no hay nada que elegir.
reason-extension_pending = Esperando la decisión de las 700 millas.
reason-not_owner = Solo el anfitrión de la mesa reparte la siguiente ronda.
reason-unknown_action = Eso no se puede hacer.
