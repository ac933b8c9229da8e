"""How much could a one-step search gain over a level's choices? `python -m game.audit`.

    python -m game.audit --positions 150 --candidates 4 --worlds 300 --objective win --json

Positions come from seeded normal-against-normal rounds of `--preset` with `--players` cars
(default two): decisions where the hard player's rules see a real choice (no exact finish, no
clear leader), the ones it searches at any table; with `--clear`, the clear choices, where
the rules' choice leads the next by `CLEAR_GAP` or more (it searches them only at the car
counts in `CLEAR_SEARCHED`: elsewhere, were the rules right not to ask?). For
each, the top `--candidates` actions by those rules are valued the way the hard player's
search values them (worlds sampled from the seat's view, every candidate played out to the
end of the round in every world with the same playout seeds), with `--worlds` worlds split
in two halves: the candidate that looks best on the first half is valued on the second,
against the rules' own choice. That difference is an unbiased estimate of what choosing by
search gains per decision (choosing and valuing on the same worlds would flatter it: the
best of several noisy means).

`--objective win` values a playout by the round's winner only (1 for our car, minus the other
cars' mean); `points` by the round's point margin, as the hard player does (Mile by Mile's
races score no points: there both count the race). Output: the mean gain per decision with
its 95% interval, and per kind of the rules' choice (play a distance card, discard a
remedy, ...).
"""

from __future__ import annotations

import argparse
import json
import os
import random
from typing import Any

from .arena import mean_ci95
from .bots.hard import CLEAR_GAP, HARD_STYLE
from .bots.knowledge import Situation
from .bots.normal import FINISH, NormalBot, score_actions
from .bots.search import paired_values, playout
from .rules import EXTENSION, PLAYING, PRESETS, OptionsError, Table, make_options, view_of
from .rules.actions import Action, Discard, Play
from .rules.cards import KIND
from .rules.view import SeatView
from .workers import pool


def kind_of(action: Action) -> str:
    """'play-distance', 'discard-defense', ...: what kind of choice an action is."""
    verb = "discard" if type(action) is Discard else "play" if type(action) is Play else "other"
    card = getattr(action, "card", None)
    return f"{verb}-{KIND[card].name.lower()}" if card is not None else verb


def ranked(view: SeatView) -> tuple[list[Action], list[float]]:
    legal = view.legal_actions
    scores = score_actions(Situation.from_view(view), legal, HARD_STYLE)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    return [legal[i] for i in order], [scores[i] for i in order]


def positions(count: int, seed: int, preset: str = "1000_miles", players: int = 2,
              clear: bool = False) -> list[SeatView]:
    """Seat views with a real choice (`clear`: with a clear one, see the module), sampled
    from seeded normal-against-normal rounds of `players` cars."""
    rng = random.Random(seed)
    options = make_options(preset, players=players)
    found: list[SeatView] = []
    while len(found) < count:
        table = Table.new(options, rng.randrange(1 << 30))
        bots = [NormalBot(rng.randrange(1 << 30)) for _ in range(options.players)]
        while table.phase in (PLAYING, EXTENSION) and len(found) < count:
            seat = table.seats_to_act()[-1]
            view = view_of(table, seat)
            if len(view.legal_actions) > 1 and rng.random() < 0.15:
                _, scores = ranked(view)
                if scores[0] < FINISH and (scores[0] - scores[1] >= CLEAR_GAP) == clear:
                    found.append(view)
            table.apply(seat, bots[seat].choose(view))
    return found


def audit_position(job: tuple[SeatView, int, int, bool, int]) -> dict[str, Any]:
    """The split-half gain of choosing by search at one position (see the module)."""
    view, candidates, worlds, win_only, seed = job
    actions, _ = ranked(view)
    actions = actions[:candidates]
    rng = random.Random(seed)
    start = [car.score for car in view.cars]

    def evaluate(table: Table) -> float:
        return playout(table, view.car, HARD_STYLE, HARD_STYLE, start,
                       points=False if win_only else None)

    values = paired_values(view, rng, actions, worlds, evaluate)
    half = worlds // 2
    first = [sum(v[:half]) / half for v in values]
    second = [sum(v[half:]) / (worlds - half) for v in values]
    chosen = max(range(len(actions)), key=first.__getitem__)
    return {"kind": kind_of(actions[0]), "chosen": kind_of(actions[chosen]),
            "gain": second[chosen] - second[0]}


def run(count: int = 150, candidates: int = 4, worlds: int = 300, objective: str = "win",
        seed: int = 5, workers: int | None = None, preset: str = "1000_miles",
        players: int = 2, clear: bool = False) -> dict[str, Any]:
    if worlds < 4 or candidates < 2 or count < 1:
        raise ValueError("need at least 1 position, 2 candidates and 4 worlds")
    views = positions(count, seed, preset, players, clear)
    jobs = [(view, candidates, worlds, objective == "win", seed * 100003 + index)
            for index, view in enumerate(views)]
    workers = workers or min(2, os.cpu_count() or 1)
    if workers <= 1:
        results = [audit_position(job) for job in jobs]
    else:
        with pool(workers) as processes:
            results = processes.map(audit_position, jobs, chunksize=1)
    mean, half = mean_ci95([r["gain"] for r in results])
    ci = [round(mean - half, 4), round(mean + half, 4)]
    kinds: dict[str, list[float]] = {}
    for result in results:
        kinds.setdefault(result["kind"], []).append(result["gain"])
    return {
        "preset": preset, "players": players, "clear": clear, "positions": len(results),
        "candidates": candidates, "worlds": worlds, "objective": objective,
        "mean_gain": round(mean, 4), "gain_ci95": ci,
        "by_kind": {kind: {"positions": len(g), "mean_gain": round(sum(g) / len(g), 4)}
                    for kind, g in sorted(kinds.items())},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.audit", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=150)
    parser.add_argument("--candidates", type=int, default=4)
    parser.add_argument("--worlds", type=int, default=300)
    parser.add_argument("--objective", choices=("win", "points"), default="win")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--preset", default="1000_miles", choices=PRESETS)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--clear", action="store_true",
                        help="audit the clear choices, which the hard player searches only "
                             "with two or four cars")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        summary = run(args.positions, args.candidates, args.worlds, args.objective, args.seed,
                      args.workers, args.preset, args.players, args.clear)
    except OptionsError as error:
        parser.error(f"these table options are refused: {error}")
    except ValueError as error:
        parser.error(str(error))
    if args.json:
        print(json.dumps(summary))
        return
    lo, hi = summary["gain_ci95"]
    choices = "clear choices" if args.clear else "positions"
    print(f"{args.preset}, {args.players} players: {summary['positions']} {choices}, "
          f"{args.candidates} candidates, "
          f"{args.worlds} worlds, objective {args.objective}")
    print(f"  gain per decision  {summary['mean_gain']:+.4f}  (95% {lo:+.4f} .. {hi:+.4f})")
    for kind, entry in summary["by_kind"].items():
        print(f"  {kind:<18} {entry['positions']:>4}  {entry['mean_gain']:+.4f}")


if __name__ == "__main__":
    main()
