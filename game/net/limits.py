"""What the server allows: sizes, counts and rates, each an argument of `python -m
game.server`, and the token bucket that enforces a rate."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Limits:
    max_frame: int = 8 * 1024  # bytes in one client frame; bigger closes with 1009
    connections_per_ip: int = 20
    max_connections: int = 10_000
    max_tables: int = 2_000
    tables_per_person: int = 2
    actions_per_second: float = 10.0  # frames of any kind, burst twice that
    chat_per_second: float = 1.0  # chat lines, burst five
    bad_frames: int = 5  # invalid frames in a row before the connection is closed (1008)
    outbound_queue: int = 512  # frames waiting for a client that does not read
    hello_timeout: float = 10.0  # seconds to say hello after connecting
    ping_interval: float = 20.0
    abandon_after: float = 600.0  # seconds a table may have nobody connected before it closes


class Bucket:
    """A token bucket: `rate` tokens a second, `burst` at most; `take()` is False when empty."""

    __slots__ = ("rate", "burst", "tokens", "at")

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.at = now

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def plain_text(text: str) -> str:
    """Names and chat are plain text: control and format characters (newlines, bidi
    overrides, zero-width joiners) are dropped, runs of spaces become one."""
    kept = "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in text)
    return " ".join(kept.split())
