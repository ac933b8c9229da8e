"""Whole scripted games, heard exactly as before: each transcript in transcripts/ is replayed
through the real program and compared line by line (`python -m tests.ui.make_transcripts`
writes them; regenerate on purpose only, saying in the commit what a player now hears)."""

from __future__ import annotations

import difflib

import pytest

from .make_transcripts import GAMES, TRANSCRIPTS, run


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_scripted_game_sounds_as_recorded(name):
    expected = (TRANSCRIPTS / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    heard = run(name)
    if heard != expected:
        diff = difflib.unified_diff(expected, heard, "recorded", "heard", lineterm="", n=2)
        pytest.fail(f"{name} sounds different:\n" + "\n".join(list(diff)[:80]))
