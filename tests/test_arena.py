"""The arena: short duplicate runs in-process and through the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.arena import CheckpointError, clustered_mean_ci95, main, run, summarize, wilson

ROOT = Path(__file__).resolve().parents[1]

KEYS = {"rounds", "a_round_wins", "a_win_rate", "ci95", "mean_point_diff", "point_diff_ci95",
        "hand_point_diff", "hand_point_diff_ci95", "a_hands", "b_hands", "nobody_hands"}


def test_arena_runs_in_process_and_is_deterministic_across_workers():
    one = run("normal", "easy", deals=2, seed=3, workers=1)
    two = run("normal", "easy", deals=2, seed=3, workers=2)
    assert KEYS <= set(one)
    assert one["rounds"] == 4
    assert _without_seconds(one) == _without_seconds(two)
    assert one["run"] == {"a": "normal", "b": "easy", "seed": 3, "preset": "1000_miles",
                          "players": 2, "teams": 0, "options": {}, "budget": None,
                          "matches": False, "players_made_by": "arena_bot", "deals": 2}



def _without_seconds(summary: dict) -> dict:
    return {key: value for key, value in summary.items()
            if key not in ("seconds", "cpu_seconds")}


def test_a_run_played_in_parts_with_a_checkpoint_gives_the_single_run(tmp_path):
    whole = run("normal", "easy", preset="classic", matches=4, seed=5, workers=1)
    path = tmp_path / "run.jsonl"
    run("normal", "easy", preset="classic", matches=2, seed=5, workers=1, checkpoint=path)
    assert len(path.read_text(encoding="utf-8").splitlines()) == 3  # the settings, 2 deals
    # the second part plays only deals 2 and 3: a game of a deal already kept is not replayed
    import game.arena as arena

    played = []
    original = arena.play_deal
    try:
        arena.play_deal = lambda job: played.append(job[4]) or original(job)
        parts = run("normal", "easy", preset="classic", matches=4, seed=5, workers=1,
                    checkpoint=path)
    finally:
        arena.play_deal = original
    assert played == [2, 3]
    assert _without_seconds(parts) == _without_seconds(whole)
    # once every deal is kept, the summary is read from the file alone
    again = run("normal", "easy", preset="classic", matches=4, seed=5, workers=2,
                checkpoint=path)
    assert _without_seconds(again) == _without_seconds(whole)
    # its processor time is every part's, read back from the file
    kept = [json.loads(line)["cpu_seconds"]
            for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    assert len(kept) == 4 and all(seconds > 0 for seconds in kept)
    assert again["cpu_seconds"] == pytest.approx(sum(kept), abs=0.06)
    assert parts["cpu_seconds"] == again["cpu_seconds"]


def test_a_checkpoint_kept_before_time_was_counted_still_resumes(tmp_path):
    path = tmp_path / "run.jsonl"
    run("normal", "easy", deals=2, seed=9, workers=1, checkpoint=path)
    lines = path.read_text(encoding="utf-8").splitlines()
    old = json.loads(lines[1])
    del old["cpu_seconds"]
    path.write_text("\n".join([lines[0], json.dumps(old), lines[2]]) + "\n", encoding="utf-8")
    resumed = run("normal", "easy", deals=3, seed=9, workers=1, checkpoint=path)
    assert resumed["rounds"] == 6
    # one deal's time is unknown, so the run's is not claimed
    assert resumed["cpu_seconds"] is None


def test_a_checkpoint_cut_short_by_a_kill_replays_the_deal_being_written(tmp_path):
    whole = run("normal", "easy", deals=3, seed=6, workers=1)
    path = tmp_path / "run.jsonl"
    run("normal", "easy", deals=2, seed=6, workers=1, checkpoint=path)
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][: len(lines[-1]) // 2],
                    encoding="utf-8")
    resumed = run("normal", "easy", deals=3, seed=6, workers=1, checkpoint=path)
    assert _without_seconds(resumed) == _without_seconds(whole)
    assert [json.loads(line).get("deal") for line in
            path.read_text(encoding="utf-8").splitlines()[1:]] == [0, 1, 2]


def test_a_checkpoint_of_another_run_or_damaged_is_refused_and_kept(tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    run("normal", "easy", deals=2, seed=7, workers=1, checkpoint=path)
    kept = path.read_text(encoding="utf-8")
    with pytest.raises(CheckpointError, match="not the checkpoint of this run"):
        run("normal", "easy", deals=2, seed=8, workers=1, checkpoint=path)
    with pytest.raises(SystemExit):
        main(["--a", "normal", "--b", "easy", "--deals", "2", "--seed", "7", "--workers", "1",
              "--preset", "classic", "--checkpoint", str(path), "--json"])
    assert "not the checkpoint of this run" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == kept
    lines = kept.splitlines()
    games = json.dumps(json.loads(lines[1])["games"])
    for damaged in ("not json", '{"deal": 0, "games": [[1, 0.0, [[1, 0.0]]]]}',
                    '{"deal": -1, "games": []}',
                    f'{{"deal": 0, "games": {games}, "cpu_seconds": -1}}',
                    f'{{"deal": 0, "games": {games}, "cpu_seconds": "1"}}'):
        path.write_text("\n".join([lines[0], damaged, lines[2]]) + "\n", encoding="utf-8")
        with pytest.raises(CheckpointError, match="line 2: not a deal's results"):
            run("normal", "easy", deals=2, seed=7, workers=1, checkpoint=path)
    (tmp_path / "text").write_text("my notes\n", encoding="utf-8")
    with pytest.raises(CheckpointError):
        run("normal", "easy", deals=2, seed=7, workers=1, checkpoint=tmp_path / "text")
    assert (tmp_path / "text").read_text(encoding="utf-8") == "my notes\n"
    with pytest.raises(CheckpointError, match="cannot be written"):
        run("normal", "easy", deals=2, seed=7, workers=1,
            checkpoint=tmp_path / "no_such_folder" / "run.jsonl")

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
    # races score no points: the hands are told by who won them
    assert result["hand_point_diff"] == 0.0
    assert result["a_hands"] + result["b_hands"] + result["nobody_hands"] == result["hands"]
    assert result["hand_win_diff"] == pytest.approx(
        (result["a_hands"] - result["b_hands"]) / result["hands"], abs=1e-4)


def test_arena_counts_every_hand_of_a_match_and_its_points():
    result = run("normal", "easy", seed=4, preset="classic", matches=2, workers=1)
    assert result["hands"] > result["rounds"]  # a match to 5,000 takes several hands
    assert result["a_hands"] + result["b_hands"] + result["nobody_hands"] == result["hands"]
    lo, hi = result["hand_point_diff_ci95"]
    assert lo <= result["hand_point_diff"] <= hi
    # per hand, the margins of a whole match add up to the match's margin
    assert result["hand_point_diff"] * result["hands"] == pytest.approx(
        result["mean_point_diff"] * result["rounds"], abs=0.1 * result["hands"])


def test_a_level_against_itself_is_even_hand_for_hand():
    result = run("normal-v1", "normal-v1", deals=3, seed=5, preset="classic", players=3,
                 workers=1)
    assert result["rounds"] == 9  # three cars: three seatings a deal
    assert result["hand_point_diff"] == 0.0
    assert result["hand_point_diff_ci95"] == [0.0, 0.0]


def test_clustered_interval_uses_the_deals_totals():
    mean, half = clustered_mean_ci95([[100.0, 300.0], [-100.0, 100.0], [0.0, 200.0]])
    assert mean == pytest.approx(100.0)
    # totals 400, 0, 200 against 200 each: spread (200² + 200² + 0) * 3 / 2 over 6 hands
    assert half == pytest.approx(1.96 * (1.5 * 80000.0) ** 0.5 / 6)
    assert clustered_mean_ci95([[5.0, 7.0]]) == (6.0, 0.0)
    assert clustered_mean_ci95([]) == (0.0, 0.0)


def test_reference_levels_and_bad_table_options_on_the_command_line(capsys):
    main(["--a", "normal", "--b", "normal-v1", "--preset", "1000_milhas", "--players", "3",
          "--deals", "1", "--workers", "1", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["rounds"] == 3
    with pytest.raises(SystemExit):
        main(["--preset", "classic", "--players", "5", "--deals", "1"])
    assert "refused" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--preset", "no_such_preset"])


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


def test_the_cars_that_went_on_to_1000_are_the_ones_that_chose_to():
    from game.arena import arena_bot, play_game
    from game.rules import make_options
    from game.rules.actions import Extend

    chosen: list[int] = []

    class Telling:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, view):
            action = self.bot.choose(view)
            if isinstance(action, Extend) and action.go_on:
                chosen.append(view.car)
            return action

        def __getattr__(self, name):
            return getattr(self.bot, name)

    options = make_options("classic", players=2)
    _, _, hands = play_game(options, ["normal", "easy"], 4, [1, 2], None, True,
                            lambda level, seed, budget, table:
                            Telling(arena_bot(level, seed, budget, table)))
    went_on = [hand[3] for hand in hands if hand[3] is not None]
    assert went_on == chosen and len(chosen) >= 1


def test_extension_figures_count_each_side_and_need_every_hand():
    a_on_won, a_on_nobody, b_on_won, plain = (1, 0, 1, 0, 0, 1), (-1, 0, 0, 0, 0, 1), \
        (0, 0, -1, 0, 0, 0), (1, 0, 1, 0, 0, -1)
    summary = summarize([[(1, 0.0, [a_on_won, a_on_nobody, plain]), (0, 0.0, [b_on_won])]])
    assert [summary[key] for key in ("a_extended", "a_extended_won", "a_extended_nobody",
                                     "b_extended", "b_extended_won", "b_extended_nobody")] \
        == [2, 1, 1, 1, 1, 0]
    # hands kept before the extension was counted: not claimed
    old = summarize([[(1, 0.0, [a_on_won[:5], plain])]])
    assert old["a_extended"] is None and old["b_extended_nobody"] is None
    assert old["hands"] == 2


def test_a_checkpoint_kept_before_extensions_were_counted_still_resumes(tmp_path):
    path = tmp_path / "run.jsonl"
    run("normal", "easy", preset="classic", matches=1, seed=9, workers=1, checkpoint=path)
    lines = path.read_text(encoding="utf-8").splitlines()
    old = json.loads(lines[1])
    old["games"] = [[outcome, margin, [hand[:5] for hand in hands]]
                    for outcome, margin, hands in old["games"]]
    path.write_text("\n".join([lines[0], json.dumps(old)]) + "\n", encoding="utf-8")
    resumed = run("normal", "easy", preset="classic", matches=2, seed=9, workers=1,
                  checkpoint=path)
    assert resumed["rounds"] == 4 and resumed["a_extended"] is None
    fresh = run("normal", "easy", preset="classic", matches=2, seed=9, workers=1)
    assert resumed["hand_point_diff"] == fresh["hand_point_diff"]
    assert fresh["a_extended"] is not None


def test_a_checkpoint_hand_of_the_wrong_shape_is_refused(tmp_path):
    path = tmp_path / "run.jsonl"
    run("normal", "easy", deals=2, seed=7, workers=1, checkpoint=path)
    lines = path.read_text(encoding="utf-8").splitlines()
    good = json.loads(lines[1])
    for hand in ([1, 0.0, 1.0, 0, 0, -1, 7], [1, 0.0, 1.0, 0, 0, "a"]):
        bad = dict(good, games=[[game[0], game[1], [hand]] for game in good["games"]])
        path.write_text("\n".join([lines[0], json.dumps(bad), lines[2]]) + "\n",
                        encoding="utf-8")
        with pytest.raises(CheckpointError, match="line 2: not a deal's results"):
            run("normal", "easy", deals=2, seed=7, workers=1, checkpoint=path)
