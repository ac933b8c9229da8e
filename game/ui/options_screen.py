"""The options screen (from the home screen and the pause menu): language, speech and its rate,
volumes, music, the computer players' pace, verbosity, the dirty-trick window against
computer players, automatic draw, asking before a draw gives up your own dirty trick, words
for keys that do nothing, people arriving and leaving online. Every change is applied and
saved at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.i18n import N_
from engine.menu import Action, Choice, Menu, MenuItem, Number, Toggle
from engine.speech import SpeechBackend, available_backends

from .common import MENU_MUSIC, MUSIC_VOLUME, save_setting, setting
from .prefs import PACES, TRICK_WINDOWS, VERBOSITY

if TYPE_CHECKING:
    from engine.app import App

SPEECH_IDS = {
    "auto": N_("speech-choice-auto"),
    "cytolk": N_("speech-choice-cytolk"),
    "speechd": N_("speech-choice-speechd"),
    "prism": N_("speech-choice-prism"),
    "print": N_("speech-choice-print"),
    "recorder": N_("speech-choice-recorder"),
    "none": N_("speech-choice-none"),
}
VERBOSITY_IDS = {
    "full": N_("opts-verbosity-full"),
    "short": N_("opts-verbosity-short"),
    "sounds": N_("opts-verbosity-sounds"),
}
RATES = tuple(round(step / 10, 1) for step in range(1, 11))  # 10 % to 100 %


def has_rate(backend: SpeechBackend) -> bool:
    """Whether the speaking backend can change its rate."""
    return type(backend).set_rate is not SpeechBackend.set_rate


class _LanguageChoice(Choice):
    """Switching language re-speaks the whole item in the new language."""

    def _set(self, menu: Menu, index: int) -> None:
        self.index = index
        menu.play("menu_value")
        if self.on_change:
            self.on_change(self.value)
        menu.announce_item()


class OptionsScreen(Menu):
    """Options; ``in_match``: opened from the pause menu (the menu music stays off)."""

    def __init__(self, app: App, in_match: bool = False) -> None:
        self.in_match = in_match
        super().__init__(app, N_("opts-title"), [])
        self.rebuild()

    def rebuild(self) -> None:
        self.set_entries(self._entries())

    def _entries(self) -> list[tuple[str, MenuItem]]:
        app, tr = self.app, self.tr
        languages = [(code, (lambda name=name: name))
                     for code, name in app.translator.languages()]
        backends = available_backends()
        if app.speaker.choice not in backends:
            backends.append(app.speaker.choice)
        entries: list[tuple[str, MenuItem]] = [
            ("language", _LanguageChoice(N_("opts-language"), languages,
                                         app.translator.language,
                                         on_change=self.set_language)),
            ("speech", Choice(N_("opts-speech"),
                              [(name, SPEECH_IDS.get(name, lambda name=name: name))
                               for name in backends],
                              app.speaker.choice, on_change=self.set_speech)),
        ]
        if has_rate(app.speaker.backend):
            rates: list[tuple[Any, Any]] = [(-1.0, N_("opts-speech-rate-default"))]
            rates += [(r, lambda r=r: tr("unit-percent", value=int(r * 100))) for r in RATES]
            entries.append(("rate", Choice(N_("opts-speech-rate"), rates,
                                           setting(app, "speech_rate", -1.0),
                                           on_change=self.set_rate)))
        entries += [
            ("master", Number(N_("opts-master-volume"), self._percent("master_volume"), 0, 100,
                              step=10, big_step=50, unit="unit-percent",
                              on_change=lambda v: self.set_volume("master_volume", v))),
            ("cue", Number(N_("opts-cue-volume"), self._percent("cue_volume"), 0, 100,
                           step=10, big_step=50, unit="unit-percent",
                           on_change=lambda v: self.set_volume("cue_volume", v))),
            ("music", Toggle(N_("opts-music"), bool(setting(app, "music", True)),
                             on_change=self.set_music)),
            ("pace", Choice(N_("opts-pace"), [
                (p, lambda p=p: tr(N_("opts-pace-value"), seconds=p)) for p in PACES],
                setting(app, "bot_pace", 1.2), on_change=lambda v: self._save("bot_pace", v))),
            ("verbosity", Choice(N_("opts-verbosity"),
                                 [(v, VERBOSITY_IDS[v]) for v in VERBOSITY],
                                 setting(app, "verbosity", "full"),
                                 on_change=lambda v: self._save("verbosity", v))),
            ("trick_window", Choice(N_("opts-trick-window"), [
                (w, lambda w=w: tr(N_("opts-trick-window-value"), seconds=w))
                for w in TRICK_WINDOWS], setting(app, "trick_window", 5.0),
                on_change=lambda v: self._save("trick_window", v))),
            ("auto_draw", Toggle(N_("opts-auto-draw"), bool(setting(app, "auto_draw", False)),
                                 on_change=lambda v: self._save("auto_draw", v))),
            ("trick_guard", Toggle(N_("opts-trick-guard"),
                                   bool(setting(app, "trick_guard", True)),
                                   on_change=lambda v: self._save("trick_guard", v))),
            ("unused_keys", Toggle(N_("opts-unused-keys"),
                                   bool(setting(app, "speak_unused_keys", True)),
                                   on_change=lambda v: self._save("speak_unused_keys", v))),
            ("arrivals", Toggle(N_("opts-announce-arrivals"),
                                bool(setting(app, "announce_arrivals", True)),
                                on_change=lambda v: self._save("announce_arrivals", v))),
            ("back", Action(N_("opts-back"), lambda: self.app.pop(self))),
        ]
        return entries

    def _percent(self, kind: str) -> int:
        return int(round(getattr(self.app.sounds, kind) * 100))

    def announce_item(self, interrupt: bool = True) -> None:
        # The volume keys (F7 to F10) work everywhere, so the numbers are read afresh.
        for key in ("master", "cue"):
            item = self.entry(key)
            if item is not None:
                item.value = self._percent(f"{key}_volume")
        super().announce_item(interrupt)

    # --- applying --------------------------------------------------------------------------
    def _save(self, key: str, value: Any) -> None:
        save_setting(self.app, key, value)

    def set_language(self, code: str) -> None:
        self.app.translator.set_language(code)
        self._save("language", self.app.translator.language)
        self._save("language_chosen", True)

    def set_speech(self, name: str) -> None:
        self.app.speaker.set_backend(name)
        self._save("speech", name)
        rate = setting(self.app, "speech_rate", -1.0)
        if rate >= 0:
            self.app.speaker.set_rate(rate)
        self.rebuild()  # the rate item comes and goes with the backend

    def set_rate(self, rate: float) -> None:
        self._save("speech_rate", rate)
        if rate >= 0:
            self.app.speaker.set_rate(rate)

    def set_volume(self, kind: str, percent: float) -> None:
        setattr(self.app.sounds, kind, percent / 100)
        self._save(kind, getattr(self.app.sounds, kind))

    def set_music(self, on: bool) -> None:
        self._save("music", on)
        if not on:
            self.app.sounds.stop_loop(MENU_MUSIC)
        elif not self.in_match:
            self.app.sounds.loop(MENU_MUSIC, MUSIC_VOLUME)
