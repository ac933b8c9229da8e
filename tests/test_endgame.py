"""The endgame measure (`python -m game.endgame`): it values the real hard player's own
playouts, forks where valuations differ, and sums the paired differences by deal."""

from __future__ import annotations

import pytest

from game import endgame
from game.audit import positions
from game.bots import make_arena_bot, make_bot
from game.bots.search import MATCH_REACH, MATCH_WIN, ROUND_SPREAD
from game.rules import Table, make_options

from .test_bots import _late_in_the_match

GAME = (MATCH_WIN, ROUND_SPREAD, MATCH_REACH)  # the valuation the game's hard player uses
NONE = (0.0, 0.0, MATCH_REACH)


def test_the_valuation_of_the_game_picks_what_hard_plays():
    views = positions(3, 11, "classic") + [_late_in_the_match((3000, 2500)),
                                           _late_in_the_match((4100, 5100))]
    for seed, view in enumerate(views):
        bot = endgame.ValuingBot(seed)
        bot.valuations = (GAME, NONE)
        assert bot.picks(view)[0] == make_bot("hard", seed=seed).choose(view)


def _match(scores: tuple[int, int], valuations) -> tuple[dict, int]:
    table = Table.new(make_options("classic", players=2), 5)
    for car, score in zip(table.cars, scores, strict=True):
        car.score = score
    hard = endgame.ValuingBot(1, budget=300, margin=0.0, extension_worlds=6)
    forks = [0]
    result = endgame._play(table, [hard, make_arena_bot("hard-v1", 2, budget=4)], 0,
                           valuations, forks)
    return result, forks[0]


def test_a_match_is_played_to_its_end_for_every_valuation():
    same, forks = _match((4000, 4200), (GAME, GAME))
    assert forks == 0 and list(same.values()) in ([0], [1])  # one key: the same valuation
    other = (20000.0, 300.0, MATCH_REACH)
    result, forks = _match((4000, 4200), (NONE, GAME, other))
    assert forks >= 1  # the picks differed at least once: the game forked there
    assert set(result) == {NONE, GAME, other}
    assert set(result.values()) <= {0, 1}
    assert result[GAME] == same[GAME]  # forking does not change a branch's game


def test_the_gain_is_paired_by_deal():
    a, b = (5000.0, 0.0, MATCH_REACH), (5000.0, 1200.0, MATCH_REACH)
    deals = [{"seatings": [{a: 0, b: 1}, {a: 1, b: 1}], "forks": 1, "cpu": 1.0},
             {"seatings": [{a: 1, b: 1}, {a: 0, b: 0}], "forks": 0, "cpu": 2.0}]
    summary = endgame.summarize([a, b], deals)
    assert summary["forks"] == 1 and summary["cpu_seconds"] == 3.0
    row = summary["valuations"]["5000/1200"]
    assert (row["wins"], row["matches"], row["changed_deals"]) == (3, 4, 1)
    assert row["gain_per_100"] == 25.0  # one match more in four
    assert row["gain_ci95"][0] < 25.0 < row["gain_ci95"][1]
    assert summary["valuations"]["5000/0"]["gain_ci95"] == [0.0, 0.0]


def test_bad_valuations_are_refused(capsys):
    assert endgame.parse_valuation("5000/1200") == (5000.0, 1200.0, MATCH_REACH)
    assert endgame.parse_valuation("300") == (300.0, 0.0, MATCH_REACH)
    assert endgame.parse_valuation("5000/1200/5000") == (5000.0, 1200.0, 5000.0)
    assert endgame.valuation_name((5000.0, 1200.0, 5000.0)) == "5000/1200/5000"
    assert endgame.valuation_name(GAME) == "5000/1200"
    for argv in (["--values", "a/b"], ["--values", "5000/1200/x"], ["--low", "3000", "--high", "2000"]):
        with pytest.raises(SystemExit) as raised:
            endgame.main(argv)
        assert raised.value.code == 2
    assert "W/S" in capsys.readouterr().err


def test_a_reach_starts_the_last_stretch_earlier():
    table = Table.new(make_options("classic", players=2), 5)
    for car, score in zip(table.cars, (1000, 1400), strict=True):
        car.score = score
    bot = endgame.ValuingBot(1)
    wider = (MATCH_WIN, ROUND_SPREAD, 5000.0)
    bot.valuations = (GAME, wider)
    base, early = bot._worth(table, 0, [1000, 1400])
    assert base == bot._worth(table, 0, [1000, 1400])[0]
    assert early < base  # 400 behind counts against us once the stretch covers the match
    bot.valuations = (NONE,)
    assert bot._worth(table, 0, [1000, 1400]) == (base,)
