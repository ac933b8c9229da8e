# Brazilian Portuguese translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Narration of play, status keys and refusals. $who and $victim are "you" or "other";
# $player is a player's name. A card argument such as $card holds the card's words from
# cards.ftl (usually its .a form), and $card_gender its .gender, for languages that agree
# words with it; $attack is the plain name, $attack_a the object form, $attack_gender.
# Cars are named without a preposition before them ("ataca a equipe de Bruno", never
# "em a equipe"), because car-team carries its own article.
# Numbers arrive as numbers and take the language's form (language.ini: 1.000); a big number
# written in the text itself is written { 1000 }.

## Cars and lists
car-you = você
    .start = Você
car-your-team = sua equipe
    .start = Sua equipe
car-team = a equipe de { $names }
    .start = A equipe de { $names }
list-and = { $first } e { $last }

## Events
event-round-started = Rodada { $round }. { $who ->
    [you] Você começa.
   *[other] { $player } começa.
} Percurso: { $trip } milhas.
event-your-turn-draw = Sua vez: compre uma carta.
event-your-turn = Sua vez.
# Also: $card_gender
event-you-drew = Você compra { $card }.
event-reshuffled = Descarte reembaralhado: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} no monte.
event-pile-empty = O monte de compra acabou.
event-pile-empty-final = O monte de compra acabou e não volta nesta rodada.
# Also: $card $card_a $card_gender
event-moved = { $who ->
    [you] Você avança { $miles } milhas, agora com { $total }.
   *[other] { $player } avança { $miles } milhas, agora com { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player }: mais { $miles }, total { $total }.
# Also: $card $card_a $card_gender
event-moved-back = { $miles ->
    [0] { $who ->
        [you] Para trás! Você já está no começo e não perde nada, continua com { $total }.
       *[other] Para trás! { $player } já está no começo e não perde nada, continua com { $total }.
    }
   *[other] { $who ->
        [you] Para trás! Você perde { $miles } milhas, agora com { $total }.
       *[other] Para trás! { $player } perde { $miles } milhas, agora com { $total }.
    }
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player }: menos { $miles }, total { $total }.
# Also: $card_gender
event-attacked = { $who ->
    [you] Você ataca { $target } com { $card }.
   *[other] { $player } ataca { $target } com { $card }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}Seu carro está parado.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player } ataca { $target }: { $card }.
# Also: $card_gender
event-defended = { $who ->
    [you] Você joga { $card }.
   *[other] { $player } joga { $card }.
}{ $stopped ->
    [yes] {" "}Carro ainda parado.
   *[no] {" "}Carro andando.
}
# Also: $who $card_gender $stopped
event-defended-short = { $player }: { $card }.
# Also: $card_gender
# Mile by Mile scores no points: its protections are said without "0 pontos".
event-safety = { $points ->
    [0] { $who ->
        [you] Você joga { $card } e joga de novo.
       *[other] { $player } joga { $card } e joga de novo.
    }
   *[other] { $who ->
        [you] Imunidade! Você joga { $card }: { $points } pontos, e joga de novo.
       *[other] Imunidade! { $player } joga { $card }: { $points } pontos, e joga de novo.
    }
}
# Also: $attack_a $attack_gender
event-trick-chance = Jogada de mestre! Aperte D para responder { $attack_gender ->
    [feminine] à
   *[other] ao
} { $attack }.
# Also: $card_gender $attack_a $attack_gender
event-trick = { $who ->
    [you] Jogada de mestre! Você responde { $attack_gender ->
        [feminine] à
       *[other] ao
    } { $attack } com { $card }: { $points } pontos. Sua vez.
   *[other] Jogada de mestre! { $player } responde { $attack_gender ->
        [feminine] à
       *[other] ao
    } { $attack } com { $card }: { $points } pontos.
}
# Also: $card_gender
event-discarded = { $who ->
    [you] Você descarta { $card }.
   *[other] { $player } descarta { $card }.
}
# Also: $who $card $card_gender
event-discarded-short = { $player } descarta.
# Also: $card_gender
event-wasted = { $who ->
    [you] Carta perdida: você descarta { $card_a }. { $reason }
   *[other] Carta perdida: { $player } descarta { $card_a }. { $reason }
}
event-skipped-card = { $who ->
    [you] Você perde esta vez.
   *[other] { $player } perde a vez.
}
event-skipped-empty = { $who ->
    [you] Sem cartas: você passa.
   *[other] { $player } está sem cartas e passa.
}
event-skip-played = { $who ->
    [you] Você joga um perca a vez:
   *[other] { $player } joga um perca a vez:
} { $victim ->
    [you] você perde a próxima vez.
   *[other] { $skipped } perde a vez.
}
event-protections-removed = { $who ->
    [you] Você remove as proteções:
   *[other] { $player } remove as proteções:
} { $target } perde { $count ->
    [one] { $count } proteção
   *[other] { $count } proteções
}.
event-extension-offered = { $who ->
    [you] 700 milhas! Parar aqui e encerrar a rodada, ou seguir até { 1000 }? Aperte Enter para escolher.
   *[other] { $player } chegou a 700 milhas e está decidindo se continua.
}
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] Você segue até { 1000 } milhas.
       *[other] { $player } segue até { 1000 } milhas.
    }
   *[no] { $who ->
        [you] Você para em 700 milhas.
       *[other] { $player } para em 700 milhas.
    }
}
event-round-no-winner = Fim da rodada { $round }, sem vencedor.
event-round-won = { $victim ->
    [you] Você vence a rodada { $round }!
   *[other] { $winner } vence a rodada { $round }.
}
event-match-won = { $victim ->
    [you] Você vence a partida!
   *[other] { $winner } vence a partida.
}

