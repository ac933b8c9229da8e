"""What hard's own search gains where it plays by its rules: kinds, a tiny run, bad input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import game.bots.hard
from game.audit import positions, ranked
from game.rules import Discard
from game.searchgain import SearchingHard, play_hand, run, unsearched_kind

ROOT = Path(__file__).resolve().parents[1]


def test_the_clear_choices_are_told_from_the_close_ones_and_the_discards():
    for view in positions(4, seed=2, players=4, clear=True):
        actions = ranked(view)[0]
        kind = "clear-discard" if isinstance(actions[0], Discard) else "clear-play"
        assert unsearched_kind(view, actions[0]) == kind
        assert unsearched_kind(view, actions[1]) is None  # not the rules' choice
        assert len(SearchingHard(1).to_weigh(view)) > 1  # what the probe searches
    for view in positions(4, seed=2, players=2):  # close choices at two cars: searched
        assert unsearched_kind(view, ranked(view)[0][0]) is None
    for view in positions(8, seed=2, players=3):
        top = ranked(view)[0][0]
        assert unsearched_kind(view, top) == (
            "close-discard" if isinstance(top, Discard) else None)


def test_a_tiny_run_reports_each_kind_and_is_reproducible(monkeypatch):
    monkeypatch.setattr(game.bots.hard, "DEFAULT_BUDGET", 300)  # a cheap search
    assert play_hand((7, 4, "1000_miles", 2)) == play_hand((7, 4, "1000_miles", 2))
    summary = run(hands=2, seed=7, worlds=4, players=2, workers=1)
    assert (summary["hands"], summary["players"]) == (2, 2)
    assert summary["by_kind"] and "close-discard" not in summary["by_kind"]
    for entry in summary["by_kind"].values():
        assert 0 <= entry["changed"] <= entry["decisions"]
        assert entry["per_hand"] == round(entry["decisions"] / 2, 2)
        lo, hi = entry["hand_gain_ci95"]
        assert lo <= entry["hand_gain"] <= hi
        if entry["changed"] == 0:
            assert entry["gain"] == 0.0


def test_bad_input_is_refused_with_a_message():
    with pytest.raises(ValueError):
        run(hands=1)
    for args, words in ([["--worlds", "1"], "at least 2"],
                        [["--players", "9"], "refused"]):
        out = subprocess.run([sys.executable, "-m", "game.searchgain", *args],
                             capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert out.returncode == 2 and words in out.stderr
