"""Hostile clients against the table server, each for a bounded number of messages: random
bytes, random text, truncated JSON, nesting too deep, numbers too long, moves for another
seat, out of turn, replayed, illegal, and messages that do not fit the connection's place.
Each gets an error naming the problem and changes nothing: the match ends as the same match
played locally without them. Repeated abuse closes that connection only; a message over the
size limit is refused by the WebSocket layer, which closes that connection (1009), as it does
text that is not UTF-8 (1007)."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from palace_desktop.net.client import Closed, ServerError, TableClient
from palace_desktop.net.server import (MAX_MESSAGE, OUT_QUEUE, STRIKES, Connection,
                                       TableServer)
from palace_desktop.net.wire import view_from_json

from net_play import (FAST, ScriptedPlayer, play_locally, play_remote, play_through_server,
                      run, seat_specs, seed_source)

BUDGET = 150  # abusive messages one hostile client sends at most


def mischief(rng: random.Random, seat: int, seats: int, hand: int, step: int, view,
             last_move: str | None) -> list:
    """A few abusive frames for this moment of the game, each sure to be refused."""
    def action(body):
        return json.dumps({"type": "action", "hand": hand, "step": step, "action": body})

    other = (seat + 1 + rng.randrange(seats - 1)) % seats
    choices = [
        lambda: rng.randbytes(rng.randrange(1, 200)),  # a binary frame
        lambda: "".join(chr(rng.randrange(32, 0x3000)) for _ in range(rng.randrange(1, 60))),
        lambda: action({"seat": seat, "do": "stay"})[:rng.randrange(1, 40)],
        lambda: "[" * 40 + "]" * 40,
        lambda: '{"type": "action", "hand": 1' + "0" * 400 + ', "step": 0, "action": {}}',
        lambda: json.dumps({"type": "action", "hand": hand, "step": step,
                            "action": {"seat": seat, "do": "stay"}, "extra": 1}),
        lambda: json.dumps({"type": "teleport"}),
        lambda: action({"seat": other, "do": "stay"}),  # another seat's move
        lambda: action({"seat": seat, "do": "bet", "target": 99}),
        lambda: json.dumps({"type": "hello", "protocol": 1, "app": "x", "client": "again"}),
        lambda: json.dumps({"type": "join", "room": "0" * 10, "name": "twice"}),
        lambda: json.dumps({"type": "action", "hand": hand, "step": step,
                            "action": {"seat": seat, "do": "discard",
                                       "cards": ["As", "As"]}}),
    ]
    if last_move is not None:
        choices.append(lambda: last_move)  # a move already made: stale
    frames = []
    if view.is_over or view.to_act != seat:
        choices.append(lambda: action({"seat": seat, "do": "stay"}))  # out of turn
    else:  # the table waits for this seat: an attack on itself is the engine's to refuse
        frames.append(action({"seat": seat, "do": "bet", "target": seat}))
    return frames + [rng.choice(choices)() for _ in range(rng.randrange(1, 4))]


async def hostile_player(uri: str, room: str, joined: asyncio.Queue, rng: random.Random):
    """Plays its seat with the scripted policy, and around every state it is sent, abuses."""
    async with TableClient.connect(uri, "Mallory", proxy=None) as client:
        seat = await client.join(room, "Mallory")
        await joined.put(seat)
        player = ScriptedPlayer(seat)
        sent, codes, last_move, over = 0, [], None, False
        while not over or len(codes) < sent:
            message = await asyncio.wait_for(client.inbox.get(), 10)
            assert message is not None, "the server closed the hostile player"
            if message["type"] == "error":
                codes.append(message["code"])
            over = over or message["type"] == "match_over"
            if message["type"] != "state":
                continue
            view = view_from_json(message["view"])
            hand, step = message["hand"], message["step"]
            if sent < BUDGET:
                for frame in mischief(rng, seat, view.num_seats, hand, step, view, last_move):
                    await client.socket.send(frame)
                    sent += 1
            if not view.is_over and view.to_act == seat:
                move = player.decide(view, hand, step)
                last_move = json.dumps({"type": "action", "hand": hand, "step": step,
                                        "action": move.to_json()})
                await client.socket.send(last_move)
        return sent, codes


def test_abuse_from_a_seated_player_is_refused_one_by_one_and_changes_nothing():
    kinds, seed = "rrbr", 21

    async def scenario():
        server = TableServer(seeds=seed_source(seed), strikes=10**6, **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Host", proxy=None) as host:
                room = await host.create(seat_specs(kinds), chips=24, pause_ms=0)
                table = server.tables[room]
                joined: asyncio.Queue = asyncio.Queue()
                mallory = asyncio.create_task(hostile_player(uri, room, joined,
                                                             random.Random(seed)))
                await joined.get()  # seat 0
                honest = [asyncio.create_task(play_remote(uri, room, name, joined))
                          for name in ("Ann", "Ben")]
                await joined.get()
                await joined.get()
                await host.start(room)
                sent, codes = await mallory
                finals = await asyncio.gather(*honest)
                return (sent, codes, [s.name for s in table.seats],
                        table.game.match.to_json(), finals)
        finally:
            await server.stop()

    sent, codes, names, record, finals = run(scenario(), 60)
    assert sent == len(codes) >= 20
    # A move out of turn is refused as not_your_turn, or as stale when the table moved on
    # before the server read it (tests/test_net_refusals.py has it on a table that waits).
    refused = {"bad_json", "bad_message", "not_your_seat", "stale", "hello_again", "seated",
               "illegal"}
    assert refused <= set(codes) <= refused | {"not_your_turn"}, set(codes)
    local = play_locally(kinds, seed, names)
    assert record == local.match.to_json()
    assert all(chips == list(local.match.chips) for _seat, chips, _ in finals)


def test_repeated_abuse_and_an_oversized_message_close_only_those_connections():
    kinds, seed = "rbr", 22

    async def flood(uri):
        rng = random.Random(7)
        async with TableClient.connect(uri, "Flood", proxy=None) as client:
            codes = []
            for _ in range(STRIKES + 5):
                try:
                    await client.socket.send(rng.randbytes(50))
                except Exception:
                    break
            with pytest.raises(Closed) as closed:
                while True:
                    try:
                        await client.receive("none")
                    except ServerError as error:
                        codes.append(error.code)
            return codes, closed.value.code

    async def oversized(uri):
        async with TableClient.connect(uri, "Big", proxy=None) as client:
            await client.socket.send(json.dumps({"type": "leave", "pad": "x" * MAX_MESSAGE}))
            with pytest.raises(Closed) as closed:
                await client.receive("none")
            return closed.value.code

    async def not_utf8(uri):
        async with TableClient.connect(uri, "Bytes", proxy=None) as client:
            await client.socket.send(b"\xff\xfe{", text=True)  # a text frame, not UTF-8
            with pytest.raises(Closed) as closed:
                await client.receive("none")
            return closed.value.code

    async def scenario():
        server = TableServer(seeds=seed_source(seed), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            played, flooded, big, broken = await asyncio.gather(
                play_through_server(kinds, seed, server=server, uri=uri), flood(uri),
                oversized(uri), not_utf8(uri))
            assert broken == 1007
            async with TableClient.connect(uri, "After", proxy=None) as after:
                room = await after.create(seat_specs("rr"))  # the server still answers
            return played, flooded, big, room
        finally:
            await server.stop()

    played, (codes, flood_close), big_close, room = run(scenario(), 60)
    assert codes == ["bad_json"] * STRIKES
    assert flood_close == 1008
    assert big_close == 1009
    assert room
    local = play_locally(kinds, seed, played.names)
    assert played.record == local.match.to_json()


def test_a_connection_that_sends_too_fast_is_told_so():
    async def scenario():
        server = TableServer(seeds=seed_source(1), rate=1.0, burst=5, strikes=100,
                             clock=lambda: 0.0)  # time stands still: no refill
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Fast", proxy=None, greet=False) as client:
                for _ in range(8):
                    await client.send({"type": "leave"})
                codes = []
                for _ in range(8):
                    codes.append((await client.receive("error"))["code"])
                return codes
        finally:
            await server.stop()

    assert run(scenario(), 20) == ["hello_first"] * 5 + ["rate_limited"] * 3


def test_a_client_that_does_not_read_is_closed_and_its_queue_stays_bounded():
    class StuckSocket:
        """A connection whose client reads nothing: a send never completes."""

        def __init__(self):
            self.closed = None

        async def send(self, text):
            await asyncio.Event().wait()

        async def close(self, code, reason):
            self.closed = (code, reason)

    async def scenario():
        socket = StuckSocket()
        connection = Connection(socket, 1, rate=10.0, burst=10, strikes=8, clock=lambda: 0.0)
        writer = asyncio.get_running_loop().create_task(connection.write())
        await asyncio.sleep(0)  # the writer takes nothing yet: the queue is empty
        for number in range(OUT_QUEUE * 3):
            connection.send({"type": "state", "number": number})
            await asyncio.sleep(0)
        writer.cancel()
        return socket.closed, connection.closing, connection.waiting

    closed, closing, waiting = run(scenario(), 20)
    assert closing
    assert closed == (1008, "too many messages waiting")
    assert waiting <= OUT_QUEUE
