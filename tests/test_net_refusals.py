"""The table server's refusals: each names the problem, and the table is as it was."""

from __future__ import annotations

import asyncio

import pytest

from palace_desktop import __version__
from palace_desktop.engine import actions as A
from palace_desktop.net import PROTOCOL_VERSION
from palace_desktop.net.client import Closed, ServerError, TableClient
from palace_desktop.net.server import TableServer

from net_play import FAST, play_through_server, run, seat_specs, seed_source


async def _server():
    server = TableServer(seeds=seed_source(5))
    port = await server.start()
    return server, f"ws://127.0.0.1:{port}"


def test_another_protocol_version_is_refused_naming_both_and_closed():
    async def scenario():
        server, uri = await _server()
        try:
            async with TableClient.connect(uri, "Old", proxy=None, greet=False) as client:
                await client.send({"type": "hello", "protocol": PROTOCOL_VERSION + 1,
                                   "app": "9.9.9", "client": "Old"})
                refusal = await client.receive("error")
                with pytest.raises(Closed):
                    await client.receive("welcome")
                return refusal
        finally:
            await server.stop()

    refusal = run(scenario(), 20)
    assert refusal["code"] == "protocol_version"
    assert f"protocol {PROTOCOL_VERSION} (Palace Desktop {__version__})" in refusal["message"]
    assert f"protocol {PROTOCOL_VERSION + 1} (Palace Desktop 9.9.9)" in refusal["message"]


def test_nothing_but_hello_before_hello():
    async def scenario():
        server, uri = await _server()
        try:
            async with TableClient.connect(uri, "Ann", proxy=None, greet=False) as client:
                await client.send({"type": "create", "seats": [{"kind": "remote"}] * 2})
                with pytest.raises(ServerError) as refused:
                    await client.receive("created")
                assert not server.tables
                await client.hello()  # the connection goes on
                return refused.value.code
        finally:
            await server.stop()

    assert run(scenario(), 20) == "hello_first"


def test_a_wrong_room_a_wrong_password_and_a_full_table_are_refused_clearly():
    async def scenario():
        server, uri = await _server()
        codes = {}
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host, \
                    TableClient.connect(uri, "Ann", proxy=None) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None) as ben, \
                    TableClient.connect(uri, "Cleo", proxy=None) as cleo:
                room = await host.create([{"kind": "remote"}, {"kind": "remote"},
                                          {"kind": "bot", "level": "easy"}],
                                         password="open sesame")
                wrong_room = "0" * 10 if room != "0" * 10 else "1" * 10
                for label, coroutine in (("room", ann.join(wrong_room, "Ann")),
                                         ("password", ann.join(room, "Ann", "guess"))):
                    with pytest.raises(ServerError) as refused:
                        await coroutine
                    codes[label] = refused.value
                assert await ann.join(room, "Ann", "open sesame") == 0
                assert await ben.join(room, "Ben", "open sesame") == 1
                with pytest.raises(ServerError) as refused:
                    await cleo.join(room, "Cleo", "open sesame")
                codes["full"] = refused.value
                seats = server.tables[room].seats
                assert [s.name for s in seats] == ["Ann", "Ben", ""]
        finally:
            await server.stop()
        return codes

    codes = run(scenario(), 20)
    assert codes["room"].code == "no_table"
    assert "room code" in str(codes["room"])
    assert codes["password"].code == "wrong_password"
    assert codes["full"].code == "table_full"


def test_room_codes_are_fifty_bits_and_differ():
    async def scenario():
        server, uri = await _server()
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host:
                return [await host.create([{"kind": "remote"}] * 2) for _ in range(4)]
        finally:
            await server.stop()

    rooms = run(scenario(), 20)
    assert len(set(rooms)) == 4
    assert all(len(room) == 10 and set(room) <= set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
               for room in rooms)


def test_only_the_maker_starts_a_full_table_and_a_seat_left_before_the_start_is_free():
    async def scenario():
        server, uri = await _server()
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host, \
                    TableClient.connect(uri, "Ann", proxy=None) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None) as ben:
                room = await host.create([{"kind": "remote"}, {"kind": "remote"}])
                await ann.join(room, "Ann")
                await host.start(room)
                with pytest.raises(ServerError) as early:
                    await host.receive("state")
                await ben.join(room, "Ben")
                await ben.start(room)
                with pytest.raises(ServerError) as not_maker:
                    await ben.receive("state")
                await ben.leave()
                assert server.tables[room].seats[1].free
                assert await ben.join(room, "Ben again") == 1
                await host.start(room)
                state = await ann.next_state()
                return early.value.code, not_maker.value.code, state.view.names
        finally:
            await server.stop()

    early, not_maker, names = run(scenario(), 20)
    assert early == "seats_free"
    assert not_maker == "not_owner"
    assert names == ("Ann", "Ben again")


