"""How the table marks a card that does not count in a battle (R15.3): dimmed and crossed
in red, the cross clear of the corner indices so the card stays readable under it. The battle
preview and the battle result draw it the same way."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen


def draw_cross_out(painter: QPainter, card: QRectF) -> None:
    painter.save()
    width = card.width()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(20, 24, 22, 92))
    painter.drawRoundedRect(card, width * 0.06, width * 0.06)
    dx, dy = width * 0.26, card.height() * 0.24
    inset = card.adjusted(dx, dy, -dx, -dy)
    for colour, pen_width in ((QColor(255, 255, 255, 170), width * 0.13),
                              (QColor("#d6332a"), width * 0.07)):
        pen = QPen(colour, pen_width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(inset.topLeft(), inset.bottomRight())
        painter.drawLine(inset.topRight(), inset.bottomLeft())
    painter.restore()
