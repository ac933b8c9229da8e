# Russian translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# The menus around the game (game/ui/home.py, setup.py, team_picking.py, options_screen.py,
# pause.py, rules_screen.py). Rules texts are in rules.ftl; computer players' names and levels
# in bots.ftl.

## Presets (the four rule sets)

# A number inside a name is a string, { "1000" }: it keeps its digits.
preset-1000_miles = { "1000" } миль
# The Brazilian rules (1000 milhas): named by what they are, not transliterated.
preset-1000_milhas = { "1000" } миль, бразильский вариант
preset-classic = Классика
preset-mile_by_mile = Миля за милей

## Home screen

home-title = { preset-1000_miles }. Главное меню.
home-play = Играть
home-setup = Настроить стол
home-resume = Продолжить сохранённую партию
home-result = Итог последней партии
home-result-said = Последняя партия окончена. Она убрана в архив; «Играть» начинает новую.
home-rules = Правила
home-options = Настройки
home-quit = Выход
home-goodbye = До свидания.
# $file is the name the damaged file was kept under.
home-save-damaged = Сохранённая партия повреждена, продолжить её нельзя. Она отложена под именем { $file }. Больше ничего не потеряно.
home-save-missing = Сохранённой партии больше нет.

## First start: the language

language-title = Выбери язык.

## Table setup

setup-title = Настройка стола.
setup-preset = Правила
setup-players = Игроки
# $count players; $teams_only says the count is only played in teams.
setup-players-value = { $count } { $count ->
    [one] игрок
    [few] игрока
    [many] игроков
   *[other] игрока
}{ $teams_only ->
    [yes] , командами
   *[no] {""}
}
setup-in-teams = Играть командами
setup-layout = Команды
# "2 команды по 3"
setup-layout-value = { $teams } { $teams ->
    [one] команда
    [few] команды
    [many] команд
   *[other] команды
} по { $size }
setup-team-mates = Напарники
setup-team-mates-none = ещё не выбраны, нажми Ввод, чтобы выбрать
# One team in the list: "команда 1: Ты и Анна". $names are the team's names, joined.
setup-team = команда { $number }: { $names }
# Joins two names of a team: "Ты и Анна"; longer teams use commas before the last "и".
setup-names-and = { $first } и { $last }
setup-score-limit = Предел счёта
setup-score-value = { $value } { $value ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}
# "Нужно выиграть: 3 гонки" (the accusative after "выиграть").
setup-races = Нужно выиграть
setup-races-value = { $value ->
    [one] { $value } гонку
    [few] { $value } гонки
    [many] { $value } гонок
   *[other] { $value } гонки
}
setup-trip = Дистанция
setup-trip-value = { $miles } { $miles ->
    [one] миля
    [few] мили
    [many] миль
   *[other] мили
}
setup-accumulation = Накопление проблем
setup-reshuffle = Перемешивать сброс
setup-counterflow = Карты встречной полосы
setup-remove-protections = Карта снятия всех защит
# A computer player's item: "Компьютерный игрок 2, Борис", then its level.
setup-bot = Компьютерный игрок { $number }, { $name }
setup-bot-name-title = Выбери имя для компьютерного игрока { $number }.
setup-your-name = Твоё имя: { $name }
setup-name-prompt = Твоё имя
player-default-name = Ты
setup-start = Начать партию
setup-level-easy = лёгкий
setup-level-normal = обычный
setup-level-hard = сложный

## Refused table options (OptionsError codes); should never be heard

setup-error-unknown_preset = Такие правила неизвестны.
setup-error-unknown_option = Такой настройки нет.
setup-error-bad_value = Такое значение недопустимо.
setup-error-players = По этим правилам не играют с таким числом игроков.
setup-error-seven_players = Семь игроков невозможно: слишком много, чтобы играть каждому за себя, и равных команд не получается.
setup-error-teams_not_offered = С таким числом игроков командами не играют.
setup-error-teams_layout = Из такого числа игроков такие команды не составить.
setup-error-score_limit = Предел счёта должен быть от { 1000 } до { 500000 }.
setup-error-not_for_preset = Эта настройка не относится к этим правилам.
setup-error-races_to_win = Число гонок для победы должно быть от 1 до 10.
setup-error-trip = Дистанция должна быть { 1000 } или 700 миль.
setup-error-other = Такие настройки стола недопустимы.

## Team picking

# $count: how many team-mates are still to choose.
picking-title = Выбери напарников. { $count ->
    [one] Осталось выбрать одного.
    [few] Осталось выбрать { $count }.
    [many] Осталось выбрать { $count }.
   *[other] Осталось выбрать { $count }.
}
picking-next = { $count ->
    [one] Осталось выбрать ещё одного.
    [few] Осталось выбрать ещё { $count }.
    [many] Осталось выбрать ещё { $count }.
   *[other] Осталось выбрать ещё { $count }.
}
picking-you-take = Ты берёшь в команду: { $name }.
picking-bot-takes = { $chooser } берёт в команду: { $name }.
picking-left-over = Последняя команда: { $names }.
picking-done = Команды: { $teams }.
picking-cancelled = Напарники не выбраны.

## Options

opts-title = Настройки
opts-language = Язык
opts-speech = Речь
opts-speech-rate = Скорость речи
opts-speech-rate-default = собственная скорость голоса
opts-master-volume = Общая громкость
opts-cue-volume = Громкость звуков
opts-music = Музыка
opts-pace = Темп компьютерных игроков
# Seconds between two plays of computer players.
opts-pace-value = { $seconds ->
    [one] { $seconds } секунда между ходами
    [few] { $seconds } секунды между ходами
    [many] { $seconds } секунд между ходами
   *[other] { $seconds } секунды между ходами
}
opts-verbosity = Ходы других игроков
opts-verbosity-full = полными фразами
opts-verbosity-short = кратко
opts-verbosity-sounds = только звуки
opts-trick-window = Время на контрудар против компьютерных игроков
opts-trick-window-value = { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
}
opts-auto-draw = Брать карту автоматически в начале моего хода
opts-trick-guard = Спрашивать перед взятием карты, если можно сыграть контрудар
opts-unused-keys = Говорить, когда клавиша ничего не делает
opts-back = Назад
# Settings with no item in the options, named when a damaged one is reset
setting-last-table = Последний подготовленный стол
setting-player-name = Твоё имя
setting-language-chosen = Язык, выбранный при первом запуске
speech-choice-auto = Автоматически
speech-choice-cytolk = Экранный диктор или SAPI
speech-choice-speechd = Speech Dispatcher (речь Linux)
speech-choice-prism = Системная речь
speech-choice-print = Вывод в терминал
speech-choice-recorder = Запись, для тестов
speech-choice-none = Без речи

## Pause menu

pause-title = Пауза.
pause-resume = Продолжить партию
pause-options = Настройки
pause-rules = Правила
pause-leave = Выйти из партии
pause-leave-confirm = Выйти из партии? Она останется сохранённой: продолжить её можно из главного меню.
pause-stay = Остаёмся в партии.

## Rules screen

rules-choose-preset = Правила. Выбери, какие правила прочитать.
# The title of a rules book: "Правила: Классика."
rules-book-title = Правила: { $preset }. Стрелки вверх и вниз выбирают раздел, Ввод читает его, стрелки влево и вправо читают его по абзацам.
rules-end-of-section = Конец раздела.
rules-start-of-section = Начало раздела.
help-rules-next-paragraph = прочитать следующий абзац раздела
help-rules-previous-paragraph = прочитать предыдущий абзац раздела
help-rules-read = прочитать весь раздел
