"""A player who drops mid-hand: the table counts down their seat's wait for every client, a bot
plays the seat, and the player takes it back with the token, catches up on the hand and
finishes the match, which is the match the server recorded, replayed by the engine. Also the
turn clock, and a client process killed with SIGKILL."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from pathlib import Path

import pytest

from palace_desktop.engine import history
from palace_desktop.net.client import Closed, MatchOver, TableClient
from palace_desktop.net.server import TableServer
from palace_desktop.engine.view import redact_events
from palace_desktop.net.table import safest_action
from palace_desktop.net.wire import event_to_json

from net_play import CHIPS, FAST, ScriptedPlayer, run, seed_source

ROOT = Path(__file__).resolve().parent.parent


async def _play(client: TableClient, gate: asyncio.Event, waiting: asyncio.Event):
    """Play to the end of the match; before each move, wait for `gate` (saying so on
    `waiting`), so the test decides when the table may move on."""
    player = ScriptedPlayer(client.seat)
    try:
        while True:
            state = await client.next_state(timeout=20)
            if state.my_move:
                if not gate.is_set():
                    waiting.set()
                    await gate.wait()
                await client.act(state, player.decide(state.view, state.hand, state.step))
    except MatchOver as over:
        return over.chips


def _messages(client: TableClient, kind: str) -> list[dict]:
    return [m for m in map(json.loads, client.received) if m["type"] == kind]


def _actions_of(record: dict, seat: int) -> int:
    return sum(1 for hand in record["hands"] for a in hand["actions"] if a["seat"] == seat)


def _check_against_the_engine(record: dict, chips: list) -> None:
    """The server's record, replayed by the engine, is legal and ends with these chips."""
    match = history.load_match(record)
    assert match.is_over
    assert list(match.chips) == chips


async def _table(server: TableServer, uri: str, host: TableClient, **settings):
    room = await host.create([{"kind": "remote"}, {"kind": "remote"},
                              {"kind": "bot", "level": "easy"}], chips=CHIPS, pause_ms=0,
                             **settings)
    return room, server.tables[room]


