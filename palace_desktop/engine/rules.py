"""The table's stakes and house rules (RULES.md section 2, ENGINE_API.md section 2 `rules`)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Optional

from .records import record

LIMIT = "limit"
NO_LIMIT = "no-limit"

# Choice lists keep the default first, as RULES.md R2.4 and ENGINE_API.md list them.
CHOICES: dict[str, tuple] = {
    "structure": (LIMIT, NO_LIMIT),
    "exclusion": ("suit", "rank", "none"),
    "call_rule": ("own", "match"),
    "discard_cost": (0, "SB"),
    "limit_raise_without_soldiers": ("SB", "BB"),
    "two_left": ("battle", "showdown"),
}

_UNSET: Any = object()


@record(frozen=True)
class Rules:
    """Stakes and house rules, with every derived value resolved (R2.1-R2.4)."""

    small_bet: int = 5
    big_bet: int = 10
    ante: int = 2
    structure: str = LIMIT
    exclusion: str = "suit"
    call_rule: str = "own"
    discard_cost: Any = 0
    limit_raise_without_soldiers: str = "SB"
    raise_cap: Optional[int] = 3
    two_left: str = "battle"

    @classmethod
    def make(cls, small_bet: int = 5, big_bet: Optional[int] = None, ante: Optional[int] = None,
             structure: str = LIMIT, raise_cap: Any = _UNSET, **house: Any) -> "Rules":
        """Build rules with the defaults of R2: BB = 2 x SB, ante = SB // 2 but at least 1,
        raise cap 3 in limit and none in no-limit."""
        if not _is_int(small_bet) or small_bet <= 0:
            raise ValueError(f"rules.small_bet: must be a positive integer, got {small_bet!r}")
        if big_bet is None:
            big_bet = 2 * small_bet
        if ante is None:
            ante = max(1, small_bet // 2)
        if raise_cap is _UNSET:
            raise_cap = 3 if structure == LIMIT else None
        rules = cls(small_bet=small_bet, big_bet=big_bet, ante=ante, structure=structure,
                    raise_cap=raise_cap, **house)
        rules.validate()
        return rules

    def validate(self) -> None:
        """Raise ValueError naming the field when a value is not allowed."""
        for name in ("small_bet", "big_bet"):
            value = getattr(self, name)
            if not _is_int(value) or value <= 0:
                raise ValueError(f"rules.{name}: must be a positive integer, got {value!r}")
        if not _is_int(self.ante) or self.ante < 0:
            raise ValueError(f"rules.ante: must be an integer >= 0, got {self.ante!r}")
        if self.raise_cap is not None and (not _is_int(self.raise_cap) or self.raise_cap < 0):
            raise ValueError(f"rules.raise_cap: must be an integer >= 0 or null, got {self.raise_cap!r}")
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if not any(value == a and type(value) is type(a) for a in allowed):
                shown = ", ".join(repr(a) for a in allowed)
                raise ValueError(f"rules.{name}: unknown value {value!r} (allowed: {shown})")

    @property
    def is_limit(self) -> bool:
        return self.structure == LIMIT

    def bet_for(self, soldiers: int) -> int:
        """R12.3: the bet of a player with `soldiers` soldiers is (soldiers + 1) x SB."""
        return (soldiers + 1) * self.small_bet

    def call_for(self, defender_soldiers: int, attacker_soldiers: int) -> int:
        """R13.2: what calling a bet costs a defender with `defender_soldiers` soldiers, the
        attacker holding `attacker_soldiers`: the defender's own bet, or under `match` the
        attacker's (before any all-in, R13.4)."""
        return self.bet_for(attacker_soldiers if self.call_rule == "match"
                            else defender_soldiers)

    def raise_size_for(self, soldiers: int) -> int:
        """R14.2: a limit raise by a player holding `soldiers` soldiers."""
        if not soldiers and self.limit_raise_without_soldiers == "SB":
            return self.small_bet
        return self.big_bet

    @property
    def discard_price(self) -> int:
        """R9.2: what a Discard on a turn costs."""
        return self.small_bet if self.discard_cost == "SB" else 0

    def to_json(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict) -> "Rules":
        if not isinstance(data, dict):
            raise ValueError("rules: must be an object")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise ValueError(f"rules.{key}: unknown key")
        return cls.make(**data)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
