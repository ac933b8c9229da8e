"""Looking ahead: sampled worlds and playouts to the end of the round.

A bot that looks ahead samples worlds consistent with its view (`determinize`: its own hand
and every public fact exact, the unseen cards dealt to the other hands by their known sizes
with `held_weights` and what their play showed (`inference`), the rest as the pile in random
order), plays a choice in each world and
plays the round out with the rules of `normal` (`playout`): every seat decides from a
`Situation.from_table` that knows and counts exactly what its own view would give, so a
playout's players never see more than real ones would.

A playout is worth the round's point margin of our car: our round points minus the mean
round points of the other cars (what the arena measures per hand), plus `MATCH_WIN` times
our car's share of the match after the round (`match_share`: 1 if the round ends the match
with our car ahead, minus its share if another car wins it, and in the match's last
stretch, `in_reach`, the chance the scores give it before the end); in Mile by Mile, whose
races score no points, the race instead: 1 for our win, minus the other cars' mean wins.

Playouts run on `Table.search_copy()` (no history, no events) and skip the legal-move list
on plain draw steps. All randomness comes from the caller's seeded RNG.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from statistics import NormalDist
from typing import Any

from ..rules.actions import Action, Draw, Extend, Trick
from ..rules.cards import ATTACK_FAMILY, DEFENSE_FAMILY, DISTANCE, SAFETY_FAMILIES, Card, Family
from ..rules.determinize import determinize
from ..rules.table import DRAW_STEP, EXTENSION, PLAYING, Table
from ..rules.view import SeatView
from .knowledge import SAFETY_ODDS, Situation, SpentCount
from .normal import NORMAL_STYLE, Style, best_action

MAX_PLAYOUT_ACTIONS = 600
# What winning the match is worth, in points, in a playout whose round ends it (Classic or
# 1000 Miles, a side reaching the score limit): in the last round of a match only who wins
# counts. Measured on endgame matches (hard against hard-v1, Classic, start scores 3,000 to
# 4,900, seed 801; 0, 300, 1,000, 2,000 and 5,000 compared on the same searches): the
# larger the better, 5,000 won 2.6 more matches in 100 than none [+0.1, +5.2] (docs/bots.md).
MATCH_WIN = 5000.0
# Near its end (a car within `MATCH_REACH` points of the limit when the decision is taken),
# a match is worth the chance the scores give each car: the lead over the best other car
# against the spread of the rounds still to play, a round `ROUND_SPREAD` points of spread in
# the difference between two cars, and `ROUND_POINTS` nearer the limit for the leading car
# (at least `MIN_ROUNDS_LEFT`). So a lead counts for more near the end, a car far ahead plays
# safe and one far behind takes its chances. Chosen on endgame matches (Classic, start
# scores 2,500 to 4,500, seed 902; spreads 800, 1,200, 1,800 at 1,200 points a round;
# docs/bots.md); normal players' Classic rounds measure 1,050 points a car and a spread of
# 1,370, the same order. Earlier in a match the chance is close to linear in the lead, so
# the round's margin alone is what it amounts to: beginning the stretch at 3,500 or 5,000
# won no more matches (start scores 500 to 2,500, seed 903: −1.0 in 100 [−3.0, +1.0]).
MATCH_REACH = 2500
ROUND_SPREAD = 1200.0
ROUND_POINTS = 1200.0
MIN_ROUNDS_LEFT = 0.5
_NORMAL = NormalDist()
SeatWeights = Mapping[int, Mapping[Card, float]]
# Draws one world for a view: by default `determinize` (what the view allows); the ceiling
# measure (`game.ceiling`) gives one that deals the other hands as they truly are.
WorldSampler = Callable[[SeatView, random.Random], Table]
# Going on to 1000 is chosen when the look-ahead's gain is above minus this: measured on
# 976 extension decisions (normal against normal, Classic, seed 9200), played out both ways
# on the true table, the look-ahead was still about 100 points too pessimistic about going
# on (with `inference` and `held_weights`), and this threshold gained the most (docs/bots.md).
EXTENSION_BIAS = 100.0
# How much likelier a card is in another player's hand than in the pile, measured on normal
# players' hands (normal against normal, two players, Classic and 1000 Miles): they keep
# attacks, remedies and long distance, play or throw away short distance, and keep their
# safeties for the trick, except Right of Way, played as soon as it saves a green light.
HELD_WEIGHTS = {
    **{card: 1.15 for card in ATTACK_FAMILY},
    **{card: 1.3 for card in DEFENSE_FAMILY},
    **SAFETY_ODDS,
    Card.COUNTERFLOW: 1.5, Card.TURN_BACK: 1.5,
    Card.GREEN_LIGHT: 0.95, Card.START: 0.95, Card.END_OF_LIMIT: 0.8,
    Card.MILE_25: 0.4, Card.MILE_50: 0.45, Card.MILE_75: 0.7, Card.MILE_100: 1.2,
    Card.MILE_200: 1.9,
}


def _scaled(scale: dict) -> dict[Card, float]:
    """`HELD_WEIGHTS` times a factor per kind of card (1 where none is named)."""
    def factor(card: Card) -> float:
        family = ATTACK_FAMILY.get(card)
        if family is not None:
            return scale.get(family, 1.0)
        if card in DEFENSE_FAMILY and DEFENSE_FAMILY[card] is Family.STOP:
            return scale.get("green", 1.0)
        return scale.get("distance", 1.0) if card in DISTANCE else 1.0
    return {card: HELD_WEIGHTS.get(card, 1.0) * factor(card) for card in Card}


# The same measure split by whether our own car can be attacked (normal against normal,
# Classic and 1000 Miles, seed 9500, `inference` on): a player keeps its attacks while
# our car is stopped and lands them as soon as it moves, so the attacks it still holds
# when our car moves are fewer, and its green lights more, than the average says.
HELD_WHEN_STOPPED = _scaled({
    Family.STOP: 1.4, Family.GAS: 1.4, Family.TIRE: 1.4, Family.ACCIDENT: 1.4,
    Family.LIMIT: 1.2, Family.REVERSE: 1.3, "distance": 0.8})
HELD_WHEN_MOVING = _scaled({
    Family.STOP: 0.4, Family.GAS: 0.4, Family.TIRE: 0.4, Family.ACCIDENT: 0.4,
    Family.LIMIT: 0.67, Family.REVERSE: 0.36, "green": 1.4})


# A rebuilt pile holds no safety (they never go back to it): once the pile was reshuffled,
# an unseen safety is in another player's hand; this weight puts it there in every world.
IN_A_HAND = 1e9


def _in_hands(weights: dict[Card, float]) -> dict[Card, float]:
    return {**weights, **{card: IN_A_HAND for card in SAFETY_FAMILIES}}


_HELD = {"any": HELD_WEIGHTS, "stopped": HELD_WHEN_STOPPED, "moving": HELD_WHEN_MOVING}
_HELD_RESHUFFLED = {key: _in_hands(weights) for key, weights in _HELD.items()}


def held_weights(view: SeatView) -> dict[Card, float]:
    """The weights of the other hands for this view: in a two-car game by whether our car is
    stopped (measured there); with more cars the attacks are aimed at the leader, not at us,
    so `HELD_WEIGHTS`. Once the pile was rebuilt, every unseen safety is in a hand."""
    key = "any" if len(view.cars) != 2 else "stopped" if view.cars[view.car].stopped else "moving"
    return (_HELD_RESHUFFLED if view.reshuffles else _HELD)[key]


_DRAW = Draw()


def quick_extension(table: Table, seat: int) -> bool:
    """Inside playouts (no look-ahead within a look-ahead): go on to 1000 only when far
    ahead of every other car with plenty of cards still to draw."""
    me = table.cars[table.seat_car[seat]]
    best = max(car.miles for car in table.cars if car is not me)
    return me.miles - best >= 400 and len(table.pile) >= 30


def playout_action(table: Table, seat: int, legal: list[Action],
                   spent: SpentCount | None = None, style: Style = NORMAL_STYLE) -> Action:
    """The playout policy: take a trick, else the rules of `style` on the sampled table."""
    if len(legal) == 1:
        return legal[0]
    for action in legal:
        if type(action) is Trick:
            return action
    if type(legal[0]) is Extend:
        return Extend(quick_extension(table, seat))
    return best_action(Situation.from_table(table, seat, spent), legal, style)


def in_reach(scores: list[int], limit: int | None, reach: float = MATCH_REACH) -> bool:
    """Whether a car is within `reach` of the score limit: the match's last stretch."""
    return limit is not None and limit - max(scores) <= reach


