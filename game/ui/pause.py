"""The pause menu of a match: resume, options, rules, leave the match (after a yes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.forms import ConfirmDialog
from engine.i18n import N_
from engine.menu import Action, Menu

if TYPE_CHECKING:
    from engine.app import App


class PauseMenu(Menu):
    """Escape resumes. ``preset``: the match's rules, opened directly by Rules;
    ``leave_question``: asked before leaving, ``title``: said on opening (message ids)."""

    def __init__(self, app: App, on_leave: Callable[[], None], preset: str | None = None,
                 leave_question: str = N_("pause-leave-confirm"),
                 title: str = N_("pause-title")) -> None:
        self.on_leave = on_leave
        self.preset = preset
        self.leave_question = leave_question
        items = [
            Action(N_("pause-resume"), self.resume),
            Action(N_("pause-options"), self.open_options),
            Action(N_("pause-rules"), self.open_rules),
            Action(N_("pause-leave"), self.ask_leave),
        ]
        super().__init__(app, title, items)

    def resume(self) -> None:
        self.app.pop(self)

    def open_options(self) -> None:
        from .options_screen import OptionsScreen

        self.app.push(OptionsScreen(self.app, in_match=True))

    def open_rules(self) -> None:
        from .rules_screen import RulesScreen

        self.app.push(RulesScreen(self.app, self.preset))

    def ask_leave(self) -> None:
        self.app.push(ConfirmDialog(self.app, self.leave_question, self.leave,
                                    no_words=N_("pause-stay")))

    def leave(self) -> None:
        self.app.pop(self)
        self.on_leave()
