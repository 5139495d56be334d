"""Cards and piles: the sprites that draw card art (a card's face or back, a pile of backs).

A card item animates through its built-in `pos`, `rotation`, `scale` and `opacity` and its own
`flip`. Items know no rules: the scene tells them what to show.

Privacy: a card the viewer may not see is built with `UNKNOWN`, and a card item paints its face
only when it knows the card and is face up; otherwise it draws and holds nothing but the back.
"""

from __future__ import annotations

import math
import weakref
from typing import Optional

import shiboken6
from PySide6.QtCore import Property, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from .. import assets
from ...engine.cards import UNKNOWN
from .cached_paint import CachedPaint
from .card_shape import CARD_RADIUS, CARD_RECT, CARD_W, CardShapedItem
from .sprite import set_if_changed

__all__ = ["CardItem", "PileItem"]

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
        holder.drop()
        if card is None:
            assets.ART.paint_back(painter, rect)
        else:
            assets.ART.paint_face(painter, rect, card, four_colour)
        return
    px = _snapped(width)
    key = ("back" if card is None else card.index, px, four_colour and card is not None,
           assets.ART.generation)
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



class CardItem(CachedPaint, CardShapedItem):
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
        """Whether this item references any face pixmap (never, unless it shows its face):
        the card art it paints from or the picture of itself it shows."""
        shown = self.picture_state()
        return self._image.holds_face() or (shown is not None and shown[0] != "back")

    def _forget_hidden_face(self) -> None:
        # Drop the face pixmap the moment the face is no longer on show, not at the next paint.
        if self._image.holds_face() and (not self.shows_face()
                                         or self._image.key[0] != self._card.index):
            self._image.drop()
        # The picture goes with the update that follows every change of side or card.

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
            if not shiboken6.isValid(item):
                continue
            try:
                item.update()
            except RuntimeError:
                # Deleted since the check: a scene nobody holds any more, collected by
                # Python's garbage collector in the middle of this loop, takes its cards.
                continue

    # -- painting -------------------------------------------------------------------------------

    def sprite_state(self):
        if self._flip not in (0.0, 1.0):
            return None  # turning over: a new width every frame
        face = self.shows_face()
        return (self._card.index if face else "back", face and CardItem.four_colour,
                assets.ART.generation) + self.overlay_state()

    def paint_vectors(self, painter: QPainter, option, widget=None) -> None:
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


class PileItem(CachedPaint, CardShapedItem):
    """A face-down pile (draw or discard): a few offset backs, more for more cards.

    Empty, it is a dashed outline with its label (already translated, e.g. "Draw pile").
    The top card sits at the item origin, so a card taken from the pile starts where it shows.
    """

    LAYER_DX, LAYER_DY = 1.1, 1.6  # the pile's edge shows below and to the right
    MAX_LAYERS = 7
    # The smallest size of an empty pile's name, in card units (a card is 100 wide), when the
    # table sets no larger one (`set_min_text`): 8 came out about 5 pixels high.
    LEGIBLE_PX = 11

    def __init__(self, label: str = "", count: int = 0, parent=None) -> None:
        super().__init__(parent)
        self._label = label
        self._count = max(0, int(count))
        self._image = _CardFace()
        self._min_text = 0.0  # the table's smallest text, in this item's units

    def set_min_text(self, size: float) -> None:
        """The table's smallest text, in this item's units: an empty pile's name is drawn no
        smaller (else not at all: the count under the pile names it)."""
        set_if_changed(self, "_min_text", float(size))

    @property
    def count(self) -> int:
        return self._count

    @Slot(int)
    def set_count(self, count: int) -> None:
        # More cards draw more layers, and the layers widen the bounding rect.
        set_if_changed(self, "_count", max(0, int(count)), geometry=True)

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

    def sprite_state(self):
        return (self.layers(), self._label if not self._count else "", self._min_text,
                assets.ART.generation) + self.overlay_state()

    def paint_vectors(self, painter: QPainter, option, widget=None) -> None:
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
        self._paint_overlays(painter, CARD_RECT)
        painter.restore()

    def _paint_empty(self, painter: QPainter) -> None:
        rect = CARD_RECT.adjusted(2, 2, -2, -2)
        painter.setBrush(QColor(0, 0, 0, 30))
        pen = QPen(QColor(255, 255, 255, 150), 2.5, Qt.PenStyle.DashLine)
        pen.setDashPattern([4.0, 3.0])
        painter.setPen(pen)
        painter.drawRoundedRect(rect, CARD_RADIUS, CARD_RADIUS)
        layout = self.label_layout() if self._label else None
        if layout is not None:
            font, flags, box = layout
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 200))
            painter.drawText(box, flags, self._label)

    @property
    def label(self) -> str:
        return self._label

    def label_layout(self) -> Optional[tuple[QFont, int, QRectF]]:
        """The font, text flags and box the empty pile's name is drawn with: the largest
        size from 15 down to the smallest legible one (`LEGIBLE_PX`, or the table's smallest
        text if larger) at which it fits, breaking only between words or at a soft hyphen
        (the Danish "Kassations-bunke"). None when it fits at none: a name too small to read, or
        cut anywhere, helps nobody, and the count under the pile says what it is."""
        box = CARD_RECT.adjusted(8, 10, -8, -10)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        font = QFont()
        font.setWeight(QFont.Weight.DemiBold)
        smallest = max(self.LEGIBLE_PX, math.ceil(self._min_text))
        for size in range(max(15, smallest), smallest - 1, -1):
            font.setPixelSize(size)
            needed = QFontMetricsF(font).boundingRect(box, flags, self._label)
            if needed.width() <= box.width() and needed.height() <= box.height():
                return font, flags, box
        return None
