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

## Dialogs and text fields

dialog-yes = Sim
dialog-no = Não
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
# $files lists the broken language files, such as "fr/engine.ftl".
language-file-broken = Algumas linhas dos arquivos de idioma { $files } não puderam ser lidas; nelas o jogo fala em inglês.
# $folder is the full path of the missing sounds folder.
sounds-missing = Os sons do jogo não foram encontrados em { $folder }; o jogo segue sem eles.
settings-damaged = Seu arquivo de configurações estava danificado e voltou ao padrão. O arquivo antigo foi guardado como { $file }.
error-unexpected = Algo deu errado. Os detalhes estão no arquivo de registro.

## Key help (F1): "F1: speak the keys of this screen"

help-line = { $key }: { $action }
help-none = Esta tela não tem teclas.
help-key-help = falar as teclas desta tela
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
