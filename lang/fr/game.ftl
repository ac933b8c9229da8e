# French translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Narration du jeu, touches d'état et refus. $who et $victim valent « you » ou « other » ;
# $player est le nom d'un joueur. Un argument carte comme $card contient les mots de la carte
# (cards.ftl, souvent sa forme .a) et $card_gender son genre ; $attack est le nom simple,
# $attack_a la forme objet, $attack_gender son genre.
# Les nombres s'écrivent sans séparateur de milliers (language.ini : grouping = no) : « 5000 »
# est mieux lu par les synthèses vocales que « 5 000 » avec une espace insécable fine. Un grand
# nombre écrit dans le texte même s'écrit { 1000 }.
# La forme de car-you (« toi ») sert aussi de clé de sélecteur dans event-protections-removed.

## Cars and lists
car-you = toi
    .start = Toi
car-your-team = ton équipe
    .start = Ton équipe
car-team = l'équipe { $name }
    .start = L'équipe { $name }
car-other-team = l'autre équipe
    .start = L'autre équipe
car-that = cette voiture
    .start = Cette voiture
list-and = { $first } et { $last }

## Events
event-round-started = Manche { $round }. { $who ->
    [you] Tu commences.
    [partner] Ton partenaire { $player } commence.
   *[other] { $player } commence.
} Parcours : { $trip } bornes.
event-turn-order = Ordre de jeu : { $list }.
turn-order-you = toi
event-partners = { $count ->
    [one] Ton partenaire : { $names }.
   *[other] Tes partenaires : { $names }.
}
event-team-members = { $team } : { $names }.
event-your-turn-draw = À toi de jouer : pioche.
event-your-turn = À toi de jouer.
event-your-turn-trick = À toi de jouer : D pour le coup fourré, ou pioche.
# Also: $card_gender
event-you-drew = Tu pioches { $card }.
event-reshuffled = Défausse remélangée : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} dans la pioche.
event-pile-empty = La pioche est vide.
event-pile-empty-final = La pioche est vide jusqu'à la fin de la manche.
event-moved = { $who ->
    [you] Tu avances de { $miles } bornes, { $total } au compteur.
    [partner] Ton partenaire { $player } avance de { $miles } bornes, { $total } au compteur.
   *[other] { $player } avance de { $miles } bornes, { $total } au compteur.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player } : { $miles }, à { $total }.
event-moved-back = { $who ->
    [you] Marche arrière ! Tu perds { $miles } { $miles ->
        [one] borne
       *[other] bornes
    }, { $total } au compteur.
    [partner] Marche arrière ! Ton partenaire { $player } perd { $miles } { $miles ->
        [one] borne
       *[other] bornes
    }, { $total } au compteur.
   *[other] Marche arrière ! { $player } perd { $miles } { $miles ->
        [one] borne
       *[other] bornes
    }, { $total } au compteur.
}
# Also: $who $card $card_a $card_gender
event-moved-back-short = { $player } : recule de { $miles }, à { $total }.
event-attacked = { $who ->
    [you] Tu joues { $card } contre { $target }.
    [partner] Ton partenaire { $player } joue { $card } contre { $target }.
   *[other] { $player } joue { $card } contre { $target }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}Tu es à l'arrêt.
       *[no] {""}
    }{ $backwards ->
        [yes] {" "}Tu roules maintenant en marche arrière.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player } : { $card } contre { $target }.
