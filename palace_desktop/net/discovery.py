"""Tables hosted on the local network, found without typing an address (DNS-SD over mDNS, RFC
6762/6763, by the `zeroconf` package).

`TableAnnouncer` announces one hosted table (a service of `SERVICE_TYPE`, its facts in the TXT
record) and updates the record as seats are taken; `TableBrowser` listens for such services and
reports them as `LanTable`s. Whatever another computer announces is untrusted: each TXT value is
read within bounds (`table_from_record`), and a record that does not fit is skipped.

Why `zeroconf`: the maintained pure-Python mDNS/DNS-SD implementation (LGPL-2.1+, optional
Cython speed-ups, one small dependency, `ifaddr`), used by Home Assistant; it probes for name
conflicts, answers queries, sends goodbyes, and needs no system daemon (Avahi, Bonjour) nor
root. No Qt here: live/lan_tables.py brings the browser's reports to the window's thread.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import threading
from dataclasses import dataclass
from typing import Callable, Optional

from zeroconf import (InterfaceChoice, InterfacesType, IPVersion, ServiceBrowser, ServiceInfo,
                      ServiceStateChange, Zeroconf)
from zeroconf.asyncio import AsyncZeroconf

from .. import __version__
from ..games.names import clean_name
from . import PROTOCOL_VERSION
from .schema import MAX_SEATS, ROOM_CODE_PATTERN

SERVICE_TYPE = "_palace-poker._tcp.local."
# Seconds a table's records are believed without a fresh answer from its host. A host that
# ends says goodbye (its records go at once); one that crashes or loses the network cannot,
# and zeroconf's default (75 minutes for the service's records) kept such a table listed
# long after it was gone. Browsers ask again before the time is up, so a live table stays.
RECORD_TTL = 60
MAX_TABLES = 200  # a LAN that announces more is flooding: the rest are not listed
MAX_SERVICE_NAME = 255  # a DNS name's length
MAX_APP = 32
MAX_PROTOCOL = 1_000_000
APP_PATTERN = re.compile(rb"[0-9A-Za-z.+_-]{1,%d}" % MAX_APP)
NUMBER_PATTERN = re.compile(rb"[0-9]{1,7}")  # ASCII digits only: int() takes "١" and " 1_0"
INFO_TIMEOUT_MS = 3000


@dataclass(frozen=True)
class LanTable:
    service: str  # the DNS-SD instance name: the key a table keeps while it is announced
    host_name: str  # the hosting person's name, cleaned (games.names.clean_name)
    address: str  # an IP address of the hosting computer
    port: int
    room: str
    seats: int  # seats people may take (remote seats)
    taken: int  # of them, taken
    started: bool
    tls: bool
    app: str  # the host's app version
    protocol: int

    @property
    def free(self) -> int:
        return max(0, self.seats - self.taken)

    @property
    def uri(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"{'wss' if self.tls else 'ws'}://{host}:{self.port}"


# --------------------------------------------------------------------------------------------
# Reading what another computer announced


def table_from_record(service: object, properties: object, addresses: object,
                      port: object) -> Optional[LanTable]:
    """A `LanTable` from one announced service, or None when any part of it does not fit:
    `properties` the TXT record as zeroconf gives it (bytes to bytes or None), `addresses`
    the service's addresses as text, `port` its port."""
    if not isinstance(service, str) or len(service) > MAX_SERVICE_NAME \
            or not service.endswith("." + SERVICE_TYPE):
        return None
    if not isinstance(properties, dict):
        return None
    if not isinstance(port, int) or isinstance(port, bool) or not 1 <= port <= 65535:
        return None
    room = _text(properties.get(b"room"))
    if room is None or not ROOM_CODE_PATTERN.fullmatch(room):
        return None
    host_name = clean_name(_text(properties.get(b"host")))
    seats = _number(properties.get(b"seats"), 1, MAX_SEATS)
    taken = _number(properties.get(b"taken"), 0, MAX_SEATS)
    protocol = _number(properties.get(b"protocol"), 0, MAX_PROTOCOL)
    started, tls = _flag(properties.get(b"started")), _flag(properties.get(b"tls"))
    app = properties.get(b"app")
    if not host_name or seats is None or taken is None or taken > seats or protocol is None \
            or started is None or tls is None:
        return None
    if not isinstance(app, bytes) or not APP_PATTERN.fullmatch(app):
        return None
    address = best_address(addresses)
    if address is None:
        return None
    return LanTable(service, host_name, address, port, room, seats, taken, started, tls,
                    app.decode("ascii"), protocol)


def _text(value: object) -> Optional[str]:
    if not isinstance(value, bytes):
        return None
    return value.decode("utf-8", errors="surrogateescape")  # clean_name makes those U+FFFD


def _number(value: object, low: int, high: int) -> Optional[int]:
    if not isinstance(value, bytes) or not NUMBER_PATTERN.fullmatch(value):
        return None
    number = int(value)
    return number if low <= number <= high else None


def _flag(value: object) -> Optional[bool]:
    return {b"0": False, b"1": True}.get(value) if isinstance(value, bytes) else None


def best_address(addresses: object) -> Optional[str]:
    """The address to reach a host at, of those it announced: an IPv4 one before IPv6, one on
    the network before the loopback (a host announcing on loopback alone is this computer);
    never an IPv6 link-local one, nor one with a zone ("%eth0": it names an interface of the
    announcer, and a URI cannot carry it here)."""
    if not isinstance(addresses, (list, tuple)):
        return None
    usable = []
    for text in addresses[:16]:
        try:
            address = ipaddress.ip_address(text)
        except (ValueError, TypeError):
            continue
        if address.is_multicast or address.is_unspecified or \
                (address.version == 6 and (address.is_link_local or address.scope_id)):
            continue
        usable.append((address.version == 6, address.is_loopback, address.is_link_local,
                       str(address)))
    return min(usable)[3] if usable else None


