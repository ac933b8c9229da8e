"""What would the hard player's own search gain where it plays by its rules? `python -m game.searchgain`.

    python -m game.searchgain --players 4 --hands 40 --seed 59200 --worlds 200 --json

Where `game.audit` asks what an ideal one-step search could gain, this asks what hard's own
search does (its budget of playout actions, its margin) on the choices hard leaves to its
rules at a table of `--players` cars: the clear choices (the rules' choice leads the next by
`CLEAR_GAP`), unless hard already searches them at that size, and above two cars the
discards. One hard car plays seeded rounds of `--preset` against normal cars, searching the
clear choices nowhere but at the sizes in `CLEAR_SEARCHED` other than this one (at four
cars: hard as it was before it searched them there). At each of its decisions it plays
unsearched (not an exact finish), a hard player that searches every choice, with the same
memory of the round and its own seed, decides too; where it changes the choice, both
actions are valued on `--worlds` fresh worlds (paired, a playout to the end of the round
worth the point margin, as the search values them), the rules' choice subtracted. An
unchanged choice gains 0, and the rounds go on with the rules' choice.

Hand `i` is dealt from seed `--seed + i`, its hard car in seat `i` modulo the seats. Output,
by kind (`clear-play`, `clear-discard`, `close-discard`): decisions a hand, how many the
search changed, the gain a decision and a hand with 95% intervals (a hand's: clustered by
hand). The gains add up only roughly: each change moves the positions after it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
from typing import Any

from .arena import mean_ci95
from .audit import ranked
from .bots.hard import CLEAR_GAP, CLEAR_SEARCHED, HARD_STYLE, HardBot
from .bots.normal import FINISH, NormalBot
from .bots.search import SeatWeights, paired_values, playout
from .rules import EXTENSION, PLAYING, PRESETS, OptionsError, Table, make_options, view_of
from .rules.actions import Action, Discard
from .rules.view import SeatView
from .workers import pool

KINDS = ("clear-play", "clear-discard", "close-discard")


class SearchingHard(HardBot):
    """Hard searching every choice but an exact finish: what its search would make of them."""

    def to_weigh(self, view: SeatView) -> list[Action]:
        return ranked(view)[0][: self.candidates]


def unsearched_kind(view: SeatView, action: Action) -> str | None:
    """The kind of a decision the playing hard made by its rules alone (`KINDS`), or None."""
    actions, scores = ranked(view)
    top = actions[0]
    if scores[0] >= FINISH or action != top:
        return None
    clear = scores[0] - scores[1] >= CLEAR_GAP
    if type(top) is Discard and len(view.cars) > 2:
        return "clear-discard" if clear else "close-discard"
    if clear:  # unsearched at this size by the playing hard (`play_hand`)
        return "clear-discard" if type(top) is Discard else "clear-play"
    return None


def change_gain(view: SeatView, rules: Action, chosen: Action, worlds: int,
                rng: random.Random, absent: SeatWeights) -> float:
    """`chosen`'s mean point margin minus the rules' choice's, paired on fresh worlds."""
    start = [car.score for car in view.cars]

    def evaluate(world: Table) -> float:
        return playout(world, view.car, HARD_STYLE, HARD_STYLE, start)

    values = paired_values(view, rng, [rules, chosen], worlds, evaluate, absent=absent)
    return sum(b - a for a, b in zip(*values, strict=True)) / worlds


def play_hand(job: tuple[int, int, str, int]) -> dict[str, Any]:
    """One round: hard's decisions, and each unsearched one's kind, change and gain."""
    seed, worlds, preset, players = job
    rng = random.Random(seed)
    options = make_options(preset, players=players)
    table = Table.new(options, rng.randrange(1 << 30))
    hard = seed % options.players
    as_it_was = CLEAR_SEARCHED - {options.car_count}
    bots = [HardBot(rng.randrange(1 << 30), clear_searched=as_it_was) if seat == hard
            else NormalBot(rng.randrange(1 << 30)) for seat in range(options.players)]
    searching = SearchingHard(rng.randrange(1 << 30))
    found: list[dict[str, Any]] = []
    decisions = 0
    while table.phase in (PLAYING, EXTENSION):
        seat = table.seats_to_act()[-1]
        view = view_of(table, seat)
        action = bots[seat].choose(view)
        if seat == hard and table.phase == PLAYING and len(view.legal_actions) > 1:
            decisions += 1
            kind = unsearched_kind(view, action)
            if kind is not None:
                searching._absent = bots[seat]._absent
                chosen = searching.play(view)
                gain = 0.0
                if chosen != action:
                    gain = change_gain(view, action, chosen, worlds,
                                       random.Random(rng.randrange(1 << 62)),
                                       bots[seat]._absent)
                found.append({"kind": kind, "changed": chosen != action, "gain": gain})
        table.apply(seat, action)
    return {"decisions": decisions, "found": found}


def run(hands: int = 40, seed: int = 59200, worlds: int = 200, preset: str = "1000_miles",
        players: int = 4, workers: int | None = None) -> dict[str, Any]:
    if hands < 2 or worlds < 2:
        raise ValueError("need at least 2 hands and 2 worlds")
    jobs = [(seed + index, worlds, preset, players) for index in range(hands)]
    make_options(preset, players=players)  # refuse a bad table before any worker starts
    workers = workers or min(2, os.cpu_count() or 1)
    if workers <= 1:
        results = [play_hand(job) for job in jobs]
    else:
        with pool(workers) as processes:
            results = processes.map(play_hand, jobs, chunksize=1)
    by_kind: dict[str, Any] = {}
    for kind in KINDS:
        gains = [f["gain"] for r in results for f in r["found"] if f["kind"] == kind]
        if not gains:
            continue
        mean, half = mean_ci95(gains)
        hand_mean, hand_half = mean_ci95(
            [sum(f["gain"] for f in r["found"] if f["kind"] == kind) for r in results])
        by_kind[kind] = {
            "decisions": len(gains), "per_hand": round(len(gains) / hands, 2),
            "changed": sum(f["changed"] for r in results for f in r["found"]
                           if f["kind"] == kind),
            "gain": round(mean, 3), "gain_ci95": [round(mean - half, 3), round(mean + half, 3)],
            "hand_gain": round(hand_mean, 2),
            "hand_gain_ci95": [round(hand_mean - hand_half, 2), round(hand_mean + hand_half, 2)],
        }
    return {"preset": preset, "players": players, "hands": hands, "seed": seed,
            "worlds": worlds,
            "decisions_per_hand": round(sum(r["decisions"] for r in results) / hands, 2),
            "by_kind": by_kind}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.searchgain", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=59200)
    parser.add_argument("--worlds", type=int, default=200)
    parser.add_argument("--preset", default="1000_miles", choices=PRESETS)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        summary = run(args.hands, args.seed, args.worlds, args.preset, args.players,
                      args.workers)
    except OptionsError as error:
        parser.error(f"these table options are refused: {error}")
    except ValueError as error:
        parser.error(str(error))
    if args.json:
        print(json.dumps(summary))
        return
    print(f"{args.preset}, {args.players} players: {args.hands} hands, {args.worlds} worlds, "
          f"{summary['decisions_per_hand']} hard decisions a hand")
    for kind, entry in summary["by_kind"].items():
        lo, hi = entry["hand_gain_ci95"]
        print(f"  {kind:<14} {entry['per_hand']:>6} a hand, {entry['changed']:>4} changed, "
              f"gain a hand {entry['hand_gain']:+.1f} (95% {lo:+.1f} .. {hi:+.1f})")


if __name__ == "__main__":
    main()
