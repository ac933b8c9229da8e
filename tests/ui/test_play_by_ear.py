"""Heard, not seen (issue 16, items 1, 2, 3, 5, 6, 7, 8, 9 and what was noticed with them):
a match played by keys on the real play screen, its computer players following a plan, and
what the player hears read back. English and at least one other language per item."""

from __future__ import annotations

import pytest

from engine.i18n import Translator
from engine.script import advance
from engine.speech import CHARS_PER_SECOND
from game.bots.base import Bot
from game.match import MatchConfig, SeatConfig
from game.rules import Card, Discard, Draw, Play, Table, make_options
from game.rules.events import SafetyPlayed, SkipPlayed, TurnSkipped
from game.ui.home import HomeScreen
from game.ui.narration import Narrator, Seating, card_args

from ..rules.helpers import place
from .conftest import LANG_DIR, drive, open_play

C = Card
NAMES = ["Me", "Ana", "Boris", "Chen", "Dina", "Emil"]
FILLER = [C.MILE_100, C.MILE_75, C.MILE_100, C.MILE_50] * 3


def words(code: str, msg_id: str, **args) -> str:
    return Translator(LANG_DIR, code).tr(msg_id, **args)


class Plan(Bot):
    """A computer player that plays its plan, each step as soon as it is legal; else it draws,
    or throws its last card away. It never plays a dirty trick."""

    def __init__(self, plan: list) -> None:
        super().__init__(0)
        self.plan = list(plan)

    def decide(self, view):
        for action in self.plan:
            if action in view.legal_actions:
                self.plan.remove(action)
                return action
        if Draw() in view.legal_actions:
            return Draw()
        return [a for a in view.legal_actions if isinstance(a, Discard)][-1]

    def wants_trick(self, view):
        return None


def start(make_app, hands, pile=FILLER, plans=None, players=2, preset="1000_miles",
          code="en", first=0, settings=None, miles=None, **options):
    """The play screen on an exact deal (cars placed at `miles`, by car), the computer players
    following `plans` (by seat)."""
    app = make_app(language=code, **(settings or {}))
    seats = (SeatConfig(NAMES[0]),) + tuple(SeatConfig(n, "normal") for n in NAMES[1:players])
    config = MatchConfig(make_options(preset, players=players, **options), seats, seed=3)
    table = Table.from_setup(config.options, hands, list(pile), first)
    for car, at in (miles or {}).items():
        place(table, car, at)
    plans = plans or {}
    screen = open_play(app, config, table,
                       bot_factory=lambda level, seed: Plan(plans.get(seed - config.seed, [])))
    return app, screen


def obj(tr, card: Card) -> dict[str, str]:
    """A card as the object of a sentence, as the narration passes it."""
    return {"card": tr(f"card-{card.value}.a"), "card_gender": tr(f"card-{card.value}.gender")}


def said(recorder, since: int = 0) -> list[str]:
    return recorder.spoken[since:]


def six(*cards: Card) -> list[Card]:
    """A hand of these cards, made up to six with small distances."""
    return (list(cards) + [C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100] * 2)[:6]


