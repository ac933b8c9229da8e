"""The hard computer player: determinized Monte Carlo search over the rules engine.
(frozen copy: the hard-v1 reference, see game/bots/v1/__init__.py)

Its own rules (`HARD_STYLE`: normal's, keeping safeties for the dirty trick far longer) rank
the legal actions, and for a decision with a real choice propose a few candidates. The hard
player then samples worlds consistent with its view (`determinize`: the unseen cards dealt
to the other hands by their known sizes, the rest as the pile in random order) and, in every
world, plays each candidate followed by a playout to the end of the round (its own seats on
`HARD_STYLE`, every other seat on the normal rules, the model of the opponents; each seat
decides from what its own view would give). All candidates share the same worlds and the
same playout seeds (common random numbers), so the comparison is paired and most of the
luck of the deal cancels out.

A playout's result is 1 for a round our car wins, 0 for a round another car wins, 0.5 for no
winner, plus the round's point margin (ours minus the best other car's) / `POINT_SCALE`:
the round win and the point difference the arena measures. The rules' own choice is
kept unless another candidate beats it by more than `margin` standard errors of the paired
differences (then the best such one is played), so noise rarely overturns a sound choice.
Against normal the search gains little (`python -m game.audit`, docs/bots.md); the rules win
the matches.

Playouts run on `Table.search_copy()` when the engine offers it (no history, no events) and
skip the legal-move list on plain draw steps. The budget is the number of playouts per
decision; all randomness comes from the bot's seeded RNG, so a decision is reproducible for
a given seed and view.
"""

from __future__ import annotations

import math
import random

from ...rules.actions import Action, Discard, Draw, Extend, Trick
from ...rules.cards import ATTACK_FAMILY, DEFENSE_FAMILY, SAFETY_FAMILIES, Card
from ...rules.determinize import determinize
from ...rules.table import DRAW_STEP, EXTENSION, PLAYING, Table
from ...rules.view import SeatView
from .base import Bot
from .knowledge import Situation, SpentCount
from .normal import FINISH, NORMAL_STYLE, Style, best_action, score_actions

DEFAULT_BUDGET = 96
CANDIDATES = 3
MARGIN = 2.0  # standard errors a candidate must beat the normal choice by
CLEAR_GAP = 200.0  # the normal choice is kept without search when it leads the next by this
# How much likelier a card is in another player's hand than in the pile, measured on normal
# players' hands (normal against normal, two players): they keep attacks and long distance,
# play or throw away short distance, and play safeties soon after drawing them.
HELD_WEIGHTS = {
    **{card: 1.2 for card in ATTACK_FAMILY},
    **{card: 1.05 for card in DEFENSE_FAMILY},
    **{card: 0.25 for card in SAFETY_FAMILIES},
    Card.MILE_25: 0.3, Card.MILE_50: 0.5, Card.MILE_75: 0.7, Card.MILE_100: 1.3,
    Card.MILE_200: 1.8,
}
POINT_SCALE = 2000.0
MAX_PLAYOUT_ACTIONS = 600
_DRAW = Draw()
# The hard player's own rules: normal's, but a safety is played early only when every other
# card is worth keeping (normal: as soon as a card worth less than a good distance card could
# go). The safety then waits for its dirty trick (300 points and the turn) far more often:
# against normal, 58% of matches and about +550 points a match; round wins unchanged
# (docs/bots.md).
HARD_STYLE = Style(safety_hold=30.0)


def search_copy(table: Table) -> Table:
    """A copy to play out: the engine's cheap search copy when it has one."""
    copy = getattr(table, "search_copy", None)
    return copy() if copy is not None else table.clone()


def playout_action(table: Table, seat: int, legal: list[Action],
                   spent: SpentCount | None = None, style: Style = NORMAL_STYLE) -> Action:
    """The playout policy: take a trick, else the rules of `style` on the sampled table."""
    if len(legal) == 1:
        return legal[0]
    for action in legal:
        if type(action) is Trick:
            return action
    if type(legal[0]) is Extend:
        me = table.cars[table.seat_car[seat]]
        best = max(car.miles for car in table.cars if car is not me)
        return Extend(me.miles - best >= 200)
    return best_action(Situation.from_table(table, seat, spent), legal, style)


