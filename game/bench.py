"""The engine's benchmark (not a test): `python -m game.bench [--json]`.

Plays complete rounds with uniformly random legal actions and reports how many rounds and
actions per second one core manages, for the 1000 Miles preset (two players, reshuffle off,
the headline figure) and for every preset.

`load_ms` is the CPU time to load the save of a long match (`long_match`: 20 rounds, six
players, uniformly random legal actions, so long rounds with reshuffles), best of 5: loading
replays the whole history under the rules (`game.rules.save`).

`bot_ms` times each computer-player level's decisions in CPU milliseconds
(`time.process_time`, so other work on a shared machine does not move the figure): median,
95th percentile and maximum over the same fixed positions, play steps with a real choice
taken from seeded games between normal-v1 players (frozen, so the positions do not move when
the playing levels change) with random detours. The games are 1000 Miles; `--preset` takes
them from another preset (`bot_preset` names it). `bot_ms` is two players;
`bot_ms_by_players` repeats it at every table size the preset plays, 2 to 6 (`--players`
picks sizes, `--levels` the levels, the v1 references included). `--bots-only` skips the
engine and load figures.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from .rules import PRESETS, Options, Table, make_options
from .rules.options import PRESET_RULES
from .rules.table import ROUND_OVER

PRESET_OPTIONS: dict[str, dict[str, Any]] = {
    "1000_miles": {"reshuffle": False},
    "1000_milhas": {"reshuffle": False},
    "classic": {},
    "mile_by_mile": {"reshuffle": False},
}


def random_rounds(options: Options, seconds: float, seed: int = 1,
                  repeats: int = 5) -> dict[str, float]:
    """Random complete rounds for about `seconds` of this process's CPU time, split into
    `repeats` equal runs; the best run's rounds and actions per CPU second. CPU time and the
    best run (as timeit does) keep other work on the machine from skewing the figure."""
    rng = random.Random(seed)
    best = (0.0, 0.0)
    for _ in range(repeats):
        rounds = actions = 0
        start = time.process_time()
        deadline = start + seconds / repeats
        while time.process_time() < deadline:
            table = Table.new(options, seed=rng.randrange(1 << 30))
            while table.phase not in (ROUND_OVER, "match_over"):
                seat = table.seats_to_act()[0]
                legal = table.legal_actions(seat)
                table.apply_unchecked(seat, legal[rng.randrange(len(legal))])
                actions += 1
            rounds += 1
        elapsed = time.process_time() - start
        best = max(best, (rounds / elapsed, actions / elapsed))
    return {"rounds_per_s": round(best[0], 1), "actions_per_s": round(best[1])}


def bot_positions(count: int = 200, seed: int = 7, players: int = 2,
                  preset: str = "1000_miles") -> list:
    """Seat views at play steps with more than one legal action, from seeded games between
    normal-v1 players that take a random action a fifth of the time (to vary positions)."""
    from .bots import make_arena_bot
    from .rules import view_of

    rng = random.Random(seed * 100 + players)
    options = make_options(preset, players=players)
    views = []
    while len(views) < count:
        table = Table.new(options, seed=rng.randrange(1 << 30))
        bots = [make_arena_bot("normal-v1", seed=rng.randrange(1 << 30))
                for _ in range(players)]
        while table.phase not in (ROUND_OVER, "match_over") and len(views) < count:
            seat = table.seats_to_act()[0]
            view = view_of(table, seat)
            legal = view.legal_actions
            if len(legal) > 1 and table.step == "play" and rng.random() < 0.1:
                views.append(view)
            if rng.random() < 0.2:
                action = legal[rng.randrange(len(legal))]
            else:
                action = bots[seat].choose(view)
            table.apply(seat, action)
    return views


def decision_cpu_ms(level: str, views: list, budget: int | None = None) -> dict[str, float]:
    """CPU milliseconds per decision of `level` over `views`: median, p95 and max."""
    from .bots import make_arena_bot

    bot = make_arena_bot(level, seed=1, budget=budget)
    times = []
    for view in views:
        start = time.process_time()
        bot.choose(view)
        times.append((time.process_time() - start) * 1000.0)
    times.sort()
    return {
        "median": round(times[len(times) // 2], 3),
        "p95": round(times[min(len(times) - 1, int(len(times) * 0.95))], 3),
        "max": round(times[-1], 3),
    }


def bot_ms(count: int = 200, budget: int | None = None, players: int = 2,
           levels: tuple[str, ...] | None = None,
           preset: str = "1000_miles") -> dict[str, dict[str, float]]:
    """CPU milliseconds per decision for each level over the same `count` positions."""
    from .bots import LEVELS

    views = bot_positions(count, players=players, preset=preset)
    return {level: decision_cpu_ms(level, views, budget) for level in (levels or LEVELS)}


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


def long_match(rounds: int = 20, players: int = 6, seed: int = 1) -> Table:
    """A 1000 Miles match of `players` played to the end of round `rounds` by random legal
    actions (score limit out of reach)."""
    rng = random.Random(seed)
    table = Table.new(make_options("1000_miles", players=players, score_limit=500_000), seed)
    while not (table.round == rounds and table.phase == ROUND_OVER):
        seat = table.seats_to_act()[-1]
        legal = table.legal_actions(seat)
        table.apply(seat, legal[rng.randrange(len(legal))])
    return table


def load_ms(repeats: int = 5) -> dict[str, float]:
    """Milliseconds of CPU time to load the long match's save (best of `repeats`)."""
    from .rules import table_from_json, table_to_json

    table = long_match()
    text = table_to_json(table)
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        table_from_json(text)
        best = min(best, time.process_time() - start)
    return {"load_ms": round(best * 1000.0, 1), "actions": len(table.history),
            "save_kb": round(len(text) / 1024)}


