# Brazilian Portuguese translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Jogo on-line (game/ui/online/): conectar, hospedar uma partida, o saguão, uma mesa e as
# escolhas do dono, a escolha de equipes entre pessoas, o bate-papo, e o que a tela de jogo
# acrescenta on-line.

## Jogar on-line: o menu da tela inicial

online-title = Jogar on-line.
# $address: o que o jogador digitou, como example.org ou 192.168.1.20:8765
online-server = Servidor: { $address }
online-server-none = ainda não definido
online-server-prompt = Endereço do servidor
online-server-first = Digite primeiro o endereço do servidor.
online-name = Seu nome: { $name }
online-name-too-long = On-line, um nome tem no máximo { $count } caracteres: encurte o seu primeiro.
online-connect = Conectar
online-host = Hospedar uma partida neste computador
online-hosting-now = Seu servidor está rodando na porta { $port }: entrar nele
online-host-port = Porta para hospedar: { $port }
online-port-prompt = Número da porta
online-port-bad = Uma porta é um número de { $low } a { $high }.
online-host-unavailable = Para hospedar é preciso uma pasta de configurações, e este jogo não tem.
opts-announce-arrivals = Avisar quando alguém chega ao saguão ou sai dele

## Conectar e hospedar

online-connecting = Conectando a { $address }. Esc para desistir.
online-connect-retry = { $reason } Nova tentativa { $seconds ->
    [one] em um segundo
   *[other] em { $seconds } segundos
}. Esc para desistir.
online-cancelled = Não conectado.
online-host-starting = Iniciando seu servidor na porta { $port }.
online-host-failed = Seu servidor não pôde iniciar na porta { $port }: { $error }. Talvez outro programa use essa porta: escolha outra.
online-host-started = Seu servidor está rodando. { $count ->
    [0] Nenhum endereço de rede encontrado: só a partir deste computador, em localhost, porta { $port }.
    [one] Seus amigos na mesma rede se conectam a { $addresses }.
   *[other] Seus amigos na mesma rede se conectam a um destes: { $addresses }.
}
online-host-internet = Para jogar pela internet, abra a porta { $port } no seu roteador, ou use um servidor público.
online-table-default-name = Mesa de { $name }
help-online-cancel = desistir e voltar
help-online-status = dizer como está a conexão

## A conexão

online-reconnected = Conectado de novo.
online-lost = Conexão perdida. Reconectando.
online-not-connected = Sem conexão: reconectando.
online-lost-closed = O servidor fechou a conexão.
online-lost-unreachable = Não foi possível alcançar o servidor.
online-lost-invalid_address = Isso não é um endereço de servidor.
online-lost-not_a_server = Nenhum servidor do jogo responde nesse endereço.
online-lost-too_many_connections = Conexões demais a partir do seu endereço.
online-lost-server_full = O servidor está cheio.
online-lost-replaced = Você se conectou de novo em outro lugar: esta conexão foi fechada.
online-lost-policy = O servidor fechou a conexão: mensagens recusadas demais.
online-lost-too_big = O servidor fechou a conexão: uma mensagem era longa demais.

## Recusas do servidor (códigos de erro)

