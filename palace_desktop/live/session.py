"""`GameSession`: the one live game. It owns the `Match`, applies actions through the engine's
check, runs the turn loop (bots think in a worker, people act through the controller), and
tells the rest of the app what happened and what has become possible (signals). The GUI never
changes the game any other way."""

from __future__ import annotations

from collections import deque
from typing import Optional

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..bots.memory import TableMemory
from ..engine import actions as A
from ..engine.actions import RuleViolation
from ..engine.match import Match
from ..engine.phases import DEFEND, RESPOND, TRIM, Phase
from ..engine.records import record
from ..engine.view import PUBLIC, SeatView, redact_events
from ..games.seats import SeatKind


@record(frozen=True)
class Availability:
    """What the person whose move it is may do now: the engine's legal actions, and the
    amounts the seat view answers (nothing here is worked out again)."""

    seat: Optional[int] = None  # None: no person is to act (a bot thinks, or the hand is over)
    phase: Optional[Phase] = None  # None while no person is to act
    buy: bool = False
    discard: bool = False
    stay: bool = False
    fold: bool = False
    attack_targets: tuple[int, ...] = ()
    bet_amount: int = 0
    call: bool = False
    call_amount: int = 0
    call_all_in: bool = False
    raise_range: Optional[tuple[int, int]] = None
    trim: bool = False

    @property
    def attack(self) -> bool:
        return bool(self.attack_targets)

    @property
    def raise_(self) -> bool:
        return self.raise_range is not None


def availability_of(view: Optional[SeatView]) -> Availability:
    if view is None or view.is_over or view.to_act != view.viewer:
        return Availability()
    legal = view.legal_actions
    kinds = {type(a) for a in legal}
    seat = view.viewer
    if view.phase == TRIM:
        return Availability(seat=seat, phase=view.phase, trim=True)
    if view.phase in (DEFEND, RESPOND):
        return Availability(seat=seat, phase=view.phase, fold=A.Fold in kinds,
                            call=A.Call in kinds, call_amount=view.call_amount,
                            call_all_in=view.call_is_all_in, raise_range=view.raise_range())
    return Availability(
        seat=seat, phase=view.phase, buy=A.Buy in kinds, discard=A.Discard in kinds,
        stay=A.Stay in kinds, fold=A.Fold in kinds,
        attack_targets=tuple(a.target for a in legal if isinstance(a, A.Bet)),
        bet_amount=view.bet_amount(seat))


def is_remote(session) -> bool:
    """Whether `session` is a table on a server (live/remote_session.py's `RemoteSession`,
    which says how each seat is connected) rather than a game played here."""
    return hasattr(session, "seat_status_changed")


def split_hands(events) -> list[list[A.Event]]:
    """A match's events, one list per hand (each begins with its HandStarted)."""
    hands: list[list[A.Event]] = []
    for event in events:
        if isinstance(event, A.HandStarted) or not hands:
            hands.append([])
        hands[-1].append(event)
    return hands


@record
class SessionPast:
    """What a loaded match brings to its session: the recent hands' events and what each bot
    seat has seen. Replaying a long match for them takes seconds, and nothing here needs Qt:
    a saved game's reader makes it on its worker (`session_past`)."""

    kept: list[tuple[int, list[A.Event]]]
    memories: dict[int, TableMemory]


def session_past(match: Match, kinds: list[SeatKind]) -> SessionPast:
    past = match.events() if match.hands else []
    kept = [(number, events) for number, events in enumerate(split_hands(past), 1)
            if number > len(match.hands) - GameSession.KEPT_HANDS] if past else []
    memories = TableMemory.of_seats([seat for seat, kind in enumerate(kinds) if kind.is_bot],
                                    past)
    return SessionPast(kept, memories)


SPECTATOR = PUBLIC  # the viewer while the screen is between two people: nobody's private cards


