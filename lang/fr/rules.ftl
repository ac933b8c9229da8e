# French translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Les règles des quatre variantes, lues dans l'écran Règles (game/ui/rules_screen.py).
# Chaque section a un titre et un corps ; dans un corps, les paragraphes sont séparés par une
# ligne vide et chaque paragraphe est lu d'un seul tenant. Certaines sections sont communes à
# deux variantes (1000 milhas reprend plusieurs sections de 1000 Miles). Les grands nombres
# s'écrivent { 1000 } ou en lettres ; une variante se nomme { preset-... }.

## 1000 Miles

rules-1000_miles-1-title = Le but du jeu
rules-1000_miles-1-body =
    Parcours exactement mille bornes avant tes adversaires, et arrête-les en chemin.

    Le jeu se compte en points. Chaque borne parcourue vaut un point, et d'autres points viennent de certaines cartes que tu joues et de la manière dont tu gagnes une manche.

    Une partie se joue en plusieurs manches et se termine quand quelqu'un atteint le score à atteindre, fixé à l'avance par l'hôte de la table : cinq mille points, sauf autre choix. Les scores sont vérifiés à la fin de chaque manche, et le meilleur score gagne. Si deux camps sont à égalité en tête, on joue une manche de plus.

rules-1000_miles-2-title = Joueurs et équipes
rules-1000_miles-2-body =
    Chacun pour soi, on joue de deux à six. En équipes, on joue à quatre, six, huit ou neuf. On ne joue jamais à sept : trop nombreux pour jouer chacun pour soi, et pas d'équipes égales possibles.

    Les équipes possibles sont : à quatre joueurs, deux équipes de deux ; à six, deux équipes de trois ou trois équipes de deux ; à huit, deux équipes de quatre ou quatre équipes de deux ; à neuf, trois équipes de trois.

    En équipes, toute l'équipe conduit une seule voiture. Les bornes, les problèmes, les bottes, le nombre de cartes 200 et les primes appartiennent à la voiture. Chaque joueur garde sa propre main, que ses coéquipiers ne voient pas et dont ils ne jouent pas les cartes. Tu n'attaques jamais ta propre voiture.

    Les équipes se forment par choix. L'hôte de la table entend le nom des autres joueurs et prend ses coéquipiers un par un, jusqu'à ce que son équipe soit complète. Le choix passe ensuite à un joueur qui n'a pas encore d'équipe ; un joueur ordinateur choisit au hasard. Seuls les noms que personne n'a pris sont proposés. La dernière équipe est formée de ceux qui restent. Autour de la table, les places alternent entre les équipes.

rules-1000_miles-3-title = Les cartes
rules-1000_miles-3-body =
    Le jeu compte 121 cartes de quatre sortes : distance, attaque, parade et botte.

    Les cartes distance font avancer ta voiture du nombre de bornes indiqué : 25 bornes, dix cartes ; 50 bornes, dix cartes ; 75 bornes, dix cartes ; 100 bornes, douze cartes ; 200 bornes, quatre cartes.

    Les cartes attaque se jouent sur la voiture d'un adversaire. Le feu rouge arrête la voiture, cinq cartes. La limite de vitesse ne permet que les 25 et les 50 bornes mais n'arrête pas la voiture, quatre cartes. La panne d'essence, la crevaison et l'accident arrêtent la voiture, trois cartes chacun. Le contresens fait rouler la voiture à l'envers sans l'arrêter, six cartes.

    Chaque carte parade répare une attaque. Le feu vert répare un feu rouge et fait démarrer ta voiture au début d'une manche, quatorze cartes. Fin de limite de vitesse, six cartes. L'essence répare la panne d'essence, six cartes. La roue de secours répare la crevaison, six cartes. Les réparations réparent l'accident, six cartes. Fin de contresens, neuf cartes.

    Les bottes, une de chaque : véhicule prioritaire, citerne, increvable et as du volant.

rules-1000_miles-4-title = Préparer une manche
rules-1000_miles-4-body =
    Le jeu est mélangé, chaque joueur reçoit six cartes, et le reste forme la pioche.

    Chaque voiture commence la manche à l'arrêt : il lui faut un feu vert avant de pouvoir avancer.

    À chaque nouvelle manche, le premier tour passe au joueur suivant.

