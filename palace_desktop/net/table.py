"""One table on the server: its seats, who holds each, the game, and who is sent what.

Each seat's holder is sent only `state.view(seat)` and the events redacted for that seat
(R19): never another seat's palace before the rules show it, nor the piles' hidden cards.
Everything here runs on the server's event loop; only the bots' thinking runs in the
server's bounded thread pool, on a frozen view.

A peer is anything with `send(message: dict)` (queued, never blocking the table) and a
`name`: the server's connection, or a test's stand-in.

A player who drops after the start keeps the seat: the table tells everyone how long it waits
(`seat_away`, once a second), then a bot of the table's `stand_in` level plays the seat until
the player is back with the token (`seat_bot`). Rejoin tokens and the password are kept only
as their SHA-256 (the autosave writes what the table holds).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import random
import secrets
from concurrent.futures import Executor
from typing import Any, Callable, Optional

from ..engine import actions as A
from ..engine.actions import RuleViolation
from ..engine.rules import Rules
from ..games.names import clean_name, distinct_names
from ..games.seats import name_bots
from .game import TableGame
from .schema import ProtocolError
from .spectators import DEFAULT_MAX_SPECTATORS, PUBLIC, Spectators
from .wire import WireError, action_from_json, events_to_json, view_to_json

DEFAULT_REJOIN_SECONDS = 60
DEFAULT_STAND_IN = "medium"


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def safest_action(legal: list) -> A.Action:
    """What a player who let the turn clock run out is made to do: of the engine's legal
    actions, a stay when listed (it costs nothing and keeps the seat in the hand, R7), else a
    fold (facing a bet: it puts in no more chips, where a call or raise would, R13/R14), else
    the first listed (a trim, R10: the rules make the seat discard, the engine lists which)."""
    for kind in (A.Stay, A.Fold):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]

log = logging.getLogger("palace_desktop.net")


class Seat:
    def __init__(self, kind: str, level: Optional[str] = None):
        self.kind = kind  # "remote" or "bot"
        self.level = level
        self.name = ""
        self.holder: Any = None  # the peer playing it, while connected
        self.token_hash: Optional[str] = None  # of the token given at the join
        self.stand_in = False  # a bot plays it while its player is away

    @property
    def free(self) -> bool:
        return self.kind == "remote" and self.token_hash is None

    def has_token(self, token: str) -> bool:
        return self.token_hash is not None and hmac.compare_digest(self.token_hash,
                                                                   digest(token))

    def to_json(self) -> dict:
        data = {"kind": self.kind, "name": self.name, "taken": self.token_hash is not None,
                "connected": self.holder is not None}
        if self.level:
            data["level"] = self.level
        if self.stand_in:
            data["stand_in"] = True
        return data


class Table:
    def __init__(self, room: str, seats: list[Seat], rules: Rules, chips: int,
                 password: str, pause_ms: int, seeds: Callable[[], int], pool: Executor,
                 owner: Any, rejoin_seconds: int = DEFAULT_REJOIN_SECONDS,
                 stand_in: str = DEFAULT_STAND_IN, turn_seconds: int = 0,
                 max_spectators: int = DEFAULT_MAX_SPECTATORS):
        self.room = room
        self.seats = seats
        self.rules = rules
        self.chips = chips
        self.password_hash = digest(password)
        self.pause_ms = pause_ms
        self.pause = pause_ms / 1000
        self.rejoin_seconds = rejoin_seconds
        self.stand_in_level = stand_in
        self.turn_seconds = turn_seconds  # 0: no turn clock
        self.spectators = Spectators(max_spectators)
        self.saver: Optional[Callable[["Table"], None]] = None  # the server's autosave
        self._away: dict[int, asyncio.Task] = {}
        self._turn_clock: Optional[asyncio.TimerHandle] = None
        self._seeds = seeds
        self._pool = pool
        self.owner = owner
        self.owner_seat: Optional[int] = None  # the maker's seat: its token makes it the
        # maker again after a restart, when the table has not started
        self.unheard: set[int] = set()  # seats not yet told the match is over (a restart)
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
        if not hmac.compare_digest(digest(password), self.password_hash):
            raise ProtocolError("wrong_password", "wrong password for this table")
        if token is not None:
            for number, seat in enumerate(self.seats):
                if seat.has_token(token):
                    self._take_back(peer, number, token)
                    return number
            raise ProtocolError("bad_token", "no seat at this table has that rejoin token")
        if self.started:
            raise ProtocolError("started", "this table has started; only its players may "
                                "rejoin, with their token")
        for number, seat in enumerate(self.seats):
            if seat.free:
                seat.name = clean_name(name, "Player")
                token = secrets.token_urlsafe(24)
                seat.token_hash = digest(token)
                seat.holder = peer
                if peer is self.owner:
                    self.owner_seat = number
                self._save()
                self._joined(peer, number, token)
                self._log(f"seat {number} taken by {seat.name!r}")
                return number
        raise ProtocolError("table_full", "every seat at this table is taken")

    def _take_back(self, peer, number: int, token: str) -> None:
        """The token's holder is back: a connection still holding the seat is an old one of
        theirs (a network that went away without closing it), and is let go. The bot standing
        in stops; the player gets the whole of the current hand as their seat saw it."""
        seat = self.seats[number]
        old = seat.holder
        if old is not None:
            if hasattr(old, "table"):
                old.table = None
            if hasattr(old, "close"):
                old.close(4000, "the seat was taken back from another connection")
            self._log(f"seat {number}: an older connection let go")
        seat.holder = peer
        if not self.started and number == self.owner_seat:
            self.owner = peer  # the maker, back after a restart with its token
        away = self._away.pop(number, None)
        if away is not None:
            away.cancel()
        if seat.stand_in and self.game is not None:
            self.game.player_back(number)
        seat.stand_in = False
        self._joined(peer, number, token)
        self._log(f"seat {number} taken back by {seat.name!r}")
        if self.over:
            self.unheard.discard(number)
            peer.send(self._over_message())
        elif self.game is not None and self.game.hand:
            self._save_then([(peer, self._state_message(number, self.game.hand_events,
                                                        catch_up=True))])
            self._clock_turn()

    def leave(self, peer, dropped: bool = False) -> None:
        """`peer` leaves its seat: before the start the seat is free again; after it, the
        seat waits for its token for `rejoin_seconds`, then a bot plays it."""
        number = self.seat_of(peer)
        if number is None:
            return
        seat = self.seats[number]
        seat.holder = None
        if not self.started:
            seat.token_hash = None
            seat.name = ""
            self._save()
        self._tell_seats("seat_left", number)
        self._log(f"seat {number} {'dropped' if dropped else 'left'}")
        if self.started and not self.over:
            self.wait_for(number)

    def set_seat(self, peer, number: int, kind: str, level: Optional[str]) -> None:
        """Before the start, the maker makes an empty seat a bot's (a level) or opens a
        bot's seat to a player."""
        self._maker_before_start(peer, number)
        seat = self.seats[number]
        if seat.token_hash is not None:
            raise ProtocolError("seat_held", f"seat {number} is a player's; remove them first")
        if kind == "bot" and sum(s.kind == "remote" for s in self.seats) == 1 \
                and seat.kind == "remote":
            raise ProtocolError("bad_message", "seats: at least one player's seat")
        seat.kind, seat.level = kind, (level if kind == "bot" else None)
        self._save()
        self._tell_seats("seat_changed", number)
        self._log(f"seat {number} made {kind} {level or ''}".rstrip())

    def remove(self, peer, number: int) -> None:
        """Before the start, the maker sends the player at `number` away: the seat is free
        again, and its token no longer takes it."""
        self._maker_before_start(peer, number)
        seat = self.seats[number]
        if seat.token_hash is None:
            raise ProtocolError("seat_empty", f"nobody holds seat {number}")
        if seat.holder is peer:
            raise ProtocolError("bad_message", "leave your own seat with leave")
        removed = seat.holder
        seat.holder, seat.token_hash, seat.name = None, None, ""
        if removed is not None:
            if hasattr(removed, "table"):
                removed.table = None
            removed.send({"type": "removed", "room": self.room, "seat": number})
        self._save()
        self._tell_seats("seat_left", number)
        self._log(f"seat {number}: its player removed by the maker")

    def _maker_before_start(self, peer, number: int) -> None:
        if peer is not self.owner:
            raise ProtocolError("not_owner", "only the table's maker changes its seats")
        if self.started:
            raise ProtocolError("started", "this table has started already")
        if number >= len(self.seats):
            raise ProtocolError("bad_message", f"seat: this table has {len(self.seats)}")

    def wait_for(self, number: int) -> None:
        """Count down the seat's wait for its player, then seat a bot in it."""
        if number not in self._away and not self.seats[number].stand_in:
            self._away[number] = self._spawn(self._count_down(number))

    async def _count_down(self, number: int) -> None:
        left = self.rejoin_seconds
        while left > 0:
            self._tell_table({"type": "seat_away", "room": self.room, "seat": number,
                              "seconds": left})
            await asyncio.sleep(1)
            left -= 1
        self._away.pop(number, None)
        if self.over:
            return
        seat = self.seats[number]
        seat.stand_in = True
        self.game.stand_in(number, self.stand_in_level)
        self._save_then([])
        self._tell_table({"type": "seat_bot", "room": self.room, "seat": number,
                          "level": self.stand_in_level,
                          "seats": [seat.to_json() for seat in self.seats]})
        self._log(f"seat {number}: a {self.stand_in_level} bot plays it until its player "
                  "is back")
        if self.game.bot_to_act() is self.game.stand_ins[number]:
            self._spawn(self._bot_move())

    def _joined(self, peer, number: int, token: str) -> None:
        """The joiner hears its seat and token first, then everyone that the seat is taken."""
        peer.send({"type": "joined", "room": self.room, "seat": number, "token": token,
                   "seats": [seat.to_json() for seat in self.seats]})
        self._tell_seats("seat_taken", number)

    def watch(self, peer, name: str, password: str) -> None:
        """`peer` watches: the public view only, from the next deal on when a hand is under
        way (told `waiting`); the players are told who watches."""
        if not hmac.compare_digest(digest(password), self.password_hash):
            raise ProtocolError("wrong_password", "wrong password for this table")
        if peer in self.spectators:
            raise ProtocolError("watching", "you watch this table already")
        if len(self.spectators) >= self.spectators.limit:
            raise ProtocolError("spectators_full", f"this table takes at most "
                                f"{self.spectators.limit} spectators")
        game = self.game
        mid_hand = game is not None and game.state is not None and not game.state.is_over
        self.spectators.add(peer, name, game.hand + 1 if mid_hand else 0)
        peer.send({"type": "watching", "room": self.room, "waiting": mid_hand,
                   "seats": [seat.to_json() for seat in self.seats],
                   "spectators": self.spectators.names()})
        self._tell_spectators()
        self._log(f"watched by {self.spectators.names()[-1]!r}")

    def unwatch(self, peer) -> None:
        if self.spectators.remove(peer):
            self._tell_spectators()

    def _tell_spectators(self) -> None:
        """Everyone at the table, the maker and the spectators hear who watches now."""
        message = {"type": "spectators", "room": self.room,
                   "spectators": self.spectators.names()}
        for peer in self.everyone():
            peer.send(message)

    def everyone(self) -> list:
        """Every peer at the table: its players, its spectators and its maker, once each."""
        peers = self.holders() + self.spectators.peers()
        if self.owner is not None and self.owner not in peers:
            peers.append(self.owner)
        return peers

    def _tell_table(self, message: dict) -> None:
        for peer in self.holders():
            peer.send(message)

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

    def resume(self) -> None:
        """A table read back from its autosave: nobody is connected yet, so every player's
        seat waits for its token, and the game goes on where it was."""
        for number, seat in enumerate(self.seats):
            if seat.kind == "remote":
                if seat.stand_in:
                    self.game.stand_in(number, self.stand_in_level)
                else:
                    self.wait_for(number)
        self._play_on()

    def _play_on(self) -> None:
        """Whatever the table does next without a player: a bot's move, the next deal."""
        if self.over or self.game is None:
            return
        if self.game.state is None or self.game.state.is_over:
            self._spawn(self._next_hand())
        elif self.game.bot_to_act() is not None:
            self._spawn(self._bot_move())

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

    def _clock_turn(self) -> None:
        """With a turn clock, a player at the table to act has `turn_seconds` to do so."""
        if self._turn_clock is not None:
            self._turn_clock.cancel()
            self._turn_clock = None
        game = self.game
        if not self.turn_seconds or self.over or game.state is None or game.state.is_over:
            return
        number = game.state.to_act
        if self.seats[number].holder is None or game.bot_to_act() is not None:
            return  # a bot's seat, or a player away: their countdown runs
        self._tell_table({"type": "turn_clock", "room": self.room, "seat": number,
                          "seconds": self.turn_seconds})
        self._turn_clock = asyncio.get_running_loop().call_later(
            self.turn_seconds, self._time_out, number, game.hand, game.step)

    def _time_out(self, number: int, hand: int, step: int) -> None:
        self._turn_clock = None
        game = self.game
        if self.over or (game.hand, game.step) != (hand, step) or game.state.to_act != number:
            return
        action = safest_action(game.state.view(number).legal_actions)
        self._log(f"seat {number} out of time: {action.to_json()['do']}")
        self._tell_table({"type": "timed_out", "room": self.room, "seat": number,
                          "action": action.to_json()})
        self._after(game.apply(action))

    def _deal(self) -> None:
        if self.game.match.hand_in_progress:
            return  # dealt already (a resumed table's next hand was on its way)
        if self.game.match.is_over:
            self._finish()
            return
        events = self.game.deal()
        self._log(f"hand {self.game.hand} dealt")
        self._after(events)

    def _after(self, events) -> None:
        encoded: dict = {}  # each event's JSON, made once for every seat told of it
        deliveries = [(seat.holder, self._state_message(number, events, encoded=encoded))
                      for number, seat in enumerate(self.seats) if seat.holder is not None]
        watching = self.spectators.watching(self.game.hand)
        if watching:
            # one message for all of them: the server encodes it once (server.Connection)
            public = self._state_message(PUBLIC, events, encoded=encoded)
            deliveries += [(peer, public) for peer in watching]
        self._save_then(deliveries)
        state = self.game.state
        if state.is_over:
            self._log(f"hand {self.game.hand} over, chips {list(state.chips)}")
        self._play_on()
        self._clock_turn()

    def _state_message(self, number: int, events, catch_up: bool = False,
                       encoded: Optional[dict] = None) -> dict:
        """What seat `number` (PUBLIC: a spectator) may know, and no more (R19).
        `catch_up`: a player coming back is sent the whole hand so far, so its log can be
        told again. `encoded`: the JSON of `events` made for the other seats told of them
        (wire.events_to_json)."""
        game = self.game
        message = {
            "type": "state", "room": self.room, "hand": game.hand, "step": game.step,
            "view": view_to_json(game.state.view(number)),
            "events": events_to_json(events, number, {} if encoded is None else encoded)}
        if catch_up:
            message["catch_up"] = True
        return message

    async def _bot_move(self) -> None:
        game = self.game
        bot = game.bot_to_act()
        hand, step = game.hand, game.step
        view = game.state.view(bot.seat)
        loop = asyncio.get_running_loop()
        action = await loop.run_in_executor(self._pool, bot.decide, view, hand, step)
        if self.over or (game.hand, game.step) != (hand, step) or game.bot_to_act() is not bot:
            return  # moved on meanwhile, or the seat's player came back
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
        message = self._over_message(problem)
        chips = message["chips"]
        self._save_then([(peer, message)
                         for peer in self.holders() + self.spectators.peers()])
        self._log(f"match over, chips {chips}")

    def _over_message(self, problem: str = "") -> dict:
        chips = list(self.game.match.chips) if self.game else []
        message = {"type": "match_over", "room": self.room, "chips": chips}
        if problem:
            message["problem"] = problem
        return message

    def _save(self) -> None:
        if self.saver is not None:
            self.saver(self)

    def _save_then(self, deliveries: list) -> None:
        """Autosave, and send each `(peer, message)` once the table is written: what a player
        was shown is never lost to a crash. The server writes on a thread of its own, one
        table file after another, so the loop does not wait for the disk and the messages
        keep their order."""
        written = self.saver(self) if self.saver is not None else None
        if written is None:
            self._deliver(deliveries)
        else:
            asyncio.wrap_future(written).add_done_callback(
                lambda _: self._deliver(deliveries))

    @staticmethod
    def _deliver(deliveries: list) -> None:
        for peer, message in deliveries:
            peer.send(message)

    def _spawn(self, coroutine) -> asyncio.Task:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("table %s: %r", self.room, task.exception())
            if not self.over:
                self._finish("the server failed at this table")

    def close(self) -> None:
        self.over = True
        # The server stops, or let the table go: its players' connections closing after
        # this must not write their seats free into a file a restart reads.
        self.saver = None
        if self._turn_clock is not None:
            self._turn_clock.cancel()
        for task in list(self._tasks):
            task.cancel()

    def _log(self, what: str) -> None:
        log.info("table %s: %s", self.room, what)