# --------------------------------------------------------------------------------------------
# Announcing a table this computer hosts


def service_name(room: str) -> str:
    """The DNS-SD instance name of the table `room`: unique on the LAN as its room code is."""
    return f"Palace Poker {room}.{SERVICE_TYPE}"


def table_properties(room: str, host_name: str, seats: int, taken: int, started: bool,
                     tls: bool) -> dict[str, str]:
    return {"room": room, "host": clean_name(host_name, "Host"), "seats": str(seats),
            "taken": str(taken), "started": "1" if started else "0", "tls": "1" if tls else "0",
            "app": __version__, "protocol": str(PROTOCOL_VERSION)}


class TableAnnouncer:
    """Announces one table on the LAN, from an asyncio loop (the hosting server's): each call
    of `announce` registers it, or updates its record when it is announced already; another
    room replaces the one announced. `withdraw` sends the goodbye; `close` ends it all."""

    def __init__(self, port: int, addresses: list[str], tls: bool = False,
                 interfaces: InterfacesType = InterfaceChoice.All):
        self.port = port
        self.addresses = list(addresses)
        self.tls = tls
        self.interfaces = interfaces
        self._zeroconf: Optional[AsyncZeroconf] = None
        self._info: Optional[ServiceInfo] = None
        self._lock: Optional[asyncio.Lock] = None  # calls run in their order, one at a time

    @property
    def announced(self) -> Optional[ServiceInfo]:
        return self._info

    async def announce(self, room: str, host_name: str, seats: int, taken: int,
                       started: bool) -> None:
        async with self._locked():
            info = ServiceInfo(
                SERVICE_TYPE, service_name(room), port=self.port,
                properties=table_properties(room, host_name, seats, taken, started, self.tls),
                server=f"palace-{room.lower()}.local.", parsed_addresses=self.addresses,
                host_ttl=RECORD_TTL, other_ttl=RECORD_TTL)
            if self._zeroconf is None:
                self._zeroconf = AsyncZeroconf(interfaces=self.interfaces,
                                               ip_version=IPVersion.V4Only)
            if self._info is not None and self._info.name != info.name:
                await self._unregister()
            if self._info is None:
                await (await self._zeroconf.async_register_service(info))
            else:
                await (await self._zeroconf.async_update_service(info))
            self._info = info

    async def withdraw(self) -> None:
        async with self._locked():
            await self._unregister()

    async def close(self) -> None:
        async with self._locked():
            await self._unregister()
            if self._zeroconf is not None:
                zeroconf, self._zeroconf = self._zeroconf, None
                await zeroconf.async_close()

    async def _unregister(self) -> None:
        if self._info is not None and self._zeroconf is not None:
            info, self._info = self._info, None
            await (await self._zeroconf.async_unregister_service(info))

    def _locked(self) -> asyncio.Lock:
        if self._lock is None:
            self._lock = asyncio.Lock()
        return self._lock


# --------------------------------------------------------------------------------------------
# Finding the tables others host


class TableBrowser:
    """Listens for announced tables on zeroconf's own threads and calls `on_change` with them
    all (a new list, sorted by host name, then room) whenever one comes, changes or goes.
    `on_change` runs on a zeroconf thread: a caller with a GUI hands it over (lan_tables.py)."""

    def __init__(self, on_change: Callable[[list[LanTable]], None],
                 interfaces: InterfacesType = InterfaceChoice.All):
        self.on_change = on_change
        self.interfaces = interfaces
        self._zeroconf: Optional[Zeroconf] = None
        self._browser: Optional[ServiceBrowser] = None
        self._tables: dict[str, LanTable] = {}
        self._lock = threading.Lock()

    @property
    def tables(self) -> list[LanTable]:
        with self._lock:
            return _sorted(self._tables.values())

    @property
    def running(self) -> bool:
        return self._browser is not None

    def start(self) -> None:
        if self._browser is not None:
            return
        self._zeroconf = Zeroconf(interfaces=self.interfaces, ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, handlers=[self._changed])

    def stop(self) -> None:
        """Stop listening and forget the tables (safe to call twice)."""
        browser, zeroconf = self._browser, self._zeroconf
        self._browser = self._zeroconf = None
        if browser is not None:
            browser.cancel()
        if zeroconf is not None:
            zeroconf.close()
        with self._lock:
            self._tables.clear()

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        table = None
        with self._lock:
            full = len(self._tables) >= MAX_TABLES and name not in self._tables
        if state_change is not ServiceStateChange.Removed and not full:
            # Asked only with room in the list: each question may wait INFO_TIMEOUT_MS.
            info = zeroconf.get_service_info(service_type, name, timeout=INFO_TIMEOUT_MS)
            if info is not None:
                table = table_from_record(name, info.properties,
                                          info.parsed_addresses(IPVersion.V4Only)
                                          or info.parsed_addresses(), info.port)
        with self._lock:
            if self._browser is None:
                return  # stopped meanwhile
            before = self._tables.get(name)
            if table is None:
                self._tables.pop(name, None)
            elif name in self._tables or len(self._tables) < MAX_TABLES:
                self._tables[name] = table
            if self._tables.get(name) == before:
                return
            tables = _sorted(self._tables.values())
        self.on_change(tables)


def _sorted(tables) -> list[LanTable]:
    return sorted(tables, key=lambda t: (t.host_name.casefold(), t.host_name, t.room))
