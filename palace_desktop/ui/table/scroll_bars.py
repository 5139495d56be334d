"""The table's scroll bars, shown while it is zoomed in: thin bars laid over the table's edge
(as on a phone or in a modern file manager), not a strip of their own beside it.

Why over the table: bars beside it resized the viewport whenever a zoom brought them or took
them away, and the first frame of that zoom paid for the view's new geometry (at 1080p about
8 ms of a 10 ms frame). Over the table, the viewport keeps its size. They are painted here,
plainly (a thin handle, wide and on a track under the pointer), because a style's bars
painted over the viewport are painted again with every repaint of the table, and Fusion's
took 1-2 ms each. They work as any scroll bar does: drag the handle, click the
track to page, the wheel, the keyboard's Page Up and Page Down, a screen reader's value.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (QApplication, QProxyStyle, QScrollBar, QStyle,
                               QStyleFactory, QStyleOptionSlider)

from . import themes

__all__ = ["OverlayScrollBar", "OverlayStyle"]


class OverlayStyle(QProxyStyle):
    """The application's style, with the scroll bars of a scroll area over its viewport's
    edge instead of beside it (Qt's scroll bar overlap)."""

    def __init__(self, parent: QObject):
        app = QApplication.instance()
        super().__init__(QStyleFactory.create(app.style().name() if app else "fusion"))
        self.setParent(parent)  # goes with the view; a widget does not own its style

    def pixelMetric(self, metric, option=None, widget=None) -> int:
        if metric == QStyle.PixelMetric.PM_ScrollView_ScrollBarOverlap:
            return super().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, option, widget)
        return super().pixelMetric(metric, option, widget)


class OverlayScrollBar(QScrollBar):
    """A scroll bar drawn as a thin handle at the far edge of its strip, the whole strip wide,
    on a track, under the pointer or while dragged. Its geometry (where
    the handle is, what a click does) is the style's."""

    THIN = 6  # pixels across, at rest

    def __init__(self, orientation: Qt.Orientation, style: QStyle, parent=None):
        super().__init__(orientation, parent)
        self.setStyle(style)
        # Read out by a screen reader with the bar's value: which way it moves the table.
        if orientation == Qt.Orientation.Horizontal:
            self.setAccessibleName(self.tr("Scroll the table left and right"))
        else:
            self.setAccessibleName(self.tr("Scroll the table up and down"))
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)  # wider under the pointer
        # The whole strip changes width: QScrollBar itself repaints only the part hovered.
        self.sliderPressed.connect(self.update)
        self.sliderReleased.connect(self.update)
        self._painted_state: tuple = ()
        self._plan: tuple = ()

    def enterEvent(self, event) -> None:
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        self.update()
        super().leaveEvent(event)

    def _state(self) -> tuple:
        """Everything the bar's picture depends on: its size and value, whether it is wide
        (hovered, dragged) and the theme's contrast."""
        return (self.width(), self.height(), self.minimum(), self.maximum(),
                self.sliderPosition(), self.pageStep(), self.isRightToLeft(),
                self.invertedAppearance(), self.underMouse() or self.isSliderDown(),
                themes.current().high_contrast)

    def paint_plan(self) -> tuple:
        """The bar's picture as (rect, colour) fills, back to front, asked of the style
        (where the handle is). `paintEvent` keeps it while `_state` stays the same: the bars
        are painted with every repaint of the table under them, and asking the style (in
        Python, through OverlayStyle) cost ~0.3 ms a bar."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = QRectF(self.style().subControlRect(
            QStyle.ComplexControl.CC_ScrollBar, option,
            QStyle.SubControl.SC_ScrollBarSlider, self))
        track = QRectF(self.rect())
        wide = self.underMouse() or self.isSliderDown()
        if not wide:
            # At the far edge (right, bottom; left in a right-to-left layout).
            if self.orientation() == Qt.Orientation.Horizontal:
                track.setTop(track.bottom() - self.THIN)
            elif self.isRightToLeft():
                track.setRight(track.left() + self.THIN)
            else:
                track.setLeft(track.right() - self.THIN)
        if self.orientation() == Qt.Orientation.Horizontal:
            handle = QRectF(handle.left(), track.top(), handle.width(), track.height())
        else:
            handle = QRectF(track.left(), handle.top(), track.width(), handle.height())
        high = themes.current().high_contrast
        fills = []
        if wide or high:  # the track, to show where a click pages
            fills.append((track, QColor(0, 0, 0, 255 if high else 70)))
        # A dark handle edged in light (light in high contrast) reads on felt and room alike.
        # Plain rects: an antialiased rounded one cost 0.6 ms a repaint.
        if high:
            fill, edge = QColor(255, 255, 255), QColor(0, 0, 0)
        else:
            fill, edge = QColor(0, 0, 0, 190 if wide else 150), QColor(255, 255, 255, 170)
        fills.append((handle, edge))
        fills.append((handle.adjusted(1, 1, -1, -1), fill))
        return tuple(fills)

    def paintEvent(self, event) -> None:
        state = self._state()
        if state != self._painted_state:
            self._plan = self.paint_plan()
            self._painted_state = state
        painter = QPainter(self)
        for rect, colour in self._plan:
            painter.fillRect(rect, colour)
        painter.end()
