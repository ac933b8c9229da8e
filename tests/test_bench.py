"""The benchmark's command line: what it measures on, and what it refuses (not its figures)."""

from __future__ import annotations

import json

import pytest

from game.bench import bot_positions, main


def test_positions_come_from_the_preset_asked_for_and_have_a_choice():
    views = bot_positions(4, players=3, preset="classic")
    assert len(views) == 4
    for view in views:
        assert view.options.preset == "classic"
        assert view.options.players == 3
        assert view.step == "play" and len(view.legal_actions) > 1


def test_json_names_the_preset_and_every_table_size(capsys):
    main(["--bots-only", "--preset", "classic", "--players", "2", "4", "--positions", "3",
          "--levels", "easy", "--json"])
    result = json.loads(capsys.readouterr().out)
    assert result["bot_preset"] == "classic"
    assert sorted(result["bot_ms_by_players"]) == ["2", "4"]
    assert result["bot_ms"] == result["bot_ms_by_players"]["2"]
    assert set(result["bot_ms"]["easy"]) == {"median", "p95", "max"}


def test_a_table_size_the_preset_does_not_play_is_refused_before_measuring(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--bots-only", "--preset", "classic", "--players", "2", "5"])
    assert exit_.value.code == 2
    assert "--preset classic does not play with 5 players" in capsys.readouterr().err


def test_left_out_table_sizes_are_every_size_the_preset_plays(capsys):
    main(["--bots-only", "--preset", "classic", "--positions", "2", "--levels", "easy",
          "--json"])
    assert sorted(json.loads(capsys.readouterr().out)["bot_ms_by_players"]) == ["2", "3", "4"]
