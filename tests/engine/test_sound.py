"""Sounds: lookup by name, pack overrides, broken and missing files, BASS on its no-sound
device."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

import pytest

from engine.app import App
from engine.clock import VirtualClock
from engine.i18n import Translator
from engine.screen import Screen
from engine.sound import Sounds, check_structure
from engine.speech import Speaker

from .conftest import PROJECT_LANG_DIR, write_tone


def test_missing_sound_is_skipped(tmp_path, caplog):
    sounds = Sounds(tmp_path, backend="none")
    with caplog.at_level(logging.WARNING):
        assert sounds.path_for("nothing") is None
        sounds.play("nothing")
        sounds.loop("nothing")
        sounds.stop_loop("nothing")
    assert "nothing" in caplog.text
    assert sounds.backend_name == "none"


def test_pack_overrides_by_name_and_wav_is_accepted(tmp_path):
    builtin, pack = tmp_path / "builtin", tmp_path / "pack"
    builtin.mkdir()
    pack.mkdir()
    write_tone(builtin / "menu_move.ogg")
    write_tone(builtin / "menu_edge.ogg")
    write_tone(pack / "menu_move.wav")
    sounds = Sounds(builtin, pack, backend="none")
    assert sounds.path_for("menu_move") == pack / "menu_move.wav"
    assert sounds.path_for("menu_edge") == builtin / "menu_edge.ogg"
    assert sounds.take_notices() == []


def test_broken_and_unknown_pack_files_fall_back_once(tmp_path, caplog):
    builtin, pack = tmp_path / "builtin", tmp_path / "pack"
    builtin.mkdir()
    pack.mkdir()
    write_tone(builtin / "menu_move.ogg")
    (pack / "menu_move.ogg").write_bytes(b"this is not a sound" * 10)
    write_tone(pack / "menu_mvoe.ogg")
    with caplog.at_level(logging.WARNING):
        sounds = Sounds(builtin, pack, backend="none")
        assert sounds.path_for("menu_move") == builtin / "menu_move.ogg"
        sounds.play("menu_move")
        sounds.play("menu_move")
    notices = sounds.take_notices()
    assert [(n.msg_id, n.args["file"]) for n in notices] == [
        ("sound-pack-broken", "menu_move.ogg"), ("sound-pack-unknown", "menu_mvoe.ogg")
    ]
    assert sounds.take_notices() == []  # once
    assert caplog.text.count("does not decode") == 1


def test_volumes_clamp_and_round(tmp_path):
    sounds = Sounds(tmp_path, backend="none")
    sounds.master_volume = 1.7
    sounds.cue_volume = 0.30000000000000004
    assert sounds.master_volume == 1.0 and sounds.cue_volume == 0.3
    sounds.master_volume = -1
    assert sounds.master_volume == 0.0


def test_sound_lib_plays_on_the_no_sound_device(tmp_path, bass):
    write_tone(tmp_path / "card.ogg", seconds=1.0)
    write_tone(tmp_path / "music.wav", seconds=0.3)
    (tmp_path / "broken.ogg").write_bytes(b"OggS but not really" * 4)
    sounds = Sounds(tmp_path, backend="sound_lib")
    assert sounds.backend_name == "sound_lib"
    sounds.play("card", volume=0.5, pan=-0.7, pitch=1.5)
    channel = sounds._player._playing[-1]
    assert channel.is_playing
    assert abs(channel.get_pan() + 0.7) < 0.01
    assert abs(channel.get_frequency() - 22050 * 1.5) < 1
    start = channel.get_position()
    deadline = time.monotonic() + 10  # BASS plays it: the position moves, soon or late
    while channel.get_position() == start and time.monotonic() < deadline:
        time.sleep(0.01)
    assert channel.get_position() > start
    sounds.loop("music", volume=0.5)
    loop_channel = sounds._loops["music"][0]
    assert loop_channel.looping and loop_channel.is_playing
    sounds.master_volume = 0.5
    assert abs(loop_channel.get_volume() - 0.25) < 0.01
    sounds.stop_loop("music")
    assert "music" not in sounds._loops
    assert sounds.path_for("broken") is None  # does not decode: skipped, no crash
    sounds.play("broken")
    sounds.close()


def test_pygame_mixer_fallback_plays(tmp_path):
    import pygame

    write_tone(tmp_path / "cue.wav", seconds=0.2)
    write_tone(tmp_path / "music.ogg", seconds=0.5)
    sounds = Sounds(tmp_path, backend="pygame")
    assert sounds.backend_name == "pygame" and sounds.take_notices() == []
    try:
        sounds.play("cue", pan=0.5)
        assert pygame.mixer.get_busy()  # the cue is playing on the dummy audio device
        sounds.loop("music", volume=0.8)
        channel, volume = sounds._loops["music"]
        assert channel.get_busy() and volume == 0.8
        assert abs(channel.get_sound().get_length() - 0.5) < 0.01  # the music file, decoded
        sounds.master_volume = 0.5  # the running loop follows the master volume
        assert abs(channel.get_volume() - 0.4) < 0.01
        sounds.master_volume = 1.0
        assert abs(channel.get_volume() - 0.8) < 0.01
        sounds.stop_loop("music")
        assert not channel.get_busy() and "music" not in sounds._loops
    finally:
        sounds.close()


# -- pack files that do not decode (issue 17 item 11) ---------------------------------------

def broken_pack(tmp_path) -> tuple[Path, Path]:
    """Built-in sounds, and a pack whose files replace them but do not decode."""
    builtin, pack = tmp_path / "builtin", tmp_path / "pack"
    builtin.mkdir()
    pack.mkdir()
    for name in ("menu_move", "menu_edge", "menu_value", "card_gas", "arrival"):
        write_tone(builtin / f"{name}.ogg")
    write_tone(pack / "arrival.wav")  # a good one, kept
    (pack / "menu_move.ogg").write_bytes(b"")  # empty
    (pack / "menu_edge.wav").write_bytes(os.urandom(3000))  # random bytes
    (pack / "menu_value.ogg").write_bytes(b"OggS" + os.urandom(3000))  # a bad header
    (pack / "card_gas.wav").write_bytes(b"RIFF\x00\x10\x00\x00WAVEfmt " + os.urandom(300))
    return builtin, pack


BROKEN = ["card_gas.wav", "menu_edge.wav", "menu_move.ogg", "menu_value.ogg"]


@pytest.mark.parametrize("backend", ["none", "pygame"])
def test_a_pack_file_that_does_not_decode_is_told_at_start_and_the_builtin_plays(
        tmp_path, backend, caplog):
    builtin, pack = broken_pack(tmp_path)
    sounds = Sounds(builtin, pack, backend=backend)
    assert sounds.backend_name == backend
    # Told before anything plays, so the app speaks it with the other startup notices
    notices = sounds.take_notices()
    assert [(n.msg_id, n.args["file"]) for n in notices] == [
        ("sound-pack-broken", name) for name in BROKEN]
    played = []
    real_play = sounds._player.play
    sounds._player.play = lambda decoded, *rest, **kw: played.append(decoded) or real_play(
        decoded, *rest, **kw)
    for name in ("menu_move", "menu_edge", "menu_value", "card_gas", "arrival"):
        sounds.play(name)
        sounds.play(name)
    assert [sounds.path_for(n) for n in ("menu_move", "menu_edge", "menu_value", "card_gas")] \
        == [builtin / f"{n}.ogg" for n in ("menu_move", "menu_edge", "menu_value", "card_gas")]
    assert sounds.path_for("arrival") == pack / "arrival.wav"  # nothing good is lost
    assert len(played) == 10  # the built-in cue played each time
    assert sounds.take_notices() == []  # once
    assert caplog.text.count("does not decode") == len(BROKEN)
    sounds.close()


def test_the_sound_lib_backend_refuses_them_too(tmp_path, bass):
    builtin, pack = broken_pack(tmp_path)
    sounds = Sounds(builtin, pack, backend="sound_lib")
    assert [n.args["file"] for n in sounds.take_notices()] == BROKEN
    assert sounds.path_for("menu_value") == builtin / "menu_value.ogg"
    sounds.close()


def test_the_structure_check_takes_real_sounds_only(tmp_path):
    builtin, pack = broken_pack(tmp_path)
    for path in [*builtin.iterdir(), pack / "arrival.wav"]:
        check_structure(path)
    for name in BROKEN:
        with pytest.raises(ValueError):
            check_structure(pack / name)


class Hello(Screen):
    def on_push(self) -> None:
        self.app.speak("Bonjour")


def test_the_broken_pack_file_is_spoken_once_in_the_players_language(tmp_path, recorder):
    builtin, pack = broken_pack(tmp_path)
    translator = Translator(PROJECT_LANG_DIR, "fr")
    app = App("Test", Speaker(recorder, translate=translator.tr),
              Sounds(builtin, pack, backend="none"), translator, None, clock=VirtualClock())
    try:
        app.push(Hello(app))
        app.frame()
        app.frame()
    finally:
        app.close()
    assert recorder.spoken == ["Bonjour"] + [
        f"Le fichier {name} du pack de sons est illisible ; le son d'origine est utilisé."
        for name in BROKEN]
