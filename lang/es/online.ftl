# Spanish translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Juego en línea (game/ui/online/): conectarse, alojar una partida, la sala, una mesa y lo que
# elige su anfitrión, la elección de equipos entre personas, el chat, y lo que la pantalla de
# juego añade en línea.

## Jugar en línea: el menú desde la pantalla de inicio

online-title = Jugar en línea.
# $address: lo que escribió el jugador, como example.org o 192.168.1.20:8765
online-server = Servidor: { $address }
online-server-none = aún sin definir
online-server-prompt = Dirección del servidor
online-server-first = Escribe primero la dirección del servidor.
online-name = Tu nombre: { $name }
online-name-too-long = En línea, un nombre tiene como mucho { $count } caracteres: acorta el tuyo primero.
online-connect = Conectar
online-host = Alojar una partida en este ordenador
online-hosting-now = Tu servidor funciona en el puerto { $port }: únete a él
online-host-port = Puerto para alojar: { $port }
online-port-prompt = Número de puerto
online-port-bad = Un puerto es un número de { $low } a { $high }.
online-host-unavailable = Para alojar hace falta una carpeta de ajustes, y este juego no tiene.
opts-announce-arrivals = Avisar cuando alguien llega a la sala o se va

## Conectarse y alojar

online-connecting = Conectando con { $address }. Escape para desistir.
online-connect-retry = { $reason } Nuevo intento { $seconds ->
    [one] en un segundo
   *[other] en { $seconds } segundos
}. Escape para desistir.
online-cancelled = Sin conexión.
online-host-starting = Iniciando tu servidor en el puerto { $port }.
online-host-failed = Tu servidor no pudo iniciarse en el puerto { $port }: { $error }. Quizá otro programa usa ese puerto: elige otro.
online-host-started = Tu servidor está en marcha. { $count ->
    [0] No se encontró ninguna dirección de red: solo desde este ordenador, en localhost, puerto { $port }.
    [one] Tus amigos de la misma red se conectan a { $addresses }.
   *[other] Tus amigos de la misma red se conectan a una de estas: { $addresses }.
}
online-host-internet = Para jugar por internet, abre el puerto { $port } en tu router o usa un servidor público.
online-table-default-name = Mesa de { $name }
help-online-cancel = desistir y volver
help-online-status = decir cómo va la conexión

## La conexión

online-reconnected = Conectado de nuevo.
online-lost = Conexión perdida. Reconectando.
online-not-connected = Sin conexión: reconectando.
online-lost-closed = El servidor cerró la conexión.
online-lost-unreachable = No se puede llegar al servidor.
online-lost-invalid_address = Esa no es una dirección de servidor.
online-lost-not_a_server = Ningún servidor del juego responde en esa dirección.
online-lost-too_many_connections = Demasiadas conexiones desde tu dirección.
online-lost-server_full = El servidor está lleno.
online-lost-replaced = Te conectaste de nuevo desde otro lugar: esta conexión se cierra.
online-lost-policy = El servidor cerró la conexión: demasiados mensajes rechazados.
online-lost-too_big = El servidor cerró la conexión: un mensaje era demasiado largo.

## Rechazos del servidor (códigos de error)

