# French translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Messages du moteur (engine/) : menus, dialogues, champs, historique, volume, aide, avis.

# Le nom de cette langue, dans cette langue (affiché dans le menu des langues).
language-name = Français

## Menus

# Un élément tel qu'il est annoncé : « Options, 3 sur 6 ».
menu-item = { $label }, { $position } sur { $count }
# Un élément avec son état ou sa valeur : « Musique : oui », « Volume général : 80 pour cent ».
menu-item-value = { $label } : { $value }
menu-on = oui
menu-off = non
menu-empty = Ce menu est vide.
unit-percent = { $value } pour cent
# Un nombre sans unité.
unit-none = { $value }

## Dialogs and text fields

dialog-yes = Oui
dialog-no = Non
# Said when a yes/no question is answered No (or Escape), unless the question says more.
dialog-cancelled = Annulé.
# « Ton nom : Ana », ou « Ton nom : vide ».
field-prompt = { $prompt } : { $text }
field-empty = vide
field-full = Le champ est plein.
field-erased = { $char } effacé
field-required = Tape d'abord quelque chose.

## Message history

history-no-older = Pas de message plus ancien.
history-no-newer = Pas de message plus récent.
history-empty = Aucun message pour l'instant.

## Volume keys

volume-cue = Volume des effets sonores { $percent } pour cent
volume-master = Volume général { $percent } pour cent

## Notices

# $failed et $using sont des noms de sorties vocales, comme « prism » ou « print ».
speech-fallback = La parole par { $failed } a échoué ; elle passe maintenant par { $using }.
speech-no-voice = { $using ->
    [print] Aucun lecteur d'écran ni service de synthèse vocale n'a répondu : le jeu affiche donc sa parole en texte.
   *[other] Aucun lecteur d'écran ni service de synthèse vocale n'a répondu : le jeu reste donc muet.
}
sound-fallback = { $using ->
    [none] Aucun périphérique audio n'a pu être ouvert ; le jeu n'a pas de son.
   *[other] Le périphérique audio par défaut n'a pas pu être ouvert ; le son passe par { $using }.
}
sound-pack-unknown = Le fichier { $file } du pack de sons ne correspond à aucun son du jeu ; il n'est pas utilisé.
sound-pack-broken = Le fichier { $file } du pack de sons est illisible ; le son d'origine est utilisé.
# $code est le code de langue demandé (réglages ou --lang), comme « de ».
language-missing = La langue { $code } n'est pas installée ; le jeu parle anglais.
# $files liste les lignes non utilisées : chaque fichier avec ses messages, comme
# « fr/game.ftl (status-hand, card-count) », ou le fichier et la ligne, « fr/menus.ftl:12 ».
language-file-broken = Certaines lignes des fichiers de langue sont inutilisables ; elles sont dites en anglais : { $files }.
# La même chose pour les fichiers anglais eux-mêmes, avec une copie intacte pour les remplacer...
language-english-broken = Certaines lignes des fichiers de langue anglais sont inutilisables ; l'anglais intégré au jeu les remplace : { $files }.
# ...ou sans (des sources hors de git).
language-english-broken-no-copy = Certaines lignes des fichiers de langue anglais sont inutilisables, et cette copie du jeu n'a pas d'anglais intégré pour les remplacer : { $files }.
# $folder est le chemin complet du dossier des sons introuvable.
sounds-missing = Les sons du jeu sont introuvables dans { $folder } ; le jeu se joue sans eux.
settings-damaged = Ton fichier de réglages était endommagé. Les réglages encore lisibles sont conservés, les autres reviennent à leur valeur par défaut. L'ancien fichier est conservé sous le nom { $file }.
# $setting names the setting, as in the options menu (setting-language and after).
settings-reset = { $setting } : la valeur enregistrée est inutilisable ; le réglage revient à sa valeur par défaut.
error-unexpected = Un problème est survenu. Les détails sont dans le fichier journal.

## Key help (F1): "F1: speak the keys of this screen"

help-line = { $key } : { $action }
help-none = Cet écran n'a pas de touches à lui.
help-key-help = annoncer les touches de cet écran ; une seconde fois, celles de tous les écrans
# F1 first speaks the keys of the screen, then this; F1 again speaks the keys of every
# screen, after help-everywhere.
help-more = F1 encore une fois : les touches valables partout.
help-everywhere = Sur tous les écrans :
# A key with nothing on it on the current screen (a setting can silence this).
key-unused = Rien sur cette touche. F1 pour les touches.
help-history-older = message précédent
help-history-newer = message suivant
help-history-oldest = premier message
help-history-newest = dernier message
help-history-repeat = répéter le dernier message
help-cue-volume-down = baisser le volume des effets sonores
help-cue-volume-up = augmenter le volume des effets sonores
help-master-volume-down = baisser le volume général
help-master-volume-up = augmenter le volume général
help-menu-up = élément précédent
help-menu-down = élément suivant
help-menu-first = premier élément
help-menu-last = dernier élément
help-menu-activate = choisir l'élément
help-menu-decrease = diminuer la valeur
help-menu-increase = augmenter la valeur
help-menu-big-decrease = diminuer beaucoup la valeur
help-menu-big-increase = augmenter beaucoup la valeur
help-menu-back = revenir en arrière
help-field-accept = valider le texte
help-field-cancel = annuler
help-field-erase = effacer le dernier caractère
help-field-read = lire tout le texte

## Key names, as help speaks them (letters, digits and F-keys are spoken as written)

key-return = Entrée
key-escape = Échap
key-backspace = Retour arrière
key-tab = Tabulation
key-space = Espace
key-up = Flèche haut
key-down = Flèche bas
key-left = Flèche gauche
key-right = Flèche droite
key-home = Début
key-end = Fin
key-pageup = Page précédente
key-pagedown = Page suivante
key-insert = Insertion
key-delete = Supprimer
key-ctrl = Contrôle
key-alt = Alt
key-shift = Majuscule
key-comma = Virgule
key-period = Point
key-slash = Barre oblique
key-semicolon = Point-virgule
key-apostrophe = Apostrophe
key-minus = Moins
key-equals = Égal
key-left-bracket = Crochet ouvrant
key-right-bracket = Crochet fermant
key-backslash = Barre oblique inversée
key-grave = Accent grave

## Settings, named in the notice that one was reset

setting-language = Langue
setting-speech = Parole
setting-speech-rate = Débit de la parole
setting-prefer-sapi = Préférer la voix de Windows (SAPI)
setting-sound = Sortie du son
setting-sound-pack = Dossier du pack de sons
setting-master-volume = Volume général
setting-cue-volume = Volume des effets sonores
setting-speak-unused-keys = Le dire quand une touche ne fait rien