def _match_odds(scores: list[int], car: int, limit: int,
                spread: float) -> tuple[float, float]:
    """`car`'s lead over the best other car in standard deviations of the rounds still to
    play (`spread` a round), and that deviation."""
    lead = scores[car] - max(s for index, s in enumerate(scores) if index != car)
    rounds = max(MIN_ROUNDS_LEFT, (limit - max(scores)) / ROUND_POINTS)
    deviation = spread * math.sqrt(rounds)
    return lead / deviation, deviation


def match_share(table: Table, car: int, spread: float = ROUND_SPREAD) -> float:
    """`car`'s share of the match, from minus 1 / (the other cars) (another car won it) to 1
    (it won it); before the end its chance p of winning, as the share p - (1 - p) / others,
    so the cars' shares add up to zero (with more than two cars each car's chance against
    the best other, scaled so that they add up to one)."""
    cars = table.cars
    others = len(cars) - 1
    champion = table.champion
    if champion is not None:
        return 1.0 if champion == car else -1.0 / others
    limit = table.options.score_limit
    if limit is None:
        return 0.0
    scores = [c.score for c in cars]
    chances = [_NORMAL.cdf(_match_odds(scores, index, limit, spread)[0])
               for index in range(len(cars))]
    chance = chances[car] / sum(chances)
    return chance - (1.0 - chance) / others


