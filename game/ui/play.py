"""The play screen: your hand, the keys that draw, play and discard, the dirty trick, the
status F-keys, and the pacing of computer players, all off the loop's clock.

Every action goes through the rules engine; its events are narrated (one sentence and one
cue each), then the match is saved, so Resume always brings back the same position.
"""

from __future__ import annotations

import copy
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from engine.forms import ConfirmDialog
from engine.i18n import N_
from engine.keys import Binding, Keymap
from engine.menu import Action as MenuAction
from engine.menu import Menu
from engine.screen import Screen
from game.bots import Bot, make_bot
from game.rules import (
    Action,
    CloseWindow,
    Discard,
    Draw,
    Extend,
    IllegalAction,
    NextRound,
    Play,
    Reason,
    Table,
    Trick,
    events_for,
    view_of,
)
from game.rules import events as ev
from game.rules.cards import KIND, TARGETED, Card, Kind
from game.rules.table import EXTENSION, MATCH_OVER, PLAYING, ROUND_OVER
from game.rules.view import SeatView

from . import status
from .match_config import MatchConfig
from .narration import (
    Narrator,
    Seating,
    car_name,
    card_args,
    card_name,
    go_card,
    reason_text,
    round_summary,
)
from .saves import delete_saved_match, save_match

if TYPE_CHECKING:
    from engine.app import App

ME = 0
RULE_TRICK_SECONDS = 5.0  # RULES.md 5, Classic

PLAY_KEYMAP = Keymap([
    Binding("left", "previous_card", N_("help-play-previous")),
    Binding("right", "next_card", N_("help-play-next")),
    Binding("home", "first_card", N_("help-play-first")),
    Binding("end", "last_card", N_("help-play-last")),
    *[Binding(str(n), f"card_{n}", N_("help-play-number") if n == 1 else "") for n in range(1, 8)],
    Binding("space", "draw", N_("help-play-draw")),
    Binding("return", "play", N_("help-play-play")),
    Binding("backspace", "discard", N_("help-play-discard")),
    Binding("shift+return", "discard"),
    Binding("d", "trick", N_("help-play-trick")),
    Binding("h", "read_hand", N_("help-play-hand")),
    Binding("f2", "status_car", N_("help-play-f2")),
    Binding("f3", "status_cars", N_("help-play-f3")),
    Binding("f4", "status_scores", N_("help-play-f4")),
    Binding("f5", "status_counting", N_("help-play-f5")),
    Binding("f6", "status_last_plays", N_("help-play-f6")),
    Binding("escape", "pause", N_("help-play-pause")),
])


