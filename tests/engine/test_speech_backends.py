"""The backends that reach a real voice, run everywhere against stand-ins: cytolk (Windows
only) through a fake ``cytolk`` module, Prism through a fake ``prism`` module, Speech
Dispatcher through a fake daemon on 127.0.0.1; and printed speech whose output is gone."""

from __future__ import annotations

import io
import logging
import sys
import threading
import types

import pytest

from engine import speech, speechd
from engine.i18n import Translator
from engine.speech import (
    CytolkBackend,
    PrintBackend,
    PrismBackend,
    Speaker,
    SpeechdBackend,
    default_factories,
)

from ..fake_speechd import FakeSpeechd
from .conftest import PROJECT_LANG_DIR

TR = Translator(PROJECT_LANG_DIR, "en").tr


class TolkNotLoadedError(BaseException):
    """cytolk's own derives from BaseException: ``except Exception`` misses it."""


class FakeTolk:
    """cytolk.tolk as the game uses it, recording every call."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []
        self.output_result: bool = True
        self.raise_on_output: BaseException | None = None
        self.raise_on_load: BaseException | None = None
        self.reader = "NVDA"
        self.busy = True

    def detect_screen_reader(self) -> str:
        return self.reader

    def is_speaking(self) -> bool:
        return self.busy

    def try_sapi(self, value: bool) -> None:
        self.calls.append(("try_sapi", value))

    def prefer_sapi(self, value: bool) -> None:
        self.calls.append(("prefer_sapi", value))

    def load(self) -> None:
        self.calls.append(("load",))
        if self.raise_on_load is not None:
            raise self.raise_on_load

    def output(self, text: str, interrupt: bool = False) -> bool:
        self.calls.append(("output", text, interrupt))
        if self.raise_on_output is not None:
            raise self.raise_on_output
        return self.output_result

    def silence(self) -> None:
        self.calls.append(("silence",))


@pytest.fixture
def tolk(monkeypatch) -> FakeTolk:
    """Windows as the speech module sees it, with a fake cytolk installed."""
    fake = FakeTolk()
    package = types.ModuleType("cytolk")
    package.tolk = fake
    monkeypatch.setitem(sys.modules, "cytolk", package)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(speech, "_tolk", None)  # Tolk is loaded once per process
    monkeypatch.setattr(speech, "CytolkBackend", CytolkBackend)  # the real one, on the fake
    return fake


def printed_speaker(choice: str, out: io.StringIO, **kwargs) -> Speaker:
    factories = {**default_factories(**kwargs), "print": lambda: PrintBackend(out)}
    return Speaker(choice, translate=TR, factories=factories)


# --- cytolk ------------------------------------------------------------------------------------
def test_cytolk_asks_for_sapi_before_loading(tolk):
    out = io.StringIO()
    speaker = printed_speaker("auto", out)
    assert speaker.backend_name == "cytolk"
    assert tolk.calls == [("try_sapi", True), ("load",)]
    speaker.speak("Hello", interrupt=False)
    speaker.silence()
    assert tolk.calls[2:] == [("output", "Hello", False), ("silence",)]
    assert out.getvalue() == "" and speaker.take_notices() == []


def test_cytolk_prefers_sapi_when_asked_and_loads_once(tolk):
    printed_speaker("cytolk", io.StringIO(), prefer_sapi=True)
    assert tolk.calls == [("try_sapi", True), ("prefer_sapi", True), ("load",)]
    CytolkBackend()
    assert tolk.calls.count(("load",)) == 1


def test_cytolk_output_false_falls_back_and_says_so(tolk):
    tolk.output_result = False
    out = io.StringIO()
    speaker = printed_speaker("cytolk", out)
    speaker.speak("Hello")
    speaker.speak("Again")
    assert out.getvalue().splitlines() == [
        "Speech from cytolk failed; now speaking through print.", "Hello", "Again"]
    assert speaker.backend_name == "print"


def test_tolk_not_loaded_error_falls_back_but_ctrl_c_still_stops(tolk):
    tolk.raise_on_output = TolkNotLoadedError("Tolk is not loaded")
    out = io.StringIO()
    speaker = printed_speaker("cytolk", out)
    speaker.speak("Hello")
    assert out.getvalue().splitlines()[-1] == "Hello"
    assert speaker.backend_name == "print"
    tolk.raise_on_output = KeyboardInterrupt()
    speaker.set_backend("cytolk")
    with pytest.raises(KeyboardInterrupt):
        speaker.speak("Stop")


def test_tolk_failing_to_load_is_told_after_the_first_screen(tolk):
    tolk.raise_on_load = TolkNotLoadedError("no Tolk")
    speaker = printed_speaker("cytolk", io.StringIO())
    assert speaker.backend_name == "print"
    assert [(n.msg_id, n.args) for n in speaker.take_notices()] == [
        ("speech-fallback", {"failed": "cytolk", "using": "print"})]


def test_tolk_tells_whether_it_speaks_only_for_sapi(tolk):
    speaker = Speaker("cytolk", translate=TR)
    assert not speaker.knows_speaking()  # a screen reader's driver cannot tell
    speaker.speak("x" * 600)
    assert speaker.speaking()  # so the estimate answers
    tolk.reader = "SAPI"
    assert speaker.knows_speaking() and speaker.speaking()
    tolk.busy = False
    assert not speaker.speaking()


def test_cytolk_is_refused_off_windows(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    with pytest.raises(RuntimeError, match="Windows only"):
        CytolkBackend()


# --- Prism ------------------------------------------------------------------------------------
class FakePrism:
    """A ``prism`` module whose best backend comes when the test lets it."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.contexts = 0
        self.fail: Exception | None = None
        self.said: list[tuple[str, bool]] = []
        fake = self

        class Backend:
            name = "Speech Dispatcher"
            rate = 0.5
            speaking = True

            def output(self, text, interrupt=False):
                fake.said.append((text, interrupt))

            def stop(self):
                fake.said.append(("<stop>", True))

        class Context:
            def __init__(self):
                fake.contexts += 1

            def create_best(self):
                fake.release.wait(10)
                if fake.fail is not None:
                    raise fake.fail
                return Backend()

        self.module = types.ModuleType("prism")
        self.module.Context = Context


