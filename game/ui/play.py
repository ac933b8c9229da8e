"""The play screen: a client of one seat. Your hand, the keys that draw, play and discard, the
dirty trick, and the status F-keys.

It sends the seat's actions to its session (a match host in this program, or a server) and
narrates the updates that come back (one sentence and one cue per event); what it knows of the
match it asks for as the seat's view. It never holds a table nor a computer player: the host
paces them, times the windows and saves after every action.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Protocol

from engine.forms import ConfirmDialog
from engine.i18n import N_
from engine.keys import Binding, Keymap
from engine.menu import Action as MenuAction
from engine.menu import Menu
from engine.screen import Screen
from game.match import Outcome, Timing, Update
from game.rules import (
    Action,
    Discard,
    Draw,
    Extend,
    NextRound,
    Play,
    SeatView,
    Trick,
)
from game.rules import events as ev
from game.rules.cards import ATTACK_FAMILY, DISTANCE, KIND, TARGETED, Card, Family, Kind
from game.rules.table import EXTENSION, MATCH_OVER, ROUND_OVER

from . import status
from .narration import (
    PLAYS,
    Narrator,
    Seating,
    car_name,
    card_args,
    card_name,
    go_card,
    round_summary,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.app import App

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


class SeatSession(Protocol):
    """What the play screen needs of its seat (game.match.seat.LocalSeat, or online)."""

    seat: int
    online: bool

    @property
    def names(self) -> list[str]: ...

    @property
    def resumed(self) -> bool: ...

    def view(self) -> SeatView: ...

    def listen(self, on_update: Callable[[Update], object]) -> None: ...

    def start(self) -> None: ...

    def submit(self, action: Action) -> Outcome | None: ...

    def heard(self, at: float) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def set_timing(self, timing: Timing) -> None: ...

    def set_auto_draw(self, on: bool) -> None: ...

    def close(self) -> None: ...


class PlayScreen(Screen):
    """A match in play, heard from one seat."""

    keymap = PLAY_KEYMAP

    def __init__(self, app: App, session: SeatSession, on_finished: Callable[[], object] | None
                 = None) -> None:
        super().__init__(app)
        self.session = session
        self.seat = session.seat
        self.on_finished = on_finished
        view = session.view()
        self.seating = Seating(list(session.names), list(view.seat_car), len(view.cars),
                               self.seat)
        self.narrator = Narrator(self.tr, self.seating, self._setting("verbosity", "full"),
                                 go_card(view.options.deck))
        self.narrator.view_of = self.view
        self.cursor = 0
        # F6: the last play of each seat, most recent first, kept as events (facts, said in
        # the language of the moment F6 is pressed); F6 again steps to the next one
        self.recent: list[Any] = []
        self._recent_step = 0
        self._sending = False
        self._held: list[Update] = []
        self._paused = False
        self._leaving = False
        self._draw_asked = False  # Space asked once whether to give up the open trick
        self._forwards_news = False  # the car was just turned forwards again: F2 says so

    # -- settings and the seat --------------------------------------------------------------

    def _setting(self, key: str, default: Any) -> Any:
        settings = self.app.settings
        return default if settings is None else settings.get(key, default)

    def view(self) -> SeatView:
        return self.session.view()

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.view().hand

    def _holds_trick(self, view: SeatView | None = None) -> bool:
        return self._trick_card(view) is not None

    def _trick_card(self, view: SeatView | None = None) -> Card | None:
        """The safety this seat would answer the open window's attack with, or None."""
        view = view or self.view()
        if view.window is None:
            return None
        return next((a.card for a in view.legal_actions if isinstance(a, Trick)), None)

    def can_run(self, command: str) -> bool:
        if command == "trick":  # F1 offers D only while a dirty trick is possible
            return self._holds_trick()
        return super().can_run(command)

    # -- stack hooks ------------------------------------------------------------------------

    def on_push(self) -> None:
        resumed = self.session.resumed
        self.session.listen(self._on_update)
        if resumed:
            self.say(N_("play-resumed"))
            self.speak(status.my_car(self.tr, self.seating, self.view()), interrupt=False)
            self._announce_open_window()
            self.session.start()
        else:
            self._sending = True  # the opening events interrupt whatever was being said
            self.session.start()
            self._sending = False
            self._narrate_held(interrupt=True)

    def on_reveal(self) -> None:
        if self._leaving:  # the pause menu closed on the way out: nothing to announce
            return
        # Back from a dialog (pause, options): the settings may have changed
        self.narrator.verbosity = self._setting("verbosity", "full")
        self.session.set_auto_draw(bool(self._setting("auto_draw", False)))
        if self._paused:
            self._paused = False
            self.say(N_("play-back"))
            self.speak(status.whose_turn(self.tr, self.seating, self.view()), interrupt=False)
            self._announce_open_window()
            self.session.resume()

    def _announce_open_window(self) -> None:
        """A trick the listener can still play (after a resume or the pause menu); the
        settle delay counts from the moment it has been heard."""
        view = self.view()
        card = self._trick_card(view)
        if view.window is not None and view.window.car == view.car:
            self.narrator.trick_card = card
        if card is not None:
            self.play("trick_window")
            self.say(N_("event-trick-chance"), interrupt=False,
                     **card_args(self.tr, "attack", view.window.attack),
                     **card_args(self.tr, "card", card))
        if view.window is not None:
            self._heard()

    def _heard(self) -> None:
        """Tell the host when the listener will have heard what was said about an attack:
        for every attack, whatever the listener holds, so it reveals nothing."""
        self.app.when_spoken(self.session.heard, owner=self)

    def on_pop(self) -> None:
        self.session.close()
        if self._leaving and not self.session.online:
            self.say(N_("play-left"))  # the match stays saved: Resume brings it back
            self.app.let_finish()  # the home screen announces itself after these words

    # -- narration --------------------------------------------------------------------------

    def _on_update(self, update: Update) -> None:
        self._held.append(update)
        if not self._sending:
            self._narrate_held(interrupt=False)

    def _narrate_held(self, interrupt: bool) -> None:
        held, self._held = self._held, []
        first = interrupt
        for update in held:
            if update.refusal is not None:
                self._refuse(update.refusal.reason, update.refusal.card)
                continue
            if update.wait > 0:  # online, the answer to an action comes as an update
                self.say(N_("play-held"), interrupt=first, seconds=math.ceil(update.wait))
                first = False
            first = self._narrate(update.events, first)
        if held:
            self.cursor = min(self.cursor, max(0, len(self.hand) - 1))

    def _narrate(self, events: tuple[Any, ...], interrupt: bool) -> bool:
        """Speak the events; returns whether the next line should still interrupt."""
        first = interrupt
        view = self.view()
        attacked = False
        for event in events:
            if isinstance(event, ev.TrickWindowOpened):
                attacked = True
                self._draw_asked = False
                if event.car == view.car:
                    window = view.window
                    same = window is not None and (window.car, window.attack) == (
                        event.car, event.attack)
                    self.narrator.trick_card = self._trick_card(view) if same else None
            self._remember(event)
            for line in self.narrator.lines(event):
                if line.cue:
                    self.play(line.cue, pan=line.pan)
                if line.text:
                    self.speak(line.text, interrupt=first)
                    first = False
            if isinstance(event, ev.RoundOver):
                by_races = view.options.races_to_win is not None
                for text in round_summary(self.tr, self.seating, event, by_races):
                    self.speak(text, interrupt=False)
                if view.phase == ROUND_OVER:
                    self.next_round_prompt()
            if isinstance(event, ev.MatchOver):
                self.say(N_("play-match-over-prompt"), interrupt=False)
        if attacked:
            self._heard()
        return first

    def _remember(self, event: Any) -> None:
        """Keep the facts F6 and F2 recall: each seat's last play, and whether the listener's
        car has just been turned forwards again."""
        if isinstance(event, ev.RoundStarted):
            self.recent.clear()
            self._forwards_news = False
        if isinstance(event, PLAYS):
            self.recent = [e for e in self.recent if e.seat != event.seat]
            self.recent.insert(0, event)
            self._recent_step = 0
        if getattr(event, "car", None) != self.seating.my_car:
            return
        if isinstance(event, ev.Moved):
            self._forwards_news = False
        if isinstance(event, ev.Defended):
            cured: tuple[Card | None, ...] = (event.cured,)
        elif isinstance(event, ev.SafetyPlayed):
            cured = event.cured
        elif isinstance(event, ev.TrickPlayed):
            cured = (event.attack,)  # cancelled as if it never landed
        else:
            return
        if any(c is not None and ATTACK_FAMILY[c] is Family.REVERSE for c in cured):
            self._forwards_news = True

    def next_round_prompt(self) -> None:
        """After a round's summary: how the next one starts."""
        self.say(N_("play-next-round-prompt"), interrupt=False)

    # -- sending actions --------------------------------------------------------------------

    def _send(self, action: Action) -> None:
        """Send an action of this seat; its events interrupt what was being said."""
        if isinstance(action, Play) and action.target is not None:
            self.narrator.target = action.target  # a refusal names the car aimed at
        self._sending = True
        try:
            outcome = self.session.submit(action)
        finally:
            self._sending = False
        if outcome is not None and outcome.refusal is not None:
            self._held.clear()
            reason = outcome.refusal.reason
            if reason == "already_drew" and not self.view().can_draw:
                reason = "pile_empty"  # the more useful truth: there is nothing to draw
            self._refuse(reason, outcome.refusal.card)
            return
        if outcome is not None and outcome.wait > 0:
            self.say(N_("play-held"), seconds=math.ceil(outcome.wait))
        self._narrate_held(interrupt=True)

    def _refuse(self, reason: str, card: Card | None = None) -> None:
        self.play("refused")
        self.speak(self.narrator.reason(reason, card))

    # -- the hand ---------------------------------------------------------------------------

    def _speak_card(self) -> None:
        hand = self.hand
        if not hand:
            self.say(N_("play-hand-empty"))
            return
        self.cursor = max(0, min(self.cursor, len(hand) - 1))
        card = hand[self.cursor]
        args = {"card": card_name(self.tr, card), "position": self.cursor + 1,
                "count": len(hand)}
        car = self.view().my_car
        if card in DISTANCE and any(ATTACK_FAMILY[c] is Family.REVERSE for c in car.problems):
            # Turned around: this card would cost miles, and how many is said before it does
            self.say(N_("play-card-backwards"), total=max(0, car.miles - DISTANCE[card]),
                     **args)
            return
        self.say(N_("play-card"), **args)

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
        if command != "status_last_plays":
            self._recent_step = 0  # F6 steps back only while pressed again and again
        if command.startswith("card_"):
            number = int(command.removeprefix("card_"))
            hand = self.hand
            if number > len(hand):
                self.play("menu_edge")
                self.say(N_("play-no-card-number"), number=number, count=len(hand))
            else:
                self.cursor = number - 1
                self._speak_card()
            return True
        return super().handle_command(command)

    def cmd_read_hand(self) -> None:
        self.speak(status.hand(self.tr, self.hand))

    # -- actions by key ---------------------------------------------------------------------

    def cmd_draw(self) -> None:
        view = self.view()
        card = self._trick_card(view)
        if (card is not None and Draw() in view.legal_actions and not self._draw_asked
                and self._setting("trick_guard", True)):
            # RULES.md 5: your own draw closes your own window. A reflex Space must not
            # throw a dirty trick away: ask once (the "trick_guard" setting turns it off)
            self._draw_asked = True
            self.play("trick_window")
            self.say(N_("play-draw-past-trick"), **card_args(self.tr, "card", card))
            return
        self._send(Draw())

    def cmd_play(self) -> None:
        view = self.view()
        if view.phase == ROUND_OVER:
            self._send(NextRound())
            return
        if view.phase == MATCH_OVER:
            self.app.pop(self)
            if self.on_finished is not None:
                self.on_finished()
            return
        if view.phase == EXTENSION and any(isinstance(a, Extend) for a in view.legal_actions):
            self._ask_extension()
            return
        if not view.hand:
            self.say(N_("play-hand-empty"))
            return
        card = view.hand[min(self.cursor, len(view.hand) - 1)]
        if card in TARGETED:
            self._play_targeted(view, card)
            return
        self._send(Play(card))

    def _play_targeted(self, view: SeatView, card: Card) -> None:
        targets = [a for a in view.legal_actions if isinstance(a, Play) and a.card is card]
        if not targets:
            # Not playable on any car: the host says why (or, Mile by Mile, wastes it)
            opponents = [car.index for car in view.cars if car.index != view.car]
            self._send(Play(card, opponents[0]))
            return
        if len(targets) == 1:
            self._send(targets[0])
            return
        self.play("target")
        items = [
            MenuAction(N_("play-target"), (lambda a=action: self._send(a)),
                       car=car_name(self.tr, self.seating, action.target),
                       miles=view.cars[action.target].miles)
            for action in targets
        ]
        self.app.push(TargetMenu(self.app, card_name(self.tr, card), items,
                                 N_("play-target-cancelled")))

    def cmd_discard(self) -> None:
        view = self.view()
        if not view.hand:
            self.say(N_("play-hand-empty"))
            return
        card = view.hand[min(self.cursor, len(view.hand) - 1)]
        action = Discard(card)
        if action in view.legal_actions and KIND[card] is Kind.SAFETY:
            # Players lose matches to this slip: ask first
            self.app.push(ConfirmDialog(
                self.app, lambda: self.tr("play-confirm-discard-safety",
                                          card=card_name(self.tr, card)),
                lambda: self._send(action), no_words=N_("play-safety-kept")))
            return
        self._send(action)

    def cmd_trick(self) -> None:
        view = self.view()
        tricks = [a for a in view.legal_actions if isinstance(a, Trick)]
        if tricks:
            self._send(tricks[0])
        elif view.window is None:
            self._refuse("no_window")
        else:  # the host says why this seat cannot answer
            self._send(Trick(view.hand[0] if view.hand else Card.RIGHT_OF_WAY))

    def _ask_extension(self) -> None:
        items = [
            MenuAction(N_("play-extension-go-on"), lambda: self._send(Extend(True))),
            MenuAction(N_("play-extension-stop"), lambda: self._send(Extend(False))),
        ]
        self.app.push(TargetMenu(self.app, self.tr("play-extension-question"), items,
                                 N_("play-extension-later")))

    # -- status keys ------------------------------------------------------------------------

    def cmd_status_car(self) -> None:
        self.speak(status.my_car(self.tr, self.seating, self.view(), self._forwards_news))
        self._forwards_news = False  # news once

    def cmd_status_cars(self) -> None:
        self.speak(status.all_cars(self.tr, self.seating, self.view()))

    def cmd_status_scores(self) -> None:
        self.speak(status.scores(self.tr, self.seating, self.view()))

    def cmd_status_counting(self) -> None:
        self.speak(status.counting(self.tr, self.view()))

    def cmd_status_last_plays(self) -> None:
        """F6: the most recent play; F6 again, the last play of the player before, and so
        on back to the oldest, then it says so and starts again."""
        if not self.recent:
            self.say(N_("status-no-plays"))
            return
        if self._recent_step >= len(self.recent):
            self._recent_step = 0
            self.say(N_("status-plays-end"))
            return
        event = self.recent[self._recent_step]
        self._recent_step += 1
        self.speak(self.narrator.recall(event) or self.tr("status-no-plays"))

    def cmd_pause(self) -> None:
        from .pause import PauseMenu

        self.session.pause()
        self._paused = True
        self.app.push(PauseMenu(self.app, on_leave=self._leave,
                                preset=self.view().options.preset,
                                leave_question=self.leave_question, title=self.pause_title))

    # The pause menu's title, and its question before leaving (online, the table plays on
    # and the seat goes to a computer player)
    pause_title = N_("pause-title")
    leave_question = N_("pause-leave-confirm")

    def _leave(self) -> None:
        # The match stays saved: Resume brings it back
        self._leaving = True
        self.app.pop(self)


class TargetMenu(Menu):
    """Choose among a few actions (targets, the extension); it closes itself on a choice,
    and Escape closes it saying `cancelled` (what happened instead)."""

    def __init__(self, app: App, title: str, items: list[MenuAction], cancelled: str) -> None:
        for item in items:
            item.action = self._closing(item.action)
        self.cancelled = cancelled
        super().__init__(app, lambda: title, items, on_back=self._cancel)

    def _cancel(self) -> None:
        self.app.pop(self)
        self.say(self.cancelled)
        self.app.let_finish()

    def _closing(self, action):
        def run() -> None:
            self.app.pop(self)
            action()
        return run
