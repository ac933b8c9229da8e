"""Whole matches through the real program: `main.py --script` with `--speech print`, headless.

Each test prepares the player's folder (settings, and sometimes a saved match), feeds keys,
and checks the printed speech, never internal calls.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.match import MatchConfig, MatchFile, SeatConfig
from game.rules import Card, Draw, Play, Table, make_options

ROOT = Path(__file__).resolve().parents[2]
C = Card

# One turn of a player who knows no better: draw, try every card, else throw the last one
# away (confirming when it is a safety), then let the computer players play.
TURN = ["space", *[key for n in range(1, 8) for key in (str(n), "return")],
        "7", "backspace", "home", "return", "wait 3"]


def run_game(tmp_path: Path, keys: list[str], settings: dict | None = None,
             seed: int = 1) -> list[str]:
    folder = tmp_path / "cfg"
    folder.mkdir(exist_ok=True)
    stored = {"language_chosen": True, "language": "en", **(settings or {})}
    (folder / "settings.json").write_text(json.dumps(stored), encoding="utf-8")
    script = tmp_path / "keys.txt"
    script.write_text("\n".join(keys) + "\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--seed", str(seed), "--config-dir", str(folder)],
        capture_output=True, text=True, timeout=300, cwd=tmp_path,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout.splitlines()


def last_table(preset: str, players: int = 2, **options) -> dict:
    names = ["You", "Ana", "Boris", "Chen"]
    seats = (SeatConfig(names[0]),) + tuple(SeatConfig(n, "normal") for n in names[1:players])
    return MatchConfig(make_options(preset, players=players, **options), seats).to_dict()


QUICK_MATCHES = {
    "1000_miles": {"score_limit": 1000},
    "1000_milhas": {"score_limit": 1000, "counterflow": True},
    "classic": {"score_limit": 1000},
    "mile_by_mile": {"races_to_win": 1},
}


@pytest.mark.parametrize("preset", sorted(QUICK_MATCHES))
def test_quick_start_plays_a_whole_match(tmp_path, preset):
    settings = {"last_table": last_table(preset, **QUICK_MATCHES[preset])}
    lines = run_game(tmp_path, ["return"] + TURN * 160, settings, seed=3)
    assert lines[:2] == ["1000 Miles. Home.", "Play, 1 of 6"]
    assert any(line.startswith("Round 1.") for line in lines)
    won = [line for line in lines if line.endswith(("wins the match.", "win the match!"))]
    assert won, "the match did not end"
    summary = "Races won:" if preset == "mile_by_mile" else "Scores:"
    assert any(line.startswith(summary) for line in lines)
    assert "Traceback" not in "\n".join(lines)


def last_total(lines: list[str], *players: str) -> int:
    """Where a car is after the last distance card one of `players` played (0 before)."""
    totals = [int(m.group(2).replace(",", "")) for line in lines
              if (m := re.match(r"(?:Your partner )?(\w+) drives? [\d,]+ miles, now at ([\d,]+)\.",
                                 line))
              and m.group(1) in players]
    return totals[-1] if totals else 0


def test_team_match_with_team_picking(tmp_path):
    setup = ["down", "return",  # Set up a table
             "down", "right", "right",  # 4 players
             "down", "return",  # play in teams: on
             "down", "return", "down", "return",  # choose team-mates: Boris
             "end", "return"]  # start
    lines = run_game(tmp_path, setup + TURN * 6 + ["f3", "f4"])
    assert "You take Boris." in lines
    assert "The teams are: You and Boris; Ana and Chen." in lines
    # Team-mates sit opposite: the turn goes You, Ana, Boris, Chen, and the round start
    # says so, with your partner and the other team (named so from then on)
    start = lines.index("Turn order: you, Ana, Boris, Chen.")
    assert lines[start + 1:start + 3] == ["Your partner: Boris.", "The other team: Ana and Chen."]
    assert any(line.startswith("Your partner Boris ") for line in lines)  # his plays, marked
    # Two cars, one per team: a partner's distance moves your car.
    f3, f4 = lines[-2:]
    assert f3.count(" miles") == 2, f3
    assert f3.startswith("Your team: ")  # your team first
    assert f"{last_total(lines, 'You', 'Boris'):,} miles" in f3.split(". ")[0]
    assert "The other team: " in f3
    assert f"{last_total(lines, 'Ana', 'Chen'):,} miles" in f3.split(". ")[1]
    scores = re.fullmatch(r"(.+) ([\d,]+); (.+) ([\d,]+)\. Playing to 5,000\.", f4)
    assert scores and (scores.group(1), scores.group(3)) == ("Your team", "the other team"), f4


def attacked_position() -> tuple[MatchConfig, Table]:
    """Both cars rolling; Ana has just put a flat tire on you; you hold puncture proof."""
    config = MatchConfig(make_options("1000_miles", players=2),
                         (SeatConfig("You"), SeatConfig("Ana", "normal")), seed=5)
    hands = [[C.GREEN_LIGHT, C.PUNCTURE_PROOF, C.MILE_25, C.MILE_50, C.MILE_75, C.GAS],
             [C.GREEN_LIGHT, C.FLAT_TIRE, C.MILE_25, C.MILE_50, C.MILE_75, C.REPAIRS]]
    pile = [C.MILE_100, C.MILE_100, C.MILE_100, C.MILE_100, C.MILE_25, C.MILE_50, C.MILE_75,
            C.MILE_100, C.MILE_50, C.MILE_25, C.MILE_75, C.MILE_100]
    table = Table.from_setup(config.options, hands, pile, first=0, seed=5)
    table.apply(0, Draw())
    table.apply(0, Play(C.GREEN_LIGHT))
    table.apply(1, Draw())
    table.apply(1, Play(C.GREEN_LIGHT))
    table.apply(0, Draw())
    table.apply(0, Play(C.MILE_25))
    table.apply(1, Draw())
    table.apply(1, Play(C.FLAT_TIRE, 0))
    return config, table


def save_position(folder: Path, config: MatchConfig, table: Table) -> None:
    """Save a match at an exact position as the game does (the host's snapshot)."""
    from game.match import ManualScheduler, MatchHost

    host = MatchHost(config, ManualScheduler(), table=table)
    MatchFile(folder / "match.json").save(host)


RESUME = ["down", "down", "return"]  # Play, Set up a table, Resume the saved match


def test_a_trick_played_in_time(tmp_path):
    save_position(tmp_path / "cfg", *attacked_position())
    lines = run_game(tmp_path, RESUME + ["d", "f2"])
    assert "Match resumed." in lines
    assert "Dirty trick! Press D to answer the flat tire with your puncture proof." in lines
    trick = [line for line in lines if line.startswith("Dirty trick! You answer")]
    assert trick == ["Dirty trick! You answer the flat tire with puncture proof: 400 points."]
    after = lines[lines.index(trick[0]):]
    assert sum(line.startswith("Your turn") for line in after) == 1  # said once
    assert any("Safeties: puncture proof." in line for line in lines)


def test_a_trick_missed_by_drawing(tmp_path):
    save_position(tmp_path / "cfg", *attacked_position())
    lines = run_game(tmp_path, RESUME + ["space", "space", "d"])
    asked = lines.index("Space again to draw and give up the dirty trick.")
    assert lines[asked + 1] == "The chance for a dirty trick has passed."
    assert lines[asked + 2].startswith("You draw ")
    assert lines.count("The chance for a dirty trick has passed.") == 1
    assert "No dirty trick now." in lines
    assert not any(line.startswith("Dirty trick! You answer") for line in lines)


def holding_a_safety() -> tuple[MatchConfig, Table]:
    """Your turn to draw, a safety (puncture proof) first in your hand."""
    config = MatchConfig(make_options("1000_miles", players=2),
                         (SeatConfig("You"), SeatConfig("Ana", "normal")), seed=5)
    hands = [[C.PUNCTURE_PROOF, C.MILE_25, C.MILE_50, C.MILE_75, C.GAS, C.REPAIRS],
             [C.GREEN_LIGHT, C.FLAT_TIRE, C.MILE_25, C.MILE_50, C.MILE_75, C.SPARE_TIRE]]
    pile = [C.MILE_100] * 4 + [C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100] * 2
    return config, Table.from_setup(config.options, hands, pile, first=0, seed=5)


def test_discarding_a_safety_asks_first(tmp_path):
    save_position(tmp_path / "cfg", *holding_a_safety())
    lines = run_game(tmp_path, RESUME + [
        "space", "1", "backspace", "return", "h",  # asked; No (the default): kept
        "1", "backspace", "escape", "h",  # asked; Escape: kept
        "1", "backspace", "home", "return", "h",  # asked; Yes: discarded
        "wait 3", "space", "1", "backspace"])  # a 25 is discarded without a question
    assert "Match resumed." in lines
    asked = [n for n, line in enumerate(lines) if "puncture proof" in line and "?" in line]
    hands = [n for n, line in enumerate(lines) if line.startswith(("7 cards:", "6 cards:"))]
    discarded = [n for n, line in enumerate(lines) if line == "You discard puncture proof."]
    assert len(asked) == 3 and len(hands) == 3, lines
    assert asked[0] < hands[0] < asked[1] < hands[1] < asked[2] < hands[2]
    assert "puncture proof" in lines[hands[0]] and "puncture proof" in lines[hands[1]]
    assert all(lines[n + 1] == "No, 2 of 2" for n in asked)  # a reflex Enter keeps it
    assert discarded == [asked[2] + 3] and lines[asked[2] + 2] == "Yes, 1 of 2"
    assert lines[hands[2]].startswith("6 cards:") and "puncture proof" not in lines[hands[2]]
    assert lines[-2:] == ["25 miles, 1 of 7", "You discard 25 miles."]


def not_rolling() -> tuple[MatchConfig, Table]:
    """Your turn to draw; no green light yet: a 100, a spare tire and an accident in hand."""
    config = MatchConfig(make_options("1000_miles", players=2),
                         (SeatConfig("You"), SeatConfig("Ana", "normal")), seed=5)
    hands = [[C.MILE_100, C.SPARE_TIRE, C.ACCIDENT, C.MILE_25, C.MILE_50, C.GAS],
             [C.GREEN_LIGHT, C.FLAT_TIRE, C.MILE_25, C.MILE_50, C.MILE_75, C.REPAIRS]]
    pile = [C.MILE_75] * 4 + [C.MILE_25, C.MILE_50, C.MILE_75, C.MILE_100] * 2
    return config, Table.from_setup(config.options, hands, pile, first=0, seed=5)


def test_a_refused_play_says_why(tmp_path):
    save_position(tmp_path / "cfg", *not_rolling())
    lines = run_game(tmp_path, RESUME + [
        "1", "return",  # before drawing
        "space", "1", "return",  # a 100 without a green light
        "2", "return",  # a spare tire with nothing to repair
        "h", "f2"])
    said = lines[lines.index("Match resumed.") + 2:]  # after the resume's status line
    assert said == [
        "100 miles, 1 of 6", "Draw first: press Space.",
        "You draw 75 miles.", "100 miles, 1 of 7", "You need a green light first.",
        "spare tire, 2 of 7", "Nothing for that card to cure.",
        "7 cards: 100 miles, spare tire, accident, 25 miles, 50 miles, gas, 75 miles.",
    ] + said[8:]  # the refused cards are still held: nothing was played
    assert "You are at 0 miles, 1,000 to go." in said[8]
    assert not any(line.startswith(("You play", "Ana ")) for line in lines)


def test_every_f_key(tmp_path):
    settings = {"last_table": last_table("1000_miles", players=3)}
    lines = run_game(tmp_path, ["return", "space", "1", "return", "wait 5",
                                "f1", "f2", "f3", "f4", "f5", "f6"], settings)
    text = "\n".join(lines)
    assert "Space: draw a card" in text and "F2: your car and the game" in text
    assert any("You are at 0 miles, 1,000 to go." in line for line in lines)
    assert any(line.startswith("You: ") and "0 miles" in line for line in lines)
    assert any(line.endswith("Playing to 5,000.") for line in lines)
    assert any(line.startswith("Safeties played:") for line in lines)
    assert lines[-1].startswith(("You ", "Ana ", "Boris ", "Nobody"))


def test_pause_and_resume(tmp_path):
    settings = {"last_table": last_table("1000_miles")}
    lines = run_game(tmp_path, ["return", "escape", "return",  # pause, resume
                                "escape", "end", "return", "home", "return",  # leave: yes
                                "down", "down", "return"], settings)  # Resume the match
    assert "Paused." in lines
    assert "Back to the match." in lines
    assert "Match resumed." in lines  # left the match, then Resume from the home screen


def test_resume_after_the_process_was_killed_mid_round(tmp_path):
    folder = tmp_path / "cfg"
    folder.mkdir()
    settings = {"language_chosen": True, "language": "en",
                "last_table": last_table("1000_miles", players=3)}
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    script = tmp_path / "keys.txt"
    script.write_text("\n".join(["return"] + TURN * 200) + "\n", encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--seed", "2", "--config-dir", str(folder)],
        stdout=subprocess.PIPE, text=True, cwd=tmp_path,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    draws = 0
    for line in process.stdout:
        draws += line.startswith("You draw")
        if draws == 5:
            process.kill()
            break
    process.wait(timeout=60)
    saved = MatchFile(folder / "match.json").load()
    config, table = saved.config, saved.table
    miles = table.cars[0].miles
    lines = run_game(tmp_path, RESUME + ["f2"], {"last_table": config.to_dict()})
    assert "Match resumed." in lines
    assert any(f"You are at {miles:,} miles" in line for line in lines)


def test_the_first_start_offers_the_language_given_with_lang(tmp_path):
    script = tmp_path / "keys.txt"
    script.write_text("return\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--script", str(script), "--speech", "print",
         "--sound", "none", "--lang", "fr", "--config-dir", str(tmp_path / "cfg")],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    assert result.stdout.splitlines()[:3] == [
        "Choisis ta langue.", "Français, 3 sur 5", "1000 Miles. Accueil."]
