"""The game spoken: every line the game log shows (a bot's move and its reason, a battle and
its hands, the end of a hand) is announced to the screen reader as it appears in the log, then
the player's turn with what they may do, and a refusal when a move is refused.

Lines are announced when the log shows them, not when the engine makes them: the log waits for
the cards to move, and so does speech. How much is said is a setting (`SPEECH_MODES`):
everything, only the player's turn and the battles, or nothing. What the player asks for
(`ask`, the Ask-the-table keys) is always said.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence

from ..engine import actions as A
from ..games.settings import SPEECH_MODES
from ..live.i18n import fill
from . import speech
from .models import EVENT_ROLE

# The events a player who asked for "my turn and battles" still hears.
BATTLE_EVENTS = (A.HandStarted, A.BetPlaced, A.Called, A.Raised, A.BattleHandShown,
                 A.BattleEnded, A.CardsCaptured, A.SeatEliminated, A.ShowdownHeld,
                 A.PotAwarded)


def speaks(mode: str, kind: str, event: Optional[A.Event] = None) -> bool:
    """Whether `mode` ("all", "mine", "off") speaks a line of `kind` ("log", "turn",
    "refusal"), the log's line being about `event` (None: a bot's reason, a note)."""
    if mode == "off":
        return False
    if mode == "all" or kind in ("turn", "refusal"):
        return True
    return isinstance(event, BATTLE_EVENTS)


class Announcer(QObject):
    """Speaks for one main window; `spoken` carries every text sent, for the curious."""

    spoken = Signal(str)

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.mode = "all"
        self._log = None
        self._turn: object = None  # what was last said of the player's turn

    def set_mode(self, mode: str) -> None:
        self.mode = mode if mode in SPEECH_MODES else "all"

    def watch_log(self, model) -> None:
        if self._log is not None:
            try:
                self._log.rowsInserted.disconnect(self._on_lines)
            except (RuntimeError, TypeError):
                pass
        self._log = model
        self._turn = None
        model.rowsInserted.connect(self._on_lines)

    def _on_lines(self, parent: QModelIndex, first: int, last: int) -> None:
        model = self._log
        for row in range(first, last + 1):
            index = model.index(row, 0)
            text = model.data(index, Qt.ItemDataRole.DisplayRole)
            if speaks(self.mode, "log", model.data(index, EVENT_ROLE)):
                self.say(text)

    def turn_shown(self) -> None:
        """The action bar shows the player's move (or none): say it once when it is new."""
        bar = self.window.action_bar
        if bar is None or bar.availability.seat is None or not bar.isEnabled():
            self._turn = None
            return
        moves = [self._move_words(bar, name) for name in bar.visible_buttons()
                 if bar.buttons[name].isEnabled()]
        prompt = bar.prompt_label.text()
        turn = (bar.availability, prompt, tuple(moves))
        if turn == self._turn:
            return
        self._turn = turn
        if speaks(self.mode, "turn"):
            # The sentence adds its own full stop after the prompt: a prompt that ends in one
            # (or in "…", "?") would be read with two.
            self.say(fill(self.tr("{prompt}. You may: {moves}."),
                          prompt=prompt.rstrip(" .…。۔"),
                          moves=self.tr(", ").join(moves)))

    @staticmethod
    def _move_words(bar, name: str) -> str:
        """"Buy (B)": a button's words and its key."""
        text = bar.buttons[name].text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        keys = bar.move_actions[name].shortcuts()
        if not keys:
            return text
        key = keys[0].toString(QKeySequence.SequenceFormat.NativeText)
        return fill(Announcer.tr("{move} ({key})"), move=text, key=key)

    def refused(self, text: str) -> None:
        if speaks(self.mode, "refusal"):
            self.say(text)

    def ask(self, text: str) -> None:
        """An answer the player asked for: said whatever the setting."""
        self.say(text)

    def say(self, text: str) -> None:
        if text:
            speech.announce(self.window, text)
            self.spoken.emit(text)
