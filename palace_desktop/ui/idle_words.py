"""What the action bar says while the player has nothing to do: whose turn it is (thinking,
or waited for), or how a finished hand or match goes on.

The seat named is the one the table shows to act, as the status bar names it: the engine may
be a move ahead while the cards still move, and "Greta is thinking…" stood under the table
while the status bar, following the cards, said Lars was to act. Texts keep the action bar's
translation context.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from ..live.i18n import fill

__all__ = ["idle_text"]


def idle_text(session, thinking: Optional[int], shown_to_act: Optional[int]) -> str:
    """The prompt; `thinking`: the bot seat thinking, if any; `shown_to_act`: the seat the
    table shows to act (None: the engine's, e.g. while dealing)."""
    state = session.state
    if state is None:
        return QCoreApplication.translate("ActionBar", "No hand in play")
    if state.is_over:
        if session.match.is_over:
            # The summary that offered a new game may be closed: say where one starts.
            keys = QKeySequence(QKeySequence.StandardKey.New).toString(
                QKeySequence.SequenceFormat.NativeText)
            return fill(QCoreApplication.translate(
                "ActionBar", "The match is over — press {keys} or Game ▸ New game…"), keys=keys)
        if session.can_deal_next():
            return QCoreApplication.translate(
                "ActionBar", "Hand over — press N or Game ▸ Deal the next hand")
        if getattr(session, "server_deals", False):  # a table on a server, after its pause
            return QCoreApplication.translate(
                "ActionBar", "Hand over — the next hand is dealt in a moment")
        # The one local session with no hand after a finished one: the tutorial's last lesson.
        return QCoreApplication.translate(
            "ActionBar", "The tutorial is over: play a real game or close the tutorial, "
                         "above the table")
    seat = state.to_act if shown_to_act is None else shown_to_act
    name = state.names[seat]
    if thinking == seat:
        return fill(QCoreApplication.translate("ActionBar", "{name} is thinking…"), name=name)
    return fill(QCoreApplication.translate("ActionBar", "Waiting for {name}…"), name=name)
