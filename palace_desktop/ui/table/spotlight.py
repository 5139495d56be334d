"""`SpotlightItem`: a bright ring around a place on the table (the draw pile, a soldier, an
opponent's banner) that the tutorial asks the player to use.

It lies under the cards and its shape is the ring alone, so it never takes a press meant for
the card it surrounds.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem

from .sprite import Z_SEAT

RING_COLOUR = QColor(255, 200, 40)
MARGIN = 12.0  # scene units between the place and the ring
RING_WIDTH = 7.0


class SpotlightItem(QGraphicsItem):
    """`SpotlightItem(rect, bounds)`: a ring around `rect`, kept inside `bounds` (the table's
    scene rect: the view shows nothing beyond it), in scene coordinates."""

    def __init__(self, rect: QRectF, bounds: QRectF = QRectF(), parent=None) -> None:
        super().__init__(parent)
        self._ring = QRectF()
        self.setZValue(Z_SEAT - 3)  # under the piles and the cards
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.set_rect(rect, bounds)

    def set_rect(self, rect: QRectF, bounds: QRectF = QRectF()) -> None:
        self.prepareGeometryChange()
        ring = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        if not bounds.isEmpty():
            inset = RING_WIDTH * 1.5
            ring = ring.intersected(bounds.adjusted(inset, inset, -inset, -inset))
        self._ring = ring
        self.update()

    def ring(self) -> QRectF:
        return QRectF(self._ring)

    def _path(self) -> QPainterPath:
        path = QPainterPath()
        radius = min(18.0, self._ring.width() / 4)
        path.addRoundedRect(self._ring, radius, radius)
        return path

    def boundingRect(self) -> QRectF:
        grow = RING_WIDTH * 2
        return self._ring.adjusted(-grow, -grow, grow, grow)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(RING_WIDTH)
        return stroker.createStroke(self._path())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        glow = QColor(RING_COLOUR)
        glow.setAlpha(70)
        painter.setPen(QPen(glow, RING_WIDTH * 2.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = self._path()
        painter.drawPath(path)
        painter.setPen(QPen(RING_COLOUR, RING_WIDTH))
        painter.drawPath(path)
        painter.restore()