online-error-already_at_table = Ya estás en una mesa: déjala primero.
online-error-already_said_hello = Ya estás conectado.
online-error-already_seated = Ya tienes un asiento en esta mesa.
online-error-bad_frame = El servidor no entendió al juego. Por favor, actualízalo.
online-error-empty = No hay nada que enviar.
online-error-hello_first = El servidor no entendió al juego. Por favor, actualízalo.
online-error-kicked = El anfitrión te expulsó de esta mesa: no puedes volver a ella.
online-error-match_started = La partida ya empezó: eso ya no puede cambiar.
online-error-name_invalid = Ese nombre no se puede usar: elige otro, con letras normales.
online-error-name_taken = Alguien en este servidor ya usa ese nombre: elige otro.
online-error-no_such_person = Esa persona no está en la mesa.
online-error-no_such_table = Esa mesa ya no existe.
online-error-not_at_table = No estás en ninguna mesa.
online-error-not_available = Ese jugador ya está elegido.
online-error-not_owner = Solo el anfitrión de la mesa puede hacer eso.
online-error-not_picking = Nadie está eligiendo equipos ahora.
online-error-not_playing = No estás jugando en esta mesa.
online-error-not_your_pick = No te toca elegir.
online-error-rate_limited = Demasiado rápido: espera un momento.
online-error-seat_taken = Ese asiento está ocupado.
online-error-seats_open = Llena primero cada asiento con una persona o un jugador del ordenador.
online-error-seats_taken = Hay personas sentadas en los asientos que desaparecerían: ahora no puede haber menos jugadores.
online-error-server_error = El servidor tuvo un problema con eso. Inténtalo de nuevo.
online-error-table_full = La mesa está llena.
online-error-too_many_tables = El servidor tiene demasiadas mesas: únete a una.
online-error-too_many_tables_yours = Ya eres anfitrión de tantas mesas como permite el servidor.
online-error-update_required = Este servidor necesita una versión más nueva del juego. Por favor, actualízalo.
online-error-wrong_code = Código incorrecto para esta mesa privada.
online-error-other = El servidor lo rechazó: { $code }.

## La sala

online-lobby-title = Sala. { $tables ->
    [0] Aún no hay mesas
    [one] Una mesa
   *[other] { $tables } mesas
}, { $people ->
    [one] una persona aquí.
   *[other] { $people } personas aquí.
}
online-table-line = { $name }, anfitrión { $owner }, { $preset }, { $taken } de { $seats } asientos ocupados: { $people ->
    [one] una persona
   *[other] { $people } personas
}, { $computers ->
    [0] ningún jugador del ordenador
    [one] un jugador del ordenador
   *[other] { $computers } jugadores del ordenador
}, { $state }{ $private ->
    [yes] , privada
   *[no] {""}
}
online-table-state = { $state ->
    [picking] eligiendo equipos
    [playing] jugando la ronda { $round }
    [over] partida terminada
   *[waiting] esperando jugadores
}
online-create = Crear una mesa
online-create-name-prompt = Nombre de la mesa
online-create-code-prompt = Código para una mesa privada, o nada para una mesa abierta a todos
online-sit = Sentarse en esta mesa
online-watch = Mirar esta mesa
online-code-prompt = Esta mesa es privada: su código
online-who = Quién está aquí
online-chat = Chat
online-leave = Salir del juego en línea
online-left = Desconectado.
online-who-lobby = { $count ->
    [one] Una persona conectada: { $names }.
   *[other] { $count } personas conectadas: { $names }.
}
online-arrived = { $name } llegó.
online-departed = { $name } se fue.

## Chat

online-chat-prompt = Decir
online-chat-line = { $name }: { $text }
help-online-chat = escribir una línea de chat
help-online-who = quién está aquí

## Una mesa

online-table-title = { $name }, anfitrión: { $who ->
    [you] tú
   *[other] { $owner }
}; { $state }. { $where ->
    [watch] Estás mirando.
   *[seat] Estás en el asiento { $number }.
}
online-seat-empty = Asiento { $number }: vacío
online-seat-computer = Asiento { $number }: jugador del ordenador, { $level }
online-seat-person = Asiento { $number }: { $who ->
    [you] tú
   *[person] { $name }
}{ $owner ->
    [yes] , anfitrión
   *[no] {""}
}{ $computer ->
    [yes] , ausente: juega por esta persona un jugador del ordenador, { $level }
   *[no] { $connected ->
        [yes] {""}
       *[no] , desconectado
    }
}
online-watchers = Mirando: { $names }
online-watchers-title = Quién mira
online-timing = Tiempos: { $timing }
online-start = Empezar la partida
online-leave-table = Dejar la mesa
online-leave-table-confirm = ¿Dejar la mesa?
online-stay = Sigues en la mesa.
online-seat-add = Poner aquí un jugador del ordenador, { $level }
online-seat-open = Abrir el asiento a una persona
online-give-owner = Ceder la mesa a { $name }
online-kick = Expulsar a { $name } de la mesa
online-kick-confirm = ¿Expulsar a { $name } de la mesa? No podrá volver a ella.
online-who-person = { $name }{ $owner ->
    [yes] , anfitrión
   *[no] {""}
}{ $state ->
    [away] , desconectado
    [computer] , juega por esta persona un jugador del ordenador
   *[here] {""}
}
online-who-table = En la mesa: { $people }.{ $computers ->
    [0] {""}
    [one] {" "}Un jugador del ordenador.
   *[other] {" "}{ $computers } jugadores del ordenador.
} Mirando: { $watchers }.

