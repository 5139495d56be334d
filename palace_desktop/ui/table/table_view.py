"""`TableView`: the window onto the table scene (scene.py). It fits the table to its room,
zooms, settles a zoom or resize into a crisp layout, and carries the keyboard focus into and
out of the table's focus ring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsView

from ..child_wrappers import child_wrappers
from . import accessible
from .cached_paint import refresh_pictures
from .felt_cache import FeltCache

if TYPE_CHECKING:
    from .scene import TableScene


class TableView(QGraphicsView):
    """Fits the table to the window (keeping its proportions) times a zoom factor.

    A zoom or a resize of a table already on screen shows at once what the caches have: the
    pictures of the items and the felt, scaled to the new geometry (no item is asked
    anything). Once the geometry has rested `SETTLE_MS`, the table lays itself out again for
    the new size and every picture is painted crisp at the new scale (`settle_now`). The
    settle timer is a QTimer of the view's, stopped when the view hides (a view shown again
    settles at once), so a closed table leaves nothing running.
    """

    MIN_ZOOM = 1.0
    MAX_ZOOM = 3.0
    SETTLE_MS = 120

    def __init__(self, scene: TableScene, parent=None):
        super().__init__(scene, parent)
        self._children = child_wrappers(self)  # its viewport, found at once (child_wrappers.py)
        self.zoom = 1.0
        self._painted = False  # until the first frame, a new geometry lays out at once
        self._room = QSize()  # the room the table was last fitted to
        self._fitting = False
        self._settle_pending = False
        self._settle_timer = QTimer(self)
        self._settle_timer.setObjectName("table settle")
        self._settle_timer.setSingleShot(True)
        self._settle_timer.setInterval(self.SETTLE_MS)
        self._settle_timer.timeout.connect(self.settle_now)
        # The felt of the last few geometries: a redraw blits it (felt_cache.py). Not Qt's
        # CacheBackground, which would copy that picture once more on every zoom and resize.
        self.felt = FeltCache()
        self._prefetch = None  # `prefetch`
        self._zoomed = False  # a zoom waits to rest: once it has, paint the next steps ahead
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Zoomed in, the scroll bars lie over the table's edge (`_overlay_bars`, made at the
        # first zoom in: at its fit the table shows none).
        self._bar_style = None
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(400, 240)  # a small window's: its text stays legible (text_share)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        accessible.install()
        scene.gestures.on_focus_moved = self._focus_moved
        scene.settled.connect(self._table_settled)
        self._laying_out = False
        scene.sceneRectChanged.connect(self._scene_rect_changed)

    @Slot(QRectF)
    def _scene_rect_changed(self, _rect: QRectF) -> None:
        # Another table or text size laid the table out anew: fitted again, as for a resize
        # (a relayout of the view's own fits once it is done).
        if self._laying_out:
            return
        if self._fit():
            if self._painted and self.isVisible():
                self._settle_later()
            elif self._room == self.maximumViewportSize():
                refresh_pictures(self.table_scene())
            # Else a resize is on its way (pending, or held: held_resizes.py), which lays the
            # table out for its room and paints the pictures for it; painted now, they were
            # for the room before it (issue 43: a table configured in a window being built).

    @Slot()
    def _table_settled(self) -> None:
        accessible.table_changed(self)

    def _focus_moved(self, item) -> None:
        # Zoomed in, the keyboard pans: the card the focus went to is scrolled into view.
        if item is not None and self.hasFocus():
            self.ensureVisible(item.sceneBoundingRect(), 8, 8)
        accessible.focus_moved(self, item)

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab and Shift+Tab walk the focus ring over the table's cards; past the last card
        # (or before the first) they leave the table for the next pane, as a person expects.
        gestures = self.table_scene().gestures
        delta = +1 if next else -1
        if gestures.at_edge(delta) and super().focusNextPrevChild(next):
            return True
        gestures.move_focus(delta)
        return True

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        # Coming in by the keyboard, the focus shows at once: on the card it was on, else on
        # the first card (the last one, coming back with Shift+Tab); told after the pane's.
        with accessible.entering(self):
            gestures = self.table_scene().gestures
            gestures.bring_ring_back()
            reason = event.reason()
            if reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                          Qt.FocusReason.ShortcutFocusReason, Qt.FocusReason.OtherFocusReason):
                gestures.focus_edge(first=reason != Qt.FocusReason.BacktabFocusReason)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        # A menu opened over the table (the attack menu, a right click) leaves the ring:
        # the focus comes straight back.
        if event.reason() != Qt.FocusReason.PopupFocusReason:
            self.table_scene().gestures.put_ring_away()

    def table_scene(self) -> TableScene:
        return self.scene()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        self._painted = True
        if not self.felt.draw(self, painter, rect, scaled=self._settle_pending):
            super().drawBackground(painter, rect)

    def resetCachedContent(self) -> None:
        # A new theme (themes.set_theme, TableScene.apply_theme): the felt and every picture.
        self.felt.clear()
        super().resetCachedContent()
        refresh_pictures(self.table_scene())

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            refresh_pictures(self.table_scene())  # pictures as sharp as the new screen
        return super().event(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        room = self.maximumViewportSize()
        if room == self._room:
            # Scroll bars came or went: the table keeps its size and layout, and may move.
            if self._fit():
                if self._painted and self.isVisible():
                    self._settle_later()
                else:
                    refresh_pictures(self.table_scene())
            return
        self._room = room
        if self._painted and self.isVisible():
            # On screen already: the first frame shows the table as it was, scaled (crisp at
            # once if everything for the new size is kept: a window restored).
            self._fit()
            self._settle_unless_kept()
            return
        self._lay_out_for_viewport()
        self.refit()

    def _lay_out_for_viewport(self) -> None:
        # The room without scroll bars: zooming in brings them, and lays nothing out again.
        size = self.maximumViewportSize()
        if size.height() > 0:
            scene = self.table_scene()
            self._laying_out = True  # the caller fits the table once
            scene.pictures_held = True  # and paints the pictures, at the new size (`refit`)
            try:
                scene.viewport_height = float(size.height())
                scene.set_aspect(size.width() / size.height())
                scene.set_text_size(scene.text_px, size.height())
            finally:
                self._laying_out = False
                scene.pictures_held = False

    def _settle_unless_kept(self) -> None:
        """After a zoom or resize on screen (fitted already): if the layout stays, the
        pictures kept for the new geometry (a zoom or size shown before, or painted ahead:
        prefetch.py) show crisp in this first frame, the others scaled; if the felt and every
        picture were kept, nothing is left to settle, else it settles once the geometry
        rests."""
        if not self._layout_stays():
            self._settle_later()
            return
        pictures = refresh_pictures(self.table_scene(), cached_only=True)
        if pictures and self.felt.has(self):
            self._settle_timer.stop()
            self._settle_pending = False
            self._paint_next_zooms_if_zoomed()
            self._lay_out_for_viewport()  # keeps the layout: records the new size, as a settle
        else:
            self._settle_later()  # first, so this frame shows a felt not kept scaled
        # The pictures' changes reach the viewport now (the scene's queued processing of its
        # dirty items, which Qt paints at once), so this frame paints them; left queued, they
        # made the next turn of the event loop paint a second frame of the same table.
        QCoreApplication.sendPostedEvents(self.table_scene(), QEvent.Type.MetaCall)

    def _layout_stays(self) -> bool:
        """Whether laying the table out for the view's room (`_lay_out_for_viewport`) would
        keep the layout it has."""
        size = self.maximumViewportSize()
        return size.height() <= 0 or self.table_scene().keeps_layout(
            size.width() / size.height(), float(size.height()))

    def _paint_next_zooms_if_zoomed(self) -> None:
        """A zoom has come to rest: the pictures of the next zoom steps, painted while idle."""
        if self._zoomed:
            self._zoomed = False
            self.prefetch.later()

    def _settle_later(self) -> None:
        if self._prefetch is not None:
            self._prefetch.stop()
        self._settle_pending = True
        self._settle_timer.start()  # again from the start: the geometry is still moving

    @Slot()
    def settle_now(self) -> None:
        """Lay the table out for the view's size and paint every picture crisp at the
        current scale, if a zoom or resize is waiting for it."""
        self._settle_timer.stop()
        if not self._settle_pending:
            return
        self._settle_pending = False
        self._lay_out_for_viewport()
        self.refit()
        # The whole viewport: the felt was shown scaled too, and where no item changed (most
        # of it) nothing else would paint it again crisp.
        self.viewport().update()
        self._paint_next_zooms_if_zoomed()

    def settling(self) -> bool:
        """Whether the table shows a zoom or resize scaled, waiting to be made crisp."""
        return self._settle_pending

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.settle_now()  # whatever waited while hidden

    def hideEvent(self, event) -> None:
        self._settle_timer.stop()  # settles when shown again; a hidden view runs nothing
        if self._prefetch is not None:
            self._prefetch.stop()
        super().hideEvent(event)

    def _fit(self) -> bool:
        """The table fitted to the view's room (as fitInView, with its margin of 2 pixels, but
        in the room without scroll bars, so they do not change the scale) times the zoom;
        whether the table moved on the viewport."""
        rect = self.table_scene().sceneRect()
        if rect.isEmpty():
            return False
        before = self.viewportTransform()
        room = self.maximumViewportSize()
        scale = self.scale_for_zoom(self.zoom)
        self.setSceneRect(self._with_room_for_bars(rect, room, scale))
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())
        if not self._fitting:
            # Scroll bars that came or went resize the viewport now, not at the next turn of
            # the event loop: the frame is painted once, at the geometry it keeps.
            self._fitting = True
            try:
                # Qt shows or hides them in a queued call, then lays the view out.
                QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)
                QCoreApplication.sendPostedEvents(self, QEvent.Type.LayoutRequest)
                # Bars just shown ask to be painted at the next turn of the event loop: ask
                # now, so the frame that shows the zoom paints them too (else a second
                # frame followed, for the bars and the table under them).
                for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
                    QCoreApplication.sendPostedEvents(bar.parentWidget(), QEvent.Type.UpdateLater)
                    QCoreApplication.sendPostedEvents(bar, QEvent.Type.UpdateLater)
            finally:
                self._fitting = False
        return self.viewportTransform() != before

    def scale_for_zoom(self, zoom: float) -> float:
        """The view's scale at `zoom` in its room as it is (`_fit`)."""
        rect = self.table_scene().sceneRect()
        room = self.maximumViewportSize()
        width, height = max(1, room.width() - 4), max(1, room.height() - 4)
        return min(width / rect.width(), height / rect.height()) * zoom

    @property
    def prefetch(self):
        """The pictures of the next zoom steps, painted while idle (prefetch.py); made at the
        first zoom, as the scroll bars are."""
        if self._prefetch is None:
            from .prefetch import ZoomPrefetch

            self._prefetch = ZoomPrefetch(self)
        return self._prefetch

    def _with_room_for_bars(self, rect: QRectF, room: QSize, scale: float) -> QRectF:
        """What the view scrolls over: the scene, and past its end the room a scroll bar
        lying over the viewport covers (else the table's edge stays under it); a null rect
        (the scene's own) when no bar shows."""
        bar_h = self.horizontalScrollBar().sizeHint().height() / scale
        bar_v = self.verticalScrollBar().sizeHint().width() / scale
        wide = tall = False
        for _ in range(2):  # a bar's room may bring the other bar
            wide = (rect.width() + (bar_v if tall else 0.0)) * scale > room.width()
            tall = (rect.height() + (bar_h if wide else 0.0)) * scale > room.height()
        if not (wide or tall):
            return QRectF()
        side = bar_v if tall else 0.0
        left, right = (side, 0.0) if self.isRightToLeft() else (0.0, side)
        return rect.adjusted(-left, 0.0, right, bar_h if wide else 0.0)

    def refit(self) -> None:
        scene = self.table_scene()
        if scene.sceneRect().isEmpty():
            return
        self._fit()
        refresh_pictures(scene)  # pictures at the new size, from the vectors or the cache

    @Slot()
    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * 1.25)

    @Slot()
    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / 1.25)

    @Slot()
    def zoom_reset(self) -> None:
        self.set_zoom(1.0)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(self.MIN_ZOOM, min(self.MAX_ZOOM, zoom))
        if self.zoom > 1.0:
            self._overlay_bars()
        if self._painted and self.isVisible():
            self._zoomed = True
            self._fit()  # the pictures as they are, scaled; crisp once the zoom rests
            self._settle_unless_kept()
        else:
            self.refit()

    def _overlay_bars(self) -> None:
        """The scroll bars that lie over the table's edge, so that a zoom resizes nothing.
        Made at the first zoom in, not with the view: only a zoomed table shows them, and
        their module's Python types (QStyle's, with its enums) cost ~8 ms of every start."""
        if self._bar_style is not None:
            return
        from .scroll_bars import OverlayScrollBar, OverlayStyle

        self._bar_style = OverlayStyle(self)
        self.setHorizontalScrollBar(OverlayScrollBar(Qt.Orientation.Horizontal, self._bar_style))
        self.setVerticalScrollBar(OverlayScrollBar(Qt.Orientation.Vertical, self._bar_style))

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            else:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)
