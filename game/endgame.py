"""Endgame matches: several ways of valuing a match's end, compared on the same games.

    python -m game.endgame --seed 902 --deals 100 --low 2500 --high 4500 --values 5000/0 5000/1200 --json

Each deal starts a Classic two-player match from scores drawn between --low and --high (steps
of 50, the same for every valuation) and is played twice, the seats swapped: hard against
hard-v1 to the end of the match. A valuation W/S values a playout as the round's margin plus
W times our car's share of the match after it (`search.match_share` with a spread of S
points a round in the match's last stretch; S = 0: only a round that ends the match counts,
as before the share was used); W/S/R begins that stretch when a car is within R points of
the limit instead of `search.MATCH_REACH` (2,500). At each of hard's searched decisions (and
Classic's extension) the playouts are played once and every valuation picks from them; where
their picks differ the game forks and each branch is played out, so the valuations are
compared on exactly the same games (a deal where no pick differs counts the same for all).

Figures (`--json`), per valuation: `wins` (matches hard won of `matches`), `rate`, and
`gain_per_100` (`gain_ci95`): the paired difference in matches won from the first
valuation, per 100 matches, its 95% interval from the deals' totals; `changed_deals`: deals
where the two differ. `forks` counts the decisions where picks differed; `cpu_seconds` the
processor time. Deals run in `--workers` processes; the result does not depend on their
number.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import os
import random
import sys
import time
from typing import Any

from .arena import seed_of, step, trick_taken
from .bots import make_arena_bot
from .bots.hard import HardBot
from .bots.search import (
    EXTENSION_BIAS,
    MATCH_REACH,
    in_reach,
    match_share,
    paired_values,
    playout,
    round_margin,
    share_per_point,
)
from .rules import EXTENSION, PLAYING, ROUND_OVER, Table, make_options, view_of
from .rules.actions import Action, Extend
from .rules.view import SeatView
from .workers import pool

# W (the match's weight), S (the spread a round, 0: none) and R (how near the limit the
# match's last stretch begins, `MATCH_REACH` unless given)
Valuation = tuple[float, float, float]
MAX_ROUNDS = 100


def parse_valuation(text: str) -> Valuation:
    weight, _, rest = text.partition("/")
    spread, _, reach = rest.partition("/")
    return float(weight), float(spread or 0), float(reach or MATCH_REACH)


def valuation_name(valuation: Valuation) -> str:
    weight, spread, reach = valuation
    name = f"{weight:g}/{spread:g}"
    return name if reach == MATCH_REACH else f"{name}/{reach:g}"


class ValuingBot(HardBot):
    """Hard, its playouts valued every way of `valuations` at once (`picks`)."""

    valuations: tuple[Valuation, ...] = ((0.0, 0.0, MATCH_REACH),)

    def _worth(self, table: Table, car: int, start: list[int]) -> tuple[float, ...]:
        base = round_margin(table, car, start)
        ended = table.champion is not None
        limit = table.options.score_limit
        return tuple(
            base + weight * match_share(table, car, spread)
            if ended or (spread and in_reach(start, limit, reach))
            else base for weight, spread, reach in self.valuations)

    def picks(self, view: SeatView) -> list[Action]:
        """What hard would do under each valuation (as `choose`, the same random numbers)."""
        count = len(self.valuations)
        legal = view.legal_actions
        if len(legal) == 1:
            return legal * count
        trick = self.wants_trick(view)
        if trick is not None:
            return [trick] * count
        self._absent = self.memory.observe(view)
        if any(isinstance(action, Extend) for action in legal):
            return self._extensions(view)
        options = self.to_weigh(view)
        if len(options) == 1:
            return options * count
        values = self._values(view, options, self._worth)
        return [options[self._pick([[worth[index] for worth in column] for column in values])]
                for index in range(count)]

    def _extensions(self, view: SeatView) -> list[Action]:
        rng = random.Random(self.rng.randrange(1 << 62))  # as `wants_extension` draws it
        start = [car.score for car in view.cars]

        def evaluate(table: Table) -> tuple[float, ...]:
            return playout(table, view.car, self.style, start=start, value=self._worth)

        go, stop = paired_values(view, rng, [Extend(True), Extend(False)],
                                 self.extension_worlds, evaluate, absent=self._absent)
        worlds = len(go)
        choices = []
        for index, (weight, spread, reach) in enumerate(self.valuations):
            per_point = share_per_point(view, spread, reach) if spread else 0.0
            gain = (sum(worth[index] for worth in go) - sum(worth[index] for worth in stop)) \
                / worlds + EXTENSION_BIAS * (1.0 + weight * per_point)
            choices.append(Extend(gain > 0.0))
        return choices


def _play(table: Table, bots: list, hard_car: int, valuations: tuple[Valuation, ...],
          forks: list[int]) -> dict[Valuation, int]:
    """Play to the end of the match, forking where the valuations' picks differ: for each
    valuation 1 if hard's car won the match, else 0."""
    while table.phase in (PLAYING, EXTENSION, ROUND_OVER) and table.round <= MAX_ROUNDS:
        seats = table.seats_to_act()
        seat = seats[-1]
        if table.phase == ROUND_OVER or table.seat_car[seat] != hard_car:
            step(table, bots)
            continue
        if trick_taken(table, bots, seats):
            continue
        bot = bots[seat]
        bot.valuations = valuations
        picks = bot.picks(view_of(table, seat))
        groups: dict[Action, list[Valuation]] = {}
        for valuation, action in zip(valuations, picks, strict=True):
            groups.setdefault(action, []).append(valuation)
        if len(groups) == 1:
            table.apply(seat, picks[0])
            continue
        forks[0] += 1
        results: dict[Valuation, int] = {}
        for action, group in groups.items():
            branch, branch_bots = table.clone(), copy.deepcopy(bots)
            branch.apply(seat, action)
            results.update(_play(branch, branch_bots, hard_car, tuple(group), forks))
        return results
    return {valuation: int(table.champion == hard_car) for valuation in valuations}


