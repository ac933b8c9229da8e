"""The arena: two computer-player levels against each other in the duplicate format.

    python -m game.arena --a hard --b normal --deals 200 --seed 1 --json
    python -m game.arena --a hard --b hard-v1 --preset classic --matches 100 --seed 101 --json

Levels: easy, normal, hard and the frozen references normal-v1 and hard-v1 (game.bots.v1).

Every shuffled deal is played once per car with level a driving that car (all its seats)
and level b every other seat, so with two cars each deal is played twice with the seats
swapped and both levels get both hands. Deal d of seed s always has the same shuffle (and
the same bot seeds), so results are the same whatever the number of workers.

A long run can be played in parts: with --checkpoint FILE every finished deal is added to
FILE (JSON lines, the run's settings first), and the same command run again plays only the
deals FILE lacks, so the summary is the one a single run gives (seconds: this part's only;
cpu_seconds: every part's). FILE made by another run (levels, seed, preset, table, budget) is
refused.

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

Figures per hand (a hand is a round; with --matches, every round of every match):
- a_hands / b_hands / nobody_hands: hands won by a's car / by one of b's cars / by nobody;
- hand_point_diff: mean over hands of a's round points minus the mean round points of b's
  cars, the low-noise measure; hand_point_diff_ci95 its 95% interval clustered by deal (the
  hands of one deal, every seating and round of it, are not independent, so the standard
  error is computed from the deals' totals);
- hand_win_diff (hand_win_diff_ci95): the same for hands won, a's win (1 or 0) minus the
  mean of b's cars' wins: the measure of Mile by Mile, whose races score no points;
- a_tricks_per_hand / b_tricks_per_hand: dirty tricks (coups fourrés) a hand by a's car and
  by each of b's cars;
- a_extended / b_extended: hands in which a's car / one of b's cars went on to 1000 (Classic's
  extension), and of those a_extended_won / b_extended_won the hands won by that side and
  a_extended_nobody / b_extended_nobody the hands nobody won (all null when a checkpoint
  holds hands kept before they were counted).

run: the run's settings (levels, seed, preset, players, teams, options, budget, whether
matches were played, the maker of the players, deals: how many deals or matches), so that
`python -m game.pooled` can tell runs of one pairing from others.

Time: seconds, the wall time of this run (of this part, with --checkpoint); cpu_seconds, the
processor time the deals' play took in the processes that played them, summed over every
deal whatever the part (null when a checkpoint holds deals kept before it was counted).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .bots import ARENA_LEVELS, Bot, make_arena_bot
from .rules import (
    EXTENSION,
    MATCH_OVER,
    PLAYING,
    PRESETS,
    ROUND_OVER,
    Options,
    OptionsError,
    Table,
    make_options,
    view_of,
)
from .rules.actions import Trick
from .workers import pool

MAX_MATCH_ROUNDS = 500
# Makes the player of a seat: its level, seed, search budget and the table it sits at (only
# the ceiling measure, `game.ceiling`, lets a player look at the table itself). A module-level
# function, so that worker processes can be sent it.
BotFactory = Callable[[str, int, "int | None", Table], Bot]


def arena_bot(level: str, seed: int, budget: int | None, table: Table) -> Bot:
    """The arena's players: any of `ARENA_LEVELS`, seeing only what their seat may see."""
    return make_arena_bot(level, seed, budget)


def seed_of(*parts: Any) -> int:
    """A seed fixed by the parts (a run's seed, the deal, a seat), whatever the worker."""
    return random.Random(":".join(map(str, parts))).randrange(1 << 62)


def trick_taken(table: Table, bots: list, seats: list[int]) -> bool:
    """Whether one of the trick holders among `seats` (all but the last, the seat in turn)
    played its dirty trick."""
    for holder in seats[:-1]:
        view = view_of(table, holder)
        if any(isinstance(action, Trick) for action in view.legal_actions):
            trick = bots[holder].wants_trick(view)
            if trick is not None:
                table.apply(holder, trick)
                return True
    return False


def step(table: Table, bots: list) -> None:
    """One action: trick holders are asked first, then the seat in turn acts."""
    seats = table.seats_to_act()
    if not trick_taken(table, bots, seats):
        table.apply(seats[-1], bots[seats[-1]].choose(view_of(table, seats[-1])))


