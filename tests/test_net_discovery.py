"""Finding tables on the LAN (net/discovery.py): an announcer and a browser in this process
find each other over multicast on the loopback interface (no network namespace needed, nor
root), the record follows the table, and whatever another computer announces is read within
bounds or skipped.

Other tests (or another engineer's app) may announce tables on this machine at the same time:
each test looks only at its own room codes."""

from __future__ import annotations

import ipaddress
import threading
import time
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from zeroconf import ServiceStateChange

from palace_desktop.net import discovery
from palace_desktop.net.discovery import (MAX_APP, SERVICE_TYPE, LanTable, TableAnnouncer,
                                          TableBrowser, best_address, service_name,
                                          table_from_record, table_properties)
from palace_desktop.net.loop_thread import LoopThread
from palace_desktop.net.schema import MAX_SEATS, ROOM_CODE_PATTERN
from palace_desktop.net.server import new_room_code

LOOPBACK = ["127.0.0.1"]
# Codes of this run's own: two runs of these tests at once on one machine (two worktrees)
# must not announce the same service name, which mDNS would refuse as a conflict.
ROOM = new_room_code()
OTHER_ROOM = new_room_code()
WAIT = 20.0  # seconds: mDNS probes for ~1.5 s before it announces; a loaded machine is slower


class Reports:
    """What a browser reported, from zeroconf's thread; waited on from the test's."""

    def __init__(self, rooms):
        self.rooms = set(rooms)
        self.lists: list[list[LanTable]] = []
        self._changed = threading.Condition()

    def __call__(self, tables: list[LanTable]) -> None:
        with self._changed:
            self.lists.append(tables)
            self._changed.notify_all()

    def mine(self, tables) -> list[LanTable]:
        return [t for t in tables if t.room in self.rooms]

    def wait_for(self, check) -> list[LanTable]:
        """The first report (of this test's rooms) that `check` holds for."""
        deadline = time.monotonic() + WAIT
        seen = 0
        with self._changed:
            while True:
                for tables in self.lists[seen:]:
                    if check(self.mine(tables)):
                        return self.mine(tables)
                seen = len(self.lists)
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"no report held; the last: {self.lists[-1:]}")
                self._changed.wait(left)


@pytest.fixture
def loop():
    thread = LoopThread("test-announcer")
    yield thread
    thread.stop()


def test_a_table_announced_on_loopback_is_found_followed_and_gone(loop):
    reports = Reports({ROOM, OTHER_ROOM})
    browser = TableBrowser(reports, interfaces=LOOPBACK)
    announcer = TableAnnouncer(8765, LOOPBACK, interfaces=LOOPBACK)
    browser.start()
    try:
        loop.submit(announcer.announce(ROOM, "\u202eAnn\u200b", 3, 1, False)).result(WAIT)
        found = reports.wait_for(lambda tables: len(tables) == 1)
        loop.submit(announcer.announce(ROOM, "Ann", 3, 3, True)).result(WAIT)
        updated = reports.wait_for(lambda tables: tables and tables[0].started)
        loop.submit(announcer.announce(OTHER_ROOM, "Ann", 2, 0, False)).result(WAIT)
        replaced = reports.wait_for(lambda tables: [t.room for t in tables] == [OTHER_ROOM])
        loop.submit(announcer.withdraw()).result(WAIT)
        reports.wait_for(lambda tables: tables == [])
        assert reports.mine(browser.tables) == []
    finally:
        loop.submit(announcer.close()).result(WAIT)
        browser.stop()
        browser.stop()  # twice: nothing more to do
    assert found == [LanTable(service_name(ROOM), "Ann", "127.0.0.1", 8765, ROOM, 3, 1,
                              False, False, found[0].app, 1)]
    assert (updated[0].taken, updated[0].free, updated[0].started) == (3, 0, True)
    assert replaced[0].uri == "ws://127.0.0.1:8765"
    assert not browser.running and browser.tables == []


