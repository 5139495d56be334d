"""Paint a table item from a picture of itself at device resolution: one blit instead of its
vectors, text and gradients on every redraw.

An item that mixes in `CachedPaint` paints in `paint_vectors` and says in `sprite_state` what
its picture depends on (None: paint the vectors, e.g. half way through turning over). The
picture is keyed by that state and by the item's scale and turn on the device (the painter's
transform times the device pixel ratio), so a new zoom or screen paints it again from the
vectors, crisp, and going back finds the earlier one. Only quarter turns are cached; any other
angle, and any picture the table would make anew while cards fly (their size changes every
frame), is painted from the vectors as before.

Where the item's origin falls within a device pixel is part of the key too, in quarter pixels,
so a picture lands within an eighth of a pixel of where its vectors would: edges antialias as
they did.
"""

from __future__ import annotations

import math
from typing import Hashable, Optional

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from ..sprite_cache import SPRITES, Sprite
from . import themes

__all__ = ["CachedPaint", "sprite_key"]

_EPS = 1e-6
_style = [None]  # the theme the cached sprites were painted in


def _forget_other_themes() -> None:
    # themes.set_theme clears the cache too; this catches a theme made current any other way.
    theme = themes.current()
    if _style[0] is not theme:
        SPRITES.clear()
        _style[0] = theme


def _device_linear(painter: QPainter) -> Optional[tuple]:
    """The item-to-device-pixel scale and turn, if it is a quarter turn (else None)."""
    device = painter.device()
    if device is None:
        return None
    t = painter.worldTransform()
    if t.type().value > QTransform.TransformationType.TxRotate.value:
        return None
    m11, m12, m21, m22 = t.m11(), t.m12(), t.m21(), t.m22()
    if not ((abs(m12) < _EPS and abs(m21) < _EPS) or (abs(m11) < _EPS and abs(m22) < _EPS)):
        return None
    dpr = device.devicePixelRatioF()
    # Rounded so the same zoom gives the same key whatever float noise the transforms carry.
    return (round(m11 * dpr, 4), round(m12 * dpr, 4), round(m21 * dpr, 4), round(m22 * dpr, 4),
            dpr)


def _split(position: float) -> tuple[int, float]:
    """A device coordinate as a whole pixel and the quarter pixels past it."""
    whole = math.floor(position)
    quarters = round((position - whole) * SUBPIXELS) / SUBPIXELS
    if quarters >= 1.0:
        return whole + 1, 0.0
    return whole, quarters


SUBPIXELS = 4


def sprite_key(item, painter: QPainter) -> Optional[tuple]:
    """The cache key of `item`'s picture for this painter, or None if it is not cached."""
    state = item.sprite_state()
    if state is None:
        return None
    linear = _device_linear(painter)
    if linear is None:
        return None
    t = painter.worldTransform()
    dpr = linear[4]
    fraction = (_split(t.dx() * dpr)[1], _split(t.dy() * dpr)[1])
    # Texts mirror right to left (the plates' name and chips).
    return (type(item).__name__, state, linear, fraction, painter.layoutDirection())


def _render(item, key: tuple, painter: QPainter, option, widget) -> Sprite:
    m11, m12, m21, m22, dpr = key[2]
    fx, fy = key[3]
    device = QTransform(m11, m12, m21, m22, fx, fy)
    bounds = device.mapRect(item.boundingRect())
    left, top = math.floor(bounds.left()), math.floor(bounds.top())
    width = max(1, math.ceil(bounds.right()) - left)
    height = max(1, math.ceil(bounds.bottom()) - top)
    pixmap = QPixmap(width, height)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    sprite_painter = QPainter(pixmap)
    try:
        sprite_painter.setRenderHints(painter.renderHints())
        sprite_painter.setLayoutDirection(painter.layoutDirection())
        sprite_painter.setTransform(QTransform(m11 / dpr, m12 / dpr, m21 / dpr, m22 / dpr,
                                               (fx - left) / dpr, (fy - top) / dpr))
        item.paint_vectors(sprite_painter, option, widget)
    finally:
        sprite_painter.end()
    return Sprite(pixmap, QPoint(left, top))


class CachedPaint:
    """Mix into a QGraphicsItem before it: `paint` blits the item's sprite when it can."""

    def sprite_state(self) -> Optional[Hashable]:
        """Everything the picture depends on besides size and turn; None: do not cache."""
        return None

    def paint_vectors(self, painter: QPainter, option, widget=None) -> None:
        raise NotImplementedError

    def _sprites_may_grow(self) -> bool:
        # While cards fly, sizes change every frame: new pictures would be painted once each.
        scene = self.scene()
        animator = getattr(scene, "animator", None)
        return animator is None or not animator.busy

    def paint(self, painter: QPainter, option, widget=None) -> None:
        key = sprite_key(self, painter)
        if key is None:
            self.paint_vectors(painter, option, widget)
            return
        _forget_other_themes()
        sprite = SPRITES.get(key)
        if sprite is None:
            if not self._sprites_may_grow():
                self.paint_vectors(painter, option, widget)
                return
            sprite = _render(self, key, painter, option, widget)
            SPRITES.put(key, sprite)
        t = painter.worldTransform()
        dpr = key[2][4]
        x = _split(t.dx() * dpr)[0] + sprite.offset.x()
        y = _split(t.dy() * dpr)[0] + sprite.offset.y()
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(x / dpr, y / dpr), sprite.pixmap)
        painter.restore()
