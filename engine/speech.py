"""Speech: one ``Speaker.speak(text, interrupt=True)`` for the whole program, over a chain of
backends (cytolk, prism, print, recorder, none), with the message history.

When will it have been said? ``Speaker.spoken_at()`` is the moment (on the speaker's clock)
everything asked so far will have been spoken, by a fixed estimate: ``CHARS_PER_SECOND``
characters a second at the backend's own rate, scaled by a rate set with ``set_rate``; an
interruption or ``silence()`` starts the count again. A backend that can tell whether it is
speaking says so (``SpeechBackend.speaking``: Prism's backends, Tolk with SAPI); the App polls
it (``App.when_spoken``). Printed and recorded speech have no voice: the estimate is their
notion, so a script hears the same timing on every machine.

A backend that fails to load or raises while speaking is replaced by the next one in the chain
and the player is told once, through the new backend; speech never crashes the game. The
``Speaker`` is passed to whoever needs it, never kept in a global.
"""

from __future__ import annotations

import concurrent.futures
import logging
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from engine.history import History
from engine.i18n import N_
from engine.notices import Notice

# Characters a second a synthesizer says at its own default rate (about 150 words a minute):
# the estimate of when a line will have been spoken, where the backend cannot tell.
CHARS_PER_SECOND = 15.0
# A rate of 1 (the fastest) speaks this many times faster than the default (0.5), 0 as many
# times slower.
RATE_SPAN = 2.0

BACKEND_NAMES = ("auto", "cytolk", "speechd", "prism", "print", "recorder", "none")
NOT_VOICES = ("print", "recorder", "none")  # what auto ends on when nothing can speak


def _fatal(exc: BaseException) -> bool:
    """Exceptions speech must let through (cytolk's errors derive from BaseException)."""
    return isinstance(exc, (KeyboardInterrupt, SystemExit, GeneratorExit))


class SpeechBackend:
    """One way of speaking. Subclasses raise from ``__init__`` when unavailable."""

    name = "none"

    def speak(self, text: str, interrupt: bool) -> None:
        """Speak ``text``; raise on failure so the Speaker falls back."""

    def silence(self) -> None:
        """Stop speaking now."""

    def set_rate(self, rate: float) -> bool:
        """Set the rate (0..1) if the backend has one; True when applied."""
        return False

    def set_language(self, code: str) -> bool:
        """Speak in the language ``code`` (``fr``, ``pt-BR``) if the backend chooses its voice
        by language; True when applied. A screen reader keeps the player's own voice."""
        return False

    def speaking(self) -> bool | None:
        """Whether the voice is still speaking; None when the backend cannot tell."""
        return None

    def close(self) -> None:
        """Release the backend (at exit or on switching)."""


class NoneBackend(SpeechBackend):
    name = "none"


class PrintBackend(SpeechBackend):
    """One line per utterance on stdout, flushed: for terminals, scripts and transcripts.

    An output that is closed or gone (``main.py ... | head -1``, a closed terminal) silences
    it: the game carries on, quietly, instead of failing over to a voice nobody asked for."""

    name = "print"

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream
        self.lost = False
        self.log = logging.getLogger("engine.speech")

    def speak(self, text: str, interrupt: bool) -> None:
        if self.lost:
            return
        stream = self.stream or sys.stdout
        if stream is None:
            self._lose(stream, "there is no standard output")
            return
        line = " ".join(text.split()) + "\n"
        try:
            try:
                stream.write(line)
            except UnicodeEncodeError:
                # A Windows console in a legacy code page: a replaced letter beats no speech.
                encoding = getattr(stream, "encoding", None) or "ascii"
                stream.write(line.encode(encoding, "replace").decode(encoding))
            stream.flush()
        except (OSError, ValueError) as exc:  # a broken pipe, a closed file
            self._lose(stream, repr(exc))

    def _lose(self, stream: TextIO | None, why: str) -> None:
        self.lost = True
        self.log.warning("printed speech stops: %s", why)
        if stream is not None and stream is sys.stdout:
            # What is still buffered must not fail again when Python exits (exit code 120).
            try:
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, stream.fileno())
                os.close(devnull)
            except (OSError, ValueError):
                sys.stdout = None  # type: ignore[assignment]


class RecorderBackend(SpeechBackend):
    """Keeps what was said, for tests."""

    name = "recorder"

    def __init__(self) -> None:
        self.spoken: list[str] = []
        self.calls: list[tuple[str, bool]] = []
        self.silenced = 0

    def speak(self, text: str, interrupt: bool) -> None:
        self.spoken.append(text)
        self.calls.append((text, interrupt))

    def silence(self) -> None:
        self.silenced += 1

    @property
    def last(self) -> str | None:
        return self.spoken[-1] if self.spoken else None


