# Russian translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Игра по сети (game/ui/online/): подключение, своя игра на этом компьютере, лобби, стол и
# решения его хозяина, выбор команд среди людей, чат и то, что экран игры добавляет по сети.
# Глаголы о других людях — в настоящем времени: так фраза не зависит от рода имени.

## Игра по сети: меню из главного меню

online-title = Игра по сети.
# $address: то, что ввёл игрок, например example.org или 192.168.1.20:8765
online-server = Сервер: { $address }
online-server-none = ещё не задан
online-server-prompt = Адрес сервера
online-server-first = Сначала введи адрес сервера.
online-name = Твоё имя: { $name }
online-name-too-long = В сети имя не длиннее { $count } символов: сначала сократи своё.
online-connect = Подключиться
online-host = Провести игру на этом компьютере
online-hosting-now = Твой сервер работает на порту { $port }: войти в него
online-host-port = Порт для своей игры: { $port }
online-port-prompt = Номер порта
online-port-bad = Порт — это число от { $low } до { $high }.
online-host-unavailable = Для своей игры нужна папка настроек, а у этой игры её нет.
opts-announce-arrivals = Сообщать, когда люди заходят в лобби или уходят

## Подключение и своя игра

online-connecting = Подключение к { $address }. Escape — отказаться.
online-connect-retry = { $reason } Новая попытка через { $seconds } { $seconds ->
    [one] секунду
    [few] секунды
    [many] секунд
   *[other] секунды
}. Escape — отказаться.
online-cancelled = Не подключено.
online-host-starting = Запускаю твой сервер на порту { $port }.
online-host-failed = Твой сервер не запустился на порту { $port }: { $error }. Возможно, этот порт занят другой программой: выбери другой.
online-host-started = Твой сервер работает. { $count ->
    [0] Сетевой адрес не найден: подключиться можно только с этого компьютера, localhost, порт { $port }.
    [one] Друзья в той же сети подключаются к { $addresses }.
   *[other] Друзья в той же сети подключаются к одному из адресов: { $addresses }.
}
online-host-internet = Чтобы играть через интернет, открой порт { $port } на роутере или играй на публичном сервере.
online-table-default-name = Стол игрока { $name }
help-online-cancel = отказаться и вернуться
help-online-status = сказать, как идёт подключение

## Соединение

online-reconnected = Снова на связи.
online-lost = Связь потеряна. Переподключаюсь.
online-not-connected = Нет связи: переподключаюсь.
online-lost-closed = Сервер закрыл соединение.
online-lost-unreachable = Сервер недоступен.
online-lost-invalid_address = Это не адрес сервера.
online-lost-not_a_server = По этому адресу не отвечает сервер игры.
online-lost-too_many_connections = Слишком много подключений с твоего адреса.
online-lost-server_full = Сервер переполнен.
online-lost-replaced = Ты подключился заново из другого места: это соединение закрыто.
online-lost-policy = Сервер закрыл соединение: слишком много отклонённых сообщений.
online-lost-too_big = Сервер закрыл соединение: сообщение было слишком длинным.

## Отказы сервера (коды ошибок)

