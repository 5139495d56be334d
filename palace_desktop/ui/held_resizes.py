"""A widget's resizes held back while its window is being put together (issue 43): the table
built into a window already on screen was laid out, and its pictures painted, for the window
without its docks, then again once the docks came, before its first frame."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize
from PySide6.QtGui import QResizeEvent


class HeldResizes(QObject):
    """Keeps the resize events of `view` (a scroll area: a QGraphicsView) and of its viewport,
    whose resizes reach the view's `resizeEvent` too, until `release()`. That sends the view
    one resize, from the size it had before the first one held to the size it has then (none
    if those are the same), which lays out its viewport and so the view's contents."""

    def __init__(self, view):
        super().__init__(view)
        self._widget = view
        self._watched = (view, view.viewport())
        self._old = QSize(-1, -1)  # as Qt says of a widget never resized
        self._held = False
        for widget in self._watched:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            if not self._held and watched is self._widget:
                self._old = QSize(event.oldSize())
            self._held = True
            return True
        return False

    def release(self) -> None:
        widget = self._widget
        for watched in self._watched:
            watched.removeEventFilter(self)
        self.deleteLater()
        if self._held and widget.size() != self._old:
            QCoreApplication.sendEvent(widget, QResizeEvent(widget.size(), self._old))
