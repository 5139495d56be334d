"""The table server an app runs when its player hosts a table (issue 41): the very server of
`palace-desktop serve`, on an asyncio loop of its own thread (the app's main thread runs Qt's
loop), announced on the LAN while the table waits for players.

    hosted = HostedServer()
    port = hosted.start()              # 8765, or a free port when that one is taken
    hosted.addresses()                 # ["192.168.1.20"]: what to tell the others
    hosted.announce(room, "Ann", seats=3, taken=1, started=False)
    ...
    hosted.stop()

Its tables are saved in the app's data directory (`server-hosted/`), so a host whose app
closed or failed finds them again at the next start of hosting (docs/PROTOCOL.md section 9).
No Qt here: the calls that reach the network return at once (a Future), and `start` waits
only for the socket to be bound.
"""

from __future__ import annotations

import errno
import ipaddress
import logging
import socket
from concurrent.futures import Future
from pathlib import Path
from typing import Optional

from zeroconf import InterfaceChoice, InterfacesType, get_all_addresses

from ..games.files import Paths
from .discovery import TableAnnouncer
from .loop_thread import LoopThread
from .server import TableServer

log = logging.getLogger("palace_desktop.net")

DEFAULT_PORT = 8765
HOSTED_DIR = "server-hosted"
ANY_ADDRESS = ("", "0.0.0.0")
# A private address to ask the routing table about: "connecting" a UDP socket sends nothing,
# it only picks the address this computer would send from (the one on its main network).
ROUTE_PROBE = ("10.254.254.254", 9)
START_TIMEOUT = 15.0  # seconds: reading back saved tables, then binding the socket
STOP_TIMEOUT = 5.0


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses that another computer on its network may reach it at,
    the one its routing table would send from first; the loopback alone when there is none.
    Asks nobody: the routing table and the interfaces' own list (zeroconf's, by `ifaddr`).
    (Not `getaddrinfo(gethostname())`: where the name is not in /etc/hosts it asks a DNS
    server, and may keep the window waiting for it.)"""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(ROUTE_PROBE)
            found.append(probe.getsockname()[0])
    except OSError:
        pass  # no route: no network, or only the loopback
    try:
        found.extend(get_all_addresses())
    except OSError:
        pass
    usable = []
    for text in found:
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_unspecified or address.is_multicast:
            continue
        if text not in usable:
            usable.append(text)
    # A link-local address (no DHCP answered) reaches fewer computers than the rest.
    usable.sort(key=lambda text: ipaddress.IPv4Address(text).is_link_local)
    return usable or ["127.0.0.1"]


class HostedServer:
    """A TableServer on a LoopThread of its own. `port`: the one to listen on, or a free one
    when it is taken; `data_dir`: where the tables are saved (default: the app's data
    directory's `server-hosted/`); `host`: the address to listen on (all of them by
    default; "127.0.0.1" for a test, which then announces on the loopback alone);
    `interfaces`: zeroconf's, to announce on (default: those `host` listens on);
    `server_options` go to TableServer (rate, seeds, ...)."""

    def __init__(self, port: int = DEFAULT_PORT, data_dir: Optional[Path] = None,
                 host: str = "0.0.0.0", interfaces: Optional[InterfacesType] = None,
                 **server_options):
        self.requested_port = port
        self.data_dir = Path(data_dir) if data_dir is not None else \
            Paths().data_dir / HOSTED_DIR
        self.host = host
        if interfaces is None:
            interfaces = InterfaceChoice.All if host in ANY_ADDRESS else [host]
        self.interfaces = interfaces
        self.server_options = server_options
        self.server: Optional[TableServer] = None
        self.port: Optional[int] = None
        self._thread: Optional[LoopThread] = None
        self._announcer: Optional[TableAnnouncer] = None

    @property
    def running(self) -> bool:
        return self.port is not None

    def start(self) -> int:
        """Listen (reading back the tables saved in `data_dir` first); the port. Raises
        OSError when it cannot listen at all. Calling it again returns the same port."""
        if self.port is not None:
            return self.port
        self._thread = LoopThread("palace-host")
        try:
            self.port = self._thread.submit(self._start()).result(START_TIMEOUT)
        except BaseException:
            self._thread.stop()
            self._thread = self.server = None
            raise
        return self.port

    async def _start(self) -> int:
        self.server = TableServer(data_dir=self.data_dir, **self.server_options)
        try:
            try:
                return await self.server.start(self.host, self.requested_port)
            except OSError as error:
                if error.errno != errno.EADDRINUSE or self.requested_port == 0:
                    raise
                log.info("port %d is taken; listening on another", self.requested_port)
                return await self.server.start(self.host, 0)
        except BaseException:
            await self.server.stop()
            raise

    def addresses(self) -> list[str]:
        """The addresses to give the others (with `port`): this computer's LAN IPv4 ones, or
        the one address it listens on when it listens on one alone."""
        if self.host not in ANY_ADDRESS:
            return [self.host]
        return lan_addresses()

    def uris(self) -> list[str]:
        """`ws://ADDRESS:PORT` for each of `addresses()` (once started)."""
        return [f"ws://{address}:{self.port}" for address in self.addresses()]

    def announce(self, room: str, host_name: str, seats: int, taken: int,
                 started: bool) -> Future:
        """Announce the table `room` on the LAN, or update what is announced of it (another
        room replaces the one announced). Returns at once; a failure (no multicast here) is
        logged, and the Future holds it: the table is still reached by its address."""
        if self._thread is None or self.port is None:
            raise RuntimeError("start the server before announcing a table")
        if self._announcer is None:
            self._announcer = TableAnnouncer(self.port, self.addresses(),
                                             interfaces=self.interfaces)
        return self._logged(self._thread.submit(
            self._announcer.announce(room, host_name, seats, taken, started)), "announce")

    def withdraw(self) -> Optional[Future]:
        """Stop announcing (the table stays, reached by its address)."""
        if self._thread is None or self._announcer is None:
            return None
        return self._logged(self._thread.submit(self._announcer.withdraw()), "withdraw")

    def stop(self) -> None:
        """Withdraw the announcement, stop the server (its tables stay saved) and the thread.
        Safe to call twice, or before `start`."""
        thread, self._thread = self._thread, None
        if thread is None:
            return
        announcer, self._announcer = self._announcer, None
        server, self.server = self.server, None
        self.port = None
        if announcer is not None:
            self._wait(thread.submit(announcer.close()), "withdraw the announcement")
        if server is not None:
            self._wait(thread.submit(server.stop()), "stop the server")
        thread.stop()

    @staticmethod
    def _wait(future: Future, what: str) -> None:
        try:
            future.result(STOP_TIMEOUT)
        except Exception:  # the app is closing: it goes on closing, and says why in the log
            log.exception("hosting: could not %s", what)

    @staticmethod
    def _logged(future: Future, what: str) -> Future:
        def done(finished: Future) -> None:
            if not finished.cancelled() and finished.exception() is not None:
                log.warning("hosting: %s failed: %s", what, finished.exception())
        future.add_done_callback(done)
        return future