online-error-already_at_table = Ты уже за столом: сначала выйди из-за него.
online-error-already_said_hello = Уже подключено.
online-error-already_seated = У тебя уже есть место за этим столом.
online-error-bad_frame = Сервер не понял игру. Пожалуйста, обнови её.
online-error-empty = Нечего отправлять.
online-error-hello_first = Сервер не понял игру. Пожалуйста, обнови её.
online-error-kicked = Хозяин стола удалил тебя из-за этого стола: вернуться нельзя.
online-error-match_started = Партия уже началась: теперь это не изменить.
online-error-name_invalid = Это имя нельзя использовать: выбери другое, из обычных букв.
online-error-name_taken = Это имя на сервере уже занято: выбери другое.
online-error-no_such_person = Этого человека нет за столом.
online-error-no_such_table = Этого стола больше нет.
online-error-not_at_table = Ты не за столом.
online-error-not_available = Этого игрока уже выбрали.
online-error-not_owner = Это может только хозяин стола.
online-error-not_picking = Сейчас никто не выбирает команды.
online-error-not_playing = Ты не играешь за этим столом.
online-error-not_your_pick = Сейчас выбираешь не ты.
online-error-rate_limited = Слишком быстро: подожди немного.
online-error-seat_taken = Это место занято.
online-error-seats_open = Сначала займи каждое место человеком или компьютерным игроком.
online-error-seats_taken = На местах, которые исчезли бы, сидят люди: меньше игроков сейчас нельзя.
online-error-server_error = У сервера возникла проблема. Попробуй ещё раз.
online-error-table_full = Стол заполнен.
online-error-too_many_tables = На сервере слишком много столов: присоединись к одному из них.
online-error-too_many_tables_yours = У тебя уже столько столов, сколько разрешает сервер.
online-error-update_required = Этому серверу нужна более новая версия игры. Пожалуйста, обнови её.
online-error-wrong_code = Неверный код для этого закрытого стола.
online-error-other = Сервер отказал: { $code }.

## Лобби

online-lobby-title = Лобби. { $tables ->
    [0] Столов пока нет
    [one] { $tables } стол
    [few] { $tables } стола
    [many] { $tables } столов
   *[other] { $tables } стола
}, { $people ->
    [one] здесь { $people } человек.
    [few] здесь { $people } человека.
    [many] здесь { $people } человек.
   *[other] здесь { $people } человека.
}
online-table-line = { $name }, хозяин { $owner }, { $preset }, занято мест: { $taken } из { $seats }: { $people ->
    [one] { $people } человек
    [few] { $people } человека
    [many] { $people } человек
   *[other] { $people } человека
}, { $computers ->
    [0] компьютерных игроков нет
    [one] { $computers } компьютерный игрок
    [few] { $computers } компьютерных игрока
    [many] { $computers } компьютерных игроков
   *[other] { $computers } компьютерного игрока
}, { $state }{ $private ->
    [yes] , закрытый
   *[no] {""}
}
online-table-state = { $state ->
    [picking] выбор команд
    [playing] идёт раунд { $round }
    [over] партия окончена
   *[waiting] ждём игроков
}
online-create = Создать стол
online-create-name-prompt = Название стола
online-create-code-prompt = Код для закрытого стола, или ничего для стола, открытого всем
online-sit = Сесть за этот стол
online-watch = Смотреть за этим столом
online-code-prompt = Это закрытый стол: его код
online-who = Кто здесь
online-chat = Чат
online-leave = Выйти из игры по сети
online-left = Отключено.
online-who-lobby = Подключено: { $count } { $count ->
    [one] человек
    [few] человека
    [many] человек
   *[other] человека
}: { $names }.
online-arrived = { $name } заходит в лобби.
online-departed = { $name } уходит.

## Чат

online-chat-prompt = Сказать
online-chat-line = { $name }: { $text }
help-online-chat = написать строку в чат
help-online-who = кто здесь

## Стол

online-table-title = { $name }, хозяин: { $who ->
    [you] ты
   *[other] { $owner }
}; { $state }. { $where ->
    [watch] Ты зритель.
   *[seat] Твоё место: { $number }.
}
online-seat-empty = Место { $number }: свободно
online-seat-computer = Место { $number }: компьютерный игрок, { $level }
online-seat-person = Место { $number }: { $who ->
    [you] ты
   *[person] { $name }
}{ $owner ->
    [yes] , хозяин
   *[no] {""}
}{ $computer ->
    [yes] , нет на месте: за него играет компьютерный игрок, { $level }
   *[no] { $connected ->
        [yes] {""}
       *[no] , нет связи
    }
}
online-watchers = Зрители: { $names }
online-watchers-title = Зрители
online-timing = Время: { $timing }
online-start = Начать партию
online-leave-table = Выйти из-за стола
online-leave-table-confirm = Выйти из-за стола?
online-stay = Ты по-прежнему за столом.
online-seat-add = Посадить сюда компьютерного игрока, { $level }
online-seat-open = Освободить место для человека
online-give-owner = Передать стол игроку { $name }
online-kick = Удалить { $name } из-за стола
online-kick-confirm = Удалить { $name } из-за стола? Вернуться за этот стол будет нельзя.
online-who-person = { $name }{ $owner ->
    [yes] , хозяин
   *[no] {""}
}{ $state ->
    [away] , нет связи
    [computer] , за него играет компьютерный игрок
   *[here] {""}
}
online-who-table = За столом: { $people }.{ $computers ->
    [0] {""}
    [one] {" "}{ $computers } компьютерный игрок.
    [few] {" "}{ $computers } компьютерных игрока.
    [many] {" "}{ $computers } компьютерных игроков.
   *[other] {" "}{ $computers } компьютерного игрока.
} Зрители: { $watchers }.

