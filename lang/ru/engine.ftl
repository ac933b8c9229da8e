# Russian translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# The engine's own messages (engine/): menus, dialogs, fields, history, volume, help, notices.

# The name of this language, in this language (shown in the language menu).
language-name = Русский

## Menus

# An item as it is spoken when the player lands on it: "Настройки, 3 из 6".
menu-item = { $label }, { $position } из { $count }
# An item with its state or value: "Музыка: вкл", "Общая громкость: 80 процентов".
menu-item-value = { $label }: { $value }
menu-on = включено
menu-off = выключено
menu-empty = Это меню пустое.
unit-percent = { $value } { $value ->
    [one] процент
    [few] процента
    [many] процентов
   *[other] процента
}

# A number with no unit.
unit-none = { $value }

## Dialogs and text fields

dialog-yes = Да
dialog-no = Нет
# Said when a yes/no question is answered No (or Escape), unless the question says more.
dialog-cancelled = Отменено.
# "Твоё имя: Анна", or "Твоё имя: пусто".
field-prompt = { $prompt }: { $text }
field-empty = пусто
field-full = Поле заполнено.
field-erased = Стёрто: { $char }
field-required = Сначала что-нибудь напиши.

## Message history

history-no-older = Более старых сообщений нет.
history-no-newer = Более новых сообщений нет.
history-empty = Сообщений пока нет.

## Volume keys

volume-cue = Громкость звуков { $percent } { $percent ->
    [one] процент
    [few] процента
    [many] процентов
   *[other] процента
}
volume-master = Общая громкость { $percent } { $percent ->
    [one] процент
    [few] процента
    [many] процентов
   *[other] процента
}

## Notices

# $failed and $using are speech backend names such as "prism" or "print".
speech-fallback = Речь через { $failed } не работает; теперь говорю через { $using }.
speech-no-voice = { $using ->
    [print] Ни экранный диктор, ни служба речи не ответили, поэтому игра выводит речь текстом.
   *[other] Ни экранный диктор, ни служба речи не ответили, поэтому игра идёт без речи.
}
sound-fallback = { $using ->
    [none] Не удалось открыть ни одно звуковое устройство; игра идёт без звука.
   *[other] Не удалось открыть звуковое устройство по умолчанию; звук идёт через { $using }.
}
sound-pack-unknown = Файл звукового пакета { $file } не подходит ни к одному звуку игры и не используется.
sound-pack-broken = Файл звукового пакета { $file } не удалось прочитать; звучит встроенный звук.
# $code is the language code asked for (from the settings or --lang), such as "de".
language-missing = Язык { $code } не установлен; игра говорит по-английски.
# $files lists the lines not used: each file with the messages in it, such as
# "fr/game.ftl (status-hand, card-count)", or the file and line, "fr/menus.ftl:12".
language-file-broken = Некоторые строки языковых файлов нельзя использовать; вместо них звучит английский: { $files }.
# The same for the English files themselves, with a pristine copy to stand in for them...
language-english-broken = Некоторые строки английских языковых файлов нельзя использовать; вместо них звучит встроенный в игру английский: { $files }.
# ...or without one (a source tree outside git).
language-english-broken-no-copy = Некоторые строки английских языковых файлов нельзя использовать, а в этой копии игры нет встроенного английского, чтобы их заменить: { $files }.
# $folder is the full path of the missing sounds folder.
sounds-missing = Звуки игры не найдены в папке { $folder }; игра идёт без них.
settings-damaged = Файл настроек был повреждён. Настройки, которые удалось прочитать, сохранены, остальные сброшены. Старый файл сохранён как { $file }.
# $setting names the setting, as in the options menu (setting-language and after).
settings-reset = { $setting }: сохранённое значение нельзя использовать; настройка сброшена.
error-unexpected = Что-то пошло не так. Подробности в файле журнала.

## Key help (F1): "F1: назвать клавиши этого экрана"

help-line = { $key }: { $action }
help-none = У этого экрана нет своих клавиш.
help-key-help = назвать клавиши этого экрана; ещё раз — клавиши любого экрана
# F1 first speaks the keys of the screen, then this; F1 again speaks the keys of every
# screen, after help-everywhere.
help-more = Ещё раз F1 — клавиши, которые работают везде.
help-everywhere = На любом экране:
# A key with nothing on it on the current screen (a setting can silence this).
key-unused = На этой клавише ничего нет. F1 — список клавиш.
help-history-older = предыдущее сообщение
help-history-newer = следующее сообщение
help-history-oldest = первое сообщение
help-history-newest = последнее сообщение
help-history-repeat = повторить последнее сообщение
help-cue-volume-down = уменьшить громкость звуков
help-cue-volume-up = увеличить громкость звуков
help-master-volume-down = уменьшить общую громкость
help-master-volume-up = увеличить общую громкость
help-menu-up = предыдущий пункт
help-menu-down = следующий пункт
help-menu-first = первый пункт
help-menu-last = последний пункт
help-menu-activate = выбрать пункт
help-menu-decrease = уменьшить значение
help-menu-increase = увеличить значение
help-menu-big-decrease = сильно уменьшить значение
help-menu-big-increase = сильно увеличить значение
help-menu-back = назад
help-field-accept = принять текст
help-field-cancel = отмена
help-field-erase = стереть последний символ
help-field-read = прочитать весь текст

## Key names, as help speaks them (letters, digits and F-keys are spoken as written)

key-return = Ввод
key-escape = Escape
key-backspace = Backspace
key-tab = Tab
key-space = Пробел
key-up = Стрелка вверх
key-down = Стрелка вниз
key-left = Стрелка влево
key-right = Стрелка вправо
key-home = Home
key-end = End
key-pageup = Page Up
key-pagedown = Page Down
key-insert = Insert
key-delete = Delete
key-ctrl = Ctrl
key-alt = Alt
key-shift = Shift
key-comma = Запятая
key-period = Точка
key-slash = Косая черта
key-semicolon = Точка с запятой
key-apostrophe = Апостроф
key-minus = Минус
key-equals = Равно
key-left-bracket = Левая квадратная скобка
key-right-bracket = Правая квадратная скобка
key-backslash = Обратная косая черта
key-grave = Обратный апостроф

## Settings, named in the notice that one was reset

setting-language = Язык
setting-speech = Речь
setting-speech-rate = Скорость речи
setting-prefer-sapi = Предпочитать голос Windows (SAPI)
setting-sound = Вывод звука
setting-sound-pack = Папка звукового пакета
setting-master-volume = Общая громкость
setting-cue-volume = Громкость звуков
setting-speak-unused-keys = Говорить, когда клавиша ничего не делает
