"""Per-player statistics (`statistics.json`, `palace-statistics/1`): hands played and won,
battles won and lost, net chips; counted from finished hands, read back strictly.

Two windows may count hands at once: each adds the hands it finished since its last save to
what the file holds (`add_to_statistics`, under the file's lock), so neither overwrites the
other's. The file stays small: at most MAX_PLAYERS players (the least recently played go
first), names of at most MAX_NAME_CHARS characters."""

from __future__ import annotations

import math
import time
from dataclasses import asdict, fields
from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:
    from ..engine.state import GameState
from .files import (MAX_STATISTICS_BYTES, Paths, atomic_write_json, document_part,
                    exclusive_lock, load_or_empty)
from .names import MAX_NAME_LENGTH, clean_name, name_key
from ..engine.records import record

STATISTICS_FORMAT = "palace-statistics/1"
MAX_COUNT = 10**15
# A player takes at most about 700 bytes of the file (a name of escaped characters, six bytes
# each, and every count at MAX_COUNT): 300 of them stay under a tenth of MAX_STATISTICS_BYTES,
# so the file is read and written at a hand's end in milliseconds.
MAX_PLAYERS = 300
MAX_NAME_CHARS = MAX_NAME_LENGTH  # names are cleaned as everywhere they come in (names.py)
NO_NAME = "?"  # counts a name of nothing but controls a file may hold


def player_key(name: str) -> str:
    """The name a player is counted under: cleaned as names.clean_name cleans every name
    (so no lone surrogate reaches a file UTF-8 cannot hold, and none is longer than typed)."""
    return clean_name(name, NO_NAME)


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, int) or value.bit_length() < 200 else \
        f"a number of about {len(str(abs(value)))} digits"
    return text if len(text) <= 60 else text[:57] + "..."


@record
class PlayerStats:
    """One player's counts, over every hand counted for that name."""

    hands_played: int = 0
    hands_won: float = 0.0  # a pot split k ways counts 1/k for each winner
    battles_won: int = 0
    battles_lost: int = 0
    chips_won: int = 0  # net over the hands: payouts minus what the seat put in
    last_played: int = 0  # when the last hand counted ended, in seconds since 1970 (UTC)

    def to_json(self) -> dict:
        return asdict(self)

    def add(self, other: "PlayerStats") -> None:
        """Count `other`'s hands too (another window's, or this one's not yet saved)."""
        for f in fields(self):
            if f.name == "last_played":
                self.last_played = max(self.last_played, other.last_played)
                continue
            total = getattr(self, f.name) + getattr(other, f.name)
            # Kept within what reading accepts: a file it refused would lose every player.
            setattr(self, f.name, max(-MAX_COUNT, min(MAX_COUNT, total)))

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


# Battle outcomes (engine.phases.Outcome, whose members are these texts: the frame's modules
# import no engine) -> who won: "attacker" or "defender". "split" and "both_out" decide
# nothing and count for neither.
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
            self.get(name, create=True).add(stats)
        self._keep_bounded()

    def record_hand(self, state: GameState, now: Optional[float] = None) -> None:
        """Add a finished hand (ended at `now`, default the present). Seats that sat the hand
        out are not counted."""
        if not state.is_over:
            raise ValueError("record_hand: the hand is not over")
        ended = int(time.time() if now is None else now)
        winners = hand_winners(state)
        for seat in state.players:
            stats = self.get(state.names[seat], create=True)
            stats.hands_played += 1
            stats.last_played = max(stats.last_played, ended)
            if seat in winners:
                stats.hands_won += 1 / len(winners)
            stats.chips_won += state.payouts[seat] - state.committed[seat]
        for battle in state.battles:
            side = _BATTLE_WINNER.get(battle.outcome)
            if side is None:
                continue
            winner = battle.attacker if side == "attacker" else battle.defender
            self.get(state.names[winner], create=True).battles_won += 1
            self.get(state.names[battle.opponent_of(winner)], create=True).battles_lost += 1
        self._keep_bounded()

    def add(self, other: "Statistics") -> None:
        """Count every hand of `other` too."""
        for name, stats in other._players.items():
            self.get(name, create=True).add(stats)
        self._keep_bounded()

    def replace_with(self, other: "Statistics") -> None:
        """Hold what `other` holds (this object stays the one a dialog shows)."""
        self._players = {name: PlayerStats(**asdict(stats))
                         for name, stats in other._players.items()}
        self._names = dict(other._names)

    def _keep_bounded(self) -> None:
        """At most MAX_PLAYERS players: the least recently played are forgotten first (among
        players of a file without dates, those with the fewest hands)."""
        if len(self._players) <= MAX_PLAYERS:
            return
        newest_first = sorted(self._players.items(), reverse=True,
                              key=lambda item: (item[1].last_played, item[1].hands_played,
                                                item[0]))
        self._players = dict(newest_first[:MAX_PLAYERS])
        self._names = {name_key(name): name for name in self._players}

    def get(self, name: str, create: bool = False) -> PlayerStats:
        """The counts of `name`, or of the name counted that looks the same: "Ann", "Ann"
        with a zero-width space and a Cyrillic "Аnn" are one person."""
        name = player_key(name)
        known = self._names.get(name_key(name))
        if known is None:
            if not create:
                return PlayerStats()
            self._players[name] = PlayerStats()
            self._names[name_key(name)] = known = name
        return self._players[known]

    def players(self) -> list[tuple[str, PlayerStats]]:
        return sorted(self._players.items(), key=lambda item: (item[0].casefold(), item[0]))

    def reset(self, name: Optional[str] = None) -> None:
        """Forget everyone, or one player."""
        if name is None:
            self._players.clear()
            self._names.clear()
        else:
            known = self._names.pop(name_key(player_key(name)), None)
            self._players.pop(known, None)

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
        # Names over the bound are cut (two that then agree add up), and only the most
        # recently played MAX_PLAYERS are kept, whatever an older version or an editor wrote.
        stats = cls()
        for name, value in players.items():
            stats.get(name, create=True).add(
                PlayerStats.from_json(value, f"players[{_short(name)}]"))
        stats._keep_bounded()
        return stats


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
    """Write `stats` as the whole file (what was there is replaced: see add_to_statistics)."""
    atomic_write_json(paths.statistics_path, stats.to_json())


def add_to_statistics(paths: Paths, hands: Statistics) -> tuple[Statistics, Optional[str]]:
    """Add `hands` (counted since the last save) to the statistics file, read again under its
    lock so that another window's hands saved meanwhile stay counted. Returns what the file
    now holds, and a warning when the file there could not be used (it was set aside and
    counting started again from `hands`). OSError (TimeoutError when another window holds
    the lock too long) when it could not be written: then nothing changed."""
    with exclusive_lock(paths.statistics_lock_path):
        stats, warning = load_statistics(paths)
        stats.add(hands)
        save_statistics(paths, stats)
    return stats, warning


def reset_statistics(paths: Paths, name: Optional[str] = None) -> Statistics:
    """Forget everyone (or one player) in the file, under its lock; returns what it holds."""
    with exclusive_lock(paths.statistics_lock_path):
        stats, _warning = load_statistics(paths)  # (a broken file is set aside either way)
        stats.reset(name)
        save_statistics(paths, stats)
    return stats