@pytest.fixture
def prism(monkeypatch) -> FakePrism:
    fake = FakePrism()
    monkeypatch.setitem(sys.modules, "prism", fake.module)
    monkeypatch.setattr(speech, "_prism_job", None)
    monkeypatch.setattr(speech, "PrismBackend", PrismBackend)
    monkeypatch.setattr(PrismBackend, "wait", 0.05)
    monkeypatch.setattr(sys, "platform", "darwin")  # auto: prism, then print
    yield fake
    fake.release.set()


def test_a_slow_prism_start_is_not_waited_for_and_serves_a_later_choice(prism):
    out = io.StringIO()
    speaker = printed_speaker("auto", out)
    assert speaker.backend_name == "print"  # Prism is still choosing its voice
    assert [n.msg_id for n in speaker.take_notices()] == ["speech-no-voice"]
    prism.release.set()
    speech._prism_job.result(timeout=10)
    speaker.set_backend("prism")  # chosen later in the options: ready at once
    speaker.speak("Hello")
    assert speaker.backend_name == "prism" and prism.said == [("Hello", True)]
    assert speaker.set_rate(0.8) and speaker.backend.backend.rate == 0.8
    assert prism.contexts == 1  # started once
    assert speaker.knows_speaking() and speaker.speaking()  # Prism's own notion
    speaker.backend.backend.speaking = False
    assert not speaker.speaking()


def test_a_prism_that_finds_nothing_is_asked_again_next_time(prism):
    prism.fail = ValueError("Invalid or unsupported backend")
    prism.release.set()
    with pytest.raises(ValueError):
        PrismBackend()
    prism.fail = None
    assert PrismBackend().backend.name == "Speech Dispatcher"
    assert prism.contexts == 2


# --- Speech Dispatcher ------------------------------------------------------------------------
@pytest.fixture
def daemon(monkeypatch):
    made = []

    def start(mute: bool = False, languages: set[str] | None = None) -> FakeSpeechd:
        fake = FakeSpeechd(mute=mute, languages=languages)
        made.append(fake)
        monkeypatch.setenv("SPEECHD_ADDRESS", fake.address)
        return fake

    monkeypatch.setattr(speech, "SpeechdBackend", SpeechdBackend)
    monkeypatch.setattr(sys, "platform", "linux")
    yield start
    for fake in made:
        fake.close()


