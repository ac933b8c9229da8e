"""A sample main menu and options menu for the engine's tests (the game's real menus are in
game/ui); its strings are in tests/engine/data/sample_menu.ftl.

Built only from ``engine`` and the standard library. Options take effect at once and are saved:
language, speech backend, master and cue volume.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.i18n import N_
from engine.menu import Action, Choice, Menu, Number
from engine.speech import available_backends

if TYPE_CHECKING:
    from engine.app import App

SPEECH_LABELS = {
    "auto": N_("speech-backend-auto"),
    "cytolk": N_("speech-backend-cytolk"),
    "prism": N_("speech-backend-prism"),
    "print": N_("speech-backend-print"),
    "none": N_("speech-backend-none"),
}


class MainMenu(Menu):
    """Play, Options, Quit. Escape does nothing here: this is the root of the program."""

    def __init__(self, app: App) -> None:
        items = [
            Action(N_("main-menu-play"), self.start_game),
            Action(N_("main-menu-options"), self.open_options),
            Action(N_("main-menu-quit"), self.quit),
        ]
        super().__init__(app, N_("main-menu-title"), items, on_back=None)

    def start_game(self) -> None:
        # The game screens come with the rules; until then the player is told, not left silent.
        self.say(N_("play-not-available"))

    def open_options(self) -> None:
        self.app.push(OptionsMenu(self.app))

    def quit(self) -> None:
        self.say(N_("goodbye"))
        self.app.quit()


class OptionsMenu(Menu):
    """Language, speech, master volume, cue volume; each change applied and saved at once."""

    def __init__(self, app: App) -> None:
        translator = app.translator
        languages = [(code, (lambda name=name: name)) for code, name in translator.languages()]
        speech = [(name, SPEECH_LABELS.get(name, name)) for name in available_backends()]
        self.master = Number(N_("options-master-volume"), 0, 0, 100, step=10, big_step=50,
                             unit=N_("unit-percent"), on_change=self.set_master)
        self.cue = Number(N_("options-cue-volume"), 0, 0, 100, step=10, big_step=50,
                          unit=N_("unit-percent"), on_change=self.set_cue)
        items = [
            Choice(N_("options-language"), languages, translator.language,
                   on_change=self.set_language),
            Choice(N_("options-speech"), speech, app.speaker.choice, on_change=self.set_speech),
            self.master,
            self.cue,
            Action(N_("options-back"), lambda: self.app.pop(self)),
        ]
        super().__init__(app, N_("options-title"), items)
        self._sync()

    def _sync(self) -> None:
        # The volume keys (F7 to F10) work everywhere, so the numbers are read afresh.
        self.master.value = round(self.app.sounds.master_volume * 100)
        self.cue.value = round(self.app.sounds.cue_volume * 100)

    def announce_item(self, interrupt: bool = True) -> None:
        self._sync()
        super().announce_item(interrupt)

    def _save(self, key: str, value: object) -> None:
        if self.app.settings is not None:
            self.app.settings.set(key, value)

    def set_language(self, code: str) -> None:
        self.app.translator.set_language(code)
        self._save("language", code)

    def set_speech(self, name: str) -> None:
        self.app.speaker.set_backend(name)
        self._save("speech", name)

    def set_master(self, value: float) -> None:
        self.app.sounds.master_volume = value / 100
        self._save("master_volume", self.app.sounds.master_volume)

    def set_cue(self, value: float) -> None:
        self.app.sounds.cue_volume = value / 100
        self._save("cue_volume", self.app.sounds.cue_volume)
