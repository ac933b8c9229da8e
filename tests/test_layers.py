"""Layering, by reading the source with ast (nothing is imported):

- game/rules is pure: the standard library and its own package only (no pygame, cytolk,
  sound_lib, prism, engine, nor any other third-party or project package);
- engine/ knows nothing of the game: it never imports `game`.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "game" / "rules"
ENGINE = ROOT / "engine"
FORBIDDEN_IN_RULES = {"pygame", "cytolk", "sound_lib", "prism", "prismatoid", "engine"}


def imports(path: Path) -> list[tuple[int, str, int]]:
    """(line, module, level) of every import in a file; level > 0 for relative imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name, 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, node.module or "", node.level))
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__":
            if node.args and isinstance(node.args[0], ast.Constant):
                found.append((node.lineno, str(node.args[0].value), 0))
    return found


def top(module: str) -> str:
    return module.split(".")[0]


def test_the_rules_import_only_the_standard_library_and_themselves():
    files = sorted(RULES.rglob("*.py"))
    assert files, "no rules modules found"
    problems = []
    for path in files:
        for line, module, level in imports(path):
            if level:
                continue  # relative: inside game.rules
            name = top(module)
            inside = module == "game.rules" or module.startswith("game.rules.")
            if name in FORBIDDEN_IN_RULES or (
                not inside and name not in sys.stdlib_module_names
            ):
                problems.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    assert not problems, "\n".join(problems)


def test_the_engine_never_imports_the_game():
    problems = []
    for path in sorted(ENGINE.rglob("*.py")):
        for line, module, level in imports(path):
            if level == 0 and top(module) == "game":
                problems.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
            if level > len(path.relative_to(ENGINE).parts) - 1 and module.startswith("game"):
                problems.append(f"{path.relative_to(ROOT)}:{line} imports ..{module}")
    assert not problems, "\n".join(problems)


def test_the_scanner_sees_forbidden_imports(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import pygame\nfrom game.rules import Table\nfrom . import cards\n")
    assert [(m, lvl) for _, m, lvl in imports(sample)] == [
        ("pygame", 0), ("game.rules", 0), ("", 1)
    ]
