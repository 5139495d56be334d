"""The seats of a table as a server tells them (`seats` in joined, seat_taken, ...: docs/
PROTOCOL.md section 5), read from the untrusted message: each field checked, names cleaned."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ...bots import LEVELS
from ...games.limits import MAX_SEATS
from ...games.names import clean_name



@dataclass(frozen=True)
class TableSeat:
    kind: str  # "remote" (a person on a computer) or "bot"
    name: str  # "" until taken (bots are named at the start)
    taken: bool
    connected: bool
    level: str = ""  # a bot's

    @property
    def open(self) -> bool:
        """A seat a person may still take."""
        return self.kind == "remote" and not self.taken


def read_seats(data: Any) -> Optional[list[TableSeat]]:
    """The seats `data` lists, or None when it is not a seat list."""
    if not isinstance(data, list) or not 1 <= len(data) <= MAX_SEATS:
        return None
    seats = []
    for item in data:
        if not isinstance(item, dict) or item.get("kind") not in ("remote", "bot"):
            return None
        taken, connected = item.get("taken"), item.get("connected")
        if not isinstance(taken, bool) or not isinstance(connected, bool):
            return None
        level = item.get("level", "")
        level = level if level in LEVELS else ("medium" if item["kind"] == "bot" else "")
        seats.append(TableSeat(item["kind"], clean_name(item.get("name", "")), taken,
                               connected, level))
    return seats


def read_names(data: Any, most: int = 100) -> Optional[list[str]]:
    """The spectators' names `data` lists (cleaned), or None when it is not such a list."""
    if not isinstance(data, list) or len(data) > most:
        return None
    return [clean_name(name, "?") for name in data]


def seat_index(message: dict, seats: int) -> Optional[int]:
    seat = message.get("seat")
    return seat if type(seat) is int and 0 <= seat < seats else None
