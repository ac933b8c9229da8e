"""The reading of several arena runs together, as docs/runs/README.md registers it.

    python -m game.arena --a hard --b hard-v1 --preset classic --matches 200 --seed 7111 --json > 7111.json
    ... (the same command on the other seeds)
    python -m game.pooled 7111.json 7112.json 7113.json [--json]

Each RUN.json is what `python -m game.arena ... --json` (or `game.ceiling`) printed, for the
same pairing, preset and format on other seeds. Runs that name their settings (the arena's
`run` key) must agree on all of them but the seed and the number of deals, and no seed may
come twice (the same deals are not another sample); a summary printed before the arena
named them is taken as it is. The runs are independent samples, so:
- a_round_wins / rounds / ci95: the games (rounds, or matches with --matches) pooled, the
  rate over every decided game with its 95% Wilson interval;
- hand_point_diff, hand_win_diff, mean_point_diff: the mean of the runs' figures, each
  interval from the runs' standard errors (a run's interval is 1.96 of them either side):
  sqrt(sum of squares) / number of runs;
- hands, a_hands, b_hands, nobody_hands, sweeps, tricks a hand: over every hand and deal;
  the extension counts summed (null when any run lacks them).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path
from typing import Annotated, Any

import msgspec

from .arena import wilson

Count = Annotated[int, msgspec.Meta(ge=0)]


class RunSettings(msgspec.Struct):
    """What the arena's `run` key says of the run (a key it may add later is read past)."""

    a: str
    b: str
    seed: int
    preset: str
    players: int
    teams: int
    options: dict[str, Any]
    budget: int | None
    matches: bool
    players_made_by: str
    deals: int


class RunSummary(msgspec.Struct):
    """The figures of one arena run that a pooled reading needs (its other keys are read
    past)."""

    rounds: Count
    a_round_wins: Count
    b_round_wins: Count
    mean_point_diff: float
    point_diff_ci95: tuple[float, float]
    a_sweeps: Count
    b_sweeps: Count
    hands: Count
    a_hands: Count
    b_hands: Count
    nobody_hands: Count
    hand_point_diff: float
    hand_point_diff_ci95: tuple[float, float]
    hand_win_diff: float
    hand_win_diff_ci95: tuple[float, float]
    a_tricks_per_hand: float
    b_tricks_per_hand: float
    a_extended: Count | None = None
    a_extended_won: Count | None = None
    a_extended_nobody: Count | None = None
    b_extended: Count | None = None
    b_extended_won: Count | None = None
    b_extended_nobody: Count | None = None
    run: RunSettings | None = None


class RunFileError(ValueError):
    """A run file that cannot be read as an arena summary; the message names it."""


def read_run(path: Path) -> RunSummary:
    try:
        return msgspec.json.decode(path.read_bytes(), type=RunSummary)
    except OSError as error:
        raise RunFileError(f"{path}: cannot be read ({error.strerror or error})") from None
    except msgspec.ValidationError as error:
        raise RunFileError(f"{path}: not an arena summary ({error})") from None
    except msgspec.DecodeError as error:
        raise RunFileError(f"{path}: not JSON ({error})") from None


def read_runs(paths: list[Path]) -> list[RunSummary]:
    """Every file's summary, refused (RunFileError) unless they are samples of one run."""
    runs = [read_run(path) for path in paths]
    named = [(path, msgspec.structs.asdict(summary.run))
             for path, summary in zip(paths, runs, strict=True) if summary.run is not None]
    seeds: dict[int, Path] = {}
    first_path, first = named[0] if named else (None, {})
    for path, settings in named:
        for key, value in settings.items():
            if key not in ("seed", "deals") and value != first[key]:
                raise RunFileError(f"{path}: another run than {first_path} "
                                   f"({key} {value!r}, not {first[key]!r})")
        seed = settings["seed"]
        if seed in seeds:
            raise RunFileError(f"{path}: the same seed as {seeds[seed]} ({seed}): "
                               "the same deals, not another sample")
        seeds[seed] = path
    return runs


