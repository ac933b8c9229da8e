"""The match host: one table and everything around it that is not a rule.

It owns the `Table`, who plays each seat (a person, or a computer player of some level), the
clock-driven schedule (computer players' pace, the settle delay after every attack, Classic's
timed window, automatic draws), saving after every action, and the publishing of what each
seat may hear. Local play and online play are two front ends of it: the play screen is a
client of one seat, and the server runs one host per table.

    host = MatchHost(config, scheduler, executor=run_now, store=store)
    host.subscribe(seat, on_update)       # that seat's events, filtered for it
    host.start()                          # opening events, then the schedule runs
    outcome = host.submit(seat, Draw())   # a person's action: accepted, waiting or refused
    view = host.view(seat)                # what that seat may know, on request

Time comes only from the injected `Scheduler` (now, and a callback at a time); computer
players think through the injected executor on a copy of themselves, and a decision that
arrives after the position changed is dropped. No pygame, no engine, no threads of its own.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from game.bots import Bot, make_bot
from game.rules import (
    Action,
    CloseWindow,
    Draw,
    Extend,
    IllegalAction,
    NextRound,
    Play,
    Reason,
    Table,
    Trick,
    for_seat,
    public_view,
    seat_view,
    view_of,
)
from game.rules import events as ev
from game.rules.cards import Card
from game.rules.table import DRAW_STEP, EXTENSION, MATCH_OVER, OWNER, PLAYING, ROUND_OVER
from game.rules.view import SeatView

from .clock import Executor, Handle, Scheduler, run_now
from .config import MatchConfig, Timing
from .events import SeatControlled

log = logging.getLogger("game.match")

RULE_TRICK_SECONDS = 5.0  # RULES.md 5: Classic's window
POLL_SECONDS = 0.02  # how often a late decision is looked for when the host may not wait

# Host refusals, beside the rules' Reason values
COMPUTER_SEAT = "computer_seat"  # a computer player plays this seat now
NO_SUCH_SEAT = "no_such_seat"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action was not taken: a rules `Reason` value or a host reason."""

    reason: str
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """What became of a submitted action: taken, refused, or held for `wait` seconds until
    the settle delay after an attack has passed (then taken if still legal)."""

    accepted: bool
    refusal: Refusal | None = None
    wait: float = 0.0


@dataclass(frozen=True, slots=True)
class Update:
    """What one subscriber hears: `events` as its seat may see them (rules events and host
    events), `by` the seat whose action they follow (None: the host's clock), `refusal` when
    this seat's action could not be taken (a held one after all, or, online, any), and `wait`
    when it is held for the settle delay (online, where the answer comes back later)."""

    events: tuple[Any, ...] = ()
    by: int | None = None
    refusal: Refusal | None = None
    wait: float = 0.0  # online: this seat's action is held this many seconds (settle delay)


class Store(Protocol):
    """Where the host keeps the match after every action (a file, a server's data folder)."""

    def save(self, host: MatchHost) -> None: ...


Listener = Callable[[Update], object]


@dataclass(slots=True)
class _Thinking:
    seat: int
    version: int
    trick: bool
    future: Future


