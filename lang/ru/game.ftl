# Russian translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Narration of play, status keys and refusals. $who and $victim are "you" or "other";
# $player is a player's name. A card argument such as $card holds the card's words from
# cards.ftl (usually its .a form, the accusative), and $card_gender its .gender; $attack is the
# plain name (nominative), $attack_a the accusative, $attack_gender its gender.
# The player is addressed with "ты". Names are never declined, so every sentence keeps them in
# the nominative; verbs stay in the present tense, so no agreement with a player is needed.
# Attacks: "Анна играет прокол. Цель: Борис." (a target name cannot follow "против", which
# would need the genitive); on the listener: "Анна играет против тебя прокол."
# Numbers are written without a thousands separator (language.ini: grouping = no): "1000",
# safer for speech synthesisers than "1 000" with a no-break space. A big number in the text
# itself is written { 1000 }. A card player says "партия" for a match, never "матч".

## Cars and lists
car-you = ты
    .start = Ты
car-your-team = твоя команда
    .start = Твоя команда
car-team = команда { $name }
    .start = Команда { $name }
car-other-team = другая команда
    .start = Другая команда
car-that = эта машина
    .start = Эта машина
list-and = { $first } и { $last }

## Events
event-round-started = Раунд { $round }. { $who ->
    [you] Первый ход твой.
    [partner] Первым ходит твой напарник { $player }.
   *[other] Первым ходит { $player }.
} Дистанция: { $trip } { $trip ->
    [one] миля
    [few] мили
    [many] миль
   *[other] миль
}.
event-turn-order = Порядок ходов: { $list }.
turn-order-you = ты
event-partners = { $count ->
    [one] Твой напарник: { $names }.
   *[other] Твои напарники: { $names }.
}
event-team-members = { $team }: { $names }.
event-your-turn-draw = Твой ход: возьми карту.
event-your-turn = Твой ход.
event-your-turn-trick = Твой ход: D — контрудар, или возьми карту.
# Also: $card_gender
event-you-drew = Ты берёшь { $card }.
event-reshuffled = Сброс перемешан: в колоде { $count } { $count ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}.
event-pile-empty = Колода пуста.
event-pile-empty-final = Колода пуста до конца раунда.
event-moved = { $who ->
    [you] Ты проезжаешь { $miles } { $miles ->
        [one] милю
        [few] мили
        [many] миль
       *[other] мили
    }, пробег { $total }.
    [partner] Твой напарник { $player } проезжает { $miles } { $miles ->
        [one] милю
        [few] мили
        [many] миль
       *[other] мили
    }, пробег { $total }.
   *[other] { $player } проезжает { $miles } { $miles ->
        [one] милю
        [few] мили
        [many] миль
       *[other] мили
    }, пробег { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player }: { $miles }, пробег { $total }.
event-moved-back = { $who ->
    [you] Назад! Ты теряешь { $miles } { $miles ->
        [one] милю
        [few] мили
        [many] миль
       *[other] мили
    }, пробег { $total }.
    [partner] Назад! Твой напарник { $player } теряет { $miles } { $miles ->
        [one] милю
        [few] мили
        [many] миль
       *[other] мили
    }, пробег { $total }.
   *[other] Назад! { $player } теряет { $miles } { $miles ->
        [one] милю
        [few] мили
        [many] миль
       *[other] мили
    }, пробег { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player }: назад { $miles }, пробег { $total }.
event-attacked = { $who ->
    [you] Ты играешь { $card }. Цель: { $target }.
    [partner] Твой напарник { $player } играет { $card }. Цель: { $target }.
   *[other] { $victim ->
        [you] { $player } играет против тебя { $card }.
       *[other] { $player } играет { $card }. Цель: { $target }.
    }
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}Ты стоишь.
       *[no] {""}
    }{ $backwards ->
        [yes] {" "}Теперь ты едешь назад.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player }: { $card }, цель { $target }.
event-defended = { $who ->
    [you] Ты играешь { $card }.
    [partner] Твой напарник { $player } играет { $card }.
   *[other] { $player } играет { $card }.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Ты снова едешь вперёд.
       *[other] {" "}Снова едет вперёд.
    }
   *[no] {""}
}{ $stopped ->
    [yes] { $victim ->
        [you] {" "}Ты всё ещё стоишь.
       *[other] {" "}Всё ещё стоит.
    }
   *[no] { $forwards ->
        [yes] {""}
       *[no] { $victim ->
            [you] {" "}Можно ехать.
           *[other] {" "}Может ехать.
        }
    }
}
# Also: $who $card_gender $stopped
event-defended-short = { $player }: { $card }.
event-safety = { $kind ->
    [protection] Защита!
   *[safety] Козырь!
} { $who ->
    [you] Ты играешь { $card }:
    [partner] Твой напарник { $player } играет { $card }:
   *[other] { $player } играет { $card }:
} { $points ->
    [0] ещё один ход.
    [one] { $points } очко и ещё один ход.
    [few] { $points } очка и ещё один ход.
    [many] { $points } очков и ещё один ход.
   *[other] { $points } очка и ещё один ход.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Ты снова едешь вперёд.
       *[other] {" "}Снова едет вперёд.
    }
   *[no] {""}
}
event-safety-short = { $player }: { $kind ->
    [protection] защита,
   *[safety] козырь,
} играет { $card }.
# $card is the safety that answers (nominative), $attack_a the attack (accusative).
event-trick-chance = Контрудар! Нажми D, и { $card } { $card_gender ->
    [other] отменят
   *[masculine] отменит
} { $attack_a }.
event-trick-passed = Шанс на контрудар упущен.
event-trick = { $who ->
    [you] Контрудар! Ты играешь { $card }, и { $attack } { $attack_gender ->
        [masculine] отменён
        [feminine] отменена
        [neuter] отменено
       *[other] отменены
    }: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
    [partner] Контрудар! Твой напарник { $player } играет { $card }, и { $attack } { $attack_gender ->
        [masculine] отменён
        [feminine] отменена
        [neuter] отменено
       *[other] отменены
    }: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
   *[other] Контрудар! { $player } играет { $card }, и { $attack } { $attack_gender ->
        [masculine] отменён
        [feminine] отменена
        [neuter] отменено
       *[other] отменены
    }: { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Ты снова едешь вперёд.
       *[other] {""}
    }
   *[no] {""}
}
event-trick-short = { $player }: контрудар, играет { $card }, { $attack } { $attack_gender ->
    [masculine] отменён
    [feminine] отменена
    [neuter] отменено
   *[other] отменены
}.
event-discarded = { $who ->
    [you] Ты сбрасываешь { $card }.
    [partner] Твой напарник { $player } сбрасывает { $card }.
   *[other] { $player } сбрасывает { $card }.
}
event-discarded-short = { $player }: сбрасывает { $card }.
event-wasted = { $who ->
    [you] Впустую: ты теряешь { $card_a }. { $reason }
    [partner] Впустую: твой напарник { $player } теряет { $card_a }. { $reason }
   *[other] Впустую: { $player } теряет { $card_a }. { $reason }
}
event-wasted-short = { $player }: впустую теряет { $card_a }.
event-skipped-card = { $who ->
    [you] Ты пропускаешь этот ход.
    [partner] Твой напарник { $player } пропускает ход.
   *[other] { $player } пропускает ход.
}
event-skipped-card-short = { $player }: пропускает ход.
event-skipped-empty = { $who ->
    [you] Карт нет: ты пасуешь.
    [partner] Твой напарник { $player } без карт и пасует.
   *[other] { $player } без карт и пасует.
}
event-skipped-empty-short = { $player }: карт нет, пас.
event-skip-played = { $who ->
    [you] Ты играешь пропуск хода:
    [partner] Твой напарник { $player } играет пропуск хода:
   *[other] { $player } играет пропуск хода:
} { $victim ->
    [you] ты пропускаешь следующий ход.
    [partner] твой напарник { $skipped } пропускает ход.
   *[other] { $skipped } пропускает ход.
}
event-skip-played-short = { $player }: пропуск хода, { $skipped } пропускает ход.
event-protections-removed = { $who ->
    [you] Ты снимаешь
    [partner] Твой напарник { $player } снимает
   *[other] { $player } снимает
} { $count ->
    [one] защиту
    [few] { $count } защиты
    [many] { $count } защит
   *[other] { $count } защиты
}: { $target } теперь без защиты.
event-protections-removed-short = { $player }: снимает { $count ->
    [one] защиту
    [few] { $count } защиты
    [many] { $count } защит
   *[other] { $count } защиты
}, { $target } без защиты.
event-extension-offered = { $who ->
    [you] 700 миль! Остановиться и закончить раунд или ехать дальше, до { 1000 }? Нажми Ввод, чтобы выбрать.
    [partner] Твой напарник { $player } на 700 милях и решает, ехать ли дальше. Ты тоже можешь выбрать: нажми Ввод.
   *[other] { $player } на 700 милях и решает, ехать ли дальше.
}
event-extension-offered-short = { $player }: 700 миль, выбирает.
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] Ты едешь дальше, до { 1000 } миль.
        [partner] Твой напарник { $player } едет дальше, до { 1000 } миль.
       *[other] { $player } едет дальше, до { 1000 } миль.
    }
   *[no] { $who ->
        [you] Ты останавливаешься на 700 милях.
        [partner] Твой напарник { $player } останавливается на 700 милях.
       *[other] { $player } останавливается на 700 милях.
    }
}
event-extension-chosen-short = { $player }: { $go_on ->
    [yes] едет дальше, до { 1000 }.
   *[no] останавливается на 700.
}
event-round-no-winner = Раунд { $round } окончен, победителя нет.
event-round-won = { $victim ->
    [you] Ты выигрываешь раунд { $round }!
   *[other] { $winner } выигрывает раунд { $round }.
}
event-match-won = { $victim ->
    [you] Ты выигрываешь партию!
   *[other] { $winner } выигрывает партию.
}

