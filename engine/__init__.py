"""The audio-game engine: one loop, a stack of screens, speech, sound, keys, menus, forms,
message history, settings and language files.

It knows nothing of 1000 Miles and must never import ``game``. Modules import pygame,
sound_lib and speech libraries lazily where they can, so the engine starts quickly and runs
headless in tests.
"""

import os

# pygame prints a greeting on import; with the "print" speech backend stdout is the transcript.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__all__ = ["Notice"]

from engine.notices import Notice  # noqa: E402
