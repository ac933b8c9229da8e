language-name = Xx
card-speed_limit = limite
    .a = une limite
card-end_of_limit = fin de limite
    .a = une fin de limite
card-flat_tire = crevaison
    .a = une crevaison
# fine: the same reference
hand = Tu as { card-flat_tire }.
# fine: the card's own .a form
attacked = Ana joue une crevaison contre toi.
# fine: says the end of the limit, and nothing else is wanted
cured = Une fin de limite te libère.
# wrong: another word for the dirty trick
trick = Contre-attaque ! Appuie sur D.
# wrong: an avoided word in a message that names nothing
quiet = Ta limitation.
