"""`RemoteSession`: a seat at a table on a server, in the shape of `GameSession` (session.py),
so the window, the controller, the table, the log, the models and the action bar take it as
they take a local game. The server deals, checks and decides; this session turns what it sends
the seat (docs/PROTOCOL.md: `state`, `seat_away`, `turn_clock`, `chat`...) into the engine's
own values (`net.wire`) and GameSession's signals, and sends the seat's moves.

It knows only what its seat was told (R19): the seat's last view and the events of each hand
as the seat saw them (`match`: live/remote_match.py). Every message is checked as it comes;
one that does not fit is left out and told (`problem`).

Pace: the server moves its bots at once. As a local game waits for the cards to stop moving
and then `bot_delay_ms` before a bot's move, so does this session before it shows the next
state (`set_presentation_busy`), so people can follow.

A connection that drops is opened again and the seat taken back with its token, a few times
with longer and longer waits (`RETRY_SECONDS`); the server then tells the whole hand so far
(`catch_up`), which the window shows as at a change of viewer: the table at rest, the log told
again, nothing animated card by card.
"""

from __future__ import annotations

from collections import deque
from typing import Optional

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import actions as A
from ..engine.actions import RuleViolation
from ..engine.view import SeatView
from ..net.chat import read_chat
from ..net.wire import WireError, event_from_json, view_from_json
from .remote_match import RemoteMatch
from .remote_seats import (RemoteSeat, SeatPlayer, seat_kind,
                           seats_from_json, with_news)
from .seat_texts import kind_text
from .session import SPECTATOR, Availability, availability_of

WATCHING = SPECTATOR  # the seat of a spectator: the public view, no move (PROTOCOL.md 13)

MAX_EVENTS = 5000  # events in one state: a whole hand's catch-up is a few hundred
MAX_SECONDS = 3600  # a countdown or a turn clock (the protocol's own bound)


