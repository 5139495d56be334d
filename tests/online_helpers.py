"""What the online dialogs' tests share: a stand-in for net.hosting.HostedServer over
tests/net_hosted.py's server, a stand-in for live.lan_tables.LanTables, and NetLinks that
play the other people at a table."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from palace_desktop.live.net_link import NetLink


class TestHosting:
    """HostedServer's interface over a server already running (hosted_server's)."""

    __test__ = False

    def __init__(self, uri: str):
        self.port = int(uri.rsplit(":", 1)[1])
        self.announced: list[tuple] = []
        self.withdrawn = self.stopped = False

    def start(self) -> int:
        return self.port

    def addresses(self) -> list[str]:
        return ["192.0.2.7"]

    def announce(self, room, host_name, seats, taken, started) -> None:
        self.announced.append((room, host_name, seats, taken, started))

    def withdraw(self) -> None:
        self.withdrawn = True

    def stop(self) -> None:
        self.stopped = True


class FakeLanTables(QObject):
    changed = Signal(list)

    def __init__(self, tables=()):
        super().__init__()
        self.tables = list(tables)
        self.running = False

    def start(self) -> None:
        self.running = True

    def stop(self) -> None:
        self.running = False

    def show(self, tables) -> None:
        self.tables = list(tables)
        self.changed.emit(self.tables)


class Person:
    """A NetLink driven by a test: what it received, in order."""

    def __init__(self, qtbot, uri: str, name: str):
        self.qtbot = qtbot
        self.link = NetLink()
        self.got: list[dict] = []
        self.refusals: list[str] = []
        self.link.received.connect(self.got.append)
        self.link.refused.connect(lambda code, *_: self.refusals.append(code))
        with qtbot.waitSignal(self.link.opened, timeout=5000):
            self.link.open(uri, name)

    def wait_for(self, kind: str) -> dict:
        """The first message of `kind` since the last `send` (or the start)."""
        def found():
            return [m for m in self.got[self._mark:] if m["type"] == kind]

        self.qtbot.waitUntil(lambda: bool(found()), timeout=5000)
        return found()[0]

    _mark = 0

    def send(self, message: dict) -> None:
        self._mark = len(self.got)
        self.link.send(message)

    def make_table(self, seats, **options) -> str:
        self.send({"type": "create", "seats": seats, **options})
        return self.wait_for("created")["room"]

    def join(self, room: str, name: str, **options) -> dict:
        self.send({"type": "join", "room": room, "name": name, **options})
        return self.wait_for("joined")

    def shutdown(self) -> None:
        self.link.shutdown()


REMOTE = {"kind": "remote"}
BOT = {"kind": "bot", "level": "easy"}