def test_a_dropped_player_takes_the_seat_back_with_the_token_and_sees_the_game_as_it_is():
    async def scenario():
        server, uri = await _server()
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host:
                room = await host.create([{"kind": "remote"}, {"kind": "remote"}])
                ann = await TableClient.connect(uri, "Ann", proxy=None).__aenter__()
                async with TableClient.connect(uri, "Ben", proxy=None) as ben:
                    await ann.join(room, "Ann")
                    await ben.join(room, "Ben")
                    await host.start(room)
                    before = await ann.next_state()
                    token = ann.token
                    await ann.close()
                    async with TableClient.connect(uri, "Thief", proxy=None) as thief:
                        with pytest.raises(ServerError) as refused:
                            await thief.join(room, "Thief")
                    async with TableClient.connect(uri, "Ann", proxy=None) as back:
                        seat = await back.join(room, "Ann", token=token)
                        after = await back.next_state()
                return refused.value.code, seat, before, after
        finally:
            await server.stop()

    refused, seat, before, after = run(scenario(), 20)
    assert refused == "started"
    assert seat == 0
    assert after.view == before.view and (after.hand, after.step) == (before.hand, before.step)
    # the hand so far, as Ann's seat saw it, so her log can be told again
    assert after.events[0]["type"] == "HandStarted"
    assert after.events == before.events


@pytest.mark.parametrize("seats, rules, chips, words", [
    ([{"kind": "remote"}], None, None, "2 to 10 seats"),
    ([{"kind": "bot", "level": "easy"}] * 2, None, None, "at least one player's seat"),
    ([{"kind": "remote"}] * 2, {"structure": "pot"}, None, "rules.structure"),
    ([{"kind": "remote"}] * 2, {"ante": 50}, 40, "could not pay the ante"),
])
def test_a_table_that_could_not_be_played_is_not_made(seats, rules, chips, words):
    async def scenario():
        server, uri = await _server()
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host:
                with pytest.raises(ServerError) as refused:
                    await host.create(seats, rules=rules, chips=chips)
                assert not server.tables
                return refused.value
        finally:
            await server.stop()

    refused = run(scenario(), 20)
    assert refused.code == "bad_message"
    assert words in str(refused)


def test_a_move_out_of_turn_or_for_another_seat_is_refused_and_the_table_waits():
    async def scenario():
        server, uri = await _server()
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host, \
                    TableClient.connect(uri, "Ann", proxy=None) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None) as ben:
                room = await host.create([{"kind": "remote"}, {"kind": "remote"}])
                players = {await ann.join(room, "Ann"): ann, await ben.join(room, "Ben"): ben}
                await host.start(room)
                states = {seat: await client.next_state() for seat, client in players.items()}
                to_act = states[0].view.to_act
                waiting = 1 - to_act
                codes = []
                for action in (A.Stay(waiting), A.Stay(to_act)):
                    await players[waiting].act(states[waiting], action)
                    with pytest.raises(ServerError) as refused:
                        await players[waiting].receive("state")
                    codes.append(refused.value.code)
                table = server.tables[room]
                return codes, (table.game.hand, table.game.step)
        finally:
            await server.stop()

    codes, where = run(scenario(), 20)
    assert codes == ["not_your_turn", "not_your_seat"]
    assert where == (1, 0)


async def _until(condition, what: str, limit: float = 5.0):
    """Wait, bounded, for `condition()` (the server's own event loop does the work)."""
    for _ in range(int(limit / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"still waiting for {what}")


def test_a_table_nobody_is_at_goes_and_a_finished_one_goes_with_its_players():
    async def scenario():
        server = TableServer(seeds=seed_source(9), idle_seconds=0, **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host:
                idle = await host.create(seat_specs("rr"))
                assert idle in server.tables  # its maker is still here
            await _until(lambda: idle not in server.tables, "the idle table to go")
            played = await play_through_server("rb", 9, server=server, uri=uri)
            await _until(lambda: played.room not in server.tables,
                         "the finished table to go")
            return played
        finally:
            await server.stop()

    played = run(scenario(), 30)
    assert played.chips
