"""Something to do once a widget's first frame is on screen (issue 43): the bots' worker
process, started after the dealt table has been painted rather than before it (a zero timer
started with the deal ran before that paint, which waits for the docks' sizing, and the new
process took a core from it)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class AfterFirstPaint(QObject):
    """Calls `then()` once, in the turn of the event loop after `widget`'s first paint (its
    frame then flushed to the screen). The filter watches that one widget, and only until
    then."""

    def __init__(self, widget, then: Callable[[], None]):
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._done)
        return False

    def _done(self) -> None:
        then, self._then = self._then, None
        self.deleteLater()
        if then is not None:
            then()


def import_after_first_paint(widget, modules: tuple[str, ...]) -> None:
    """Import `modules` in the turn after `widget`'s first paint: what that frame did without
    (issue 43), ready before the player's first click needs it. A widget never painted (a
    test's window) leaves them to their first use."""
    import importlib

    AfterFirstPaint(widget, lambda: [importlib.import_module(name) for name in modules])
