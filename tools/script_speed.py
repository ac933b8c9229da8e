"""How fast key scripts load and parse: `python tools/script_speed.py` (from the source root).

Writes scripts of 0.25 MB and 1 MB whose lines are drawn at random (seeded) from keys, waits,
typing, comments and blank lines, and prints the CPU time `engine.script.load_script` takes
for each (best of 3), in total and per line: the same per line at both sizes is linear.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.script import load_script  # noqa: E402

LINES = ["down", "up", "return", "escape", "f2", "ctrl+f4", "shift+return", "wait 0.5",
         "type Ana", "# note", "", ","]


def main() -> None:
    rng = random.Random(1)
    folder = Path(tempfile.mkdtemp(prefix="script-speed-"))
    for size in (250_000, 1_000_000):
        lines: list[str] = []
        total = 0
        while total < size:
            lines.append(rng.choice(LINES))
            total += len(lines[-1]) + 1
        path = folder / f"keys-{size}.txt"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            load_script(path)
            best = min(best, time.process_time() - start)
        print(f"{size / 1e6:.2f} MB, {len(lines)} lines: {best * 1000:.0f} ms CPU, "
              f"{best / len(lines) * 1e6:.2f} us a line")
        path.unlink()
    folder.rmdir()


if __name__ == "__main__":
    main()
