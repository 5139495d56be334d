"""The server an app runs when it hosts (net/hosting.py): it listens (on another port when
its own is taken), a client plays a match against it, its tables are saved where the app
keeps its files, it announces its table on the LAN for a browser to find and join, and it
stops cleanly, twice if asked."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from palace_desktop.net import hosting
from palace_desktop.net.client import MatchOver, TableClient
from palace_desktop.net.discovery import TableBrowser
from palace_desktop.net.hosting import HOSTED_DIR, HostedServer, lan_addresses

from net_play import CHIPS, FAST, ScriptedPlayer, run, seat_specs, seed_source

LOOPBACK = "127.0.0.1"


@pytest.fixture
def taken_port():
    """A port something else listens on."""
    with socket.socket() as other:
        other.bind((LOOPBACK, 0))
        other.listen()
        yield other.getsockname()[1]


async def _play_a_match(uri: str) -> tuple[str, list]:
    async with TableClient.connect(uri, "Ann", proxy=None) as ann:
        room = await ann.create(seat_specs("rb"), chips=CHIPS, pause_ms=0)
        seat = await ann.join(room)
        player = ScriptedPlayer(seat)
        await ann.start(room)
        try:
            while True:
                state = await ann.next_state()
                if state.my_move:
                    await ann.act(state, player.decide(state.view, state.hand, state.step))
        except MatchOver as over:
            return room, over.chips


def test_a_taken_port_gives_another_a_client_plays_a_match_and_stop_is_clean(taken_port,
                                                                              tmp_path):
    hosted = HostedServer(port=taken_port, data_dir=tmp_path, host=LOOPBACK,
                          seeds=seed_source(11), **FAST)
    hosted.stop()  # before the start: nothing to do
    port = hosted.start()
    try:
        assert port != taken_port and hosted.start() == port and hosted.running
        assert hosted.addresses() == [LOOPBACK]
        assert hosted.uris() == [f"ws://{LOOPBACK}:{port}"]
        room, chips = run(_play_a_match(f"ws://{LOOPBACK}:{port}"), 60)
        assert sum(chips) == 2 * CHIPS and len(room) == 10
    finally:
        hosted.stop()
        hosted.stop()
    assert not hosted.running
    with socket.socket() as probe, pytest.raises(ConnectionRefusedError):
        probe.connect((LOOPBACK, port))


def test_the_tables_are_saved_in_the_apps_data_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("PALACE_DESKTOP_HOME", str(tmp_path))
    hosted = HostedServer(port=0, host=LOOPBACK, **FAST)
    assert hosted.data_dir == tmp_path / "data" / HOSTED_DIR

    async def make_a_table(uri: str) -> str:
        async with TableClient.connect(uri, "Ann", proxy=None) as ann:
            room = await ann.create(seat_specs("rb"), pause_ms=0)
            await ann.join(room)
            return room

    try:
        room = run(make_a_table(f"ws://{LOOPBACK}:{hosted.start()}"), 20)
    finally:
        hosted.stop()
    assert (tmp_path / "data" / HOSTED_DIR / f"{room}.json").is_file()


def test_the_lan_addresses_are_this_computers_own_without_the_loopback(monkeypatch):
    # What the interfaces list: the loopback, a link-local address, a LAN one (twice, as
    # two interfaces may list it), and something that is no address.
    monkeypatch.setattr(hosting, "get_all_addresses",
                        lambda: ["127.0.0.1", "169.254.7.7", "192.168.1.20", "192.168.1.20",
                                 "nonsense"])
    monkeypatch.setattr(hosting, "ROUTE_PROBE", (LOOPBACK, 9))  # the route: the loopback
    assert lan_addresses() == ["192.168.1.20", "169.254.7.7"]
    monkeypatch.setattr(hosting, "get_all_addresses", lambda: ["127.0.0.1"])
    assert lan_addresses() == ["127.0.0.1"]  # nothing else: the loopback after all
    assert HostedServer(host="0.0.0.0").addresses() == ["127.0.0.1"]


def test_the_hosted_table_is_announced_found_joined_and_withdrawn(tmp_path):
    found: list = []
    changed = threading.Event()

    def on_change(tables):
        found.append(tables)
        changed.set()

    def wait_for(check, what):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            for tables in list(found):
                mine = [t for t in tables if t.room == room]
                if check(mine):
                    return mine
            changed.wait(0.5)
            changed.clear()
        raise AssertionError(f"not {what}: {found[-1:]}")

    hosted = HostedServer(port=0, data_dir=tmp_path, host=LOOPBACK, **FAST)
    with pytest.raises(RuntimeError):
        hosted.announce("7AV01HGCR0", "Ann", 2, 0, False)
    browser = TableBrowser(on_change, interfaces=[LOOPBACK])
    port = hosted.start()
    browser.start()
    try:
        async def make(uri):
            async with TableClient.connect(uri, "Ann", proxy=None) as ann:
                return await ann.create(seat_specs("rr"), pause_ms=0)

        room = run(make(f"ws://{LOOPBACK}:{port}"), 20)
        hosted.announce(room, "Ann", 2, 0, False).result(20)
        [table] = wait_for(lambda mine: len(mine) == 1, "found")

        async def join(uri):
            async with TableClient.connect(uri, "Ben", proxy=None) as ben:
                return await ben.join(room)

        seat = run(join(table.uri), 20)
        hosted.announce(room, "Ann", 2, 1, False).result(20)
        [taken] = wait_for(lambda mine: mine and mine[0].taken == 1, "updated")
        hosted.withdraw().result(20)
        wait_for(lambda mine: mine == [], "withdrawn")
    finally:
        browser.stop()
        hosted.stop()
        hosted.stop()
    assert (table.address, table.port, table.host_name, table.free) == (LOOPBACK, port, "Ann", 2)
    assert seat == 0 and taken.free == 1
    assert hosted.withdraw() is None  # stopped: nothing is announced
