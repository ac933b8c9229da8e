"""Actions a seat can take: frozen, slotted, hashable values with a JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top card of the pile (the first thing in a turn)."""


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card from the hand; `target` is the opponent's car for an attack."""

    card: Card
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Discard:
    """Throw a card from the hand onto the discards (always allowed after the draw)."""

    card: Card


@dataclass(frozen=True, slots=True)
class Trick:
    """The dirty trick: play the answering safety out of turn while the window is open."""

    card: Card


@dataclass(frozen=True, slots=True)
class CloseWindow:
    """Close a timed trick window (Classic: the front end's 5-second clock ran out)."""


@dataclass(frozen=True, slots=True)
class Extend:
    """Classic extension: the side that reached 700 stops there or goes on to 1000."""

    go_on: bool


@dataclass(frozen=True, slots=True)
class NextRound:
    """Deal the next round after a round ended (the table owner, seat 0)."""


Action = Draw | Play | Discard | Trick | CloseWindow | Extend | NextRound

_NAMES: dict[type, str] = {
    Draw: "draw", Play: "play", Discard: "discard", Trick: "trick",
    CloseWindow: "close_window", Extend: "extend", NextRound: "next_round",
}
_TYPES = {name: cls for cls, name in _NAMES.items()}


def action_to_dict(action: Action) -> dict[str, Any]:
    """A JSON-ready form of an action."""
    data: dict[str, Any] = {"type": _NAMES[type(action)]}
    if isinstance(action, (Play, Discard, Trick)):
        data["card"] = action.card.value
    if isinstance(action, Play) and action.target is not None:
        data["target"] = action.target
    if isinstance(action, Extend):
        data["go_on"] = action.go_on
    return data


def action_from_dict(data: dict[str, Any]) -> Action:
    """Parse `action_to_dict` output; raises ValueError on anything malformed."""
    try:
        cls = _TYPES[data["type"]]
        if cls is Play:
            target = data.get("target")
            if target is not None and (not isinstance(target, int) or isinstance(target, bool)):
                raise ValueError("bad target")
            return Play(Card(data["card"]), target)
        if cls in (Discard, Trick):
            return cls(Card(data["card"]))
        if cls is Extend:
            if not isinstance(data["go_on"], bool):
                raise ValueError("bad go_on")
            return Extend(data["go_on"])
        return cls()
    except (KeyError, TypeError) as error:
        raise ValueError(f"malformed action: {data!r}") from error
