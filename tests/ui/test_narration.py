"""The narration table, read directly: what a listener hears for a rules event."""

from __future__ import annotations

import pytest

from engine.i18n import Translator
from game.rules.events import Moved
from game.ui.narration import Narrator, Seating, card_args

from ..rules.helpers import C, discard, hand, one, place, play, table_with
from .conftest import LANG_DIR

LANGUAGES = ["en", "es", "fr", "pt-BR", "ru"]


def driven_backwards(seat: int, players: int = 2, teams: int = 0) -> Moved:
    """`seat`'s car at 300 miles is turned round by counterflow; `seat` then plays a 75."""
    attacker = (seat + 1) % players
    hands = [hand() for _ in range(players)]
    hands[attacker] = hand(C.COUNTERFLOW)
    hands[seat] = hand(C.MILE_75)
    options = {"teams": teams} if teams else {}
    table = table_with(hands, first=attacker, **options)
    car = table.seat_car[seat]
    place(table, car, 300)
    play(table, attacker, C.COUNTERFLOW, car)
    for other in range(attacker + 1, attacker + players):
        if other % players == seat:
            break
        discard(table, other % players)  # the seats in between pass their turn
    moved = one(play(table, seat, C.MILE_75), Moved)
    assert moved.backwards and (moved.before, moved.after) == (300, 225)
    return moved


def heard(code: str, event: Moved, seating: Seating, verbosity: str) -> str | None:
    (line,) = Narrator(Translator(LANG_DIR, code).tr, seating, verbosity).lines(event)
    return line.text


def forwards_sentences(code: str, event: Moved, seating: Seating) -> set[str]:
    """What the plain "moved" messages would say for the same numbers."""
    tr = Translator(LANG_DIR, code).tr
    args = {"who": "you" if event.seat == seating.me else "other",
            "player": seating.names[event.seat], "miles": 75, "total": event.after,
            **card_args(tr, "card", event.card)}
    return {tr("event-moved", **args), tr("event-moved-short", **args),
            tr("event-moved", **{**args, "miles": -75}), tr("event-moved-short",
                                                           **{**args, "miles": -75})}


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("verbosity", ["full", "short"])
@pytest.mark.parametrize("listener", [0, 1], ids=["own car", "other car"])
def test_a_distance_card_played_backwards_is_never_said_as_a_plain_move(code, verbosity,
                                                                        listener):
    """Counterflow's sound is the same as its cure's on purpose: the words must carry it."""
    event = driven_backwards(seat=0)
    seating = Seating(["Zoe", "Ana"], [0, 1], 2, me=listener)
    text = heard(code, event, seating, verbosity)
    assert text is not None  # said, even for another player's car in short narration
    assert text not in forwards_sentences(code, event, seating)
    assert "75" in text and "225" in text  # how far back, and where the car is now
    if code == "en":
        assert "backwards" in text.lower() or "back" in text.lower().split()


def test_a_team_mate_driving_backwards_is_said_as_backwards():
    event = driven_backwards(seat=2, players=4, teams=2)  # Boris, the listener's partner
    seating = Seating(["Zoe", "Ana", "Boris", "Chen"], [0, 1, 0, 1], 2, me=0)
    text = heard("en", event, seating, "short")
    assert text not in forwards_sentences("en", event, seating)
    assert "Backwards" in text and "225" in text
