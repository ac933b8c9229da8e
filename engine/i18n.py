"""Language files: Project Fluent messages under ``lang/<code>/*.ftl``, read at start.

English (``en``) is the source language and the per-message fallback: a message missing or
broken in the chosen language is taken from English. A translated message that uses a
variable English does not (one the code never passes, such as ``$totl`` for ``$total``) is
not used either: English is spoken for it, and the problem is recorded like a broken line
(``Translator.problems``, which the startup notice names).

English itself may be edited, and broken: then the built-in English is used, a pristine copy
the program carries (``builtin``: the frozen build's bundled ``lang/en``; from source, the
copy committed to git, see `committed_copy`). Only a message missing from all of them comes
back as its own id (logged once), so ``tr`` never raises and the game is never silent.
Unicode isolation marks are off: screen readers read them aloud.

``python -m engine.i18n check`` runs the translation checker (see ``engine.i18n_check``).

Numbers go through Fluent's NUMBER formatting in the language's one form: a language whose
``language.ini`` says ``grouping = no`` gets digits only, in its variables (int and float
arguments) and in its number literals (``{ 1000 }``) alike (see ``engine.language_data``).
"""

from __future__ import annotations

import locale
import logging
import os
import re
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.language_data import read_language_data

SOURCE_LANGUAGE = "en"
BUILTIN = "en (built-in)"  # the pristine English, as a bundle key

# A folder of .ftl files, or a function giving {file name: text} (read only when needed)
Builtin = Path | Callable[[], dict[str, str]] | None


@dataclass(frozen=True)
class Problem:
    """A line of a language file the game does not use: a syntax error, or (in a
    translation) variables English does not have. `msg_id` when it can be told."""

    path: Path
    line: int
    msg_id: str | None
    reason: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.reason}"


def N_(msg_id: str) -> str:
    """Mark a message id kept in data (a table, a default) so the checker finds it."""
    return msg_id


