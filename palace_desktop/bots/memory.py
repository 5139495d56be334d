"""What one bot seat has seen the other seats do, over the hands of a match.

A `TableMemory` belongs to one observing seat. It is fed the engine's events after every
action (`record`) and keeps only what that seat may see: each event passes through
`Event.for_viewer(viewer)` first, so a battle hand shown to someone else never reaches it
(R19.2). It holds plain counters (it pickles, so it can travel with a view to a worker
process), and answers with frequencies pulled towards a prior, so that a few hands already
move it but a single odd action does not.

Situations counted per opponent:
- on a turn: `turn` (turns taken), `attack`, `buy`, `stay`, `discard`, `turn_fold`; and
  `turn_short` / `buy_short`: the turns taken holding fewer than five soldiers (R8.2) and the
  buys among them (a seat that buys whenever it may is a buyer, not a careful player);
- attacked: `attacked` (bets faced as defender), `defend_call`, `defend_raise`, `defend_fold`;
- facing a raise: `raised` (raises faced), `respond_call`, `respond_raise`, `respond_fold`;
- `shown` / `shown_weak`: the battle hands of its own attacks and raises the observer saw, and
  how many of them were weak (one pair or less): how often its bets are bluffs;
- by the soldiers it held then (`k` = 0..5): `nobuy@k` (turns it did not buy) and `attack@k`
  (attacks among them), `attacked@k` and `defend_fold@k`: what `opponents.habit_thresholds`
  fits a hand-value threshold to (the more soldiers, the stronger the same habit's hands).

Within the hand under way it also keeps each seat's last turn (`last_turn`).
"""

from __future__ import annotations

from dataclasses import field
from typing import Iterable, Optional, Sequence

from ..engine import actions as A
from ..engine.phases import DEFEND, MAX_SOLDIERS, RESPOND, TURN  # MAX_SOLDIERS: R8.2
from ..engine.records import record

# Prior frequencies (what a careful player does) and their weight in pseudo-observations.
PRIOR = {
    ("attack", "turn"): 0.25,
    ("buy", "turn"): 0.35,
    ("buy_short", "turn_short"): 0.45,
    ("turn_fold", "turn"): 0.02,
    ("defend_fold", "attacked"): 0.35,
    ("defend_raise", "attacked"): 0.10,
    ("respond_fold", "raised"): 0.30,
    ("respond_raise", "raised"): 0.10,
    ("shown_weak", "shown"): 0.15,
}
PRIOR_WEIGHT = 4.0
WEAK_CATEGORIES = frozenset({"high card", "one pair"})