# winner, points and tricks per car, the car that went on to 1000 (or None)
Hand = tuple[int | None, tuple[int, ...], tuple[int, ...], int | None]


def play_game(options: Options, levels: list[str], table_seed: int, bot_seeds: list[int],
              budget: int | None, match: bool, factory: BotFactory = arena_bot
              ) -> tuple[int | None, list[int], list[Hand]]:
    """One round (or one match): the winning car (or None), each car's points, and every
    hand played (its winner, each car's round points and dirty tricks, the car that went
    on to 1000)."""
    table = Table.new(options, table_seed)
    bots = [factory(level, seed, budget, table)
            for level, seed in zip(levels, bot_seeds, strict=True)]
    hands: list[Hand] = []
    start = [car.score for car in table.cars]
    while table.phase in (PLAYING, EXTENSION):
        step(table, bots)
        if table.phase in (ROUND_OVER, MATCH_OVER):
            hands.append((table.winner,
                          tuple(car.score - s for car, s in zip(table.cars, start, strict=True)),
                          tuple(car.tricks for car in table.cars), table.extended_by))
            if not match or table.phase == MATCH_OVER or table.round >= MAX_MATCH_ROUNDS:
                break
            step(table, bots)  # the owner deals the next round
            start = [car.score for car in table.cars]
    if not match:
        winner, points = hands[-1][:2]
        return winner, list(points), hands
    if table.phase != MATCH_OVER:
        return None, [car.score for car in table.cars], hands
    key = (lambda car: car.races) if options.races_to_win is not None else (lambda car: car.score)
    champion = max(table.cars, key=key).index
    return champion, [car.score for car in table.cars], hands


def _margin(values, a_car: int) -> float:
    """a's value minus the mean of the other cars' values."""
    others = [value for car, value in enumerate(values) if car != a_car]
    return values[a_car] - sum(others) / len(others)


def play_deal(args: tuple) -> list[tuple]:
    """Every seating of one deal, per game: (outcome, a's point margin, hands), each hand
    (outcome, a's point margin, a's win margin, a's tricks, b's tricks per car, who went
    on to 1000).

    outcome and who went on: 1 a's car, 0 another car, -1 none.
    """
    options, a, b, seed, deal, budget, match, factory = args
    table_seed = seed_of(seed, deal, "table")
    results = []
    for a_car in range(options.car_count):
        levels = [a if seat % options.car_count == a_car else b for seat in range(options.players)]
        bot_seeds = [seed_of(seed, deal, a_car, seat) for seat in range(options.players)]
        winner, points, played = play_game(options, levels, table_seed, bot_seeds, budget, match,
                                           factory)
        hands = []
        for hand_winner, hand_points, tricks, extended_by in played:
            wins = [int(car == hand_winner) for car in range(options.car_count)]
            b_tricks = (sum(tricks) - tricks[a_car]) / (options.car_count - 1)
            hands.append((_outcome(hand_winner, a_car), _margin(hand_points, a_car),
                          _margin(wins, a_car), tricks[a_car], b_tricks,
                          _outcome(extended_by, a_car)))
        results.append((_outcome(winner, a_car), _margin(points, a_car), hands))
    return results


def timed_deal(args: tuple) -> tuple[list[tuple], float]:
    """`play_deal`, with the processor time it took in this process: a run in parts, or
    beside other work, still says what its play cost."""
    start = time.process_time()
    games = play_deal(args)
    return games, time.process_time() - start


def _outcome(winner: int | None, a_car: int) -> int:
    return -1 if winner is None else int(winner == a_car)


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


def clustered_mean_ci95(clusters: list[list[float]]) -> tuple[float, float]:
    """The mean of every value and the half-width of its 95% interval, clustered: the
    values of one cluster may be correlated, so the standard error comes from the clusters'
    totals (the usual cluster-robust estimate for a mean, with the G / (G - 1) correction)."""
    count = sum(len(values) for values in clusters)
    if count == 0:
        return 0.0, 0.0
    mean = sum(sum(values) for values in clusters) / count
    groups = sum(1 for values in clusters if values)
    if groups < 2:
        return mean, 0.0
    spread = sum((sum(values) - mean * len(values)) ** 2 for values in clusters)
    return mean, 1.96 * math.sqrt(groups / (groups - 1) * spread) / count


