"""The translation checker behind ``python -m engine.i18n check``.

Per language: missing messages, messages English no longer has, syntax errors (file and line),
variables that differ from English (a translation may use only the variables English uses
and those the English message's comment names, e.g. ``# Also: $card_gender``; one that leaves
out a variable English uses gets a warning), references to messages or terms the language lacks, and
the percentage done. Across the code: message ids used that English lacks. Code ids are found
as string literals given as the first argument of ``tr(``, ``say(`` or ``N_(``, or as the
keyword arguments ``label=``, ``help=``, ``msg_id=`` (use ``N_("id")`` for ids kept in data).

Errors (non-zero exit): syntax errors, variable mismatches, unresolved references, ids defined
twice in one language, ids used by the code that English lacks. Missing translations are warnings that lower the percentage;
``--strict`` makes them errors.
"""

from __future__ import annotations

import argparse
import ast
import logging
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from engine.i18n import SOURCE_LANGUAGE, comment_variables, message_variables, parse_ftl_file

CODE_FUNCTIONS = {"tr", "say", "N_"}
CODE_KEYWORDS = {"label", "help", "msg_id"}
_ID = re.compile(r"^[a-zA-Z][a-zA-Z0-9_-]*(\.[a-zA-Z][a-zA-Z0-9_-]*)?$")


@dataclass
class LanguageFiles:
    """What one language folder defines."""

    messages: dict[str, set[str]] = field(default_factory=dict)  # id -> $variables
    # id -> $variables named in the message's own comment ("# Also: $card_gender"): the code
    # passes them too, so a translation may use them though English does not
    optional: dict[str, set[str]] = field(default_factory=dict)
    attributes: dict[str, set[str]] = field(default_factory=dict)  # id -> its .attributes
    terms: set[str] = field(default_factory=set)
    references: list[tuple[str, str, str]] = field(default_factory=list)  # (msg, kind, id)
    syntax_errors: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)  # "id (file)"


@dataclass
class LanguageReport:
    code: str
    total: int
    missing: list[str] = field(default_factory=list)
    obsolete: list[str] = field(default_factory=list)
    syntax_errors: list[str] = field(default_factory=list)
    variable_mismatches: list[str] = field(default_factory=list)
    dropped_variables: list[str] = field(default_factory=list)  # a warning: maybe on purpose
    unresolved: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)

    @property
    def percent(self) -> float:
        if not self.total:
            return 100.0
        return round(100.0 * (self.total - len(self.missing)) / self.total, 1)


@dataclass
class Report:
    languages: dict[str, LanguageReport]
    code_missing: list[str]  # "id (file:line)"
    strict: bool = False

    @property
    def errors(self) -> list[str]:
        out = [f"code uses {item}, which English lacks" for item in self.code_missing]
        for lang in self.languages.values():
            out += [f"{lang.code}: syntax error: {e}" for e in lang.syntax_errors]
            out += [f"{lang.code}: variables differ: {e}" for e in lang.variable_mismatches]
            out += [f"{lang.code}: unresolved reference: {e}" for e in lang.unresolved]
            out += [f"{lang.code}: defined twice (the first wins): {e}"
                    for e in lang.duplicates]
            if self.strict:
                out += [f"{lang.code}: missing message {m}" for m in lang.missing]
        return out

    @property
    def warnings(self) -> list[str]:
        out = []
        for lang in self.languages.values():
            if not self.strict:
                out += [f"{lang.code}: missing message {m}" for m in lang.missing]
            out += [f"{lang.code}: message English no longer has: {m}" for m in lang.obsolete]
            out += [f"{lang.code}: {m}" for m in lang.dropped_variables]
        return out

    @property
    def ok(self) -> bool:
        return not self.errors

    def format(self) -> str:
        lines = [f"{lang.code}: {lang.percent}% done ({lang.total - len(lang.missing)}/"
                 f"{lang.total})" for lang in self.languages.values()]
        lines += [f"warning: {w}" for w in self.warnings]
        lines += [f"error: {e}" for e in self.errors]
        lines.append("OK" if self.ok else f"{len(self.errors)} error(s)")
        return "\n".join(lines)


def log_report(lang_dir: Path, code: str, log: logging.Logger) -> Report:
    """Write the checker's report on one language to the log, so a translator who plays
    finds in the log what is missing or broken (the game itself falls back to English)."""
    report = check(lang_dir, [], languages=[code])
    lang = report.languages.get(code)
    if lang is not None:
        log.info("translation check: %s: %s%% done", code, lang.percent)
    for line in report.warnings:
        if line.startswith(f"{code}:"):
            log.warning("translation check: %s", line)
    for line in report.errors:
        if line.startswith(f"{code}:"):
            log.error("translation check: %s", line)
    return report