rules-1000_miles-5-title = Un tour de jeu
rules-1000_miles-5-body =
    Ton tour commence avec six cartes en main. D'abord tu pioches une carte, et tu en as sept. Aucune carte n'est acceptée avant que tu aies pioché.

    Ensuite tu joues une carte, ou tu en défausses une, et ta main revient à six. Le tour passe au joueur suivant.

    Tu peux toujours défausser, même une carte que tu pourrais jouer.

    Quand la pioche est vide et n'est pas remélangée, il n'y a plus rien à piocher : tu joues ou défausses une carte de ta main. Un joueur dont la main est vide passe son tour.

rules-1000_miles-6-title = Rouler et arriver
rules-1000_miles-6-body =
    Tu ne joues des cartes distance que si ta voiture peut rouler : pas de panne, pas de feu rouge, et pas besoin d'un feu vert.

    Le parcours fait exactement mille bornes, pas une de plus. Une carte qui te ferait dépasser mille est refusée : à 900 bornes, une carte 200 n'est pas acceptée.

    Seulement deux cartes 200 par manche. En équipes, ce compte appartient à la voiture, pas au joueur.

    Sous une limite de vitesse, tu continues d'avancer, mais seulement avec des cartes 25 et 50, jusqu'à une fin de limite de vitesse.

rules-1000_miles-7-title = Les attaques
rules-1000_miles-7-body =
    Quand tu joues une attaque, tu choisis la voiture visée. Seules les voitures que l'attaque peut viser selon les règles sont proposées, chacune avec ses bornes. S'il n'y en a qu'une, l'attaque la vise directement.

    Une même attaque ne se répète pas : tu ne peux pas donner une crevaison à une voiture qui en a déjà une.

    Une voiture dont le camp a joué la botte correspondante est hors d'atteinte de cette attaque jusqu'à la fin de la manche, et n'est pas proposée.

    Attaquer une voiture à l'arrêt dépend de l'option cumul des problèmes. Désactivée, par défaut : une voiture à l'arrêt ne peut pas être attaquée du tout, y compris au début d'une manche, avant que quiconque ait un feu vert. Activée : toute voiture peut être attaquée dans n'importe quel état, les problèmes s'accumulent, et la voiture ne repart que lorsqu'ils sont tous réglés.

rules-1000_miles-8-title = Les parades
rules-1000_miles-8-body =
    Une parade n'est acceptée que si elle répare quelque chose que ta voiture a. Un feu vert est aussi accepté quand ta voiture en a besoin pour démarrer.

    Une panne se règle en deux temps. Après l'essence, la roue de secours ou les réparations, ta voiture est toujours à l'arrêt : il lui faut un feu vert pour avancer.

    Une restriction se règle en un temps. Après une fin de limite de vitesse ou une fin de contresens, tu continues aussitôt, car la voiture n'a jamais été arrêtée.

    Répare avant de démarrer : un feu vert est refusé tant qu'une panne n'est pas réparée.

rules-1000_miles-9-title = Les bottes
rules-1000_miles-9-body =
    Le véhicule prioritaire protège des feux rouges et des limites de vitesse, et ta voiture n'a plus jamais besoin de feu vert pendant cette manche. La citerne protège de la panne d'essence. L'increvable protège de la crevaison. L'as du volant protège de l'accident et du contresens.

    Une botte fait trois choses à la fois : elle répare son problème si ta voiture l'a, elle protège ton camp jusqu'à la fin de la manche, et elle te donne un tour de plus : tu pioches une carte, puis tu joues ou défausses encore. Elle vaut 100 points. Tu peux la jouer à tout moment pendant ton tour, après avoir pioché.

    Une botte jouée pendant ton tour contre une panne la répare comme le ferait sa parade : ta voiture a toujours besoin d'un feu vert, sauf si elle a le véhicule prioritaire. Seul le coup fourré dispense du feu vert.

    Ne te précipite pas pour jouer une botte : gardée en main, elle peut valoir 400 points avec un coup fourré.

rules-1000_miles-10-title = Le coup fourré
rules-1000_miles-10-body =
    Quand une attaque vise ta voiture et que tu as en main la botte qui y répond, tu peux jouer cette botte aussitôt, même si ce n'est pas ton tour.

    L'attaque est annulée comme si elle n'avait jamais été posée, et part à la défausse : pas de panne à réparer, pas de feu vert à attendre. La botte te protège comme d'habitude. Tu marques 400 points : 100 pour la botte et 300 pour le coup fourré.

    Le délai est court : il reste ouvert jusqu'à ce que le joueur suivant pioche ou joue. À deux joueurs, le joueur suivant après une attaque contre toi, c'est toi : ta propre pioche le ferme.

    Après un coup fourré, tu pioches une carte pour revenir à six, puis tu joues un tour complet : pioche, puis joue ou défausse. Le jeu reprend à partir de toi, donc les joueurs assis entre l'attaquant et toi perdent leur tour.

    En équipes, la botte dans la main d'un coéquipier protège toute la voiture, donc le coup fourré peut venir de sa main.

    Une botte qui n'a pas servi pendant le délai peut encore être jouée plus tard comme une botte ordinaire.

