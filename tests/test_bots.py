"""Computer players: legal moves only, views only, and each level's characteristic choices."""

from __future__ import annotations

import gc
import random
import types
from collections import Counter
from pathlib import Path

import pytest

from game.bots import LEVEL_IDS, LEVELS, NAME_IDS, Bot, make_arena_bot, make_bot
from game.bots.hard import CLEAR_GAP, HARD_STYLE
from game.bots.knowledge import (
    SAFETY_ODDS,
    Situation,
    SpentCount,
    attacks_to_come_back,
    rebuilt_trick_risk,
    trick_risk,
)
from game.bots.normal import DISCARD_TOP, NORMAL_STYLE, best_action, score_actions
from game.bots.search import MATCH_WIN, held_weights, margin, match_share, share_per_point
from game.rules import (
    EXTENSION,
    PLAYING,
    Card,
    Discard,
    Draw,
    Extend,
    Family,
    Play,
    SeatView,
    Table,
    Trick,
    make_options,
    view_of,
)
from game.rules.cards import KIND, SAFETY_FAMILIES, Kind, deck_list
from game.rules.determinize import determinize, unseen_cards

ROOT = Path(__file__).resolve().parents[1]

C = Card

CONFIGS = [
    ("1000_miles", {"players": 2}),
    ("1000_miles", {"players": 3, "accumulation": True}),
    ("1000_miles", {"players": 4, "teams": 2}),
    ("1000_miles", {"players": 6, "teams": 3, "reshuffle": False}),
    ("1000_milhas", {"players": 2, "counterflow": True}),
    ("1000_milhas", {"players": 4, "teams": 2, "counterflow": False}),
    ("classic", {"players": 2}),
    ("classic", {"players": 4, "teams": 2}),
    ("classic", {"players": 3}),
    ("mile_by_mile", {"players": 2, "remove_protections": True}),
    ("mile_by_mile", {"players": 3, "trip": 700}),
]


def _bots(level: str, seats: int, seed: int) -> list[Bot]:
    return [make_bot(level, seed * 10 + seat, budget=6) for seat in range(seats)]


@pytest.mark.parametrize("preset,changes", CONFIGS)
def test_bots_only_return_legal_actions(preset, changes):
    options = make_options(preset, **changes)
    rng = random.Random(hash(preset) & 0xFFFF)
    for game in range(2):
        table = Table.new(options, seed=rng.randrange(1 << 30))
        levels = [LEVELS[(game + seat) % 3] for seat in range(options.players)]
        bots = [make_bot(level, seat, budget=6) for seat, level in enumerate(levels)]
        for _ in range(400):
            if table.phase not in (PLAYING, EXTENSION):
                break
            seat = table.seats_to_act()[0]
            view = view_of(table, seat)
            if rng.random() < 0.5 and len(view.legal_actions) > 1:
                action = rng.choice(view.legal_actions)  # random detours to vary positions
            else:
                action = bots[seat].choose(view)
                assert action in view.legal_actions
            table.apply(seat, action)


@pytest.mark.parametrize("level", LEVELS)
def test_bot_gets_no_path_to_the_table(level):
    table = Table.new(make_options("1000_miles", players=3), seed=5)
    table.apply(0, Draw())
    view = view_of(table, 0)
    seen, todo = set(), [view]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType)):
            continue
        seen.add(id(obj))
        assert not isinstance(obj, Table), "the view leads to the table"
        todo.extend(gc.get_referents(obj))
    bot = make_bot(level, seed=1, budget=6)
    action = bot.choose(view)
    assert action in view.legal_actions
    assert not any(isinstance(value, Table) for value in vars(bot).values())


def _moving(table: Table, car: int, miles: int = 0) -> None:
    table.cars[car].needs_green = False
    table.cars[car].miles = miles


FILLER = [C.MILE_25, C.MILE_50, C.GAS, C.REPAIRS, C.MILE_75, C.SPARE_TIRE, C.GREEN_LIGHT] * 3


