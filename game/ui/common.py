"""What several screens share: settings access, the menu music, names and message ids of
presets and computer levels. Screens import this, not each other, so they form no ring."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.i18n import N_

if TYPE_CHECKING:
    from engine.app import App

MENU_MUSIC = "music_menu"
MUSIC_VOLUME = 0.5

PRESET_IDS = {
    "1000_miles": N_("preset-1000_miles"),
    "1000_milhas": N_("preset-1000_milhas"),
    "classic": N_("preset-classic"),
    "mile_by_mile": N_("preset-mile_by_mile"),
}
LEVEL_FALLBACK_IDS = {
    "easy": N_("setup-level-easy"),
    "normal": N_("setup-level-normal"),
    "hard": N_("setup-level-hard"),
}


def setting(app: App, key: str, default: Any = None) -> Any:
    return app.settings.get(key, default) if app.settings is not None else default


def save_setting(app: App, key: str, value: Any) -> None:
    if app.settings is not None:
        app.settings.set(key, value)


def level_id(app: App, level: str) -> str:
    """The computer level's message id: the bots' own if the language files have it."""
    bot_id = f"bot-level-{level}"
    return bot_id if app.translator.has(bot_id) else LEVEL_FALLBACK_IDS[level]


def default_human_name(app: App) -> str:
    """The player's name from settings, else a translated "You"."""
    name = setting(app, "player_name", "")
    if isinstance(name, str) and name.strip():
        return name.strip()
    return app.translator.tr(N_("player-default-name"))


def join_names(tr: Callable[..., str], names: list[str]) -> str:
    """"Ana", "Ana and Boris", "Ana, Boris and Chen"."""
    if len(names) <= 1:
        return "".join(names)
    return tr(N_("setup-names-and"), first=", ".join(names[:-1]), last=names[-1])


def new_seed(app: App) -> int:
    return app.rng.randrange(1 << 31)