## Round summary and scores
summary-bonus = { $car }: { $bonus }, { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}.
bonus-arrival = финиш
bonus-coronation = коронация
bonus-hood = сухая победа
bonus-no_200s = без двухсоток
bonus-trip = дистанция пройдена
bonus-delayed_action = финиш с пустой колодой
bonus-shutout = победа всухую
bonus-safe_trip = безопасная поездка
bonus-all_safeties = все четыре козыря
bonus-extension = продление
scores = Счёт: { $list }.
summary-races = Счёт гонок: { $list }.
score-points = { $car } { $points }
score-races = { $car }: { $races } { $races ->
    [one] победа
    [few] победы
    [many] побед
   *[other] победы
}

## Status keys
status-none = нет
# "нужен зелёный свет", "нужен старт": the plain name, with нужен agreeing with its gender.
status-needs-green = { $go_gender ->
    [feminine] нужна
    [neuter] нужно
   *[other] нужен
} { $go }
status-no-problems = проблем нет
status-backwards-word = задний ход
need-nothing = в колоде нет средства от этого
status-turn = { $who ->
    [you] { $step ->
        [draw] Твой ход: возьми карту.
       *[play] Твой ход: сыграй или сбрось карту.
    }
   *[other] Ходит { $player }.
}
status-backwards = Ты едешь назад.
status-problems = Проблемы: { $list }.
status-waiting = { $go_gender ->
    [feminine] Нужна
    [neuter] Нужно
   *[other] Нужен
} { $go }.
status-rolling = Проблем нет.
status-miles = Пробег { $miles } { $miles ->
    [one] миля
    [few] мили
    [many] миль
   *[other] мили
}, осталось { $left }.
status-next = Нужно: { $need }.
status-safeties = Козыри: { $list }.
status-200s = Сыграно двухсоток: { $count }.
status-forwards-again = Снова едешь вперёд.
status-game = Раунд { $round }, в колоде { $pile } { $pile ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}, дистанция { $trip }.
status-other-car = { $car }: { $problems }, { $miles } { $miles ->
    [one] миля
    [few] мили
    [many] миль
   *[other] мили
}{ $safeties ->
    [0] {""}
    [one] , { $safeties } козырь
    [few] , { $safeties } козыря
    [many] , { $safeties } козырей
   *[other] , { $safeties } козыря
}.
status-races = Счёт гонок: { $list }. Партия идёт до { $target } { $target ->
    [one] победы
   *[other] побед
}.
status-scores = { $list }. Партия идёт до { $limit } { $limit ->
    [one] очка
   *[other] очков
}.
status-safeties-played = Сыгранные козыри: { $list }.
status-safeties-unseen = Ещё не выходили: { $list }.
status-attacks-seen = Вышедшие атаки: { $list }.
# "авария, 2 карты". Also: $card_a $card_gender
status-attack-seen = { $card }, { $count } { $count ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}
status-discards = { $count ->
    [one] { $count } сыгранная карта после последнего перемешивания.
    [few] { $count } сыгранные карты после последнего перемешивания.
    [many] { $count } сыгранных карт после последнего перемешивания.
   *[other] { $count } сыгранной карты после последнего перемешивания.
}
status-no-plays = Ещё никто не ходил.
status-plays-end = Более ранних ходов нет. F6 ещё раз — снова с последнего.
status-hand = { $count ->
    [0] Рука пуста.
    [one] { $count } карта: { $cards }.
    [few] { $count } карты: { $cards }.
    [many] { $count } карт: { $cards }.
   *[other] { $count } карты: { $cards }.
}

