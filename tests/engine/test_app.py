"""The loop: timers on the loop clock, the stack's hooks, errors, volume keys, latency."""

from __future__ import annotations

import logging
import threading
import time

import pygame

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
    drive(app, "f8", "f8", "q")  # "q" has nothing on it: it says so, through its TEXTINPUT
    spent = time.perf_counter() - before
    # Each sample is a part of the time these key presses took, however loaded the machine.
    assert len(app.latencies) == 3 and all(0 <= x <= spent for x in app.latencies)
    app.settings.set("speak_unused_keys", False)
    drive(app, "q")  # only the cue now: no words, no sample
    assert len(app.latencies) == 3


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


# --- silence is a bug: every key gets an answer ----------------------------------------------
NOTHING = "Nothing on that key. F1 for keys."


def test_a_key_with_nothing_on_it_plays_the_cue_and_says_so(make_app, recorder):
    app = make_app()
    log = []
    app.push(Probe(app, "a", log))
    for key in ("tab", "f11", "left", "ctrl+q", "shift+return"):
        drive(app, key)
        assert recorder.last == NOTHING, key
        assert app.sounds.played[-1] == "nothing_here"
    assert app.sounds.played.count("nothing_here") == 5
    assert len(recorder.spoken) == 5  # once each
    drive(app, "d")  # bound: the screen answers, not the app
    assert log[-1] == "dirty a" and len(recorder.spoken) == 5


def test_a_character_nothing_uses_is_answered_once_and_one_a_screen_types_not_at_all(
        make_app, recorder):
    from engine.forms import TextField

    app = make_app()
    app.push(Screen(app))  # takes no typed text
    drive(app, "q", "space", "shift+q")
    assert recorder.spoken == [NOTHING] * 3
    log = []
    app.push(Probe(app, "a", log))  # takes typed text: the letter is used
    drive(app, "q")
    assert log[-1] == "text q" and recorder.spoken == [NOTHING] * 3
    app.push(TextField(app, lambda: "Name", lambda text: None))
    drive(app)
    count = len(recorder.spoken)
    drive(app, "q", "space", "1")
    assert recorder.spoken[count:] == ["q", "Space", "1"]  # typed, spoken, never "nothing"
    drive(app, "tab")
    assert recorder.last == NOTHING


def test_modifiers_ctrl_system_keys_and_held_keys_are_not_answered(make_app, recorder):
    app = make_app()
    app.push(Screen(app))
    drive(app, "lshift", "rshift", "lalt", "lctrl", "rctrl", "alt+f4")
    assert recorder.spoken == [] and "nothing_here" not in app.sounds.played
    assert recorder.silenced == 2  # Ctrl alone silences
    drive(app)
    for _ in range(3):  # Left held down: the first press is answered, its repeats are not
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0,
                                             unicode="", scancode=0))
    app.frame()
    assert recorder.spoken == [NOTHING]


def test_the_words_can_be_turned_off_the_sound_stays(make_app, recorder):
    app = make_app()
    app.push(Screen(app))
    app.settings.set("speak_unused_keys", False)
    drive(app, "tab", "q")
    assert recorder.spoken == []
    assert app.sounds.played == ["nothing_here", "nothing_here"]


def test_the_answer_is_in_the_players_language(make_app, recorder):
    from .conftest import PROJECT_LANG_DIR

    app = make_app(lang_dir=PROJECT_LANG_DIR, language="ru")
    app.push(Screen(app))
    drive(app, "tab")
    assert recorder.last == "На этой клавише ничего нет. F1 — список клавиш."


def test_a_character_typed_with_altgr_in_a_field_is_typed_not_answered(make_app, recorder):
    from engine.forms import TextField

    app = make_app()
    app.push(TextField(app, lambda: "Name", lambda text: None))
    drive(app)
    altgr = pygame.KMOD_LCTRL | pygame.KMOD_RALT  # how Windows reports AltGr
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=altgr,
                                         unicode="~", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="~"))
    app.frame()
    assert recorder.last == "~" and "nothing_here" not in app.sounds.played
    drive(app, "ctrl+q")  # no character comes with it: answered
    assert recorder.last == NOTHING


def test_two_unused_keys_in_one_frame_are_both_answered(make_app, recorder):
    app = make_app()
    app.push(Screen(app))
    drive(app)
    app.press("ctrl+q")  # no character comes with it
    app.press("tab")
    app.frame()
    assert recorder.spoken == [NOTHING, NOTHING]


def test_the_voice_follows_the_game_language(make_app, recorder, monkeypatch):
    from .conftest import PROJECT_LANG_DIR

    asked: list[str] = []
    monkeypatch.setattr(recorder, "set_language", lambda code: asked.append(code) or True,
                        raising=False)
    app = make_app(lang_dir=PROJECT_LANG_DIR, language="pt-BR")
    app.translator.set_language("fr")
    app.translator.set_language("xx")  # unknown: English, and the voice follows that too
    assert asked == ["pt-BR", "fr", "en"]
    assert app.speaker.language == "en"
