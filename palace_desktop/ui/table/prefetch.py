"""Pictures for the next zoom steps, painted ahead while the table is idle.

A zoom to a scale the table has not shown paints every picture again from the vectors once
the zoom rests (`TableView.settle_now`): 110-170 ms at 1080p with 6 seats, 230-270 ms at 4K
with 10, on a loaded machine, in one go on the GUI thread. Once a zoom has rested `IDLE_MS`,
this paints the pictures one zoom step in and one step out would show, one item per turn of
the event loop (a zero timer: input and animation frames go first), so the next step finds
them: its first frame shows them crisp, and its settle paints only the felt.

Nothing is painted while cards fly, while a zoom or resize waits to settle, while the view is
hidden, or once what it has painted for the zoom shown comes to half the picture cache's
budget (`SPRITES.limit_bytes`): what is painted ahead must not push out what is on show. (It
stopped once the cache itself held half its budget; in a long session the cache is full of
earlier pictures, so it never painted, and with the budget one or two table areas, issue 43.2,
not even after the first zoom.) One step in costs about 1.5x the pictures
on show. At a fractional device pixel ratio it does nothing: the view's scroll offset, whole
logical pixels, then falls between device pixels, so where a picture will lie within its
pixel (part of its key) is not known ahead. Only a zoom starts it (not a resize or the first
show), and it stops once its list is done: a table nobody zooms runs no timer of it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtGui import QTransform

from ..sprite_cache import SPRITES, pixmap_bytes
from .cached_paint import CachedPaint, _forget_other_themes, _key, _render

__all__ = ["ZoomPrefetch"]


class ZoomPrefetch(QObject):
    """Paints ahead, for one `TableView`, the pictures of the zoom steps next to its own."""

    IDLE_MS = 300
    BUDGET_SHARE = 0.5  # of the picture cache's budget: the most painted ahead for one zoom

    def __init__(self, view) -> None:
        super().__init__(view)
        self._view = view
        self._queue: list = []
        self._dpr = 1.0
        self._direction = None
        self.painted = 0  # pictures painted ahead so far (tests, diagnostics)
        self.painted_bytes = 0  # the bytes of those painted for the zoom shown
        self._idle = QTimer(self)
        self._idle.setObjectName("table zoom prefetch idle")
        self._idle.setSingleShot(True)
        self._idle.setInterval(self.IDLE_MS)
        self._idle.timeout.connect(self.start_now)
        self._tick = QTimer(self)
        self._tick.setObjectName("table zoom prefetch")
        self._tick.setInterval(0)
        self._tick.timeout.connect(self.step)

    def later(self) -> None:
        """A zoom has come to rest: paint ahead once the table has stayed so `IDLE_MS`."""
        self.stop()
        self._idle.start()

    def stop(self) -> None:
        self._idle.stop()
        self._tick.stop()
        self._queue.clear()

    def running(self) -> bool:
        return self._idle.isActive() or self._tick.isActive()

    def zooms(self) -> list[float]:
        """The zooms one step in and one step out give (`TableView.zoom_in`, `zoom_out`),
        leaving out the zoom shown."""
        view = self._view
        steps = []
        for zoom in (view.zoom * 1.25, view.zoom / 1.25):
            zoom = max(view.MIN_ZOOM, min(view.MAX_ZOOM, zoom))
            if zoom != view.zoom and zoom not in steps:
                steps.append(zoom)
        return steps

    def _over_budget(self) -> bool:
        return self.painted_bytes > SPRITES.limit_bytes * self.BUDGET_SHARE

    def _may_work(self) -> bool:
        view = self._view
        return view.isVisible() and not view.settling() and not view.table_scene().busy

    @Slot()
    def start_now(self) -> None:
        """List the work (every picture on show, at each next zoom step) and start it."""
        self.stop()
        self.painted_bytes = 0
        view = self._view
        if not self._may_work():
            if view.isVisible() and view.table_scene().busy:
                self._idle.start()  # again, once the cards have landed
            return
        dpr = view.viewport().devicePixelRatioF()
        if dpr != int(dpr) or self._over_budget():
            return
        scene = view.table_scene()
        items = [item for item in scene.items()
                 if isinstance(item, CachedPaint) and item.isVisible()]
        work = [(item, view.scale_for_zoom(zoom)) for zoom in self.zooms() for item in items]
        work.reverse()  # taken from the end: the first step's first
        self._queue = work
        self._dpr, self._direction = dpr, view.layoutDirection()
        if work:
            self._tick.start()

    @Slot()
    def step(self) -> None:
        """Paint the next picture on the list, if it is not kept already."""
        if not self._queue or not self._may_work() or self._over_budget():
            self.stop()
            return
        item, scale = self._queue.pop()
        try:
            self._paint_ahead(item, scale)
        except RuntimeError:
            pass  # the item was deleted since (another table)
        if not self._queue:
            self._tick.stop()

    def _paint_ahead(self, item, scale: float) -> None:
        view = self._view
        if item.scene() is not view.table_scene() or not item.isVisible():
            return
        # On the device at that zoom: the item's scene transform, then the view's scale. The
        # view's scroll offset is whole device pixels (at a whole pixel ratio), so it moves
        # no picture within its pixel and is left out.
        transform = item.sceneTransform() * QTransform.fromScale(scale, scale)
        key = _key(item, transform, self._dpr, self._direction)
        if key is None:
            return
        _forget_other_themes()
        if SPRITES.get(key) is None:
            sprite = _render(item, key, view.renderHints(), self._direction)
            SPRITES.put(key, sprite)
            self.painted += 1
            self.painted_bytes += pixmap_bytes(sprite.pixmap)
