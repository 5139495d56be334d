"""Bubbles on the felt: short notes placed beside a thing of the table, drawn above the cards.

`PreviewBubble` shows, while the player drags their banner over an opponent's, what that
attack would mean (a `live.battle_preview.BattlePreview`): their best cards small, the ones
that would not count crossed out, and the preview's lines. `RefusalBubble` says in plain words,
beside the card, why a drop was refused, and goes away by itself after a few seconds.

Texts arrive translated; a bubble knows no rule. The preview shows only the viewer's own cards,
and forgets them when it hides, so nothing of one seat's hand stays on the table for the next.
"""

from __future__ import annotations

import math
from typing import Optional, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QGuiApplication, QPainter,
                           QPainterPath, QPen)
from PySide6.QtWidgets import QGraphicsObject

from .. import assets
from ...live.i18n import fill
from .cross_out import draw_cross_out
from .sprite import CARD_PX
from .text_size import pixel_font

__all__ = ["Bubble", "PreviewBubble", "RefusalBubble", "Z_BUBBLE"]

# Above every card, a dragged one too (1500+), below the drag's hint text (2000).
Z_BUBBLE = 1900.0


class Bubble(QGraphicsObject):
    """A rounded box of wrapped lines, its top-left corner at the item origin.

    Subclasses may reserve room above the lines (`_content_size`, `_paint_content`).
    `_text` holds every line shown, for whoever reads the table's texts."""

    PADDING = 14.0
    LINE_GAP = 4.0
    MAX_LINE_WIDTH = 400.0
    GAP = 14.0  # between the bubble and what it stands beside

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._lines: list[tuple[str, QFont, QColor]] = []
        self._text = ""
        self._size = (0.0, 0.0)
        self.setVisible(False)
        self.setZValue(Z_BUBBLE)

    # -- content --------------------------------------------------------------------------------

    def _set_lines(self, lines: Sequence[tuple[str, QFont, QColor]]) -> None:
        self.prepareGeometryChange()
        self._lines = [line for line in lines if line[0]]
        self._text = "\n".join(text for text, _font, _colour in self._lines)
        content_w, content_h = self._content_size()
        width = max([content_w] + [self._line_rect(t, f).width() for t, f, _ in self._lines])
        height = content_h + sum(self._line_rect(t, f).height() + self.LINE_GAP
                                 for t, f, _ in self._lines)
        if self._lines and not content_h:
            height -= self.LINE_GAP
        self._size = (width + 2 * self.PADDING, height + 2 * self.PADDING)
        self.update()

    def text(self) -> str:
        return self._text

    def _font(self, pixels: float, smallest: float, bold: bool = False):
        """`pixels` as drawn on a table big enough; on a small one, grown so that the line
        drawn at `smallest` is as large as the table's least text on screen (at 1024 x 600
        a preview's 16 px were 9 on screen)."""
        layout = getattr(self.scene(), "layout_", None)
        least = layout.text * CARD_PX if layout is not None else 0.0
        return pixel_font(pixels * max(1.0, least / smallest), bold)

    def _content_size(self) -> tuple[float, float]:
        """Room above the lines for what a subclass draws there."""
        return 0.0, 0.0

    def _paint_content(self, painter: QPainter, rect: QRectF) -> None:
        pass

    def _line_rect(self, text: str, font: QFont) -> QRectF:
        metrics = QFontMetricsF(font)
        return metrics.boundingRect(QRectF(0, 0, self.MAX_LINE_WIDTH, 10000.0),
                                    self._text_flags(), text)

    @staticmethod
    def _text_flags() -> int:
        # The reading edge: right in a right-to-left language.
        edge = (Qt.AlignmentFlag.AlignRight if _right_to_left() else Qt.AlignmentFlag.AlignLeft)
        return int(edge) | int(Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)

    # -- placing --------------------------------------------------------------------------------

    def rect(self) -> QRectF:
        return QRectF(0.0, 0.0, *self._size)

    def place_beside(self, anchor: QRectF, bounds: QRectF) -> None:
        """Stand beside `anchor` on the side that faces the middle of `bounds` (where the felt
        is free), else on another side that fits, and never outside `bounds`."""
        w, h = self._size
        gap = self.GAP
        centre = bounds.center() - anchor.center()
        spots = {
            "right": QPointF(anchor.right() + gap, anchor.center().y() - h / 2),
            "left": QPointF(anchor.left() - gap - w, anchor.center().y() - h / 2),
            "below": QPointF(anchor.center().x() - w / 2, anchor.bottom() + gap),
            "above": QPointF(anchor.center().x() - w / 2, anchor.top() - gap - h),
        }
        horizontal = ["right", "left"] if centre.x() >= 0 else ["left", "right"]
        vertical = ["below", "above"] if centre.y() >= 0 else ["above", "below"]
        order = (horizontal + vertical if abs(centre.x()) * bounds.height()
                 >= abs(centre.y()) * bounds.width() else vertical + horizontal)
        for side in order:
            spot = spots[side]
            if bounds.contains(QRectF(spot.x(), spot.y(), w, h)):
                self.setPos(spot)
                return
        self.setPos(self._clamped(spots[order[0]], bounds))

    def place_at(self, point: QPointF, bounds: QRectF) -> None:
        """Stand just above `point` (a drop), centred on it; below it where there is no room
        above."""
        w, h = self._size
        spot = QPointF(point.x() - w / 2, point.y() - self.GAP - h)
        if spot.y() < bounds.top():
            spot = QPointF(spot.x(), point.y() + self.GAP * 3)
        self.setPos(self._clamped(spot, bounds))

    def _clamped(self, spot: QPointF, bounds: QRectF) -> QPointF:
        w, h = self._size
        x = min(max(spot.x(), bounds.left()), max(bounds.left(), bounds.right() - w))
        y = min(max(spot.y(), bounds.top()), max(bounds.top(), bounds.bottom() - h))
        return QPointF(x, y)

    # -- painting -------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-2.0, -2.0, 4.0, 5.0)

    def shape(self) -> QPainterPath:
        # Nothing to hit: a note never stands between the player and a card beneath it.
        return QPainterPath()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._lines:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        box = self.rect()
        radius = 12.0
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(box.translated(1.5, 3.0), radius, radius)
        painter.setPen(QPen(self._border_colour(), 1.5))
        painter.setBrush(QColor(14, 20, 18, 232))
        painter.drawRoundedRect(box, radius, radius)
        inner = box.adjusted(self.PADDING, self.PADDING, -self.PADDING, -self.PADDING)
        content_w, content_h = self._content_size()
        if content_h:
            self._paint_content(painter, QRectF(inner.topLeft(), inner.size()))
        y = inner.top() + (content_h + self.LINE_GAP if content_h else 0.0)
        for text, font, colour in self._lines:
            height = self._line_rect(text, font).height()
            painter.setFont(font)
            painter.setPen(colour)
            painter.drawText(QRectF(inner.left(), y, inner.width(), height), self._text_flags(),
                             text)
            y += height + self.LINE_GAP
        painter.restore()

    def _border_colour(self) -> QColor:
        return QColor(255, 255, 255, 80)


