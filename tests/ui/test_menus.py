"""The menus around the game through the real engine: keys pressed, speech recorded, settings
and the started match checked."""

from __future__ import annotations

import json
import re

from engine.app import App
from game.match import MatchConfig
from game.rules import make_options, seating
from game.ui.home import HomeScreen, LanguageScreen
from game.ui.local_match import SAVE_FILE
from game.ui.options_screen import OptionsScreen
from game.ui.pause import PauseMenu
from game.ui.rules_screen import RulesScreen
from game.ui.setup import SetupScreen
from game.ui.team_picking import TeamPickingScreen

from .conftest import drive


def go_to(app: App, screen, key: str) -> None:
    """Move the menu's focus onto the item ``key`` with arrow presses."""
    target = screen.item_keys.index(key)
    while screen.position != target:
        drive(app, "down" if screen.position < target else "up")


def open_setup(app: App) -> SetupScreen:
    screen = SetupScreen(app)
    app.push(screen)
    app.frame()
    return screen


# --- home and the first start ----------------------------------------------------------------
def test_first_start_asks_for_the_language_then_saves_it(make_app, recorder, two_languages,
                                                         monkeypatch):
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    app = make_app(lang_dir=two_languages, language=None, language_chosen=False)
    app.push(HomeScreen(app))
    app.frame()
    assert isinstance(app.top, LanguageScreen)
    assert recorder.spoken[0] == "Choose your language."  # this sample French lacks it
    assert recorder.spoken[1] == "Français, 2 sur 2"  # the system's language first
    drive(app, "return")
    assert app.translator.language == "fr"
    assert app.settings.get("language") == "fr"
    assert app.settings.get("language_chosen") is True
    assert isinstance(app.top, HomeScreen)
    assert recorder.spoken[-2:] == ["1000 Miles. Accueil.", "Jouer, 1 sur 6"]


def test_later_starts_go_straight_home(make_app, recorder):
    app = make_app()
    app.push(HomeScreen(app))
    app.frame()
    assert recorder.spoken == ["1000 Miles. Home.", "Play, 1 of 6"]
    assert "music_menu" in app.sounds.looping


def test_quick_start_without_a_last_table_plays_the_default(make_app, fake_play):
    app = make_app(player_name="Zoe")
    app.push(HomeScreen(app))
    drive(app, "return")
    config = fake_play[0].config
    assert config.options == make_options("1000_miles", players=2)
    assert [s.name for s in config.seats] == ["Zoe", "Ana"]
    assert config.seats[1].level == "normal"
    assert app.settings.get("last_table") == config.to_dict()
    assert "music_menu" not in app.sounds.looping


def test_quick_start_uses_the_last_table_with_a_new_seed(make_app, fake_play):
    app = make_app()
    app.push(HomeScreen(app))
    drive(app, "down", "return", "end", "return")  # set up a table, start at once
    first = fake_play[-1].config
    app.pop(fake_play[-1])
    drive(app, "home", "return")  # Play
    again = fake_play[-1].config
    assert again.options == first.options and again.seats == first.seats


def test_a_damaged_save_is_refused_spoken_and_moved_aside(make_app, recorder, fake_play):
    app = make_app()
    folder = app.settings.path.parent
    (folder / SAVE_FILE).write_text("{not json", encoding="utf-8")
    app.push(HomeScreen(app))
    app.frame()
    assert recorder.spoken[-1] == "Play, 1 of 7"
    drive(app, "down", "down")
    assert recorder.spoken[-1] == "Resume the saved match, 3 of 7"
    drive(app, "return")
    assert not fake_play
    refusal = [t for t in recorder.spoken if t.startswith("The saved match is damaged")]
    assert refusal and f"{SAVE_FILE}.damaged-" in refusal[0]
    assert not (folder / SAVE_FILE).exists()
    assert len(list(folder.glob(f"{SAVE_FILE}.damaged-*"))) == 1
    assert app.settings.path.exists()  # nothing else lost
    assert len(app.top.items) == 6  # no more Resume
    assert recorder.spoken[-1].endswith("of 6")


def test_a_save_nested_too_deep_is_refused_spoken_and_moved_aside(make_app, recorder, fake_play):
    app = make_app()
    folder = app.settings.path.parent
    (folder / SAVE_FILE).write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    app.push(HomeScreen(app))
    drive(app, "down", "down", "return")
    assert not fake_play
    assert any(t.startswith("The saved match is damaged") for t in recorder.spoken)
    assert not (folder / SAVE_FILE).exists()
    assert len(list(folder.glob(f"{SAVE_FILE}.damaged-*"))) == 1
    assert len(app.top.items) == 6


