"""Each started table's autosave on the server, and the tables read back at a restart.

After every deal and move, before any player is told of it, the table is written to
`DIR/ROOM.json` (`palace-table/1`) with `games.files.atomic_write_json`, on a writer thread
(the players are sent the move once it is written, and it is synced to the disk within a
second: `TableStore`): a kill at any moment leaves the last table or the one before, never a
mixture. The match is the engine's own
`palace-match/1` document (`Match.to_json`, as the app's autosave keeps it), replayed by the
engine's history reader when read back, so a file that does not hold a legal match is set
aside (`ROOM.json.corrupt`), never played. Beside it: the seats (kind, bot level, name, and
the SHA-256 of each rejoin token, never the token), the SHA-256 of the password, the table's
settings and the bots' seed.

A table not yet started is written too, from its making (the rules, the seats taken, and
which seat is its maker's: the maker's token makes it the maker again after a restart); a
table is deleted when the server closes it (its match over and its players gone, or nobody
at it for the idle time). The files are made readable by the server's user
only: the hand under way's deal is in them.
"""

from __future__ import annotations

import logging
import os
import threading
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Optional

from ..engine import history
from ..engine.rules import Rules
from ..games.files import (Unreadable, atomic_write_json, fsync_directory, move_aside,
                           read_json)
from .game import TableGame
from ..games.names import clean_name
from ..games.setup import MAX_SEATS, MAX_STARTING_CHIPS, MIN_SEATS
from .schema import BOT_LEVELS, MAX_SPECTATORS, ROOM_CODE_PATTERN
from .spectators import DEFAULT_MAX_SPECTATORS
from .table import Seat, Table
from .wire import rules_to_json

log = logging.getLogger("palace_desktop.net")

TABLE_FORMAT = "palace-table/1"
MAX_TABLE_BYTES = 8 * 1024 * 1024  # as the app's saved games: a 1,000-hand match is ~1 MB
SHA256_HEX = 64


def table_to_json(table: Table) -> dict:
    return {
        "format": TABLE_FORMAT,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "room": table.room,
        "seats": [{"kind": seat.kind, "level": seat.level, "name": seat.name,
                   "token_sha256": seat.token_hash, "stand_in": seat.stand_in}
                  for seat in table.seats],
        "chips": table.chips,
        "password_sha256": table.password_hash,
        "pause_ms": table.pause_ms,
        "rejoin_seconds": table.rejoin_seconds,
        "stand_in": table.stand_in_level,
        "turn_seconds": table.turn_seconds,
        "spectators": table.spectators.limit,
        "over": table.over,
        "owner_seat": table.owner_seat,
        # Not started: the rules alone; the match and its seeds come at the start.
        "rules": rules_to_json(table.rules),
        "bot_seed": None if table.game is None else table.game.bot_seed,
        "match": None if table.game is None else table.game.match_json(),
    }


def _field(doc: dict, key: str, kind: type, low: int = 0, high: int = 2**63) -> Any:
    value = doc.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) != (kind is bool):
        raise ValueError(f"{key}: not a {kind.__name__}")
    if kind is int and not low <= value <= high:
        raise ValueError(f"{key}: out of range")
    return value


def _hash(value: Any, key: str) -> str:
    if not isinstance(value, str) or len(value) != SHA256_HEX \
            or value.strip("0123456789abcdef"):
        raise ValueError(f"{key}: not a SHA-256")
    return value