# --- item 1: counterflow by words ------------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "ru"])
def test_counterflow_is_said_in_words_from_the_attack_to_the_cure(make_app, recorder, code):
    hands = [six(C.GREEN_LIGHT, C.MILE_100, C.END_OF_COUNTERFLOW, C.MILE_75),
             six(C.GREEN_LIGHT, C.COUNTERFLOW)]
    app, screen = start(make_app, hands, code=code, plans={
        1: [Play(C.GREEN_LIGHT), Play(C.COUNTERFLOW, 0)]})
    tr = app.translator.tr
    drive(app, "space", "1", "return")  # green light
    advance(app, 8)
    drive(app, "space", "1", "return")  # 100 miles
    mark = len(recorder.spoken)
    advance(app, 8)  # Ana turns you round
    attack = tr("event-attacked", who="other", player="Ana", victim="you", stopped="no",
                backwards="yes", target=tr("car-you"), **obj(tr, C.COUNTERFLOW))
    assert attack in said(recorder, mark)
    if code == "en":
        assert attack == "Ana plays counterflow on you. You are now driving backwards."
    drive(app, "space", "f2", "f3")
    f2, f3 = said(recorder)[-2:]
    assert f2.startswith(tr("status-backwards"))  # before anything else
    assert f3.startswith(tr("car-you.start"))
    hand = screen.view().hand
    drive(app, str(hand.index(C.MILE_75) + 1))
    position = hand.index(C.MILE_75) + 1
    assert said(recorder)[-1] == tr("play-card-backwards", card=tr("card-mile_75"),
                                    position=position, count=7, total=25)
    if code == "en":
        assert said(recorder)[-1] == f"75 miles, {position} of 7: backwards, to 25"
        assert f3.startswith("You: backwards, 100 miles")
    drive(app, str(hand.index(C.END_OF_COUNTERFLOW) + 1), "return")
    assert said(recorder)[-1] == tr("event-defended", who="you", victim="you", stopped="no",
                                    forwards="yes", player="Me", **obj(tr, C.END_OF_COUNTERFLOW))
    if code == "en":
        assert said(recorder)[-1] == "You play an end of counterflow. You drive forwards again."
    drive(app, "f2")
    assert tr("status-forwards-again") in said(recorder)[-1]  # news once...
    assert tr("status-backwards") not in said(recorder)[-1]
    drive(app, "f2")
    assert tr("status-forwards-again") not in said(recorder)[-1]  # ...then no more


def test_a_team_mate_curing_counterflow_turns_your_car_forwards(make_app, recorder):
    hands = [six(C.GREEN_LIGHT), six(C.COUNTERFLOW), six(C.END_OF_COUNTERFLOW), six()]
    app, screen = start(make_app, hands, players=4, teams=2, plans={
        1: [Play(C.COUNTERFLOW, 0)], 2: [Play(C.END_OF_COUNTERFLOW)]})
    drive(app, "space", "1", "return")  # green light
    advance(app, 30)
    heard = said(recorder)
    assert "Ana plays counterflow on your team. You are now driving backwards." in heard
    assert "Your partner Boris plays an end of counterflow. You drive forwards again." in heard


# --- item 2: the dirty-trick window, fair by ear -----------------------------------------------
def attacked(make_app, code="en", **settings):
    """Two players: Ana puts out of gas on you while you hold the extra tank."""
    hands = [six(C.GREEN_LIGHT, C.EXTRA_TANK), six(C.GREEN_LIGHT, C.OUT_OF_GAS)]
    app, screen = start(make_app, hands, code=code, settings=settings, plans={
        1: [Play(C.GREEN_LIGHT), Play(C.OUT_OF_GAS, 0)]})
    drive(app, "space", "1", "return")  # green light
    advance(app, 8)  # Ana: green light
    drive(app, "space", "7", "backspace")  # a 25 away
    advance(app, 8)  # Ana attacks
    return app, screen


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_turn_line_carries_the_choice_and_space_asks_once(make_app, recorder, code):
    app, screen = attacked(make_app, code)
    tr = app.translator.tr
    prompt = tr("event-trick-chance", **card_args(tr, "attack", C.OUT_OF_GAS),
                **card_args(tr, "card", C.EXTRA_TANK))
    heard = said(recorder)
    assert heard[heard.index(prompt) + 1] == tr("event-your-turn-trick")
    if code == "en":
        assert prompt == "Dirty trick! Press D to answer the out of gas with your extra tank."
        assert tr("event-your-turn-trick") == "Your turn: D for the dirty trick, or draw."
    drive(app, "space")
    assert said(recorder)[-1] == tr("play-draw-past-trick")
    assert screen.view().window is not None  # nothing drawn
    drive(app, "f2", "space")  # asked once: the second Space draws
    assert said(recorder)[-2] == tr("event-trick-passed")
    assert said(recorder)[-1].startswith(tr("event-you-drew", card="", card_gender="other")[:4])
    assert screen.view().window is None
    assert said(recorder).count(tr("event-trick-passed")) == 1


