"""The translation checker behind ``python -m engine.i18n check``.

Per language: missing messages, messages English no longer has, syntax errors (file and line,
``language.ini`` included), variables that differ from English, references to messages or
terms the language lacks, numbers written as digits in the text, the glossary, and the
percentage done. Across the code: message ids used that English lacks. Code ids are found
as string literals given as the first argument of ``tr(``, ``say(`` or ``N_(``, or as the
keyword arguments ``label=``, ``help=``, ``msg_id=`` (use ``N_("id")`` for ids kept in data).

Variables: a translation may use only the variables English uses and those the English
message's comment names (``# Also: $card_gender``). It must use every variable English uses,
in one of its forms: ``$card``, ``$card_a`` and ``$card_gender`` are forms of one argument (a
variable and those named after it with an ``_`` suffix), so a sentence that says ``$card_a``
where English says ``$card`` is fine, but one that says no form of ``$go_a`` has lost which
card it names, and one that drops ``$player`` has lost who played: an error.

Numbers: a number from a thousand up written as digits in a message's text ("1,000", "5000")
escapes the language's number form; write it as a number literal, ``{ 1000 }``, which Fluent
formats, or as a string, ``{ "1000" }``, when it is part of a name.

Glossary (``language.ini``, see ``engine.language_data`` and ``engine.glossary``): where an
English message names a glossary entry, the same message in another language must say that
language's words for it, or refer to the entry's message (``{ card-flat_tire }``); words a
language's ``[avoid]`` section lists must appear in none of its messages.

Errors (non-zero exit): syntax errors, variable mismatches, unresolved references, ids defined
twice in one language, ids used by the code that English lacks, digits in the text, glossary
faults. Missing translations (messages, attributes, glossary entries) are warnings that lower
the percentage; ``--strict`` makes them errors.
"""

from __future__ import annotations

import argparse
import ast
import logging
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from engine.glossary import Run, named_entries, phrases, runs_of, says
from engine.i18n import SOURCE_LANGUAGE, comment_variables, message_variables, parse_ftl_file
from engine.language_data import LanguageData, read_language_data

CODE_FUNCTIONS = {"tr", "say", "N_"}
CODE_KEYWORDS = {"label", "help", "msg_id"}
_ID = re.compile(r"^[a-zA-Z][a-zA-Z0-9_-]*(\.[a-zA-Z][a-zA-Z0-9_-]*)?$")
# A number from a thousand up in digits, grouped or not: 1000, 1,000, 1.000, 1 000, 500 000
_BIG_NUMBER = re.compile(r"(?<![\w.,])(?:\d{4,}|\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+)(?![\w])")


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
    # id -> the text of its value and attributes, as segments between placeables
    texts: dict[str, list[str]] = field(default_factory=dict)
    message_refs: dict[str, set[str]] = field(default_factory=dict)  # id -> messages it uses
    big_numbers: dict[str, list[str]] = field(default_factory=dict)  # id -> "1,000" written
    data: LanguageData = field(default_factory=LanguageData)

    def runs(self, msg_id: str) -> list[Run]:
        return runs_of(self.texts.get(msg_id, []))


@dataclass
class LanguageReport:
    code: str
    total: int
    missing: list[str] = field(default_factory=list)
    obsolete: list[str] = field(default_factory=list)
    syntax_errors: list[str] = field(default_factory=list)
    variable_mismatches: list[str] = field(default_factory=list)
    ignored_variables: list[str] = field(default_factory=list)  # no form of an English one
    unresolved: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    big_numbers: list[str] = field(default_factory=list)
    glossary_missing: list[str] = field(default_factory=list)  # entries English has
    glossary_obsolete: list[str] = field(default_factory=list)  # entries English lacks
    glossary_faults: list[str] = field(default_factory=list)  # a message off the glossary
    avoided: list[str] = field(default_factory=list)  # a message using an avoided word

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
            out += [f"{lang.code}: {e}" for e in lang.ignored_variables]
            out += [f"{lang.code}: unresolved reference: {e}" for e in lang.unresolved]
            out += [f"{lang.code}: defined twice (the first wins): {e}"
                    for e in lang.duplicates]
            out += [f"{lang.code}: {e}" for e in lang.big_numbers]
            out += [f"{lang.code}: glossary: {e}" for e in lang.glossary_faults]
            out += [f"{lang.code}: glossary: {e}" for e in lang.avoided]
            if self.strict:
                out += [f"{lang.code}: missing message {m}" for m in lang.missing]
                out += [f"{lang.code}: missing glossary entry {m}" for m in lang.glossary_missing]
        return out

    @property
    def warnings(self) -> list[str]:
        out = []
        for lang in self.languages.values():
            if not self.strict:
                out += [f"{lang.code}: missing message {m}" for m in lang.missing]
                out += [f"{lang.code}: missing glossary entry {m}" for m in lang.glossary_missing]
            out += [f"{lang.code}: message English no longer has: {m}" for m in lang.obsolete]
            out += [f"{lang.code}: glossary entry English no longer has: {m}"
                    for m in lang.glossary_obsolete]
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
                    patterns = [entry.value, *(a.value for a in entry.attributes)]
                    files.texts[name] = [segment for pattern in patterns if pattern
                                         for segment in _segments(pattern)]
                    files.message_refs[name] = {ref for kind, ref in collect.refs
                                                if kind == "message"}
                    numbers = [number for pattern in patterns if pattern
                               for number in _written_numbers(pattern)]
                    if numbers:
                        files.big_numbers[name] = numbers
                files.references += [(name, kind, ref) for kind, ref in collect.refs]
    files.data = read_language_data(folder)
    files.syntax_errors += files.data.errors
    return files


