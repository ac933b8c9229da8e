# Brazilian Portuguese translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# The rules of the four presets, read in the Rules screen (game/ui/rules_screen.py).
# Each section is a title and a body; in a body, paragraphs are separated by a blank line and
# each paragraph is read as one utterance. Vocabulary of the Brazilian 1000 milhas: sinal
# verde, contramão, fim da contramão, cartas de imunidade, jogada de mestre (in every preset),
# acumulação de ataques, reembaralhar o descarte; the score limit is the "meta de pontos".
# A team or a player, never a "lado". Big numbers are written { 1000 }; a preset is named by
# reference, { preset-1000_miles }.

## 1000 Miles

rules-1000_miles-1-title = O objetivo do jogo
rules-1000_miles-1-body =
    Percorra exatamente mil milhas antes dos seus adversários, e impeça que eles cheguem antes.

    O jogo é contado em pontos. Cada milha percorrida vale um ponto, e mais pontos vêm de algumas cartas que você joga e da maneira como você vence uma rodada.

    Uma partida tem várias rodadas e termina quando alguém alcança a meta de pontos que o dono da mesa definiu antes, cinco mil pontos se ele não escolheu outra. A pontuação é conferida no fim de cada rodada, e vence a maior. Em caso de empate na frente, joga-se mais uma rodada.

rules-1000_miles-2-title = Jogadores e equipes
rules-1000_miles-2-body =
    Sozinhos, jogam de dois a seis jogadores. Em equipes, jogam quatro, seis, oito ou nove jogadores. Sete jogadores nunca jogam: são muitos para jogar sozinhos, e não formam equipes iguais.

    As formações de equipes são: quatro jogadores, duas equipes de dois; seis jogadores, duas equipes de três ou três equipes de dois; oito jogadores, duas equipes de quatro ou quatro equipes de dois; nove jogadores, três equipes de três.

    No jogo em equipes, a equipe inteira dirige um só carro. As milhas, os problemas, as imunidades, a contagem de cartas de 200 e os bônus pertencem ao carro. Cada jogador tem a própria mão, que os parceiros não veem nem usam. Você nunca ataca o seu próprio carro.

    As equipes são formadas por escolha. O dono da mesa ouve os nomes dos outros e escolhe os parceiros um de cada vez, até completar a equipe. A escolha passa então para um jogador que ainda não está em nenhuma equipe; um jogador do computador escolhe ao acaso. Só são oferecidos os nomes que ninguém escolheu. A última equipe é formada por quem sobrou. Em volta da mesa, os lugares alternam entre as equipes.

rules-1000_miles-3-title = As cartas
rules-1000_miles-3-body =
    O baralho tem 121 cartas de quatro tipos: distância, ataque, defesa e imunidade.

    As cartas de distância fazem seu carro andar as milhas indicadas nelas: 25 milhas, dez cartas; 50 milhas, dez cartas; 75 milhas, dez cartas; 100 milhas, doze cartas; 200 milhas, quatro cartas.

    As cartas de ataque são jogadas no carro de um adversário. Sinal vermelho para o carro, cinco cartas. Limite de velocidade só permite 25 e 50 milhas, mas não para o carro, quatro cartas. Pane seca, pneu furado e acidente param o carro, três cartas cada. Contramão vira o carro ao contrário sem pará-lo, seis cartas.

    Cada carta de defesa resolve um ataque. Sinal verde resolve um sinal vermelho e põe seu carro para andar no começo de uma rodada, catorze cartas. Fim de limite de velocidade, seis cartas. Gasolina resolve a pane seca, seis cartas. Estepe resolve o pneu furado, seis cartas. Conserto resolve o acidente, seis cartas. Fim da contramão, nove cartas.

    Cartas de imunidade, uma de cada: veículo prioritário, tanque extra, pneu antifuro e ás no volante.

rules-1000_miles-4-title = O começo de uma rodada
rules-1000_miles-4-body =
    O baralho é embaralhado, cada jogador recebe seis cartas, e o resto vira o monte de compra.

    Todo carro começa a rodada parado: ele precisa de um sinal verde antes de poder andar.

    A cada nova rodada, quem começa é o jogador seguinte.

