"""Chips: the casino colours of each denomination, and an amount drawn as stacks of chips.

The pot in the middle of the table is one `ChipStackItem`; the scene makes short-lived ones for
chips flying between a seat and the pot.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .cached_paint import CachedPaint
from .sprite import set_if_changed

__all__ = ["CHIP_COLOURS", "ChipStackItem", "DENOMINATIONS", "chip_breakdown"]

# Denominations, largest first, with (body, stripe) colours: the usual casino scheme.
CHIP_COLOURS = {
    1000: (QColor("#e8751a"), QColor("#fff4e0")),
    500: (QColor("#6b2d9c"), QColor("#efe3ff")),
    100: (QColor("#222426"), QColor("#f2f2f2")),
    25: (QColor("#1f8a3a"), QColor("#f4fff4")),
    5: (QColor("#c8261f"), QColor("#fff2f0")),
    1: (QColor("#f3f1ea"), QColor("#2f6bc4")),
}
DENOMINATIONS = tuple(CHIP_COLOURS)


def chip_breakdown(amount: int) -> list[tuple[int, int]]:
    """Greedy (denomination, count) pairs for `amount`, largest first, zero counts left out."""
    result = []
    rest = max(0, int(amount))
    for value in DENOMINATIONS:
        n, rest = divmod(rest, value)
        if n:
            result.append((value, n))
    return result


class ChipStackItem(CachedPaint, QGraphicsObject):
    """An amount as neat stacks of chips, with the amount as text under them.

    The chips are a picture of the amount, capped at `MAX_STACKS` stacks of `PER_STACK`; the
    text is exact. The block is centred on the item origin and its height does not depend on
    the amount, so the text does not jump as chips come and go.
    """

    CHIP_D = 38.0  # chip diameter
    CHIP_E = 13.0  # height of a chip's top ellipse: the table is seen at an angle
    CHIP_T = 4.0  # chip thickness
    GAP = 5.0
    PER_STACK = 10
    MAX_STACKS = 8
    TEXT_PX = 16

    def __init__(self, amount: int = 0, show_text: bool = True, parent=None) -> None:
        super().__init__(parent)
        self._amount = max(0, int(amount))
        self._show_text = bool(show_text)
        self._font = QFont()
        self._font.setPixelSize(self.TEXT_PX)
        self._font.setWeight(QFont.Weight.Bold)

    @property
    def amount(self) -> int:
        return self._amount

    @Slot(int)
    def set_amount(self, amount: int) -> None:
        # The number of stacks, and so the width, follows the amount.
        set_if_changed(self, "_amount", max(0, int(amount)), geometry=True)

    def stacks(self) -> list[tuple[int, int]]:
        """(denomination, chips) per drawn stack, left to right."""
        stacks = []
        for value, n in chip_breakdown(self._amount):
            while n > 0 and len(stacks) < self.MAX_STACKS:
                stacks.append((value, min(n, self.PER_STACK)))
                n -= self.PER_STACK
        return stacks

    def text(self) -> str:
        return QLocale().toString(self._amount) if self._amount else ""

    # -- geometry -------------------------------------------------------------------------------

    def _stacks_size(self) -> tuple[float, float]:
        n = len(self.stacks())
        width = n * self.CHIP_D + max(0, n - 1) * self.GAP
        height = self.PER_STACK * self.CHIP_T + self.CHIP_E
        return width, height

    def _text_size(self) -> tuple[float, float]:
        if not (self._show_text and self._amount):
            return 0.0, 0.0
        metrics = QFontMetricsF(self._font)
        return metrics.horizontalAdvance(self.text()) + 6.0, metrics.height()

    def _layout(self) -> tuple[QRectF, QRectF]:
        """(stacks rect, text rect), the pair centred on the origin."""
        sw, sh = self._stacks_size()
        tw, th = self._text_size()
        gap = 3.0 if th else 0.0
        total = sh + gap + th
        stacks = QRectF(-sw / 2, -total / 2, sw, sh)
        text = QRectF(-tw / 2, stacks.bottom() + gap, tw, th)
        return stacks, text

    def boundingRect(self) -> QRectF:
        stacks, text = self._layout()
        return stacks.united(text).adjusted(-4.0, -4.0, 4.0, 4.0)

    # -- painting -------------------------------------------------------------------------------

    def sprite_state(self):
        return (self._amount, self._show_text)

    def paint_vectors(self, painter: QPainter, option, widget=None) -> None:
        if not self._amount:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        stacks_rect, text_rect = self._layout()
        for i, (value, count) in enumerate(self.stacks()):
            x = stacks_rect.left() + i * (self.CHIP_D + self.GAP) + self.CHIP_D / 2
            self._paint_stack(painter, x, stacks_rect.bottom(), value, count)
        if self._show_text:
            self._paint_text(painter, text_rect)
        painter.restore()

    def _paint_stack(self, painter: QPainter, x: float, bottom: float, value: int,
                     count: int) -> None:
        body, stripe = CHIP_COLOURS[value]
        r, e, t = self.CHIP_D / 2, self.CHIP_E, self.CHIP_T
        side_colour = body.darker(125)
        outline = QPen(QColor(0, 0, 0, 110), 0.8)
        # A soft contact shadow under the stack.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(x + 1.5, bottom - e / 2 + 1.5), r + 1.5, e / 2 + 1.0)
        for i in range(count):
            top_cy = bottom - e / 2 - (i + 1) * t  # centre of this chip's top ellipse
            side = QPainterPath()
            side.addRect(QRectF(x - r, top_cy, 2 * r, t))
            side.addEllipse(QPointF(x, top_cy + t), r, e / 2)
            side = side.simplified()
            painter.setPen(outline)
            painter.setBrush(side_colour)
            painter.drawPath(side)
            # Edge stripes: the inserts that show on a chip's rim.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(stripe)
            # The visible rim follows the front arc of the ellipse, which is lower at the middle
            # than at the sides; stripes off-centre are foreshortened.
            for dx in (-0.62, 0.0, 0.62):
                k = math.sqrt(1.0 - dx * dx)
                w = r * 0.24 * k
                painter.drawRect(QRectF(x + dx * r - w / 2, top_cy + e / 2 * k, w, t))
        top_cy = bottom - e / 2 - count * t
        self._paint_chip_top(painter, QPointF(x, top_cy), r, e / 2, body, stripe)

    @staticmethod
    def _paint_chip_top(painter: QPainter, c: QPointF, rx: float, ry: float, body: QColor,
                        stripe: QColor) -> None:
        painter.setPen(QPen(QColor(0, 0, 0, 110), 0.8))
        painter.setBrush(body)
        painter.drawEllipse(c, rx, ry)
        # Rim spots: six short arcs on the edge.
        pen = QPen(stripe, 2.6)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rim = QRectF(c.x() - rx * 0.84, c.y() - ry * 0.84, rx * 1.68, ry * 1.68)
        for k in range(6):
            painter.drawArc(rim, int((k * 60 + 15) * 16), int(22 * 16))
        # The inlay.
        inlay = QColor(stripe)
        inlay.setAlpha(90)
        painter.setPen(QPen(inlay, 1.0))
        painter.drawEllipse(c, rx * 0.55, ry * 0.55)

    def _paint_text(self, painter: QPainter, rect: QRectF) -> None:
        text = self.text()
        if not text:
            return
        painter.setFont(self._font)
        # A dark halo keeps the white digits readable on any felt colour.
        painter.setPen(QColor(0, 0, 0, 160))
        painter.drawText(rect.translated(1.0, 1.0), int(Qt.AlignmentFlag.AlignCenter), text)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
