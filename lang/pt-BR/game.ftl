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
car-team = a equipe de { $name }
    .start = A equipe de { $name }
car-other-team = a outra equipe
    .start = A outra equipe
car-that = esse carro
    .start = Esse carro
list-and = { $first } e { $last }

## Events
event-round-started = Rodada { $round }. { $who ->
    [you] Você começa.
    [partner] Sua dupla, { $player }, começa.
   *[other] { $player } começa.
} Percurso: { $trip } milhas.
event-turn-order = Ordem de jogo: { $list }.
turn-order-you = você
event-partners = { $count ->
    [one] Sua dupla: { $names }.
   *[other] Seus parceiros: { $names }.
}
event-team-members = { $team }: { $names }.
event-your-turn-draw = Sua vez: compre uma carta.
event-your-turn = Sua vez.
event-your-turn-trick = Sua vez: D para a jogada de mestre, ou compre.
# Also: $card_gender
event-you-drew = Você compra { $card }.
event-reshuffled = Descarte reembaralhado: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} no monte.
event-pile-empty = O monte de compra acabou.
event-pile-empty-final = O monte de compra acabou e não volta nesta rodada.
event-moved = { $who ->
    [you] Você avança { $miles } milhas, agora com { $total }.
    [partner] Sua dupla, { $player }, avança { $miles } milhas, agora com { $total }.
   *[other] { $player } avança { $miles } milhas, agora com { $total }.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player }: mais { $miles }, total { $total }.
event-moved-back = { $miles ->
    [0] { $who ->
        [you] Para trás! Você já está no começo e não perde nada, continua com { $total }.
        [partner] Para trás! Sua dupla, { $player }, já está no começo e não perde nada, continua com { $total }.
       *[other] Para trás! { $player } já está no começo e não perde nada, continua com { $total }.
    }
   *[other] { $who ->
        [you] Para trás! Você perde { $miles } milhas, agora com { $total }.
        [partner] Para trás! Sua dupla, { $player }, perde { $miles } milhas, agora com { $total }.
       *[other] Para trás! { $player } perde { $miles } milhas, agora com { $total }.
    }
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player }: menos { $miles }, total { $total }.
event-attacked = { $who ->
    [you] Você ataca { $target } com { $card }.
    [partner] Sua dupla, { $player }, ataca { $target } com { $card }.
   *[other] { $player } ataca { $target } com { $card }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}Seu carro está parado.
       *[no] {""}
    }{ $backwards ->
        [yes] {" "}Agora seu carro anda para trás.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player } ataca { $target }: { $card }.
