"""Asking the AT-SPI registry whether a screen reader listens for announcements (issue 42):
the registry's answer read from a bus served here over a unix socket, as Orca 43 leaves it
(no object:announcement), as a current Orca does, and answers that cannot be read."""

from __future__ import annotations

import socket
import struct
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from palace_desktop.ui import atspi_registry as R

ORCA_43 = [(":1.0", "Focus::"), (":1.0", "Object:StateChanged:Showing"),
           (":1.0", "Object:PropertyChange:AccessibleName"), (":1.0", "Window:Activate:")]
CURRENT_ORCA = ORCA_43 + [(":1.0", "Object:Announcement:")]


def _pad(data: bytearray, boundary: int) -> None:
    data.extend(b"\0" * (-len(data) % boundary))


def events_body(pairs) -> bytes:
    """a(ss), little-endian, as the registry sends it."""
    items = bytearray()
    for bus, event in pairs:
        _pad(items, 8)
        for text in (bus, event):
            _pad(items, 4)
            items += struct.pack("<I", len(text.encode())) + text.encode() + b"\0"
    # The array's length counts from its first element, aligned to 8 after the length.
    return struct.pack("<I", len(items)) + b"\0" * 4 + bytes(items)


def string_body(text: str) -> bytes:
    return struct.pack("<I", len(text.encode())) + text.encode() + b"\0"


def method_return(reply_to: int, signature: str, body: bytes, kind: int = R.METHOD_RETURN
                  ) -> bytes:
    fields = bytearray()
    fields += struct.pack("<B", R.REPLY_SERIAL) + b"\x01u\0" + struct.pack("<I", reply_to)
    _pad(fields, 8)
    fields += struct.pack("<B", R.SIGNATURE) + b"\x01g\0"
    fields += bytes([len(signature)]) + signature.encode() + b"\0"
    message = bytearray(b"l" + bytes([kind]) + b"\x00\x01")
    message += struct.pack("<III", len(body), 1000 + reply_to, len(fields)) + fields
    _pad(message, 8)
    return bytes(message + body)


def signal_message() -> bytes:
    """A message that is no reply (NameAcquired comes so after Hello)."""
    return method_return(0, "s", string_body(":1.7"), kind=4)


class FakeBus:
    """Serves one connection at a time: the SASL lines, then an answer per method call
    (`answers[member]`: bytes of a reply given the call's serial, or None to hang up)."""

    def __init__(self, path, answers):
        self.answers = answers
        self.calls: list[str] = []
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(str(path))
        self.server.listen(4)
        self.address = f"unix:path={path},guid=0123"
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self):
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            with conn:
                try:
                    self._talk(conn)
                except OSError:
                    pass  # the client gave up and hung up: so may a real one

    def _talk(self, conn):
        data = b""
        while b"\r\n" not in data:
            data += conn.recv(256)
        assert data.startswith(b"\0AUTH EXTERNAL ")
        conn.sendall(b"OK 0123\r\n")
        data = data.split(b"\r\n", 1)[1]
        while not data.startswith(b"BEGIN\r\n"):
            data += conn.recv(256)
        data = data[len(b"BEGIN\r\n"):]
        while True:
            while len(data) < 16:
                chunk = conn.recv(4096)
                if not chunk:
                    return
                data += chunk
            body_size, serial, fields_size = struct.unpack("<III", data[4:16])
            size = 16 + fields_size + (-(16 + fields_size) % 8) + body_size
            while len(data) < size:
                data += conn.recv(4096)
            message, data = data[:size], data[size:]
            member = next(name for name in ("Hello", "GetAddress", "GetRegisteredEvents")
                          if name.encode() in message)
            self.calls.append(member)
            answer = self.answers[member](serial)
            if answer is None:
                return
            conn.sendall(answer)

    def close(self):
        self.server.close()


def hello(serial):
    return signal_message() + method_return(serial, "s", string_body(":1.7"))


@pytest.fixture
def bus(tmp_path, monkeypatch):
    made = []

    def serve(events=None, registry=None, name="a11y"):
        answers = {"Hello": hello,
                   "GetRegisteredEvents": registry or (
                       lambda serial: method_return(serial, "a(ss)", events_body(events)))}
        fake = FakeBus(tmp_path / name, answers)
        made.append(fake)
        monkeypatch.setenv("AT_SPI_BUS_ADDRESS", fake.address)
        return fake

    yield serve
    for fake in made:
        fake.close()


def test_orca_43_listens_for_no_announcement_and_a_current_orca_does(bus):
    bus(ORCA_43)
    assert R.listens_for_announcements() is False
    bus(CURRENT_ORCA, name="a11y-2")
    assert R.listens_for_announcements() is True


def test_the_accessibility_bus_is_found_through_the_session_bus(bus, tmp_path, monkeypatch):
    a11y = bus(CURRENT_ORCA)
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS")
    session = FakeBus(tmp_path / "session", {
        "Hello": hello,
        "GetAddress": lambda serial: method_return(serial, "s", string_body(a11y.address))})
    try:
        monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "tcp:host=nowhere;" + session.address)
        assert R.listens_for_announcements() is True
        assert session.calls == ["Hello", "GetAddress"]
        assert a11y.calls == ["Hello", "GetRegisteredEvents"]
    finally:
        session.close()


def test_no_bus_or_an_unreadable_answer_is_not_known(bus, monkeypatch):
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    assert R.listens_for_announcements() is None
    monkeypatch.setenv("AT_SPI_BUS_ADDRESS", "unix:path=/nonexistent/bus")
    assert R.listens_for_announcements() is None
    # The array says it is longer than the message.
    long_array = events_body(ORCA_43)
    long_array = struct.pack("<I", 1 << 19) + long_array[4:]
    bus(registry=lambda serial: method_return(serial, "a(ss)", long_array), name="long")
    assert R.listens_for_announcements() is None
    bus(registry=lambda serial: method_return(serial, "s", string_body("no")), name="type")
    assert R.listens_for_announcements() is None
    bus(registry=lambda serial: method_return(serial, "s", b"", kind=R.ERROR), name="error")
    assert R.listens_for_announcements() is None
    bus(registry=lambda serial: None, name="hangs-up")
    assert R.listens_for_announcements() is None


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_for_an_answer_are_refused_or_read_never_a_crash(body):
    try:
        pairs = R.registered_events(body, little=True)
    except R.BusError:
        return
    assert all(isinstance(bus, str) and isinstance(event, str) for bus, event in pairs)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.text(max_size=20), st.text(max_size=30)), max_size=8))
def test_the_registry_answer_reads_back_what_was_sent(pairs):
    assert R.registered_events(events_body(pairs), little=True) == pairs


@pytest.mark.parametrize("event, counted", [
    ("Object:Announcement:", True), ("object:announcement", True),
    ("Object:Announcement:polite", True), ("Object::", False), ("", False),
    ("Object:StateChanged:Showing", False), ("Window:Announcement:", False)])
def test_only_a_listener_for_announcements_counts(event, counted):
    assert R.is_announcement(event) is counted


def test_a_connection_past_its_deadline_gives_up(bus, monkeypatch):
    """However the bytes come, a connection ends by its deadline (here already past: no
    waiting in the test)."""
    bus(CURRENT_ORCA)
    assert R.listens_for_announcements() is True
    monkeypatch.setattr(R, "DEADLINE_S", -1.0)
    assert R.listens_for_announcements() is None