def test_tables_are_reported_sorted_by_host_name(loop):
    reports = Reports({ROOM, OTHER_ROOM})
    browser = TableBrowser(reports, interfaces=LOOPBACK)
    zoe = TableAnnouncer(8765, LOOPBACK, interfaces=LOOPBACK)
    ann = TableAnnouncer(8766, LOOPBACK, interfaces=LOOPBACK)
    browser.start()
    try:
        loop.submit(zoe.announce(ROOM, "zoë", 2, 0, False)).result(WAIT)
        loop.submit(ann.announce(OTHER_ROOM, "Ann", 2, 1, False)).result(WAIT)
        both = reports.wait_for(lambda tables: len(tables) == 2)
    finally:
        for announcer in (zoe, ann):
            loop.submit(announcer.close()).result(WAIT)
        browser.stop()
    assert [(t.host_name, t.port) for t in both] == [("Ann", 8766), ("zoë", 8765)]


def _record(**changes):
    properties = {key.encode(): value.encode()
                  for key, value in table_properties(ROOM, "Ann", 4, 1, False, False).items()}
    properties.update(changes.pop("properties", {}))
    record = {"service": service_name(ROOM), "properties": properties,
              "addresses": ["192.168.1.20"], "port": 8765, **changes}
    return table_from_record(**record)


def test_a_good_record_is_read():
    table = _record()
    assert (table.host_name, table.address, table.port, table.room, table.seats, table.taken,
            table.free, table.started, table.tls, table.protocol) == \
        ("Ann", "192.168.1.20", 8765, ROOM, 4, 1, 3, False, False, 1)
    assert table.uri == "ws://192.168.1.20:8765"


@pytest.mark.parametrize("changes", [
    {"properties": {b"seats": "١".encode()}},  # int() would take Arabic-Indic digits
    {"properties": {b"seats": b" 4"}},
    {"properties": {b"seats": b"+4"}},
    {"properties": {b"seats": b"1_0"}},
    {"properties": {b"seats": b"0"}},
    {"properties": {b"seats": b"11"}},
    {"properties": {b"taken": b"5"}},  # more than the seats
    {"properties": {b"taken": None}},
    {"properties": {b"protocol": b"9" * 40}},
    {"properties": {b"room": b"7av01hgcr0"}},
    {"properties": {b"room": b"7AV01HGCR0\x00"}},
    {"properties": {b"host": "\u202e\u200b".encode()}},  # nothing left once cleaned
    {"properties": {b"started": b"yes"}},
    {"properties": {b"tls": b""}},
    {"properties": {b"app": b"0.1.0 <b>"}},
    {"properties": {b"app": b"1" * (MAX_APP + 1)}},
    {"port": 0},
    {"port": 70000},
    {"port": True},
    {"port": None},
    {"addresses": []},
    {"addresses": ["fe80::1", "224.0.0.251", "0.0.0.0", "not an address", "2001:db8::1%eth0"]},
    {"service": "Palace Poker 22RKWG01KR._http._tcp.local."},  # (a fixed code: the ids of
    # a parametrized test must be the same in every worker of a parallel run)
    {"service": "x" * 300 + "." + SERVICE_TYPE},
    {"properties": {b"room": None}},
], ids=lambda changes: repr(changes)[:40])
def test_a_record_that_does_not_fit_is_skipped(changes):
    assert _record(**changes) is None


def test_names_are_cleaned_and_the_best_address_is_taken():
    table = _record(properties={b"host": b"\xff\xfeA\x1b[2Jnn\n" + b"x" * 200},
                    addresses=["fe80::1", "::1", "127.0.0.1", "2001:db8::7", "10.0.0.5"])
    assert table.host_name == "\ufffd\ufffdA[2Jnn " + "x" * 11
    assert table.address == "10.0.0.5"
    assert best_address(["::1", "2001:db8::7"]) == "2001:db8::7"
    assert best_address(["127.0.0.1", "169.254.3.3"]) == "169.254.3.3"
    assert best_address(["127.0.0.1", "::1"]) == "127.0.0.1"
    assert _record(addresses=["2001:db8::7"]).uri == "ws://[2001:db8::7]:8765"


