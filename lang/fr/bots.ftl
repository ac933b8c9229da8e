# French translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Joueurs ordinateur : noms des niveaux et noms sous lesquels ils jouent.

bot-level-easy = facile
bot-level-normal = normal
bot-level-hard = difficile

bot-name-1 = Ana
bot-name-2 = Boris
bot-name-3 = Chen
bot-name-4 = Dara
bot-name-5 = Emil
bot-name-6 = Fatma
bot-name-7 = Gus
bot-name-8 = Hana
bot-name-9 = Ivo
bot-name-10 = Jun
bot-name-11 = Kofi
bot-name-12 = Lena
