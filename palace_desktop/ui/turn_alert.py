"""Your turn with the window behind others: a call you hear over another program, and the
window's entry in the taskbar flashing until you come back (`QApplication.alert`).

When a move comes to the person at this screen and the window is not the one in front, the
"turn_away" cue plays instead of the turn's chime, and the taskbar entry flashes unless
Settings ▸ Sound ▸ "Flash the taskbar" is off. In front, nothing but the usual chime. A move
comes to this screen:

- when the table has come to rest on the local player's turn (the sound player's turn,
  ui/sound.py: once per turn, never for a bot's move): a solo player waiting on bots, a remote
  table;
- at a hot seat, when the curtain asks for the next person (ui/dialogs/curtain.py): the
  turn is theirs once they take the screen, and whoever is to take it must be called.

    window.turn_alert = TurnAlert(window)   # once the sounds and the curtain exist
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

CUE = "turn_away"


def in_front(window: QWidget) -> bool:
    """Whether `window` is the active window, or a dialog of its is (the person is there)."""
    active = QApplication.activeWindow()
    while active is not None:
        if active is window:
            return True
        active = active.parentWidget()
    return False


class TurnAlert(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        # What the window's state and the system are taken from; a test gives its own.
        self.in_front: Callable[[], bool] = lambda: in_front(window)
        self.flash: Callable[[], None] = lambda: QApplication.alert(window)
        self.settings: Callable[[], object] = lambda: getattr(window.persistence, "settings",
                                                              None)
        window.sounds.turn_alert = self
        window.curtain.installEventFilter(self)

    def turn_shown(self) -> bool:
        """A move has come to the person at this screen: when the window is behind, call them
        (the cue, the flash) and return True (the turn's own chime is not played then)."""
        if self.in_front():
            return False
        self.window.sounds.play(CUE)
        if getattr(self.settings(), "turn_alert", True) is not False:
            self.flash()
        return True

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window.curtain and event.type() == QEvent.Type.Show:
            self.turn_shown()
        return False
