"""The normal computer player: a strong rule-based player.

Every legal action gets a score and the best one is played (ties: the first listed). The
rules are those of a good human player: finish exactly when possible; get moving again
(remedies, green light); keep a safety for the dirty trick while the attacks it answers are
still unseen (or will come back with a reshuffle, while an opponent would still play one on
us), and play it at once when none is left, when it is the only way to get moving,
or when the round is nearly over; attack the car closest to the end with the attack that
hurts most, but not a car whose side probably holds the answering safety (estimated from
the unseen cards); never play distance backwards; discard what can no longer be used first
(dead cards: a remedy whose attacks are all seen or answered by a safety we hold or played,
a third 200, distance too long for the trip, an attack every opponent is protected from).
Classic's extension (go on from 700 to 1000?) is the one decision taken by looking ahead:
a few rounds played out to the end from worlds consistent with the view, both ways.

`score_actions` works on a `Situation`, so search reuses it as its playout policy.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..rules.actions import Action, Discard, Extend, Play, Trick
from ..rules.cards import (
    ATTACK_FAMILY,
    BREAKDOWNS,
    DEFENSE_FAMILY,
    DISTANCE,
    KIND,
    SAFETY_FAMILIES,
    Card,
    Family,
    Kind,
)
from ..rules.view import SeatView
from .base import Bot
from .inference import PlayMemory
from .knowledge import (
    SAFETIES_OF,
    Situation,
    attacks_left,
    attacks_to_come_back,
    is_stuck_family,
    rebuilt_trick_risk,
    remedies_left,
    trick_risk,
)

if TYPE_CHECKING:
    from .search import WorldSampler

FINISH = 2000.0
NEAR_END = 200
TRICK = 10000.0
SAFETY_NOW = 975.0  # a safety that cannot win a dirty trick any more: points and a turn now
# Skip a turn (Mile by Mile). With two cars the turn comes straight back, so it costs no
# tempo: a free card, played before anything but the finish. With more, the cars not
# skipped gain a turn on us, so it waits for a turn with nothing better. Measured against
# normal-v1 (tuning seed 301): two players, first rather than at 350 +0.02 races a race
# (and at 100, -0.29); three players, first -0.02, first only when the next player leads
# no better than 350 (docs/bots.md).
SKIP_NOW = 1900.0
SKIP_LATER = 350.0


class Style:
    """The tunable weights of the rules (tuned with the arena, see docs/bots.md)."""

    WEIGHTS = ("safety_hold", "safety_per_attack", "risk_weight", "green_keep",
               "remedy_keep", "remedy_scarcity", "dist_keep", "attack_keep", "attack_gain",
               "leader_weight", "covered_keep", "remedy_play")
    __slots__ = WEIGHTS + ("by_size", "_sized")

    def __init__(self, safety_hold: float = 180.0, safety_per_attack: float = 0.0,
                 risk_weight: float = 900.0, green_keep: float = 90.0,
                 remedy_keep: float = 70.0, remedy_scarcity: float = 10.0,
                 dist_keep: float = 40.0, attack_keep: float = 1.0, attack_gain: float = 1.0,
                 leader_weight: float = 0.35, covered_keep: float | None = None,
                 remedy_play: float = 900.0,
                 by_size: Mapping[int, Mapping[str, float]] | None = None) -> None:
        # a safety kept for the trick scores safety_hold - safety_per_attack x the unseen
        # attacks it answers, against the alternative's score
        self.safety_hold = safety_hold
        self.safety_per_attack = safety_per_attack
        self.risk_weight = risk_weight  # an attack's worth lost per unit of trick risk
        self.green_keep = green_keep  # keeping a green light (the first copy)
        self.remedy_keep = remedy_keep  # keeping a breakdown remedy (the first copy)
        self.remedy_scarcity = remedy_scarcity  # more per unseen attack the remedy answers
        self.dist_keep = dist_keep  # keeping distance far from the end (+ a quarter of it)
        self.attack_keep = attack_keep  # scale of ATTACK_KEEP
        self.attack_gain = attack_gain  # scale of ATTACK_BASE
        self.leader_weight = leader_weight  # an attack's worth more per mile of its target
        # keeping a remedy whose safety we hold (None: valued as any remedy)
        self.covered_keep = covered_keep
        # playing the remedy that gets us moving (a green light; a breakdown remedy +50):
        # below the best attacks, they come first while the opponent can still be hit
        self.remedy_play = remedy_play
        # weights that differ at a table of so many cars ({5: {"dist_keep": 10.0}}): what
        # is worth keeping changes with the number of attackers
        self.by_size = {cars: dict(changes) for cars, changes in (by_size or {}).items()}
        self._sized: dict[int, Style] = {}

    def replace(self, **changes: Any) -> Style:
        values: dict[str, Any] = {name: getattr(self, name) for name in self.WEIGHTS}
        values["by_size"] = self.by_size
        values.update(changes)
        return Style(**values)

    def at(self, cars: int) -> Style:
        """The weights for a table of `cars` cars (`by_size`)."""
        changes = self.by_size.get(cars)
        if not changes:
            return self
        sized = self._sized.get(cars)
        if sized is None:
            sized = self._sized[cars] = self.replace(by_size=None, **changes)
        return sized


# Tuned with the arena against normal-v1 (Classic and 1000 Miles) and a safety-hoarding
# sparring partner, training seeds only (docs/bots.md). Two cars attack far harder, hit
# before getting moving again and hold safeties less: all twelve weights searched together
# (CMA-ES, Classic), where one weight at a time had found nothing ("Two cars' weights"); at
# three cars the same weights were not shown to help. Three cars have their own, searched the
# same way in 1000 Miles: keep remedies, green lights and safeties longer, fear the trick
# more, and hit before getting moving ("Three cars' weights"). Four cars, searched the same
# way: keep remedies rather than distance, attack less and fear the trick less ("Four cars'
# weights"). At five cars a hand keeps remedies rather than distance and attacks less (tuned
# against hard-v1's rules; at six cars the same weights were not shown to help: docs/bots.md,
# "Five cars' weights").
NORMAL_STYLE = Style(safety_hold=40.0, safety_per_attack=15.0, risk_weight=1800.0,
                     dist_keep=35.0, attack_keep=0.75, attack_gain=1.3, covered_keep=10.0,
                     by_size={2: {"safety_hold": 28.0, "safety_per_attack": 14.0,
                                  "green_keep": 80.0, "remedy_keep": 65.0,
                                  "remedy_scarcity": 8.0, "dist_keep": 29.0,
                                  "attack_keep": 0.7, "attack_gain": 2.4,
                                  "leader_weight": 0.3, "covered_keep": 21.0,
                                  "remedy_play": 580.0},
                              3: {"safety_hold": 67.0, "safety_per_attack": 21.0,
                                  "risk_weight": 3116.0, "green_keep": 117.0,
                                  "remedy_keep": 132.0, "remedy_scarcity": 36.0,
                                  "dist_keep": 19.0, "attack_keep": 0.9, "attack_gain": 1.52,
                                  "leader_weight": 0.41, "covered_keep": 3.0,
                                  "remedy_play": 472.0},
                              4: {"safety_hold": 23.0, "safety_per_attack": 21.0,
                                  "risk_weight": 821.0, "green_keep": 75.0,
                                  "remedy_keep": 61.0, "remedy_scarcity": 31.0,
                                  "dist_keep": 10.0, "attack_keep": 0.42, "attack_gain": 0.75,
                                  "leader_weight": 0.3, "covered_keep": 6.0,
                                  "remedy_play": 514.0},
                              5: {"dist_keep": 10.0, "attack_gain": 1.0}})

# Base worth of landing an attack of a family on a moving car.
ATTACK_BASE = {
    Family.STOP: 430.0, Family.GAS: 520.0, Family.TIRE: 520.0, Family.ACCIDENT: 520.0,
    Family.LIMIT: 330.0, Family.REVERSE: 470.0,
}
# What keeping an attack card in hand is worth (high: an attack held is tempo for later,
# worth more than all but the best distance cards; tuned against easy, docs/bots.md).
ATTACK_KEEP = {
    Family.STOP: 135.0, Family.GAS: 165.0, Family.TIRE: 165.0, Family.ACCIDENT: 165.0,
    Family.LIMIT: 90.0, Family.REVERSE: 150.0,
}


def holds_safety_for(s: Situation, family: Family) -> bool:
    """Our hand holds a safety answering `family`."""
    return any(card in s.hand for card in SAFETIES_OF.get(family, ()))


def keep_value(s: Situation, card: Card, copies: int, st: Style = NORMAL_STYLE) -> float:
    """How much keeping `card` is worth; `copies` is how many of it the hand holds. `st` is
    taken as given: the table's size is applied by the callers (`Style.at`)."""
    me = s.me
    kind = KIND[card]
    if kind is Kind.SAFETY:
        return 1000.0
    if kind is Kind.DISTANCE:
        value = DISTANCE[card]
        if value == 200 and s.max_200s is not None:
            allowed = s.max_200s - me.two_hundreds
            if allowed <= 0:
                return 0.0  # a third 200 can never be played
            if copies > allowed:
                return 2.0
        remaining = s.trip - me.miles
        if value > remaining and Family.REVERSE not in me.problems:
            # Too long now; only useful if we get pushed back
            return 3.0
        if value == remaining:
            return 300.0  # the card that finishes
        if remaining <= NEAR_END:
            return 60.0 + (25.0 if copies == 1 else 0.0) + value / 10.0
        return st.dist_keep + value / 4.0
    if kind is Kind.DEFENSE:
        family = DEFENSE_FAMILY[card]
        if family in me.shield:
            return 0.0  # answered for good by our own safety
        if is_stuck_family(me, family):
            return 400.0
        attacks = 0.0 if family is Family.STOP else attacks_left(s, family)
        if attacks == 0 and family is not Family.STOP:
            return 4.0  # nothing left that it could cure
        if st.covered_keep is not None and holds_safety_for(s, family):
            return st.covered_keep / copies  # the safety in hand will answer instead
        base = st.remedy_keep if family in BREAKDOWNS else st.green_keep
        if family is Family.LIMIT:
            base = 30.0
        if family is not Family.STOP:
            base += st.remedy_scarcity * attacks
        return base / copies
    if kind is Kind.ATTACK:
        family = ATTACK_FAMILY[card]
        for car in s.cars:
            if car.index != s.car and family not in car.shield:
                return st.attack_keep * ATTACK_KEEP[family] / (1 + 0.5 * (copies - 1))
        return 0.0  # every opponent is protected against it
    if card is Card.SKIP_TURN:
        return 40.0
    return 30.0


