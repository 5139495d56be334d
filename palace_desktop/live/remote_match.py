"""What a remote seat knows of its match, in the shape the window asks a local `Match` and its
state for (`session.match`, `session.state`): the names, the chips, the rules, the hands, and
the current hand as this seat's view tells it. Nothing here knows more than the views and
events the server sent this seat (R19): there is no deal, no other seat's view, no record of
the moves to replay; the hand history it writes holds the events the seat saw, as it saw them.
No Qt."""

from __future__ import annotations

from typing import Optional

from ..engine import actions as A
from ..engine.state import can_pay_ante
from ..engine.view import SeatView
from ..net.wire import event_to_json

SEAT_HISTORY_FORMAT = "palace-seat-history/1"  # a match as one seat saw it
SEAT_HAND_FORMAT = "palace-seat-hand/1"  # one hand as one seat saw it
# The hands a remote match keeps in memory (their events: the log's and the history's): a
# very long match lets its oldest go rather than grow without bound.
MAX_HANDS_KEPT = 2000


def actions_of(events) -> list[A.Action]:
    """The moves a hand's events tell, in order (the hand summary reads the hand's battles
    from them, as it reads a local hand's record)."""
    actions: list[A.Action] = []
    for event in events:
        if isinstance(event, A.SoldierBought):
            actions.append(A.Buy(event.seat))
        elif isinstance(event, A.SoldiersDiscarded):
            actions.append(A.Discard(event.seat, tuple(event.cards)))
        elif isinstance(event, A.Stayed):
            actions.append(A.Stay(event.seat))
        elif isinstance(event, A.Folded):
            actions.append(A.Fold(event.seat))
        elif isinstance(event, A.BetPlaced):
            actions.append(A.Bet(event.attacker, event.defender))
        elif isinstance(event, A.Called):
            actions.append(A.Call(event.seat))
        elif isinstance(event, A.Raised):
            actions.append(A.Raise(event.seat, event.raise_amount))
    return actions


class RemoteState:
    """The current hand as the seat's view tells it: every field of `SeatView`, its moves
    (`actions`) and `view(seat)`, which answers for this seat only."""

    def __init__(self, view: SeatView, events: list):
        self._view = view
        self._events = events

    def __getattr__(self, name: str):
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._view, name)

    @property
    def actions(self) -> list[A.Action]:
        return actions_of(self._events)

    def view(self, seat: int) -> Optional[SeatView]:
        """This seat's view; None for any other (the server sends no other seat's)."""
        return self._view if seat == self._view.viewer else None


class RemoteMatch:
    """`hands`: the hand numbers seen, oldest first (a seat that came back after a restart of
    its app has the hands from then on)."""

    def __init__(self, seat: int, names: tuple[str, ...]):
        self.seat = seat
        self.names = tuple(names)
        self.rules = None
        self._view: Optional[SeatView] = None
        self._hands: list[tuple[int, list[A.Event]]] = []  # (hand number, events seen)
        self.final_chips: Optional[tuple[int, ...]] = None  # from the server's match_over

    # -- told by the session ----------------------------------------------------------------

    def show(self, view: SeatView) -> None:
        self._view = view
        self.names = tuple(view.names)
        self.rules = view.rules

    def begin_hand(self, number: int, events: Optional[list] = None) -> list:
        """A hand's events from now on (a catch-up starts its hand over with the whole of
        it); the list the session extends."""
        if self._hands and self._hands[-1][0] == number:
            self._hands[-1][1][:] = list(events or [])
        else:
            self._hands.append((number, list(events or [])))
            del self._hands[:-MAX_HANDS_KEPT]
        return self._hands[-1][1]

    def end(self, chips) -> None:
        self.final_chips = tuple(chips)

    # -- as a Match is asked ----------------------------------------------------------------

    @property
    def state(self) -> Optional[RemoteState]:
        if self._view is None:
            return None
        return RemoteState(self._view, self._hands[-1][1] if self._hands else [])

    @property
    def hands(self) -> list[int]:
        """One entry per hand dealt so far (its number): `len(match.hands)` is the current
        hand's number, as a local match's record has it."""
        count = self._view.hand_number if self._view is not None else 0
        return list(range(1, count + 1))

    @property
    def kept(self) -> list[tuple[int, list[A.Event]]]:
        return self._hands

    @property
    def chips(self) -> tuple[int, ...]:
        if self.final_chips is not None:
            return self.final_chips
        # (Before the first deal the server has told no stacks: none shown as 0.)
        return tuple(self._view.chips) if self._view is not None else (0,) * len(self.names)

    @property
    def hand_in_progress(self) -> bool:
        return self._view is not None and not self._view.is_over

    @property
    def finished_hands(self) -> int:
        """Hands over, as a local match counts them (the window's hand picker goes up to it;
        a seat that came back after a restart of its app saw the earlier ones' events no
        more: `hand_events` has none for them)."""
        if self._view is None:
            return 0
        return self._view.hand_number - (1 if self.hand_in_progress else 0)

    def active_seats(self) -> list[int]:
        if self.rules is None:
            return []
        return [s for s, c in enumerate(self.chips) if can_pay_ante(c, self.rules)]

    @property
    def is_over(self) -> bool:
        if self.final_chips is not None:
            return True
        return self._view is not None and self._view.is_over and len(self.active_seats()) < 2

    def events(self) -> list[A.Event]:
        return [event for _number, events in self._hands for event in events]

    # -- the history, as this seat saw it ------------------------------------------------------

    def _finished(self) -> list[tuple[int, list[A.Event]]]:
        return [(n, events) for n, events in self._hands if _ends(events)]

    def to_json(self, finished_only: bool = False) -> dict:
        """The match as this seat saw it: its events per hand, other seats' hidden cards as
        "??" (`finished_only`: the hands seen to their end; else the current one too)."""
        hands = self._finished() if finished_only else self._hands
        return {"format": SEAT_HISTORY_FORMAT, **self._heading(),
                "hands": [_hand_json(n, events) for n, events in hands]}

    def hand_to_json(self, index: int = -1) -> dict:
        """Finished hand `index` (from 0; -1 the last) as this seat saw it: no events for a
        hand it did not see (played before its app's restart)."""
        number = index + 1 if index >= 0 else self.finished_hands + index + 1
        events = next((events for n, events in self._finished() if n == number), [])
        return {"format": SEAT_HAND_FORMAT, **self._heading(), **_hand_json(number, events)}

    def _heading(self) -> dict:
        return {"rules": self.rules.to_json() if self.rules is not None else None,
                "seats": [{"name": name} for name in self.names], "viewer": self.seat}


def _hand_json(number: int, events: list) -> dict:
    return {"hand": number, "events": [event_to_json(e) for e in events]}


def _ends(events) -> bool:
    return any(isinstance(event, A.HandEnded) for event in events)
