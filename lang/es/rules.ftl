# Spanish translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Las reglas de las cuatro variantes, leídas en la pantalla de reglas (game/ui/rules_screen.py).
# Cada sección es un título y un cuerpo; en el cuerpo, los párrafos se separan con una línea en
# blanco y cada párrafo se lee de una vez. Los números grandes se escriben { 1000 }, para que
# tomen la forma de los números del idioma; una variante se nombra con { preset-... }.
# Una defensa "repara" una avería y "anula" una luz roja o una restricción; nunca "cura".

## 1000 millas

rules-1000_miles-1-title = El objetivo del juego
rules-1000_miles-1-body =
    Recorre exactamente mil millas antes que tus rivales, y frénalos por el camino.

    La partida se cuenta en puntos. Cada milla recorrida vale un punto, y se ganan más puntos con algunas de las cartas que juegas y con la forma de ganar una ronda.

    Una partida dura varias rondas y termina cuando alguien llega al límite de puntos que el anfitrión de la mesa fijó al principio, cinco mil puntos salvo que eligiera otro. La puntuación se comprueba al final de cada ronda, y gana la más alta. Si dos bandos empatan en cabeza, se juega otra ronda.

rules-1000_miles-2-title = Jugadores y equipos
rules-1000_miles-2-body =
    Cada uno por su cuenta, juegan de dos a seis jugadores. Por equipos, juegan cuatro, seis, ocho o nueve. Con siete jugadores no se juega nunca: son demasiados para jugar solos y no forman equipos iguales.

    Los equipos posibles son: cuatro jugadores, dos equipos de dos; seis jugadores, dos equipos de tres o tres equipos de dos; ocho jugadores, dos equipos de cuatro o cuatro equipos de dos; nueve jugadores, tres equipos de tres.

    Por equipos, todo el equipo conduce un solo coche. Las millas, los problemas, las inmunidades, la cuenta de cartas de 200 y las bonificaciones son del coche. Cada jugador tiene su propia mano, que sus compañeros no ven ni pueden usar. Nunca atacas tu propio coche.

    Los equipos se forman eligiendo. El anfitrión de la mesa oye los nombres de los demás y elige compañeros de uno en uno, hasta completar su equipo. Después elige un jugador que aún no tenga equipo; un jugador del ordenador elige al azar. Solo se ofrecen los nombres que nadie ha elegido. El último equipo lo forman los que quedan. Alrededor de la mesa, los asientos se alternan entre los equipos.

rules-1000_miles-3-title = Las cartas
rules-1000_miles-3-body =
    La baraja tiene 121 cartas de cuatro tipos: distancia, ataque, defensa e inmunidad.

    Las cartas de distancia hacen avanzar tu coche tantas millas como indican: 25 millas, diez cartas; 50 millas, diez cartas; 75 millas, diez cartas; 100 millas, doce cartas; 200 millas, cuatro cartas.

    Las cartas de ataque se juegan contra el coche de un rival. Luz roja detiene el coche, cinco cartas. Límite de velocidad solo permite 25 y 50 millas, pero no detiene el coche, cuatro cartas. Falta de gasolina, pinchazo y accidente detienen el coche, tres cartas de cada. Sentido contrario da la vuelta al coche sin detenerlo, seis cartas.

    Cada carta de defensa repara o anula un ataque. Luz verde anula una luz roja y pone en marcha tu coche al principio de una ronda, catorce cartas. Fin de límite de velocidad, seis cartas. Gasolina repara la falta de gasolina, seis cartas. Rueda de repuesto repara un pinchazo, seis cartas. Reparación repara un accidente, seis cartas. Fin de sentido contrario, nueve cartas.

    Cartas de inmunidad, una de cada: vehículo prioritario, depósito extra, ruedas antipinchazos y as del volante.

rules-1000_miles-4-title = Preparar una ronda
rules-1000_miles-4-body =
    Se baraja, cada jugador recibe seis cartas, y el resto forma el mazo para robar.

    Todos los coches empiezan la ronda parados: necesitan una luz verde para poder moverse.

    En cada ronda nueva, el primer turno pasa al jugador siguiente.

