"""The replay cursor: a `palace-hand/1` or `palace-match/1` history loaded for viewing, a position
in it (hand, action), the state and the events up to there, and what one seat saw (R19).

Every jump rebuilds its position by replaying the hand from its deal, so a position never
depends on the path taken to get there; only a single step forward applies one more action.
No Qt: the history viewer (ui/replay_viewer.py) shows a cursor, and tests step one without a
QApplication.

    cursor = ReplayCursor.from_file("match.json", viewer=1)
    while (events := cursor.step_forward()) is not None:
        ...  # `events` are the step's events as seat 1 saw them
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, Optional

from ..engine import actions as A
from ..engine import history
from ..engine.deal import DealSpec
from ..engine.history import HistoryError
from ..engine.match import Match
from ..engine.state import GameState
from ..engine.view import SeatView, redact_events

PUBLIC = -1  # the public view: what everyone at the table saw, no palace card at all


@dataclass(frozen=True)
class ReplayHand:
    """One hand of the document, with what it takes to replay it on its own."""

    # 1-based, as in the match; None when the document does not say (a palace-hand/1 file,
    # such as an exported hand, takes no key beyond its own, so it cannot carry the number).
    number: Optional[int]
    deal: DealSpec
    actions: tuple  # every action of the file, the illegal one and any after it included
    chips: tuple[int, ...]  # the stacks before the antes
    dealer: int
    playable: int  # how many actions can be replayed (all, or up to the illegal one)
    rejected: Optional[dict]  # {"index", "rule", "message"} when an action is illegal

    def start(self, parsed: history.ParsedHistory) -> tuple[GameState, list[A.Event]]:
        return GameState.start(parsed.rules, parsed.names, self.chips, self.dealer, self.deal,
                               hand_number=self.number or 1)


def load_hands(doc: Any) -> tuple[history.ParsedHistory, list[ReplayHand]]:
    """Validate `doc` and split it into replayable hands (HistoryError when it is invalid).

    Hands after an illegal action cannot be replayed (their chips are unknown) and are left
    out; the hand with the illegal action ends just before it."""
    parsed = history.parse(doc)
    if not parsed.hands:
        raise HistoryError("hands: a match needs at least one hand")
    # The engine's own replay checks what parse cannot (deals that fit the seats, hands
    # that follow a finished one) and finds the illegal action, if any.
    _match, rejected = history.build_match(parsed)
    rejected_hand = None if rejected is None else rejected.get("hand", 0)
    hands: list[ReplayHand] = []
    numbered = parsed.format == history.MATCH_FORMAT  # a match's hands run from its first
    match = Match(parsed.rules, parsed.names, parsed.chips, parsed.dealer)
    for k, (deal, actions, _path) in enumerate(parsed.hands):
        chips, dealer = match.chips, match.next_dealer()
        match.start_hand(deal)
        stop = rejected["index"] if k == rejected_hand else len(actions)
        for action in actions[:stop]:
            match.apply(action)
        hands.append(ReplayHand(k + 1 if numbered else None, deal, tuple(actions),
                                tuple(chips), dealer, stop,
                                rejected if k == rejected_hand else None))
        if k == rejected_hand:
            break
    return parsed, hands


def read_history_file(path) -> Any:
    """The JSON document in `path`. Raises OSError when the file cannot be read and
    HistoryError with a one-line reason, starting with the file's name, when it is no JSON."""
    path = os.fspath(path)
    name = os.path.basename(path) or path
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise HistoryError(f"{name}: not a UTF-8 text file ({error.reason} at byte "
                           f"{error.start})") from None
    except json.JSONDecodeError as error:
        raise HistoryError(f"{name}: not JSON: {error}") from None