def _is_int(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


class RemoteSession(QObject):
    """GameSession's signals, in GameSession's order (its class docstring): `availability`
    is brought up to date first, then the change's signal, then `availability_changed` once
    if it changed. `thinking_changed(seat, True)` while another seat (a bot or a person) is
    to act; `handover_needed`, `bot_decided` and `bot_failed` never come. `viewer_changed`
    (always this seat) tells that the table must be shown anew: after a catch-up.

    `receive(message)` takes a server message (the link's `received` is connected to it);
    a lobby that read the first `state` itself hands it on through it."""

    KEPT_HANDS = 10
    RETRY_SECONDS = (1, 2, 4, 8, 15)

    events_applied = Signal(object)  # list[Event], as this seat saw them
    action_refused = Signal(object)  # RuleViolation
    hand_started = Signal()
    hand_finished = Signal()
    viewer_changed = Signal(int)
    handover_needed = Signal(int)
    availability_changed = Signal(object)
    thinking_changed = Signal(int, bool)
    bot_decided = Signal(int, object)
    bot_failed = Signal(int, str)
    # The remote table's own:
    seat_status_changed = Signal(int)  # connected, away (seconds), a bot standing in, a clock
    turn_clock = Signal(int, int)  # seat, seconds left to act (each second, down to 0)
    chat_received = Signal(dict)  # {"seat", "name", "text"} or {"seat", "name", "quick"}
    match_over = Signal(list)  # the final chips, as the server reports them
    connection_lost = Signal()  # the link dropped: trying to take the seat back
    connection_back = Signal()  # the seat is taken back; a catch-up follows
    rejoin_failed = Signal(str)  # given up: "taken_elsewhere", a refusal's code, or NetLink's
    problem = Signal(str)  # a message that could not be read (its English detail)

    def __init__(self, link, room: str, seat: int, token: str, seats: list, parent=None,
                 ssl_context=None):
        super().__init__(parent)
        if not isinstance(seats, list) or not 2 <= len(seats) <= 10:
            raise ValueError("seats: the list of a table's 2 to 10 seats")
        count = len(seats)
        if seat != WATCHING and not _is_int(seat, 0, count - 1):
            raise ValueError(f"seat: no seat {seat!r} at this table")
        self.link = link
        self.room = room
        self.seat = seat
        self.rejoin_token = token
        self.count = count
        self._ssl_context = ssl_context
        self._players: list[SeatPlayer] = (seats_from_json(seats, count)
                                           or [SeatPlayer("remote")] * count)
        self.match = RemoteMatch(seat, tuple(p.name for p in self._players))
        self.worker = None  # nothing thinks here: the server's bots do
        self.bot_seed = 0
        self.bot_options: dict = {}
        self.memories: dict = {}
        self.bot_delay_ms = 600
        self._view: Optional[SeatView] = None
        self._hand = self._step = 0
        self._sent: Optional[tuple[int, int, A.Action]] = None  # a move on its way
        self._thinking: Optional[int] = None
        self._clock: Optional[list[int]] = None  # [seat, seconds]
        self._availability = self._announced = Availability()
        self._inbox: deque = deque()  # states and the match's end, shown in turn
        self._busy = self._pumping = self._waited = False
        self._connected = link.is_open
        self._stopped = self._left = self._rejoining = False
        self._attempt = 0
        self._last_failure = ""
        self._delay = self._timer(self._after_delay)
        self._soon = self._timer(self._pump)
        self._retry = self._timer(self._reopen)
        self._clock_timer = self._timer(self._tick, single=False)
        link.received.connect(self.receive)
        link.refused.connect(self._on_refused)
        link.closed.connect(self._on_closed)
        link.opened.connect(self._on_opened)
        link.open_failed.connect(self._on_open_failed)

    def _timer(self, slot, single: bool = True) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(single)
        timer.timeout.connect(slot)
        return timer

    # -- as GameSession is asked -----------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    @property
    def viewer(self) -> int:
        return self.seat

    @property
    def availability(self) -> Availability:
        return self._availability

    @property
    def kinds(self) -> list[RemoteSeat]:
        clock = self._clock
        return [seat_kind(s, p, self.seat, clock[1] if clock and clock[0] == s else None)
                for s, p in enumerate(self._players)]

    def players(self) -> list[SeatPlayer]:
        """Each seat's player as the server last told: kind, name, connected, away, stand-in."""
        return list(self._players)

    def seat_notes(self) -> dict[int, str]:
        """What each plate says under its name: a bot's level, a person's connection, the
        turn clock."""
        notes = {}
        for seat, kind in enumerate(self.kinds):
            note = kind_text(kind) if kind.is_bot else kind.note
            if note:
                notes[seat] = note
        return notes

    def kept_hands(self) -> list[tuple[int, list[A.Event]]]:
        return list(self.match.kept[-self.KEPT_HANDS:])

    @property
    def event_history(self) -> list[A.Event]:
        return [event for _number, events in self.kept_hands() for event in events]

    def hand_events(self, number: int) -> list[A.Event]:
        """Hand `number`'s events as this seat saw them; none for a hand it did not see (one
        played before its app's restart: the server tells a seat coming back its current
        hand only)."""
        for kept, events in self.match.kept:
            if kept == number:
                return list(events)
        return []

    def view(self, seat: Optional[int] = None) -> Optional[SeatView]:
        """This seat's view (None for another seat's: the server sends none)."""
        return self._view if seat is None or seat == self.seat else None

    def events_for(self, events, seat: Optional[int] = None):
        return list(events)  # already this seat's copies, the only ones there are

    hot_seat = False
    server_deals = True  # the next hand comes by itself (ui/idle_words.py says so)

    def set_viewer(self, seat: int) -> None:
        pass  # a remote table is always seen from its own seat

    def leave_screen(self) -> None:
        pass

    def accept_handover(self, seat: int) -> None:
        pass

    def handover_due(self) -> Optional[int]:
        return None

    def seat_to_act(self) -> Optional[int]:
        view = self._view
        return None if view is None or view.is_over else view.to_act

    def human_to_act(self) -> Optional[int]:
        """This seat, when it is to act and may (connected, no move of its on its way)."""
        if self.seat_to_act() != self.seat or self._sent is not None or not self._connected:
            return None
        return self.seat

    @property
    def bot_thinking(self) -> bool:
        seat = self._thinking
        return seat is not None and (self._players[seat].kind == "bot"
                                     or self._players[seat].stand_in)

    def can_deal_next(self) -> bool:
        return False  # the server deals, after its pause between hands

    def start_hand(self, deal=None) -> list:
        return []

    # -- moves -----------------------------------------------------------------------------------

    def submit(self, action: A.Action) -> Optional[RuleViolation]:
        """Send `action` if the seat's view allows it; a refusal is emitted and returned. The
        move's events come with the server's next state."""
        view = self._view
        violation = None
        if view is None:
            violation = RuleViolation("R7.1", "no hand has been dealt", "not_your_turn")
        elif not view.is_over and view.to_act == self.seat and self.human_to_act() is None:
            violation = RuleViolation("R7.1", "the last move is on its way", "not_your_turn")
        else:
            violation = view.refusal(action)
        if violation is not None:
            self.action_refused.emit(violation)
            return violation
        self._sent = (self._hand, self._step, action)
        self.link.act(self._hand, self._step, action)
        self._sync_availability()
        self._announce_availability()
        return None

    @Slot(str, str, str)
    def _on_refused(self, code: str, message: str, about: str) -> None:
        if about == "join" and self._rejoining:
            self._give_up(code or "refused")
            return
        if about != "action" or self._sent is None:
            return
        action = self._sent[2]
        self._sent = None
        self._sync_availability()
        if code != "stale":  # (a newer state is on its way: it says what may be done now)
            self.action_refused.emit(self._refusal(code, message, action))
        self._announce_availability()

    def _refusal(self, code: str, message: str, action: A.Action) -> RuleViolation:
        """The server's refusal as the engine's, with its key when this seat's view knows
        why (for the translated words)."""
        if code == "illegal":
            rule, _, detail = message.partition(": ")
            known = self._view.refusal(action) if self._view is not None else None
            if known is not None and known.rule == rule:
                return known
            return RuleViolation(rule[:16], detail[:200] or message[:200])
        if code == "not_your_turn":
            return RuleViolation("R7.1", message[:200], "not_your_turn")
        return RuleViolation("", message[:200] or code, code or "refused")

    # -- what the server sends -------------------------------------------------------------------

    @Slot(dict)
    def receive(self, message: dict) -> None:
        if self._stopped or not isinstance(message, dict) or message.get("room") != self.room:
            return  # (stopped: what was on its way as the link closed is not shown)
        kind = message.get("type")
        if kind in ("state", "match_over"):
            if kind == "state" and message.get("catch_up") is True:
                self._inbox.clear()  # what was waiting is older than the whole hand now told
                self._waited = True
            self._inbox.append(message)
            self._pump()
        elif kind == "seat_away":
            self._seat_away(message)
        elif kind in ("seat_taken", "seat_left", "seat_changed", "seat_bot"):
            self._new_seats(message.get("seats"))
        elif kind == "turn_clock":
            self._start_clock(message)
        elif kind == "timed_out":
            self._stop_clock()
        elif kind == "chat":
            chat = read_chat(message, self.count)
            if chat is not None:
                self.chat_received.emit({key: chat[key] for key in chat
                                         if key in ("seat", "name", "text", "quick")})
        elif kind == "joined":
            self._joined(message)
        elif kind == "watching" and self.seat == WATCHING:
            self._joined({**message, "seat": WATCHING})

    def set_presentation_busy(self, busy: bool) -> None:
        """While the table animates, the next state waits (as a local bot's move does)."""
        self._busy = busy
        if not busy and self._inbox and not self._stopped:
            # Not from here: the table says it is free from within its last step, which a
            # new batch of events started now would pull out from under it.
            self._soon.start(0)

    @Slot()
    def _pump(self) -> None:
        if self._pumping or self._stopped:
            return  # (pumping: a state shown at once, animation and all, asked again)
        self._pumping = True
        try:
            while self._inbox and not self._busy and not self._delay.isActive():
                message = self._inbox[0]
                if (not self._waited and self.bot_delay_ms > 0
                        and self._anothers_move(message)):
                    self._delay.start(self.bot_delay_ms)
                    return
                self._waited = False
                self._inbox.popleft()
                if message["type"] == "state":
                    self._take_state(message)
                else:
                    self._take_end(message)
        finally:
            self._pumping = False

    @Slot()
    def _after_delay(self) -> None:
        self._waited = True
        self._pump()

    def _anothers_move(self, message: dict) -> bool:
        """Whether `message` shows another seat's move in the hand shown (not a deal, not
        this seat's own move)."""
        view = self._view
        return (message["type"] == "state" and view is not None and not view.is_over
                and message.get("hand") == self._hand and view.to_act != self.seat)

    def _take_state(self, message: dict) -> None:
        hand, step = message.get("hand"), message.get("step")
        raw = message.get("events")
        try:
            if not _is_int(hand, 1, 10**9) or not _is_int(step, 0, 10**9):
                raise WireError("state.hand: not a hand and step")
            view = view_from_json(message.get("view"))
            if view.viewer != self.seat or view.num_seats != self.count:
                raise WireError("state.view: not this seat's view")
            if view.hand_number != hand:
                raise WireError("state.view.hand_number: not the state's hand")
            if not isinstance(raw, list) or len(raw) > MAX_EVENTS:
                raise WireError("state.events: not a list of events")
            events = [event_from_json(e, self.count, "state.events") for e in raw]
        except WireError as error:
            self.problem.emit(str(error))
            return
        self._show(hand, step, view, events, message.get("catch_up") is True)

    def _show(self, hand: int, step: int, view: SeatView, events: list, catch_up: bool) -> None:
        self._stop_thinking()
        new_hand = self._view is None or hand != self._hand
        self._hand, self._step, self._sent = hand, step, None
        self._view = view
        self.match.show(view)
        if self._clock is not None and (view.is_over or view.to_act != self._clock[0]):
            self._stop_clock()
        if catch_up:
            self.match.begin_hand(hand, events)
            self._sync_availability()
            self.viewer_changed.emit(self.seat)
        else:
            if new_hand:
                self.match.begin_hand(hand)
                self._sync_availability()
                self.hand_started.emit()
            self.match.kept[-1][1].extend(events)
            self._sync_availability()
            self.events_applied.emit(events)
        if view.is_over and (events or catch_up):
            self.hand_finished.emit()
        self._announce_availability()
        self._start_thinking()

    def _take_end(self, message: dict) -> None:
        chips = message.get("chips")
        if (not isinstance(chips, list) or len(chips) != self.count
                or not all(_is_int(c, 0, 10**12) for c in chips)):
            self.problem.emit("match_over.chips: not one stack per seat")
            return
        self._stop_thinking()
        self._stop_clock()
        self.match.end(chips)
        self._sync_availability()
        self.match_over.emit(list(chips))
        self._announce_availability()

    # -- seats -----------------------------------------------------------------------------------

    def _new_seats(self, data) -> None:
        seats = seats_from_json(data, self.count)
        if seats is None:
            self.problem.emit("seats: not this table's seats")
            return
        old, self._players = self._players, with_news(self._players, seats)
        if self._view is None:
            self.match.names = tuple(p.name for p in self._players)
        for seat, (before, now) in enumerate(zip(old, self._players)):
            if before != now:
                self.seat_status_changed.emit(seat)

    def _seat_away(self, message: dict) -> None:
        seat, seconds = message.get("seat"), message.get("seconds")
        if not _is_int(seat, 0, self.count - 1) or not _is_int(seconds, 0, MAX_SECONDS):
            self.problem.emit("seat_away: not a seat and its seconds")
            return
        player = self._players[seat]
        self._players[seat] = SeatPlayer(player.kind, player.name, player.level,
                                         connected=False, stand_in=False, away=seconds)
        self.seat_status_changed.emit(seat)

    def _start_clock(self, message: dict) -> None:
        seat, seconds = message.get("seat"), message.get("seconds")
        if not _is_int(seat, 0, self.count - 1) or not _is_int(seconds, 0, MAX_SECONDS):
            self.problem.emit("turn_clock: not a seat and its seconds")
            return
        self._stop_clock()
        self._clock = [seat, seconds]
        self._clock_timer.start(1000)
        self.turn_clock.emit(seat, seconds)
        self.seat_status_changed.emit(seat)

    @Slot()
    def _tick(self) -> None:
        if self._clock is None:
            return
        self._clock[1] = max(0, self._clock[1] - 1)
        seat, seconds = self._clock
        self.turn_clock.emit(seat, seconds)
        self.seat_status_changed.emit(seat)
        if not seconds:
            self._clock_timer.stop()

    def _stop_clock(self) -> None:
        self._clock_timer.stop()
        if self._clock is not None:
            seat = self._clock[0]
            self._clock = None
            self.seat_status_changed.emit(seat)

    def clock(self) -> Optional[tuple[int, int]]:
        """(seat, seconds left) of the turn clock running, if any."""
        return tuple(self._clock) if self._clock is not None else None

    # -- availability and thinking ---------------------------------------------------------------

    def _sync_availability(self) -> None:
        self._availability = availability_of(
            self._view if self.human_to_act() is not None else None)

    def _announce_availability(self) -> None:
        if self._availability != self._announced:
            self._announced = self._availability
            self.availability_changed.emit(self._availability)

    def _start_thinking(self) -> None:
        seat = self.seat_to_act()
        if seat is not None and seat != self.seat:
            self._thinking = seat
            self.thinking_changed.emit(seat, True)

    def _stop_thinking(self) -> None:
        seat, self._thinking = self._thinking, None
        if seat is not None:
            self.thinking_changed.emit(seat, False)

    # -- the connection --------------------------------------------------------------------------

    def resume(self) -> None:
        """Pick the table up again (shown in a window, or back from being set aside): a link
        closed meanwhile is opened again."""
        self._stopped = False
        if not self._connected and not self._left and self.match.final_chips is None:
            self._attempt = 0
            self._reopen()
        self._sync_availability()
        self._announce_availability()

    def stop(self) -> None:
        """The window lets the table go (closing, another game): the connection closes, and
        the server keeps the seat for its token."""
        self._stopped = True
        self._rejoining = False  # (a resume opens the link afresh)
        for timer in (self._delay, self._soon, self._retry, self._clock_timer):
            timer.stop()
        if self.link.is_open:
            self.link.close()

    def send_chat(self, text: Optional[str] = None, quick: Optional[str] = None) -> None:
        """A chat line (`text`, or a quick message's code) to everyone at the table."""
        message = {"type": "chat", "room": self.room}
        if (text is None) == (quick is None):
            raise ValueError("send_chat: a text or a quick message, one of them")
        message.update({"text": text} if text is not None else {"quick": quick})
        self.link.send(message)

    def leave(self) -> None:
        """Give the seat up (after the start the server keeps it for the token all the
        same, and a bot plays it once its wait is over)."""
        self._left = True
        self.link.send({"type": "leave"})  # (before the close: the link sends in order)
        self.stop()

    @Slot(int, str)
    def _on_closed(self, code: int, reason: str) -> None:
        self._connected = False
        self._sent = None
        self._sync_availability()
        self._announce_availability()
        if self._left or self._stopped or self.match.final_chips is not None:
            return
        if self._rejoining:
            self._retry_later()  # opened, then closed before the seat was taken back
            return
        self.connection_lost.emit()
        if code == 4000:  # another connection took the seat with this token
            self._give_up("taken_elsewhere")
            return
        self._attempt = 0
        self._retry_later()

    def _retry_later(self) -> None:
        if self._attempt >= len(self.RETRY_SECONDS):
            self._give_up(self._last_failure or "no_answer")
            return
        self._rejoining = True
        self._retry.start(int(self.RETRY_SECONDS[self._attempt] * 1000))

    @Slot()
    def _reopen(self) -> None:
        if self._stopped or self._left:
            return
        self._attempt += 1
        self._rejoining = True
        self.link.open(self.link.uri, self.link.name, self._ssl_context)

    @Slot(dict)
    def _on_opened(self, _welcome: dict) -> None:
        if self._rejoining and self.seat == WATCHING:  # a spectator watches again
            self.link.send({"type": "watch", "room": self.room, "name": self.link.name})
        elif self._rejoining:
            name = self._players[self.seat].name or self.link.name
            self.link.send({"type": "join", "room": self.room, "name": name,
                            "token": self.rejoin_token})

    @Slot(str, str)
    def _on_open_failed(self, reason: str, _detail: str) -> None:
        if self._rejoining:
            self._last_failure = reason
            self._retry_later()

    def _joined(self, message: dict) -> None:
        if message.get("seat") != self.seat or not self._rejoining:
            return
        self._rejoining = False
        self._connected = True
        self._new_seats(message.get("seats"))
        self.connection_back.emit()
        self._sync_availability()
        self._announce_availability()

    def _give_up(self, why: str) -> None:
        self._rejoining = False
        self._retry.stop()
        self.rejoin_failed.emit(why)
