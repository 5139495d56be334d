"""NetLink: the app's connection to a table server, on a thread of its own, answering in Qt
signals on the GUI thread."""

from __future__ import annotations

import asyncio
import socket

import pytest
from websockets.asyncio.server import serve

from palace_desktop.live.net_link import (NO_ANSWER, NOT_A_TABLE, OTHER_VERSION, BAD_ADDRESS,
                                          NetLink)
from palace_desktop.net.loop_thread import LoopThread

from net_hosted import hosted_server


@pytest.fixture
def link(qtbot):
    link = NetLink()
    yield link
    link.shutdown()


@pytest.fixture
def closed_port():
    """A port nothing listens on, nor can while the test runs: bound here and never listening
    (a port freed at once could be given to a server of a test running beside this one)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        yield probe.getsockname()[1]


def test_a_link_greets_makes_a_table_and_takes_a_seat(qtbot, link):
    with hosted_server() as (uri, _server):
        with qtbot.waitSignal(link.opened, timeout=5000) as opened:
            link.open(uri, "Ann")
        assert opened.args[0]["protocol"] == 1
        assert link.is_open
        got = []
        link.received.connect(got.append)
        link.send({"type": "create", "seats": [{"kind": "remote"},
                                               {"kind": "bot", "level": "easy"}]})
        qtbot.waitUntil(lambda: any(m["type"] == "created" for m in got), timeout=5000)
        room = next(m["room"] for m in got if m["type"] == "created")
        link.send({"type": "join", "room": room, "name": "Ann"})
        qtbot.waitUntil(lambda: any(m["type"] == "joined" for m in got), timeout=5000)
        joined = next(m for m in got if m["type"] == "joined")
        assert joined["seat"] == 0 and len(joined["token"]) == 32
        with qtbot.waitSignal(link.closed, timeout=5000):
            link.close()
        assert not link.is_open


def test_a_refusal_comes_as_its_code(qtbot, link):
    with hosted_server() as (uri, _server):
        with qtbot.waitSignal(link.opened, timeout=5000):
            link.open(uri, "Ann")
        with qtbot.waitSignal(link.refused, timeout=5000) as refused:
            link.send({"type": "join", "room": "0000000000", "name": "Ann"})
        assert refused.args[0] == "no_table" and refused.args[2] == "join"


def test_nothing_listening_is_no_answer(qtbot, link, closed_port):
    with qtbot.waitSignal(link.open_failed, timeout=10000) as failed:
        link.open(f"ws://127.0.0.1:{closed_port}", "Ann")
    assert failed.args[0] == NO_ANSWER
    assert not link.is_open


def test_an_address_that_is_not_one_is_said_so(qtbot, link):
    with qtbot.waitSignal(link.open_failed, timeout=5000) as failed:
        link.open("ws://", "Ann")
    assert failed.args[0] == BAD_ADDRESS


@pytest.mark.parametrize("answer, reason", [
    ('{"type": "error", "code": "protocol_version", "message": "speaks 2", "about": "hello"}',
     OTHER_VERSION),
    ('{"type": "error", "code": "bad_message", "message": "what?", "about": "hello"}',
     NOT_A_TABLE),
])
def test_a_server_of_another_kind_is_told_apart(qtbot, link, answer, reason):
    async def answer_once(socket):
        await socket.recv()
        await socket.send(answer)
        await socket.close(1008)

    thread = LoopThread("fake-server")
    try:
        async def _start():
            return await serve(answer_once, "127.0.0.1", 0)

        server = thread.submit(_start()).result(5)
        port = server.sockets[0].getsockname()[1]
        with qtbot.waitSignal(link.open_failed, timeout=5000) as failed:
            link.open(f"ws://127.0.0.1:{port}", "Ann")
        assert failed.args[0] == reason
    finally:
        thread.stop()


@pytest.mark.parametrize("frame", ["not json", "[1, 2]", '{"no": "type"}', "[" * 100_000,
                                   b"\x00binary"])
def test_a_frame_that_is_no_message_ends_the_link_and_nothing_else(qtbot, link, frame):
    async def greet_then_garble(socket):
        await socket.recv()
        await socket.send('{"type": "welcome", "protocol": 1, "app": "x", "limits": {}}')
        await socket.send(frame)
        await asyncio.sleep(5)

    thread = LoopThread("fake-server")
    try:
        async def _start():
            return await serve(greet_then_garble, "127.0.0.1", 0, max_size=None)

        server = thread.submit(_start()).result(5)
        port = server.sockets[0].getsockname()[1]
        got = []
        link.received.connect(got.append)
        with qtbot.waitSignal(link.closed, timeout=5000) as closed:
            link.open(f"ws://127.0.0.1:{port}", "Ann")
        assert closed.args[0] == 1002 and got == []
    finally:
        thread.stop()
