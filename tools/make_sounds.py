#!/usr/bin/env python3
"""Synthesise every built-in sound of 1000 Miles into ``sounds/<cue>.ogg``.

Everything is made here from numpy: additive harmonics, FM bells, envelopes, filtered noise,
FFT reverb and echoes. No downloads and no input files. Each cue draws its randomness from a
``numpy.random.default_rng`` seeded from the cue's name, so a full run and ``--only NAME``
give the same audio.

Usage (from the repository root)::

    python tools/make_sounds.py              # regenerate every cue and sounds/README.md
    python tools/make_sounds.py --only trick # regenerate one cue (repeatable)
    python tools/make_sounds.py --check      # verify the committed files, write nothing

Every cue is normalised to a target level, limited below a peak ceiling, faded at both ends,
encoded to OGG Vorbis, decoded again and measured; the bounds below are what ``--check`` and
``tests/test_sounds.py`` enforce.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import sys
import textwrap
import time
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np
import soundfile as sf

ROOT = Path(__file__).resolve().parent.parent
SOUNDS_DIR = ROOT / "sounds"
README_PATH = SOUNDS_DIR / "README.md"
CUES_PATH = ROOT / "game" / "ui" / "cues.py"

# ---------------------------------------------------------------------------------------------
# Bounds (stated in sounds/README.md, enforced by --check and tests/test_sounds.py)
# ---------------------------------------------------------------------------------------------
SAMPLE_RATE = 44100
LEVEL_WINDOW_S = 0.4  # level = K-weighted RMS of the loudest 400 ms (whole file if shorter)
CUE_LEVEL_DBFS = -20.0  # target level of every cue
MUSIC_LEVEL_DBFS = -26.0  # target level of the music loop
LEVEL_TOLERANCE_DB = 2.0  # allowed distance from the target after encoding
PEAK_MAX_DBFS = -1.0  # sample peak after encoding
LIMITER_CEILING_DBFS = -2.5  # peak ceiling before encoding (Vorbis overshoots a little)
FADE_IN_S = 0.003  # raised-cosine fade-in (bound: >= 2 ms)
FADE_OUT_S = 0.015  # raised-cosine fade-out (bound: >= 10 ms)
EDGE_SAMPLES = 8  # the first and last samples ...
EDGE_MAX = 0.01  # ... stay below this absolute value (-40 dBFS): no clicks
MUSIC_SEAM_MAX = 0.05  # music loop: |last sample - first sample| per channel
MIN_CUE_S = 0.03
MAX_CUE_S = 1.0  # card, menu and play cues
MAX_FANFARE_S = 3.0  # arrival, round and match results
FANFARE_CUES = ("arrival", "round_won", "round_lost", "match_won", "match_lost")
MUSIC_MIN_S = 20.0
MUSIC_MAX_S = 40.0
MAX_FOLDER_BYTES = 5 * 1024 * 1024
VORBIS_COMPRESSION = 0.3  # soundfile compression_level: Vorbis quality 0.7 (clean edges)

SR = SAMPLE_RATE


def load_cues():
    """Load game/ui/cues.py by path (works without the game package being installed)."""
    spec = importlib.util.spec_from_file_location("_thousand_miles_cues", CUES_PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def max_seconds(cue: str) -> float:
    if cue.startswith("music_"):
        return MUSIC_MAX_S
    if cue in FANFARE_CUES:
        return MAX_FANFARE_S
    return MAX_CUE_S


def target_level(cue: str) -> float:
    return MUSIC_LEVEL_DBFS if cue.startswith("music_") else CUE_LEVEL_DBFS


# ---------------------------------------------------------------------------------------------
# Measurement (shared with the tests)
# ---------------------------------------------------------------------------------------------
def k_weight(x: np.ndarray, sr: int = SR) -> np.ndarray:
    """Approximate ITU-R BS.1770 K-weighting in the frequency domain (per channel).

    A 2nd-order high-pass at 38 Hz (low rumble counts less) and a +4 dB shelf above ~1.5 kHz
    (the ear is more sensitive there).
    """
    x = np.asarray(x, dtype=np.float64)
    n = x.shape[0]
    f = np.fft.rfftfreq(n, 1.0 / sr)
    r = (f / 38.0) ** 2
    hp = r / np.sqrt(1.0 + r * r)
    shelf = 10.0 ** ((4.0 / (1.0 + (1500.0 / np.maximum(f, 1.0)) ** 2)) / 20.0)
    gain = hp * shelf
    if x.ndim == 1:
        return np.fft.irfft(np.fft.rfft(x) * gain, n)
    return np.fft.irfft(np.fft.rfft(x, axis=0) * gain[:, None], n, axis=0)


def level_dbfs(x: np.ndarray, sr: int = SR) -> float:
    """K-weighted RMS of the loudest LEVEL_WINDOW_S window, in dBFS (1.0 = 0 dBFS).

    Stereo: the mean power of the channels (a mono-equivalent level).
    """
    y = k_weight(x, sr)
    power = y * y if y.ndim == 1 else np.mean(y * y, axis=1)
    w = max(1, min(len(power), int(LEVEL_WINDOW_S * sr)))
    c = np.concatenate(([0.0], np.cumsum(power)))
    best = np.max(c[w:] - c[:-w]) / w
    return float(10.0 * np.log10(max(best, 1e-20)))


def peak_dbfs(x: np.ndarray) -> float:
    return float(20.0 * np.log10(max(float(np.max(np.abs(x))), 1e-20)))


def check_audio(cue: str, x: np.ndarray, sr: int) -> list[str]:
    """Return a list of problems of decoded audio ``x`` (frames, or frames x channels)."""
    problems = []
    if sr != SAMPLE_RATE:
        problems.append(f"sample rate {sr}, expected {SAMPLE_RATE}")
    dur = x.shape[0] / sr
    is_music = cue.startswith("music_")
    lo = MUSIC_MIN_S if is_music else MIN_CUE_S
    hi = max_seconds(cue)
    if not lo <= dur <= hi:
        problems.append(f"length {dur:.3f} s outside {lo}..{hi} s")
    if not is_music and x.ndim > 1 and x.shape[1] != 1:
        problems.append("cues must be mono")
    peak = peak_dbfs(x)
    if peak > PEAK_MAX_DBFS:
        problems.append(f"peak {peak:.2f} dBFS above {PEAK_MAX_DBFS}")
    lev = level_dbfs(x, sr)
    tgt = target_level(cue)
    if abs(lev - tgt) > LEVEL_TOLERANCE_DB:
        problems.append(f"level {lev:.2f} dBFS not within {tgt}±{LEVEL_TOLERANCE_DB}")
    if is_music:
        seam = np.max(np.abs(np.atleast_2d(x.T).T[-1] - np.atleast_2d(x.T).T[0]))
        if seam > MUSIC_SEAM_MAX:
            problems.append(f"loop seam jump {seam:.3f} above {MUSIC_SEAM_MAX}")
    else:
        edges = np.abs(np.concatenate((x[:EDGE_SAMPLES].ravel(), x[-EDGE_SAMPLES:].ravel())))
        if np.max(edges) > EDGE_MAX:
            problems.append(f"edge sample {np.max(edges):.4f} above {EDGE_MAX} (click)")
    return problems


# ---------------------------------------------------------------------------------------------
# Synthesis toolkit
# ---------------------------------------------------------------------------------------------
def ns(seconds: float) -> int:
    return max(1, int(round(seconds * SR)))


def curve(value, n: int) -> np.ndarray:
    """Scalar -> constant; (a, b) -> exponential glide a..b; array -> itself."""
    if isinstance(value, tuple):
        a, b = value
        return a * (b / a) ** np.linspace(0.0, 1.0, n)
    arr = np.asarray(value, dtype=np.float64)
    if arr.ndim == 0:
        return np.full(n, float(arr))
    return arr[:n]


def env_points(n: int, points: Iterable[tuple[float, float]]) -> np.ndarray:
    """Piecewise-linear envelope through (time in seconds, value) points."""
    pts = list(points)
    ts = np.array([p[0] for p in pts]) * SR
    vs = np.array([p[1] for p in pts])
    return np.interp(np.arange(n), ts, vs)


def env_perc(n: int, attack: float = 0.004, decay: float = 0.2) -> np.ndarray:
    """Raised-cosine attack, then exponential decay with time constant ``decay`` seconds."""
    t = np.arange(n) / SR
    a = max(attack, 1.0 / SR)
    rise = np.where(t < a, 0.5 - 0.5 * np.cos(np.pi * np.clip(t / a, 0, 1)), 1.0)
    return rise * np.exp(-np.maximum(t - a, 0.0) / decay)


def additive(
    freq,
    n: int,
    partials: Iterable[tuple[float, float]],
    bright=None,
    vibrato: tuple[float, float] = (0.0, 0.0),
) -> np.ndarray:
    """Sum of sine partials (ratio, amplitude) on a (possibly gliding) fundamental.

    ``bright``: cutoff in Hz (scalar/glide/array); partials above it roll off (1st order).
    ``vibrato``: (rate Hz, depth in semitones).
    """
    f = curve(freq, n)
    if vibrato[1]:
        t = np.arange(n) / SR
        f = f * 2.0 ** (vibrato[1] / 12.0 * np.sin(2 * np.pi * vibrato[0] * t))
    phase = 2 * np.pi * np.cumsum(f) / SR
    cut = None if bright is None else curve(bright, n)
    out = np.zeros(n)
    for ratio, amp in partials:
        fk = f * ratio
        a = amp * (fk < 0.45 * SR)
        if cut is not None:
            a = a / np.sqrt(1.0 + (fk / cut) ** 2)
        out += a * np.sin(ratio * phase)
    return out


def saw_partials(count: int = 24, tilt: float = 1.0) -> list[tuple[float, float]]:
    return [(k, 1.0 / k**tilt) for k in range(1, count + 1)]


def square_partials(count: int = 12, tilt: float = 1.0) -> list[tuple[float, float]]:
    return [(k, 1.0 / k**tilt) for k in range(1, 2 * count, 2)]


def fm(freq, n: int, ratio: float, index, detune: float = 0.0) -> np.ndarray:
    f = curve(freq, n)
    pc = 2 * np.pi * np.cumsum(f) / SR
    pm = 2 * np.pi * np.cumsum(f * ratio + detune) / SR
    return np.sin(pc + curve(index, n) * np.sin(pm))


def bell(
    freq: float, dur: float, ratio: float = 3.5, index: float = 2.5, decay: float = 0.35
) -> np.ndarray:
    """FM bell/chime: bright strike whose brightness decays faster than its level."""
    n = ns(dur)
    env = env_perc(n, 0.002, decay)
    idx = index * env_perc(n, 0.001, decay * 0.4)
    body = fm(freq, n, ratio, idx)
    return env * (
        body
        + 0.25
        * np.sin(2 * np.pi * freq * 2.0 * np.arange(n) / SR)
        * env_perc(n, 0.001, decay * 0.3)
    )


def marimba(freq: float, dur: float = 0.4, decay: float = 0.12) -> np.ndarray:
    n = ns(dur)
    t = np.arange(n) / SR
    out = np.sin(2 * np.pi * freq * t) * env_perc(n, 0.002, decay)
    out += 0.35 * np.sin(2 * np.pi * freq * 3.93 * t) * env_perc(n, 0.001, decay * 0.25)
    out += 0.12 * np.sin(2 * np.pi * freq * 9.2 * t) * env_perc(n, 0.0005, decay * 0.1)
    return out


def brass(
    freq,
    dur: float,
    attack: float = 0.03,
    release: float = 0.15,
    bright: float = 2500.0,
    vibrato: float = 0.08,
) -> np.ndarray:
    """Saw tone whose brightness swells with its envelope (a brassy blare)."""
    n = ns(dur)
    env = env_points(
        n,
        [
            (0, 0),
            (attack, 1.0),
            (attack * 2, 0.85),
            (max(dur - release, attack * 2), 0.8),
            (dur, 0.0),
        ],
    )
    cut = 200.0 + bright * env
    return env * additive(freq, n, saw_partials(30), bright=cut, vibrato=(5.5, vibrato))


def noise(rng: np.random.Generator, n: int) -> np.ndarray:
    return rng.standard_normal(n)


def spectral(x: np.ndarray, gain: Callable[[np.ndarray], np.ndarray]) -> np.ndarray:
    """Static FFT-domain filter: ``gain(freqs)`` is the magnitude response."""
    n = len(x)
    f = np.fft.rfftfreq(n, 1.0 / SR)
    return np.fft.irfft(np.fft.rfft(x) * gain(f), n)


def band_gain(lo: float | None = None, hi: float | None = None, order: int = 2):
    def g(f: np.ndarray) -> np.ndarray:
        out = np.ones_like(f)
        if lo:
            r = (np.maximum(f, 1e-3) / lo) ** order
            out *= r / np.sqrt(1 + r * r)
        if hi:
            out *= 1.0 / np.sqrt(1 + (f / hi) ** (2 * order))
        return out

    return g


def band(
    x: np.ndarray, lo: float | None = None, hi: float | None = None, order: int = 2
) -> np.ndarray:
    return spectral(x, band_gain(lo, hi, order))


def noise_sweep(rng: np.random.Generator, n: int, centre, width_oct: float = 0.6) -> np.ndarray:
    """Noise band whose centre frequency moves over time (STFT overlap-add synthesis)."""
    nfft, hop = 1024, 128
    frames = n // hop + nfft // hop + 1
    c = curve(centre, n)
    ct = c[np.clip(np.arange(frames) * hop - nfft // 2, 0, n - 1)]
    f = np.fft.rfftfreq(nfft, 1.0 / SR)
    lf = np.log2(np.maximum(f, 1.0))
    mag = np.exp(-0.5 * ((lf[None, :] - np.log2(ct)[:, None]) / width_oct) ** 2)
    spec = mag * np.exp(1j * rng.uniform(0, 2 * np.pi, mag.shape))
    blocks = np.fft.irfft(spec, nfft, axis=1) * np.hanning(nfft)[None, :]
    out = np.zeros(frames * hop + nfft)
    for i in range(frames):
        out[i * hop : i * hop + nfft] += blocks[i]
    out = out[nfft // 2 : nfft // 2 + n]
    return out / (np.std(out) + 1e-12)


def fftconvolve(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    m = len(a) + len(b) - 1
    size = 1 << (m - 1).bit_length()
    return np.fft.irfft(np.fft.rfft(a, size) * np.fft.rfft(b, size), size)[:m]


def reverb_ir(
    rng: np.random.Generator, rt60: float, damp: float = 5000.0, predelay: float = 0.012
) -> np.ndarray:
    n = ns(rt60)
    t = np.arange(n) / SR
    ir = noise(rng, n) * np.exp(-6.91 * t / rt60)
    ir = band(ir, 80.0, damp, 1)
    ir = np.concatenate((np.zeros(ns(predelay)), ir))
    return ir / np.sqrt(np.sum(ir * ir))


def reverb(
    x: np.ndarray,
    rng: np.random.Generator,
    rt60: float = 0.6,
    wet: float = 0.25,
    damp: float = 5000.0,
    tail: float | None = None,
) -> np.ndarray:
    """Add an exponentially decaying noise reverb; keep ``tail`` seconds after the dry sound."""
    ir = reverb_ir(rng, rt60, damp)
    y = fftconvolve(x, ir)
    extra = ns(rt60 if tail is None else tail)
    dry = np.concatenate((x, np.zeros(len(y) - len(x))))
    return (dry + wet * y)[: len(x) + extra]


def echo(x: np.ndarray, delay: float, feedback: float = 0.4, taps: int = 3) -> np.ndarray:
    d = ns(delay)
    out = np.concatenate((x, np.zeros(d * taps)))
    for k in range(1, taps + 1):
        out[d * k : d * k + len(x)] += x * feedback**k
    return out


def mix(total: float, *parts: tuple[float, np.ndarray, float]) -> np.ndarray:
    """Mix (start seconds, signal, gain) parts into a buffer of ``total`` seconds."""
    out = np.zeros(ns(total))
    for start, sig, gain in parts:
        i = ns(start) if start > 0 else 0
        seg = sig[: max(0, len(out) - i)]
        out[i : i + len(seg)] += gain * seg
    return out


def midi(note: float) -> float:
    return 440.0 * 2.0 ** ((note - 69) / 12.0)


def click(
    rng: np.random.Generator, dur: float = 0.004, lo: float = 2000.0, hi: float = 7000.0
) -> np.ndarray:
    n = ns(dur)
    return band(noise(rng, n), lo, hi) * env_perc(n, 0.0003, dur / 4)


def thud(
    rng: np.random.Generator, freq: float = 90.0, dur: float = 0.15, decay: float = 0.05
) -> np.ndarray:
    n = ns(dur)
    body = np.sin(2 * np.pi * np.cumsum(curve((freq * 1.6, freq), n)) / SR)
    knock = band(noise(rng, n), 100.0, 900.0) * env_perc(n, 0.001, 0.012)
    return (body * env_perc(n, 0.002, decay) + 0.5 * knock) / 1.2


# ---------------------------------------------------------------------------------------------
# Finishing: fades, level, limiter, encoding
# ---------------------------------------------------------------------------------------------
def fade(x: np.ndarray, fade_in: float = FADE_IN_S, fade_out: float = FADE_OUT_S) -> np.ndarray:
    x = x.copy()
    a, b = ns(fade_in), ns(fade_out)
    x[:a] *= (
        (0.5 - 0.5 * np.cos(np.pi * np.arange(a) / a))[:, None]
        if x.ndim > 1
        else (0.5 - 0.5 * np.cos(np.pi * np.arange(a) / a))
    )
    ramp = 0.5 + 0.5 * np.cos(np.pi * (np.arange(b) + 1) / b)
    x[-b:] *= ramp[:, None] if x.ndim > 1 else ramp
    return x


def limiter(x: np.ndarray, ceiling: float, window: float = 0.003) -> np.ndarray:
    """Look-ahead peak limiter: smooth gain reduction that keeps |x| <= ceiling."""
    a = np.abs(x) if x.ndim == 1 else np.max(np.abs(x), axis=1)
    need = np.minimum(1.0, ceiling / np.maximum(a, 1e-12))
    if np.all(need >= 1.0):
        return x
    w = ns(window)
    pad = np.concatenate((np.ones(w), need, np.ones(w)))
    mins = pad.copy()
    for k in range(1, 2 * w + 1):
        mins[: len(pad) - k] = np.minimum(mins[: len(pad) - k], pad[k:])
    mins = mins[: len(need)]  # minimum over [i - w, i + w]
    h = w // 2
    c = np.concatenate(([0.0], np.cumsum(np.concatenate((np.ones(h), mins, np.ones(h))))))
    smooth = (c[2 * h + 1 :] - c[: -2 * h - 1]) / (2 * h + 1)
    g = np.minimum(smooth[: len(need)], 1.0)
    return x * (g if x.ndim == 1 else g[:, None])


def master(cue: str, x: np.ndarray) -> np.ndarray:
    """Remove DC, fade, normalise to the target level and limit the peaks."""
    x = np.asarray(x, dtype=np.float64)
    x = x - np.mean(x, axis=0)
    is_music = cue.startswith("music_")
    if not is_music:
        x = band(x, 45.0, None, 2)  # no sub-bass: it wastes headroom and small speakers drop it
    is_music = cue.startswith("music_")
    if not is_music:
        x = fade(x)
    ceiling = 10.0 ** (LIMITER_CEILING_DBFS / 20.0)
    tgt = target_level(cue)
    for _ in range(8):
        x = x * 10.0 ** ((tgt - level_dbfs(x)) / 20.0)
        if np.max(np.abs(x)) <= ceiling:
            break
        x = limiter(x, ceiling * 0.98)
    if np.max(np.abs(x)) > ceiling:
        x = x * ceiling / np.max(np.abs(x))
    return x


def encode(x: np.ndarray) -> bytes:
    buf = io.BytesIO()
    sf.write(
        buf,
        x.astype(np.float32),
        SR,
        format="OGG",
        subtype="VORBIS",
        compression_level=VORBIS_COMPRESSION,
    )
    return buf.getvalue()


def _ogg_crc_table() -> list[int]:
    table = []
    for i in range(256):
        r = i << 24
        for _ in range(8):
            r = ((r << 1) ^ 0x04C11DB7) if r & 0x80000000 else (r << 1)
        table.append(r & 0xFFFFFFFF)
    return table


_OGG_CRC = _ogg_crc_table()


def fix_ogg_serial(data: bytes, serial: int) -> bytes:
    """Give every Ogg page a fixed stream serial number (libsndfile picks a random one), so
    that regenerating a cue gives a byte-identical file. Page checksums are recomputed."""
    out = bytearray(data)
    pos = 0
    while pos + 27 <= len(out) and out[pos : pos + 4] == b"OggS":
        nseg = out[pos + 26]
        size = 27 + nseg + sum(out[pos + 27 : pos + 27 + nseg])
        out[pos + 14 : pos + 18] = serial.to_bytes(4, "little")
        out[pos + 22 : pos + 26] = b"\0\0\0\0"
        crc = 0
        for byte in out[pos : pos + size]:
            crc = ((crc << 8) & 0xFFFFFFFF) ^ _OGG_CRC[(crc >> 24) ^ byte]
        out[pos + 22 : pos + 26] = crc.to_bytes(4, "little")
        pos += size
    return bytes(out)


def decode(data: bytes) -> tuple[np.ndarray, int]:
    x, sr = sf.read(io.BytesIO(data), dtype="float64", always_2d=False)
    return x, sr


def render(cue: str) -> tuple[bytes, np.ndarray]:
    """Synthesise, master and encode one cue; adjust until the decoded file is in bounds."""
    rng = np.random.default_rng(zlib.crc32(cue.encode("utf-8")))
    x = master(cue, SYNTHS[cue](rng))
    serial = zlib.crc32(cue.encode("utf-8"))
    for _ in range(6):
        data = fix_ogg_serial(encode(x), serial)
        y, _sr = decode(data)
        peak = peak_dbfs(y)
        diff = target_level(cue) - level_dbfs(y)
        gain_db = diff
        if peak + diff > PEAK_MAX_DBFS - 0.3:
            gain_db = min(diff, PEAK_MAX_DBFS - 0.3 - peak)
        if abs(gain_db) < 0.25 and peak <= PEAK_MAX_DBFS - 0.1:
            return data, y
        x = x * 10.0 ** (gain_db / 20.0)
    return data, y


# ---------------------------------------------------------------------------------------------
# The sounds
# ---------------------------------------------------------------------------------------------
SYNTHS: dict[str, Callable[[np.random.Generator], np.ndarray]] = {}


def synth(*names: str):
    def deco(fn):
        for name in names:
            SYNTHS[name] = fn
        return fn

    return deco


# --- Distances: a rising engine and whoosh, longer, higher and brighter with the distance. ---
MILE_STEPS = {  # cue: (duration, start Hz, end Hz, end brightness Hz, whoosh end Hz)
    "card_mile_25": (0.36, 62.0, 92.0, 900.0, 1400.0),
    "card_mile_50": (0.46, 66.0, 116.0, 1300.0, 2000.0),
    "card_mile_75": (0.58, 70.0, 146.0, 1800.0, 2800.0),
    "card_mile_100": (0.74, 74.0, 184.0, 2500.0, 4000.0),
    "card_mile_200": (0.95, 78.0, 232.0, 3400.0, 6000.0),
}


def engine(rng: np.random.Generator, f: np.ndarray, bright, rough: float = 0.35) -> np.ndarray:
    n = len(f)
    tone = additive(f, n, saw_partials(40, 0.9), bright=bright)
    # Firing pulses: amplitude modulation at half the fundamental, with slight jitter.
    phase = 2 * np.pi * np.cumsum(f * 0.5) / SR
    am = 1.0 - rough + rough * (0.5 + 0.5 * np.sin(phase)) ** 3 * 2.0
    grit = band(noise(rng, n), 300.0, 3000.0) * 0.08
    # Thin out the fundamental: the pitch is still heard (from the harmonics) on small speakers,
    # and the cue does not spend its loudness on bass.
    return band(tone * am, 150.0, None, 1) + grit * am


def mile(cue: str, rng: np.random.Generator) -> np.ndarray:
    dur, f0, f1, b1, w1 = MILE_STEPS[cue]
    n = ns(dur)
    u = np.linspace(0.0, 1.0, n)
    if cue == "card_mile_200":
        # Two gears: rev up, drop at the shift, rev up again higher.
        shift = 0.5
        g1 = f0 * (f1 * 0.8 / f0) ** np.clip(u / shift, 0, 1)
        g2 = f1 * 0.6 * (f1 / (f1 * 0.6)) ** np.clip((u - shift) / (1 - shift), 0, 1)
        f = np.where(u < shift, g1, g2)
        dip = 1.0 - 0.35 * np.exp(-(((u - shift) / 0.03) ** 2))
    else:
        f = f0 * (f1 / f0) ** (u**0.8)
        dip = np.ones(n)
    bright = 350.0 * (b1 / 350.0) ** u
    eng = engine(rng, f, bright) * dip
    amp = env_points(n, [(0, 0), (0.02, 0.7), (dur * 0.6, 1.0), (dur * 0.85, 0.8), (dur, 0)])
    whoosh = noise_sweep(rng, n, (450.0, w1), 0.5)
    wenv = env_points(n, [(0, 0), (dur * 0.7, 1.0), (dur, 0)]) ** 1.5
    return amp * eng / np.max(np.abs(eng)) + 0.25 * whoosh * wenv


for _cue in MILE_STEPS:
    SYNTHS[_cue] = lambda rng, _c=_cue: mile(_c, rng)


# --- Attacks: hostile, falling. ---
@synth("card_red_light")
def red_light(rng):
    def beep(freq, dur, bend):
        n = ns(dur)
        tone = additive((freq, freq * bend), n, square_partials(14), bright=2600.0)
        tone += additive((freq * 1.012, freq * bend * 1.012), n, square_partials(14), bright=2600.0)
        return tone * env_points(n, [(0, 0), (0.006, 1), (dur - 0.03, 0.9), (dur, 0)])

    return mix(0.56, (0.0, beep(494.0, 0.17, 1.0), 1.0), (0.21, beep(349.0, 0.34, 0.94), 1.0))


@synth("card_speed_limit")
def speed_limit(rng):
    dur = 0.75
    n = ns(dur)
    f = curve((150.0, 68.0), n)
    tone = band(additive(f, n, saw_partials(30), bright=(2600.0, 350.0)), 150.0, None, 1)
    # A throb that slows down: 14 Hz to 4 Hz.
    rate = curve((14.0, 4.0), n)
    throb = 0.5 + 0.5 * np.cos(2 * np.pi * np.cumsum(rate) / SR)
    amp = env_points(n, [(0, 0), (0.01, 1.0), (dur * 0.7, 0.8), (dur, 0)])
    return tone * (0.35 + 0.65 * throb) * amp


@synth("card_out_of_gas")
def out_of_gas(rng):
    parts = []
    times = (0.0, 0.14, 0.3, 0.5, 0.74)
    for i, start in enumerate(times):
        d = 0.09 - 0.008 * i
        n = ns(d)
        f0 = 110.0 * 0.9**i
        tone = additive((f0, f0 * 0.8), n, saw_partials(30), bright=1500.0 - 200 * i)
        puff = band(noise(rng, n), 200.0, 2500.0) * 0.5
        parts.append((start, (tone + puff) * env_perc(n, 0.003, d * 0.45), 0.9**i))
    tail = ns(0.2)
    pff = band(noise(rng, tail), 150.0, 900.0) * env_perc(tail, 0.01, 0.06) * 0.3
    parts.append((0.78, pff, 1.0))
    return mix(0.98, *parts)


@synth("card_flat_tire")
def flat_tire(rng):
    pop_n = ns(0.12)
    pop = band(noise(rng, pop_n), 150.0, 8000.0) * env_perc(pop_n, 0.0005, 0.01)
    pop += 0.8 * thud(rng, 85.0, 0.12, 0.04)
    dur = 0.78
    n = ns(dur)
    hiss = noise_sweep(rng, n, (5500.0, 1800.0), 0.7)
    hiss *= env_points(n, [(0, 0), (0.02, 1.0), (dur, 0)]) ** 1.3
    return mix(0.86, (0.0, pop, 1.0), (0.05, hiss, 0.35))


@synth("card_accident")
def accident(rng):
    dur = 0.95
    n = ns(dur)
    burst = band(noise(rng, n), 60.0, 6000.0) * env_perc(n, 0.001, 0.12)
    boom = np.sin(2 * np.pi * np.cumsum(curve((70.0, 38.0), n)) / SR) * env_perc(n, 0.002, 0.18)
    parts = [(0.0, burst, 0.9), (0.0, boom, 0.8)]
    ratios = ((1.0, 1.0), (2.76, 0.6), (5.4, 0.4), (8.93, 0.25))
    for start, f0 in ((0.0, 310.0), (0.07, 430.0), (0.19, 255.0)):
        m = ns(0.5)
        clang = additive(f0, m, ratios) * env_perc(m, 0.001, 0.09)
        parts.append((start, clang, 0.45))
    for _ in range(9):  # glass
        m = ns(0.05)
        f = rng.uniform(2800.0, 6000.0)
        tink = additive(f, m, ((1.0, 1.0), (2.3, 0.4))) * env_perc(m, 0.0005, 0.012)
        parts.append((rng.uniform(0.1, 0.6), tink, 0.22))
    return reverb(mix(0.8, *parts), rng, 0.5, 0.25, tail=0.15)


@synth("card_counterflow")
def counterflow(rng):
    # An oncoming two-tone horn passing by (Doppler): up while approaching, down after.
    dur = 0.9
    n = ns(dur)
    u = np.linspace(0.0, 1.0, n)
    doppler = 1.0 + 0.06 * -np.tanh((u - 0.5) / 0.07)
    horn = additive(415.0 * doppler, n, saw_partials(18), bright=1800.0)
    horn += additive(523.0 * doppler, n, saw_partials(18), bright=1800.0)
    amp = np.exp(-(((u - 0.5) / 0.22) ** 2)) * env_points(n, [(0, 0), (0.02, 1), (dur, 1)])
    whoosh = noise_sweep(rng, n, 1200.0 * doppler**8, 0.8) * np.exp(-(((u - 0.52) / 0.1) ** 2))
    return horn * amp / 2.0 + 0.35 * whoosh


# --- Defenses: relieved, rising. Each answers its attack. ---
@synth("card_green_light")
def green_light(rng):
    def beep(freq, dur, bend):
        n = ns(dur)
        tone = additive((freq * bend, freq), n, square_partials(8, 2.0))
        tone += 0.3 * additive(freq * 2, n, ((1, 1.0),))
        return tone * env_points(n, [(0, 0), (0.005, 1), (dur * 0.4, 0.85), (dur, 0)])

    return mix(0.5, (0.0, beep(523.25, 0.15, 0.97), 1.0), (0.17, beep(783.99, 0.33, 0.96), 1.0))


@synth("card_end_of_limit")
def end_of_limit(rng):
    dur = 0.85
    n = ns(dur)
    rate = curve((4.0, 16.0), n)
    throb = 0.5 + 0.5 * np.cos(2 * np.pi * np.cumsum(rate) / SR)
    chord = np.zeros(n)
    for note in (60, 64, 67):
        chord += additive(midi(note), n, saw_partials(30), bright=(250.0, 3500.0))
    chord *= 0.55 + 0.45 * throb
    chord *= env_points(n, [(0, 0.0), (0.05, 0.4), (dur * 0.6, 0.8), (dur - 0.1, 1.0), (dur, 0)])
    top = mix(
        dur,
        *((0.3 + 0.13 * i, marimba(midi(n_), 0.4, 0.1), 0.6) for i, n_ in enumerate((72, 76, 79))),
    )
    return chord / 3.0 + top


@synth("card_gas")
def gas(rng):
    parts = []
    for i in range(6):
        f0 = 260.0 * 1.17**i
        m = ns(0.09)
        glug = np.sin(2 * np.pi * np.cumsum(curve((f0, f0 * 1.8), m)) / SR)
        parts.append((0.1 * i + rng.uniform(0, 0.015), glug * env_perc(m, 0.003, 0.025), 1.0))
    n = ns(0.7)
    pour = noise_sweep(rng, n, (500.0, 1400.0), 0.4) * env_points(n, [(0, 0), (0.1, 1), (0.7, 0)])
    parts.append((0.0, pour, 0.12))
    return mix(0.72, *parts)


@synth("card_spare_tire")
def spare_tire(rng):
    parts = []
    for i in range(3):
        m = ns(0.18)
        c0 = 1200.0 * 1.35**i
        stroke = noise_sweep(rng, m, (c0, c0 * 2.2), 0.35)
        stroke *= env_points(m, [(0, 0), (0.12, 1.0), (0.18, 0)])
        parts.append((0.24 * i, stroke, 0.6 + 0.1 * i))
    return mix(0.74, *parts)


@synth("card_repairs")
def repairs(rng):
    parts = []
    for i in range(8):
        m = ns(0.03)
        tick = click(rng, 0.006, 2500.0, 7000.0)
        ping = additive(1100.0 * 1.06**i, m, ((1, 1), (2.1, 0.4))) * env_perc(m, 0.0005, 0.006)
        parts.append((0.06 * i, np.concatenate((tick, np.zeros(m - len(tick)))) + 0.5 * ping, 0.7))
    for start, f0 in ((0.52, 1760.0), (0.64, 2349.3)):
        m = ns(0.3)
        clink = additive(f0, m, ((1, 1.0), (2.76, 0.5), (5.4, 0.25))) * env_perc(m, 0.001, 0.07)
        parts.append((start, clink, 0.6))
    return mix(0.96, *parts)


# --- Safeties and protections: bright, special FM chimes with a sparkle. ---
def sparkle(rng, dur, count=6, lo=3500.0, hi=8000.0):
    parts = []
    for _ in range(count):
        m = ns(0.06)
        f = rng.uniform(lo, hi)
        parts.append(
            (
                rng.uniform(0.0, dur * 0.6),
                np.sin(2 * np.pi * f * np.arange(m) / SR) * env_perc(m, 0.001, 0.015),
                rng.uniform(0.1, 0.25),
            )
        )
    return mix(dur, *parts)


def chime(rng, notes, dur, ratio, index=2.5, decay=0.3, rt60=0.7, sparkle_gain=1.0):
    """notes: (start seconds, midi note, gain)."""
    parts = [(s, bell(midi(nn), dur - s, ratio, index, decay), g) for s, nn, g in notes]
    dry = mix(dur, *parts) + sparkle_gain * sparkle(rng, dur)
    out = reverb(dry, rng, rt60, 0.3, tail=0.0)
    n = len(out)
    return out * env_points(n, [(0, 1), (dur * 0.8, 1), (dur, 0)])


@synth("card_right_of_way")
def right_of_way(rng):
    notes = [(0.0, 72, 1.0), (0.08, 76, 0.9), (0.16, 79, 0.9), (0.24, 84, 1.0), (0.24, 60, 0.5)]
    return chime(rng, notes, 0.95, 2.0, 2.0, 0.3)


@synth("card_extra_tank")
def extra_tank(rng):
    notes = [(0.0, 67, 1.0), (0.12, 74, 0.9), (0.24, 79, 1.0), (0.24, 55, 0.5)]
    return chime(rng, notes, 0.95, 1.4, 2.2, 0.3)


@synth("card_puncture_proof")
def puncture_proof(rng):
    notes = [(0.0, 81, 0.8), (0.1, 81, 0.8), (0.22, 86, 1.0)]
    return chime(rng, notes, 0.9, 3.5, 1.8, 0.25)


@synth("card_driving_ace")
def driving_ace(rng):
    run = (72, 74, 76, 79, 81, 84, 88)
    notes = [(0.04 * i, nn, 0.8 + 0.03 * i) for i, nn in enumerate(run)]
    return chime(rng, notes, 0.95, 2.0, 2.8, 0.22)


@synth("card_limit_protection")
def limit_protection(rng):
    notes = [(0.0, 74, 0.8), (0.0, 81, 0.8), (0.3, 74, 0.7), (0.3, 81, 0.7), (0.3, 86, 0.7)]
    return chime(rng, notes, 0.95, 2.76, 2.4, 0.18)


@synth("card_turn_back_protection")
def turn_back_protection(rng):
    notes = [(0.0, 76, 0.9), (0.13, 79, 0.9), (0.26, 76, 0.9), (0.39, 84, 1.0)]
    return chime(rng, notes, 0.95, 1.0, 3.0, 0.2)


# --- Mile by Mile attacks. ---
@synth("card_skip_turn")
def skip_turn(rng):
    dur = 0.7
    n = ns(dur)
    t = np.arange(n) / SR
    f = curve((330.0, 150.0), n) * (1 + 0.12 * np.sin(2 * np.pi * 22.0 * t) * np.exp(-t / 0.25))
    boing = additive(f, n, ((1, 1.0), (2, 0.35), (3, 0.15))) * env_perc(n, 0.004, 0.22)
    tap = marimba(midi(79), 0.1, 0.03)
    return mix(dur, (0.0, tap, 0.6), (0.04, boing, 1.0))


@synth("card_remove_protections")
def remove_protections(rng):
    dur = 0.95
    n = ns(dur)
    fall = curve((1.0, 0.5), n)
    chord = np.zeros(n)
    for note in (72, 76, 79):
        f = midi(note) * fall
        idx = 2.5 * env_perc(n, 0.001, 0.3)
        chord += fm(f, n, 1.4, idx) + fm(f * 1.03, n, 1.4, idx)
    chord *= env_perc(n, 0.002, 0.35) / 4.0
    parts = [(0.0, chord, 1.0)]
    for i in range(10):  # shards falling
        m = ns(0.04)
        freq = 5000.0 * 0.85**i * rng.uniform(0.9, 1.1)
        parts.append(
            (
                0.05 + 0.05 * i,
                np.sin(2 * np.pi * freq * np.arange(m) / SR) * env_perc(m, 0.0005, 0.01),
                0.25,
            )
        )
    parts.append((0.62, thud(rng, 80.0, 0.2, 0.06), 0.6))
    return mix(dur, *parts)


# --- Play. ---
def riffle(rng, dur, count):
    times = np.sort(dur * (1 - (1 - rng.uniform(0, 1, count)) ** 1.4))
    parts = [(float(s), click(rng, 0.005, 1500.0, 7000.0), rng.uniform(0.4, 1.0)) for s in times]
    n = ns(dur)
    flutter = band(noise(rng, n), 400.0, 3000.0) * env_points(n, [(0, 0), (dur * 0.8, 1), (dur, 0)])
    return mix(dur + 0.02, *parts) + 0.08 * np.concatenate((flutter, np.zeros(ns(0.02))))


@synth("shuffle")
def shuffle(rng):
    return mix(0.72, (0.0, riffle(rng, 0.55, 60), 1.0), (0.6, thud(rng, 230.0, 0.1, 0.015), 0.7))


@synth("reshuffle")
def reshuffle(rng):
    n = ns(0.25)
    gather = noise_sweep(rng, n, (800.0, 3500.0), 0.5) * env_points(
        n, [(0, 0), (0.2, 1), (0.25, 0)]
    )
    return mix(
        0.98,
        (0.0, gather, 0.3),
        (0.26, riffle(rng, 0.3, 30), 1.0),
        (0.6, riffle(rng, 0.25, 25), 1.0),
        (0.88, thud(rng, 230.0, 0.08, 0.015), 0.7),
    )


def flick(rng, rise=True):
    n = ns(0.05)
    c = (1500.0, 5000.0) if rise else (5000.0, 1500.0)
    swish = noise_sweep(rng, n, c, 0.5) * env_points(n, [(0, 0), (0.035, 1), (0.05, 0)])
    return swish


@synth("deal")
def deal(rng):
    return mix(
        0.5,
        *((0.1 * i, flick(rng) * 0.4, 1.0) for i in range(4)),
        *((0.1 * i + 0.045, click(rng, 0.005, 1000.0, 5000.0), 0.6) for i in range(4)),
    )


@synth("draw")
def draw(rng):
    n = ns(0.17)
    slide = noise_sweep(rng, n, (900.0, 4000.0), 0.5) * env_points(
        n, [(0, 0), (0.14, 1), (0.17, 0)]
    )
    return mix(0.26, (0.0, slide, 0.4), (0.16, click(rng, 0.006, 1500.0, 6000.0), 0.6))


@synth("discard")
def discard(rng):
    n = ns(0.08)
    swish = noise_sweep(rng, n, (4500.0, 1500.0), 0.5) * env_points(
        n, [(0, 0), (0.06, 1), (0.08, 0)]
    )
    m = ns(0.12)
    slap = band(noise(rng, m), 300.0, 2500.0) * env_perc(m, 0.0005, 0.018)
    return mix(
        0.3, (0.0, swish, 0.3), (0.075, slap, 0.8), (0.075, thud(rng, 130.0, 0.15, 0.03), 0.5)
    )


@synth("your_turn")
def your_turn(rng):
    dry = mix(
        0.45, (0.0, marimba(midi(79), 0.45, 0.13), 0.8), (0.13, marimba(midi(84), 0.32, 0.15), 1.0)
    )
    out = reverb(dry, rng, 0.4, 0.2, tail=0.1)
    return out


@synth("refused")
def refused(rng):
    def bonk(freq):
        n = ns(0.08)
        tone = additive(freq, n, square_partials(8), bright=900.0)
        tone += additive(freq * 1.03, n, square_partials(8), bright=900.0)
        return tone * env_points(n, [(0, 0), (0.004, 1), (0.06, 0.8), (0.08, 0)])

    return mix(0.26, (0.0, bonk(196.0), 1.0), (0.13, bonk(185.0), 1.0))


@synth("target")
def target(rng):
    n = ns(0.06)
    chirp = np.sin(2 * np.pi * np.cumsum(curve((900.0, 1760.0), n)) / SR) * env_perc(n, 0.005, 0.03)
    m = ns(0.25)
    ping = additive(1760.0, m, ((1, 1.0), (2, 0.1))) * env_perc(m, 0.002, 0.06)
    dry = mix(0.35, (0.0, chirp, 0.3), (0.05, ping, 1.0))
    return echo(dry, 0.11, 0.4, 2)[: ns(0.62)]


@synth("trick_window")
def trick_window(rng):
    # Bright trill between C7 and E7 (2.1-2.6 kHz, above most speech energy), sharp attacks.
    dur = 0.48
    parts = []
    notes = (96, 100) * 6
    for i, nn in enumerate(notes):
        m = ns(0.05)
        tone = additive(midi(nn), m, ((1, 1.0), (2, 0.25), (3, 0.1)))
        parts.append((0.032 * i, tone * env_perc(m, 0.001, 0.02), 1.0))
    n = ns(0.06)
    zip_ = np.sin(2 * np.pi * np.cumsum(curve((1200.0, 2400.0), n)) / SR) * env_perc(n, 0.003, 0.04)
    return mix(dur, (0.0, zip_, 0.5), *((s + 0.02, x, g) for s, x, g in parts))


@synth("trick")
def trick(rng):
    parts = [
        (0.05 * i, brass(midi(nn), 0.08, 0.01, 0.03, 3000.0, 0.0), 0.6)
        for i, nn in enumerate((67, 72, 76))
    ]
    for nn in (48, 60, 67, 72, 76, 79):
        parts.append((0.15, brass(midi(nn), 0.6, 0.015, 0.35, 3500.0, 0.12), 0.4))
    parts.append((0.15, bell(midi(91), 0.6, 3.5, 1.5, 0.2), 0.4))
    m = ns(0.6)
    cymbal = band(noise(rng, m), 4000.0, 12000.0) * env_perc(m, 0.001, 0.15)
    parts.append((0.15, cymbal, 0.3))
    return reverb(mix(0.8, *parts), rng, 0.6, 0.2, tail=0.18)


@synth("blocked")
def blocked(rng):
    n = ns(0.12)
    sweep = np.sin(2 * np.pi * np.cumsum(curve((1200.0, 3200.0), n)) / SR) * env_perc(
        n, 0.002, 0.05
    )
    dry = mix(
        0.5,
        (0.0, thud(rng, 100.0, 0.12, 0.03), 0.9),
        (0.04, bell(midi(91), 0.45, 3.5, 1.5, 0.12), 0.8),
        (0.05, sweep, 0.3),
    )
    return reverb(dry, rng, 0.4, 0.25, tail=0.1)


@synth("pile_empty")
def pile_empty(rng):
    def knock(freq):
        n = ns(0.18)
        t = np.arange(n) / SR
        body = np.sin(2 * np.pi * freq * t) + 0.5 * np.sin(2 * np.pi * freq * 2.4 * t)
        return body * env_perc(n, 0.001, 0.04)

    dry = mix(0.45, (0.0, knock(210.0), 1.0), (0.17, knock(170.0), 0.9))
    hollow = echo(dry, 0.007, 0.6, 6)  # a boxy comb resonance
    return reverb(hollow, rng, 0.3, 0.3, tail=0.1)


@synth("backwards")
def backwards(rng):
    def beep():
        n = ns(0.15)
        return additive(1050.0, n, ((1, 1.0), (3, 0.15))) * env_points(
            n, [(0, 0), (0.004, 1), (0.14, 1), (0.15, 0)]
        )

    return mix(0.78, *((0.31 * i, beep(), 1.0) for i in range(3)))


def fanfare_chord(notes, start, dur, gain=0.35, bright=3000.0):
    return [(start, brass(midi(nn), dur, 0.02, dur * 0.5, bright, 0.12), gain) for nn in notes]


@synth("arrival")
def arrival(rng):
    n = ns(0.5)
    u = np.linspace(0, 1, n)
    whoosh = noise_sweep(rng, n, 3000.0 * (1 + 0.3 * -np.tanh((u - 0.5) / 0.1)), 0.6)
    whoosh *= np.exp(-(((u - 0.5) / 0.25) ** 2))
    parts = [(0.0, whoosh, 0.5)]
    for i in range(10):  # the finish-line bell, rung fast
        parts.append((0.3 + 0.085 * i, bell(1318.5, 0.5, 1.4, 2.0, 0.12), 0.5 - 0.02 * i))
    parts += fanfare_chord((60, 67, 72, 76), 1.15, 0.6, 0.22)
    parts.append((1.15, sparkle(rng, 0.6, 8), 1.0))
    return reverb(mix(1.8, *parts), rng, 0.9, 0.25, tail=0.3)


@synth("round_won")
def round_won(rng):
    parts = []
    for i, (nn, d) in enumerate(((67, 0.12), (67, 0.12), (72, 0.2))):
        parts.append((0.14 * i, brass(midi(nn), d, 0.01, 0.04, 3000.0, 0.0), 0.6))
    parts += fanfare_chord((60, 64, 67, 72, 76), 0.45, 1.1, 0.3)
    parts.append((0.45, bell(midi(84), 1.0, 2.0, 1.5, 0.3), 0.4))
    return reverb(mix(1.6, *parts), rng, 0.9, 0.25, tail=0.35)


@synth("round_lost")
def round_lost(rng):
    def soft(nn, dur):
        n = ns(dur)
        return additive(midi(nn), n, square_partials(6, 2.0), vibrato=(5.0, 0.1)) * env_points(
            n, [(0, 0), (0.03, 1), (dur * 0.7, 0.8), (dur, 0)]
        )

    parts = [(0.0, soft(67, 0.3), 0.8), (0.28, soft(65, 0.3), 0.8), (0.56, soft(64, 0.3), 0.8)]
    for nn in (57, 60, 64):
        parts.append((0.84, soft(nn, 0.8), 0.45))
    return reverb(mix(1.7, *parts), rng, 1.0, 0.25, tail=0.3)


@synth("match_won")
def match_won(rng):
    parts = []
    motif = (
        (67, 0.0, 0.1),
        (67, 0.12, 0.1),
        (67, 0.24, 0.1),
        (72, 0.36, 0.35),
        (69, 0.8, 0.1),
        (71, 0.92, 0.1),
        (72, 1.04, 0.15),
    )
    for nn, s, d in motif:
        parts.append((s, brass(midi(nn), d, 0.01, 0.04, 3200.0, 0.0), 0.5))
        parts.append((s, brass(midi(nn - 12), d, 0.01, 0.04, 2000.0, 0.0), 0.3))
    for s in (0.0, 0.36, 1.04, 1.25):  # timpani-like hits
        parts.append((s, thud(rng, 65.0, 0.5, 0.2), 0.6))
    parts += fanfare_chord((48, 60, 64, 67, 72, 76, 79), 1.25, 1.3, 0.25, 3500.0)
    m = ns(1.3)
    parts.append((1.25, band(noise(rng, m), 5000.0, 14000.0) * env_perc(m, 0.001, 0.35), 0.25))
    parts.append((1.25, sparkle(rng, 1.3, 14), 1.0))
    parts.append((1.25, bell(midi(96), 1.3, 2.0, 1.5, 0.4), 0.3))
    return reverb(mix(2.55, *parts), rng, 1.1, 0.25, tail=0.4)


@synth("match_lost")
def match_lost(rng):
    def horn(nn, dur, gain=1.0):
        return brass(midi(nn), dur, 0.08, dur * 0.5, 900.0, 0.1) * gain

    parts = [(0.0, horn(nn, 1.0), 0.3) for nn in (53, 56, 60)]  # F minor
    parts += [(0.9, horn(nn, 1.3), 0.3) for nn in (48, 55, 60, 63)]  # C minor
    parts.append((0.0, horn(68, 0.45), 0.35))
    parts.append((0.45, horn(67, 0.5), 0.35))
    return reverb(mix(2.3, *parts), rng, 1.2, 0.3, tail=0.35)


@synth("extension")
def extension(rng):
    n = ns(0.5)
    t = np.arange(n) / SR
    f = midi(81) * 2.0 ** ((0.5 * np.clip((t - 0.2) / 0.3, 0, 1)) / 12.0)
    held = additive(f, n, ((1, 1.0), (2, 0.2), (4, 0.05)), vibrato=(6.0, 0.15))
    held *= env_points(n, [(0, 0), (0.01, 1), (0.35, 0.7), (0.5, 0)])
    dry = mix(
        0.78,
        (0.0, marimba(midi(74), 0.3, 0.1), 0.9),
        (0.2, held, 0.7),
        (0.2, marimba(midi(81), 0.3, 0.1), 0.6),
    )
    return reverb(dry, rng, 0.4, 0.2, tail=0.0)


@synth("stopped")
def stopped(rng):
    dur = 0.45
    n = ns(dur)
    squeal = additive(curve((2300.0, 1900.0), n), n, ((1, 1.0), (2, 0.2)), vibrato=(9.0, 0.4))
    squeal *= env_points(n, [(0, 0), (0.05, 1), (0.38, 0.8), (0.45, 0)])
    scrub = band(noise(rng, n), 800.0, 4000.0) * env_points(n, [(0, 0), (0.05, 1), (0.45, 0)])
    return mix(
        0.8, (0.0, squeal, 0.4), (0.0, scrub, 0.12), (0.43, thud(rng, 70.0, 0.35, 0.08), 1.0)
    )


@synth("skip")
def skip(rng):
    n = ns(0.22)
    u = np.linspace(0, 1, n)
    arc = np.sin(2 * np.pi * np.cumsum(700.0 + 900.0 * np.sin(np.pi * u)) / SR)
    arc *= np.sin(np.pi * u) ** 2
    swish = noise_sweep(rng, n, 1500.0 + 2500.0 * np.sin(np.pi * u), 0.5) * np.sin(np.pi * u) ** 2
    tick = marimba(midi(84), 0.1, 0.02)
    return mix(0.48, (0.0, tick, 0.8), (0.06, arc, 0.25), (0.06, swish, 0.15), (0.32, tick, 0.8))


# --- Menus. ---
@synth("menu_move")
def menu_move(rng):
    n = ns(0.05)
    tone = additive(1400.0, n, ((1, 1.0), (2.7, 0.2))) * env_perc(n, 0.001, 0.01)
    return tone + 0.3 * np.concatenate((click(rng, 0.003, 2000.0, 6000.0), np.zeros(n - ns(0.003))))


@synth("menu_value")
def menu_value(rng):
    n = ns(0.05)
    tone = additive((1500.0, 1900.0), n, square_partials(4, 1.5)) * env_perc(n, 0.001, 0.013)
    return tone


def pip(freq, dur=0.1, decay=0.025):
    n = ns(dur)
    return additive(freq, n, ((1, 1.0), (2, 0.3), (3, 0.1))) * env_perc(n, 0.002, decay)


@synth("menu_select")
def menu_select(rng):
    return mix(0.16, (0.0, pip(midi(88)), 0.8), (0.055, pip(midi(92), 0.1, 0.03), 1.0))


@synth("menu_back")
def menu_back(rng):
    return mix(0.16, (0.0, pip(midi(84)), 1.0), (0.055, pip(midi(79), 0.1, 0.03), 0.9))


@synth("menu_edge")
def menu_edge(rng):
    return mix(0.1, (0.0, thud(rng, 170.0, 0.1, 0.025), 1.0))


@synth("menu_toggle")
def menu_toggle(rng):
    def clk(freq):
        n = ns(0.03)
        snap = np.zeros(n)
        snap[: ns(0.004)] = click(rng, 0.004, 1500.0, 6000.0)
        return snap * 0.5 + additive(freq, n, ((1, 1.0), (2.3, 0.5))) * env_perc(n, 0.0005, 0.006)

    return mix(0.11, (0.0, clk(2400.0), 1.0), (0.045, clk(3200.0), 0.9))


@synth("nothing_here")
def nothing_here(rng):
    # A soft, hollow "hm?": one muted blip gliding down a fourth, and its faint echo. Not a
    # bump (menu_edge: the end of a list), not a bonk (refused: the rules said no).
    n = ns(0.09)
    blip = additive((760.0, 570.0), n, ((1, 1.0), (2, 0.12), (3, 0.04)))
    blip *= env_points(n, [(0, 0), (0.01, 1), (0.045, 0.55), (0.09, 0)])
    return echo(blip, 0.075, 0.3, 1)[: ns(0.17)]


# --- Online: chat, people coming and going, the connection. ---
@synth("chat")
def chat(rng):
    # A bubble pop gliding up, then a small high bell: a message, not a menu blip.
    n = ns(0.05)
    pop = additive((420.0, 980.0), n, ((1, 1.0), (2, 0.2))) * env_perc(n, 0.002, 0.018)
    ding = bell(midi(93), 0.3, ratio=2.0, index=1.2, decay=0.09)
    return reverb(mix(0.36, (0.0, pop, 0.7), (0.045, ding, 1.0)), rng, 0.3, 0.15, tail=0.1)


@synth("person_arrived")
def person_arrived(rng):
    knock = thud(rng, 220.0, 0.08, 0.02)
    return mix(0.42, (0.0, knock, 0.6), (0.06, marimba(midi(72), 0.3, 0.1), 0.8),
               (0.16, marimba(midi(76), 0.26, 0.1), 1.0))


@synth("person_left")
def person_left(rng):
    return mix(0.4, (0.0, marimba(midi(76), 0.3, 0.1), 1.0),
               (0.11, marimba(midi(71), 0.28, 0.1), 0.85))


@synth("connection_lost")
def connection_lost(rng):
    n = ns(0.42)
    buzz = additive((330.0, 150.0), n, square_partials(6), bright=1600.0)
    return buzz * env_points(n, [(0, 0), (0.01, 1), (0.3, 0.7), (0.36, 0.15), (0.42, 0)])


@synth("connection_back")
def connection_back(rng):
    notes = (midi(79), midi(83), midi(86))
    return mix(0.4, *((0.06 * i, pip(f, 0.2, 0.05), 0.9) for i, f in enumerate(notes)))


# --- Music: a calm, seamless loop (72 bpm, 8 bars of 4/4, D major). ---
MUSIC_BPM = 72
MUSIC_BARS = 8


@synth("music_menu")
def music_menu(rng):
    beat = 60.0 / MUSIC_BPM
    length = ns(beat * 4 * MUSIC_BARS)
    tail = ns(4.0)
    out = np.zeros((length + tail, 2))

    def place(sig, start, pan=0.0, gain=1.0):
        i = ns(start) if start > 0 else 0
        left, right = np.cos((pan + 1) * np.pi / 4), np.sin((pan + 1) * np.pi / 4)
        out[i : i + len(sig), 0] += gain * left * sig
        out[i : i + len(sig), 1] += gain * right * sig

    chords = [  # root, chord tones (midi)
        (50, (62, 66, 69, 73)),  # Dmaj7
        (47, (62, 66, 69, 71)),  # Bm7
        (43, (59, 62, 66, 67)),  # Gmaj7
        (45, (61, 64, 67, 69)),  # A7sus-ish
        (42, (61, 66, 69, 73)),  # F#m7
        (40, (62, 64, 67, 71)),  # Em7
        (43, (59, 62, 66, 69)),  # Gmaj9
        (45, (62, 64, 69, 71)),  # Asus
    ]
    bar = beat * 4
    arp_pattern = (0, 2, 1, 3, 2, 1, 3, 2)
    melody = {  # (bar, beat offset): midi
        (0, 2.0): 78,
        (1, 0.0): 76,
        (1, 2.5): 74,
        (2, 1.0): 71,
        (3, 0.0): 73,
        (4, 2.0): 78,
        (5, 0.0): 79,
        (5, 2.0): 76,
        (6, 1.0): 74,
        (7, 0.0): 76,
        (7, 2.0): 73,
    }
    for b, (root, tones) in enumerate(chords):
        start = b * bar
        # Pad: soft additive tones, slow swell, a little detune between the channels.
        n = ns(bar + 1.5)
        penv = env_points(n, [(0, 0), (1.0, 1.0), (bar, 0.9), (bar + 1.5, 0)])
        for j, tone in enumerate(tones):
            f = midi(tone)
            parts = ((1, 1.0), (2, 0.25), (3, 0.08))
            sig_l = additive(f * 0.998, n, parts, vibrato=(0.3 + 0.05 * j, 0.03)) * penv
            sig_r = additive(f * 1.002, n, parts, vibrato=(0.27 + 0.05 * j, 0.03)) * penv
            place(sig_l, start, -1.0, 0.045)
            place(sig_r, start, 1.0, 0.045)
        # Bass: soft sine with a slow decay on beats 1 and 3.
        for k in (0, 2):
            m = ns(beat * 2 + 0.5)
            bass = additive(midi(root), m, ((1, 1.0), (2, 0.15))) * env_perc(m, 0.02, 0.9)
            place(bass, start + k * beat, 0.0, 0.22)
        # Electric-piano arpeggio in eighth notes, gently panned.
        for k, idx in enumerate(arp_pattern):
            m = ns(1.6)
            f = midi(tones[idx] + 12 * (k % 4 == 3))
            ep = fm(f, m, 1.0, 0.6 * env_perc(m, 0.002, 0.4)) * env_perc(m, 0.004, 0.45)
            vel = 0.55 + 0.1 * rng.uniform() + (0.1 if k % 2 == 0 else 0.0)
            place(ep, start + k * beat / 2, 0.35 * np.sin(k * 0.8 + b), 0.06 * vel)
    for (b, off), note in melody.items():
        m = ns(2.5)
        f = midi(note)
        bellish = fm(f, m, 2.0, 1.2 * env_perc(m, 0.003, 0.3)) * env_perc(m, 0.01, 0.8)
        place(bellish, b * bar + off * beat, 0.2, 0.09)
    # Fold the tail onto the start: the loop is seamless.
    loop = out[:length].copy()
    loop[:tail] += out[length:]
    # Circular stereo reverb (convolution modulo the loop length keeps the seam seamless).
    wet = np.zeros_like(loop)
    for ch in range(2):
        ir = reverb_ir(rng, 2.4, 4000.0, 0.02)
        irp = np.zeros(length)
        irp[: len(ir)] = ir
        wet[:, ch] = np.fft.irfft(np.fft.rfft(loop[:, ch]) * np.fft.rfft(irp), length)
    return loop + 0.35 * wet


# ---------------------------------------------------------------------------------------------
# README
# ---------------------------------------------------------------------------------------------
DESIGN_NOTE = """\
In this game the sounds are the graphics: each cue should tell a player what happened before
the speech finishes, and stay pleasant after hours of play. The cues fall into families that
can be told apart by their shape before their details:

