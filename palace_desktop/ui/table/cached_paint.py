"""Show a table item as a picture of itself at device resolution: a redraw blits it (in Qt,
without calling Python at all) instead of painting its vectors, text and gradients again.

An item that mixes in `CachedPaint` paints in `paint_vectors` and says in `sprite_state` what
its picture depends on (None: paint the vectors, e.g. half way through turning over). The
picture (a sprite, `ui/sprite_cache.py`) is keyed by that state and by the item's scale and
turn on the device (the view's transform times the device pixel ratio), so a new zoom or
screen paints it again from the vectors, crisp, and going back finds the earlier one. Where
the item's origin falls within a device pixel is part of the key too, in quarter pixels, so a
picture lands within an eighth of a pixel of where its vectors would: edges antialias as
they did.

The picture is shown by a child QGraphicsPixmapItem placed pixel for pixel on the device,
while the item itself paints nothing (ItemHasNoContents). When the item's state, place or
size changes (`update`, `itemChange`) it paints its vectors until, once the changes are over
(a zero timer), it puts its picture right; the view asks every item at once when its zoom,
size, device pixel ratio or theme changes (`refresh_pictures`). Only quarter turns are shown
as pictures; any other angle, and any picture the table would make anew while cards fly
(their size changes every frame), is painted from the vectors. Painted by a painter of its
own (a test's scene.render, a picture for a dialog), an item blits its sprite in `paint`.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Hashable, Optional

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem

from ..sprite_cache import SPRITES, Sprite
from . import themes
from .sprite_budget import reserve_for

__all__ = ["CachedPaint", "SUBPIXELS", "refresh_pictures", "sprite_key"]

_EPS = 1e-6
SUBPIXELS = 4  # a picture's origin is kept to a quarter of a device pixel
_style = [None]  # the theme the cached sprites were painted in
_Flag = QGraphicsItem.GraphicsItemFlag
_Change = QGraphicsItem.GraphicsItemChange
_MOVES = frozenset({_Change.ItemPositionHasChanged, _Change.ItemTransformHasChanged,
                    _Change.ItemRotationHasChanged, _Change.ItemScaleHasChanged,
                    _Change.ItemTransformOriginPointHasChanged, _Change.ItemSceneHasChanged,
                    _Change.ItemVisibleHasChanged, _Change.ItemParentHasChanged})


def _forget_other_themes() -> None:
    # themes.set_theme clears the cache too; this catches a theme made current any other way.
    theme = themes.current()
    if _style[0] is not theme:
        SPRITES.clear()
        _style[0] = theme


def _split(position: float) -> tuple[int, float]:
    """A device coordinate as a whole pixel and the quarter pixels past it."""
    whole = math.floor(position)
    quarters = round((position - whole) * SUBPIXELS) / SUBPIXELS
    if quarters >= 1.0:
        return whole + 1, 0.0
    return whole, quarters


_TxType = QTransform.TransformationType
# The transforms `_key` may take (a quarter turn at most), as a tuple: `in` finds a member by
# identity, where comparing the enum's values (or hashing one) costs Python enum calls, on
# every item of every refresh.
_QUARTER_TYPES = tuple(kind for kind in _TxType if kind.value <= _TxType.TxRotate.value)
_LTR, _RTL = Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft


def _direction(direction) -> int:
    """A layout direction as a key part that hashes without a Python enum call."""
    return 0 if direction is _LTR else 1 if direction is _RTL else 2


def _key(item, t: QTransform, dpr: float, direction) -> Optional[tuple]:
    """The key of `item`'s picture under the item-to-device transform `t`, or None when it is
    not to be a picture (its state says so, or `t` is no quarter turn)."""
    state = item.sprite_state()
    if state is None:
        return None
    if t.type() not in _QUARTER_TYPES:  # no shear, no perspective (found by identity)
        return None
    m11, m12, m21, m22 = t.m11(), t.m12(), t.m21(), t.m22()
    if not ((abs(m12) < _EPS and abs(m21) < _EPS) or (abs(m11) < _EPS and abs(m22) < _EPS)):
        return None
    # Rounded so the same zoom gives the same key whatever float noise the transforms carry.
    linear = (round(m11 * dpr, 4), round(m12 * dpr, 4), round(m21 * dpr, 4),
              round(m22 * dpr, 4), dpr)
    fraction = (_split(t.dx() * dpr)[1], _split(t.dy() * dpr)[1])
    # Texts mirror right to left (the plates' name and chips).
    return (type(item).__name__, state, linear, fraction, _direction(direction))


def sprite_key(item, painter: QPainter) -> Optional[tuple]:
    """The cache key of `item`'s picture for this painter, or None if it is not cached."""
    device = painter.device()
    if device is None:
        return None
    return _key(item, painter.worldTransform(), device.devicePixelRatioF(),
                painter.layoutDirection())


