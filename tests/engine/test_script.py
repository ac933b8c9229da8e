"""The script runner, in process and end to end through main.py."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time

import pytest

from engine.screen import Screen
from engine.script import ScriptError, decode_script, parse_script, run_script, timings_summary

from .conftest import ROOT


def english_env() -> dict[str, str]:
    """The environment of a player whose system speaks English (the first start offers the
    system's language first, whatever the machine running the tests speaks)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("LC_") and k not in ("LANG", "LANGUAGE")}
    return {**env, "LANG": "en_US.UTF-8", "PYTHONDONTWRITEBYTECODE": "1"}


def run_main(tmp_path, script_text, *extra):
    script = tmp_path / "keys.txt"
    script.write_text(script_text, encoding="utf-8")
    env = english_env()
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--seed", "1", "--config-dir", str(tmp_path / "cfg"), *extra],
        capture_output=True, text=True, timeout=60, env=env, cwd=tmp_path,
    )


def test_parse_script():
    steps = parse_script("# c\n\ndown\nwait 1.5\ntype Ana Bia\nShift+Return\n,\n")
    assert [(s.line, s.kind, s.value) for s in steps] == [
        (3, "key", "down"), (4, "wait", 1.5), (5, "type", "Ana Bia"),
        (6, "key", "shift+return"), (7, "key", ","),
    ]
    with pytest.raises(ScriptError, match=r"keys:2: unknown key 'dwon'"):
        parse_script("down\ndwon\n", "keys")
    with pytest.raises(ScriptError, match="keys:1: bad wait time"):
        parse_script("wait soon", "keys")


def test_parse_expect():
    steps = parse_script("expect Lobby.\nexpect   Yann: hello  \n")
    assert [(s.kind, s.value) for s in steps] == [("expect", "Lobby."), ("expect", "Yann: hello")]
    with pytest.raises(ScriptError, match="keys:1: unknown key 'expect'"):
        parse_script("expect\n", "keys")


class _Outside(Screen):
    """Words that come from another thread in real time (as a server's frames do): the
    screen looks for them on a timer of the loop and says them."""

    def __init__(self, app, words: list[str], after: float) -> None:
        super().__init__(app)
        self.inbox: queue.Queue[str] = queue.Queue()
        self.words, self.delay = words, after

    def on_push(self) -> None:
        def send() -> None:
            for word in self.words:
                time.sleep(self.delay)
                self.inbox.put(word)

        threading.Thread(target=send, daemon=True).start()
        self.every(0.02, self.look)

    def look(self) -> None:
        while not self.inbox.empty():
            self.speak(self.inbox.get())


def test_expect_waits_in_real_time_for_words_from_outside(make_app, recorder):
    app = make_app()
    app.push(_Outside(app, ["first", "second"], after=0.15))
    steps = parse_script("expect first\nwait 1\nexpect second\n")
    started = time.monotonic()
    assert run_script(app, steps) == 0
    assert recorder.spoken == ["first", "second"]
    assert 0.25 <= time.monotonic() - started < 5  # real time passed, bounded
    # a `wait` alone passes instantly: nothing from outside is heard
    app2_steps = parse_script("wait 60\n")
    other = make_app()
    other.push(_Outside(other, ["late"], after=0.5))
    assert run_script(other, app2_steps) == 0
    assert "late" not in recorder.spoken


def test_expect_gives_up_after_its_time_and_names_the_line(make_app, monkeypatch):
    import io

    from engine import script

    monkeypatch.setattr(script, "EXPECT_SECONDS", 0.3)
    app = make_app()
    app.push(_Outside(app, ["hello"], after=0.05))
    err = io.StringIO()
    steps = parse_script("expect hello\nexpect hello\n", "keys")  # said once only
    started = time.monotonic()
    assert run_script(app, steps, "keys", err) == 1
    assert time.monotonic() - started < 3
    assert err.getvalue().strip() == "keys:2: 'hello' not said within 0.3 seconds"


def test_timings_summary():
    assert "median 2.00 ms" in timings_summary([0.001, 0.002, 0.003])
    assert "no samples" in timings_summary([])


def test_main_runs_a_script_end_to_end(tmp_path):
    result = run_main(tmp_path, "return\ndown\nreturn\nescape\n,\nwait 2\n", "--timings")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1].startswith("English, 1 of ")  # one item per language folder
    assert lines[:1] + lines[2:] == [
        "Choose your language.", "1000 Miles. Home.", "Play, 1 of 6",
        "Set up a table, 2 of 6", "Set up a table.", "Rules: 1000 Miles, 1 of 8",
        "Set up a table, 2 of 6", "Rules: 1000 Miles, 1 of 8",
    ]
    assert "key-to-speech latency: n=" in result.stderr
    assert (tmp_path / "cfg" / "logs" / "game.log").exists()