def share_per_point(view: SeatView, spread: float = ROUND_SPREAD,
                    reach: float = MATCH_REACH) -> float:
    """How much a point of lead now moves our car's `match_share` (exactly with two cars,
    about with more): what turns a bias in round points into match-share points."""
    limit = view.options.score_limit
    scores = [c.score for c in view.cars]
    if limit is None or not in_reach(scores, limit, reach):
        return 0.0
    odds, deviation = _match_odds(scores, view.car, limit, spread)
    return _NORMAL.pdf(odds) / deviation * (1.0 + 1.0 / (len(view.cars) - 1))


def scores_points(table: Table, points: bool | None = None) -> bool:
    """Whether a round is worth its points (`points` None: unless races are scored)."""
    return table.options.rules.scoring != "races" if points is None else points


def round_margin(table: Table, car: int, start: list[int], points: bool | None = None) -> float:
    """The round's margin of `car` since the scores `start`, or its race (see the module),
    without the match."""
    cars = table.cars
    others = len(cars) - 1
    if scores_points(table, points):
        gains = [c.score - s for c, s in zip(cars, start, strict=True)]
        return gains[car] - (sum(gains) - gains[car]) / others
    winner = table.winner if table.phase not in (PLAYING, EXTENSION) else None
    if winner is None:
        return 0.0
    return 1.0 if winner == car else -1.0 / others


def margin(table: Table, car: int, start: list[int], points: bool | None = None) -> float:
    """`round_margin`, plus `MATCH_WIN` times `car`'s `match_share` after the round when the
    round's points count and it ends the match or `start` is `in_reach` of its end (see
    the module); `points` False counts the race alone whatever the scoring."""
    value = round_margin(table, car, start, points)
    if scores_points(table, points) and (
            table.champion is not None or in_reach(start, table.options.score_limit)):
        value += MATCH_WIN * match_share(table, car)
    return value


class Spent:
    """Playout actions played so far: what a search budget counts."""

    __slots__ = ("actions",)

    def __init__(self) -> None:
        self.actions = 0


