"""What each seat did last, in a small speech bubble over its plate ("Attacks Ann: 10",
"Stays", "Buys"), so a player can follow the bots' moves at the seats, not only in the log.

A bubble stays until that seat acts again or a new hand starts, so it is there as long as
anyone needs to read it; the newest one stands out, the older ones are quieter. The viewer's
own moves get none (they made them). Texts are translated here (context "SeatBubbleTexts").
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...engine import actions as A
from ...live.i18n import fill
from . import themes
from .sprite import CARD_PX, Z_SEAT, scene_rect

__all__ = ["SeatActionBubble", "SeatBubbles", "action_words"]

# Over the seats' cards and plates, under flying cards, results and notes.
Z_SEAT_BUBBLE = Z_SEAT + 200
OLDER_OPACITY = 0.85


class SeatBubbleTexts(QObject):
    """The translation context of the seat bubbles: `SeatBubbleTexts.tr(...)`, which
    pyside6-lupdate files under "SeatBubbleTexts"."""


def action_words(event: A.Event, names: Sequence[str]) -> Optional[tuple[int, str]]:
    """(seat, what it did in a few words) for an event that is a seat's move, else None."""
    if isinstance(event, A.SoldierBought):
        return event.seat, SeatBubbleTexts.tr("Buys")
    if isinstance(event, A.SoldiersDiscarded):
        if not event.cards:
            # Keeping every soldier at a trim is no move to tell (the log is silent too).
            return None if event.trim else (event.seat, SeatBubbleTexts.tr("Discards nothing"))
        return event.seat, SeatBubbleTexts.tr("Discards %Ln", "", len(event.cards))
    if isinstance(event, A.Stayed):
        return event.seat, SeatBubbleTexts.tr("Stays")
    if isinstance(event, A.Folded):
        return event.seat, SeatBubbleTexts.tr("Folds")
    if isinstance(event, A.BetPlaced):
        return event.attacker, fill(SeatBubbleTexts.tr("Attacks {name}: {amount}"),
                                    name=names[event.defender], amount=event.amount)
    if isinstance(event, A.Called):
        return event.seat, fill(SeatBubbleTexts.tr("Calls {amount}"), amount=event.amount)
    if isinstance(event, A.Raised):
        return event.seat, fill(SeatBubbleTexts.tr("Raises {amount}"), amount=event.raise_amount)
    return None


class SeatActionBubble(QGraphicsObject):
    """One seat's bubble: a rounded box with a tail pointing down at the plate."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._text = ""
        self._font = QFont()
        self._font.setWeight(QFont.Weight.DemiBold)
        self._font.setPixelSize(16)
        self._size = (0.0, 0.0)
        self.setZValue(Z_SEAT_BUBBLE)
        self.setVisible(False)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str, size: float) -> None:
        self.prepareGeometryChange()
        self._text = text
        self._font.setPixelSize(max(8, int(round(size))))
        metrics = QFontMetricsF(self._font)
        pad = metrics.height() * 0.45
        self._size = (metrics.horizontalAdvance(text) + 2 * pad, metrics.height() + pad)
        self.setVisible(bool(text))
        self.update()

    def place_over(self, plate: QRectF, bounds: QRectF) -> None:
        """Centred over the plate's top edge, pointing at it, inside `bounds`."""
        w, h = self._size
        tail = h * 0.35
        x = min(max(plate.center().x() - w / 2, bounds.left()), bounds.right() - w)
        y = max(plate.top() - tail - h, bounds.top())
        self.setPos(QPointF(x, y))

    def rect(self) -> QRectF:
        return QRectF(0.0, 0.0, *self._size)

    def boundingRect(self) -> QRectF:
        w, h = self._size
        return QRectF(-2.0, -2.0, w + 5.0, h * 1.4 + 5.0)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never in the way of a click on the cards beneath

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        theme = themes.current()
        w, h = self._size
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = h / 2.6
        path = QPainterPath()
        path.addRoundedRect(QRectF(0.0, 0.0, w, h), radius, radius)
        tail = QPainterPath(QPointF(w / 2 - h * 0.25, h - 1.0))
        tail.lineTo(QPointF(w / 2, h * 1.35))
        tail.lineTo(QPointF(w / 2 + h * 0.25, h - 1.0))
        tail.closeSubpath()
        path = path.united(tail)
        if theme.high_contrast:
            fill_colour, ink, edge = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
        else:
            fill_colour, ink, edge = QColor("#fffdf4"), QColor("#1b1b1b"), QColor(0, 0, 0, 110)
        painter.setPen(QPen(edge, 2.0 if theme.high_contrast else 1.2))
        painter.setBrush(fill_colour)
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(ink)
        painter.drawText(QRectF(0.0, 0.0, w, h), int(Qt.AlignmentFlag.AlignCenter), self._text)
        painter.restore()


class SeatBubbles:
    """The scene's seat bubbles: `show_events` after a batch of events, `clear` at a new
    table or hand, `place` after a new layout."""

    def __init__(self, scene) -> None:
        self._scene = scene
        self._bubbles: dict[int, SeatActionBubble] = {}
        self._latest: Optional[int] = None

    def bubble(self, seat: int) -> Optional[SeatActionBubble]:
        bubble = self._bubbles.get(seat)
        return bubble if bubble is not None and bubble.isVisible() else None

    def texts(self) -> dict[int, str]:
        """Every bubble on show, by seat."""
        return {seat: b.text() for seat, b in self._bubbles.items() if b.isVisible()}

    def clear(self) -> None:
        for bubble in self._bubbles.values():
            bubble.set_text("", 8)
        self._latest = None

    def show_events(self, events: Sequence[A.Event], names: Sequence[str]) -> None:
        for event in events:
            if isinstance(event, A.HandStarted):
                self.clear()
                continue
            said = action_words(event, names)
            if said is not None and said[0] != self._scene.viewer:
                self.say(*said)

    def say(self, seat: int, text: str) -> None:
        bubble = self._bubbles.get(seat)
        if bubble is None:
            bubble = SeatActionBubble()
            self._scene.addItem(bubble)
            self._bubbles[seat] = bubble
        bubble.set_text(text, self._text_size())
        self._latest = seat
        self.place()

    def place(self) -> None:
        scene = self._scene
        if scene.layout_ is None:
            return
        bounds = scene.sceneRect()
        for seat, bubble in self._bubbles.items():
            if seat not in scene.seats:
                bubble.set_text("", 8)
                continue
            if bubble.isVisible():
                bubble.set_text(bubble.text(), self._text_size())
                bubble.place_over(scene_rect(scene.seat_layout(seat).label), bounds)
                bubble.setOpacity(1.0 if seat == self._latest else OLDER_OPACITY)

    def _text_size(self) -> float:
        lay = self._scene.layout_
        least = lay.text * CARD_PX if lay is not None else 0.0
        return max(least * 1.1, 15.0)
