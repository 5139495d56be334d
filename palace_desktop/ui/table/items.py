"""The table's sprites: cards, piles, chip stacks, seat plates and the banner message.

Every item is a `QGraphicsObject`, so the animator moves them through their built-in `pos`,
`rotation`, `scale` and `opacity` properties (and a card's own `flip`). Items know no rules:
the scene tells them what to show. Geometry is in scene units, `CARD_PX` per card unit; a card
is centred on its item origin, so rotating a soldier by 90 degrees happens in place.

Privacy: a card the viewer may not see is built with `UNKNOWN`, and a card item paints its face
only when it knows the card and is face up; otherwise it draws and holds nothing but the back.
"""

from __future__ import annotations

import math
import weakref
from typing import Optional

import shiboken6
from PySide6.QtCore import Property, QCoreApplication, QLocale, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsObject

from .. import assets
from ...engine.cards import UNKNOWN

__all__ = [
    "BannerMessageItem",
    "CARD_PX",
    "CARD_RECT",
    "CardItem",
    "CHIP_COLOURS",
    "ChipStackItem",
    "DENOMINATIONS",
    "HIGHLIGHTS",
    "PileItem",
    "SeatPlateItem",
    "chip_breakdown",
]

CARD_PX = 100.0  # scene units per card unit; a card is 1.0 x 1.4 card units
CARD_W = CARD_PX
CARD_H = CARD_PX * assets.CARD_ASPECT
CARD_RECT = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
CARD_RADIUS = CARD_W * 0.06  # matches the corner radius of the art
# Room outside the card for the shadow, glows and the focus ring, so boundingRect covers them.
MARGIN = 18.0

HIGHLIGHTS = (None, "drop", "target", "selected", "best", "excluded")

# Device-pixel widths are snapped to this step so zooming does not fill the cache with pixmaps
# one pixel apart; the drawPixmap into the logical rect absorbs the < 4 px difference.
PIXMAP_STEP = 4
# Beyond this many device pixels a cached pixmap costs more than it saves: paint the vectors.
PIXMAP_MAX = 1200


def _device_width(painter: QPainter, logical_width: float) -> float:
    """How many device pixels `logical_width` item units cover under the painter's transform.

    The world transform holds the item's scale and rotation and the view's zoom; the device's
    pixel ratio adds the screen's scaling (2.0 on a "retina" screen).
    """
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())  # the length of the x unit vector: rotation-proof
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return logical_width * scale * dpr


def _snapped(width: float) -> int:
    return max(PIXMAP_STEP * 2, int(math.ceil(width / PIXMAP_STEP)) * PIXMAP_STEP)


def _draw_card_image(painter: QPainter, rect: QRectF, card, four_colour: bool,
                     holder: "_CardFace", width: Optional[float] = None) -> None:
    """Draw the face of `card` (or the back, for None) into `rect` at the painter's resolution.

    `holder` remembers the pixmap drawn, so its owner can say (and limit) what it references.
    `width` is the card's width in device pixels when the caller knows it better than the
    painter (a card squeezed by `flip` keeps its full-width pixmap rather than making new ones).
    """
    if width is None:
        width = _device_width(painter, rect.width())
    if width > PIXMAP_MAX:
        holder.pixmap, holder.key = None, None
        if card is None:
            assets.ART.paint_back(painter, rect)
        else:
            assets.ART.paint_face(painter, rect, card, four_colour)
        return
    px = _snapped(width)
    key = ("back" if card is None else card.index, px, four_colour and card is not None)
    if holder.key != key or holder.pixmap is None:
        holder.pixmap = assets.card_pixmap(card, px, 1.0, four_colour)
        holder.key = key
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawPixmap(rect, holder.pixmap, QRectF(holder.pixmap.rect()))
    painter.restore()


class _CardFace:
    """The one pixmap an item references, with the key it was made for."""

    __slots__ = ("pixmap", "key")

    def __init__(self) -> None:
        self.pixmap: Optional[QPixmap] = None
        self.key: Optional[tuple] = None

    def holds_face(self) -> bool:
        return self.pixmap is not None and self.key is not None and self.key[0] != "back"

    def drop(self) -> None:
        self.pixmap, self.key = None, None


