"""The felt as one view shows it, kept as a viewport-sized picture: a redraw blits it instead of
filling two gradient ellipses again.

A picture is kept per view geometry (viewport size, device pixel ratio, zoom and scroll, the
table's rect) in the current theme, the last few of them, so zooming back or restoring the
window's size finds the felt it had; anything new paints it again from the vectors
(`TableScene.drawBackground`), crisp at any zoom and device pixel ratio.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtGui import QPainter, QPixmap, QTransform

from . import themes

__all__ = ["FeltCache"]


class FeltCache:
    """Felt pictures of one view, the last `KEEP` geometries."""

    KEEP = 3  # the geometry shown, the one zoomed from, the window's other size

    def __init__(self) -> None:
        self._pictures: "OrderedDict[tuple, QPixmap]" = OrderedDict()
        self._theme = None

    def clear(self) -> None:
        self._pictures.clear()

    def __len__(self) -> int:
        return len(self._pictures)

    def draw(self, view, painter: QPainter, exposed) -> bool:
        """Blit the felt for `view` with `painter` (the view's own, in scene units); False
        when this painter or this redraw is not one to cache (the caller paints vectors)."""
        scene = view.scene()
        table = scene.table_rect() if scene is not None else None
        transform = view.viewportTransform()
        if table is None or painter.device() is None or painter.worldTransform() != transform:
            return False  # e.g. QGraphicsView.render into a printer: vectors
        theme = themes.current()
        if theme is not self._theme:
            self._pictures.clear()
            self._theme = theme
        viewport = view.viewport()
        size = viewport.size()
        dpr = painter.device().devicePixelRatioF()
        key = (size.width(), size.height(), dpr, transform.m11(), transform.m12(),
               transform.m21(), transform.m22(), transform.dx(), transform.dy(),
               table.x(), table.y(), table.width(), table.height())
        picture = self._pictures.get(key)
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
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(0, 0, picture)
        painter.restore()
        return True

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
