"""The easy computer player: legal cards with simple sense and a beginner's mistakes.

It finishes exactly when it can and gets moving again when it can, but it plays safeties
as soon as it holds them (no waiting for a dirty trick), attacks a random target at random
moments, plays the longest distance it can, and discards a random card now and then
instead of the one it cannot use.
"""

from __future__ import annotations

from ..rules.actions import Action, Discard, Play
from ..rules.cards import ATTACK_FAMILY, DISTANCE, KIND, Family, Kind
from ..rules.view import SeatView
from .base import Bot


class EasyBot(Bot):
    """A beginner."""

    level = "easy"
    attack_chance = 0.5
    poor_discard_chance = 0.35

    def decide(self, view: SeatView) -> Action:
        extend = self._extend(view)
        if extend is not None:
            return extend
        legal = view.legal_actions
        rng = self.rng
        plays = [action for action in legal if isinstance(action, Play)]
        me = view.cars[view.car]
        remaining = view.trip - me.miles
        finish = [
            a for a in plays
            if KIND[a.card] is Kind.DISTANCE and DISTANCE[a.card] == remaining
            and not any(ATTACK_FAMILY[p] is Family.REVERSE for p in me.problems)
        ]
        if finish:
            return finish[0]
        safeties = [a for a in plays if KIND[a.card] is Kind.SAFETY]
        if safeties:
            return safeties[0]  # a beginner plays a safety at once
        defenses = [a for a in plays if KIND[a.card] is Kind.DEFENSE]
        if defenses:
            return defenses[0]
        attacks = [a for a in plays if KIND[a.card] is Kind.ATTACK or a.target is not None]
        if attacks and rng.random() < self.attack_chance:
            return rng.choice(attacks)
        distances = [a for a in plays if KIND[a.card] is Kind.DISTANCE]
        if distances:
            return max(distances, key=lambda a: DISTANCE[a.card])
        if attacks:
            return rng.choice(attacks)
        others = [a for a in plays if KIND[a.card] is Kind.SPECIAL]
        if others:
            return others[0]
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return legal[0]
        if rng.random() < self.poor_discard_chance:
            return rng.choice(discards)
        playable = {a.card for a in plays}
        useless = [a for a in discards if a.card not in playable and KIND[a.card] is not Kind.SAFETY]
        return rng.choice(useless or discards)