rules-1000_miles-5-title = Un turno
rules-1000_miles-5-body =
    Empiezas tu turno con seis cartas en la mano. Primero robas una carta, y tienes siete. No se te acepta ninguna carta antes de robar.

    Después juegas una carta, o descartas una, y vuelves a tener seis. El turno pasa al jugador siguiente.

    Siempre puedes descartar, incluso una carta que podrías jugar.

    Cuando el mazo se acaba y no se vuelve a barajar, no hay nada que robar: juegas o descartas de tu mano. Se salta a quien tenga la mano vacía.

rules-1000_miles-6-title = Avanzar y llegar
rules-1000_miles-6-body =
    Solo juegas distancia mientras tu coche puede circular: no tiene avería ni luz roja, y no necesita luz verde.

    El recorrido es exactamente de mil millas, ni una más. Se rechaza una carta que te lleve más allá de mil: con 900 millas, no se acepta una carta de 200.

    Solo dos cartas de 200 por ronda. Por equipos, la cuenta es del coche, no del jugador.

    Con un límite de velocidad sigues avanzando, pero solo con cartas de 25 y de 50, hasta un fin de límite de velocidad.

rules-1000_miles-7-title = Ataques
rules-1000_miles-7-body =
    Cuando juegas un ataque, eliges el coche que lo recibe. Solo se ofrecen los coches que pueden recibirlo según las reglas, cada uno con sus millas. Si solo hay uno, el ataque va directamente a él.

    El mismo ataque no se repite: no puedes poner un pinchazo a un coche que ya tiene uno.

    Un coche cuyo bando ha jugado la inmunidad correspondiente queda fuera del alcance de ese ataque hasta el final de la ronda, y no se ofrece.

    Atacar a un coche parado depende de la opción de acumulación de problemas. Desactivada, lo normal: un coche parado no se puede atacar de ninguna forma, tampoco al principio de una ronda, antes de que nadie tenga luz verde. Activada: cualquier coche se puede atacar en cualquier estado, los problemas se acumulan, y el coche no se mueve hasta resolverlos todos.

rules-1000_miles-8-title = Defensas
rules-1000_miles-8-body =
    Una defensa solo se acepta cuando repara o anula algo que tiene tu coche. Una luz verde también se acepta cuando tu coche la necesita para arrancar.

    Una avería se arregla en dos pasos. Después de gasolina, rueda de repuesto o reparación, tu coche sigue parado: necesita una luz verde para moverse.

    Una restricción se arregla en un paso. Después de un fin de límite de velocidad o un fin de sentido contrario sigues enseguida, porque el coche nunca estuvo parado.

    Repara antes de arrancar: la luz verde se rechaza mientras haya una avería sin arreglar.

rules-1000_miles-9-title = Inmunidades
rules-1000_miles-9-body =
    Vehículo prioritario protege de las luces rojas y de los límites de velocidad, y tu coche ya no necesita luz verde en toda la ronda. Depósito extra protege de la falta de gasolina. Las ruedas antipinchazos protegen de los pinchazos. As del volante protege de los accidentes y del sentido contrario.

    Una inmunidad hace tres cosas a la vez: repara o anula su problema si tu coche lo tiene, protege a tu bando durante el resto de la ronda, y te da un turno extra: robas una carta y vuelves a jugar o descartar. Vale 100 puntos. Puedes jugarla en cualquier momento de tu turno, después de robar.

    Una inmunidad jugada en tu turno contra una avería la repara como lo haría su defensa: tu coche sigue necesitando luz verde, salvo que tenga vehículo prioritario. Solo la jugada maestra ahorra la luz verde.

    No te precipites al jugar una inmunidad: guardada en la mano, puede valer 400 puntos con una jugada maestra.

rules-1000_miles-10-title = La jugada maestra
rules-1000_miles-10-body =
    Cuando tu coche recibe un ataque y tienes la inmunidad que lo contrarresta, puedes jugarla en ese mismo momento, aunque no sea tu turno.

    El ataque se anula como si nunca hubiera llegado, y va a los descartes: no hay avería que reparar ni luz verde que esperar. La inmunidad te protege como siempre. Ganas 400 puntos: 100 por la inmunidad y 300 por la jugada maestra.

    La ocasión dura poco: sigue abierta hasta que el jugador siguiente roba o juega. Con dos jugadores, el siguiente después de un ataque contra ti eres tú: tu propio robo la cierra.

    Después de una jugada maestra robas una carta para volver a tener seis, y luego juegas un turno completo: robar, y después jugar o descartar. El juego sigue desde ti, así que los jugadores sentados entre el atacante y tú pierden su turno.

    Por equipos, la inmunidad en la mano de un compañero protege a todo el coche, así que la jugada maestra puede salir de su mano.

    Una inmunidad que no se usa en ese momento se puede jugar más tarde como una inmunidad normal.

