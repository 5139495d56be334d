"""The replay cursor: a `palace-hand/1` or `palace-match/1` history loaded for viewing, a position
in it (hand, action), the state and the events up to there, and what one seat saw (R19).

Every jump rebuilds its position by replaying the hand from its deal, so a position never
depends on the path taken to get there; only a single step forward applies one more action.
Finished hands only, as Export writes them: the hand in progress of an autosaved match would
show every hidden card of a game that is not over. Files are read within the bounds of
engine/history_file.py, the same as `replay FILE`. No Qt: the history viewer
(ui/replay_viewer.py) shows a cursor, and tests step one without a QApplication.

    cursor = ReplayCursor.from_file("match.json", viewer=1)
    while (events := cursor.step_forward()) is not None:
        ...  # `events` are the step's events as seat 1 saw them
"""

from __future__ import annotations

import os
from typing import Any, Callable, Optional

from ..engine import actions as A
from ..engine import history, history_file
from ..engine.deal import DealSpec
from ..engine.history import HistoryError
from ..engine.records import record
from ..engine.actions import RuleViolation
from ..engine.state import GameState
from ..engine.view import SeatView, redact_events

PUBLIC = -1  # the public view: what everyone at the table saw, no palace card at all


@record(frozen=True)
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
    # {"index", "rule", "message", "key"} when an action is illegal: the replay result's
    # fields, and the refusal's key for a translated text.
    rejected: Optional[dict]

    def start(self, parsed: history.ParsedHistory) -> tuple[GameState, list[A.Event]]:
        return GameState.start(parsed.rules, parsed.names, self.chips, self.dealer, self.deal,
                               hand_number=self.number or 1)


# How far a load has come, from 0 to 1: the callback may raise to stop the load.
Progress = Optional[Callable[[float], None]]
READ_SHARE, PARSE_SHARE = 0.2, 0.3  # of a load's time: reading, parsing; the rest replaying


def load_hands(doc: Any, progress: Progress = None
               ) -> tuple[history.ParsedHistory, list[ReplayHand], bool]:
    """Validate `doc` and split it into replayable hands (HistoryError when it is invalid).
    Also says whether a hand in progress was left out.

    Finished hands only, as Export writes them: a hand still being played (the last hand of
    an autosaved match) would show every hidden card of a game that is not over, so it is left
    out, and a document with no finished hand is refused. A hand stopped by an illegal action
    is not in progress but broken (a bug report): it is kept, and ends just before that
    action; the hands after it cannot be replayed (their chips are unknown) and are left out.
    """
    count = len(doc["hands"]) if isinstance(doc, dict) and isinstance(doc.get("hands"),
                                                                          list) else 1

    def parsing(k: int) -> None:
        if progress is not None:
            progress(READ_SHARE + PARSE_SHARE * k / max(count, 1))

    parsed = history.parse(doc, parsing)
    if not parsed.hands:
        raise HistoryError("hands: a match needs at least one hand")
    starts: list[tuple[tuple[int, ...], int]] = []

    def replaying(k: int, chips, dealer: int) -> None:
        starts.append((tuple(chips), dealer))
        if progress is not None:
            progress(READ_SHARE + PARSE_SHARE + (1 - READ_SHARE - PARSE_SHARE) * k
                     / len(parsed.hands))

    # The engine's own replay checks what parse cannot (deals that fit the seats, hands that
    # follow a finished one), finds the illegal action, if any, and says where each hand began.
    match, rejected = history.build_match(parsed, replaying)
    rejected_hand = None if rejected is None else rejected.get("hand", 0)
    if rejected is not None:
        rejected = dict(rejected, key=_refusal_key(match.state, parsed.hands[rejected_hand][1][
            rejected["index"]]))
    numbered = parsed.format == history.MATCH_FORMAT  # a match's hands run from its first
    hands: list[ReplayHand] = []
    for k, (chips, dealer) in enumerate(starts):
        deal, actions, _path = parsed.hands[k]
        stopped = k == rejected_hand
        hands.append(ReplayHand(k + 1 if numbered else None, deal, tuple(actions), chips,
                                dealer, rejected["index"] if stopped else len(actions),
                                rejected if stopped else None))
    in_progress = rejected is None and match.hand_in_progress
    if in_progress:
        hands.pop()
        if not numbered:
            raise HistoryError("the hand is not finished, and only finished hands are shown "
                               "(a hand in progress would show every hidden card)")
        if not hands:
            raise HistoryError("no finished hand to show (the hand in progress is not shown: "
                               "it would show every hidden card)")
    return parsed, hands, in_progress