class MatchHost:
    """One match: a table, its seats, its clock and its saving (see the module docstring)."""

    def __init__(
        self,
        config: MatchConfig,
        scheduler: Scheduler,
        *,
        table: Table | None = None,
        executor: Executor = run_now,
        store: Store | None = None,
        controllers: list[str | None] | None = None,
        owner: int = 0,
        wait_for_decisions: bool = False,
        fresh: bool | None = None,
        bot_factory: Callable[..., Bot] = make_bot,
    ) -> None:
        if config.seed is None:
            raise ValueError("a match needs a seed")
        self.config = config
        self.timing = config.timing
        self.scheduler = scheduler
        self._executor = executor
        self._store = store
        self._wait = wait_for_decisions
        self._table = table if table is not None else Table.new(config.options, config.seed)
        if self._table.options != config.options:
            raise ValueError("the table and the config have different options")
        # A fresh match publishes its opening events at start; a resumed one does not
        self.fresh = table is None if fresh is None else fresh
        self._bot_factory = bot_factory
        levels = controllers if controllers is not None else [s.level for s in config.seats]
        if len(levels) != self._table.seats:
            raise ValueError("one controller per seat")
        self._bots: dict[int, Bot] = {}
        self._levels: dict[int, str] = {}
        for seat, level in enumerate(levels):
            if level is not None:
                self._bots[seat] = self._make_bot(seat, level)
        self.owner = owner
        self._listeners: list[tuple[int | None, Listener]] = []
        self._auto_draw: set[int] = set()
        self._version = 0  # moves on with every accepted action and change of control
        self._last_view: tuple[int, SeatView] | None = None  # (version, a seat's view)
        self._timer: Handle | None = None
        self._thinking: _Thinking | None = None
        self._queued: tuple[int, Action] | None = None  # a person's action held by the settle delay
        self._opened_at = 0.0
        self._settle_until: float | None = None
        self._declined: set[int] = set()  # computer players that let this window pass
        self._started = False
        self._paused = False
        self._closed = False
        if self._table.window is not None:  # resumed with a window open: it settles anew
            self._window_opened(self.scheduler.now())

    # -- what clients may ask -----------------------------------------------------------------

    @property
    def phase(self) -> str:
        return self._table.phase

    @property
    def seats(self) -> int:
        return self._table.seats

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.config.seats]

    def level_of(self, seat: int) -> str | None:
        """The level of the computer player at `seat`, or None when its person plays it."""
        return self._levels.get(seat)

    @property
    def controllers(self) -> list[str | None]:
        return [self.level_of(seat) for seat in range(self.seats)]

    def view(self, seat: int) -> SeatView:
        """What `seat` may know now. After an action every seat asks (a server sends each its
        update): the facts they share are built once per position."""
        last = self._last_view
        if last is not None and last[0] == self._version:
            return last[1] if last[1].seat == seat else seat_view(self._table, seat, last[1])
        view = view_of(self._table, seat)
        self._last_view = (self._version, view)
        return view

    def public_view(self) -> SeatView:
        """What a spectator may know now: no hand at all."""
        return public_view(self._table)

    def settling(self) -> float:
        """Seconds left before the next draw or play is taken (0: none)."""
        if self._settle_until is None:
            return 0.0
        return max(0.0, self._settle_until - self.scheduler.now())

    # -- listeners ----------------------------------------------------------------------------

    def subscribe(self, seat: int | None, listener: Listener) -> Callable[[], None]:
        """Hear `seat`'s updates (None: the public stream of a spectator); returns the call
        that stops it."""
        entry = (seat, listener)
        self._listeners.append(entry)

        def unsubscribe() -> None:
            if entry in self._listeners:
                self._listeners.remove(entry)

        return unsubscribe

    def _publish(self, events: list[Any], by: int | None, only: int | None = None,
                 refusal: Refusal | None = None) -> None:
        for seat, listener in list(self._listeners):
            if only is not None and seat != only:
                continue
            # A spectator sees what a seat that is nobody's would: no drawn or dealt card
            shown = tuple(for_seat(event, -1 if seat is None else seat) for event in events)
            listener(Update(shown, by, refusal))

    # -- starting, pausing, closing -----------------------------------------------------------

    def start(self) -> None:
        """Publish the opening events of a new match (a resumed one has none), save, and let
        the schedule run."""
        self._started = True
        if self.fresh:
            self.fresh = False
            self._save()
            self._publish(list(self._table.opening_events), None)
        self._plan()

    def pause(self) -> None:
        """Stop the clock (a local player in the pause menu): nothing moves until `resume`."""
        self._paused = True
        self._cancel()

    def resume(self) -> None:
        self._paused = False
        if self._settle_until is not None:
            # The settle delay runs again in full: the player was away from the table
            self._settle_until = max(self._settle_until,
                                     self.scheduler.now() + self.timing.settle)
        self._plan()

    def close(self) -> None:
        """Stop for good (the match stays saved)."""
        self._closed = True
        self._cancel()
        self._listeners.clear()

    # -- the table owner's and the players' choices -------------------------------------------

    def set_timing(self, timing: Timing) -> None:
        self.timing = timing
        self._plan()

    def set_auto_draw(self, seat: int, on: bool) -> None:
        """A person who wants the draw made for them at the start of each turn."""
        (self._auto_draw.add if on else self._auto_draw.discard)(seat)
        self._plan()

    def set_controller(self, seat: int, level: str | None) -> None:
        """Give `seat` to a computer player of `level`, or (None) back to its person; the
        seat's hand and the table do not change (RULES.md 9)."""
        if not 0 <= seat < self.seats:
            raise ValueError(f"no seat {seat}")
        if level == self.level_of(seat):
            return
        if level is None:
            self._bots.pop(seat)
            self._levels.pop(seat)
        else:
            self._bots[seat] = self._make_bot(seat, level)
            if self._queued is not None and self._queued[0] == seat:
                self._queued = None  # its person's held action: the computer player decides now
        self._version += 1
        self._save()
        self._publish([SeatControlled(seat, level)], None)
        self._plan()

    def set_owner(self, seat: int) -> None:
        """The seat of the person who deals the next round (RULES.md 9: the owner)."""
        if not 0 <= seat < self.seats:
            raise ValueError(f"no seat {seat}")
        self.owner = seat
        self._save()
        self._plan()

    def heard(self, seat: int, at: float) -> None:
        """The person at `seat` has heard the last attack (and its prompt) at time `at`: the
        settle delay counts from then, up to `max_hold` seconds more. Said for every attack,
        whoever holds what, so it tells nobody anything."""
        if self._settle_until is None or seat in self._bots or not 0 <= seat < self.seats:
            return
        limit = self._opened_at + self.timing.settle + self.timing.max_hold
        wanted = min(at + self.timing.settle, limit)
        if wanted > self._settle_until:
            self._settle_until = wanted
            self._plan()

    # -- actions ------------------------------------------------------------------------------

    def submit(self, seat: int, action: Action) -> Outcome:
        """A person's action at `seat`: taken now, held until the settle delay has passed, or
        refused with a reason. Accepted events reach every listener before this returns."""
        if not 0 <= seat < self.seats:
            return Outcome(False, Refusal(NO_SUCH_SEAT))
        if seat in self._bots:
            return Outcome(False, Refusal(COMPUTER_SEAT))
        if self._closed:
            return Outcome(False, Refusal(Reason.GAME_OVER.value))
        if isinstance(action, NextRound) and seat != self.owner:
            return Outcome(False, Refusal(Reason.NOT_OWNER.value))
        wait = self._must_settle(seat, action)
        if wait > 0:
            reason = self._table.why_illegal(seat, action)
            if reason is not None and not self._wasted(seat, action):
                return Outcome(False, Refusal(reason.value, _card(action)))
            self._queued = (seat, action)
            self._plan()
            return Outcome(False, wait=wait)
        try:
            self._accept(seat, action)
        except IllegalAction as refusal:
            return Outcome(False, Refusal(refusal.reason.value, refusal.card))
        return Outcome(True)

    def _must_settle(self, seat: int, action: Action) -> float:
        """RULES.md 9: after every attack, the next draw or play waits for the settle delay,
        whoever holds what. A person of the attacked side may give up their own side's
        chance at once (their own draw closes their own window): it depends on nothing
        hidden, so it tells nobody anything."""
        if self._settle_until is None or isinstance(action, (Trick, Extend, NextRound)):
            return 0.0
        window = self._table.window
        if seat not in self._bots and window is not None \
                and self._table.seat_car[seat] == window.car:
            return 0.0
        return max(0.0, self._settle_until - self.scheduler.now())

    def _wasted(self, seat: int, action: Action) -> bool:
        """Mile by Mile plays an illegal card as a waste (RULES.md 1); it has no windows, so
        this only guards a held action."""
        return (self._table.options.rules.illegal_play == "discard" and isinstance(action, Play)
                and seat == self._table.current)

    def _accept(self, seat: int, action: Action) -> None:
        """Apply an action (raises IllegalAction, leaving everything as it was), save, publish
        and plan what comes next."""
        table_seat = OWNER if isinstance(action, NextRound) else seat
        events = self._table.apply(table_seat, action)
        self._version += 1
        self._queued = None  # an action taken (a trick) voids a held one: its position is gone
        now = self.scheduler.now()
        for event in events:
            if isinstance(event, ev.TrickWindowOpened):
                self._window_opened(now)
            elif isinstance(event, (ev.TrickWindowClosed, ev.TrickPlayed, ev.RoundOver)):
                self._settle_until = None
        self._save()
        self._publish(events, seat)
        self._plan()

    def _window_opened(self, now: float) -> None:
        self._opened_at = now
        self._settle_until = now + self.timing.settle
        self._declined.clear()

    def _save(self) -> None:
        if self._store is not None:
            self._store.save(self)

    # -- the schedule ---------------------------------------------------------------------------

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _at(self, when: float, callback: Callable[..., object], *args: Any) -> None:
        self._cancel()
        self._timer = self.scheduler.call_at(when, lambda: self._fire(callback, *args))

    def _fire(self, callback: Callable[..., object], *args: Any) -> None:
        self._timer = None
        if not self._closed and not self._paused:
            callback(*args)

    def _plan(self) -> None:
        """Decide the next thing the clock does (a computer player's move or trick, the end
        of a timed window, an automatic draw, a held action) and arm its timer; nothing when
        only people can act."""
        self._cancel()
        if self._paused or self._closed or not self._started:
            return
        table = self._table
        if table.phase == MATCH_OVER:
            return
        now = self.scheduler.now()
        pace = self.timing.pace
        if table.phase == ROUND_OVER:
            if self.owner in self._bots:  # a table of computer players deals on by itself
                self._at(now + pace, self._deal_next_round)
            return
        if table.phase == EXTENSION:
            seat = self._extension_answerer()
            if seat is not None:
                self._think(seat, now + pace)
            return
        window = table.window
        settled = now if self._settle_until is None else max(now, self._settle_until)
        if window is not None:
            for seat in table.seats_to_act():
                if seat in self._bots and seat not in self._declined and self._holds_trick(seat):
                    self._think(seat, max(now, self._opened_at + pace), trick=True)
                    return
            if window.timed:
                # RULES.md 9: Classic's 5 seconds run from the attack; the settle delay may
                # only lengthen them
                self._at(max(self._opened_at + RULE_TRICK_SECONDS, settled), self._close_window)
                return
        current = table.current
        if current in self._bots:
            self._think(current, max(now + pace, settled))
            return
        if self._queued is not None:
            self._at(settled, self._take_queued)
            return
        if table.step == DRAW_STEP and (table.options.rules.auto_draw
                                        or current in self._auto_draw):
            self._at(max(now + self.timing.auto_draw, settled), self._auto_draw_now, current)

    def _extension_answerer(self) -> int | None:
        """The computer player that answers the extension: only when no person of the side
        could (a computer player never answers for people)."""
        table = self._table
        side = table.seats_of(table.seat_car[table.current])
        if any(seat not in self._bots for seat in side):
            return None
        return table.current

    def _holds_trick(self, seat: int) -> bool:
        return any(isinstance(a, Trick) for a in self._table.legal_actions(seat))

    def _think(self, seat: int, when: float, trick: bool = False) -> None:
        """Let the computer player at `seat` decide now, off the caller's thread, and act at
        `when`; a decision already under way for the same position is kept."""
        thinking = self._thinking
        if not (thinking is not None and thinking.seat == seat
                and thinking.version == self._version and thinking.trick == trick):
            # It thinks on a copy of itself (its random numbers too): a decision thrown
            # away changes nothing, so replays and resumed matches stay reproducible
            bot = copy.deepcopy(self._bots[seat])
            view = view_of(self._table, seat)  # its own seat's view, never the one in turn
            work = _decide_trick if trick else _decide
            self._thinking = _Thinking(seat, self._version, trick, self._executor(work, bot, view))
        self._at(when, self._bot_acts)

    def _bot_acts(self) -> None:
        thinking = self._thinking
        if (thinking is None or thinking.version != self._version
                or thinking.seat not in self._bots):
            self._thinking = None  # the position or the player changed: a stale decision
            self._plan()
            return
        if not thinking.future.done() and not self._wait:
            self._at(self.scheduler.now() + POLL_SECONDS, self._bot_acts)
            return
        self._thinking = None
        seat = thinking.seat
        try:
            action, bot = thinking.future.result()
        except Exception:
            log.exception("the computer player at seat %d failed to decide", seat)
            action, bot = None, self._bots[seat]
        self._bots[seat] = bot
        if thinking.trick and action is None:
            self._declined.add(seat)
            self._plan()
            return
        if action is None:
            action = self._table.legal_actions(seat)[0]
        if self._must_settle(seat, action) > 0:  # a person's speech stretched the delay meanwhile
            self._queued = None
            self._think(seat, self._settle_until or self.scheduler.now())
            return
        try:
            self._accept(seat, action)
        except IllegalAction:
            log.exception("the computer player at seat %d chose an illegal %r", seat, action)
            self._accept(seat, self._table.legal_actions(seat)[0])

    def _close_window(self) -> None:
        table = self._table
        if table.window is not None and table.window.timed and table.phase == PLAYING:
            self._accept(table.current, CloseWindow())
        else:
            self._plan()

    def _deal_next_round(self) -> None:
        if self._table.phase == ROUND_OVER and self.owner in self._bots:
            self._accept(self.owner, NextRound())
        else:
            self._plan()

    def _auto_draw_now(self, seat: int) -> None:
        table = self._table
        if table.current == seat and table.step == DRAW_STEP and seat not in self._bots:
            try:
                self._accept(seat, Draw())
                return
            except IllegalAction:
                pass
        self._plan()

    def _take_queued(self) -> None:
        queued, self._queued = self._queued, None
        if queued is None:
            self._plan()
            return
        seat, action = queued
        try:
            self._accept(seat, action)
        except IllegalAction as refusal:
            self._publish([], seat, only=seat,
                          refusal=Refusal(refusal.reason.value, refusal.card))
            self._plan()

    # -- bots -------------------------------------------------------------------------------------

    def _make_bot(self, seat: int, level: str) -> Bot:
        bot = self._bot_factory(level, seed=self.config.seed + seat)
        self._levels[seat] = level
        return bot

    # -- saving -------------------------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to resume this match exactly (see store.py)."""
        from .store import host_to_dict

        return host_to_dict(self)

    @property
    def table_for_saving(self) -> Table:
        """The table itself, for the store only: clients ask for views."""
        return self._table


def _card(action: Action) -> Card | None:
    return getattr(action, "card", None)


def _decide(bot: Bot, view: SeatView) -> tuple[Action, Bot]:
    """A computer player's choice and the player after choosing (run by the executor)."""
    return bot.choose(view), bot


def _decide_trick(bot: Bot, view: SeatView) -> tuple[Action | None, Bot]:
    """Whether a computer player answers the attack on its car now, out of turn."""
    return bot.wants_trick(view), bot
