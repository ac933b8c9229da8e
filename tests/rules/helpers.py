"""Small helpers for the rules tests: stacked tables, turns, refusals.

Tables are built from stacked decks with `Table.from_setup` (hands, pile top first, first
seat). A car's miles may be set directly with `place` (miles are a number, not cards, so the
card accounting is unaffected); everything else happens through actions.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.rules import (
    Card,
    Discard,
    Draw,
    IllegalAction,
    Play,
    Reason,
    Table,
    make_options,
    table_to_json,
)
from game.rules.cards import deck_list

C = Card

# A filler slot in a hand or pile: `table_with` puts a harmless card of the deck there (a
# cure for a problem nobody has, then short distance), so that scenarios stay short.
FILL = None
_INERT = (
    C.END_OF_COUNTERFLOW, C.END_OF_LIMIT, C.SPARE_TIRE, C.REPAIRS, C.GAS, C.TURN_ROUND,
    C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100,
)


def hand(*cards: Card, size: int = 6) -> list:
    """A hand of `cards` topped up with filler slots to `size` cards."""
    return [*cards, *[FILL] * (size - len(cards))]


def _fill(options, hands: list[list], pile: list) -> tuple[list[list[Card]], list[Card]]:
    given = Counter(card for row in [*hands, pile] for card in row if card is not FILL)
    left = Counter(options.deck) - given
    spare = [card for card in _INERT for _ in range(left[card])]
    spare.reverse()

    def resolve(row: list) -> list[Card]:
        return [spare.pop() if card is FILL else card for card in row]

    return [resolve(row) for row in hands], resolve(pile)


def table_with(
    hands: list[list[Card]],
    pile: list[Card] | None = None,
    preset: str = "1000_miles",
    first: int = 0,
    seed: int = 0,
    **options,
) -> Table:
    """A table of `preset` (with owner `options`) from exact hands and pile (top first).

    The number of players is the number of hands unless given. The default pile is ten
    filler cards, so that draws never run dry by accident.
    """
    options.setdefault("players", len(hands))
    made = make_options(preset, **options)
    hands, pile = _fill(made, hands, [FILL] * 10 if pile is None else pile)
    return Table.from_setup(made, hands, pile, first, seed=seed)


def deal(table: Table, hands: list[list], pile: list, first: int | None = None) -> list:
    """The next round from exact hands and pile (filler slots resolved as in `table_with`)."""
    hands, pile = _fill(table.options, hands, pile)
    return table.deal(hands, pile, first)


def place(table: Table, car: int, miles: int = 0, rolling: bool = True, two_hundreds: int = 0):
    """Put a car at `miles`, rolling (green light played) or still needing a green light."""
    target = table.cars[car]
    target.miles = miles
    target.needs_green = not rolling
    target.two_hundreds = two_hundreds
    return target


def turn(table: Table, seat: int, action) -> list:
    """Draw (when the seat must) then take `action`; the events of both."""
    events = []
    if table.step == "draw" and table.current == seat:
        events += table.apply(seat, Draw())
    return events + table.apply(seat, action)


def play(table: Table, seat: int, card: Card, target: int | None = None) -> list:
    return turn(table, seat, Play(card, target))


def discard(table: Table, seat: int, card: Card | None = None) -> list:
    """Draw (when the seat must) and discard `card`, by default the last card in hand."""
    if table.step == "draw" and table.current == seat:
        return table.apply(seat, Draw()) + discard(table, seat, card)
    return table.apply(seat, Discard(table.hands[seat][-1] if card is None else card))


def refused(table: Table, seat: int, action, reason: Reason) -> None:
    """`action` is refused with `reason`, and the table is exactly as it was."""
    before = table_to_json(table)
    assert table.why_illegal(seat, action) is reason
    with pytest.raises(IllegalAction) as caught:
        table.apply(seat, action)
    assert caught.value.reason is reason
    assert table_to_json(table) == before
    assert action not in table.legal_actions(seat)


def targets(table: Table, seat: int, card: Card) -> list[int]:
    """The cars `seat` may play `card` on now."""
    return [
        action.target for action in table.legal_actions(seat)
        if isinstance(action, Play) and action.card is card and action.target is not None
    ]


def of_type(events: list, cls) -> list:
    return [event for event in events if isinstance(event, cls)]


def one(events: list, cls):
    found = of_type(events, cls)
    assert len(found) == 1, f"expected one {cls.__name__} in {events}"
    return found[0]


def cards_add_up(table: Table) -> bool:
    return Counter(table.all_cards()) == Counter(deck_list(table.options.deck))


def run_with_hash_seed(code: str, hash_seed: str, *args: str, text: str | None = None) -> str:
    """Run Python `code` in a fresh process whose string hashing (and so the order of any
    set of cards or families) is `PYTHONHASHSEED=hash_seed`; its standard output. Raises
    CalledProcessError if it fails."""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(root)}
    return subprocess.run([sys.executable, "-c", code, *args], cwd=root, env=env, input=text,
                          capture_output=True, text=True, check=True, timeout=300).stdout


def a_safety_curing_two() -> Table:
    """One Driving Ace curing an Accident and a Counterflow (1000 Miles, accumulation)."""
    options = make_options("1000_miles", players=2, accumulation=True)
    hands = [[C.ACCIDENT, C.COUNTERFLOW, C.MILE_25, C.MILE_25, C.MILE_50, C.MILE_50],
             [C.GREEN_LIGHT, C.DRIVING_ACE, C.MILE_75, C.MILE_75, C.MILE_100, C.MILE_100]]
    table = Table.from_setup(options, hands, [C.MILE_200] * 4 + [C.MILE_25] * 6, first=0,
                             seed=1)
    for seat, action in [(0, Draw()), (0, Discard(C.MILE_25)), (1, Draw()),
                         (1, Play(C.GREEN_LIGHT)), (0, Draw()), (0, Play(C.ACCIDENT, 1)),
                         (1, Draw()), (1, Discard(C.MILE_75)), (0, Draw()),
                         (0, Play(C.COUNTERFLOW, 1)), (1, Draw()), (1, Play(C.DRIVING_ACE))]:
        table.apply(seat, action)
    return table