## The play screen
play-resumed = Партия продолжается.
play-back = Возвращаемся к партии.
play-left = Партия сохранена. Главное меню.
play-next-round-prompt = Нажми Ввод, чтобы начать следующий раунд.
play-match-over-prompt = Нажми Ввод, чтобы вернуться в меню.
play-draw-past-trick = Нажми Пробел ещё раз, чтобы взять карту и отказаться от контрудара.
play-held = { $seconds ->
    [one] Твой ход через { $seconds } секунду: ещё возможен контрудар.
    [few] Твой ход через { $seconds } секунды: ещё возможен контрудар.
   *[other] Твой ход через { $seconds } секунд: ещё возможен контрудар.
}
play-hand-empty = Рука пуста.
play-card = { $card }, { $position } из { $count }
play-card-backwards = { $card }, { $position } из { $count }: назад, до { $total }
play-no-card-number = Карты { $number } нет: у тебя { $count } { $count ->
    [one] карта
    [few] карты
    [many] карт
   *[other] карты
}.
play-target = { $car }, { $miles } { $miles ->
    [one] миля
    [few] мили
    [many] миль
   *[other] мили
}
play-confirm-discard-safety = Это козырь: { $card }. В контрударе он стоит 400 очков. Всё равно сбросить?
play-safety-kept = Карта остаётся.
play-target-cancelled = Не сыграно: карта остаётся в руке.
play-extension-question = Пройдено 700 миль.
play-extension-go-on = Ехать дальше, до { 1000 } миль
play-extension-stop = Остановиться на 700 и закончить раунд
play-extension-later = Выбор ещё не сделан: нажми Ввод, чтобы выбрать.
help-play-previous = предыдущая карта
help-play-next = следующая карта
help-play-first = первая карта
help-play-last = последняя карта
help-play-number = перейти к этой карте в руке
    .keys = от 1 до 7
