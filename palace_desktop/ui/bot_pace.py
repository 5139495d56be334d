"""Settings ▸ "Wait for me after each bot action": after a bot's move has played on the table,
the game holds until the player presses Continue (or Space, Enter), so nobody has to read a
bot's moves at the bots' pace.

The hold uses the session's own brake: a bot's answer waits while the presentation is busy
(`GameSession.set_presentation_busy`), so the next bot thinks meanwhile but does not move.
Only a bot's move followed by another bot's turn holds; before the player's own turn, or at
the end of a hand, the game waits for them anyway.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton

from ..live.i18n import fill
from ..live.key_names import key_names
from .plain_text import plain_label

__all__ = ["BotPace", "ContinueBar"]


class ContinueBar(QFrame):
    """The strip under the table while the game holds: what it waits for, and Continue."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("continue_bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = plain_label(self)
        self.label.setWordWrap(True)
        self.button = QPushButton(self.tr("&Continue"), self)
        self.button.setObjectName("continue_button")
        self.button.setToolTip(fill(self.tr("Let the next bot move ({space} or {enter})"),
                                    **key_names()))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        self.hide()

    def show_for(self, name: str) -> None:
        self.label.setText(fill(self.tr("{name} has moved. The game waits for you."),
                                name=name))
        self.show()


class BotPace(QObject):
    """Holds the game after each bot move while `enabled`; `release` lets it go on."""

    holding_changed = Signal(bool)

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self.enabled = False
        self.holding = False
        self._mover: int | None = None  # the bot whose move is playing
        self.bar = ContinueBar(window)
        self.bar.button.clicked.connect(self.release)
        # Window-wide keys, live only while the game holds (so Space is the table's else).
        self.continue_action = QAction(self.tr("Continue"), window)
        self.continue_action.setShortcuts([QKeySequence(Qt.Key.Key_Space),
                                           QKeySequence(Qt.Key.Key_Return),
                                           QKeySequence(Qt.Key.Key_Enter)])
        self.continue_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.continue_action.setEnabled(False)
        self.continue_action.triggered.connect(self.release)
        window.addAction(self.continue_action)

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)
        if not self.enabled:
            self.release()

    def bot_moved(self, seat: int) -> None:
        """A bot's move is about to be applied (the session's `bot_decided`)."""
        self._mover = seat

    def after_moves(self) -> None:
        """The table has played what happened: hold if a bot just moved and another bot is
        next."""
        mover, self._mover = self._mover, None
        session = self._window.session
        if not self.enabled or mover is None or self.holding or session is None:
            return
        seat = session.seat_to_act()
        if seat is None or not session.kinds[seat].is_bot:
            return
        self.holding = True
        session.set_presentation_busy(True)
        self.bar.show_for(session.match.names[mover])
        self.continue_action.setEnabled(True)
        self.holding_changed.emit(True)

    @Slot()
    def release(self) -> None:
        self._mover = None
        if not self.holding:
            return
        self.holding = False
        self.bar.hide()
        self.continue_action.setEnabled(False)
        session = self._window.session
        if session is not None:
            session.set_presentation_busy(self._window.scene.busy)
        self.holding_changed.emit(False)

    def forget(self) -> None:
        """A new game: nothing holds, and the old session is not told anything."""
        self._mover = None
        self.holding = False
        self.bar.hide()
        self.continue_action.setEnabled(False)
