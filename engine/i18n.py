"""Language files: Project Fluent messages under ``lang/<code>/*.ftl``, read at start.

English (``en``) is the source language and the per-message fallback: a message missing or
broken in the chosen language is taken from English, and a message missing everywhere comes
back as its own id (logged once), so ``tr`` never raises and the game is never silent.
Unicode isolation marks are off: screen readers read them aloud.

Numbers go through Fluent's NUMBER formatting in the language's one form: a language whose
``language.ini`` says ``grouping = no`` gets digits only, in its variables (int and float
arguments) and in its number literals (``{ 1000 }``) alike (see ``engine.language_data``).

``python -m engine.i18n check`` runs the translation checker (see ``engine.i18n_check``).
"""

from __future__ import annotations

import locale
import logging
import os
import sys
from pathlib import Path
from typing import Any

from engine.language_data import read_language_data

SOURCE_LANGUAGE = "en"


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
    ) -> None:
        self.lang_dir = Path(lang_dir)
        self.log = log or logging.getLogger("engine.i18n")
        self._bundles: dict[str, Any] = {}
        self._plain_numbers: set[str] = set()  # languages that write numbers without grouping
        self._warned: set[tuple[str, str]] = set()
        self.load_errors: list[str] = []  # "file:line: message" for each broken entry
        # Ids spoken in English because the current language lacks them (or has them broken)
        self.fallbacks: set[str] = set()
        self.language = SOURCE_LANGUAGE
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
            name = self._format_in(code, "language-name", {}) or code
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

    # --- translation ---------------------------------------------------------------------
    def tr(self, msg_id: str, **args: Any) -> str:
        """The message in the current language, else English, else the id itself."""
        for code in (self.language, SOURCE_LANGUAGE):
            text = self._format_in(code, msg_id, args)
            if text is not None:
                if code != self.language:
                    self.fallbacks.add(msg_id)
                return text
            if code == SOURCE_LANGUAGE:
                break
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

    def _format_in(self, code: str, msg_id: str, args: dict[str, Any]) -> str | None:
        bundle = self._bundle(code)
        if bundle is None:
            return None
        base, _, attr = msg_id.partition(".")
        if not bundle.has_message(base):
            return None
        if code in self._plain_numbers:
            args = {name: _ungrouped(value) for name, value in args.items()}
        try:
            message = bundle.get_message(base)
            pattern = message.attributes.get(attr) if attr else message.value
            if pattern is None:
                return None
            text, errors = bundle.format_pattern(pattern, args)
        except Exception:  # a broken message must never break the game
            self.log.exception("formatting %r in %s failed", msg_id, code)
            return None
        if errors:
            self._warn_once(msg_id, code, "message %r in %s: %s", msg_id, code, errors)
        return str(text)

    def _warn_once(self, msg_id: str, code: str, fmt: str, *args: Any) -> None:
        if (msg_id, code) not in self._warned:
            self._warned.add((msg_id, code))
            self.log.warning(fmt, *args)

    def _bundle(self, code: str) -> Any:
        if code in self._bundles:
            return self._bundles[code]
        folder = self.lang_dir / code
        bundle = None
        if folder.is_dir():
            from fluent.runtime import FluentBundle  # imported late: Babel is slow to load

            # "en" second so the plural rules always resolve, even for a made-up code.
            bundle = FluentBundle([code, SOURCE_LANGUAGE], use_isolating=False)
            data = read_language_data(folder)
            for error in data.errors:
                self.load_errors.append(error)
                self.log.error("broken language settings (defaults used): %s", error)
            if not data.number_grouping:
                self._plain_numbers.add(code)
            for path in sorted(folder.glob("*.ftl")):
                resource, errors = parse_ftl_file(path)
                for error in errors:
                    self.load_errors.append(error)
                    self.log.error("broken language file entry (English used): %s", error)
                if resource is not None:
                    if not data.number_grouping:
                        resource = _ungroup_literals(resource)
                    bundle.add_resource(resource)
        self._bundles[code] = bundle
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


def parse_ftl_file(path: Path) -> tuple[Any, list[str]]:
    """Parse one .ftl file; returns the resource and ``"file:line: reason"`` per Junk entry."""
    from fluent.syntax import FluentParser, ast

    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return None, [f"{path}:1: cannot read: {exc}"]
    resource = FluentParser().parse(text)
    errors = []
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            line = text.count("\n", 0, entry.span.start) + 1 if entry.span else 0
            reasons = "; ".join(a.message for a in entry.annotations) or "syntax error"
            first = entry.content.strip().splitlines()[0] if entry.content.strip() else ""
            errors.append(f"{path}:{line}: {reasons} ({first[:60]!r})")
    return resource, errors


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
