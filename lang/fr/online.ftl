# French translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Le jeu en ligne (game/ui/online/) : se connecter, héberger une partie, le salon, une table et
# les choix de son hôte, le choix des équipes entre personnes, la discussion, et ce que l'écran
# de jeu ajoute en ligne.

## Jouer en ligne : le menu depuis l'accueil

online-title = Jouer en ligne.
# $address : ce que le joueur a tapé, comme example.org ou 192.168.1.20:8765
online-server = Serveur : { $address }
online-server-none = pas encore choisi
online-server-prompt = Adresse du serveur
online-server-first = Tape d'abord l'adresse du serveur.
online-name = Ton nom : { $name }
online-name-too-long = En ligne, un nom a au plus { $count } caractères : raccourcis d'abord le tien.
online-connect = Se connecter
online-host = Héberger une partie sur cet ordinateur
online-hosting-now = Ton serveur tourne sur le port { $port } : le rejoindre
online-host-port = Port pour héberger : { $port }
online-port-prompt = Numéro de port
online-port-bad = Un port est un nombre de { $low } à { $high }.
online-host-unavailable = Pour héberger, il faut un dossier de réglages, et ce jeu n'en a pas.
opts-announce-arrivals = Annoncer les personnes qui arrivent au salon ou qui le quittent

## Se connecter et héberger

online-connecting = Connexion à { $address }. Échap pour abandonner.
online-connect-retry = { $reason } Nouvel essai { $seconds ->
    [one] dans une seconde
   *[other] dans { $seconds } secondes
}. Échap pour abandonner.
online-cancelled = Pas connecté.
online-host-starting = Démarrage de ton serveur sur le port { $port }.
online-host-failed = Ton serveur n'a pas pu démarrer sur le port { $port } : { $error }. Un autre programme utilise peut-être ce port : choisis-en un autre.
online-host-started = Ton serveur tourne. { $count ->
    [0] Aucune adresse réseau trouvée : seulement depuis cet ordinateur, sur localhost, port { $port }.
    [one] Tes amis du même réseau se connectent à { $addresses }.
   *[other] Tes amis du même réseau se connectent à l'une de ces adresses : { $addresses }.
}
online-host-internet = Pour jouer par internet, ouvre le port { $port } dans ta box, ou utilise un serveur public.
online-table-default-name = Table de { $name }
help-online-cancel = abandonner et revenir
help-online-status = dire où en est la connexion

## La connexion

online-reconnected = De nouveau connecté.
online-lost = Connexion perdue. Reconnexion en cours.
online-not-connected = Pas connecté : reconnexion en cours.
online-lost-closed = Le serveur a fermé la connexion.
online-lost-unreachable = Impossible de joindre le serveur.
online-lost-invalid_address = Ce n'est pas une adresse de serveur.
online-lost-not_a_server = Aucun serveur du jeu ne répond à cette adresse.
online-lost-too_many_connections = Trop de connexions depuis ton adresse.
online-lost-server_full = Le serveur est plein.
online-lost-replaced = Tu t'es reconnecté ailleurs : cette connexion est fermée.
online-lost-policy = Le serveur a fermé la connexion : trop de messages refusés.
online-lost-too_big = Le serveur a fermé la connexion : un message était trop long.

## Refus du serveur (codes d'erreur)