def finished_match(app) -> None:
    """Play a two-player match of computer players to its end into the player's save."""
    from game.match import ManualScheduler, MatchConfig, MatchHost, SeatConfig
    from game.rules import make_options
    from game.ui.local_match import save_file

    config = MatchConfig(make_options("1000_miles", players=2, score_limit=1000),
                         (SeatConfig("Zoe"), SeatConfig("Ana", "normal")), seed=2)
    # Zoe's seat is played for her by a computer player, to the end
    host = MatchHost(config, clock := ManualScheduler(), store=save_file(app),
                     controllers=["normal", "normal"])
    host.start()
    clock.run_until_idle()
    assert host.phase == "match_over"


def test_a_finished_match_is_offered_as_its_result_then_put_away(make_app, recorder, fake_play):
    app = make_app()
    folder = app.settings.path.parent
    finished_match(app)
    app.push(HomeScreen(app))
    drive(app, "down", "down")
    assert recorder.spoken[-1] == "Result of the last match, 3 of 7"
    drive(app, "return")
    assert not fake_play  # nothing to resume: the result is said
    said = recorder.spoken
    assert "The last match is over. It is put away; Play starts a new one." in said
    assert any(t.startswith(("You ", "Ana ")) and t.endswith("Playing to 1,000.") for t in said)
    assert not (folder / SAVE_FILE).exists()
    assert len(list(folder.glob(f"{SAVE_FILE}.finished-*"))) == 1
    assert len(app.top.items) == 6 and recorder.spoken[-1].endswith("of 6")


def test_half_written_saves_left_by_a_kill_are_cleaned_at_start(make_app, fake_play):
    app = make_app()
    folder = app.settings.path.parent
    leftover = folder / ".match-abc123.tmp"
    leftover.write_text('{"half": ', encoding="utf-8")
    app.push(HomeScreen(app))
    app.frame()
    assert not leftover.exists()
    assert app.settings.path.exists()


# --- table setup -----------------------------------------------------------------------------
def test_no_teams_in_mile_by_mile_nor_with_five_players(make_app, recorder):
    app = make_app()
    screen = open_setup(app)
    go_to(app, screen, "players")
    drive(app, "right", "right")
    assert recorder.spoken[-1] == "4 players"
    assert "in_teams" in screen.item_keys
    drive(app, "right")
    assert recorder.spoken[-1] == "5 players"
    assert "in_teams" not in screen.item_keys and "team_mates" not in screen.item_keys
    go_to(app, screen, "preset")
    drive(app, "right", "right", "right")
    assert recorder.spoken[-1] == "Mile by Mile"
    assert {"races", "trip", "remove_protections"} <= set(screen.item_keys)
    assert "score_limit" not in screen.item_keys
    go_to(app, screen, "players")
    for _ in range(6):
        drive(app, "right")
        assert not {"in_teams", "layout", "team_mates"} & set(screen.item_keys)
    assert screen.choices.players == 6


def test_every_offered_combination_is_valid(make_app):
    app = make_app()
    screen = open_setup(app)
    for preset in ("1000_miles", "1000_milhas", "classic", "mile_by_mile"):
        screen._set_preset(preset)
        for count, _ in screen.items[screen.item_keys.index("players")].choices:
            screen._set_players(count)
            layouts = [0]
            if "in_teams" in screen.item_keys or screen.choices.teams:
                rules = screen.choices.rules
                layouts = ([0] if "in_teams" in screen.item_keys else []) + list(
                    rules.team_layouts[count])
            for teams in layouts:
                screen._set_in_teams(bool(teams))
                if teams:
                    screen._set_layout(teams)
                assert screen.build_options() is not None, (preset, count, teams)
                assert count != 7
    screen._set_preset("classic")
    offered = [n for n, _ in screen.items[screen.item_keys.index("players")].choices]
    assert offered == [2, 3, 4, 6]


def test_starting_builds_a_valid_config_and_saves_the_last_table(make_app, fake_play):
    app = make_app()
    screen = open_setup(app)
    go_to(app, screen, "score_limit")
    drive(app, "right", "pageup")  # 5,000 + 1,000 + 10,000
    go_to(app, screen, "bot0")
    drive(app, "right")  # level: hard
    drive(app, "end", "return")
    assert len(fake_play) == 1 and app.top is fake_play[0]
    assert screen not in app.stack  # replaced by the play screen
    config = fake_play[0].config
    assert config.options.score_limit == 16_000
    assert config.seats[0].is_person and config.seats[1].level == "hard"
    assert isinstance(config.seed, int)
    assert MatchConfig.from_dict(app.settings.get("last_table")) == config


