"""The pooled reading of several arena runs (`python -m game.pooled`)."""

from __future__ import annotations

import json

import pytest

from game.arena import run, wilson
from game.pooled import main, pool, read_run


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> list:
    """Two real arena summaries on two seeds, written as `--json` prints them."""
    folder = tmp_path_factory.mktemp("runs")
    paths = []
    for seed in (3, 4):
        path = folder / f"{seed}.json"
        path.write_text(json.dumps(run("normal", "easy", deals=3, seed=seed, preset="classic",
                                       workers=1)), encoding="utf-8")
        paths.append(path)
    return paths


def test_one_run_pooled_is_that_run(runs):
    summary = json.loads(runs[0].read_text(encoding="utf-8"))
    reading = pool([read_run(runs[0])])
    for key in ("rounds", "a_round_wins", "ci95", "hands", "a_hands", "nobody_hands",
                "hand_point_diff", "hand_point_diff_ci95", "hand_win_diff", "a_sweeps",
                "a_tricks_per_hand", "a_extended"):
        assert reading[key] == pytest.approx(summary[key], abs=0.011), key


def test_games_are_pooled_and_points_are_the_mean_of_the_runs(runs):
    first, second = (json.loads(path.read_text(encoding="utf-8")) for path in runs)
    reading = pool([read_run(path) for path in runs])
    wins = first["a_round_wins"] + second["a_round_wins"]
    decided = wins + first["b_round_wins"] + second["b_round_wins"]
    assert reading["ci95"] == wilson(wins, decided)
    assert reading["hands"] == first["hands"] + second["hands"]
    assert reading["hand_point_diff"] == pytest.approx(
        (first["hand_point_diff"] + second["hand_point_diff"]) / 2, abs=0.01)
    halves = [(high - low) / 2 for low, high in (first["hand_point_diff_ci95"],
                                                 second["hand_point_diff_ci95"])]
    low, high = reading["hand_point_diff_ci95"]
    assert (high - low) / 2 == pytest.approx((halves[0] ** 2 + halves[1] ** 2) ** 0.5 / 2,
                                             abs=0.02)


def test_the_same_run_twice_narrows_the_interval_by_root_two(runs):
    once = pool([read_run(runs[0])])
    twice = pool([read_run(runs[0]), read_run(runs[0])])
    assert twice["hand_point_diff"] == once["hand_point_diff"]
    width = once["hand_point_diff_ci95"][1] - once["hand_point_diff_ci95"][0]
    assert twice["hand_point_diff_ci95"][1] - twice["hand_point_diff_ci95"][0] == \
        pytest.approx(width / 2 ** 0.5, abs=0.03)


def test_extension_counts_are_null_when_a_run_lacks_them(runs, tmp_path):
    older = json.loads(runs[1].read_text(encoding="utf-8"))
    older["a_extended"] = None
    path = tmp_path / "older.json"
    path.write_text(json.dumps(older), encoding="utf-8")
    reading = pool([read_run(runs[0]), read_run(path)])
    assert reading["a_extended"] is None
    assert reading["b_extended"] is not None


def test_command_line_prints_the_reading(runs, capsys):
    main([str(path) for path in runs] + ["--json"])
    assert json.loads(capsys.readouterr().out)["runs"] == 2
    main([str(path) for path in runs])
    out = capsys.readouterr().out
    assert out.startswith("2 runs together: 3.json, 4.json")
    assert "points a hand" in out


@pytest.mark.parametrize("content, reason", [
    (None, "cannot be read"),
    ("not json at all", "not JSON"),
    ('{"rounds": "many"}', "not an arena summary"),
    ("[1, 2, 3]", "not an arena summary"),
    ("RUN_WITH_A_NEGATIVE_COUNT", "not an arena summary"),
    ("RUN_WITH_A_LIST_FOR_SEED", "not an arena summary"),
])
def test_a_bad_run_file_is_refused_with_its_name_and_reason(runs, tmp_path, capsys, content,
                                                            reason):
    bad = tmp_path / "bad.json"
    summary = json.loads(runs[1].read_text(encoding="utf-8"))
    if content == "RUN_WITH_A_NEGATIVE_COUNT":
        content = json.dumps({**summary, "a_hands": -3})
    elif content == "RUN_WITH_A_LIST_FOR_SEED":
        content = json.dumps({**summary, "run": {**summary["run"], "seed": [7]}})
    if content is not None:
        bad.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        main([str(runs[0]), str(bad)])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert str(bad) in err and reason in err


def test_runs_of_another_pairing_or_the_same_seed_twice_are_refused(runs, tmp_path, capsys):
    other = json.loads(runs[1].read_text(encoding="utf-8"))
    other["run"]["b"] = "normal-v1"
    path = tmp_path / "other.json"
    path.write_text(json.dumps(other), encoding="utf-8")
    with pytest.raises(SystemExit):
        main([str(runs[0]), str(path)])
    assert "another run than" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([str(runs[0]), str(runs[1]), str(runs[0])])
    assert "the same seed as" in capsys.readouterr().err


def test_a_summary_printed_before_runs_were_named_is_taken(runs, tmp_path, capsys):
    older = json.loads(runs[1].read_text(encoding="utf-8"))
    del older["run"]
    path = tmp_path / "older.json"
    path.write_text(json.dumps(older), encoding="utf-8")
    main([str(runs[0]), str(path), "--json"])
    assert json.loads(capsys.readouterr().out)["runs"] == 2
