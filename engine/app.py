"""The App: the program's one loop, the screen stack, global keys and timers.

pygame events become combos, combos become commands through the global bindings first, then
the top screen's keymap; typed text (TEXTINPUT) goes to the top screen. A key nothing used
is answered all the same (``answer_unused_key``): silence is never an answer. Stack changes
asked for during a handler are applied right after it, never in the middle of one. Timers
run off the loop's clock. Exceptions in a screen are logged with their traceback and passed
to ``App.on_error`` (the game decides what to say), so one bad handler never stops the loop.
"""

from __future__ import annotations

import logging
import os
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from engine.clock import Clock, Timer, Timers
from engine.i18n import N_, Translator
from engine.keys import (
    CTRL_KEYS,
    MODIFIER_KEYS,
    SYSTEM_COMBOS,
    Binding,
    Keymap,
    combo_for_event,
    describe_combo,
    is_navigation,
    key_code,
    mod_flags,
    split_combo,
    types_text,
)
from engine.notices import Notice
from engine.screen import Screen
from engine.settings import Settings
from engine.sound import Sounds
from engine.speech import Speaker

VOLUME_STEP = 0.1
# when_spoken: how often a backend that knows whether it speaks is asked, and for how long
SPOKEN_POLL = 0.1
SPOKEN_POLL_LIMIT = 30.0
UNUSED_KEY_CUE = "nothing_here"  # a key with nothing on it on this screen

# Handled before any screen. Ctrl alone (either side) silences speech; it needs no binding.
DEFAULT_GLOBAL_BINDINGS = (
    Binding("f1", "help", N_("help-key-help")),
    Binding(",", "history_older", N_("help-history-older")),
    Binding(".", "history_newer", N_("help-history-newer")),
    Binding("shift+,", "history_oldest", N_("help-history-oldest")),
    Binding("shift+.", "history_newest", N_("help-history-newest")),
    Binding("ctrl+r", "history_repeat", N_("help-history-repeat")),
    Binding("f7", "cue_volume_down", N_("help-cue-volume-down")),
    Binding("f8", "cue_volume_up", N_("help-cue-volume-up")),
    Binding("f9", "master_volume_down", N_("help-master-volume-down")),
    Binding("f10", "master_volume_up", N_("help-master-volume-up")),
)


def open_window(title: str, size: tuple[int, int] = (480, 160)) -> None:
    """A small titled window (keyboard focus); the SDL dummy driver when there is no display."""
    try:
        pygame.display.init()
        if pygame.display.get_surface() is None:
            pygame.display.set_mode(size)
    except pygame.error:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        pygame.display.quit()
        pygame.display.init()
        pygame.display.set_mode(size)
    pygame.display.set_caption(title)
    pygame.key.set_repeat(400, 50)
    pygame.key.start_text_input()


