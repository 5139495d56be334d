"""A hand history exported from a seat at a table on the network, read back (Game ▸ Open a hand
history): the seat's log, hand by hand, in the game log's own words. Such a file holds no deal
(only the server knew it), so there is no table to step through as for a local history: what
the seat saw is what there is to read. Plain text only: the names come from the file."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Slot
from PySide6.QtWidgets import QComboBox, QMainWindow, QPlainTextEdit, QVBoxLayout, QWidget

from ..live.i18n import fill
from ..live.narration import describe
from ..live.seat_history import SeatHistory
from .plain_text import plain_label


class SeatHistoryWindow(QMainWindow):
    def __init__(self, history: SeatHistory, parent=None, *, source: str = ""):
        super().__init__(parent)
        self.history = history
        who = history.viewer_name
        title = (fill(self.tr("What {name} saw at a table on the network"), name=who) if who
                 else self.tr("What a spectator saw at a table on the network"))
        self.setWindowTitle(f"{title} — {source}" if source else title)
        centre = QWidget(self)
        layout = QVBoxLayout(centre)
        self.note = plain_label(self.tr(
            "A history from a table on the network holds what one seat saw, not the deals: "
            "it is read here as that seat's game log."), centre)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.hand_picker = QComboBox(centre)
        self.hand_picker.setAccessibleName(self.tr("Hand"))
        locale = QLocale()
        for number, _events in history.hands:
            self.hand_picker.addItem(fill(self.tr("Hand {number}"),
                                          number=locale.toString(number)))
        picker_label = plain_label(self.tr("&Hand:"), centre)
        picker_label.setBuddy(self.hand_picker)
        layout.addWidget(picker_label)
        layout.addWidget(self.hand_picker)
        self.log = QPlainTextEdit(centre)
        self.log.setReadOnly(True)
        self.log.setTabChangesFocus(True)
        self.log.setAccessibleName(self.tr("What the seat saw"))
        layout.addWidget(self.log, 1)
        if not history.hands:
            self.log.setPlainText(self.tr("The file holds no hand."))
            self.hand_picker.setEnabled(False)
        self.setCentralWidget(centre)
        self.hand_picker.currentIndexChanged.connect(self.show_hand)
        self.show_hand(0)
        self.resize(640, 560)

    def lines(self, index: int) -> list[str]:
        """Hand `index`'s events told as the game log tells them to that seat."""
        _number, events = self.history.hands[index]
        told = (describe(event, self.history.names, self.history.viewer) for event in events)
        return [line for line in told if line]

    @Slot(int)
    def show_hand(self, index: int) -> None:
        if 0 <= index < len(self.history.hands):
            self.log.setPlainText("\n".join(self.lines(index)))
