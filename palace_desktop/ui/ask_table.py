"""Ask the table: keys that say a summary on demand, for a player who cannot see the cards (or
does not want to look): my cards, the seat to act, the pot and bets, the last battle, and
everyone at the table. Each answer goes to the screen reader and the status bar.

The answers come from the seat view of the person at the screen (`live.table_words`) and from
the game log they were shown, so they say nothing that person may not know.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from ..engine import actions as A
from ..live.table_words import (battle_words, my_cards_words, pot_words, seat_words,
                                to_act_words)
from .models import EVENT_ROLE

# (name, key): the keys are free of the action bar's moves (B D S F A C R, Enter, Esc) and N.
QUESTIONS = (("my_cards", Qt.Key.Key_M), ("to_act", Qt.Key.Key_T), ("pot", Qt.Key.Key_P),
             ("last_battle", Qt.Key.Key_L), ("everyone", Qt.Key.Key_W))
STATUS_MS = 8000


def last_battle_lines(model) -> list[str]:
    """The log's lines of the last battle it shows: from the attack to the captures."""
    rows = model.rowCount()
    events = [model.data(model.index(row, 0), EVENT_ROLE) for row in range(rows)]
    end = next((row for row in reversed(range(rows))
                if isinstance(events[row], A.BattleEnded)), None)
    if end is None:
        return []
    start = next((row for row in reversed(range(end)) if isinstance(events[row], A.BetPlaced)),
                 end)
    while end + 1 < rows and isinstance(events[end + 1], (A.CardsCaptured, A.SeatEliminated)):
        end += 1
    return [model.data(model.index(row, 0)) for row in range(start, end + 1)]


class AskTable(QObject):
    """The questions as window actions (`actions`), each answered through `answer`."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        titles = {"my_cards": self.tr("&My cards"), "to_act": self.tr("Whose &turn"),
                  "pot": self.tr("The &pot and bets"), "last_battle": self.tr("The &last battle"),
                  "everyone": self.tr("&Everyone at the table")}
        self.actions: dict[str, QAction] = {}
        for name, key in QUESTIONS:
            action = QAction(titles[name], window)
            action.setObjectName(f"ask_{name}")
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _checked=False, n=name: self.answer(n))
            window.addAction(action)
            self.actions[name] = action

    def summary(self, name: str) -> str:
        window = self.window
        session = window.session
        view = session.view()
        if name == "my_cards":
            return my_cards_words(view)
        if view is None:
            return self.tr("No hand in play.")
        if name == "to_act":
            return to_act_words(view, session.bot_thinking and view.to_act is not None)
        if name == "pot":
            battle = battle_words(view)
            return pot_words(view) + self.tr(".") + (" " + battle + self.tr(".") if battle
                                                      else "")
        if name == "last_battle":
            lines = last_battle_lines(window.log_model)
            return " ".join(lines) if lines else self.tr("No battle has been fought yet.")
        notes = window.scene.seat_notes
        return " ".join(seat_words(view, seat, notes.get(seat, "")) + self.tr(".")
                        for seat in range(view.num_seats))

    def answer(self, name: str) -> str:
        text = self.summary(name)
        self.window.statusBar().showMessage(text, STATUS_MS)
        self.window.announcer.ask(text)
        return text
