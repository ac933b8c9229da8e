"""What one seat may know: its own hand and every public fact, nothing else.

Computer players and (later) network clients get only a `SeatView`. `key()` is a stable
string of it: what search keys information sets on and what transcripts print.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .actions import Action
from .cards import Card
from .options import Options


@dataclass(frozen=True, slots=True)
class CarView:
    index: int
    seats: tuple[int, ...]
    miles: int
    problems: tuple[Card, ...]
    safeties: tuple[Card, ...]
    two_hundreds: int
    needs_green: bool
    stopped: bool
    score: int
    races: int


@dataclass(frozen=True, slots=True)
class WindowView:
    car: int
    attack: Card
    attacker: int
    timed: bool


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    car: int
    hand: tuple[Card, ...]
    options: Options
    cars: tuple[CarView, ...]
    seat_car: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    discards: tuple[Card, ...]
    out_of_play: int
    current_seat: int | None
    step: str
    phase: str
    window: WindowView | None
    skips: tuple[int, ...]
    trip: int
    round: int
    first_seat: int
    extended_by: int | None
    reshuffles: int
    can_draw: bool
    legal_actions: tuple[Action, ...]

    @property
    def my_car(self) -> CarView:
        return self.cars[self.car]

    def opponents(self) -> list[CarView]:
        return [car for car in self.cars if car.index != self.car]

    def key(self) -> str:
        """A stable string of everything this seat knows."""
        cars = ";".join(
            f"{c.index}:{c.miles}:{','.join(p.value for p in c.problems)}:"
            f"{','.join(s.value for s in c.safeties)}:{c.two_hundreds}:{int(c.needs_green)}:"
            f"{c.score}:{c.races}"
            for c in self.cars
        )
        window = "" if self.window is None else f"{self.window.car}:{self.window.attack.value}"
        return (
            f"s{self.seat}|r{self.round}|{self.phase}|{self.current_seat}|{self.step}|"
            f"h{','.join(sorted(c.value for c in self.hand))}|p{self.pile_size}|"
            f"d{','.join(sorted(c.value for c in self.discards))}|c{cars}|w{window}|"
            f"n{','.join(map(str, self.hand_sizes))}|t{self.trip}|k{','.join(map(str, self.skips))}"
        )


def public_view(table) -> SeatView:
    """What anyone may know at `table` (a spectator): every public fact, no hand, no action;
    `seat` and `car` are -1."""
    view = view_of(table, 0)
    return replace(view, seat=-1, car=-1, hand=(), legal_actions=())


def seat_view(table, seat: int, other: SeatView) -> SeatView:
    """`view_of(table, seat)` from `other`, a view of another seat at the same moment: only
    what differs between seats (seat, car, hand, actions) is built again (a third of the
    time of a whole view)."""
    return replace(other, seat=seat, car=table.seat_car[seat], hand=tuple(table.hands[seat]),
                   legal_actions=tuple(table.legal_actions(seat)))


def view_of(table, seat: int) -> SeatView:
    """The view of `seat` at `table` (a `Table`)."""
    cars = tuple(
        CarView(
            car.index, tuple(table.seats_of(car.index)), car.miles, tuple(car.problems.values()),
            tuple(car.safeties), car.two_hundreds, car.needs_green, car.is_stopped, car.score,
            car.races,
        )
        for car in table.cars
    )
    window = table.window
    return SeatView(
        seat=seat,
        car=table.seat_car[seat],
        hand=tuple(table.hands[seat]),
        options=table.options,
        cars=cars,
        seat_car=tuple(table.seat_car),
        hand_sizes=tuple(len(hand) for hand in table.hands),
        pile_size=len(table.pile),
        discards=tuple(table.spent),
        out_of_play=len(table.out_of_play),
        current_seat=table.current_seat,
        step=table.step,
        phase=table.phase,
        window=None if window is None else WindowView(
            window.car, window.attack, window.attacker, window.timed
        ),
        skips=tuple(table.skips),
        trip=table.trip,
        round=table.round,
        first_seat=table.first_seat,
        extended_by=table.extended_by,
        reshuffles=table.reshuffles,
        can_draw=table.can_draw(),
        legal_actions=tuple(table.legal_actions(seat)),
    )
