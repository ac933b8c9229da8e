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
car-team = el equipo de { $names }
    .start = El equipo de { $names }
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
   *[other] Empieza { $player }.
} Recorrido: { $trip } millas.
event-your-turn-draw = Tu turno: roba.
event-your-turn = Tu turno.
# Also: $card_gender
event-you-drew = Robas { $card }.
event-reshuffled = Se barajan los descartes: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} en el mazo.
event-pile-empty = El mazo está vacío.
event-pile-empty-final = El mazo queda vacío para el resto de la ronda.
# Also: $card $card_a $card_gender
event-moved = { $who ->
    [you] Avanzas { $miles } millas, llevas { $total }.
   *[other] { $player } avanza { $miles } millas, lleva { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player }: { $miles }, total { $total }.
# Also: $card $card_a $card_gender
event-moved-back = { $who ->
    [you] ¡Hacia atrás! Pierdes { $miles } millas, llevas { $total }.
   *[other] ¡Hacia atrás! { $player } pierde { $miles } millas, lleva { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player }: { $miles } atrás, total { $total }.
# Also: $card_gender
event-attacked = { $who ->
    [you] Juegas { $card } contra { $target }.
   *[other] { $player } juega { $card } contra { $target }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}Tu coche se detiene.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player }: { $card } contra { $target }.
# Also: $card_gender
event-defended = { $who ->
    [you] Juegas { $card }.{ $stopped ->
        [yes] {" "}Tu coche sigue parado.
       *[no] {" "}En marcha.
    }
   *[other] { $player } juega { $card }.{ $stopped ->
        [yes] {" "}Su coche sigue parado.
       *[no] {" "}En marcha.
    }
}
# Also: $who $card_gender $stopped
event-defended-short = { $player }: { $card }.
# Also: $card_gender
# Con 0 puntos (Milla a milla, donde no se cuentan puntos) se llama protección.
event-safety = { $points ->
    [0] { $who ->
        [you] ¡Protección! Juegas { $card }: otro turno.
       *[other] ¡Protección! { $player } juega { $card }: otro turno.
    }
   *[other] { $who ->
        [you] ¡Inmunidad! Juegas { $card }: { $points } puntos y otro turno.
       *[other] ¡Inmunidad! { $player } juega { $card }: { $points } puntos y otro turno.
    }
}
# Also: $attack_a $attack_gender
event-trick-chance = ¡Jugada maestra! Pulsa D para responder { $attack_gender ->
    [feminine] a la
   *[other] al
} { $attack }.
# Also: $card_gender $attack_a $attack_gender
event-trick = { $who ->
    [you] ¡Jugada maestra! Respondes { $attack_gender ->
        [feminine] a la
       *[other] al
    } { $attack } con { $card }: { $points } puntos. Te toca.
   *[other] ¡Jugada maestra! { $player } responde { $attack_gender ->
        [feminine] a la
       *[other] al
    } { $attack } con { $card }: { $points } puntos.
}
# Also: $card_gender
event-discarded = { $who ->
    [you] Descartas { $card }.
   *[other] { $player } descarta { $card }.
}
# Also: $who $card $card_gender
event-discarded-short = { $player } descarta.
# Also: $card_gender
event-wasted = { $who ->
    [you] Carta perdida: juegas { $card_a } sin efecto. { $reason }
   *[other] Carta perdida: { $player } juega { $card_a } sin efecto. { $reason }
}
event-skipped-card = { $who ->
    [you] Pierdes este turno.
   *[other] { $player } pierde un turno.
}
event-skipped-empty = { $who ->
    [you] No te quedan cartas: pasas.
   *[other] { $player } no tiene cartas y pasa.
}
event-skip-played = { $who ->
    [you] Juegas un salto de turno:
   *[other] { $player } juega un salto de turno:
} { $victim ->
    [you] pierdes tu próximo turno.
   *[other] { $skipped } pierde un turno.
}
event-protections-removed = { $who ->
    [you] Juegas una retirada de protecciones contra { $target }:
   *[other] { $player } juega una retirada de protecciones contra { $target }:
} { $count ->
    [one] se retira la protección.
   *[other] se retiran { $count } protecciones.
}
event-extension-offered = { $who ->
    [you] ¡700 millas! ¿Te paras aquí y terminas la ronda, o sigues hasta { 1000 }? Pulsa Intro para elegir.
   *[other] { $player } ha llegado a 700 millas y está decidiendo si sigue.
}
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] Sigues hasta { 1000 } millas.
       *[other] { $player } sigue hasta { 1000 } millas.
    }
   *[no] { $who ->
        [you] Te paras en 700 millas.
       *[other] { $player } se para en 700 millas.
    }
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
score-points = { $car }, { $points }
score-races = { $car }, { $races ->
    [one] { $races } carrera
   *[other] { $races } carreras
}

