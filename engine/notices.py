"""Notices: things a subsystem must tell the player once (a damaged settings file, a sound
pack file that could not be used, a speech or sound fallback).

Subsystems that start before the screens exist collect notices as message ids with arguments;
the app speaks them, translated, once the first screen has spoken.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Notice:
    """A message id and its Fluent arguments, to be translated and spoken once. An argument
    may itself be a Notice (a setting's name): it is translated first, in the same language."""

    msg_id: str
    args: dict[str, Any] = field(default_factory=dict)

    def text(self, tr: Callable[..., str]) -> str:
        args = {key: value.text(tr) if isinstance(value, Notice) else value
                for key, value in self.args.items()}
        return tr(self.msg_id, **args)
