"""Computer players. A bot sees only one seat's `SeatView`, never the table.

    bot = make_bot("normal", seed=3)
    action = bot.choose(view_of(table, seat))   # always one of view.legal_actions

Levels: easy (a beginner), normal (strong rules), hard (determinized Monte Carlo search).
Names and level names are messages in lang/<language>/bots.ftl. The frozen references
normal-v1 and hard-v1 (`game.bots.v1`) are for measuring only: `make_arena_bot` builds any
of `ARENA_LEVELS`, `make_bot` only the levels offered to players.
"""

from __future__ import annotations

from .base import Bot
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot
from .v1 import REFERENCE_LEVELS, make_reference_bot

LEVELS = ("easy", "normal", "hard")
LEVEL_IDS = tuple(f"bot-level-{level}" for level in LEVELS)
NAME_IDS = tuple(f"bot-name-{number}" for number in range(1, 13))
ARENA_LEVELS = LEVELS + REFERENCE_LEVELS


def make_bot(level: str, seed: int | None = None, budget: int | None = None) -> Bot:
    """A computer player of `level` ("easy", "normal", "hard"); `budget`: hard's playouts."""
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level == "hard":
        return HardBot(seed, budget)
    raise ValueError(f"unknown bot level: {level!r}")


def make_arena_bot(level: str, seed: int | None = None, budget: int | None = None) -> Bot:
    """Any of `ARENA_LEVELS`: a player's level or a frozen reference (arena, audit, bench)."""
    if level in REFERENCE_LEVELS:
        return make_reference_bot(level, seed, budget)
    return make_bot(level, seed, budget)


__all__ = [
    "ARENA_LEVELS", "Bot", "EasyBot", "HardBot", "LEVELS", "LEVEL_IDS", "NAME_IDS",
    "NormalBot", "REFERENCE_LEVELS", "make_arena_bot", "make_bot",
]