online-error-already_at_table = Você já está em uma mesa: saia dela primeiro.
online-error-already_said_hello = Já conectado.
online-error-already_seated = Você já tem um lugar nesta mesa.
online-error-bad_frame = O servidor não entendeu o jogo. Por favor, atualize-o.
online-error-empty = Nada para enviar.
online-error-hello_first = O servidor não entendeu o jogo. Por favor, atualize-o.
online-error-kicked = O dono tirou você desta mesa: você não pode voltar a ela.
online-error-match_started = A partida já começou: isso não pode mais mudar.
online-error-name_invalid = Esse nome não pode ser usado: escolha outro, com letras simples.
online-error-name_taken = Alguém neste servidor já usa esse nome: escolha outro.
online-error-no_such_person = Essa pessoa não está na mesa.
online-error-no_such_table = Essa mesa não existe mais.
online-error-not_at_table = Você não está em nenhuma mesa.
online-error-not_available = Esse jogador já foi escolhido.
online-error-not_owner = Só o dono da mesa pode fazer isso.
online-error-not_picking = Ninguém está escolhendo equipes agora.
online-error-not_playing = Você não está jogando nesta mesa.
online-error-not_your_pick = Não é a sua vez de escolher.
online-error-rate_limited = Rápido demais: espere um momento.
online-error-seat_taken = Esse lugar está ocupado.
online-error-seats_open = Preencha primeiro cada lugar com uma pessoa ou um jogador do computador.
online-error-seats_taken = Há pessoas nos lugares que sumiriam: menos jogadores não é possível agora.
online-error-server_error = O servidor teve um problema com isso. Tente de novo.
online-error-table_full = A mesa está cheia.
online-error-too_many_tables = O servidor tem mesas demais: entre em uma.
online-error-too_many_tables_yours = Você já é dono de tantas mesas quanto o servidor permite.
online-error-update_required = Este servidor precisa de uma versão mais nova do jogo. Por favor, atualize-o.
online-error-wrong_code = Código errado para esta mesa privada.
online-error-other = O servidor recusou: { $code }.

## O saguão

online-lobby-title = Saguão. { $tables ->
    [0] Ainda não há mesas
    [one] Uma mesa
   *[other] { $tables } mesas
}, { $people ->
    [one] uma pessoa aqui.
   *[other] { $people } pessoas aqui.
}
online-table-line = { $name }, dono { $owner }, { $preset }, { $taken } de { $seats } lugares ocupados: { $people ->
    [one] uma pessoa
   *[other] { $people } pessoas
}, { $computers ->
    [0] nenhum jogador do computador
    [one] um jogador do computador
   *[other] { $computers } jogadores do computador
}, { $state }{ $private ->
    [yes] , privada
   *[no] {""}
}
online-table-state = { $state ->
    [picking] escolhendo equipes
    [playing] jogando a rodada { $round }
    [over] partida encerrada
   *[waiting] esperando jogadores
}
online-create = Criar uma mesa
online-create-name-prompt = Nome da mesa
online-create-code-prompt = Código para uma mesa privada, ou nada para uma mesa aberta a todos
online-sit = Sentar nesta mesa
online-watch = Assistir a esta mesa
online-code-prompt = Esta mesa é privada: o código dela
online-who = Quem está aqui
online-chat = Bate-papo
online-leave = Sair do jogo on-line
online-left = Desconectado.
online-who-lobby = { $count ->
    [one] Uma pessoa conectada: { $names }.
   *[other] { $count } pessoas conectadas: { $names }.
}
online-arrived = { $name } chegou.
online-departed = { $name } saiu.

## Bate-papo

online-chat-prompt = Dizer
online-chat-line = { $name }: { $text }
help-online-chat = digitar uma linha de bate-papo
help-online-who = quem está aqui

## Uma mesa

online-table-title = { $name }, dono: { $who ->
    [you] você
   *[other] { $owner }
}; { $state }. { $where ->
    [watch] Você está assistindo.
   *[seat] Você está no lugar { $number }.
}
online-seat-empty = Lugar { $number }: vazio
online-seat-computer = Lugar { $number }: jogador do computador, { $level }
online-seat-person = Lugar { $number }: { $who ->
    [you] você
   *[person] { $name }
}{ $owner ->
    [yes] , dono
   *[no] {""}
}{ $computer ->
    [yes] , ausente: um jogador do computador joga no lugar dessa pessoa, { $level }
   *[no] { $connected ->
        [yes] {""}
       *[no] , desconectado
    }
}
online-watchers = Assistindo: { $names }
online-watchers-title = Quem assiste
online-timing = Tempos: { $timing }
online-start = Começar a partida
online-leave-table = Sair da mesa
online-leave-table-confirm = Sair da mesa?
online-stay = Ainda na mesa.
online-seat-add = Colocar aqui um jogador do computador, { $level }
online-seat-open = Abrir o lugar para uma pessoa
online-give-owner = Passar a mesa para { $name }
online-kick = Tirar { $name } da mesa
online-kick-confirm = Tirar { $name } da mesa? Essa pessoa não poderá voltar a ela.
online-who-person = { $name }{ $owner ->
    [yes] , dono
   *[no] {""}
}{ $state ->
    [away] , desconectado
    [computer] , um jogador do computador joga no lugar dessa pessoa
   *[here] {""}
}
online-who-table = Na mesa: { $people }.{ $computers ->
    [0] {""}
    [one] {" "}Um jogador do computador.
   *[other] {" "}{ $computers } jogadores do computador.
} Assistindo: { $watchers }.

