"""Tables kept across a restart of the server (a stop, then a new server on the same data
directory): one whose match was over tells its players `match_over` when they come back with
their token, and one made but not started lets its maker, back with the token, start it."""

from __future__ import annotations

import asyncio

import pytest

from palace_desktop.net.client import MatchOver, ServerError, TableClient
from palace_desktop.net.server import TableServer

from net_play import CHIPS, FAST, ScriptedPlayer, run, seat_specs, seed_source


async def _restarted_server(data):
    server = TableServer(seeds=seed_source(52), data_dir=data, **FAST)
    return server, f"ws://127.0.0.1:{await server.start()}"


def test_players_back_after_a_restart_are_told_the_match_they_finished_is_over(tmp_path):
    async def scenario():
        server = TableServer(seeds=seed_source(51), data_dir=tmp_path, **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        async with TableClient.connect(uri, "Ann", proxy=None) as ann, \
                TableClient.connect(uri, "Ben", proxy=None) as ben:
            room = await ann.create(seat_specs("rbr"), chips=CHIPS, pause_ms=0)
            seats = [await ann.join(room), await ben.join(room)]
            await ann.start(room)
            finals = await asyncio.gather(_play_to_end(ann), _play_to_end(ben))
            tokens = {seat: c.token for seat, c in zip(seats, (ann, ben))}
            await server.stop()  # the match over, its players still connected
        server, uri = await _restarted_server(tmp_path)
        told, kept = {}, []
        try:
            for seat, token in sorted(tokens.items()):
                async with TableClient.connect(uri, f"P{seat}", proxy=None) as client:
                    assert await client.join(room, token=token) == seat
                    with pytest.raises(MatchOver) as over:
                        await client.next_state()
                    told[seat] = over.value.chips
                await asyncio.sleep(0.1)  # the server sees the connection go
                # the table waits for the other player, then goes with its file
                kept.append(room in server.tables)
        finally:
            await server.stop()
        return finals, told, kept, server.store.path(room)

    finals, told, kept, path = run(scenario())
    assert list(told.values()) == finals
    assert kept == [True, False]
    assert not path.exists()


async def _play_to_end(client: TableClient) -> list:
    player = ScriptedPlayer(client.seat)
    try:
        while True:
            state = await client.next_state()
            if state.my_move:
                await client.act(state, player.decide(state.view, state.hand, state.step))
    except MatchOver as over:
        return over.chips


def test_a_table_made_but_not_started_is_started_by_its_maker_after_a_restart(tmp_path):
    async def scenario():
        server = TableServer(seeds=seed_source(53), data_dir=tmp_path, **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        async with TableClient.connect(uri, "Ann", proxy=None) as ann, \
                TableClient.connect(uri, "Ben", proxy=None) as ben:
            room = await ann.create([{"kind": "remote"}, {"kind": "bot", "level": "easy"},
                                     {"kind": "remote"}], password="pw", pause_ms=0)
            await ann.join(room, password="pw")
            await ben.join(room, password="pw")
            tokens = [ann.token, ben.token]
            await server.stop()  # with them connected: one who leaves frees the seat
        server, uri = await _restarted_server(tmp_path)
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None) as ben:
                seats = [await ann.join(room, password="pw", token=tokens[0]),
                         await ben.join(room, password="pw", token=tokens[1])]
                await ben.start(room)
                with pytest.raises(ServerError) as refused:
                    await ben.next_state(timeout=5)
                await ann.start(room)
                first = [await ann.next_state(), await ben.next_state()]
                names = [s.name for s in server.tables[room].seats]
        finally:
            await server.stop()
        return seats, refused.value.code, first, names

    seats, refused, first, names = run(scenario())
    assert seats == [0, 2]
    assert refused == "not_owner"  # Ben holds a seat; only the maker starts
    assert [(s.hand, s.step) for s in first] == [(1, 0), (1, 0)]
    assert names[0] == "Ann" and names[2] == "Ben"


def test_a_table_made_for_others_with_nobody_seated_yet_survives_a_restart(tmp_path):
    async def scenario():
        server = TableServer(seeds=seed_source(54), data_dir=tmp_path, **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        async with TableClient.connect(uri, "Host", proxy=None) as host:
            room = await host.create(seat_specs("rb"), pause_ms=0)
            await server.stop()
        server, uri = await _restarted_server(tmp_path)
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann:
                return await ann.join(room)
        finally:
            await server.stop()

    assert run(scenario()) == 0