## Правила и время хозяина стола

online-options-title = Правила и время стола. Escape или «Готово» отправляют их за стол.
online-options-done = Готово
online-timing-settle = Пауза после каждой атаки перед следующим ходом
online-timing-drop = Компьютерный игрок занимает место отключившегося человека через
online-timing-drop-level = Уровень этого компьютерного игрока
online-timing-pick = Время на каждый выбор напарника
online-seconds = { $value } { $value ->
    [one] секунда
    [few] секунды
    [many] секунд
   *[other] секунды
}

## Что меняется за столом

online-news-owner = { $who ->
    [you] Теперь хозяин стола — ты.
   *[other] Теперь хозяин стола — { $name }.
}
online-news-sits = { $name } садится на место { $number }.
online-news-left = { $name } выходит из-за стола.
online-news-computer = Место { $number }: компьютерный игрок, { $level }.
online-news-open = Место { $number } свободно.
online-news-connection = { $connected ->
    [yes] { $name } снова на связи.
   *[no] { $name } теряет связь.
}
online-news-rules = Новые правила: { $rules }.
online-news-timing = Новое время: { $timing }.
online-news-watching = { $name } смотрит игру.
online-news-not-watching = { $name } больше не смотрит.
online-news-picking-off = Выбор команд отменён: кто-то ушёл.
online-kicked = Хозяин стола удалил тебя из-за стола.

## Выбор команд среди людей

online-picking-title = Выбор команд. { $who ->
    [you] Твой выбор: возьми напарника, не больше чем за { $seconds } сек.
   *[other] Выбирает { $chooser }.
} Команды сейчас: { $teams }.
online-picking-chooser = Выбирает { $chooser }.
online-picking-not-yours = Сейчас не твой выбор: выбирает { $chooser }.
online-picked = { $at_random ->
    [yes] { $who ->
        [you] Время вышло: тебе достаётся { $name }, случайно.
       *[other] Время вышло: игроку { $chooser } достаётся { $name }, случайно.
    }
   *[no] { $who ->
        [you] Ты берёшь в команду: { $name }.
       *[other] { $chooser } берёт в команду: { $name }.
    }
}

## Игра по сети

online-watching = Ты смотришь: { $name }.
online-watching-status = Ты зритель.
online-watching-no-play = Ты зритель: играть нельзя.
online-watching-no-hand = Ты зритель: у тебя нет карт на руке.
online-back-in-seat = Ты снова на своём месте.
online-missed = Пока тебя не было: { $count } { $count ->
    [one] ход.
    [few] хода.
    [many] ходов.
   *[other] хода.
}
online-next-round-owner = Следующий раунд раздаёт { $name }.
online-pause-title = Меню. Тем временем за столом продолжают играть.
online-leave-match-confirm = Выйти из партии? Твоё место займёт компьютерный игрок.
event-seat-controlled = { $computer ->
    [yes] Теперь за игрока { $player } играет компьютерный игрок.
   *[no] { $player } снова на месте и играет сам.
}
reason-computer_seat = Сейчас твоим местом играет компьютерный игрок.
reason-no_such_seat = Такого места нет.

## Главное меню и настройки

home-online = Игра по сети
setting-server-address = Адрес сервера для игры по сети
setting-online-tokens = Твои места на серверах игры по сети
setting-host-port = Порт для своей игры
