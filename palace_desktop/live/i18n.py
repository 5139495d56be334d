"""Languages: the ones the app ships, loading Qt's and the app's translations for one of them,
and the one place numbers and names are put into translated sentences.

Every number a person reads goes through `digits` (the chosen language's digits and
grouping, so a screen never mixes digit systems), and every name or other inserted text
through `isolate` (bidi isolation, so "Bea" in an Arabic sentence keeps the sentence's full
stop where Arabic puts it). `fill` does both for a template's `{placeholders}`.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Optional

# Not `Qt`, which makes every enum of Qt's namespace (a fifth of a bare window's start): the
# functions that need it import it.
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..games.resource_files import resource_path

# (code, the language's name in its own script). "" is the system's language.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("da", "Dansk"),
    ("ar", "العربية"),
    ("es", "Español"),
    ("vi", "Tiếng Việt"),
    ("te", "తెలుగు"),
)
LANGUAGE_CODES = tuple(code for code, _ in LANGUAGES)
TRANSLATED = tuple(code for code in LANGUAGE_CODES if code != "en")

FSI, PDI = "\u2068", "\u2069"  # first-strong isolate, pop directional isolate
RLM = "\u200f"  # right-to-left mark
_RTL_CLASSES = {"R", "AL", "RLE", "RLO", "RLI"}


def translations_dir() -> Path:
    return resource_path("translations")


def language_for(requested: str, system: Optional[QLocale] = None) -> str:
    """The shipped language to use: `requested` if we ship it, else the system's if we ship
    that, else English."""
    for wanted in (requested, (system or QLocale.system()).name()):
        code = (wanted or "").replace("-", "_").split("_")[0].lower()
        if code in LANGUAGE_CODES:
            return code
    return "en"


def install_translators(app, language: str = "", folder: Optional[Path] = None
                        ) -> list[QTranslator]:
    """Load Qt's and the app's translations for `language` ("" = the system's) and make its
    locale the default one (numbers, dates, the layout direction). Removes the translators
    installed before, so a language can be changed while the app runs. Returns the installed
    translators (kept alive on the app too)."""
    for old in getattr(app, "_palace_translators", []):
        app.removeTranslator(old)
    code = language_for(language)
    locale = QLocale(code)
    QLocale.setDefault(locale)
    installed = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    app_dir = str(folder or translations_dir())
    for name, where in (("qtbase", qt_dir), ("palace_desktop", app_dir)):
        translator = QTranslator(app)
        if name == "qtbase" and code == "en":
            continue  # Qt speaks English already; the app's English catalogue has its plurals
        if translator.load(f"{name}_{code}", where):
            app.installTranslator(translator)
            installed.append(translator)
    # Set only for a language written right to left, or back from one: reading any enum of
    # `Qt` makes PySide create all of them, which a start in English or Danish pays only
    # after its first frame.
    right = written_right_to_left(code)
    if right or getattr(app, "_palace_right_to_left", False):
        from PySide6.QtCore import Qt

        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if right
                               else Qt.LayoutDirection.LeftToRight)
    app._palace_right_to_left = right
    app._palace_translators = installed
    return installed


def written_right_to_left(code: str) -> bool:
    """Whether a shipped language is written right to left: by the script of its own name
    (as QLocale's text direction says, without asking Qt)."""
    name = dict(LANGUAGES).get(code, "")
    return bool(name) and unicodedata.bidirectional(name[0]) in _RTL_CLASSES


def right_to_left() -> bool:
    from PySide6.QtCore import Qt

    return QLocale().textDirection() == Qt.LayoutDirection.RightToLeft


def digits(value) -> str:
    """An integer (chips, counts, hand numbers) in the current language's digits, grouped."""
    return QLocale().toString(int(value))


def rule_number(rules: str) -> str:
    """"R15.2", "R7–R12": rule numbers (the same in every language) in the reader's digits,
    in Arabic the digits of ١٥, ٢; one screen shows one digit system."""
    return re.sub(r"[0-9]+", lambda found: digits(int(found.group())), rules)


class NumberTexts(QObject):
    """The translation context of how a language writes a number with a unit:
    `NumberTexts.tr(...)`, which pyside6-lupdate files under "NumberTexts"."""


def percent(value) -> str:
    """A whole percentage as the language writes one ("37%", "37 %", "٣٧٪")."""
    return fill(NumberTexts.tr("{number}%"), number=int(value))


def isolate(text: str) -> str:
    """`text` to insert into a sentence, isolated for bidi when either may run right to
    left, so its neutral characters do not join the sentence's direction."""
    text = str(text)
    if not text or text.startswith(FSI):
        return text
    if right_to_left() or any(unicodedata.bidirectional(ch) in _RTL_CLASSES for ch in text):
        return FSI + text + PDI
    return text


def fill(template: str, **params) -> str:
    """`template` with its `{placeholders}` filled: integers through `digits`, everything
    else through `isolate`. A translation whose placeholders do not match the source's
    (a translator's slip) falls back to showing the template's known ones only."""
    values = {key: digits(value) if isinstance(value, int) and not isinstance(value, bool)
              else isolate(value) for key, value in params.items()}
    if params and right_to_left():
        template = _marked(template)
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


@lru_cache(maxsize=1024)
def _marked(template: str) -> str:
    """`template` for a right-to-left language: a line of it with placeholders and no letter
    of its own ("{name}: {hand}") starts with a right-to-left mark. Its only letters would be
    those of the isolated parts, which the bidi algorithm skips in choosing a line's direction,
    so it would read left to right. (Bounded: a plural template comes with its count filled
    in, one template per count.)"""
    lines = template.split("\n")
    for number, line in enumerate(lines):
        rest = re.sub(r"\{[^{}]*\}", "", line)
        if rest != line and not any(unicodedata.bidirectional(ch) in ("L", "R", "AL")
                                    for ch in rest):
            lines[number] = RLM + line
    return "\n".join(lines)


def name_list(names) -> str:
    """"Ann, Ben, Cy": names joined with the language's list separator ("، " in Arabic), each
    isolated."""
    return QCoreApplication.translate("Lists", ", ").join(isolate(name) for name in names)


def plain(text: str) -> str:
    """`text` without bidi isolation and direction marks (for comparisons, files and the
    command line)."""
    return text.replace(FSI, "").replace(PDI, "").replace(RLM, "")