@pytest.mark.parametrize("level", LEVELS)
def test_finishes_exactly_when_it_can(level):
    options = make_options("1000_miles", players=2)
    hands = [[C.MILE_200, C.MILE_100, C.MILE_25, C.ACCIDENT, C.GREEN_LIGHT, C.GAS],
             [C.MILE_50, C.MILE_75, C.OUT_OF_GAS, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, list(FILLER), first=0, seed=1)
    _moving(table, 0, 900)
    _moving(table, 1, 500)
    table.apply(0, Draw())
    assert make_bot(level, seed=3, budget=8).choose(view_of(table, 0)) == Play(C.MILE_100)


@pytest.mark.parametrize("level", LEVELS)
def test_answers_a_trick_window(level):
    options = make_options("1000_miles", players=2)
    hands = [[C.ACCIDENT, C.MILE_100, C.MILE_25, C.GREEN_LIGHT, C.GAS, C.MILE_50],
             [C.DRIVING_ACE, C.MILE_75, C.OUT_OF_GAS, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, list(FILLER), first=0, seed=1)
    _moving(table, 0, 100)
    _moving(table, 1, 300)
    table.apply(0, Draw())
    table.apply(0, Play(C.ACCIDENT, 1))
    view = view_of(table, 1)
    bot = make_bot(level, seed=3, budget=8)
    assert bot.wants_trick(view) == Trick(C.DRIVING_ACE)
    assert bot.choose(view) == Trick(C.DRIVING_ACE)


@pytest.mark.parametrize("level", LEVELS)
def test_never_attacks_its_own_team(level):
    options = make_options("1000_miles", players=4, teams=2)
    attacks = [C.ACCIDENT, C.FLAT_TIRE, C.OUT_OF_GAS, C.RED_LIGHT, C.SPEED_LIMIT, C.COUNTERFLOW]
    hands = [attacks, [C.MILE_25] * 6, [C.MILE_50] * 6, [C.MILE_75] * 6]
    table = Table.from_setup(options, hands, list(FILLER), first=0, seed=1)
    for car in range(2):
        _moving(table, car, 200)
    table.apply(0, Draw())
    view = view_of(table, 0)
    for seed in range(3):
        action = make_bot(level, seed=seed, budget=8).choose(view)
        if isinstance(action, Play) and action.target is not None:
            assert action.target != view.car


def test_normal_discards_a_third_200():
    options = make_options("1000_miles", players=2)
    hands = [[C.MILE_200, C.GAS, C.SPARE_TIRE, C.REPAIRS, C.MILE_100, C.ACCIDENT],
             [C.MILE_50, C.MILE_75, C.OUT_OF_GAS, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, [C.MILE_75] + FILLER, first=0, seed=1)
    table.cars[0].two_hundreds = 2
    table.cars[0].miles = 400
    table.apply(0, Draw())
    assert make_bot("normal", seed=1).choose(view_of(table, 0)) == Discard(C.MILE_200)


def _mile_by_mile_with_a_skip(players: int) -> SeatView:
    options = make_options("mile_by_mile", players=players)
    hands = [[C.SKIP_TURN, C.MILE_100, C.MILE_75, C.GAS, C.REPAIRS, C.MILE_25]]
    hands += [[C.MILE_50, C.MILE_75, C.OUT_OF_GAS, C.GAS, C.REPAIRS, C.MILE_25]] * (players - 1)
    pile = [C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100] * 2
    table = Table.from_setup(options, hands, pile, first=0, seed=1)
    for car in range(players):
        _moving(table, car, 300)
    table.apply(0, Draw())
    return view_of(table, 0)


def test_skips_the_other_turn_first_in_a_two_player_race():
    # with two cars the turn comes straight back: the skip costs nothing, the 100 waits
    two = _mile_by_mile_with_a_skip(2)
    assert make_bot("normal", seed=1).choose(two) == Play(C.SKIP_TURN)
    # hard searches this clear choice at two cars: with its full budget the search agrees
    assert make_bot("hard", seed=1).choose(two) == Play(C.SKIP_TURN)
    # with three, the car not skipped would gain a turn on us: drive instead
    assert make_bot("normal", seed=1).choose(_mile_by_mile_with_a_skip(3)) == Play(C.MILE_100)


def test_normal_keeps_a_safety_when_nothing_threatens_but_easy_plays_it():
    options = make_options("1000_miles", players=2)
    hands = [[C.EXTRA_TANK, C.MILE_100, C.MILE_50, C.GAS, C.REPAIRS, C.MILE_25],
             [C.MILE_50, C.MILE_75, C.OUT_OF_GAS, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, list(FILLER) + [C.MILE_25] * 5, first=0, seed=1)
    _moving(table, 0, 300)
    _moving(table, 1, 200)
    table.apply(0, Draw())
    view = view_of(table, 0)
    assert make_bot("normal", seed=1).choose(view) == Play(C.MILE_100)
    assert make_bot("easy", seed=1).choose(view) == Play(C.EXTRA_TANK)


def test_normal_plays_a_safety_when_stuck_without_remedy():
    options = make_options("1000_miles", players=2)
    hands = [[C.EXTRA_TANK, C.MILE_100, C.MILE_50, C.REPAIRS, C.MILE_25, C.MILE_75],
             [C.MILE_50, C.OUT_OF_GAS, C.GAS, C.REPAIRS, C.MILE_25, C.MILE_75]]
    table = Table.from_setup(options, hands, list(FILLER), first=1, seed=1)
    _moving(table, 0, 300)
    _moving(table, 1, 200)
    table.apply(1, Draw())
    table.apply(1, Play(C.OUT_OF_GAS, 0))
    table.apply(0, Draw())  # no trick taken; now stuck without gas
    assert make_bot("normal", seed=1).choose(view_of(table, 0)) == Play(C.EXTRA_TANK)


def test_normal_stuck_keeps_a_speed_limit_rather_than_a_75():
    options = make_options("1000_miles", players=2)
    hands = [[C.ACCIDENT, C.SPEED_LIMIT, C.MILE_100, C.MILE_200, C.GREEN_LIGHT, C.REPAIRS],
             [C.MILE_50, C.MILE_75, C.RED_LIGHT, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, [C.MILE_75] + FILLER, first=0, seed=1)
    table.cars[0].miles = 300
    table.cars[0].problems = {Family.GAS: C.OUT_OF_GAS}  # stopped, no gas in hand
    table.cars[0].needs_green = True
    _moving(table, 1, 500)
    table.cars[1].problems = {Family.STOP: C.RED_LIGHT}  # stopped too: no attack is legal
    table.cars[1].needs_green = False
    table.apply(0, Draw())
    # an attack held is worth more than a middling distance card
    assert make_bot("normal", seed=1).choose(view_of(table, 0)) == Discard(C.MILE_75)


def test_normal_stuck_keeps_its_green_light_and_attacks():
    options = make_options("1000_miles", players=2)
    hands = [[C.ACCIDENT, C.FLAT_TIRE, C.MILE_100, C.OUT_OF_GAS, C.GREEN_LIGHT, C.REPAIRS],
             [C.MILE_50, C.MILE_75, C.RED_LIGHT, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, [C.MILE_75] + FILLER, first=0, seed=1)
    table.cars[0].miles = 300
    table.cars[0].problems = {Family.TIRE: C.FLAT_TIRE}  # stopped, no spare tire in hand
    table.cars[0].needs_green = True
    _moving(table, 1, 500)
    table.cars[1].problems = {Family.STOP: C.RED_LIGHT}
    table.cars[1].needs_green = False
    table.apply(0, Draw())
    assert make_bot("normal", seed=1).choose(view_of(table, 0)) == Discard(C.MILE_75)


def test_trick_risk_counts_unseen_safeties():
    options = make_options("1000_miles", players=2)
    others = [C.MILE_25, C.MILE_50, C.GAS, C.REPAIRS, C.MILE_75]

    def risk(mine: list, theirs: list, seen_ace: bool = False) -> float:
        table = Table.from_setup(options, [mine, theirs], list(FILLER), first=1, seed=1)
        if seen_ace:  # the other player puts the driving ace on the table: seen by all
            table.apply(1, Draw())
            table.apply(1, Play(C.DRIVING_ACE))
            table.apply(1, Draw())
            table.apply(1, Discard(table.hands[1][-1]))
        else:
            table.apply(1, Draw())
            table.apply(1, Discard(table.hands[1][-1]))
        table.apply(0, Draw())
        return trick_risk(Situation.from_view(view_of(table, 0)), 1, Family.ACCIDENT)

    # The driving ace answers an accident: held by me, the other car cannot have it.
    assert risk([C.DRIVING_ACE, *others], [C.MILE_100, *others]) == 0.0
    # Unseen (in their hand, as it happens): the chance that their 6 cards hold the one ace,
    # among the 113 cards I cannot see (121 - my 7 - the 1 discard): players keep their
    # safeties, so a card of their hand is SAFETY_ODDS times as likely as one of the pile.
    odds = SAFETY_ODDS[C.DRIVING_ACE]
    assert risk([C.MILE_100, *others], [C.DRIVING_ACE, *others]) == pytest.approx(
        odds * 6 / (odds * 6 + 107))
    # Played, hence seen: no risk left.
    assert risk([C.MILE_100, *others], [C.DRIVING_ACE, *others], seen_ace=True) == 0.0


def _after_a_reshuffle(seed: int) -> SeatView | None:
    """Seat 0's first play step, in a round of normal players, where the pile has been
    rebuilt and a safety is neither seen nor in its hand (None if the round has none)."""
    table = Table.new(make_options("1000_miles", players=2), seed=seed)
    bots = [make_bot("normal", seed=seat) for seat in (0, 1)]
    while table.phase == PLAYING:
        seat = table.seats_to_act()[-1]
        view = view_of(table, seat)
        if seat == 0 and view.reshuffles and view.step != "draw" and table.window is None:
            situation = Situation.from_view(view)
            if any(situation.unseen[card] for card in SAFETY_ODDS):
                return view
        table.apply(seat, bots[seat].choose(view))
    return None


def test_after_a_reshuffle_an_unseen_safety_is_in_a_hand():
    """Safeties never go back to the pile, so once it was rebuilt the other side holds every
    safety nobody has seen: the trick is certain, and search deals it into their hand."""
    view = next(v for v in map(_after_a_reshuffle, range(40)) if v is not None)
    situation = Situation.from_view(view)
    hidden = [card for card in SAFETY_ODDS if situation.unseen[card]]
    for family in SAFETY_FAMILIES[hidden[0]]:
        assert trick_risk(situation, 1, family) == 1.0
    rng = random.Random(3)
    for _ in range(20):
        world = determinize(view, rng, held_weights(view), {})
        assert set(hidden) <= set(world.hands[1])
        assert not any(KIND[card] is Kind.SAFETY for card in world.pile)


def test_names_and_levels_are_messages():
    text = (ROOT / "lang" / "en" / "bots.ftl").read_text(encoding="utf-8")
    ids = {line.split("=")[0].strip() for line in text.splitlines() if "=" in line}
    assert set(NAME_IDS) <= ids and set(LEVEL_IDS) <= ids
    assert len(NAME_IDS) == 12 and LEVEL_IDS[0] == "bot-level-easy"
    names = [line.split("=")[1].strip() for line in text.splitlines()
             if line.startswith("bot-name-")]
    assert len(set(names)) == 12


def test_hard_is_reproducible_with_a_seed():
    table = Table.new(make_options("1000_miles", players=2), seed=9)
    table.apply(0, Draw())
    view = view_of(table, 0)
    first = make_bot("hard", seed=5, budget=16).choose(view)
    assert make_bot("hard", seed=5, budget=16).choose(view) == first


@pytest.mark.parametrize("preset,changes", CONFIGS)
def test_determinize_conserves_the_deck_and_public_facts(preset, changes):
    options = make_options(preset, **changes)
    rng = random.Random(3)
    table = Table.new(options, seed=11)
    for step in range(160):
        if table.phase != PLAYING:
            break
        seat = table.seats_to_act()[0]
        if step % 20 == 7:
            view = view_of(table, seat)
            world = determinize(view, random.Random(step))
            assert Counter(world.all_cards()) == Counter(deck_list(options.deck))
            assert world.hands[seat] == table.hands[seat]
            again = view_of(world, seat)
            assert again.key() == view.key()
            assert again.legal_actions == view.legal_actions
            assert [c.score for c in again.cars] == [c.score for c in view.cars]
            assert Counter(unseen_cards(view)) == (
                Counter(table.pile) + Counter(table.out_of_play)
                + sum((Counter(h) for s, h in enumerate(table.hands) if s != seat), Counter())
            )
        legal = table.legal_actions(seat)
        table.apply(seat, rng.choice(legal))


def test_weighted_determinize_keeps_the_facts_and_biases_the_hands():
    options = make_options("1000_miles", players=3)
    table = Table.new(options, seed=12)
    table.apply(0, Draw())
    view = view_of(table, 0)
    held = Counter()
    for index in range(30):
        world = determinize(view, random.Random(index), {C.GREEN_LIGHT: 50.0})
        assert Counter(world.all_cards()) == Counter(deck_list(options.deck))
        assert view_of(world, 0).key() == view.key()
        held.update(card for hand in world.hands[1:] for card in hand)
    unseen = Counter(unseen_cards(view))
    uniform = 30 * 12 * unseen[C.GREEN_LIGHT] / sum(unseen.values())
    assert held[C.GREEN_LIGHT] > 3 * uniform  # greens much likelier in hands than the pile


def _out_of_gas_with_gas(players: int, drawn: C = C.RED_LIGHT) -> SeatView:
    """Car 0 out of gas with a gas in hand, the others moving, after drawing `drawn`: with
    no attack drawn the remedy is the rules' clear choice."""
    options = make_options("1000_miles", players=players)
    hands = [[C.GAS, C.MILE_100, C.MILE_50, C.MILE_25, C.MILE_75, C.REPAIRS],
             [C.MILE_50, C.MILE_75, C.OUT_OF_GAS, C.GAS, C.REPAIRS, C.MILE_25],
             [C.MILE_25, C.MILE_50, C.SPARE_TIRE, C.GREEN_LIGHT, C.MILE_75, C.GAS],
             [C.MILE_100, C.MILE_25, C.GREEN_LIGHT, C.MILE_50, C.MILE_75, C.GAS]][:players]
    rest = Counter(deck_list(options.deck)) - sum(map(Counter, hands), Counter())
    cards = list(rest.elements())
    random.Random(1).shuffle(cards)
    cards.insert(0, cards.pop(cards.index(drawn)))
    table = Table.from_setup(options, hands, cards[:40], first=0, seed=1)
    _moving(table, 0, 300)
    for car in range(1, players):
        _moving(table, car, 200)
    table.out_of_play.remove(C.OUT_OF_GAS)  # the attack now on car 0
    table.cars[0].problems = {Family.GAS: C.OUT_OF_GAS}
    table.apply(0, Draw())
    return view_of(table, 0)


def _clear(view: SeatView) -> bool:
    scores = sorted(score_actions(Situation.from_view(view), view.legal_actions, HARD_STYLE),
                    reverse=True)
    return scores[0] - scores[1] >= CLEAR_GAP


def test_hard_plays_a_clear_remedy_at_once_at_three_cars():
    view = _out_of_gas_with_gas(players=3, drawn=C.MILE_75)
    assert _clear(view)
    bot = make_bot("hard", seed=2)
    state = bot.rng.getstate()
    assert bot.to_weigh(view) == [Play(C.GAS)]
    assert bot.choose(view) == Play(C.GAS)
    assert bot.rng.getstate() == state  # a clear choice: no worlds were sampled


@pytest.mark.parametrize("players", [2, 4])
def test_hard_weighs_even_a_clear_choice_with_two_or_four_cars(players: int) -> None:
    """Two cars make short playouts, and at four hard's search was measured to gain on the
    clear choices (docs/bots.md): there it checks the rules even on them."""
    view = _out_of_gas_with_gas(players=players)
    assert _clear(view)
    bot = make_bot("hard", seed=2)
    weighed = bot.to_weigh(view)
    rules = best_action(Situation.from_view(view), view.legal_actions, HARD_STYLE)
    assert weighed[0] == rules and Play(C.GAS) in weighed and len(weighed) > 1
    state = bot.rng.getstate()
    assert bot.choose(view) in weighed
    assert bot.rng.getstate() != state  # worlds were sampled


def _waiting_for_gas(players: int) -> SeatView:
    """Car 0 out of gas with no Gas, the others stopped by a red light: a card to throw (the
    rules' choice) or a speed limit to play."""
    options = make_options("1000_miles", players=players)
    hands = [[C.ACCIDENT, C.SPEED_LIMIT, C.MILE_100, C.MILE_200, C.GREEN_LIGHT, C.REPAIRS],
             [C.MILE_50, C.MILE_75, C.RED_LIGHT, C.GAS, C.REPAIRS, C.MILE_25],
             [C.MILE_25, C.MILE_50, C.SPARE_TIRE, C.GREEN_LIGHT, C.MILE_75, C.GAS],
             [C.MILE_100, C.MILE_25, C.GREEN_LIGHT, C.MILE_50, C.MILE_75, C.REPAIRS]][:players]
    rest = Counter(deck_list(options.deck)) - sum(map(Counter, hands), Counter())
    rest -= Counter({C.MILE_75: 1, C.OUT_OF_GAS: 1, C.RED_LIGHT: players - 1})  # drawn, on cars
    cards = list(rest.elements())
    random.Random(1).shuffle(cards)
    table = Table.from_setup(options, hands, [C.MILE_75, *cards[:40]], first=0, seed=1)
    _moving(table, 0, 300)
    table.out_of_play.remove(C.OUT_OF_GAS)
    table.cars[0].problems = {Family.GAS: C.OUT_OF_GAS}
    for car in range(1, players):
        _moving(table, car, 500)
        table.out_of_play.remove(C.RED_LIGHT)
        table.cars[car].problems = {Family.STOP: C.RED_LIGHT}
    table.apply(0, Draw())
    return view_of(table, 0)


@pytest.mark.parametrize("players", [3, 4])
def test_hard_throws_away_by_its_rules_without_search_with_more_than_two_cars(
        players: int) -> None:
    view = _waiting_for_gas(players)
    bot = make_bot("hard", seed=2)
    state = bot.rng.getstate()
    assert bot.choose(view) == Discard(C.MILE_75)
    assert bot.rng.getstate() == state  # a discard above two cars: no worlds sampled


def test_hard_weighs_a_discard_with_two_cars():
    view = _waiting_for_gas(2)
    bot = make_bot("hard", seed=2)
    assert len(bot.to_weigh(view)) == 3
    state = bot.rng.getstate()
    assert isinstance(bot.choose(view), Discard)
    assert bot.rng.getstate() != state  # worlds were sampled


def _waiting_with_extra_tank(seen_attacks: int = 0, reshuffle: bool = True) -> SeatView:
    """Seat 0 at the start, waiting for a green light, holding Extra Tank; `seen_attacks`
    of the three Out of Gas cards already in the discards."""
    options = make_options("1000_miles", players=2, reshuffle=reshuffle)
    hands = [[C.EXTRA_TANK, C.MILE_25, C.MILE_75, C.REPAIRS, C.SPARE_TIRE, C.ACCIDENT],
             [C.MILE_50, C.MILE_75, C.FLAT_TIRE, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, [C.MILE_100] + FILLER, first=0, seed=1)
    for _ in range(seen_attacks):
        table.out_of_play.remove(C.OUT_OF_GAS)
        table.spent.append(C.OUT_OF_GAS)
    table.apply(0, Draw())
    return view_of(table, 0)


def test_keeps_a_safety_while_its_attacks_are_unseen_where_normal_v1_plays_it():
    # Three Out of Gas cards still unseen: normal and hard throw the 25 away and keep the
    # Extra Tank for its dirty trick; normal-v1 played it rather than throw away a 25.
    view = _waiting_with_extra_tank()
    assert make_arena_bot("normal-v1", seed=1).choose(view) == Play(C.EXTRA_TANK)
    assert make_bot("normal", seed=1).choose(view) == Discard(C.MILE_25)
    assert make_bot("hard", seed=1, budget=200).choose(view) == Discard(C.MILE_25)


def test_plays_a_safety_at_once_when_no_attack_it_answers_is_left():
    # Every Out of Gas is in the discards and the pile is never rebuilt: no trick to wait
    # for, so the safety's 100 points and extra turn come now rather than a card thrown away.
    view = _waiting_with_extra_tank(seen_attacks=3, reshuffle=False)
    assert make_bot("normal", seed=1).choose(view) == Play(C.EXTRA_TANK)
    assert make_bot("hard", seed=1, budget=200).choose(view) == Play(C.EXTRA_TANK)


def _extra_tank_after_every_out_of_gas(players: int, reshuffle: bool = True,
                                       on_car: bool = False) -> SeatView:
    """Seat 0 at the start of a real-sized deal (no card out of play), holding Extra Tank,
    every Out of Gas already in the discards (`on_car`: but one, still on car 1)."""
    options = make_options("1000_miles", players=players, reshuffle=reshuffle)
    first = [C.EXTRA_TANK, C.MILE_25, C.MILE_75, C.REPAIRS, C.SPARE_TIRE, C.ACCIDENT]
    others = [[C.MILE_50, C.MILE_75, C.GREEN_LIGHT, C.GAS, C.REPAIRS, C.MILE_25]] * (players - 1)
    given = Counter(first) + Counter(card for hand in others for card in hand)
    rest = Counter(options.deck) - given - Counter({C.OUT_OF_GAS: 3, C.MILE_100: 1})
    table = Table.from_setup(options, [first, *others], [C.MILE_100, *sorted(rest.elements())],
                             first=0, seed=1)
    table.spent.extend([C.OUT_OF_GAS] * (2 if on_car else 3))
    if on_car:
        table.cars[1].problems[Family.GAS] = C.OUT_OF_GAS
    table.out_of_play.clear()
    table.apply(0, Draw())
    return view_of(table, 0)


@pytest.mark.parametrize("players", [5, 6])
def test_keeps_a_safety_whose_attacks_a_reshuffle_brings_back_at_a_big_table(players):
    # Every Out of Gas is spent, but the discards will be shuffled back into the pile, and
    # with four or five other hands an attacker would still risk an Out of Gas on us then:
    # the Extra Tank is kept for its dirty trick.
    view = _extra_tank_after_every_out_of_gas(players)
    assert attacks_to_come_back(Situation.from_view(view), Family.GAS) == 3.0
    assert make_bot("normal", seed=1).choose(view) == Discard(C.MILE_25)


@pytest.mark.parametrize("players", [2, 3])
def test_plays_a_safety_whose_attacks_come_back_only_at_a_small_table(players):
    # With one or two other hands, a hidden Extra Tank once the pile is rebuilt is so likely
    # ours that no attacker would play an Out of Gas on us: no trick to wait for.
    view = _extra_tank_after_every_out_of_gas(players)
    assert make_bot("normal", seed=1).choose(view) == Play(C.EXTRA_TANK)


def test_plays_a_safety_at_once_when_its_attacks_never_come_back():
    view = _extra_tank_after_every_out_of_gas(5, reshuffle=False)
    assert make_bot("normal", seed=1).choose(view) == Play(C.EXTRA_TANK)


def test_an_attack_still_on_a_car_is_not_counted_as_coming_back():
    # not in the discards until it is cured: only the discards are counted
    view = _extra_tank_after_every_out_of_gas(5, on_car=True)
    assert attacks_to_come_back(Situation.from_view(view), Family.GAS) == 2.0


def test_rebuilt_trick_risk_is_our_share_of_the_other_hands():
    situation = Situation.from_view(_extra_tank_after_every_out_of_gas(5))
    # seven cards in our hand, six in each of the other four: seen from seat 1, 7 of 25
    assert rebuilt_trick_risk(situation, 1, C.EXTRA_TANK) == pytest.approx(7 / 25)


def test_discards_a_dead_remedy_first():
    options = make_options("1000_miles", players=2)
    hands = [[C.GAS, C.MILE_50, C.MILE_75, C.MILE_100, C.REPAIRS, C.SPARE_TIRE],
             [C.MILE_50, C.MILE_75, C.FLAT_TIRE, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, [C.MILE_25] + FILLER, first=0, seed=1)
    for _ in range(3):  # every Out of Gas seen: the Gas can cure nothing any more
        table.out_of_play.remove(C.OUT_OF_GAS)
        table.spent.append(C.OUT_OF_GAS)
    table.apply(0, Draw())  # waiting for a green light: only discards
    view = view_of(table, 0)
    for level in ("normal", "hard"):
        assert make_bot(level, seed=1, budget=200).choose(view) == Discard(C.GAS)


def test_discards_a_remedy_whose_safety_it_holds():
    # Extra Tank in hand will answer Out of Gas (as a trick, or played when stuck), so the
    # Gas is the card to throw, not distance; normal-v1 kept the Gas and threw the 50.
    options = make_options("1000_miles", players=2)
    hands = [[C.EXTRA_TANK, C.GAS, C.MILE_50, C.MILE_75, C.MILE_100, C.REPAIRS],
             [C.MILE_50, C.MILE_75, C.FLAT_TIRE, C.GAS, C.REPAIRS, C.MILE_25]]
    table = Table.from_setup(options, hands, [C.MILE_200] + FILLER, first=0, seed=1)
    table.apply(0, Draw())
    view = view_of(table, 0)
    assert make_bot("normal", seed=1).choose(view) == Discard(C.GAS)
    assert make_bot("hard", seed=1, budget=200).choose(view) == Discard(C.GAS)
    assert make_arena_bot("normal-v1", seed=1).choose(view) != Discard(C.GAS)


SAFETIES = [C.RIGHT_OF_WAY, C.EXTRA_TANK, C.PUNCTURE_PROOF, C.DRIVING_ACE]


def _classic_at_700(pile: int, rival_miles: int, rival_moving: bool, hand: list[Card],
                    safeties: tuple[Card, ...] = (), scores: tuple[int, int] = (0, 0)
                    ) -> SeatView:
    """Classic, two players: seat 0 has just reached 700 and is asked about going on; the
    match scores before its last 100 miles are `scores`."""
    options = make_options("classic", players=2)
    hands = [hand, [C.MILE_25, C.MILE_50, C.GAS, C.REPAIRS, C.SPARE_TIRE, C.MILE_75]]
    rest = Counter(deck_list(options.deck)) - Counter(hands[0]) - Counter(hands[1])
    rest -= Counter(safeties)
    cards = list(rest.elements())
    random.Random(1).shuffle(cards)
    table = Table.from_setup(options, hands, cards[:pile], first=0, seed=1)
    for safety in safeties:
        table.out_of_play.remove(safety)
        table.cars[0].add_safety(safety)
    _moving(table, 0, 600)
    table.cars[1].miles = rival_miles
    table.cars[1].needs_green = not rival_moving
    for car, score in zip(table.cars, scores, strict=True):
        car.score = score
    table.apply(0, Draw())
    table.apply(0, Play(C.MILE_100))
    view = view_of(table, 0)
    assert view.phase == EXTENSION
    return view


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_classic_extension_goes_on_only_when_it_pays(level):
    strong = [C.MILE_100, C.MILE_100, C.MILE_200, C.MILE_100, C.MILE_50, C.MILE_25]
    middling = [C.MILE_100, C.MILE_100, C.MILE_200, C.GREEN_LIGHT, C.GAS, C.MILE_25]
    # every safety played, the rival stopped far behind, plenty of cards: go on for the +200
    sure = _classic_at_700(60, 100, False, strong, tuple(SAFETIES))
    # the rival on zero miles: stopping now scores the 500 shutout
    shutout = _classic_at_700(60, 0, False, middling)
    # four cards left in the pile, 200 miles in hand and the rival moving: 300 more miles
    # will not come
    short = [C.MILE_100, C.MILE_100, C.MILE_75, C.GREEN_LIGHT, C.GAS, C.MILE_25]
    late = _classic_at_700(4, 500, True, short)
    for seed in range(3):
        bot = make_bot(level, seed=seed)
        assert bot.wants_extension(sure)
        assert not bot.wants_extension(shutout)
        assert not bot.wants_extension(late)
    # normal-v1 went on whenever 200 miles ahead, even with four cards left
    assert make_arena_bot("normal-v1", seed=1).wants_extension(late)


def _late_in_the_match(scores: tuple[int, int]) -> SeatView:
    """Classic's extension with eight cards left and the rival moving on 500: going on
    reaches 1000 about one time in seven, so it costs points on average."""
    short = [C.MILE_100, C.MILE_100, C.MILE_75, C.GREEN_LIGHT, C.GAS, C.MILE_25]
    return _classic_at_700(8, 500, True, short, scores=scores)


def test_a_playout_that_ends_the_match_is_worth_the_match():
    view = _late_in_the_match((4100, 5100))  # stopping: 4,900 against 5,100, match over
    start = [car.score for car in view.cars]
    world = determinize(view, random.Random(1)).search_copy()
    world.apply_unchecked(0, Extend(False))
    assert world.champion == 1
    assert margin(world, 0, start) == 700 - MATCH_WIN
    assert margin(world, 1, start) == -700 + MATCH_WIN
    early = _late_in_the_match((0, 0))
    world = determinize(early, random.Random(1)).search_copy()
    world.apply_unchecked(0, Extend(False))
    assert world.champion is None
    assert margin(world, 0, [car.score for car in early.cars]) == 700  # the margin alone
    # in the match's last stretch the chance the new scores give counts too
    near = _late_in_the_match((2500, 3000))
    world = determinize(near, random.Random(1)).search_copy()
    world.apply_unchecked(0, Extend(False))
    assert world.champion is None
    share = match_share(world, 0)
    assert 0 < share < 1  # ahead after the round (its 700 miles and more), not yet won
    assert margin(world, 0, [car.score for car in near.cars]) == 700 + MATCH_WIN * share
    # the extension's bias, in round points, is turned into match points only there
    assert share_per_point(early) == 0 < share_per_point(near)


def _scored(scores: list[int]) -> Table:
    options = make_options("classic", players=len(scores))
    table = Table.new(options, seed=1)
    for car, score in zip(table.cars, scores, strict=True):
        car.score = score
    return table


def test_a_match_share_is_the_chance_the_scores_give():
    level = _scored([2000, 2000])
    assert match_share(level, 0) == match_share(level, 1) == 0
    ahead = _scored([3000, 2000])
    assert 0 < match_share(ahead, 0) < 1
    assert match_share(ahead, 0) == pytest.approx(-match_share(ahead, 1))  # adds up to zero
    # the same lead is worth more near the end, and a point of it less when far ahead
    assert match_share(_scored([4500, 3500]), 0) > match_share(ahead, 0)
    assert match_share(_scored([3000, 1000]), 0) - match_share(ahead, 0) < \
        match_share(ahead, 0) - match_share(level, 0)
    three = _scored([3000, 2000, 2500])
    assert sum(match_share(three, car) for car in range(3)) == pytest.approx(0)
    assert match_share(three, 0) > 0 > match_share(three, 2) > match_share(three, 1)


def test_hard_goes_on_when_only_going_on_can_win_the_match():
    # early in a match the trip bonus in hand is worth more than a long shot at 1000 ...
    early = _late_in_the_match((0, 0))
    # ... but when stopping ends the match behind the rival (4,900 to 5,100), going on
    # and reaching 1000 (5,400) is the only way to win it
    last = _late_in_the_match((4100, 5100))
    for seed in range(3):
        bot = make_bot("hard", seed=seed)
        assert not bot.wants_extension(early)
        assert bot.wants_extension(last)


def test_search_situation_counts_as_the_seat_does():
    # Playouts decide from Situation.from_table: it must know and count exactly what the
    # seat's view gives (unseen cards, safeties seen on cars and in the discards), including
    # across a reshuffle, with one SpentCount kept along the game as a playout does.
    for preset, changes in CONFIGS:
        options = make_options(preset, **changes)
        rng = random.Random(preset)
        table = Table.new(options, seed=rng.randrange(1 << 30))
        spent = SpentCount(options)
        for _ in range(300):
            if table.phase not in (PLAYING, EXTENSION):
                break
            seat = table.seats_to_act()[0]
            ours = Situation.from_table(table, seat, spent)
            seen = Situation.from_view(view_of(table, seat))
            assert {c: n for c, n in ours.unseen.items() if n} == +seen.unseen
            assert ours.seen_safeties == seen.seen_safeties
            legal = table.legal_actions(seat)
            table.apply(seat, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("style", [NORMAL_STYLE, NORMAL_STYLE.replace(dist_keep=-20.0)],
                         ids=["normal", "negative-keep"])
def test_best_action_is_the_first_best_score(style):
    # Playouts take best_action at every step; it skips scoring the discards when another
    # action beats any discard, which must never change the choice: the first of the
    # best-scored actions, as score_actions ranks them (a negative keep value turns the
    # shortcut off). Ties between scores are common, so the order matters.
    checked = skipped = 0
    for preset, changes in CONFIGS:
        options = make_options(preset, **changes)
        rng = random.Random(preset + "best")
        table = Table.new(options, seed=rng.randrange(1 << 30))
        for _ in range(400):
            if table.phase not in (PLAYING, EXTENSION):
                break
            seat = table.seats_to_act()[0]
            legal = table.legal_actions(seat)
            if len(legal) > 1 and table.window is None:
                situation = Situation.from_table(table, seat)
                scores = score_actions(situation, legal, style)
                first_best = legal[scores.index(max(scores))]
                assert best_action(situation, legal, style) == first_best
                checked += 1
                skipped += type(first_best) is not Discard and max(scores) > DISCARD_TOP
            table.apply(seat, legal[rng.randrange(len(legal))])
    assert checked > 500 and 0 < skipped < checked


def test_weights_by_table_size_apply_at_that_size_only():
    # Normal's two-, three-, four- and five-car weights (docs/bots.md, "Two cars' weights",
    # "Three cars' weights", "Four cars' weights", "Five cars' weights") must reach the scores
    # at their size and nowhere else; a style made by replace keeps them.
    assert sorted(NORMAL_STYLE.by_size) == [2, 3, 4, 5]
    assert NORMAL_STYLE.replace(safety_hold=41.0).by_size == NORMAL_STYLE.by_size
    differ: Counter[int] = Counter()
    for preset, players in [("1000_milhas", 5), ("classic", 2), ("1000_miles", 2),
                            ("1000_miles", 3), ("1000_miles", 4), ("1000_miles", 6)]:
        sized = NORMAL_STYLE.replace(by_size=None, **NORMAL_STYLE.by_size.get(players, {}))
        rng = random.Random(f"{preset}{players}")
        table = Table.new(make_options(preset, players=players), seed=rng.randrange(1 << 30))
        for _ in range(300):
            if table.phase not in (PLAYING, EXTENSION):
                break
            seat = table.seats_to_act()[0]
            legal = table.legal_actions(seat)
            if table.window is None:
                situation = Situation.from_table(table, seat)
                ours = score_actions(situation, legal, NORMAL_STYLE)
                plain = score_actions(situation, legal, NORMAL_STYLE.replace(by_size=None))
                assert ours == score_actions(situation, legal, sized)
                assert best_action(situation, legal, NORMAL_STYLE) == best_action(
                    situation, legal, sized)
                if players in NORMAL_STYLE.by_size:
                    differ[players] += ours != plain
                else:
                    assert ours == plain
            table.apply(seat, legal[rng.randrange(len(legal))])
    assert differ[2] > 20 and differ[3] > 20 and differ[4] > 20 and differ[5] > 20


def test_hard_keeps_the_plain_weights_at_four_cars_only():
    # Normal's four-car weights were not shown to help hard (docs/bots.md, "Four cars'
    # weights"): hard's own play and its model of the other cars keep the plain weights at
    # four cars, and follow normal at every other size.
    bot = make_bot("hard", seed=1)
    assert bot.style is HARD_STYLE
    view = _out_of_gas_with_gas(players=4)
    situation = Situation.from_view(view)
    plain = score_actions(situation, view.legal_actions, NORMAL_STYLE.replace(by_size=None))
    assert score_actions(situation, view.legal_actions, HARD_STYLE) == plain
    assert score_actions(situation, view.legal_actions, NORMAL_STYLE) != plain
    for cars in (2, 3, 5, 6):
        assert all(getattr(HARD_STYLE.at(cars), name) == getattr(NORMAL_STYLE.at(cars), name)
                   for name in NORMAL_STYLE.WEIGHTS)


def test_two_and_three_cars_hit_before_getting_moving():
    # At two and three cars an attack comes before the remedy that gets us moving; at four,
    # the remedy first (docs/bots.md, "Two cars' weights", "Three cars' weights").
    for players, first in [(2, Kind.ATTACK), (3, Kind.ATTACK), (4, Kind.DEFENSE)]:
        view = _out_of_gas_with_gas(players=players)
        assert any(KIND[action.card] is Kind.ATTACK for action in view.legal_actions
                   if isinstance(action, Play))
        chosen = best_action(Situation.from_view(view), view.legal_actions, NORMAL_STYLE)
        assert isinstance(chosen, Play) and KIND[chosen.card] is first


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster")


def test_determinize_keeps_an_open_trick_window():
    options = make_options("1000_miles", players=2)
    hands = [[C.GREEN_LIGHT, C.PUNCTURE_PROOF, C.MILE_25, C.MILE_50, C.MILE_75, C.GAS],
             [C.GREEN_LIGHT, C.FLAT_TIRE, C.MILE_25, C.MILE_50, C.MILE_75, C.REPAIRS]]
    table = Table.from_setup(options, hands, list(FILLER), first=0, seed=5)
    for seat, action in ((0, Draw()), (0, Play(C.GREEN_LIGHT)), (1, Draw()),
                         (1, Play(C.GREEN_LIGHT)), (0, Draw()), (0, Play(C.MILE_25)),
                         (1, Draw()), (1, Play(C.FLAT_TIRE, 0))):
        table.apply(seat, action)
    view = view_of(table, 0)
    assert view.window is not None
    world = determinize(view, random.Random(1))
    assert Counter(world.all_cards()) == Counter(deck_list(options.deck))
    assert view_of(world, 0).key() == view.key()
    assert Trick(C.PUNCTURE_PROOF) in world.legal_actions(0)
    world.apply(0, Trick(C.PUNCTURE_PROOF))  # the trick restores the car as it was
    assert not world.cars[0].needs_green and not world.cars[0].problems
