"""The fonts the app carries: Noto Sans Arabic and Noto Sans Telugu (resources/fonts/, SIL
OFL), so Arabic and Telugu text renders wherever the app runs, even on a system without
those scripts' fonts (a stock Debian has neither). Qt falls back to them for those scripts."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from ..games.resource_files import resource_path


def register_fonts() -> list[str]:
    """Add the bundled fonts to the application's font database (once). Returns the families
    added."""
    families: list[str] = []
    folder = resource_path("fonts")
    if not folder.is_dir():
        return families
    for path in sorted(folder.glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return sorted(set(families))