rules-1000_miles-11-title = Sentido contrario
rules-1000_miles-11-body =
    Sentido contrario no detiene tu coche: le da la vuelta. Mientras dura, cada carta de distancia que juegas se resta de tus millas en vez de sumarse, y pierdes el mismo número de puntos.

    Nunca retrocedes más allá de la salida. Con 50 millas, una carta de 100 te deja en cero y solo te cuesta las 50 millas que tenías. Un coche en cero no pierde nada.

    Una carta de 200 jugada hacia atrás sigue contando como una de tus dos cartas de 200, y te hace perder la bonificación por llegar sin cartas de 200.

    Mientras vas en sentido contrario, descarta tus cartas de distancia en vez de jugarlas, hasta que llegue un fin de sentido contrario. As del volante protege del sentido contrario.

    Escucha con atención: sentido contrario y fin de sentido contrario suenan igual a propósito. Comprueba el estado de tu coche cuando lo oigas.

rules-1000_miles-12-title = Cómo termina una ronda
rules-1000_miles-12-body =
    Una ronda termina en el acto cuando un coche llega exactamente a mil millas. Ese coche gana la ronda y se cuentan sus bonificaciones; nadie juega otro turno.

    Con la opción de volver a barajar activada, lo normal, las cartas usadas se barajan en un mazo nuevo cada vez que el mazo se acaba, así que una ronda normalmente solo termina cuando alguien llega. Si el mazo se ha rehecho veinte veces en una ronda, ya no se rehace más, así que una ronda siempre termina. Las inmunidades nunca vuelven al mazo.

    Con la opción de volver a barajar desactivada, cuando el mazo se acaba todos juegan las cartas de su mano. La ronda termina sin ganador y sin bonificaciones cuando todas las manos están vacías.

rules-1000_miles-13-title = Puntuación
rules-1000_miles-13-body =
    Se cuenta sobre la marcha: cada milla vale un punto, y en sentido contrario cada milla perdida cuesta un punto. Cada inmunidad vale 100 puntos. Cada jugada maestra vale 300 más, así que 400 en total.

    Para el ganador de la ronda, una vez por coche: llegada, 300 puntos por completar el recorrido. Coronación, 300 puntos si el mazo estaba vacío cuando llegaste. Capote, 500 puntos si todos los rivales seguían en cero millas cuando llegaste. Sin cartas de 200, 300 puntos por completar el recorrido sin jugar ninguna carta de 200.

    Millas y puntos no son lo mismo. Las millas son tu posición en la carretera: vuelven a cero en cada ronda y se detienen al final del recorrido. Los puntos son tu total de la partida y nunca se ponen a cero.

rules-1000_miles-14-title = Lo que elige el anfitrión de la mesa
rules-1000_miles-14-body =
    Límite de puntos: los puntos que terminan la partida, de { 1000 } a { 500000 }; lo habitual es { 5000 }.

    Acumulación de problemas: si se puede atacar a un coche parado, con los problemas acumulándose. Desactivada salvo que se active.

    Volver a barajar los descartes: si las cartas usadas vuelven al mazo cuando se acaba. Activada salvo que se desactive.

    Jugar por equipos: solo se ofrece con cuatro, seis, ocho o nueve jugadores, seguido del número de equipos cuando el número de jugadores permite dos formas.

    El anfitrión de la mesa también elige el nivel y el nombre de cada jugador del ordenador.

rules-1000_miles-15-title = Para recordar
rules-1000_miles-15-body =
    Cuenta las inmunidades. Si tienes una y has oído jugar otras dos, la última está en la mano de alguien, y atacarle con lo que ella contrarresta es invitarle a una jugada maestra.

    La lista de objetivos da las millas de cada coche: apunta tus ataques a quien esté más cerca del final del recorrido.

    Tu puntuación puede pasar de mil con la ronda todavía en juego: las inmunidades, las jugadas maestras y las bonificaciones son puntos que no mueven millas.

## 1000 milhas

