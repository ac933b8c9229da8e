"""Computer players. A bot sees only one seat's `SeatView`, never the table.

    bot = make_bot("normal", seed=3)
    action = bot.choose(view_of(table, seat))   # always one of view.legal_actions

Levels: easy (a beginner), normal (strong rules), hard (determinized Monte Carlo search).
Names and level names are messages in lang/<language>/bots.ftl.
"""

from __future__ import annotations

from .base import Bot
from .easy import EasyBot
from .hard import DEFAULT_BUDGET, HardBot
from .normal import NormalBot

LEVELS = ("easy", "normal", "hard")
LEVEL_IDS = tuple(f"bot-level-{level}" for level in LEVELS)
NAME_IDS = tuple(f"bot-name-{number}" for number in range(1, 13))


def make_bot(level: str, seed: int | None = None, budget: int | None = None) -> Bot:
    """A computer player of `level` ("easy", "normal", "hard"); `budget`: hard's playouts."""
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed, DEFAULT_BUDGET if budget is None else budget)
    raise ValueError(f"unknown bot level: {level!r}")


__all__ = [
    "Bot", "DEFAULT_BUDGET", "EasyBot", "HardBot", "LEVELS", "LEVEL_IDS", "NAME_IDS",
    "NormalBot", "make_bot",
]
