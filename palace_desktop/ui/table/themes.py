"""The table's themes: the felt, the card back, and the colour scheme around them (light, dark,
high contrast), and which one is in use.

A theme is chosen from three settings (`games.settings`: `table_felt`, `card_back`,
`table_scheme`). The scheme "system" follows the desktop: high contrast when the system asks
for it (Qt's contrast preference, or a palette of pure black and white), else light or dark as
the system's colour scheme says. `set_theme` makes a theme current, live: the card art and its
pixmap cache follow, and every view of a table repaints.
"""

from __future__ import annotations

from typing import Optional

# Not `Qt` (every enum of its namespace is made when it is imported): the functions that read
# the system import it.
from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from ...engine.records import record
from .felts import FELT_COLOURS, FELT_PLAIN

__all__ = ["CARD_BACKS", "FELTS", "SCHEMES", "TableTheme", "current", "is_high_contrast",
           "resolve", "set_theme", "system_scheme"]

# The settings' values, with their names for menus and Settings (context "TableThemes").
FELTS = {
    "green": QT_TRANSLATE_NOOP("TableThemes", "Green baize"),
    "blue": QT_TRANSLATE_NOOP("TableThemes", "Blue baize"),
    "burgundy": QT_TRANSLATE_NOOP("TableThemes", "Burgundy baize"),
}
CARD_BACKS = {
    "navy": QT_TRANSLATE_NOOP("TableThemes", "Navy lattice"),
    "burgundy": QT_TRANSLATE_NOOP("TableThemes", "Burgundy lattice"),
}
SCHEMES = {
    "system": QT_TRANSLATE_NOOP("TableThemes", "Follow the system"),
    "light": QT_TRANSLATE_NOOP("TableThemes", "Light"),
    "dark": QT_TRANSLATE_NOOP("TableThemes", "Dark"),
    "high_contrast": QT_TRANSLATE_NOOP("TableThemes", "High contrast"),
}


# A palette is high contrast when its text stands this far from its background (WCAG's
# contrast ratio; pure black on white is 21, Fusion's light grey window about 18).
HIGH_CONTRAST_RATIO = 19.0


@record(frozen=True)
class TableTheme:
    """Every colour the table draws that is not a card's face or a chip."""

    felt: str
    back: str
    scheme: str  # light, dark or high_contrast: never "system" (resolved)
    room: QColor  # around the table
    rim_top: QColor
    rim_bottom: QColor
    rim_line: QColor
    felt_centre: QColor
    felt_edge: QColor
    felt_line: QColor
    plate_top: QColor
    plate_bottom: QColor
    plate_border: QColor
    plate_name: QColor
    plate_chips: QColor
    plate_status: QColor
    felt_text: QColor  # the counts and the pot on the felt
    focus: QColor  # the keyboard's focus ring on a card
    focus_edge: QColor
    card_border: QColor
    card_border_w: float  # in the card art's design units (1000 across)

    @property
    def high_contrast(self) -> bool:
        return self.scheme == "high_contrast"


