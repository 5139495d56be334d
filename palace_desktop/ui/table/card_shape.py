"""The card-shaped base of cards and piles: the card's rect, shadow, highlights, focus ring, dimming.

A card is centred on its item origin, so rotating a soldier by 90 degrees happens in place.
Highlights and the focus ring are drawn around the card, never over its face, so a lit card
stays readable; dimming is an overlay, so `opacity` stays free for the animator.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Optional

from PySide6.QtCore import QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject

from .. import assets
from . import themes
from .sprite import CARD_PX, glow, set_if_changed

__all__ = ["CARD_H", "CARD_RADIUS", "CARD_RECT", "CARD_W", "CardShapedItem", "HIGHLIGHTS",
           "MARGIN"]

CARD_W = CARD_PX
CARD_H = CARD_PX * assets.CARD_ASPECT
CARD_RECT = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
CARD_RADIUS = CARD_W * 0.06  # matches the corner radius of the art
# Room outside the card for the shadow, glows and the focus ring, so boundingRect covers them.
MARGIN = 18.0

def paint_focus_ring(painter: QPainter, ring: QRectF, radius: float) -> None:
    """The keyboard's focus ring in the table's theme: two-tone dashes that read on the felt
    and on a white face, or in high contrast a wide solid yellow ring edged in black."""
    theme = themes.current()
    width = 7.0 if theme.high_contrast else 4.0
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.focus_edge, width + (4.0 if theme.high_contrast else 0.0)))
    painter.drawRoundedRect(ring, radius, radius)
    line = QPen(theme.focus, width, Qt.PenStyle.SolidLine if theme.high_contrast
                else Qt.PenStyle.DashLine)
    if not theme.high_contrast:
        line.setDashPattern([3.0, 2.0])
    painter.setPen(line)
    painter.drawRoundedRect(ring, radius, radius)


HIGHLIGHTS = (None, "drop", "target", "selected", "best", "excluded")


def paint_shadow_vectors(painter: QPainter, rect: QRectF) -> None:
    """A card's shadow under `rect`, from the vectors: two soft rounded rects, down right."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 34))
    painter.drawRoundedRect(rect.translated(1.5, 4.0).adjusted(-1, -1, 1, 1),
                            CARD_RADIUS + 1, CARD_RADIUS + 1)
    painter.setBrush(QColor(0, 0, 0, 46))
    painter.drawRoundedRect(rect.translated(1.0, 2.0), CARD_RADIUS, CARD_RADIUS)


# Where the shadow paints, from the card's top left (with a unit for its antialiased edges).
_SHADOW_BOX = QRectF(-0.5, 1.0, CARD_W + 3.0, CARD_H + 5.0)
_SHADOWS: "OrderedDict[tuple, tuple[QPixmap, int, int]]" = OrderedDict()
_SHADOWS_KEPT = 128  # quarter turns and quarter pixels of a few zoom levels
_EPS = 1e-6
# Shadows are placed to a quarter of a device pixel, as the sprites (half pixels, a quarter of
# the pictures, were up to 15 levels off the vectors at a soft edge and saved nothing a
# first show could measure).
_STEPS = 4


def _split(position: float) -> tuple[int, float]:
    """A device coordinate as a whole pixel and the quarter pixels past it."""
    whole = math.floor(position)
    part = round((position - whole) * _STEPS) / _STEPS
    return (whole + 1, 0.0) if part >= 1.0 else (whole, part)


def _paint_shadow_picture(painter: QPainter, rect: QRectF) -> bool:
    """Draw the shadow under `rect` as a picture made in device pixels (for its scale, its
    quarter turn and its place within a pixel, to a quarter pixel); False where a
    picture would not do: a turn that is no quarter turn, a card squeezed by a flip, a rect
    of another size than a card's."""
    device = painter.device()
    size = rect.size()
    if device is None or abs(size.width() - CARD_W) > _EPS or abs(size.height() - CARD_H) > _EPS:
        return False
    t = painter.worldTransform()
    if t.type().value > QTransform.TransformationType.TxRotate.value:
        return False
    m11, m12, m21, m22 = t.m11(), t.m12(), t.m21(), t.m22()
    if abs(m12) < _EPS and abs(m21) < _EPS:
        sx, sy = abs(m11), abs(m22)
    elif abs(m11) < _EPS and abs(m22) < _EPS:
        sx, sy = abs(m12), abs(m21)
    else:
        return False
    if abs(sx - sy) > _EPS * max(1.0, sx):
        return False
    dpr = device.devicePixelRatioF()
    m11, m12, m21, m22 = m11 * dpr, m12 * dpr, m21 * dpr, m22 * dpr
    corner = t.map(rect.topLeft())
    whole_x, fx = _split(corner.x() * dpr)
    whole_y, fy = _split(corner.y() * dpr)
    key = (round(m11, 4), round(m12, 4), round(m21, 4), round(m22, 4), fx, fy, dpr)
    found = _SHADOWS.get(key)
    if found is None:
        found = _render_shadow(QTransform(m11, m12, m21, m22, fx, fy), dpr)
        _SHADOWS[key] = found
        while len(_SHADOWS) > _SHADOWS_KEPT:
            _SHADOWS.popitem(last=False)
    else:
        _SHADOWS.move_to_end(key)
    shadow, left, top = found
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF((whole_x + left) / dpr, (whole_y + top) / dpr), shadow)
    painter.restore()
    return True