def main(argv: list[str] | None = None) -> None:
    from .bots import ARENA_LEVELS, LEVELS

    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--bots-only", action="store_true", help="only the bot_ms figures")
    parser.add_argument("--positions", type=int, default=200, help="positions for bot_ms")
    parser.add_argument("--budget", type=int, default=None,
                        help="search budget of hard (playout actions) and hard-v1 (playouts)")
    parser.add_argument("--levels", nargs="+", choices=ARENA_LEVELS, default=list(LEVELS))
    parser.add_argument("--players", type=int, nargs="+", choices=range(2, 7),
                        default=None, metavar="N",
                        help="table sizes for bot_ms_by_players (2 to 6; every size the "
                             "preset plays when left out)")
    parser.add_argument("--preset", choices=PRESETS, default="1000_miles",
                        help="the preset whose games give the bot_ms positions")
    args = parser.parse_args(argv)
    rules = PRESET_RULES[args.preset]
    playable = list(range(rules.min_players, min(rules.max_solo, 6) + 1))
    for players in args.players or ():
        if players not in playable:
            parser.error(f"--preset {args.preset} does not play with {players} players")
    levels = tuple(args.levels)
    result: dict[str, Any] = {} if args.bots_only else run(args.seconds)
    by_players = {
        str(players): bot_ms(args.positions, args.budget, players, levels, args.preset)
        for players in sorted(set(args.players or playable))
    }
    result["bot_ms"] = (by_players.get("2")
                        or bot_ms(args.positions, args.budget, 2, levels, args.preset))
    result["bot_ms_by_players"] = by_players
    result["bot_preset"] = args.preset
    result["bot_clock"] = "process_time"
    if not args.bots_only:
        load = load_ms()
        result["load_ms"] = load["load_ms"]
        result["load_match"] = {"rounds": 20, "players": 6, "actions": load["actions"],
                                "save_kb": load["save_kb"]}
    if args.json:
        print(json.dumps(result))
        return
    if not args.bots_only:
        print(f"1000 Miles, 2 players, reshuffle off: {result['random_rounds_per_s']} rounds/s, "
              f"{result['actions_per_s']} actions/s")
        for preset, figures in result["presets"].items():
            print(f"  {preset:14} {figures['rounds_per_s']:>8} rounds/s "
                  f"{figures['actions_per_s']:>9} actions/s")
    for players, figures in by_players.items():
        _print_bots(f"{args.preset}, {players} players", figures)
    if not args.bots_only:
        match = result["load_match"]
        print(f"Loading a long match ({match['rounds']} rounds, {match['players']} players, "
              f"{match['actions']} actions, {match['save_kb']} KB): {result['load_ms']} ms")


def _print_bots(title: str, figures: dict[str, dict[str, float]]) -> None:
    print(f"Computer players, CPU ms per decision, {title}:")
    for level, times in figures.items():
        print(f"  {level:10} median {times['median']:>8.2f}  p95 {times['p95']:>8.2f}"
              f"  max {times['max']:>8.2f}")


if __name__ == "__main__":
    main()
