"""RULES.md 5, the dirty trick (coup fourré), with its rulings."""

from game.rules import CloseWindow, Discard, Draw, Play, Reason, Trick
from game.rules.events import (
    Drew,
    TrickPlayed,
    TrickWindowClosed,
    TrickWindowOpened,
    TurnStarted,
)

from .helpers import FILL, C, discard, hand, one, place, play, refused, table_with


def three_players_flat_tire_on_seat_2():
    table = table_with(
        [hand(C.FLAT_TIRE), hand(), hand(C.PUNCTURE_PROOF)],
        pile=[C.MILE_100, C.GAS, C.MILE_75, *[FILL] * 7],
    )
    place(table, 1, 100)
    place(table, 2, 300)
    events = play(table, 0, C.FLAT_TIRE, 2)
    return table, events


def test_the_attack_opens_a_window_for_the_victims_side():
    table, events = three_players_flat_tire_on_seat_2()
    assert one(events, TrickWindowOpened) == TrickWindowOpened(2, C.FLAT_TIRE, False)
    assert table.current == 1
    assert Trick(C.PUNCTURE_PROOF) in table.legal_actions(2)
    assert table.seats_to_act() == [2, 1]


def test_the_trick_cancels_the_attack_scores_400_and_the_trick_player_plays_next():
    table, _ = three_players_flat_tire_on_seat_2()
    events = table.apply(2, Trick(C.PUNCTURE_PROOF))
    assert one(events, TrickPlayed) == TrickPlayed(2, 2, C.PUNCTURE_PROOF, C.FLAT_TIRE, 400)
    car = table.cars[2]
    assert not car.problems and car.can_drive  # as if it never landed: no green light needed
    assert car.score == 400 and car.tricks == 1
    assert C.FLAT_TIRE in table.spent and C.PUNCTURE_PROOF in car.safeties
    # the replacement draw (back to six), then a full turn
    assert one(events, Drew) == Drew(2, C.GAS)
    assert len(table.hands[2]) == 6
    assert events[-1] == TurnStarted(2, True)
    assert table.current == 2 and table.step == "draw"
    table.apply(2, Draw())
    assert len(table.hands[2]) == 7
    table.apply(2, Play(C.MILE_75))
    # seat 1, between the attacker and the trick player, lost its turn
    assert table.current == 0


def test_the_window_closes_when_the_next_player_draws():
    table, _ = three_players_flat_tire_on_seat_2()
    events = table.apply(1, Draw())
    assert events[0] == TrickWindowClosed(2)
    assert table.window is None
    refused(table, 2, Trick(C.PUNCTURE_PROOF), Reason.NO_WINDOW)
    assert C.FLAT_TIRE in table.cars[2].problems.values()


def test_the_window_closes_when_the_next_player_plays_without_drawing():
    table = table_with(
        [hand(C.FLAT_TIRE), hand(C.MILE_25), hand(C.PUNCTURE_PROOF)], pile=[], reshuffle=False,
    )
    place(table, 2, 100)
    table.apply(0, Play(C.FLAT_TIRE, 2))
    assert table.step == "play"  # nothing to draw
    events = table.apply(1, Discard(C.MILE_25))
    assert events[0] == TrickWindowClosed(2)
    refused(table, 2, Trick(C.PUNCTURE_PROOF), Reason.NO_WINDOW)


def test_with_two_players_the_victims_own_draw_closes_it():
    table = table_with([hand(C.ACCIDENT), hand(C.DRIVING_ACE)])
    place(table, 1, 100)
    play(table, 0, C.ACCIDENT, 1)
    assert table.current == 1
    assert set(table.legal_actions(1)) == {Draw(), Trick(C.DRIVING_ACE)}
    table.apply(1, Draw())
    refused(table, 1, Trick(C.DRIVING_ACE), Reason.NO_WINDOW)


def test_with_two_players_the_trick_then_a_full_turn():
    table = table_with([hand(C.ACCIDENT), hand(C.DRIVING_ACE)])
    place(table, 1, 100)
    play(table, 0, C.ACCIDENT, 1)
    events = table.apply(1, Trick(C.DRIVING_ACE))
    assert one(events, TrickPlayed).points == 400
    assert table.current == 1 and table.step == "draw" and len(table.hands[1]) == 6
    discard(table, 1)
    assert table.current == 0


def test_trick_refusals():
    table, _ = three_players_flat_tire_on_seat_2()
    refused(table, 0, Trick(C.PUNCTURE_PROOF), Reason.NOT_YOUR_SIDE)
    refused(table, 1, Trick(C.PUNCTURE_PROOF), Reason.NOT_YOUR_SIDE)
    refused(table, 2, Trick(C.EXTRA_TANK), Reason.NOT_IN_HAND)
    refused(table, 2, CloseWindow(), Reason.NOT_YOUR_TURN)
    refused(table, 1, CloseWindow(), Reason.WINDOW_NOT_TIMED)
    other = table_with([hand(C.FLAT_TIRE), hand(C.EXTRA_TANK, C.DRIVING_ACE)])
    place(other, 1, 100)
    play(other, 0, C.FLAT_TIRE, 1)
    refused(other, 1, Trick(C.EXTRA_TANK), Reason.NOT_THE_ANSWER)
    refused(other, 1, Trick(C.DRIVING_ACE), Reason.NOT_THE_ANSWER)
    refused(other, 1, Trick(C.MILE_25), Reason.NOT_IN_HAND)


def test_right_of_way_tricks_a_red_light_and_a_speed_limit():
    for attack in (C.RED_LIGHT, C.SPEED_LIMIT):
        table = table_with([hand(attack), hand(C.RIGHT_OF_WAY)])
        place(table, 1, 100)
        play(table, 0, attack, 1)
        table.apply(1, Trick(C.RIGHT_OF_WAY))
        assert table.cars[1].can_drive and not table.cars[1].problems


def test_a_trick_in_teams_comes_from_a_team_mates_hand_and_players_between_lose_their_turn():
    # 4 players in 2 teams: seats 0 and 2 drive car 0, seats 1 and 3 car 1 (A B A B)
    table = table_with(
        [hand(C.OUT_OF_GAS), hand(), hand(), hand(C.EXTRA_TANK)], teams=2,
    )
    assert table.seat_car == [0, 1, 0, 1]
    place(table, 1, 100)
    play(table, 0, C.OUT_OF_GAS, 1)
    assert table.current == 1
    assert Trick(C.EXTRA_TANK) in table.legal_actions(3)
    refused(table, 2, Trick(C.EXTRA_TANK), Reason.NOT_YOUR_SIDE)
    events = table.apply(3, Trick(C.EXTRA_TANK))
    assert one(events, TrickPlayed) == TrickPlayed(3, 1, C.EXTRA_TANK, C.OUT_OF_GAS, 400)
    assert table.cars[1].score == 400 and table.cars[1].can_drive
    assert table.current == 3
    discard(table, 3)
    assert table.current == 0  # seats 1 and 2 lost their turn