def table_from_json(doc: Any, seeds: Callable[[], int], pool: Executor) -> Table:
    """The table a `palace-table/1` document holds; ValueError naming what is wrong."""
    if not isinstance(doc, dict) or doc.get("format") != TABLE_FORMAT:
        raise ValueError(f"not a {TABLE_FORMAT} document")
    room = _field(doc, "room", str)
    if not ROOM_CODE_PATTERN.fullmatch(room):
        raise ValueError("room: not a room code")
    match = None
    if doc.get("match") is not None or "rules" not in doc:
        try:
            match, rejected = history.build_match(history.parse(doc.get("match")))
        except (history.HistoryError, RecursionError, TypeError) as error:
            raise ValueError(f"match: {error}") from None
        if rejected:
            raise ValueError(f"match: an illegal action ({rejected['message']})")
        rules = match.rules
    else:
        try:
            rules = Rules.from_json(doc.get("rules"))
        except (ValueError, TypeError, AttributeError) as error:
            raise ValueError(f"rules: {error}") from None
    specs = doc.get("seats")
    if not isinstance(specs, list) or not (
            len(specs) == len(match.names) if match else MIN_SEATS <= len(specs) <= MAX_SEATS):
        raise ValueError("seats: one per seat of the match")
    seats = []
    for number, spec in enumerate(specs):
        if not isinstance(spec, dict) or spec.get("kind") not in ("remote", "bot"):
            raise ValueError(f"seats[{number}]: not a seat")
        level = spec.get("level")
        if (spec["kind"] == "bot") != (level in BOT_LEVELS):
            raise ValueError(f"seats[{number}].level: not a bot level")
        seat = Seat(spec["kind"], level)
        if match is not None:
            seat.name = match.names[number]
        elif isinstance(spec.get("name"), str):
            seat.name = clean_name(spec["name"], "Player") if spec.get("name") else ""
        token = spec.get("token_sha256")
        if spec["kind"] == "remote" and (match is not None or token is not None):
            seat.token_hash = _hash(token, f"seats[{number}].token_sha256")
        if spec["kind"] == "remote":
            seat.stand_in = spec.get("stand_in") is True
        seats.append(seat)
    stand_in = doc.get("stand_in")
    if stand_in not in BOT_LEVELS:
        raise ValueError("stand_in: not a bot level")
    table = Table(room, seats, rules, _field(doc, "chips", int, 1, MAX_STARTING_CHIPS), "",
                  _field(doc, "pause_ms", int, 0, 30_000), seeds, pool, None,
                  rejoin_seconds=_field(doc, "rejoin_seconds", int, 0, 3600),
                  stand_in=stand_in, turn_seconds=_field(doc, "turn_seconds", int, 0, 3600),
                  # files written before spectators were built have no cap: the default
                  max_spectators=_field({"spectators": DEFAULT_MAX_SPECTATORS, **doc},
                                        "spectators", int, 0, MAX_SPECTATORS))
    table.password_hash = _hash(doc.get("password_sha256"), "password_sha256")
    if match is not None:
        table.game = TableGame(match.rules, match.names, table.chips,
                               [seat.level for seat in seats], seeds,
                               restored=(match, _field(doc, "bot_seed", int)))
    table.over = _field(doc, "over", bool)
    owner_seat = doc.get("owner_seat")
    if owner_seat is not None:
        table.owner_seat = _field(doc, "owner_seat", int, 0, len(seats) - 1)
    return table


