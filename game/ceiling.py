"""The ceiling measure: how far knowing the other hands would take hard.

    python -m game.ceiling --b hard-v1 --preset classic --matches 200 --seed 7002 --json

The arena (`game.arena`, same duplicate format, same deals and seeds for a given --seed)
with level a a hard player whose search deals the other hands as they truly are: its worlds
are the real table with only the pile's order (and the cards out of play) shuffled, so it
searches exactly as hard does but knows every card in every hand. No player is ever given
this sight; it measures how much of a match the hidden cards leave to skill. What such a
player cannot win against b, no better reading of the other hands can, so a target for hard
above it asks for a better policy (search, playouts, rules), not for better inference.

The figures (`--json`) are the arena's (`python -m game.arena --help`), a being this player.
"""

from __future__ import annotations

import argparse
import random

from .arena import add_run_arguments, report
from .bots import ARENA_LEVELS, Bot, HardBot, make_arena_bot
from .rules import Table
from .rules.view import SeatView

SEEING = "hard-seeing"


class SeeingHardBot(HardBot):
    """Hard whose worlds are its own table, the pile reshuffled: it knows every hand."""

    level = SEEING

    def __init__(self, table: Table, seed: int | None = None,
                 budget: int | None = None) -> None:
        super().__init__(seed, budget)
        self.table = table
        self.sample = self.true_world

    def true_world(self, view: SeatView, rng: random.Random) -> Table:
        """The table as it is, but for the order of the cards nobody has seen."""
        world = self.table.search_copy()
        if world.hands[view.seat] != list(view.hand):
            raise ValueError("the view is not of this table")
        unseen = [*world.out_of_play, *world.pile]
        rng.shuffle(unseen)
        aside = len(world.out_of_play)
        world.out_of_play, world.pile = unseen[:aside], unseen[aside:]
        world.rng = random.Random(rng.randrange(1 << 62))
        return world


def seeing_bot(level: str, seed: int, budget: int | None, table: Table) -> Bot:
    """The arena's players, `SEEING` being hard that knows the hands at `table`."""
    if level == SEEING:
        return SeeingHardBot(table, seed, budget)
    return make_arena_bot(level, seed, budget)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.ceiling", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--b", default="hard-v1", choices=ARENA_LEVELS)
    add_run_arguments(parser, preset="classic")
    args = parser.parse_args(argv)
    report(parser, args, SEEING, f"hard seeing the hands (a) vs {args.b} (b)", seeing_bot)


if __name__ == "__main__":
    main()