rules-1000_miles-5-title = A vez de jogar
rules-1000_miles-5-body =
    Sua vez começa com seis cartas na mão. Primeiro você compra uma carta, e fica com sete. Nenhuma carta sua é aceita antes de você comprar.

    Depois você joga uma carta, ou descarta uma, e sua mão volta a ter seis. A vez passa para o jogador seguinte.

    Você sempre pode descartar, mesmo uma carta que poderia jogar.

    Quando o monte de compra acaba e não é reembaralhado, não há o que comprar: você joga ou descarta da sua mão. Um jogador com a mão vazia perde a vez.

rules-1000_miles-6-title = Andar e chegar
rules-1000_miles-6-body =
    Você só joga distância enquanto seu carro pode andar: ele não tem pane nem sinal vermelho, e não precisa de sinal verde.

    O percurso é de exatamente mil milhas, nem uma a mais. Uma carta que passaria de mil é recusada: com 900 milhas, uma carta de 200 não é aceita.

    Só duas cartas de 200 por rodada. No jogo em equipes, a contagem é do carro, não do jogador.

    Com um limite de velocidade você continua andando, mas só com cartas de 25 e 50, até um fim de limite de velocidade.

rules-1000_miles-7-title = Ataques
rules-1000_miles-7-body =
    Quando você joga um ataque, escolhe o carro que vai recebê-lo. Só são oferecidos os carros que podem recebê-lo pelas regras, cada um com suas milhas. Se houver só um, o ataque cai direto nele.

    O mesmo ataque não se repete: você não pode dar um pneu furado a um carro que já tem um.

    Um carro que já recebeu a imunidade correspondente fica fora do alcance desse ataque até o fim da rodada, e não é oferecido.

    Atacar um carro parado depende da opção acumulação de ataques. Desligada, o padrão: um carro parado não pode ser atacado de jeito nenhum, e isso inclui o começo da rodada, antes que alguém tenha sinal verde. Ligada: qualquer carro pode ser atacado em qualquer situação, os problemas se acumulam, e o carro não anda até que todos sejam resolvidos.

rules-1000_miles-8-title = Defesas
rules-1000_miles-8-body =
    Uma defesa só é aceita quando resolve algo que seu carro tem. Um sinal verde também é aceito quando seu carro precisa de um para partir.

    Uma pane se resolve em dois passos. Depois de gasolina, estepe ou conserto, seu carro continua parado: ele precisa de um sinal verde para andar.

    Uma restrição se resolve em um passo. Depois de um fim de limite de velocidade ou de um fim da contramão você segue na hora, porque o carro nunca parou.

    Conserte antes de partir: o sinal verde é recusado enquanto houver uma pane sem solução.

rules-1000_miles-9-title = Cartas de imunidade
rules-1000_miles-9-body =
    Veículo prioritário protege contra sinal vermelho e limite de velocidade, e seu carro nunca mais precisa de sinal verde nesta rodada. Tanque extra protege contra pane seca. Pneu antifuro protege contra pneu furado. Ás no volante protege contra acidente e contramão.

    Uma imunidade faz três coisas de uma vez: resolve o problema dela se seu carro o tiver, protege seu carro até o fim da rodada, e dá a você mais uma vez de jogar: compre uma carta e jogue ou descarte de novo. Ela vale 100 pontos. Você pode jogá-la a qualquer momento da sua vez, depois de comprar.

    Uma imunidade jogada na sua vez contra uma pane resolve a pane como a defesa dela faria: seu carro ainda precisa de sinal verde, a não ser que tenha o veículo prioritário. Só a jogada de mestre dispensa o sinal verde.

    Não tenha pressa de jogar uma imunidade: guardada na mão, ela pode valer 400 pontos com uma jogada de mestre.

rules-1000_miles-10-title = A jogada de mestre
rules-1000_miles-10-body =
    Quando um ataque cai no seu carro e você tem a imunidade que responde a ele, você pode jogar essa imunidade na hora, mesmo que não seja sua vez.

    O ataque é cancelado como se nunca tivesse acontecido, e vai para o descarte: nenhuma pane para consertar e nenhum sinal verde para esperar. A imunidade protege você como sempre. Você ganha 400 pontos: 100 pela imunidade e 300 pela jogada de mestre.

    A chance é curta: ela fica aberta até o próximo jogador comprar ou jogar. Com dois jogadores, o próximo jogador depois de um ataque contra você é você mesmo: sua própria compra fecha a chance.

    Depois de uma jogada de mestre você compra uma carta para voltar a ter seis, e então joga uma vez completa: compra, e depois joga ou descarta. O jogo continua a partir de você, então os jogadores sentados entre o atacante e você perdem a vez.

    No jogo em equipes, a imunidade na mão de um parceiro protege o carro inteiro, então a jogada de mestre pode vir da mão dele.

    Uma imunidade não usada na chance ainda pode ser jogada depois como uma imunidade normal.

