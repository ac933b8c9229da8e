"""The match host with no front end: computer players on a fake clock, people through
`submit`, seats changing hands, the settle delay, stale decisions, saving."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from game.bots import NormalBot
from game.match import (
    COMPUTER_SEAT,
    ManualScheduler,
    MatchConfig,
    MatchFile,
    MatchHost,
    SeatConfig,
    SeatControlled,
    Timing,
)
from game.rules import Card, Discard, Draw, Extend, NextRound, Play, Table, Trick, make_options
from game.rules import events as ev

C = Card
NAMES = ["Ana", "Boris", "Chen", "Dina", "Emil", "Fatma"]
FILLER = [C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100, C.MILE_25, C.MILE_50, C.MILE_75,
          C.MILE_100, C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100]


def config(levels: list[str | None], preset: str = "1000_miles", seed: int = 3,
           timing: Timing | None = None, **options) -> MatchConfig:
    seats = tuple(SeatConfig(NAMES[i], level) for i, level in enumerate(levels))
    return MatchConfig(make_options(preset, players=len(levels), **options), seats, seed,
                       timing or Timing())


class Ears:
    """Everything one subscriber heard."""

    def __init__(self, host: MatchHost, seat: int | None) -> None:
        self.updates = []
        host.subscribe(seat, self.updates.append)

    @property
    def events(self) -> list:
        return [event for update in self.updates for event in update.events]

    def of(self, kind) -> list:
        return [event for event in self.events if isinstance(event, kind)]


def host_at(cfg: MatchConfig, hands, pile, first: int = 0, **kw) -> tuple[MatchHost, ManualScheduler]:
    clock = ManualScheduler()
    table = Table.from_setup(cfg.options, hands, pile, first=first, seed=cfg.seed)
    host = MatchHost(cfg, clock, table=table, **kw)
    return host, clock


def test_four_computer_players_play_a_whole_match_on_a_fake_clock(tmp_path):
    cfg = config(["normal", "easy", "normal", "hard"], score_limit=1000, seed=11)
    clock = ManualScheduler()
    store = MatchFile(tmp_path / "match.json")
    host = MatchHost(cfg, clock, store=store)
    public = Ears(host, None)
    mine = Ears(host, 2)
    host.start()
    clock.run_until_idle(limit=10 ** 6)
    assert host.phase == "match_over"
    assert public.of(ev.MatchOver) and mine.of(ev.MatchOver)
    rounds = public.of(ev.RoundStarted)
    assert len(rounds) >= 1
    # every draw the spectator heard is blind; seat 2 saw its own cards only
    assert all(e.card is None for e in public.of(ev.Drew))
    assert all((e.card is not None) == (e.seat == 2) for e in mine.of(ev.Drew))
    # the saved match is the end of the same match
    saved = store.load()
    assert saved.finished and saved.table.history == host.table_for_saving.history
    # the computer players waited their pace between actions: time passed
    assert clock.now() >= len(saved.table.history) * cfg.timing.pace * 0.5


def test_every_seat_is_told_its_own_whole_view_after_every_action():
    """The host builds the facts all seats share once per position: what each listener asks
    for after an action is still exactly its own seat's view."""
    from game.rules import view_of

    host = MatchHost(config(["normal", "easy", "easy", "normal"], score_limit=1000, seed=5),
                     clock := ManualScheduler())
    wrong: list[int] = []

    def listen(seat: int):
        def heard(update) -> None:
            if host.view(seat) != view_of(host.table_for_saving, seat):
                wrong.append(seat)
        return heard

    for seat in range(4):
        host.subscribe(seat, listen(seat))
    host.start()
    clock.run_until_idle(limit=10 ** 6)
    assert host.phase == "match_over" and wrong == []


def test_a_person_acts_through_submit_and_refusals_carry_reasons():
    cfg = config([None, "normal"])
    hands = [[C.GREEN_LIGHT, C.MILE_25, C.MILE_50, C.MILE_75, C.GAS, C.RIGHT_OF_WAY],
             [C.GREEN_LIGHT, C.MILE_25, C.MILE_50, C.MILE_75, C.GAS, C.REPAIRS]]
    host, clock = host_at(cfg, hands, FILLER)
    ears = Ears(host, 0)
    host.start()
    refused = host.submit(0, Play(C.MILE_25))
    assert not refused.accepted and refused.refusal.reason == "draw_first"
    refused = host.submit(1, Draw())
    assert refused.refusal.reason == COMPUTER_SEAT
    assert host.submit(0, Draw()).accepted
    refused = host.submit(0, Play(C.MILE_25))
    assert refused.refusal.reason == "needs_green_light"
    assert refused.refusal.card is C.MILE_25
    assert host.submit(0, NextRound()).refusal.reason == "round_over"
    assert host.submit(0, Play(C.GREEN_LIGHT)).accepted
    assert ears.of(ev.Defended)[-1].card is C.GREEN_LIGHT
    assert ears.updates[-1].by == 0
    clock.advance(cfg.timing.pace + 0.01)  # Ana draws
    assert host.view(0).current_seat == 1