_tolk: Any = None  # cytolk's module once loaded: Tolk must be loaded once per process


class CytolkBackend(SpeechBackend):
    """Windows screen readers through Tolk, with SAPI when no screen reader runs."""

    name = "cytolk"

    def __init__(self, prefer_sapi: bool = False) -> None:
        global _tolk
        if sys.platform != "win32":
            raise RuntimeError("cytolk is for Windows only")
        if _tolk is None:
            from cytolk import tolk

            tolk.try_sapi(True)  # before load(): SAPI speaks when no screen reader runs
            if prefer_sapi:
                tolk.prefer_sapi(True)
            tolk.load()
            _tolk = tolk
        self.tolk = _tolk

    def speak(self, text: str, interrupt: bool) -> None:
        if self.tolk.output(text, interrupt) is False:
            raise RuntimeError("Tolk could not output speech")

    def silence(self) -> None:
        self.tolk.silence()

    def speaking(self) -> bool | None:
        # Tolk knows only for SAPI: a screen reader's driver answers "no" whatever it does
        try:
            if self.tolk.detect_screen_reader() != "SAPI":
                return None
            return bool(self.tolk.is_speaking())
        except Exception:
            return None

    def close(self) -> None:
        # Tolk stays loaded until exit: loading it again per switch is what breaks readers.
        pass


class SpeechdBackend(SpeechBackend):
    """Speech Dispatcher (Linux), spoken to directly: the first words in milliseconds."""

    name = "speechd"

    def __init__(self) -> None:
        from engine.speechd import SSIPClient

        self.client = SSIPClient()

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self.client.cancel()
        self.client.speak(text)

    def silence(self) -> None:
        self.client.cancel()

    def set_rate(self, rate: float) -> bool:
        self.client.set_rate(round(max(0.0, min(1.0, rate)) * 200 - 100))
        return True

    def set_language(self, code: str) -> bool:
        # Speech Dispatcher's voices go by language; without this, French is read by an
        # English voice. A region it does not know gives way to the language alone.
        from engine.speechd import SSIPError

        for candidate in dict.fromkeys((code, code.split("-")[0])):
            try:
                self.client.set_language(candidate)
                return True
            except SSIPError:
                continue
        return False

    def close(self) -> None:
        self.client.close()


# Prism is started once per process on a thread of its own: choosing its best backend asks
# Speech Dispatcher for every voice first, seconds with espeak-ng. Whoever asks for it waits
# at most PrismBackend.wait; a start that takes longer goes on and serves a later choice.
_prism_job: concurrent.futures.Future | None = None
_prism_lock = threading.Lock()


def _start_prism() -> concurrent.futures.Future:
    global _prism_job
    with _prism_lock:
        job = _prism_job
        if job is None or (job.done() and job.exception() is not None):
            job = concurrent.futures.Future()

            def start(job: concurrent.futures.Future = job) -> None:
                try:
                    import prism

                    context = prism.Context()
                    job.set_result((context, context.create_best()))  # ValueError: no voice
                except BaseException as exc:
                    job.set_exception(exc)

            # A daemon thread: a start still running must not hold the program at exit.
            threading.Thread(target=start, name="prism-start", daemon=True).start()
            _prism_job = job
    return job


class PrismBackend(SpeechBackend):
    """Prism (package prismatoid): Orca or Speech Dispatcher on Linux, the system voice on
    macOS."""

    name = "prism"
    # Seconds the game waits for Prism's first voice before going on without it: on macOS it
    # is the only voice; elsewhere it comes after a faster one and only adds, say, Orca.
    wait = 3.0 if sys.platform == "darwin" else 0.5

    def __init__(self) -> None:
        try:
            _, self.backend = _start_prism().result(timeout=self.wait)
        except concurrent.futures.TimeoutError:
            raise TimeoutError(f"prism gave no voice within {self.wait} s") from None

    def speak(self, text: str, interrupt: bool) -> None:
        self.backend.output(text, interrupt)

    def silence(self) -> None:
        self.backend.stop()

    def set_rate(self, rate: float) -> bool:
        self.backend.rate = max(0.0, min(1.0, rate))
        return True

    def speaking(self) -> bool | None:
        try:
            return bool(self.backend.speaking)
        except Exception:  # a Prism backend without the feature
            return None

    def close(self) -> None:
        self.backend = None  # Prism's own stays loaded for a later choice


BackendFactory = Callable[[], SpeechBackend]


