"""The felt as one view shows it, kept as a viewport-sized picture: a redraw blits it instead of
filling two gradient ellipses again.

A picture is kept per view geometry (viewport size, device pixel ratio, zoom and scroll, the
table's rect) in the current theme, the last few of them, so zooming back or restoring the
window's size finds the felt it had; anything new paints it again from the vectors
(`TableScene.drawBackground`), crisp at any zoom and device pixel ratio.

While the view settles after a zoom or a resize (`draw(..., scaled=True)`), a geometry not
kept is not painted: a picture kept of the same table is blitted to it (one at the same scale,
shifted, if there is one, else the last one drawn, scaled), and only what it does not cover
(zooming out, a larger window) is painted from the vectors. The crisp picture is painted once
the view has settled.
"""

from __future__ import annotations

from collections import OrderedDict

import math

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from . import themes

__all__ = ["FeltCache"]


class FeltCache:
    """Felt pictures of one view, the last `KEEP` geometries."""

    KEEP = 3  # the geometry shown, the one zoomed from, the window's other size

    def __init__(self) -> None:
        self._pictures: "OrderedDict[tuple, QPixmap]" = OrderedDict()
        self._theme = None
        # The last picture drawn, with its key (the geometry it was painted for).
        self._last: "tuple[tuple, QPixmap] | None" = None

    def clear(self) -> None:
        self._pictures.clear()
        self._last = None

    def __len__(self) -> int:
        return len(self._pictures)

    def draw(self, view, painter: QPainter, exposed, scaled: bool = False) -> bool:
        """Blit the felt for `view` with `painter` (the view's own, in scene units); False
        when this painter or this redraw is not one to cache (the caller paints vectors).
        `scaled`: the geometry is still moving; a felt not kept is the last one, scaled."""
        scene = view.scene()
        table = scene.table_rect() if scene is not None else None
        transform = view.viewportTransform()
        if table is None or painter.device() is None or painter.worldTransform() != transform:
            return False  # e.g. QGraphicsView.render into a printer: vectors
        theme = themes.current()
        if theme is not self._theme:
            self.clear()
            self._theme = theme
        size = view.viewport().size()
        dpr = painter.device().devicePixelRatioF()
        key = self._key(size, dpr, transform, table)
        picture = self._pictures.get(key)
        if picture is None and scaled:
            source = self._source(key)
            if source is not None:
                self._draw_scaled(view, painter, transform, exposed, *source)
                return True
        if picture is None:
            # A scrolled strip is cheaper to paint than a whole new picture.
            shown = transform.mapRect(exposed)
            if shown.width() * shown.height() < 0.5 * size.width() * size.height():
                return False
            picture = self._paint(view, painter, size, dpr, theme)
            self._pictures[key] = picture
            while len(self._pictures) > self.KEEP:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(key)
        self._last = (key, picture)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(0, 0, picture)
        painter.restore()
        return True

    @staticmethod
    def _key(size, dpr: float, transform: QTransform, table) -> tuple:
        return (size.width(), size.height(), dpr, transform.m11(), transform.m12(),
                transform.m21(), transform.m22(), transform.dx(), transform.dy(),
                table.x(), table.y(), table.width(), table.height())

    def has(self, view) -> bool:
        """Whether the felt for `view` as it is now is kept (a redraw blits it as it is)."""
        scene = view.scene()
        table = scene.table_rect() if scene is not None else None
        if table is None or themes.current() is not self._theme:
            return False
        viewport = view.viewport()
        return self._key(viewport.size(), viewport.devicePixelRatioF(),
                         view.viewportTransform(), table) in self._pictures

    def _source(self, key: tuple) -> "tuple[QPixmap, QTransform] | None":
        """A picture kept of the same table and pixel ratio to show scaled for `key`: one at
        the same scale if kept (a plain blit, shifted), else the last one drawn."""
        same = [(k, p) for k, p in self._pictures.items()
                if k[2] == key[2] and k[9:] == key[9:] and k[3:7] == key[3:7]]
        if same:
            found, picture = same[-1]
        elif self._last is not None and self._last[0][2] == key[2] \
                and self._last[0][9:] == key[9:]:
            found, picture = self._last
        else:
            return None
        return picture, QTransform(*found[3:7], *found[7:9])

    def _draw_scaled(self, view, painter: QPainter, transform: QTransform, exposed,
                     picture: QPixmap, old: QTransform) -> None:
        old_to_new = old.inverted()[0] * transform  # the old device to the new one
        size = view.viewport().size()
        covered = old_to_new.mapRect(QRect(0, 0, round(picture.width() / picture.devicePixelRatio()),
                                           round(picture.height() / picture.devicePixelRatio()))
                                     .toRectF())
        painter.save()
        # Nearest pixels: a frame or a few while the geometry moves, at a plain blit's cost.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.setWorldTransform(old_to_new)
        painter.drawPixmap(0, 0, picture)
        painter.restore()
        inside = QRect(math.ceil(covered.left()), math.ceil(covered.top()), 0, 0)
        inside.setRight(math.floor(covered.right()) - 1)
        inside.setBottom(math.floor(covered.bottom()) - 1)
        # What it leaves, strips along the edges, from the vectors: each clipped to a plain
        # rect (a region of several made Qt rasterise both ovals whole).
        width, height = size.width(), size.height()
        top, bottom = max(0, inside.top()), min(height, inside.bottom() + 1)
        left, right = max(0, inside.left()), min(width, inside.right() + 1)
        if top >= bottom or left >= right:
            strips = [QRect(0, 0, width, height)]
        else:
            strips = [QRect(0, 0, width, top), QRect(0, bottom, width, height - bottom),
                      QRect(0, top, left, bottom - top),
                      QRect(right, top, width - right, bottom - top)]
        for strip in strips:
            if strip.isEmpty():
                continue
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.setClipRect(strip, Qt.ClipOperation.IntersectClip)
            painter.setWorldTransform(transform)
            view.scene().drawBackground(painter, transform.inverted()[0].mapRect(
                strip.toRectF()))
            painter.restore()

    @staticmethod
    def _paint(view, painter: QPainter, size, dpr: float, theme) -> QPixmap:
        picture = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        picture.setDevicePixelRatio(dpr)
        picture.fill(theme.room)  # opaque: the blit is a plain copy
        felt_painter = QPainter(picture)
        try:
            felt_painter.setRenderHints(painter.renderHints())
            felt_painter.setWorldTransform(view.viewportTransform())
            whole = view.mapToScene(view.viewport().rect()).boundingRect()
            view.scene().drawBackground(felt_painter, whole)
        finally:
            felt_painter.end()
        return picture
