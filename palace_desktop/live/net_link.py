"""`NetLink`: one connection to a table server (docs/PROTOCOL.md), for the GUI thread.

The connection lives on an asyncio loop in a thread of its own (`net.loop_thread`): the window
never waits on the network. The GUI thread calls `open`, `send`, `act`, `close`; what comes
back arrives as Qt signals, queued to the GUI thread:

- `opened(welcome)` once the server has answered `hello`;
- `open_failed(reason, detail)` when it could not: `reason` is one of `OPEN_FAILURES`;
- `received(message)` for every server message but errors, in order;
- `refused(code, message, about)` for a server's `error`;
- `closed(code, reason)` when an open connection ends, whoever ended it (once).

Every message received comes from outside: it is a JSON object with a string `type` (anything
else closes the connection as a protocol error), and no more is known of it. A listener
checks what it reads (`net.wire.view_from_json` does for a state; names go through
`games.names.clean_name`).
"""

from __future__ import annotations

import asyncio
import json
import ssl
from typing import Optional

from PySide6.QtCore import QObject, Signal

from websockets.exceptions import InvalidURI

from ..net.client import Closed, ServerError, TableClient
from ..net.loop_thread import LoopThread

OPEN_SECONDS = 8.0  # a server that has not greeted us by then is not answering

# Why `open` failed:
NO_ANSWER = "no_answer"  # nothing listens there, or the network does not reach it
BAD_ADDRESS = "bad_address"  # not an address a connection can be made to
NOT_TRUSTED = "not_trusted"  # a TLS certificate this computer does not trust
OTHER_VERSION = "other_version"  # the server speaks another protocol version
NOT_A_TABLE = "not_a_table"  # something answered, but not a table server
OPEN_FAILURES = (NO_ANSWER, BAD_ADDRESS, NOT_TRUSTED, OTHER_VERSION, NOT_A_TABLE)


class _LinkClient(TableClient):
    """A TableClient whose reader survives what a server may send: a frame that is not a
    JSON object with a `type` closes the connection (1002) instead of killing the reader."""

    welcome: dict = {}

    async def hello(self, *args, **kwargs) -> dict:
        self.welcome = await super().hello(*args, **kwargs)
        return self.welcome

    async def _read(self) -> None:
        try:
            async for raw in self.socket:
                message = _parsed(raw)
                if message is None:
                    await self.socket.close(1002, "not a protocol message")
                    break
                await self.inbox.put(message)
        except Exception:  # ConnectionClosed, or a socket error: the link ends either way
            pass
        finally:
            await self.inbox.put(None)


def _parsed(raw) -> Optional[dict]:
    if isinstance(raw, bytes):
        return None
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        return None
    return message


class NetLink(QObject):
    opened = Signal(dict)
    open_failed = Signal(str, str)
    received = Signal(dict)
    refused = Signal(str, str, str)
    closed = Signal(int, str)

    def __init__(self, parent=None, loop_thread: Optional[LoopThread] = None):
        super().__init__(parent)
        self._own_thread = loop_thread is None
        self._thread = loop_thread or LoopThread("palace-link")
        self._client: Optional[TableClient] = None
        self._pump: Optional[asyncio.Task] = None
        self.uri = ""
        self.name = ""
        self.welcome: dict = {}

    @property
    def is_open(self) -> bool:
        return self._client is not None

    def open(self, uri: str, name: str, ssl_context: Optional[ssl.SSLContext] = None,
             timeout: float = OPEN_SECONDS) -> None:
        """Connect and say hello; `opened` or `open_failed` follows."""
        self.uri, self.name = uri, name
        self._thread.submit(self._open(uri, name, ssl_context, timeout))

    async def _open(self, uri, name, ssl_context, timeout) -> None:
        options = {"open_timeout": timeout, "proxy": None}
        if uri.startswith("wss://"):
            options["ssl"] = ssl_context or ssl.create_default_context()
        try:
            connecting = _LinkClient.connect(uri, name, **options)
            client = await asyncio.wait_for(connecting.__aenter__(), timeout)
        except ServerError as error:
            reason = OTHER_VERSION if error.code == "protocol_version" else NOT_A_TABLE
            self.open_failed.emit(reason, str(error.data.get("message", error)))
            return
        except ssl.SSLCertVerificationError as error:
            self.open_failed.emit(NOT_TRUSTED, error.verify_message or str(error))
            return
        except (InvalidURI, ValueError, TypeError) as error:
            self.open_failed.emit(BAD_ADDRESS, str(error))
            return
        except (OSError, asyncio.TimeoutError, Closed) as error:
            self.open_failed.emit(NO_ANSWER, str(error) or type(error).__name__)
            return
        except Exception as error:  # an HTTP answer, a handshake that is not WebSocket's
            self.open_failed.emit(NOT_A_TABLE, str(error) or type(error).__name__)
            return
        self._client = client
        self.welcome = dict(client.welcome)
        self._pump = asyncio.get_running_loop().create_task(self._deliver(client))
        self.opened.emit(self.welcome)

    async def _deliver(self, client: TableClient) -> None:
        try:
            while True:
                message = await client.inbox.get()
                if message is None:
                    break
                if message["type"] == "error":
                    self.refused.emit(str(message.get("code", "")),
                                      str(message.get("message", ""))[:500],
                                      str(message.get("about", "")))
                else:
                    self.received.emit(message)
        finally:
            if self._client is client:
                self._client = None
                self.closed.emit(client.socket.close_code or 1006,
                                 client.socket.close_reason or "")

    def send(self, message: dict) -> None:
        """Send one message (a dict the protocol's schema knows); nothing if not open."""
        self._thread.submit(self._send(message))

    async def _send(self, message: dict) -> None:
        client = self._client
        if client is None:
            return
        try:
            if message.get("type") == "action":
                await client._within_rate()
            await client.send(message)
        except Exception:  # a closed connection: `closed` tells the GUI
            pass

    def act(self, hand: int, step: int, action) -> None:
        """A move (an engine Action) on the state numbered `hand`/`step`."""
        self.send({"type": "action", "hand": hand, "step": step, "action": action.to_json()})

    def close(self) -> None:
        """End the connection (the server keeps a started seat waiting for its token)."""
        self._thread.submit(self._close())

    async def _close(self) -> None:
        client = self._client
        if client is not None:
            await client.socket.close()

    def shutdown(self, timeout: float = 3.0) -> None:
        """Close and stop the link's thread (the window closes): no signal comes after."""
        if self._own_thread and self._thread.running:
            try:
                self._thread.submit(self._close()).result(timeout)
            except Exception:
                pass
            self._thread.stop(timeout)
