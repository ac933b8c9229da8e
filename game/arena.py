"""The arena: two computer-player levels against each other in the duplicate format.

    python -m game.arena --a hard --b normal --deals 200 --seed 1 --json

Every shuffled deal is played once per car with level a driving that car (all its seats)
and level b every other seat, so with two cars each deal is played twice with the seats
swapped and both levels get both hands. Deal d of seed s always has the same shuffle (and
the same bot seeds), so results are the same whatever the number of workers.

Figures (per round, or per match with --matches):
- rounds: games played (deals x cars); a_round_wins / b_round_wins: games whose winner is
  a's car / another car; undecided: games without a winner (not counted in the rate);
- a_win_rate = a wins / (a wins + b wins), with ci95 its 95% Wilson interval;
- mean_point_diff: mean over games of a's points minus the mean points of b's cars (the
  round's points: miles, safeties, tricks and bonuses; per match: final scores), with
  point_diff_ci95 = mean +- 1.96 standard errors;
- a_sweeps / b_sweeps: deals whose every seating was won by a / by b; the other deals went
  with the cards (each level won with the same hands) or had no winner. With two cars only
  sweeps move a_win_rate away from one half, so they show how much of a run skill decided.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from typing import Any

from .bots import LEVELS, make_bot
from .rules import EXTENSION, MATCH_OVER, PLAYING, Options, Table, make_options, view_of
from .rules.actions import Trick

MAX_MATCH_ROUNDS = 500


def _seed(*parts: Any) -> int:
    return random.Random(":".join(map(str, parts))).randrange(1 << 62)


def _step(table: Table, bots: list) -> None:
    """One action: trick holders are asked first, then the seat in turn acts."""
    seats = table.seats_to_act()
    for holder in seats[:-1]:
        view = view_of(table, holder)
        if any(isinstance(action, Trick) for action in view.legal_actions):
            trick = bots[holder].wants_trick(view)
            if trick is not None:
                table.apply(holder, trick)
                return
    seat = seats[-1]
    table.apply(seat, bots[seat].choose(view_of(table, seat)))


def play_game(options: Options, levels: list[str], table_seed: int, bot_seeds: list[int],
              budget: int | None, match: bool) -> tuple[int | None, list[int]]:
    """One round (or one match): the winning car (or None) and each car's points."""
    table = Table.new(options, table_seed)
    bots = [make_bot(level, seed, budget) for level, seed in zip(levels, bot_seeds, strict=True)]
    start = [car.score for car in table.cars]
    if not match:
        while table.phase in (PLAYING, EXTENSION):
            _step(table, bots)
        return table.winner, [car.score - s for car, s in zip(table.cars, start, strict=True)]
    while table.phase != MATCH_OVER and table.round <= MAX_MATCH_ROUNDS:
        _step(table, bots)
    if table.phase != MATCH_OVER:
        return None, [car.score for car in table.cars]
    key = (lambda car: car.races) if options.races_to_win is not None else (lambda car: car.score)
    champion = max(table.cars, key=key).index
    return champion, [car.score for car in table.cars]


def play_deal(args: tuple) -> list[tuple[int, float]]:
    """Every seating of one deal: (outcome, a's point margin) per game.

    outcome: 1 a's car won, 0 another car won, -1 no winner.
    """
    options, a, b, seed, deal, budget, match = args
    table_seed = _seed(seed, deal, "table")
    results = []
    for a_car in range(options.car_count):
        levels = [a if seat % options.car_count == a_car else b for seat in range(options.players)]
        bot_seeds = [_seed(seed, deal, a_car, seat) for seat in range(options.players)]
        winner, points = play_game(options, levels, table_seed, bot_seeds, budget, match)
        others = [p for car, p in enumerate(points) if car != a_car]
        margin = points[a_car] - sum(others) / len(others)
        outcome = -1 if winner is None else int(winner == a_car)
        results.append((outcome, margin))
    return results


def wilson(wins: int, total: int, z: float = 1.96) -> list[float]:
    if total == 0:
        return [0.0, 1.0]
    p = wins / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    return [round(centre - half, 4), round(centre + half, 4)]


