# Brazilian Portuguese translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# The engine's own messages (engine/): menus, dialogs, fields, history, volume, help, notices.

# The name of this language, in this language (shown in the language menu).
language-name = Português (Brasil)

## Menus

# An item as it is spoken when the player lands on it: "Options, 3 of 6".
menu-item = { $label }, { $position } de { $count }
# An item with its state or value: "Music: on", "Master volume: 80 percent".
menu-item-value = { $label }: { $value }
menu-on = ligado
menu-off = desligado
menu-empty = Este menu está vazio.
unit-percent = { $value } por cento
# A number with no unit.
unit-none = { $value }

## Dialogs and text fields

dialog-yes = Sim
dialog-no = Não
# Said when a yes/no question is answered No (or Escape), unless the question says more.
dialog-cancelled = Cancelado.
# "Your name: Ana", or "Your name: empty".
field-prompt = { $prompt }: { $text }
field-empty = vazio
field-full = O campo está cheio.
field-erased = { $char } apagado
field-required = Digite algo primeiro.

## Message history

history-no-older = Não há mensagens mais antigas.
history-no-newer = Não há mensagens mais recentes.
history-empty = Ainda não há mensagens.

## Volume keys

volume-cue = Volume dos efeitos { $percent } por cento
volume-master = Volume geral { $percent } por cento

## Notices

# $failed and $using are speech backend names such as "prism" or "print".
speech-fallback = A fala por { $failed } falhou; agora a fala sai por { $using }.
speech-no-voice = { $using ->
    [print] Nenhum leitor de tela nem serviço de fala respondeu, então o jogo escreve a fala como texto.
   *[other] Nenhum leitor de tela nem serviço de fala respondeu, então o jogo fica em silêncio.
}
sound-fallback = { $using ->
    [none] Nenhum dispositivo de som pôde ser aberto; o jogo está sem som.
   *[other] O dispositivo de som padrão não pôde ser aberto; o som sai por { $using }.
}
sound-pack-unknown = O arquivo { $file } do pacote de sons não corresponde a nenhum som do jogo e não é usado.
sound-pack-broken = O arquivo { $file } do pacote de sons não pôde ser lido; o som embutido é usado.
# $code is the language code asked for (from the settings or --lang), such as "de".
language-missing = O idioma { $code } não está instalado; o jogo fala em inglês.
# $files lists the lines not used: each file with the messages in it, such as
# "fr/game.ftl (status-hand, card-count)", or the file and line, "fr/menus.ftl:12".
language-file-broken = Algumas linhas dos arquivos de idioma não puderam ser usadas; nelas o jogo fala em inglês: { $files }.
# The same for the English files themselves, with a pristine copy to stand in for them...
language-english-broken = Algumas linhas dos arquivos de idioma em inglês não puderam ser usadas; nelas o jogo usa o inglês embutido: { $files }.
# ...or without one (a source tree outside git).
language-english-broken-no-copy = Algumas linhas dos arquivos de idioma em inglês não puderam ser usadas, e esta cópia do jogo não tem inglês embutido para substituí-las: { $files }.
# $folder is the full path of the missing sounds folder.
sounds-missing = Os sons do jogo não foram encontrados em { $folder }; o jogo segue sem eles.
settings-damaged = Seu arquivo de configurações estava danificado. As configurações que ainda puderam ser lidas foram mantidas; as outras voltaram ao padrão. O arquivo antigo foi guardado como { $file }.
# $setting names the setting, as in the options menu (setting-language and after).
settings-reset = { $setting }: o valor salvo não pôde ser usado; a configuração voltou ao padrão.
error-unexpected = Algo deu errado. Os detalhes estão no arquivo de registro.

## Key help (F1): "F1: speak the keys of this screen"

help-line = { $key }: { $action }
help-none = Esta tela não tem teclas próprias.
help-key-help = falar as teclas desta tela; de novo, as de todas as telas
# F1 first speaks the keys of the screen, then this; F1 again speaks the keys of every
# screen, after help-everywhere.
help-more = F1 de novo: as teclas que funcionam em todas as telas.
help-everywhere = Em todas as telas:
# A key with nothing on it on the current screen (a setting can silence this).
key-unused = Nada nessa tecla. F1 para as teclas.
help-history-older = mensagem anterior
help-history-newer = próxima mensagem
help-history-oldest = primeira mensagem
help-history-newest = última mensagem
help-history-repeat = repetir a última mensagem
help-cue-volume-down = diminuir o volume dos efeitos
help-cue-volume-up = aumentar o volume dos efeitos
help-master-volume-down = diminuir o volume geral
help-master-volume-up = aumentar o volume geral
help-menu-up = item anterior
help-menu-down = próximo item
help-menu-first = primeiro item
help-menu-last = último item
help-menu-activate = escolher o item
help-menu-decrease = diminuir o valor
help-menu-increase = aumentar o valor
help-menu-big-decrease = diminuir muito o valor
help-menu-big-increase = aumentar muito o valor
help-menu-back = voltar
help-field-accept = aceitar o texto
help-field-cancel = cancelar
help-field-erase = apagar o último caractere
help-field-read = ler o texto inteiro

## Key names, as help speaks them (letters, digits and F-keys are spoken as written)

key-return = Enter
key-escape = Esc
key-backspace = Backspace
key-tab = Tab
key-space = Espaço
key-up = Seta para cima
key-down = Seta para baixo
key-left = Seta para a esquerda
key-right = Seta para a direita
key-home = Home
key-end = End
key-pageup = Page Up
key-pagedown = Page Down
key-insert = Insert
key-delete = Delete
key-ctrl = Ctrl
key-alt = Alt
key-shift = Shift
key-comma = Vírgula
key-period = Ponto
key-slash = Barra
key-semicolon = Ponto e vírgula
key-apostrophe = Apóstrofo
key-minus = Menos
key-equals = Igual
key-left-bracket = Abre colchete
key-right-bracket = Fecha colchete
key-backslash = Barra invertida
key-grave = Acento grave

## Settings, named in the notice that one was reset

setting-language = Idioma
setting-speech = Fala
setting-speech-rate = Velocidade da fala
setting-prefer-sapi = Preferir a voz do Windows (SAPI)
setting-sound = Saída de som
setting-sound-pack = Pasta do pacote de sons
setting-master-volume = Volume geral
setting-cue-volume = Volume dos efeitos
setting-speak-unused-keys = Avisar quando uma tecla não faz nada