rules-1000_miles-11-title = Contramão
rules-1000_miles-11-body =
    A contramão não para seu carro: ela o vira ao contrário. Enquanto ela durar, cada carta de distância que você jogar é tirada das suas milhas em vez de somada, e você perde o mesmo número de pontos.

    Você nunca volta para trás do ponto de partida. Com 50 milhas, uma carta de 100 deixa você no zero e só custa as 50 milhas que você tinha. Um carro no zero não perde nada.

    Uma carta de 200 jogada para trás ainda conta como uma das suas duas cartas de 200, e faz você perder o bônus por chegar sem nenhum 200.

    Enquanto estiver na contramão, descarte suas cartas de distância em vez de jogá-las, até chegar um fim da contramão. Ás no volante protege contra a contramão.

    Preste atenção: a contramão e o fim da contramão fazem o mesmo som de propósito. Confira a situação do seu carro quando ouvir esse som.

rules-1000_miles-12-title = Como termina uma rodada
rules-1000_miles-12-body =
    Uma rodada termina na hora quando um carro chega a exatamente mil milhas. Esse carro vence a rodada e seus bônus são contados; ninguém joga mais nenhuma vez.

    Com a opção reembaralhar o descarte ligada, o padrão, as cartas usadas são embaralhadas num novo monte de compra sempre que o monte acaba, então uma rodada normalmente só termina quando alguém chega. Se o monte já foi refeito vinte vezes numa rodada, ele não é refeito de novo, para que a rodada sempre termine. As imunidades nunca voltam para o monte.

    Com a opção reembaralhar o descarte desligada, quando o monte acaba todos jogam as cartas que têm na mão. A rodada termina sem vencedor e sem bônus quando todas as mãos ficam vazias.

rules-1000_miles-13-title = Pontuação
rules-1000_miles-13-body =
    Contados durante o jogo: cada milha vale um ponto, e na contramão cada milha perdida custa um ponto. Cada imunidade vale 100 pontos. Cada jogada de mestre vale mais 300, ou seja, 400 no total.

    Para o vencedor da rodada, uma vez por carro: chegada, 300 pontos por completar o percurso. Coroação, 300 pontos se o monte de compra estava vazio quando você chegou. Capote, 500 pontos se todos os adversários ainda estavam com zero milhas quando você chegou. Sem 200, 300 pontos por completar o percurso sem jogar nenhuma carta de 200.

    Milhas e pontos não são o mesmo número. As milhas são o seu lugar na estrada: elas voltam a zero a cada rodada e param no fim do percurso. Os pontos são o seu total na partida e nunca são zerados.

rules-1000_miles-14-title = O que o dono da mesa escolhe
rules-1000_miles-14-body =
    Meta de pontos: os pontos que encerram a partida, de { 1000 } a { 500000 }; o normal é { 5000 }.

    Acumulação de ataques: se um carro parado pode ser atacado, com os problemas se acumulando. Desligada, a não ser que o dono da mesa a ligue.

    Reembaralhar o descarte: se as cartas usadas voltam para o monte de compra quando ele acaba. Ligada, a não ser que o dono da mesa a desligue.

    Jogar em equipes: oferecido só com quatro, seis, oito ou nove jogadores, seguido de quantas equipes, quando o número de jogadores permite duas formações.

    O dono da mesa também escolhe o nível e o nome de cada jogador do computador.

rules-1000_miles-15-title = Vale lembrar
rules-1000_miles-15-body =
    Conte as imunidades. Se você tem uma e já ouviu duas serem jogadas, a última está na mão de alguém, e atacar essa pessoa com o que ela responde é um convite para uma jogada de mestre.

    A lista de alvos informa as milhas de cada carro: mire seus ataques em quem estiver mais perto do fim do percurso.

    Sua pontuação pode passar de mil enquanto a rodada ainda está rolando: imunidades, jogadas de mestre e bônus são pontos que não andam nenhuma milha.

## 1000 milhas

