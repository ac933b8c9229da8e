"""Online play from the game's side, over real loopback sockets: a real server on 127.0.0.1
port 0 on its own thread (the game's own "Host a game" server), the real game on a virtual
clock that follows real time while network frames are in flight, and other people as plain
clients on threads of their own."""

from __future__ import annotations

import queue
import random
import threading
import time
from collections.abc import Callable

from engine.script import advance
from game.net import protocol as p
from game.net.client import Connected, NetClient
from game.net.limits import Limits

from .conftest import drive

SPEED = 40.0  # the server's clock runs 40 times faster: a 5 s settle delay lasts 0.125 s
FAST = Limits(actions_per_second=1000.0, chat_per_second=100.0)
TIMEOUT = 20.0  # seconds of real time any one wait may take


def pump(app, until: Callable[[], bool], timeout: float = TIMEOUT, what: str = "") -> None:
    """Run the game in real time (its virtual clock follows) until `until()` holds; fails
    after `timeout` seconds, naming `what` and the last words said."""
    deadline = time.monotonic() + timeout
    last = time.monotonic()
    while not until():
        now = time.monotonic()
        if now > deadline:
            said = app.speaker.history.items()[-8:]
            raise AssertionError(f"waited {timeout} s for {what or until}; last said: {said}")
        advance(app, now - last)
        last = now
        time.sleep(0.005)


def said(app) -> list[str]:
    """Everything the game said (the recorder's whole transcript, not the bounded history)."""
    return app.speaker.backend.spoken


def pump_until_said(app, text: str, timeout: float = TIMEOUT, start: int = 0) -> str:
    """Run until a line containing `text` has been said (after line `start`)."""
    found: list[str] = []

    def heard() -> bool:
        found[:] = [line for line in said(app)[start:] if text in line]
        return bool(found)

    pump(app, heard, timeout, repr(text))
    return found[0]


def keys(app, *combos: str) -> None:
    drive(app, *combos)


class Peer:
    """Another person: a NetClient whose frames are kept, and who can play on their own."""

    def __init__(self, port: int, name: str, token: str | None = None) -> None:
        self.client = NetClient(f"127.0.0.1:{port}", name, token)
        self.name = name
        self.frames: list = []
        self.token: str | None = None
        self._stop = threading.Event()
        self._player: threading.Thread | None = None
        self._lock = threading.Lock()
        self.client.start()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while not self._stop.is_set():
            try:
                item = self.client.inbox.get(timeout=0.05)
            except queue.Empty:
                continue
            if isinstance(item, Connected):
                self.token = item.token
            with self._lock:
                self.frames.append(item)

    def send(self, frame: p.Frame) -> None:
        self.client.send(frame)

    def wait_for(self, kind: type, when=lambda f: True, timeout: float = TIMEOUT,
                 after: int = 0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                for frame in self.frames[after:]:
                    if isinstance(frame, kind) and when(frame):
                        return frame
            time.sleep(0.01)
        names = [type(f).__name__ for f in self.frames[-10:]]
        raise AssertionError(f"{self.name}: no {kind.__name__} in {names}")

    def of(self, kind: type) -> list:
        with self._lock:
            return [f for f in self.frames if isinstance(f, kind)]

    def play_randomly(self, seed: int = 1) -> None:
        """Act with a random legal action whenever this seat may (until `stop`)."""
        rng = random.Random(seed)

        def run() -> None:
            seen = 0
            while not self._stop.is_set():
                with self._lock:
                    fresh = self.frames[seen:]
                    seen = len(self.frames)
                    view = next((f.view for f in reversed(self.frames)
                                 if isinstance(f, (p.Update, p.MatchStart))), None)
                prompted = any(isinstance(f, (p.Update, p.MatchStart)) or (
                    isinstance(f, p.Outcome) and f.reason is not None) for f in fresh)
                if prompted and view is not None:
                    legal = [a for a in view.legal_actions
                             if not isinstance(a, p.CloseTrickWindow)]
                    if legal:
                        self.send(p.Act(rng.choice(legal)))
                time.sleep(0.02)

        self._player = threading.Thread(target=run, daemon=True)
        self._player.start()

    def close(self) -> None:
        self._stop.set()
        self.client.close()


def go_to(app, label_start: str) -> None:
    """Move the top menu to the first item whose words start with `label_start`."""
    menu = app.top
    tr = app.translator.tr
    for index, item in enumerate(menu.items):
        if item.describe(tr).startswith(label_start):
            menu.position = index
            return
    raise AssertionError(f"no item {label_start!r} in {[i.describe(tr) for i in menu.items]}")


def play_match(app, screen, owner: bool, steps: int = 20_000,
               until: Callable[[], bool] = lambda: False) -> None:
    """Play this seat of an online match by keys to its end: whenever the seat may act, the
    keys for one of its legal actions (D for a dirty trick; draw; a card's number then Enter, or Backspace to
    discard; Enter on a target; Yes to discard a safety; Enter to deal as the owner);
    otherwise the game runs in real time until its view changes. Stops early when
    `until()` holds. Bounded by count, not by time: a match's length varies with its deals
    (400 to 3,000 changes of view for the same table), so it fails when the view stands
    still for `TIMEOUT` seconds (a stall) or after `steps` changes (a match that never
    ends)."""
    from game.rules import Discard, Draw, NextRound, Play, Trick
    from game.rules.table import MATCH_OVER, ROUND_OVER

    for _ in range(steps):
        view = screen.view()
        if view.phase == MATCH_OVER or until():
            return
        legal = view.legal_actions
        if app.top is not screen:  # a target menu or a question left open
            keys(app, "escape")
        elif view.phase == ROUND_OVER:
            if owner and any(isinstance(a, NextRound) for a in legal):
                keys(app, "return")
        elif any(isinstance(a, Trick) for a in legal):
            keys(app, "d")  # a single Space would only ask whether to give the trick up
        elif any(isinstance(a, Draw) for a in legal):
            keys(app, "space")
        else:
            plays = [a for a in legal if isinstance(a, Play)]
            discards = [a for a in legal if isinstance(a, Discard)]
            if plays or discards:
                action = plays[0] if plays else discards[-1]
                number = view.hand.index(action.card) + 1
                keys(app, str(number), "return" if plays else "backspace")
                if app.top is not screen:
                    keys(app, "home", "return")  # the first target; yes to a safety
        before = screen.view()
        pump(app, lambda before=before: screen.view() is not before, what="the next update")
    raise AssertionError(f"the match did not end in {steps} changes: {said(app)[-6:]}")