def playout(table: Table, car: int, style: Style = NORMAL_STYLE,
            point_scale: float = POINT_SCALE) -> float:
    """Play the round out with the playout policy, `car`'s seats on the rules of `style` and
    every other seat on normal's; the result for `car` (see the module; an infinite
    `point_scale` leaves the round's winner alone)."""
    start = [c.score for c in table.cars]
    spent = SpentCount(table.options)
    steps = 0
    while table.phase in (PLAYING, EXTENSION) and steps < MAX_PLAYOUT_ACTIONS:
        seat = table.seats_to_act()[0]
        if table.window is None and table.step == DRAW_STEP and table.phase == PLAYING:
            action: Action = _DRAW  # a plain draw step: the only legal action
        else:
            rules = style if table.seat_car[seat] == car else NORMAL_STYLE
            action = playout_action(table, seat, table.legal_actions(seat), spent, rules)
        table.apply_unchecked(seat, action)
        steps += 1
    gains = [c.score - s for c, s in zip(table.cars, start, strict=True)]
    mine = gains[car]
    best_other = max(g for i, g in enumerate(gains) if i != car)
    winner = table.winner if table.phase not in (PLAYING, EXTENSION) else None
    if winner is None:
        result = 0.5
    else:
        result = 1.0 if winner == car else 0.0
    return result + (mine - best_other) / point_scale


class HardBot(Bot):
    """Determinized Monte Carlo search with a budget of playouts per decision."""

    level = "hard-v1"

    def __init__(self, seed: int | None = None, budget: int = DEFAULT_BUDGET,
                 candidates: int = CANDIDATES, margin: float = MARGIN,
                 clear_gap: float = CLEAR_GAP, weights: dict | None = HELD_WEIGHTS) -> None:
        super().__init__(seed)
        self.margin = margin
        self.budget = max(1, budget)
        self.candidates = max(1, candidates)
        self.clear_gap = clear_gap
        self.weights = weights

    def decide(self, view: SeatView) -> Action:
        extend = self._extend(view)
        if extend is not None:
            return extend
        legal = view.legal_actions
        situation = Situation.from_view(view)
        scores = score_actions(situation, legal, HARD_STYLE)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        if scores[order[0]] >= FINISH:
            return legal[order[0]]  # arriving exactly ends the round: never wait
        if scores[order[0]] - scores[order[1]] >= self.clear_gap:
            return legal[order[0]]  # e.g. the remedy that gets us moving: nothing to weigh
        if type(legal[order[0]]) is Discard:
            return legal[order[0]]  # which card to throw: playouts are too noisy to judge
        options = [legal[i] for i in order[: self.candidates]]
        if len(options) == 1:
            return options[0]
        worlds = max(2, self.budget // len(options))
        values = [[0.0] * worlds for _ in options]
        rng = self.rng
        for world_index in range(worlds):
            world = determinize(view, rng, self.weights)
            seed = rng.randrange(1 << 62)
            for index, action in enumerate(options):
                table = search_copy(world)
                table.rng = random.Random(seed)
                table.apply_unchecked(view.seat, action)
                values[index][world_index] = playout(table, view.car, HARD_STYLE)
        return options[self._pick(values)]

    def _pick(self, values: list[list[float]]) -> int:
        """The rules' own choice (index 0) unless another candidate beats it in the
        paired comparison by more than `self.margin` standard errors."""
        worlds = len(values[0])
        best, best_gain = 0, 0.0
        for index in range(1, len(values)):
            diffs = [v - w for v, w in zip(values[index], values[0], strict=True)]
            mean = sum(diffs) / worlds
            variance = sum((d - mean) ** 2 for d in diffs) / (worlds - 1)
            error = math.sqrt(variance / worlds)
            if mean > self.margin * error and mean > best_gain:
                best, best_gain = index, mean
        return best


__all__ = ["DEFAULT_BUDGET", "HARD_STYLE", "HardBot", "playout", "playout_action", "search_copy"]