rules-1000_milhas-1-title = O objetivo do jogo
rules-1000_milhas-1-body =
    { preset-1000_milhas } é o jogo brasileiro das mil milhas. Complete exatamente mil milhas antes dos seus adversários, e impeça que eles façam isso antes de você.

    Como numa corrida de verdade, você vigia o combustível, pneus furam, acidentes acontecem, e há limites de velocidade e simples sinais vermelhos.

    Uma partida tem várias rodadas e termina quando alguém alcança a meta de pontos, cinco mil pontos se o dono da mesa não escolheu outra. Vence a maior pontuação; um empate na frente joga mais uma rodada.

    Estas regras são as regras de { preset-1000_miles } com três diferenças: as cartas contramão são uma opção, desligada a não ser que o dono da mesa a ligue; limite de velocidade e contramão podem ser jogados num carro parado; e uma rodada também termina quando uma mão fica vazia depois que o monte de compra acabou.

    Quem conhece as regras do { preset-1000_milhas } vai notar mais duas coisas. Reembaralhar o descarte, que lá é uma variante, aqui fica ligado, a não ser que o dono da mesa o desligue. E depois de uma carta de imunidade ou de uma jogada de mestre você compra uma carta antes de jogar de novo.

rules-1000_milhas-2-title = As cartas
rules-1000_milhas-2-body =
    Com as cartas contramão, o baralho tem 121 cartas; sem elas, 106.

    Cartas de distância: 25 milhas, dez cartas; 50 milhas, dez cartas; 75 milhas, dez cartas; 100 milhas, doze cartas; 200 milhas, quatro cartas.

    Cartas de ataque: sinal vermelho, cinco cartas; limite de velocidade, quatro cartas; pane seca, pneu furado e acidente, três cartas cada; e com a opção, contramão, seis cartas.

    Cartas de defesa: sinal verde, catorze cartas; fim de limite de velocidade, gasolina, estepe e conserto, seis cartas cada; e com a opção, fim da contramão, nove cartas.

    Cartas de imunidade, uma de cada: veículo prioritário, tanque extra, pneu antifuro e ás no volante.

rules-1000_milhas-3-title = Ataques
rules-1000_milhas-3-body =
    Quando você joga um ataque, escolhe o carro que vai recebê-lo. Só são oferecidos os carros que podem recebê-lo pelas regras, cada um com suas milhas. Se houver só um, o ataque cai direto nele.

    O mesmo ataque não se repete, e um carro que já recebeu a imunidade correspondente fica fora do alcance desse ataque até o fim da rodada.

    Um limite de velocidade e uma contramão podem ser jogados em qualquer carro, mesmo parado.

    Os outros ataques dependem da opção acumulação de ataques. Desligada, o padrão: eles não podem ser jogados num carro parado, e isso inclui o começo da rodada. Ligada: qualquer carro pode ser atacado, os problemas se acumulam, e o carro não anda até que todos sejam resolvidos.

rules-1000_milhas-4-title = Cartas contramão
rules-1000_milhas-4-body =
    Uma opção do dono da mesa, desligada a não ser que ele a ligue, como nas regras do { preset-1000_milhas }, onde é uma variante. Com ela, seis cartas contramão entram nos ataques e nove cartas fim da contramão entram nas defesas.

    A contramão não para seu carro: ela o vira ao contrário. Enquanto ela durar, cada carta de distância que você jogar é tirada das suas milhas em vez de somada, e você perde o mesmo número de pontos. Você nunca volta para trás do ponto de partida.

    Uma carta de 200 jogada para trás ainda conta como uma das suas duas cartas de 200, e faz você perder o bônus por chegar sem nenhum 200.

    A contramão pode ser jogada a qualquer momento, mesmo num carro parado, como um limite de velocidade. Ás no volante protege contra ela. A contramão e o fim da contramão fazem o mesmo som: confira a situação do seu carro.

rules-1000_milhas-5-title = Como termina uma rodada
rules-1000_milhas-5-body =
    Uma rodada termina na hora quando um carro chega a exatamente mil milhas. Esse carro vence a rodada e seus bônus são contados.

    Com a opção reembaralhar o descarte ligada, as cartas usadas são embaralhadas num novo monte de compra sempre que ele acaba. As imunidades nunca voltam para o monte. Se o monte já foi refeito vinte vezes numa rodada, ele não é refeito de novo. Nas regras do { preset-1000_milhas }, reembaralhar o descarte é uma variante; aqui fica ligado, a não ser que o dono da mesa o desligue.

    Com a opção reembaralhar o descarte desligada, como nas regras do { preset-1000_milhas } sem a variante, quando o monte de compra acaba os jogadores jogam da mão sem comprar, e a rodada termina assim que a mão de qualquer jogador fica vazia, sem vencedor e sem bônus.