def test_the_guard_can_be_turned_off(make_app, recorder):
    app, screen = attacked(make_app, trick_guard=False)
    drive(app, "space")
    assert "Space again to draw and give up the dirty trick." not in said(recorder)
    assert said(recorder)[-2:-1] == ["The chance for a dirty trick has passed."]


@pytest.mark.parametrize("code", ["en", "pt-BR"])
def test_after_a_dirty_trick_your_turn_is_said_once(make_app, recorder, code):
    app, screen = attacked(make_app, code)
    tr = app.translator.tr
    mark = len(recorder.spoken)
    drive(app, "d")
    heard = said(recorder, mark)
    trick = tr("event-trick", who="you", player="Me", victim="you", forwards="no", points=400,
               **card_args(tr, "attack", C.OUT_OF_GAS), **obj(tr, C.EXTRA_TANK))
    assert heard[0] == trick
    turn = tr("event-your-turn-draw")
    assert sum(line.startswith(turn.split(":")[0]) for line in heard) == 1
    assert heard[-1] == turn


def three_players_attack(make_app, hold_answer: bool, code="en"):
    """Three players: Ana puts out of gas on you; Boris plays next, after the settle delay."""
    mine = six(C.GREEN_LIGHT, C.EXTRA_TANK) if hold_answer else six(C.GREEN_LIGHT, C.GAS)
    hands = [mine, six(C.GREEN_LIGHT, C.OUT_OF_GAS), six(C.GREEN_LIGHT)]
    app, screen = start(make_app, hands, players=3, code=code, plans={
        1: [Play(C.GREEN_LIGHT), Play(C.OUT_OF_GAS, 0)], 2: [Play(C.GREEN_LIGHT)]})
    drive(app, "space", "1", "return")  # green light
    while screen.view().current_seat != 0:
        advance(app, 0.5)
    drive(app, "space", "7", "backspace")
    while screen.view().window is None:
        advance(app, 0.1)  # Ana attacks
    return app, screen


@pytest.mark.parametrize("hold_answer", [True, False], ids=["holding the answer", "not"])
def test_the_trick_time_counts_from_the_moment_the_prompt_has_been_spoken(
        make_app, recorder, hold_answer):
    app, screen = three_players_attack(make_app, hold_answer)
    attacked_at = app.clock.now()
    spoken = app.speaker.spoken_at()
    said_since = sum(len(line) for line in recorder.spoken[-3:])
    assert spoken - attacked_at > 1.0  # the attack (and the prompt) take time to say
    assert spoken - attacked_at <= said_since / CHARS_PER_SECOND + 1e-9
    settle = 5.0  # the "dirty-trick time" setting's default
    advance(app, settle + 0.2)  # the plain delay has passed: Boris still waits...
    assert screen.view().window is not None and screen.view().hand_sizes[2] == 6
    advance(app, spoken - app.clock.now() + settle + 0.5)  # ...until it counts from then
    assert screen.view().window is None
    passed = "The chance for a dirty trick has passed."
    assert said(recorder).count(passed) == (1 if hold_answer else 0)


def test_a_trick_in_time_against_the_clock_counts_from_the_prompt(make_app, recorder):
    app, screen = three_players_attack(make_app, hold_answer=True)
    advance(app, 6.0)  # later than 5 s after the attack, not 5 s after it was said
    drive(app, "d")
    assert any(line.startswith("Dirty trick! You answer the out of gas") for line in
               said(recorder))


# --- item 3: leaving, and what No and Escape say -------------------------------------------------
@pytest.mark.parametrize("code", ["en", "es"])
def test_leaving_a_match_says_where_you_are(make_app, recorder, code):
    app = make_app(language=code)
    app.push(HomeScreen(app))
    drive(app, "return")  # Play: a quick match
    mark = len(recorder.spoken)
    drive(app, "escape", "end", "return", "home", "return")  # pause, leave, yes
    heard = said(recorder, mark)
    assert words(code, "play-back") not in heard
    left = heard.index(words(code, "play-left"))
    assert recorder.calls[mark + left + 1][1] is False  # the home screen follows, not over it
    assert isinstance(app.top, HomeScreen)
    if code == "en":
        assert heard[left] == "Match saved. Home."


