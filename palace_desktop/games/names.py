"""A player's name as it may be shown and kept: `clean_name` makes any text one (wherever a
name comes in: the command line, the login, a file, a dialog), `name_key` tells two names
that look alike. No Qt, no other module of ours: every layer above the engine may import
it, and a start may before its first frame (an import of the engine is not cheap).

    clean_name("  Zo\\udcff\\n")      == "Zo\\ufffd"
    clean_name("\\u202eAnn\\u200b")   == "Ann"
    name_key("Ann") == name_key("\\u0410nn")  # Cyrillic A

Normal form NFKC, as the PRECIS Nickname profile (RFC 8266) has it: besides joining what
NFC joins, it folds the compatibility forms a name can hide behind (fullwidth "Ａｎｎ",
mathematical "𝐀𝐧𝐧", ligatures, superscripts) into the letters they show, so one person is one
name; a nickname loses nothing a reader would tell apart.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Optional

MAX_NAME_LENGTH = 20  # characters, after cleaning: the dialogs' fields take no more
# Only the start of a name is looked at: a name longer than this is no name, and cleaning
# 200 KB of one character by character would hold the window.
MAX_RAW_LENGTH = 256

REPLACEMENT = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")
_JOINERS = ("\u200c", "\u200d")  # ZWNJ, ZWJ: kept after a virama (PRECIS CONTEXTJ)
_VIRAMA = 9  # canonical combining class


def clean_name(text: object, fallback: str = "") -> str:
    """`text` as a name: bytes that were not UTF-8 (surrogateescape'd) and lone surrogates
    become U+FFFD, NFKC, controls and format characters (bidi overrides and isolates,
    zero-width characters) removed, white space folded to single spaces and trimmed, at most
    MAX_NAME_LENGTH characters. `fallback` (cleaned too) when nothing is left, or only
    replacement characters."""
    if not isinstance(text, str):
        return clean_name(fallback) if fallback else ""
    name = clean_line(text, MAX_NAME_LENGTH, MAX_RAW_LENGTH)
    if not name:
        return clean_name(fallback) if fallback else ""
    return name


def clean_line(text: str, longest: Optional[int], raw_longest: int) -> str:
    """`text` as one line of plain text, cleaned as a name is (above) but cut to `longest`
    characters (None: not cut, for a caller that refuses a line too long rather than cut
    it); only its first `raw_longest` characters are looked at. "" when nothing is left but
    white space and replacement characters."""
    line = _SURROGATE.sub(REPLACEMENT, text[:raw_longest])
    # Again while it changes: a format character dropped between a letter and its accent
    # lets them compose, a cut may leave a space at the end; a cleaned line stays as it is.
    for _ in range(4):
        line, before = _cleaned_once(line, longest), line
        if line == before:
            break
    if not line.replace(REPLACEMENT, "").strip():
        return ""
    return line


def _cleaned_once(text: str, longest: Optional[int]) -> str:
    kept: list[str] = []
    for char in unicodedata.normalize("NFKC", text):
        category = unicodedata.category(char)
        if char.isspace() or category in ("Zl", "Zp"):
            kept.append(" ")  # a newline or a tab separates words: it does not join them
        elif category == "Cc":
            continue
        elif category == "Cf":
            if char in _JOINERS and kept and unicodedata.combining(kept[-1]) == _VIRAMA:
                kept.append(char)
        else:
            kept.append(char)
    return " ".join("".join(kept).split())[:longest].rstrip()


# Latin letters' look-alikes in Cyrillic and Greek, after casefold (so a capital's look-alike
# is listed by its small letter: Cyrillic В for B, Greek Η for H), with the digits taken for
# letters. In the spirit of Unicode TR39's skeleton, for the scripts a player may type.
_LOOK_ALIKES = str.maketrans({
    # Cyrillic
    "а": "a", "в": "b", "с": "c", "ԁ": "d", "е": "e", "һ": "h", "н": "h",
    "і": "i", "ј": "j", "к": "k", "ӏ": "l", "м": "m", "о": "o", "р": "p",
    "ԛ": "q", "ѕ": "s", "т": "t", "у": "y", "ԝ": "w", "х": "x", "ү": "y",
    # Greek
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m",
    "ν": "n", "ο": "o", "ρ": "p", "τ": "t", "υ": "y", "χ": "x", "ϲ": "c", "ϳ": "j",
    # Digits and signs
    "0": "o", "1": "l", "|": "l",
})


def name_key(name: str) -> str:
    """What `name` looks like, for comparing: two names with one key are taken for the same
    person (a table makes them distinct, the statistics count them as one)."""
    folded = unicodedata.normalize("NFKD", clean_name(name).casefold())
    return unicodedata.normalize("NFC", folded.translate(_LOOK_ALIKES))


def distinct_names(names: list[str], fallback: str = "Player") -> list[str]:
    """`names` cleaned, each that looks like an earlier one given a number ("Ann 2"), within
    MAX_NAME_LENGTH: for names read from a file, which cannot be asked again."""
    result: list[str] = []
    taken: set[str] = set()
    for name in names:
        name = clean_name(name, fallback)
        base, number = name, 1
        while name_key(name) in taken:
            number += 1
            suffix = f" {number}"
            name = base[:MAX_NAME_LENGTH - len(suffix)].rstrip() + suffix
        taken.add(name_key(name))
        result.append(name)
    return result
