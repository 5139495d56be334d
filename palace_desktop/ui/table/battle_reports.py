"""What the events of a battle or a quiet round's showdown say, read into plain records for the
battle result panel (battle_result.py) and the history viewer: who fought, the hands shown,
the outcome, what was captured. Only the events a seat was given are read (already redacted,
R19.2). No Qt here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from ...engine import actions as A
from ...engine.phases import FOLD_OUTCOMES, Outcome

# -- what the events say ---------------------------------------------------------------------

@dataclass(frozen=True)
class ShownHand:
    """One side's battle hand as the viewer was shown it (R15.1, R19.2)."""

    seat: int
    category: Optional[str]
    cards: tuple  # the cards counted, at most 5
    excluded: tuple  # the holder's cards that did not count (R15.3)


@dataclass(frozen=True)
class BattleReport:
    """The last battle of a batch of events, as far as the viewer may know it."""

    attacker: int
    defender: int
    outcome: Outcome  # as BattleEnded.outcome
    winner: Optional[int]
    hands: tuple  # ShownHand, the ones the viewer was shown
    captor: Optional[int] = None
    captured: tuple = ()  # the loser's banner first, then its soldiers (R16.1)

    @property
    def folded(self) -> bool:
        return self.outcome in FOLD_OUTCOMES

    @property
    def loser(self) -> Optional[int]:
        if self.winner is None:
            return None
        return self.defender if self.winner == self.attacker else self.attacker

    def hand_of(self, seat: int) -> Optional[ShownHand]:
        return next((hand for hand in self.hands if hand.seat == seat), None)


def read_battle(events: Sequence[A.Event]) -> Optional[BattleReport]:
    """The battle that `events` (one move's, redacted for the viewer) decided, if any."""
    report = None
    hands: list[ShownHand] = []
    for event in events:
        if isinstance(event, A.BattleHandShown):
            hands.append(ShownHand(event.seat, event.category, tuple(event.cards),
                                   tuple(event.excluded)))
        elif isinstance(event, A.BattleEnded):
            sides = (event.attacker, event.defender)
            shown = tuple(hand for hand in hands if hand.seat in sides)
            report = BattleReport(event.attacker, event.defender, event.outcome, event.winner,
                                  shown)
            hands = []
        elif (isinstance(event, A.CardsCaptured) and report is not None
              and report.captor is None and event.captor == report.winner):
            report = BattleReport(report.attacker, report.defender, report.outcome,
                                  report.winner, report.hands, event.captor, tuple(event.cards))
    return report


@dataclass(frozen=True)
class ShowdownReport:
    """A quiet round's showdown (R17.3; R17.4's house rule `showdown`): every hand still in,
    shown to everyone (R19.4), the winners and what each seat won (R18)."""

    hands: tuple  # ShownHand, best five each (no exclusion at a showdown)
    winners: tuple
    payouts: tuple
    folded = False  # (as BattleReport's: the hands are there to be read)


def read_showdown(events: Sequence[A.Event]) -> Optional[ShowdownReport]:
    """The showdown that `events` held, if any, with what its pot paid."""
    held = None
    for event in events:
        if isinstance(event, A.ShowdownHeld):
            held = (tuple(ShownHand(seat, category, tuple(cards), ())
                          for seat, category, cards, _palace in event.hands),
                    tuple(event.winners))
        elif isinstance(event, A.PotAwarded) and held is not None:
            return ShowdownReport(held[0], held[1], tuple(event.payouts))
    return None


def read_result(events: Sequence[A.Event]):
    """What the panel has to say about `events`: the battle they decided, else the showdown
    they held, else None."""
    return read_battle(events) or read_showdown(events)


# -- what the panel says -------------------------------------------------------------------
