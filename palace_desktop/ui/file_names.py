"""The words of the save dialogs: the file names offered for an exported hand or match, in
the player's language, and the file-type filters kept readable right to left.

A translation is text from outside the code: the name made of it keeps only what every file
system takes (no folder separators, none of the characters Windows refuses, no control or
direction marks, which would hide what a name says), and falls back to the English word.
"""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import QCoreApplication, QLocale

from ..live.i18n import right_to_left

LRM = "\u200e"  # left-to-right mark
# What Windows refuses in a name, and the folder separators everywhere.
REFUSED = set('<>:"/\\|?*')
# Names Windows keeps for devices, with or without an extension.
DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
           *(f"LPT{n}" for n in range(1, 10))}
LONGEST_STEM = 80  # characters: far below the 255 bytes of a name, in any script's UTF-8
# Joiners stay (Telugu and Arabic words need ZWNJ and ZWJ); other format characters are
# direction marks and invisible controls.
JOINERS = {"\u200c", "\u200d"}


def safe_stem(text: str, fallback: str) -> str:
    """`text` as the part of a file name before its extension, or `fallback` if nothing of
    it is left."""
    kept = "".join(
        "-" if ch in REFUSED or ch.isspace() and ch != " " else ch
        for ch in unicodedata.normalize("NFC", text)
        if ch in JOINERS or unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn"))
    kept = re.sub(r"-{2,}", "-", kept)[:LONGEST_STEM]
    # Leading dots hide a file; Windows drops trailing dots and spaces.
    kept = kept.strip(" .")
    if not any(ch.isalnum() for ch in kept) or kept.split(".")[0].upper() in DEVICES:
        return fallback
    return kept


def hand_file_name(number: int) -> str:
    """"hand-3.json", "mano-3.json": the name offered for the hand numbered `number`."""
    word = QCoreApplication.translate(
        "WindowFiles", "hand", "the start of an exported hand's file name, as in hand-3.json")
    # The reader's digits, ungrouped: a separator could be a space or a mark.
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return f"{safe_stem(word, 'hand')}-{safe_stem(locale.toString(number), str(number))}.json"


def match_file_name() -> str:
    word = QCoreApplication.translate(
        "WindowFiles", "match", "an exported match's file name, as in match.json")
    return f"{safe_stem(word, 'match')}.json"


def file_filter(text: str) -> str:
    """A translated filter, "سجلات الجولات (*.json)", with its pattern shown left to right in
    a right-to-left language: the mark before its parenthesis makes "(*.json)" one
    left-to-right run, where it read "(json.*)". A mark, not an isolate: QFileDialog reads
    the patterns only from a filter ending in ")" with nothing but pattern characters
    inside, and the mark stands before both."""
    opening = text.rfind("(")
    if not right_to_left() or opening < 0 or text[opening - 1:opening] == LRM:
        return text
    return text[:opening] + LRM + text[opening:]