def _right_to_left() -> bool:
    return QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft


TEXT_COLOUR = QColor("#fff7e0")
QUIET_COLOUR = QColor(190, 190, 180)


# --------------------------------------------------------------------------------------------


class PreviewBubble(Bubble):
    """What an attack on one opponent would mean, shown while the banner is over theirs."""

    CARD_W = 46.0
    CARD_H = CARD_W * assets.CARD_ASPECT
    CARD_STEP = CARD_W + 6.0
    GROUP_GAP = 16.0  # between the counting cards and the crossed-out ones

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._best: tuple = ()
        self._excluded: tuple = ()
        self.target: Optional[int] = None  # whose banner the preview is about

    def show_preview(self, preview, anchor: QRectF, bounds: QRectF) -> None:
        """Show `preview` beside `anchor` (the opponent's banner), inside `bounds`."""
        self._best = tuple(preview.best)
        self._excluded = tuple(preview.excluded)
        self.target = preview.target
        lines = [(preview.hand_line, self._font(17, 16, bold=True), TEXT_COLOUR),
                 (preview.exclusion_line, self._font(16, 16), TEXT_COLOUR),
                 (preview.bet_line, self._font(16, 16), TEXT_COLOUR),
                 (preview.chance_line, self._font(16, 16, bold=True), QColor(255, 226, 122))]
        self._set_lines(lines)
        self.place_beside(anchor, bounds)
        self.setVisible(True)

    def dismiss(self) -> None:
        """Hide, and let go of the cards (the next viewer may be someone else)."""
        self.setVisible(False)
        self.target = None
        self._best, self._excluded = (), ()
        self._set_lines([])

    def cards_shown(self) -> tuple:
        """(the counting cards, the crossed-out ones), as drawn."""
        return self._best, self._excluded

    def _content_size(self) -> tuple[float, float]:
        if not (self._best or self._excluded):
            return 0.0, 0.0
        return self._row_width(), self.CARD_H

    def _row_width(self) -> float:
        count = len(self._best) + len(self._excluded)
        gap = self.GROUP_GAP if self._best and self._excluded else 0.0
        return count * self.CARD_STEP - (self.CARD_STEP - self.CARD_W) + gap

    def _paint_content(self, painter: QPainter, rect: QRectF) -> None:
        slots = self._card_slots(rect)
        for card, slot in zip(self._best, slots):
            self._draw_card(painter, card, slot)
        for card, slot in zip(self._excluded, slots[len(self._best):]):
            self._draw_card(painter, card, slot)
            draw_cross_out(painter, slot)

    def _card_slots(self, rect: QRectF) -> list[QRectF]:
        """Where each card goes, best first, in reading order (from the right in a
        right-to-left language)."""
        slots, x = [], 0.0
        for index in range(len(self._best) + len(self._excluded)):
            if index == len(self._best) and index:
                x += self.GROUP_GAP
            left = (rect.right() - x - self.CARD_W if _right_to_left() else rect.left() + x)
            slots.append(QRectF(left, rect.top(), self.CARD_W, self.CARD_H))
            x += self.CARD_STEP
        return slots

    @staticmethod
    def _draw_card(painter: QPainter, card, slot: QRectF) -> None:
        t = painter.worldTransform()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        width = slot.width() * math.hypot(t.m11(), t.m12()) * dpr
        pixmap = assets.card_pixmap(card, max(16, int(math.ceil(width / 4)) * 4))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(slot, pixmap, QRectF(pixmap.rect()))
        painter.restore()