event-defended = { $who ->
    [you] Você joga { $card }.
    [partner] Sua dupla, { $player }, joga { $card }.
   *[other] { $player } joga { $card }.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Seu carro volta a andar para a frente.
       *[other] {" "}De volta para a frente.
    }
   *[no] {""}
}{ $stopped ->
    [yes] {" "}Carro ainda parado.
   *[no] { $forwards ->
        [yes] {""}
       *[no] {" "}Carro andando.
    }
}
# Also: $who $card_gender $stopped
event-defended-short = { $player }: { $card }.
event-safety = { $kind ->
    [protection] Proteção!
   *[safety] Imunidade!
} { $who ->
    [you] Você joga { $card }
    [partner] Sua dupla, { $player }, joga { $card }
   *[other] { $player } joga { $card }
}{ $points ->
    [0] {" "}e joga de novo.
   *[other] : { $points } pontos, e joga de novo.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Seu carro volta a andar para a frente.
       *[other] {" "}De volta para a frente.
    }
   *[no] {""}
}
event-safety-short = { $player }: { $kind ->
    [protection] proteção
   *[safety] imunidade
}, { $card }.
event-trick-chance = Jogada de mestre! Aperte D para responder { $attack_gender ->
    [feminine] à
   *[other] ao
} { $attack } com { $card_gender ->
    [feminine] sua
   *[other] seu
} { $card }.
event-trick-passed = A chance da jogada de mestre passou.
event-trick = { $who ->
    [you] Jogada de mestre! Você responde { $attack_gender ->
        [feminine] à
       *[other] ao
    } { $attack } com { $card }: { $points } pontos.
    [partner] Jogada de mestre! Sua dupla, { $player }, responde { $attack_gender ->
        [feminine] à
       *[other] ao
    } { $attack } com { $card }: { $points } pontos.
   *[other] Jogada de mestre! { $player } responde { $attack_gender ->
        [feminine] à
       *[other] ao
    } { $attack } com { $card }: { $points } pontos.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Seu carro volta a andar para a frente.
       *[other] {""}
    }
   *[no] {""}
}
event-trick-short = { $player }: jogada de mestre com { $card } contra { $attack_a }.
event-discarded = { $who ->
    [you] Você descarta { $card }.
    [partner] Sua dupla, { $player }, descarta { $card }.
   *[other] { $player } descarta { $card }.
}
event-discarded-short = { $player }: descarta { $card }.
event-wasted = { $who ->
    [you] Carta perdida: você descarta { $card_a }. { $reason }
    [partner] Carta perdida: sua dupla, { $player }, descarta { $card_a }. { $reason }
   *[other] Carta perdida: { $player } descarta { $card_a }. { $reason }
}
event-wasted-short = { $player }: carta perdida, { $card }.
event-skipped-card = { $who ->
    [you] Você perde esta vez.
    [partner] Sua dupla, { $player }, perde a vez.
   *[other] { $player } perde a vez.
}
event-skipped-card-short = { $player }: perde a vez.
event-skipped-empty = { $who ->
    [you] Sem cartas: você passa.
    [partner] Sua dupla, { $player }, está sem cartas e passa.
   *[other] { $player } está sem cartas e passa.
}
event-skipped-empty-short = { $player }: sem cartas, passa.
event-skip-played = { $who ->
    [you] Você joga um perca a vez:
    [partner] Sua dupla, { $player }, joga um perca a vez:
   *[other] { $player } joga um perca a vez:
} { $victim ->
    [you] você perde a próxima vez.
    [partner] sua dupla, { $skipped }, perde a vez.
   *[other] { $skipped } perde a vez.
}
event-skip-played-short = { $player }: perca a vez, { $skipped } perde a vez.
event-protections-removed = { $who ->
    [you] Você remove as proteções:
    [partner] Sua dupla, { $player }, remove as proteções:
   *[other] { $player } remove as proteções:
} { $target } perde { $count ->
    [one] { $count } proteção
   *[other] { $count } proteções
}.
event-protections-removed-short = { $player }: remove as proteções, { $target } perde { $count }.
event-extension-offered = { $who ->
    [you] 700 milhas! Parar aqui e encerrar a rodada, ou seguir até { 1000 }? Aperte Enter para escolher.
    [partner] Sua dupla, { $player }, chegou a 700 milhas e está decidindo se continua. Você também pode escolher: aperte Enter.
   *[other] { $player } chegou a 700 milhas e está decidindo se continua.
}
event-extension-offered-short = { $player }: 700 milhas, decidindo.
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] Você segue até { 1000 } milhas.
        [partner] Sua dupla, { $player }, segue até { 1000 } milhas.
       *[other] { $player } segue até { 1000 } milhas.
    }
   *[no] { $who ->
        [you] Você para em 700 milhas.
        [partner] Sua dupla, { $player }, para em 700 milhas.
       *[other] { $player } para em 700 milhas.
    }
}
event-extension-chosen-short = { $player }: { $go_on ->
    [yes] segue até { 1000 }.
   *[no] para em 700.
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
summary-races = Corridas vencidas: { $list }.
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
status-backwards-word = para trás
need-nothing = nenhuma defesa restante neste baralho
status-turn = { $who ->
    [you] { $step ->
        [draw] Sua vez: compre uma carta.
       *[play] Sua vez: jogue ou descarte.
    }
   *[other] Vez de { $player }.
}
status-backwards = Você está andando para trás.
status-problems = Problemas: { $list }.
status-waiting = Esperando { $go_a }.
status-rolling = Nenhum problema.
status-miles = Você está com { $miles } milhas, faltam { $left }.
status-next = Próximo: { $need }.
status-safeties = Imunidades: { $list }.
status-200s = Cartas de 200 jogadas: { $count }.
status-forwards-again = Andando para a frente de novo.
status-game = Rodada { $round }, { $pile ->
    [0] monte vazio
    [one] { $pile } carta no monte
   *[other] { $pile } cartas no monte
}, percurso de { $trip } milhas.
status-other-car = { $car }: { $problems }, { $miles } milhas{ $safeties ->
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
status-plays-end = Não há jogadas mais antigas. F6 de novo para a mais recente.
status-hand = { $count ->
    [0] Sua mão está vazia.
    [one] 1 carta: { $cards }.
   *[other] { $count } cartas: { $cards }.
}

## The play screen
play-resumed = Partida retomada.
play-back = De volta à partida.
play-left = Partida salva. Tela inicial.
play-next-round-prompt = Aperte Enter para a próxima rodada.
play-match-over-prompt = Aperte Enter para voltar ao menu.
play-draw-past-trick = Espaço de novo para comprar e abrir mão da jogada de mestre.
play-held = { $seconds ->
    [one] Você joga em 1 segundo: ainda pode vir uma jogada de mestre.
   *[other] Você joga em { $seconds } segundos: ainda pode vir uma jogada de mestre.
}
play-hand-empty = Sua mão está vazia.
play-card = { $card }, { $position } de { $count }
play-card-backwards = { $card }, { $position } de { $count }: para trás, até { $total }
play-no-card-number = { $count ->
    [0] Não há carta { $number }: sua mão está vazia.
   *[other] Não há carta { $number }: você tem { $count }.
}
play-target = { $car }, { $miles } milhas
play-confirm-discard-safety = Descartar uma carta de imunidade, { $card }? Ela vale 400 pontos numa jogada de mestre.
play-safety-kept = Carta mantida.
play-target-cancelled = Não jogada: a carta continua na sua mão.
play-extension-question = 700 milhas alcançadas.
play-extension-go-on = Seguir até { 1000 } milhas
play-extension-stop = Parar em 700 e encerrar a rodada
play-extension-later = Ainda sem escolha: aperte Enter para escolher.
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
help-play-f6 = as últimas jogadas, da mais recente: aperte de novo para a anterior
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
reason-target_protected = { $target } tem uma imunidade contra { $card_a }.
reason-target_has_it = { $target } já tem { $card_a }.
reason-target_stopped = { $target } já está com o carro parado.
reason-no_protections = { $target } não tem proteções.
reason-needs_green_light = Primeiro é preciso { $go_a }.
reason-red_light = Carro parado: jogue { $go_a }.
reason-broken_down = { $family ->
    [gas] Você está em pane seca: jogue { $cure_a } primeiro.
    [tire] Você está com um pneu furado: jogue { $cure_a } primeiro.
    [accident] Você sofreu um acidente: jogue { $cure_a } primeiro.
   *[other] Carro em pane: conserte primeiro.
}
reason-speed_limit = Limite de velocidade: só 25 e 50.
reason-past_trip = Isso passaria do fim do percurso.
reason-third_200 = Só duas cartas de 200 por rodada.
reason-nothing_to_cure = Essa carta não tem o que resolver.
reason-repair_first = { $family ->
    [gas] Você está em pane seca: jogue { $cure_a } primeiro, depois { $go_a }.
    [tire] Você está com um pneu furado: jogue { $cure_a } primeiro, depois { $go_a }.
    [accident] Você sofreu um acidente: jogue { $cure_a } primeiro, depois { $go_a }.
   *[other] Conserte a pane primeiro, depois jogue { $go_a }.
}
reason-no_window = Não há jogada de mestre agora.
reason-not_your_side = Esse ataque não foi no seu carro.
reason-not_the_answer = Essa imunidade não responde ao ataque.
reason-window_open = Espere: há uma chance de jogada de mestre aberta.
reason-window_not_timed = Essa chance só fecha na próxima compra.
reason-not_extension = Não há nada para escolher agora.
reason-extension_pending = Esperando a escolha nas 700 milhas.
reason-not_owner = Só o dono da mesa dá as cartas da próxima rodada.
reason-unknown_action = Isso não pode ser feito.
