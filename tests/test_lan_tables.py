"""`LanTables` (live/lan_tables.py): the tables found on the LAN reach the GUI thread, sorted,
and follow what is announced; a report still on its way when it stops is dropped. Discovery
runs over multicast on the loopback interface."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication

from palace_desktop.live.lan_tables import LanTables
from palace_desktop.net.discovery import LanTable, TableAnnouncer, service_name
from palace_desktop.net.loop_thread import LoopThread
from palace_desktop.net.server import new_room_code

LOOPBACK = ["127.0.0.1"]
ROOM = new_room_code()  # this run's own: another run at once must not announce the same
WAIT_MS = 20_000


@pytest.fixture
def loop():
    thread = LoopThread("test-announcer")
    yield thread
    thread.stop()


def _mine(tables):
    return [t for t in tables if t.room == ROOM]  # other tests may announce tables too


def test_a_table_announced_reaches_the_gui_thread_and_goes(qtbot, loop):
    lan = LanTables(interfaces=LOOPBACK)
    reports = []
    lan.changed.connect(lambda tables: reports.append((threading.current_thread(), tables)))
    announcer = TableAnnouncer(8765, LOOPBACK, interfaces=LOOPBACK)
    assert lan.start() and lan.start() and lan.running
    try:
        loop.submit(announcer.announce(ROOM, "Ann", 4, 1, False)).result(20)
        qtbot.waitUntil(lambda: len(_mine(lan.tables)) == 1, timeout=WAIT_MS)
        [found] = _mine(lan.tables)
        loop.submit(announcer.announce(ROOM, "Ann", 4, 2, False)).result(20)
        qtbot.waitUntil(lambda: [t.taken for t in _mine(lan.tables)] == [2], timeout=WAIT_MS)
        loop.submit(announcer.withdraw()).result(20)
        qtbot.waitUntil(lambda: _mine(lan.tables) == [], timeout=WAIT_MS)
    finally:
        loop.submit(announcer.close()).result(20)
        lan.stop()
        lan.stop()
    assert (found.host_name, found.free, found.uri) == ("Ann", 3, "ws://127.0.0.1:8765")
    assert {thread for thread, _ in reports} == {threading.main_thread()}
    assert all(tables == sorted(tables, key=lambda t: t.host_name.casefold())
               for _, tables in reports)
    assert not lan.running and lan.tables == []


def _table(host_name: str) -> LanTable:
    return LanTable(service_name(ROOM), host_name, "10.0.0.5", 8765, ROOM, 2, 0, False, False,
                    "0.1.0", 1)


def test_a_report_on_its_way_when_it_stops_is_dropped(qtbot):
    lan = LanTables(interfaces=LOOPBACK)
    assert lan.start()
    report = lan._browser.on_change  # what zeroconf's thread calls
    try:
        with qtbot.waitSignal(lan.changed, timeout=5000) as first:
            worker = threading.Thread(target=report, args=([_table("Ann")],))
            worker.start()
            worker.join()
        assert first.args == [[_table("Ann")]]
        # Sent from zeroconf's thread, still queued for the GUI thread, when the list stops:
        worker = threading.Thread(target=report, args=([_table("Ann"), _table("Ben")],))
        worker.start()
        worker.join()
        with qtbot.waitSignal(lan.changed, timeout=5000) as emptied:
            lan.stop()
        QCoreApplication.processEvents()  # the queued report is delivered: and dropped
        after = lan.tables
    finally:
        lan.stop()
    assert emptied.args == [[]]
    assert after == []
