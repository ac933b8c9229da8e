"""Layers: the engine never imports the game; the main menu uses only engine and stdlib."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from .conftest import ROOT


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_engine_never_imports_game():
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sorted((ROOT / "engine").rglob("*.py"))
        for name in imported_modules(path)
        if name == "game" or name.startswith("game.")
    ]
    assert offenders == []


def test_main_menu_uses_only_engine_and_stdlib():
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    for name in imported_modules(ROOT / "game" / "ui" / "main_menu.py"):
        top = name.split(".")[0]
        assert top == "engine" or top in stdlib, name
