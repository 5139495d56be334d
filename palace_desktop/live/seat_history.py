"""A hand history exported from a seat at a table on the network (`palace-seat-history/1`, a
match, or `palace-seat-hand/1`, one hand; written by `RemoteMatch`): the events that seat saw,
as it saw them. Its deals are not in it (nobody but the server knew them), so it is not
replayed as a local history is: it is read back as the seat's log, hand by hand.

Everything in such a file comes from outside: it is read within the bounds of any history
file (engine/history_file.py) and checked here field by field; anything that does not fit
is a `HistoryError` of one line naming the field. No Qt."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import actions as A
from ..engine.history import HistoryError
from ..games.names import clean_name
from ..net.wire import WireError, event_from_json
from .remote_match import SEAT_HAND_FORMAT, SEAT_HISTORY_FORMAT

SEAT_FORMATS = (SEAT_HISTORY_FORMAT, SEAT_HAND_FORMAT)
MAX_HANDS = 10_000
MAX_HAND_EVENTS = 5_000  # a hand's events as one seat saw them: a few hundred at most
MAX_EVENTS = 1_000_000


@dataclass(frozen=True)
class SeatHistory:
    names: tuple[str, ...]
    viewer: int  # the seat that saw it (-1: a spectator)
    hands: tuple[tuple[int, tuple[A.Event, ...]], ...]  # (hand number, its events)

    @property
    def viewer_name(self) -> str:
        return self.names[self.viewer] if 0 <= self.viewer < len(self.names) else ""


def is_seat_history(doc: Any) -> bool:
    return isinstance(doc, dict) and doc.get("format") in SEAT_FORMATS


def seat_history_from_json(doc: Any) -> SeatHistory:
    if not is_seat_history(doc):
        raise HistoryError("format: not a seat's history")
    seats = doc.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 10:
        raise HistoryError("seats: a list of 2 to 10 seats")
    names = tuple(clean_name(seat.get("name") if isinstance(seat, dict) else None,
                             f"Seat {number}") for number, seat in enumerate(seats, 1))
    viewer = doc.get("viewer")
    if not isinstance(viewer, int) or isinstance(viewer, bool) or not -1 <= viewer < len(names):
        raise HistoryError("viewer: not a seat of the table")
    listed = doc.get("hands") if doc["format"] == SEAT_HISTORY_FORMAT else [doc]
    if not isinstance(listed, list) or len(listed) > MAX_HANDS:
        raise HistoryError(f"hands: a list of at most {MAX_HANDS}")
    hands, total = [], 0
    for index, hand in enumerate(listed):
        where = f"hands[{index}]" if doc["format"] == SEAT_HISTORY_FORMAT else "hand"
        number = hand.get("hand") if isinstance(hand, dict) else None
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 10**9:
            raise HistoryError(f"{where}.hand: not a hand number")
        events = hand.get("events")
        if not isinstance(events, list) or len(events) > MAX_HAND_EVENTS:
            raise HistoryError(f"{where}.events: a list of at most {MAX_HAND_EVENTS}")
        total += len(events)
        if total > MAX_EVENTS:
            raise HistoryError(f"hands: more than {MAX_EVENTS} events")
        try:
            read = tuple(event_from_json(event, len(names), f"{where}.events[{k}]")
                         for k, event in enumerate(events))
        except WireError as error:
            raise HistoryError(str(error)) from None
        hands.append((number, read))
    return SeatHistory(names, viewer, tuple(hands))
