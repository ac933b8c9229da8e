"""Speech: the backend chain, fallback told once, print output, rate."""

from __future__ import annotations

import io
import sys

from engine.speech import (
    PrintBackend,
    RecorderBackend,
    Speaker,
    SpeechBackend,
    available_backends,
    chain_for,
)


class FakeTolkError(BaseException):
    """Like cytolk's TolkNotLoadedError, which derives from BaseException."""


class Breaks(SpeechBackend):
    name = "breaks"

    def __init__(self, after: int = 0) -> None:
        self.left = after
        self.closed = False

    def speak(self, text: str, interrupt: bool) -> None:
        if self.left <= 0:
            raise FakeTolkError("gone")
        self.left -= 1

    def close(self) -> None:
        self.closed = True


def tr(msg_id, **args):
    return f"{msg_id} {args}" if args else msg_id


def test_chain_order_on_each_platform(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    assert chain_for("auto") == ["speechd", "prism", "print", "none"]
    assert chain_for("print") == ["print", "speechd", "prism", "none"]
    assert available_backends() == ["auto", "speechd", "prism", "print", "none"]
    monkeypatch.setattr(sys, "platform", "win32")
    assert chain_for("auto") == ["cytolk", "prism", "print", "none"]
    assert chain_for("prism") == ["prism", "cytolk", "print", "none"]
    assert available_backends() == ["auto", "cytolk", "prism", "print", "none"]
    monkeypatch.setattr(sys, "platform", "darwin")
    assert chain_for("auto") == ["prism", "print", "none"]
    assert "recorder" not in available_backends()


def test_backend_failing_to_load_falls_back_and_tells_once():
    recorder = RecorderBackend()

    def broken():
        raise ValueError("no voice")

    speaker = Speaker(["broken", "rec"], translate=tr,
                      factories={"broken": broken, "broken2": broken, "rec": lambda: recorder})
    assert speaker.backend is recorder
    # At start the notice waits for the App (told after the first screen's words) ...
    assert recorder.spoken == []
    notices = speaker.take_notices()
    assert [(n.msg_id, n.args) for n in notices] == [
        ("speech-fallback", {"failed": "broken", "using": "recorder"})
    ]
    assert speaker.take_notices() == []
    # ... later, a switch that fails is told at once, through the new backend, once.
    speaker.set_backend(["broken2", "rec"])
    speaker.set_backend(["broken2", "rec"])
    assert recorder.spoken == ["speech-fallback {'failed': 'broken2', 'using': 'recorder'}"]


class Voice(RecorderBackend):
    name = "speechd"


def test_auto_probing_that_finds_a_voice_is_not_announced(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    voice = Voice()

    def broken():
        raise ValueError("no voice")

    speaker = Speaker("auto", translate=tr, factories={
        "speechd": broken, "prism": lambda: voice, "print": RecorderBackend})
    assert speaker.backend is voice
    assert speaker.take_notices() == [] and voice.spoken == []


def test_auto_that_finds_no_voice_says_so_once(monkeypatch):
    """Falling back to printed text silently leaves a player without a terminal in silence
    with no idea why: auto says it found no voice (once, after the first screen)."""
    monkeypatch.setattr(sys, "platform", "linux")

    def broken():
        raise TimeoutError("no answer")

    printed = PrintBackend(io.StringIO())
    speaker = Speaker("auto", translate=tr, factories={
        "speechd": broken, "prism": broken, "print": lambda: printed})
    assert speaker.backend is printed
    assert [(n.msg_id, n.args) for n in speaker.take_notices()] == [
        ("speech-no-voice", {"tried": "speechd, prism", "using": "print"})]
    speaker.set_backend("auto")  # chosen again in the options: not told twice
    assert printed.stream.getvalue() == ""


def test_backend_raising_while_speaking_falls_back_once():
    recorder = RecorderBackend()
    breaks = Breaks(after=1)
    speaker = Speaker([breaks, recorder], translate=tr)
    speaker.speak("first")
    speaker.speak("second")
    speaker.speak("third")
    assert breaks.closed
    assert recorder.spoken == [
        "speech-fallback {'failed': 'breaks', 'using': 'recorder'}", "second", "third"
    ]
    assert speaker.history.items()[0:2] == ["first", "second"]
    assert speaker.history.items()[-1] == "third"


def test_everything_broken_ends_silent_not_crashing():
    speaker = Speaker([Breaks(), Breaks()], translate=tr)
    speaker.speak("hello")
    assert speaker.backend_name == "none"


def test_print_backend_one_line_per_utterance():
    out = io.StringIO()
    speaker = Speaker(PrintBackend(out))
    speaker.speak("Options,\n3 of 6")
    speaker.speak("")
    assert out.getvalue() == "Options, 3 of 6\n"


def test_switching_backend():
    speaker = Speaker("none")
    recorder = RecorderBackend()
    speaker.set_backend(recorder)
    speaker.speak("now")
    assert recorder.spoken == ["now"] and speaker.choice == "recorder"
    assert speaker.set_rate(0.5) is False
