"""What a language folder says besides its messages: ``lang/<code>/language.ini``.

An INI file (the standard library reads it; ``#`` starts a comment line) with three sections:

- ``[numbers]``: ``grouping = yes`` writes numbers from a thousand up with the language's
  thousands separator, as Fluent's NUMBER does by default (1,000; 1.000); ``grouping = no``
  writes digits only (1000), for languages whose separator is a space some speech
  synthesizers read digit by digit. The translator applies it to every number a message
  shows, its variables and its number literals (``{ 1000 }``), so a language has one form.
- ``[glossary]``: the game's words every message must say the same way. Each key is an
  entry (a message id such as a card's name, or a free name such as ``dirty-trick``); its
  value lists the words, comma-separated, that say it. In English they are the words that
  show a message names the entry; in another language, the beginnings of the words a message
  may use for it (``прокол`` also accepts ``проколом``). See ``engine.glossary``.
- ``[avoid]``: words the language never uses, per entry, with the same matching.

A missing file is an empty one; a broken file is reported by the checker and ignored by the
game (which then groups numbers, Fluent's default).
"""

from __future__ import annotations

import configparser
from dataclasses import dataclass, field
from pathlib import Path

LANGUAGE_FILE = "language.ini"
_TRUE = {"yes", "true", "on", "1"}
_FALSE = {"no", "false", "off", "0"}


@dataclass
class LanguageData:
    """The parsed file; ``errors`` holds ``"file:line: reason"`` for what could not be read."""

    number_grouping: bool = True
    glossary: dict[str, str] = field(default_factory=dict)  # entry -> its words, as written
    avoid: dict[str, str] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    found: bool = False  # the folder has the file


def read_language_data(folder: Path) -> LanguageData:
    """Read ``folder/language.ini``; never raises."""
    path = Path(folder) / LANGUAGE_FILE
    data = LanguageData()
    if not path.is_file():
        return data
    data.found = True
    parser = configparser.ConfigParser(interpolation=None, comment_prefixes=("#", ";"),
                                       inline_comment_prefixes=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep ids as written
    try:
        parser.read_string(path.read_text(encoding="utf-8"), source=str(path))
    except (OSError, UnicodeDecodeError, configparser.Error) as exc:
        line = getattr(exc, "lineno", 1)
        reason = " ".join(str(exc).split())
        data.errors.append(f"{path}:{line}: {reason}")
        return data
    if parser.has_option("numbers", "grouping"):
        value = parser.get("numbers", "grouping").strip().lower()
        if value in _TRUE | _FALSE:
            data.number_grouping = value in _TRUE
        else:
            data.errors.append(f"{path}:1: [numbers] grouping must be yes or no, not {value!r}")
    for section, target in (("glossary", data.glossary), ("avoid", data.avoid)):
        if parser.has_section(section):
            target.update({key: value for key, value in parser.items(section)})
    unknown = set(parser.sections()) - {"numbers", "glossary", "avoid"}
    data.errors += [f"{path}:1: unknown section [{name}]" for name in sorted(unknown)]
    return data
