"""The table: seats, cars, hands, the pile and the discards, and the rules that move them.

`Table.new` deals a seeded match; `Table.from_setup` builds exact situations for tests.
The seed and every exact deal (`from_setup`, `deal`) are kept with the action history, so a
table can be rebuilt by replaying it (`game.rules.save` does, to load a save).
`legal_actions(seat)` lists what a seat may do, `why_illegal(seat, action)` says why not, and
`apply(seat, action)` changes the state and returns the events, or raises `IllegalAction`
leaving the state untouched. `apply_unchecked` skips validation, for search over actions that
came from `legal_actions` (anything else corrupts the table).

All randomness goes through the table's own `random.Random`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .actions import Action, CloseWindow, Discard, Draw, Extend, NextRound, Play, Trick
from .car import Car
from .cards import (
    ATTACK_FAMILY,
    BREAKDOWNS,
    DEFENSE_FAMILY,
    DISTANCE,
    KIND,
    RESTRICTIONS,
    SAFETY_FAMILIES,
    STOPPERS,
    Card,
    Family,
    Kind,
    deck_list,
)
from .events import (
    Attacked,
    CardWasted,
    Dealt,
    Defended,
    Discarded,
    Drew,
    Event,
    ExtensionChosen,
    ExtensionOffered,
    ExtraTurn,
    MatchOver,
    Moved,
    PileEmpty,
    PileReshuffled,
    ProtectionsRemoved,
    RoundOver,
    RoundStarted,
    SafetyPlayed,
    SkipPlayed,
    TrickPlayed,
    TrickWindowClosed,
    TrickWindowOpened,
    TurnSkipped,
    TurnStarted,
)
from .options import Options
from .reasons import IllegalAction, Reason
from .scoring import SCORING, round_bonuses

HAND_SIZE = 6
MAX_RESHUFFLES = 20  # RULES.md 7 ruling: so a round always ends

PLAYING, EXTENSION, ROUND_OVER, MATCH_OVER = "playing", "extension", "round_over", "match_over"
DRAW_STEP, PLAY_STEP = "draw", "play"
PHASES = (PLAYING, EXTENSION, ROUND_OVER, MATCH_OVER)
STEPS = (DRAW_STEP, PLAY_STEP)
OWNER = 0


@dataclass(frozen=True, slots=True)
class Deal:
    """An exact deal: the hands, the pile (top first) and the seat that plays first."""

    hands: tuple[tuple[Card, ...], ...]
    pile: tuple[Card, ...]
    first: int


@dataclass(slots=True)
class Window:
    """An open dirty-trick window (RULES.md 5) after `attack` landed on `car`."""

    car: int
    attack: Card
    attacker: int
    prior_needs_green: bool
    timed: bool


class Table:
    """One match in play. Build with `Table.new` or `Table.from_setup`."""

    def __init__(self, options: Options, seed: int | None = 0) -> None:
        if seed is None:  # an unseeded match still has a seed, so that it can be replayed
            seed = random.SystemRandom().randrange(1 << 63)
        self.options = options
        self.seed = seed
        self.rng = random.Random(seed)
        self.seats = options.players
        self.car_count = options.car_count
        # RULES.md 8 ruling: seats alternate between teams (A B A B ...)
        self.seat_car = [seat % self.car_count for seat in range(self.seats)]
        self.cars = [Car(i) for i in range(self.car_count)]
        self.hands: list[list[Card]] = [[] for _ in range(self.seats)]
        self.pile: list[Card] = []  # the top of the pile is the end of the list
        self.spent: list[Card] = []  # discards and played cards no longer in effect
        self.out_of_play: list[Card] = []
        self.round = 0
        self.first_seat = 0
        self.current = 0
        self.step = DRAW_STEP
        self.phase = PLAYING
        self.window: Window | None = None
        self.skips = [0] * self.seats
        self.reshuffles = 0
        self.trip = options.trip
        self.extended_by: int | None = None
        self.winner: int | None = None
        self.history: list[tuple[int, Action]] = []
        # Exact deals (from_setup, deal) by round number: with the seed and the history,
        # all a replay needs
        self.deals: dict[int, Deal] = {}
        self.opening_events: list[Event] = []
        self._record = True  # False in search copies: no history, no events
        rules = options.rules
        self._scoring = SCORING[rules.scoring]
        self._trick = rules.trick
        self._max_200s = rules.max_200s
        self._discard_illegal = rules.illegal_play == "discard"
        self._restrictions_on_stopped = rules.restrictions_on_stopped
        self._ends_on_empty_hand = rules.ends_on_empty_hand
        self._safety_kinds = sum(1 for card in options.deck if KIND[card] is Kind.SAFETY)

    # -- building -------------------------------------------------------------------------

    @classmethod
    def new(cls, options: Options, seed: int | None = 0) -> Table:
        """A match with the first round dealt from a seeded shuffle; seat 0 plays first."""
        table = cls(options, seed)
        table.opening_events = table._deal(None, None, 0)
        return table

    @classmethod
    def from_setup(
        cls,
        options: Options,
        hands: list[list[Card]],
        pile: list[Card],
        first: int = 0,
        seed: int | None = 0,
    ) -> Table:
        """A match whose first round starts from exact hands and pile (top first).

        Any cards of the preset's deck may be given, fewer than the whole deck: the rest are
        out of play this round. Raises ValueError if the cards are not in the deck.
        """
        table = cls(options, seed)
        table.opening_events = table._deal(hands, pile, first)
        return table

    @classmethod
    def replay(
        cls,
        options: Options,
        seed: int,
        history: Iterable[tuple[int, Action]],
        deals: dict[int, Deal] | None = None,
    ) -> Table:
        """The table reached by dealing round 1 from `seed` (or the exact deal for round 1)
        and applying `history` in order, each round after a round over dealt exactly when
        `deals` has it. Raises IllegalAction for an action the rules refuse there and
        ValueError for an impossible deal or one never reached."""
        deals = dict(deals or {})
        table = cls(options, seed)
        table.opening_events = table._deal_round(deals, 0)
        table._deal_exactly(deals)
        for seat, action in history:
            table.apply(seat, action)
            if table.phase == ROUND_OVER:
                table._deal_exactly(deals)
        if table.deals != deals:
            unused = sorted(set(deals) - set(table.deals))
            raise ValueError(f"deals for rounds never reached: {unused}"[:100])
        return table

    def _deal_exactly(self, deals: dict[int, Deal]) -> None:
        """Deal the next rounds `deals` has (a dealt round may end at once) between rounds."""
        while self.phase == ROUND_OVER and self.round + 1 in deals:
            self._deal_round(deals, (self.first_seat + 1) % self.seats)

    def _deal_round(self, deals: dict[int, Deal], first: int) -> list[Event]:
        deal = deals.get(self.round + 1)
        if deal is None:
            return self._deal(None, None, first)
        return self._deal([list(hand) for hand in deal.hands], list(deal.pile), deal.first)

    def deal(
        self, hands: list[list[Card]], pile: list[Card], first: int | None = None
    ) -> list[Event]:
        """Start the next round from exact hands and pile (for tests), like NextRound."""
        if self.phase != ROUND_OVER:
            raise IllegalAction(Reason.ROUND_OVER if self.phase == PLAYING else Reason.GAME_OVER)
        return self._deal(hands, pile, (self.first_seat + 1) % self.seats if first is None else first)

    def _deal(
        self, hands: list[list[Card]] | None, pile: list[Card] | None, first: int
    ) -> list[Event]:
        deck = deck_list(self.options.deck)
        if hands is None:
            self.rng.shuffle(deck)
            self.hands = [[] for _ in range(self.seats)]
            for _ in range(HAND_SIZE):
                for seat in range(self.seats):
                    self.hands[seat].append(deck.pop())
            self.pile = deck
            self.out_of_play = []
        else:
            if len(hands) != self.seats or pile is None:
                raise ValueError("one hand per seat and a pile are needed")
            if not 0 <= first < self.seats:
                raise ValueError(f"no seat {first} to play first")
            given = Counter(card for hand in hands for card in hand) + Counter(pile)
            available = Counter(deck)
            if given - available:
                raise ValueError(f"cards not in this deck: {dict(given - available)}")
            if any(len(hand) > HAND_SIZE + 1 for hand in hands):
                raise ValueError("a hand holds at most seven cards")
            self.deals[self.round + 1] = Deal(
                tuple(tuple(hand) for hand in hands), tuple(pile), first
            )
            self.hands = [list(hand) for hand in hands]
            self.pile = list(reversed(pile))
            self.out_of_play = list((available - given).elements())
        for car in self.cars:
            car.reset_round()
        self.spent = []
        self.round += 1
        self.first_seat = first
        self.phase = PLAYING
        self.window = None
        self.skips = [0] * self.seats
        self.reshuffles = 0
        self.trip = self.options.trip
        self.extended_by = None
        self.winner = None
        events: list[Event] = [RoundStarted(self.round, first, self.trip)]
        events.extend(
            Dealt(seat, len(hand), tuple(hand)) for seat, hand in enumerate(self.hands)
        )
        self._give_turn(first, events)
        return events

    # -- queries --------------------------------------------------------------------------

    def car_of(self, seat: int) -> Car:
        return self.cars[self.seat_car[seat]]

    def seats_of(self, car: int) -> list[int]:
        return [seat for seat in range(self.seats) if self.seat_car[seat] == car]

    @property
    def is_terminal(self) -> bool:
        return self.phase == MATCH_OVER

    @property
    def current_seat(self) -> int | None:
        """Whose move it is: the player in turn, the side asked about the extension, or the
        owner between rounds; None when the match is over."""
        if self.phase == MATCH_OVER:
            return None
        if self.phase == ROUND_OVER:
            return OWNER
        return self.current

    def can_draw(self) -> bool:
        """A draw is possible: the pile holds cards or can be rebuilt (RULES.md 7)."""
        return bool(self.pile) or self._can_reshuffle()

    def _can_reshuffle(self) -> bool:
        return (
            self.options.reshuffle
            and self.reshuffles < MAX_RESHUFFLES
            and any(KIND[card] is not Kind.SAFETY for card in self.spent)
        )

    def seats_to_act(self) -> list[int]:
        """Seats with a legal action now: trick holders first, then the seat in turn."""
        window = self.window
        if window is None and self.phase == PLAYING:  # the usual case
            return [self.current]
        seats = []
        if window is not None and self.phase == PLAYING:
            for seat in self.seats_of(window.car):
                if self._trick_cards(seat) and seat != self.current:
                    seats.append(seat)
        seat = self.current_seat
        if seat is not None:
            seats.append(seat)
        if self.phase == EXTENSION:
            seats += [other for other in self.seats_of(self.seat_car[self.current])
                      if other != self.current]
        return seats

    def _answers_extension(self, seat: int) -> bool:
        # RULES.md 9 ruling: any member of the side that reached 700 may answer
        return self.seat_car[seat] == self.seat_car[self.current]

    def _trick_cards(self, seat: int) -> list[Card]:
        window = self.window
        if window is None or self.seat_car[seat] != window.car:
            return []
        family = ATTACK_FAMILY[window.attack]
        return [
            card for card in dict.fromkeys(self.hands[seat])  # once each, in hand order
            if card in SAFETY_FAMILIES and family in SAFETY_FAMILIES[card]
        ]

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now (each attack once per legal target)."""
        phase = self.phase
        if phase != PLAYING:
            if phase == ROUND_OVER and seat == OWNER:
                return [_NEXT_ROUND]
            if phase == EXTENSION and self._answers_extension(seat):
                return [_GO_ON, _STOP_THERE]
            return []
        window = self.window
        if window is None:
            if seat != self.current:
                return []
            if self.step == DRAW_STEP:
                return [_DRAW]
            actions: list[Action] = []
        else:
            actions = [Trick(card) for card in self._trick_cards(seat)]
            if seat != self.current:
                return actions
            if window.timed:
                actions.append(_CLOSE_WINDOW)
                return actions
            if self.step == DRAW_STEP:
                actions.append(_DRAW)
                return actions
        # The play step: the car's state is read once, then each distinct card is judged;
        # this is the hot path of every search, so it mirrors _rule_reason without calls.
        car_index = self.seat_car[seat]
        car = self.cars[car_index]
        problems = car.problems
        needs_green = car.needs_green
        moving = not needs_green and not any(family in STOPPERS for family in problems)
        limited = Family.LIMIT in problems
        backwards = Family.REVERSE in problems
        room = self.trip - car.miles
        max_200s = self._max_200s
        can_200 = max_200s is None or car.two_hundreds < max_200s
        append = actions.append
        for card in dict.fromkeys(self.hands[seat]):
            what, data = _PLAY_INFO[card]
            if what == _DISTANCE:
                if (moving and not (limited and data > 50) and (data != 200 or can_200)
                        and (backwards or data <= room)):
                    append(_PLAY[card])
            elif what == _TARGETED:
                for target in range(self.car_count):
                    if target != car_index and self._target_reason(card, target) is None:
                        append(_PLAY_AT[card, target])
            elif what == _DEFENSE:
                if data is Family.STOP:
                    if (Family.STOP in problems or needs_green) and not car.has_breakdown:
                        append(_PLAY[card])
                elif data in problems:
                    append(_PLAY[card])
            else:
                append(_PLAY[card])  # safeties and Skip a turn are always playable
            append(_DISCARD[card])
        return actions

    def why_illegal(self, seat: int, action: Action) -> Reason | None:
        """Why `seat` may not take `action` now, or None if it may."""
        if not 0 <= seat < self.seats:
            return Reason.NOT_YOUR_TURN
        phase = self.phase
        if phase == MATCH_OVER:
            return Reason.GAME_OVER
        if isinstance(action, NextRound):
            if phase != ROUND_OVER:
                return Reason.ROUND_OVER if phase == PLAYING else Reason.GAME_OVER
            return None if seat == OWNER else Reason.NOT_OWNER
        if phase == ROUND_OVER:
            return Reason.ROUND_OVER
        if isinstance(action, Extend):
            if phase != EXTENSION:
                return Reason.NOT_EXTENSION
            return None if self._answers_extension(seat) else Reason.NOT_YOUR_SIDE
        if phase == EXTENSION:
            return Reason.EXTENSION_PENDING
        if isinstance(action, Trick):
            window = self.window
            if window is None:
                return Reason.NO_WINDOW
            if self.seat_car[seat] != window.car:
                return Reason.NOT_YOUR_SIDE
            if action.card not in self.hands[seat]:
                return Reason.NOT_IN_HAND
            families = SAFETY_FAMILIES.get(action.card)
            if families is None or ATTACK_FAMILY[window.attack] not in families:
                return Reason.NOT_THE_ANSWER
            return None
        if seat != self.current:
            return Reason.NOT_YOUR_TURN
        if isinstance(action, CloseWindow):
            if self.window is None:
                return Reason.NO_WINDOW
            return None if self.window.timed else Reason.WINDOW_NOT_TIMED
        if self.window is not None and self.window.timed:
            return Reason.WINDOW_OPEN
        if isinstance(action, Draw):
            if self.step != DRAW_STEP:
                return Reason.ALREADY_DREW
            return None
        if not isinstance(action, (Play, Discard)):
            return Reason.UNKNOWN_ACTION
        if self.step == DRAW_STEP:
            return Reason.DRAW_FIRST
        if action.card not in self.hands[seat]:
            return Reason.NOT_IN_HAND
        if isinstance(action, Discard):
            return None
        return self._rule_reason(seat, action)

    def _rule_reason(self, seat: int, action: Play) -> Reason | None:
        """Why the rules refuse this play (a card the seat holds, in its play step)."""
        card = action.card
        kind = KIND[card]
        if kind is Kind.ATTACK or card is Card.REMOVE_PROTECTIONS:
            if action.target is None:
                return Reason.NEEDS_TARGET
            if not 0 <= action.target < self.car_count:
                return Reason.NO_SUCH_CAR
            if action.target == self.seat_car[seat]:
                return Reason.OWN_CAR
            return self._target_reason(card, action.target)
        if action.target is not None:
            return Reason.NO_TARGET_NEEDED
        return self._play_reason(self.seat_car[seat], card, kind)

    def _target_reason(self, card: Card, target: int) -> Reason | None:
        car = self.cars[target]
        if card is Card.REMOVE_PROTECTIONS:
            return None if car.safeties else Reason.NO_PROTECTIONS
        family = ATTACK_FAMILY[card]
        if family in car.shield:
            return Reason.TARGET_PROTECTED
        if family in car.problems:
            return Reason.TARGET_HAS_IT
        if (
            not self.options.accumulation
            and car.is_stopped
            and not (self._restrictions_on_stopped and family in RESTRICTIONS)
        ):
            return Reason.TARGET_STOPPED
        return None

    def _play_reason(self, car_index: int, card: Card, kind: Kind) -> Reason | None:
        car = self.cars[car_index]
        if kind is Kind.DISTANCE:
            problems = car.problems
            if car.needs_green or problems:
                if car.has_breakdown:
                    return Reason.BROKEN_DOWN
                if Family.STOP in problems:
                    return Reason.RED_LIGHT
                if car.needs_green:
                    return Reason.NEEDS_GREEN_LIGHT
            value = DISTANCE[card]
            if value > 50 and Family.LIMIT in problems:
                return Reason.SPEED_LIMIT
            if value == 200 and self._max_200s is not None and car.two_hundreds >= self._max_200s:
                return Reason.THIRD_200
            if Family.REVERSE not in problems and car.miles + value > self.trip:
                return Reason.PAST_TRIP
            return None
        if kind is Kind.DEFENSE:
            family = DEFENSE_FAMILY[card]
            if family is Family.STOP:
                if car.has_breakdown:
                    return Reason.REPAIR_FIRST
                if Family.STOP not in car.problems and not car.needs_green:
                    return Reason.NOTHING_TO_CURE
                return None
            return None if family in car.problems else Reason.NOTHING_TO_CURE
        return None  # safeties and Skip a turn are always playable

    # -- applying -------------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal action and return its events; raise IllegalAction otherwise."""
        reason = self.why_illegal(seat, action)
        if reason is not None:
            if (
                self._discard_illegal
                and isinstance(action, Play)
                and seat == self.current
                and self.phase == PLAYING
                and self.step == PLAY_STEP
                and action.card in self.hands[seat]
                and not (self.window is not None and self.window.timed)
            ):
                # Mile by Mile: an illegal card is discarded and the turn ends (RULES.md 1)
                self.history.append((seat, action))
                return self._waste(seat, action.card, reason)
            card = action.card if isinstance(action, (Play, Discard, Trick)) else None
            raise IllegalAction(reason, card)
        return self.apply_unchecked(seat, action)

    def apply_unchecked(self, seat: int, action: Action) -> list[Event]:
        """Apply an action known to be legal (from `legal_actions`), without checking.

        Warning: an illegal action here corrupts the table. Search uses this path.
        """
        if self._record:
            self.history.append((seat, action))
            events: list[Event] = []
        else:
            events = _NO_EVENTS
        kind = type(action)
        if kind is Draw:
            if self.window is not None:
                self._close_window(events)
            self._draw(seat, events)
            self.step = PLAY_STEP
        elif kind is Discard:
            if self.window is not None:
                self._close_window(events)
            self.hands[seat].remove(action.card)
            self.spent.append(action.card)
            if events is not _NO_EVENTS:
                events.append(Discarded(seat, action.card))
            self._end_turn(seat, events)
        elif kind is Play:
            if self.window is not None:
                self._close_window(events)
            self._play(seat, action, events)
        elif kind is Trick:
            self._dirty_trick(seat, action.card, events)
        elif kind is CloseWindow:
            self._close_window(events, timed_too=True)
        elif kind is Extend:
            self._extend(seat, action.go_on, events)
        elif kind is NextRound:
            events.extend(self._deal(None, None, (self.first_seat + 1) % self.seats))
        return events

    def _waste(self, seat: int, card: Card, reason: Reason) -> list[Event]:
        events: list[Event] = []
        self._close_window(events)
        self.hands[seat].remove(card)
        self.spent.append(card)
        events.append(CardWasted(seat, card, reason))
        self._end_turn(seat, events)
        return events

    def _draw(self, seat: int, events: list[Event]) -> None:
        if not self.pile:
            if not self._can_reshuffle():
                return
            self._reshuffle(events)
        card = self.pile.pop()
        self.hands[seat].append(card)
        if events is not _NO_EVENTS:
            events.append(Drew(seat, card))
        if not self.pile:
            # "final": never rebuilt this round (RULES.md 7), not merely "nothing spent yet"
            events.append(PileEmpty(
                not self.options.reshuffle or self.reshuffles >= MAX_RESHUFFLES
            ))

    def _reshuffle(self, events: list[Event]) -> None:
        # RULES.md 4: safeties never return to the pile
        back = [card for card in self.spent if KIND[card] is not Kind.SAFETY]
        self.spent = [card for card in self.spent if KIND[card] is Kind.SAFETY]
        back.sort(key=_card_order)
        self.rng.shuffle(back)
        self.pile = back
        self.reshuffles += 1
        events.append(PileReshuffled(len(back)))

    def _play(self, seat: int, action: Play, events: list[Event]) -> None:
        card = action.card
        self.hands[seat].remove(card)
        kind = KIND[card]
        car_index = self.seat_car[seat]
        car = self.cars[car_index]
        if kind is Kind.DISTANCE:
            value = DISTANCE[card]
            before = car.miles
            backwards = Family.REVERSE in car.problems
            if backwards:
                car.miles = max(0, before - value)
            else:
                car.miles = before + value
            points = (car.miles - before) if self._scoring.miles_score else 0
            car.score += points
            if value == 200:
                car.two_hundreds += 1
            self.spent.append(card)
            if events is not _NO_EVENTS:
                events.append(Moved(seat, car_index, card, before, car.miles, points, backwards))
            if car.miles == self.trip:
                self._arrived(seat, car_index, events)
                return
        elif kind is Kind.ATTACK:
            target = self.cars[action.target]
            family = ATTACK_FAMILY[card]
            prior = target.needs_green
            target.problems[family] = card
            if family in BREAKDOWNS and Family.STOP not in target.shield:
                target.needs_green = True
            if events is not _NO_EVENTS:
                events.append(Attacked(seat, card, target.index, target.is_stopped))
            if self._trick != "none":
                self.window = Window(target.index, card, seat, prior, self._trick == "timed")
                if events is not _NO_EVENTS:
                    events.append(TrickWindowOpened(target.index, card, self._trick == "timed"))
        elif kind is Kind.DEFENSE:
            family = DEFENSE_FAMILY[card]
            cured = car.problems.pop(family, None)
            if cured is not None:
                self.spent.append(cured)
            if family is Family.STOP:
                car.needs_green = False
            self.spent.append(card)
            if events is not _NO_EVENTS:
                events.append(Defended(seat, car_index, card, cured, car.is_stopped))
        elif kind is Kind.SAFETY:
            cured = self._protect(car, card)
            points = self._scoring.safety
            car.score += points
            events.append(SafetyPlayed(seat, car_index, card, cured, points, car.is_stopped))
            events.append(ExtraTurn(seat))
            self._check_round_end(events)
            if self.phase == PLAYING:
                self._give_turn(seat, events)
            return
        elif card is Card.SKIP_TURN:
            skipped = (seat + 1) % self.seats
            self.skips[skipped] += 1
            self.spent.append(card)
            events.append(SkipPlayed(seat, card, skipped))
        else:  # Remove all protections
            target = self.cars[action.target]
            removed = target.remove_safeties()
            self.spent.extend(removed)
            self.spent.append(card)
            events.append(ProtectionsRemoved(seat, card, target.index, tuple(removed)))
        self._end_turn(seat, events)

    def _protect(self, car: Car, safety: Card) -> tuple[Card, ...]:
        """Put a safety on a car: it cures its families' problems (RULES.md 4)."""
        car.add_safety(safety)
        families = SAFETY_FAMILIES[safety]
        # in the order the problems landed, not the frozenset's: its order follows the
        # process's string hashing, and a save or a journal replayed in another process
        # must rebuild the same discards (a save's are checked against the replay's)
        cured = tuple(car.problems.pop(family) for family in
                      [family for family in car.problems if family in families])
        self.spent.extend(cured)
        return cured

    def _dirty_trick(self, seat: int, safety: Card, events: list[Event]) -> None:
        window = self.window
        assert window is not None
        self.window = None
        car = self.cars[window.car]
        self.hands[seat].remove(safety)
        # RULES.md 5: the attack is cancelled as if it never landed
        car.problems.pop(ATTACK_FAMILY[window.attack], None)
        self.spent.append(window.attack)
        car.needs_green = window.prior_needs_green
        self._protect(car, safety)
        points = self._scoring.safety + self._scoring.trick
        car.score += points
        car.tricks += 1
        events.append(TrickPlayed(seat, car.index, safety, window.attack, points))
        # Ruling: the trick player draws back to six, then takes a full turn
        self._draw(seat, events)
        # RULES.md 1 and 7: the trick may have emptied the last hand (or, 1000 milhas, any
        # hand) after the pile ran out: the round ends now, as after any other card
        if self._check_round_end(events):
            return
        self._give_turn(seat, events)

    def _close_window(self, events: list[Event], timed_too: bool = False) -> None:
        window = self.window
        if window is not None and (timed_too or not window.timed):
            self.window = None
            if events is not _NO_EVENTS:
                events.append(TrickWindowClosed(window.car))

    def _extend(self, seat: int, go_on: bool, events: list[Event]) -> None:
        car = self.seat_car[seat]
        events.append(ExtensionChosen(seat, car, go_on))
        if not go_on:
            self._win_round(car, events)
            return
        self.phase = PLAYING
        self.trip = 1000
        self.extended_by = car
        self._end_turn(self.current, events)  # the turn passes on from the seat that arrived

    def _arrived(self, seat: int, car: int, events: list[Event]) -> None:
        if self.options.extension and self.extended_by is None and self.trip == 700:
            # RULES.md 6.2: the first side to 700 chooses to stop or go on to 1000
            self._close_window(events, timed_too=True)
            self.phase = EXTENSION
            self.current = seat
            events.append(ExtensionOffered(seat, car))
            return
        self._win_round(car, events)

    def _win_round(self, car: int, events: list[Event]) -> None:
        self._end_round(car, events)

    def _end_round(self, winner: int | None, events: list[Event]) -> None:
        self._close_window(events, timed_too=True)
        self.winner = winner
        scoring = self._scoring
        bonuses = round_bonuses(
            scoring, self.cars, winner, not self.pile, self.extended_by, self._safety_kinds
        )
        for bonus in bonuses:
            self.cars[bonus.car].score += bonus.points
        if winner is not None and not scoring.miles_score:
            self.cars[winner].races += 1
        round_points = tuple(
            sum(b.points for b in bonuses if b.car == car.index) for car in self.cars
        )
        scores = tuple(car.score for car in self.cars)
        races = tuple(car.races for car in self.cars)
        events.append(RoundOver(self.round, winner, tuple(bonuses), round_points, scores, races))
        self.phase = ROUND_OVER
        champion = self._match_winner()
        if champion is not None:
            self.phase = MATCH_OVER
            events.append(MatchOver(champion, scores, races))

    @property
    def champion(self) -> int | None:
        """The car that won the match, once it is over (else None)."""
        return self._match_winner() if self.phase == MATCH_OVER else None

    def _match_winner(self) -> int | None:
        options = self.options
        if options.races_to_win is not None:
            best = max(self.cars, key=lambda car: car.races)
            return best.index if best.races >= options.races_to_win else None
        top = max(car.score for car in self.cars)
        if top < options.score_limit:
            return None
        leaders = [car.index for car in self.cars if car.score == top]
        # RULES.md 7 ruling: a tie at the top plays another round
        return leaders[0] if len(leaders) == 1 else None

    def _check_round_end(self, events: list[Event]) -> bool:
        """Both endings without a winner (RULES.md 7; 1000 milhas: any empty hand)."""
        if self.pile or self.phase != PLAYING or self._can_reshuffle():
            return False
        hands = self.hands
        if all(not hand for hand in hands) or (
            self._ends_on_empty_hand and any(not hand for hand in hands)
        ):
            self._end_round(None, events)
            return True
        return False

    def _end_turn(self, seat: int, events: list[Event]) -> None:
        if self._check_round_end(events):
            return
        self._give_turn((seat + 1) % self.seats, events)

    def _give_turn(self, seat: int, events: list[Event]) -> None:
        """Give the turn to `seat`, or past it to the first seat that can play."""
        can_draw = self.can_draw()
        if not self.skips[seat] and (can_draw or self.hands[seat]):  # the usual case
            self.current = seat
            self.step = DRAW_STEP if can_draw else PLAY_STEP
            if events is not _NO_EVENTS:
                events.append(TurnStarted(seat, can_draw))
            return
        for _ in range(self.seats * (1 + max(self.skips))):
            if self.skips[seat] and seat != self.current:
                self.skips[seat] -= 1
                events.append(TurnSkipped(seat, "skip_card"))
            elif not self.hands[seat] and not can_draw:
                events.append(TurnSkipped(seat, "empty_hand"))
            else:
                self.current = seat
                self.step = DRAW_STEP if can_draw else PLAY_STEP
                events.append(TurnStarted(seat, can_draw))
                return
            seat = (seat + 1) % self.seats
        self._end_round(None, events)

    # -- copies ---------------------------------------------------------------------------

    def clone(self) -> Table:
        """An independent copy (the RNG state too)."""
        return self._copy(record=True)

    def search_copy(self) -> Table:
        """A copy for search: it keeps no history and builds no events (apply_unchecked
        returns an empty list), which makes playouts much cheaper."""
        return self._copy(record=False)

    def _copy(self, record: bool) -> Table:
        other = Table.__new__(Table)
        other._record = record
        for name in _PLAIN:
            setattr(other, name, getattr(self, name))
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.cars = [car.copy() for car in self.cars]
        other.hands = [list(hand) for hand in self.hands]
        other.pile = list(self.pile)
        other.spent = list(self.spent)
        other.out_of_play = list(self.out_of_play)
        other.skips = list(self.skips)
        other.history = list(self.history) if record else []
        other.deals = dict(self.deals)
        other.opening_events = list(self.opening_events) if record else []
        window = self.window
        other.window = None if window is None else Window(
            window.car, window.attack, window.attacker, window.prior_needs_green, window.timed
        )
        return other

    def all_cards(self) -> Iterable[Card]:
        """Every card this round: pile, hands, discards, on cars and out of play."""
        yield from self.pile
        for hand in self.hands:
            yield from hand
        yield from self.spent
        yield from self.out_of_play
        for car in self.cars:
            yield from car.problems.values()
            yield from car.safeties