def _distance_score(s: Situation, card: Card) -> float:
    me = s.me
    value = DISTANCE[card]
    if Family.REVERSE in me.problems:
        return -200.0  # never drive backwards: discarding is better
    remaining = s.trip - me.miles
    if value == remaining:
        return FINISH
    score = 300.0 + value
    if value == 200 and s.max_200s is not None and me.two_hundreds + 1 >= s.max_200s:
        score -= 10.0
    return score


def _safety_score(s: Situation, card: Card, legal, st: Style) -> float:
    me = s.me
    families = SAFETY_FAMILIES[card]
    if not s.trick_on:
        return 980.0  # no dirty trick to wait for: protect now, points and an extra turn
    cures = [family for family in families if is_stuck_family(me, family)]
    if cures:
        remedy = any(
            isinstance(action, Play) and KIND[action.card] is Kind.DEFENSE
            and DEFENSE_FAMILY[action.card] in cures
            for action in legal
        )
        return 300.0 if remedy else 960.0
    if s.is_endgame():
        return 970.0
    threats = sum(attacks_left(s, family) for family in families)
    if threats == 0 and s.reshuffle_left:
        # the discards go back into the pile, the attacks among them with it
        threats = sum(attacks_to_come_back(s, family) for family in families
                      if _attacked_after_reshuffle(s, card, family, st))
    if threats == 0:
        return SAFETY_NOW  # no attack left that it could answer: no trick to wait for
    # hold it for the trick unless the best alternative wastes a useful card; the more of
    # its attacks are still to come, the longer it is worth holding
    return st.safety_hold - st.safety_per_attack * min(threats, 6.0)


