"""One table on the server: its owner, rules, seats and spectators, team picking among
people, and the match host that runs it once started.

A room never touches a socket: it sends frames to people by name through its `Hub` (the
server), which knows who is connected. Everything a room receives is already a validated
frame; it still checks that the sender may do it (the owner, a seated person, the right
seat) and answers a refusal with an `error` frame naming the reason.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import msgspec

from game.match import NAME_IDS, MatchConfig, MatchHost, SeatConfig, Timing, Update
from game.match.clock import Executor, Scheduler
from game.rules import OptionsError, TeamPicking, make_options, seating
from game.rules import events as ev
from game.rules.table import MATCH_OVER

from . import protocol as p
from .journal import Files, MatchJournal, Replayed
from .limits import Limits

log = logging.getLogger("game.net")

MISSED_KEPT = 40  # the events a returning person hears about, at most
COMPUTER_PICK_SECONDS = 1.0


class Hub(Protocol):
    """What a room needs of the server."""

    scheduler: Scheduler
    executor: Executor
    files: Files
    limits: Limits

    def send(self, name: str, frame: p.Frame) -> None: ...

    def is_connected(self, name: str) -> bool: ...

    def room_changed(self, room: Room) -> None: ...

    def left_room(self, name: str, room: Room) -> None: ...


@dataclass(slots=True)
class Slot:
    """A seat: a person (who may have dropped), a computer player, or empty."""

    person: str | None = None
    level: str | None = None

    @property
    def empty(self) -> bool:
        return self.person is None and self.level is None


class Refused(Exception):
    """A request the room turns down: `code` goes back in an error frame."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class Room:
    def __init__(self, hub: Hub, room_id: int, name: str, owner: str, folder: Path,
                 code: str | None = None) -> None:
        self.hub = hub
        self.id = room_id
        self.name = name
        self.owner = owner
        self.folder = Path(folder)
        self.salt = secrets.token_hex(8)
        self.code_hash = None if code is None else self._hash(code)
        self.options = p.options_to_wire(make_options())
        self.timing = p.TimingWire()
        self.slots = [Slot(person=owner), Slot()]
        self.spectators: list[str] = []
        self.kicked: set[str] = set()
        self.state = "waiting"
        self.host: MatchHost | None = None
        self.journal: MatchJournal | None = None
        self.picking: TeamPicking | None = None
        self.picking_order: list[int] = []  # slot of each picking player (owner first)
        self._pick_timer: Any = None
        self._pick_deadline = 0.0
        self._drop_timers: dict[int, Any] = {}
        self._abandon_timer: Any = None
        self._missed: dict[int, list[Any]] = {}
        self._missed_plays: dict[int, int] = {}
        self._unsubscribe: list[Callable[[], None]] = []
        self.closed = False

    # -- who is here --------------------------------------------------------------------------

    @property
    def private(self) -> bool:
        return self.code_hash is not None

    def _hash(self, code: str) -> str:
        return hashlib.sha256((self.salt + code).encode("utf-8")).hexdigest()

    def code_ok(self, code: str | None) -> bool:
        if self.code_hash is None:
            return True
        return code is not None and hmac.compare_digest(self._hash(code), self.code_hash)

    def seat_of(self, name: str) -> int | None:
        for seat, slot in enumerate(self.slots):
            if slot.person == name:
                return seat
        return None

    def people(self) -> list[str]:
        """Everyone at the table: seated people, then spectators."""
        return [s.person for s in self.slots if s.person is not None] + self.spectators

    def seated_people(self) -> list[str]:
        return [s.person for s in self.slots if s.person is not None and s.level is None]

    def info(self) -> p.TableInfo:
        people = sum(1 for s in self.slots if s.person is not None)
        computers = sum(1 for s in self.slots if s.person is None and s.level is not None)
        return p.TableInfo(self.id, self.name, self.owner, self.options.preset,
                           len(self.slots), people + computers, people, computers, self.state,
                           self._round(), self.private)

    def _round(self) -> int:
        return 0 if self.host is None else self.host.public_view().round

    def state_for(self, name: str) -> p.TableState:
        seats = []
        for seat, slot in enumerate(self.slots):
            level = slot.level
            if self.host is not None and self.state == "playing":
                level = self.host.level_of(seat)
            connected = slot.person is not None and self.hub.is_connected(slot.person)
            seats.append(p.SeatInfo(slot.person, level, connected))
        return p.TableState(self.id, self.name, self.owner, self.private, self.options,
                            self.timing, tuple(seats), tuple(self.spectators), self.state,
                            self._round(), self.seat_of(name))

    def broadcast_state(self) -> None:
        for person in self.people():
            self.hub.send(person, self.state_for(person))
        self.hub.room_changed(self)

    def send_all(self, frame: p.Frame) -> None:
        for person in self.people():
            self.hub.send(person, frame)

    # -- coming and going -------------------------------------------------------------------------

    def join(self, name: str, seat: int | None, code: str | None) -> None:
        if name in self.kicked:
            raise Refused("kicked")
        if not self.code_ok(code):
            raise Refused("wrong_code")
        if self.seat_of(name) is not None:
            raise Refused("already_seated")
        if self.state != "waiting":
            raise Refused("match_started")
        free = [i for i, slot in enumerate(self.slots) if slot.empty]
        if seat is None:
            if not free:
                raise Refused("table_full")
            seat = free[0]
        elif seat >= len(self.slots) or not self.slots[seat].empty:
            raise Refused("seat_taken")
        if name in self.spectators:
            self.spectators.remove(name)
        self.slots[seat] = Slot(person=name)
        log.info("table %d: %s sits at seat %d", self.id, name, seat)
        self.persist()
        self.broadcast_state()

    def watch(self, name: str, code: str | None) -> None:
        if name in self.kicked:
            raise Refused("kicked")
        if not self.code_ok(code):
            raise Refused("wrong_code")
        if name not in self.spectators and self.seat_of(name) is None:
            self.spectators.append(name)
        self.broadcast_state()
        if self.host is not None:
            self.hub.send(name, self._match_frame(None))

    def leave(self, name: str) -> None:
        """`name` leaves the table: a seat in play goes to a computer player at once."""
        if name in self.spectators:
            self.spectators.remove(name)
        seat = self.seat_of(name)
        if seat is not None:
            slot = self.slots[seat]
            if self.state in ("playing", "over") and self.host is not None:
                level = slot.level or self.timing.drop_level
                self.slots[seat] = Slot(person=None, level=level)
                self._cancel_drop(seat)
                if self.host.level_of(seat) is None:
                    self.host.set_controller(seat, level)
            else:
                self.slots[seat] = Slot()
                if self.state == "picking":
                    self._cancel_picking()
        self.hub.left_room(name, self)
        log.info("table %d: %s leaves", self.id, name)
        if not self.seated_people_or_dropped():
            self.close()
            return
        if name == self.owner:
            self._pass_ownership()
        self.persist()
        self.broadcast_state()

    def seated_people_or_dropped(self) -> list[str]:
        return [s.person for s in self.slots if s.person is not None]

    def _pass_ownership(self, to: str | None = None) -> None:
        people = self.seated_people_or_dropped()
        self.owner = to or (people[0] if people else self.owner)
        if self.host is not None:
            seat = self.seat_of(self.owner)
            if seat is not None:
                self.host.set_owner(seat)
        log.info("table %d: %s owns it now", self.id, self.owner)

    def disconnected(self, name: str) -> None:
        """A person's connection dropped: their seat waits, then a computer plays it."""
        if name in self.spectators:
            self.spectators.remove(name)
        seat = self.seat_of(name)
        if seat is not None and self.host is not None and self.state == "playing":
            self._missed.setdefault(seat, [])
            self._missed_plays.setdefault(seat, 0)
            self._drop_timers[seat] = self.hub.scheduler.call_at(
                self.hub.scheduler.now() + self.timing.drop_after,
                lambda: self._take_over(seat))
        self._watch_abandoned()
        self.broadcast_state()

    def _watch_abandoned(self) -> None:
        """With nobody seated connected, the table closes after `abandon_after` (its match
        saved): otherwise tables everyone walked away from would fill the server."""
        if self._abandon_timer is not None or any(
                self.hub.is_connected(name) for name in self.seated_people_or_dropped()):
            return
        self._abandon_timer = self.hub.scheduler.call_at(
            self.hub.scheduler.now() + self.hub.limits.abandon_after, self._abandoned)

    def _abandoned(self) -> None:
        self._abandon_timer = None
        if not self.closed and not any(
                self.hub.is_connected(name) for name in self.seated_people_or_dropped()):
            log.info("table %d: nobody came back", self.id)
            self.close()

    def _take_over(self, seat: int) -> None:
        self._drop_timers.pop(seat, None)
        if self.host is not None and self.host.level_of(seat) is None:
            log.info("table %d: a computer player takes seat %d", self.id, seat)
            self.host.set_controller(seat, self.timing.drop_level)
            self.broadcast_state()

    def _cancel_drop(self, seat: int) -> None:
        timer = self._drop_timers.pop(seat, None)
        if timer is not None:
            timer.cancel()

    def reconnected(self, name: str) -> None:
        """A person came back: into their seat, with its hand, and a summary of the plays
        they missed; their F-keys are right at once (the view comes with it)."""
        seat = self.seat_of(name)
        if self._abandon_timer is not None:
            self._abandon_timer.cancel()
            self._abandon_timer = None
        self.hub.send(name, self.state_for(name))
        if self.picking is not None:  # back mid team picking: who chooses now, and the time
            self.hub.send(name, self._picking_frame())
        if seat is None or self.host is None:
            return
        self._cancel_drop(seat)
        if self.host.level_of(seat) is not None and self.slots[seat].level is None:
            self.host.set_controller(seat, None)
        self.hub.send(name, self._match_frame(seat))
        missed = self._missed.pop(seat, [])
        plays = self._missed_plays.pop(seat, 0)
        if plays:
            self.hub.send(name, p.Missed(plays, tuple(p.event_to_wire(e) for e in missed)))
        self.broadcast_state()

    # -- the owner's choices ------------------------------------------------------------------------

    def _owner_only(self, name: str) -> None:
        if name != self.owner:
            raise Refused("not_owner")

    def set_options(self, name: str, options: p.OptionsWire, timing: p.TimingWire) -> None:
        self._owner_only(name)
        if self.state not in ("waiting", "over"):
            raise Refused("match_started")
        try:
            valid = p.options_from_wire(options)
        except OptionsError as error:
            raise Refused(f"options_{error.code}") from error
        if any(slot.person is not None for slot in self.slots[valid.players:]):
            raise Refused("seats_taken")
        self.options = p.options_to_wire(valid)
        self.timing = timing
        self.slots = (self.slots + [Slot() for _ in range(valid.players)])[:valid.players]
        self.state = "waiting"
        self.persist()
        self.broadcast_state()

    def set_seat(self, name: str, seat: int, level: str | None) -> None:
        self._owner_only(name)
        if self.state not in ("waiting", "over"):
            raise Refused("match_started")
        if seat >= len(self.slots) or self.slots[seat].person is not None:
            raise Refused("seat_taken")
        self.slots[seat] = Slot(level=level)
        self.persist()
        self.broadcast_state()

    def kick(self, name: str, target: str) -> None:
        self._owner_only(name)
        if target == name or target not in self.people():
            raise Refused("no_such_person")
        self.kicked.add(target)
        self.hub.send(target, p.Kicked(self.id))
        self.leave(target)

    def give_owner(self, name: str, target: str) -> None:
        self._owner_only(name)
        if target == name or target not in self.seated_people_or_dropped():
            raise Refused("no_such_person")
        self._pass_ownership(target)
        self.persist()
        self.broadcast_state()

    # -- starting: team picking, then the match ---------------------------------------------------

    def start(self, name: str) -> None:
        self._owner_only(name)
        if self.state not in ("waiting", "over"):
            raise Refused("match_started")
        if any(slot.empty for slot in self.slots):
            raise Refused("seats_open")
        if self.options.teams:
            self._start_picking()
        else:
            self._start_match(list(range(len(self.slots))))

    def _start_picking(self) -> None:
        owner_seat = self.seat_of(self.owner) or 0
        self.picking_order = [owner_seat] + [i for i in range(len(self.slots)) if i != owner_seat]
        self.picking = TeamPicking(len(self.slots), self.options.teams)
        self.state = "picking"
        self.persist()
        self.broadcast_state()
        self._next_pick()

    def _names(self) -> list[str]:
        """Names by picking player number."""
        return [self._slot_name(self.slots[i], i) for i in self.picking_order]

    def _slot_name(self, slot: Slot, seat: int) -> str:
        """A person's name; a computer player's is a message id (`bot-name-N`) that each
        client says in its own language."""
        return slot.person or NAME_IDS[seat % len(NAME_IDS)]

    def _next_pick(self) -> None:
        picking = self.picking
        assert picking is not None
        if picking.done:
            teams = [list(team) for team in picking.teams]
            order = [self.picking_order[player] for player in seating(teams)]
            self.picking = None
            self._start_match(order)
            return
        chooser = picking.chooser
        slot = self.slots[self.picking_order[chooser]]
        seconds = COMPUTER_PICK_SECONDS if slot.level is not None else self.timing.pick_seconds
        scheduler = self.hub.scheduler
        self._pick_deadline = scheduler.now() + seconds
        self.send_all(self._picking_frame())
        self._pick_timer = scheduler.call_at(self._pick_deadline, self._pick_at_random)

    def _picking_frame(self) -> p.Picking:
        """Who chooses now, among whom, and the seconds they have left."""
        picking = self.picking
        assert picking is not None
        left = max(0.0, self._pick_deadline - self.hub.scheduler.now())
        return p.Picking(tuple(self._names()), picking.chooser, tuple(picking.available()),
                         tuple(tuple(team) for team in picking.teams), left)

    def _pick_at_random(self) -> None:
        picking = self.picking
        if picking is None:
            return
        chooser = picking.chooser
        player = picking.pick_random(random.Random(secrets.randbits(32)))
        self.send_all(p.Picked(chooser, player, True))
        self._next_pick()

    def pick(self, name: str, player: int) -> None:
        picking = self.picking
        if self.state != "picking" or picking is None:
            raise Refused("not_picking")
        chooser = picking.chooser
        if self.slots[self.picking_order[chooser]].person != name:
            raise Refused("not_your_pick")
        if player not in picking.available():
            raise Refused("not_available")
        self._pick_timer.cancel()
        picking.pick(player)
        self.send_all(p.Picked(chooser, player, False))
        self._next_pick()

    def _cancel_picking(self) -> None:
        if self._pick_timer is not None:
            self._pick_timer.cancel()
        self.picking = None
        self.state = "waiting"

    def _start_match(self, order: list[int]) -> None:
        """Seat the slots in `order` (teams alternate) and start the host."""
        self.slots = [self.slots[i] for i in order]
        options = p.options_from_wire(self.options)
        seats = tuple(SeatConfig(self._slot_name(slot, i), slot.level)
                      for i, slot in enumerate(self.slots))
        timing = Timing(pace=self.timing.pace, settle=self.timing.settle,
                        drop_after=self.timing.drop_after)
        config = MatchConfig(options, seats, secrets.randbelow(1 << 31), timing)
        self._close_host()
        self.journal = MatchJournal(self.folder / f"{self.id}.match.jsonl")
        owner_seat = self.seat_of(self.owner) or 0
        self._open_host(config, None, owner=owner_seat)
        self.state = "playing"
        log.info("table %d: match starts (%s, %d seats)", self.id, options.preset,
                 len(self.slots))
        self.persist()
        self.broadcast_state()
        for seat, slot in enumerate(self.slots):
            if slot.person is not None:
                self.hub.send(slot.person, self._match_frame(seat))
        for name in self.spectators:
            self.hub.send(name, self._match_frame(None))
        assert self.host is not None
        self.host.start()
        for slot in self.slots:
            if slot.person is not None and not self.hub.is_connected(slot.person):
                self.disconnected(slot.person)

    def _open_host(self, config: MatchConfig, replayed: Replayed | None, owner: int) -> None:
        kwargs: dict[str, Any] = {}
        if replayed is not None:
            kwargs = {"table": replayed.table, "controllers": replayed.controllers}
            owner = replayed.owner
        self.host = MatchHost(config, self.hub.scheduler, executor=self.hub.executor,
                              store=self.journal, owner=owner, **kwargs)
        for seat in range(len(self.slots)):
            self._unsubscribe.append(
                self.host.subscribe(seat, lambda update, seat=seat: self._deliver(seat, update)))
        self._unsubscribe.append(self.host.subscribe(None, self._deliver_public))

    def _match_frame(self, seat: int | None) -> p.MatchStart:
        host = self.host
        assert host is not None
        view = host.public_view() if seat is None else host.view(seat)
        return p.MatchStart(seat, tuple(host.names), self.options, p.view_to_wire(view))

    # -- the match ---------------------------------------------------------------------------------

    def act(self, name: str, action: p.ActionWire) -> None:
        seat = self.seat_of(name)
        if seat is None or self.host is None or self.state != "playing":
            raise Refused("not_playing")
        outcome = self.host.submit(seat, p.action_from_wire(action))
        refusal = outcome.refusal
        self.hub.send(name, p.Outcome(outcome.accepted, refusal and refusal.reason,
                                      refusal and refusal.card, outcome.wait))

    def heard(self, name: str) -> None:
        seat = self.seat_of(name)
        if seat is not None and self.host is not None:
            self.host.heard(seat, self.hub.scheduler.now())

    def _deliver(self, seat: int, update: Update) -> None:
        slot = self.slots[seat]
        host = self.host
        assert host is not None
        if slot.person is not None and self.hub.is_connected(slot.person):
            if update.refusal is not None:
                self.hub.send(slot.person, p.Outcome(False, update.refusal.reason,
                                                     update.refusal.card))
            if update.events or update.refusal is None:
                self.hub.send(slot.person, p.Update(
                    tuple(p.event_to_wire(e) for e in update.events), update.by,
                    p.view_to_wire(host.view(seat))))
        elif slot.person is not None:
            self._remember(seat, update)

    def _remember(self, seat: int, update: Update) -> None:
        """What a person away from their seat will hear about when they come back."""
        self._missed_plays[seat] = self._missed_plays.get(seat, 0) + (update.by is not None)
        kept = self._missed.setdefault(seat, [])
        car = self.host.public_view().seat_car[seat] if self.host else -1
        for event in update.events:
            if _matters(event, seat, car):
                kept.append(event)
        del kept[:-MISSED_KEPT]

    def _deliver_public(self, update: Update) -> None:
        """The public stream: the spectators hear it, and the room follows its rounds."""
        host = self.host
        assert host is not None
        if any(isinstance(e, (ev.RoundOver, ev.MatchOver, ev.RoundStarted))
               for e in update.events):
            if host.phase == MATCH_OVER:
                self.state = "over"
                log.info("table %d: match over", self.id)
                self.persist()
            self.broadcast_state()
        if not self.spectators:
            return
        frame = p.Update(tuple(p.event_to_wire(e) for e in update.events), update.by,
                         p.view_to_wire(host.public_view()))
        for name in self.spectators:
            self.hub.send(name, frame)

    def say(self, name: str, text: str) -> None:
        self.send_all(p.Chat("table", name, text))

    # -- keeping ------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "name": self.name, "owner": self.owner, "salt": self.salt,
            "code_hash": self.code_hash, "options": msgspec.to_builtins(self.options),
            "timing": msgspec.to_builtins(self.timing),
            "slots": [[s.person, s.level] for s in self.slots], "kicked": sorted(self.kicked),
            "state": "waiting" if self.state == "picking" else self.state,
        }

    def persist(self) -> None:
        if not self.closed:
            self.hub.files.write_json(self.folder / f"{self.id}.room.json", self.to_dict())

    @classmethod
    def restore(cls, hub: Hub, folder: Path, data: dict[str, Any]) -> Room:
        """A room as it was saved; a match in play is replayed from its journal."""
        room = cls(hub, int(data["id"]), str(data["name"]), str(data["owner"]), folder)
        room.salt = str(data["salt"])
        room.code_hash = data["code_hash"]
        room.options = msgspec.convert(data["options"], p.OptionsWire)
        room.timing = msgspec.convert(data["timing"], p.TimingWire)
        room.slots = [Slot(person, level) for person, level in data["slots"]]
        room.kicked = set(data["kicked"])
        room.state = data["state"]
        if room.state in ("playing", "over"):
            path = folder / f"{room.id}.match.jsonl"
            replayed = MatchJournal.replay(path)
            room.journal = MatchJournal(path)
            room.journal.resume(replayed)
            room._open_host(replayed.config, replayed, replayed.owner)
            assert room.host is not None
            room.host.start()
            for slot in room.slots:
                if slot.person is not None:
                    room.disconnected(slot.person)  # until they reconnect
        room._watch_abandoned()
        return room

    def _close_host(self) -> None:
        for stop in self._unsubscribe:
            stop()
        self._unsubscribe.clear()
        if self.host is not None:
            self.host.close()
            self.host = None
        if self.journal is not None:
            self.journal.close()
            self.journal = None

    def close(self) -> None:
        """No people left: the match is already saved; the table goes."""
        for timer in (*self._drop_timers.values(), self._abandon_timer):
            if timer is not None:
                timer.cancel()
        if self._pick_timer is not None:
            self._pick_timer.cancel()
        self._close_host()
        self.closed = True
        for name in list(self.spectators):
            self.spectators.remove(name)
            self.hub.left_room(name, self)
        for path in (self.folder / f"{self.id}.room.json", self.folder / f"{self.id}.match.jsonl"):
            if path.exists():
                path.replace(path.with_name(path.name + ".closed"))
        log.info("table %d closed", self.id)
        self.hub.room_changed(self)


def _matters(event: Any, seat: int, car: int) -> bool:
    """An event a returning person should hear about: their car, the round's end."""
    if isinstance(event, (ev.RoundOver, ev.MatchOver, ev.RoundStarted)):
        return True
    if isinstance(event, (ev.Attacked, ev.Moved, ev.Defended, ev.SafetyPlayed, ev.TrickPlayed,
                          ev.ProtectionsRemoved)):
        return getattr(event, "car", None) == car
    return False
