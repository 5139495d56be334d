"""Words for a screen reader that hears no announcement (Orca 43, Debian 12): each text becomes
a notification shown in the window's status bar, which Orca 43 speaks as it comes, the text
alone ("Ann stays."): a notification inside a status bar is read without its role's name.

Measured in Orca 43's debug log (docs/ACCESSIBILITY.md): a notification's
`object:state-changed:showing` is spoken wherever the focus is; a status bar's or an alert's is
not, nor a name change away from the focus, nor `QAccessible.Event.Alert`.

The texts said within `GATHER_MS` of the first make one note, in order. Orca 43 drops what is
not about the focus while more than 50 events wait in its queue ("Not processing this event due
to flood"); the end of a hand (a dozen lines, the bots' reasons, the summary's dialog) made 89,
and its lines as notes, two events or more each, were lost. One note, shown once the burst is past,
is heard.

A new note each time, never one note renamed: Orca reads a note's name when it takes the showing
event from its queue, by which time a renamed note would already carry a later text (measured:
six texts through four reused notes were heard as 4, 2, 3, 4, 5). A note is a child of the
status bar outside its layout, with no size: nothing shows on screen. It lives `LIFE_MS`, long
enough to be read, and at a hot seat's curtain every note goes, and every text not yet shown
(`forget`): nothing one person was told stays in the tree for the next to find.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QMainWindow, QWidget

LIFE_MS = 10000
GATHER_MS = 500


class SpokenNote(QLabel):
    """One text told to the screen reader; its accessible role is Notification. It goes by
    itself after `LIFE_MS` (a timer of its own: it dies with its window, nothing outlives it)."""

    _life = 0

    def live(self) -> None:
        self._life = self.startTimer(LIFE_MS)

    def timerEvent(self, event) -> None:
        if event.timerId() != self._life:
            super().timerEvent(event)  # one of QLabel's own
            return
        self.killTimer(self._life)
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


class Gatherer(QObject):
    """The texts of one window waiting for their note (a timer of its own, not a QTimer: it
    dies with the window)."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("spoken_notes")
        self.pending: list[str] = []
        self._timer = 0

    def add(self, text: str) -> None:
        self.pending.append(text)
        if not self._timer:
            self._timer = self.startTimer(GATHER_MS)

    def timerEvent(self, event) -> None:
        if event.timerId() != self._timer:
            return
        self.killTimer(self._timer)
        self._timer = 0
        texts, self.pending = self.pending, []
        if texts:
            show(self.parent(), " ".join(texts))

    def drop(self) -> None:
        self.pending = []


def gatherer(source: QObject) -> Optional[Gatherer]:
    parent = holder(source)
    if parent is None:
        return None
    found = parent.findChild(Gatherer, "spoken_notes")
    return found if found is not None else Gatherer(parent)


def say(source: QObject, text: str) -> None:
    """`text` goes into the next note of `source`'s window."""
    if text:
        waiting = gatherer(source)
        if waiting is not None:
            waiting.add(text)


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
    """Every note still in `source`'s window goes now, and every text not yet shown."""
    parent = holder(source)
    waiting = None if parent is None else parent.findChild(Gatherer, "spoken_notes")
    if waiting is not None:
        waiting.drop()
    for note in notes(source):
        note.hide()
        note.setParent(None)  # out of the tree at once, not at the next turn of the loop
        note.deleteLater()