class Translator:
    """Translates message ids with named arguments in the current language."""

    def __init__(
        self,
        lang_dir: Path,
        language: str | None = None,
        log: logging.Logger | None = None,
        builtin: Builtin = None,
    ) -> None:
        self.lang_dir = Path(lang_dir)
        self.log = log or logging.getLogger("engine.i18n")
        self.builtin = builtin
        self._bundles: dict[str, Any] = {}
        self._plain_numbers: set[str] = set()  # languages that write numbers without grouping
        self._warned: set[tuple[str, str]] = set()
        self.problems: list[Problem] = []  # each line of the language files not used
        # English's variables by message id (with those its comment names): what a
        # translation may use
        self._english_variables: dict[str, set[str]] = {}
        # Ids spoken in English because the current language lacks them (or has them
        # broken), or in the built-in English because the English files do
        self.fallbacks: set[str] = set()
        self.language = SOURCE_LANGUAGE
        # Told the code after each switch (the App tells the speech, whose voice may follow)
        self.on_language: Callable[[str], None] | None = None
        self.set_language(language or system_language(self.available_codes()))

    # --- languages -----------------------------------------------------------------------
    def available_codes(self) -> list[str]:
        """Folders of ``lang_dir`` holding at least one .ftl file, sorted."""
        if not self.lang_dir.is_dir():
            return []
        return sorted(
            d.name for d in self.lang_dir.iterdir() if d.is_dir() and any(d.glob("*.ftl"))
        )

    def languages(self) -> list[tuple[str, str]]:
        """``(code, name)`` for each language, named in that language itself."""
        result = []
        for code in self.available_codes():
            found = self._format_in(code, "language-name", {})
            name = found[0] if found else code
            result.append((code, name))
        return result

    def set_language(self, code: str) -> None:
        """Switch language at once; an unknown code falls back to English (logged)."""
        codes = self.available_codes()
        if code not in codes:
            match = _best_match(code, codes)
            if match is None:
                self.log.warning("language %r not found in %s; using English", code,
                                 self.lang_dir)
                match = SOURCE_LANGUAGE
            code = match
        self.language = code
        self._bundle(code)
        if self.on_language is not None:
            self.on_language(code)

    @property
    def load_errors(self) -> list[str]:
        """``"file:line: reason"`` for each line of the language files not used."""
        return [str(problem) for problem in self.problems]

    # --- translation ---------------------------------------------------------------------
    def tr(self, msg_id: str, **args: Any) -> str:
        """The message in the current language, else English, else the built-in English,
        else the id itself. A message that formats with errors (a variable not given) gives
        way to the next one that formats cleanly, if any."""
        flawed: tuple[str, str] | None = None
        chain = (SOURCE_LANGUAGE, BUILTIN)
        if self.language != SOURCE_LANGUAGE:
            chain = (self.language, *chain)
        for code in chain:
            found = self._format_in(code, msg_id, args)
            if found is None:
                continue
            text, clean = found
            if not clean:
                flawed = flawed or (code, text)
                continue
            if code != self.language:
                self.fallbacks.add(msg_id)
            return text
        if flawed is not None:
            code, text = flawed
            if code != self.language:
                self.fallbacks.add(msg_id)
            return text
        self._warn_once(msg_id, "*", "message %r is in no language file", msg_id)
        return msg_id

    __call__ = tr

    def has(self, msg_id: str, code: str | None = None) -> bool:
        """Whether the message (or, for ``"msg.attr"``, its attribute) exists in ``code``,
        by default English."""
        bundle = self._bundle(code or SOURCE_LANGUAGE)
        base, _, attr = msg_id.partition(".")
        if bundle is None or not bundle.has_message(base):
            return False
        return not attr or attr in bundle.get_message(base).attributes

    def has_builtin(self) -> bool:
        """Whether a pristine built-in English is there to stand in for broken English."""
        return self._bundle(BUILTIN) is not None

    def _format_in(
        self, code: str, msg_id: str, args: dict[str, Any]
    ) -> tuple[str, bool] | None:
        """The text and whether it formatted without errors; None if ``code`` lacks it."""
        bundle = self._bundle(code)
        if bundle is None:
            return None
        base, _, attr = msg_id.partition(".")
        if not bundle.has_message(base):
            return None
        try:
            message = bundle.get_message(base)
            pattern = message.attributes.get(attr) if attr else message.value
            if pattern is None:
                return None
            if code in self._plain_numbers:
                args = {name: _ungrouped(value) for name, value in args.items()}
            text, errors = bundle.format_pattern(pattern, args)
        except Exception:  # a broken message must never break the game
            self.log.exception("formatting %r in %s failed", msg_id, code)
            return None
        if errors:
            self._warn_once(msg_id, code, "message %r in %s: %s", msg_id, code, errors)
        return str(text), not errors

    def _warn_once(self, msg_id: str, code: str, fmt: str, *args: Any) -> None:
        if (msg_id, code) not in self._warned:
            self._warned.add((msg_id, code))
            self.log.warning(fmt, *args)

    def _bundle(self, code: str) -> Any:
        if code in self._bundles:
            return self._bundles[code]
        self._bundles[code] = None  # a broken builtin loader is tried once
        if code == BUILTIN:
            bundle = self._builtin_bundle()
        else:
            if code != SOURCE_LANGUAGE:
                self._bundle(SOURCE_LANGUAGE)  # its variables judge the translation's
            bundle = self._folder_bundle(code)
        self._bundles[code] = bundle
        return bundle

    def _folder_bundle(self, code: str) -> Any:
        folder = self.lang_dir / code
        if not folder.is_dir():
            return None
        bundle = _new_bundle(code)
        data = read_language_data(folder)
        for error in data.errors:
            where, line, reason = _LOCATED.match(error).groups()
            self.problems.append(Problem(Path(where), int(line), None, reason))
            self.log.error("broken language settings (defaults used): %s", error)
        if not data.number_grouping:
            self._plain_numbers.add(code)
        for path in sorted(folder.glob("*.ftl")):
            resource, problems = parse_ftl_file(path)
            if resource is None:
                pass
            elif code == SOURCE_LANGUAGE:
                self._english_variables.update(allowed_variables(resource))
            else:
                problems += self._drop_foreign_variables(path, resource)
            for problem in problems:
                self.problems.append(problem)
                self.log.error("language file line not used (%s): %s", "the built-in English "
                               "stands in" if code == SOURCE_LANGUAGE else "English stands in",
                               problem)
            if resource is not None:
                if not data.number_grouping:
                    resource = _ungroup_literals(resource)
                bundle.add_resource(resource)
        return bundle

    def _drop_foreign_variables(self, path: Path, resource: Any) -> list[Problem]:
        """Take out of a translation the messages using variables English does not (the
        code never passes them: "carte, 2 sur total" would be spoken)."""
        from fluent.syntax import ast

        problems = []
        kept = []
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                allowed = self._english_variables.get(entry.id.name)
                used = message_variables(entry)
                if allowed is not None and not used <= allowed:
                    extra = ", ".join(f"${name}" for name in sorted(used - allowed))
                    problems.append(Problem(
                        path, _line_of(resource, entry), entry.id.name,
                        f"{entry.id.name} uses {extra}, which English does not"))
                    continue
            kept.append(entry)
        resource.body = kept
        return problems

    def _builtin_bundle(self) -> Any:
        """The pristine English, read the first time it is needed."""
        source = self.builtin
        if source is None:
            return None
        try:
            if isinstance(source, Path):
                texts = {p.name: p.read_text(encoding="utf-8") for p in sorted(source.glob("*.ftl"))}
            else:
                texts = source()
        except (OSError, UnicodeDecodeError) as exc:
            self.log.error("the built-in English cannot be read: %s", exc)
            return None
        if not texts:
            self.log.error("no built-in English to stand in for broken English lines")
            return None
        from fluent.syntax import FluentParser

        bundle = _new_bundle(SOURCE_LANGUAGE)
        for _, text in sorted(texts.items()):
            bundle.add_resource(FluentParser().parse(text))
        self.log.info("built-in English loaded (%d files)", len(texts))
        return bundle


