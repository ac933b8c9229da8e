"""The golden transcripts (tests/rules/golden) replay line for line."""

import pytest

from .make_golden import GAMES, GOLDEN, transcript


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_transcript(name):
    expected = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    actual = transcript(*GAMES[name])
    for number, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        assert got == want, f"{name}.txt line {number} differs"
    assert len(actual) == len(expected)
