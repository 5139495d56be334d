"""The maker's seats before the start (what issue 41's host screen needs from the server):
an empty seat given to a bot, a bot's seat opened again, a player removed; and a player who
leaves before the start frees the seat, their token no longer taking it."""

from __future__ import annotations

import pytest

from palace_desktop.net.client import ServerError, TableClient
from palace_desktop.net.server import TableServer

from net_play import FAST, run, seed_source


async def _refused(call) -> str:
    with pytest.raises(ServerError) as refused:
        await call
    return refused.value.code


def test_the_maker_gives_an_empty_seat_to_a_bot_and_removes_a_player_before_the_start():
    async def scenario():
        server = TableServer(seeds=seed_source(61), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        codes = {}
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None) as ben, \
                    TableClient.connect(uri, "Cat", proxy=None) as cat:
                room = await ann.create([{"kind": "remote"}] * 4, pause_ms=0)
                await ann.join(room)
                await ben.join(room)
                ben_token = ben.token
                codes["not_maker"] = await _refused(ben.set_seat(room, 2, "bot", "easy"))
                codes["held"] = await _refused(ann.set_seat(room, 1, "bot", "easy"))
                codes["no_level"] = await _refused(ann.set_seat(room, 2, "bot"))
                await ann.set_seat(room, 2, "bot", "hard")
                await ann.set_seat(room, 3, "bot", "easy")
                await ann.set_seat(room, 3, "remote")  # opened again
                await ann.set_seat(room, 3, "bot", "easy")
                other = await ann.create([{"kind": "remote"}, {"kind": "remote"}])
                await ann.set_seat(other, 1, "bot", "easy")
                codes["last_player"] = await _refused(ann.set_seat(other, 0, "bot", "easy"))
                codes["own"] = await _refused(ann.remove(room, 0))
                codes["empty"] = await _refused(ann.remove(room, 2))
                await ann.remove(room, 1)
                removed = await ben.receive("removed")
                codes["gone_token"] = await _refused(ben.join(room, token=ben_token))
                codes["seats_free"] = await _refused(_start_and_wait(ann, room))
                assert await cat.join(room) == 1
                seats = [s.to_json() for s in server.tables[room].seats]
                await ann.start(room)
                state = await ann.next_state()
                codes["started"] = await _refused(ann.remove(room, 1))
                return codes, removed, seats, state.view.names
        finally:
            await server.stop()

    codes, removed, seats, names = run(scenario(), 30)
    assert codes == {"not_maker": "not_owner", "held": "seat_held", "no_level": "bad_message",
                     "last_player": "bad_message", "own": "bad_message",
                     "empty": "seat_empty", "gone_token": "bad_token",
                     "seats_free": "seats_free", "started": "started"}
    assert removed["seat"] == 1
    assert [(s["kind"], s.get("level"), s["name"]) for s in seats] == [
        ("remote", None, "Ann"), ("remote", None, "Cat"), ("bot", "hard", ""),
        ("bot", "easy", "")]
    assert names[:2] == ("Ann", "Cat") and len(names) == 4


async def _start_and_wait(client: TableClient, room: str):
    await client.start(room)
    await client.receive("state")


def test_a_seat_left_before_the_start_no_longer_answers_to_its_token():
    async def scenario():
        server = TableServer(seeds=seed_source(62), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None) as ben:
                room = await ann.create([{"kind": "remote"}, {"kind": "remote"}])
                await ann.join(room)
                await ben.join(room)
                token = ben.token
                await ben.leave()
                return await _refused(ben.join(room, token=token))
        finally:
            await server.stop()

    assert run(scenario(), 20) == "bad_token"
