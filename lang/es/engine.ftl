# Spanish translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Los mensajes del propio motor (engine/): menús, diálogos, campos, historial, volumen, ayuda, avisos.

# El nombre de este idioma, en este idioma (aparece en el menú de idiomas).
language-name = Español

## Menús

# Un elemento tal como se lee al llegar a él: "Opciones, 3 de 6".
menu-item = { $label }, { $position } de { $count }
# Un elemento con su estado o valor: "Música: sí", "Volumen general: 80 por ciento".
menu-item-value = { $label }: { $value }
menu-on = sí
menu-off = no
menu-empty = Este menú está vacío.
unit-percent = { $value } por ciento
# Un número sin unidad.
unit-none = { $value }

## Diálogos y campos de texto

dialog-yes = Sí
dialog-no = No
# Said when a yes/no question is answered No (or Escape), unless the question says more.
dialog-cancelled = Cancelado.
# "Tu nombre: Ana", o "Tu nombre: vacío".
field-prompt = { $prompt }: { $text }
field-empty = vacío
field-full = El campo está lleno.
field-erased = Se borra { $char }
field-required = Escribe algo primero.

## Historial de mensajes

history-no-older = No hay mensajes anteriores.
history-no-newer = No hay mensajes posteriores.
history-empty = Todavía no hay mensajes.

## Teclas de volumen

volume-cue = Volumen de los efectos { $percent } por ciento
volume-master = Volumen general { $percent } por ciento

## Avisos

# $failed y $using son nombres de sistemas de voz, como "prism" o "print".
speech-fallback = La voz de { $failed } ha fallado; ahora se habla con { $using }.
speech-no-voice = { $using ->
    [print] Ningún lector de pantalla ni servicio de voz respondió, así que el juego escribe su voz como texto.
   *[other] Ningún lector de pantalla ni servicio de voz respondió, así que el juego está en silencio.
}
sound-fallback = { $using ->
    [none] No se pudo abrir ningún dispositivo de sonido; el juego no tiene sonido.
   *[other] No se pudo abrir el dispositivo de sonido predeterminado; el sonido sale por { $using }.
}
sound-pack-unknown = El archivo de sonido { $file } no corresponde a ningún sonido del juego y no se usa.
sound-pack-broken = No se pudo leer el archivo de sonido { $file }; se usa el sonido incorporado.
# $code es el código del idioma pedido (de la configuración o de --lang), como "de".
language-missing = El idioma { $code } no está instalado; el juego habla en inglés.
# $files enumera las líneas no usadas: cada archivo con sus mensajes, como
# «fr/game.ftl (status-hand, card-count)», o el archivo y la línea, «fr/menus.ftl:12».
language-file-broken = Algunas líneas de los archivos de idioma no se pudieron usar; para ellas se usa el inglés: { $files }.
# Lo mismo para los propios archivos en inglés, con una copia intacta que los sustituye...
language-english-broken = Algunas líneas de los archivos en inglés no se pudieron usar; para ellas se usa el inglés incorporado al juego: { $files }.
# ...o sin ella (un árbol de fuentes fuera de git).
language-english-broken-no-copy = Algunas líneas de los archivos en inglés no se pudieron usar, y esta copia del juego no tiene inglés incorporado para sustituirlas: { $files }.
# $folder es la ruta completa de la carpeta de sonidos que falta.
sounds-missing = No se encontraron los sonidos del juego en { $folder }; el juego funciona sin ellos.
settings-damaged = Tu archivo de configuración estaba dañado. Se conservan los ajustes que aún se podían leer; los demás vuelven a sus valores predeterminados. El archivo antiguo se ha guardado como { $file }.
# $setting names the setting, as in the options menu (setting-language and after).
settings-reset = { $setting }: no se pudo usar el valor guardado; el ajuste vuelve a su valor predeterminado.
error-unexpected = Algo ha fallado. Los detalles están en el archivo de registro.

## Ayuda de teclas (F1): "F1: lee las teclas de esta pantalla"

help-line = { $key }: { $action }
help-none = Esta pantalla no tiene teclas propias.
help-key-help = lee las teclas de esta pantalla; otra vez, las de todas las pantallas
# F1 first speaks the keys of the screen, then this; F1 again speaks the keys of every
# screen, after help-everywhere.
help-more = F1 otra vez: las teclas que sirven en todas partes.
help-everywhere = En todas las pantallas:
# A key with nothing on it on the current screen (a setting can silence this).
key-unused = Esa tecla no hace nada aquí. F1 para las teclas.
help-history-older = mensaje anterior
help-history-newer = mensaje siguiente
help-history-oldest = primer mensaje
help-history-newest = último mensaje
help-history-repeat = repite el último mensaje
help-cue-volume-down = baja el volumen de los efectos
help-cue-volume-up = sube el volumen de los efectos
help-master-volume-down = baja el volumen general
help-master-volume-up = sube el volumen general
help-menu-up = elemento anterior
help-menu-down = elemento siguiente
help-menu-first = primer elemento
help-menu-last = último elemento
help-menu-activate = elige el elemento
help-menu-decrease = baja el valor
help-menu-increase = sube el valor
help-menu-big-decrease = baja mucho el valor
help-menu-big-increase = sube mucho el valor
help-menu-back = vuelve atrás
help-field-accept = acepta el texto
help-field-cancel = cancela
help-field-erase = borra el último carácter
help-field-read = lee todo el texto

## Nombres de las teclas, tal como los dice la ayuda (letras, cifras y teclas F se leen tal cual)

key-return = Intro
key-escape = Escape
key-backspace = Retroceso
key-tab = Tabulador
key-space = Espacio
key-up = Flecha arriba
key-down = Flecha abajo
key-left = Flecha izquierda
key-right = Flecha derecha
key-home = Inicio
key-end = Fin
key-pageup = Página arriba
key-pagedown = Página abajo
key-insert = Insertar
key-delete = Suprimir
key-ctrl = Control
key-alt = Alt
key-shift = Mayúsculas
key-comma = Coma
key-period = Punto
key-slash = Barra
key-semicolon = Punto y coma
key-apostrophe = Apóstrofo
key-minus = Menos
key-equals = Igual
key-left-bracket = Corchete de apertura
key-right-bracket = Corchete de cierre
key-backslash = Barra invertida
key-grave = Acento grave

## Settings, named in the notice that one was reset

setting-language = Idioma
setting-speech = Voz
setting-speech-rate = Velocidad de la voz
setting-prefer-sapi = Preferir la voz de Windows (SAPI)
setting-sound = Salida de sonido
setting-sound-pack = Carpeta del paquete de sonidos
setting-master-volume = Volumen general
setting-cue-volume = Volumen de los efectos
setting-speak-unused-keys = Avisar cuando una tecla no hace nada
