"""When will it have been said: the Speaker's estimate (characters at the rate, restarted by
an interruption or silence) and App.when_spoken, which asks a backend that knows."""

from __future__ import annotations

from engine.clock import VirtualClock
from engine.screen import Screen
from engine.script import advance
from engine.speech import CHARS_PER_SECOND, RecorderBackend, Speaker, SpeechBackend


def speaker_on(clock: VirtualClock, backend: SpeechBackend | None = None) -> Speaker:
    speaker = Speaker(backend or RecorderBackend())
    speaker.clock = clock.now
    return speaker


def test_queued_lines_add_up_and_an_interruption_starts_again():
    clock = VirtualClock()
    speaker = speaker_on(clock)
    assert speaker.spoken_at() == 0.0  # nothing said: already heard
    speaker.speak("a" * 30)
    speaker.speak("b" * 15, interrupt=False)
    assert speaker.spoken_at() == 45 / CHARS_PER_SECOND
    assert speaker.speaking()
    clock.set(1.0)
    speaker.speak("c" * 15)  # cuts the rest off
    assert speaker.spoken_at() == 1.0 + 15 / CHARS_PER_SECOND
    speaker.silence()
    assert speaker.spoken_at() == 1.0 and not speaker.speaking()
    clock.set(10.0)
    speaker.speak("d" * 15, interrupt=False)  # queued after silence: from now
    assert speaker.spoken_at() == 10.0 + 1.0


class Rated(RecorderBackend):
    name = "rated"

    def set_rate(self, rate: float) -> bool:
        return True


def test_a_faster_rate_is_heard_sooner():
    clock = VirtualClock()
    speaker = speaker_on(clock, Rated())
    speaker.set_rate(1.0)
    speaker.speak("a" * 30)
    fast = speaker.spoken_at()
    speaker.set_rate(0.5)  # the backend's middle: the plain estimate
    speaker.speak("a" * 30)
    assert fast == 1.0 and speaker.spoken_at() == 30 / CHARS_PER_SECOND
    speaker.set_rate(0.0)
    speaker.speak("a" * 30)
    assert speaker.spoken_at() == 4.0


class Knows(RecorderBackend):
    """A voice that says whether it is speaking (Prism, Tolk with SAPI)."""

    name = "knows"

    def __init__(self) -> None:
        super().__init__()
        self.busy = True

    def speaking(self) -> bool | None:
        return self.busy


def test_when_spoken_gives_the_estimate_at_once(make_app):
    app = make_app()
    app.speak("x" * 45)
    moments: list[float] = []
    app.when_spoken(moments.append)
    assert moments == [app.clock.now() + 45 / CHARS_PER_SECOND]


def test_when_spoken_asks_a_backend_that_knows_until_it_is_quiet(make_app):
    app = make_app()
    app.push(Screen(app))  # the loop runs while a screen is on
    voice = Knows()
    app.speaker.set_backend(voice)
    app.speak("a long line")
    moments: list[float] = []
    start = app.clock.now()
    app.when_spoken(moments.append)
    assert moments == []  # nothing told before the voice was asked
    advance(app, 0.35)
    assert len(moments) == 3 and moments == sorted(moments)
    voice.busy = False
    advance(app, 1.0)
    assert len(moments) == 4 and moments[-1] <= start + 0.45  # told once more, then quiet
    advance(app, 5.0)
    assert len(moments) == 4
