"""The game's own settings (beside the engine's): defaults and allowed values."""

from __future__ import annotations

from typing import Any

VERBOSITY = ("full", "short", "sounds")
PACES = (0.4, 0.8, 1.2, 1.8, 2.5)  # seconds between computer players' plays
TRICK_WINDOWS = (2.0, 3.0, 5.0, 8.0, 12.0)  # seconds computer players wait before closing it

GAME_DEFAULTS: dict[str, Any] = {
    "bot_pace": 1.2,
    "verbosity": "full",  # what is spoken for other players' plays
    "trick_window": 5.0,  # the longest of this and the rule's window applies
    "auto_draw": False,  # draw for the player at the start of each turn
    "music": True,
    "last_table": {},  # a MatchConfig.to_dict(): what Play (quick start) starts
    "player_name": "",
    "language_chosen": False,  # the first start asks for the language
}
