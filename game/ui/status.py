"""Status sentences for the F-keys, from the listener's view only (what the seat may know).

F2 your car and the game, F3 every car, F4 the scores, F5 the safeties played and the cards
seen (for counting). F6, the last plays, is the play screen's own (it recalls events).
"""

from __future__ import annotations

from collections import Counter

from game.rules import SeatView
from game.rules.cards import ATTACK_FAMILY, BREAKDOWNS, KIND, Card, Family, Kind
from game.rules.view import CarView

from .narration import (
    Seating,
    Tr,
    car_name,
    card_args,
    card_name,
    cure_for,
    go_card,
    score_parts,
)


def _reverses(card: Card) -> bool:
    return ATTACK_FAMILY[card] is Family.REVERSE


def problems(tr: Tr, view: SeatView, car: CarView) -> str:
    """A car's state in a few words, what matters first: backwards, then its problems (or
    waiting for a green light), else "no problems"."""
    words = [tr("status-backwards-word")] if any(map(_reverses, car.problems)) else []
    words += [card_name(tr, card) for card in car.problems if not _reverses(card)]
    if car.needs_green and not any(ATTACK_FAMILY[c] is Family.STOP for c in car.problems):
        words.append(tr("status-needs-green", **card_args(tr, "go", go_card(view.options.deck))))
    return ", ".join(words) or tr("status-no-problems")


def next_need(tr: Tr, view: SeatView) -> str | None:
    """The card the listener's car needs next, in words; None when it only needs miles."""
    car = view.my_car
    order = sorted(car.problems, key=lambda c: ATTACK_FAMILY[c] not in BREAKDOWNS)
    breakdowns = [c for c in order if ATTACK_FAMILY[c] in BREAKDOWNS]
    if breakdowns:
        cure = cure_for(view.options.deck, breakdowns[0])
        return card_name(tr, cure) if cure else tr("need-nothing")
    if any(ATTACK_FAMILY[c] is Family.STOP for c in car.problems) or car.needs_green:
        return card_name(tr, go_card(view.options.deck))
    for problem in order:
        cure = cure_for(view.options.deck, problem)
        if cure is not None:
            return card_name(tr, cure)
    return None


def my_car(tr: Tr, seating: Seating, view: SeatView, forwards_news: bool = False) -> str:
    """F2, what matters first and nothing twice: backwards, the problems, the miles and what
    is left, the card needed next (when one is), the safeties, the 200s; "forwards again"
    only when it is news (`forwards_news`: just after the cure); then the game (round, pile,
    trip) and whose turn it is."""
    car = view.my_car
    backwards = any(map(_reverses, car.problems))
    others = [card for card in car.problems if not _reverses(card)]
    parts = []
    if backwards:
        parts.append(tr("status-backwards"))
    if others:
        parts.append(tr("status-problems", list=", ".join(card_name(tr, c) for c in others)))
    elif car.needs_green:
        parts.append(tr("status-waiting", **card_args(tr, "go", go_card(view.options.deck))))
    elif not backwards:
        parts.append(tr("status-rolling"))
    parts.append(tr("status-miles", miles=car.miles, left=view.trip - car.miles))
    need = next_need(tr, view)
    if need is not None and (others or backwards):
        parts.append(tr("status-next", need=need))
    parts.append(tr("status-safeties",
                    list=", ".join(card_name(tr, c) for c in car.safeties) or tr("status-none")))
    parts.append(tr("status-200s", count=car.two_hundreds))
    if forwards_news and not backwards:
        parts.append(tr("status-forwards-again"))
    parts.append(tr("status-game", round=view.round, pile=view.pile_size, trip=view.trip))
    parts.append(whose_turn(tr, seating, view))
    return " ".join(filter(None, parts))


def whose_turn(tr: Tr, seating: Seating, view: SeatView) -> str:
    """Whose turn it is, and, when it is the listener's, whether to draw or to play; nothing
    between rounds."""
    whose = view.current_seat
    if whose is None or view.phase != "playing":
        return ""
    step = "draw" if view.step == "draw" else "play"
    return tr("status-turn", player=seating.names[whose], who=seating.who(whose), step=step)


def all_cars(tr: Tr, seating: Seating, view: SeatView) -> str:
    """F3: every car, the listener's first, each with its state, miles and safeties."""
    parts = []
    for index in seating.cars_mine_first():
        car = view.cars[index]
        parts.append(tr("status-other-car", car=car_name(tr, seating, index, True),
                        miles=car.miles, problems=problems(tr, view, car),
                        safeties=len(car.safeties)))
    return " ".join(parts)


def scores(tr: Tr, seating: Seating, view: SeatView) -> str:
    """F4: the scores and the score limit (or races and races to win), the listener's
    first."""
    options = view.options
    points = tuple(c.score for c in view.cars)
    races = tuple(c.races for c in view.cars)
    if options.races_to_win is not None:
        return tr("status-races", list=score_parts(tr, seating, points, races, True),
                  target=options.races_to_win)
    return tr("status-scores", list=score_parts(tr, seating, points, races),
              limit=options.score_limit)


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


def hand(tr: Tr, cards: tuple[Card, ...]) -> str:
    return tr("status-hand", count=len(cards), cards=", ".join(card_name(tr, c) for c in cards))

