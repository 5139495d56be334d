"""`GameSession`: the one live game. It owns the `Match`, applies actions through the engine's
check, and tells the rest of the app what happened (signals). The GUI never changes the game
any other way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QObject, Signal

from .engine import actions as A
from .engine.actions import RuleViolation
from .engine.match import Match
from .engine.view import SeatView, redact_events


@dataclass(frozen=True)
class SeatKind:
    """Who sits in a seat: the local player ("you"), another person at this screen ("human")
    or a bot ("bot", with its level)."""

    kind: str
    level: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind in ("you", "human")


class GameSession(QObject):
    """Signals carry the omniscient events; listeners redact them for the seat they show
    (`events_for`)."""

    events_applied = Signal(object)  # list[Event], as they happened
    action_refused = Signal(object)  # RuleViolation
    hand_started = Signal()
    hand_finished = Signal()
    viewer_changed = Signal(int)

    def __init__(self, match: Match, kinds: list[SeatKind], viewer: int, parent=None):
        super().__init__(parent)
        self.match = match
        self.kinds = list(kinds)
        self._viewer = viewer
        # Everything that happened in this match, so a view of it (the log) can be rebuilt for
        # another seat without showing it what the previous seat saw.
        self.event_history: list[A.Event] = []

    @property
    def state(self):
        return self.match.state

    @property
    def viewer(self) -> int:
        return self._viewer

    def set_viewer(self, seat: int) -> None:
        if seat != self._viewer:
            self._viewer = seat
            self.viewer_changed.emit(seat)

    def view(self, seat: Optional[int] = None) -> Optional[SeatView]:
        if self.match.state is None:
            return None
        return self.match.state.view(self._viewer if seat is None else seat)

    def events_for(self, events, seat: Optional[int] = None):
        return redact_events(events, self._viewer if seat is None else seat)

    def start_hand(self, deal=None) -> list[A.Event]:
        events = self.match.start_hand(deal)
        self.event_history.extend(events)
        self.hand_started.emit()
        self.events_applied.emit(events)
        if self.match.state.is_over:
            self.hand_finished.emit()
        return events

    def submit(self, action: A.Action) -> Optional[RuleViolation]:
        """Apply `action`; a refusal is emitted and returned, and nothing changes."""
        try:
            events = self.match.apply(action)
        except RuleViolation as violation:
            self.action_refused.emit(violation)
            return violation
        self.event_history.extend(events)
        self.events_applied.emit(events)
        if self.match.state.is_over:
            self.hand_finished.emit()
        return None
