"""For every test: no real speech service is reached, unless the test is marked.

A developer's machine may run Speech Dispatcher, Orca or a Windows screen reader: a test that
fell back to one would speak aloud there, hang where the service hangs, and pass or fail by
machine. So the backends that reach a real voice (cytolk, Speech Dispatcher, Prism) fail to
load in tests, and programs started by tests find no Speech Dispatcher nor session bus.
Tests marked ``speech_server`` are the exception; they are deselected by default:

    python -m pytest -m speech_server
"""

from __future__ import annotations

import pytest

from engine import speech

REAL_VOICES = ("CytolkBackend", "SpeechdBackend", "PrismBackend")


class _NoRealVoice(speech.SpeechBackend):
    def __init__(self, *args, **kwargs) -> None:
        raise RuntimeError("real speech is off in tests (mark the test speech_server)")


@pytest.fixture(autouse=True)
def no_real_speech(request, monkeypatch, tmp_path_factory):
    if request.node.get_closest_marker("speech_server"):
        yield
        return
    for name in REAL_VOICES:
        monkeypatch.setattr(speech, name, type(name, (_NoRealVoice,), {}))
    nowhere = tmp_path_factory.getbasetemp() / "no-speech-service"
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{nowhere}")
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", f"unix:path={nowhere}")
    yield