@pytest.mark.parametrize("code", ["en", "ru"])
def test_no_to_discarding_a_safety_says_kept(make_app, recorder, code):
    app, screen = start(make_app, [six(C.EXTRA_TANK), six()], code=code)
    drive(app, "space", "1", "backspace", "escape")
    assert said(recorder)[-1] == words(code, "play-safety-kept")
    assert C.EXTRA_TANK in screen.view().hand


def test_escape_in_the_target_and_extension_menus_says_what_happened(make_app, recorder):
    hands = [six(C.GREEN_LIGHT, C.RED_LIGHT), six(C.GREEN_LIGHT), six(C.GREEN_LIGHT)]
    app, screen = start(make_app, hands, players=3, first=1, plans={
        1: [Play(C.GREEN_LIGHT)], 2: [Play(C.GREEN_LIGHT)]})
    while screen.view().current_seat != 0:
        advance(app, 0.5)
    hand = screen.view().hand
    drive(app, "space", str(hand.index(C.RED_LIGHT) + 1), "return", "escape")
    assert said(recorder)[-1] == "Not played: the card stays in your hand."
    assert C.RED_LIGHT in screen.view().hand


@pytest.mark.parametrize("code", ["en", "pt-BR"])
def test_escape_in_the_choice_at_700_says_it_is_still_to_make(make_app, recorder, code):
    app, screen = start(make_app, [six(C.MILE_100), six()], preset="classic", code=code,
                        miles={0: 600})
    advance(app, 2)  # Classic draws for you
    hand = screen.view().hand
    drive(app, str(hand.index(C.MILE_100) + 1), "return")  # 700 miles: go on, or stop?
    drive(app, "return", "escape")
    assert said(recorder)[-1] == words(code, "play-extension-later")
    assert screen.view().phase == "extension"
    drive(app, "return", "end", "return")  # asked again; stop at 700
    assert screen.view().phase != "extension"


# --- item 5: F6 ----------------------------------------------------------------------------------
def test_f6_steps_back_through_the_last_plays_in_the_current_language(make_app, recorder):
    hands = [six(C.GREEN_LIGHT), six(C.GREEN_LIGHT), six(C.GREEN_LIGHT, C.MILE_50)]
    app, screen = start(make_app, hands, players=3, settings={"verbosity": "sounds"}, plans={
        1: [Play(C.GREEN_LIGHT)], 2: [Discard(C.MILE_50)]})
    drive(app, "f6")
    assert said(recorder)[-1] == "Nobody has played yet."
    drive(app, "space", "1", "return")
    while screen.view().current_seat != 0:
        advance(app, 0.5)
    assert "Boris discards 50 miles." not in said(recorder)  # sounds only, yet recorded
    drive(app, "f6", "f6", "f6", "f6", "f6")
    assert said(recorder)[-5:] == ["Boris discards 50 miles.", "Ana plays a green light. Rolling.",
                                   "You play a green light. Rolling.",
                                   "No older plays. F6 again for the latest.",
                                   "Boris discards 50 miles."]
    app.translator.set_language("es")
    drive(app, "f2", "f6", "f6")  # another key in between: from the latest again
    assert said(recorder)[-2:] == ["Boris descarta 50 millas.",
                                   "Ana juega una luz verde. En marcha."]


# --- item 6: refusals name the thing -------------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "ru"])
def test_a_breakdown_refusal_names_the_breakdown_and_its_cure(make_app, recorder, code):
    hands = [six(C.GREEN_LIGHT, C.MILE_75), six(C.GREEN_LIGHT, C.OUT_OF_GAS)]
    app, screen = start(make_app, hands, code=code, plans={
        1: [Play(C.GREEN_LIGHT), Play(C.OUT_OF_GAS, 0)]})
    drive(app, "space", "1", "return")
    advance(app, 8)
    drive(app, "space", "7", "backspace")
    advance(app, 20)
    hand = screen.view().hand
    drive(app, "space", str(hand.index(C.MILE_75) + 1), "return")
    tr = app.translator.tr
    assert said(recorder)[-1] == tr("reason-broken_down", family="gas",
                                    **card_args(tr, "cure", C.GAS),
                                    **card_args(tr, "go", C.GREEN_LIGHT))
    expected = {"en": "You are out of gas: play gas first.",
                "ru": "У тебя пустой бак: сначала сыграй бензин."}
    assert said(recorder)[-1] == expected[code]


