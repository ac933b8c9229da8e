language-name = English
greeting = Hello, { $name }!
cards-left = { $count ->
    [one] One card left.
   *[other] { $count } cards left.
}
farewell = Goodbye.
-brand = 1000 Miles
title = { -brand }