rules-1000_milhas-6-title = O que o dono da mesa escolhe
rules-1000_milhas-6-body =
    Meta de pontos: os pontos que encerram a partida, de { 1000 } a { 500000 }; o normal é { 5000 }.

    Acumulação de ataques: se um carro parado pode receber qualquer ataque, com os problemas se acumulando. Uma variante nas regras do { preset-1000_milhas }; desligada, a não ser que o dono da mesa a ligue.

    Reembaralhar o descarte: se as cartas usadas voltam para o monte de compra quando ele acaba. Uma variante nas regras do { preset-1000_milhas }; aqui, ligada, a não ser que o dono da mesa a desligue.

    Cartas contramão: se a contramão e o fim da contramão estão no baralho. Uma variante nas regras do { preset-1000_milhas }; desligadas, a não ser que o dono da mesa as ligue.

    Jogar em equipes: oferecido só com quatro, seis, oito ou nove jogadores, seguido de quantas equipes, quando o número permite duas formações. O dono da mesa também escolhe o nível e o nome de cada jogador do computador.

rules-1000_milhas-7-title = A vez de jogar
rules-1000_milhas-7-body =
    Sua vez começa com seis cartas na mão. Primeiro você compra uma carta, e fica com sete. Nenhuma carta sua é aceita antes de você comprar.

    Depois você joga uma carta, ou descarta uma, e sua mão volta a ter seis. A vez passa para o jogador seguinte. Você sempre pode descartar, mesmo uma carta que poderia jogar.

    Quando o monte de compra acaba e não é reembaralhado, não há o que comprar: você joga ou descarta da sua mão, e a rodada termina assim que a mão de qualquer jogador fica vazia.

rules-1000_milhas-8-title = Cartas de imunidade
rules-1000_milhas-8-body =
    Veículo prioritário protege contra sinal vermelho e limite de velocidade, e seu carro nunca mais precisa de sinal verde nesta rodada. Tanque extra protege contra pane seca. Pneu antifuro protege contra pneu furado. Ás no volante protege contra acidente e contramão.

    Uma imunidade resolve o problema dela se seu carro o tiver, protege seu carro até o fim da rodada, e vale 100 pontos. Você pode jogá-la a qualquer momento da sua vez, depois de comprar.

    Depois de uma imunidade você joga de novo, mas antes compra uma carta. As regras do { preset-1000_milhas } deixam você jogar outra carta na hora, sem comprar; este jogo dá a você uma vez inteira a mais, comprar e depois jogar ou descartar, como em { preset-1000_miles }.

    Uma imunidade jogada na sua vez contra uma pane resolve a pane como a defesa dela faria: seu carro ainda precisa de sinal verde, a não ser que tenha o veículo prioritário. Só a jogada de mestre dispensa o sinal verde.

    Não tenha pressa de jogar uma imunidade: guardada na mão, ela pode valer 400 pontos com uma jogada de mestre.

rules-1000_milhas-9-title = A jogada de mestre
rules-1000_milhas-9-body =
    Quando um ataque cai no seu carro e você tem a imunidade que responde a ele, você pode jogar essa imunidade na hora, mesmo que não seja sua vez. A chance fica aberta até o próximo jogador comprar ou jogar; com dois jogadores, esse próximo jogador é você, então sua própria compra fecha a chance.

    O ataque é cancelado como se nunca tivesse acontecido: nenhuma pane para consertar e nenhum sinal verde para esperar. A imunidade protege você como sempre. Você ganha 400 pontos: 100 pela imunidade e 300 pela jogada de mestre.

    Depois, onde as regras do { preset-1000_milhas } deixam você jogar outra carta na hora, este jogo faz você comprar uma carta para voltar a ter seis, e então jogar uma vez inteira: comprar, e depois jogar ou descartar. O jogo continua a partir de você, então os jogadores sentados entre o atacante e você perdem a vez.

    No jogo em equipes, a imunidade na mão de um parceiro protege o carro inteiro, então a jogada de mestre pode vir da mão dele. Uma imunidade não usada na chance ainda pode ser jogada depois como uma imunidade normal.

## Classic

rules-classic-1-title = O objetivo do jogo
rules-classic-1-body =
    Corra até o fim do percurso, e pare todos os outros no caminho.

    O percurso é de exatamente { 1000 } milhas com quatro jogadores, e de 700 milhas nos outros casos, com a chance de seguir até { 1000 }.

    Vence a partida quem alcançar primeiro { 5000 } pontos, ao longo de várias rodadas. Se mais de um chegar lá na mesma rodada, vence quem tiver mais pontos; em caso de empate na frente, joga-se mais uma rodada.