def playout(table: Table, car: int, style: Style = NORMAL_STYLE,
            others: Style = NORMAL_STYLE, start: list[int] | None = None,
            spent_actions: Spent | None = None, points: bool | None = None,
            value: Callable[[Table, int, list[int]], Any] | None = None) -> Any:
    """Play the round out, `car`'s seats on the rules of `style` and every other seat on
    `others`; `car`'s margin (since the scores `start`, default: now), or what `value`
    makes of the table, the car and `start`. The actions played are added to
    `spent_actions`; `points` as for `margin`."""
    if start is None:
        start = [c.score for c in table.cars]
    spent = SpentCount(table.options)
    steps = 0
    seat_car = table.seat_car
    while table.phase in (PLAYING, EXTENSION) and steps < MAX_PLAYOUT_ACTIONS:
        usual = table.window is None and table.phase == PLAYING
        # the usual case: `seats_to_act` would give [current], so skip building its list
        seat = table.current if usual else table.seats_to_act()[0]
        if usual and table.step == DRAW_STEP:
            action: Action = _DRAW  # a plain draw step: the only legal action
        else:
            rules = style if seat_car[seat] == car else others
            action = playout_action(table, seat, table.legal_actions(seat), spent, rules)
        table.apply_unchecked(seat, action)
        steps += 1
    if spent_actions is not None:
        spent_actions.actions += steps
    return margin(table, car, start, points) if value is None else value(table, car, start)


def paired_values(view: SeatView, rng: random.Random, options: list[Action], worlds: int,
                  evaluate: Callable[[Table], Any], weights: dict | None = None,
                  absent: SeatWeights | None = None,
                  sample: WorldSampler | None = None) -> list[list[Any]]:
    """`evaluate` of every option in `worlds` sampled worlds: the options share each world
    and its playout seed (common random numbers), so their differences are paired.
    `absent`: per seat, the cards inferred not to be held (`inference.PlayMemory`);
    `sample`: how a world is drawn instead of `determinize` with those weights."""
    values: list[list[Any]] = [[0.0] * worlds for _ in options]
    for index in range(worlds):
        if sample is not None:
            world = sample(view, rng)
        else:
            world = determinize(view, rng, held_weights(view) if weights is None else weights,
                                {} if absent is None else absent)
        seed = rng.randrange(1 << 62)
        for option, action in enumerate(options):
            table = world.search_copy()
            table.rng = random.Random(seed)
            table.apply_unchecked(view.seat, action)
            values[option][index] = evaluate(table)
    return values


def extension_gain(view: SeatView, rng: random.Random, worlds: int,
                   style: Style = NORMAL_STYLE, others: Style = NORMAL_STYLE,
                   absent: SeatWeights | None = None,
                   sample: WorldSampler | None = None) -> float:
    """The mean margin of going on to 1000 minus that of stopping at 700, in `worlds`
    sampled worlds (`paired_values`), plus `EXTENSION_BIAS` (in round points, so with what
    a point is worth in the match now added): go on when it is above zero. Stopping ends
    the round at once, so only going on is played out."""
    start = [car.score for car in view.cars]

    def evaluate(table: Table) -> float:
        return playout(table, view.car, style, others, start)

    go, stop = paired_values(view, rng, [Extend(True), Extend(False)], worlds, evaluate,
                             absent=absent, sample=sample)
    bias = EXTENSION_BIAS * (1.0 + MATCH_WIN * share_per_point(view))
    return sum(go) / worlds - sum(stop) / worlds + bias


__all__ = ["EXTENSION_BIAS", "HELD_WEIGHTS", "HELD_WHEN_MOVING", "HELD_WHEN_STOPPED",
           "MATCH_REACH", "MATCH_WIN", "ROUND_POINTS", "ROUND_SPREAD", "SeatWeights", "Spent",
           "WorldSampler",
           "extension_gain", "held_weights", "in_reach", "margin", "match_share",
           "round_margin", "scores_points", "share_per_point",
           "paired_values", "playout", "playout_action", "quick_extension"]
