"""A scripted remote player as a process: `python -m palace_desktop.net.scripted`. It joins a
table (or takes its seat back with a token), plays the `easy` bot's moves on the views the
server sends, and when the connection drops it connects again and takes the seat back with
its token until the match is over. The fault tests kill it with SIGKILL mid-hand, and
packaging/netem-test runs it across a degraded network.

One JSON object a line on stdout, flushed at once, so a watcher knows where it is:
`{"joined": SEAT, "token": T}`, `{"state": [HAND, STEP]}`, `{"dropped": "..."}`,
`{"rejoined": SEAT}`, `{"match_over": CHIPS}`.

With `--make KINDS` (`rrb`: two players' seats and an easy bot) it makes a table instead,
says `{"room": CODE}`, starts it once every player's seat is taken (`{"started": true}`),
and ends.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from typing import Optional, Sequence

from .client import Closed, MatchOver, ServerError, TableClient
from .game import BotSeat


def say(**what) -> None:
    print(json.dumps(what), flush=True)


def player(seat: int) -> BotSeat:
    """The `easy` bot's moves, decided as the server's bots decide theirs (an rng from the
    seat, the hand and the step), from the views this client is sent."""
    return BotSeat("easy", seat, 1000 + seat)


async def play(uri: str, room: str, name: str, token: Optional[str], give_up: float,
               keepalive: float) -> int:
    deadline = time.monotonic() + give_up
    playing: Optional[BotSeat] = None
    while time.monotonic() < deadline:
        try:
            # Short pings: a network that went away is noticed in seconds, not minutes.
            async with TableClient.connect(uri, name, proxy=None, open_timeout=5,
                                           ping_interval=keepalive,
                                           ping_timeout=keepalive) as client:
                seat = await client.join(room, name, token=token)
                if token is None:
                    say(joined=seat, token=client.token)
                else:
                    say(rejoined=seat)
                token = client.token
                playing = playing or player(seat)
                while True:
                    state = await client.next_state(timeout=max(1.0, deadline - time.monotonic()))
                    say(state=[state.hand, state.step])
                    if state.my_move:
                        await client.act(state, playing.decide(state.view, state.hand,
                                                               state.step))
        except MatchOver as over:
            say(match_over=over.chips)
            return 0
        except ServerError as error:
            if token is None or error.code not in ("seat_held",):
                say(refused=error.code)
                return 1
            say(dropped=str(error))
        except (Closed, OSError, asyncio.TimeoutError) as error:
            say(dropped=type(error).__name__)
        except Exception as error:  # websockets' handshake and connection errors
            say(dropped=type(error).__name__)
        await asyncio.sleep(1)
    say(gave_up=True)
    return 1


async def make(uri: str, kinds: str, chips: int, rejoin_seconds: int) -> int:
    async with TableClient.connect(uri, "Host", proxy=None, open_timeout=30) as client:
        room = await client.create(
            [{"kind": "remote"} if kind == "r" else {"kind": "bot", "level": "easy"}
             for kind in kinds], chips=chips, pause_ms=500, rejoin_seconds=rejoin_seconds,
            stand_in="easy")
        say(room=room)
        while True:
            seats = (await client.receive("seat_taken", timeout=120))["seats"]
            if all(seat["connected"] for seat in seats if seat["kind"] == "remote"):
                break
        await client.start(room)
        say(started=True)
    return 0


def main(args: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m palace_desktop.net.scripted")
    parser.add_argument("--uri", required=True)
    parser.add_argument("--room", help="the table to join")
    parser.add_argument("--make", metavar="KINDS", help="make a table and start it")
    parser.add_argument("--chips", type=int, default=24)
    parser.add_argument("--rejoin-seconds", type=int, default=60)
    parser.add_argument("--name", default="Scripted")
    parser.add_argument("--token", help="take a seat back")
    parser.add_argument("--give-up", type=float, default=120.0, help="seconds in all")
    parser.add_argument("--keepalive", type=float, default=3.0,
                        help="seconds between pings, and to answer one")
    options = parser.parse_args(args)
    if options.make:
        return asyncio.run(make(options.uri, options.make, options.chips,
                                options.rejoin_seconds))
    if not options.room:
        parser.error("--room or --make")
    return asyncio.run(play(options.uri, options.room, options.name, options.token,
                            options.give_up, options.keepalive))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