def _theme(felt: str, back: str, scheme: str) -> TableTheme:
    centre, edge = FELT_COLOURS[felt]
    if scheme == "high_contrast":
        plain = QColor(FELT_PLAIN[felt])
        return TableTheme(
            felt, back, scheme, room=QColor("#000000"), rim_top=QColor("#000000"),
            rim_bottom=QColor("#000000"), rim_line=QColor("#ffffff"), felt_centre=plain,
            felt_edge=plain, felt_line=QColor("#ffffff"), plate_top=QColor("#000000"),
            plate_bottom=QColor("#000000"), plate_border=QColor("#ffffff"),
            plate_name=QColor("#ffffff"), plate_chips=QColor("#ffff00"),
            plate_status=QColor("#ffffff"), felt_text=QColor("#ffffff"),
            focus=QColor("#ffff00"), focus_edge=QColor("#000000"),
            card_border=QColor("#000000"), card_border_w=30.0)
    if scheme == "light":
        return TableTheme(
            felt, back, scheme, room=QColor("#e6e0d2"), rim_top=QColor("#b98a5a"),
            rim_bottom=QColor("#8a5a32"), rim_line=QColor("#6b4226"),
            felt_centre=QColor(centre).lighter(112), felt_edge=QColor(edge).lighter(115),
            felt_line=QColor(230, 200, 120, 110), plate_top=QColor(250, 247, 238, 240),
            plate_bottom=QColor(232, 225, 206, 240), plate_border=QColor(60, 45, 25, 120),
            plate_name=QColor("#1b1f1c"), plate_chips=QColor("#6d4c00"),
            plate_status=QColor("#33403a"), felt_text=QColor(250, 246, 232),
            focus=QColor("#ffffff"), focus_edge=QColor(20, 20, 20, 200),
            card_border=QColor("#8d8d8d"), card_border_w=7.0)
    return TableTheme(
        felt, back, "dark", room=QColor(24, 28, 34), rim_top=QColor(120, 74, 40),
        rim_bottom=QColor(70, 40, 22), rim_line=QColor(40, 22, 12), felt_centre=QColor(centre),
        felt_edge=QColor(edge), felt_line=QColor(200, 170, 90, 90),
        plate_top=QColor(38, 52, 46, 235), plate_bottom=QColor(18, 26, 22, 235),
        plate_border=QColor(255, 255, 255, 70), plate_name=QColor("#ffffff"),
        plate_chips=QColor("#ffe08a"), plate_status=QColor(220, 230, 225),
        felt_text=QColor(240, 236, 220), focus=QColor("#ffffff"),
        focus_edge=QColor(20, 20, 20, 200), card_border=QColor("#8d8d8d"), card_border_w=7.0)


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast_ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def is_high_contrast(palette: Optional[QPalette] = None) -> bool:
    """Whether the system asks for high contrast: Qt's contrast preference says so, or the
    palette's window and view texts stand out as pure black and white do."""
    from PySide6.QtCore import Qt

    if palette is None:
        hints = QGuiApplication.styleHints()
        access = getattr(hints, "accessibility", None)
        if access is not None:
            preference = access().contrastPreference()
            if preference == Qt.ContrastPreference.HighContrast:
                return True
        palette = QGuiApplication.palette()
    R = QPalette.ColorRole
    return all(contrast_ratio(palette.color(back), palette.color(text)) >= HIGH_CONTRAST_RATIO
               for back, text in ((R.Window, R.WindowText), (R.Base, R.Text)))


def system_scheme(palette: Optional[QPalette] = None) -> str:
    """"high_contrast", "dark" or "light", as the system asks."""
    from PySide6.QtCore import Qt

    if is_high_contrast(palette):
        return "high_contrast"
    if palette is None:
        scheme = QGuiApplication.styleHints().colorScheme()
        if scheme == Qt.ColorScheme.Dark:
            return "dark"
        if scheme == Qt.ColorScheme.Light:
            return "light"
        palette = QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    return "dark" if window.lightness() < 128 else "light"


def resolve(felt: str = "green", back: str = "navy", scheme: str = "system",
            palette: Optional[QPalette] = None) -> TableTheme:
    """The theme for these settings (unknown values fall back to the defaults)."""
    felt = felt if felt in FELTS else "green"
    back = back if back in CARD_BACKS else "navy"
    scheme = scheme if scheme in SCHEMES else "system"
    if scheme == "system":
        scheme = system_scheme(palette)
    return _theme(felt, back, scheme)


_current: TableTheme = _theme("green", "navy", "dark")


def current() -> TableTheme:
    return _current


def set_theme(theme: TableTheme) -> bool:
    """Make `theme` current: the card art and its cached pixmaps follow, every table
    repaints. False if it was current already."""
    global _current
    if theme == _current:
        return False
    _current = theme
    from .. import assets

    assets.ART.set_style(theme.back, theme.card_border, theme.card_border_w)
    assets.clear_cache()
    app = QGuiApplication.instance()
    if app is not None:
        from PySide6.QtWidgets import QGraphicsView

        for widget in app.allWidgets():
            if isinstance(widget, QGraphicsView):
                widget.resetCachedContent()
                widget.viewport().update()
                if widget.scene() is not None:
                    widget.scene().update()
    return True