def summarize(deals: list[list[tuple]]) -> dict[str, Any]:
    """The figures of the module docstring from each deal's games (`play_deal`); a game
    given as (outcome, margin) alone counts as one hand without tricks."""
    per_deal = [[game if len(game) > 2 else (*game, [(game[0], game[1], _win(game[0]), 0, 0)])
                 for game in games_of_deal] for games_of_deal in deals]
    games = [game for deal in per_deal for game in deal]
    count = len(games)
    a_wins = sum(1 for outcome, _, _ in games if outcome == 1)
    b_wins = sum(1 for outcome, _, _ in games if outcome == 0)
    decided = a_wins + b_wins
    mean, half = mean_ci95([margin for _, margin, _ in games])
    hands = [hand for _, _, played in games for hand in played]
    points, points_half = clustered_mean_ci95(
        [[hand[1] for _, _, played in deal for hand in played] for deal in per_deal])
    wins, wins_half = clustered_mean_ci95(
        [[hand[2] for _, _, played in deal for hand in played] for deal in per_deal])
    hand_count = max(1, len(hands))
    return {
        "rounds": count,
        "a_round_wins": a_wins,
        "b_round_wins": b_wins,
        "undecided": count - decided,
        "a_win_rate": round(a_wins / decided, 4) if decided else 0.5,
        "ci95": wilson(a_wins, decided),
        "mean_point_diff": round(mean, 2),
        "point_diff_ci95": [round(mean - half, 2), round(mean + half, 2)],
        "a_sweeps": sum(1 for deal in per_deal if all(game[0] == 1 for game in deal)),
        "b_sweeps": sum(1 for deal in per_deal if all(game[0] == 0 for game in deal)),
        "hands": len(hands),
        "a_hands": sum(1 for hand in hands if hand[0] == 1),
        "b_hands": sum(1 for hand in hands if hand[0] == 0),
        "nobody_hands": sum(1 for hand in hands if hand[0] == -1),
        "hand_point_diff": round(points, 2),
        "hand_point_diff_ci95": [round(points - points_half, 2), round(points + points_half, 2)],
        "hand_win_diff": round(wins, 4),
        "hand_win_diff_ci95": [round(wins - wins_half, 4), round(wins + wins_half, 4)],
        "a_tricks_per_hand": round(sum(hand[3] for hand in hands) / hand_count, 3),
        "b_tricks_per_hand": round(sum(hand[4] for hand in hands) / hand_count, 3),
        **_extensions(hands),
    }


def _extensions(hands: list) -> dict[str, int | None]:
    """How each side used Classic's extension: the hands its car went on to 1000, and how
    many of those its side won and nobody won (None for hands kept before they were
    counted)."""
    keys = [f"{side}_extended{what}" for side in "ab" for what in ("", "_won", "_nobody")]
    if not all(len(hand) > 5 for hand in hands):
        return dict.fromkeys(keys)
    figures = []
    for code in (1, 0):
        extended = [hand[0] for hand in hands if hand[5] == code]
        figures += [len(extended), extended.count(code), extended.count(-1)]
    return dict(zip(keys, figures, strict=True))


def _win(outcome: int) -> float:
    """a's win margin of a two-car game known only by its outcome."""
    return {1: 1.0, 0: -1.0}.get(outcome, 0.0)


