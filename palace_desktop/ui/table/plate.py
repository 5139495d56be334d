"""A seat's name plate: name, chips and a status line, with the turn glow and the dealer button.

The scene sets every plate again from each seat view it settles on; a setter that gets the
value the plate already shows does not repaint.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from . import themes
from .cached_paint import CachedPaint
from .layout import LINE
from .sprite import glow, set_if_changed
from .text_size import largest_fitting

__all__ = ["SeatPlateItem"]


class SeatPlateItem(CachedPaint, QGraphicsObject):
    """A seat's name plate: name, chips and a status line, in a rect given in scene units.

    Flags: the turn (glowing border), the dealer (a button beside the plate, where the layout
    puts it), the viewer (the seat whose cards the table shows: accent border) and dimmed
    (out). Texts arrive translated; chips are formatted with the locale. The status is never
    cut: when the note before it ("Bot (medium)") leaves it no room, the note goes (the seats
    dock says who plays each seat), and only then does its text get smaller. No text is drawn
    smaller than the table's minimum (`set_min_text`), which the layout made room for.
    """

    GLOW = 12.0
    # Its chips and status change at every bet: the pictures of the last few states are kept
    # (a turn goes "To act", "Thinking…", back to "" at the same chips), not every amount's.
    STATES_KEPT = 6

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rect = QRectF(-90.0, -30.0, 180.0, 60.0)
        self._button = QRectF()
        self._min_text = 0.0
        self._name = ""
        self._chips: Optional[int] = None
        self._note = ""
        self._status = ""
        self._turn = False
        self._dealer = False
        self._viewer = False
        self._dimmed = False

    # -- state ----------------------------------------------------------------------------------

    def set_rect(self, rect: QRectF, button: Optional[QRectF] = None) -> None:
        """The plate's rect and the dealer button's (by default beside the plate's top
        right corner), in scene units."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        if button is None:
            r = max(9.0, min(16.0, rect.height() * 0.2))
            button = QRectF(rect.right() + 4.0, rect.top(), 2 * r, 2 * r)
        self._button = QRectF(button)
        self.update()

    def set_min_text(self, size: float) -> None:
        """The smallest text size, in scene units (0: the plate's own sizes)."""
        set_if_changed(self, "_min_text", float(size))

    @Slot(str)
    def set_name(self, name: str) -> None:
        set_if_changed(self, "_name", name)

    def set_chips(self, chips: Optional[int]) -> None:
        """The seat's stack, or None to leave the chips line out."""
        set_if_changed(self, "_chips", None if chips is None else int(chips))

    @Slot(str)
    def set_status(self, status: str, note: str = "") -> None:
        """The status ("In battle") and a note before it ("Bot (medium)"), translated; the
        note is left out where both do not fit."""
        set_if_changed(self, "_note", note)
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

    @property
    def is_dealer(self) -> bool:
        return self._dealer

    def button_rect(self) -> QRectF:
        return QRectF(self._button)

    def status_line(self) -> str:
        """The status line as drawn: note and status, or the status alone."""
        return self._lines()[-1][0][0] if self._status or self._note else ""

    # -- geometry -------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        bounds = self._rect.adjusted(-self.GLOW, -self.GLOW, self.GLOW, self.GLOW)
        if self._dealer:
            bounds = bounds.united(self._button.adjusted(-3.0, -3.0, 4.0, 5.0))
        return bounds

    # -- the texts, laid out ---------------------------------------------------------------------

    def _padding(self) -> tuple[float, float]:
        m = self._min_text
        return (max(6.0, 0.6 * m), max(3.0, 0.3 * m)) if m else (10.0, 3.0)

    def _text_area(self) -> QRectF:
        px, py = self._padding()
        return self._rect.adjusted(px, py, -px, -py)

    def _lines(self) -> list[list[tuple[str, QFont, QColor]]]:
        """The rows drawn, each a list of (text, font, colour)."""
        theme = themes.current()
        area = self._text_area()
        chips = QLocale().toString(self._chips) if self._chips is not None else ""
        wide = area.width() > 2.0 * area.height()  # under the cards: two lines
        status_text = " · ".join(t for t in (self._note, self._status) if t)
        rows_count = (1 + (0 if wide or not chips else 1)
                      + (1 if status_text else 0))
        rows_count = max(rows_count, 2 if wide else 3) if self._min_text else rows_count
        # One size for every line: what the plate's height gives each, at least the minimum.
        size = area.height() / (rows_count * LINE)
        if not self._min_text:
            size = area.height() * {1: 0.62, 2: 0.4, 3: 0.3}.get(rows_count, 0.3)
        smallest = self._min_text or 7.0
        size = max(smallest, size)
        name_font = self._font(QFont.Weight.Bold, size)
        chips_font = self._font(QFont.Weight.DemiBold, size)
        # The height alone would make a tall plate's name so large it is cut beside its chips
        # ("Juga…" on a heads-up table): smaller, down to the minimum, until the line fits.
        def line_width(px: int) -> float:
            name_font.setPixelSize(px)
            chips_font.setPixelSize(px)
            needed = self._width(self._name, name_font)
            if wide and chips:
                needed += self._width(chips, chips_font) + 2.0 + 8.0  # `_paint_texts`' gaps
            elif chips:
                needed = max(needed, self._width(chips, chips_font))
            return needed

        size = largest_fitting(name_font.pixelSize(), smallest, area.width(), line_width)
        name_font.setPixelSize(size)
        chips_font.setPixelSize(size)
        name = (self._name, name_font, theme.plate_name)
        money = (chips, chips_font, theme.plate_chips)
        rows: list[list[tuple[str, QFont, QColor]]] = []
        if wide and chips:
            rows.append([name, money])
        else:
            rows.append([name])
            if chips:
                rows.append([money])
        if status_text:
            status_font = self._font(QFont.Weight.Normal, size, italic=True)
            text = status_text
            if self._width(text, status_font) > area.width() and self._status:
                text = self._status  # the note makes way for the status

            def status_width(px: int) -> float:
                status_font.setPixelSize(px)
                return self._width(text, status_font)

            status_font.setPixelSize(largest_fitting(status_font.pixelSize(), 6, area.width(),
                                                     status_width))
            rows.append([(text, status_font, theme.plate_status)])
        return rows

    @staticmethod
    def _width(text: str, font: QFont) -> float:
        return QFontMetricsF(font).horizontalAdvance(text)

    @staticmethod
    def _font(weight: QFont.Weight, size: float, italic: bool = False) -> QFont:
        font = QFont()
        font.setWeight(weight)
        font.setItalic(italic)
        font.setPixelSize(max(1, int(round(size))))
        return font

    # -- painting -------------------------------------------------------------------------------

    def sprite_state(self):
        rect, button = self._rect, self._button
        return (rect.x(), rect.y(), rect.width(), rect.height(), button.x(), button.y(),
                button.width(), button.height(), self._min_text, self._name, self._chips,
                self._note, self._status, self._turn, self._dealer, self._viewer, self._dimmed)

    def paint_vectors(self, painter: QPainter, option, widget=None) -> None:
        theme = themes.current()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self._rect
        radius = min(12.0, rect.height() / 4)
        if self._dimmed:
            painter.setOpacity(painter.opacity() * 0.5)  # overlay dimming leaves `opacity` free
        if self._turn:
            glow(painter, rect, radius, QColor("#ffc83d"), (22.0, 13.0, 6.0), (40, 80, 150))
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, theme.plate_top)
        grad.setColorAt(1.0, theme.plate_bottom)
        thick = 1.0 if not theme.high_contrast else 1.6
        if self._turn:
            border = QPen(QColor("#ffd35a"), 3.0 * thick)
        elif self._viewer:
            border = QPen(QColor("#8cc4ff") if not theme.high_contrast else QColor("#00ffff"),
                          2.5 * thick)
        else:
            border = QPen(theme.plate_border, 1.5 * thick)
        painter.setPen(border)
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, radius, radius)
        self._paint_texts(painter, self._text_area())
        if self._dealer:
            self._paint_dealer_button(painter)
        painter.restore()

    def _paint_texts(self, painter: QPainter, area: QRectF) -> None:
        rows = self._lines()
        heights = [max(QFontMetricsF(font).height() for _, font, _ in row) for row in rows]
        y = area.center().y() - sum(heights) / 2
        for row, h in zip(rows, heights):
            line = QRectF(area.left(), y, area.width(), h)
            if len(row) == 1:
                self._draw_line(painter, line, row[0], Qt.AlignmentFlag.AlignHCenter)
            else:
                # Chips keep their full width at the line's end; the name is elided if need
                # be. The ends are placed by hand (absolute alignment), mirrored right to left.
                name_part, money_part = row
                chips_w = QFontMetricsF(money_part[1]).horizontalAdvance(money_part[0]) + 2.0
                start, end = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight
                money_rect = line.adjusted(line.width() - chips_w, 0, 0, 0)
                name_rect = line.adjusted(0, 0, -(chips_w + 8.0), 0)
                if painter.layoutDirection() == Qt.LayoutDirection.RightToLeft:
                    start, end = end, start
                    money_rect = line.adjusted(0, 0, -(line.width() - chips_w), 0)
                    name_rect = line.adjusted(chips_w + 8.0, 0, 0, 0)
                absolute = Qt.AlignmentFlag.AlignAbsolute
                self._draw_line(painter, money_rect, money_part, end | absolute)
                self._draw_line(painter, name_rect, name_part, start | absolute)
            y += h

    @staticmethod
    def _draw_line(painter: QPainter, rect: QRectF, part: tuple[str, QFont, QColor],
                   align: Qt.AlignmentFlag) -> None:
        text, font, colour = part
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, int(align) | int(Qt.AlignmentFlag.AlignVCenter), shown)

    def _paint_dealer_button(self, painter: QPainter) -> None:
        """A white puck with a red-and-white edge and a bold letter: the casino's button."""
        box = self._button
        c = box.center()
        r = min(box.width(), box.height()) / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(c + QPointF(r * 0.06, r * 0.12), r, r)  # its shadow on the felt
        painter.setPen(QPen(QColor("#1a1a1a"), max(1.0, r * 0.06)))
        painter.setBrush(QColor("#fbfbf7"))
        painter.drawEllipse(c, r, r)
        # The edge inserts, as on a real button.
        stripe = QPen(QColor("#c8261f"), r * 0.16)
        stripe.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(stripe)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = QRectF(c.x() - r * 0.86, c.y() - r * 0.86, r * 1.72, r * 1.72)
        for k in range(8):
            painter.drawArc(ring, int((k * 45 + 10) * 16), int(24 * 16))
        painter.setPen(QPen(QColor("#9a9a90"), max(0.8, r * 0.04)))
        painter.drawEllipse(c, r * 0.68, r * 0.68)
        font = QFont()
        font.setPixelSize(max(7, int(r * 1.05)))
        font.setWeight(QFont.Weight.Black)
        painter.setFont(font)
        painter.setPen(QColor("#111111"))
        # Translators: the letter on the dealer button next to a seat's name plate.
        painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                         int(Qt.AlignmentFlag.AlignCenter),
                         QCoreApplication.translate("SeatPlateItem", "D", "dealer button"))
