"""How long a player waits for the first spoken word, measured on the sound itself (Linux).

Starts the game as a player would (``main.py --speech auto``, the real loop, no script),
records what PulseAudio (or PipeWire's pulse server) plays with ``parec`` from a monitor
source, and reports the time from launching the process to the first sound above silence.
Run it with nothing else playing; the game's own sounds are off (``--sound none``) so that
the first sound heard is its first word (the time includes Python's start and the sound
server's buffering, 10 ms asked):

    python tools/first_words.py --runs 5 --source rec.monitor

Needs ``parec`` (pulseaudio-utils) and a speech service; prints one line per run, then the
median and the range.
"""

from __future__ import annotations

import argparse
import array
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RATE = 16000  # mono 16-bit samples per second


def first_sound(raw: bytes, threshold: int) -> float | None:
    """Seconds into the recording of the first 10 ms window louder than ``threshold``."""
    samples = array.array("h", raw[: len(raw) - len(raw) % 2])
    window = RATE // 100
    for start in range(0, len(samples) - window, window):
        if max(abs(s) for s in samples[start:start + window]) > threshold:
            return start / RATE
    return None


def one_run(source: str, listen: float, threshold: int, speech: str) -> float | None:
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder)
        (config / "settings.json").write_text(
            json.dumps({"language": "en", "language_chosen": True}), encoding="utf-8")
        recorder = subprocess.Popen(
            ["parec", "-d", source, "--raw", "--format=s16le", f"--rate={RATE}",
             "--channels=1", "--latency-msec=10"], stdout=subprocess.PIPE)
        recorded = bytearray()

        def read() -> None:
            while chunk := recorder.stdout.read1(640):
                recorded.extend(chunk)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        # Wait for one second of silence: the recording runs, and the last run's words
        # (Speech Dispatcher finishes what it was given) have ended.
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            time.sleep(0.2)
            tail = bytes(recorded[-2 * RATE:])
            if len(tail) == 2 * RATE and first_sound(tail, threshold) is None:
                break
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        mark = len(recorded)  # the sound from here on came after the launch
        game = subprocess.Popen(
            [sys.executable, str(ROOT / "main.py"), "--speech", speech, "--sound", "none",
             "--config-dir", str(config)], env=env, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        time.sleep(listen)
        game.terminate()
        game.wait(timeout=10)
        recorder.terminate()
        reader.join(timeout=10)
        recorder.wait(timeout=10)
    if first_sound(bytes(recorded[max(0, mark - 2 * RATE):mark]), threshold) is not None:
        print("warning: sound before the launch (something else is playing)")
    heard = first_sound(bytes(recorded[mark - mark % 2:]), threshold)
    return heard


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--source", default="rec.monitor", help="a PulseAudio monitor source")
    parser.add_argument("--listen", type=float, default=4.0, help="seconds per run")
    parser.add_argument("--threshold", type=int, default=500, help="silence below (16-bit)")
    parser.add_argument("--speech", default="auto")
    args = parser.parse_args(argv)
    results = []
    for run in range(1, args.runs + 1):
        seconds = one_run(args.source, args.listen, args.threshold, args.speech)
        print(f"run {run}: " + ("nothing heard" if seconds is None else f"{seconds:.2f} s"))
        if seconds is not None:
            results.append(seconds)
    if results:
        print(f"first word after {statistics.median(results):.2f} s (median of "
              f"{len(results)}; {min(results):.2f} to {max(results):.2f})")
    return 0 if results else 1


if __name__ == "__main__":
    sys.exit(main())
