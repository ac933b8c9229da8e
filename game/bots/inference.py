"""What the other players' own play says about their hands.

`PlayMemory` (one per bot) notes, at each of the bot's decisions, how every car is stuck (or
not) and how many cards are left in the pile and the hands together (every play or discard
takes one out, so the count says how many turns were played). Between two notes a full turn
of play apart it infers, for each other seat:

- **No attack held.** In a two-car game, when our car stayed open to an attack (moving, not
  protected; a speed limit too while it needs more than 50) through the other side's turn,
  and that side did not spend the turn on its own car, it holds no card of that attack:
  every level, and most people, stop a moving car when they can. The weight of those cards
  (`UNPLAYED_ATTACK_WEIGHT`) fades back towards 1 as that side draws new cards.
- **Nothing that gets it moving.** A car stuck the same way through its own turn holds
  neither the remedy nor the answering safety (`ABSENT_WEIGHT`).

The weights are small, not zero: a player may have had a reason. Search deals the other
hands with them (`determinize(..., seat_weights)`). Without them, sampled worlds hand the
other side attacks and remedies at the pile's rate: measured on Classic's extension (normal
against normal), the other hand held 0.02 flat tires where sampling dealt 0.18, and the
look-ahead thought going on 170 points worse than it was (docs/bots.md).
"""

from __future__ import annotations

from ..rules.cards import ATTACK_FAMILY, SAFETY_FAMILIES, STOPPERS, Card, Family
from ..rules.view import CarView, SeatView
from .knowledge import ATTACKS_OF, DEFENSES_OF, SAFETIES_OF

ABSENT_WEIGHT = 0.05  # a card a stuck player would have played to get moving
UNPLAYED_ATTACK_WEIGHT = 0.15  # an attack a player would have landed on our moving car

Signature = tuple[tuple[Card, ...], bool]


def _signature(car: CarView) -> Signature | None:
    """How the car is stuck (its problems and whether it waits for a green light), or None
    when it can move."""
    return (tuple(sorted(car.problems)), car.needs_green) if car.stopped else None


def fixers(car: CarView) -> frozenset[Card]:
    """The cards that would get a stuck car moving: remedies and safeties of the problems
    that stop it, or of the red light when it only waits for its green light."""
    families = {ATTACK_FAMILY[card] for card in car.problems} & STOPPERS
    if not families and car.needs_green:
        families = {Family.STOP}
    cards: set[Card] = set()
    for family in families:
        cards.update(DEFENSES_OF.get(family, ()))
        cards.update(SAFETIES_OF.get(family, ()))
    return frozenset(cards)


def open_to(car: CarView, trip: int) -> frozenset[Card]:
    """The attacks that would land on `car` now and hurt it: none if it is stopped, else
    those of every stopping family it is neither protected from nor already suffering, and
    the speed limit while it needs more than 50 miles."""
    if car.stopped:
        return frozenset()
    shield: set[Family] = set()
    for safety in car.safeties:
        shield.update(SAFETY_FAMILIES[safety])
    families = set(STOPPERS)
    if trip - car.miles > 50:
        families.add(Family.LIMIT)
    families -= shield | {ATTACK_FAMILY[card] for card in car.problems}
    return frozenset(card for family in families for card in ATTACKS_OF.get(family, ()))


class PlayMemory:
    """One bot's notes of the cars between its decisions (see the module)."""

    __slots__ = ("_notes", "_lacked")

    def __init__(self) -> None:
        # (round, cards left, how each car is stuck) at each decision of this round
        self._notes: list[tuple[int, int, dict[int, Signature | None]]] = []
        # per other seat: the attacks it was seen not to hold, and the cards left then
        self._lacked: dict[int, tuple[frozenset[Card], int]] = {}

    def observe(self, view: SeatView) -> dict[int, dict[Card, float]]:
        """Note this view; the weights of the cards each other seat is inferred to lack."""
        stuck = {car.index: _signature(car) for car in view.cars}
        # every play or discard takes one card out of the pile and hands (a draw moves one
        # from the pile to a hand), so this counts the turns played
        left = view.pile_size + sum(view.hand_sizes)
        notes = self._notes
        if notes and (notes[-1][0] != view.round or notes[-1][1] < left):
            notes.clear()  # a new round or a reshuffle: what was inferred is gone
            self._lacked.clear()
        seats = len(view.seat_car)
        # the latest note from before every seat played again (a full turn of play since)
        earlier = next((note for note in reversed(notes) if note[1] - left >= seats), None)
        notes.append((view.round, left, stuck))
        exposed = open_to(view.cars[view.car], view.trip) if len(view.cars) == 2 else frozenset()
        absent: dict[int, dict[Card, float]] = {}
        for car in view.cars:
            signature = stuck[car.index]
            if car.index == view.car:
                continue
            steady = earlier is not None and earlier[2].get(car.index) == signature
            if steady and exposed:
                # its turn went neither on its own car nor on ours
                for seat in car.seats:
                    self._lacked[seat] = (exposed, left)
            if steady and signature is not None:
                fixed = dict.fromkeys(fixers(car), ABSENT_WEIGHT)
                for seat in car.seats:
                    absent[seat] = fixed
        for seat, (cards, then) in self._lacked.items():
            # each card drawn since may be one of them again
            fresh = min(1.0, (then - left) / seats / max(1, view.hand_sizes[seat]))
            weight = UNPLAYED_ATTACK_WEIGHT + (1.0 - UNPLAYED_ATTACK_WEIGHT) * fresh
            if weight < 1.0:
                absent[seat] = {**dict.fromkeys(cards, weight), **absent.get(seat, {})}
        return absent


__all__ = ["ABSENT_WEIGHT", "UNPLAYED_ATTACK_WEIGHT", "PlayMemory", "fixers", "open_to"]
