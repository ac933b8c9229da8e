language-name = English
card-speed_limit = speed limit
    .a = a speed limit
card-end_of_limit = end of speed limit
    .a = an end of speed limit
card-flat_tire = flat tire
    .a = a flat tire
# Names the flat tire by a reference: so must every translation.
hand = You hold { card-flat_tire }.
# Names the flat tire in words.
attacked = Ana plays a flat tire on you.
# "end of speed limit" wins over the "speed limit" inside it.
cured = An end of speed limit lets you go.
# Names the dirty trick (a game term, no message).
trick = Dirty trick! Press D.
# Names nothing in the glossary.
quiet = Your turn.