def test_team_picking_with_four_players_seats_the_team_mate_opposite(make_app, recorder,
                                                                     fake_play):
    app = make_app()
    screen = open_setup(app)
    go_to(app, screen, "players")
    drive(app, "right", "right")
    go_to(app, screen, "in_teams")
    drive(app, "return")
    assert screen.choices.teams == 2 and "team_mates" in screen.item_keys
    drive(app, "end", "return")  # Start asks for the team-mates first
    assert isinstance(app.top, TeamPickingScreen)
    assert recorder.spoken[-2:] == ["Choose your team-mates. One to choose.", "Ana, 1 of 3"]
    drive(app, "down")
    assert recorder.spoken[-1] == "Boris, 2 of 3"
    drive(app, "return")
    assert "You take Boris." in recorder.spoken
    assert recorder.spoken[-1] == "The teams are: You and Boris; Ana and Chen."
    config = fake_play[0].config
    assert [s.name for s in config.seats] == ["You", "Ana", "Boris", "Chen"]
    assert config.seats[2].name == "Boris"  # seats alternate: team-mates sit opposite
    assert config.options.teams == 2


def test_computer_players_pick_at_random_and_are_announced(make_app, recorder):
    app = make_app()
    names = ["You", "Ana", "Boris", "Chen", "Dara", "Emil"]
    result = []
    app.push(TeamPickingScreen(app, names, 6, 3, result.append))
    drive(app, "return")  # take Ana
    teams = result[0]
    assert teams[0] == [0, 1] and len(teams) == 3
    assert sorted(p for team in teams for p in team) == list(range(6))
    chooser = names[teams[1][0]]
    assert f"{chooser} takes {names[teams[1][1]]}." in recorder.spoken
    assert seating(teams)[0] == 0


def test_bot_names_are_distinct_and_your_name_is_typed(make_app, recorder):
    app = make_app()
    screen = open_setup(app)
    go_to(app, screen, "players")
    drive(app, "right")  # 3 players: Ana and Boris
    go_to(app, screen, "bot0")
    drive(app, "return")
    offered = [item.text(app.translator.tr) for item in app.top.items]
    assert "Boris" not in offered and "Ana" in offered
    drive(app, "down", "return")  # Chen
    assert screen.bot_name(0) == "Chen"
    go_to(app, screen, "name")
    drive(app, "return", "backspace", "backspace", "backspace")
    app.type_text("Zoe")
    drive(app, "return")
    assert screen.human_name == "Zoe"
    assert app.settings.get("player_name") == "Zoe"
    assert recorder.spoken[-1] == "Your name: Zoe, 8 of 9"


# --- options ---------------------------------------------------------------------------------
def test_options_change_settings_and_language_at_once(make_app, recorder, two_languages):
    app = make_app(lang_dir=two_languages)
    screen = OptionsScreen(app)
    app.push(screen)
    drive(app, "right")  # English -> Français
    assert app.translator.language == "fr"
    assert app.settings.get("language") == "fr"
    assert recorder.spoken[-1] == "Langue : Français, 1 sur 13"
    go_to(app, screen, "music")
    drive(app, "return")
    assert app.settings.get("music") is False
    go_to(app, screen, "verbosity")
    drive(app, "right")
    assert app.settings.get("verbosity") == "short"
    go_to(app, screen, "pace")
    drive(app, "left")
    assert app.settings.get("bot_pace") == 0.8
    go_to(app, screen, "trick_window")
    drive(app, "right")
    assert app.settings.get("trick_window") == 8.0
    go_to(app, screen, "auto_draw")
    drive(app, "return")
    assert app.settings.get("auto_draw") is True
    go_to(app, screen, "master")
    drive(app, "left")
    assert app.sounds.master_volume == 0.7 and app.settings.get("master_volume") == 0.7
    stored = json.loads(app.settings.path.read_text(encoding="utf-8"))
    assert stored["verbosity"] == "short" and stored["language"] == "fr"


def test_speech_backend_is_switched_and_saved(make_app):
    app = make_app()
    screen = OptionsScreen(app)
    app.push(screen)
    go_to(app, screen, "speech")
    drive(app, "end")
    item = screen.items[screen.item_keys.index("speech")]
    index = [name for name, _ in item.choices].index("none")
    item._set(screen, index)
    assert app.settings.get("speech") == "none"
    assert app.speaker.backend_name == "none"


