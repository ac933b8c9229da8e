"""The ceiling measure: hard that knows the other hands, in the arena's duplicate format."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.arena import run
from game.bots.search import paired_values
from game.ceiling import SEEING, SeeingHardBot, main, seeing_bot
from game.rules import Draw, Table, make_options, view_of


def _table() -> Table:
    table = Table.new(make_options("classic", players=2), 11)
    table.apply(table.seats_to_act()[-1], Draw())
    return table


def test_its_worlds_hold_the_true_hands_and_only_the_unseen_cards_move():
    table = _table()
    seat = table.seats_to_act()[-1]
    bot = SeeingHardBot(table, seed=1)
    worlds = [bot.true_world(view_of(table, seat), random.Random(n)) for n in range(5)]
    for world in worlds:
        assert world.hands == table.hands  # every hand, the other one too
        assert Counter(world.pile) == Counter(table.pile)
        assert [car.miles for car in world.cars] == [car.miles for car in table.cars]
    assert len({tuple(world.pile) for world in worlds}) > 1  # the pile's order is not known
    assert table.history  # the real table is left as it was


def test_hard_searches_with_them():
    table = _table()
    seat = table.seats_to_act()[-1]
    view = view_of(table, seat)
    bot = SeeingHardBot(table, seed=2)
    other = 1 - seat
    seen = []
    values = paired_values(view, random.Random(3), view.legal_actions[:2], 3,
                           lambda world: seen.append(world.hands[other]) or 0.0,
                           sample=bot.sample)
    assert len(values[0]) == 3 and seen == [table.hands[other]] * 6


def test_only_the_seeing_level_looks_at_the_table():
    table = _table()
    assert isinstance(seeing_bot(SEEING, 1, None, table), SeeingHardBot)
    plain = seeing_bot("hard", 1, None, table)
    assert not isinstance(plain, SeeingHardBot) and plain.sample is None


def test_the_arena_plays_it_against_a_level(capsys):
    result = run(SEEING, "normal", deals=1, seed=5, budget=300, workers=1, factory=seeing_bot)
    assert result["rounds"] == 2 and result["hands"] == 2
    main(["--b", "normal", "--preset", "1000_miles", "--deals", "1", "--seed", "5",
          "--budget", "300", "--workers", "1"])
    out = capsys.readouterr().out
    assert "hard seeing the hands (a) vs normal (b)" in out and "points a hand" in out


def test_refused_table_options_are_said(capsys):
    with pytest.raises(SystemExit):
        main(["--preset", "classic", "--players", "5", "--deals", "1"])
    assert "refused" in capsys.readouterr().err