def _render(item, key: tuple, hints, direction, option=None, widget=None) -> Sprite:
    m11, m12, m21, m22, dpr = key[2]
    fx, fy = key[3]
    device = QTransform(m11, m12, m21, m22, fx, fy)
    # An item may say it paints less than its bounding rect now (`sprite_rect`).
    paints = item.sprite_rect() if hasattr(item, "sprite_rect") else item.boundingRect()
    bounds = device.mapRect(paints)
    left, top = math.floor(bounds.left()), math.floor(bounds.top())
    width = max(1, math.ceil(bounds.right()) - left)
    height = max(1, math.ceil(bounds.bottom()) - top)
    pixmap = QPixmap(width, height)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    sprite_painter = QPainter(pixmap)
    try:
        sprite_painter.setRenderHints(hints)
        sprite_painter.setLayoutDirection(direction)
        sprite_painter.setTransform(QTransform(m11 / dpr, m12 / dpr, m21 / dpr, m22 / dpr,
                                               (fx - left) / dpr, (fy - top) / dpr))
        item.paint_vectors(sprite_painter, option, widget)
    finally:
        sprite_painter.end()
    return Sprite(pixmap, QPoint(left, top))


def _device_corner(t: QTransform, dpr: float, sprite: Sprite) -> tuple[int, int]:
    """Where the sprite's top left goes, in device pixels, for the item transform `t`."""
    return (_split(t.dx() * dpr)[0] + sprite.offset.x(),
            _split(t.dy() * dpr)[0] + sprite.offset.y())


