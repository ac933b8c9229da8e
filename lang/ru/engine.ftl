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

## Dialogs and text fields

dialog-yes = Да
dialog-no = Нет
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
# $files lists the broken language files, such as "fr/engine.ftl".
language-file-broken = Некоторые строки языковых файлов { $files } не удалось прочитать; вместо них звучит английский.
# $folder is the full path of the missing sounds folder.
sounds-missing = Звуки игры не найдены в папке { $folder }; игра идёт без них.
settings-damaged = Файл настроек был повреждён, настройки сброшены. Старый файл сохранён как { $file }.
error-unexpected = Что-то пошло не так. Подробности в файле журнала.

## Key help (F1): "F1: назвать клавиши этого экрана"

help-line = { $key }: { $action }
help-none = На этом экране нет клавиш.
help-key-help = назвать клавиши этого экрана
help-history-older = предыдущее сообщение
help-history-newer = следующее сообщение
help-history-oldest = первое сообщение
help-history-newest = последнее сообщение
help-history-repeat = повторить последнее сообщение
help-cue-volume-down = тише звуки
help-cue-volume-up = громче звуки
help-master-volume-down = тише общая громкость
help-master-volume-up = громче общая громкость
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