def test_a_seat_passes_to_a_computer_player_and_back_mid_round_without_changing_the_table():
    cfg = config([None, "normal", None], seed=5)
    host = MatchHost(cfg, clock := ManualScheduler())
    ears = Ears(host, 2)
    host.start()
    assert host.submit(0, Draw()).accepted
    host.submit(0, Discard(host.view(0).hand[-1]))
    before = host.view(2)
    host.set_controller(2, "easy")
    assert host.view(2) == before  # the hand and the table are the same
    assert ears.of(SeatControlled) == [SeatControlled(2, "easy")]
    assert host.submit(2, Draw()).refusal.reason == COMPUTER_SEAT
    for _ in range(100):  # Boris plays his turn, then the computer plays seat 2's
        clock.advance(0.5)
        if host.view(2).current_seat == 0:
            break
    assert host.view(2).current_seat == 0
    played = host.view(2)
    host.set_controller(2, None)
    assert host.view(2) == played
    assert ears.of(SeatControlled)[-1] == SeatControlled(2, None)
    clock.advance(60)
    assert host.view(0).current_seat == 0  # only people can move now: nothing happened


def _attack_position(victim_holds_safety: bool, levels=(None, "normal", None), settle=4.0):
    """Three seats, every car rolling: Ana (seat 0) is about to put a red light on Chen
    (seat 2); Boris (seat 1) plays next. Chen holds right of way, or not."""
    cfg = config(list(levels), timing=Timing(pace=1.0, settle=settle))
    chen = [C.MILE_25, C.MILE_50, C.MILE_75, C.GAS, C.REPAIRS]
    chen.append(C.RIGHT_OF_WAY if victim_holds_safety else C.MILE_100)
    hands = [[C.RED_LIGHT, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25],
             [C.MILE_25, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50], chen]
    host, clock = host_at(cfg, hands, FILLER)
    for car in host.table_for_saving.cars:
        car.needs_green = False
    return host, clock


def _attack(host: MatchHost) -> None:
    assert host.submit(0, Draw()).accepted
    assert host.submit(0, Play(C.RED_LIGHT, 2)).accepted


@pytest.mark.parametrize("holds", [False, True])
def test_the_settle_delay_holds_the_next_draw_the_same_time_whoever_holds_what(holds):
    host, clock = _attack_position(holds)
    drew = []
    host.subscribe(None, lambda u: drew.extend(
        clock.now() for e in u.events if isinstance(e, ev.Drew) and e.seat == 1))
    host.start()
    clock.advance(2.0)
    _attack(host)  # at 2.0; Chen does not answer, whatever he holds
    clock.advance(10)
    assert drew[0] == pytest.approx(2.0 + 4.0)  # the settle delay, not the pace, either way


def _three_people(chen_holds_safety: bool):
    """Three people: Ana has just put a red light on Chen; Boris is next."""
    host, clock = _attack_position(chen_holds_safety, levels=(None, None, None), settle=3.0)
    ears = Ears(host, 1)
    host.start()
    clock.advance(2.0)
    _attack(host)  # at 2.0
    return host, clock, ears


def test_the_next_person_who_draws_during_the_settle_delay_is_held_then_served():
    host, clock, ears = _three_people(False)
    outcome = host.submit(1, Draw())
    assert not outcome.accepted and outcome.refusal is None
    assert outcome.wait == pytest.approx(3.0)
    assert host.settling() == pytest.approx(3.0)
    clock.advance(2.9)
    assert [e.seat for e in ears.of(ev.Drew)] == [0]
    clock.advance(0.2)
    assert [e.seat for e in ears.of(ev.Drew)] == [0, 1]
    assert host.view(1).step == "play"


def test_a_trick_reaching_the_host_before_the_held_draw_counts_and_voids_the_draw():
    host, clock, ears = _three_people(True)
    host.submit(1, Draw())  # held
    clock.advance(1.0)
    assert host.submit(2, Trick(C.RIGHT_OF_WAY)).accepted
    assert ears.of(ev.TrickPlayed)
    clock.advance(5.0)
    assert [e.seat for e in ears.of(ev.Drew)] == [0, 2]  # Boris's held draw was dropped
    assert host.view(2).current_seat == 2 and host.view(2).step == "draw"


def test_a_held_draw_outlives_another_seat_changing_hands():
    host, clock, ears = _three_people(False)
    host.submit(1, Draw())  # held until 5.0
    clock.advance(1.0)
    host.set_controller(2, "normal")  # Chen's person left: a computer player drives his car
    clock.advance(2.1)
    assert [e.seat for e in ears.of(ev.Drew)] == [0, 1]  # Boris's draw was served, not dropped
    assert host.view(1).step == "play"