@pytest.mark.parametrize(("code", "expected"), [("en", "Ana is already stopped."),
                                                ("fr", "Ana est déjà à l'arrêt.")])
def test_an_attack_refused_names_the_car_aimed_at(make_app, recorder, code, expected):
    app, screen = start(make_app, [six(C.RED_LIGHT), six()], code=code)
    drive(app, "space", "1", "return")
    assert said(recorder)[-1] == expected


# --- item 7: F2 ----------------------------------------------------------------------------------
def test_f2_says_what_matters_first_and_nothing_twice(make_app, recorder):
    app, screen = start(make_app, [six(C.MILE_100), six()])
    drive(app, "f2")
    assert said(recorder)[-1] == (
        "Waiting for a green light. You are at 0 miles, 1,000 to go. Safeties: none. "
        "200s played: 0. Round 1, 12 cards in the pile, trip 1,000. Your turn: draw.")
    drive(app, "space", "escape", "return")  # drawn, then paused and back
    assert said(recorder)[-2:] == ["Back to the match.", "Your turn: play or discard."]


# --- item 8: short narration ---------------------------------------------------------------------
@pytest.mark.parametrize(("code", "expected"), [("en", "Ana: discards 50 miles."),
                                                ("es", "Ana: descarta 50 millas.")])
def test_short_narration_names_the_discarded_card(make_app, recorder, code, expected):
    app, screen = start(make_app, [six(), six(C.MILE_50)], code=code,
                        settings={"verbosity": "short"}, plans={1: [Discard(C.MILE_50)]})
    drive(app, "space", "1", "backspace")
    advance(app, 5)
    assert expected in said(recorder)


@pytest.mark.parametrize("code", ["en", "es", "fr", "pt-BR", "ru"])
def test_every_event_of_another_player_has_one_short_form(code):
    tr = Translator(LANG_DIR, code).tr
    narrator = Narrator(tr, Seating(NAMES[:3], [0, 1, 2], 3), "short")
    for event in (SafetyPlayed(1, 1, C.DRIVING_ACE, (), 100, False),
                  SkipPlayed(1, C.SKIP_TURN, 2), TurnSkipped(2, "empty_hand")):
        (line,) = narrator.lines(event)
        assert line.text.startswith("Ana") or line.text.startswith("Boris"), line.text
        assert ":" in line.text  # the player, a colon, what


def test_a_skip_a_turn_card_is_said_once(make_app):
    tr = Translator(LANG_DIR, "en").tr
    narrator = Narrator(tr, Seating(NAMES[:2], [0, 1], 2))
    lines = [line.text for event in (SkipPlayed(1, C.SKIP_TURN, 0), TurnSkipped(0, "skip_card"))
             for line in narrator.lines(event)]
    assert lines == ["Ana plays skip a turn: you lose your next turn.", None]


@pytest.mark.parametrize(("code", "word"), [("en", "Protection!"), ("fr", "Protection !"),
                                            ("ru", "Защита!"), ("es", "¡Protección!"),
                                            ("pt-BR", "Proteção!")])
def test_mile_by_mile_protections_are_called_protections(code, word):
    tr = Translator(LANG_DIR, code).tr
    narrator = Narrator(tr, Seating(NAMES[:2], [0, 1], 2))
    (line,) = narrator.lines(SafetyPlayed(1, 1, C.GAS_PROTECTION, (), 0, False))
    assert line.text.startswith(word) and "0" not in line.text
    (line,) = narrator.lines(SafetyPlayed(1, 1, C.EXTRA_TANK, (), 100, False))
    assert not line.text.startswith(word)


