language-name = Português
# variable mismatch: $nome instead of $name
greeting = Olá, { $nome }!
# "farewell" is missing; "old-message" is obsolete
old-message = Mensagem antiga
# unresolved term: -marca is not defined in pt
title = { -marca }
# syntax error on the next line
cards-left = { $count ->
    [one] Uma carta.
