"""Python wrappers kept for the widgets Qt makes inside a widget of ours: a scroll area's
viewport, its scroll bars' containers, a table's headers (issue 43).

Handed out by a method typed to return a QWidget (`viewport()`, `parentWidget()`), a widget
that PySide has not wrapped yet is looked for through every widget class of QtWidgets, which
creates all their Python enums on the way: ~70 enums, ~15 ms of CPU, the first time (before
the dealt table's first frame, for the table's view and again for the seats table). Handed
out as QObjects (`findChildren`), they are wrapped by their meta-object's class name instead;
while a wrapper lives, every later call finds it and looks for nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def child_wrappers(widget: QWidget) -> list:
    """The wrappers of `widget`'s child widgets, for `widget` to keep (Qt owns the widgets)."""
    return widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
