"""Status sentences for the F-keys, from the listener's view only (what the seat may know).

F2 your car and the game, F3 every car, F4 the scores, F5 the safeties played and the cards
seen (for counting), F6 the last plays of each player.
"""

from __future__ import annotations

from collections import Counter

from game.rules import SeatView
from game.rules.cards import ATTACK_FAMILY, DEFENSE_FAMILY, KIND, Card, Kind

from .narration import Seating, Tr, car_name, card_args, card_name, go_card


def _problems(tr: Tr, view: SeatView, problems: tuple[Card, ...], needs_green: bool) -> str:
    names = [card_name(tr, card) for card in problems]
    if needs_green and not problems:
        return tr("status-needs-green", **card_args(tr, "go", go_card(view.options.deck)))
    if not names:
        return tr("status-no-problems")
    return ", ".join(names)


def next_need(tr: Tr, view: SeatView) -> str:
    """What the listener's car needs next, in words."""
    car = view.my_car
    breakdowns = [c for c in car.problems if ATTACK_FAMILY[c].value in ("gas", "tire", "accident")]
    if breakdowns:
        cure = _cure_for(view, breakdowns[0])
        return tr("need-card", card=card_name(tr, cure)) if cure else tr("need-nothing")
    stop = [c for c in car.problems if ATTACK_FAMILY[c].value == "stop"]
    if stop or car.needs_green:
        go = go_card(view.options.deck)
        return tr("need-card", card=card_name(tr, go))
    if car.problems:
        cure = _cure_for(view, car.problems[0])
        if cure:
            return tr("need-card", card=card_name(tr, cure))
    return tr("need-miles", miles=view.trip - car.miles)


def _deck_cards(view: SeatView) -> list[Card]:
    return [card for card in view.options.deck]


def _cure_for(view: SeatView, attack: Card) -> Card | None:
    family = ATTACK_FAMILY[attack]
    for card in _deck_cards(view):
        if DEFENSE_FAMILY.get(card) == family:
            return card
    return None


def my_car(tr: Tr, seating: Seating, view: SeatView) -> str:
    """F2: your car (miles, to go, problems, what you need, safeties, 200s, direction) and the
    game (round, cards in the pile, whose turn)."""
    car = view.my_car
    backwards = any(ATTACK_FAMILY[c].value == "reverse" for c in car.problems)
    safeties = ", ".join(card_name(tr, c) for c in car.safeties) or tr("status-none")
    turn = whose_turn(tr, seating, view)
    return " ".join(filter(None, [
        tr("status-car", miles=car.miles, left=view.trip - car.miles,
           problems=_problems(tr, view, car.problems, car.needs_green), need=next_need(tr, view),
           safeties=safeties, two_hundreds=car.two_hundreds,
           direction="backwards" if backwards else "forwards"),
        tr("status-game", round=view.round, pile=view.pile_size, trip=view.trip),
        turn,
    ]))


def whose_turn(tr: Tr, seating: Seating, view: SeatView) -> str:
    """Whose turn it is, or nothing between rounds."""
    whose = view.current_seat
    if whose is None or view.phase != "playing":
        return ""
    return tr("status-turn", player=seating.names[whose], who=seating.who(whose))


def all_cars(tr: Tr, seating: Seating, view: SeatView) -> str:
    """F3: every car with its miles and problems."""
    parts = []
    for car in view.cars:
        parts.append(tr("status-other-car", car=car_name(tr, seating, car.index, True), miles=car.miles,
                        problems=_problems(tr, view, car.problems, car.needs_green),
                        safeties=len(car.safeties)))
    return " ".join(parts)


def scores(tr: Tr, seating: Seating, view: SeatView) -> str:
    """F4: the scores and the score limit (or races and races to win)."""
    options = view.options
    if options.races_to_win is not None:
        parts = [tr("score-races", car=car_name(tr, seating, c.index, True), races=c.races)
                 for c in sorted(view.cars, key=lambda c: -c.races)]
        return tr("status-races", list="; ".join(parts), target=options.races_to_win)
    parts = [tr("score-points", car=car_name(tr, seating, c.index, True), points=c.score)
             for c in sorted(view.cars, key=lambda c: -c.score)]
    return tr("status-scores", list="; ".join(parts), limit=options.score_limit)


def counting(tr: Tr, view: SeatView) -> str:
    """F5: the safeties played (and still unseen), and the cards seen since the last
    reshuffle, for counting (seed 000, "Worth remembering")."""
    played = [c for car in view.cars for c in car.safeties]
    unseen = [c for c in view.options.deck if KIND[c] is Kind.SAFETY and c not in played
              and c not in view.hand and c not in view.discards]
    seen = Counter(view.discards)
    for car in view.cars:
        seen.update(car.problems)
    attacks = [tr("status-attack-seen", count=n, **card_args(tr, "card", c))
               for c, n in sorted(seen.items(), key=lambda x: x[0].value)
               if KIND[c] is Kind.ATTACK]
    return " ".join([
        tr("status-safeties-played",
           list=", ".join(card_name(tr, c) for c in played) or tr("status-none")),
        tr("status-safeties-unseen",
           list=", ".join(card_name(tr, c) for c in unseen) or tr("status-none")),
        tr("status-attacks-seen", list="; ".join(attacks) or tr("status-none")),
        tr("status-discards", count=len(view.discards)),
    ])


def last_plays(tr: Tr, seating: Seating, recent: dict[int, str]) -> str:
    """F6: the last play of each player (as it was spoken)."""
    parts = [recent[s] for s in range(seating.seats) if s in recent]
    return " ".join(parts) or tr("status-no-plays")


def hand(tr: Tr, cards: tuple[Card, ...]) -> str:
    return tr("status-hand", count=len(cards), cards=", ".join(card_name(tr, c) for c in cards))