def test_quit_ends_the_program(tmp_path):
    result = run_main(tmp_path, "return\nend\nreturn\ndown\n")
    assert result.returncode == 0
    assert result.stdout.splitlines()[-1] == "Goodbye."
    assert "ended before this line" in result.stderr


def test_unknown_key_is_a_clear_error(tmp_path):
    result = run_main(tmp_path, "down\n\nctrl+flurb\n")
    assert result.returncode != 0
    assert "keys.txt:3: unknown key 'ctrl+flurb'" in result.stderr
    assert result.stdout == ""  # nothing ran


def test_version():
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "1000 Miles" in result.stdout


def test_build_app_in_process(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT))
    import main
    from engine.script import parse_script, run_script
    from engine.speech import RecorderBackend

    args = main.parse_args(["--script", "x", "--speech", "none", "--sound", "none",
                            "--lang", "en", "--config-dir", str(tmp_path)])
    app = main.build_app(args)
    recorder = RecorderBackend()
    app.speaker.set_backend(recorder)
    try:
        assert run_script(app, parse_script("return\ndown\nreturn\nescape\n")) == 0
    finally:
        app.close()
    assert recorder.spoken[-1] == "Set up a table, 2 of 6"


# -- scripts that are not text, or far too long (issue 17 item 12) ------------------------

def run_main_bytes(tmp_path, data: bytes):
    script = tmp_path / "keys.txt"
    script.write_bytes(data)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--config-dir", str(tmp_path / "cfg")],
        capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path,
    )


@pytest.mark.parametrize(("data", "error"), [
    (bytes(range(128, 256)) * 8, "keys.txt:1: not UTF-8 text: byte 0x80 at column 1"),
    ("down\nup\n".encode("utf-16"), "keys.txt:1: the script is UTF-16 text; save it as UTF-8"),
    ("down\nup\n".encode("utf-16-le"), "keys.txt:1: not UTF-8 text: a NUL byte (UTF-16 text?) "
                                       "at column 2"),
    (b"down\nup\n# caf\xe9\n", "keys.txt:3: not UTF-8 text: byte 0xe9 at column 6"),
])
def test_a_script_that_is_not_utf8_ends_with_an_error_never_a_traceback(tmp_path, data, error):
    result = run_main_bytes(tmp_path, data)
    assert result.returncode == 2
    assert result.stderr == f"error: {tmp_path / error}\n"
    assert result.stdout == ""  # stopped before anything ran


def test_a_byte_order_mark_is_fine(tmp_path):
    result = run_main_bytes(tmp_path, "\ufeffreturn\nend\nreturn\n".encode())
    assert result.returncode == 0, result.stderr


def test_a_very_long_line_is_cut_in_the_error(tmp_path):
    result = run_main_bytes(tmp_path, b"down\n" + b"x" * 1_000_000 + b"\n")
    assert result.returncode == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"error: {tmp_path / 'keys.txt'}:2: unknown key 'xxxx")
    assert line.endswith("... (1000000 characters)") and len(line) < 200 + len(str(tmp_path))


@pytest.mark.parametrize("wait", ["1e308", "inf", "nan", "3601"])
def test_a_wait_beyond_an_hour_is_refused(wait):
    with pytest.raises(ScriptError, match=r"keys:1: wait time .* over 3600 seconds"):
        parse_script(f"wait {wait}\n", "keys")


def test_a_long_typed_line_is_typed_whole(make_app):
    """pygame's event queue holds 65,535 events: a long `type` line is typed in parts."""
    from engine.forms import TextField

    typed = []
    app = make_app()
    app.push(TextField(app, "menu-item", typed.append, max_length=200_000))
    assert run_script(app, parse_script("type " + "ab" * 50_000 + "\nreturn\n")) == 0
    assert typed == ["ab" * 50_000]


def test_decoding_names_the_line_and_column():
    assert decode_script(b"\xef\xbb\xbfdown\n") == "down\n"
    with pytest.raises(ScriptError, match=r"^s:2: not UTF-8 text: byte 0xc3 at column 3$"):
        decode_script(b"up\nab\xc3(\n", "s")