rules-1000_miles-11-title = Le contresens
rules-1000_miles-11-body =
    Le contresens n'arrête pas ta voiture : il la fait rouler à l'envers. Tant qu'il dure, chaque carte distance que tu joues est retirée de tes bornes au lieu d'y être ajoutée, et tu perds autant de points.

    Tu ne recules jamais au-delà du départ. À 50 bornes, une carte 100 te ramène à zéro et ne te coûte que les 50 bornes que tu avais. Une voiture à zéro ne perd rien.

    Une carte 200 jouée à l'envers compte quand même comme l'une de tes deux cartes 200, et elle te fait perdre la prime d'arrivée sans 200.

    Tant que tu roules à l'envers, défausse tes cartes distance plutôt que de les jouer, jusqu'à ce qu'arrive une fin de contresens. L'as du volant protège du contresens.

    Écoute bien : le contresens et la fin de contresens font exprès le même son. Vérifie l'état de ta voiture quand tu l'entends.

rules-1000_miles-12-title = La fin d'une manche
rules-1000_miles-12-body =
    Une manche se termine aussitôt qu'une voiture atteint exactement mille bornes. Cette voiture gagne la manche et ses primes sont comptées ; personne ne joue plus.

    Avec l'option remélanger la défausse, activée par défaut, les cartes jouées sont mélangées en une nouvelle pioche chaque fois que la pioche est épuisée, donc une manche ne se termine normalement que lorsque quelqu'un arrive. Si la pioche a été refaite vingt fois dans une même manche, elle n'est plus refaite, pour qu'une manche finisse toujours. Les bottes ne retournent jamais dans la pioche.

    Avec l'option remélanger la défausse désactivée, une fois la pioche vide, chacun joue les cartes de sa main. La manche se termine sans vainqueur et sans primes quand toutes les mains sont vides.

rules-1000_miles-13-title = Le décompte des points
rules-1000_miles-13-body =
    Comptés au fil du jeu : chaque borne vaut un point, et sous un contresens chaque borne perdue coûte un point. Chaque botte vaut 100 points. Chaque coup fourré vaut 300 points de plus, donc 400 en tout.

    Au vainqueur de la manche, une fois pour la voiture : arrivée, 300 points pour avoir terminé le parcours. Couronnement, 300 points si la pioche était vide à ton arrivée. Capot, 500 points si tous les adversaires étaient encore à zéro borne à ton arrivée. Sans 200, 300 points pour avoir terminé le parcours sans jouer une seule carte 200.

    Les bornes et les points ne sont pas le même nombre. Les bornes sont ta place sur la route : elles repartent de zéro à chaque manche et s'arrêtent au bout du parcours. Les points sont ton total pour la partie et ne sont jamais remis à zéro.

rules-1000_miles-14-title = Ce que choisit l'hôte de la table
rules-1000_miles-14-body =
    Score à atteindre : les points qui terminent la partie, de mille à cinq cent mille ; cinq mille d'habitude.

    Cumul des problèmes : permet d'attaquer une voiture à l'arrêt, les problèmes s'accumulant alors. Désactivé sauf choix contraire.

    Remélanger la défausse : les cartes jouées retournent dans la pioche quand elle est épuisée. Activé sauf choix contraire.

    Jouer en équipes : proposé seulement à quatre, six, huit ou neuf joueurs, suivi du nombre d'équipes quand le nombre de joueurs permet deux répartitions.

    L'hôte de la table choisit aussi le niveau et le nom de chaque joueur ordinateur.

rules-1000_miles-15-title = Bon à savoir
rules-1000_miles-15-body =
    Compte les bottes. Si tu en as une en main et que tu en as entendu jouer deux, la dernière est dans la main de quelqu'un, et attaquer ce joueur avec ce qu'elle pare, c'est s'exposer à un coup fourré.

    La liste des cibles donne les bornes de chaque voiture : vise celui qui est le plus près du bout du parcours.

    Ton score peut dépasser mille alors que la manche continue : les bottes, les coups fourrés et les primes sont des points qui ne font avancer d'aucune borne.

## 1000 milhas

