"""The worker processes the measuring tools (arena, audit, endgame) play their deals in.

"spawn", not "fork": a fork taken while another thread holds a lock (BASS, pygame, the test
runner) can hang the child for ever. And a worker follows its parent: when the tool is
stopped without a chance to close its pool (`kill`, a closed terminal, a crash), each worker
ends at once instead of playing its deal to the end and only then finding nobody to hand it
to, which kept both cores busy for minutes after a run was stopped.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import multiprocessing.pool
import os
import threading


def pool(workers: int) -> multiprocessing.pool.Pool:
    """A pool of `workers` spawned processes that end with their parent."""
    return multiprocessing.get_context("spawn").Pool(workers, initializer=follow_parent)


def follow_parent() -> None:
    """In a worker: end this process as soon as its parent has ended."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True,
                     name="follow-parent").start()


def _end_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(1)