# --------------------------------------------------------------------------------------------


class RefusalBubble(Bubble):
    """Why a drop was refused, in plain words, beside where it happened; gone after
    `SHOW_MS`. The rule's number stays out of the words: a small grey line names it for
    whoever wants to look it up."""

    SHOW_MS = 4000

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._timer_id = 0
        self.rule = ""

    def show_refusal(self, text: str, rule: str, at: QPointF, bounds: QRectF) -> None:
        rule_line = fill(self.tr("Rule {rule}"), rule=rule) if rule else ""
        self.rule = rule
        self._set_lines([(text, self._font(18, 13, bold=True), TEXT_COLOUR),
                         (rule_line, self._font(13, 13), QUIET_COLOUR)])
        self.place_at(at, bounds)
        self.setVisible(True)
        self._stop_timer()
        # The item's own timer, not a QTimer: it dies with the bubble, like the status bar's
        # message timeout, so it can never fire into a table that is gone.
        self._timer_id = self.startTimer(self.SHOW_MS)

    def dismiss(self) -> None:
        self._stop_timer()
        self.setVisible(False)

    def timerEvent(self, event) -> None:
        if event.timerId() == self._timer_id:
            self.dismiss()
            return
        super().timerEvent(event)

    def _stop_timer(self) -> None:
        if self._timer_id:
            self.killTimer(self._timer_id)
            self._timer_id = 0

    def _border_colour(self) -> QColor:
        return QColor(240, 120, 100, 200)