## Teclas de estado
status-none = ninguna
status-needs-green = esperando { $go_a }
status-no-problems = sin problemas
need-card = { $card }
need-nothing = no queda remedio en esta baraja
need-miles = { $miles } millas por recorrer
status-turn = { $who ->
    [you] Tu turno.
   *[other] Turno de { $player }.
}
status-car = Llevas { $miles } millas, faltan { $left }. Estado: { $problems }. Próximo paso: { $need }. Inmunidades: { $safeties }. Cartas de 200 jugadas: { $two_hundreds }. { $direction ->
    [backwards] Circulas hacia atrás.
   *[forwards] Circulas hacia delante.
}
status-game = Ronda { $round }, { $pile ->
    [one] { $pile } carta
   *[other] { $pile } cartas
} en el mazo, recorrido de { $trip } millas.
status-other-car = { $car }: { $miles } millas, { $problems }{ $safeties ->
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
status-hand = { $count ->
    [0] Tu mano está vacía.
    [one] 1 carta: { $cards }.
   *[other] { $count } cartas: { $cards }.
}

## La pantalla de juego
play-resumed = Partida reanudada.
play-back = De vuelta a la partida.
play-next-round-prompt = Pulsa Intro para la siguiente ronda.
play-match-over-prompt = Pulsa Intro para volver al menú.
play-trick-closed-by-draw = Al robar has cerrado la ocasión de jugada maestra. La próxima vez, pulsa D antes de robar.
play-held = { $seconds ->
    [one] Juegas en 1 segundo: aún puede llegar una jugada maestra.
   *[other] Juegas en { $seconds } segundos: aún puede llegar una jugada maestra.
}
play-hand-empty = Tu mano está vacía.
play-card = { $card }, { $position } de { $count }
play-no-card-number = No hay carta { $number }: tienes { $count }.
play-target = { $car }, { $miles } millas
play-confirm-discard-safety = ¿Descartar una inmunidad, { $card }? En una jugada maestra vale 400 puntos.
play-extension-question = Has llegado a 700 millas.
play-extension-go-on = Seguir hasta { 1000 } millas
play-extension-stop = Parar en 700 y terminar la ronda
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
help-play-f6 = la última jugada de cada jugador
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
reason-target_protected = Ese coche está protegido por una inmunidad.
reason-target_has_it = Ese coche ya tiene ese problema.
reason-target_stopped = Ese coche ya está parado.
reason-no_protections = Ese coche no tiene protecciones.
reason-needs_green_light = Primero necesitas { $go_a }.
reason-red_light = Tu coche está parado: juega { $go_a }.
reason-broken_down = Tienes una avería: repárala primero.
reason-speed_limit = Límite de velocidad: solo 25 y 50.
reason-past_trip = Eso te llevaría más allá del final del recorrido.
reason-third_200 = Solo dos cartas de 200 por ronda.
reason-nothing_to_cure = Esa carta no tiene nada que reparar ni anular.
reason-repair_first = Repara la avería y luego juega { $go_a }.
reason-no_window = Ahora no hay jugada maestra.
reason-not_your_side = Ese ataque no fue contra tu coche.
reason-not_the_answer = Esa inmunidad no responde al ataque.
reason-window_open = Espera: hay una ocasión de jugada maestra abierta.
reason-window_not_timed = Esa ocasión se cierra con el próximo robo.
reason-not_extension = Ahora no hay nada que elegir.
reason-extension_pending = Esperando la decisión de las 700 millas.
reason-not_owner = Solo el anfitrión de la mesa reparte la siguiente ronda.
reason-unknown_action = Eso no se puede hacer.
