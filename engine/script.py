"""Scripts: drive the real loop and screens from a text file, headless and fast.

One step per line: a key combo (``down``, ``return``, ``ctrl+f4``, ``shift+return``, ``a``,
``,``), ``wait SECONDS`` (loop time passes; timers fire in order), ``type TEXT`` (typed text),
``expect TEXT`` (real time passes until a line containing TEXT is said). Blank lines and lines
starting with ``#`` are ignored. Time is virtual: it moves only on ``wait``, instantly, so a
script runs in milliseconds whatever it waits for.

What comes from outside the program (an online server's messages) arrives in real time, not
on the script's clock: ``expect`` lets the loop run in real time, the virtual clock following
it, until the words that show it arrived are said (since the previous ``expect``), for at
most ``EXPECT_SECONDS``; not heard by then, the script stops with an error naming the line.

A script is UTF-8 text (a byte-order mark is allowed). Anything else, a line that is not a
step, or a wait that is not a time (negative, not finite, over an hour) stops the script
before it starts with ``ScriptError``: ``file:line: what is wrong``, a long line cut short.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from engine.clock import VirtualClock
from engine.keys import KeyNameError, parse_combo

if TYPE_CHECKING:
    from engine.app import App


MAX_WAIT = 3600.0  # seconds of loop time in one step: a longer wait is a typing error
EXPECT_SECONDS = 30.0  # real seconds an ``expect`` waits at most
TYPE_CHUNK = 1000  # characters typed per frame: pygame's event queue holds 65,535
SHOWN = 60  # characters of a bad line shown in an error


class ScriptError(Exception):
    """A script line that cannot be run; the message names the line."""


def _shown(text: str) -> str:
    """A line for an error message: quoted, cut to its first characters if long."""
    if len(text) <= SHOWN:
        return repr(text)
    return f"{text[:SHOWN]!r}... ({len(text)} characters)"


@dataclass(frozen=True)
class Step:
    line: int
    kind: str  # "key", "wait", "type" or "expect"
    value: str | float


def parse_script(text: str, name: str = "script") -> list[Step]:
    """Parse a whole script first, so a bad line stops it before anything runs."""
    steps = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        word, _, rest = line.partition(" ")
        if word == "wait" and rest:
            try:
                seconds = float(rest)
            except ValueError:
                raise ScriptError(f"{name}:{number}: bad wait time {_shown(rest)}") from None
            if seconds < 0:
                raise ScriptError(f"{name}:{number}: negative wait time {_shown(rest)}")
            if not math.isfinite(seconds) or seconds > MAX_WAIT:
                raise ScriptError(f"{name}:{number}: wait time {_shown(rest)} over "
                                  f"{MAX_WAIT:.0f} seconds")
            steps.append(Step(number, "wait", seconds))
        elif word == "type" and rest:
            steps.append(Step(number, "type", line[5:]))
        elif word == "expect" and rest.strip():
            steps.append(Step(number, "expect", rest.strip()))
        else:
            try:
                steps.append(Step(number, "key", parse_combo(line)))
            except KeyNameError:
                raise ScriptError(f"{name}:{number}: unknown key {_shown(line)}") from None
    return steps


def advance(app: App, seconds: float) -> None:
    """Let ``seconds`` of virtual loop time pass, firing timers in order at their due time."""
    clock = app.clock
    if not isinstance(clock, VirtualClock):
        raise TypeError("scripts need the app to run on a VirtualClock")
    target = clock.now() + seconds
    while app.running:
        due = app.timers.next_due()
        if due is None or due > target:
            break
        clock.set(due)
        app.frame()
    clock.set(target)
    app.frame()


def expect(app: App, heard: list[str], since: int, text: str,
           timeout: float | None = None) -> int | None:
    """Run the loop in real time (the virtual clock following it) until a line said after
    `heard[since]` contains `text`; returns the index after that line, None after `timeout`
    real seconds (`EXPECT_SECONDS`) or when the program ends."""
    deadline = time.monotonic() + (EXPECT_SECONDS if timeout is None else timeout)
    last = time.monotonic()
    while True:
        for index in range(since, len(heard)):
            if text in heard[index]:
                return index + 1
        now = time.monotonic()
        if now >= deadline or not app.running:
            return None
        advance(app, now - last)
        last = now
        time.sleep(0.005)


def run_script(app: App, steps: list[Step], name: str = "script",
               err: TextIO | None = None) -> int:
    """Run the steps on a started app; 0 when the script ends cleanly, 1 on an error."""
    err = err or sys.stderr
    failures: list[BaseException] = []
    previous_hook = app.on_error
    heard: list[str] = []  # every line said, for `expect`
    since = 0
    previous_speak = app.speaker.on_speak

    def record(exc: BaseException, where: str) -> None:
        failures.append(exc)
        previous_hook(exc, where)

    def hear(text: str) -> None:
        heard.append(text)
        if previous_speak is not None:
            previous_speak(text)

    app.on_error = record
    app.speaker.on_speak = hear
    app.running = True
    app.frame()
    for step in steps:
        if failures:
            break
        if not app.running:
            print(f"{name}:{step.line}: the program ended before this line", file=err)
            break
        if step.kind == "key":
            app.press(str(step.value))
            app.frame()
        elif step.kind == "type":
            text = str(step.value)
            for start in range(0, len(text), TYPE_CHUNK):
                app.type_text(text[start:start + TYPE_CHUNK])
                app.frame()
        elif step.kind == "expect":
            found = expect(app, heard, since, str(step.value))
            if found is None:
                print(f"{name}:{step.line}: {_shown(str(step.value))} not said within "
                      f"{EXPECT_SECONDS:g} seconds", file=err)
                return 1
            since = found
        else:
            advance(app, float(step.value))
        if failures:
            exc = failures[0]
            print(f"{name}:{step.line}: unhandled error: {type(exc).__name__}: {exc}",
                  file=err)
    return 1 if failures else 0


def timings_summary(latencies: list[float]) -> str:
    """``key-to-speech latency: n=12, median 0.31 ms, p95 0.80 ms``."""
    if not latencies:
        return "key-to-speech latency: no samples"
    ms = sorted(x * 1000 for x in latencies)
    p95 = ms[min(len(ms) - 1, max(0, int(round(0.95 * len(ms))) - 1))]
    return (f"key-to-speech latency: n={len(ms)}, median {statistics.median(ms):.2f} ms, "
            f"p95 {p95:.2f} ms, max {ms[-1]:.2f} ms")


def load_script(path: Path) -> list[Step]:
    """Read and parse a script file; ScriptError if it cannot be read, is not UTF-8 text
    or has a bad line."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ScriptError(f"{path}: cannot read script: {exc}") from None
    return parse_script(decode_script(data, str(path)), str(path))


def decode_script(data: bytes, name: str = "script") -> str:
    """The text of a UTF-8 script (its byte-order mark dropped); ScriptError naming the
    line of the first byte that is not UTF-8 text."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ScriptError(f"{name}:1: the script is UTF-16 text; save it as UTF-8")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    bad = data.find(b"\x00")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = exc.start if bad < 0 else min(bad, exc.start)
    else:
        if bad < 0:
            return text
    line = data.count(b"\n", 0, bad) + 1
    column = bad - (data.rfind(b"\n", 0, bad) + 1) + 1
    what = "a NUL byte (UTF-16 text?)" if data[bad] == 0 else f"byte 0x{data[bad]:02x}"
    raise ScriptError(f"{name}:{line}: not UTF-8 text: {what} at column {column}")