def test_a_held_draw_is_void_once_its_seat_goes_to_a_computer_player_even_if_it_comes_back():
    host, clock, ears = _three_people(False)
    host.submit(1, Draw())  # held until 5.0
    clock.advance(1.0)
    host.set_controller(1, "normal")  # Boris dropped: a computer player takes his seat...
    host.set_controller(1, None)  # ...and he is back before it moved: his old draw is gone
    clock.advance(10.0)
    assert [e.seat for e in ears.of(ev.Drew)] == [0]  # the seat waits for what he does now
    assert host.view(1).step == "draw"


def test_a_person_of_the_attacked_side_may_close_their_own_window_at_once():
    cfg = config([None, None], timing=Timing(pace=1.0, settle=3.0))
    hands = [[C.RED_LIGHT, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25],
             [C.MILE_25, C.MILE_50, C.MILE_75, C.GAS, C.RIGHT_OF_WAY, C.MILE_100]]
    host, clock = host_at(cfg, hands, FILLER)
    for car in host.table_for_saving.cars:
        car.needs_green = False
    host.start()
    host.submit(0, Draw())
    host.submit(0, Play(C.RED_LIGHT, 1))
    assert host.submit(1, Draw()).accepted  # no wait: only Boris's own chance is given up
    assert host.view(1).window is None


def test_speech_of_the_attack_stretches_the_settle_delay_up_to_its_limit():
    host, clock = _attack_position(False)
    host.set_timing(Timing(pace=1.0, settle=4.0, max_hold=3.0))
    host.start()
    clock.advance(2.0)
    _attack(host)
    clock.advance(0.5)
    host.heard(2, at=3.5)  # Chen's speech of the attack ends at 3.5
    assert host.settling() == pytest.approx(3.5 + 4.0 - 2.5)
    host.heard(2, at=50.0)  # no further than settle + max_hold after the attack
    assert host.settling() == pytest.approx(2.0 + 4.0 + 3.0 - 2.5)
    host.heard(1, at=60.0)  # a computer player's seat cannot hold the table
    assert host.settling() == pytest.approx(6.5)


class RecordingBot(NormalBot):
    """A normal player that remembers whose view it was given for the trick."""

    seen: list[int] = []

    def wants_trick(self, view):
        RecordingBot.seen.append(view.seat)
        return super().wants_trick(view)


def test_a_computer_player_decides_its_trick_from_its_own_view():
    cfg = config([None, "normal", "normal"], timing=Timing(pace=1.0, settle=4.0))
    hands = [[C.RED_LIGHT, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25],
             [C.MILE_25, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50],
             [C.MILE_25, C.MILE_50, C.MILE_75, C.GAS, C.REPAIRS, C.RIGHT_OF_WAY]]
    host, clock = host_at(cfg, hands, FILLER)
    for car in host.table_for_saving.cars:
        car.needs_green = False
    host._bots[2] = RecordingBot(seed=1)
    RecordingBot.seen = []
    ears = Ears(host, None)
    host.start()
    host.submit(0, Draw())
    host.submit(0, Play(C.RED_LIGHT, 2))
    clock.advance(1.01)
    assert RecordingBot.seen == [2]  # Chen's own view, not Boris's (in turn)
    trick = ears.of(ev.TrickPlayed)
    assert trick and trick[0].seat == 2