event-defended = { $who ->
    [you] Tu joues { $card }.
    [partner] Ton partenaire { $player } joue { $card }.
   *[other] { $player } joue { $card }.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Tu roules de nouveau en marche avant.
       *[other] {" "}De nouveau en marche avant.
    }
   *[no] {""}
}{ $stopped ->
    [yes] {" "}Toujours à l'arrêt.
   *[no] { $forwards ->
        [yes] {""}
       *[no] {" "}En route.
    }
}
# Also: $who $card_gender $stopped
event-defended-short = { $player } : { $card }.
event-safety = { $kind ->
    [protection] Protection !
   *[safety] Botte !
} { $who ->
    [you] Tu joues { $card } :
    [partner] Ton partenaire { $player } joue { $card } :
   *[other] { $player } joue { $card } :
} { $points ->
    [0] un tour de plus.
   *[other] { $points } points et un tour de plus.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Tu roules de nouveau en marche avant.
       *[other] {" "}De nouveau en marche avant.
    }
   *[no] {""}
}
event-safety-short = { $player } : { $kind ->
    [protection] protection
   *[safety] botte
}, { $card }.
# The article is chosen by gender; « accident » (the only attack that can be answered and
# that starts with a vowel) takes « l' ».
event-trick-chance = Coup fourré ! Appuie sur D pour parer { $attack ->
    [accident] l'accident
   *[other] { $attack_gender ->
        [feminine] la { $attack }
       *[other] le { $attack }
    }
} avec { $card_gender ->
    [feminine] ta
   *[other] ton
} { $card }.
event-trick-passed = L'occasion d'un coup fourré est passée.
event-trick = { $who ->
    [you] Coup fourré ! Tu pares { $attack ->
        [accident] l'accident
       *[other] { $attack_gender ->
            [feminine] la { $attack }
           *[other] le { $attack }
        }
    } avec { $card } : { $points } points.
    [partner] Coup fourré ! Ton partenaire { $player } pare { $attack ->
        [accident] l'accident
       *[other] { $attack_gender ->
            [feminine] la { $attack }
           *[other] le { $attack }
        }
    } avec { $card } : { $points } points.
   *[other] Coup fourré ! { $player } pare { $attack ->
        [accident] l'accident
       *[other] { $attack_gender ->
            [feminine] la { $attack }
           *[other] le { $attack }
        }
    } avec { $card } : { $points } points.
}{ $forwards ->
    [yes] { $victim ->
        [you] {" "}Tu roules de nouveau en marche avant.
       *[other] {""}
    }
   *[no] {""}
}
event-trick-short = { $player } : coup fourré contre { $attack_a }, avec { $card }.
event-discarded = { $who ->
    [you] Tu défausses { $card }.
    [partner] Ton partenaire { $player } défausse { $card }.
   *[other] { $player } défausse { $card }.
}
event-discarded-short = { $player } : défausse { $card }.
event-wasted = { $who ->
    [you] Carte perdue : tu défausses { $card_a }. { $reason }
    [partner] Carte perdue : ton partenaire { $player } défausse { $card_a }. { $reason }
   *[other] Carte perdue : { $player } défausse { $card_a }. { $reason }
}
event-wasted-short = { $player } : carte perdue, { $card }.
event-skipped-card = { $who ->
    [you] Tu perds ce tour.
    [partner] Ton partenaire { $player } perd un tour.
   *[other] { $player } perd un tour.
}
event-skipped-card-short = { $player } : perd un tour.
event-skipped-empty = { $who ->
    [you] Plus de cartes : tu passes.
    [partner] Ton partenaire { $player } n'a plus de cartes et passe.
   *[other] { $player } n'a plus de cartes et passe.
}
event-skipped-empty-short = { $player } : plus de cartes, passe.
event-skip-played = { $who ->
    [you] Tu joues un tour perdu :
    [partner] Ton partenaire { $player } joue un tour perdu :
   *[other] { $player } joue un tour perdu :
} { $victim ->
    [you] tu perds ton prochain tour.
    [partner] ton partenaire { $skipped } perd un tour.
   *[other] { $skipped } perd un tour.
}
event-skip-played-short = { $player } : tour perdu pour { $skipped }.
event-protections-removed = { $who ->
    [you] Tu retires { $count ->
        [one] la protection
       *[other] { $count } protections
    } à { $target }.
   *[other] { $target ->
        [toi] { $who ->
            [partner] Ton partenaire { $player } te retire
           *[other] { $player } te retire
        } { $count ->
            [one] ta protection
           *[other] { $count } protections
        }.
       *[other] { $who ->
            [partner] Ton partenaire { $player } retire
           *[other] { $player } retire
        } { $count ->
            [one] la protection
           *[other] { $count } protections
        } à { $target }.
    }
}
event-protections-removed-short = { $player } : retire { $count ->
    [one] la protection
   *[other] { $count } protections
} à { $target }.
event-extension-offered = { $who ->
    [you] 700 bornes ! T'arrêter ici et finir la manche, ou continuer jusqu'à { 1000 } ? Appuie sur Entrée pour choisir.
    [partner] Ton partenaire { $player } atteint 700 bornes et choisit : continuer ou s'arrêter. Tu peux aussi choisir : appuie sur Entrée.
   *[other] { $player } atteint 700 bornes et choisit : continuer ou s'arrêter.
}
event-extension-offered-short = { $player } : 700 bornes, choisit.
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] Tu continues jusqu'à { 1000 } bornes.
        [partner] Ton partenaire { $player } continue jusqu'à { 1000 } bornes.
       *[other] { $player } continue jusqu'à { 1000 } bornes.
    }
   *[no] { $who ->
        [you] Tu t'arrêtes à 700 bornes.
        [partner] Ton partenaire { $player } s'arrête à 700 bornes.
       *[other] { $player } s'arrête à 700 bornes.
    }
}
event-extension-chosen-short = { $player } : { $go_on ->
    [yes] continue jusqu'à { 1000 }.
   *[no] s'arrête à 700.
}
event-round-no-winner = Fin de la manche { $round }, sans vainqueur.
event-round-won = { $victim ->
    [you] Tu gagnes la manche { $round } !
   *[other] { $winner } gagne la manche { $round }.
}
event-match-won = { $victim ->
    [you] Tu gagnes la partie !
   *[other] { $winner } gagne la partie.
}

