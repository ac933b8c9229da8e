"""The play screen on a seat of a server's table: the same keys and narration as a match on
this computer, plus chat (Ctrl+T) and who is here (Ctrl+W). `session` is the seat (a
`RemoteSeat`), `online` the connection's session. It says when you come back after a
lost connection, summarises the plays you missed, tells a spectator (seat -1, no hand) what
they can hear instead of a hand, and waits for the owner to deal the next round."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.app import SPOKEN_POLL
from engine.i18n import N_
from game.match import Update
from game.net import protocol as p
from game.rules import Action
from game.rules.table import MATCH_OVER

from .. import status
from ..common import join_names
from ..play import PLAY_KEYMAP, PlayScreen
from .common import ONLINE_KEYMAP, said_name, who_is_here

if TYPE_CHECKING:
    from engine.app import App
    from engine.clock import Timer
    from game.net.client import RemoteSeat

    from .session import OnlineSession

# What a spectator's keys say instead of acting: every key that would play
ACTING = ("draw", "play", "discard", "trick", "previous_card", "next_card", "first_card",
          "last_card")


class OnlinePlayScreen(PlayScreen):
    keymap = PLAY_KEYMAP + ONLINE_KEYMAP
    leave_question = N_("online-leave-match-confirm")
    pause_title = N_("online-pause-title")

    def __init__(self, app: App, session: OnlineSession, remote: RemoteSeat) -> None:
        self.online = session
        self.remote = remote
        super().__init__(app, remote, on_finished=session.match_heard)
        # Computer players' names travel as message ids: said in this game's language
        self.seating.names = [said_name(self.tr, name) for name in self.seating.names]
        self._heard_timer: Timer | None = None

    def _heard(self) -> None:
        """Online, the server's clock decides: tell it once the attack has been spoken, by
        sending `heard` when that moment comes (a later estimate replaces an earlier one, so
        one frame goes however often the speech is polled)."""
        self.app.when_spoken(self._heard_at, owner=self)

    def _heard_at(self, at: float) -> None:
        if self._heard_timer is not None:
            self._heard_timer.cancel()
        wait = max(0.0, at - self.app.clock.now()) + SPOKEN_POLL * 1.5
        self._heard_timer = self.after(wait, lambda: self.session.heard(at))

    @property
    def watching(self) -> bool:
        return self.remote.spectator

    def cmd_chat(self) -> None:
        self.online.open_chat()

    def cmd_who(self) -> None:
        self.speak(who_is_here(self.tr, self.online))

    # -- arriving, returning ------------------------------------------------------------------

    def on_push(self) -> None:
        if self.online.teams_picked:  # the teams just picked, before the deal is heard
            self.say(N_("picking-done"), teams="; ".join(
                join_names(self.tr, [self.seating.names[s] for s in self.seating.car_members(car)])
                for car in range(self.seating.car_count)))
            self.online.teams_picked = False
        if not self.watching:
            super().on_push()
            return
        self.session.listen(self._on_update)
        table = self.online.table
        self.say(N_("online-watching"), name=table.name if table else "")
        self.speak(status.whose_turn(self.tr, self.seating, self.view()), interrupt=False)

    def returned(self) -> None:
        """Back after a lost connection: the same seat, its view as the server holds it."""
        self.say(N_("online-back-in-seat"), interrupt=False)

    def missed(self, frame: p.Missed) -> None:
        """"While you were away: N plays", then the events that concern you, in a few
        sentences (never replayed one by one with their sounds)."""
        self.say(N_("online-missed"), interrupt=False, count=frame.plays)
        for wire in frame.events:
            for line in self.narrator.lines(p.event_from_wire(wire)):
                if line.text:
                    self.speak(line.text, interrupt=False)

    # -- narration ----------------------------------------------------------------------------

    def _on_update(self, update: Update) -> None:
        # The answer to this seat's own action comes back as an update: it interrupts, as a
        # local action's events do
        mine = update.by == self.seat or update.refusal is not None or update.wait > 0
        self._held.append(update)
        if not self._sending:
            self._narrate_held(interrupt=mine and not self.watching)

    def next_round_prompt(self) -> None:
        table = self.online.table
        if self.watching or table is None:
            return
        if table.owner == self.online.name:
            super().next_round_prompt()
        else:
            self.say(N_("online-next-round-owner"), interrupt=False, name=table.owner)

    # -- acting -------------------------------------------------------------------------------

    def _send(self, action: Action) -> None:
        if not self.online.connected:
            self.play("refused")
            self.say(N_("online-not-connected"))
            return
        super()._send(action)

    def handle_command(self, command: str) -> bool:
        if self.watching and (command in ACTING or command.startswith("card_")):
            if command == "play" and self.view().phase == MATCH_OVER:
                self.app.pop(self)
                self.online.match_heard()
                return True
            self.play("menu_edge")
            self.say(N_("online-watching-no-play"))
            return True
        return super().handle_command(command)

    def cmd_read_hand(self) -> None:
        if self.watching:
            self.say(N_("online-watching-no-hand"))
            return
        super().cmd_read_hand()

    def cmd_status_car(self) -> None:
        if not self.watching:
            super().cmd_status_car()
            return
        view = self.view()
        self.speak(" ".join(filter(None, [
            self.tr(N_("online-watching-status")),
            self.tr("status-game", round=view.round, pile=view.pile_size, trip=view.trip),
            status.whose_turn(self.tr, self.seating, view)])))

    def _leave(self) -> None:
        """Leaving mid-match: a computer player takes the seat (RULES.md 9)."""
        self.online.leave_table()
        self.app.pop(self)