online-error-already_at_table = Tu es déjà à une table : quitte-la d'abord.
online-error-already_said_hello = Déjà connecté.
online-error-already_seated = Tu as déjà une place à cette table.
online-error-bad_frame = Le serveur n'a pas compris le jeu. Mets-le à jour.
online-error-empty = Rien à envoyer.
online-error-hello_first = Le serveur n'a pas compris le jeu. Mets-le à jour.
online-error-kicked = L'hôte t'a exclu de cette table : tu ne peux pas y revenir.
online-error-match_started = La partie a commencé : cela ne peut plus changer.
online-error-name_invalid = Ce nom n'est pas utilisable : choisis-en un autre, en lettres simples.
online-error-name_taken = Quelqu'un sur ce serveur utilise déjà ce nom : choisis-en un autre.
online-error-no_such_person = Cette personne n'est pas à la table.
online-error-no_such_table = Cette table n'existe plus.
online-error-not_at_table = Tu n'es à aucune table.
online-error-not_available = Ce joueur est déjà pris.
online-error-not_owner = Seul l'hôte de la table peut faire cela.
online-error-not_picking = Personne ne choisit d'équipe en ce moment.
online-error-not_playing = Tu ne joues pas à cette table.
online-error-not_your_pick = Ce n'est pas à toi de choisir.
online-error-rate_limited = Trop vite : attends un instant.
online-error-seat_taken = Cette place est prise.
online-error-seats_open = Remplis d'abord chaque place avec une personne ou un joueur ordinateur.
online-error-seats_taken = Des personnes occupent les places qui disparaîtraient : moins de joueurs n'est pas possible pour l'instant.
online-error-server_error = Le serveur a eu un problème avec cela. Réessaie.
online-error-table_full = La table est pleine.
online-error-too_many_tables = Le serveur a trop de tables : rejoins-en une.
online-error-too_many_tables_yours = Tu es déjà l'hôte d'autant de tables que le serveur le permet.
online-error-update_required = Ce serveur demande une version plus récente du jeu. Mets-le à jour.
online-error-wrong_code = Mauvais code pour cette table privée.
online-error-other = Le serveur a refusé : { $code }.

## Le salon

online-lobby-title = Salon. { $tables ->
    [0] Pas encore de table
    [one] Une table
   *[other] { $tables } tables
}, { $people ->
    [one] une personne ici.
   *[other] { $people } personnes ici.
}
online-table-line = { $name }, hôte { $owner }, { $preset }, { $taken } places prises sur { $seats } : { $people ->
    [one] une personne
   *[other] { $people } personnes
}, { $computers ->
    [0] aucun joueur ordinateur
    [one] un joueur ordinateur
   *[other] { $computers } joueurs ordinateur
}, { $state }{ $private ->
    [yes] , privée
   *[no] {""}
}
online-table-state = { $state ->
    [picking] choix des équipes
    [playing] manche { $round } en cours
    [over] partie terminée
   *[waiting] en attente de joueurs
}
online-create = Créer une table
online-create-name-prompt = Nom de la table
online-create-code-prompt = Code pour une table privée, ou rien pour une table ouverte à tous
online-sit = S'asseoir à cette table
online-watch = Regarder cette table
online-code-prompt = Cette table est privée : son code
online-who = Qui est là
online-chat = Discussion
online-leave = Quitter le jeu en ligne
online-left = Déconnecté.
online-who-lobby = { $count ->
    [one] Une personne connectée : { $names }.
   *[other] { $count } personnes connectées : { $names }.
}
online-arrived = { $name } est arrivé.
online-departed = { $name } est parti.

## Discussion

online-chat-prompt = Dire
online-chat-line = { $name } : { $text }
help-online-chat = taper une ligne de discussion
help-online-who = qui est là

## Une table

online-table-title = { $name }, hôte : { $who ->
    [you] toi
   *[other] { $owner }
} ; { $state }. { $where ->
    [watch] Tu regardes.
   *[seat] Tu es à la place { $number }.
}
online-seat-empty = Place { $number } : vide
online-seat-computer = Place { $number } : joueur ordinateur, { $level }
online-seat-person = Place { $number } : { $who ->
    [you] toi
   *[person] { $name }
}{ $owner ->
    [yes] , hôte
   *[no] {""}
}{ $computer ->
    [yes] , absent : un joueur ordinateur joue à sa place, { $level }
   *[no] { $connected ->
        [yes] {""}
       *[no] , déconnecté
    }
}
online-watchers = Spectateurs : { $names }
online-watchers-title = Qui regarde
online-timing = Temps : { $timing }
online-start = Lancer la partie
online-leave-table = Quitter la table
online-leave-table-confirm = Quitter la table ?
online-stay = Toujours à la table.
online-seat-add = Mettre ici un joueur ordinateur, { $level }
online-seat-open = Ouvrir la place à une personne
online-give-owner = Confier la table à { $name }
online-kick = Exclure { $name } de la table
online-kick-confirm = Exclure { $name } de la table ? Cette personne ne pourra pas y revenir.
online-who-person = { $name }{ $owner ->
    [yes] , hôte
   *[no] {""}
}{ $state ->
    [away] , déconnecté
    [computer] , un joueur ordinateur joue à sa place
   *[here] {""}
}
online-who-table = À la table : { $people }.{ $computers ->
    [0] {""}
    [one] {" "}Un joueur ordinateur.
   *[other] {" "}{ $computers } joueurs ordinateur.
} Spectateurs : { $watchers }.