def play_deal(job: tuple) -> dict[str, Any]:
    """One deal, both seatings: for each, every valuation's match result."""
    seed, deal, valuations, low, high = job
    started = time.process_time()
    rng = random.Random(f"{seed}:{deal}:start")
    scores = [rng.randrange(low, high + 1, 50) for _ in range(2)]
    options = make_options("classic", players=2)
    forks = [0]
    seatings = []
    for hard_car in range(2):
        table = Table.new(options, seed_of(seed, deal, "table"))
        for car, score in zip(table.cars, scores, strict=True):
            car.score = score
        bots: list = []
        for seat in range(2):
            bot_seed = seed_of(seed, deal, hard_car, seat)
            if seat == hard_car:
                bots.append(ValuingBot(bot_seed))
            else:
                bots.append(make_arena_bot("hard-v1", bot_seed))
        seatings.append(_play(table, bots, hard_car, valuations, forks))
    return {"seatings": seatings, "forks": forks[0], "cpu": time.process_time() - started}


def summarize(valuations: list[Valuation], deals: list[dict[str, Any]]) -> dict[str, Any]:
    first = valuations[0]
    rows = {}
    for valuation in valuations:
        wins = sum(seating[valuation] for deal in deals for seating in deal["seatings"])
        diffs = [sum(s[valuation] - s[first] for s in deal["seatings"]) for deal in deals]
        count = len(diffs)
        mean = sum(diffs) / count
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, count - 1))
        half = 1.96 * spread / math.sqrt(count)
        seatings = len(deals[0]["seatings"])
        rows[valuation_name(valuation)] = {
            "wins": wins, "matches": count * seatings, "rate": round(wins / (count * seatings), 4),
            "gain_per_100": round(100 * mean / seatings, 2),
            "gain_ci95": [round(100 * (mean - half) / seatings, 2),
                          round(100 * (mean + half) / seatings, 2)],
            "changed_deals": sum(d != 0 for d in diffs)}
    return {"deals": len(deals), "forks": sum(d["forks"] for d in deals),
            "cpu_seconds": round(sum(d["cpu"] for d in deals), 1), "valuations": rows}


def run(seed: int, deals: int, low: int, high: int, valuations: list[Valuation],
        workers: int | None = None) -> dict[str, Any]:
    jobs = [(seed, deal, tuple(valuations), low, high) for deal in range(deals)]
    workers = workers or min(2, os.cpu_count() or 1)
    if workers <= 1 or deals <= 1:
        results = [play_deal(job) for job in jobs]
    else:
        with pool(workers) as processes:
            results = list(processes.imap(play_deal, jobs, chunksize=1))
    return summarize(valuations, results)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.endgame", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=902)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--low", type=int, default=2500, help="lowest start score")
    parser.add_argument("--high", type=int, default=4500, help="highest start score")
    parser.add_argument("--values", nargs="+", default=["5000/0", "5000/1200"],
                        metavar="W/S[/R]", help="valuations; the first is the reference")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        valuations = [parse_valuation(text) for text in args.values]
    except ValueError:
        parser.error("a valuation is W/S or W/S/R, numbers: 5000/1200 or 5000/1200/4000")
    if not 0 <= args.low <= args.high:
        parser.error("start scores: 0 <= --low <= --high")
    summary = run(args.seed, args.deals, args.low, args.high, valuations, args.workers)
    if args.json:
        print(json.dumps(summary))
        return
    print(f"{summary['deals']} deals, {summary['forks']} forks, {summary['cpu_seconds']} s CPU")
    for name, row in summary["valuations"].items():
        print(f"  {name:>12}  {row['wins']}/{row['matches']} ({row['rate']:.1%})  "
              f"{row['gain_per_100']:+.1f} {row['gain_ci95']} in 100, "
              f"{row['changed_deals']} deals changed", file=sys.stdout)


if __name__ == "__main__":
    main()
