"""Per-player statistics (`statistics.json`, `palace-statistics/1`): hands played and won,
battles won and lost, net chips; counted from finished hands, read back strictly."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:
    from ..engine.state import GameState
from .files import (MAX_STATISTICS_BYTES, Paths, atomic_write_json, document_part,
                    load_or_empty)
from .names import clean_name, name_key

STATISTICS_FORMAT = "palace-statistics/1"
MAX_COUNT = 10**15
NO_NAME = "?"  # counts a name of nothing but controls a file may hold


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, int) or value.bit_length() < 200 else \
        f"a number of about {len(str(abs(value)))} digits"
    return text if len(text) <= 60 else text[:57] + "..."


@dataclass
class PlayerStats:
    hands_played: int = 0
    hands_won: float = 0.0  # a pot split k ways counts 1/k for each winner
    battles_won: int = 0
    battles_lost: int = 0
    chips_won: int = 0  # net over the hands: payouts minus what the seat put in

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any, path: str) -> "PlayerStats":
        if not isinstance(data, dict):
            raise ValueError(f"{path}: must be an object")
        stats = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            number = isinstance(value, (int, float)) and not isinstance(value, bool)
            # A count beyond any real evening (or beyond a float) is a damaged file; checked
            # on the int itself, since converting a huge one to compare would fail.
            if not number or (isinstance(value, float) and not math.isfinite(value)) \
                    or abs(value) > MAX_COUNT:
                raise ValueError(f"{path}.{f.name}: must be a number up to {MAX_COUNT:.0e}, "
                                 f"got {_short(value)}")
            if f.name == "hands_won":
                value = float(value)
            elif value != int(value):
                raise ValueError(f"{path}.{f.name}: must be an integer, got {value!r}")
            else:
                value = int(value)
            if value < 0 and f.name != "chips_won":
                raise ValueError(f"{path}.{f.name}: must be >= 0, got {value!r}")
            setattr(stats, f.name, value)
        return stats


# Battle outcomes (ENGINE_API.md section 3) -> who won: "attacker" or "defender".
# "split" and "both_out" decide nothing and count for neither.
_BATTLE_WINNER = {"attacker": "attacker", "defender_folded": "attacker",
                  "defender": "defender", "attacker_folded": "defender"}


def hand_winners(state: GameState) -> list[int]:
    """The seats that won a finished hand: the showdown's winners, else the seats left in
    the hand (R17.1). Unlike `payouts > 0` this also holds when the pot was empty."""
    if state.showdown is not None:
        return list(state.showdown["winners"])
    return state.seats_in_hand()


class Statistics:
    """Per player name: hands played and won, battles won and lost, net chips."""

    def __init__(self, players: Optional[dict[str, PlayerStats]] = None):
        self._players: dict[str, PlayerStats] = {}
        self._names: dict[str, str] = {}  # name_key -> the name counted under it
        for name, stats in (players or {}).items():
            self._add(name, stats)

    def _add(self, name: str, stats: PlayerStats) -> None:
        """Count `stats` for `name` (cleaned), added to those of a name that looks the same:
        "Ann", "Ann" with a zero-width space and a Cyrillic "Аnn" are one person."""
        name = clean_name(name, NO_NAME)
        known = self._names.get(name_key(name))
        if known is None:
            self._players[name] = stats
            self._names[name_key(name)] = name
            return
        into = self._players[known]
        for f in fields(PlayerStats):
            setattr(into, f.name, getattr(into, f.name) + getattr(stats, f.name))

    def record_hand(self, state: GameState) -> None:
        """Add a finished hand. Seats that sat the hand out are not counted."""
        if not state.is_over:
            raise ValueError("record_hand: the hand is not over")
        winners = hand_winners(state)
        for seat in state.players:
            stats = self.get(state.names[seat], create=True)
            stats.hands_played += 1
            if seat in winners:
                stats.hands_won += 1 / len(winners)
            stats.chips_won += state.payouts[seat] - state.committed[seat]
        for battle in state.battles:
            side = _BATTLE_WINNER.get(battle["outcome"])
            if side is None:
                continue
            loser = "defender" if side == "attacker" else "attacker"
            self.get(state.names[battle[side]], create=True).battles_won += 1
            self.get(state.names[battle[loser]], create=True).battles_lost += 1

    def get(self, name: str, create: bool = False) -> PlayerStats:
        name = clean_name(name, NO_NAME)
        known = self._names.get(name_key(name))
        if known is None:
            if not create:
                return PlayerStats()
            self._add(name, PlayerStats())
            known = self._names[name_key(name)]
        return self._players[known]

    def players(self) -> list[tuple[str, PlayerStats]]:
        return sorted(self._players.items(), key=lambda item: (item[0].casefold(), item[0]))

    def reset(self, name: Optional[str] = None) -> None:
        """Forget everyone, or one player."""
        if name is None:
            self._players.clear()
            self._names.clear()
        else:
            self._players.pop(self._names.pop(name_key(clean_name(name, NO_NAME)), name), None)

    def __len__(self) -> int:
        return len(self._players)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Statistics) and self._players == other._players

    def to_json(self) -> dict:
        return {"format": STATISTICS_FORMAT,
                "players": {name: stats.to_json() for name, stats in self.players()}}

    @classmethod
    def from_json(cls, data: Any) -> "Statistics":
        """ValueError with a one-line message when `data` is not a statistics document."""
        players = document_part(data, "statistics file", STATISTICS_FORMAT, "players")
        return cls({name: PlayerStats.from_json(value, f"players[{name!r}]")
                    for name, value in players.items()})


def _statistics_from(data: Any) -> Statistics:
    try:
        return Statistics.from_json(data)
    except ValueError as error:
        # A field's own message ("players['Ann'].hands_won: ...") gets the file's framing.
        problem = str(error)
        if not problem.startswith("is "):
            problem = f"is not a valid statistics file ({problem})"
        raise ValueError(problem) from None


def load_statistics(paths: Paths) -> tuple[Statistics, Optional[str]]:
    """The statistics, and a warning to show or None. Missing file: empty. A file that
    cannot be used: empty, the file moved aside, and a warning."""
    return load_or_empty(paths.statistics_path, _statistics_from, Statistics,
                         "Statistics start again from zero.", MAX_STATISTICS_BYTES)


def save_statistics(paths: Paths, stats: Statistics) -> None:
    atomic_write_json(paths.statistics_path, stats.to_json())