rules-1000_milhas-1-title = El objetivo del juego
rules-1000_milhas-1-body =
    { "1000" } milhas es la versión brasileña del juego de las mil millas. Completa exactamente mil millas antes que tus rivales, e impide que ellos lo hagan antes que tú.

    Como en una carrera de verdad, vigilas la gasolina, las ruedas se pinchan, hay accidentes, y hay límites de velocidad y simples luces rojas.

    Una partida dura varias rondas y termina cuando alguien llega al límite de puntos, cinco mil puntos salvo que el anfitrión de la mesa eligiera otro. Gana la puntuación más alta; si hay empate en cabeza, se juega otra ronda.

    Estas reglas son las de { preset-1000_miles } con tres diferencias: las cartas de sentido contrario son una opción, desactivada salvo que se active; el límite de velocidad y el sentido contrario se pueden jugar contra un coche parado; y una ronda también termina cuando una mano se queda vacía después de acabarse el mazo.

    Quien conozca las reglas portuguesas notará dos cosas más. Volver a barajar los descartes, que allí es una variante, aquí está activado salvo que el anfitrión de la mesa lo desactive. Y después de una inmunidad o de una jugada maestra robas una carta antes de volver a jugar.

rules-1000_milhas-2-title = Las cartas
rules-1000_milhas-2-body =
    Con las cartas de sentido contrario, la baraja tiene 121 cartas; sin ellas, 106.

    Cartas de distancia: 25 millas, diez cartas; 50 millas, diez cartas; 75 millas, diez cartas; 100 millas, doce cartas; 200 millas, cuatro cartas.

    Cartas de ataque: luz roja, cinco cartas; límite de velocidad, cuatro cartas; falta de gasolina, pinchazo y accidente, tres cartas de cada; y con la opción, sentido contrario, seis cartas.

    Cartas de defensa: luz verde, catorce cartas; fin de límite de velocidad, gasolina, rueda de repuesto y reparación, seis cartas de cada; y con la opción, fin de sentido contrario, nueve cartas.

    Cartas de inmunidad, una de cada: vehículo prioritario, depósito extra, ruedas antipinchazos y as del volante.

rules-1000_milhas-3-title = Ataques
rules-1000_milhas-3-body =
    Cuando juegas un ataque, eliges el coche que lo recibe. Solo se ofrecen los coches que pueden recibirlo según las reglas, cada uno con sus millas. Si solo hay uno, el ataque va directamente a él.

    El mismo ataque no se repite, y un coche cuyo bando ha jugado la inmunidad correspondiente queda fuera del alcance de ese ataque hasta el final de la ronda.

    El límite de velocidad y el sentido contrario se pueden jugar contra cualquier coche, incluso uno parado.

    Los demás ataques dependen de la opción de acumulación de problemas. Desactivada, lo normal: no se pueden jugar contra un coche parado, tampoco al principio de una ronda. Activada: cualquier coche se puede atacar, los problemas se acumulan, y el coche no se mueve hasta resolverlos todos.

rules-1000_milhas-4-title = Cartas de sentido contrario
rules-1000_milhas-4-body =
    Una opción del anfitrión de la mesa, desactivada salvo que la active, como en las reglas portuguesas, donde es una variante. Con ella, seis cartas de sentido contrario se suman a los ataques y nueve de fin de sentido contrario a las defensas.

    Sentido contrario no detiene tu coche: le da la vuelta. Mientras dura, cada carta de distancia que juegas se resta de tus millas en vez de sumarse, y pierdes el mismo número de puntos. Nunca retrocedes más allá de la salida.

    Una carta de 200 jugada hacia atrás sigue contando como una de tus dos cartas de 200, y te hace perder la bonificación por llegar sin cartas de 200.

    Sentido contrario se puede jugar en cualquier momento, incluso contra un coche parado, como un límite de velocidad. As del volante protege de él. Sentido contrario y fin de sentido contrario suenan igual: comprueba el estado de tu coche.

rules-1000_milhas-5-title = Cómo termina una ronda
rules-1000_milhas-5-body =
    Una ronda termina en el acto cuando un coche llega exactamente a mil millas. Ese coche gana la ronda y se cuentan sus bonificaciones.

    Con la opción de volver a barajar activada, las cartas usadas se barajan en un mazo nuevo cada vez que se acaba. Las inmunidades nunca vuelven al mazo. Si el mazo se ha rehecho veinte veces en una ronda, ya no se rehace más. Las reglas portuguesas hacen de volver a barajar una variante; aquí está activado salvo que el anfitrión de la mesa lo desactive.

    Con la opción de volver a barajar desactivada, como en las reglas portuguesas sin la variante, cuando el mazo se acaba los jugadores juegan de su mano sin robar, y la ronda termina en cuanto la mano de algún jugador se queda vacía, sin ganador y sin bonificaciones.