rules-1000_milhas-1-title = Le but du jeu
rules-1000_milhas-1-body =
    { preset-1000_milhas } est le jeu brésilien des mille milles. Parcours exactement mille bornes avant tes adversaires, et empêche-les d'y arriver avant toi.

    Comme dans une vraie course, tu surveilles ton essence, les pneus crèvent, les accidents arrivent, et il y a des limites de vitesse et de simples feux rouges.

    Une partie se joue en plusieurs manches et se termine quand quelqu'un atteint le score à atteindre : cinq mille points, sauf autre choix de l'hôte de la table. Le meilleur score gagne ; en cas d'égalité en tête, on joue une manche de plus.

    Ces règles sont celles de { preset-1000_miles }, avec trois différences : les cartes contresens sont une option, désactivée sauf choix contraire ; la limite de vitesse et le contresens peuvent se jouer sur une voiture à l'arrêt ; et une manche se termine aussi quand une main est vide après l'épuisement de la pioche.

    Qui connaît les règles portugaises remarquera deux choses de plus. Remélanger la défausse, une variante là-bas, est activé ici sauf si l'hôte de la table le désactive. Et après une botte ou un coup fourré, tu pioches une carte avant de rejouer.

rules-1000_milhas-2-title = Les cartes
rules-1000_milhas-2-body =
    Avec les cartes contresens, le jeu compte 121 cartes ; sans elles, 106.

    Cartes distance : 25 bornes, dix cartes ; 50 bornes, dix cartes ; 75 bornes, dix cartes ; 100 bornes, douze cartes ; 200 bornes, quatre cartes.

    Cartes attaque : feu rouge, cinq cartes ; limite de vitesse, quatre cartes ; panne d'essence, crevaison et accident, trois cartes chacun ; et avec l'option, contresens, six cartes.

    Cartes parade : feu vert, quatorze cartes ; fin de limite de vitesse, essence, roue de secours et réparations, six cartes chacune ; et avec l'option, fin de contresens, neuf cartes.

    Les bottes, une de chaque : véhicule prioritaire, citerne, increvable et as du volant.

rules-1000_milhas-3-title = Les attaques
rules-1000_milhas-3-body =
    Quand tu joues une attaque, tu choisis la voiture visée. Seules les voitures que l'attaque peut viser selon les règles sont proposées, chacune avec ses bornes. S'il n'y en a qu'une, l'attaque la vise directement.

    Une même attaque ne se répète pas, et une voiture dont le camp a joué la botte correspondante est hors d'atteinte de cette attaque jusqu'à la fin de la manche.

    Une limite de vitesse et un contresens peuvent se jouer sur n'importe quelle voiture, même à l'arrêt.

    Les autres attaques dépendent de l'option cumul des problèmes. Désactivée, par défaut : elles ne peuvent pas se jouer sur une voiture à l'arrêt, y compris au début d'une manche. Activée : toute voiture peut être attaquée, les problèmes s'accumulent, et la voiture ne repart que lorsqu'ils sont tous réglés.

rules-1000_milhas-4-title = Les cartes contresens
rules-1000_milhas-4-body =
    Une option de l'hôte de la table, désactivée sauf choix contraire, comme dans les règles portugaises, où c'est une variante. Avec elle, six cartes contresens rejoignent les attaques et neuf cartes fin de contresens rejoignent les parades.

    Le contresens n'arrête pas ta voiture : il la fait rouler à l'envers. Tant qu'il dure, chaque carte distance que tu joues est retirée de tes bornes au lieu d'y être ajoutée, et tu perds autant de points. Tu ne recules jamais au-delà du départ.

    Une carte 200 jouée à l'envers compte quand même comme l'une de tes deux cartes 200, et elle te fait perdre la prime d'arrivée sans 200.

    Le contresens peut se jouer à tout moment, même sur une voiture à l'arrêt, comme une limite de vitesse. L'as du volant en protège. Le contresens et la fin de contresens font le même son : vérifie l'état de ta voiture.

rules-1000_milhas-5-title = La fin d'une manche
rules-1000_milhas-5-body =
    Une manche se termine aussitôt qu'une voiture atteint exactement mille bornes. Cette voiture gagne la manche et ses primes sont comptées.

    Avec l'option remélanger la défausse activée, les cartes jouées sont mélangées en une nouvelle pioche chaque fois qu'elle est épuisée. Les bottes ne retournent jamais dans la pioche. Si la pioche a été refaite vingt fois dans une même manche, elle n'est plus refaite. Les règles portugaises font du remélange une variante ; ici, il est activé sauf si l'hôte de la table le désactive.

    Avec l'option remélanger la défausse désactivée, comme dans les règles portugaises sans la variante, une fois la pioche vide, les joueurs jouent les cartes de leur main sans piocher, et la manche se termine dès que la main d'un joueur est vide, sans vainqueur et sans primes.