def _attacked_after_reshuffle(s: Situation, card: Card, family: Family, st: Style) -> bool:
    """Some opponent would still play an attack of `family` on us once the pile is rebuilt
    while we hold `card`, judged by these rules' own attack score (its main terms): the
    safety is then surely in a hand, and at a table of few hands the trick risk that gives
    keeps every attacker off (docs/bots.md, "Five and six cars")."""
    worth = st.attack_gain * ATTACK_BASE[family] + st.leader_weight * s.me.miles
    return any(
        worth > st.risk_weight * rebuilt_trick_risk(s, seat, card)
        for seat, car in enumerate(s.seat_car) if car != s.car
    )


def _attack_score(s: Situation, card: Card, target: int, st: Style) -> float:
    car = s.cars[target]
    family = ATTACK_FAMILY[card]
    remaining = s.trip - car.miles
    if family is Family.LIMIT and remaining <= 50:
        return 60.0  # a speed limit cannot stop a car needing 50 or less
    score = st.attack_gain * ATTACK_BASE[family]
    if family is Family.REVERSE and car.miles == 0:
        score -= 120.0
    # scarce remedies hurt more
    score += 12.0 * max(0.0, 5.0 - remedies_left(s, family))
    # the car closest to the end
    score += st.leader_weight * car.miles
    if car.is_stopped:
        score -= 100.0  # piling up (accumulation): less urgent than stopping a moving car
    risk = trick_risk(s, target, family)
    return score - st.risk_weight * risk


