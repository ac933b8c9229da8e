"""The match host: one table with its seats, clock and saving, for every front end.

    from game.match import MatchConfig, MatchHost, ManualScheduler, run_now
    host = MatchHost(config, ManualScheduler(), executor=run_now)

Layers: game.rules <- game.bots <- game.match <- game.ui and game.net. This package imports
nothing from pygame, `engine` or `game.ui`. See docs/match-host.md.
"""

from .clock import Executor, ManualScheduler, Scheduler, run_now
from .config import LEVELS, NAME_IDS, MatchConfig, SeatConfig, Timing, default_config
from .events import HostEvent, SeatControlled
from .host import COMPUTER_SEAT, NO_SUCH_SEAT, MatchHost, Outcome, Refusal, Update
from .store import MatchFile, SavedMatch, SavedMatchError, saved_from_dict

__all__ = [
    "COMPUTER_SEAT", "Executor", "HostEvent", "LEVELS", "ManualScheduler", "MatchConfig",
    "MatchFile", "MatchHost", "NAME_IDS", "NO_SUCH_SEAT", "Outcome", "Refusal", "SavedMatch",
    "SavedMatchError", "Scheduler", "SeatConfig", "SeatControlled", "Timing", "Update",
    "default_config", "run_now", "saved_from_dict",
]