rules-classic-2-title = Jogadores e equipes
rules-classic-2-body =
    De dois a quatro jogadores jogam sozinhos. Quatro jogadores também podem jogar em duas equipes de dois, e seis jogadores sempre jogam em três equipes de dois.

    Uma equipe dirige um só carro e divide as milhas, os problemas, as imunidades e os pontos dele; cada jogador tem a própria mão, que ninguém mais vê. As equipes são formadas escolhendo os parceiros pelo nome, como em { preset-1000_miles }, e os lugares alternam entre as equipes.

rules-classic-3-title = As cartas
rules-classic-3-body =
    O baralho tem 106 cartas. O jogo usa os mesmos nomes de cartas em todas as regras.

    Distância: 25, 50 e 75 milhas, dez cartas cada; 100 milhas, doze cartas; 200 milhas, quatro cartas.

    Perigos: sinal vermelho, cinco cartas; limite de velocidade, quatro cartas; pane seca, pneu furado e acidente, três cartas cada.

    Soluções: sinal verde, catorze cartas; fim de limite de velocidade, gasolina, estepe e conserto, seis cartas cada.

    Imunidades, uma de cada: veículo prioritário, tanque extra, pneu antifuro e ás no volante.

rules-classic-4-title = A vez de jogar
rules-classic-4-body =
    A carta da sua vez é comprada automaticamente no começo da sua vez, e você fica com sete cartas.

    Depois jogue uma carta ou descarte uma, para ficar sempre com seis. Você pode descartar uma carta que poderia jogar.

    Quando o monte de compra acaba, não há mais o que comprar: todos jogam as cartas que têm na mão, e um jogador sem cartas perde a vez.

rules-classic-5-title = Pegando a estrada
rules-classic-5-body =
    Você precisa de um sinal verde antes de poder jogar distância. Todo carro começa cada rodada precisando de um.

    Nada pode levar você além do fim do percurso, e você só pode jogar duas cartas de 200 por rodada.

    Com um limite de velocidade, você só pode jogar 25 e 50 milhas, até um fim de limite de velocidade.

rules-classic-6-title = Perigos e soluções
rules-classic-6-body =
    Os perigos vão para um adversário que está andando, nunca para um carro já parado, e nunca o mesmo perigo duas vezes.

    O sinal vermelho se resolve com um sinal verde. A pane seca se resolve com gasolina, e depois um sinal verde. Um pneu furado se resolve com um estepe, e depois um sinal verde. Um acidente se resolve com um conserto, e depois um sinal verde. Um limite de velocidade se resolve com um fim de limite de velocidade, e o carro continua andando.

    O sinal verde é recusado enquanto uma pane ainda não foi consertada.

rules-classic-7-title = Imunidades
rules-classic-7-body =
    Há uma imunidade de cada. Uma imunidade protege seu carro até o fim da rodada, resolve o perigo dela se ele estiver em você, e dá mais uma vez de jogar. Cada uma vale 100 pontos.

    Veículo prioritário cobre sinal vermelho e limite de velocidade, e com ele você nunca mais precisa de sinal verde nesta rodada. Tanque extra cobre pane seca. Pneu antifuro cobre pneu furado. Ás no volante cobre acidente.

    Uma imunidade jogada na sua vez contra uma pane resolve a pane, mas você ainda precisa de um sinal verde, a não ser que tenha o veículo prioritário.

rules-classic-8-title = A jogada de mestre
rules-classic-8-body =
    Quando um perigo é jogado no seu carro e você tem a imunidade dele, jogue-a de volta em até cinco segundos, fora da sua vez: é uma jogada de mestre.

    O perigo é descartado como se nunca tivesse caído. Você compra até voltar a ter seis cartas, e a próxima vez é sua: os jogadores entre o atacante e você perdem a vez.

    Uma jogada de mestre vale 300 pontos além dos 100 da imunidade.

rules-classic-9-title = Como terminam uma rodada e uma partida
rules-classic-9-body =
    Uma rodada termina quando alguém chega exatamente ao fim do percurso, ou quando o monte de compra e todas as mãos estão vazios. A pontuação é contada em toda rodada, tenha alguém terminado ou não.

    A partida termina quando alguém alcança a meta de pontos, { 5000 } pontos se o dono da mesa não escolheu outra; vence a maior pontuação.

    No Clássico o descarte não é reembaralhado e os problemas não se acumulam, a não ser que o dono da mesa tenha escolhido outra coisa.