## Las reglas y los tiempos del anfitrión

online-options-title = Reglas y tiempos de la mesa. Escape o Hecho los envía a la mesa.
online-options-done = Hecho
online-timing-settle = Espera tras cada ataque antes de la siguiente jugada
online-timing-drop = Un jugador del ordenador ocupa el asiento de una persona desconectada tras
online-timing-drop-level = Nivel de ese jugador del ordenador
online-timing-pick = Tiempo para cada elección de compañero
online-seconds = { $value ->
    [one] { $value } segundo
   *[other] { $value } segundos
}

## Lo que cambia en la mesa

online-news-owner = { $who ->
    [you] Ahora eres el anfitrión de la mesa.
   *[other] Ahora { $name } es el anfitrión de la mesa.
}
online-news-sits = { $name } se sienta en el asiento { $number }.
online-news-left = { $name } dejó la mesa.
online-news-computer = Asiento { $number }: jugador del ordenador, { $level }.
online-news-open = El asiento { $number } está libre.
online-news-connection = { $connected ->
    [yes] { $name } ha vuelto.
   *[no] { $name } perdió la conexión.
}
online-news-rules = Nuevas reglas: { $rules }.
online-news-timing = Nuevos tiempos: { $timing }.
online-news-watching = { $name } está mirando.
online-news-not-watching = { $name } dejó de mirar.
online-news-picking-off = Elección de equipos cancelada: alguien se fue.
online-kicked = El anfitrión te expulsó de la mesa.

## Elegir equipos entre personas

online-picking-title = Elección de equipos. { $who ->
    [you] Te toca: elige un compañero, en { $seconds } segundos como mucho.
   *[other] { $chooser } está eligiendo.
} Equipos hasta ahora: { $teams }.
online-picking-chooser = { $chooser } está eligiendo.
online-picking-not-yours = No te toca: { $chooser } está eligiendo.
online-picked = { $at_random ->
    [yes] { $who ->
        [you] Se acabó el tiempo: te toca { $name }, al azar.
       *[other] Se acabó el tiempo: a { $chooser } le toca { $name }, al azar.
    }
   *[no] { $who ->
        [you] Eliges a { $name }.
       *[other] { $chooser } elige a { $name }.
    }
}

## Jugar en línea

online-watching = Estás mirando { $name }.
online-watching-status = Estás mirando.
online-watching-no-play = Estás mirando: no puedes jugar.
online-watching-no-hand = Estás mirando: no tienes mano.
online-back-in-seat = Has vuelto a tu asiento.
online-missed = Mientras no estabas: { $count ->
    [one] una jugada.
   *[other] { $count } jugadas.
}
online-next-round-owner = { $name } reparte la siguiente ronda.
online-pause-title = Menú. Mientras tanto, la mesa sigue jugando.
online-leave-match-confirm = ¿Abandonar la partida? Un jugador del ordenador ocupa tu asiento.
event-seat-controlled = { $computer ->
    [yes] Ahora un jugador del ordenador juega por { $player }.
   *[no] { $player } ha vuelto y juega de nuevo.
}
reason-computer_seat = Ahora un jugador del ordenador juega tu asiento.
reason-no_such_seat = Ese asiento no existe.

## La pantalla de inicio y los ajustes

home-online = Jugar en línea
setting-server-address = La dirección del servidor en línea
setting-online-tokens = Tus lugares en los servidores en línea
setting-host-port = El puerto para alojar una partida
