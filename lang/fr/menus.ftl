# French translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Les menus autour du jeu (game/ui/home.py, setup.py, team_picking.py, options_screen.py,
# pause.py, rules_screen.py). Les règles sont dans rules.ftl ; les noms et niveaux des joueurs
# ordinateur dans bots.ftl.

## Presets (the four rule sets)

# Un nombre dans un nom est un texte, { "1000" } : il ne prend pas la forme des nombres.
preset-1000_miles = { "1000" } Miles
preset-1000_milhas = { "1000" } milhas
preset-classic = Classique
preset-mile_by_mile = Borne à borne

## Home screen

home-title = { preset-1000_miles }. Accueil.
home-play = Jouer
home-setup = Préparer une table
home-resume = Reprendre la partie enregistrée
home-result = Résultat de la dernière partie
home-result-said = La dernière partie est terminée. Elle est rangée ; Jouer en commence une nouvelle.
home-rules = Règles
home-options = Options
home-quit = Quitter
home-goodbye = Au revoir.
# $file est le nom sous lequel le fichier endommagé a été conservé.
home-save-damaged = La partie enregistrée est endommagée et ne peut pas être reprise. Elle a été mise de côté sous le nom { $file }. Rien d'autre n'est perdu.
home-save-missing = Il n'y a plus de partie enregistrée.

## First start: the language

language-title = Choisis ta langue.

## Table setup

setup-title = Préparer une table.
setup-preset = Règles
setup-players = Joueurs
# $count joueurs ; $teams_only indique que ce nombre ne se joue qu'en équipes.
setup-players-value = { $count } joueurs{ $teams_only ->
    [yes] , en équipes
   *[no] {""}
}
setup-in-teams = Jouer en équipes
setup-layout = Équipes
# « 2 équipes de 3 »
setup-layout-value = { $teams } équipes de { $size }
setup-team-mates = Coéquipiers
setup-team-mates-none = pas encore choisis, appuie sur Entrée pour les choisir
# Une équipe de la liste : « équipe 1 : Toi et Ana ». $names sont les noms de l'équipe, joints.
setup-team = équipe { $number } : { $names }
# Joint deux noms d'une équipe : « Toi et Ana » ; les équipes plus longues ont des virgules avant le dernier « et ».
setup-names-and = { $first } et { $last }
setup-score-limit = Score à atteindre
setup-score-value = { $value } points
setup-races = Courses à gagner
setup-races-value = { $value ->
    [one] { $value } course
   *[other] { $value } courses
}
setup-trip = Parcours
setup-trip-value = { $miles } bornes
setup-accumulation = Cumul des problèmes
setup-reshuffle = Remélanger la défausse
setup-counterflow = Cartes contresens
setup-remove-protections = Carte retrait des protections
# L'élément d'un joueur ordinateur : « Joueur ordinateur 2, Boris », puis son niveau.
setup-bot = Joueur ordinateur { $number }, { $name }
setup-bot-name-title = Choisis un nom pour le joueur ordinateur { $number }.
setup-your-name = Ton nom : { $name }
setup-name-prompt = Ton nom
player-default-name = Toi
setup-start = Lancer la partie
setup-level-easy = facile
setup-level-normal = normal
setup-level-hard = difficile

## Refused table options (OptionsError codes); should never be heard

setup-error-unknown_preset = Ces règles sont inconnues.
setup-error-unknown_option = Cette option n'existe pas.
setup-error-bad_value = Cette valeur n'est pas permise.
setup-error-players = Ces règles ne se jouent pas avec autant de joueurs.
setup-error-seven_players = Impossible de jouer à sept : trop nombreux pour jouer chacun pour soi, et pas d'équipes égales possibles.
setup-error-teams_not_offered = On ne joue pas en équipes avec ce nombre de joueurs.
setup-error-teams_layout = Ce nombre de joueurs ne permet pas ces équipes.
setup-error-score_limit = Le score à atteindre doit être compris entre mille et cinq cent mille.
setup-error-not_for_preset = Cette option ne fait pas partie de ces règles.
setup-error-races_to_win = Le nombre de courses à gagner doit être compris entre 1 et 10.
setup-error-trip = Le parcours doit faire mille ou sept cents bornes.
setup-error-other = Ces options de table ne sont pas permises.

## Team picking

# $count : combien de coéquipiers restent à choisir.
picking-title = Choisis tes coéquipiers. { $count ->
    [one] Encore { $count } à choisir.
   *[other] Encore { $count } à choisir.
}
picking-next = { $count ->
    [one] Plus que { $count } à choisir.
   *[other] Plus que { $count } à choisir.
}
picking-you-take = Tu prends { $name }.
picking-bot-takes = { $chooser } prend { $name }.
picking-left-over = { $names } forment la dernière équipe.
picking-done = Les équipes sont : { $teams }.
picking-cancelled = Coéquipiers non choisis.

## Options

opts-title = Options
opts-language = Langue
opts-speech = Parole
opts-speech-rate = Débit de la parole
opts-speech-rate-default = le débit propre à la voix
opts-master-volume = Volume général
opts-cue-volume = Volume des effets sonores
opts-music = Musique
opts-pace = Rythme des joueurs ordinateur
# Secondes entre deux coups des joueurs ordinateur.
opts-pace-value = { $seconds ->
    [one] { $seconds } seconde entre deux coups
   *[other] { $seconds } secondes entre deux coups
}
opts-verbosity = Coups des autres joueurs
opts-verbosity-full = phrases complètes
opts-verbosity-short = phrases courtes
opts-verbosity-sounds = sons seulement
opts-trick-window = Délai pour un coup fourré contre les joueurs ordinateur
opts-trick-window-value = { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}
opts-auto-draw = Piocher automatiquement au début de mon tour
opts-trick-guard = Demander avant de piocher quand je peux faire un coup fourré
opts-unused-keys = Le dire quand une touche ne fait rien
opts-back = Retour
# Settings with no item in the options, named when a damaged one is reset
setting-last-table = La dernière table préparée
setting-player-name = Ton nom
setting-language-chosen = Langue choisie au premier lancement
speech-choice-auto = Automatique
speech-choice-cytolk = Lecteur d'écran ou SAPI
speech-choice-speechd = Speech Dispatcher (synthèse vocale de Linux)
speech-choice-prism = Synthèse vocale du système
speech-choice-print = Affichage dans le terminal
speech-choice-recorder = Enregistreur, pour les tests
speech-choice-none = Pas de parole

## Pause menu

pause-title = Pause.
pause-resume = Reprendre la partie
pause-options = Options
pause-rules = Règles
pause-leave = Quitter la partie
pause-leave-confirm = Quitter la partie ? Elle reste enregistrée : tu pourras la reprendre depuis l'accueil.
pause-stay = Tu restes dans la partie.

## Rules screen

rules-choose-preset = Règles. Choisis les règles à lire.
# Le titre d'un livre de règles : « Règles : Classique. »
rules-book-title = Règles : { $preset }. Haut et bas choisissent une section, Entrée la lit, gauche et droite la lisent paragraphe par paragraphe.
rules-end-of-section = Fin de la section.
rules-start-of-section = Début de la section.
help-rules-next-paragraph = lire le paragraphe suivant de la section
help-rules-previous-paragraph = lire le paragraphe précédent de la section
help-rules-read = lire toute la section