class TableStore:
    """The tables' files in one directory (made readable by the server's user only),
    written by threads of their own, so the event loop, and every table on it, does not wait
    for the disk. One table's files are written one after another, in the order asked;
    different tables' at once.

    A save is written (a whole new file, renamed over the old) before the move is sent, and
    made durable (fsync) within `SYNC_SECONDS` after, by a thread that syncs every file
    written meanwhile and their directory at once: a server killed at any moment loses no
    move anyone was shown (the system holds what was written), and a machine that loses its
    power loses at most the last second. An fsync before each send took 1 to 15 ms a file
    here, and the disk's latency became every move's: at 100 busy tables the moves' p99 was
    three times that of the same server on a disk with no fsync cost."""

    WRITERS = 2
    SYNC_SECONDS = 1.0

    def __init__(self, directory: Path):
        self.directory = Path(directory)
        self._writers = ThreadPoolExecutor(max_workers=self.WRITERS,
                                           thread_name_prefix="autosave")
        self._lock = threading.Lock()
        self._writing: set[str] = set()  # rooms a writer is on
        # room -> [document, future] of its next write, once the one under way is done
        # (the document None: the file is deleted)
        self._waiting: dict[str, list] = {}
        self._last: dict[str, Future] = {}  # room -> the future of its last write asked for
        self._unsynced: set[str] = set()  # rooms written since the last sync
        self._closing = threading.Event()
        self._syncer = threading.Thread(target=self._sync_now_and_then, name="autosave-sync",
                                        daemon=True)
        self._syncer.start()

    def path(self, room: str) -> Path:
        return self.directory / f"{room}.json"

    def save(self, table: Table) -> Optional[Future]:
        """Write the table (the document is made here, on the loop; the writing on a writer
        thread); the future is done once it, or a newer one of the same table, is on disk.
        A table whose last write has not begun yet has that one replaced by this one (a newer
        document holds everything the older did): with many busy tables the disk writes as
        often as it can, and a table's saves never fall more than one file behind."""
        return self._ask(table.room, table_to_json(table))

    def discard(self, room: str) -> None:
        self._ask(room, None)

    def written(self, room: str) -> Future:
        """Done once every write of the room asked for so far is done."""
        with self._lock:
            last = self._last.get(room)
        if last is None:
            last = Future()
            last.set_result(None)
        return last

    def _ask(self, room: str, doc: Optional[dict]) -> Future:
        with self._lock:
            waiting = self._waiting.get(room)
            if waiting is not None:
                waiting[0] = doc
                return waiting[1]
            future: Future = Future()
            self._last[room] = future
            if room in self._writing:
                self._waiting[room] = [doc, future]
                return future
            self._writing.add(room)
        self._writers.submit(self._write_room, room, doc, future)
        return future

    def _write_room(self, room: str, doc: Optional[dict], future: Future) -> None:
        """Write the room's file, then its next one asked for meanwhile, until none waits."""
        while True:
            # Written even when nobody waits for it any more (a loop that stopped cancelled
            # its wait).
            waited_for = future.set_running_or_notify_cancel()
            try:
                if doc is None:
                    self._unlink(room)
                else:
                    self._write(room, doc)
            finally:
                if waited_for:
                    future.set_result(None)
            with self._lock:
                waiting = self._waiting.pop(room, None)
                if waiting is None:
                    self._writing.discard(room)
                    if self._last.get(room) is future:
                        del self._last[room]
                    return
            doc, future = waiting

    def close(self) -> None:
        """Wait for the writes asked for, and sync them (a server that stops leaves complete
        files)."""
        self._writers.shutdown(wait=True)
        self._closing.set()
        self._syncer.join()

    def _sync_now_and_then(self) -> None:
        while not self._closing.wait(self.SYNC_SECONDS):
            self.sync()
        self.sync()

    def sync(self) -> None:
        """Make the files written so far durable: each one's data, then the directory (the
        renames)."""
        with self._lock:
            rooms, self._unsynced = self._unsynced, set()
        if not rooms:
            return
        for room in rooms:
            try:
                descriptor = os.open(self.path(room), os.O_RDONLY)
            except FileNotFoundError:
                continue  # deleted meanwhile
            except OSError as error:
                log.error("table %s: its file could not be synced: %s", room, error)
                continue
            try:
                os.fsync(descriptor)
            except OSError as error:
                log.error("table %s: its file could not be synced: %s", room, error)
            finally:
                os.close(descriptor)
        fsync_directory(self.directory)

    def _write(self, room: str, doc: dict) -> None:
        """A failure (a full disk) is logged and the table plays on: its players would
        rather lose the autosave than the game."""
        try:
            if not self.directory.exists():
                self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)
            atomic_write_json(self.path(room), doc, compact=True, sync=False)
        except (OSError, ValueError) as error:
            log.error("table %s: could not be saved: %s", room, error)
            return
        with self._lock:
            self._unsynced.add(room)

    def _unlink(self, room: str) -> None:
        try:
            os.unlink(self.path(room))
        except FileNotFoundError:
            pass
        except OSError as error:
            log.error("table %s: its file could not be deleted: %s", room, error)

    def load(self, seeds: Callable[[], int], pool: Executor) -> list[Table]:
        """Every table saved here (made, started, or over: its players are yet to be told);
        a file that cannot be used is set aside (`.corrupt`) with a log line."""
        tables = []
        try:
            paths = sorted(self.directory.glob("*.json"))
        except OSError:
            return tables
        for path in paths:
            try:
                table = table_from_json(read_json(path, MAX_TABLE_BYTES), seeds, pool)
                if path.stem != table.room:
                    raise ValueError("room: not the file's name")
            except FileNotFoundError:
                continue
            except (Unreadable, ValueError) as error:
                try:
                    moved = move_aside(path)
                except OSError as move_error:
                    moved = f"not moved aside: {move_error}"
                log.error("%s: not a table that can be resumed (%s); %s", path, error, moved)
                continue
            tables.append(table)
        return tables
