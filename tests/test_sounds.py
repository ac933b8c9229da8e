"""The built-in sounds: every cue exists, decodes, and stays within the stated bounds."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import numpy as np
import pytest

sf = pytest.importorskip("soundfile")

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "sounds"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


make_sounds = _load("_make_sounds", ROOT / "tools" / "make_sounds.py")
cues = _load("_cues", ROOT / "game" / "ui" / "cues.py")

# The 1000 Miles deck: the first 21 card kinds of the table.
CLASSIC_KINDS = (
    "mile_25",
    "mile_50",
    "mile_75",
    "mile_100",
    "mile_200",
    "red_light",
    "speed_limit",
    "out_of_gas",
    "flat_tire",
    "accident",
    "counterflow",
    "green_light",
    "end_of_limit",
    "gas",
    "spare_tire",
    "repairs",
    "end_of_counterflow",
    "right_of_way",
    "extra_tank",
    "puncture_proof",
    "driving_ace",
)
# Cards new in the Mile by Mile preset, and the 1000 Miles cards it keeps.
MILE_BY_MILE_NEW = (
    "stop",
    "start",
    "turn_back",
    "turn_round",
    "stop_protection",
    "gas_protection",
    "tire_protection",
    "accident_protection",
    "limit_protection",
    "turn_back_protection",
    "skip_turn",
    "remove_protections",
)
MILE_BY_MILE_KINDS = MILE_BY_MILE_NEW + (
    "mile_25",
    "mile_50",
    "mile_75",
    "mile_100",
    "mile_200",
    "speed_limit",
    "out_of_gas",
    "flat_tire",
    "accident",
    "end_of_limit",
    "gas",
    "spare_tire",
    "repairs",
)


@pytest.fixture(scope="module")
def decoded():
    """Every cue decoded once through soundfile: name -> (samples, sample rate)."""
    out = {}
    for cue in cues.ALL_CUES:
        x, sr = sf.read(SOUNDS / f"{cue}.ogg", dtype="float64", always_2d=False)
        out[cue] = (x, sr)
    return out


@pytest.fixture(scope="module")
def bass_output():
    """BASS on its no-sound device, opened once (BASS fails a second init with error 14).

    Shares the engine's process-wide output when the engine is importable, so that this module
    and the engine's tests can run in any order in one process.
    """
    try:
        from sound_lib import output
    except Exception as exc:  # noqa: BLE001 - any import/load failure means no BASS here
        pytest.skip(f"sound_lib/BASS not available: {exc}")
    try:
        from engine import sound as engine_sound
    except ImportError:
        engine_sound = None
    try:
        if engine_sound is not None and hasattr(engine_sound, "open_bass"):
            yield engine_sound.open_bass(device=0)
            return
        out = output.Output(device=0)
    except Exception as exc:  # noqa: BLE001
        if getattr(exc, "code", None) == 14:  # already initialised in this process elsewhere
            yield None
            return
        pytest.skip(f"BASS cannot open the no-sound device: {exc}")
    yield out
    out.free()


def test_card_table_is_exact():
    expected_shared = {"counterflow", "end_of_counterflow", "turn_back", "turn_round"}
    assert {k for k, v in cues.CARD_CUES.items() if v == "card_counterflow"} == expected_shared
    assert set(CLASSIC_KINDS) | set(MILE_BY_MILE_NEW) == set(cues.CARD_CUES)
    for kind, cue in cues.CARD_CUES.items():
        assert cue.startswith("card_"), kind
    mbm = {
        "stop": "card_red_light",
        "start": "card_green_light",
        "stop_protection": "card_right_of_way",
        "gas_protection": "card_extra_tank",
        "tire_protection": "card_puncture_proof",
        "accident_protection": "card_driving_ace",
    }
    for kind, cue in mbm.items():
        assert cues.CARD_CUES[kind] == cue


def test_counterflow_cards_share_one_file():
    assert cues.CARD_CUES["counterflow"] == cues.CARD_CUES["end_of_counterflow"]
    assert cues.CARD_CUES["turn_back"] == cues.CARD_CUES["turn_round"]


def _shared_pairs(kinds):
    by_cue: dict[str, list[str]] = {}
    for kind in kinds:
        by_cue.setdefault(cues.CARD_CUES[kind], []).append(kind)
    return {tuple(sorted(v)) for v in by_cue.values() if len(v) > 1}


def test_classic_cards_have_distinct_sounds():
    assert _shared_pairs(CLASSIC_KINDS) == {("counterflow", "end_of_counterflow")}


def test_mile_by_mile_cards_have_distinct_sounds():
    assert _shared_pairs(MILE_BY_MILE_KINDS) == {("turn_back", "turn_round")}


def test_cue_lists_are_consistent():
    assert len(set(cues.ALL_CUES)) == len(cues.ALL_CUES)
    assert set(cues.ALL_CUES) == (
        set(cues.CARD_CUES.values())
        | set(cues.PLAY_CUES)
        | set(cues.MENU_CUES)
        | set(cues.ONLINE_CUES)
        | set(cues.MUSIC_CUES)
    )
    assert set(cues.CUE_MEANINGS) == set(cues.ALL_CUES)
    assert all(m.strip() for m in cues.CUE_MEANINGS.values())
    assert set(make_sounds.SYNTHS) == set(cues.ALL_CUES)


def test_every_cue_exists_and_decodes(decoded):
    for cue, (x, sr) in decoded.items():
        assert sr == make_sounds.SAMPLE_RATE, cue
        assert x.shape[0] > 0, cue
        assert np.all(np.isfinite(x)), cue


@pytest.mark.parametrize("cue", cues.ALL_CUES)
def test_cue_within_bounds(cue, decoded):
    x, sr = decoded[cue]
    assert make_sounds.check_audio(cue, x, sr) == []


def test_bounds_are_as_documented():
    ms = make_sounds
    assert ms.MAX_CUE_S <= 1.0 and ms.MAX_FANFARE_S <= 3.0
    assert ms.FADE_IN_S >= 0.002 and ms.FADE_OUT_S >= 0.010
    assert ms.PEAK_MAX_DBFS <= -1.0
    assert 20.0 <= ms.MUSIC_MIN_S and ms.MUSIC_MAX_S <= 40.0
    assert ms.MAX_FOLDER_BYTES <= 5 * 1024 * 1024
    for cue in cues.CARD_CUE_NAMES + cues.MENU_CUES:
        assert ms.max_seconds(cue) <= 1.0


def test_decodes_through_sound_lib(bass_output):
    from sound_lib import stream

    for cue in cues.ALL_CUES:
        path = SOUNDS / f"{cue}.ogg"
        if os.name == "nt":
            s = stream.FileStream(file=str(path))
        else:
            s = stream.FileStream(file=os.fsencode(path), unicode=False)
        try:
            seconds = s.bytes_to_seconds(s.get_length())
            assert seconds == pytest.approx(sf.info(path).duration, abs=0.01), cue
        finally:
            s.free()


def test_folder_size():
    total = sum(p.stat().st_size for p in SOUNDS.iterdir() if p.is_file())
    assert total < make_sounds.MAX_FOLDER_BYTES


def test_no_orphans_and_readme_lists_every_cue():
    readme = (SOUNDS / "README.md").read_text(encoding="utf-8")
    files = {p.stem for p in SOUNDS.iterdir() if p.suffix in (".ogg", ".wav")}
    assert files == set(cues.ALL_CUES)
    for cue in files:
        assert f"`{cue}`" in readme, cue
        assert cues.CUE_MEANINGS[cue] in readme, cue
    for kind in cues.CARD_CUES:
        assert f"| `{kind}` | `{cues.CARD_CUES[kind]}` |" in readme, kind


def test_readme_is_up_to_date():
    readme = (SOUNDS / "README.md").read_text(encoding="utf-8")
    assert readme == make_sounds.readme_text(), "run tools/make_sounds.py to refresh it"
