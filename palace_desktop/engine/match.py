"""A match: hands one after another with chips carried over (R3), the dealer button moving
(R3.3) and busted seats leaving (R3.4). It records every deal and action, so it is also the
`palace-match/1` saved game."""

from __future__ import annotations

import random
from dataclasses import field
from typing import Optional, Sequence

from . import actions as A
from .deal import DealSpec, SeedDeal, choose_first_dealer
from .legality import forget_discards
from .records import record
from .rules import Rules
from .state import GameState, can_pay_ante


@record
class HandRecord:
    """One hand of a match: its deal and the actions played in it."""

    deal: DealSpec
    actions: list = field(default_factory=list)


class Match:
    """The live game of the app and the replayer of saved matches."""

    def __init__(self, rules: Rules, names: Sequence[str], chips: Sequence[int], dealer: int):
        self.rules = rules
        self.names = tuple(names)
        self.start_chips = tuple(chips)
        self.first_dealer = dealer
        self.hands: list[HandRecord] = []
        self.state: Optional[GameState] = None

    @classmethod
    def new(cls, rules: Rules, names: Sequence[str], chips: Sequence[int],
            rng: random.Random) -> tuple["Match", list]:
        """A match whose first dealer is drawn by R3.2; also returns the cards of the draw."""
        dealer, rounds = choose_first_dealer(len(names), rng)
        return cls(rules, names, chips, dealer), rounds

    # ----------------------------------------------------------------------------------------

    @property
    def chips(self) -> tuple[int, ...]:
        return tuple(self.state.chips) if self.state else self.start_chips

    @property
    def dealer(self) -> int:
        return self.state.dealer if self.state else self.first_dealer

    @property
    def finished_hands(self) -> int:
        """How many hands are over (all of them, or all but the one being played)."""
        return len(self.hands) - (1 if self.hand_in_progress else 0)

    @property
    def hand_in_progress(self) -> bool:
        return self.state is not None and not self.state.is_over

    def active_seats(self) -> list[int]:
        """Seats still in the match: they can pay the ante (R3.4)."""
        return [s for s, c in enumerate(self.chips) if can_pay_ante(c, self.rules)]

    @property
    def is_over(self) -> bool:
        """R3.4: over when fewer than two seats can pay the ante (one holds the chips)."""
        return not self.hand_in_progress and len(self.active_seats()) < 2

    def next_dealer(self) -> int:
        """R3.3: the button moves clockwise to the next seat that can pay the ante."""
        if self.state is None:
            return self.first_dealer
        n = len(self.names)
        chips = self.state.chips
        for step in range(1, n + 1):
            seat = (self.state.dealer + step) % n
            if can_pay_ante(chips[seat], self.rules):
                return seat
        return self.state.dealer

    def next_seed(self) -> int:
        """A deal number for the next hand that follows from the match so far, so a saved
        match continues with the same deals wherever it is resumed."""
        if not self.hands:
            return random.Random(f"{self.names}:{self.start_chips}").randrange(2**31)
        last = self.hands[-1].deal
        base = getattr(last, "seed", 0)
        return random.Random(f"{base}:{len(self.hands)}").randrange(2**31)

    def start_hand(self, deal: Optional[DealSpec] = None) -> list[A.Event]:
        if self.hand_in_progress:
            raise ValueError("the current hand is not over")
        if self.is_over:
            raise ValueError("the match is over (R3.4)")
        if deal is None:
            deal = SeedDeal(self.next_seed())
        dealer = self.next_dealer()
        forget_discards()
        state, events = GameState.start(self.rules, self.names, self.chips, dealer, deal,
                                        hand_number=len(self.hands) + 1)
        self.hands.append(HandRecord(deal))
        self.state = state
        return events

    def apply(self, action: A.Action) -> list[A.Event]:
        if self.state is None:
            raise ValueError("no hand has started")
        events = self.state.apply(action)
        self.hands[-1].actions.append(action)
        return events

    # ----------------------------------------------------------------------------------------

    def to_json(self, finished_only: bool = False,
                finished_json: Optional[list] = None) -> dict:
        """The `palace-match/1` document; `finished_only` leaves out a hand still being
        played (its deal would show every hidden card). `finished_json`: a list the caller
        keeps from one call to the next, where each finished hand's JSON is made once (a
        hand over never changes), so a long match saved after every move is not encoded
        whole each time; the document shares those parts with it."""
        done = self.finished_hands
        if finished_json is None:
            finished_json = []
        while len(finished_json) < done:
            finished_json.append(_hand_json(self.hands[len(finished_json)]))
        hands = finished_json[:done]
        if not finished_only:
            hands += [_hand_json(h) for h in self.hands[done:]]
        return {
            "format": "palace-match/1",
            "rules": self.rules.to_json(),
            "seats": [{"name": n, "chips": c} for n, c in zip(self.names, self.start_chips)],
            "dealer": self.first_dealer,
            "hands": hands,
        }

    def hand_to_json(self, index: int = -1) -> dict:
        """One hand as a stand-alone `palace-hand/1` document (for export and bug reports)."""
        record = self.hands[index]
        number = index % len(self.hands)
        chips, dealer = self._hand_start(number)
        return {
            "format": "palace-hand/1",
            "rules": self.rules.to_json(),
            "seats": [{"name": n, "chips": c} for n, c in zip(self.names, chips)],
            "dealer": dealer,
            "deal": record.deal.to_json(),
            "actions": [a.to_json() for a in record.actions],
        }

    def events(self) -> list[A.Event]:
        """Every event of the match so far, in order: what a log rebuilt after a resume
        tells (each viewer redacts it for itself)."""
        return self._replay(len(self.hands))[1]

    def _hand_start(self, number: int) -> tuple[tuple[int, ...], int]:
        replay = self._replay(number)[0]
        return replay.chips, replay.next_dealer()

    def _replay(self, number: int) -> tuple["Match", list[A.Event]]:
        """A fresh match that has played the first `number` hands of this one, and its events."""
        replay = Match(self.rules, self.names, self.start_chips, self.first_dealer)
        events: list[A.Event] = []
        for record in self.hands[:number]:
            events.extend(replay.start_hand(record.deal))
            for action in record.actions:
                events.extend(replay.apply(action))
        return replay, events


def _hand_json(record: HandRecord) -> dict:
    return {"deal": record.deal.to_json(), "actions": [a.to_json() for a in record.actions]}