_PLAIN = (
    "options", "seed", "seats", "car_count", "seat_car", "round", "first_seat", "current", "step",
    "phase", "reshuffles", "trip", "extended_by", "winner", "_scoring", "_trick",
    "_max_200s", "_discard_illegal", "_restrictions_on_stopped", "_ends_on_empty_hand",
    "_safety_kinds",
)

_ORDER = {card: index for index, card in enumerate(Card)}


class _NoEvents(list):
    """Swallows events in search copies. The steps every playout takes (a draw, a turn, a
    move, a discard, an attack and its window, a remedy) test for it and build no event at
    all: building one costs more than the rule it reports."""

    def append(self, event: object) -> None:
        pass

    def extend(self, events: Iterable[object]) -> None:
        pass


_NO_EVENTS = _NoEvents()

# Actions are frozen values: legal_actions hands out shared instances instead of new ones
_DRAW, _CLOSE_WINDOW, _NEXT_ROUND = Draw(), CloseWindow(), NextRound()
_GO_ON, _STOP_THERE = Extend(True), Extend(False)
_PLAY = {card: Play(card) for card in Card}
_DISCARD = {card: Discard(card) for card in Card}
_PLAY_AT = {(card, target): Play(card, target) for card in Card for target in range(9)}

# What legal_actions needs to know of a card, in one lookup: its class and its datum
_DISTANCE, _TARGETED, _DEFENSE, _ALWAYS = range(4)
_PLAY_INFO: dict[Card, tuple[int, object]] = {
    card: (_DISTANCE, DISTANCE[card]) if card in DISTANCE
    else (_TARGETED, None) if card in ATTACK_FAMILY or card is Card.REMOVE_PROTECTIONS
    else (_DEFENSE, DEFENSE_FAMILY[card]) if card in DEFENSE_FAMILY
    else (_ALWAYS, None)
    for card in Card
}


def _card_order(card: Card) -> int:
    return _ORDER[card]