rules-1000_milhas-6-title = Ce que choisit l'hôte de la table
rules-1000_milhas-6-body =
    Score à atteindre : les points qui terminent la partie, de mille à cinq cent mille ; cinq mille d'habitude.

    Cumul des problèmes : permet de jouer n'importe quelle attaque sur une voiture à l'arrêt, les problèmes s'accumulant alors. Désactivé sauf choix contraire.

    Remélanger la défausse : les cartes jouées retournent dans la pioche quand elle est épuisée. Activé sauf choix contraire, bien que les règles portugaises en fassent une variante.

    Cartes contresens : ajoute au jeu le contresens et la fin de contresens. Désactivé sauf choix contraire.

    Jouer en équipes : proposé seulement à quatre, six, huit ou neuf joueurs, suivi du nombre d'équipes quand le nombre de joueurs permet deux répartitions. L'hôte de la table choisit aussi le niveau et le nom de chaque joueur ordinateur.

rules-1000_milhas-7-title = Un tour de jeu
rules-1000_milhas-7-body =
    Ton tour commence avec six cartes en main. D'abord tu pioches une carte, et tu en as sept. Aucune carte n'est acceptée avant que tu aies pioché.

    Ensuite tu joues une carte, ou tu en défausses une, et ta main revient à six. Le tour passe au joueur suivant. Tu peux toujours défausser, même une carte que tu pourrais jouer.

    Quand la pioche est vide et n'est pas remélangée, il n'y a plus rien à piocher : tu joues ou défausses une carte de ta main, et la manche se termine dès que la main d'un joueur est vide.

rules-1000_milhas-8-title = Les bottes
rules-1000_milhas-8-body =
    Le véhicule prioritaire protège des feux rouges et des limites de vitesse, et ta voiture n'a plus jamais besoin de feu vert pendant cette manche. La citerne protège de la panne d'essence. L'increvable protège de la crevaison. L'as du volant protège de l'accident et du contresens.

    Une botte répare son problème si ta voiture l'a, protège ton camp jusqu'à la fin de la manche, et vaut 100 points. Tu peux la jouer à tout moment pendant ton tour, après avoir pioché.

    Après une botte, tu rejoues, mais tu pioches d'abord une carte. Les règles portugaises te laissent jouer une autre carte aussitôt, sans piocher ; ce jeu te donne un tour complet de plus, pioche puis joue ou défausse, comme dans { preset-1000_miles }.

    Une botte jouée pendant ton tour contre une panne la répare comme le ferait sa parade : ta voiture a toujours besoin d'un feu vert, sauf si elle a le véhicule prioritaire. Seul le coup fourré dispense du feu vert.

    Ne te précipite pas pour jouer une botte : gardée en main, elle peut valoir 400 points avec un coup fourré.

rules-1000_milhas-9-title = Le coup fourré
rules-1000_milhas-9-body =
    Quand une attaque vise ta voiture et que tu as en main la botte qui y répond, tu peux jouer cette botte aussitôt, même si ce n'est pas ton tour. Le délai reste ouvert jusqu'à ce que le joueur suivant pioche ou joue ; à deux joueurs, ce joueur suivant, c'est toi : ta propre pioche le ferme.

    L'attaque est annulée comme si elle n'avait jamais été posée : pas de panne à réparer, pas de feu vert à attendre. La botte te protège comme d'habitude. Tu marques 400 points : 100 pour la botte et 300 pour le coup fourré.

    Ensuite, là où les règles portugaises te laissent jouer une autre carte aussitôt, ce jeu te fait piocher une carte pour revenir à six, puis jouer un tour complet : pioche, puis joue ou défausse. Le jeu reprend à partir de toi, donc les joueurs assis entre l'attaquant et toi perdent leur tour.

    En équipes, la botte dans la main d'un coéquipier protège toute la voiture, donc le coup fourré peut venir de sa main. Une botte qui n'a pas servi pendant le délai peut encore être jouée plus tard comme une botte ordinaire.

## Classic

rules-classic-1-title = Le but du jeu
rules-classic-1-body =
    Fonce jusqu'au bout du parcours, et arrête tous les autres en chemin.

    Le parcours fait exactement mille bornes à quatre joueurs, et sept cents bornes sinon, avec la possibilité de continuer jusqu'à mille.

    Le premier camp qui atteint cinq mille points au fil des manches gagne la partie. Si plusieurs camps y arrivent pendant la même manche, celui qui a le plus de points gagne ; en cas d'égalité en tête, on joue une manche de plus.

