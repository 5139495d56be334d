"""What every table sprite shares: the scene unit, the Z layers, a glow and a change-only setter.

Geometry is in scene units, `CARD_PX` per card unit of `layout.py` (a card is 1.0 x 1.4 card
units); `scene_point` and `scene_rect` convert. Items and the scene both stack by the Z layers
below, so a flying card passes over every seat and a message over everything.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from . import layout as L

__all__ = ["CARD_PX", "Z_FLYING", "Z_MESSAGE", "Z_SEAT", "glow", "scene_point", "scene_rect",
           "set_if_changed"]

CARD_PX = 100.0  # scene units per card unit

# Z layers: the felt, then cards (each seat orders its own), flying cards on top, then messages.
Z_SEAT = 10.0
Z_FLYING = 500.0
Z_MESSAGE = 1000.0


def scene_point(x: float, y: float) -> QPointF:
    return QPointF(x * CARD_PX, y * CARD_PX)


def scene_rect(rect: L.Rect) -> QRectF:
    return QRectF(rect.x * CARD_PX, rect.y * CARD_PX, rect.w * CARD_PX, rect.h * CARD_PX)


def glow(painter: QPainter, path_rect: QRectF, radius: float, colour: QColor,
         widths: tuple[float, ...], alphas: tuple[int, ...]) -> None:
    """A cheap glow: concentric strokes, widest and faintest first (no graphics effect)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in zip(widths, alphas):
        c = QColor(colour)
        c.setAlpha(alpha)
        pen = QPen(c, width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawRoundedRect(path_rect, radius, radius)


def set_if_changed(item: QGraphicsItem, attr: str, value, geometry: bool = False) -> bool:
    """Set `item.<attr>` to `value` and repaint, but only if it changed (the scene sets every
    plate and pile again on each settle, and most values stay as they were).

    `geometry` says the bounding rect follows the value: Qt must hear of it before the change.
    """
    if getattr(item, attr) == value:
        return False
    if geometry:
        item.prepareGeometryChange()
    setattr(item, attr, value)
    item.update()
    return True