def _mean_of_runs(values: list[float], intervals: list[tuple[float, float]]
                  ) -> tuple[float, list[float]]:
    mean = sum(values) / len(values)
    errors = [(high - low) / (2 * 1.96) for low, high in intervals]
    half = 1.96 * math.sqrt(sum(error * error for error in errors)) / len(values)
    return mean, [mean - half, mean + half]


def pool(runs: list[RunSummary]) -> dict[str, Any]:
    """The pooled reading of `runs` (at least one), keys as in the module docstring."""
    if not runs:
        raise ValueError("no run to pool")
    a_wins = sum(run.a_round_wins for run in runs)
    b_wins = sum(run.b_round_wins for run in runs)
    decided = a_wins + b_wins
    rounds = sum(run.rounds for run in runs)
    hands = sum(run.hands for run in runs)
    reading: dict[str, Any] = {
        "runs": len(runs),
        "rounds": rounds,
        "a_round_wins": a_wins,
        "b_round_wins": b_wins,
        "undecided": rounds - decided,
        "a_win_rate": round(a_wins / decided, 4) if decided else 0.5,
        "ci95": wilson(a_wins, decided),
        "a_sweeps": sum(run.a_sweeps for run in runs),
        "b_sweeps": sum(run.b_sweeps for run in runs),
        "hands": hands,
        "a_hands": sum(run.a_hands for run in runs),
        "b_hands": sum(run.b_hands for run in runs),
        "nobody_hands": sum(run.nobody_hands for run in runs),
    }
    for key, digits in (("mean_point_diff", 2), ("hand_point_diff", 2), ("hand_win_diff", 4)):
        interval_key = "point_diff_ci95" if key == "mean_point_diff" else f"{key}_ci95"
        mean, interval = _mean_of_runs([getattr(run, key) for run in runs],
                                       [getattr(run, interval_key) for run in runs])
        reading[key] = round(mean, digits)
        reading[interval_key] = [round(bound, digits) for bound in interval]
    for side in "ab":
        tricks = sum(getattr(run, f"{side}_tricks_per_hand") * run.hands for run in runs)
        reading[f"{side}_tricks_per_hand"] = round(tricks / max(1, hands), 3)
    for key in (f"{side}_{suffix}" for side in "ab"
                for suffix in ("extended", "extended_won", "extended_nobody")):
        counts = [getattr(run, key) for run in runs]
        reading[key] = None if None in counts else sum(counts)
    return reading


def describe(reading: dict[str, Any], names: list[str]) -> str:
    """The pooled reading as lines for a reader (the command line without --json)."""
    lo, hi = reading["ci95"]
    decided = reading["a_round_wins"] + reading["b_round_wins"]
    point_lo, point_hi = reading["hand_point_diff_ci95"]
    win_lo, win_hi = reading["hand_win_diff_ci95"]
    return "\n".join([
        f"{reading['runs']} runs together: {', '.join(names)}",
        f"  a won           {reading['a_round_wins']} of {decided} decided games: "
        f"{100 * reading['a_win_rate']:.1f}%  (95% {100 * lo:.1f} .. {100 * hi:.1f})",
        f"  points a hand   {reading['hand_point_diff']:+.1f}  "
        f"(95% {point_lo:+.1f} .. {point_hi:+.1f}, mean of the runs)",
        f"  hand wins diff  {reading['hand_win_diff']:+.3f}  (95% {win_lo:+.3f} .. {win_hi:+.3f})",
        f"  hands           {reading['hands']}: a won {reading['a_hands']}, "
        f"b {reading['b_hands']}, nobody {reading['nobody_hands']}",
        f"  deals swept     a {reading['a_sweeps']}, b {reading['b_sweeps']}",
        f"  tricks a hand   a {reading['a_tricks_per_hand']:.3f}, "
        f"b {reading['b_tricks_per_hand']:.3f}",
    ])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m game.pooled", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="+", type=Path, metavar="RUN.json",
                        help="what `python -m game.arena ... --json` printed, one file a run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        reading = pool(read_runs(args.runs))
    except RunFileError as error:
        parser.error(str(error))
    if args.json:
        print(json.dumps(reading))
    else:
        print(describe(reading, [path.name for path in args.runs]))


if __name__ == "__main__":
    main(sys.argv[1:])