## Round summary and scores
summary-bonus = { $car }: { $bonus }, { $points } pontos.
bonus-arrival = chegada
bonus-coronation = coroação
bonus-hood = capote
bonus-no_200s = sem 200
bonus-trip = percurso completo
bonus-delayed_action = ação retardada
bonus-shutout = lavada
bonus-safe_trip = percurso seguro
bonus-all_safeties = as quatro imunidades
bonus-extension = prorrogação
scores = Placar: { $list }.
score-points = { $car } { $points }
score-races = { $car }: { $races ->
    [0] nenhuma corrida
    [one] { $races } corrida
   *[other] { $races } corridas
}

## Status keys
status-none = nenhuma
status-needs-green = esperando { $go_a }
status-no-problems = nenhum problema
need-card = { $card }
need-nothing = nenhuma defesa restante neste baralho
need-miles = { $miles } milhas até a chegada
status-turn = { $who ->
    [you] Sua vez.
   *[other] Vez de { $player }.
}
status-car = Você está com { $miles } milhas, faltam { $left }. Problemas: { $problems }. Próximo: { $need }. Imunidades: { $safeties }. Cartas de 200 jogadas: { $two_hundreds }. { $direction ->
    [backwards] Andando para trás.
   *[forwards] Andando para a frente.
}
status-game = Rodada { $round }, { $pile ->
    [0] monte vazio
    [one] { $pile } carta no monte
   *[other] { $pile } cartas no monte
}, percurso de { $trip } milhas.
status-other-car = { $car }: { $miles } milhas, { $problems }{ $safeties ->
    [0] {""}
    [one] , 1 imunidade
   *[other] , { $safeties } imunidades
}.
status-races = Corridas vencidas: { $list }. Vence quem ganhar { $target ->
    [one] { $target } corrida
   *[other] { $target } corridas
} primeiro.
status-scores = { $list }. Partida até { $limit } pontos.
status-safeties-played = Imunidades jogadas: { $list }.
status-safeties-unseen = Imunidades ainda não vistas: { $list }.
status-attacks-seen = Cartas de ataque vistas: { $list }.
# Also: $card_a $card_gender
status-attack-seen = { $card }, { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
status-discards = { $count ->
    [0] Nenhuma carta usada desde o último embaralhamento.
    [one] 1 carta usada desde o último embaralhamento.
   *[other] { $count } cartas usadas desde o último embaralhamento.
}
status-no-plays = Ninguém jogou ainda.
status-hand = { $count ->
    [0] Sua mão está vazia.
    [one] 1 carta: { $cards }.
   *[other] { $count } cartas: { $cards }.
}

## The play screen
play-resumed = Partida retomada.
play-back = De volta à partida.
play-next-round-prompt = Aperte Enter para a próxima rodada.
play-match-over-prompt = Aperte Enter para voltar ao menu.
play-trick-closed-by-draw = Sua própria compra fechou a chance da jogada de mestre. Da próxima vez, aperte D antes de comprar.
play-held = { $seconds ->
    [one] Você joga em 1 segundo: ainda pode vir uma jogada de mestre.
   *[other] Você joga em { $seconds } segundos: ainda pode vir uma jogada de mestre.
}
play-hand-empty = Sua mão está vazia.
play-card = { $card }, { $position } de { $count }
play-no-card-number = { $count ->
    [0] Não há carta { $number }: sua mão está vazia.
   *[other] Não há carta { $number }: você tem { $count }.
}
play-target = { $car }, { $miles } milhas
play-confirm-discard-safety = Descartar uma carta de imunidade, { $card }? Ela vale 400 pontos numa jogada de mestre.
play-extension-question = 700 milhas alcançadas.
play-extension-go-on = Seguir até { 1000 } milhas
play-extension-stop = Parar em 700 e encerrar a rodada
help-play-previous = carta anterior
help-play-next = próxima carta
help-play-first = primeira carta
help-play-last = última carta
help-play-number = ir para essa carta da sua mão
    .keys = 1 a 7
help-play-draw = comprar uma carta
help-play-play = jogar a carta, ou continuar depois de uma rodada
help-play-discard = descartar a carta (também Shift mais Enter)
help-play-trick = fazer a jogada de mestre
help-play-hand = ler a mão inteira
help-play-f2 = seu carro e o jogo
help-play-f3 = todos os carros
help-play-f4 = placar
help-play-f5 = imunidades e cartas vistas, para contar
help-play-f6 = a última jogada de cada jogador
help-play-pause = menu de pausa

## Why a play is refused
reason-game_over = A partida acabou.
reason-round_over = A rodada acabou: aperte Enter para a próxima.
reason-not_your_turn = Não é sua vez.
reason-draw_first = Compre primeiro: aperte Espaço.
reason-already_drew = Você já comprou.
reason-pile_empty = O monte de compra está vazio.
reason-not_in_hand = Você não tem essa carta.
reason-needs_target = Escolha um carro para atacar.
reason-no_target_needed = Essa carta não precisa de alvo.
reason-no_such_car = Esse carro não existe.
reason-own_car = Nunca ataque seu próprio carro.
reason-target_protected = Esse carro está protegido por uma imunidade.
reason-target_has_it = Esse carro já tem esse problema.
reason-target_stopped = Esse carro já está parado.
reason-no_protections = Esse carro não tem proteções.
reason-needs_green_light = Primeiro é preciso { $go_a }.
reason-red_light = Carro parado: jogue { $go_a }.
reason-broken_down = Carro em pane: conserte primeiro.
reason-speed_limit = Limite de velocidade: só 25 e 50.
reason-past_trip = Isso passaria do fim do percurso.
reason-third_200 = Só duas cartas de 200 por rodada.
reason-nothing_to_cure = Essa carta não tem o que resolver.
reason-repair_first = Conserte a pane primeiro, depois jogue { $go_a }.
reason-no_window = Não há jogada de mestre agora.
reason-not_your_side = Esse ataque não foi no seu carro.
reason-not_the_answer = Essa imunidade não responde ao ataque.
reason-window_open = Espere: há uma chance de jogada de mestre aberta.
reason-window_not_timed = Essa chance só fecha na próxima compra.
reason-not_extension = Não há nada para escolher agora.
reason-extension_pending = Esperando a escolha nas 700 milhas.
reason-not_owner = Só o dono da mesa dá as cartas da próxima rodada.
reason-unknown_action = Isso não pode ser feito.
