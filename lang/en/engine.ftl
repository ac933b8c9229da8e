# The engine's own messages (engine/): menus, dialogs, fields, history, volume, help, notices.
# English is the source language; other languages fall back to it message by message.

# The name of this language, in this language (shown in the language menu).
language-name = English

## Menus

# An item as it is spoken when the player lands on it: "Options, 3 of 6".
menu-item = { $label }, { $position } of { $count }
# An item with its state or value: "Music: on", "Master volume: 80 percent".
menu-item-value = { $label }: { $value }
menu-on = on
menu-off = off
menu-empty = This menu is empty.
unit-percent = { $value } percent
# A number with no unit.
unit-none = { $value }

## Dialogs and text fields

dialog-yes = Yes
dialog-no = No
# Said when a yes/no question is answered No (or Escape), unless the question says more.
dialog-cancelled = Cancelled.
# "Your name: Ana", or "Your name: empty".
field-prompt = { $prompt }: { $text }
field-empty = empty
field-full = The field is full.
field-erased = { $char } erased
field-required = Type something first.

## Message history

history-no-older = No older messages.
history-no-newer = No newer messages.
history-empty = No messages yet.

## Volume keys

volume-cue = Cue volume { $percent } percent
volume-master = Master volume { $percent } percent

## Notices

# $failed and $using are speech backend names such as "prism" or "print".
speech-fallback = Speech from { $failed } failed; now speaking through { $using }.
# $using is "print" or "none": what auto speaks through when no voice was found.
speech-no-voice = { $using ->
    [print] No screen reader or speech service answered, so the game prints its speech as text.
   *[other] No screen reader or speech service answered, so the game is silent.
}
sound-fallback = { $using ->
    [none] No sound device could be opened; the game has no sound.
   *[other] The default sound device could not be opened; sound plays through { $using }.
}
sound-pack-unknown = The sound pack file { $file } matches no game sound and is not used.
sound-pack-broken = The sound pack file { $file } could not be read; the built-in sound is used.
# $code is the language code asked for (from the settings or --lang), such as "de".
language-missing = The language { $code } is not installed; the game speaks English.
# $files lists the lines not used: each file with the messages in it, such as
# "fr/game.ftl (status-hand, card-count)", or the file and line, "fr/menus.ftl:12".
language-file-broken = Some lines of the language files could not be used; English is spoken for them: { $files }.
# The same for the English files themselves, with a pristine copy to stand in for them...
language-english-broken = Some lines of the English language files could not be used; the game's built-in English is spoken for them: { $files }.
# ...or without one (a source tree outside git).
language-english-broken-no-copy = Some lines of the English language files could not be used, and this copy of the game has no built-in English to stand in for them: { $files }.
# $folder is the full path of the missing sounds folder.
sounds-missing = The game's sounds were not found in { $folder }; the game plays without them.
settings-damaged = Your settings file was damaged. The settings that could still be read are kept, the others are back to their defaults. The old file was kept as { $file }.
# $setting names the setting, as in the options menu (setting-language and after).
settings-reset = { $setting }: the saved value could not be used; the setting is back to its default.
error-unexpected = Something went wrong. The details are in the log file.

## Key help (F1): "F1: speak the keys of this screen"

help-line = { $key }: { $action }
help-none = This screen has no keys of its own.
help-key-help = speak the keys of this screen; again, the keys of every screen
# F1 first speaks the keys of the screen, then this; F1 again speaks the keys of every
# screen, after help-everywhere.
help-more = F1 again: the keys that work everywhere.
help-everywhere = On every screen:
# A key with nothing on it on the current screen (a setting can silence this).
key-unused = Nothing on that key. F1 for keys.
help-history-older = previous message
help-history-newer = next message
help-history-oldest = first message
help-history-newest = last message
help-history-repeat = repeat the last message
help-cue-volume-down = cue volume down
help-cue-volume-up = cue volume up
help-master-volume-down = master volume down
help-master-volume-up = master volume up
help-menu-up = previous item
help-menu-down = next item
help-menu-first = first item
help-menu-last = last item
help-menu-activate = choose the item
help-menu-decrease = lower the value
help-menu-increase = raise the value
help-menu-big-decrease = lower the value a lot
help-menu-big-increase = raise the value a lot
help-menu-back = go back
help-field-accept = accept the text
help-field-cancel = cancel
help-field-erase = erase the last character
help-field-read = read the whole text

## Key names, as help speaks them (letters, digits and F-keys are spoken as written)

key-return = Enter
key-escape = Escape
key-backspace = Backspace
key-tab = Tab
key-space = Space
key-up = Up arrow
key-down = Down arrow
key-left = Left arrow
key-right = Right arrow
key-home = Home
key-end = End
key-pageup = Page Up
key-pagedown = Page Down
key-insert = Insert
key-delete = Delete
key-ctrl = Ctrl
key-alt = Alt
key-shift = Shift
key-comma = Comma
key-period = Period
key-slash = Slash
key-semicolon = Semicolon
key-apostrophe = Apostrophe
key-minus = Minus
key-equals = Equals
key-left-bracket = Left bracket
key-right-bracket = Right bracket
key-backslash = Backslash
key-grave = Grave accent

## Settings, named in the notice that one was reset

setting-language = Language
setting-speech = Speech
setting-speech-rate = Speech rate
setting-prefer-sapi = Prefer the Windows voice (SAPI)
setting-sound = Sound output
setting-sound-pack = Sound pack folder
setting-master-volume = Master volume
setting-cue-volume = Cue volume
setting-speak-unused-keys = Say so when a key does nothing
