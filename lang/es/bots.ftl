# Spanish translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Jugadores del ordenador: nombres de los niveles y los nombres con los que juegan.

bot-level-easy = fácil
bot-level-normal = normal
bot-level-hard = difícil

bot-name-1 = Ana
bot-name-2 = Boris
bot-name-3 = Chen
bot-name-4 = Dara
bot-name-5 = Emil
bot-name-6 = Fátima
bot-name-7 = Gus
bot-name-8 = Hana
bot-name-9 = Ivo
bot-name-10 = Jun
bot-name-11 = Kofi
bot-name-12 = Lena