def read_history_file(path) -> Any:
    """The JSON document in `path`, read within the limits of engine/history_file.py. Raises
    HistoryError with a one-line reason starting with the file's name when it cannot be read
    (missing, not a regular file, over a limit) or is no JSON."""
    try:
        return history_file.read_history(path)
    except HistoryError as error:
        raise HistoryError(f"{_name(path)}: {error}") from None


def _let_go(doc: Any) -> None:
    """Free the document a hand at a time. Freed at once, the million objects of a file at the
    limits held the interpreter for half a second, and so the window while a worker loaded."""
    hands = doc.get("hands") if isinstance(doc, dict) else None
    if isinstance(hands, list):
        while hands:
            hands.pop()


def _name(path) -> str:
    """The file's name, without its folder, to begin a message."""
    label = history_file.file_label(path)
    return os.path.basename(label) or label


class ReplayCursor:
    """A position in a loaded history, watched from one seat (or PUBLIC).

    `hand_index` is 0-based; `position` counts the actions of that hand applied so far;
    `groups` holds the events that led here: [the deal's, action 1's, ...]. The state is the
    full one (for checks); anything meant for display goes through `view()` and `seen_*`,
    which show only what the watched seat saw.
    """

    def __init__(self, doc: Any, viewer: int = 0, progress: Progress = None):
        # HistoryError before anything else exists.
        self.parsed, self.hands, self.hand_in_progress_left_out = load_hands(doc, progress)
        self.names = tuple(self.parsed.names)
        # An unknown seat (an old file, a name that is not at this table) watches seat 0.
        self.seat = viewer if self.can_watch(viewer) else 0
        self.hand_index = 0
        self.position = 0
        self.state: GameState
        self.groups: list[list[A.Event]] = []
        self.jump(0, 0)

    @classmethod
    def from_file(cls, path, viewer: int = 0, progress: Progress = None) -> "ReplayCursor":
        """A cursor at the first hand's deal of the history in `path`. Raises HistoryError (a
        ValueError) with a one-line reason starting with the file's name when the file cannot
        be read (missing, not a regular file, over a limit of engine/history_file.py) or holds
        no valid history, or no finished hand. `progress(share)` hears how far the load has
        come (a file at the limits takes seconds); whatever it raises stops the load."""
        if progress is not None:
            progress(0.0)
        return cls.from_doc(read_history_file(path), path, viewer, progress)

    @classmethod
    def from_doc(cls, doc: Any, path, viewer: int = 0,
                 progress: Progress = None) -> "ReplayCursor":
        """As `from_file`, from the document already read from `path`."""
        if progress is not None:
            progress(READ_SHARE)
        try:
            return cls(doc, viewer, progress)
        except HistoryError as error:
            raise HistoryError(f"{_name(path)}: {error}") from None
        finally:
            _let_go(doc)

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
        """Hands of the file after the illegal action: they cannot be replayed. (A hand in
        progress left out is `hand_in_progress_left_out`, not counted here.)"""
        return len(self.parsed.hands) - len(self.hands) - self.hand_in_progress_left_out

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


def _refusal_key(state: GameState, action: A.Action) -> str:
    """The key of the refusal of `action` in `state` (the state just before it)."""
    try:
        state.check(action)
    except RuleViolation as violation:
        return violation.key
    return ""