rules-classic-10-title = Pontuação
rules-classic-10-body =
    Em toda rodada: cada milha vale um ponto; cada imunidade, 100 pontos; as quatro imunidades num mesmo carro, mais 300; cada jogada de mestre, mais 300.

    Para quem termina o percurso: percurso completo, 400 pontos; terminar depois que o monte de compra acabou, mais 300; terminar sem jogar nenhuma carta de 200, mais 300; terminar antes que qualquer outro tenha andado uma só milha, mais 500.

rules-classic-11-title = Indo até o fim
rules-classic-11-body =
    Com dois, três ou seis jogadores, o percurso é de 700 milhas. Quem chegar primeiro a 700 escolhe: parar ali, e a rodada termina, ou seguir até { 1000 }.

    Se seguir, quem chegar primeiro a { 1000 } marca o percurso. Se for quem escolheu seguir, marca mais 200. Se não, cada um dos outros jogadores ou equipes marca 200 em vez disso.

## Mile by Mile

rules-mile_by_mile-1-title = O objetivo do jogo
rules-mile_by_mile-1-body =
    Seja o primeiro a alcançar a linha de chegada, exatamente. O percurso é de { 1000 } milhas, ou 700 se o dono da mesa escolheu o percurso curto.

    O primeiro carro a chegar ao fim do percurso vence a corrida. A partida é vencida pelo primeiro jogador a vencer tantas corridas quanto o dono da mesa escolheu, uma corrida se ele não escolheu mais, até dez. Não se contam pontos.

    Jogam de dois a seis jogadores, sempre sozinhos: { preset-mile_by_mile } não tem equipes.

rules-mile_by_mile-2-title = As cartas
rules-mile_by_mile-2-body =
    O baralho tem 104 cartas, ou 105 com a carta remover proteções.

    Distância: 25, 50 e 75 milhas, dez cartas cada; 100 milhas, doze cartas; 200 milhas, quatro cartas.

    Largada, dez cartas. Gasolina, estepe, conserto, meia-volta e fim de limite de velocidade, quatro cartas cada.

    Pare, acidente, marcha à ré, pane seca, pneu furado e limite de velocidade, duas cartas cada.

    Seis proteções, uma carta cada: proteção contra pare, proteção contra pane seca, proteção contra limite de velocidade, proteção contra acidente, proteção contra marcha à ré e proteção contra pneu furado.

    Perca a vez, dez cartas. E, se o dono da mesa escolheu, uma carta remover proteções.

rules-mile_by_mile-3-title = A vez de jogar
rules-mile_by_mile-3-body =
    Na sua vez você primeiro compra uma carta, e fica com sete, depois usa uma carta: joga ou descarta. Então a vez passa para o próximo jogador.

    Se a carta que você joga não pode ser usada, ela não é recusada: vai para o descarte e sua vez acaba. Por exemplo, uma pane seca jogada num carro que já está sem gasolina é simplesmente descartada, e o mesmo acontece com uma largada jogada enquanto seu carro está em pane.

rules-mile_by_mile-4-title = Largar e andar
rules-mile_by_mile-4-body =
    Todo carro começa a corrida parado e precisa de uma carta de largada antes de poder andar.

    Depois de um pare, de um acidente, de um pneu furado ou de uma pane seca, o carro fica parado: conserte primeiro, e depois jogue uma largada para voltar a andar.

    Você precisa chegar exatamente à linha de chegada: uma carta de distância que passaria dela não pode ser usada. Não há limite de cartas de 200.

    Com um limite de velocidade só podem ser jogadas 25 e 50 milhas, até um fim de limite de velocidade.

rules-mile_by_mile-5-title = Ataques
rules-mile_by_mile-5-body =
    Pare, acidente, pane seca, pneu furado, limite de velocidade e marcha à ré são jogados no carro de um adversário, que você escolhe entre os carros que podem receber o ataque.

    Os problemas se acumulam: um carro pode ser atacado mesmo quando já está parado, e só volta a andar quando todos os problemas estão resolvidos. O mesmo ataque não pode ser jogado duas vezes num carro, e um carro com a proteção correspondente não pode recebê-lo.

    Marcha à ré vira um carro ao contrário: as cartas de distância dele o levam de volta para o começo em vez de para a frente, nunca abaixo de zero.