def test_speech_dispatcher_speaks_interrupts_and_sets_the_rate(daemon):
    fake = daemon()
    speaker = printed_speaker("auto", io.StringIO())
    assert speaker.backend_name == "speechd" and speaker.take_notices() == []
    speaker.speak("1000 Miles. Home.")
    speaker.speak(".hidden\nsecond line", interrupt=False)
    assert speaker.set_rate(0.75)
    speaker.silence()
    speaker.close()
    assert fake.ended.wait(10)  # the daemon reads on its own thread: a loaded machine lags
    assert fake.spoken == ["1000 Miles. Home.", ".hidden second line"]
    assert fake.commands[0].startswith("SET SELF CLIENT_NAME ")
    assert fake.commands[0].endswith(":1000-miles:main")
    assert fake.commands[1:] == ["CANCEL SELF", "SPEAK", "SPEAK", "SET SELF RATE 50",
                                 "CANCEL SELF", "QUIT"]


def test_speech_dispatcher_speaks_the_game_language_on_every_backend_loaded(daemon):
    fake = daemon(languages={"fr", "pt"})
    speaker = printed_speaker("print", io.StringIO())
    assert not speaker.set_language("pt-BR")  # printed speech has no voice to choose
    speaker.set_backend("speechd")  # the language chosen before follows to the voice
    assert speaker.set_language("fr")
    assert not speaker.set_language("ru")  # no Russian voice: the daemon keeps the last one
    assert not speaker.set_language("\r\n")  # nothing that is not a language is sent
    speaker.speak("Bonjour.")
    speaker.close()
    assert fake.ended.wait(10)
    assert fake.commands[1:] == ["SET SELF LANGUAGE pt-BR", "SET SELF LANGUAGE pt",
                                 "SET SELF LANGUAGE fr", "SET SELF LANGUAGE ru",
                                 "CANCEL SELF", "SPEAK", "QUIT"]
    assert fake.spoken == ["Bonjour."]


def test_a_speech_dispatcher_that_does_not_answer_is_left_and_that_is_said(daemon,
                                                                         monkeypatch):
    daemon(mute=True)
    monkeypatch.setattr(speechd, "OPEN_TIMEOUT", 0.05)
    out = io.StringIO()
    speaker = printed_speaker("auto", out)
    assert speaker.backend_name == "print"
    notices = speaker.take_notices()
    assert [TR(n.msg_id, **n.args) for n in notices] == [
        "No screen reader or speech service answered, so the game prints its speech as text."]


def test_a_speech_dispatcher_that_goes_away_falls_back_and_says_so(daemon):
    fake = daemon()
    out = io.StringIO()
    speaker = printed_speaker("speechd", out)
    speaker.speak("One")
    fake.close()
    speaker.backend.client.sock.close()  # the daemon is gone: the next command fails
    speaker.speak("Two")
    assert fake.spoken == ["One"]
    assert out.getvalue().splitlines() == [
        "Speech from speechd failed; now speaking through print.", "Two"]


def test_speech_dispatcher_addresses(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert speechd.parse_address(None) == (
        "unix", str(tmp_path / "speech-dispatcher" / "speechd.sock"))
    assert speechd.parse_address("unix_socket:/run/sd.sock") == ("unix", "/run/sd.sock")
    assert speechd.parse_address("inet_socket:10.0.0.2:7000") == ("inet", ("10.0.0.2", 7000))
    assert speechd.parse_address("inet_socket:localhost") == ("inet", ("localhost", 6560))
    with pytest.raises(speechd.SSIPError):
        speechd.parse_address("carrier_pigeon:home")


def test_speech_dispatcher_is_started_only_for_its_default_socket(monkeypatch, tmp_path):
    spawned = []
    monkeypatch.setattr(speechd.SSIPClient, "_spawn", lambda self: spawned.append(1) or False)
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'none.sock'}")
    with pytest.raises(OSError):
        speechd.SSIPClient()
    assert spawned == []
    monkeypatch.delenv("SPEECHD_ADDRESS")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    with pytest.raises(OSError):
        speechd.SSIPClient()
    assert spawned == [1]


# --- printed speech whose output is gone -------------------------------------------------------
class Gone(io.StringIO):
    def write(self, text):
        raise BrokenPipeError(32, "Broken pipe")


def test_printed_speech_into_a_broken_pipe_goes_quiet_not_elsewhere(caplog):
    speaker = Speaker(PrintBackend(Gone()))
    with caplog.at_level(logging.WARNING):
        speaker.speak("Hello")
        speaker.speak("Again")
    assert speaker.backend_name == "print"  # no fall-back to a voice nobody asked for
    assert caplog.text.count("printed speech stops") == 1


def test_printed_speech_without_a_standard_output(monkeypatch):
    monkeypatch.setattr(sys, "stdout", None)
    speaker = Speaker("print", translate=TR)
    speaker.speak("Hello")
    assert speaker.backend_name == "print" and speaker.backend.lost
