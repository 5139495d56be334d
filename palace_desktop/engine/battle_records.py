"""The finished battles of a hand (`GameState.battles`, `SeatView.battles`): named, immutable
records. The state appends one as each battle ends (resolution.py, and state.py for a fold);
a view holds them as its viewer saw them (shown.py: the compared hands only where R19.2 lets
it see them). Being frozen, one record is shared by the state, its clones and every view.

In a hand's result (history.py `result_of`) and on the wire they are written as ENGINE_API.md
section 3 shows, `to_json()` and `from_json()` converting at that edge, so the format stays
as it was byte for byte: `{"attacker", "defender", "outcome"}` and, for a called battle as
its reader saw it, `"hands"`: `[{"seat", "category", "cards"}]`.
"""

from __future__ import annotations

from typing import Any, Optional

from .phases import Outcome
from .records import record


@record(frozen=True)
class ShownHand:
    """A hand compared in a called battle (R15.2-R15.3): whose, its category, its cards as
    text (`str(card)`)."""

    seat: int
    category: str
    cards: tuple[str, ...]

    def to_json(self) -> dict:
        return {"seat": self.seat, "category": self.category, "cards": list(self.cards)}

    @classmethod
    def from_json(cls, data: Any) -> "ShownHand":
        """The hand `to_json` wrote; ValueError for anything else (its bytes are untrusted)."""
        if not isinstance(data, dict) or set(data) != {"seat", "category", "cards"}:
            raise ValueError(f"not a shown hand: {data!r:.80}")
        seat, category, cards = data["seat"], data["category"], data["cards"]
        if (not _is_seat(seat) or not isinstance(category, str) or not isinstance(cards, list)
                or not all(isinstance(card, str) for card in cards)):
            raise ValueError(f"not a shown hand: {data!r:.80}")
        return cls(seat, category, tuple(cards))


@record(frozen=True)
class BattleRecord:
    """A finished battle: who attacked whom and how it ended (R13.3, R14.5, R15.6, R15.7).
    `hands`: the compared hands of a called battle, as the record's reader may see them;
    None where it sees none (a fold, or a battle it did not fight in: R19.2)."""

    attacker: int
    defender: int
    outcome: Outcome
    hands: Optional[tuple[ShownHand, ...]] = None

    def opponent_of(self, seat: int) -> int:
        """The other fighter of `seat`, one of the two."""
        return self.attacker if seat == self.defender else self.defender

    def without_hands(self) -> "BattleRecord":
        """The record as a seat that did not fight in it saw it (R19.2)."""
        if self.hands is None:
            return self
        return BattleRecord(self.attacker, self.defender, self.outcome)

    def to_json(self) -> dict:
        data = {"attacker": self.attacker, "defender": self.defender, "outcome": self.outcome}
        if self.hands is not None:
            data["hands"] = [hand.to_json() for hand in self.hands]
        return data

    @classmethod
    def from_json(cls, data: Any) -> "BattleRecord":
        """The record `to_json` wrote; ValueError for anything else (its bytes are
        untrusted)."""
        if not isinstance(data, dict) or not (
                {"attacker", "defender", "outcome"} <= set(data)
                <= {"attacker", "defender", "outcome", "hands"}):
            raise ValueError(f"not a battle record: {data!r:.80}")
        attacker, defender, hands = data["attacker"], data["defender"], data.get("hands")
        if not (_is_seat(attacker) and _is_seat(defender)):
            raise ValueError(f"not a battle record: {data!r:.80}")
        outcome = Outcome(data["outcome"])  # ValueError for an unknown one
        if hands is not None:
            if not isinstance(hands, list):
                raise ValueError(f"not a battle record: {data!r:.80}")
            hands = tuple(ShownHand.from_json(hand) for hand in hands)
        return cls(attacker, defender, outcome, hands)


def _is_seat(value: Any) -> bool:
    return type(value) is int and value >= 0