rules-1000_milhas-6-title = Lo que elige el anfitrión de la mesa
rules-1000_milhas-6-body =
    Límite de puntos: los puntos que terminan la partida, de { 1000 } a { 500000 }; lo habitual es { 5000 }.

    Acumulación de problemas: si se puede atacar a un coche parado con cualquier ataque, con los problemas acumulándose. Desactivada salvo que se active.

    Volver a barajar los descartes: si las cartas usadas vuelven al mazo cuando se acaba. Activada salvo que se desactive, aunque las reglas portuguesas lo tratan como una variante.

    Cartas de sentido contrario: si el sentido contrario y el fin de sentido contrario están en la baraja. Desactivadas salvo que se activen.

    Jugar por equipos: solo se ofrece con cuatro, seis, ocho o nueve jugadores, seguido del número de equipos cuando el número permite dos formas. El anfitrión de la mesa también elige el nivel y el nombre de cada jugador del ordenador.

rules-1000_milhas-7-title = Un turno
rules-1000_milhas-7-body =
    Empiezas tu turno con seis cartas en la mano. Primero robas una carta, y tienes siete. No se te acepta ninguna carta antes de robar.

    Después juegas una carta, o descartas una, y vuelves a tener seis. El turno pasa al jugador siguiente. Siempre puedes descartar, incluso una carta que podrías jugar.

    Cuando el mazo se acaba y no se vuelve a barajar, no hay nada que robar: juegas o descartas de tu mano, y la ronda termina en cuanto la mano de algún jugador se queda vacía.

rules-1000_milhas-8-title = Inmunidades
rules-1000_milhas-8-body =
    Vehículo prioritario protege de las luces rojas y de los límites de velocidad, y tu coche ya no necesita luz verde en toda la ronda. Depósito extra protege de la falta de gasolina. Las ruedas antipinchazos protegen de los pinchazos. As del volante protege de los accidentes y del sentido contrario.

    Una inmunidad repara o anula su problema si tu coche lo tiene, protege a tu bando durante el resto de la ronda, y vale 100 puntos. Puedes jugarla en cualquier momento de tu turno, después de robar.

    Después de una inmunidad vuelves a jugar, pero antes robas una carta. Las reglas portuguesas te dejan jugar otra carta enseguida, sin robar; este juego te da un turno extra completo, robar y después jugar o descartar, como en { preset-1000_miles }.

    Una inmunidad jugada en tu turno contra una avería la repara como lo haría su defensa: tu coche sigue necesitando luz verde, salvo que tenga vehículo prioritario. Solo la jugada maestra ahorra la luz verde.

    No te precipites al jugar una inmunidad: guardada en la mano, puede valer 400 puntos con una jugada maestra.

rules-1000_milhas-9-title = La jugada maestra
rules-1000_milhas-9-body =
    Cuando tu coche recibe un ataque y tienes la inmunidad que lo contrarresta, puedes jugarla en ese mismo momento, aunque no sea tu turno. La ocasión sigue abierta hasta que el jugador siguiente roba o juega; con dos jugadores, ese jugador eres tú, así que tu propio robo la cierra.

    El ataque se anula como si nunca hubiera llegado: no hay avería que reparar ni luz verde que esperar. La inmunidad te protege como siempre. Ganas 400 puntos: 100 por la inmunidad y 300 por la jugada maestra.

    Después, donde las reglas portuguesas te dejan jugar otra carta enseguida, este juego te hace robar una carta para volver a tener seis, y luego jugar un turno completo: robar, y después jugar o descartar. El juego sigue desde ti, así que los jugadores sentados entre el atacante y tú pierden su turno.

    Por equipos, la inmunidad en la mano de un compañero protege a todo el coche, así que la jugada maestra puede salir de su mano. Una inmunidad que no se usa en ese momento se puede jugar más tarde como una inmunidad normal.

## Clásico

rules-classic-1-title = El objetivo del juego
rules-classic-1-body =
    Corre hasta el final del recorrido, y frena a todos los demás por el camino.

    El recorrido es exactamente de { 1000 } millas con cuatro jugadores, y de 700 millas en los demás casos, con la posibilidad de seguir hasta { 1000 }.

    El primer bando que llega a { 5000 } puntos a lo largo de varias manos gana la partida. Si más de un bando lo consigue en la misma mano, gana el que tenga más puntos; si hay empate en cabeza, se juega otra mano.

