"""The loop: timers on the loop clock, the stack's hooks, errors, volume keys, latency."""

from __future__ import annotations

import logging
import threading
import time

from engine.clock import Timers, VirtualClock
from engine.keys import Binding, Keymap, KeyNameError, combo_for_event, parse_combo
from engine.screen import Screen
from engine.script import advance

from .conftest import drive


class Probe(Screen):
    keymap = Keymap([Binding("d", "dirty", "help-menu-up"), Binding("x", "explode")])

    def __init__(self, app, name, log):
        super().__init__(app)
        self.name, self.log = name, log

    def on_push(self):
        self.log.append(f"push {self.name}")

    def on_cover(self):
        self.log.append(f"cover {self.name}")

    def on_reveal(self):
        self.log.append(f"reveal {self.name}")

    def on_pop(self):
        self.log.append(f"pop {self.name}")

    def cmd_dirty(self):
        self.log.append(f"dirty {self.name}")

    def cmd_explode(self):
        raise RuntimeError("boom")

    def handle_text(self, text):
        self.log.append(f"text {text}")
        return True


def test_timers_fire_in_order_on_the_virtual_clock():
    clock = VirtualClock()
    timers = Timers(clock)
    fired = []
    timers.after(2.0, lambda: fired.append("b"))
    timers.after(1.0, lambda: fired.append("a"))
    timers.after(2.0, lambda: fired.append("c"))
    cancelled = timers.after(1.5, lambda: fired.append("never"))
    cancelled.cancel()
    clock.advance(5)
    while (timer := timers.pop_due(clock.now())) is not None:
        timer.callback()
    assert fired == ["a", "b", "c"]


def test_app_timers_repeat_cancel_and_die_with_their_screen(make_app):
    app = make_app()
    log = []
    screen = Probe(app, "p", log)
    app.push(screen)
    drive(app)
    ticks = []
    every = app.every(1.0, lambda: ticks.append(app.clock.now()))
    screen.after(2.5, lambda: log.append("screen timer"))
    app.after(0.5, lambda: app.after(0.1, lambda: ticks.append("nested")))
    advance(app, 2.0)
    assert ticks == ["nested", 1.0, 2.0]
    every.cancel()
    app.pop()
    advance(app, 5.0)
    assert "screen timer" not in log and ticks == ["nested", 1.0, 2.0]


def test_stack_hooks_in_order(make_app):
    app = make_app()
    log = []
    a, b, c = (Probe(app, n, log) for n in "abc")
    app.push(a)
    app.push(b)
    app.frame()
    app.replace(c)
    app.frame()
    app.pop()
    app.frame()
    assert log == ["push a", "cover a", "push b", "pop b", "push c", "pop c", "reveal a"]
    app.pop()
    app.frame()
    assert not app.running


def test_bound_letter_does_not_also_type(make_app):
    app = make_app()
    log = []
    app.push(Probe(app, "p", log))
    drive(app, "d", "e")
    assert log == ["push p", "dirty p", "text e"]


def test_error_in_a_handler_is_logged_and_the_loop_goes_on(make_app, recorder, caplog):
    app = make_app()
    log = []
    errors = []
    app.push(Probe(app, "p", log))
    drive(app)
    with caplog.at_level(logging.ERROR):
        drive(app, "x")
    assert "RuntimeError: boom" in caplog.text and "Traceback" in caplog.text
    assert recorder.last == "Something went wrong. The details are in the log file."
    app.on_error = lambda exc, where: errors.append((str(exc), where))
    drive(app, "x", "d")
    assert errors == [("boom", "handle_command")] and log[-1] == "dirty p"


def test_volume_keys_change_save_and_speak(make_app, recorder):
    app = make_app()
    app.push(Screen(app))
    drive(app, "f7", "f7", "f10")
    assert recorder.spoken[-3:] == [
        "Cue volume 90 percent", "Cue volume 80 percent", "Master volume 90 percent"
    ]
    assert app.settings.get("cue_volume") == 0.8 and app.sounds.master_volume == 0.9
    assert app.sounds.played.count("menu_value") == 3


def test_latency_is_measured_from_key_to_speech(make_app):
    app = make_app()
    app.push(Screen(app))
    before = time.perf_counter()
    drive(app, "f8", "f8", "q")  # "q" says nothing: no sample
    spent = time.perf_counter() - before
    # Each sample is a part of the time these key presses took, however loaded the machine.
    assert len(app.latencies) == 2 and all(0 <= x <= spent for x in app.latencies)


def test_background_work_runs_off_the_loop_while_keys_are_answered(make_app, recorder):
    app = make_app()
    app.push(Screen(app))
    release = threading.Event()
    job = app.submit(lambda n: (release.wait(10), threading.current_thread().name, n * 2), 21)
    drive(app, "f8")  # the key is answered while the job still waits
    assert recorder.spoken and not job.done()
    release.set()
    _, thread, value = job.result(timeout=10)
    assert value == 42 and thread != threading.current_thread().name


def test_closing_drops_background_work_not_started(make_app):
    app = make_app()
    release = threading.Event()
    first = app.submit(release.wait, 10)
    second = app.submit(lambda: "never")
    app.close()
    release.set()
    assert first.result(timeout=10) is True and second.cancelled()


def test_combo_parsing():
    assert parse_combo("Shift+Ctrl+F4") == "ctrl+shift+f4"
    assert parse_combo("Enter") == "return" and parse_combo("ctrl++") == "ctrl++"
    assert parse_combo(",") == "," and parse_combo("shift+.") == "shift+."
    import pygame

    assert combo_for_event(pygame.K_F4, pygame.KMOD_LCTRL) == "ctrl+f4"
    assert combo_for_event(pygame.K_a, pygame.KMOD_RSHIFT) == "shift+a"
    for bad in ("", "ctrl+", "hyper+a", "f13", "spacebar"):
        try:
            parse_combo(bad)
        except KeyNameError:
            continue
        raise AssertionError(f"{bad!r} was accepted")


def test_real_loop_reads_keys_and_stops(tmp_path, recorder):
    from engine.app import App
    from engine.i18n import Translator
    from engine.settings import Settings
    from engine.sound import Sounds
    from engine.speech import Speaker

    from .conftest import LANG_DIR

    translator = Translator(LANG_DIR, "en")
    app = App("Real", Speaker(recorder, translate=translator.tr),
              Sounds(tmp_path, backend="none"), translator, Settings(tmp_path))
    fired = []
    app.after(0.05, lambda: (fired.append(1), app.press("f8")))
    # Quit once the key has been answered (not at a fixed time: a loaded machine may run
    # both timers in one frame, before the key is read); a bound keeps a failure short.
    deadline = time.monotonic() + 30
    app.every(0.01, lambda: (recorder.last or time.monotonic() > deadline) and app.quit())
    app.run(Screen(app))
    assert fired == [1] and recorder.last == "Cue volume 100 percent"
    assert len(app.latencies) == 1
    app.close()
