"""A word-wrapped label that keeps all its lines: its least height follows the lines its text
takes at its width. A label in a row of buttons (the action bar's prompt) is given the row's
height, worked out for a width it did not get, and its last lines were cut ("Đến lượt bạn,
Người" for "Đến lượt bạn, Người chơi" in a 784-pixel window)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel

__all__ = ["keep_whole_lines"]


class _WholeLines(QObject):
    # At a resize (a new width) and at a paint (a new text at the same width).
    EVENTS = (QEvent.Type.Resize, QEvent.Type.Paint)

    def eventFilter(self, label, event) -> bool:
        if event.type() in self.EVENTS and isinstance(label, QLabel):
            needed = label.heightForWidth(label.width()) if label.text() else 0
            if needed > 0 and needed != label.minimumHeight():
                label.setMinimumHeight(needed)
        return False


def keep_whole_lines(label: QLabel) -> QLabel:
    """`label`, word-wrapped, never shorter than its lines."""
    label.setWordWrap(True)
    label.installEventFilter(_WholeLines(label))
    return label
