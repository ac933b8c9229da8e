"""The message history: every utterance kept (bounded), with a reviewing cursor.

The cursor rests on the newest message; a new message puts it back there. Moving past either
end returns None so the caller can say "no older messages".
"""

from __future__ import annotations

from collections import deque


class History:
    """Bounded list of spoken messages and a cursor for ``,`` ``.`` review."""

    def __init__(self, limit: int = 500) -> None:
        self._items: deque[str] = deque(maxlen=max(1, limit))
        self._cursor = -1

    def add(self, text: str) -> None:
        self._items.append(text)
        self._cursor = len(self._items) - 1

    def __len__(self) -> int:
        return len(self._items)

    def items(self) -> list[str]:
        return list(self._items)

    @property
    def current(self) -> str | None:
        return self._items[self._cursor] if self._items else None

    def older(self) -> str | None:
        if self._cursor <= 0:
            return None
        self._cursor -= 1
        return self._items[self._cursor]

    def newer(self) -> str | None:
        if self._cursor >= len(self._items) - 1:
            return None
        self._cursor += 1
        return self._items[self._cursor]

    def oldest(self) -> str | None:
        if not self._items:
            return None
        self._cursor = 0
        return self._items[0]

    def newest(self) -> str | None:
        if not self._items:
            return None
        self._cursor = len(self._items) - 1
        return self._items[-1]

    def repeat(self) -> str | None:
        """The newest message again (the cursor goes back to it)."""
        return self.newest()
