"""The message on the felt: a short translated text on a rounded translucent box.

One item for every outcome the table announces ("Ann wins the battle", "Showdown"); it sits
above everything else, and showing a new text replaces the old one.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Slot
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

__all__ = ["BannerMessageItem"]


class BannerMessageItem(QGraphicsObject):
    """A short message centred on the item origin, on a rounded translucent background.

    For outcomes like "Ann wins the battle". The text arrives translated; long texts wrap at
    `MAX_WIDTH` scene units.
    """

    PADDING_X, PADDING_Y = 22.0, 12.0
    MAX_WIDTH = 460.0

    def __init__(self, text: str = "", parent=None) -> None:
        super().__init__(parent)
        self._text = ""
        self._font = QFont()
        self._font.setPixelSize(22)
        self._font.setWeight(QFont.Weight.Bold)
        self._box = QRectF()
        if text:
            self.show_text(text)

    def text(self) -> str:
        return self._text

    @Slot(str)
    def show_text(self, text: str) -> None:
        """Show `text` (and make the item visible)."""
        self.prepareGeometryChange()
        self._text = text
        self._box = self._measure()
        self.setVisible(bool(text))
        self.update()

    @Slot()
    def clear(self) -> None:
        self.show_text("")

    def _flags(self) -> int:
        return int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)

    def _measure(self) -> QRectF:
        if not self._text:
            return QRectF()
        metrics = QFontMetricsF(self._font)
        inner = metrics.boundingRect(QRectF(0, 0, self.MAX_WIDTH, 10000.0), self._flags(),
                                     self._text)
        w = inner.width() + 2 * self.PADDING_X
        h = inner.height() + 2 * self.PADDING_Y
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-4.0, -4.0, 6.0, 7.0)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self._box
        radius = min(18.0, box.height() / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(box.translated(1.5, 3.0), radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
        painter.setBrush(QColor(12, 18, 16, 190))
        painter.drawRoundedRect(box, radius, radius)
        painter.setFont(self._font)
        painter.setPen(QColor("#fff7e0"))
        painter.drawText(box.adjusted(self.PADDING_X, self.PADDING_Y,
                                      -self.PADDING_X, -self.PADDING_Y),
                         self._flags(), self._text)
        painter.restore()
