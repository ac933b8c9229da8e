"""Scripted online clients over real loopback sockets, for the server's tests."""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.asyncio.client import connect

from game.net import protocol as p


class Client:
    """One person's connection: every frame received is kept, raw and decoded."""

    def __init__(self, ws: Any, name: str) -> None:
        self.ws = ws
        self.name = name
        self.raw: list[str] = []
        self.frames: list[p.Frame] = []
        self._new = asyncio.Event()
        self._reader = asyncio.create_task(self._read())
        self.token: str | None = None

    @classmethod
    async def open(cls, port: int, name: str, token: str | None = None,
                   version: int = p.PROTOCOL_VERSION,
                   ping_interval: float | None = 20.0) -> Client:
        ws = await connect(f"ws://127.0.0.1:{port}", compression=None, proxy=None,
                           max_size=4 << 20, ping_interval=ping_interval)
        client = cls(ws, name)
        await client.send(p.Hello(version, name, token))
        return client

    async def _read(self) -> None:
        try:
            async for message in self.ws:
                self.raw.append(message)
                self.frames.append(p.decode_server(message))
                self._new.set()
        except Exception:
            self._new.set()

    async def send(self, frame: p.Frame) -> None:
        await self.ws.send(p.encode(frame), text=True)

    async def send_raw(self, data: str | bytes) -> None:
        await self.ws.send(data)

    async def wait_for(self, kind: type, when=lambda f: True, timeout: float = 10.0,
                       after: int = 0) -> Any:
        """The first frame of `kind` (received at index `after` or later) that matches."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            for frame in self.frames[after:]:
                if isinstance(frame, kind) and when(frame):
                    return frame
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0 or self.ws.close_code is not None and self._reader.done():
                raise AssertionError(f"{self.name}: no {kind.__name__} in "
                                     f"{[type(f).__name__ for f in self.frames[-10:]]}")
            self._new.clear()
            try:
                await asyncio.wait_for(self._new.wait(), left)
            except asyncio.TimeoutError:
                pass

    def of(self, kind: type) -> list:
        return [f for f in self.frames if isinstance(f, kind)]

    async def close(self) -> None:
        await self.ws.close()
        self._reader.cancel()


def latest_view(client: Client) -> p.ViewWire | None:
    for frame in reversed(client.frames):
        if isinstance(frame, (p.Update, p.MatchStart)):
            return frame.view
    return None


def _prompts(frame: p.Frame) -> bool:
    return isinstance(frame, (p.Update, p.MatchStart, p.Failed)) or (
        isinstance(frame, p.Outcome) and frame.reason is not None)


async def play_when_asked(client: Client, until: asyncio.Event, rng) -> None:
    """Play random legal actions from this client's own view whenever it may act (after an
    update, or a refusal), until `until` is set or the connection ends."""
    seen = 0
    while not until.is_set() and client.ws.close_code is None:
        try:
            await client.wait_for(p.Frame, _prompts, after=seen, timeout=0.5)
        except AssertionError:
            continue
        seen = len(client.frames)
        view = latest_view(client)
        legal = [] if view is None else [
            a for a in view.legal_actions if not isinstance(a, p.CloseTrickWindow)]
        if legal:
            await client.send(p.Act(rng.choice(legal)))
