"""Write the golden transcripts: `python -m tests.rules.make_golden`.

Each transcript is one seeded round played with seeded random legal actions, printed as one
line per action and event: `seat action -> event`. test_golden.py replays and diffs them, so
any change to the rules' behaviour shows up line by line (regenerate on purpose only).
"""

from __future__ import annotations

import random
from pathlib import Path

from game.rules import Table, make_options

GOLDEN = Path(__file__).parent / "golden"

GAMES = {
    "1000_miles_2p": ("1000_miles", {"players": 2}, 2024),
    "classic_3p": ("classic", {"players": 3}, 7),
}


def transcript(preset: str, changes: dict, seed: int) -> list[str]:
    table = Table.new(make_options(preset, **changes), seed=seed)
    chooser = random.Random(seed)
    lines = [f"- deal -> {event!r}" for event in table.opening_events]
    while table.phase in ("playing", "extension"):
        seat = chooser.choice(table.seats_to_act())
        action = chooser.choice(table.legal_actions(seat))
        events = table.apply(seat, action)
        lines += [f"{seat} {action!r} -> {event!r}" for event in events] or [
            f"{seat} {action!r} -> (no event)"
        ]
    return lines


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, game in GAMES.items():
        path = GOLDEN / f"{name}.txt"
        path.write_text("\n".join(transcript(*game)) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