# A discard scores this minus the card's keep value, so never more while every keep value is
# at least zero (`_keeps_are_non_negative`).
DISCARD_TOP = 150.0


def _keeps_are_non_negative(st: Style) -> bool:
    """Every `keep_value` under `st` is at least zero, so no discard scores above
    `DISCARD_TOP`."""
    return (st.dist_keep >= 0.0 and st.remedy_keep >= 0.0 and st.green_keep >= 0.0
            and st.remedy_scarcity >= 0.0 and st.attack_keep >= 0.0
            and (st.covered_keep is None or st.covered_keep >= 0.0))


def _play_score(s: Situation, action: Play, legal, st: Style) -> float:
    card = action.card
    kind = KIND[card]
    if kind is Kind.DISTANCE:
        return _distance_score(s, card)
    if kind is Kind.ATTACK:
        return _attack_score(s, card, action.target, st)
    if kind is Kind.DEFENSE:
        family = DEFENSE_FAMILY[card]
        if family is Family.LIMIT:
            big = any(
                DISTANCE.get(c, 0) > 50 and s.me.miles + DISTANCE[c] <= s.trip
                for c in s.hand
            )
            return 700.0 if big else 250.0
        if family is Family.REVERSE:
            return st.remedy_play + 20.0
        if family is Family.STOP:
            return st.remedy_play
        return st.remedy_play + 50.0
    if kind is Kind.SAFETY:
        return _safety_score(s, card, legal, st)
    if card is Card.SKIP_TURN:
        return SKIP_NOW if len(s.cars) == 2 else SKIP_LATER
    target = s.cars[action.target]  # remove all protections
    return 200.0 + 150.0 * len(target.safeties) + 0.2 * target.miles