class App:
    """One loop, one stack of screens, shared services passed to every screen."""

    def __init__(
        self,
        title: str,
        speaker: Speaker,
        sounds: Sounds,
        translator: Translator,
        settings: Settings | None = None,
        clock: Clock | None = None,
        global_bindings: Sequence[Binding] = DEFAULT_GLOBAL_BINDINGS,
        log: logging.Logger | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.title = title
        self.speaker = speaker
        self.sounds = sounds
        self.translator = translator
        self.settings = settings
        self.clock = clock or Clock()
        self.timers = Timers(self.clock)
        self.global_keymap = Keymap(global_bindings)
        self.log = log or logging.getLogger("engine.app")
        self.rng = rng or random.Random()
        self.stack: list[Screen] = []
        self.running = False
        self.latencies: list[float] = []  # key read -> speech call, in seconds
        # Called with (exception, where) after the traceback is logged.
        self.on_error: Callable[[BaseException, str], None] = self._default_error
        self._ops: list[tuple[str, Any]] = []
        self._held: set[int] = set()
        self._swallow_text = False
        # A character key nothing took as a command: answered once its TEXTINPUT is known
        # to be unused too (a menu takes letters to jump), or at the end of the frame.
        self._unused_pending = False
        self._keep_words = False  # see let_finish
        self._help_page: tuple[Screen, str] | None = None  # the F1 page just spoken, and where
        self._key_time: float | None = None
        self._notices: list[Notice] = []
        self._announced = False
        self._worker: ThreadPoolExecutor | None = None
        speaker.on_speak = self._on_speak
        translator.on_language = speaker.set_language  # a voice that goes by language follows
        speaker.set_language(translator.language)
        speaker.clock = self.clock.now  # spoken_at() in the loop's time, as timers are
        self._notices.extend(speaker.take_notices())
        if settings is not None:
            sounds.master_volume = settings.get("master_volume")
            sounds.cue_volume = settings.get("cue_volume")
            self._notices.extend(settings.notices)
        self._notices.extend(sounds.take_notices())
        open_window(title)

    # --- stack (applied between handlers) ---------------------------------------------------
    @property
    def top(self) -> Screen | None:
        return self.stack[-1] if self.stack else None

    def push(self, screen: Screen) -> None:
        self._ops.append(("push", screen))

    def pop(self, screen: Screen | None = None) -> None:
        self._ops.append(("pop", screen))

    def replace(self, screen: Screen) -> None:
        self._ops.append(("replace", screen))

    def _apply_ops(self) -> None:
        while self._ops:
            op, screen = self._ops.pop(0)
            if op == "push":
                if self.top is not None:
                    self._call(self.top.on_cover, "on_cover")
                self.stack.append(screen)
                self._call(screen.on_push, "on_push")
            elif op == "pop":
                self._remove(screen or self.top)
            elif op == "replace":
                self._remove(self.top, reveal=False)
                self.stack.append(screen)
                self._call(screen.on_push, "on_push")
        if not self._announced and self.stack:
            # Startup notices wait for the first screen's words, then follow them.
            self._announced = True
            self.flush_notices()
        if self.running and not self.stack:
            self.running = False

    def _remove(self, screen: Screen | None, reveal: bool = True) -> None:
        if screen is None or screen not in self.stack:
            return
        was_top = screen is self.top
        self.stack.remove(screen)
        self.timers.cancel_owned_by(screen)
        self._call(screen.on_pop, "on_pop")
        if was_top and reveal and self.top is not None:
            self._call(self.top.on_reveal, "on_reveal")

    # --- speech, notices, timers -----------------------------------------------------------
    def speak(self, text: str, interrupt: bool = True) -> None:
        self.speaker.speak(text, interrupt and not self._keep_words)

    def say(self, msg_id: str, interrupt: bool = True, **args: Any) -> None:
        self.speak(self.translator.tr(msg_id, **args), interrupt)

    def let_finish(self) -> None:
        """What was just said answers this key: whatever else speaks before the next key or
        timer (a screen revealed under a closing dialog announcing itself) is queued after
        it instead of cutting it off."""
        self._keep_words = True

    def when_spoken(self, callback: Callable[[float], object], owner: object = None) -> None:
        """Tell ``callback`` the moment (loop time) when what was asked to be said so far has
        been spoken. Where the backend itself knows whether it speaks, it is asked every
        ``SPOKEN_POLL`` seconds: ``callback(now)`` at each poll while it speaks and once when
        it has stopped. Elsewhere ``callback`` is called at once with the estimate
        (``Speaker.spoken_at``, a moment that may be ahead). So ``callback`` may be called
        more than once, each time with a later moment."""
        speaker = self.speaker
        if not speaker.knows_speaking():
            callback(speaker.spoken_at())
            return
        deadline = self.clock.now() + SPOKEN_POLL_LIMIT

        def poll() -> None:
            now = self.clock.now()
            callback(now)
            if now < deadline and speaker.speaking():
                self.after(SPOKEN_POLL, poll, owner)

        self.after(SPOKEN_POLL, poll, owner)

    def notify(self, notice: Notice) -> None:
        """Tell the player a notice now if a screen has spoken, else after the first one."""
        self._notices.append(notice)
        if self._announced:
            self.flush_notices()

    def flush_notices(self) -> None:
        self._notices.extend(self.sounds.take_notices())
        while self._notices:
            notice = self._notices.pop(0)
            self.speak(notice.text(self.translator.tr), interrupt=False)

    def after(self, seconds: float, callback: Callable[[], object], owner: object = None) -> Timer:
        """Run ``callback`` after ``seconds`` of loop time; ``.cancel()`` the result to stop."""
        return self.timers.after(seconds, callback, owner)

    def every(self, seconds: float, callback: Callable[[], object], owner: object = None) -> Timer:
        return self.timers.every(seconds, callback, owner)

    def submit(self, work: Callable[..., Any], *args: Any) -> Future:
        """Run ``work(*args)`` on a background thread, so that a long computation (a
        computer player thinking) never delays the keys; jobs run one at a time, in order.
        Read the result on the loop with ``future.result()``; ``work`` must not touch
        anything the loop changes meanwhile."""
        if self._worker is None:
            self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="engine-work")
        return self._worker.submit(work, *args)

    def _on_speak(self, text: str) -> None:
        if self._key_time is not None:
            self.latencies.append(time.perf_counter() - self._key_time)
            self._key_time = None

    # --- the loop --------------------------------------------------------------------------
    def run(self, first: Screen | None = None) -> None:
        """The program's loop: until the last screen is popped or ``quit()``."""
        if first is not None:
            self.push(first)
        self.running = True
        self._apply_ops()
        while self.running:
            due = self.timers.next_due()
            wait = 50 if due is None else min(50, int((due - self.clock.now()) * 1000))
            # Waiting on the queue (not sleeping) reads a key the moment it arrives;
            # wait(0) would block for ever, so a timer already due only polls.
            event = pygame.event.wait(wait) if wait > 0 else pygame.event.poll()
            self.frame([event] if event.type != pygame.NOEVENT else [])

    def frame(self, first_events: Sequence[Any] = ()) -> None:
        """One pass: every pending event, then every due timer."""
        self._apply_ops()
        for event in [*first_events, *pygame.event.get()]:
            self.handle_event(event)
            self._apply_ops()
            self._keep_words = False
        self._settle_unused_key()
        self.run_timers()

    def run_timers(self) -> None:
        now = self.clock.now()
        while (timer := self.timers.pop_due(now)) is not None:
            self._call(timer.callback, "timer")
            self._apply_ops()
            self._keep_words = False

    def _settle_unused_key(self) -> None:
        """A character key still waiting when no TEXTINPUT came for it (the frame ended, or
        the next key came first): nothing used it."""
        if self._unused_pending:
            self._unused_pending = False
            self.answer_unused_key()
            self._key_time = None

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Pop every screen and release speech and sound."""
        while self.stack:
            self._remove(self.top, reveal=False)
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)
            self._worker = None
        self.sounds.close()
        self.speaker.close()

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event: Any) -> None:
        if event.type == pygame.KEYDOWN:
            self._on_keydown(event)
        elif event.type == pygame.KEYUP:
            self._held.discard(event.key)
        elif event.type == pygame.TEXTINPUT:
            if self._swallow_text:
                self._swallow_text = False  # the key that typed it was a command
                return
            pending, self._unused_pending = self._unused_pending, False
            used = self.top is not None and self._call(
                lambda: self.top.handle_text(event.text), "handle_text")
            if pending:
                if not used:
                    self.answer_unused_key()
                self._key_time = None  # the key has had its answer (its latency sample)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self._held.clear()
        elif event.type == pygame.QUIT:
            self.quit()

    def _on_keydown(self, event: Any) -> None:
        self._settle_unused_key()
        read_at = time.perf_counter()
        repeat = event.key in self._held
        self._held.add(event.key)
        self._swallow_text = False
        if event.key in CTRL_KEYS:
            if not repeat:
                self.speaker.silence()
            return
        if event.key in MODIFIER_KEYS:
            return
        combo = combo_for_event(event.key, event.mod)
        if combo is None or (repeat and not is_navigation(combo)):
            return  # held non-navigation keys do not repeat
        self._key_time = read_at
        used = self.handle_combo(combo)
        screen = self.top
        if used:
            self._swallow_text = types_text(combo)
        elif not repeat and screen is not None and combo not in SYSTEM_COMBOS:
            key = split_combo(combo)[1]
            if len(key) > 1 and key != "space":
                self.answer_unused_key()
            elif not (screen.captures_text and types_text(combo)):  # in a field it types
                # A character key: its TEXTINPUT may still be used (a menu's first letter,
                # AltGr's character in a field), so the answer waits for it.
                self._unused_pending = True
        if self._key_time == read_at and not self._unused_pending:
            self._key_time = None  # the key said nothing: no latency sample

    def handle_combo(self, combo: str) -> bool:
        """Offer a combo to the global bindings, then the top screen; True when used."""
        screen = self.top
        mods, key = split_combo(combo)
        typing = screen is not None and screen.captures_text and (
            (len(key) == 1 or key == "space") and not mods & {"ctrl", "alt"}
        )
        command = None if typing else self.global_keymap.command_for(combo)
        if command != "help":
            self._help_page = None  # F1 pressed again only right after F1 turns the page
        if command is not None:
            self._call(lambda: self.global_command(command), "global")
            return True
        if screen is None:
            return False
        command = screen.keymap.command_for(combo)
        if command is not None:
            return bool(self._call(lambda: screen.handle_command(command), "handle_command"))
        return bool(self._call(lambda: screen.handle_key(combo), "handle_key"))

    def global_command(self, command: str) -> None:
        if command == "help":
            self.speak_help()
        elif command.startswith("history_"):
            self.speaker.review(command.removeprefix("history_"))
        elif command.endswith(("_volume_up", "_volume_down")):
            kind, _, direction = command.rpartition("_")
            self.change_volume(kind, VOLUME_STEP if direction == "up" else -VOLUME_STEP)
        else:
            self.log.warning("unknown global command %r", command)

    def change_volume(self, kind: str, delta: float) -> None:
        """``kind`` is ``cue_volume`` or ``master_volume``; saved and spoken as a percentage."""
        value = round(max(0.0, min(1.0, getattr(self.sounds, kind) + delta)), 1)
        setattr(self.sounds, kind, value)
        if self.settings is not None:
            self.settings.set(kind, value)
        self.sounds.play("menu_value")
        msg = N_("volume-cue") if kind == "cue_volume" else N_("volume-master")
        self.say(msg, percent=int(round(value * 100)))

    def answer_unused_key(self) -> None:
        """A key with nothing on it on this screen: the nothing-here cue and, unless the
        player turned the words off (setting ``speak_unused_keys``), where to find the keys."""
        self.sounds.play(UNUSED_KEY_CUE)
        if self.settings is None or self.settings.get("speak_unused_keys", True):
            self.say(N_("key-unused"))

    def help_lines(self, bindings: Sequence[Binding], screen: Screen | None = None) -> list[str]:
        """One line per binding with help ("Up arrow: previous item"), for the commands
        ``screen`` can run now. A help message with a ``.keys`` attribute names its keys
        itself ("1 to 7: go to that card"), for a row of keys that share one line."""
        tr = self.translator.tr
        lines = []
        for binding in bindings:
            if not binding.help or (screen is not None and not screen.can_run(binding.command)):
                continue
            keys_id = binding.help + ".keys"
            key = tr(keys_id) if self.translator.has(keys_id) else describe_combo(
                binding.combo, tr)
            lines.append(tr("help-line", key=key, action=tr(binding.help)))
        return lines

    def speak_help(self) -> None:
        """F1: the top screen's own keys, briefly, and a hint that F1 again gives the keys of
        every screen; F1 right after that speaks those global keys (then the screen's again).
        A screen with no keys of its own says so and goes straight to the global keys."""
        screen = self.top
        own = self.help_lines(list(screen.keymap), screen) if screen is not None else []
        turn = self._help_page == (screen, "own")
        if own and not turn:
            lines = [*own, self.translator.tr("help-more")]
            self._help_page = (screen, "own")
        else:
            lines = [self.translator.tr("help-everywhere"),
                     *self.help_lines(list(self.global_keymap))]
            if not own:
                lines.insert(0, self.translator.tr("help-none"))
            self._help_page = (screen, "global")
        for index, line in enumerate(lines):
            self.speak(line, interrupt=index == 0)

    # --- feeding input (scripts and tests) -------------------------------------------------
    def press(self, combo: str) -> None:
        """Post a key press as the keyboard would: KEYDOWN, its TEXTINPUT, KEYUP."""
        from engine.keys import parse_combo

        combo = parse_combo(combo)
        mods, key = split_combo(combo)
        code, flags = key_code(key), mod_flags(mods)
        char = " " if key == "space" else key if len(key) == 1 else ""
        if char and "shift" in mods:
            char = char.upper() if char.isalpha() else ""
        pygame.event.post(pygame.event.Event(
            pygame.KEYDOWN, key=code, mod=flags, unicode=char, scancode=0))
        if char and not mods & {"ctrl", "alt"}:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=flags, unicode="",
                                             scancode=0))

    def type_text(self, text: str) -> None:
        """Post typed text, one TEXTINPUT per character as a keyboard sends it."""
        for char in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))

    # --- errors ----------------------------------------------------------------------------
    def _call(self, func: Callable[[], Any], where: str) -> Any:
        try:
            return func()
        except Exception as exc:
            self.log.exception("unexpected error in %s (screen %s)", where,
                               type(self.top).__name__ if self.top else None)
            try:
                self.on_error(exc, where)
            except Exception:
                self.log.exception("the error hook failed too")
            return True  # the key was used, even if it went wrong

    def _default_error(self, exc: BaseException, where: str) -> None:
        self.say(N_("error-unexpected"))
