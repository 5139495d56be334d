"""How large the table's smallest text is on screen: it follows the application's font and
the player's "Table text size" setting, and never drops below a legible 11 pixels."""

from __future__ import annotations

import math

from PySide6.QtGui import QFont, QFontInfo, QGuiApplication

__all__ = ["MIN_TEXT_PX", "SHARE_OF_APP_FONT", "largest_fitting", "pixel_font", "table_text_px"]

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


def largest_fitting(start: int, smallest: float, room: float, width_at) -> int:
    """The largest pixel size from `start` down whose line (`width_at(px)`) fits in `room`;
    none fitting, the least size above `smallest` - 1 (or `start` if that is less): what
    stepping down one pixel at a time finds, for widths that grow with the size. The first
    guess scales the size by what is too wide, then steps from there: 2-3 sizes measured
    rather than one a pixel (up to 6 on a plate, 5 on a count), each a font Qt matches and
    loads anew (~0.3 ms)."""
    lowest = min(start, math.ceil(smallest))
    if start <= lowest:
        return start
    needed = width_at(start)
    if needed <= room:
        return start
    size = max(lowest, min(start - 1, int(start * room / needed)))
    if size > lowest and width_at(size) > room:
        while size > lowest and width_at(size - 1) > room:
            size -= 1
        return max(lowest, size - 1)
    while size + 1 < start and width_at(size + 1) <= room:
        size += 1
    return size