rules-classic-2-title = Jugadores y equipos
rules-classic-2-body =
    De dos a cuatro jugadores juegan cada uno por su cuenta. Cuatro jugadores también pueden jugar en dos equipos de dos, y seis jugadores siempre juegan en tres equipos de dos.

    Un equipo conduce un solo coche y comparte sus millas, problemas, inmunidades y puntos; cada jugador tiene su propia mano. Los equipos se forman eligiendo compañeros por su nombre, como en { preset-1000_miles }, y los asientos se alternan entre los equipos.

rules-classic-3-title = Las cartas
rules-classic-3-body =
    La baraja tiene 106 cartas. El juego usa los mismos nombres de cartas en todas las reglas.

    Distancia: 25, 50 y 75 millas, diez cartas de cada; 100 millas, doce cartas; 200 millas, cuatro cartas.

    Peligros: luz roja, cinco cartas; límite de velocidad, cuatro cartas; falta de gasolina, pinchazo y accidente, tres cartas de cada.

    Remedios: luz verde, catorce cartas; fin de límite de velocidad, gasolina, rueda de repuesto y reparación, seis cartas de cada.

    Inmunidades, una de cada: vehículo prioritario, depósito extra, ruedas antipinchazos y as del volante.

rules-classic-4-title = Un turno
rules-classic-4-body =
    Al empezar tu turno, el juego roba tu carta por ti, así que tienes siete cartas.

    Después juegas una carta o tiras una, así que siempre tienes seis. Puedes tirar una carta que podrías jugar.

    Cuando el mazo se acaba, no hay nada más que robar: todos juegan las cartas que les quedan en la mano, y se salta a quien se quede sin cartas.

rules-classic-5-title = Ponerse en marcha
rules-classic-5-body =
    Necesitas una luz verde antes de poder jugar distancia. Todos los coches empiezan cada mano necesitándola.

    Nada puede llevarte más allá del final del recorrido, y solo puedes jugar dos cartas de 200 por mano.

    Con un límite de velocidad solo puedes jugar 25 y 50 millas, hasta un fin de límite de velocidad.

rules-classic-6-title = Peligros y remedios
rules-classic-6-body =
    Los peligros se juegan contra un rival que está en marcha, nunca contra un coche que ya está parado, y nunca el mismo peligro dos veces.

    La luz roja se anula con una luz verde. La falta de gasolina se repara con gasolina, y después una luz verde. Un pinchazo se repara con una rueda de repuesto, y después una luz verde. Un accidente se repara con una reparación, y después una luz verde. Un límite de velocidad se anula con un fin de límite de velocidad, y el coche sigue en marcha.

    La luz verde se rechaza mientras haya una avería sin reparar.

rules-classic-7-title = Inmunidades
rules-classic-7-body =
    Hay una inmunidad de cada. Una inmunidad protege a tu bando durante el resto de la mano, elimina su peligro si lo tienes, y te da otro turno. Cada una vale 100 puntos.

    Vehículo prioritario cubre la luz roja y el límite de velocidad, y con él ya no necesitas luz verde en toda la mano. Depósito extra cubre la falta de gasolina. Las ruedas antipinchazos cubren el pinchazo. As del volante cubre el accidente.

    Una inmunidad jugada en tu turno contra una avería la elimina, pero sigues necesitando luz verde, salvo que tengas vehículo prioritario.

rules-classic-8-title = La jugada maestra
rules-classic-8-body =
    Cuando juegan un peligro contra tu bando y tienes su inmunidad, juégala enseguida, en menos de cinco segundos, aunque no sea tu turno: es una jugada maestra.

    El peligro se tira como si nunca hubiera llegado. Robas hasta volver a tener seis cartas, y te toca a ti: los jugadores entre el atacante y tú pierden su turno.

    Una jugada maestra vale 300 puntos más que los 100 de la inmunidad.

rules-classic-9-title = Cómo terminan una mano y una partida
rules-classic-9-body =
    Una mano termina cuando un bando llega exactamente al final del recorrido, o cuando el mazo y todas las manos están vacíos. La puntuación se cuenta en cada mano, haya terminado alguien o no.

    La partida termina cuando un bando llega al límite de puntos, { 5000 } puntos salvo que el anfitrión de la mesa eligiera otro; gana la puntuación más alta.

    En Clásico los descartes no se vuelven a barajar y los problemas no se acumulan, salvo que el anfitrión de la mesa lo elija.

