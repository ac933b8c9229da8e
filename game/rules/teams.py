"""Teams (RULES.md 8): layouts, picking team-mates one at a time, and seating.

Picking works on player numbers (0 is the table owner); the front end shows names. The owner
picks team-mates from the players not yet taken until the team is full; the choice then passes
to the first player not yet on a team; the last team is who is left. Seats then alternate
between teams (A B A B ...), which is how the table maps seats to cars.
"""

from __future__ import annotations

import random

from .options import Options


class TeamPicking:
    """The picking of `teams` teams among `players` players, one choice at a time."""

    def __init__(self, players: int, teams: int) -> None:
        if teams < 2 or players % teams:
            raise ValueError(f"{players} players do not make {teams} equal teams")
        self.players = players
        self.size = players // teams
        self.teams: list[list[int]] = [[0]]
        self._fill_last_team_if_forced()

    @classmethod
    def for_options(cls, options: Options) -> TeamPicking:
        return cls(options.players, options.teams)

    @property
    def done(self) -> bool:
        return sum(len(team) for team in self.teams) == self.players

    @property
    def chooser(self) -> int | None:
        """The player choosing now (the first of the team being filled)."""
        return None if self.done else self.teams[-1][0]

    def available(self) -> list[int]:
        """Players nobody has taken, in order."""
        taken = {player for team in self.teams for player in team}
        return [player for player in range(self.players) if player not in taken]

    def pick(self, player: int) -> None:
        """The chooser takes `player` into their team."""
        if self.done or player not in self.available():
            raise ValueError(f"player {player} cannot be picked")
        self.teams[-1].append(player)
        if len(self.teams[-1]) == self.size and not self.done:
            self.teams.append([self.available()[0]])
        self._fill_last_team_if_forced()

    def pick_random(self, rng: random.Random) -> int:
        """A computer player's choice: anyone not yet taken, at random."""
        player = rng.choice(self.available())
        self.pick(player)
        return player

    def _fill_last_team_if_forced(self) -> None:
        # RULES.md 8: the last team is who is left, with no choice to make
        if len(self.teams) == self.players // self.size:
            self.teams[-1].extend(self.available())


def seating(teams: list[list[int]]) -> list[int]:
    """Players in seat order: seats alternate between teams, team order as picked."""
    size = len(teams[0])
    return [teams[t][i] for i in range(size) for t in range(len(teams))]