## As regras e os tempos do dono

online-options-title = Regras e tempos da mesa. Esc ou Pronto os envia à mesa.
online-options-done = Pronto
online-timing-settle = Espera depois de cada ataque antes da próxima jogada
online-timing-drop = Um jogador do computador assume o lugar de uma pessoa desconectada depois de
online-timing-drop-level = Nível desse jogador do computador
online-timing-pick = Tempo para cada escolha de companheiro
online-seconds = { $value ->
    [one] { $value } segundo
   *[other] { $value } segundos
}

## O que muda na mesa

online-news-owner = { $who ->
    [you] Agora você é o dono da mesa.
   *[other] Agora { $name } é o dono da mesa.
}
online-news-sits = { $name } senta no lugar { $number }.
online-news-left = { $name } saiu da mesa.
online-news-computer = Lugar { $number }: jogador do computador, { $level }.
online-news-open = O lugar { $number } está livre.
online-news-connection = { $connected ->
    [yes] { $name } voltou.
   *[no] { $name } perdeu a conexão.
}
online-news-rules = Novas regras: { $rules }.
online-news-timing = Novos tempos: { $timing }.
online-news-watching = { $name } está assistindo.
online-news-not-watching = { $name } parou de assistir.
online-news-picking-off = Escolha de equipes cancelada: alguém saiu.
online-kicked = O dono tirou você da mesa.

## A escolha de equipes entre pessoas

online-picking-title = Escolha de equipes. { $who ->
    [you] Sua vez: escolha um companheiro, em no máximo { $seconds } segundos.
   *[other] { $chooser } está escolhendo.
} Equipes até agora: { $teams }.
online-picking-chooser = { $chooser } está escolhendo.
online-picking-not-yours = Não é a sua vez: { $chooser } está escolhendo.
online-picked = { $at_random ->
    [yes] { $who ->
        [you] Acabou o tempo: você fica com { $name }, por sorteio.
       *[other] Acabou o tempo: { $chooser } fica com { $name }, por sorteio.
    }
   *[no] { $who ->
        [you] Você escolhe { $name }.
       *[other] { $chooser } escolhe { $name }.
    }
}

## Jogar on-line

online-watching = Você está assistindo a { $name }.
online-watching-status = Você está assistindo.
online-watching-no-play = Você está assistindo: não pode jogar.
online-watching-no-hand = Você está assistindo: não tem mão.
online-back-in-seat = Você voltou ao seu lugar.
online-missed = Enquanto você estava fora: { $count ->
    [one] uma jogada.
   *[other] { $count } jogadas.
}
online-next-round-owner = { $name } dá as cartas da próxima rodada.
online-pause-title = Menu. Enquanto isso, a mesa continua jogando.
online-leave-match-confirm = Sair da partida? Um jogador do computador fica com o seu lugar.
event-seat-controlled = { $computer ->
    [yes] Agora um jogador do computador joga por { $player }.
   *[no] { $player } voltou e joga de novo.
}
reason-computer_seat = Agora um jogador do computador joga no seu lugar.
reason-no_such_seat = Esse lugar não existe.

## A tela inicial e as configurações

home-online = Jogar on-line
setting-server-address = O endereço do servidor on-line
setting-online-tokens = Seus lugares nos servidores on-line
setting-host-port = A porta para hospedar uma partida