def read_language(folder: Path) -> LanguageFiles:
    from fluent.syntax import ast as ftl
    from fluent.syntax.visitor import Visitor

    class Collect(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.refs: list[tuple[str, str]] = []

        def visit_MessageReference(self, node: ftl.MessageReference) -> None:
            self.refs.append(("message", node.id.name))

        def visit_TermReference(self, node: ftl.TermReference) -> None:
            self.refs.append(("term", node.id.name))
            self.generic_visit(node)

    files = LanguageFiles()
    for path in sorted(folder.glob("*.ftl")):
        resource, errors = parse_ftl_file(path)
        files.syntax_errors += [str(error) for error in errors]
        if resource is None:
            continue
        for entry in resource.body:
            if isinstance(entry, (ftl.Message, ftl.Term)):
                collect = Collect()
                collect.visit(entry)
                name = entry.id.name
                known = files.terms if isinstance(entry, ftl.Term) else files.messages
                if name in known:
                    shown = f"-{name}" if isinstance(entry, ftl.Term) else name
                    files.duplicates.append(f"{shown} ({path.name})")
                    continue
                if isinstance(entry, ftl.Term):
                    files.terms.add(name)
                else:
                    # the same judgement as the game's when it loads a translation
                    files.messages[name] = message_variables(entry)
                    files.optional[name] = comment_variables(entry)
                    files.attributes[name] = {a.id.name for a in entry.attributes}
                files.references += [(name, kind, ref) for kind, ref in collect.refs]
    return files


def scan_code(sources: list[Path]) -> dict[str, list[str]]:
    """Message ids used in .py files under ``sources``: id -> ["file:line", ...]."""
    found: dict[str, list[str]] = {}
    files: list[Path] = []
    for source in sources:
        files += [source] if source.is_file() else sorted(source.rglob("*.py"))
    for path in files:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            candidates = []
            if name in CODE_FUNCTIONS and node.args:
                candidates.append(node.args[0])
            candidates += [k.value for k in node.keywords if k.arg in CODE_KEYWORDS]
            for arg in candidates:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and _ID.match(
                    arg.value
                ):
                    found.setdefault(arg.value, []).append(f"{path}:{node.lineno}")
    return found


def check(lang_dir: Path, sources: list[Path] | None = None, strict: bool = False,
          languages: list[str] | None = None) -> Report:
    """Check every language of ``lang_dir`` (or only ``languages``) against English and the
    code under ``sources``."""
    lang_dir = Path(lang_dir)
    codes = sorted(d.name for d in lang_dir.iterdir() if d.is_dir()) if lang_dir.is_dir() else []
    if languages is not None:
        codes = [c for c in codes if c in languages or c == SOURCE_LANGUAGE]
    read = {code: read_language(lang_dir / code) for code in codes}
    english = read.get(SOURCE_LANGUAGE, LanguageFiles())
    reports = {}
    for code, files in read.items():
        report = LanguageReport(code, total=len(english.messages) + sum(
            len(attrs) for attrs in english.attributes.values()))
        report.syntax_errors = files.syntax_errors
        report.duplicates = files.duplicates
        report.missing = sorted(set(english.messages) - set(files.messages))
        # An attribute such as card-flat_tire.a is spoken on its own: missing is missing
        report.missing += sorted(
            f"{msg_id}.{attr}"
            for msg_id in set(english.messages) & set(files.messages)
            for attr in english.attributes.get(msg_id, set()) - files.attributes.get(msg_id, set())
        )
        report.obsolete = sorted(set(files.messages) - set(english.messages))
        for msg_id in sorted(set(english.messages) & set(files.messages)):
            want, have = english.messages[msg_id], files.messages[msg_id]
            allowed = want | english.optional.get(msg_id, set())
            if not have <= allowed:  # a variable the code never passes: an error
                report.variable_mismatches.append(
                    f"{msg_id}: English uses {_vars(want)}, {code} uses {_vars(have)}"
                )
            elif not want <= have:  # may be on purpose (another form of the same card)
                report.dropped_variables.append(
                    f"{msg_id} does not use {_vars(want - have)}"
                )
        for msg_id, kind, ref in files.references:
            known = files.terms if kind == "term" else files.messages
            if ref not in known:
                shown = f"-{ref}" if kind == "term" else ref
                report.unresolved.append(f"{msg_id} refers to {shown}, not defined in {code}")
        reports[code] = report
    if sources is None:
        root = lang_dir.resolve().parent
        sources = [root / s for s in ("game", "engine", "main.py") if (root / s).exists()]
    used = scan_code(sources)
    code_missing = [
        f"{msg_id} ({', '.join(places[:3])})"
        for msg_id, places in sorted(used.items())
        if msg_id.split(".")[0] not in english.messages
    ]
    return Report(reports, code_missing, strict)


def _vars(names: set[str]) -> str:
    return ", ".join(f"${n}" for n in sorted(names)) or "no variables"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.i18n")
    sub = parser.add_subparsers(dest="command", required=True)
    cmd = sub.add_parser("check", help="check the language files against English and the code")
    cmd.add_argument("--lang-dir", type=Path, default=Path("lang"))
    cmd.add_argument("--source", type=Path, action="append", dest="sources",
                     help="a folder or .py file to scan for message ids (repeatable)")
    cmd.add_argument("--strict", action="store_true", help="missing translations are errors")
    args = parser.parse_args(argv)
    if not args.lang_dir.is_dir():
        print(f"error: no language folder {args.lang_dir}", file=sys.stderr)
        return 2
    report = check(args.lang_dir, args.sources, args.strict)
    print(report.format())
    return 0 if report.ok else 1
