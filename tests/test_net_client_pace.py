"""The client library keeps a player's moves within the rate the server's welcome names: a
scripted player answers at once, and without pacing the server would refuse its moves."""

from __future__ import annotations

from palace_desktop.engine import actions as A
from palace_desktop.net.client import TableClient
from palace_desktop.net.server import TableServer

from net_play import run, seed_source


def test_moves_sent_back_to_back_stay_within_the_servers_rate():
    async def scenario():
        server = TableServer(seeds=seed_source(41), rate=10.0, burst=4, strikes=100)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Ann", proxy=None) as ann:
                room = await ann.create([{"kind": "remote"}, {"kind": "remote"}])
                async with TableClient.connect(uri, "Ben", proxy=None) as ben:
                    await ann.join(room, "Ann")
                    await ben.join(room, "Ben")
                    await ann.start(room)
                    state = await ann.next_state()
                    for _ in range(12):  # each refused by name: Ben's seat is not Ann's
                        await ann.act(state, A.Stay(1 - ann.seat))
                    return [(await ann.receive("error"))["code"] for _ in range(12)]
        finally:
            await server.stop()

    assert run(scenario(), 30) == ["not_your_seat"] * 12
