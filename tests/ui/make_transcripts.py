"""Write the spoken transcripts of whole scripted games: `python -m tests.ui.make_transcripts`.

Each game is the real program (`main.py --script ... --speech print`) from a fixed seed and a
prepared settings file, played by a player who knows no better (draw, try the dirty trick, try
every card, else throw the last one away) with long waits, so every computer player has moved
before the next key. test_transcripts.py replays them and diffs what was said line by line:
any change in what a player hears shows up there (regenerate on purpose only, and say why in
the commit).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRANSCRIPTS = Path(__file__).parent / "transcripts"
NAMES = ["You", "Ana", "Boris", "Chen", "Dina", "Emil"]

# One turn: the trick if there is one, draw, every card in turn, else the last card away
# (yes to a safety), then long enough for every computer player to move.
TURN = ["d", "space", *[key for n in range(1, 8) for key in (str(n), "return")],
        "7", "backspace", "home", "return", "wait 40"]
RESUME = ["down", "down", "return"]  # Play, Set up a table, Resume the saved match
SAVED_POSITION = TRANSCRIPTS / "attacked_position.match.json"


def write_old_save(path: Path = SAVED_POSITION) -> None:
    """A match saved in the first save format (before the match host and before saves kept
    their seed): a two-player game from seed 11 in which Ana has just put a red light on you
    while you hold right of way. Written once; the file is the fixture."""
    import random

    from game.rules import Discard, Kind, Play, Table, Trick, kind_of, make_options
    from game.rules.save import table_to_dict

    options = make_options("1000_miles", players=2)
    table, rng = Table.new(options, seed=11), random.Random(11)
    while not (table.current == 0 and table.window is not None
               and any(isinstance(a, Trick) for a in table.legal_actions(0))):
        seat = table.current
        legal = [a for a in table.legal_actions(seat) if not isinstance(a, Trick)]
        if seat == 0:  # you keep your safeties
            legal = [a for a in legal if not (isinstance(a, (Play, Discard))
                                              and kind_of(a.card) is Kind.SAFETY)] or legal
        else:  # Ana attacks you when she can
            legal = ([a for a in legal if isinstance(a, Play) and a.target == 0]
                     or [a for a in legal if isinstance(a, Play)] or legal)
        table.apply(seat, rng.choice(legal))
    first = {key: value for key, value in table_to_dict(table).items()
             if key not in ("seed", "deals")}
    first["version"] = 1
    config = {"options": options.to_dict(), "seed": 11,
              "seats": [{"name": "You", "level": None}, {"name": "Ana", "level": "normal"}]}
    path.write_text(json.dumps({"config": config, "table": first},
                               separators=(",", ":")) + "\n", encoding="utf-8")


def table(preset: str, players: int, levels: list[str] | None = None,
          teams: int = 0, **options) -> dict:
    """A `last_table` setting: the quick start's table."""
    from game.match import MatchConfig, SeatConfig
    from game.rules import make_options

    levels = levels or ["normal"] * (players - 1)
    seats = (SeatConfig(NAMES[0]),) + tuple(
        SeatConfig(NAMES[i], levels[i - 1]) for i in range(1, players))
    options = make_options(preset, players=players, teams=teams, **options)
    return MatchConfig(options, seats).to_dict()


# name: (settings, runs of keys, seed); a second run of keys starts the program again on the
# same folder (the first run ended mid-match, as a killed program does after its last save).
GAMES: dict[str, tuple[dict, list[list[str]], int]] = {
    "1000_miles_2p": ({"last_table": table("1000_miles", 2, score_limit=1000)},
                      [["return"] + TURN * 60], 1),
    "1000_miles_3p_easy_hard": ({"last_table": table("1000_miles", 3, ["easy", "hard"],
                                                     score_limit=1000)},
                                [["return"] + TURN * 30], 2),
    "1000_miles_4p_team_picking": ({}, [[
        "down", "return",  # Set up a table
        "down", "right", "right",  # 4 players
        "down", "return",  # play in teams: on
        "down", "return", "down", "return",  # choose team-mates: Boris
        "end", "return"] + TURN * 30], 3),
    "1000_miles_6p_teams_3x2": ({"last_table": table("1000_miles", 6, teams=3,
                                                     score_limit=1000)},
                                [["return"] + TURN * 25], 4),
    "1000_milhas_2p_counterflow": ({"last_table": table("1000_milhas", 2, counterflow=True,
                                                        score_limit=1000)},
                                   [["return"] + TURN * 40], 5),
    "1000_milhas_4p": ({"last_table": table("1000_milhas", 4, score_limit=1000)},
                       [["return"] + TURN * 25], 6),
    "classic_2p_extension": ({"last_table": table("classic", 2, score_limit=1000)},
                             [["return"] + TURN * 60], 7),
    "classic_3p": ({"last_table": table("classic", 3, score_limit=1000)},
                   [["return"] + TURN * 25], 8),
    "mile_by_mile_2p": ({"last_table": table("mile_by_mile", 2)}, [["return"] + TURN * 40], 9),
    "mile_by_mile_5p": ({"last_table": table("mile_by_mile", 5, accumulation=True)},
                        [["return"] + TURN * 20], 10),
    "1000_miles_2p_trick_from_save": ({}, [RESUME + ["d", "f2"] + TURN * 10], 12),
    "1000_miles_4p_resume_after_kill": (
        {"last_table": table("1000_miles", 4, ["normal", "easy", "normal"])},
        [["return"] + TURN * 8, RESUME + ["f2", "f3", "f4"] + TURN * 8], 11),
}


def run(name: str) -> list[str]:
    """Play one game (every run of it) and return what was said, with a marker per run."""
    settings, runs, seed = GAMES[name]
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "cfg"
        folder.mkdir()
        stored = {"language_chosen": True, "language": "en", **settings}
        (folder / "settings.json").write_text(json.dumps(stored), encoding="utf-8")
        if name == "1000_miles_2p_trick_from_save":
            # A match saved in the first save format (before the match host): Ana has just
            # put a flat tire on you and you hold puncture proof
            (folder / "match.json").write_bytes(SAVED_POSITION.read_bytes())
        for number, keys in enumerate(runs, start=1):
            script = Path(tmp) / f"run{number}.keys"
            script.write_text("\n".join(keys) + "\n", encoding="utf-8")
            result = subprocess.run(
                [sys.executable, str(ROOT / "main.py"), "--script", str(script),
                 "--speech", "print", "--sound", "none", "--seed", str(seed),
                 "--config-dir", str(folder)],
                capture_output=True, text=True, timeout=600, cwd=tmp,
                env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                     "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"},
            )
            if result.returncode != 0:
                raise RuntimeError(f"{name} run {number} failed:\n{result.stderr[-3000:]}")
            lines.append(f"=== run {number}")
            lines.extend(result.stdout.splitlines())
    return lines


def main(names: list[str]) -> None:
    TRANSCRIPTS.mkdir(exist_ok=True)
    for name in names or GAMES:
        (TRANSCRIPTS / f"{name}.txt").write_text("\n".join(run(name)) + "\n", encoding="utf-8")
        print("wrote", name)


if __name__ == "__main__":
    main(sys.argv[1:])