class _Picture(QGraphicsPixmapItem):
    """The sprite on show. The mouse never finds it: hits go to the item it shows."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.key: Optional[tuple] = None
        self.sprite: Optional[Sprite] = None
        self.hide()

    def shape(self) -> QPainterPath:
        return QPainterPath()


def refresh_pictures(scene, cached_only: bool = False) -> bool:
    """Put every item's picture right for the scene's view as it is now; whether every item
    now shows as it should at rest. `cached_only`: paint no new picture; an item whose
    picture for the view is not kept keeps the one it shows (scaled by the view) and makes
    the answer False."""
    view = _view_context(scene)  # what every item's key asks of the view, asked once
    if view is not None:
        reserve_for(view[0], scene)  # the cache holds what this table can show
    crisp = True
    for item in scene.items():
        if isinstance(item, CachedPaint) and not item.refresh_picture(cached_only, view):
            crisp = False
    return crisp


def _view_context(scene) -> Optional[tuple]:
    """(the scene's one view, its viewport transform, device pixel ratio, layout direction,
    and all that as a geometry key); None unless the scene has exactly one view."""
    views = scene.views()
    if len(views) != 1:
        return None
    view = views[0]
    transform = view.viewportTransform()
    dpr = view.viewport().devicePixelRatioF()
    direction = view.layoutDirection()
    geometry = (transform.m11(), transform.m12(), transform.m21(), transform.m22(),
                transform.dx(), transform.dy(), dpr, _direction(direction))
    return view, transform, dpr, direction, geometry


_MISSING = object()  # `_sprite_for`: a picture is wanted but not kept


class CachedPaint:
    """Mix into a QGraphicsItem, before it, to show the item as its sprite where it can."""

    # An item whose pictures no other item shows (a seat plate: its name, place, chips and
    # status) keeps those of its last STATES_KEPT states and lets older ones go: a plate's
    # chips change at every bet, and its pictures of past amounts are not shown again.
    STATES_KEPT = 0  # 0: pictures shared by all items, left to the cache's order

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._refresh_queued = False
        self._states: "OrderedDict[Hashable, set]" = OrderedDict()  # STATES_KEPT's keys
        # Where the picture went for the last few view geometries: {geometry: (state, scene
        # transform, key, picture transform)}, so a zoom or size shown again finds it
        # without working the key out (`refresh_picture`). No pixmap is held here: the
        # sprite is looked up in the cache, whose memory bound stays the only one.
        self._placed: dict = {}
        self._picture = _Picture(self)
        self.setFlag(_Flag.ItemSendsGeometryChanges, True)  # moves reach itemChange

    def sprite_state(self) -> Optional[Hashable]:
        """Everything the picture depends on besides size and turn; None: do not cache."""
        return None

    def paint_vectors(self, painter: QPainter, option, widget=None) -> None:
        raise NotImplementedError


    def picture_shown(self) -> bool:
        """Whether the item shows as its picture now (else it paints its vectors)."""
        return self._picture.isVisible()

    def _sprites_may_grow(self) -> bool:
        # While cards fly, sizes change every frame: new pictures would be painted once each.
        scene = self.scene()
        animator = getattr(scene, "animator", None)
        return animator is None or not animator.busy

    # -- keeping the picture right ------------------------------------------------------------

    def update(self, *args) -> None:
        super().update(*args)
        self._picture_stale()

    def itemChange(self, change, value):
        result = super().itemChange(change, value)
        if change in _MOVES:
            self._picture_stale()
        return result

    def _picture_stale(self) -> None:
        # The vectors paint until the picture is put right, once, when the changes are over
        # (a card placed takes several: scene, place, turn, size).
        picture = getattr(self, "_picture", None)
        if picture is None:
            return  # still being built
        if picture.key is not None:  # shown, or hidden with a hidden item
            self._hide_picture()
        if not self._refresh_queued:
            self._refresh_queued = True
            QTimer.singleShot(0, self, self._queued_refresh)

    def _queued_refresh(self) -> None:
        self._refresh_queued = False
        self.refresh_picture()

    def _hide_picture(self) -> None:
        # Let go of the picture too: a card turned down keeps no face anywhere.
        self._picture.hide()
        self._picture.setPixmap(QPixmap())
        self._picture.key = None
        self._picture.sprite = None
        # The item paints its vectors again until a picture shows: left on, it drew nothing.
        self.setFlag(_Flag.ItemHasNoContents, False)

    def picture_state(self) -> Optional[Hashable]:
        """The state the picture on show was painted for (None: none on show)."""
        key = self._picture.key
        return key[1] if key is not None else None

    def refresh_picture(self, cached_only: bool = False, view=None) -> bool:
        """Show the item as its picture for the scene's one view as it is now, or paint
        its vectors where it cannot be; whether it now shows as it should. `cached_only`:
        paint no new picture; if its picture is not kept, change nothing and say False.
        `view`: `_view_context(scene)`, if the caller asked it already."""
        picture = getattr(self, "_picture", None)
        if picture is None:
            return True  # still being built
        scene = self.scene()
        if scene is None or not self.isVisible():
            return True  # a hidden item's picture is hidden with it; showing it asks anew
        if view is None:
            view = _view_context(scene)
        placed = self._placed_before(view[4]) if view is not None else None
        if placed is None:
            placed = self._sprite_for(view, cached_only) if view is not None else None
            if type(placed) is tuple:
                self._remember(view[4], placed)
        if placed is _MISSING:
            return False
        if placed is None:
            if picture.key is not None:
                self._hide_picture()
            return True
        sprite, key, transform = placed
        # The same key may come with a new sprite: a new theme cleared the cache.
        if picture.sprite is not sprite:
            picture.setPixmap(sprite.pixmap)
            picture.sprite = sprite
        picture.key = key
        picture.setTransform(transform)
        if not picture.isVisibleTo(self):
            picture.show()
            self.setFlag(_Flag.ItemHasNoContents, True)
        return True

    KEEP_PLACES = 3  # view geometries remembered (as the felt keeps three)

    def _placed_before(self, geometry: tuple) -> Optional[tuple]:
        """What `_sprite_for` would answer for `geometry`, if remembered and still true: the
        item's state and scene transform as they were, its sprite still in the cache."""
        memo = self._placed.get(geometry)
        if memo is None:
            return None
        state, scene_transform, key, transform = memo
        if self.sprite_state() != state or self.sceneTransform() != scene_transform:
            return None
        _forget_other_themes()
        sprite = SPRITES.get(key)
        if sprite is None:
            return None
        self._keep_state(key)
        return sprite, key, transform

    def _keep_state(self, key: tuple) -> None:
        """`key`'s picture is in use: the pictures of states older than the last
        STATES_KEPT leave the cache."""
        if not self.STATES_KEPT:
            return
        states = self._states
        keys = states.pop(key[1], None) or set()
        keys.add(key)
        states[key[1]] = keys
        while len(states) > self.STATES_KEPT:
            for old in states.popitem(last=False)[1]:
                SPRITES.discard(old)

    def _remember(self, geometry: tuple, placed: tuple) -> None:
        _sprite, key, transform = placed
        self._placed.pop(geometry, None)
        self._placed[geometry] = (key[1], self.sceneTransform(), key, transform)
        while len(self._placed) > self.KEEP_PLACES:
            del self._placed[next(iter(self._placed))]

    def _sprite_for(self, view: tuple, cached_only: bool = False):
        """(sprite, key, picture transform) for this item in `view` (as `refresh_picture`
        takes it); None: paint the vectors; `_MISSING` (only if `cached_only`): a picture is
        wanted and not kept."""
        view, viewport_transform, dpr, direction, _geometry = view
        t = self.deviceTransform(viewport_transform)
        key = _key(self, t, dpr, direction)
        if key is None:
            return None
        _forget_other_themes()
        sprite = SPRITES.get(key)
        if sprite is None:
            if not self._sprites_may_grow():
                return None
            if cached_only:
                return _MISSING
            sprite = _render(self, key, view.renderHints(), direction)
            SPRITES.put(key, sprite)
        self._keep_state(key)
        inverse, invertible = t.inverted()
        if not invertible:
            return None
        x, y = _device_corner(t, dpr, sprite)
        # The picture's own transform undoes the item's, then puts it on whole pixels.
        return sprite, key, QTransform.fromTranslate(x / dpr, y / dpr) * inverse

    # -- painting, where the picture is not shown ---------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
        key = sprite_key(self, painter)
        if key is None:
            self.paint_vectors(painter, option, widget)
            return
        # A painter of its own (a test's scene.render, another view): blit the sprite.
        _forget_other_themes()
        sprite = SPRITES.get(key)
        if sprite is None:
            if not self._sprites_may_grow():
                self.paint_vectors(painter, option, widget)
                return
            sprite = _render(self, key, painter.renderHints(), painter.layoutDirection(),
                             option, widget)
            SPRITES.put(key, sprite)
        self._keep_state(key)
        dpr = key[2][4]
        x, y = _device_corner(painter.worldTransform(), dpr, sprite)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(x / dpr, y / dpr), sprite.pixmap)
        painter.restore()