rules-classic-10-title = Puntuación
rules-classic-10-body =
    En cada mano: cada milla vale un punto; cada inmunidad, 100 puntos; las cuatro inmunidades en un mismo bando, 300 más; cada jugada maestra, 300 más.

    Para el bando que completa el recorrido: recorrido completo, 400 puntos; llegar después de acabarse el mazo, 300 más; llegar sin jugar ninguna carta de 200, 300 más; llegar antes de que ningún otro haya avanzado una sola milla, 500 más.

rules-classic-11-title = La prolongación
rules-classic-11-body =
    Con dos, tres o seis jugadores el recorrido es de 700 millas. El primer bando que llega a 700 elige: pararse ahí, y la mano termina, o seguir hasta { 1000 }.

    Si el bando sigue, el primer bando que llegue a { 1000 } se anota el recorrido. Si es el bando que eligió seguir, gana 200 puntos más. Si no, cada uno de los demás bandos gana 200 en su lugar.

## Milla a milla

rules-mile_by_mile-1-title = El objetivo del juego
rules-mile_by_mile-1-body =
    Sé el primero en llegar a la meta, exactamente. El recorrido es de { 1000 } millas, o de 700 si el anfitrión de la mesa eligió el recorrido corto.

    El primer coche que llega al final del recorrido gana la carrera. Gana la partida el primer jugador que gane tantas carreras como eligió el anfitrión de la mesa: una carrera salvo que eligiera más, hasta diez. No se cuentan puntos.

    Juegan de dos a seis jugadores, siempre cada uno por su cuenta: { preset-mile_by_mile } no tiene equipos.

rules-mile_by_mile-2-title = Las cartas
rules-mile_by_mile-2-body =
    La baraja tiene 104 cartas, o 105 con la carta de retirada de protecciones.

    Distancia: 25, 50 y 75 millas, diez cartas de cada; 100 millas, doce cartas; 200 millas, cuatro cartas.

    Arranque, diez cartas. Gasolina, rueda de repuesto, reparación, marcha adelante y fin de límite de velocidad, cuatro cartas de cada.

    Stop, accidente, marcha atrás, falta de gasolina, pinchazo y límite de velocidad, dos cartas de cada.

    Seis protecciones, una carta de cada: protección de stop, protección de gasolina, protección de límite de velocidad, protección de accidentes, protección de marcha atrás y protección de pinchazos.

    Salto de turno, diez cartas. Y si el anfitrión de la mesa lo eligió, una carta de retirada de protecciones.

rules-mile_by_mile-3-title = Un turno
rules-mile_by_mile-3-body =
    En tu turno primero robas una carta, y tienes siete; después usas una carta: la juegas o la descartas. Luego el turno pasa al jugador siguiente.

    Si la carta que juegas no se puede usar, no se rechaza: se descarta y tu turno termina. Por ejemplo, una falta de gasolina jugada contra un coche que ya no tiene gasolina simplemente se tira, y lo mismo un arranque jugado mientras tu coche está averiado.

rules-mile_by_mile-4-title = Arrancar y circular
rules-mile_by_mile-4-body =
    Todos los coches empiezan la carrera parados y necesitan una carta de arranque para poder moverse.

    Después de un stop, un accidente, un pinchazo o quedarse sin gasolina, el coche está parado: primero repáralo, y después juega un arranque para volver a circular.

    Tienes que llegar a la meta exactamente: no se puede usar una carta de distancia que te lleve más allá. No hay límite de cartas de 200.

    Con un límite de velocidad solo se pueden jugar 25 y 50 millas, hasta un fin de límite de velocidad.

rules-mile_by_mile-5-title = Ataques
rules-mile_by_mile-5-body =
    Stop, accidente, falta de gasolina, pinchazo, límite de velocidad y marcha atrás se juegan contra el coche de un rival, que eliges entre los coches que pueden recibir el ataque.

    Los problemas se acumulan: se puede atacar a un coche aunque ya esté parado, y solo vuelve a moverse cuando ha resuelto todos sus problemas. El mismo ataque no se puede jugar dos veces contra un coche, y un coche con la protección correspondiente no puede recibirlo.

    Marcha atrás le da la vuelta a un coche: sus cartas de distancia lo llevan hacia la salida en vez de hacia delante, nunca por debajo de cero.

