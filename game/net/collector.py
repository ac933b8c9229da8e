"""The garbage collector of a busy server: it must never stop every table at once.

A server with thousands of connections holds half a million objects that live for minutes
or hours (about 100 for each websocket connection, and each match's history). CPython's
collector compares all of them at each full collection: 250 to 340 ms of CPU at 4,000
connections, every 10 to 50 seconds under play, and no table moves meanwhile (measured with
`python -m game.loadtest --tables 1000`: a p99 of 125 to 270 ms). Yet play makes almost no
cyclic garbage (those full collections freed nothing): its objects are freed by reference
counting as soon as they are dropped.

So `young_only` freezes (`gc.freeze`) everything alive every second: the collector only ever
looks at objects younger than that, in pauses of a few milliseconds, and the rest is left to
reference counting. Cycles among frozen objects (a closed connection leaves a few dozen) are
collected by a full collection once an hour (`full_every`), the one long pause left.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

log = logging.getLogger("game.net")

FREEZE_EVERY = 1.0  # seconds: objects older than this are left to reference counting
FULL_EVERY = 3600.0  # seconds between full collections


async def young_only(freeze_every: float = FREEZE_EVERY, full_every: float = FULL_EVERY) -> None:
    """Run for as long as the server runs (a task on its event loop)."""
    loop = asyncio.get_running_loop()
    last_full = loop.time()
    gc.freeze()
    try:
        while True:
            await asyncio.sleep(freeze_every)
            if loop.time() - last_full >= full_every:
                last_full = loop.time()
                started = time.perf_counter()
                gc.unfreeze()
                found = gc.collect()
                log.info("full garbage collection: %d objects freed in %.0f ms", found,
                         (time.perf_counter() - started) * 1000)
            gc.freeze()
    finally:
        gc.unfreeze()