def _render_shadow(device: QTransform, dpr: float) -> "tuple[QPixmap, int, int]":
    """The shadow of a card whose top left is at `device` (card units to device pixels, the
    top left within its pixel), with the pixel offset of the picture's top left. Its pixel
    ratio is set here, once: setting it on a shared pixmap copies the pixmap."""
    bounds = device.mapRect(_SHADOW_BOX)
    left, top = math.floor(bounds.left()), math.floor(bounds.top())
    width = max(1, math.ceil(bounds.right()) - left)
    height = max(1, math.ceil(bounds.bottom()) - top)
    shadow = QPixmap(width, height)
    shadow.fill(Qt.GlobalColor.transparent)
    shadow_painter = QPainter(shadow)
    try:
        shadow_painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        shadow_painter.setTransform(device * QTransform.fromTranslate(-left, -top))
        paint_shadow_vectors(shadow_painter, QRectF(0.0, 0.0, CARD_W, CARD_H))
    finally:
        shadow_painter.end()
    shadow.setDevicePixelRatio(dpr)
    return shadow, left, top


def clear_shadows() -> None:
    """Drop the shadows' pictures (what a first show finds)."""
    _SHADOWS.clear()


class CardShapedItem(QGraphicsObject):
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
        set_if_changed(self, "_highlight", kind)

    def highlight(self) -> Optional[str]:
        return self._highlight

    @Slot(bool)
    def set_focus_ring(self, on: bool) -> None:
        set_if_changed(self, "_focus_ring", bool(on))

    def has_focus_ring(self) -> bool:
        return self._focus_ring

    def overlay_state(self) -> tuple:
        """What the overlays drawn on top of the art depend on (part of a sprite's key)."""
        return (self._highlight, self._focus_ring, self._dimmed)

    @Slot(bool)
    def set_dimmed(self, on: bool) -> None:
        """Dim the item (an eliminated seat's cards)."""
        set_if_changed(self, "_dimmed", bool(on))

    # -- geometry -------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return CARD_RECT.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def sprite_rect(self) -> QRectF:
        # Without a glow or the focus ring, the picture needs the card and its shadow alone
        # (the shadow reaches 2.5 right and 5 down, the antialiased edges one more): fewer
        # pixels to fill and to blit than the margins kept for the glows.
        if self._focus_ring or self._highlight not in (None, "excluded"):
            return self.boundingRect()
        return self.boundingRect().adjusted(MARGIN - 1.0, MARGIN - 1.0, 3.5 - MARGIN,
                                            6.0 - MARGIN)

    def shape(self) -> QPainterPath:
        # Hits and drop overlaps use the card itself, not the glow margins.
        path = QPainterPath()
        path.addRoundedRect(CARD_RECT, CARD_RADIUS, CARD_RADIUS)
        return path

    # -- painting helpers -----------------------------------------------------------------------

    @staticmethod
    def _paint_shadow(painter: QPainter, rect: QRectF) -> None:
        """The card's shadow under `rect`: a picture of it at this device scale, painted once
        (two antialiased rounded rects per card were a third of a first show)."""
        if not _paint_shadow_picture(painter, rect):
            paint_shadow_vectors(painter, rect)

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
            self._paint_glow(painter, rect, kind)
        if self._focus_ring:
            paint_focus_ring(painter, rect.adjusted(-8.0, -8.0, 8.0, 8.0), CARD_RADIUS + 8)

    @staticmethod
    def _paint_glow(painter: QPainter, rect: QRectF, kind: str) -> None:
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
            glow(painter, edge, radius, QColor("#ffe27a"), (20.0, 12.0, 5.0), (40, 80, 190))
        elif kind == "target":
            # Where the card would land: bigger and brighter than "drop", white-hot edge.
            glow(painter, edge, radius, QColor("#ffcf2e"), (34.0, 22.0, 12.0), (60, 120, 220))
            glow(painter, edge, radius, QColor("#fffbe3"), (5.0,), (255,))
        elif kind == "selected":
            glow(painter, edge, radius, QColor("#3d9bff"), (18.0, 10.0), (60, 255))
        elif kind == "best":
            # A crisp gold frame: one of the five cards that make the hand.
            glow(painter, edge, radius, QColor("#f5c542"), (22.0, 11.0), (50, 255))
            glow(painter, edge.adjusted(-6, -6, 6, 6), radius + 6, QColor("#fff1b8"),
                 (1.5,), (230,))
        painter.restore()
