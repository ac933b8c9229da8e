"""The search audit: a tiny run in-process, its arithmetic, and bad input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.audit import audit_position, kind_of, positions, ranked, run
from game.bots.hard import CLEAR_GAP
from game.rules import Card, Discard, Play

ROOT = Path(__file__).resolve().parents[1]


def test_positions_are_real_choices_and_reproducible():
    first = positions(3, seed=2)
    assert [view.key() for view in first] == [view.key() for view in positions(3, seed=2)]
    assert all(len(view.legal_actions) > 1 for view in first)


def test_positions_at_three_cars_and_clear_choices():
    def gap(view):
        scores = ranked(view)[1]
        return scores[0] - scores[1]

    searched = positions(3, seed=2, players=3)
    clear = positions(3, seed=2, players=3, clear=True)
    assert all(len(view.cars) == 3 for view in searched + clear)
    assert all(gap(view) < CLEAR_GAP for view in searched)
    assert all(gap(view) >= CLEAR_GAP for view in clear)


def test_a_candidate_against_itself_gains_nothing():
    view = positions(1, seed=4)[0]
    # with one candidate the rules' choice is valued against itself on the same worlds
    assert audit_position((view, 1, 4, True, 9))["gain"] == 0.0


def test_run_reports_the_gain_per_decision_and_per_kind():
    summary = run(count=2, candidates=2, worlds=4, objective="points", seed=3, workers=1)
    assert summary["positions"] == 2
    lo, hi = summary["gain_ci95"]
    assert lo <= summary["mean_gain"] <= hi
    assert sum(entry["positions"] for entry in summary["by_kind"].values()) == 2
    assert (summary["players"], summary["clear"]) == (2, False)


def test_kinds_name_the_choice():
    assert kind_of(Play(Card.MILE_100)) == "play-distance"
    assert kind_of(Discard(Card.REPAIRS)) == "discard-defense"


def test_bad_input_is_refused_with_a_message():
    with pytest.raises(ValueError):
        run(count=1, candidates=1, worlds=4)
    out = subprocess.run([sys.executable, "-m", "game.audit", "--worlds", "2"],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 2
    assert "at least" in out.stderr
    out = subprocess.run([sys.executable, "-m", "game.audit", "--players", "9"],
                         capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 2
    assert "table options are refused: players" in out.stderr
