"""The table server: WebSocket (RFC 6455, the `websockets` library, TLS by Python's `ssl`),
many tables at once, each named by a room code (docs/PROTOCOL.md).

Per connection: the first message must be `hello` with this protocol version, within
`HELLO_SECONDS` of the connection's opening (else it is closed, 1008); then it may
make tables, hold one seat, start the tables it made and move for its own seat. Every frame
is checked (schema.py) before it is read; a refused one gets an `error` naming the problem and
changes nothing. A connection that sends too fast is refused too, and one that is refused
`STRIKES` times within `STRIKE_WINDOW` seconds is closed (1008): only that one.

What a connection is sent goes through a bounded queue of its own: a client that does not read
is closed rather than let the queue grow, and never holds a table up. One address holds at
most `CONNECTIONS_PER_ADDRESS` connections at once; one more is closed at once (1008).

Every limit is one of the constants below (docs/SERVER.md lists them).
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import ssl
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable, Optional

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from .. import __version__
from ..engine.rules import Rules
from ..engine.state import can_pay_ante
from ..games.names import clean_name
from ..games.setup import MAX_SEATS, MIN_SEATS, STARTING_CHIPS as DEFAULT_CHIPS
from . import PROTOCOL_VERSION
from .chat import MAX_CHAT_LENGTH, NO_SEAT, ChatRate, clean_chat
from .limits import (BURST, CONNECTIONS_PER_ADDRESS, HELLO_SECONDS, MAX_MESSAGE, MAX_TABLES,
                     OUT_QUEUE, RATE, STRIKE_WINDOW, STRIKES, TABLES_PER_CONNECTION)
from .schema import ProtocolError, parse_client_message
from .store import TableStore
from .spectators import DEFAULT_MAX_SPECTATORS
from .table import DEFAULT_REJOIN_SECONDS, DEFAULT_STAND_IN, Seat, Table

log = logging.getLogger("palace_desktop.net")

ROOM_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
ROOM_LENGTH = 10  # 50 bits from `secrets`
_CLOSE = object()
# Refusals that are no misbehaviour: a person who chats fast is slowed, not sent away.
NOT_STRIKES = frozenset({"chat_too_fast"})


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LENGTH))


def secret_seed() -> int:
    return secrets.randbits(63)


# The last message encoded, with its text: a message for many (the spectators' state, a
# table's news) is sent to each of them in turn, and is encoded once. The message is kept
# alive here, so no other takes its id; a message is never changed once sent.
_last_encoded: tuple = (None, "")


def encoded(message: dict) -> str:
    global _last_encoded
    last = _last_encoded
    if last[0] is message:
        return last[1]
    text = json.dumps(message, separators=(",", ":"))
    _last_encoded = (message, text)
    return text


class Connection:
    """One client: its queue of messages out, its rate and its strikes."""

    def __init__(self, socket: ServerConnection, number: int, rate: float, burst: int,
                 strikes: int, clock: Callable[[], float]):
        self.socket = socket
        self.rate = rate
        self.burst = burst
        self.strikes = strikes
        self.clock = clock
        self.name = f"connection {number}"
        self.client = ""
        self.greeted = False
        self.table: Optional[Table] = None  # where it holds a seat
        self.watching: Optional[Table] = None  # where it is a spectator
        self.made: list[Table] = []
        self._out: asyncio.Queue = asyncio.Queue(maxsize=OUT_QUEUE)
        self._closing = False
        self._closer: Optional[asyncio.Task] = None
        self._tokens = float(burst)
        self._refilled = clock()
        self._strikes: deque[float] = deque()
        self.chat_rate = ChatRate(clock)

    def send(self, message: dict) -> None:
        if self._closing:
            return
        try:
            self._out.put_nowait(encoded(message))
        except asyncio.QueueFull:
            log.info("%s: does not read its messages; closed", self.name)
            self._close_now(1008, "too many messages waiting")

    def close(self, code: int, reason: str) -> None:
        """Close once everything already queued is sent."""
        if self._closing:
            return
        self._closing = True
        try:
            self._out.put_nowait((_CLOSE, code, reason))
        except asyncio.QueueFull:
            self._close_now(code, reason)

    def _close_now(self, code: int, reason: str) -> None:
        """Close without waiting for the queue: with the queue full, the writer is stuck
        sending to a client that does not read, and a close queued behind it would wait as
        long. The library gives the closing handshake its close_timeout, then drops the
        connection."""
        self._closing = True
        self._closer = asyncio.get_running_loop().create_task(self.socket.close(code, reason))

    async def write(self) -> None:
        try:
            while True:
                item = await self._out.get()
                if isinstance(item, tuple):
                    await self.socket.close(item[1], item[2])
                    return
                await self.socket.send(item)
        except ConnectionClosed:
            pass  # the reader sees it too, and drops the connection

    def within_rate(self) -> bool:
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._refilled) * self.rate)
        self._refilled = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def strike(self) -> bool:
        """Count a refused message; True when the connection has had enough of them."""
        now = self.clock()
        self._strikes.append(now)
        while self._strikes and self._strikes[0] < now - STRIKE_WINDOW:
            self._strikes.popleft()
        return len(self._strikes) >= self.strikes

    @property
    def closing(self) -> bool:
        return self._closing

    @property
    def waiting(self) -> int:
        """Messages queued for this client, not yet sent."""
        return self._out.qsize()


class TableServer:
    """The tables and the connections. `seeds` makes the deals and the bots' seeds (default:
    `secrets`; a test passes a seeded one to replay a match locally). `rate` and `burst`:
    the messages a connection may send a second on average, and at once (a person sends a
    few a minute; a test's scripted players, as fast as the table goes); `strikes`: refused
    messages within `STRIKE_WINDOW` that close a connection; `clock`: seconds, for both."""

    def __init__(self, seeds: Optional[Callable[[], int]] = None, bot_threads: int = 2,
                 idle_seconds: float = 600.0, max_tables: int = MAX_TABLES,
                 rate: float = RATE, burst: int = BURST, strikes: int = STRIKES,
                 clock: Callable[[], float] = time.monotonic,
                 data_dir: Optional[Path] = None, hello_seconds: float = HELLO_SECONDS,
                 per_address: int = CONNECTIONS_PER_ADDRESS):
        """`data_dir`: where each started table is saved after every move, and read back
        from at the start (net/store.py); None keeps the tables in memory only.
        `hello_seconds`, `per_address`: see HELLO_SECONDS, CONNECTIONS_PER_ADDRESS."""
        self.rate = rate
        self.hello_seconds = hello_seconds
        self.per_address = per_address
        self._addresses: dict[str, int] = {}  # address -> its connections open
        self.burst = burst
        self.strikes = strikes
        self.clock = clock
        self.seeds = seeds or secret_seed
        self.tables: dict[str, Table] = {}
        self.pool = ThreadPoolExecutor(max_workers=bot_threads, thread_name_prefix="bots")
        self.idle_seconds = idle_seconds
        self.max_tables = max_tables
        self._server = None
        self._count = 0
        self._idle: dict[str, asyncio.TimerHandle] = {}
        self.store = None if data_dir is None else TableStore(data_dir)

    async def start(self, host: str = "127.0.0.1", port: int = 0,
                    ssl_context: Optional[ssl.SSLContext] = None) -> int:
        """Read back the saved tables, then listen; returns the port (an ephemeral one for
        port 0)."""
        resumed = self.store.load(self.seeds, self.pool) if self.store else []
        self._server = await serve(
            self._handle, host, port, ssl=ssl_context, max_size=MAX_MESSAGE, max_queue=16,
            compression=None, ping_interval=20, ping_timeout=20, open_timeout=10,
            close_timeout=5, server_header=f"palace-desktop/{__version__}")
        port = self._server.sockets[0].getsockname()[1]
        log.info("listening on %s://%s:%d", "wss" if ssl_context else "ws", host, port)
        for table in resumed:
            self.tables[table.room] = table
            table.saver = self.store.save
            if table.over:
                # Kept until its players are told, or for the idle time.
                table.unheard = {n for n, seat in enumerate(table.seats)
                                 if seat.kind == "remote"}
                log.info("table %s: resumed, its match over", table.room)
            elif table.started:
                log.info("table %s: resumed at hand %d step %d", table.room, table.game.hand,
                         table.game.step)
                table.resume()
            else:
                log.info("table %s: resumed before its start", table.room)
            self._maybe_idle(table)
        return port

    async def stop(self) -> None:
        for table in list(self.tables.values()):
            table.close()
        self.tables.clear()
        for handle in self._idle.values():
            handle.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.pool.shutdown(wait=False, cancel_futures=True)
        if self.store is not None:
            self.store.close()

    # ----------------------------------------------------------------------------------------

    async def _handle(self, socket: ServerConnection) -> None:
        address = _address_of(socket)
        open_here = self._addresses.get(address, 0)
        if open_here >= self.per_address:
            log.info("%s: a connection over its %d refused", address, self.per_address)
            await socket.close(1008, f"at most {self.per_address} connections from one "
                               "address")
            return
        self._addresses[address] = open_here + 1
        try:
            await self._serve_connection(socket)
        finally:
            left = self._addresses.pop(address) - 1
            if left:
                self._addresses[address] = left

    async def _serve_connection(self, socket: ServerConnection) -> None:
        self._count += 1
        connection = Connection(socket, self._count, self.rate, self.burst, self.strikes,
                                self.clock)
        loop = asyncio.get_running_loop()
        writer = loop.create_task(connection.write())
        no_hello = loop.call_later(self.hello_seconds, self._no_hello, connection)
        try:
            async for raw in socket:
                self._receive(connection, raw)
                if connection.closing:
                    break
            if connection.closing:
                await asyncio.wait_for(writer, timeout=5)
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        finally:
            no_hello.cancel()
            writer.cancel()
            self._gone(connection)

    @staticmethod
    def _no_hello(connection: Connection) -> None:
        """A connection that said no hello in time is closed: it holds a socket and a task,
        and a client of this protocol says it first."""
        if not connection.greeted:
            log.info("%s: no hello; closed", connection.name)
            connection.close(1008, "no hello in time")

    def _receive(self, connection: Connection, raw) -> None:
        about = ""
        try:
            if not connection.within_rate():
                raise ProtocolError("rate_limited",
                                    f"more than {connection.rate:g} messages a second")
            message = parse_client_message(raw)
            about = message["type"]
            self._dispatch(connection, message)
        except ProtocolError as error:
            connection.send({"type": "error", "code": error.code, "message": str(error),
                             "about": about})
            if error.code == "protocol_version":
                connection.close(1008, "protocol version")
            elif error.code not in NOT_STRIKES and connection.strike():
                log.info("%s: closed after %d refused messages", connection.name,
                         connection.strikes)
                connection.close(1008, "too many refused messages")
        except Exception:  # a bug of ours: this connection is told, the others go on
            log.exception("%s: failed on a %s message", connection.name, about or "?")
            connection.send({"type": "error", "code": "server_error",
                             "message": "the server failed on that message", "about": about})

    def _dispatch(self, connection: Connection, message: dict) -> None:
        kind = message["type"]
        if kind == "hello":
            self._hello(connection, message)
            return
        if not connection.greeted:
            raise ProtocolError("hello_first", "say hello first")
        if kind == "create":
            self._create(connection, message)
        elif kind == "join":
            self._join(connection, message)
        elif kind == "watch":
            self._watch(connection, message)
        elif kind == "set_seat":
            if message["kind"] == "bot" and "level" not in message:
                raise ProtocolError("bad_message", "set_seat.level: a bot's level")
            self._table(message["room"]).set_seat(connection, message["seat"],
                                                  message["kind"], message.get("level"))
        elif kind == "remove":
            self._table(message["room"]).remove(connection, message["seat"])
        elif kind == "start":
            self._table(message["room"]).start(connection)
        elif kind == "chat":
            self._chat(connection, message)
        elif kind == "action":
            if connection.table is None:
                raise ProtocolError("no_seat", "you hold no seat")
            connection.table.act(connection, message["hand"], message["step"],
                                 message["action"])
        elif kind == "leave" and connection.watching is not None:
            table, connection.watching = connection.watching, None
            table.unwatch(connection)
            connection.send({"type": "left", "room": table.room})
        elif kind == "leave":
            table = connection.table
            if table is None:
                raise ProtocolError("no_seat", "you hold no seat")
            table.leave(connection)
            connection.table = None
            connection.send({"type": "left", "room": table.room})
            self._maybe_idle(table)

    def _hello(self, connection: Connection, message: dict) -> None:
        if connection.greeted:
            raise ProtocolError("hello_again", "hello once per connection")
        if message["protocol"] != PROTOCOL_VERSION:
            raise ProtocolError(
                "protocol_version",
                f"this server speaks protocol {PROTOCOL_VERSION} (Palace Desktop "
                f"{__version__}); your client speaks protocol {message['protocol']} "
                f"(Palace Desktop {clean_name(message['app'], '?')}): use the same version")
        connection.greeted = True
        connection.client = clean_name(message["client"], "client")
        connection.send({"type": "welcome", "protocol": PROTOCOL_VERSION, "app": __version__,
                         "limits": {"max_message": MAX_MESSAGE, "rate": self.rate,
                                    "burst": self.burst}})

    def _create(self, connection: Connection, message: dict) -> None:
        if len(self.tables) >= self.max_tables:
            raise ProtocolError("server_full", "this server holds as many tables as it can")
        connection.made = [t for t in connection.made if not t.over]
        if len(connection.made) >= TABLES_PER_CONNECTION:
            raise ProtocolError("too_many_tables",
                                f"at most {TABLES_PER_CONNECTION} tables per connection")
        specs = message["seats"]
        if len(specs) < 2:
            raise ProtocolError("bad_message",
                                f"seats: {MIN_SEATS} to {MAX_SEATS} seats (R1.1)")
        if not any(spec["kind"] == "remote" for spec in specs):
            raise ProtocolError("bad_message", "seats: at least one player's seat")
        try:
            rules = Rules.from_json(message.get("rules", {}))
        except (ValueError, TypeError) as error:
            raise ProtocolError("bad_message", f"rules: {error}"[:200]) from None
        if not can_pay_ante(message.get("chips", DEFAULT_CHIPS), rules):
            raise ProtocolError("bad_message", "chips: a seat could not pay the ante (R3.4)")
        room = new_room_code()
        while room in self.tables:
            room = new_room_code()
        table = Table(room, [Seat(spec["kind"], spec.get("level")) for spec in specs], rules,
                      message.get("chips", DEFAULT_CHIPS), message.get("password", ""),
                      message.get("pause_ms", 3000), self.seeds, self.pool, connection,
                      rejoin_seconds=message.get("rejoin_seconds", DEFAULT_REJOIN_SECONDS),
                      stand_in=message.get("stand_in", DEFAULT_STAND_IN),
                      turn_seconds=message.get("turn_seconds", 0),
                      max_spectators=message.get("spectators", DEFAULT_MAX_SPECTATORS))
        self.tables[room] = table
        if self.store is not None:
            table.saver = self.store.save
            table.saver(table)  # kept from its making: a restart does not lose it
        connection.made.append(table)
        log.info("table %s: made by %s, %d seats", room, connection.name, len(specs))
        connection.send({"type": "created", "room": room,
                         "seats": [seat.to_json() for seat in table.seats]})
        self._maybe_idle(table)

    def _join(self, connection: Connection, message: dict) -> None:
        if connection.table is not None:
            raise ProtocolError("seated", "you hold a seat already; leave it first")
        if connection.watching is not None:
            raise ProtocolError("watching", "you watch a table; leave it first")
        table = self._table(message["room"])
        table.join(connection, message["name"], message.get("password", ""),
                   message.get("token"))
        connection.table = table
        if table.owner is connection and table not in connection.made:
            connection.made.append(table)  # the maker back after a restart
        self._not_idle(table)

    def _watch(self, connection: Connection, message: dict) -> None:
        if connection.table is not None:
            raise ProtocolError("seated", "you hold a seat already; leave it first")
        if connection.watching is not None:
            raise ProtocolError("watching", "you watch a table already; leave it first")
        table = self._table(message["room"])
        table.watch(connection, message["name"], message.get("password", ""))
        connection.watching = table

    def _chat(self, connection: Connection, message: dict) -> None:
        """A line from someone at the table (a player, a spectator or its maker) to everyone
        at it, the speaker too: what they see is what the others were sent."""
        table = self._table(message["room"])
        seat = table.seat_of(connection)
        if seat is not None:
            name = table.seats[seat].name
        elif connection in table.spectators:
            seat, name = NO_SEAT, table.spectators.name_of(connection)
        elif connection is table.owner:
            seat, name = NO_SEAT, connection.client
        else:
            raise ProtocolError("not_at_table", "only the players, spectators and maker of "
                                "a table chat at it")
        if ("text" in message) == ("quick" in message):
            raise ProtocolError("bad_message", "chat: a text or a quick message, one of them")
        line = {"type": "chat", "room": table.room, "seat": seat, "name": name}
        if "text" in message:
            line["text"] = clean_chat(message["text"])
            if not line["text"]:
                raise ProtocolError("bad_message", f"chat.text: 1 to {MAX_CHAT_LENGTH} "
                                    "characters of text")
        else:
            line["quick"] = message["quick"]
        if not connection.chat_rate.allow():
            raise ProtocolError("chat_too_fast", f"at most {connection.chat_rate.lines} "
                                f"lines in {connection.chat_rate.window:g} seconds")
        for peer in table.everyone():
            peer.send(line)

    def _table(self, room: str) -> Table:
        table = self.tables.get(room)
        if table is None:
            raise ProtocolError("no_table", "no table has that room code")
        return table

    # ----------------------------------------------------------------------------------------
    # Tables nobody is at

    def _gone(self, connection: Connection) -> None:
        if connection.watching is not None:
            connection.watching.unwatch(connection)
            connection.watching = None
        table = connection.table
        if table is not None:
            table.leave(connection, dropped=True)
            connection.table = None
        for made in connection.made:
            if made.owner is connection:
                made.owner = None
            self._maybe_idle(made)
        if table is not None:
            self._maybe_idle(table)

    def _maybe_idle(self, table: Table) -> None:
        """A table with nobody connected goes after `idle_seconds`; one whose match is over
        at once, unless a player was not told yet (a restart): then after the idle time."""
        if table.room not in self.tables:
            return
        if table.over and not table.unheard:
            if not table.holders():
                self._remove(table.room)
            return
        if table.holders() or table.owner is not None:
            return
        if table.room not in self._idle:
            self._idle[table.room] = asyncio.get_running_loop().call_later(
                self.idle_seconds, self._remove, table.room)

    def _not_idle(self, table: Table) -> None:
        handle = self._idle.pop(table.room, None)
        if handle is not None:
            handle.cancel()

    def _remove(self, room: str) -> None:
        self._idle.pop(room, None)
        table = self.tables.pop(room, None)
        if table is not None:
            table.close()
            if self.store is not None:
                self.store.discard(room)
            log.info("table %s: closed", room)


def _address_of(socket: ServerConnection) -> str:
    """The peer's IP address (a Unix socket's, or one the system cannot tell: "")."""
    peer = socket.remote_address
    return str(peer[0]) if isinstance(peer, tuple) and peer else ""


def tls_context(certfile: str, keyfile: str) -> ssl.SSLContext:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(certfile, keyfile)
    return context