rules-classic-2-title = Joueurs et équipes
rules-classic-2-body =
    On joue chacun pour soi de deux à quatre joueurs. À quatre, on peut aussi jouer en deux équipes de deux, et à six, on joue toujours en trois équipes de deux.

    Une équipe conduit une seule voiture et partage ses bornes, ses problèmes, ses bottes et ses points ; chaque joueur garde sa propre main. Les équipes se forment en choisissant ses coéquipiers par leur nom, comme dans { preset-1000_miles }, et les places alternent entre les équipes.

rules-classic-3-title = Les cartes
rules-classic-3-body =
    Le jeu compte 106 cartes. Le jeu emploie les mêmes noms de cartes pour toutes les règles.

    Distance : 25, 50 et 75 bornes, dix cartes chacune ; 100 bornes, douze cartes ; 200 bornes, quatre cartes.

    Attaques : feu rouge, cinq cartes ; limite de vitesse, quatre cartes ; panne d'essence, crevaison et accident, trois cartes chacun.

    Parades : feu vert, quatorze cartes ; fin de limite de vitesse, essence, roue de secours et réparations, six cartes chacune.

    Bottes, une de chaque : véhicule prioritaire, citerne, increvable et as du volant.

rules-classic-4-title = Un tour de jeu
rules-classic-4-body =
    Ta carte du tour est piochée pour toi au début de ton tour, et tu as donc sept cartes.

    Ensuite, joue une carte ou jettes-en une, pour toujours garder six cartes. Tu peux jeter une carte que tu pourrais jouer.

    Quand la pioche est vide, il n'y a plus rien à piocher : chacun joue les cartes qui lui restent en main, et un joueur qui n'a plus de cartes passe son tour.

rules-classic-5-title = Se mettre en route
rules-classic-5-body =
    Il te faut un feu vert avant de pouvoir jouer des bornes. Chaque voiture commence chaque manche en attendant un feu vert.

    Rien ne peut te faire dépasser le bout du parcours, et tu ne peux jouer que deux cartes 200 par manche.

    Sous une limite de vitesse, tu ne peux jouer que des 25 et des 50 bornes, jusqu'à une fin de limite de vitesse.

rules-classic-6-title = Attaques et parades
rules-classic-6-body =
    Les attaques se jouent sur un adversaire qui roule, jamais sur une voiture déjà à l'arrêt, et jamais deux fois la même attaque.

    Le feu rouge se répare par un feu vert. La panne d'essence se répare par l'essence, puis un feu vert. La crevaison se répare par la roue de secours, puis un feu vert. L'accident se répare par les réparations, puis un feu vert. La limite de vitesse se répare par une fin de limite de vitesse, et la voiture continue de rouler.

    Un feu vert est refusé tant qu'une panne n'est pas encore réparée.

rules-classic-7-title = Les bottes
rules-classic-7-body =
    Il y a une seule botte de chaque sorte. Une botte protège ton camp jusqu'à la fin de la manche, supprime son attaque si tu l'as, et te donne un tour de plus. Chacune vaut 100 points.

    Le véhicule prioritaire couvre le feu rouge et la limite de vitesse, et avec lui tu n'as plus jamais besoin de feu vert pendant cette manche. La citerne couvre la panne d'essence. L'increvable couvre la crevaison. L'as du volant couvre l'accident.

    Une botte jouée pendant ton tour contre une panne la supprime, mais il te faut encore un feu vert, sauf si tu as le véhicule prioritaire.

rules-classic-8-title = Le coup fourré
rules-classic-8-body =
    Quand une attaque est jouée contre ton camp et que tu as sa botte en main, renvoie-la aussitôt, dans les cinq secondes, même hors de ton tour.

    L'attaque est jetée comme si elle n'avait jamais été posée. Tu pioches pour revenir à six cartes, et c'est à toi de jouer ensuite : les joueurs entre l'attaquant et toi perdent leur tour.

    Un coup fourré vaut 300 points de plus que les 100 de la botte.

rules-classic-9-title = La fin d'une manche et d'une partie
rules-classic-9-body =
    Une manche se termine quand un camp atteint exactement le bout du parcours, ou quand la pioche et toutes les mains sont vides. Les scores sont comptés à chaque manche, que quelqu'un soit arrivé ou non.

    La partie se termine quand un camp atteint le score à atteindre, cinq mille points sauf autre choix de l'hôte de la table ; le meilleur score gagne.

    Dans Classique, la défausse n'est pas remélangée et les problèmes ne s'accumulent pas, sauf autre choix de l'hôte de la table.

