"""The frozen references normal-v1 and hard-v1: their decisions on fixed positions never move.

The digests below were recorded from the normal and hard players as they were when they were
frozen (commit 85c151f); the copies in game/bots/v1 must reproduce them exactly, whatever
later happens to the playing levels and their shared helpers.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from game.bots import LEVELS, make_bot
from game.bots.v1 import REFERENCE_LEVELS, make_reference_bot
from game.rules import EXTENSION, PLAYING, Table, make_options, view_of

SETUPS = [
    ("1000_miles", {"players": 2}),
    ("1000_miles", {"players": 4, "teams": 2}),
    ("1000_milhas", {"players": 3}),
    ("classic", {"players": 2}),
    ("classic", {"players": 3}),
    ("mile_by_mile", {"players": 2}),
]
RECORDED = {
    "normal-v1": "87bbc038e89f16a0026ba0c095d9d19ec1e567b2c4007ba50c4cea1bc6345e24",
    "hard-v1": "b3c70385bfc9ad599997427a0836bb4c5bf57f94c3f706ccbb56b86c57759229",
}


def decisions_digest(factory, budget: int | None, positions_per_setup: int = 12) -> str:
    """A digest of a level's decisions (fresh bot, fixed seed) at seeded positions of every
    setup: positions from random games, so they do not depend on any level."""
    digest = hashlib.sha256()
    for preset, changes in SETUPS:
        options = make_options(preset, **changes)
        rng = random.Random(f"{preset}{changes}")
        found = 0
        while found < positions_per_setup:
            table = Table.new(options, seed=rng.randrange(1 << 30))
            while table.phase in (PLAYING, EXTENSION) and found < positions_per_setup:
                seat = table.seats_to_act()[0]
                legal = table.legal_actions(seat)
                if len(legal) > 1 and rng.random() < 0.2:
                    view = view_of(table, seat)
                    bot = factory(seed=found, budget=budget)
                    digest.update(repr((bot.choose(view), bot.wants_trick(view),
                                        bot.wants_extension(view))).encode())
                    found += 1
                table.apply(seat, legal[rng.randrange(len(legal))])
    return digest.hexdigest()


def test_reference_levels_are_not_offered_to_players():
    assert LEVELS == ("easy", "normal", "hard")
    for level in REFERENCE_LEVELS:
        with pytest.raises(ValueError):
            make_bot(level)


@pytest.mark.parametrize("level", REFERENCE_LEVELS)
def test_reference_decisions_never_move(level):
    def factory(seed, budget):
        return make_reference_bot(level, seed=seed, budget=budget)

    assert decisions_digest(factory, budget=12) == RECORDED[level]
