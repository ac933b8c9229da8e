"""The hard computer player: the normal rules, checked by determinized Monte Carlo search.

Its own rules (`HARD_STYLE`) rank the legal actions. An exact finish is played at once; at a
table of more than two cars so is a discard (searching them was measured to lose there), and
the top action when it leads the next by `clear_gap` or more (the remedy that gets it
moving, ...) but at the table sizes in `clear_searched`: two cars, whose short playouts make
even such choices cheap to check (measured stronger in Classic), and four, where hard's own
search was measured to gain on them (docs/bots.md, "The clear choices at four cars").
Otherwise the top `candidates` actions are weighed by search (`search.paired_values`):
worlds consistent with the view are sampled (the other hands from what their play has shown,
`inference.PlayMemory`), every candidate is played in each world followed by a playout to
the end of the round (our seats on `self.style`, every other seat on `HARD_STYLE`: normal's
rules but for four cars, each deciding from what its own view would give), all candidates
sharing each world and its playout seed (common random numbers). A playout is worth our
car's point margin for the round (`search.margin`). The rules' own choice is kept unless
another candidate beats it by more than `margin` standard errors of the paired differences,
so noise rarely overturns a sound choice.

Classic's extension is decided the same way with `extension_worlds` worlds.

The budget is counted in playout actions, not playouts, so a decision at a six-player table
(longer playouts) costs about what one at a two-player table does: worlds are added until
the actions played reach the budget (at least `MIN_WORLDS`). All randomness comes from the
bot's seeded RNG, so a decision is reproducible for a given seed and view.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from ..rules.actions import Action, Discard
from ..rules.table import Table
from ..rules.view import SeatView
from .knowledge import Situation
from .normal import FINISH, NORMAL_STYLE, NormalBot, Style, score_actions
from .search import Spent, paired_values, playout

DEFAULT_BUDGET = 20000  # playout actions per searched decision
CANDIDATES = 3
MARGIN = 1.5  # standard errors a candidate must beat the rules' choice by
CLEAR_GAP = 200.0  # the rules' choice is kept unsearched when it leads by this, but at:
CLEAR_SEARCHED = frozenset({2, 4})  # the car counts where even a clear choice is searched
MIN_WORLDS = 2
MAX_WORLDS = 400
EXTENSION_WORLDS = 96
# Hard's own rules, also its model of every other car in the playouts: normal's, except at
# four cars, where normal's four-car weights were not shown to help hard (registered reading
# +71 a hand [-14, +156] against hard-v1) while hard was shown stronger without them
# (docs/bots.md, "Four cars' weights").
HARD_STYLE = NORMAL_STYLE.replace(
    by_size={cars: changes for cars, changes in NORMAL_STYLE.by_size.items() if cars != 4})


class HardBot(NormalBot):
    """Determinized Monte Carlo search with a budget of playout actions per decision; it
    reads what the other players have shown, and decides Classic's extension, as normal
    does."""

    level = "hard"

    def __init__(self, seed: int | None = None, budget: int | None = None,
                 candidates: int = CANDIDATES, margin: float = MARGIN,
                 clear_gap: float = CLEAR_GAP, style: Style = HARD_STYLE,
                 extension_worlds: int = EXTENSION_WORLDS,
                 clear_searched: frozenset[int] = CLEAR_SEARCHED) -> None:
        super().__init__(seed, style)
        self.budget = max(1, DEFAULT_BUDGET if budget is None else budget)
        self.candidates = max(1, candidates)
        self.margin = margin
        self.clear_gap = clear_gap
        self.clear_searched = clear_searched
        self.extension_worlds = extension_worlds

    def play(self, view: SeatView) -> Action:
        options = self.to_weigh(view)
        if len(options) == 1:
            return options[0]
        return options[self._pick(self._values(view, options))]

    def to_weigh(self, view: SeatView) -> list[Action]:
        """The actions to weigh by search, the rules' choice first; that choice alone when
        there is nothing to weigh (a finish; with more than two cars a discard; a clear
        choice but at `clear_searched` car counts)."""
        legal = view.legal_actions
        scores = score_actions(Situation.from_view(view), legal, self.style)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        top = legal[order[0]]
        if scores[order[0]] >= FINISH:
            return [top]  # arriving exactly ends the round: never wait
        cars = len(view.cars)
        if cars > 2 and type(top) is Discard:
            return [top]
        if (cars not in self.clear_searched
                and scores[order[0]] - scores[order[1]] >= self.clear_gap):
            return [top]  # e.g. the remedy that gets us moving: nothing to weigh
        return [legal[i] for i in order[: self.candidates]]

    def _values(self, view: SeatView, options: list[Action],
                value: Callable[[Table, int, list[int]], Any] | None = None) -> list[list[Any]]:
        """Paired playout values of the options (`search.margin`, or what `value` makes of
        each playout's end), worlds added until the budget is spent."""
        rng = random.Random(self.rng.randrange(1 << 62))
        spent = Spent()
        start = [car.score for car in view.cars]

        def evaluate(table: Table) -> Any:
            return playout(table, view.car, self.style, HARD_STYLE, start, spent, value=value)

        values: list[list[Any]] = [[] for _ in options]
        while len(values[0]) < MAX_WORLDS and (
                spent.actions < self.budget or len(values[0]) < MIN_WORLDS):
            for option, column in enumerate(
                    paired_values(view, rng, options, 1, evaluate, absent=self._absent,
                                  sample=self.sample)):
                values[option].extend(column)
        return values

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


__all__ = ["CLEAR_SEARCHED", "DEFAULT_BUDGET", "HARD_STYLE", "HardBot"]
