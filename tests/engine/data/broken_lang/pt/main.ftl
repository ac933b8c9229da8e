language-name = Português
hello = Olá
bye = { tchau
cards = { $count ->
    [one] Uma carta
   *[other] { $count } cartas
}
