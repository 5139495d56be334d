"""The phases of a hand and the battle under way: the words the state machine's modules share
(state.py, legality.py, resolution.py), kept apart so none of them imports another for them."""

from __future__ import annotations

from dataclasses import dataclass

TURN = "turn"
TRIM = "trim"
DEFEND = "defend"
RESPOND = "respond"
OVER = "over"

MAX_SOLDIERS = 5


@dataclass
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