rules-mile_by_mile-6-title = Remedios
rules-mile_by_mile-6-body =
    Gasolina repara la falta de gasolina, rueda de repuesto un pinchazo, reparación un accidente: después de cada una, el coche sigue necesitando un arranque.

    Arranque pone en marcha un coche parado cuando no tiene ningún otro problema. Marcha adelante anula la marcha atrás, y fin de límite de velocidad anula un límite de velocidad; después de estas, el coche sigue enseguida.

rules-mile_by_mile-7-title = Protecciones
rules-mile_by_mile-7-body =
    Cada protección repara o anula su problema si tu coche lo tiene, y te protege de él durante el resto de la carrera. Después de jugar una protección tienes otro turno: roba una carta y usa otra.

    Protección de stop: ya no necesitas ningún arranque. Protección de gasolina: nunca te quedas sin gasolina. Protección de límite de velocidad: nadie puede limitar tu velocidad. Protección de accidentes, protección de marcha atrás y protección de pinchazos te protegen de sus problemas de la misma manera.

rules-mile_by_mile-8-title = Salto de turno y retirada de protecciones
rules-mile_by_mile-8-body =
    Salto de turno: el jugador siguiente pierde su turno.

    Retirada de protecciones, si el anfitrión de la mesa la puso en la baraja: jugada contra el coche de un rival, le quita todas sus protecciones.

rules-mile_by_mile-9-title = Cómo termina una carrera
rules-mile_by_mile-9-body =
    Una carrera termina en el acto cuando un coche llega exactamente al final del recorrido; ese coche gana la carrera.

    Cuando el mazo se acaba, las cartas usadas se barajan en un mazo nuevo, así que una carrera solo termina cuando alguien llega. Si el mazo se ha rehecho veinte veces en una carrera, ya no se rehace más; entonces todos juegan las cartas de su mano, y la carrera termina sin ganador cuando todas las manos están vacías.

rules-mile_by_mile-10-title = Ganar la partida
rules-mile_by_mile-10-body =
    Las carreras se juegan una tras otra, y en cada carrera el primer turno pasa al jugador siguiente. El primer jugador que gana el número de carreras que eligió el anfitrión de la mesa gana la partida.

rules-mile_by_mile-11-title = Lo que elige el anfitrión de la mesa
rules-mile_by_mile-11-body =
    Carreras para ganar: de 1 a 10; 1 salvo que el anfitrión de la mesa elija más.

    Recorrido: { 1000 } millas, o 700 para una carrera más corta.

    Retirada de protecciones: si la carta número 105 está en la baraja. Desactivada salvo que se active.

    La acumulación de problemas y volver a barajar los descartes están activadas en { preset-mile_by_mile }; el anfitrión de la mesa puede desactivarlas. El anfitrión de la mesa también elige el nivel y el nombre de cada jugador del ordenador.

## Teclas, las mismas en todas las reglas

rules-common-keys-title = Teclas
rules-common-keys-body =
    F1 lee las teclas de la pantalla en la que estás, en cualquier momento, también durante una partida.

    En una partida: las flechas izquierda y derecha recorren tu mano, Inicio y Fin van a la primera y a la última carta, y las cifras del 1 al 7 van directamente a una carta. Espacio roba. Intro juega la carta; Retroceso, o Mayúsculas más Intro, la descarta. D hace la jugada maestra. H lee toda tu mano. F2 dice tu coche y la partida, F3 todos los coches, F4 la puntuación, F5 las inmunidades y las cartas vistas, F6 la última jugada de cada jugador. Escape abre el menú de pausa, donde puedes abandonar la partida: queda guardada.

    En los menús: las flechas arriba y abajo se mueven, Intro elige, Escape vuelve atrás, Inicio y Fin van al primer y al último elemento, y una letra salta al siguiente elemento que empieza por ella. Las flechas izquierda y derecha cambian un valor, Página arriba y Página abajo lo cambian mucho.

    Coma y Punto leen los mensajes anteriores y posteriores; con Mayúsculas, el primero y el último. Control más R repite el último mensaje. Control solo calla la voz.

    F7 y F8 bajan y suben el volumen de los efectos de sonido; F9 y F10 bajan y suben el volumen general.

    En estas reglas: arriba y abajo eligen una sección, Intro lee la sección entera, derecha e izquierda la leen párrafo a párrafo.
