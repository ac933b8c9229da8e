"""The measuring tools' worker processes end with their parent, even in the middle of a deal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# A parent that starts two workers, prints their process ids, sets both on a long job (a deal
# of a long run) and waits: the test then kills it the way nothing can answer (SIGKILL).
PARENT = textwrap.dedent("""
    import os, time
    from game.workers import pool

    def whoami(_):
        time.sleep(0.3)
        return os.getpid()

    if __name__ == "__main__":
        processes = pool(2)
        pids = set()
        while len(pids) < 2:
            pids.update(processes.map(whoami, range(4), chunksize=1))
        for _ in range(2):
            processes.apply_async(time.sleep, (120,))
        print(" ".join(map(str, sorted(pids))), flush=True)
        time.sleep(120)
""")


def _running(pid: int) -> bool:
    """Whether `pid` still runs (a zombie waiting to be reaped has ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return False
    return "\nState:\tZ" not in status


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
def test_workers_end_when_their_parent_is_killed(tmp_path):
    script = tmp_path / "parent.py"
    script.write_text(PARENT, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                              text=True, env=env)
    pids: list[int] = []
    try:
        pids = [int(pid) for pid in parent.stdout.readline().split()]
        assert len(pids) == 2 and all(_running(pid) for pid in pids)
        time.sleep(0.5)  # both workers now in their long job
        parent.send_signal(signal.SIGKILL)
        parent.wait(timeout=30)
        deadline = time.monotonic() + 30  # their job had two minutes left
        while any(_running(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(_running(pid) for pid in pids)
    finally:
        parent.kill()
        for pid in pids:
            if _running(pid):
                os.kill(pid, signal.SIGKILL)