rules-classic-10-title = Le décompte des points
rules-classic-10-body =
    À chaque manche : chaque borne vaut un point ; chaque botte, 100 points ; les quatre bottes pour un même camp, 300 de plus ; chaque coup fourré, 300 de plus.

    Au camp qui termine le parcours : voyage terminé, 400 points ; arrivée après l'épuisement de la pioche, 300 de plus ; arrivée sans jouer de carte 200, 300 de plus ; arrivée avant que quiconque ait parcouru une seule borne, 500 de plus.

rules-classic-11-title = L'allonge
rules-classic-11-body =
    À deux, trois ou six joueurs, le parcours fait sept cents bornes. Le premier camp qui atteint 700 choisit : s'arrêter là, et la manche se termine, ou continuer jusqu'à mille.

    Si le camp continue, le premier camp qui atteint mille marque le voyage. Si c'est le camp qui a choisi de continuer, il marque 200 points de plus. Sinon, chacun des autres camps marque 200 points à sa place.

## Mile by Mile

rules-mile_by_mile-1-title = Le but du jeu
rules-mile_by_mile-1-body =
    Sois le premier à atteindre exactement la ligne d'arrivée. Le parcours fait mille bornes, ou sept cents si l'hôte de la table a choisi le parcours court.

    La première voiture qui atteint le bout du parcours gagne la course. La partie est gagnée par le premier joueur qui remporte autant de courses que l'hôte de la table l'a choisi : une course, sauf s'il en a choisi davantage, jusqu'à dix. On ne compte pas de points.

    On joue de deux à six, toujours chacun pour soi : { preset-mile_by_mile } n'a pas d'équipes.

rules-mile_by_mile-2-title = Les cartes
rules-mile_by_mile-2-body =
    Le jeu compte 104 cartes, ou 105 avec la carte retrait des protections.

    Distance : 25, 50 et 75 bornes, dix cartes chacune ; 100 bornes, douze cartes ; 200 bornes, quatre cartes.

    Départ, dix cartes. Essence, roue de secours, réparations, fin de demi-tour et fin de limite de vitesse, quatre cartes chacune.

    Stop, accident, demi-tour, panne d'essence, crevaison et limite de vitesse, deux cartes chacune.

    Six protections, une carte chacune : protection stop, protection essence, protection limite de vitesse, protection accident, protection demi-tour et protection pneus.

    Tour perdu, dix cartes. Et si l'hôte de la table l'a choisie, une carte retrait des protections.

rules-mile_by_mile-3-title = Un tour de jeu
rules-mile_by_mile-3-body =
    À ton tour, tu pioches d'abord une carte, et tu en as sept, puis tu utilises une carte : tu la joues ou tu la défausses. Ensuite le tour passe au joueur suivant.

    Si la carte que tu joues ne peut pas servir, elle n'est pas refusée : elle est défaussée et ton tour est fini. Par exemple, une panne d'essence jouée sur une voiture déjà en panne d'essence est simplement jetée, tout comme un départ joué alors que ta voiture est en panne.

rules-mile_by_mile-4-title = Démarrer et rouler
rules-mile_by_mile-4-body =
    Chaque voiture commence la course à l'arrêt, et il lui faut une carte départ avant de pouvoir avancer.

    Après un stop, un accident, une crevaison ou une panne d'essence, la voiture est arrêtée : répare-la d'abord, puis joue un départ pour rouler de nouveau.

    Tu dois atteindre l'arrivée exactement : une carte distance qui te la ferait dépasser ne peut pas servir. Il n'y a pas de limite aux cartes 200.

    Sous une limite de vitesse, seules les cartes 25 et 50 bornes peuvent se jouer, jusqu'à une fin de limite de vitesse.

rules-mile_by_mile-5-title = Les attaques
rules-mile_by_mile-5-body =
    Le stop, l'accident, la panne d'essence, la crevaison, la limite de vitesse et le demi-tour se jouent sur la voiture d'un adversaire, que tu choisis parmi les voitures que l'attaque peut viser.

    Les problèmes s'accumulent : une voiture peut être attaquée même si elle est déjà à l'arrêt, et elle ne repart que lorsque tous ses problèmes sont réglés. Une même attaque ne peut pas se jouer deux fois sur une voiture, et une voiture qui a la protection correspondante ne peut pas la recevoir.

    Le demi-tour fait faire demi-tour à une voiture : ses cartes distance la ramènent vers le départ au lieu de la faire avancer, jamais en dessous de zéro.