class ReplayCursor:
    """A position in a loaded history, watched from one seat (or PUBLIC).

    `hand_index` is 0-based; `position` counts the actions of that hand applied so far;
    `groups` holds the events that led here: [the deal's, action 1's, ...]. The state is the
    full one (for checks); anything meant for display goes through `view()` and `seen_*`,
    which show only what the watched seat saw.
    """

    def __init__(self, doc: Any, viewer: int = 0):
        self.parsed, self.hands = load_hands(doc)  # HistoryError before anything else exists
        self.names = tuple(self.parsed.names)
        # An unknown seat (an old file, a name that is not at this table) watches seat 0.
        self.seat = viewer if self.can_watch(viewer) else 0
        self.hand_index = 0
        self.position = 0
        self.state: GameState
        self.groups: list[list[A.Event]] = []
        self.jump(0, 0)

    @classmethod
    def from_file(cls, path, viewer: int = 0) -> "ReplayCursor":
        """A cursor at the first hand's deal of the history in `path`. Raises OSError when the
        file cannot be read and HistoryError (a ValueError) with a one-line reason starting
        with the file's name when it is not a valid history."""
        doc = read_history_file(path)
        try:
            return cls(doc, viewer)
        except HistoryError as error:
            name = os.path.basename(os.fspath(path)) or os.fspath(path)
            raise HistoryError(f"{name}: {error}") from None

    # ----------------------------------------------------------------------------------------
    # Where we are

    @property
    def hand(self) -> ReplayHand:
        return self.hands[self.hand_index]

    @property
    def action_count(self) -> int:
        """How many actions of the current hand can be replayed."""
        return self.hand.playable

    def last_action(self) -> Optional[A.Action]:
        """The action that led to this position; None at a hand's deal."""
        return self.hand.actions[self.position - 1] if self.position > 0 else None

    def at_end(self) -> bool:
        return self.hand_index == len(self.hands) - 1 and self.position == self.action_count

    def can_step_forward(self) -> bool:
        return self.position < self.action_count or self.hand_index + 1 < len(self.hands)

    def can_step_back(self) -> bool:
        return self.position > 0 or self.hand_index > 0

    @property
    def rejected_hand(self) -> Optional[ReplayHand]:
        """The hand that stops at an illegal action (always the last one kept), or None."""
        return self.hands[-1] if self.hands[-1].rejected is not None else None

    @property
    def hands_left_out(self) -> int:
        """Hands of the file after the illegal action: they cannot be replayed."""
        return len(self.parsed.hands) - len(self.hands)

    # ----------------------------------------------------------------------------------------
    # Moving

    def jump(self, hand: int, position: int) -> None:
        """Go to `position` actions into hand `hand` (both clamped to the history), rebuilt by
        replaying the hand from its deal."""
        hand = max(0, min(hand, len(self.hands) - 1))
        record = self.hands[hand]
        position = max(0, min(position, record.playable))
        state, events = record.start(self.parsed)
        groups = [events]
        for action in record.actions[:position]:
            groups.append(state.apply(action))
        self.state, self.groups = state, groups
        self.hand_index, self.position = hand, position

    def step_forward(self) -> Optional[list[A.Event]]:
        """One action forward; at the end of a hand, the next hand's deal. The step's events as
        the watched seat saw them, or None at the end of the history (nothing moves)."""
        if self.position < self.action_count:
            events = self.state.apply(self.hand.actions[self.position])
            self.groups.append(events)
            self.position += 1
        elif self.hand_index + 1 < len(self.hands):
            self.jump(self.hand_index + 1, 0)
            events = self.groups[0]
        else:
            return None
        return self.seen(events)

    def step_back(self) -> bool:
        """One action back; from a hand's deal, the end of the hand before. False at the very
        start (nothing moves)."""
        if self.position > 0:
            self.jump(self.hand_index, self.position - 1)
        elif self.hand_index > 0:
            self.jump(self.hand_index - 1, self.hands[self.hand_index - 1].playable)
        else:
            return False
        return True

    # ----------------------------------------------------------------------------------------
    # Whose view

    def can_watch(self, seat: int) -> bool:
        return seat == PUBLIC or 0 <= seat < len(self.names)

    def watch(self, seat: int) -> None:
        """Watch as `seat` (or PUBLIC) from now on; the position stays."""
        if not self.can_watch(seat):
            raise ValueError(f"no seat {seat} at a table of {len(self.names)}")
        self.seat = seat

    def view(self) -> SeatView:
        """The table now, as the watched seat saw it."""
        return self.state.view(self.seat)

    def seen(self, events) -> list[A.Event]:
        """`events` as the watched seat saw them (hidden cards unknown, private ones gone)."""
        return redact_events(events, self.seat)

    def seen_events(self) -> list[tuple[int, A.Event]]:
        """Every event of the hand so far as the watched seat saw it, each with its index in
        `groups` (0: the deal; k: action k), so a line of the log can lead to its action."""
        return [(index, event) for index, events in enumerate(self.groups)
                for event in self.seen(events)]
