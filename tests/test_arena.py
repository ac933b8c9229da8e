"""The arena: short duplicate runs in-process and through the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.arena import run, summarize, wilson

ROOT = Path(__file__).resolve().parents[1]

KEYS = {"rounds", "a_round_wins", "a_win_rate", "ci95", "mean_point_diff", "point_diff_ci95"}


def test_arena_runs_in_process_and_is_deterministic_across_workers():
    one = run("normal", "easy", deals=2, seed=3, workers=1)
    two = run("normal", "easy", deals=2, seed=3, workers=2)
    assert KEYS <= set(one)
    assert one["rounds"] == 4
    one.pop("seconds"), two.pop("seconds")
    assert one == two


def test_arena_teams_and_options(monkeypatch):
    import game.arena as arena

    tables = []
    new = arena.Table.new
    monkeypatch.setattr(arena.Table, "new", lambda options, seed: tables.append(
        new(options, seed)) or tables[-1])
    result = run("normal", "easy", deals=2, seed=1, players=4, teams=2,
                 options={"accumulation": True}, workers=1)
    # Every game was played by four players in two teams of two, problems accumulating ...
    assert len(tables) == 4 and all(
        t.options.teams == 2 and t.options.accumulation and t.seat_car == [0, 1, 0, 1]
        for t in tables)
    # ... and a deal is replayed once per car (two), not once per player (four).
    assert result["rounds"] == 4
    assert run("normal", "easy", deals=2, seed=1, players=4, workers=1)["rounds"] == 8


def test_arena_matches():
    result = run("normal", "easy", seed=2, preset="mile_by_mile", matches=2, workers=1)
    assert result["rounds"] == 4
    assert result["a_round_wins"] + result["b_round_wins"] + result["undecided"] == 4


def test_arena_command_line_prints_the_keys():
    out = subprocess.run(
        [sys.executable, "-m", "game.arena", "--a", "hard", "--b", "normal", "--deals", "2",
         "--seed", "1", "--budget", "4", "--workers", "1", "--json"],
        capture_output=True, text=True, check=True, timeout=120, cwd=ROOT,
    )
    data = json.loads(out.stdout)
    assert KEYS <= set(data)
    assert data["rounds"] == 4
    lo, hi = data["ci95"]
    assert 0.0 <= lo <= data["a_win_rate"] <= hi <= 1.0


def test_wilson_interval():
    lo, hi = wilson(60, 100)
    assert 0.50 < lo < 0.6 < hi < 0.70


def test_sweeps_count_deals_won_by_one_level_in_every_seating():
    deals = [
        [(1, 300.0), (1, 100.0)],  # a won with both hands
        [(1, 50.0), (0, -50.0)],  # each won with the same hands: the cards decided
        [(0, -200.0), (0, -10.0)],  # b won with both hands
        [(0, -20.0), (-1, 0.0)],  # one round without a winner: no sweep
    ]
    summary = summarize(deals)
    assert summary["rounds"] == 8
    assert (summary["a_round_wins"], summary["b_round_wins"], summary["undecided"]) == (3, 4, 1)
    assert (summary["a_sweeps"], summary["b_sweeps"]) == (1, 1)
