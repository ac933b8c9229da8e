"""The version of 1000 Miles, in one place: pyproject.toml reads it (``dynamic``), and
``main.py --version``, the logs and the PyInstaller build take it from here."""

__version__ = "0.1.0"