@record
class TableMemory:
    """What `viewer` has seen the other seats do, counted by situation, over the hands watched."""

    viewer: int
    counts: dict = field(default_factory=dict)  # seat -> {situation: count}
    hands: int = 0
    # The battle under way as the observer saw it: its two sides, who must answer now and in
    # what situation, and who made the last bet or raise (whose shown hand it stood for).
    _sides: Optional[tuple[int, int]] = None
    _to_answer: Optional[tuple[int, str]] = None  # (seat, "attacked" | "raised")
    _last_bettor: Optional[int] = None
    _soldiers: dict = field(default_factory=dict)  # seat -> soldiers held in this hand
    _last: dict = field(default_factory=dict)  # seat -> (option, soldiers) of its last turn

    def last_turn(self, seat: int) -> Optional[tuple[str, int]]:
        """`seat`'s last turn in the hand under way: the option taken ("buy", "stay",
        "discard", "attack", "turn_fold") and the soldiers it held then; None if none yet."""
        return self._last.get(seat)

    def count(self, seat: int, key: str) -> int:
        return self.counts.get(seat, {}).get(key, 0)

    def rate(self, seat: int, key: str, out_of: str, prior: Optional[float] = None,
             weight: float = PRIOR_WEIGHT) -> float:
        """How often `seat` did `key` in situation `out_of`, pulled towards `prior` (by
        default the careful player's, `PRIOR`) with `weight` pseudo-observations."""
        if prior is None:
            prior = PRIOR.get((key, out_of), 0.5)
        return (self.count(seat, key) + weight * prior) / (self.count(seat, out_of) + weight)

    def record(self, events: Iterable[A.Event]) -> None:
        """Take in the events of one applied action (or of a hand's start)."""
        for raw in events:
            event = raw.for_viewer(self.viewer)
            if event is not None:
                self._take(event)

    @classmethod
    def of_seats(cls, seats: Iterable[int],
                 events: Sequence[A.Event]) -> dict[int, "TableMemory"]:
        """A memory for each of `seats` that has seen `events` (a match's so far, in order),
        each as its seat could: what a bot seated from the start remembers, for a match read
        back or a seat a bot takes over."""
        memories = {seat: cls(seat) for seat in seats}
        if events:
            for memory in memories.values():
                memory.record(events)
        return memories

    def _bump(self, seat: int, key: str) -> None:
        if seat == self.viewer:
            return
        row = self.counts.setdefault(seat, {})
        row[key] = row.get(key, 0) + 1

    def _take(self, event: A.Event) -> None:
        kind = type(event)
        if kind is A.HandStarted:
            self.hands += 1
            self._sides = self._to_answer = self._last_bettor = None
            self._soldiers = {}
            self._last = {}
        elif kind is A.SoldierBought:
            self._turn(event.seat, "buy")
            self._soldiers[event.seat] = self._soldiers.get(event.seat, 0) + 1
        elif kind is A.Stayed:
            self._turn(event.seat, "stay")
        elif kind is A.SoldiersDiscarded:
            if not event.trim:
                self._turn(event.seat, "discard")
            self._soldiers[event.seat] = self._soldiers.get(event.seat, 0) - len(event.cards)
        elif kind is A.CardsCaptured:
            self._soldiers[event.captor] = (self._soldiers.get(event.captor, 0)
                                            + len(event.cards))
        elif kind is A.BetPlaced:
            self._turn(event.attacker, "attack")
            self._bump(event.defender, "attacked")
            self._sides = (event.attacker, event.defender)
            self._to_answer = (event.defender, "attacked")
            self._last_bettor = event.attacker
        elif kind is A.Called:
            self._answer(event.seat, "call")
        elif kind is A.Raised:
            self._answer(event.seat, "raise")
        elif kind is A.Folded:
            if event.when == TURN:
                self._turn(event.seat, "turn_fold")
            else:
                self._answer(event.seat, "fold")
        elif kind is A.BattleHandShown:
            if event.seat == self._last_bettor:
                self._bump(event.seat, "shown")
                if event.category in WEAK_CATEGORIES:
                    self._bump(event.seat, "shown_weak")
        elif kind is A.BattleEnded:
            self._sides = self._to_answer = None

    def _turn(self, seat: int, what: str) -> None:
        """A turn taken (R7.2: exactly one of buy, discard, stay, fold, bet). Turns are
        counted here, by the option taken, not by `TurnStarted`, which the engine also emits
        for each answer to a bet or raise (R13, R14) and each trim (R8.2, R16.2): counting
        those made every per-turn rate too low (a maniac attacking on every turn it took was
        read as attacking on 56%)."""
        self._bump(seat, "turn")
        self._bump(seat, what)
        held = self._soldiers.get(seat, 0)
        self._last[seat] = (what, held)
        k = min(max(held, 0), MAX_SOLDIERS)
        if what != "buy":
            self._bump(seat, f"nobuy@{k}")
            if what == "attack":
                self._bump(seat, f"attack@{k}")
        if held < MAX_SOLDIERS:
            self._bump(seat, "turn_short")
            if what == "buy":
                self._bump(seat, "buy_short")

    def _answer(self, seat: int, what: str) -> None:
        if self._to_answer is None or self._to_answer[0] != seat:
            return
        prefix = DEFEND if self._to_answer[1] == "attacked" else RESPOND
        self._bump(seat, f"{prefix}_{what}")
        if prefix == DEFEND:
            k = min(max(self._soldiers.get(seat, 0), 0), MAX_SOLDIERS)
            self._bump(seat, f"attacked@{k}")
            if what == "fold":
                self._bump(seat, f"defend_fold@{k}")
        self._to_answer = None
        if what == "raise" and self._sides is not None:
            a, b = self._sides
            other = b if seat == a else a
            self._bump(other, "raised")
            self._to_answer = (other, "raised")
            self._last_bettor = seat