def default_factories(prefer_sapi: bool = False) -> dict[str, BackendFactory]:
    return {
        "cytolk": lambda: CytolkBackend(prefer_sapi),
        "speechd": SpeechdBackend,
        "prism": PrismBackend,
        "print": PrintBackend,
        "recorder": RecorderBackend,
        "none": NoneBackend,
    }


def voices() -> list[str]:
    """The backends that speak aloud on this platform, in auto's order."""
    if sys.platform == "win32":
        return ["cytolk", "prism"]
    if sys.platform == "darwin":
        return ["prism"]
    return ["speechd", "prism"]


def chain_for(name: str) -> list[str]:
    """The backends tried, in order, for a choice: the choice, then auto's order, then none."""
    auto = voices() + ["print"]
    first = [] if name == "auto" else [name]
    return first + [n for n in auto if n != name] + ["none"]


def available_backends() -> list[str]:
    """Backend choices worth offering to the player on this platform."""
    return ["auto", *voices(), "print", "none"]


class Speaker:
    """Speaks through the first working backend of a chain, and keeps the history."""

    def __init__(
        self,
        backend: str | SpeechBackend | Sequence[str | SpeechBackend] = "auto",
        translate: Callable[..., str] | None = None,
        log: logging.Logger | None = None,
        history_limit: int = 500,
        factories: dict[str, BackendFactory] | None = None,
    ) -> None:
        self.log = log or logging.getLogger("engine.speech")
        self.translate = translate or (lambda msg_id, **args: msg_id)
        self.factories = factories or default_factories()
        self.history = History(history_limit)
        self.on_speak: Callable[[str], None] | None = None  # timing hook
        self.first_words_at: float | None = None  # perf_counter() when speech first went out
        # The clock spoken_at() counts on (the App gives its loop's), and the estimate's state
        self.clock: Callable[[], float] = time.monotonic
        self.rate: float | None = None  # the rate set (0..1), None: the backend's own
        self.language: str | None = None  # the game's language, given to every backend
        self._busy_until = 0.0
        self.choice = "auto"
        self.backend: SpeechBackend = NoneBackend()
        self._chain: list[str | SpeechBackend] = []
        self._told: set[str] = set()
        # A failure while starting is told after the first screen speaks (App takes these),
        # so the screen's first words do not cut the notice off.
        self.notices: list[Notice] = []
        self._starting = True
        self.set_backend(backend)
        self._starting = False

    @property
    def backend_name(self) -> str:
        return self.backend.name

    def set_backend(self, backend: str | SpeechBackend | Sequence[str | SpeechBackend]) -> None:
        """Switch backend now: the first of its chain that loads (failures told once)."""
        if isinstance(backend, str):
            self.choice = backend
            chain: list[str | SpeechBackend] = list(chain_for(backend))
        elif isinstance(backend, SpeechBackend):
            self.choice = backend.name
            chain = [backend, *chain_for("none")]
        else:
            chain = list(backend)
            self.choice = chain[0] if isinstance(chain[0], str) else chain[0].name
        old = self.backend
        self._chain = chain
        self.rate = None  # set again for the new backend (set_rate)
        # Auto's probing is expected to fail on some systems: each failure is logged, and the
        # player is told only when no voice was found at all (else they might hear nothing
        # and never know why). A named choice that fails is always told.
        failed = self._load_next(quiet=self.choice == "auto")
        if old is not self.backend:
            self._close(old)
        if failed and self.choice != "auto":
            self._tell(failed[0], N_("speech-fallback"), failed=failed[0],
                       using=self.backend.name)
        elif failed and self.backend.name in NOT_VOICES:
            self._tell("auto", N_("speech-no-voice"), tried=", ".join(failed),
                       using=self.backend.name)

    def _load_next(self, quiet: bool) -> list[str]:
        """Load the first loadable entry of the chain; returns the names that failed."""
        failed: list[str] = []
        while self._chain:
            entry = self._chain.pop(0)
            name = entry if isinstance(entry, str) else entry.name
            started = time.perf_counter()
            try:
                self.backend = entry if isinstance(entry, SpeechBackend) else (
                    self.factories[entry]()
                )
                self.log.info("speech backend: %s (%.3f s)", self.backend.name,
                              time.perf_counter() - started)
                if self.language is not None:
                    self._apply_language()
                return failed
            except BaseException as exc:
                if _fatal(exc):
                    raise
                (self.log.info if quiet else self.log.warning)(
                    "speech backend %s unavailable after %.3f s: %r", name,
                    time.perf_counter() - started, exc
                )
                failed.append(name)
        self.backend = NoneBackend()
        return failed

    def _tell(self, key: str, msg_id: str, **args: Any) -> None:
        """Tell a fallback once per ``key``: after the first screen's words when starting."""
        if key in self._told:
            return
        self._told.add(key)
        if self._starting:
            self.notices.append(Notice(msg_id, args))
        else:
            self.speak(self.translate(msg_id, **args), interrupt=False)

    def take_notices(self) -> list[Notice]:
        """Notices from starting, not yet told (each is handed out once)."""
        notices, self.notices = self.notices, []
        return notices

    def speak(self, text: str, interrupt: bool = True, record: bool = True) -> None:
        """Speak ``text``; kept in the history unless ``record`` is False (reviewing)."""
        if not text:
            return
        if record:
            self.history.add(text)
        if self.on_speak is not None:
            self.on_speak(text)
        now = self.clock()
        start = now if interrupt else max(now, self._busy_until)
        self._busy_until = start + self.seconds_for(text)
        while True:
            try:
                self.backend.speak(text, interrupt)
                if self.first_words_at is None:
                    self.first_words_at = time.perf_counter()
                return
            except BaseException as exc:
                if _fatal(exc):
                    raise
                failed = self.backend.name
                self.log.warning("speech backend %s failed while speaking: %r", failed, exc)
                broken = self.backend
                self._load_next(quiet=False)
                self._close(broken)
                if failed not in self._told:
                    self._told.add(failed)
                    notice = self.translate(
                        N_("speech-fallback"), failed=failed, using=self.backend.name
                    )
                    if record:
                        self.history.add(notice)
                    try:
                        self.backend.speak(notice, interrupt)
                    except BaseException as again:
                        if _fatal(again):
                            raise
                        continue  # this one is broken too: the loop moves on
                    interrupt = False

    def seconds_for(self, text: str) -> float:
        """The estimate of how long ``text`` takes to say at the current rate."""
        speed = CHARS_PER_SECOND
        if self.rate is not None:
            speed *= RATE_SPAN ** ((self.rate - 0.5) * 2)
        return len(text) / speed

    def spoken_at(self) -> float:
        """When everything asked so far will have been spoken, on ``clock`` (the estimate);
        now when it already has."""
        return max(self.clock(), self._busy_until)

    def speaking(self) -> bool:
        """Whether speech is still going: the backend's answer when it has one, else the
        estimate's."""
        try:
            answer = self.backend.speaking()
        except BaseException as exc:
            if _fatal(exc):
                raise
            answer = None
        return self.clock() < self._busy_until if answer is None else answer

    def knows_speaking(self) -> bool:
        """Whether the backend itself can tell when it has stopped speaking."""
        try:
            return self.backend.speaking() is not None
        except BaseException as exc:
            if _fatal(exc):
                raise
            return False

    def silence(self) -> None:
        self._busy_until = self.clock()
        try:
            self.backend.silence()
        except BaseException as exc:
            if _fatal(exc):
                raise
            self.log.warning("silencing %s failed: %r", self.backend.name, exc)

    def set_rate(self, rate: float) -> bool:
        try:
            applied = self.backend.set_rate(rate)
            self.rate = rate if applied else None
            return applied
        except Exception as exc:
            self.log.info("speech rate not applied on %s: %r", self.backend.name, exc)
            return False

    def set_language(self, code: str) -> bool:
        """Speak in the game's language where the backend picks its voice by language (Speech
        Dispatcher); kept for every backend loaded later. True when applied."""
        self.language = code
        return self._apply_language()

    def _apply_language(self) -> bool:
        try:
            return self.backend.set_language(self.language or "")
        except Exception as exc:  # a lost connection: the next words find the next backend
            self.log.info("speech language not applied on %s: %r", self.backend.name, exc)
            return False

    # --- history review: speaks without adding to the history ------------------------------
    def review(self, direction: str) -> None:
        """``older``, ``newer``, ``oldest``, ``newest`` or ``repeat`` through the history."""
        text = getattr(self.history, direction)()
        if text is None:
            edge = N_("history-no-older") if direction in ("older", "oldest") else N_(
                "history-no-newer"
            )
            if not len(self.history):
                edge = N_("history-empty")
            text = self.translate(edge)
        self.speak(text, interrupt=True, record=False)

    def close(self) -> None:
        self._close(self.backend)
        self.backend = NoneBackend()

    def _close(self, backend: SpeechBackend) -> None:
        try:
            backend.close()
        except BaseException as exc:
            if _fatal(exc):
                raise
            self.log.info("closing %s failed: %r", backend.name, exc)