class PlayScreen(Screen):
    """A match in play for the human at seat 0 against computer players."""

    keymap = PLAY_KEYMAP

    def __init__(self, app: App, config: MatchConfig, table: Table | None = None,
                 resumed: bool | None = None) -> None:
        super().__init__(app)
        self.config = config
        self.resumed = table is not None if resumed is None else resumed
        seed = config.seed if config.seed is not None else app.rng.randrange(1 << 31)
        self.table = table if table is not None else Table.new(config.options, seed=seed)
        self.seating = Seating([s.name for s in config.seats], list(self.table.seat_car),
                               self.table.car_count, ME)
        self.narrator = Narrator(self.tr, self.seating, self._setting("verbosity", "full"),
                                 go_card(config.options.deck))
        self.bots = {
            seat: make_bot(s.level, seed=seed + seat)
            for seat, s in enumerate(config.seats) if s.level is not None
        }
        self.cursor = 0
        self.recent: dict[int, str] = {}
        self._timer: Any = None
        self._thinking: Future | None = None
        self._held_answer = False  # the listener held the answer when the window opened
        self._paused = False

    # -- settings and helpers ---------------------------------------------------------------

    def _setting(self, key: str, default: Any) -> Any:
        settings = self.app.settings
        return default if settings is None else settings.get(key, default)

    @property
    def save_folder(self):
        settings = self.app.settings
        return None if settings is None else settings.path.parent

    def _view(self):
        return view_of(self.table, ME)

    @property
    def hand(self) -> list[Card]:
        return self.table.hands[ME]

    # -- stack hooks ------------------------------------------------------------------------

    def on_push(self) -> None:
        if self.resumed:
            self.say(N_("play-resumed"))
            self.speak(status.my_car(self.tr, self.seating, self._view()), interrupt=False)
            self._announce_open_window()
        else:
            self._narrate(self.table.opening_events, interrupt=True)
            self._save()
        self._schedule()

    def on_reveal(self) -> None:
        # Back from a dialog (pause, options): the verbosity may have changed
        self.narrator.verbosity = self._setting("verbosity", "full")
        if self._paused:
            self._paused = False
            self.say(N_("play-back"))
            self.speak(status.whose_turn(self.tr, self.seating, self._view()), interrupt=False)
            self._announce_open_window()
        self._schedule()

    def _announce_open_window(self) -> None:
        """A trick the listener can still play (after a resume or the pause menu)."""
        window = self.table.window
        self._held_answer = window is not None and any(
            isinstance(a, Trick) for a in self.table.legal_actions(ME))
        if self._held_answer:
            self.play("trick_window")
            self.say(N_("event-trick-chance"), interrupt=False,
                     **card_args(self.tr, "attack", window.attack))

    def on_pop(self) -> None:
        self._cancel()

    # -- narration --------------------------------------------------------------------------

    def _narrate(self, events: list[ev.Event], interrupt: bool = False) -> None:
        first = interrupt
        for event in events_for(events, ME):
            if isinstance(event, ev.TrickWindowOpened):
                self._held_answer = any(isinstance(a, Trick)
                                        for a in self.table.legal_actions(ME))
                self.narrator.trick_hint = self._held_answer
            for line in self.narrator.lines(event):
                if line.cue:
                    self.play(line.cue, pan=line.pan)
                if line.text:
                    self.speak(line.text, interrupt=first)
                    first = False
                    seat = getattr(event, "seat", None)
                    if seat is not None and not isinstance(event, (ev.TurnStarted, ev.Dealt)):
                        self.recent[seat] = line.text
            if isinstance(event, ev.RoundOver):
                for text in round_summary(self.tr, self.seating, event):
                    self.speak(text, interrupt=False)
                if self.table.phase == ROUND_OVER:
                    self.say(N_("play-next-round-prompt"), interrupt=False)
            if isinstance(event, ev.MatchOver):
                self.say(N_("play-match-over-prompt"), interrupt=False)

    def _save(self) -> None:
        folder = self.save_folder
        if folder is None:
            return
        if self.table.phase == MATCH_OVER:
            delete_saved_match(folder)
        else:
            save_match(folder, self.config, self.table)

    # -- applying actions -------------------------------------------------------------------

    def _apply(self, seat: int, action: Action, interrupt: bool = False) -> bool:
        closing_my_window = (
            seat == ME and isinstance(action, Draw) and self.table.window is not None
            and self._held_answer and any(isinstance(a, Trick)
                                          for a in self.table.legal_actions(ME))
        )
        try:
            events = self.table.apply(seat, action)
        except IllegalAction as refusal:
            self._refuse(refusal.reason.value)
            return False
        if closing_my_window:
            # RULES.md 5: your own draw closes the window; say so, the player learns it
            self.say(N_("play-trick-closed-by-draw"), interrupt)
            interrupt = False
        self._narrate(events, interrupt)
        self._save()
        self.cursor = min(self.cursor, max(0, len(self.hand) - 1))
        self._schedule()
        return True

    def _refuse(self, reason: str) -> None:
        self.play("refused")
        self.speak(reason_text(self.tr, reason, self.narrator.go))

    # -- pacing of the computer players -----------------------------------------------------

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._thinking is not None:
            self._thinking.cancel()  # too late if it started: its copy of the bot is dropped
            self._thinking = None

    def _schedule(self) -> None:
        """Decide the next automatic step (a computer player's move, the trick clock, an
        automatic draw) and start its timer; nothing when the human must act."""
        self._cancel()
        table = self.table
        pace = float(self._setting("bot_pace", 1.2))
        if table.phase in (ROUND_OVER, MATCH_OVER):
            return
        if table.phase == EXTENSION:
            if table.current != ME:
                self._bot_move_after(pace, table.current)
            return
        window = table.window
        mine = window is not None and window.car == table.seat_car[ME]
        trick_wait = max(float(self._setting("trick_window", 5.0)), 0.0)
        if window is not None:
            for seat in table.seats_to_act():
                if seat in self.bots and any(isinstance(a, Trick)
                                             for a in table.legal_actions(seat)):
                    self._later(pace, self._bot_trick, seat)
                    return
            if window.timed:
                # The longest of the player's setting and the rule's 5 seconds applies
                wait = max(trick_wait, RULE_TRICK_SECONDS) if mine else pace
                self._later(wait, self._close_window)
                return
        current = table.current
        if current in self.bots:
            wait = pace
            if window is not None and mine:
                wait = max(pace, trick_wait)  # never close the player's window sooner
            self._bot_move_after(wait, current)
            return
        if table.step == "draw" and (
            table.options.rules.auto_draw or self._setting("auto_draw", False)
        ):
            wait = trick_wait if (window is not None and self._held_answer) else 0.3
            self._later(wait, self._auto_draw)

    def _later(self, seconds: float, callback, *args: Any) -> None:
        self._timer = self.after(seconds, lambda: callback(*args))

    def _bot_move_after(self, seconds: float, seat: int) -> None:
        """The computer player at `seat` moves in `seconds`; it starts deciding now, off the
        loop, so keys stay answered while a hard player searches. It thinks on a copy of
        itself (its random numbers included) so that a decision thrown away changes nothing."""
        self._thinking = self.app.submit(_decide, copy.deepcopy(self.bots[seat]),
                                         view_of(self.table, seat))
        self._later(seconds, self._bot_move, seat, self._thinking)

    def _bot_move(self, seat: int, thinking: Future) -> None:
        self._timer = None
        self._thinking = None
        # Waits only when the decision takes longer than the pause between plays; the
        # result never depends on how long it took, so scripts and saves stay reproducible.
        action, self.bots[seat] = thinking.result()
        self._apply(seat, action)

    def _bot_trick(self, seat: int) -> None:
        self._timer = None
        action = self.bots[seat].wants_trick(view_of(self.table, seat))
        if action is not None and self._apply(seat, action):
            return
        self._schedule_without_trick(seat)

    def _schedule_without_trick(self, seat: int) -> None:
        # A bot that declines: let the turn go on (bots rarely decline)
        current = self.table.current
        if current in self.bots:
            self._bot_move_after(float(self._setting("bot_pace", 1.2)), current)

    def _close_window(self) -> None:
        self._timer = None
        if self.table.window is not None and self.table.window.timed:
            self.table.apply(self.table.current, CloseWindow())
            self._save()
        self._schedule()

    def _auto_draw(self) -> None:
        self._timer = None
        if self.table.current == ME and self.table.step == "draw":
            self._apply(ME, Draw())

    # -- the hand ---------------------------------------------------------------------------

    def _speak_card(self) -> None:
        hand = self.hand
        if not hand:
            self.say(N_("play-hand-empty"))
            return
        self.cursor = max(0, min(self.cursor, len(hand) - 1))
        self.say(N_("play-card"), card=card_name(self.tr, hand[self.cursor]),
                 position=self.cursor + 1, count=len(hand))

    def _move(self, index: int) -> None:
        hand = self.hand
        if not hand:
            self.say(N_("play-hand-empty"))
            return
        if not 0 <= index < len(hand):
            self.play("menu_edge")
            index = max(0, min(index, len(hand) - 1))
        else:
            self.play("menu_move")
        self.cursor = index
        self._speak_card()

    def cmd_previous_card(self) -> None:
        self._move(self.cursor - 1)

    def cmd_next_card(self) -> None:
        self._move(self.cursor + 1)

    def cmd_first_card(self) -> None:
        self._move(0)

    def cmd_last_card(self) -> None:
        self._move(len(self.hand) - 1)

    def handle_command(self, command: str) -> bool:
        if command.startswith("card_"):
            number = int(command.removeprefix("card_"))
            if number > len(self.hand):
                self.play("menu_edge")
                self.say(N_("play-no-card-number"), number=number, count=len(self.hand))
            else:
                self.cursor = number - 1
                self._speak_card()
            return True
        return super().handle_command(command)

    def cmd_read_hand(self) -> None:
        self.speak(status.hand(self.tr, tuple(self.hand)))

    # -- actions by key ---------------------------------------------------------------------

    def cmd_draw(self) -> None:
        if self.table.phase == PLAYING and self.table.current == ME and self.table.step == "draw":
            self._apply(ME, Draw(), interrupt=True)
        else:
            reason = self.table.why_illegal(ME, Draw())
            if reason is Reason.ALREADY_DREW and not self.table.can_draw():
                reason = Reason.PILE_EMPTY  # the more useful truth: there is nothing to draw
            self._refuse(reason.value if reason else "already_drew")

    def cmd_play(self) -> None:
        table = self.table
        if table.phase == ROUND_OVER:
            self._apply(ME, NextRound(), interrupt=True)
            return
        if table.phase == MATCH_OVER:
            self.app.pop(self)
            return
        if table.phase == EXTENSION and table.current == ME:
            self._ask_extension()
            return
        if not self.hand:
            self.say(N_("play-hand-empty"))
            return
        card = self.hand[self.cursor]
        if card in TARGETED:
            self._play_targeted(card)
            return
        action = Play(card)
        reason = table.why_illegal(ME, action)
        if reason is not None and not self._wasted_by_rule(reason):
            self._refuse(reason.value)
            return
        self._apply(ME, action, interrupt=True)

    def _wasted_by_rule(self, reason) -> bool:
        """Mile by Mile discards an illegal card instead of refusing it (RULES.md 1)."""
        basic = {"not_your_turn", "draw_first", "not_in_hand", "round_over", "game_over",
                 "window_open", "extension_pending"}
        return self.table.options.rules.illegal_play == "discard" and reason.value not in basic

    def _play_targeted(self, card: Card) -> None:
        table = self.table
        targets = [a for a in table.legal_actions(ME) if isinstance(a, Play) and a.card is card]
        if not targets:
            opponents = [c for c in range(table.car_count) if c != table.seat_car[ME]]
            action = Play(card, opponents[0])
            reason = table.why_illegal(ME, action)
            if reason is not None and self._wasted_by_rule(reason):
                self._apply(ME, action, interrupt=True)
            else:
                self._refuse(reason.value if reason else "unknown_action")
            return
        if len(targets) == 1:
            self._apply(ME, targets[0], interrupt=True)
            return
        self.play("target")
        items = [
            MenuAction(N_("play-target"), (lambda a=action: self._apply(ME, a, interrupt=True)),
                       car=car_name(self.tr, self.seating, action.target),
                       miles=table.cars[action.target].miles)
            for action in targets
        ]
        self.app.push(TargetMenu(self.app, card_name(self.tr, card), items))

    def cmd_discard(self) -> None:
        if not self.hand:
            self.say(N_("play-hand-empty"))
            return
        card = self.hand[self.cursor]
        action = Discard(card)
        reason = self.table.why_illegal(ME, action)
        if reason is not None:
            self._refuse(reason.value)
            return
        if KIND[card] is Kind.SAFETY:
            # Players lose matches to this slip: ask first
            self.app.push(ConfirmDialog(
                self.app, lambda: self.tr("play-confirm-discard-safety",
                                          card=card_name(self.tr, card)),
                lambda: self._apply(ME, action, interrupt=True)))
            return
        self._apply(ME, action, interrupt=True)

    def cmd_trick(self) -> None:
        tricks = [a for a in self.table.legal_actions(ME) if isinstance(a, Trick)]
        if not tricks:
            self._refuse(self.table.why_illegal(ME, Trick(self.hand[0] if self.hand
                                                           else Card.RIGHT_OF_WAY)).value
                         if self.table.window is not None else "no_window")
            return
        self._apply(ME, tricks[0], interrupt=True)

    def _ask_extension(self) -> None:
        items = [
            MenuAction(N_("play-extension-go-on"), lambda: self._apply(ME, Extend(True), True)),
            MenuAction(N_("play-extension-stop"), lambda: self._apply(ME, Extend(False), True)),
        ]
        self.app.push(TargetMenu(self.app, self.tr("play-extension-question"), items))

    # -- status keys ------------------------------------------------------------------------

    def cmd_status_car(self) -> None:
        self.speak(status.my_car(self.tr, self.seating, self._view()))

    def cmd_status_cars(self) -> None:
        self.speak(status.all_cars(self.tr, self.seating, self._view()))

    def cmd_status_scores(self) -> None:
        self.speak(status.scores(self.tr, self.seating, self._view()))

    def cmd_status_counting(self) -> None:
        self.speak(status.counting(self.tr, self._view()))

    def cmd_status_last_plays(self) -> None:
        self.speak(status.last_plays(self.tr, self.seating, self.recent))

    def cmd_pause(self) -> None:
        from .pause import PauseMenu

        self._cancel()
        self._paused = True
        self.app.push(PauseMenu(self.app, on_leave=self._leave))

    def _leave(self) -> None:
        # The match stays saved: Resume brings it back
        self.app.pop(self)


class TargetMenu(Menu):
    """Choose among a few actions (targets, the extension); it closes itself on a choice."""

    def __init__(self, app: App, title: str, items: list[MenuAction]) -> None:
        for item in items:
            item.action = self._closing(item.action)
        super().__init__(app, lambda: title, items)

    def _closing(self, action):
        def run() -> None:
            self.app.pop(self)
            action()
        return run


def _decide(bot: Bot, view: SeatView) -> tuple[Action, Bot]:
    """A computer player's choice and the player after choosing (run off the loop)."""
    return bot.choose(view), bot
