"""Mile by Mile (seed 004): its deck, wasted cards, Skip a turn, protections, races."""

from game.rules import Draw, NextRound, Play, Reason, Trick, make_options
from game.rules.events import (
    Attacked,
    CardWasted,
    MatchOver,
    Moved,
    ProtectionsRemoved,
    RoundOver,
    SafetyPlayed,
    SkipPlayed,
    TrickWindowOpened,
    TurnSkipped,
    TurnStarted,
)

from .helpers import C, deal, discard, hand, of_type, one, place, play, refused, table_with

MBM = "mile_by_mile"


def test_the_deck_104_or_105():
    assert make_options(MBM).deck_size == 104
    deck = make_options(MBM, remove_protections=True).deck
    assert sum(deck.values()) == 105 and deck[C.REMOVE_PROTECTIONS] == 1
    assert deck[C.SKIP_TURN] == 10 and deck[C.START] == 10
    assert C.RED_LIGHT not in deck and C.COUNTERFLOW not in deck


def test_an_overshoot_is_discarded_and_the_turn_ends():
    table = table_with([hand(C.MILE_200), hand()], preset=MBM)
    place(table, 0, 900)
    table.apply(0, Draw())
    assert Play(C.MILE_200) not in table.legal_actions(0)
    events = table.apply(0, Play(C.MILE_200))
    assert one(events, CardWasted) == CardWasted(0, C.MILE_200, Reason.PAST_TRIP)
    assert table.spent == [C.MILE_200] and table.cars[0].miles == 900
    assert events[-1] == TurnStarted(1, True)


def test_an_illegal_attack_is_wasted_too_but_actions_out_of_turn_are_refused():
    table = table_with([hand(C.FLAT_TIRE, C.START), hand(C.STOP)], preset=MBM)
    place(table, 0, 100)
    place(table, 1, 100)
    refused(table, 1, Play(C.STOP, 0), Reason.NOT_YOUR_TURN)
    refused(table, 0, Play(C.FLAT_TIRE, 1), Reason.DRAW_FIRST)
    table.apply(0, Draw())
    events = table.apply(0, Play(C.START))  # needs nothing: wasted
    assert one(events, CardWasted).reason is Reason.NOTHING_TO_CURE


def test_skip_a_turn_the_next_player_loses_a_turn():
    table = table_with([hand(C.SKIP_TURN), hand(), hand()], preset=MBM)
    events = play(table, 0, C.SKIP_TURN)
    assert one(events, SkipPlayed) == SkipPlayed(0, C.SKIP_TURN, 1)
    assert one(events, TurnSkipped) == TurnSkipped(1, "skip_card")
    assert table.current == 2
    discard(table, 2)
    assert table.current == 0
    discard(table, 0)
    assert table.current == 1  # only one turn lost


def test_skip_a_turn_with_two_players_plays_again():
    table = table_with([hand(C.SKIP_TURN), hand()], preset=MBM)
    play(table, 0, C.SKIP_TURN)
    assert table.current == 0 and table.step == "draw"


def test_remove_all_protections():
    table = table_with(
        [hand(C.REMOVE_PROTECTIONS, C.STOP), hand(C.GAS_PROTECTION, C.STOP_PROTECTION)],
        preset=MBM, remove_protections=True,
    )
    table.apply(0, Draw())
    refused_reason = table.why_illegal(0, Play(C.REMOVE_PROTECTIONS, 1))
    assert refused_reason is Reason.NO_PROTECTIONS
    table.apply(0, Play(C.STOP, 1))
    play(table, 1, C.GAS_PROTECTION)
    play(table, 1, C.STOP_PROTECTION)
    discard(table, 1)
    events = play(table, 0, C.REMOVE_PROTECTIONS, 1)
    removed = one(events, ProtectionsRemoved)
    assert removed.removed == (C.GAS_PROTECTION, C.STOP_PROTECTION)
    assert table.cars[1].safeties == [] and not table.cars[1].shield


def test_start_after_a_repair():
    table = table_with([hand(C.START, C.FLAT_TIRE), hand(C.START, C.SPARE_TIRE, C.MILE_50, C.START)],
                       preset=MBM)
    play(table, 0, C.START)
    play(table, 1, C.START)
    play(table, 0, C.FLAT_TIRE, 1)
    play(table, 1, C.SPARE_TIRE)
    assert table.cars[1].needs_green and table.cars[1].is_stopped
    discard(table, 0)
    table.apply(1, Draw())
    assert Play(C.MILE_50) not in table.legal_actions(1)
    assert Play(C.START) in table.legal_actions(1)


def test_accumulation_is_on_a_stopped_car_may_be_attacked():
    table = table_with([hand(C.STOP, C.OUT_OF_GAS), hand()], preset=MBM)
    play(table, 0, C.STOP, 1)  # car 1 has not started yet
    discard(table, 1)
    events = play(table, 0, C.OUT_OF_GAS, 1)
    assert one(events, Attacked).stopped and len(table.cars[1].problems) == 2


def test_no_limit_on_200s():
    table = table_with([hand(C.MILE_200, C.MILE_200, C.MILE_200), hand()], preset=MBM)
    place(table, 0, 0)
    for _ in range(3):
        play(table, 0, C.MILE_200)
        discard(table, 1)
    assert table.cars[0].miles == 600 and table.cars[0].two_hundreds == 3


def test_protections_give_another_turn_and_there_is_no_trick_window():
    table = table_with([hand(C.FLAT_TIRE), hand(C.TIRE_PROTECTION)], preset=MBM)
    place(table, 1, 100)
    events = play(table, 0, C.FLAT_TIRE, 1)
    assert not of_type(events, TrickWindowOpened) and table.window is None
    refused(table, 1, Trick(C.TIRE_PROTECTION), Reason.NO_WINDOW)
    events = play(table, 1, C.TIRE_PROTECTION)
    assert one(events, SafetyPlayed).points == 0
    assert table.current == 1 and table.step == "draw"


def test_stop_protection_spares_start_but_not_the_speed_limit():
    table = table_with([hand(C.SPEED_LIMIT, C.STOP), hand(C.STOP_PROTECTION)], preset=MBM)
    discard(table, 0)
    play(table, 1, C.STOP_PROTECTION)
    assert table.cars[1].can_drive
    discard(table, 1)
    table.apply(0, Draw())
    assert Play(C.SPEED_LIMIT, 1) in table.legal_actions(0)
    assert table.why_illegal(0, Play(C.STOP, 1)) is Reason.TARGET_PROTECTED


def test_the_first_to_win_races_to_win_races_wins_the_match():
    table = table_with([hand(C.MILE_100), hand()], preset=MBM, races_to_win=2, trip=700)
    place(table, 0, 600)
    events = play(table, 0, C.MILE_100)
    over = one(events, RoundOver)
    assert over.winner == 0 and over.races == (1, 0) and over.scores == (0, 0)
    assert over.bonuses == () and not of_type(events, MatchOver)
    deal(table, [hand(), hand(C.MILE_50)], [C.MILE_25] * 3)
    assert table.current == 1 and table.trip == 700
    place(table, 1, 650)
    events = play(table, 1, C.MILE_50)
    assert one(events, Moved).after == 700
    assert one(events, RoundOver).races == (1, 1) and not of_type(events, MatchOver)
    deal(table, [hand(), hand(C.MILE_25)], [C.MILE_50] * 3, first=1)
    place(table, 1, 700 - 25)
    events = play(table, 1, C.MILE_25)
    assert one(events, MatchOver).winner == 1
    assert table.is_terminal
    refused(table, 0, NextRound(), Reason.GAME_OVER)
