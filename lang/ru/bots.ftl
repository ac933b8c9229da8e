# Russian translation. Reviewed by a native speaker: no (machine-assisted; reviews welcome).
# Computer players: level names and the names they play under. The names are never declined
# in the game's sentences, so they stay in the nominative.

bot-level-easy = лёгкий
bot-level-normal = обычный
bot-level-hard = сложный

bot-name-1 = Анна
bot-name-2 = Борис
bot-name-3 = Чен
bot-name-4 = Дара
bot-name-5 = Эмиль
bot-name-6 = Фатима
bot-name-7 = Гус
bot-name-8 = Хана
bot-name-9 = Иво
bot-name-10 = Джун
bot-name-11 = Кофи
bot-name-12 = Лена