def _segments(pattern: object) -> list[str]:
    """The text of a pattern as runs between placeables; each variant of a selector is a run
    of its own. String literals (``{" "}``, ``{ "1000" }``) count as text."""
    from fluent.syntax import ast as ftl

    out: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            out.append("".join(current))
            current.clear()

    def walk(node: ftl.Pattern) -> None:
        for element in node.elements:
            if isinstance(element, ftl.TextElement):
                current.append(element.value)
                continue
            expression = element.expression
            if isinstance(expression, ftl.StringLiteral):
                current.append(expression.parse()["value"])
            elif isinstance(expression, ftl.SelectExpression):
                flush()
                for variant in expression.variants:
                    walk(variant.value)
                    flush()
            else:
                flush()

    walk(pattern)  # type: ignore[arg-type]
    flush()
    return out


def _written_numbers(pattern: object) -> list[str]:
    """Numbers from a thousand up written as digits in the plain text of a pattern."""
    from fluent.syntax import ast as ftl
    from fluent.syntax.visitor import Visitor

    found: list[str] = []

    class Texts(Visitor):
        def visit_TextElement(self, node: ftl.TextElement) -> None:
            found.extend(match.group(0) for match in _BIG_NUMBER.finditer(node.value))

    Texts().visit(pattern)
    return found


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
                continue
            used = {_root(name, allowed) for name in have}
            ignored = {name for name in want if _root(name, allowed) not in used}
            if ignored:  # no form of it at all: the sentence lost what it names
                report.ignored_variables.append(
                    f"{msg_id} ignores {_vars(ignored)}, which English uses (in no form)")
        report.big_numbers = [
            f"{msg_id} writes {', '.join(repr(n) for n in numbers)} in digits: write a number "
            f"as {{ 1000 }} (or {{ \"1000\" }} inside a name)"
            for msg_id, numbers in sorted(files.big_numbers.items())]
        if code != SOURCE_LANGUAGE:
            _check_glossary(english, files, report)
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


def _root(name: str, allowed: set[str]) -> str:
    """The argument a variable is a form of: the shortest allowed variable it equals or
    extends with an ``_`` suffix (``card_a`` and ``card_gender`` are forms of ``card``)."""
    roots = [r for r in allowed if name == r or name.startswith(r + "_")]
    return min(roots, key=len) if roots else name


def _check_glossary(english: LanguageFiles, files: LanguageFiles,
                    report: LanguageReport) -> None:
    """Each English message that names a glossary entry must say it in this language too,
    and no message may say a word the language avoids."""
    entries = {key: phrases(value) for key, value in english.data.glossary.items()}
    linked = {key for key in entries if key in english.messages}
    mine = files.data.glossary
    report.glossary_missing = sorted(set(entries) - set(mine))
    report.glossary_obsolete = sorted(set(mine) - set(entries))
    words_for: dict[str, list[Run]] = {}
    for key in entries:
        own = phrases(mine.get(key, ""))
        if key in linked and key in files.texts:  # the entry's own message, in every form
            own += [p for segment in files.texts[key] for p in phrases(segment)]
        words_for[key] = own
    for msg_id in sorted(set(english.messages) & set(files.messages) - linked):
        named = named_entries(english.runs(msg_id), entries)
        named |= english.message_refs.get(msg_id, set()) & linked
        runs = files.runs(msg_id)
        for key in sorted(named):
            if key in files.message_refs.get(msg_id, set()) or says(runs, words_for[key]):
                continue
            shown = ", ".join(dict.fromkeys(" ".join(p) for p in words_for[key]))
            shown = shown or "(no words yet)"
            report.glossary_faults.append(
                f"{msg_id} names {key} in English but says none of: {shown}")
    for key, value in sorted(files.data.avoid.items()):
        avoided = phrases(value)
        for msg_id in sorted(files.messages):
            phrase = says(files.runs(msg_id), avoided)
            if phrase:
                report.avoided.append(
                    f"{msg_id} says {' '.join(phrase)!r}, which [avoid] {key} rules out")


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
