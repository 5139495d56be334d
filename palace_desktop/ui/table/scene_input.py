"""The table scene's mouse and keys, handed to its `Gestures` (gestures.py), which turns them
into questions to the controller: a drag, a click, a double click, the focus ring's keys."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from .mouse_hits import item_for_the_mouse


class TableInput:
    """Mixed into `TableScene` (a QGraphicsScene with `gestures`), before QGraphicsScene."""

    def _item_under(self, pos: QPointF):
        """The topmost item at `pos` meant for the mouse, as the table's (one) view shows it."""
        return item_for_the_mouse(self, pos, self.views()[0].transform()) if self.views() else None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._item_under(event.scenePos())
            if self.gestures.press(event.scenePos(), item, event.modifiers()):
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.gestures.move(event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.gestures.release(event.scenePos())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._item_under(event.scenePos())
            if self.gestures.double_click(item):
                event.accept()
                return
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self.gestures.move_focus(+1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
            self.gestures.move_focus(-1)
        elif key == Qt.Key.Key_Space:
            self.gestures.activate_focused()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