def _ungrouped(value: Any) -> Any:
    """A number argument as Fluent's NUMBER(value, useGrouping: 0); anything else as is."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        from fluent.runtime.types import fluent_number

        return fluent_number(value, useGrouping=False)
    return value


def _ungroup_literals(resource: Any) -> Any:
    """Rewrite each number literal shown in a pattern, ``{ 1000 }``, as
    ``{ NUMBER(1000, useGrouping: 0) }``; selector keys and function arguments stay."""
    from fluent.syntax import ast
    from fluent.syntax.visitor import Transformer

    class Ungroup(Transformer):
        def visit_Placeable(self, node: ast.Placeable) -> ast.Placeable:
            self.generic_visit(node)
            if isinstance(node.expression, ast.NumberLiteral):
                node.expression = ast.FunctionReference(
                    ast.Identifier("NUMBER"),
                    ast.CallArguments([node.expression], [ast.NamedArgument(
                        ast.Identifier("useGrouping"), ast.NumberLiteral("0"))]))
            return node

    return Ungroup().visit(resource)


def _new_bundle(code: str) -> Any:
    from fluent.runtime import FluentBundle  # imported late: Babel is slow to load

    # "en" second so the plural rules always resolve, even for a made-up code.
    return FluentBundle([code, SOURCE_LANGUAGE], use_isolating=False)


_LOCATED = re.compile(r"^(.*):(\d+): (.*)$", re.S)
_ENTRY_ID = re.compile(r"\s*(-?[a-zA-Z][\w-]*)\s*=")


def parse_ftl_file(path: Path) -> tuple[Any, list[Problem]]:
    """Parse one .ftl file; returns the resource and a `Problem` per Junk entry."""
    from fluent.syntax import FluentParser, ast

    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return None, [Problem(path, 1, None, f"cannot read: {exc}")]
    resource = FluentParser().parse(text)
    resource.source_text = text  # for line numbers
    problems = []
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            reasons = "; ".join(a.message for a in entry.annotations) or "syntax error"
            first = entry.content.strip().splitlines()[0] if entry.content.strip() else ""
            named = _ENTRY_ID.match(first)
            problems.append(Problem(path, _line_of(resource, entry),
                                    named.group(1) if named else None,
                                    f"{reasons} ({first[:60]!r})"))
    return resource, problems


def _line_of(resource: Any, entry: Any) -> int:
    text = getattr(resource, "source_text", "")
    return text.count("\n", 0, entry.span.start) + 1 if entry.span else 0


def message_variables(entry: Any) -> set[str]:
    """The ``$variables`` a message (or term) uses, in its value and its attributes."""
    found: set[str] = set()
    if entry.value is not None:
        _pattern_variables(entry.value, found)
    for attribute in entry.attributes:
        _pattern_variables(attribute.value, found)
    return found


def comment_variables(entry: Any) -> set[str]:
    """Variables a message's comment names (``# Also: $card_gender``): the code passes them
    too, so a translation may use them though English does not."""
    comment = entry.comment.content if entry.comment else ""
    return set(re.findall(r"\$([A-Za-z][\w-]*)", comment))


def allowed_variables(resource: Any) -> dict[str, set[str]]:
    """For each message of an English resource, the variables a translation may use."""
    from fluent.syntax import ast

    return {
        entry.id.name: message_variables(entry) | comment_variables(entry)
        for entry in resource.body if isinstance(entry, ast.Message)
    }


def _pattern_variables(pattern: Any, found: set[str]) -> None:
    from fluent.syntax import ast

    for element in pattern.elements:
        if isinstance(element, ast.Placeable):
            _expression_variables(element.expression, found)


def _expression_variables(expression: Any, found: set[str]) -> None:
    from fluent.syntax import ast

    if isinstance(expression, ast.VariableReference):
        found.add(expression.id.name)
    elif isinstance(expression, ast.SelectExpression):
        _expression_variables(expression.selector, found)
        for variant in expression.variants:
            _pattern_variables(variant.value, found)
    elif isinstance(expression, ast.Placeable):
        _expression_variables(expression.expression, found)
    elif isinstance(expression, (ast.FunctionReference, ast.TermReference)):
        if expression.arguments is not None:
            for argument in expression.arguments.positional:
                _expression_variables(argument, found)
            for named in expression.arguments.named:
                _expression_variables(named.value, found)


def committed_copy(folder: Path) -> Callable[[], dict[str, str]]:
    """A `Translator` builtin for a source tree: the ``.ftl`` files of ``folder`` as committed
    to git (``HEAD``), whatever was edited since. Empty outside a git work tree or without
    git (then there is no pristine copy, and a message broken in English is spoken as its
    id)."""

    def read() -> dict[str, str]:
        folder_path = Path(folder).resolve()
        try:
            listing = subprocess.run(
                ["git", "ls-tree", "--name-only", "HEAD", "."], cwd=folder_path,
                capture_output=True, text=True, timeout=10, check=True)
            texts = {}
            for name in listing.stdout.split():
                if name.endswith(".ftl"):
                    shown = subprocess.run(
                        ["git", "show", f"HEAD:./{name}"], cwd=folder_path,
                        capture_output=True, timeout=10, check=True)
                    texts[name] = shown.stdout.decode("utf-8")
            return texts
        except (OSError, subprocess.SubprocessError, UnicodeDecodeError) as exc:
            logging.getLogger("engine.i18n").warning(
                "no committed copy of %s: %s", folder_path, exc)
            return {}

    return read


def _best_match(code: str, codes: list[str]) -> str | None:
    """``pt_BR`` matches folder ``pt-BR``, ``pt-br`` or ``pt``; None if nothing fits."""
    want = code.replace("_", "-").lower()
    lowered = {c.replace("_", "-").lower(): c for c in codes}
    if want in lowered:
        return lowered[want]
    base = want.split("-")[0]
    if base in lowered:
        return lowered[base]
    for low, original in lowered.items():
        if low.split("-")[0] == base:
            return original
    return None


def system_language(codes: list[str] | None = None) -> str:
    """Guess the player's language from the environment/locale, among ``codes`` if given."""
    candidates: list[str] = []
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            candidates.extend(v.split(".")[0] for v in value.split(":") if v)
    if sys.platform == "win32":
        try:
            import ctypes

            buffer = ctypes.create_unicode_buffer(85)
            if ctypes.windll.kernel32.GetUserDefaultLocaleName(buffer, 85):
                candidates.append(buffer.value)
        except (OSError, AttributeError):
            pass
    try:
        loc = locale.getlocale()[0]
        if loc:
            candidates.append(loc)
    except ValueError:
        pass
    candidates = [c for c in candidates if c not in ("C", "POSIX")]
    if codes is None:
        return candidates[0].replace("_", "-") if candidates else SOURCE_LANGUAGE
    for candidate in candidates:
        match = _best_match(candidate, codes)
        if match:
            return match
    return SOURCE_LANGUAGE


if __name__ == "__main__":
    from engine.i18n_check import main

    sys.exit(main())
