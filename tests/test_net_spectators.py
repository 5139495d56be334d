"""Spectators (issue 40 item 6): the public view only, from the next deal on, within the
table's cap, and the players told who watches. The privacy check holds every message a
spectator is sent, over seeded matches, against the engine's view from no seat at that
moment, and looks for any card whose place nobody outside the seats may know."""

from __future__ import annotations

import asyncio
import json

import pytest

from palace_desktop.engine import actions as A
from palace_desktop.engine.view import redact_events
from palace_desktop.net.client import MatchOver, ServerError, TableClient
from palace_desktop.net.server import TableServer
from palace_desktop.net.spectators import PUBLIC
from palace_desktop.net.wire import event_to_json, view_to_json

from net_play import (CHIPS, FAST, ScriptedPlayer, Played, play_locally, play_remote, run,
                      seat_specs, seed_source)
from test_net_privacy import cards_in, forbidden


async def spectate(uri: str, room: str, name: str, ready: asyncio.Event, password: str = ""):
    async with TableClient.connect(uri, name, proxy=None, keep_frames=True) as client:
        watching = await client.watch(room, password=password)
        ready.set()
        try:
            while True:
                await client.next_state(timeout=30)
        except MatchOver:
            return watching, list(client.received)


async def watched_match(kinds: str, seed: int):
    server = TableServer(seeds=seed_source(seed), **FAST)
    uri = f"ws://127.0.0.1:{await server.start()}"
    try:
        async with TableClient.connect(uri, "Host", proxy=None, keep_frames=True) as host:
            room = await host.create(seat_specs(kinds), chips=CHIPS, pause_ms=0)
            table = server.tables[room]
            joined: asyncio.Queue = asyncio.Queue()
            people = [asyncio.create_task(play_remote(uri, room, f"P{i}", joined))
                      for i, kind in enumerate(kinds) if kind == "r"]
            ready = asyncio.Event()
            watcher = asyncio.create_task(spectate(uri, room, "Sam", ready))
            for _ in people:
                await joined.get()
            await ready.wait()
            await host.start(room)
            results = await asyncio.gather(*people)
            watching, frames = await watcher
            return (Played(room, [s.name for s in table.seats], table.game.match.to_json()),
                    watching, frames, results)
    finally:
        await server.stop()


@pytest.mark.parametrize("kinds, seed", [("rr", 31), ("rbr", 32), ("rrbr", 33),
                                         ("rbrbbr", 34)])
def test_a_spectator_is_sent_the_public_view_and_no_hidden_card(kinds, seed):
    played, watching, frames, results = run(watched_match(kinds, seed))
    assert watching["waiting"] is False and watching["spectators"] == ["Sam"]
    expected = {}
    shown_in_deal = {}  # hand -> banners rejected in its deal: shown to all, then shuffled

    def watch(game, events):
        if isinstance(events[0], A.HandStarted):
            shown_in_deal[game.hand] = {e.card for e in events
                                        if isinstance(e, A.BannerRejected)}
        expected[(game.hand, game.step)] = (
            view_to_json(game.state.view(PUBLIC)),
            [event_to_json(e) for e in redact_events(events, PUBLIC)],
            forbidden(game.state, PUBLIC))

    local = play_locally(kinds, seed, played.names, watch=watch)
    assert played.record == local.match.to_json()
    got, hidden_seen, palaces_hidden = set(), 0, 0
    for text in frames:
        message = json.loads(text)
        if message["type"] != "state":
            assert not cards_in(message), message
            continue
        key = (message["hand"], message["step"])
        view, events, hidden = expected[key]
        assert message["view"] == view, key
        assert message["events"] == events, key
        assert "catch_up" not in message
        assert not cards_in(message["view"]) & hidden, key
        assert not cards_in(message["events"]) & (hidden - shown_in_deal[key[0]]), key
        assert message["view"]["legal_actions"] == []
        palaces_hidden += sum(p == ["??"] * len(p) for p in message["view"]["palaces"])
        hidden_seen += len(hidden)
        got.add(key)
    assert got == set(expected)  # every deal and move, from the first deal on
    assert hidden_seen and palaces_hidden  # there were hidden cards to look for
    assert json.loads(frames[-1])["type"] == "match_over"
    assert json.loads(frames[-1])["chips"] == results[0][1]


async def _mid_hand():
    server = TableServer(seeds=seed_source(41), **FAST)
    uri = f"ws://127.0.0.1:{await server.start()}"
    try:
        async with TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as ann, \
                TableClient.connect(uri, "Sam", proxy=None, keep_frames=True) as sam:
            room = await ann.create(seat_specs("rb"), chips=60, pause_ms=0, spectators=1)
            await ann.join(room)
            await ann.start(room)
            first = await ann.next_state()
            assert first.hand == 1 and not first.view.is_over
            watching = await sam.watch(room)
            told = await ann.receive("spectators")
            with pytest.raises(ServerError) as full:
                async with TableClient.connect(uri, "Tom", proxy=None, keep_frames=True) as tom:
                    await tom.watch(room)
            player, state = ScriptedPlayer(0), first
            try:
                while True:
                    if state.my_move:
                        await ann.act(state, player.decide(state.view, state.hand, state.step))
                    state = await ann.next_state()
            except MatchOver:
                pass
            hands = server.tables[room].game.hand
            seen = []
            try:
                while True:
                    seen.append(await sam.next_state())
            except MatchOver:
                pass
            await sam.leave()
            return watching, told, full.value.code, hands, seen
    finally:
        await server.stop()


def test_a_spectator_who_comes_mid_hand_waits_for_the_next_deal_within_the_cap():
    watching, told, full, hands, seen = run(_mid_hand())
    assert watching["waiting"] is True and watching["spectators"] == ["Sam"]
    assert told["spectators"] == ["Sam"]  # the player is told who watches
    assert full == "spectators_full"
    assert hands > 1  # the match went on past the hand Sam came into
    assert seen and (seen[0].hand, seen[0].step) == (2, 0)
    assert {s.hand for s in seen} == set(range(2, hands + 1))
    assert all(s.view.viewer == PUBLIC for s in seen)


async def _refusals():
    server = TableServer(seeds=seed_source(42), **FAST)
    uri = f"ws://127.0.0.1:{await server.start()}"
    codes = []
    try:
        async with TableClient.connect(uri, "Ann", proxy=None, keep_frames=True) as ann, \
                TableClient.connect(uri, "Sam", proxy=None, keep_frames=True) as sam:
            room = await ann.create(seat_specs("rb"), password="secret")
            for attempt in (lambda: sam.watch(room, password="wrong"),
                            lambda: sam.watch("0000000000", password="secret")):
                with pytest.raises(ServerError) as refused:
                    await attempt()
                codes.append(refused.value.code)
            await sam.watch(room, password="secret")
            after_watch = await ann.receive("spectators")
            with pytest.raises(ServerError) as seated:
                await sam.join(room, password="secret")
            codes.append(seated.value.code)
            await sam.leave()
            after_leave = await ann.receive("spectators")
            await sam.join(room, password="secret")  # a spectator no more: may sit
            return codes, after_watch["spectators"], after_leave["spectators"]
    finally:
        await server.stop()


def test_watching_asks_the_password_and_leaving_tells_the_players():
    codes, after_watch, after_leave = run(_refusals())
    assert codes == ["wrong_password", "no_table", "watching"]
    assert after_watch == ["Sam"] and after_leave == []