## Les règles et les temps de l'hôte

online-options-title = Règles et temps de la table. Échap ou Terminé les envoie à la table.
online-options-done = Terminé
online-timing-settle = Attente après chaque attaque avant le coup suivant
online-timing-drop = Un joueur ordinateur prend la place d'une personne déconnectée après
online-timing-drop-level = Niveau de ce joueur ordinateur
online-timing-pick = Temps pour chaque choix de coéquipier
online-seconds = { $value ->
    [one] { $value } seconde
   *[other] { $value } secondes
}

## Ce qui change à la table

online-news-owner = { $who ->
    [you] Tu es maintenant l'hôte de la table.
   *[other] { $name } est maintenant l'hôte de la table.
}
online-news-sits = { $name } s'assied à la place { $number }.
online-news-left = { $name } a quitté la table.
online-news-computer = Place { $number } : joueur ordinateur, { $level }.
online-news-open = La place { $number } est libre.
online-news-connection = { $connected ->
    [yes] { $name } est de retour.
   *[no] { $name } a perdu la connexion.
}
online-news-rules = Nouvelles règles : { $rules }.
online-news-timing = Nouveaux temps : { $timing }.
online-news-watching = { $name } regarde.
online-news-not-watching = { $name } ne regarde plus.
online-news-picking-off = Choix des équipes annulé : quelqu'un est parti.
online-kicked = L'hôte t'a exclu de la table.

## Le choix des équipes entre personnes

online-picking-title = Choix des équipes. { $who ->
    [you] À toi : choisis un coéquipier, en { $seconds } secondes au plus.
   *[other] { $chooser } choisit.
} Équipes jusqu'ici : { $teams }.
online-picking-chooser = { $chooser } choisit.
online-picking-not-yours = Pas à toi : { $chooser } choisit.
online-picked = { $at_random ->
    [yes] { $who ->
        [you] Temps écoulé : tu as { $name }, au hasard.
       *[other] Temps écoulé : { $chooser } a { $name }, au hasard.
    }
   *[no] { $who ->
        [you] Tu prends { $name }.
       *[other] { $chooser } prend { $name }.
    }
}

## Jouer en ligne

online-watching = Tu regardes { $name }.
online-watching-status = Tu regardes.
online-watching-no-play = Tu regardes : tu ne peux pas jouer.
online-watching-no-hand = Tu regardes : tu n'as pas de main.
online-back-in-seat = Te revoilà à ta place.
online-missed = Pendant ton absence : { $count ->
    [one] { $count } coup.
   *[other] { $count } coups.
}
online-next-round-owner = { $name } lance la manche suivante.
online-pause-title = Menu. Pendant ce temps, la table continue de jouer.
online-leave-match-confirm = Quitter la partie ? Un joueur ordinateur prend ta place.
event-seat-controlled = { $computer ->
    [yes] Un joueur ordinateur joue maintenant pour { $player }.
   *[no] { $player } est de retour et rejoue.
}
reason-computer_seat = Un joueur ordinateur joue ta place maintenant.
reason-no_such_seat = Cette place n'existe pas.

## L'accueil et les réglages

home-online = Jouer en ligne
setting-server-address = L'adresse du serveur en ligne
setting-online-tokens = Tes places sur les serveurs en ligne
setting-host-port = Le port pour héberger une partie
