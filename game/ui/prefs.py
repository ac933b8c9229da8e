"""The game's own settings (beside the engine's): each with its default, the message naming
it and the values it accepts (`engine.settings.Spec`)."""

from __future__ import annotations

from typing import Any

from engine.i18n import N_
from engine.settings import Spec

VERBOSITY = ("full", "short", "sounds")
PACES = (0.4, 0.8, 1.2, 1.8, 2.5)  # seconds between computer players' plays
TRICK_WINDOWS = (2.0, 3.0, 5.0, 8.0, 12.0)  # seconds computer players wait before closing it
NAME_LENGTH = 30  # what the name field takes (engine.forms.TextField)
ADDRESS_LENGTH = 200  # a server address: host, host:port, or a ws:// or wss:// address
TOKENS_KEPT = 20  # servers whose reconnect tokens are remembered

GAME_SPECS: dict[str, Spec] = {
    # A hand-edited pace between the menu's steps is fine; an hour is not
    "bot_pace": Spec(1.2, N_("opts-pace"), minimum=0.0, maximum=10.0),
    # what is spoken for other players' plays
    "verbosity": Spec("full", N_("opts-verbosity"), choices=VERBOSITY),
    # the longest of this and the rule's window applies
    "trick_window": Spec(5.0, N_("opts-trick-window"), minimum=0.0, maximum=60.0),
    # draw for the player at the start of each turn
    "auto_draw": Spec(False, N_("opts-auto-draw")),
    # Space while your own dirty trick is open asks once before drawing it away
    "trick_guard": Spec(True, N_("opts-trick-guard")),
    "music": Spec(True, N_("opts-music")),
    # a MatchConfig.to_dict(): what Play (quick start) starts
    "last_table": Spec({}, N_("setting-last-table")),
    "player_name": Spec("", N_("setting-player-name"),
                        check=lambda name: len(name) <= NAME_LENGTH),
    # the first start asks for the language
    "language_chosen": Spec(False, N_("setting-language-chosen")),
    # online play: the last server, a reconnect token per server, people coming and going
    "server_address": Spec("", N_("setting-server-address"),
                           check=lambda address: len(address) <= ADDRESS_LENGTH),
    "online_tokens": Spec({}, N_("setting-online-tokens"), check=lambda t: _tokens_ok(t)),
    "announce_arrivals": Spec(True, N_("opts-announce-arrivals")),
    # "Host a game": the port friends connect to
    "host_port": Spec(8765, N_("setting-host-port"), minimum=1024, maximum=65535),
}


def _tokens_ok(tokens: dict[str, Any]) -> bool:
    """{server address: {"name": ..., "token": ...}}, a few servers, short strings."""
    if len(tokens) > TOKENS_KEPT:
        return False
    for address, entry in tokens.items():
        if len(address) > ADDRESS_LENGTH or not isinstance(entry, dict) or set(entry) != {
                "name", "token"}:
            return False
        if not all(isinstance(entry[k], str) and 0 < len(entry[k]) <= 64 for k in entry):
            return False
    return True


# The defaults alone, for code that needs no more
GAME_DEFAULTS: dict[str, Any] = {key: spec.default for key, spec in GAME_SPECS.items()}
