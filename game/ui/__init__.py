"""The game's screens and narration, built on ``engine/``."""