- **Distances** are motion: a rising engine with a whoosh. The family grows with the distance:
  25 miles is a short low rev; every step up is longer, a major third higher and brighter;
  200 miles adds a gear change.
- **Attacks** are hostile and fall: stern falling beeps (red light), an engine throb slowing
  down (speed limit), a sputtering engine (out of gas), a pop and a falling hiss (flat tire), a
  crash (accident). Each **defense** answers its attack and rises with relief: bright rising
  beeps (green light), a chord opening with a quickening throb (end of limit), rising glugs of
  fuel (gas), three rising pump strokes (spare tire), a climbing ratchet and two clinks (repairs).
- **Counterflow** and **end of counterflow** share one sound, an oncoming horn passing by,
  on purpose: the spoken card name tells them apart.
- **Safeties and protections** are bright, special FM chimes with a sparkle; each has its own
  melodic shape (an arpeggio, wide fifths, two pings and a leap, a fast run, a double chord,
  a turn). Removing protections is the chime breaking and falling.
- **Play cues** are short and physical (card riffles, flicks, slaps, knocks); the dirty-trick
  window is a bright 2-2.6 kHz trill that cuts through speech, the dirty trick itself a
  triumphant brass stab. **Menu cues** are tiny ticks and blips, 50-170 ms.
- Results are the only long cues: fanfares for winning, gentle falling phrases for losing.
- Every cue is loudness-matched (see the bounds) so none jumps out or hides under speech.
"""


def _table(rows: Iterable[tuple[str, str]], head: tuple[str, str]) -> str:
    lines = [f"| {head[0]} | {head[1]} |", "| --- | --- |"]
    lines += [f"| {a} | {b} |" for a, b in rows]
    return "\n".join(lines)


def _bounds_md() -> str:
    items = [
        f"Format: OGG Vorbis (quality {1 - VORBIS_COMPRESSION:.1f}), {SAMPLE_RATE} Hz. Cues are "
        "mono (the engine pans them); the music is stereo.",
        f"Level: the K-weighted RMS of the loudest {int(LEVEL_WINDOW_S * 1000)} ms of a file "
        "(the whole file if shorter; stereo: the mean power of the channels), 1.0 = 0 dBFS. "
        f"Cues {CUE_LEVEL_DBFS:g} dBFS ± {LEVEL_TOLERANCE_DB:g} dB; music "
        f"{MUSIC_LEVEL_DBFS:g} dBFS ± {LEVEL_TOLERANCE_DB:g} dB.",
        f"Peak: at most {PEAK_MAX_DBFS:g} dBFS after decoding (no clipping).",
        f"No clicks: every cue fades in over {FADE_IN_S * 1000:g} ms (bound: at least 2 ms) and "
        f"out over {FADE_OUT_S * 1000:g} ms (bound: at least 10 ms); its first and last "
        f"{EDGE_SAMPLES} samples stay below {EDGE_MAX:g} (-40 dBFS). The music loop's last "
        f"sample meets its first (jump at most {MUSIC_SEAM_MAX:g}).",
        f"Length: card, menu and play cues {MIN_CUE_S:g} to {MAX_CUE_S:.1f} s; "
        + ", ".join(f"`{c}`" for c in FANFARE_CUES)
        + f" up to {MAX_FANFARE_S:.1f} s; music {MUSIC_MIN_S:g} to {MUSIC_MAX_S:g} s.",
        f"Size: the whole `sounds/` folder stays under {MAX_FOLDER_BYTES // (1024 * 1024)} MB.",
    ]
    return "\n".join(
        textwrap.fill(item, 96, initial_indent="- ", subsequent_indent="  ") for item in items
    )


def readme_text() -> str:
    cues = load_cues()
    m = cues.CUE_MEANINGS

    def rows(names):
        return [(f"`{name}`", m[name]) for name in names]

    card_rows = [(f"`{kind}`", f"`{cue}`") for kind, cue in cues.CARD_CUES.items()]
    return f"""\