def _parsed(text):
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


TXT_VALUE = st.none() | st.binary(max_size=255) | st.sampled_from(
    [b"0", b"1", b"4", b"10", b"-1", b"\xd9\xa1", b"1e3", b"7AV01HGCR0", b"0.1.0"])
TXT_KEYS = st.sampled_from([b"room", b"host", b"seats", b"taken", b"started", b"tls", b"app",
                            b"protocol", b"", b"\xff", b"Room"])


@settings(max_examples=400, deadline=None)
@given(properties=st.dictionaries(TXT_KEYS, TXT_VALUE, max_size=10),
       good=st.booleans(),
       addresses=st.lists(st.text(max_size=40) | st.sampled_from(
           ["10.1.2.3", "127.0.0.1", "::1", "fe80::2", "2001:db8::1", "255.255.255.255",
            "2001:db8::1%eth0", "fe80::2%1"]),
           max_size=5),
       port=st.one_of(st.integers(-5, 70000), st.none(), st.text(max_size=5)),
       service=st.sampled_from([service_name(ROOM), "x." + SERVICE_TYPE, "", "a" * 300]))
def test_any_record_is_read_within_bounds_or_skipped(properties, good, addresses, port,
                                                      service):
    if good:  # a record mostly right, with some of it hostile
        properties = {**{k.encode(): v.encode() for k, v in
                         table_properties(ROOM, "Ann", 4, 1, False, False).items()},
                      **properties}
    table = table_from_record(service, properties, addresses, port)
    if table is None:
        return
    assert ROOM_CODE_PATTERN.fullmatch(table.room)
    assert 1 <= table.seats <= MAX_SEATS and 0 <= table.taken <= table.seats
    assert 0 <= table.free <= MAX_SEATS
    assert 1 <= table.port <= 65535
    assert 1 <= len(table.host_name) <= 20 and table.host_name == table.host_name.strip()
    assert all(unicodedata.category(ch) not in ("Cc", "Zl", "Zp") for ch in table.host_name)
    assert all(unicodedata.category(ch) != "Cf" or ch in "\u200c\u200d"
               for ch in table.host_name)
    assert isinstance(table.started, bool) and isinstance(table.tls, bool)
    assert 1 <= len(table.app) <= MAX_APP and table.app.isascii()
    assert ipaddress.ip_address(table.address) in {_parsed(a) for a in addresses}
    assert "%" not in table.uri and "/" not in table.address
    assert len(table.service) <= 255


def test_a_flood_of_tables_stops_at_the_cap_and_no_more_are_asked_about(monkeypatch):
    monkeypatch.setattr(discovery, "MAX_TABLES", 3)
    rooms = {service_name(room): room for room in (new_room_code() for _ in range(5))}
    asked = []

    class Info:
        def __init__(self, room):
            self.port = 8765
            self.properties = {key.encode(): value.encode() for key, value in
                               table_properties(room, "Ann", 2, 0, False, False).items()}

        def parsed_addresses(self, version=None):
            return ["10.0.0.5"]

    class Answering:  # what zeroconf answers of each service asked about
        def get_service_info(self, service_type, name, timeout):
            asked.append(name)
            return Info(rooms[name])

    reports = []
    browser = TableBrowser(reports.append, interfaces=LOOPBACK)
    browser.start()
    try:
        for name in rooms:  # as zeroconf's thread calls it, one service after another
            browser._changed(Answering(), SERVICE_TYPE, name, ServiceStateChange.Added)
    finally:
        browser.stop()
    assert asked == list(rooms)[:3]
    assert [len(tables) for tables in reports] == [1, 2, 3]
