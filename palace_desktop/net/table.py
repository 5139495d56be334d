"""One table on the server: its seats, who holds each, the game, and who is sent what.

Each seat's holder is sent only `state.view(seat)` and the events redacted for that seat
(R19): never another seat's palace before the rules show it, nor the piles' hidden cards.
Everything here runs on the server's event loop; only the bots' thinking runs in the
server's bounded thread pool, on a frozen view.

A peer is anything with `send(message: dict)` (queued, never blocking the table) and a
`name`: the server's connection, or a test's stand-in.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import random
import secrets
from concurrent.futures import Executor
from typing import Any, Callable, Optional

from ..engine.actions import RuleViolation
from ..engine.rules import Rules
from ..engine.view import redact_events
from ..games.names import clean_name, distinct_names
from ..games.seats import name_bots
from .game import TableGame
from .schema import ProtocolError
from .wire import WireError, action_from_json, event_to_json, view_to_json

log = logging.getLogger("palace_desktop.net")


class Seat:
    def __init__(self, kind: str, level: Optional[str] = None):
        self.kind = kind  # "remote" or "bot"
        self.level = level
        self.name = ""
        self.holder: Any = None  # the peer playing it, while connected
        self.token: Optional[str] = None  # given at the join, for taking the seat back

    @property
    def free(self) -> bool:
        return self.kind == "remote" and self.token is None

    def to_json(self) -> dict:
        data = {"kind": self.kind, "name": self.name, "taken": self.token is not None,
                "connected": self.holder is not None}
        if self.level:
            data["level"] = self.level
        return data


class Table:
    def __init__(self, room: str, seats: list[Seat], rules: Rules, chips: int,
                 password: str, pause_ms: int, seeds: Callable[[], int], pool: Executor,
                 owner: Any):
        self.room = room
        self.seats = seats
        self.rules = rules
        self.chips = chips
        self._password = password.encode("utf-8")
        self.pause = pause_ms / 1000
        self._seeds = seeds
        self._pool = pool
        self.owner = owner
        self.game: Optional[TableGame] = None
        self.over = False
        self._tasks: set[asyncio.Task] = set()

    @property
    def started(self) -> bool:
        return self.game is not None

    def holders(self) -> list:
        return [seat.holder for seat in self.seats if seat.holder is not None]

    def seat_of(self, peer) -> Optional[int]:
        for number, seat in enumerate(self.seats):
            if seat.holder is peer:
                return number
        return None

    # ----------------------------------------------------------------------------------------
    # Seats

    def join(self, peer, name: str, password: str, token: Optional[str]) -> int:
        """Seat `peer`: at the seat its token names (a rejoin), else the first free one."""
        if not hmac.compare_digest(password.encode("utf-8"), self._password):
            raise ProtocolError("wrong_password", "wrong password for this table")
        if token is not None:
            for number, seat in enumerate(self.seats):
                if seat.token is not None and hmac.compare_digest(seat.token, token):
                    if seat.holder is not None:
                        raise ProtocolError("seat_held", "that seat is played from "
                                            "another connection")
                    seat.holder = peer
                    self._joined(peer, number)
                    self._log(f"seat {number} taken back by {seat.name!r}")
                    if self.game is not None and self.game.hand:
                        self._send_state(number, [])
                    return number
            raise ProtocolError("bad_token", "no seat at this table has that rejoin token")
        if self.started:
            raise ProtocolError("started", "this table has started; only its players may "
                                "rejoin, with their token")
        for number, seat in enumerate(self.seats):
            if seat.free:
                seat.name = clean_name(name, "Player")
                seat.token = secrets.token_urlsafe(24)
                seat.holder = peer
                self._joined(peer, number)
                self._log(f"seat {number} taken by {seat.name!r}")
                return number
        raise ProtocolError("table_full", "every seat at this table is taken")

    def leave(self, peer, dropped: bool = False) -> None:
        """`peer` leaves its seat: before the start the seat is free again; after it, the
        seat waits for its token (the game waits too: no bot takes it over yet)."""
        number = self.seat_of(peer)
        if number is None:
            return
        seat = self.seats[number]
        seat.holder = None
        if not self.started:
            seat.token = None
            seat.name = ""
        self._tell_seats("seat_left", number)
        self._log(f"seat {number} {'dropped' if dropped else 'left'}")

    def _joined(self, peer, number: int) -> None:
        """The joiner hears its seat and token first, then everyone that the seat is taken."""
        peer.send({"type": "joined", "room": self.room, "seat": number,
                   "token": self.seats[number].token,
                   "seats": [seat.to_json() for seat in self.seats]})
        self._tell_seats("seat_taken", number)

    def _tell_seats(self, kind: str, number: int) -> None:
        message = {"type": kind, "room": self.room, "seat": number,
                   "seats": [seat.to_json() for seat in self.seats]}
        for peer in self.holders():
            peer.send(message)
        if self.owner is not None and self.owner not in self.holders():
            self.owner.send(message)

    # ----------------------------------------------------------------------------------------
    # Play

    def start(self, peer) -> None:
        if peer is not self.owner:
            raise ProtocolError("not_owner", "only the connection that made the table "
                                "starts it")
        if self.started:
            raise ProtocolError("started", "this table has started already")
        if any(seat.free or seat.holder is None
               for seat in self.seats if seat.kind == "remote"):
            raise ProtocolError("seats_free", "a player's seat is still empty")
        people = distinct_names([seat.name for seat in self.seats])
        is_bot = [seat.kind == "bot" for seat in self.seats]
        # The first of the table's seeds names the bots; `TableGame` takes the next ones.
        names = name_bots(people, is_bot, random.Random(self._seeds()))
        for seat, name in zip(self.seats, names):
            seat.name = name
        self.game = TableGame(self.rules, names, self.chips,
                              [seat.level if seat.kind == "bot" else None
                               for seat in self.seats], self._seeds)
        self._log(f"started, {len(self.seats)} seats")
        self._deal()

    def act(self, peer, hand: int, step: int, action_json: dict) -> None:
        """A move from `peer`: for its own seat, on the state it was shown, then the
        engine's check. Any refusal raises ProtocolError and changes nothing."""
        number = self.seat_of(peer)
        game = self.game
        if number is None:
            raise ProtocolError("no_seat", "you hold no seat at this table")
        if game is None or game.state is None:
            raise ProtocolError("not_started", "the table has not started")
        if action_json["seat"] != number:
            raise ProtocolError("not_your_seat", f"you play seat {number}, not "
                                f"{action_json['seat']}")
        if (hand, step) != (game.hand, game.step):
            raise ProtocolError("stale", f"that move was for hand {hand} step {step}; "
                                f"the table is at hand {game.hand} step {game.step}")
        if game.state.is_over or game.state.to_act != number:
            raise ProtocolError("not_your_turn", "it is not your move")
        try:
            action = action_from_json(action_json, len(self.seats))
            events = game.apply(action)
        except WireError as error:
            raise ProtocolError("bad_message", str(error)) from None
        except RuleViolation as violation:
            raise ProtocolError("illegal", violation.message) from None
        self._after(events)

    def _deal(self) -> None:
        if self.game.match.is_over:
            self._finish()
            return
        events = self.game.deal()
        self._log(f"hand {self.game.hand} dealt")
        self._after(events)

    def _after(self, events) -> None:
        for number, seat in enumerate(self.seats):
            if seat.holder is not None:
                self._send_state(number, events)
        state = self.game.state
        if state.is_over:
            self._log(f"hand {self.game.hand} over, chips {list(state.chips)}")
            self._spawn(self._next_hand())
        elif self.game.bot_to_act() is not None:
            self._spawn(self._bot_move())

    def _send_state(self, number: int, events) -> None:
        """What seat `number` may know, and no more (R19)."""
        game = self.game
        self.seats[number].holder.send({
            "type": "state", "room": self.room, "hand": game.hand, "step": game.step,
            "view": view_to_json(game.state.view(number)),
            "events": [event_to_json(e) for e in redact_events(events, number)]})

    async def _bot_move(self) -> None:
        game = self.game
        bot = game.bot_to_act()
        hand, step = game.hand, game.step
        view = game.state.view(bot.seat)
        loop = asyncio.get_running_loop()
        action = await loop.run_in_executor(self._pool, bot.decide, view, hand, step)
        if self.over or (game.hand, game.step) != (hand, step):
            return
        try:
            events = game.apply(action)
        except RuleViolation as violation:  # a bot's bug: the table says so and stops
            self._log(f"bot at seat {bot.seat} made an illegal move: {violation}")
            self._finish(f"a bot made an illegal move ({violation.rule})")
            return
        self._after(events)

    async def _next_hand(self) -> None:
        await asyncio.sleep(self.pause)
        if not self.over:
            self._deal()

    def _finish(self, problem: str = "") -> None:
        self.over = True
        chips = list(self.game.match.chips) if self.game else []
        message = {"type": "match_over", "room": self.room, "chips": chips}
        if problem:
            message["problem"] = problem
        for peer in self.holders():
            peer.send(message)
        self._log(f"match over, chips {chips}")

    def _spawn(self, coroutine) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("table %s: %r", self.room, task.exception())
            if not self.over:
                self._finish("the server failed at this table")

    def close(self) -> None:
        self.over = True
        for task in list(self._tasks):
            task.cancel()

    def _log(self, what: str) -> None:
        log.info("table %s: %s", self.room, what)