# Sounds of 1000 Miles

## Design note

{DESIGN_NOTE}
## Cues

Every file here is generated by `tools/make_sounds.py` (see the end of this file). A cue name is
the file name without its extension.

### Card cues

{_table(rows(cues.CARD_CUE_NAMES), ("Cue", "Meaning"))}

### Which card plays which cue

Card kinds are the ids used by the rules engine. `counterflow` and `end_of_counterflow` share
`card_counterflow` on purpose; Mile by Mile cards reuse the sound of the card they behave like.

{_table(card_rows, ("Card kind", "Cue"))}

### Play cues

{_table(rows(cues.PLAY_CUES), ("Cue", "Meaning"))}

### Menu cues

{_table(rows(cues.MENU_CUES), ("Cue", "Meaning"))}

### Online cues

{_table(rows(cues.ONLINE_CUES), ("Cue", "Meaning"))}

### Music

{_table(rows(cues.MUSIC_CUES), ("Cue", "Meaning"))}

The music loops seamlessly; the game can turn it off.

## Format and bounds

These bounds are constants at the top of `tools/make_sounds.py`; `--check` and
`tests/test_sounds.py` enforce them on the committed files.

{_bounds_md()}

## Sound packs

A sound pack replaces any of these cues. Put the replacement files in the `sounds` folder in
the game's user data folder (shown in the README's players section), named exactly like the
cue, as OGG Vorbis (`.ogg`) or WAV (`.wav`): for example `card_accident.ogg` or
`menu_move.wav`. Any cue without a replacement keeps its built-in sound. A file in the pack
that has an unknown name, or that cannot be decoded, is reported once and the built-in sound
is used instead. Keep replacement cues short and at a similar level to the built-in ones
(the bounds above are a good guide); the music should loop seamlessly.

