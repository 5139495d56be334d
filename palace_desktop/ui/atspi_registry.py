"""Which accessibility events a screen reader listens for, asked of the AT-SPI registry (the
desktop's accessibility bus on Linux): `listens_for_announcements()` says whether anyone has
registered for `object:announcement`. Orca 43 (Debian 12) has not, and says nothing of an
announcement; a current Orca has (issue 42). `speech` chooses its way to the screen reader by it.

Written on the standard library (a unix socket and the little of the D-Bus wire format these two
calls need) because Qt for Python cannot read the registry's answer, an array of structures:
QDBusArgument.beginStructure is bound to its writing overload. Every byte read is untrusted: a
message is refused when its lengths do not fit, and any trouble answers None (not known).
"""

from __future__ import annotations

import os
import socket
import struct
import time
from typing import Optional

REGISTRY = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
            "GetRegisteredEvents")
A11Y_BUS = ("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
HELLO = ("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello")
TIMEOUT_S = 0.5  # a local socket answers in milliseconds; the GUI waits for it
DEADLINE_S = 2.0  # for a whole connection: a bus that trickles bytes cannot hold the GUI longer
MAX_MESSAGE = 1 << 20  # a registry of a few hundred listeners is a few kB
# Header fields (D-Bus specification, "Message Format").
PATH, INTERFACE, MEMBER, ERROR_NAME, REPLY_SERIAL, DESTINATION = 1, 2, 3, 4, 5, 6
SIGNATURE = 8
METHOD_RETURN, ERROR = 2, 3


class BusError(Exception):
    """The bus could not be reached, or answered what cannot be read."""


def _pad(data: bytearray, boundary: int) -> None:
    data.extend(b"\0" * (-len(data) % boundary))


def method_call(serial: int, destination: str, path: str, interface: str, member: str) -> bytes:
    """A method call with no arguments, little-endian."""
    fields = bytearray()
    for code, kind, value in ((PATH, b"o", path), (INTERFACE, b"s", interface),
                              (MEMBER, b"s", member), (DESTINATION, b"s", destination)):
        _pad(fields, 8)
        encoded = value.encode()
        fields += struct.pack("<B", code) + b"\x01" + kind + b"\0"
        fields += struct.pack("<I", len(encoded)) + encoded + b"\0"
    message = bytearray(b"l\x01\x00\x01" + struct.pack("<III", 0, serial, len(fields)))
    message += fields
    _pad(message, 8)
    return bytes(message)


class Reader:
    """Reads D-Bus values from one message's bytes, every length checked against the bytes."""

    def __init__(self, data: bytes, little: bool, at: int = 0):
        self.data, self.at = data, at
        self.order = "<" if little else ">"

    def align(self, boundary: int) -> None:
        self.at += -self.at % boundary
        if self.at > len(self.data):
            raise BusError("message ends early")

    def take(self, size: int) -> bytes:
        if size < 0 or self.at + size > len(self.data):
            raise BusError("message ends early")
        chunk = self.data[self.at:self.at + size]
        self.at += size
        return chunk

    def uint32(self) -> int:
        self.align(4)
        return struct.unpack(self.order + "I", self.take(4))[0]

    def string(self) -> str:
        size = self.uint32()
        text = self.take(size)
        if self.take(1) != b"\0":
            raise BusError("string without its end")
        try:
            return text.decode()
        except UnicodeDecodeError as error:
            raise BusError("string not UTF-8") from error

    def signature(self) -> str:
        size = self.take(1)[0]
        text = self.take(size)
        self.take(1)
        return text.decode("ascii", "replace")

    def value(self, kind: str):
        if kind in "so":
            return self.string()
        if kind == "g":
            return self.signature()
        if kind == "u":
            return self.uint32()
        raise BusError(f"header field of type {kind!r}")


def read_message(receive) -> tuple[dict, bytes, bool]:
    """(header fields, body, little-endian) of the next message; `receive(n)` gives n bytes."""
    fixed = receive(16)
    little = fixed[:1] == b"l"
    if fixed[:1] not in (b"l", b"B"):
        raise BusError("unknown byte order")
    order = "<" if little else ">"
    kind = fixed[1]
    body_size, _serial, fields_size = struct.unpack(order + "III", fixed[4:16])
    header_size = 16 + fields_size + (-(16 + fields_size) % 8)
    if header_size + body_size > MAX_MESSAGE:
        raise BusError("message too large")
    rest = receive(header_size - 16 + body_size)
    header = Reader(fixed + rest[:header_size - 16], little, 16)
    fields: dict = {"type": kind}
    while header.at < 16 + fields_size:
        header.align(8)
        code = header.take(1)[0]
        field_kind = header.signature()
        fields[code] = header.value(field_kind)
    return fields, rest[header_size - 16:], little


def registered_events(body: bytes, little: bool) -> list[tuple[str, str]]:
    """The registry's answer, a(ss): (listener's bus name, event) pairs."""
    reader = Reader(body, little)
    size = reader.uint32()
    reader.align(8)
    end = reader.at + size
    if end > len(body):
        raise BusError("array longer than the message")
    pairs = []
    while reader.at < end:
        reader.align(8)
        pairs.append((reader.string(), reader.string()))
    return pairs


class Connection:
    """A blocking connection to one bus, for a few method calls and then closed."""

    def __init__(self, address: str):
        self.socket = _connect(address)
        self.serial = 0
        self.deadline = time.monotonic() + DEADLINE_S
        try:
            self.socket.sendall(b"\0AUTH EXTERNAL " + str(os.getuid()).encode().hex().encode()
                                + b"\r\n")
            if not self._line().startswith(b"OK "):
                raise BusError("the bus refused us")
            self.socket.sendall(b"BEGIN\r\n")
            self.call(*HELLO)
        except (OSError, BusError):
            self.close()
            raise

    def _line(self) -> bytes:
        line = b""
        while not line.endswith(b"\r\n"):
            self._in_time()
            chunk = self.socket.recv(1)
            if not chunk or len(line) > 4096:
                raise BusError("the bus hung up")
            line += chunk
        return line

    def _receive(self, size: int) -> bytes:
        data = bytearray()
        while len(data) < size:
            self._in_time()
            chunk = self.socket.recv(min(size - len(data), 65536))
            if not chunk:
                raise BusError("the bus hung up")
            data += chunk
        return bytes(data)

    def _in_time(self) -> None:
        if time.monotonic() > self.deadline:
            raise BusError("the bus is too slow")

    def call(self, destination: str, path: str, interface: str, member: str
             ) -> tuple[str, bytes, bool]:
        """(signature, body, little-endian) of the reply; an error reply raises BusError."""
        self.serial += 1
        self.socket.sendall(method_call(self.serial, destination, path, interface, member))
        for _ in range(64):  # signals and the bus's own messages may come first
            fields, body, little = read_message(self._receive)
            if fields.get(REPLY_SERIAL) != self.serial:
                continue
            if fields["type"] == ERROR:
                raise BusError(str(fields.get(ERROR_NAME, "error")))
            if fields["type"] == METHOD_RETURN:
                return str(fields.get(SIGNATURE, "")), body, little
        raise BusError("no reply")

    def close(self) -> None:
        self.socket.close()


def _connect(address: str) -> socket.socket:
    """The first unix address of a D-Bus address list that answers."""
    for entry in address.split(";"):
        transport, _, options = entry.partition(":")
        if transport != "unix":
            continue
        keys = dict(item.partition("=")[::2] for item in options.split(","))
        target = ("\0" + _unescape(keys["abstract"]) if "abstract" in keys
                  else _unescape(keys.get("path", "")))
        if not target:
            continue
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(TIMEOUT_S)
        try:
            sock.connect(target)
            return sock
        except OSError:
            sock.close()
    raise BusError("no unix address to reach")


def _unescape(value: str) -> str:
    """A D-Bus address value: %XX stands for one byte."""
    data, at = bytearray(), 0
    while at < len(value):
        if value[at] == "%" and at + 3 <= len(value):
            data += bytes.fromhex(value[at + 1:at + 3])
            at += 3
        else:
            data += value[at].encode()
            at += 1
    return data.decode(errors="replace")


def accessibility_bus() -> Optional[str]:
    """The accessibility bus's address, as Qt finds it: the environment, else the session bus's
    org.a11y.Bus."""
    address = os.environ.get("AT_SPI_BUS_ADDRESS")
    if address:
        return address
    session = os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    if not session:
        return None
    connection = Connection(session)
    try:
        signature, body, little = connection.call(*A11Y_BUS)
    finally:
        connection.close()
    if signature != "s":
        raise BusError("org.a11y.Bus answered no address")
    return Reader(body, little).string()


def listeners(address: str) -> list[tuple[str, str]]:
    connection = Connection(address)
    try:
        signature, body, little = connection.call(*REGISTRY)
    finally:
        connection.close()
    if signature != "a(ss)":
        raise BusError("the registry answered no list of events")
    return registered_events(body, little)


def listens_for_announcements() -> Optional[bool]:
    """Whether a client of the accessibility bus (a screen reader) has registered for
    `object:announcement`; None when there is no such bus to ask or
    it cannot be read."""
    try:
        address = accessibility_bus()
        if address is None:
            return None
        events = [event for _bus, event in listeners(address)]
    except (OSError, BusError, ValueError, KeyError):
        return None
    return any(is_announcement(event) for event in events)


def is_announcement(event: str) -> bool:
    """The registry names events as D-Bus does, "Object:Announcement:" (a current Orca), where
    a listener asked for "object:announcement". A listener of every object event ("Object::",
    an event monitor) is not counted: it is no sign of a screen reader that speaks them."""
    category, _, rest = event.partition(":")
    return category.lower() == "object" and rest.partition(":")[0].lower() == "announcement"
