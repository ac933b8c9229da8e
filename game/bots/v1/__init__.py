"""Frozen references: the normal and hard players as they were when issue 18 was opened.

`normal-v1` and `hard-v1` are copies of that code (rules, card counting, search and the bot
base class), so later changes to the shared helpers of the playing levels cannot move them:
every change to the playing levels is measured against a fixed opponent
(`python -m game.arena --a hard --b hard-v1`). They are offered in the arena, the audit and
the bench, never to players (`game.bots.LEVELS` stays easy, normal, hard);
`tests/test_bots_v1.py` checks their decisions on fixed positions against a recorded digest.
"""

from __future__ import annotations

from .base import Bot
from .hard import DEFAULT_BUDGET, HardBot
from .normal import NormalBot

REFERENCE_LEVELS = ("normal-v1", "hard-v1")


def make_reference_bot(level: str, seed: int | None = None, budget: int | None = None) -> Bot:
    """A frozen reference player: "normal-v1" or "hard-v1" (`budget`: hard-v1's playouts)."""
    if level == "normal-v1":
        return NormalBot(seed)
    if level == "hard-v1":
        return HardBot(seed, DEFAULT_BUDGET if budget is None else budget)
    raise ValueError(f"unknown reference level: {level!r}")


__all__ = ["REFERENCE_LEVELS", "make_reference_bot"]