def _copies(hand: list[Card]) -> dict[Card, int]:
    # Not collections.Counter: every playout step counts a hand, and on a seven-card hand
    # this loop costs half of what Counter's constructor does (0.43 against 0.93 µs).
    counts: dict[Card, int] = {}
    for card in hand:
        counts[card] = counts.get(card, 0) + 1
    return counts


def _discard_score(s: Situation, card: Card, copies: dict[Card, int], st: Style) -> float:
    return DISCARD_TOP - keep_value(s, card, copies.get(card, 1), st)


def _other_score(s: Situation, action: Action, legal, st: Style) -> float:
    """The score of an action that is not a discard."""
    kind_action = type(action)
    if kind_action is Play:
        return _play_score(s, action, legal, st)
    if kind_action is Trick:
        return TRICK
    return 0.0


def score_actions(s: Situation, legal, st: Style = NORMAL_STYLE) -> list[float]:
    """A score for every legal action of a seat in its play step (higher is better)."""
    st = st.at(len(s.cars))
    copies = _copies(s.hand)
    return [_discard_score(s, action.card, copies, st) if type(action) is Discard
            else _other_score(s, action, legal, st) for action in legal]


def best_action(s: Situation, legal, st: Style = NORMAL_STYLE) -> Action:
    """The first of the best-scored legal actions (`score_actions`). Search plays it at
    every playout step, so the discards are scored only when no other action beats every
    discard a hand could make."""
    st = st.at(len(s.cars))
    scores: list[float | None] = []
    best, top = None, DISCARD_TOP
    for action in legal:
        if type(action) is Discard:
            scores.append(None)
        else:
            score = _other_score(s, action, legal, st)
            scores.append(score)
            if score > top:
                best, top = action, score
    if best is not None and _keeps_are_non_negative(st):
        return best
    copies = _copies(s.hand)
    best_index, top = 0, 0.0
    for index, action in enumerate(legal):
        score = scores[index]
        if score is None:
            score = _discard_score(s, action.card, copies, st)
        if index == 0 or score > top:
            best_index, top = index, score
    return legal[best_index]


def ranked(s: Situation, legal, st: Style = NORMAL_STYLE) -> list[Action]:
    """Legal actions best first (stable for ties)."""
    scores = score_actions(s, legal, st)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    return [legal[i] for i in order]


class NormalBot(Bot):
    """A strong rule-based player; Classic's extension by a short look-ahead."""

    level = "normal"
    extension_worlds = 24

    def __init__(self, seed: int | None = None, style: Style = NORMAL_STYLE) -> None:
        super().__init__(seed)
        self.style = style
        self.memory = PlayMemory()
        self._absent: dict[int, dict[Card, float]] = {}
        # how its look-ahead's worlds are drawn: None, from the view (`determinize`); only the
        # ceiling measure (`game.ceiling`) sets another
        self.sample: WorldSampler | None = None

    def decide(self, view: SeatView) -> Action:
        self._absent = self.memory.observe(view)
        extend = self._extend(view)
        if extend is not None:
            return extend
        return self.play(view)

    def play(self, view: SeatView) -> Action:
        """The action to play, once what the other players have shown is read and Classic's
        extension is not the question."""
        return best_action(Situation.from_view(view), view.legal_actions, self.style)

    def wants_extension(self, view: SeatView) -> bool:
        from .search import extension_gain

        rng = random.Random(self.rng.randrange(1 << 62))
        return extension_gain(view, rng, self.extension_worlds, self.style,
                              absent=self._absent, sample=self.sample) > 0.0


__all__ = ["NORMAL_STYLE", "NormalBot", "Style", "Extend", "best_action", "keep_value", "ranked",
           "score_actions"]
