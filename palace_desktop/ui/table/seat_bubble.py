"""What each seat did last, in a small speech bubble over its plate ("Attacks Ann: 10",
"Stays", "Buys"), so a player can follow the bots' moves at the seats, not only in the log.

A bubble stays until that seat acts again or a new hand starts, so it is there as long as
anyone needs to read it; the newest one stands out, the older ones are quieter. The viewer's
own moves get none (they made them). Texts are translated here (context "SeatBubbleTexts").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from ...engine import actions as A
from ...live.i18n import fill
from . import themes
from .card_shape import CARD_RECT
from .sprite import CARD_PX, Z_SEAT, scene_rect

if TYPE_CHECKING:
    from .bubble_spot import Obstacle, Spot

# bubble_spot (its search and its dataclasses, ~2.5 ms) is imported by the methods that place
# a bubble: a seat's first move, not the dealt table's first frame, makes the first bubble.

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
    """One seat's bubble: a rounded box with a tail pointing at the plate, from the side of
    the plate the bubble stands on."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._text = ""
        self._font = QFont()
        self._font.setWeight(QFont.Weight.DemiBold)
        self._font.setPixelSize(16)
        self._shown = ""  # the text as shown: on one line, or on two
        self._size = (0.0, 0.0)
        from .bubble_spot import Spot

        self._spot = Spot(QPointF(), "above", 0.0, QPointF())
        self.setZValue(Z_SEAT_BUBBLE)
        self.setVisible(False)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str, size: float) -> None:
        self._text = text
        self._font.setPixelSize(max(8, int(round(size))))
        self._set_lines(self._lines_of(text)[:1])
        self.setVisible(bool(text))

    def layouts(self) -> list[tuple[str, tuple[float, float]]]:
        """The text as it may be laid out, one line and (where it has a space) two, each with
        the box's size: where one line finds no free room, two may."""
        return [(shown, self._box_size(shown)) for shown in self._lines_of(self._text)]

    def show_lines(self, shown: str) -> None:
        """Show the text as `shown` (one of `layouts`)."""
        if shown != self._shown:
            self._set_lines([shown])

    def _set_lines(self, shown: list[str]) -> None:
        self.prepareGeometryChange()
        self._shown = shown[0] if shown else ""
        self._size = self._box_size(self._shown)
        self.update()

    @staticmethod
    def _lines_of(text: str) -> list[str]:
        words = text.split(" ")
        if len(words) < 2:
            return [text]
        # Broken at the space nearest the middle, so the two lines come out about as long.
        middle = min(range(1, len(words)),
                     key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
        return [text, " ".join(words[:middle]) + "\n" + " ".join(words[middle:])]

    def _box_size(self, shown: str) -> tuple[float, float]:
        metrics = QFontMetricsF(self._font)
        pad = metrics.height() * 0.45
        lines = shown.split("\n")
        width = max(metrics.horizontalAdvance(line) for line in lines)
        return (width + 2 * pad, metrics.height() * len(lines) + pad)

    def tail(self) -> float:
        """The tail's length: a share of a line's height, however many lines."""
        from .bubble_spot import TAIL

        return TAIL * QFontMetricsF(self._font).height()

    def place_at(self, spot: Spot) -> None:
        """At `spot` (bubble_spot.best_spot), its tail toward the plate from that side."""
        if (spot.side, spot.tail_at, spot.tip) != (self._spot.side, self._spot.tail_at,
                                                   self._spot.tip):
            self.prepareGeometryChange()
            self._spot = spot
            self.update()
        self.setPos(spot.pos)

    def size(self) -> tuple[float, float]:
        return self._size

    def tail_tip(self) -> QPointF:
        """The tail's point, in the bubble's coordinates: on the plate's edge."""
        return QPointF(self._spot.tip)

    def _tail(self) -> QPainterPath:
        """The tail as a triangle whose base lies just inside the box (so the two unite)."""
        from .bubble_spot import TAIL, TAIL_HALF_BASE

        w, h = self._size
        half = TAIL_HALF_BASE / TAIL * self.tail()
        at, side = self._spot.tail_at, self._spot.side
        base = {"above": h - 1.0, "below": 1.0, "left": w - 1.0, "right": 1.0}[side]
        ends = (at - half, at + half)
        if side in ("above", "below"):
            points = [QPointF(ends[0], base), self.tail_tip(), QPointF(ends[1], base)]
        else:
            points = [QPointF(base, ends[0]), self.tail_tip(), QPointF(base, ends[1])]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        path.closeSubpath()
        return path

    def rect(self) -> QRectF:
        return QRectF(0.0, 0.0, *self._size)

    def boundingRect(self) -> QRectF:
        return self.rect().united(self._tail().boundingRect()).adjusted(-2.0, -2.0, 3.0, 3.0)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never in the way of a click on the cards beneath

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        from .bubble_spot import TAIL

        theme = themes.current()
        w, h = self._size
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(h, self.tail() / TAIL * 1.45) / 2.6
        path = QPainterPath()
        path.addRoundedRect(QRectF(0.0, 0.0, w, h), radius, radius)
        path = path.united(self._tail())
        if theme.high_contrast:
            fill_colour, ink, edge = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
        else:
            fill_colour, ink, edge = QColor("#fffdf4"), QColor("#1b1b1b"), QColor(0, 0, 0, 110)
        painter.setPen(QPen(edge, 2.0 if theme.high_contrast else 1.2))
        painter.setBrush(fill_colour)
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(ink)
        painter.drawText(QRectF(0.0, 0.0, w, h), int(Qt.AlignmentFlag.AlignCenter), self._shown)
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
        said_any = False
        for event in events:
            if isinstance(event, A.HandStarted):
                self.clear()
                continue
            said = action_words(event, names)
            if said is not None and said[0] != self._scene.viewer:
                self._say(*said)
                said_any = True
        if said_any:
            # Once for the batch: a replay's jump brings a whole hand of moves at once.
            self.place()

    def say(self, seat: int, text: str) -> None:
        self._say(seat, text)
        self.place()

    def _say(self, seat: int, text: str) -> None:
        bubble = self._bubbles.get(seat)
        if bubble is None:
            bubble = SeatActionBubble()
            self._scene.addItem(bubble)
            self._bubbles[seat] = bubble
        bubble.set_text(text, self._text_size())
        self._latest = seat

    def place(self) -> None:
        """Every bubble beside its plate where it hides least (bubble_spot.py): called on a
        new layout and when the table settles, as cards under a bubble may have come."""
        scene = self._scene
        if scene.layout_ is None or not any(b.isVisible() for b in self._bubbles.values()):
            return  # (most settles: the obstacles are not worth listing)
        from .bubble_spot import BUBBLE, Obstacle, best_spot

        bounds = scene.sceneRect()
        centre = bounds.center()
        obstacles = self._obstacles()
        # The newest bubble last: the older ones keep the spots they had (a bubble that
        # jumps is read again), and it finds room among them.
        order = sorted(self._bubbles, key=lambda seat: seat == self._latest)
        for seat in order:
            bubble = self._bubbles[seat]
            if seat not in scene.seats:
                bubble.set_text("", 8)
                continue
            if bubble.isVisible():
                bubble.set_text(bubble.text(), self._text_size())
                plate = scene_rect(scene.seat_layout(seat).label)
                # One line where it finds room, else two where they find more.
                best = None
                for shown, size in bubble.layouts():
                    spot, cost = best_spot(plate, size, bubble.tail(), centre, obstacles,
                                           bounds)
                    if best is None or cost < best[2] - 1e-6:
                        best = (shown, spot, cost)
                    if cost <= 0.0:
                        break
                bubble.show_lines(best[0])
                bubble.place_at(best[1])
                obstacles.append(Obstacle(bubble.mapRectToScene(bubble.rect()), BUBBLE))
                bubble.setOpacity(1.0 if seat == self._latest else OLDER_OPACITY)

    def _obstacles(self) -> list[Obstacle]:
        """What a bubble should leave in view: every seat's cards and plate (with its dealer
        button), the piles and the centre's labels."""
        from .bubble_spot import CARD, PLATE, SOFT, VIEWER_CARD, Obstacle

        scene = self._scene
        found = []
        for seat, items in scene.seats.items():
            # The viewer's own cards and plate (their chips) least of all.
            card_weight, plate_weight = ((VIEWER_CARD, VIEWER_CARD) if seat == scene.viewer
                                         else (CARD, PLATE))
            found += [Obstacle(card.mapRectToScene(CARD_RECT), card_weight)
                      for card in items.cards() if card.isVisible()]
            found.append(Obstacle(scene_rect(scene.seat_layout(seat).label), plate_weight))
            if items.plate.is_dealer:
                found.append(Obstacle(items.plate.button_rect(), PLATE))
        for item in (scene.draw_pile, scene.discard_pile, scene.pot, scene.pot_label,
                     scene.draw_label, scene.discard_label):
            if item.isVisible():
                found.append(Obstacle(item.sceneBoundingRect(), SOFT))
        return found

    def _text_size(self) -> float:
        lay = self._scene.layout_
        least = lay.text * CARD_PX if lay is not None else 0.0
        return max(least * 1.1, 15.0)
