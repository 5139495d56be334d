"""Words for a screen reader that hears no announcement (Orca 43, Debian 12): each text becomes
a notification shown in the window's status bar, which Orca 43 speaks as it comes, the text
alone ("Ann stays."): a notification inside a status bar is read without its role's name.

Measured in Orca 43's debug log (docs/ACCESSIBILITY.md): a notification's
`object:state-changed:showing` is spoken wherever the focus is; a status bar's or an alert's is
not, nor a name change away from the focus, nor `QAccessible.Event.Alert`.

One note per text, never one note renamed: Orca reads a note's name when it takes the showing
event from its queue, by which time a renamed note would already carry a later text (measured:
six texts through four reused notes were heard as 4, 2, 3, 4, 5). A note is a child of the
status bar outside its layout, with no size: nothing shows on screen. It lives `LIFE_MS`, long
enough to be read, and at a hot seat's curtain every note goes (`forget`): nothing one person
was told stays in the tree for the next to find.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QMainWindow, QWidget

LIFE_MS = 10000


class SpokenNote(QLabel):
    """One text told to the screen reader; its accessible role is Notification. It goes by
    itself after `LIFE_MS` (a timer of its own: it dies with its window, nothing outlives it)."""

    def live(self) -> None:
        self.startTimer(LIFE_MS)

    def timerEvent(self, event) -> None:
        self.killTimer(event.timerId())
        self.deleteLater()


class NoteAccessible(QAccessibleWidget):
    def __init__(self, note: SpokenNote):
        super().__init__(note, QAccessible.Role.Notification)
        self._note = note

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._note.text()
        return super().text(kind)


def _factory(_key: str, obj: QObject) -> Optional[QAccessibleWidget]:
    return NoteAccessible(obj) if isinstance(obj, SpokenNote) else None


_installed = False


def _install() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def holder(source: QObject) -> Optional[QWidget]:
    """Where a note for `source` goes: its main window's status bar, else its window."""
    widget = source if isinstance(source, QWidget) else None
    if widget is None:
        return None
    window = widget.window()
    if isinstance(window, QMainWindow):
        return window.statusBar()
    return window


def show(source: QObject, text: str) -> Optional[SpokenNote]:
    """Show `text` as a new note (Qt tells the screen reader when it shows)."""
    parent = holder(source)
    if parent is None or not text:
        return None
    _install()
    note = SpokenNote(parent)
    note.setObjectName("spoken_note")
    note.setText(text)
    note.setGeometry(0, 0, 0, 0)
    note.show()
    note.live()
    return note


def notes(source: QObject) -> list[SpokenNote]:
    parent = holder(source)
    return [] if parent is None else parent.findChildren(SpokenNote)


def forget(source: QObject) -> None:
    """Every note still in `source`'s window goes now."""
    for note in notes(source):
        note.hide()
        note.setParent(None)  # out of the tree at once, not at the next turn of the loop
        note.deleteLater()