def _glow(painter: QPainter, path_rect: QRectF, radius: float, colour: QColor,
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


class _CardShapedItem(QGraphicsObject):
    """What cards and piles share: the card-sized rect, shadow, highlights, focus ring, dimming."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._highlight: Optional[str] = None
        self._focus_ring = False
        self._dimmed = False
        # Rotation and scale happen around the card centre, which is the item origin.
        self.setTransformOriginPoint(QPointF(0.0, 0.0))

    # -- state ----------------------------------------------------------------------------------

    def set_highlight(self, kind: Optional[str]) -> None:
        """None, "drop", "target", "selected", "best" or "excluded" (R15.3: dimmed and crossed)."""
        if kind not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {kind!r}; expected one of {HIGHLIGHTS}")
        if kind != self._highlight:
            self._highlight = kind
            self.update()

    def highlight(self) -> Optional[str]:
        return self._highlight

    @Slot(bool)
    def set_focus_ring(self, on: bool) -> None:
        if bool(on) != self._focus_ring:
            self._focus_ring = bool(on)
            self.update()

    def has_focus_ring(self) -> bool:
        return self._focus_ring

    @Slot(bool)
    def set_dimmed(self, on: bool) -> None:
        """Dim the item (an eliminated seat's cards); drawn as an overlay, so `opacity` stays
        free for the animator."""
        if bool(on) != self._dimmed:
            self._dimmed = bool(on)
            self.update()

    def is_dimmed(self) -> bool:
        return self._dimmed

    # -- geometry -------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return CARD_RECT.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def shape(self) -> QPainterPath:
        # Hits and drop overlaps use the card itself, not the glow margins.
        path = QPainterPath()
        path.addRoundedRect(CARD_RECT, CARD_RADIUS, CARD_RADIUS)
        return path

    # -- painting helpers -----------------------------------------------------------------------

    @staticmethod
    def _paint_shadow(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 34))
        painter.drawRoundedRect(rect.translated(1.5, 4.0).adjusted(-1, -1, 1, 1),
                                CARD_RADIUS + 1, CARD_RADIUS + 1)
        painter.setBrush(QColor(0, 0, 0, 46))
        painter.drawRoundedRect(rect.translated(1.0, 2.0), CARD_RADIUS, CARD_RADIUS)

    def _paint_overlays(self, painter: QPainter, rect: QRectF) -> None:
        kind = self._highlight
        if self._dimmed or kind == "excluded":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 24, 22, 120 if kind == "excluded" else 105))
            painter.drawRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
        if kind == "excluded":
            # A diagonal cross: the card does not count (R15.3), but stays readable beneath.
            inset = rect.adjusted(14.0, 14.0, -14.0, -14.0)
            for colour, width in ((QColor(255, 255, 255, 150), 11.0), (QColor("#d6332a"), 6.0)):
                pen = QPen(colour, width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(inset.topLeft(), inset.bottomRight())
                painter.drawLine(inset.topRight(), inset.bottomLeft())
        elif kind is not None:
            # Glows stay outside the card: the face under a highlight must stay readable.
            painter.save()
            outside = QPainterPath()
            outside.addRect(rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
            card = QPainterPath()
            card.addRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
            painter.setClipPath(outside.subtracted(card), Qt.ClipOperation.IntersectClip)
            edge = rect.adjusted(-1.0, -1.0, 1.0, 1.0)
            radius = CARD_RADIUS + 1.0
            if kind == "drop":
                # A legal drop zone: a quiet glow that says "you may drop here".
                _glow(painter, edge, radius, QColor("#ffe27a"), (20.0, 12.0, 5.0), (40, 80, 190))
            elif kind == "target":
                # Where the card would land: bigger and brighter than "drop", white-hot edge.
                _glow(painter, edge, radius, QColor("#ffcf2e"), (34.0, 22.0, 12.0), (60, 120, 220))
                _glow(painter, edge, radius, QColor("#fffbe3"), (5.0,), (255,))
            elif kind == "selected":
                _glow(painter, edge, radius, QColor("#3d9bff"), (18.0, 10.0), (60, 255))
            elif kind == "best":
                # A crisp gold frame: one of the five cards that make the hand.
                _glow(painter, edge, radius, QColor("#f5c542"), (22.0, 11.0), (50, 255))
                _glow(painter, edge.adjusted(-6, -6, 6, 6), radius + 6, QColor("#fff1b8"),
                      (1.5,), (230,))
            painter.restore()
        if self._focus_ring:
            # Two-tone dashes read on both the felt and a white card face.
            ring = rect.adjusted(-8.0, -8.0, 8.0, 8.0)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(20, 20, 20, 200), 4.0))
            painter.drawRoundedRect(ring, CARD_RADIUS + 8, CARD_RADIUS + 8)
            dash = QPen(QColor("#ffffff"), 4.0, Qt.PenStyle.DashLine)
            dash.setDashPattern([3.0, 2.0])
            painter.setPen(dash)
            painter.drawRoundedRect(ring, CARD_RADIUS + 8, CARD_RADIUS + 8)


class CardItem(_CardShapedItem):
    """One card on the table: face or back, with highlight, focus ring, dimming and `flip`.

    `flip` (0..1) is the progress of turning the card over. Leaving a rest value (0 or 1)
    starts a turn; the card narrows to nothing at 0.5, where it shows its other side (and
    `face_up` changes, so `face_up` is always the side on show), then widens again; reaching 0
    or 1 ends the turn. A jump straight between 0 and 1 turns nothing (both are rest values),
    so an animation may always start from 0.0.
    """

    four_colour: bool = False  # class-wide: the whole table uses one deck
    _instances: "weakref.WeakSet[CardItem]" = weakref.WeakSet()

    def __init__(self, card=UNKNOWN, face_up: bool = False, parent=None) -> None:
        super().__init__(parent)
        self._card = UNKNOWN if card is None else card
        self._face_up = bool(face_up)
        self._flip = 0.0
        self._flip_rest = 0.0  # where the current turn started (0 or 1)
        self._flip_side: Optional[bool] = None  # face_up at the start of a turn in progress
        self._image = _CardFace()
        CardItem._instances.add(self)

    # -- what the card is -----------------------------------------------------------------------

    @property
    def card(self):
        return self._card

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_card(self, card) -> None:
        """Show `card`; UNKNOWN (or None) means the viewer may not see it."""
        card = UNKNOWN if card is None else card
        if card is not self._card:
            self._card = card
            self._forget_hidden_face()
            self.update()

    @Slot(bool)
    def set_face_up(self, face_up: bool) -> None:
        face_up = bool(face_up)
        if self._flip_side is not None:
            # Mid-turn: keep the turn consistent with the side now on show.
            self._flip_side = face_up if self._in_rest_half() else not face_up
        if face_up != self._face_up:
            self._face_up = face_up
            self._forget_hidden_face()
            self.update()

    def shows_face(self) -> bool:
        """Whether paint() draws the face: a known card, face up."""
        return self._face_up and bool(getattr(self._card, "is_known", False))

    def face_pixmap_held(self) -> bool:
        """Whether this item references any face pixmap (never, unless it shows its face)."""
        return self._image.holds_face()

    def _forget_hidden_face(self) -> None:
        # Drop the face pixmap the moment the face is no longer on show, not at the next paint.
        if self._image.holds_face() and (not self.shows_face()
                                         or self._image.key[0] != self._card.index):
            self._image.drop()

    # -- flip -----------------------------------------------------------------------------------

    def _in_rest_half(self) -> bool:
        # The half of the turn nearer the rest value it started from shows the starting side.
        return (self._flip < 0.5) == (self._flip_rest == 0.0)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        value = min(1.0, max(0.0, float(value)))
        if value == self._flip:
            return
        if value in (0.0, 1.0) and self._flip_side is None:
            self._flip = value  # rest to rest: nothing turns
            self._flip_rest = value
            self.update()
            return
        if self._flip_side is None:
            self._flip_rest = 0.0 if self._flip < 0.5 else 1.0
            self._flip_side = self._face_up
        self._flip = value
        side = self._flip_side if self._in_rest_half() else not self._flip_side
        if value in (0.0, 1.0):
            self._flip_side = None  # the turn is over
            self._flip_rest = value
        if side != self._face_up:
            self._face_up = side
            self._forget_hidden_face()
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # -- four-colour deck ---------------------------------------------------------------------

    @classmethod
    def set_four_colour(cls, on: bool) -> None:
        """Switch every card on every table to the 4-colour deck (or back) and repaint."""
        cls.four_colour = bool(on)
        for item in list(cls._instances):
            if shiboken6.isValid(item):
                item.update()

    # -- painting -------------------------------------------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        squeeze = abs(math.cos(math.pi * self._flip))
        width = _device_width(painter, CARD_W)  # before the squeeze: one pixmap per turn
        if squeeze < 1.0:
            if squeeze < 0.01:
                painter.restore()
                return  # edge-on: nothing to see
            painter.scale(squeeze, 1.0)  # around the origin, which is the card centre
        self._paint_shadow(painter, CARD_RECT)
        if self.shows_face():
            _draw_card_image(painter, CARD_RECT, self._card, CardItem.four_colour, self._image,
                             width)
        else:
            # Face down or unknown: only the back is ever drawn, and no face is kept.
            if self._image.holds_face():
                self._image.drop()
            _draw_card_image(painter, CARD_RECT, None, False, self._image, width)
        self._paint_overlays(painter, CARD_RECT)
        painter.restore()


class PileItem(_CardShapedItem):
    """A face-down pile (draw or discard): a few offset backs, more for more cards.

    Empty, it is a dashed outline with its label (already translated, e.g. "Draw pile").
    The top card sits at the item origin, so a card taken from the pile starts where it shows.
    """

    LAYER_DX, LAYER_DY = 1.1, 1.6  # the pile's edge shows below and to the right
    MAX_LAYERS = 7

    def __init__(self, label: str = "", count: int = 0, parent=None) -> None:
        super().__init__(parent)
        self._label = label
        self._count = max(0, int(count))
        self._show_count = False
        self._image = _CardFace()

    @property
    def count(self) -> int:
        return self._count

    @property
    def label(self) -> str:
        return self._label

    @Slot(int)
    def set_count(self, count: int) -> None:
        count = max(0, int(count))
        if count != self._count:
            self.prepareGeometryChange()
            self._count = count
            self.update()

    @Slot(str)
    def set_label(self, label: str) -> None:
        self._label = label
        self.update()

    @Slot(bool)
    def set_show_count(self, on: bool) -> None:
        """Show the number of cards on a small badge (off by default)."""
        self._show_count = bool(on)
        self.update()

    def layers(self) -> int:
        """How many backs are drawn: 0 for an empty pile, then one more per six cards."""
        if self._count == 0:
            return 0
        return min(self.MAX_LAYERS, 1 + (self._count - 1) // 6)

    def face_pixmap_held(self) -> bool:
        return False  # a pile only ever shows backs

    def boundingRect(self) -> QRectF:
        extra = max(0, self.layers() - 1)
        return super().boundingRect().adjusted(0, 0, extra * self.LAYER_DX, extra * self.LAYER_DY)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        layers = self.layers()
        if layers == 0:
            self._paint_empty(painter)
        else:
            for i in reversed(range(layers)):
                rect = CARD_RECT.translated(i * self.LAYER_DX, i * self.LAYER_DY)
                if i == layers - 1:
                    self._paint_shadow(painter, rect)
                _draw_card_image(painter, rect, None, False, self._image)
                if i:
                    # Darken lower cards a touch so the edge reads as depth.
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(0, 0, 0, 28))
                    painter.drawRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
            if self._show_count:
                self._paint_badge(painter)
        self._paint_overlays(painter, CARD_RECT)
        painter.restore()

    def _paint_empty(self, painter: QPainter) -> None:
        rect = CARD_RECT.adjusted(2, 2, -2, -2)
        painter.setBrush(QColor(0, 0, 0, 30))
        pen = QPen(QColor(255, 255, 255, 150), 2.5, Qt.PenStyle.DashLine)
        pen.setDashPattern([4.0, 3.0])
        painter.setPen(pen)
        painter.drawRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
        if self._label:
            font = QFont()
            font.setPixelSize(15)
            font.setWeight(QFont.Weight.DemiBold)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 200))
            painter.drawText(rect.adjusted(8, 8, -8, -8),
                             int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                             self._label)

    def _paint_badge(self, painter: QPainter) -> None:
        text = QLocale().toString(self._count)
        font = QFont()
        font.setPixelSize(16)
        font.setWeight(QFont.Weight.Bold)
        width = QFontMetricsF(font).horizontalAdvance(text) + 16.0
        badge = QRectF(-width / 2, CARD_RECT.bottom() - 30.0, width, 22.0)
        painter.setPen(QPen(QColor(255, 255, 255, 180), 1.5))
        painter.setBrush(QColor(10, 20, 40, 210))
        painter.drawRoundedRect(badge, 11.0, 11.0)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), text)


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


class ChipStackItem(QGraphicsObject):
    """An amount as neat stacks of chips, with the amount as text under (or beside) them.

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

    def __init__(self, amount: int = 0, show_text: bool = True, text_beside: bool = False,
                 parent=None) -> None:
        super().__init__(parent)
        self._amount = max(0, int(amount))
        self._show_text = bool(show_text)
        self._text_beside = bool(text_beside)
        self._font = QFont()
        self._font.setPixelSize(self.TEXT_PX)
        self._font.setWeight(QFont.Weight.Bold)

    @property
    def amount(self) -> int:
        return self._amount

    @Slot(int)
    def set_amount(self, amount: int) -> None:
        amount = max(0, int(amount))
        if amount != self._amount:
            self.prepareGeometryChange()
            self._amount = amount
            self.update()

    @Slot(bool)
    def set_show_text(self, on: bool) -> None:
        self.prepareGeometryChange()
        self._show_text = bool(on)
        self.update()

    @Slot(bool)
    def set_text_beside(self, on: bool) -> None:
        self.prepareGeometryChange()
        self._text_beside = bool(on)
        self.update()

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
        if self._text_beside:
            gap = 6.0 if tw and sw else 0.0
            total = sw + gap + tw
            stacks = QRectF(-total / 2, -sh / 2, sw, sh)
            # Level with the lower chips, where the eye finds the stacks (they grow upwards).
            mid = stacks.bottom() - self.CHIP_E / 2 - 2 * self.CHIP_T
            text = QRectF(stacks.right() + gap, mid - th / 2, tw, th)
        else:
            gap = 3.0 if th else 0.0
            total = sh + gap + th
            stacks = QRectF(-sw / 2, -total / 2, sw, sh)
            text = QRectF(-tw / 2, stacks.bottom() + gap, tw, th)
        return stacks, text

    def boundingRect(self) -> QRectF:
        stacks, text = self._layout()
        return stacks.united(text).adjusted(-4.0, -4.0, 4.0, 4.0)

    # -- painting -------------------------------------------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
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


class SeatPlateItem(QGraphicsObject):
    """A seat's name plate: name, chips and a status line, in a rect given in scene units.

    Flags: `is_turn` (glowing border), `is_dealer` (a "D" button beside the plate),
    `is_viewer` (the seat whose cards the table shows: accent border) and `dimmed` (out).
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

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def _set(self, attr: str, value) -> None:
        if getattr(self, attr) != value:
            setattr(self, attr, value)
            self.update()

    @Slot(str)
    def set_name(self, name: str) -> None:
        self._set("_name", name)

    def set_chips(self, chips: Optional[int]) -> None:
        """The seat's stack, or None to leave the chips line out."""
        self._set("_chips", None if chips is None else int(chips))

    @Slot(str)
    def set_status(self, status: str) -> None:
        self._set("_status", status)

    @Slot(bool)
    def set_turn(self, on: bool) -> None:
        self._set("_turn", bool(on))

    @Slot(bool)
    def set_dealer(self, on: bool) -> None:
        if bool(on) != self._dealer:
            self.prepareGeometryChange()  # the button sits outside the plate
            self._dealer = bool(on)
            self.update()

    @Slot(bool)
    def set_viewer(self, on: bool) -> None:
        self._set("_viewer", bool(on))

    @Slot(bool)
    def set_dimmed(self, on: bool) -> None:
        self._set("_dimmed", bool(on))

    @property
    def name(self) -> str:
        return self._name

    @property
    def chips(self) -> Optional[int]:
        return self._chips

    @property
    def status(self) -> str:
        return self._status

    @property
    def is_turn(self) -> bool:
        return self._turn

    @property
    def is_dealer(self) -> bool:
        return self._dealer

    @property
    def is_viewer(self) -> bool:
        return self._viewer

    @property
    def dimmed(self) -> bool:
        return self._dimmed

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
            _glow(painter, rect, radius, QColor("#ffc83d"), (22.0, 13.0, 6.0), (40, 80, 150))
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


class BannerMessageItem(QGraphicsObject):
    """A short message centred on the item origin, on a rounded translucent background.

    For outcomes like "Ann wins the battle". The text arrives translated; long texts wrap at
    `max_width` scene units.
    """

    PADDING_X, PADDING_Y = 22.0, 12.0

    def __init__(self, text: str = "", parent=None) -> None:
        super().__init__(parent)
        self._text = ""
        self._max_width = 460.0
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

    def set_max_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self._max_width = max(60.0, float(width))
        self._box = self._measure()
        self.update()

    def set_font_pixel_size(self, px: int) -> None:
        self.prepareGeometryChange()
        self._font.setPixelSize(max(6, int(px)))
        self._box = self._measure()
        self.update()

    def _flags(self) -> int:
        return int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)

    def _measure(self) -> QRectF:
        if not self._text:
            return QRectF()
        metrics = QFontMetricsF(self._font)
        inner = metrics.boundingRect(QRectF(0, 0, self._max_width, 10000.0), self._flags(),
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