def run(a: str, b: str, deals: int = 200, seed: int = 1, preset: str = "1000_miles",
        players: int = 2, teams: int = 0, options: dict[str, Any] | None = None,
        budget: int | None = None, workers: int | None = None, matches: int | None = None,
        progress: bool = False, factory: BotFactory = arena_bot,
        checkpoint: Path | None = None) -> dict[str, Any]:
    """Play the duplicate arena and return the summary (see the module docstring).
    `factory` makes the players (`arena_bot`: the levels by name); `checkpoint` keeps every
    finished deal and skips those it holds (raises CheckpointError if it is another run's)."""
    if factory is arena_bot:
        for level in (a, b):
            if level not in ARENA_LEVELS:
                raise ValueError(f"unknown level {level!r}")
    table_options = make_options(preset, players=players, teams=teams, **(options or {}))
    match = matches is not None
    count = matches if match else deals
    finished: dict[int, list] = {}
    cpu: dict[int, float | None] = {}
    settings = {"a": a, "b": b, "seed": seed, "preset": preset, "players": players,
                "teams": teams, "options": options or {}, "budget": budget,
                "matches": match, "players_made_by": factory.__qualname__}
    if checkpoint is not None:
        for deal, (games, seconds) in read_checkpoint(checkpoint, settings).items():
            if deal < count:
                finished[deal], cpu[deal] = games, seconds
    jobs = [(table_options, a, b, seed, deal, budget, match, factory) for deal in range(count)
            if deal not in finished]
    workers = workers or min(2, os.cpu_count() or 1)
    start = time.perf_counter()

    def note(done: int) -> None:
        if progress:
            width = 30
            filled = int(width * done / max(1, count))
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{count}")
            sys.stderr.flush()

    def keep(job: tuple, played: tuple[list[tuple], float]) -> None:
        games, seconds = played
        finished[job[4]], cpu[job[4]] = games, seconds
        if checkpoint is not None:
            with checkpoint.open("a", encoding="utf-8") as file:
                file.write(json.dumps({"deal": job[4], "games": games,
                                       "cpu_seconds": round(seconds, 3)}) + "\n")
                # on disk before the next deal: a machine that stops loses no finished deal
                file.flush()
                os.fsync(file.fileno())
        note(len(finished))

    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            keep(job, timed_deal(job))
    else:
        with pool(workers) as processes:
            for job, played in zip(jobs, processes.imap(timed_deal, jobs, chunksize=1),
                                   strict=True):
                keep(job, played)
    if progress:
        sys.stderr.write("\n")
    summary = summarize([finished[deal] for deal in range(count)])
    summary["seconds"] = round(time.perf_counter() - start, 1)
    known = [seconds for seconds in cpu.values() if seconds is not None]
    summary["cpu_seconds"] = round(sum(known), 1) if len(known) == count else None
    summary["run"] = {**settings, "deals": count}
    return summary


class CheckpointError(ValueError):
    """A checkpoint file that is not this run's, or not a checkpoint."""


def read_checkpoint(path: Path, settings: dict[str, Any]
                    ) -> dict[int, tuple[list, float | None]]:
    """The deals a run's checkpoint holds, each with its play's processor time (None on a
    line kept before it was counted); a new file is started with `settings`. A last
    line cut short, by a run killed while writing it, is dropped so that the deal is played
    again; anything else that is not this run's raises CheckpointError."""
    first = {"run": settings}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        lines = []
    except (OSError, UnicodeDecodeError) as error:
        raise CheckpointError(f"{path} cannot be read: {error}") from error
    if not lines:
        try:
            path.write_text(json.dumps(first) + "\n", encoding="utf-8")
        except OSError as error:
            raise CheckpointError(f"{path} cannot be written: {error}") from error
        return {}
    try:
        found = json.loads(lines[0])
    except ValueError:
        found = None
    if found != json.loads(json.dumps(first)):
        raise CheckpointError(f"{path} is not the checkpoint of this run (its first line "
                              f"must be {json.dumps(first)})")
    finished: dict[int, tuple[list, float | None]] = {}
    for number, line in enumerate(lines[1:], 2):
        try:
            entry = json.loads(line)
            deal, games = entry["deal"], entry["games"]
            seconds = entry.get("cpu_seconds")
            valid = (isinstance(deal, int) and deal >= 0 and _are_games(games)
                     and (seconds is None or _is_number(seconds) and seconds >= 0))
        except (ValueError, KeyError, TypeError):
            valid = False
        if not valid:
            if number < len(lines):
                raise CheckpointError(f"{path}, line {number}: not a deal's results")
            try:
                path.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")
            except OSError as error:
                raise CheckpointError(f"{path} cannot be written: {error}") from error
            break
        finished[deal] = (games, seconds)
    return finished


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _are_games(games: Any) -> bool:
    """Whether a checkpoint's entry has the shape of `play_deal`'s games."""
    def numbers(values: Any, count: int) -> bool:
        return (isinstance(values, list) and len(values) == count
                and all(_is_number(v) for v in values))

    return isinstance(games, list) and bool(games) and all(
        isinstance(game, list) and len(game) == 3 and numbers(game[:2], 2)
        and isinstance(game[2], list)
        and all(numbers(hand, 5) or numbers(hand, 6) for hand in game[2])
        for game in games)


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
    parser.add_argument("--a", default="hard", choices=ARENA_LEVELS)
    parser.add_argument("--b", default="normal", choices=ARENA_LEVELS)
    add_run_arguments(parser)
    args = parser.parse_args(argv)
    report(parser, args, args.a, f"{args.a} (a) vs {args.b} (b)")