class Manual:
    """An executor whose work finishes only when told."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Future, object, tuple]] = []

    def __call__(self, work, *args) -> Future:
        future: Future = Future()
        self.jobs.append((future, work, args))
        return future

    def finish_all(self) -> None:
        for future, work, args in self.jobs:
            if not future.done():
                future.set_result(work(*args))


def test_a_decision_that_arrives_after_the_position_changed_is_dropped(caplog):
    executor = Manual()
    host, clock = _attack_position(True)
    host._executor = executor
    host.start()
    _attack(host)
    assert executor.jobs  # Boris starts deciding his draw at once, for after the delay
    clock.advance(1.0)
    assert host.submit(2, Trick(C.RIGHT_OF_WAY)).accepted  # Chen answers meanwhile
    executor.finish_all()  # Boris's decision arrives, about a position that is gone
    clock.advance(10.0)
    history = host.table_for_saving.history
    assert [seat for seat, _ in history] == [0, 0, 2]  # Boris never acted
    assert host.view(2).current_seat == 2
    assert "illegal" not in caplog.text


def test_a_decision_for_a_player_that_left_the_seat_is_dropped():
    executor = Manual()
    cfg = config([None, "normal"], timing=Timing(pace=1.0))
    host = MatchHost(cfg, clock := ManualScheduler(), executor=executor)
    host.start()
    host.submit(0, Draw())
    host.submit(0, Discard(host.view(0).hand[0]))
    first = executor.jobs[-1][0]
    first.set_result((Discard(C.RIGHT_OF_WAY), None))  # what the old player "decided"
    host.set_controller(1, "easy")  # another computer player takes the seat before it acts
    executor.finish_all()
    clock.advance(1.0)
    assert host.table_for_saving.history[-1] == (1, Draw())


def test_a_late_decision_is_waited_for_without_blocking_when_the_host_may_not_wait():
    cfg = config(["normal", None], timing=Timing(pace=1.0))
    executor = Manual()
    host = MatchHost(cfg, clock := ManualScheduler(), executor=executor)
    host.set_controller(1, "normal")
    host.start()
    clock.advance(5.0)  # Ana's draw is due, but her thinking has not finished
    assert not host.table_for_saving.history
    executor.finish_all()
    clock.advance(0.05)
    assert host.table_for_saving.history


def test_classic_window_lasts_five_seconds_then_the_person_draws_automatically():
    cfg = config([None, None], preset="classic", timing=Timing(pace=1.0, settle=2.0))
    hands = [[C.RED_LIGHT, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25, C.MILE_25],
             [C.MILE_25, C.MILE_50, C.MILE_75, C.GAS, C.REPAIRS, C.MILE_100]]
    host, clock = host_at(cfg, hands, FILLER)
    for car in host.table_for_saving.cars:
        car.needs_green = False
    ears = Ears(host, 1)
    host.start()
    clock.advance(cfg.timing.auto_draw)  # Classic draws for people
    assert host.view(0).step == "play"
    assert host.submit(0, Play(C.RED_LIGHT, 1)).accepted
    attack = clock.now()
    assert host.submit(1, Draw()).refusal.reason == "window_open"
    clock.advance(4.9)
    assert not ears.of(ev.TrickWindowClosed)
    clock.advance(0.2)
    assert ears.of(ev.TrickWindowClosed)
    clock.advance(cfg.timing.auto_draw)
    assert ears.of(ev.Drew)[-1].seat == 1
    assert clock.now() == pytest.approx(attack + 5.1 + cfg.timing.auto_draw)


def _extension(levels):
    cfg = config(levels, preset="classic", timing=Timing(pace=1.0), score_limit=5000)
    hands = [[C.MILE_100] * 6, [C.MILE_25, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50, C.MILE_50]]
    host, clock = host_at(cfg, hands, [C.MILE_100] * 6)
    for car in host.table_for_saving.cars:
        car.needs_green = False
    host.table_for_saving.cars[0].miles = 600
    return host, clock


def test_a_computer_player_answers_the_extension_only_for_a_side_of_computers():
    host, clock = _extension(["normal", None])
    ears = Ears(host, None)
    host.start()
    clock.advance(2.0)  # Ana draws, then reaches 700
    assert ears.of(ev.ExtensionOffered) and host.phase == "extension"
    clock.advance(1.0)
    assert ears.of(ev.ExtensionChosen)  # she answered for her own side

    host, clock = _extension([None, "normal"])
    host.start()
    clock.advance(Timing().auto_draw)  # Classic draws for the person
    assert host.submit(0, Play(C.MILE_100)).accepted
    assert host.phase == "extension"
    clock.advance(30.0)
    assert host.phase == "extension"  # a person answers for their side, nobody for them
    assert host.submit(0, Extend(False)).accepted
    assert host.phase == "round_over"


def test_only_the_owner_deals_the_next_round():
    cfg = config([None, None], score_limit=5000)
    host, clock = host_at(cfg, [[C.MILE_100], [C.MILE_25]], [])
    host.table_for_saving.cars[0].miles = 900
    for car in host.table_for_saving.cars:
        car.needs_green = False
    host.start()
    assert host.submit(0, Play(C.MILE_100)).accepted
    assert host.phase == "round_over"
    assert host.submit(1, NextRound()).refusal.reason == "not_owner"
    host.owner = 1
    assert host.submit(1, NextRound()).accepted
    assert host.view(1).round == 2


def test_a_saved_host_resumes_exactly_with_its_controllers(tmp_path):
    cfg = config([None, "normal", "easy"], seed=9)
    store = MatchFile(tmp_path / "match.json")
    host = MatchHost(cfg, clock := ManualScheduler(), store=store)
    host.start()
    host.submit(0, Draw())
    host.submit(0, Discard(host.view(0).hand[0]))
    clock.advance(3.0)
    host.set_controller(0, "hard")
    saved = store.load()
    assert saved.controllers == ("hard", "normal", "easy")
    again = MatchHost(saved.config, ManualScheduler(), table=saved.table,
                      controllers=list(saved.controllers), owner=saved.owner)
    for seat in range(3):
        assert again.view(seat) == host.view(seat)
