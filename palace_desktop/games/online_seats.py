"""The seats this app holds at tables on other computers, kept so a person can take theirs back
after the window closed or the network dropped (docs/PROTOCOL.md section 10: a seat waits for
its token).

    path = seats_path(paths)
    keep_seat(path, OnlineSeat(uri, room, seat, token, name, when=time.time()))
    for kept in read_seats(path): ...        # the newest first, each field checked
    forget_seat(path, uri, room)

A token takes the seat: it is a secret, so the file is written 0600 (the temporary file of
`atomic_write_json` is made so, and the rename keeps it). The file comes from disk: a damaged,
huge or hostile one reads as no seats, and an entry with any field out of its form is dropped;
so are those of tables left more than `KEEP_SECONDS` ago (a server forgets a finished table
long before that).
"""

from __future__ import annotations

import math
import os
import re
import time
from pathlib import Path
from typing import Any, Optional

from ..engine.records import record
from .files import Paths, Unreadable, atomic_write_json, read_json
from .names import clean_name
from .table_address import ROOM_CODE_PATTERN, table_uri

ONLINE_SEATS_FILE = "online_seats.json"
FORMAT = "palace-desktop-online-seats"
MAX_BYTES = 64 * 1024
MAX_SEATS_KEPT = 16  # tables a person holds a seat at, at most: the oldest go first
KEEP_SECONDS = 7 * 24 * 3600
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{16,64}")  # the protocol's (net/schema.py)
MAX_URI = 300
MAX_SEAT = 9


@record(frozen=True)
class OnlineSeat:
    """A seat kept at a table on a server: where, which seat, its token and name, and when."""

    uri: str  # ws:// or wss:// host:port, as net.addresses.table_uri makes it
    room: str
    seat: int
    token: str
    name: str  # the name this seat was taken under
    when: float  # seconds since the epoch, when the seat was last kept

    def to_json(self) -> dict:
        return {"uri": self.uri, "room": self.room, "seat": self.seat, "token": self.token,
                "name": self.name, "when": self.when}


def seats_path(paths: Paths) -> Path:
    return paths.data_dir / ONLINE_SEATS_FILE


def seat_from_json(data: Any, now: float) -> Optional[OnlineSeat]:
    """The kept seat `data` describes, or None when any field is out of its form or the
    seat is older than KEEP_SECONDS (or from the future: a clock set back is no reason to
    keep a token for ever)."""
    if not isinstance(data, dict) or set(data) != {"uri", "room", "seat", "token", "name",
                                                   "when"}:
        return None
    uri, room, seat, token, name, when = (data[k] for k in ("uri", "room", "seat", "token",
                                                            "name", "when"))
    if not (isinstance(uri, str) and len(uri) <= MAX_URI and table_uri(uri) == uri):
        return None
    if not (isinstance(room, str) and ROOM_CODE_PATTERN.fullmatch(room)):
        return None
    if type(seat) is not int or not 0 <= seat <= MAX_SEAT:
        return None
    if not (isinstance(token, str) and TOKEN_PATTERN.fullmatch(token)):
        return None
    if not (isinstance(name, str) and name and clean_name(name) == name):
        return None
    if type(when) not in (int, float) or not math.isfinite(when):
        return None
    if not now - KEEP_SECONDS <= when <= now + 24 * 3600:
        return None
    return OnlineSeat(uri, room, seat, token, name, float(when))


def read_seats(path: Path, now: Optional[float] = None) -> list[OnlineSeat]:
    """The seats kept in `path`, the newest first; [] when there is none or the file cannot
    be used (it is replaced at the next keep)."""
    now = time.time() if now is None else now
    try:
        data = read_json(path, MAX_BYTES)
    except (FileNotFoundError, Unreadable):
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return []
    entries = data.get("seats")
    if not isinstance(entries, list):
        return []
    seats: dict[tuple[str, str], OnlineSeat] = {}
    for entry in entries[: MAX_SEATS_KEPT * 4]:
        seat = seat_from_json(entry, now)
        if seat is not None and (seat.uri, seat.room) not in seats:
            seats[(seat.uri, seat.room)] = seat
    return sorted(seats.values(), key=lambda s: s.when, reverse=True)[:MAX_SEATS_KEPT]


def _write(path: Path, seats: list[OnlineSeat]) -> None:
    atomic_write_json(path, {"format": FORMAT, "seats": [s.to_json() for s in seats]})
    os.chmod(path, 0o600)  # it is so already; a file an older version wrote becomes so


def keep_seat(path: Path, seat: OnlineSeat, now: Optional[float] = None) -> None:
    """Keep `seat` (in place of one kept at the same table); OSError when it cannot be
    written, ValueError when `seat` itself is out of its form."""
    now = time.time() if now is None else now
    if seat_from_json(seat.to_json(), now) is None:
        raise ValueError("not a seat that can be kept")
    others = [s for s in read_seats(path, now) if (s.uri, s.room) != (seat.uri, seat.room)]
    _write(path, [seat] + others[: MAX_SEATS_KEPT - 1])


def forget_seat(path: Path, uri: str, room: str, now: Optional[float] = None) -> None:
    """Forget the seat kept at the table `room` of `uri` (nothing when none is)."""
    seats = read_seats(path, now)
    kept = [s for s in seats if (s.uri, s.room) != (uri, room)]
    if len(kept) != len(seats) or (not kept and path.exists()):
        _write(path, kept)