def mean_ci95(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval (1.96 standard errors; 0 when fewer
    than two values)."""
    count = len(values)
    mean = sum(values) / count if count else 0.0
    if count < 2:
        return mean, 0.0
    variance = sum((v - mean) ** 2 for v in values) / (count - 1)
    return mean, 1.96 * math.sqrt(variance / count)


def summarize(deals: list[list[tuple[int, float]]]) -> dict[str, Any]:
    """The figures of the module docstring from each deal's games (`play_deal`)."""
    results = [game for games in deals for game in games]
    games = len(results)
    a_wins = sum(1 for outcome, _ in results if outcome == 1)
    b_wins = sum(1 for outcome, _ in results if outcome == 0)
    decided = a_wins + b_wins
    mean, half = mean_ci95([margin for _, margin in results])
    return {
        "rounds": games,
        "a_round_wins": a_wins,
        "b_round_wins": b_wins,
        "undecided": games - decided,
        "a_win_rate": round(a_wins / decided, 4) if decided else 0.5,
        "ci95": wilson(a_wins, decided),
        "mean_point_diff": round(mean, 2),
        "point_diff_ci95": [round(mean - half, 2), round(mean + half, 2)],
        "a_sweeps": sum(1 for games in deals if all(outcome == 1 for outcome, _ in games)),
        "b_sweeps": sum(1 for games in deals if all(outcome == 0 for outcome, _ in games)),
    }


def run(a: str, b: str, deals: int = 200, seed: int = 1, preset: str = "1000_miles",
        players: int = 2, teams: int = 0, options: dict[str, Any] | None = None,
        budget: int | None = None, workers: int | None = None, matches: int | None = None,
        progress: bool = False) -> dict[str, Any]:
    """Play the duplicate arena and return the summary (see the module docstring)."""
    for level in (a, b):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
    table_options = make_options(preset, players=players, teams=teams, **(options or {}))
    match = matches is not None
    count = matches if match else deals
    jobs = [(table_options, a, b, seed, deal, budget, match) for deal in range(count)]
    workers = workers or min(2, os.cpu_count() or 1)
    per_deal: list[list[tuple[int, float]]] = []
    start = time.perf_counter()

    def note(done: int) -> None:
        if progress:
            width = 30
            filled = int(width * done / max(1, count))
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{count}")
            sys.stderr.flush()

    if workers <= 1 or count <= 1:
        for done, job in enumerate(jobs, 1):
            per_deal.append(play_deal(job))
            note(done)
    else:
        import multiprocessing

        # "spawn", not "fork": a fork taken while another thread holds a lock (BASS, pygame,
        # the test runner) can hang the child for ever
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for done, games in enumerate(pool.imap(play_deal, jobs, chunksize=1), 1):
                per_deal.append(games)
                note(done)
    if progress:
        sys.stderr.write("\n")
    summary = summarize(per_deal)
    summary["seconds"] = round(time.perf_counter() - start, 1)
    return summary


def _parse_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "on", "yes"):
        return True
    if lowered in ("false", "off", "no"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", default="hard", choices=LEVELS)
    parser.add_argument("--b", default="normal", choices=LEVELS)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--matches", type=int, default=None, help="play full matches instead")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="1000_miles")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--teams", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--budget", type=int, default=None, help="hard player's playouts")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    extra = {}
    for item in args.option:
        key, _, value = item.partition("=")
        extra[key.strip()] = _parse_value(value.strip())
    summary = run(args.a, args.b, args.deals, args.seed, args.preset, args.players, args.teams,
                  extra, args.budget, args.workers, args.matches, progress=not args.json)
    if args.json:
        print(json.dumps(summary))
        return
    unit = "matches" if args.matches is not None else "rounds"
    print(f"{args.a} (a) vs {args.b} (b), {args.preset}, {args.players} players, "
          f"seed {args.seed}")
    print(f"  {unit:<16}{summary['rounds']}")
    print(f"  a wins          {summary['a_round_wins']}")
    print(f"  b wins          {summary['b_round_wins']}")
    print(f"  no winner       {summary['undecided']}")
    lo, hi = summary["ci95"]
    print(f"  a win rate      {summary['a_win_rate']:.3f}  (95% {lo:.3f} .. {hi:.3f})")
    lo, hi = summary["point_diff_ci95"]
    print(f"  point diff      {summary['mean_point_diff']:+.1f}  (95% {lo:+.1f} .. {hi:+.1f})")
    print(f"  deals swept     a {summary['a_sweeps']}, b {summary['b_sweeps']} "
          f"(of {args.matches if args.matches is not None else args.deals} deals)")
    print(f"  seconds         {summary['seconds']}")


if __name__ == "__main__":
    main()