def add_run_arguments(parser: argparse.ArgumentParser, preset: str = "1000_miles") -> None:
    """The flags of a duplicate run but the levels (shared with `game.ceiling`)."""
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--matches", type=int, default=None, help="play full matches instead")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default=preset, choices=PRESETS)
    parser.add_argument("--players", type=int, default=2, help="seats at the table")
    parser.add_argument("--teams", type=int, default=0,
                        help="number of teams (0: every player alone; 4 players: 2)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--budget", type=int, default=None,
                        help="search budget of hard (playout actions) and hard-v1 (playouts)")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--checkpoint", type=Path, default=None, metavar="FILE",
                        help="keep finished deals in FILE and play only those it lacks")
    parser.add_argument("--json", action="store_true")


def report(parser: argparse.ArgumentParser, args: argparse.Namespace, a: str, who: str,
           factory: BotFactory = arena_bot) -> None:
    """Run what the command line asks for, a against `args.b`, and print the summary (as
    JSON with --json); refused table options end the command with the reason."""
    extra = {}
    for item in args.option:
        key, _, value = item.partition("=")
        extra[key.strip()] = _parse_value(value.strip())
    try:
        summary = run(a, args.b, args.deals, args.seed, args.preset, args.players, args.teams,
                      extra, args.budget, args.workers, args.matches, progress=not args.json,
                      factory=factory, checkpoint=args.checkpoint)
    except OptionsError as error:
        parser.error(f"these table options are refused: {error}")
    except CheckpointError as error:
        parser.error(str(error))
    if args.json:
        print(json.dumps(summary))
        return
    print(describe(summary, f"{who}, {args.preset}, {args.players} players, seed {args.seed}",
                   args.matches, args.deals))


def describe(summary: dict[str, Any], title: str, matches: int | None, deals: int) -> str:
    """The summary as lines for a reader (the command line without --json)."""
    unit = "matches" if matches is not None else "rounds"
    lines = [
        title,
        f"  {unit:<16}{summary['rounds']}",
        f"  a wins          {summary['a_round_wins']}",
        f"  b wins          {summary['b_round_wins']}",
        f"  no winner       {summary['undecided']}",
    ]
    lo, hi = summary["ci95"]
    lines.append(f"  a win rate      {summary['a_win_rate']:.3f}  (95% {lo:.3f} .. {hi:.3f})")
    lo, hi = summary["point_diff_ci95"]
    lines.append(f"  point diff      {summary['mean_point_diff']:+.1f}  "
                 f"(95% {lo:+.1f} .. {hi:+.1f})")
    lines.append(f"  deals swept     a {summary['a_sweeps']}, b {summary['b_sweeps']} "
                 f"(of {matches if matches is not None else deals} deals)")
    lines.append(f"  hands           {summary['hands']}: a won {summary['a_hands']}, "
                 f"b {summary['b_hands']}, nobody {summary['nobody_hands']}")
    lo, hi = summary["hand_point_diff_ci95"]
    lines.append(f"  points a hand   {summary['hand_point_diff']:+.1f}  "
                 f"(95% {lo:+.1f} .. {hi:+.1f}, clustered by deal)")
    lo, hi = summary["hand_win_diff_ci95"]
    lines.append(f"  hand wins diff  {summary['hand_win_diff']:+.3f}  "
                 f"(95% {lo:+.3f} .. {hi:+.3f})")
    lines.append(f"  tricks a hand   a {summary['a_tricks_per_hand']:.3f}, "
                 f"b {summary['b_tricks_per_hand']:.3f}")
    if summary["a_extended"] or summary["b_extended"]:
        lines.append("  went on to 1000 " + ", ".join(
            f"{side} {summary[f'{side}_extended']} (won {summary[f'{side}_extended_won']}, "
            f"nobody {summary[f'{side}_extended_nobody']})" for side in "ab"))
    lines.append(f"  seconds         {summary['seconds']} "
                 f"(CPU of every deal's play: {summary['cpu_seconds']})")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