class GameSession(QObject):
    """Signals carry the omniscient events; listeners redact them for the seat they show
    (`events_for`).

    Order: after every change (an action, a new hand, another viewer) `availability` is
    brought up to date first, so every listener of every signal already sees it; the signal
    of the change follows (`events_applied`, `hand_started`, `viewer_changed`), and
    `availability_changed` comes last, once, if it changed.

    Hot seat (two or more people at one screen): whenever the person to act is not the one
    the table shows, `handover_needed` asks the window to pass the screen (it raises a
    curtain and turns the table to the public `SPECTATOR` view once the cards have stopped
    moving); `accept_handover` then shows that person's view.

    Memory: the session keeps the events of the last `KEPT_HANDS` hands (`kept_hands`), so a
    view of them (the log) can be rebuilt for another seat; an older hand's events come back
    from the match record on demand (`hand_events`). A long match costs the same per hand.
    """

    KEPT_HANDS = 10

    events_applied = Signal(object)  # list[Event], as they happened
    action_refused = Signal(object)  # RuleViolation
    hand_started = Signal()
    hand_finished = Signal()
    viewer_changed = Signal(int)
    handover_needed = Signal(int)  # seat of the person who must get the screen
    availability_changed = Signal(object)  # Availability of the local seat to act
    thinking_changed = Signal(int, bool)  # seat, thinking
    bot_decided = Signal(int, object)  # seat, Reason (before the action's events)
    bot_failed = Signal(int, str)

    def __init__(self, match: Match, kinds: list[SeatKind], viewer: int, parent=None,
                 worker=None, bot_seed: int = 0, past: Optional[SessionPast] = None):
        super().__init__(parent)
        self.match = match
        self.kinds = list(kinds)
        # At a hot seat nobody is known to be at the screen until someone presses Continue.
        self._viewer = SPECTATOR if self._count_people(self.kinds) >= 2 else viewer
        if past is None:
            past = session_past(match, self.kinds)
        # What happened in the recent hands, so a view of them (the log) can be rebuilt for
        # another seat without showing it what the previous seat saw: (hand number, events),
        # oldest first. A loaded match brings its recent past, as a live one would have it.
        self._kept: deque[tuple[int, list[A.Event]]] = deque(past.kept, maxlen=self.KEPT_HANDS)
        # What each bot seat has seen the others do in this match (bots/memory.py), sent
        # with every request so a bot can adapt. A loaded match replays its record into them.
        self.memories: dict[int, TableMemory] = past.memories
        self.worker = worker
        self.bot_seed = bot_seed
        self.bot_options: dict[str, dict] = {}
        self.bot_delay_ms = 600
        self._presentation_busy = False
        self._waiting_token: Optional[int] = None
        self._pending: Optional[tuple[int, object]] = None
        self._availability = Availability()
        self._announced = Availability()  # the last one `availability_changed` carried
        self._delay_timer = QTimer(self)
        self._delay_timer.setSingleShot(True)
        self._delay_timer.timeout.connect(self._apply_pending)
        if worker is not None:
            worker.decided.connect(self._on_decided)
            worker.failed.connect(self._on_failed)

    # ----------------------------------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    @property
    def viewer(self) -> int:
        return self._viewer

    @property
    def availability(self) -> Availability:
        return self._availability

    @property
    def token(self) -> int:
        """Changes with every applied action: answers for an older token are outdated."""
        return len(self.match.hands) * 100_000 + (len(self.match.hands[-1].actions)
                                                  if self.match.hands else 0)

    def kept_hands(self) -> list[tuple[int, list[A.Event]]]:
        """(hand number, the hand's events as they happened) of the recent hands, oldest
        first, the current one last: at most `KEPT_HANDS`."""
        return list(self._kept)

    @property
    def event_history(self) -> list[A.Event]:
        """The events of the kept hands, in order."""
        return [event for _number, events in self._kept for event in events]

    def hand_events(self, number: int) -> list[A.Event]:
        """The events of hand `number` (from 1): kept, or replayed from the match record
        (the whole match so far, so an old hand takes a moment; the log asks for one at a
        time)."""
        for kept, events in self._kept:
            if kept == number:
                return list(events)
        if not 1 <= number <= len(self.match.hands):
            raise IndexError(f"no hand {number}")
        return split_hands(self.match.events())[number - 1]

    def set_viewer(self, seat: int) -> None:
        if seat != self._viewer:
            self._viewer = seat
            self._sync_availability()
            self.viewer_changed.emit(seat)
            self._announce_availability()

    def view(self, seat: Optional[int] = None) -> Optional[SeatView]:
        if self.match.state is None:
            return None
        return self.match.state.view(self._viewer if seat is None else seat)

    def events_for(self, events, seat: Optional[int] = None):
        return redact_events(events, self._viewer if seat is None else seat)

    @staticmethod
    def _count_people(kinds) -> int:
        return sum(1 for k in kinds if k.is_human)

    @property
    def hot_seat(self) -> bool:
        return self._count_people(self.kinds) >= 2

    def leave_screen(self) -> None:
        """At a hot seat, show the public view: the person at the screen is no longer known
        (a hand ended, a new one is dealt, a game was loaded)."""
        if self.hot_seat:
            self.set_viewer(SPECTATOR)

    def accept_handover(self, seat: int) -> None:
        """The person at `seat` has the screen now."""
        self.set_viewer(seat)

    def handover_due(self) -> Optional[int]:
        """The person who must get the screen before anything else happens, if any."""
        if not self.hot_seat:
            return None
        seat = self.human_to_act()
        return None if seat is None or seat == self._viewer else seat

    def _guard_privacy(self) -> None:
        seat = self.handover_due()
        if seat is not None:
            self.handover_needed.emit(seat)

    def seat_to_act(self) -> Optional[int]:
        state = self.match.state
        return None if state is None or state.is_over else state.to_act

    def human_to_act(self) -> Optional[int]:
        seat = self.seat_to_act()
        return seat if seat is not None and self.kinds[seat].is_human else None

    # ----------------------------------------------------------------------------------------
    # Applying actions

    def can_deal_next(self) -> bool:
        """Whether "Deal the next hand" would deal one now: the hand is over and the match
        goes on."""
        return not self.match.hand_in_progress and not self.match.is_over

    def start_hand(self, deal=None) -> list[A.Event]:
        # The end of a hand is when people swap places: the deal is shown to nobody, and the
        # first person to act gets the screen through the curtain.
        self.leave_screen()
        events = self.match.start_hand(deal)
        self._kept.append((len(self.match.hands), []))
        self._sync_availability()
        self.hand_started.emit()
        self._after_change(events)
        return events

    def submit(self, action: A.Action) -> Optional[RuleViolation]:
        """Apply `action`; a refusal is emitted and returned, and nothing changes."""
        try:
            events = self.match.apply(action)
        except RuleViolation as violation:
            self.action_refused.emit(violation)
            return violation
        self._after_change(events)
        return None

    def resume(self) -> None:
        """Pick the turn loop up again (a loaded game): ask for the screen, or a bot, or the
        person to act."""
        self._sync_availability()
        self._guard_privacy()
        self._announce_availability()
        self._ask_bot()

    def _remember(self, events) -> None:
        for memory in self.memories.values():
            memory.record(events)

    def _after_change(self, events) -> None:
        self._kept[-1][1].extend(events)
        self._remember(events)
        self._sync_availability()
        self.events_applied.emit(events)
        if self.match.state.is_over:
            self.hand_finished.emit()
        self._guard_privacy()
        self._announce_availability()
        self._ask_bot()

    def _sync_availability(self) -> None:
        """Bring `availability` up to date with the state and the viewer, before any signal
        tells of the change (see the class docstring)."""
        seat = self.human_to_act()
        view = self.view(seat) if seat is not None and seat == self._viewer else None
        self._availability = availability_of(view)

    def _announce_availability(self) -> None:
        if self._availability != self._announced:
            self._announced = self._availability
            self.availability_changed.emit(self._availability)

    # ----------------------------------------------------------------------------------------
    # Bots

    def set_presentation_busy(self, busy: bool) -> None:
        """While the table animates, a bot's answer waits (people must be able to follow)."""
        self._presentation_busy = busy
        if not busy and self._pending is not None and not self._delay_timer.isActive():
            self._delay_timer.start(self.bot_delay_ms)

    def _ask_bot(self) -> None:
        seat = self.seat_to_act()
        if seat is None or not self.kinds[seat].is_bot or self.worker is None:
            return
        token = self.token
        if self._waiting_token == token:
            return
        self._waiting_token = token
        self._pending = None
        self.thinking_changed.emit(seat, True)
        level = self.kinds[seat].level
        self.worker.request(token, level, seat, self.bot_seed, self.state.view(seat),
                            self.bot_options.get(level, {}), memory=self.memories.get(seat))

    @Slot(int, object)
    def _on_decided(self, token: int, decision) -> None:
        if token != self.token or token != self._waiting_token:
            return  # an answer for a state that has moved on
        self._pending = (token, decision)
        if not self._presentation_busy:
            self._delay_timer.start(self.bot_delay_ms)

    @Slot(int, str)
    def _on_failed(self, token: int, message: str) -> None:
        if token != self._waiting_token:
            return
        seat = self.seat_to_act()
        self._waiting_token = None
        if seat is not None:
            self.thinking_changed.emit(seat, False)
            self.bot_failed.emit(seat, message)

    @Slot()
    def _apply_pending(self) -> None:
        if self._pending is None:
            return
        token, decision = self._pending
        self._pending = None
        if token != self.token:
            return
        seat = self.seat_to_act()
        self._waiting_token = None
        self.thinking_changed.emit(seat, False)
        self.bot_decided.emit(seat, decision.reason)
        violation = self.submit(decision.action)
        if violation is not None:
            self.bot_failed.emit(seat, str(violation))

    @property
    def bot_thinking(self) -> bool:
        return self._waiting_token is not None

    def stop(self) -> None:
        """Drop any answer still coming (closing the window, a new game)."""
        self._waiting_token = None
        self._pending = None
        self._delay_timer.stop()
