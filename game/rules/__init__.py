"""The rules core of 1000 Miles: pure, deterministic, no pygame, no files, no clock.

    from game.rules import make_options, Table, Draw, Play, Discard
    table = Table.new(make_options("1000_miles", players=2), seed=7)
    events = table.apply(0, Draw())

See docs/engine.md for the whole API.
"""

from .actions import (
    Action,
    CloseWindow,
    Discard,
    Draw,
    Extend,
    NextRound,
    Play,
    Trick,
    action_from_dict,
    action_to_dict,
)
from .cards import (
    ATTACK_FAMILY,
    DEFENSE_FAMILY,
    DISTANCE,
    SAFETY_FAMILIES,
    TARGETED,
    Card,
    Family,
    Kind,
    kind_of,
)
from .events import Bonus, Event, events_for, for_seat
from .options import PRESETS, Options, OptionsError, make_options, with_changes
from .reasons import IllegalAction, Reason
from .save import SaveError, table_from_dict, table_from_json, table_to_dict, table_to_json
from .table import EXTENSION, MATCH_OVER, PLAYING, ROUND_OVER, Table
from .teams import TeamPicking, seating
from .view import CarView, SeatView, WindowView, public_view, seat_view, view_of

__all__ = [
    "Action", "ATTACK_FAMILY", "Bonus", "Card", "CarView", "CloseWindow", "DEFENSE_FAMILY",
    "DISTANCE", "Discard", "Draw", "EXTENSION", "Event", "Extend", "Family", "IllegalAction",
    "Kind", "MATCH_OVER", "NextRound", "Options", "OptionsError", "PLAYING", "PRESETS", "Play",
    "ROUND_OVER", "Reason", "SAFETY_FAMILIES", "SaveError", "SeatView", "TARGETED", "Table",
    "TeamPicking", "Trick", "WindowView", "action_from_dict", "action_to_dict", "events_for",
    "for_seat", "kind_of", "make_options", "public_view", "seat_view", "seating",
    "table_from_dict",
    "table_from_json", "table_to_dict", "table_to_json",
    "view_of", "with_changes",
]
