language-name = English
hello = Hello
bye = Bye
cards = { $count ->
    [one] One card
   *[other] { $count } cards
}
