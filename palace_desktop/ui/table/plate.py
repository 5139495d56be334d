"""A seat's name plate: name, chips and a status line, with the turn glow and the dealer button.

The scene sets every plate again from each seat view it settles on; a setter that gets the
value the plate already shows does not repaint.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .sprite import glow, set_if_changed

__all__ = ["SeatPlateItem"]


class SeatPlateItem(QGraphicsObject):
    """A seat's name plate: name, chips and a status line, in a rect given in scene units.

    Flags: the turn (glowing border), the dealer (a "D" button beside the plate), the viewer
    (the seat whose cards the table shows: accent border) and dimmed (out).
    Texts arrive translated; chips are formatted with the locale.
    """

    GLOW = 12.0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-90.0, -30.0, 180.0, 60.0)
        self._name = ""
        self._chips: Optional[int] = None
        self._status = ""
        self._turn = False
        self._dealer = False
        self._viewer = False
        self._dimmed = False

    # -- state ----------------------------------------------------------------------------------

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    @Slot(str)
    def set_name(self, name: str) -> None:
        set_if_changed(self, "_name", name)

    def set_chips(self, chips: Optional[int]) -> None:
        """The seat's stack, or None to leave the chips line out."""
        set_if_changed(self, "_chips", None if chips is None else int(chips))

    @Slot(str)
    def set_status(self, status: str) -> None:
        set_if_changed(self, "_status", status)

    @Slot(bool)
    def set_turn(self, on: bool) -> None:
        set_if_changed(self, "_turn", bool(on))

    @Slot(bool)
    def set_dealer(self, on: bool) -> None:
        # The button sits outside the plate, so the bounding rect grows with it.
        set_if_changed(self, "_dealer", bool(on), geometry=True)

    @Slot(bool)
    def set_viewer(self, on: bool) -> None:
        set_if_changed(self, "_viewer", bool(on))

    @Slot(bool)
    def set_dimmed(self, on: bool) -> None:
        set_if_changed(self, "_dimmed", bool(on))

    @property
    def is_turn(self) -> bool:
        return self._turn

    # -- geometry -------------------------------------------------------------------------------

    def _button_radius(self) -> float:
        return max(9.0, min(16.0, self._rect.height() * 0.2))

    def _button_centre(self) -> QPointF:
        r = self._button_radius()
        return QPointF(self._rect.right() + r + 4.0, self._rect.top() + r)

    def boundingRect(self) -> QRectF:
        bounds = self._rect.adjusted(-self.GLOW, -self.GLOW, self.GLOW, self.GLOW)
        if self._dealer:
            r = self._button_radius() + 3.0
            c = self._button_centre()
            bounds = bounds.united(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
        return bounds

    # -- painting -------------------------------------------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self._rect
        radius = min(12.0, rect.height() / 4)
        if self._dimmed:
            painter.setOpacity(painter.opacity() * 0.5)  # overlay dimming leaves `opacity` free
        if self._turn:
            glow(painter, rect, radius, QColor("#ffc83d"), (22.0, 13.0, 6.0), (40, 80, 150))
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, QColor(38, 52, 46, 235))
        grad.setColorAt(1.0, QColor(18, 26, 22, 235))
        if self._turn:
            border = QPen(QColor("#ffd35a"), 3.0)
        elif self._viewer:
            border = QPen(QColor("#8cc4ff"), 2.5)
        else:
            border = QPen(QColor(255, 255, 255, 70), 1.5)
        painter.setPen(border)
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, radius, radius)
        self._paint_texts(painter, rect.adjusted(10.0, 3.0, -10.0, -3.0))
        if self._dealer:
            self._paint_dealer_button(painter)
        painter.restore()

    def _paint_texts(self, painter: QPainter, area: QRectF) -> None:
        chips = QLocale().toString(self._chips) if self._chips is not None else ""
        # A wide, low plate puts name and chips side by side, so its text can be taller.
        wide = area.width() > 3.2 * area.height()
        rows: list[list[tuple[str, QFont, QColor]]] = []
        name_font = self._font(QFont.Weight.Bold)
        chips_font = self._font(QFont.Weight.DemiBold)
        status_font = self._font(QFont.Weight.Normal, italic=True)
        name = (self._name, name_font, QColor("#ffffff"))
        money = (chips, chips_font, QColor("#ffe08a"))
        if wide and chips:
            rows.append([name, money])
        else:
            rows.append([name])
            if chips:
                rows.append([money])
        if self._status:
            rows.append([(self._status, status_font, QColor(220, 230, 225))])
        # Font sizes follow the plate height, so a layout that grows the plates grows the text;
        # the first row (the name) is the largest.
        shares = {1: [0.62], 2: [0.44, 0.34], 3: [0.33, 0.27, 0.23]}[len(rows)]
        for row, share in zip(rows, shares):
            for _, font, _ in row:
                font.setPixelSize(max(7, int(area.height() * share)))
        heights = [max(QFontMetricsF(font).height() for _, font, _ in row) for row in rows]
        y = area.center().y() - sum(heights) / 2
        for row, h in zip(rows, heights):
            line = QRectF(area.left(), y, area.width(), h)
            if len(row) == 1:
                self._draw_line(painter, line, row[0], Qt.AlignmentFlag.AlignHCenter)
            else:
                # Chips keep their full width on the right; the name is elided if need be.
                (text, font, colour), money_part = row
                chips_w = QFontMetricsF(money_part[1]).horizontalAdvance(money_part[0]) + 2.0
                self._draw_line(painter, line.adjusted(chips_w + 8.0, 0, 0, 0), money_part,
                                Qt.AlignmentFlag.AlignRight)
                self._draw_line(painter, line.adjusted(0, 0, -(chips_w + 8.0), 0), row[0],
                                Qt.AlignmentFlag.AlignLeft)
            y += h

    @staticmethod
    def _font(weight: QFont.Weight, italic: bool = False) -> QFont:
        font = QFont()
        font.setWeight(weight)
        font.setItalic(italic)
        return font

    @staticmethod
    def _draw_line(painter: QPainter, rect: QRectF, part: tuple[str, QFont, QColor],
                   align: Qt.AlignmentFlag) -> None:
        text, font, colour = part
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, int(align) | int(Qt.AlignmentFlag.AlignVCenter), shown)

    def _paint_dealer_button(self, painter: QPainter) -> None:
        c = self._button_centre()
        r = self._button_radius()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(c + QPointF(1.0, 1.5), r, r)
        painter.setPen(QPen(QColor("#9a9a9a"), 1.2))
        painter.setBrush(QColor("#fbfbf7"))
        painter.drawEllipse(c, r, r)
        painter.setPen(QPen(QColor("#c9c9c0"), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, r * 0.75, r * 0.75)
        font = QFont()
        font.setPixelSize(max(7, int(r * 1.1)))
        font.setWeight(QFont.Weight.Black)
        painter.setFont(font)
        painter.setPen(QColor("#151515"))
        # Translators: the letter on the dealer button next to a seat's name plate.
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                         int(Qt.AlignmentFlag.AlignCenter),
                         QCoreApplication.translate("SeatPlateItem", "D", "dealer button"))
