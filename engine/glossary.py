"""Glossary matching for the checker: which entries an English message names, and whether a
translation says them with its language's words.

A message's text is read as runs of words: the text between two placeables is one run, and
the variants of a selector are runs of their own, so words never join across a variable.
Words are lower-cased (and Russian ё read as е). A phrase is a comma-separated item of a
glossary value, itself a list of words.

- English: a phrase names its entry where its words stand whole and in order in one run; of
  overlapping phrases the longest wins, so "end of speed limit" names that card and not also
  "speed limit".
- Another language: a phrase says its entry where each of its words begins a word of one run,
  in order ("прокол" says "проколом"; "coup fourr" says "coups fourrés"), so a glossary lists
  the beginnings of the forms a language inflects.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

Run = tuple[str, ...]
_WORD = re.compile(r"\w+")


def words(text: str) -> Run:
    return tuple(_WORD.findall(text.lower().replace("ё", "е")))


def phrases(value: str) -> list[Run]:
    """The phrases of a glossary value: comma-separated, each a run of words."""
    return [run for run in (words(item) for item in value.split(",")) if run]


def runs_of(segments: Iterable[str]) -> list[Run]:
    return [run for run in (words(segment) for segment in segments) if run]


def named_entries(runs: list[Run], entries: dict[str, list[Run]]) -> set[str]:
    """The entries whose English phrases stand whole in ``runs``, longest phrase first."""
    found = set()
    for run in runs:
        hits = []  # (length, start, entry)
        for entry, entry_phrases in entries.items():
            for phrase in entry_phrases:
                size = len(phrase)
                hits += [(size, start, entry) for start in range(len(run) - size + 1)
                         if run[start:start + size] == phrase]
        taken: set[int] = set()
        for size, start, entry in sorted(hits, key=lambda h: (-h[0], h[1])):
            span = set(range(start, start + size))
            if not span & taken:
                taken |= span
                found.add(entry)
    return found


def says(runs: list[Run], entry_phrases: list[Run]) -> Run | None:
    """The first phrase of ``entry_phrases`` that ``runs`` say (each word of the phrase begins
    a word of the run, in order), or None."""
    for phrase in entry_phrases:
        size = len(phrase)
        for run in runs:
            for start in range(len(run) - size + 1):
                window = run[start:start + size]
                if all(word.startswith(part) for word, part in zip(window, phrase, strict=True)):
                    return phrase
    return None