## Regenerating

From the repository root, with numpy and soundfile installed:

    python tools/make_sounds.py              # every cue and this README
    python tools/make_sounds.py --only NAME  # one cue (repeatable)
    python tools/make_sounds.py --check      # verify files and README, write nothing

The output is reproducible, byte for byte: each cue's randomness comes from a generator seeded
with its name, and each Ogg stream gets a fixed serial number. This README is generated too:
change `CUE_MEANINGS` in `game/ui/cues.py` or the design note in the script, not this file.
"""


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------
def check_all(out_dir: Path = SOUNDS_DIR) -> list[str]:
    cues = load_cues()
    problems = []
    names = set(cues.ALL_CUES)
    for cue in cues.ALL_CUES:
        path = out_dir / f"{cue}.ogg"
        if not path.exists():
            problems.append(f"{cue}: missing {path.name}")
            continue
        try:
            x, sr = sf.read(path, dtype="float64", always_2d=False)
        except Exception as exc:  # noqa: BLE001 - report any decoding failure
            problems.append(f"{cue}: cannot decode ({exc})")
            continue
        problems += [f"{cue}: {p}" for p in check_audio(cue, x, sr)]
    for path in sorted(out_dir.iterdir()):
        if path.suffix in (".ogg", ".wav") and path.stem not in names:
            problems.append(f"{path.name}: not a known cue (orphan file)")
    total = sum(p.stat().st_size for p in out_dir.iterdir() if p.is_file())
    if total > MAX_FOLDER_BYTES:
        problems.append(f"sounds/ is {total} bytes, above {MAX_FOLDER_BYTES}")
    readme = out_dir / "README.md"
    if not readme.exists() or readme.read_text(encoding="utf-8") != readme_text():
        problems.append("sounds/README.md is missing or out of date (run make_sounds.py)")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", metavar="NAME", help="regenerate one cue")
    parser.add_argument("--check", action="store_true", help="verify files, write nothing")
    args = parser.parse_args(argv)
    cues = load_cues()
    if set(SYNTHS) != set(cues.ALL_CUES):
        missing = sorted(set(cues.ALL_CUES) - set(SYNTHS))
        extra = sorted(set(SYNTHS) - set(cues.ALL_CUES))
        print(f"synth table out of step with cues.py: missing {missing}, extra {extra}")
        return 2
    if args.check:
        problems = check_all()
        for p in problems:
            print(p)
        print("ok" if not problems else f"{len(problems)} problem(s)")
        return 1 if problems else 0
    names = args.only or list(cues.ALL_CUES)
    unknown = [n for n in names if n not in SYNTHS]
    if unknown:
        parser.error(f"unknown cue(s): {', '.join(unknown)}")
    SOUNDS_DIR.mkdir(exist_ok=True)
    began = time.perf_counter()
    failed = 0
    for cue in names:
        t0 = time.perf_counter()
        data, y = render(cue)
        (SOUNDS_DIR / f"{cue}.ogg").write_bytes(data)
        problems = check_audio(cue, y, SR)
        failed += bool(problems)
        print(
            f"{cue:28s} {y.shape[0] / SR:6.2f} s  level {level_dbfs(y):6.2f}  "
            f"peak {peak_dbfs(y):6.2f}  {len(data) / 1024:6.1f} KiB  "
            f"{time.perf_counter() - t0:5.2f} s" + (f"  !! {problems}" if problems else "")
        )
    README_PATH.write_text(readme_text(), encoding="utf-8")
    total = sum(p.stat().st_size for p in SOUNDS_DIR.iterdir() if p.is_file())
    print(
        f"{len(names)} cue(s) in {time.perf_counter() - began:.1f} s; sounds/ is "
        f"{total / 1024:.0f} KiB"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
