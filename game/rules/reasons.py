"""Why an action is refused: stable codes the front end speaks through the language files."""

from __future__ import annotations

from enum import Enum

from .cards import Card


class Reason(str, Enum):
    GAME_OVER = "game_over"
    ROUND_OVER = "round_over"
    NOT_YOUR_TURN = "not_your_turn"
    DRAW_FIRST = "draw_first"
    ALREADY_DREW = "already_drew"
    PILE_EMPTY = "pile_empty"
    NOT_IN_HAND = "not_in_hand"
    NEEDS_TARGET = "needs_target"
    NO_TARGET_NEEDED = "no_target_needed"
    NO_SUCH_CAR = "no_such_car"
    OWN_CAR = "own_car"
    TARGET_PROTECTED = "target_protected"
    TARGET_HAS_IT = "target_has_it"
    TARGET_STOPPED = "target_stopped"
    NO_PROTECTIONS = "no_protections"
    NEEDS_GREEN_LIGHT = "needs_green_light"
    RED_LIGHT = "red_light"
    BROKEN_DOWN = "broken_down"
    SPEED_LIMIT = "speed_limit"
    PAST_TRIP = "past_trip"
    THIRD_200 = "third_200"
    NOTHING_TO_CURE = "nothing_to_cure"
    REPAIR_FIRST = "repair_first"
    NO_WINDOW = "no_window"
    NOT_YOUR_SIDE = "not_your_side"
    NOT_THE_ANSWER = "not_the_answer"
    WINDOW_OPEN = "window_open"
    WINDOW_NOT_TIMED = "window_not_timed"
    NOT_EXTENSION = "not_extension"
    EXTENSION_PENDING = "extension_pending"
    NOT_OWNER = "not_owner"
    UNKNOWN_ACTION = "unknown_action"

    def __str__(self) -> str:
        return self.value


class IllegalAction(ValueError):
    """An action the rules refuse; the table is unchanged. `reason` says why."""

    def __init__(self, reason: Reason, card: Card | None = None) -> None:
        super().__init__(reason.value if card is None else f"{reason.value} ({card.value})")
        self.reason = reason
        self.card = card
