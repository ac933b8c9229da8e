"""The engine's benchmark (not a test): `python -m game.bench [--json]`.

Plays complete rounds with uniformly random legal actions and reports how many rounds and
actions per second one core manages, for the 1000 Miles preset (two players, reshuffle off,
the headline figure) and for every preset.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from .rules import PRESETS, Options, Table, make_options
from .rules.table import ROUND_OVER

PRESET_OPTIONS: dict[str, dict[str, Any]] = {
    "1000_miles": {"reshuffle": False},
    "1000_milhas": {"reshuffle": False},
    "classic": {},
    "mile_by_mile": {"reshuffle": False},
}


def random_rounds(options: Options, seconds: float, seed: int = 1) -> dict[str, float]:
    """Random complete rounds for about `seconds`; rounds and actions per second."""
    rng = random.Random(seed)
    rounds = actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        table = Table.new(options, seed=rng.randrange(1 << 30))
        while table.phase not in (ROUND_OVER, "match_over"):
            seat = table.seats_to_act()[0]
            legal = table.legal_actions(seat)
            table.apply_unchecked(seat, legal[rng.randrange(len(legal))])
            actions += 1
        rounds += 1
    elapsed = time.perf_counter() - start
    return {"rounds_per_s": round(rounds / elapsed, 1), "actions_per_s": round(actions / elapsed)}


def run(seconds: float = 3.0) -> dict[str, Any]:
    headline = random_rounds(make_options("1000_miles", players=2, reshuffle=False), seconds)
    result: dict[str, Any] = {
        "random_rounds_per_s": headline["rounds_per_s"],
        "actions_per_s": headline["actions_per_s"],
        "presets": {},
    }
    for preset in PRESETS:
        options = make_options(preset, players=2, **PRESET_OPTIONS[preset])
        result["presets"][preset] = random_rounds(options, seconds / 2)
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    result = run(args.seconds)
    if args.json:
        print(json.dumps(result))
        return
    print(f"1000 Miles, 2 players, reshuffle off: {result['random_rounds_per_s']} rounds/s, "
          f"{result['actions_per_s']} actions/s")
    for preset, figures in result["presets"].items():
        print(f"  {preset:14} {figures['rounds_per_s']:>8} rounds/s {figures['actions_per_s']:>9} actions/s")


if __name__ == "__main__":
    main()
