"""How large the table's smallest text is on screen: it follows the application's font and
the player's "Table text size" setting, and never drops below a legible 11 pixels."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo, QGuiApplication

__all__ = ["MIN_TEXT_PX", "SHARE_OF_APP_FONT", "pixel_font", "table_text_px"]

# The smallest text the table draws at zoom 1, in pixels: legible on any screen.
MIN_TEXT_PX = 11.0
# The table's smallest text beside the application's font (9 pt at 96 dpi is 12 px: 11 px).
SHARE_OF_APP_FONT = 11.0 / 12.0


def table_text_px(scale: float = 1.0) -> float:
    """The smallest table text for the application's font, times `scale`."""
    app = QGuiApplication.instance()
    app_px = QFontInfo(app.font()).pixelSize() if app is not None else 12
    scale = scale if isinstance(scale, (int, float)) and 0.5 <= scale <= 3.0 else 1.0
    return max(MIN_TEXT_PX, app_px * SHARE_OF_APP_FONT) * scale


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    """The application's font at `pixels` (the table draws in pixels, not points)."""
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font
