"""1000 Miles: the game (rules core, computer players, screens)."""
