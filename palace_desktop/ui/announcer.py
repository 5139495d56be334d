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
from ..engine.phases import DEFEND, RESPOND, TRIM
from ..games.settings import SPEECH_MODES
from ..live.card_names import cards_names
from ..live.i18n import fill
from . import speech
from .table import accessible
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
        self._bar = None  # the action bar whose trim marks are followed
        self._selected: list = []  # the soldiers selected on the table, as last heard

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
        if bar is not None and bar is not self._bar:
            self._watch_bar(bar)
        if bar is None or bar.availability.seat is None or not bar.isEnabled():
            self._turn = None
            return
        moves = [self._move_words(bar, name) for name in bar.visible_buttons()
                 if bar.buttons[name].isEnabled()]
        prompt = bar.prompt_label.text()
        # The details line says why when a battle is answered (what a call costs) or soldiers
        # are trimmed (why Done must wait); on a turn it tells the mouse's way to discard.
        detail = (bar.detail_label.text() if not bar.detail_label.isHidden()
                  and bar.availability.phase in (DEFEND, RESPOND, TRIM) else "")
        turn = (bar.availability, prompt, detail, tuple(moves))
        if turn == self._turn:
            return
        self._turn = turn
        if speaks(self.mode, "turn"):
            # The sentence adds its own full stop after the prompt: a prompt that ends in one
            # (or in "…", "?") would be read with two.
            prompt = prompt.rstrip(" .…。۔")
            moves = self.tr(", ").join(moves)
            self.say(fill(self.tr("{prompt}. {detail} You may: {moves}."), prompt=prompt,
                          detail=detail.rstrip(" .…。۔") + ".", moves=moves) if detail else
                     fill(self.tr("{prompt}. You may: {moves}."), prompt=prompt, moves=moves))

    def _watch_bar(self, bar) -> None:
        """Soldiers marked for the trim discard change the moves (Done, once enough are
        marked) with no move made: said too, after the bar's own refresh (connected when the
        bar was made, so before this)."""
        self._bar = bar
        bar.controller.trim_changed.connect(self.turn_shown)
        # The window gives each new bar the table's selection; heard here as well.
        gestures = self.window.scene.gestures
        to_bar = gestures.on_selection_changed
        self._selected = list(gestures.selected)
        gestures.on_selection_changed = lambda cards: (to_bar(cards),
                                                       self._selection_changed(cards))

    def _selection_changed(self, cards: list) -> None:
        """Space on a soldier (the table has the focus) selected it or let it go: say so, and
        what is selected now; a click, or a move that empties the selection, says nothing."""
        toggled = set(self._selected) ^ set(cards)
        self._selected = list(cards)
        view = self.window.table_view
        focused = self.window.scene.gestures.focused()
        if not view.hasFocus() or focused is None or {getattr(focused, "card", None)} != toggled:
            return
        accessible.selection_changed(view, focused)
        if speaks(self.mode, "turn"):
            self.say(fill(self.tr("Selected: {cards}."), cards=cards_names(cards)) if cards
                     else self.tr("No soldier selected."))

    @staticmethod
    def _move_words(bar, name: str) -> str:
        """"Buy (B)": a button's words and its key."""
        text = bar.buttons[name].text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        keys = bar.move_actions[name].shortcuts()
        if not keys:
            return text
        # "Enter", as the app's texts say, rather than the name of the first key, "Return".
        enter = QKeySequence(Qt.Key.Key_Enter)
        key = (enter if enter in keys else keys[0]).toString(
            QKeySequence.SequenceFormat.NativeText)
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