# --- item 9: teams by ear ------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["en", "pt-BR"])
def test_teams_are_introduced_then_named_short_your_team_first(make_app, recorder, code):
    hands = [six(C.GREEN_LIGHT), six(C.GREEN_LIGHT), six(C.MILE_50), six()]
    app, screen = start(make_app, hands, players=4, teams=2, code=code, plans={
        1: [Play(C.GREEN_LIGHT)], 2: [Play(C.MILE_50)]})
    tr = app.translator.tr
    heard = said(recorder)
    order = tr("event-turn-order", list=", ".join([tr("turn-order-you"), "Ana", "Boris", "Chen"]))
    start_line = heard.index(order)
    assert heard[start_line + 1:start_line + 3] == [
        tr("event-partners", count=1, names="Boris"),
        tr("event-team-members", team=tr("car-other-team.start"),
           names=tr("list-and", first="Ana", last="Chen"))]
    drive(app, "space", "1", "return")
    advance(app, 30)
    moved = tr("event-moved", who="partner", player="Boris", miles=50, total=50,
               **card_args(tr, "card", C.MILE_50))
    assert moved in said(recorder)
    drive(app, "f3", "f4")
    f3, f4 = said(recorder)[-2:]
    assert f3.startswith(tr("car-your-team.start"))
    assert f4.startswith(tr("car-your-team.start"))
    assert f"; {tr('car-other-team')}" in f4  # no capital after the semicolon
    if code == "en":
        assert heard[start_line:start_line + 3] == [
            "Turn order: you, Ana, Boris, Chen.", "Your partner: Boris.",
            "The other team: Ana and Chen."]
        assert moved == "Your partner Boris drives 50 miles, now at 50."
        assert f4 == "Your team 50; the other team 0. Playing to 5,000."


def test_three_teams_are_named_by_their_first_player(make_app, recorder):
    hands = [[C.GREEN_LIGHT, C.GAS, C.SPARE_TIRE, C.REPAIRS, C.END_OF_LIMIT, C.GREEN_LIGHT]] * 6
    app, screen = start(make_app, hands, players=6, teams=3)
    heard = said(recorder)
    assert "Your partner: Chen." in heard
    assert "Team Ana: Ana and Dina." in heard and "Team Boris: Boris and Emil." in heard
    drive(app, "f4")
    assert said(recorder)[-1] == "Your team 0; team Ana 0; team Boris 0. Playing to 5,000."


# --- noticed with them ---------------------------------------------------------------------------
def test_the_end_of_a_mile_by_mile_race_says_races_won(make_app, recorder):
    hands = [six(C.START, C.MILE_100), six()]
    app, screen = start(make_app, hands, preset="mile_by_mile", races_to_win=2, trip=700,
                        miles={0: 600})
    drive(app, "space", "1", "return")
    advance(app, 8)
    hand = screen.view().hand
    drive(app, "space", str(hand.index(C.MILE_100) + 1), "return")
    assert "Races won: You 1 race; Ana 0 races." in said(recorder)
    assert not any(line.startswith("Scores:") for line in said(recorder))


@pytest.mark.parametrize("code", ["en", "fr"])
def test_f1_offers_d_only_when_a_dirty_trick_is_possible(make_app, recorder, code):
    app, screen = start(make_app, [six(C.GREEN_LIGHT, C.EXTRA_TANK), six()], code=code)
    tr = app.translator.tr
    trick_help = tr("help-line", key="D", action=tr("help-play-trick"))
    drive(app, "f1")
    assert trick_help not in said(recorder)
    app, screen = attacked(make_app, code)
    drive(app, "f1")
    assert trick_help in said(recorder)


def test_the_prompt_reads_naturally_in_every_language():
    expected = {
        "en": "Dirty trick! Press D to answer the out of gas with your extra tank.",
        "es": "¡Jugada maestra! Pulsa D para responder a la falta de gasolina con el depósito "
              "extra.",
        "fr": "Coup fourré ! Appuie sur D pour parer la panne d'essence avec ta citerne.",
        "pt-BR": "Jogada de mestre! Aperte D para responder à pane seca com seu tanque extra.",
        "ru": "Контрудар! Нажми D, и запасной бак отменит пустой бак.",
    }
    for code, text in expected.items():
        tr = Translator(LANG_DIR, code).tr
        assert tr("event-trick-chance", **card_args(tr, "attack", C.OUT_OF_GAS),
                  **card_args(tr, "card", C.EXTRA_TANK)) == text
