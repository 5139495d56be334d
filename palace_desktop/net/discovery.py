"""Tables hosted on the local network, found without typing an address (DNS-SD over mDNS).

`LanTable` is what a browser reports of one announced table. (The announcer and the browser
come with issue 41's discovery work.)"""

from __future__ import annotations

from dataclasses import dataclass

SERVICE_TYPE = "_palace-poker._tcp.local."


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
