"""The phases of a hand and the battle under way: the words the state machine's modules share
(state.py, legality.py, resolution.py), kept apart so none of them imports another for them."""

from __future__ import annotations

from enum import StrEnum

from .records import record


class Phase(StrEnum):
    """Where a hand is (R6-R16). A member is its text: equal to it, written as it in views,
    files and messages, so the hand-history format is unchanged."""

    TURN = "turn"  # a seat's turn (R7)
    TRIM = "trim"  # a seat must discard down to five soldiers (R10)
    DEFEND = "defend"  # the defender answers an attack (R13)
    RESPOND = "respond"  # the attacker answers a raise (R14)
    OVER = "over"


TURN, TRIM, DEFEND, RESPOND, OVER = Phase  # (the names the state machine's modules use)
BATTLE_PHASES = frozenset((DEFEND, RESPOND))  # a battle is being fought: call, raise or fold


class Outcome(StrEnum):
    """How a battle ended (`BattleEnded.outcome`, the battle records; ENGINE_API.md section
    3). A member is its text."""

    ATTACKER = "attacker"  # the attacker's hand won (R15.7)
    DEFENDER = "defender"
    SPLIT = "split"  # equal hands: the stakes are shared (R15.6)
    BOTH_OUT = "both_out"  # both excluded (R15.6)
    DEFENDER_FOLDED = "defender_folded"  # R13.3
    ATTACKER_FOLDED = "attacker_folded"  # R14.5


class PriceBasis(StrEnum):
    """Where a bet's or a call's amount comes from, for the words that explain it."""

    SOLDIERS = "soldiers"  # (soldiers + 1) x the small bet (R12.3, R13.2)
    ATTACKERS_BET = "attackers_bet"  # the call matches the attacker's bet (R13.2, `match`)
    LATEST_RAISE = "latest_raise"  # a call answers the latest raise (R14.1)
    ALL_IN = "all_in"  # all the chips, short of what is owed (R13.4, R14.6)


@record(frozen=True)
class Price:
    """An amount and where it comes from: `soldiers` (whose count made it) and `small_bet`
    for SOLDIERS."""

    amount: int
    basis: PriceBasis
    soldiers: int = 0
    small_bet: int = 0


FOLD_OUTCOMES = frozenset((Outcome.DEFENDER_FOLDED, Outcome.ATTACKER_FOLDED))
HAND_OUTCOMES = frozenset((Outcome.ATTACKER, Outcome.DEFENDER))  # a called battle, one hand won

MAX_SOLDIERS = 5


@record
class Battle:
    """The battle under way (R12-R14)."""

    attacker: int
    defender: int
    bet: int
    owed: int  # what the seat to act must pay to call (R13.2, R14.1)
    raises: int = 0

    def opponent_of(self, seat: int) -> int:
        """The other fighter of `seat`, one of the two."""
        return self.attacker if seat == self.defender else self.defender

    def copy(self) -> "Battle":
        return Battle(self.attacker, self.defender, self.bet, self.owed, self.raises)
