"""An asyncio client of the table server (docs/PROTOCOL.md): the tests' remote players, and
what the app will speak through (issue 41).

    async with TableClient.connect("ws://127.0.0.1:8765", "Ann") as client:
        room = await client.create([{"kind": "remote"}, {"kind": "bot", "level": "easy"}])
        seat = await client.join(room, "Ann")
        await client.start(room)
        state = await client.next_state()
        ...

Every message received is parsed into `inbox`; with `keep_frames=True` (the privacy tests,
which decode everything a seat was sent) it is also kept as it came, the text, in `received`,
which otherwise stays empty: a client that plays for hours must not hold every frame.
A state's view comes back as the engine's own `SeatView` (`State.view`), so a client asks it
the same questions a local screen asks: legal actions, prices, refusals.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from typing import Any, Optional

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from .. import __version__
from ..engine import actions as A
from ..engine.view import SeatView
from . import PROTOCOL_VERSION
from .wire import view_from_json

MAX_SERVER_MESSAGE = 1024 * 1024  # a 10-seat state with a hand's deal events is ~20 KiB


class ServerError(Exception):
    """The server refused a message: `code` (docs/PROTOCOL.md) and its words."""

    def __init__(self, message: dict):
        self.code = message.get("code", "")
        self.data = message
        super().__init__(f"{self.code}: {message.get('message', '')}")


class Closed(Exception):
    """The server closed the connection (`code`, `reason`)."""

    def __init__(self, code: Optional[int], reason: str):
        self.code = code
        self.reason = reason
        super().__init__(f"connection closed ({code}: {reason})")


@dataclass(frozen=True)
class State:
    hand: int
    step: int
    view: SeatView
    events: list  # as the server sent them: plain objects, this seat's copies

    @property
    def my_move(self) -> bool:
        view = self.view
        return not view.is_over and view.to_act == view.viewer


class TableClient:
    def __init__(self, socket: ClientConnection, name: str, keep_frames: bool = False):
        self.socket = socket
        self.name = name
        self.keep_frames = keep_frames
        self.received: list[str] = []  # every text frame, with keep_frames
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.token: Optional[str] = None
        self.seat: Optional[int] = None
        # The server's rate limit, from its welcome: moves are paced to keep within it.
        self._rate, self._burst = 0.0, 0.0
        self._tokens, self._refilled = 0.0, 0.0
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    def connect(cls, uri: str, name: str, **options) -> "_Connecting":
        """`options` go to websockets' `connect` (ssl=..., proxy=None, open_timeout=...),
        but `keep_frames` (keep every frame's text in `received`) and `greet`. The server's
        welcome is awaited; a refusal raises ServerError."""
        return _Connecting(cls, uri, name, options)

    async def _read(self) -> None:
        try:
            async for raw in self.socket:
                if isinstance(raw, bytes):
                    continue  # the protocol has no binary messages
                if self.keep_frames:
                    self.received.append(raw)
                await self.inbox.put(json.loads(raw))
        except ConnectionClosed:
            pass
        finally:
            await self.inbox.put(None)

    async def send(self, message: dict) -> None:
        self._refill()
        self._tokens -= 1
        await self.socket.send(json.dumps(message))

    async def receive(self, *types: str, timeout: float = 10.0) -> dict:
        """The next message of one of `types` (any, if none given); an error raises
        ServerError, a close Closed. Messages of other types in between are skipped."""
        while True:
            message = await asyncio.wait_for(self.inbox.get(), timeout)
            if message is None:
                await self.inbox.put(None)  # stays closed for the next caller
                raise Closed(self.socket.close_code, self.socket.close_reason or "")
            if message["type"] == "error" and "error" not in types:
                raise ServerError(message)
            if not types or message["type"] in types:
                return message

    async def hello(self, protocol: int = PROTOCOL_VERSION, app: str = __version__) -> dict:
        await self.send({"type": "hello", "protocol": protocol, "app": app,
                         "client": self.name})
        welcome = await self.receive("welcome")
        limits = welcome.get("limits", {})
        # A margin: the server counts arrivals, and the network may bunch up what was spaced.
        self._rate = 0.8 * float(limits.get("rate", 0))
        self._burst = max(1.0, float(limits.get("burst", 0)) - 2)
        self._tokens, self._refilled = self._burst - 1, time.monotonic()
        return welcome

    async def create(self, seats: list[dict], rules: Optional[dict] = None,
                     chips: Optional[int] = None, password: str = "",
                     pause_ms: Optional[int] = None, **settings: Any) -> str:
        """`settings`: the table's `rejoin_seconds`, `stand_in`, `turn_seconds`."""
        message: dict[str, Any] = {"type": "create", "seats": seats, **settings}
        if rules is not None:
            message["rules"] = rules
        if chips is not None:
            message["chips"] = chips
        if password:
            message["password"] = password
        if pause_ms is not None:
            message["pause_ms"] = pause_ms
        await self.send(message)
        return (await self.receive("created"))["room"]

    async def join(self, room: str, name: Optional[str] = None, password: str = "",
                   token: Optional[str] = None) -> int:
        message = {"type": "join", "room": room, "name": name or self.name}
        if password:
            message["password"] = password
        if token is not None:
            message["token"] = token
        await self.send(message)
        joined = await self.receive("joined")
        self.token, self.seat = joined["token"], joined["seat"]
        return joined["seat"]

    async def watch(self, room: str, name: Optional[str] = None, password: str = "") -> dict:
        """Watch the table as a spectator; the server's `watching` answer (`waiting`: a hand
        is under way, and the first state comes at the next deal)."""
        message = {"type": "watch", "room": room, "name": name or self.name}
        if password:
            message["password"] = password
        await self.send(message)
        return await self.receive("watching")

    async def set_seat(self, room: str, seat: int, kind: str,
                       level: Optional[str] = None) -> None:
        """The maker, before the start: an empty seat to a bot of `level`, or a bot's
        seat open to a player (`kind` "remote"). Answered by `seat_changed`."""
        message = {"type": "set_seat", "room": room, "seat": seat, "kind": kind}
        if level is not None:
            message["level"] = level
        await self.send(message)
        await self.receive("seat_changed")

    async def remove(self, room: str, seat: int) -> None:
        """The maker, before the start: the player at `seat` is sent away."""
        await self.send({"type": "remove", "room": room, "seat": seat})
        await self.receive("seat_left")

    async def start(self, room: str) -> None:
        await self.send({"type": "start", "room": room})

    async def next_state(self, timeout: float = 10.0) -> State:
        """The next state sent (raises MatchOver at the end of the match)."""
        message = await self.receive("state", "match_over", timeout=timeout)
        if message["type"] == "match_over":
            raise MatchOver(message)
        return State(message["hand"], message["step"], view_from_json(message["view"]),
                     message["events"])

    async def act(self, state: State, action: A.Action) -> None:
        """Send a move, waiting first if it would go over the server's rate limit (a
        scripted player answers faster than a table of people, and would be refused)."""
        await self._within_rate()
        await self.send({"type": "action", "hand": state.hand, "step": state.step,
                         "action": action.to_json()})

    def _refill(self) -> None:
        now = time.monotonic()
        self._tokens = min(self._burst, self._tokens + (now - self._refilled) * self._rate)
        self._refilled = now

    async def _within_rate(self) -> None:
        """Wait until `send` may spend a token (what `send` spends, it does not wait for)."""
        if self._rate <= 0:
            return
        self._refill()
        if self._tokens < 1:
            await asyncio.sleep((1 - self._tokens) / self._rate)

    async def chat(self, room: str, text: Optional[str] = None,
                   quick: Optional[str] = None) -> None:
        """Say `text`, or the quick message `quick` (one of chat.QUICK_MESSAGES), to
        everyone at the table. Not waited for: the server sends the line back to everyone,
        this client too, as a `chat` message (or refuses it with an `error`)."""
        if (text is None) == (quick is None):
            raise ValueError("a text or a quick message, one of them")
        message = {"type": "chat", "room": room}
        if text is not None:
            message["text"] = text
        else:
            message["quick"] = quick
        await self._within_rate()
        await self.send(message)

    async def leave(self) -> None:
        await self.send({"type": "leave"})
        await self.receive("left")

    async def close(self) -> None:
        await self.socket.close()
        self._reader.cancel()


class MatchOver(Exception):
    def __init__(self, message: dict):
        self.chips = message["chips"]
        self.data = message
        super().__init__(f"match over: {self.chips}")


class _Connecting:
    """`async with TableClient.connect(...) as client`: connected and greeted."""

    def __init__(self, cls, uri: str, name: str, options: dict):
        self.cls, self.uri, self.name = cls, uri, name
        self.greet = options.pop("greet", True)  # False: a test says hello itself
        self.keep_frames = options.pop("keep_frames", False)
        self.options = {"max_size": MAX_SERVER_MESSAGE, "compression": None, **options}
        self.client: Optional[TableClient] = None

    async def __aenter__(self) -> TableClient:
        socket = await connect(self.uri, **self.options)
        self.client = self.cls(socket, self.name, keep_frames=self.keep_frames)
        if self.greet:
            try:
                await self.client.hello()
            except BaseException:
                await self.client.close()
                raise
        return self.client

    async def __aexit__(self, *exc) -> None:
        await self.client.close()
