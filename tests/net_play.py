"""Whole matches through a table server on 127.0.0.1 (port 0), with scripted remote players
and the server's bots, and the same match played locally through the engine: the net tests'
common ground.

The scripted policy is the `easy` bot, run by each remote client on the view the server sent
it (decoded back into a `SeatView`), with an rng that follows from the seat, the hand and
the step: played locally on the engine's own view, it chooses the same moves.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field

from palace_desktop.bots import make_bot
from palace_desktop.engine.rules import Rules
from palace_desktop.net.client import MatchOver, TableClient
from palace_desktop.net.game import TableGame
from palace_desktop.net.server import TableServer

FAST = {"rate": 10_000.0, "burst": 10_000}  # scripted players move as fast as the table goes
CHIPS = 24  # a few hands a match at the default stakes (ante 2, small bet 5)


def run(coroutine, timeout: float = 60.0):
    """Run `coroutine` on a fresh event loop, failing after `timeout` seconds."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))


def seed_source(seed: int):
    rng = random.Random(seed)
    return lambda: rng.randrange(2**63)


class ScriptedPlayer:
    def __init__(self, seat: int):
        self.seat = seat
        self.bot = make_bot("easy", seat, seed=1000 + seat)

    def decide(self, view, hand: int, step: int):
        rng = random.Random(f"remote:{self.seat}:{hand}:{step}")
        return self.bot.decide(view, view.legal_actions, rng).action


@dataclass
class Played:
    room: str
    names: list
    record: dict  # the server's palace-match/1 document
    chips: dict = field(default_factory=dict)  # seat -> chips in its match_over
    received: dict = field(default_factory=dict)  # seat -> every text frame it was sent


def seat_specs(kinds: str) -> list[dict]:
    """"rbr" -> remote, bot (easy), remote."""
    return [{"kind": "remote"} if k == "r" else {"kind": "bot", "level": "easy"}
            for k in kinds]


async def play_remote(uri: str, room: str, name: str, joined: asyncio.Queue):
    async with TableClient.connect(uri, name, proxy=None, keep_frames=True) as client:
        seat = await client.join(room, name)
        player = ScriptedPlayer(seat)
        await joined.put(seat)
        try:
            while True:
                state = await client.next_state()
                if state.my_move:
                    await client.act(state, player.decide(state.view, state.hand,
                                                          state.step))
        except MatchOver as over:
            return seat, over.chips, list(client.received)


async def play_through_server(kinds: str, seed: int, chips: int = CHIPS,
                              server: TableServer | None = None, uri: str = "") -> Played:
    """The match, on `server` at `uri` when given (started, with `seed_source(seed)`), else
    on a server of its own."""
    own = server is None
    if own:
        server = TableServer(seeds=seed_source(seed), **FAST)
        uri = f"ws://127.0.0.1:{await server.start()}"
    try:
        async with TableClient.connect(uri, "Host", proxy=None, keep_frames=True) as host:
            room = await host.create(seat_specs(kinds), chips=chips, pause_ms=0)
            table = server.tables[room]
            joined: asyncio.Queue = asyncio.Queue()
            people = [asyncio.create_task(play_remote(uri, room, f"P{i}", joined))
                      for i, kind in enumerate(kinds) if kind == "r"]
            for _ in people:
                await joined.get()
            await host.start(room)
            results = await asyncio.gather(*people)
            played = Played(room, [s.name for s in table.seats],
                            table.game.match.to_json())
            for seat, final, received in results:
                played.chips[seat] = final
                played.received[seat] = received
            return played
    finally:
        if own:
            await server.stop()


def play_locally(kinds: str, seed: int, names: list, chips: int = CHIPS,
                 watch=None) -> TableGame:
    """The same match on the engine alone, the seeds drawn in the server's order (the bots'
    names first, then TableGame's). `watch(game, events)` after every deal and move."""
    seeds = seed_source(seed)
    seeds()  # the server names the bots with it
    game = TableGame(Rules.make(), names, chips,
                     [None if k == "r" else "easy" for k in kinds], seeds)
    players = {seat: ScriptedPlayer(seat) for seat, k in enumerate(kinds) if k == "r"}
    while not game.match.is_over:
        events = game.deal()
        if watch:
            watch(game, events)
        while not game.state.is_over:
            seat = game.state.to_act
            view = game.state.view(seat)
            chooser = game.bots.get(seat) or players[seat]
            events = game.apply(chooser.decide(view, game.hand, game.step))
            if watch:
                watch(game, events)
    return game