help-play-draw = взять карту
help-play-play = сыграть карту или продолжить после раунда
help-play-discard = сбросить карту, также Shift плюс Ввод
help-play-trick = сыграть контрудар
help-play-hand = прочитать всю руку
help-play-f2 = твоя машина и игра
help-play-f3 = все машины
help-play-f4 = счёт
help-play-f5 = козыри и вышедшие карты, для подсчёта
help-play-f6 = последние ходы, с самого нового: нажми ещё раз, чтобы услышать предыдущий
help-play-pause = меню паузы

## Why a play is refused
reason-game_over = Партия окончена.
reason-round_over = Раунд окончен: нажми Ввод, чтобы начать следующий.
reason-not_your_turn = Сейчас не твой ход.
reason-draw_first = Сначала возьми карту: нажми Пробел.
reason-already_drew = Карта уже взята.
reason-pile_empty = Колода пуста.
reason-not_in_hand = У тебя нет этой карты.
reason-needs_target = Выбери машину для атаки.
reason-no_target_needed = Этой карте цель не нужна.
reason-no_such_car = Такой машины нет.
reason-own_car = Свою машину атаковать нельзя.
reason-target_protected = { $target }: { $card } не пройдёт, там козырь.
reason-target_has_it = { $target }: { $card } уже лежит.
reason-target_stopped = { $target }: машина уже стоит.
reason-no_protections = { $target }: защит нет.
reason-needs_green_light = Сначала сыграй { $go_a }.
reason-red_light = Ты стоишь: сыграй { $go_a }.
reason-broken_down = { $family ->
    [gas] У тебя пустой бак: сначала сыграй { $cure_a }.
    [tire] У тебя прокол: сначала сыграй { $cure_a }.
    [accident] У тебя авария: сначала сыграй { $cure_a }.
   *[other] У тебя поломка: сначала почини машину.
}
reason-speed_limit = Ограничение скорости: только 25 и 50.
reason-past_trip = Так ты проедешь дальше конца дистанции.
reason-third_200 = Только две двухсотки за раунд.
reason-nothing_to_cure = Этой карте нечего исправлять.
reason-repair_first = { $family ->
    [gas] У тебя пустой бак: сначала сыграй { $cure_a }, потом { $go_a }.
    [tire] У тебя прокол: сначала сыграй { $cure_a }, потом { $go_a }.
    [accident] У тебя авария: сначала сыграй { $cure_a }, потом { $go_a }.
   *[other] Сначала почини поломку, потом сыграй { $go_a }.
}
reason-no_window = Сейчас контрудар невозможен.
reason-not_your_side = Эта атака была не на твою машину.
reason-not_the_answer = Этот козырь не отвечает на эту атаку.
reason-window_open = Подожди: открыто окно контрудара.
reason-window_not_timed = Это окно закроется при следующем взятии карты.
reason-not_extension = Сейчас выбирать нечего.
reason-extension_pending = Ждём выбора на 700 милях.
reason-not_owner = Следующий раунд раздаёт только хозяин стола.
reason-unknown_action = Так сделать нельзя.