rules-mile_by_mile-6-title = Les parades
rules-mile_by_mile-6-body =
    L'essence répare la panne d'essence, la roue de secours la crevaison, les réparations l'accident : après chacune, la voiture a encore besoin d'un départ.

    Le départ fait démarrer une voiture arrêtée une fois que plus rien d'autre ne va mal. La fin de demi-tour répare le demi-tour, et la fin de limite de vitesse répare la limite de vitesse ; après elles, la voiture continue aussitôt.

rules-mile_by_mile-7-title = Les protections
rules-mile_by_mile-7-body =
    Chaque protection répare son problème si ta voiture l'a, et t'en protège jusqu'à la fin de la course. Après avoir joué une protection, tu as un tour de plus : pioche une carte et utilises-en une autre.

    Protection stop : tu n'as plus jamais besoin d'un départ. Protection essence : tu ne tombes jamais en panne d'essence. Protection limite de vitesse : personne ne peut limiter ta vitesse. La protection accident, la protection demi-tour et la protection pneus protègent de la même façon de leurs problèmes.

rules-mile_by_mile-8-title = Tour perdu et retrait des protections
rules-mile_by_mile-8-body =
    Tour perdu : le joueur suivant perd son tour.

    Retrait des protections, si l'hôte de la table l'a mis dans le jeu : joué sur la voiture d'un adversaire, il enlève toutes les protections de cette voiture.

rules-mile_by_mile-9-title = La fin d'une course
rules-mile_by_mile-9-body =
    Une course se termine aussitôt qu'une voiture atteint exactement le bout du parcours ; cette voiture gagne la course.

    Quand la pioche est épuisée, les cartes jouées sont mélangées en une nouvelle pioche, donc une course ne se termine que lorsque quelqu'un arrive. Si la pioche a été refaite vingt fois dans une même course, elle n'est plus refaite ; chacun joue alors les cartes de sa main, et la course se termine sans vainqueur quand toutes les mains sont vides.

rules-mile_by_mile-10-title = Gagner la partie
rules-mile_by_mile-10-body =
    Les courses se jouent l'une après l'autre, et le premier tour passe au joueur suivant à chaque course. Le premier joueur qui gagne le nombre de courses choisi par l'hôte de la table gagne la partie.

rules-mile_by_mile-11-title = Ce que choisit l'hôte de la table
rules-mile_by_mile-11-body =
    Courses à gagner : de 1 à 10 ; 1 sauf choix contraire.

    Parcours : mille bornes, ou sept cents pour une course plus courte.

    Retrait des protections : ajoute au jeu une cent cinquième carte. Désactivé sauf choix contraire.

    Le cumul des problèmes et le remélange de la défausse sont activés dans { preset-mile_by_mile } ; l'hôte de la table peut les désactiver. Il choisit aussi le niveau et le nom de chaque joueur ordinateur.

## Keys, the same for every set of rules

rules-common-keys-title = Les touches
rules-common-keys-body =
    F1 annonce les touches de l'écran où tu te trouves, à tout moment, en partie aussi.

    En partie : les flèches gauche et droite parcourent ta main, Début et Fin vont à la première et à la dernière carte, et les chiffres de 1 à 7 vont directement à une carte. Espace pioche. Entrée joue la carte ; Retour arrière, ou Majuscule plus Entrée, la défausse. D joue le coup fourré. H lit toute ta main. F2 donne l'état de ta voiture et de la partie, F3 toutes les voitures, F4 les scores, F5 les bottes et les cartes vues, F6 le dernier coup de chaque joueur. Échap ouvre le menu pause, où tu peux quitter la partie : elle reste enregistrée.

    Dans les menus : les flèches haut et bas se déplacent, Entrée choisit, Échap revient en arrière, Début et Fin vont au premier et au dernier élément, et une lettre saute à l'élément suivant qui commence par elle. Les flèches gauche et droite changent une valeur, Page précédente et Page suivante la changent beaucoup.

    Virgule et Point lisent les messages plus anciens et plus récents ; avec Majuscule, le plus ancien et le plus récent. Contrôle plus R répète le dernier message. Contrôle seul fait taire la parole.

    F7 et F8 baissent et montent le volume des effets sonores ; F9 et F10 baissent et montent le volume général.

    Dans ces règles : haut et bas choisissent une section, Entrée lit toute la section, droite et gauche la lisent paragraphe par paragraphe.
