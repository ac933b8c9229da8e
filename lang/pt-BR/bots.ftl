# Brazilian Portuguese translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Computer players: level names and the names they play under.

bot-level-easy = fácil
bot-level-normal = normal
bot-level-hard = difícil

bot-name-1 = Ana
bot-name-2 = Bruno
bot-name-3 = Carla
bot-name-4 = Davi
bot-name-5 = Elisa
bot-name-6 = Fábio
bot-name-7 = Gabriela
bot-name-8 = Heitor
bot-name-9 = Isabela
bot-name-10 = João
bot-name-11 = Karina
bot-name-12 = Lucas