# --- rules -----------------------------------------------------------------------------------
def test_rules_screen_reads_a_section_and_its_paragraphs(make_app, recorder):
    app = make_app()
    app.push(RulesScreen(app))
    app.frame()
    assert recorder.spoken[-1] == "1000 Miles, 1 of 4"
    drive(app, "return")
    book = app.top
    assert book.preset == "1000_miles"
    assert recorder.spoken[-1] == "The aim of the game, 1 of 16"
    count = len(recorder.spoken)
    drive(app, "return")
    read = recorder.spoken[count:]
    assert read[0] == "The aim of the game"
    assert read[1].startswith("Cover exactly one thousand miles") and len(read) == 4
    drive(app, "right")
    assert recorder.spoken[-1] == read[1]
    drive(app, "right")
    assert recorder.spoken[-1] == read[2]
    drive(app, "left", "left")
    assert recorder.spoken[-1] == "Start of the section."
    drive(app, "down")
    assert recorder.spoken[-1] == "Players and teams, 2 of 16"
    drive(app, "right")
    assert recorder.spoken[-1].startswith("On your own, two to six players")
    drive(app, "escape")
    assert isinstance(app.top, RulesScreen) and app.top.preset is None


def test_every_preset_has_its_rules_in_english(make_app):
    from game.ui.rules_screen import RULES_SECTIONS, body_id, paragraphs

    app = make_app()
    for preset, sections in RULES_SECTIONS.items():
        assert len(sections) >= 10, preset
        for title in sections:
            assert app.translator.has(title) and app.translator.has(body_id(title))
            assert paragraphs(app.translator.tr(body_id(title)))


# --- pause -----------------------------------------------------------------------------------
def test_leaving_from_the_pause_menu_asks_first(make_app, recorder):
    app = make_app()
    left = []
    pause = PauseMenu(app, on_leave=lambda: left.append(True))
    app.push(pause)
    app.frame()
    assert recorder.spoken[:2] == ["Paused.", "Resume the match, 1 of 4"]
    drive(app, "end", "return")
    assert recorder.spoken[-2].startswith("Leave the match?")
    assert recorder.spoken[-1] == "No, 2 of 2"
    drive(app, "return")
    assert not left and app.top is pause
    drive(app, "return", "up", "return")
    assert left == [True]
    assert pause not in app.stack


def test_pause_menu_opens_options_and_the_match_rules(make_app, recorder):
    app = make_app()
    pause = PauseMenu(app, on_leave=lambda: None, preset="classic")
    app.push(pause)
    drive(app, "down", "return")
    assert isinstance(app.top, OptionsScreen) and app.top.in_match
    drive(app, "escape", "down", "return")
    assert isinstance(app.top, RulesScreen) and app.top.preset == "classic"
    drive(app, "escape", "escape")
    assert not app.stack


# --- with the real play screen ---------------------------------------------------------------
def test_play_pause_leave_and_resume_through_the_real_screens(make_app, recorder):
    app = make_app()
    app.push(HomeScreen(app))
    drive(app, "return")  # Play: the real play screen (an import error fails here)
    assert any(line.startswith("Round 1.") for line in recorder.spoken)
    drive(app, "space", "escape")
    drive(app, "end", "return", "up", "return")  # leave, yes
    assert recorder.spoken[-1] == "Play, 1 of 7"  # home, with one more item: Resume
    drive(app, "down", "down")
    assert recorder.spoken[-1] == "Resume the saved match, 3 of 7"
    drive(app, "return", "f2", "h")
    assert "Match resumed." in recorder.spoken[-4:]
    assert "You are at 0 miles" in recorder.spoken[-2]
    drawn = next(line for line in recorder.spoken if line.startswith("You draw "))
    card = re.sub(r"^(a|an|the) ", "", drawn.removeprefix("You draw ").removesuffix("."))
    assert recorder.spoken[-1].startswith("7 cards: ") and card in recorder.spoken[-1]


def test_setup_starts_from_the_last_table(make_app, fake_play):
    app = make_app()
    screen = open_setup(app)
    screen._set_preset("classic")
    screen._set_players(3)
    screen.set_bot_name(0, "bot-name-5")
    screen.set_bot_level(1, "easy")
    screen.start()
    app.frame()
    again = SetupScreen(app)
    assert again.choices.preset == "classic" and again.choices.players == 3
    assert again.bot_name(0) == "Emil" and again.choices.bot_levels[1] == "easy"
