"""A chat line's text as the table server counts and keeps it (docs/PROTOCOL.md, `chat`), and
the quick messages' codes. No Qt: the server's side may use it as the app's does.

    clean_chat_text("  hi\\u202e there\\n") == "hi there"
    chat_length_fits("x" * 200) and not chat_length_fits("x" * 201)

A line is cleaned as a name is (games/names.py: NFKC, no control or format characters, white
space folded, stripped; nothing but replacement characters is nothing), but up to
MAX_CHAT_LENGTH characters rather than a name's twenty. The limit counts characters after
cleaning, as the server does: what the input takes is what the server will take. (The same
cleaning as the server's `net.chat.clean_chat`, built at the same time on another branch.)
"""

from __future__ import annotations

import re
import unicodedata

MAX_CHAT_LENGTH = 200  # characters after cleaning
# More than this is no chat line, from the input or from outside: not even looked at (the
# server's schema refuses a longer text before cleaning it: net/chat.py on the lan branch).
MAX_RAW_CHAT = 1000

# The codes a client may send instead of a text; each is translated where it is shown.
QUICK_MESSAGES = ("hello", "good_luck", "nice_hand", "well_played", "thanks", "one_moment",
                  "sorry", "good_game", "bye")

REPLACEMENT = "\ufffd"
_SURROGATE = re.compile("[\ud800-\udfff]")
_JOINERS = ("\u200c", "\u200d")  # ZWNJ, ZWJ: kept after a virama, as in a name
_VIRAMA = 9  # canonical combining class


def clean_chat_text(text: object) -> str:
    """`text` as a chat line: "" for anything that is not a string or is longer than
    MAX_RAW_CHAT; else cleaned (see the module), which may still be longer than
    MAX_CHAT_LENGTH: `chat_length_fits` tells."""
    if not isinstance(text, str) or len(text) > MAX_RAW_CHAT:
        return ""
    line = _SURROGATE.sub(REPLACEMENT, text)
    # Again while it changes: a format character dropped between a letter and its accent
    # lets them compose; a cleaned line stays as it is.
    for _ in range(4):
        line, before = _cleaned_once(line), line
        if line == before:
            break
    if not line.replace(REPLACEMENT, "").strip():
        return ""  # only what could not be read: nothing said
    return line


def chat_length_fits(line: str) -> bool:
    """Whether a cleaned line is one the server takes: 1 to MAX_CHAT_LENGTH characters."""
    return 0 < len(line) <= MAX_CHAT_LENGTH


def _cleaned_once(text: str) -> str:
    kept: list[str] = []
    for char in unicodedata.normalize("NFKC", text):
        category = unicodedata.category(char)
        if char.isspace() or category in ("Zl", "Zp"):
            kept.append(" ")  # a line break or a tab separates words: it does not join them
        elif category == "Cc":
            continue
        elif category == "Cf":
            if char in _JOINERS and kept and unicodedata.combining(kept[-1]) == _VIRAMA:
                kept.append(char)
        else:
            kept.append(char)
    return " ".join("".join(kept).split())
