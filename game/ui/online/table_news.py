"""What changed at your table, in a few short sentences: who sat down or left, a computer
player added, removed or changed, who lost the connection or came back, a new owner, new rules
or timing, who watches. Everyone at the table hears the owner's changes this way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.i18n import N_
from game.net import protocol as p

from ..common import level_id
from .rules_text import options_summary, timing_summary

if TYPE_CHECKING:
    from engine.app import App

SETTING_UP = ("waiting", "over")


def table_news(app: App, old: p.TableState, new: p.TableState, me: str) -> list[str]:
    """Sentences for what changed from `old` to `new` (the same table), as `me` hears it."""
    tr = app.translator.tr
    lines: list[str] = []
    if old.owner != new.owner:
        lines.append(tr(N_("online-news-owner"), name=new.owner,
                        who="you" if new.owner == me else "other"))
    same_seating = old.state == new.state or (old.state in SETTING_UP
                                              and new.state in SETTING_UP)
    if same_seating:
        for seat, (before, after) in enumerate(zip(old.seats, new.seats, strict=False)):
            lines += _seat_news(app, seat, before, after, new.state)
    elif new.state == "waiting" and old.state == "picking":
        lines.append(tr(N_("online-news-picking-off")))
    if old.options != new.options:
        lines.append(tr(N_("online-news-rules"), rules=options_summary(app, new.options)))
    if old.timing != new.timing:
        lines.append(tr(N_("online-news-timing"), timing=timing_summary(app, new.timing)))
    for name in new.spectators:
        if name not in old.spectators and name != me:
            lines.append(tr(N_("online-news-watching"), name=name))
    for name in old.spectators:
        if name not in new.spectators and name != me and name not in _seated(new):
            lines.append(tr(N_("online-news-not-watching"), name=name))
    return lines


def _seated(state: p.TableState) -> set[str]:
    return {seat.name for seat in state.seats if seat.name is not None}


def _seat_news(app: App, seat: int, before: p.SeatInfo, after: p.SeatInfo,
               state: str) -> list[str]:
    tr = app.translator.tr
    number = seat + 1
    if before.name != after.name:
        lines = []
        if before.name is not None:
            lines.append(tr(N_("online-news-left"), name=before.name))
        if after.name is not None:
            lines.append(tr(N_("online-news-sits"), name=after.name, number=number))
        elif after.level is not None and state in SETTING_UP:
            lines.append(tr(N_("online-news-computer"), number=number,
                            level=tr(level_id(app, after.level))))
        return lines
    if after.name is not None:
        if before.connected != after.connected:
            return [tr(N_("online-news-connection"), name=after.name,
                       connected="yes" if after.connected else "no")]
        return []  # who plays a person's seat in a match: the match says it (SeatControlled)
    if before.level == after.level or state not in SETTING_UP:
        return []
    if after.level is None:
        return [tr(N_("online-news-open"), number=number)]
    return [tr(N_("online-news-computer"), number=number, level=tr(level_id(app, after.level)))]
