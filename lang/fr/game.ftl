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
car-team = l'équipe { $names }
    .start = L'équipe { $names }
list-and = { $first } et { $last }

## Events
event-round-started = Manche { $round }. { $who ->
    [you] Tu commences.
   *[other] { $player } commence.
} Parcours : { $trip } bornes.
event-your-turn-draw = À toi de jouer : pioche.
event-your-turn = À toi de jouer.
# Also: $card_gender
event-you-drew = Tu pioches { $card }.
event-reshuffled = Défausse remélangée : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} dans la pioche.
event-pile-empty = La pioche est vide.
event-pile-empty-final = La pioche est vide jusqu'à la fin de la manche.
# Also: $card $card_a $card_gender
event-moved = { $who ->
    [you] Tu avances de { $miles } bornes, { $total } au compteur.
   *[other] { $player } avance de { $miles } bornes, { $total } au compteur.
}
# Also: $who $card $card_a $card_gender
event-moved-short = { $player } : { $miles }, à { $total }.
# Also: $card $card_a $card_gender
event-moved-back = { $who ->
    [you] Marche arrière ! Tu perds { $miles } { $miles ->
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
# Also: $card_gender
event-attacked = { $who ->
    [you] Tu joues { $card } contre { $target }.
   *[other] { $player } joue { $card } contre { $target }.
}{ $victim ->
    [you] { $stopped ->
        [yes] {" "}Tu es à l'arrêt.
       *[no] {""}
    }
   *[other] {""}
}
# Also: $who $card_gender $victim $stopped
event-attacked-short = { $player } : { $card } contre { $target }.
# Also: $card_gender
event-defended = { $who ->
    [you] Tu joues { $card }.
   *[other] { $player } joue { $card }.
}{ $stopped ->
    [yes] {" "}Toujours à l'arrêt.
   *[no] {" "}En route.
}
# Also: $who $card_gender $stopped
event-defended-short = { $player } : { $card }.
# Also: $card_gender
event-safety = { $who ->
    [you] Botte ! Tu joues { $card } : { $points ->
        [0] un tour de plus.
       *[other] { $points } points et un tour de plus.
    }
   *[other] Botte ! { $player } joue { $card } : { $points ->
        [0] un tour de plus.
       *[other] { $points } points et un tour de plus.
    }
}
# Also: $attack_a $attack_gender
# The article is chosen by gender; « accident » (the only attack that can be answered and
# that starts with a vowel) takes « l' ».
event-trick-chance = Coup fourré ! Appuie sur D pour parer { $attack ->
    [accident] l'accident
   *[other] { $attack_gender ->
        [feminine] la { $attack }
       *[other] le { $attack }
    }
}.
# Also: $card_gender $attack_a $attack_gender
event-trick = { $who ->
    [you] Coup fourré ! Tu pares { $attack ->
        [accident] l'accident
       *[other] { $attack_gender ->
            [feminine] la { $attack }
           *[other] le { $attack }
        }
    } avec { $card } : { $points } points. À toi de jouer.
   *[other] Coup fourré ! { $player } pare { $attack ->
        [accident] l'accident
       *[other] { $attack_gender ->
            [feminine] la { $attack }
           *[other] le { $attack }
        }
    } avec { $card } : { $points } points.
}
# Also: $card_gender
event-discarded = { $who ->
    [you] Tu défausses { $card }.
   *[other] { $player } défausse { $card }.
}
# Also: $who $card $card_gender
event-discarded-short = { $player } défausse.
# Also: $card_gender
event-wasted = { $who ->
    [you] Carte perdue : tu défausses { $card_a }. { $reason }
   *[other] Carte perdue : { $player } défausse { $card_a }. { $reason }
}
event-skipped-card = { $who ->
    [you] Tu perds ce tour.
   *[other] { $player } perd un tour.
}
event-skipped-empty = { $who ->
    [you] Plus de cartes : tu passes.
   *[other] { $player } n'a plus de cartes et passe.
}
event-skip-played = { $who ->
    [you] Tu joues un tour perdu :
   *[other] { $player } joue un tour perdu :
} { $victim ->
    [you] tu perds ton prochain tour.
   *[other] { $skipped } perd un tour.
}
event-protections-removed = { $who ->
    [you] Tu retires { $count ->
        [one] la protection
       *[other] { $count } protections
    } à { $target }.
   *[other] { $target ->
        [toi] { $player } te retire { $count ->
            [one] ta protection
           *[other] { $count } protections
        }.
       *[other] { $player } retire { $count ->
            [one] la protection
           *[other] { $count } protections
        } à { $target }.
    }
}
event-extension-offered = { $who ->
    [you] 700 bornes ! T'arrêter ici et finir la manche, ou continuer jusqu'à { 1000 } ? Appuie sur Entrée pour choisir.
   *[other] { $player } atteint 700 bornes et choisit : continuer ou s'arrêter.
}
event-extension-chosen = { $go_on ->
    [yes] { $who ->
        [you] Tu continues jusqu'à { 1000 } bornes.
       *[other] { $player } continue jusqu'à { 1000 } bornes.
    }
   *[no] { $who ->
        [you] Tu t'arrêtes à 700 bornes.
       *[other] { $player } s'arrête à 700 bornes.
    }
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
score-points = { $car } { $points }
score-races = { $car } { $races ->
    [one] { $races } course
   *[other] { $races } courses
}

## Status keys
status-none = aucune
status-needs-green = en attente d'{ $go_a }
status-no-problems = aucun problème
need-card = { $card }
need-nothing = plus aucune parade dans ce jeu de cartes
need-miles = encore { $miles } bornes
status-turn = { $who ->
    [you] À toi de jouer.
   *[other] À { $player } de jouer.
}
status-car = Tu es à { $miles } { $miles ->
    [one] borne
   *[other] bornes
}, encore { $left }. État : { $problems }. Prochaine étape : { $need }. Bottes : { $safeties }. Cartes 200 jouées : { $two_hundreds }. { $direction ->
    [backwards] En marche arrière.
   *[forwards] En marche avant.
}
status-game = Manche { $round }, { $pile ->
    [one] { $pile } carte
   *[other] { $pile } cartes
} dans la pioche, parcours de { $trip } bornes.
status-other-car = { $car } : { $miles } { $miles ->
    [one] borne
   *[other] bornes
}, { $problems }{ $safeties ->
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
status-hand = { $count ->
    [0] Ta main est vide.
    [one] 1 carte : { $cards }.
   *[other] { $count } cartes : { $cards }.
}

## The play screen
play-resumed = Partie reprise.
play-back = Retour à la partie.
play-next-round-prompt = Appuie sur Entrée pour la manche suivante.
play-match-over-prompt = Appuie sur Entrée pour revenir au menu.
play-trick-closed-by-draw = En piochant, tu as toi-même fermé le coup fourré. La prochaine fois, appuie sur D avant de piocher.
play-held = { $seconds ->
    [one] Tu joues dans 1 seconde : un coup fourré peut encore venir.
   *[other] Tu joues dans { $seconds } secondes : un coup fourré peut encore venir.
}
play-hand-empty = Ta main est vide.
play-card = { $card }, { $position } sur { $count }
play-no-card-number = Pas de carte { $number } : { $count ->
    [0] ta main est vide.
   *[other] tu en as { $count }.
}
play-target = { $car }, { $miles } { $miles ->
    [one] borne
   *[other] bornes
}
play-confirm-discard-safety = Défausser une botte : { $card } ? En coup fourré, elle vaut 400 points.
play-extension-question = 700 bornes atteintes.
play-extension-go-on = Continuer jusqu'à { 1000 } bornes
play-extension-stop = S'arrêter à 700 et finir la manche
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
help-play-f6 = le dernier coup de chaque joueur
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
reason-target_protected = Cette voiture est protégée par une botte.
reason-target_has_it = Cette voiture a déjà cette attaque.
reason-target_stopped = Cette voiture est déjà à l'arrêt.
reason-no_protections = Cette voiture n'a aucune protection.
reason-needs_green_light = Il te faut d'abord { $go_a }.
reason-red_light = Tu es à l'arrêt : joue { $go_a }.
reason-broken_down = Tu es en panne : répare d'abord.
reason-speed_limit = Limite de vitesse : seulement 25 et 50.
reason-past_trip = Tu dépasserais la fin du parcours.
reason-third_200 = Seulement deux 200 par manche.
reason-nothing_to_cure = Cette carte n'a rien à réparer.
reason-repair_first = Répare la panne, puis joue { $go_a }.
reason-no_window = Pas de coup fourré possible maintenant.
reason-not_your_side = Cette attaque ne visait pas ta voiture.
reason-not_the_answer = Cette botte ne pare pas cette attaque.
reason-window_open = Attends : un coup fourré est encore possible.
reason-window_not_timed = Le coup fourré reste possible jusqu'à la prochaine pioche.
reason-not_extension = Il n'y a rien à choisir maintenant.
reason-extension_pending = En attente du choix à 700 bornes.
reason-not_owner = Seul l'hôte de la table lance la manche suivante.
reason-unknown_action = Impossible de faire cela.
