"""An online table's rules and clock in words, said the way the setup menus say them (the same
items, read one after the other), and the clock's choices as menu items for the owner."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.i18n import N_
from engine.menu import Choice, MenuItem, Number
from game.match import LEVELS
from game.net import protocol as p
from game.rules import OptionsError

from ..common import level_id
from ..prefs import PACES
from ..table_rules import RulesMenu, TableChoices

if TYPE_CHECKING:
    from engine.app import App

SETTLE = (1.0, 30.0)  # protocol.TimingWire's bounds, in seconds
DROP_AFTER = (5.0, 600.0)
PICK_SECONDS = (5.0, 300.0)


def choices_of(options: p.OptionsWire) -> TableChoices:
    choices = TableChoices()
    try:
        choices.take_options(p.options_from_wire(options))
    except OptionsError:
        pass  # a server's table is always valid; the defaults say something all the same
    return choices


def options_summary(app: App, options: p.OptionsWire) -> str:
    """"Rules: 1000 Miles; Players: 4 players; ..." from the setup's own items."""
    menu = RulesMenu(app, None, choices_of(options))
    tr = app.translator.tr
    return "; ".join(item.describe(tr) for _, item in menu.rule_entries())


def timing_entries(app: App, timing: p.TimingWire,
                   changed: Callable[[str, Any], object]) -> list[tuple[str, MenuItem]]:
    """The owner's clock: settle delay, drop time and level, picking time, computers' pace;
    `changed(field, value)` hears each change."""
    tr = app.translator.tr
    paces = sorted({*PACES, timing.pace})
    return [
        ("settle", Number(N_("online-timing-settle"), timing.settle, *SETTLE, step=1,
                          big_step=5, unit=N_("online-seconds"),
                          on_change=lambda v: changed("settle", float(v)))),
        ("drop_after", Number(N_("online-timing-drop"), timing.drop_after, *DROP_AFTER,
                              step=5, big_step=60, unit=N_("online-seconds"),
                              on_change=lambda v: changed("drop_after", float(v)))),
        ("drop_level", Choice(N_("online-timing-drop-level"),
                              [(level, level_id(app, level)) for level in LEVELS],
                              timing.drop_level,
                              on_change=lambda v: changed("drop_level", v))),
        ("pick_seconds", Number(N_("online-timing-pick"), timing.pick_seconds, *PICK_SECONDS,
                                step=5, big_step=30, unit=N_("online-seconds"),
                                on_change=lambda v: changed("pick_seconds", float(v)))),
        ("pace", Choice(N_("opts-pace"), [
            (pace, lambda pace=pace: tr(N_("opts-pace-value"), seconds=pace)) for pace in paces],
            timing.pace, on_change=lambda v: changed("pace", float(v)))),
    ]


def timing_summary(app: App, timing: p.TimingWire) -> str:
    tr = app.translator.tr
    return "; ".join(item.describe(tr) for _, item in timing_entries(
        app, timing, lambda field, value: None))