## Round summary and scores
summary-bonus = { $car } : { $bonus }, { $points } points.
bonus-arrival = arrivée
bonus-coronation = couronnement
bonus-hood = capot
bonus-no_200s = sans 200
bonus-trip = voyage terminé
bonus-delayed_action = arrivée pioche vide
bonus-shutout = capot
bonus-safe_trip = voyage sans 200
bonus-all_safeties = les quatre bottes
bonus-extension = allonge
scores = Scores : { $list }.
summary-races = Courses gagnées : { $list }.
score-points = { $car } { $points }
score-races = { $car } { $races ->
    [one] { $races } course
   *[other] { $races } courses
}

## Status keys
status-none = aucune
status-needs-green = en attente d'{ $go_a }
status-no-problems = aucun problème
status-backwards-word = en marche arrière
need-nothing = plus aucune parade dans ce jeu de cartes
status-turn = { $who ->
    [you] { $step ->
        [draw] À toi de jouer : pioche.
       *[play] À toi de jouer : joue ou défausse.
    }
   *[other] À { $player } de jouer.
}
status-backwards = Tu roules en marche arrière.
status-problems = Problèmes : { $list }.
status-waiting = En attente d'{ $go_a }.
status-rolling = Aucun problème.
status-miles = Tu es à { $miles } { $miles ->
    [one] borne
   *[other] bornes
}, encore { $left }.
status-next = Prochaine étape : { $need }.
status-safeties = Bottes : { $list }.
status-200s = Cartes 200 jouées : { $count }.
status-forwards-again = De nouveau en marche avant.
status-game = Manche { $round }, { $pile ->
    [one] { $pile } carte
   *[other] { $pile } cartes
} dans la pioche, parcours de { $trip } bornes.
status-other-car = { $car } : { $problems }, { $miles } { $miles ->
    [one] borne
   *[other] bornes
}{ $safeties ->
    [0] {""}
    [one] , 1 botte
   *[other] , { $safeties } bottes
}.
status-races = Courses gagnées : { $list }. La partie se gagne en { $target ->
    [one] { $target } course
   *[other] { $target } courses
}.
status-scores = { $list }. Partie en { $limit } points.
status-safeties-played = Bottes jouées : { $list }.
status-safeties-unseen = Bottes pas encore vues : { $list }.
status-attacks-seen = Attaques vues : { $list }.
# Also: $card_a $card_gender
status-attack-seen = { $card }, { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
status-discards = { $count ->
    [one] { $count } carte jouée depuis le dernier mélange.
   *[other] { $count } cartes jouées depuis le dernier mélange.
}
status-no-plays = Personne n'a encore joué.
status-plays-end = Pas de coup plus ancien. F6 encore pour le plus récent.
status-hand = { $count ->
    [0] Ta main est vide.
    [one] 1 carte : { $cards }.
   *[other] { $count } cartes : { $cards }.
}

## The play screen
play-resumed = Partie reprise.
play-back = Retour à la partie.
play-left = Partie enregistrée. Accueil.
play-next-round-prompt = Appuie sur Entrée pour la manche suivante.
play-match-over-prompt = Appuie sur Entrée pour revenir au menu.
play-draw-past-trick = Espace encore pour piocher et renoncer au coup fourré.
play-held = { $seconds ->
    [one] Tu joues dans 1 seconde : un coup fourré peut encore venir.
   *[other] Tu joues dans { $seconds } secondes : un coup fourré peut encore venir.
}
play-hand-empty = Ta main est vide.
play-card = { $card }, { $position } sur { $count }
play-card-backwards = { $card }, { $position } sur { $count } : en marche arrière, jusqu'à { $total }
play-no-card-number = Pas de carte { $number } : { $count ->
    [0] ta main est vide.
   *[other] tu en as { $count }.
}
play-target = { $car }, { $miles } { $miles ->
    [one] borne
   *[other] bornes
}
play-confirm-discard-safety = Défausser une botte : { $card } ? En coup fourré, elle vaut 400 points.
play-safety-kept = Gardée.
play-target-cancelled = Pas jouée : la carte reste dans ta main.
play-extension-question = 700 bornes atteintes.
play-extension-go-on = Continuer jusqu'à { 1000 } bornes
play-extension-stop = S'arrêter à 700 et finir la manche
play-extension-later = Pas encore choisi : appuie sur Entrée pour choisir.
help-play-previous = carte précédente
help-play-next = carte suivante
help-play-first = première carte
help-play-last = dernière carte
help-play-number = aller à cette carte de ta main
    .keys = 1 à 7
help-play-draw = piocher une carte
help-play-play = jouer la carte, ou continuer après une manche
help-play-discard = défausser la carte (aussi Majuscule plus Entrée)
help-play-trick = jouer le coup fourré
help-play-hand = lire toute ta main
help-play-f2 = ta voiture et la partie
help-play-f3 = toutes les voitures
help-play-f4 = les scores
help-play-f5 = bottes et cartes vues, pour compter
help-play-f6 = les derniers coups, du plus récent : appuie encore pour le précédent
help-play-pause = menu pause

## Why a play is refused
reason-game_over = La partie est terminée.
reason-round_over = La manche est terminée : appuie sur Entrée pour la suivante.
reason-not_your_turn = Ce n'est pas ton tour.
reason-draw_first = Pioche d'abord : appuie sur Espace.
reason-already_drew = Tu as déjà pioché.
reason-pile_empty = La pioche est vide.
reason-not_in_hand = Tu n'as pas cette carte.
reason-needs_target = Choisis une voiture à attaquer.
reason-no_target_needed = Cette carte ne vise aucune voiture.
reason-no_such_car = Cette voiture n'existe pas.
reason-own_car = N'attaque jamais ta propre voiture.
reason-target_protected = { $target } a une botte contre { $card_a }.
reason-target_has_it = { $target } a déjà { $card_a }.
reason-target_stopped = { $target } est déjà à l'arrêt.
reason-no_protections = { $target } n'a aucune protection.
reason-needs_green_light = Il te faut d'abord { $go_a }.
reason-red_light = Tu es à l'arrêt : joue { $go_a }.
reason-broken_down = { $family ->
    [gas] Tu es en panne d'essence : joue d'abord { $cure_a }.
    [tire] Tu as une crevaison : joue d'abord { $cure_a }.
    [accident] Tu as eu un accident : joue d'abord { $cure_a }.
   *[other] Tu es en panne : répare d'abord.
}
reason-speed_limit = Limite de vitesse : seulement 25 et 50.
reason-past_trip = Tu dépasserais la fin du parcours.
reason-third_200 = Seulement deux 200 par manche.
reason-nothing_to_cure = Cette carte n'a rien à réparer.
reason-repair_first = { $family ->
    [gas] Tu es en panne d'essence : joue d'abord { $cure_a }, puis { $go_a }.
    [tire] Tu as une crevaison : joue d'abord { $cure_a }, puis { $go_a }.
    [accident] Tu as eu un accident : joue d'abord { $cure_a }, puis { $go_a }.
   *[other] Répare la panne, puis joue { $go_a }.
}
reason-no_window = Pas de coup fourré possible maintenant.
reason-not_your_side = Cette attaque ne visait pas ta voiture.
reason-not_the_answer = Cette botte ne pare pas cette attaque.
reason-window_open = Attends : un coup fourré est encore possible.
reason-window_not_timed = Le coup fourré reste possible jusqu'à la prochaine pioche.
reason-not_extension = Il n'y a rien à choisir maintenant.
reason-extension_pending = En attente du choix à 700 bornes.
reason-not_owner = Seul l'hôte de la table lance la manche suivante.
reason-unknown_action = Impossible de faire cela.
