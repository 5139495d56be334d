"""The fonts the app carries: Noto Sans Arabic and Noto Sans Telugu (resources/fonts/, SIL
OFL), so Arabic and Telugu text renders wherever the app runs, even on a system without
those scripts' fonts (a stock Debian has neither). Qt falls back to them for those scripts.

Reading a font file takes a few milliseconds: before the first window only the fonts of the
language it speaks are added, the others just after (issue 16)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo

from ..games.resource_files import resource_path

# The language whose own text needs a bundled font: the start of that font's file names.
LANGUAGE_FONTS = {"ar": "NotoSansArabic", "te": "NotoSansTelugu"}

_added: set[str] = set()  # file names already in the application's font database


def register_fonts(language: Optional[str] = None) -> list[str]:
    """Add the bundled fonts to the application's font database, each file once: with
    `language` (a code from live/i18n.py), only those that language's text needs; without,
    all. Returns the families added."""
    families: list[str] = []
    folder = resource_path("fonts")
    if not folder.is_dir():
        return families
    wanted = LANGUAGE_FONTS.get(language, "\0") if language is not None else ""
    for path in sorted(folder.glob("*.ttf")):
        if path.name in _added or not path.name.startswith(wanted):
            continue
        _added.add(path.name)
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return sorted(set(families))


def with_its_face(font: QFont) -> "QFont | None":
    """`font` naming the face it is drawn in, when its family names none: Qt's own default
    family where no desktop sets one ("Sans Serif", a bare X session, Xvfb, a minimal window
    manager) is resolved only after a failed try and a pass through fontconfig's fallbacks,
    again for every size and weight the window draws (20 times before the dealt table's first
    frame, ~5 ms). The face is fontconfig's choice for that family, as before; None when the
    family is a face already."""
    face = QFontInfo(font).family()
    if not face or face == font.family():
        return None
    resolved = QFont(font)
    resolved.setFamily(face)
    return resolved


def settle_application_font(app) -> None:
    """The application's font names its face (`with_its_face`), if it did not."""
    resolved = with_its_face(app.font())
    if resolved is not None:
        app.setFont(resolved)
