"""Layering, by reading the source with ast (nothing is imported):

- game/rules is pure: the standard library and its own package only (no pygame, cytolk,
  sound_lib, prism, engine, nor any other third-party or project package);
- engine/ knows nothing of the game: it never imports `game`;
- rules <- bots <- match <- ui, net: each layer imports only the layers below; the match host
  and the server import no pygame and no engine; the screens never run a match themselves
  (no Table, no apply, no computer players) and import each other in no ring.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

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


# --- the layers above the rules: rules <- bots <- match <- ui, net ---------------------------
GAME = ROOT / "game"
LAYERS = {  # a package and the project packages it must never import
    "game.bots": {"game.match", "game.net", "game.ui", "engine", "pygame"},
    "game.match": {"game.net", "game.ui", "engine", "pygame", "cytolk", "sound_lib", "prism"},
    "game.net": {"game.ui", "engine", "pygame", "cytolk", "sound_lib", "prism"},
    "game.ui": {"game.bots"},
}


def absolute(path: Path, module: str, level: int) -> str:
    """The absolute name of an import found in `path`."""
    if not level:
        return module
    package = list(path.relative_to(ROOT).with_suffix("").parts[:-1])
    base = package[: len(package) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def inside(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_each_layer_imports_only_the_layers_below(package):
    folder = ROOT.joinpath(*package.split("."))
    problems = []
    for path in sorted(folder.rglob("*.py")):
        for line, module, level in imports(path):
            name = absolute(path, module, level)
            for forbidden in LAYERS[package]:
                if inside(name, forbidden):
                    problems.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert not problems, "\n".join(problems)


def test_the_screens_never_run_a_match_themselves():
    """game/ui is a client of one seat: it holds no Table and calls no apply."""
    problems = []
    for path in sorted((GAME / "ui").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in ("apply", "apply_unchecked"):
                problems.append(f"{path.relative_to(ROOT)}:{node.lineno} calls .{node.attr}")
            if isinstance(node, ast.alias) and node.name == "Table":
                problems.append(f"{path.relative_to(ROOT)}:{node.lineno} imports Table")
    assert not problems, "\n".join(problems)


def test_the_screens_import_each_other_in_no_ring():
    graph: dict[str, set[str]] = {}
    for path in sorted((GAME / "ui").glob("*.py")):
        name = "game.ui." + path.stem
        graph[name] = {
            absolute(path, module, level) for _, module, level in imports(path)
        }
    for name, targets in graph.items():
        graph[name] = {t for t in targets if t in graph and t != name}
    ring = _find_ring(graph)
    assert ring is None, " -> ".join(ring)


def _find_ring(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state and (ring := visit(target)):
                return ring
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (ring := visit(node)):
            return ring
    return None


def test_the_ring_finder_finds_a_ring(tmp_path):
    assert _find_ring({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _find_ring({"a": {"b"}, "b": set()}) is None