def test_a_dropped_seat_is_counted_down_played_by_a_bot_and_taken_back():
    async def scenario():
        server = TableServer(seeds=seed_source(11), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Host", proxy=None, keep_frames=True) as host, \
                    TableClient.connect(uri, "Ben", proxy=None, keep_frames=True) as ben:
                room, table = await _table(server, uri, host, rejoin_seconds=2,
                                           stand_in="easy")
                ann = await TableClient.connect(uri, "Ann", proxy=None,
                                                keep_frames=True).__aenter__()
                await ann.join(room, "Ann")
                await ben.join(room, "Ben")
                gate, waiting = asyncio.Event(), asyncio.Event()
                gate.set()
                bens_game = asyncio.create_task(_play(ben, gate, waiting))
                await host.start(room)
                player = ScriptedPlayer(ann.seat)
                while True:  # Ann plays until a move of hers after the hand's first, and drops
                    state = await ann.next_state()
                    if state.my_move and state.step > 0:
                        break
                    if state.my_move:
                        await ann.act(state, player.decide(state.view, state.hand,
                                                           state.step))
                dropped_at = _actions_of(table.game.match.to_json(), ann.seat)
                token = ann.token
                gate.clear()
                await ann.close()
                await waiting.wait()  # Ben is to move: the bot has played Ann's turn
                record = table.game.match.to_json()
                by_the_bot = _actions_of(record, 0) - dropped_at
                async with TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as back:
                    seat = await back.join(room, "Ann", token=token)
                    caught_up = json.loads(next(m for m in back.received
                                                if '"state"' in m))
                    # the table waits for Ben: this is the hand so far, as seat 0 sees it
                    hand_so_far = [event_to_json(e)
                                   for e in redact_events(table.game.hand_events, 0)]
                    gate.set()
                    anns = await _play(back, gate, waiting)
                bens = await bens_game
                assert caught_up["events"] == hand_so_far
                return (seat, by_the_bot, caught_up, anns, bens, _messages(ben, "seat_away"),
                        _messages(ben, "seat_bot"), table.game.match.to_json())
        finally:
            await server.stop()

    seat, by_the_bot, caught_up, anns, bens, away, bot, record = run(scenario(), 60)
    assert seat == 0
    assert [m["seconds"] for m in away] == [2, 1]  # a second apart, down to the bot
    assert {m["seat"] for m in away} == {0}
    assert [(m["seat"], m["level"]) for m in bot] == [(0, "easy")]
    assert bot[0]["seats"][0]["stand_in"] is True
    assert by_the_bot >= 1
    assert caught_up["catch_up"] is True
    assert caught_up["events"][0]["type"] == "HandStarted"
    assert anns == bens
    _check_against_the_engine(record, anns)


def test_the_turn_clock_makes_a_player_who_does_not_act_stay_or_fold():
    async def scenario():
        server = TableServer(seeds=seed_source(12), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Host", proxy=None, keep_frames=True) as host, \
                    TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as ann, \
                    TableClient.connect(uri, "Ben", proxy=None, keep_frames=True) as ben:
                room = await host.create([{"kind": "remote"}, {"kind": "remote"}],
                                         chips=CHIPS, pause_ms=0, turn_seconds=1)
                await ann.join(room, "Ann")
                await ben.join(room, "Ben")
                await host.start(room)
                first = await ann.next_state()
                sleeper = ann if first.my_move else ben
                sent = first if first.my_move else await ben.next_state()
                clock = await sleeper.receive("turn_clock")
                timed_out = await sleeper.receive("timed_out", timeout=5)
                after = await sleeper.next_state()
                return sent, clock, timed_out, after
        finally:
            await server.stop()

    sent, clock, timed_out, after = run(scenario(), 30)
    seat = sent.view.viewer
    assert clock["seat"] == seat and clock["seconds"] == 1
    expected = safest_action(list(sent.view.legal_actions))
    assert expected.to_json() == {"seat": seat, "do": "stay"}  # a turn's first move: stay
    assert timed_out["action"] == expected.to_json()
    assert (after.hand, after.step) == (sent.hand, sent.step + 1)
    assert after.events[0] == {"type": "Stayed", "seat": seat}


def test_the_safest_action_facing_a_bet_is_a_fold():
    from palace_desktop.engine import actions as A
    legal = [A.Fold(1), A.Call(1), A.Raise(1, 5)]
    assert safest_action(legal) == A.Fold(1)
    trim = [A.Discard(1, ("x",)), A.Discard(1, ("y",))]
    assert safest_action(trim) == trim[0]


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX's")
def test_a_client_process_killed_mid_hand_rejoins_with_its_token():
    async def scenario():
        server = TableServer(seeds=seed_source(13), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        process = None
        try:
            async with TableClient.connect(uri, "Host", proxy=None, keep_frames=True) as host, \
                    TableClient.connect(uri, "Ben", proxy=None, keep_frames=True) as ben:
                room, table = await _table(server, uri, host, rejoin_seconds=1,
                                           stand_in="easy")
                process = await asyncio.create_subprocess_exec(
                    sys.executable, "-m", "palace_desktop.net.scripted", "--uri", uri,
                    "--room", room, "--name", "Ann", "--give-up", "60",
                    stdout=asyncio.subprocess.PIPE, cwd=ROOT,
                    env={**os.environ, "PYTHONPATH": str(ROOT)})
                joined = json.loads(await asyncio.wait_for(process.stdout.readline(), 20))
                await ben.join(room, "Ben")
                gate, waiting = asyncio.Event(), asyncio.Event()
                bens_game = asyncio.create_task(_play(ben, gate, waiting))
                await host.start(room)
                await waiting.wait()  # Ben to move: the hand is under way
                assert table.game.match.hand_in_progress
                process.send_signal(signal.SIGKILL)
                await asyncio.wait_for(process.wait(), 10)
                while not _messages(ben, "seat_bot"):
                    await asyncio.sleep(0.05)
                bot = _messages(ben, "seat_bot")[0]
                async with TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as back:
                    seat = await back.join(room, "Ann", token=joined["token"])
                    gate.set()
                    anns = await _play(back, gate, waiting)
                bens = await bens_game
                return (process.returncode, joined["joined"], seat, bot, anns, bens,
                        table.game.match.to_json())
        finally:
            if process is not None and process.returncode is None:
                process.kill()
                await process.wait()
            await server.stop()

    code, first_seat, seat, bot, anns, bens, record = run(scenario(), 60)
    assert code == -signal.SIGKILL
    assert first_seat == seat == 0
    assert bot["seat"] == 0
    assert anns == bens
    _check_against_the_engine(record, anns)


def test_a_player_back_on_a_new_connection_lets_the_old_one_go():
    """A network that went away can leave the server an old connection that looks alive
    until its pings fail: the token's holder gets the seat back at once, the old connection
    is closed (4000) and acts for nobody."""
    async def scenario():
        server = TableServer(seeds=seed_source(14), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
        try:
            async with TableClient.connect(uri, "Host", proxy=None, keep_frames=True) as host, \
                    TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as old, \
                    TableClient.connect(uri, "Ben", proxy=None, keep_frames=True) as ben:
                room = await host.create([{"kind": "remote"}, {"kind": "remote"}])
                await old.join(room, "Ann")
                await ben.join(room, "Ben")
                await host.start(room)
                await old.next_state()
                async with TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as new:
                    seat = await new.join(room, "Ann", token=old.token)
                    caught_up = await new.receive("state")
                    with pytest.raises(Closed) as closed:
                        await old.receive("nothing", timeout=10)
                    holder = server.tables[room].seats[seat].holder
                    return seat, caught_up, closed.value.code, holder is not None
        finally:
            await server.stop()

    seat, caught_up, code, held = run(scenario(), 30)
    assert seat == 0 and held
    assert caught_up["catch_up"] is True
    assert code == 4000
