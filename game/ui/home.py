"""The home screen, the root of the program: Play (quick start), Set up a table, Resume the
saved match, Play online, Rules, Options, Quit; and on the very first start, the language question.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from engine.i18n import N_
from engine.menu import Action, Menu
from game.match import NAME_IDS, MatchConfig, SavedMatch, SavedMatchError, default_config
from game.rules import view_of

from . import status
from .common import (
    MENU_MUSIC,
    MUSIC_VOLUME,
    default_human_name,
    new_seed,
    save_setting,
    setting,
)
from .launch import start_match
from .local_match import save_file
from .narration import Seating
from .setup import SetupScreen

if TYPE_CHECKING:
    from engine.app import App


class LanguageScreen(Menu):
    """The first start's question: every language, named in itself; the one the game starts
    in (--lang, else the system's) is selected."""

    def __init__(self, app: App, on_chosen=None) -> None:
        languages = app.translator.languages()
        codes = [code for code, _ in languages]
        guess = app.translator.language
        items = [Action(lambda name=name: name, lambda code=code: self.choose(code))
                 for code, name in languages]
        position = codes.index(guess) if guess in codes else 0
        self.on_chosen = on_chosen
        super().__init__(app, N_("language-title"), items, on_back=None, position=position)

    def choose(self, code: str) -> None:
        self.app.translator.set_language(code)
        save_setting(self.app, "language", code)
        save_setting(self.app, "language_chosen", True)
        self.app.pop(self)
        if self.on_chosen is not None:
            self.on_chosen()


class HomeScreen(Menu):
    """The real main menu. Escape does nothing here: this is the root of the program."""

    def __init__(self, app: App) -> None:
        super().__init__(app, N_("home-title"), [], on_back=None)
        self._full_announce = False
        store = save_file(app)
        if store is not None:
            for leftover in store.clean_temporaries():  # a save cut short by a kill
                app.log.warning("removed a half-written save: %s", leftover)
        self.rebuild()

    def rebuild(self) -> None:
        current = self.current.label if self.current is not None else None
        items = [
            Action(N_("home-play"), self.quick_start),
            Action(N_("home-setup"), self.open_setup),
        ]
        store = save_file(self.app)
        if store is not None and store.exists():
            if store.is_finished():
                items.append(Action(N_("home-result"), self.resume))
            else:
                items.append(Action(N_("home-resume"), self.resume))
        items += [
            Action(N_("home-online"), self.open_online),
            Action(N_("home-rules"), self.open_rules),
            Action(N_("home-options"), self.open_options),
            Action(N_("home-quit"), self.quit),
        ]
        self.items = items
        labels = [item.label for item in items]
        self.position = labels.index(current) if current in labels else 0

    # --- stack hooks -----------------------------------------------------------------------
    def on_push(self) -> None:
        if not setting(self.app, "language_chosen", True):
            self._full_announce = True
            self.app.push(LanguageScreen(self.app))
            return
        self.start_music()
        super().on_push()

    def on_reveal(self) -> None:
        self.rebuild()
        self.start_music()
        if self._full_announce:  # back from the first start's language question
            self._full_announce = False
            super().on_push()
        else:
            self.announce_item()

    def start_music(self) -> None:
        if setting(self.app, "music", True):
            self.app.sounds.loop(MENU_MUSIC, MUSIC_VOLUME)

    # --- actions ---------------------------------------------------------------------------
    def quick_config(self) -> MatchConfig:
        """The last table from settings, else 1000 Miles against one normal computer player;
        always with a new seed and the owner's current name."""
        name = default_human_name(self.app)
        config = None
        data = setting(self.app, "last_table", {})
        if data:
            try:
                config = MatchConfig.from_dict(data)
            except (ValueError, TypeError, KeyError, AttributeError):
                self.app.log.warning("last table in settings is not usable: %r", data)
            if config is not None and config.people != [0]:
                self.app.log.warning("last table in settings is not one player's: %r", data)
                config = None
        if config is None:
            config = default_config([self.tr(NAME_IDS[0])], name)
        seats = (dataclasses.replace(config.seats[0], name=name), *config.seats[1:])
        return dataclasses.replace(config, seats=seats, seed=new_seed(self.app))

    def quick_start(self) -> None:
        config = self.quick_config()
        save_setting(self.app, "last_table", config.to_dict())
        start_match(self.app, config)

    def open_setup(self) -> None:
        self.app.push(SetupScreen(self.app))

    def resume(self) -> None:
        store = save_file(self.app)
        if store is None:
            return
        try:
            saved = store.load()
        except SavedMatchError as error:
            self.app.log.error("saved match refused: %s (moved to %s)", error.reason,
                               error.moved_to)
            self.rebuild()
            self.play("menu_edge")
            if error.moved_to is None:
                self.say(N_("home-save-missing"))
            else:
                self.say(N_("home-save-damaged"), file=error.moved_to.name)
            self.announce_item(interrupt=False)
            return
        if saved.finished:
            self._say_result(saved)
            store.archive()
            self.rebuild()
            self.announce_item(interrupt=False)
            return
        start_match(self.app, saved.config, saved)

    def _say_result(self, saved: SavedMatch) -> None:
        """A match that ended while nobody listened (the program closed on its last words):
        its final scores, once, then it is put away."""
        view = view_of(saved.table, saved.config.people[0] if saved.config.people else 0)
        seating = Seating([seat.name for seat in saved.config.seats], list(view.seat_car), len(view.cars), view.seat)
        self.say(N_("home-result-said"))
        self.speak(status.scores(self.tr, seating, view), interrupt=False)

    def open_online(self) -> None:
        from .online.connect import OnlineMenu

        self.app.push(OnlineMenu(self.app))

    def on_pop(self) -> None:
        # The program closes: a server it hosts saves its tables and stops
        from .online.hosting import stop_hosting

        stop_hosting(self.app)

    def open_rules(self) -> None:
        from .rules_screen import RulesScreen

        self.app.push(RulesScreen(self.app))

    def open_options(self) -> None:
        from .options_screen import OptionsScreen

        self.app.push(OptionsScreen(self.app))

    def quit(self) -> None:
        self.app.sounds.stop_loop(MENU_MUSIC)
        self.say(N_("home-goodbye"))
        self.app.quit()