rules-mile_by_mile-6-title = Soluções
rules-mile_by_mile-6-body =
    Gasolina resolve a pane seca, estepe resolve o pneu furado, conserto resolve o acidente: depois de cada um, o carro ainda precisa de uma largada.

    A largada põe para andar um carro parado, quando não há mais nenhum outro problema. Meia-volta resolve a marcha à ré, e fim de limite de velocidade resolve o limite de velocidade; depois delas o carro segue na hora.

rules-mile_by_mile-7-title = Proteções
rules-mile_by_mile-7-body =
    Cada proteção resolve o problema dela se seu carro o tiver, e protege você contra ele até o fim da corrida. Depois de jogar uma proteção você joga de novo: compre uma carta e use outra.

    Proteção contra pare: você nunca mais precisa de largada. Proteção contra pane seca: sua gasolina nunca acaba. Proteção contra limite de velocidade: ninguém pode limitar sua velocidade. Proteção contra acidente, proteção contra marcha à ré e proteção contra pneu furado protegem do mesmo jeito contra os problemas delas.

rules-mile_by_mile-8-title = Perca a vez e remover proteções
rules-mile_by_mile-8-body =
    Perca a vez: o próximo jogador perde a vez dele.

    Remover proteções, se o dono da mesa a colocou no baralho: jogada no carro de um adversário, ela tira todas as proteções desse carro.

rules-mile_by_mile-9-title = Como termina uma corrida
rules-mile_by_mile-9-body =
    Uma corrida termina na hora quando um carro chega exatamente ao fim do percurso; esse carro vence a corrida.

    Quando o monte de compra acaba, as cartas usadas são embaralhadas num novo monte, então uma corrida só termina quando alguém chega. Se o monte já foi refeito vinte vezes numa corrida, ele não é refeito de novo; aí todos jogam as cartas que têm na mão, e a corrida termina sem vencedor quando todas as mãos ficam vazias.

rules-mile_by_mile-10-title = Vencer a partida
rules-mile_by_mile-10-body =
    As corridas são jogadas uma depois da outra, e a cada corrida quem começa é o próximo jogador. O primeiro jogador a vencer o número de corridas que o dono da mesa escolheu vence a partida.

rules-mile_by_mile-11-title = O que o dono da mesa escolhe
rules-mile_by_mile-11-body =
    Corridas para vencer: de 1 a 10; 1, a não ser que o dono da mesa escolha mais.

    Percurso: { 1000 } milhas, ou 700 para uma corrida mais curta.

    Remover proteções: se a carta número 105 está no baralho. Desligada, a não ser que o dono da mesa a ligue.

    Acumulação de ataques e reembaralhar o descarte estão ligadas em { preset-mile_by_mile }; o dono da mesa pode desligá-las. O dono da mesa também escolhe o nível e o nome de cada jogador do computador.

## Keys, the same for every set of rules

rules-common-keys-title = Teclas
rules-common-keys-body =
    F1 fala as teclas da tela em que você está, a qualquer momento, inclusive durante uma partida.

    Numa partida: as setas para a esquerda e para a direita percorrem sua mão, Home e End vão para a primeira e a última carta, e os números de 1 a 7 vão direto para uma carta. Espaço compra. Enter joga a carta; Backspace, ou Shift mais Enter, descarta a carta. D faz a jogada de mestre. H lê sua mão inteira. F2 informa seu carro e o jogo, F3 todos os carros, F4 o placar, F5 as imunidades e as cartas vistas, F6 a última jogada de cada jogador. Esc abre o menu de pausa, onde você pode sair da partida: ela fica salva.

    Nos menus: as setas para cima e para baixo andam pelos itens, Enter escolhe, Esc volta, Home e End vão para o primeiro e o último item, e uma letra pula para o próximo item que começa com ela. As setas para a esquerda e para a direita mudam um valor, Page Up e Page Down mudam muito.

    Vírgula e Ponto leem mensagens mais antigas e mais recentes; com Shift, a mais antiga e a mais recente. Ctrl mais R repete a última mensagem. Ctrl sozinho cala a fala.

    F7 e F8 diminuem e aumentam o volume dos efeitos sonoros; F9 e F10 diminuem e aumentam o volume geral.

    Nestas regras: as setas para cima e para baixo escolhem uma seção, Enter lê a seção inteira, as setas para a direita e para a esquerda leem parágrafo por parágrafo.
