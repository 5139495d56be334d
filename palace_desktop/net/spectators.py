"""Who watches a table: spectators see the public view only, and only from a deal on.

A spectator is sent what everyone at the table sees: the engine's view from no seat
(`PUBLIC`: no palace before the rules show it, R19.2, R19.4; no hidden card of the piles)
and the events redacted for no seat. One who comes in mid-hand waits for the next deal: the
events of the hand so far are not told again, and a view without its events would leave a
spectator's log with a hole in the middle of the hand.
"""

from __future__ import annotations

from typing import Any

from ..engine.view import PUBLIC
from ..games.names import clean_name

__all__ = ["PUBLIC", "Spectators", "DEFAULT_MAX_SPECTATORS"]
DEFAULT_MAX_SPECTATORS = 20


class Spectators:
    def __init__(self, limit: int = DEFAULT_MAX_SPECTATORS):
        self.limit = limit
        self._names: dict[Any, str] = {}  # peer -> its cleaned name, in the order they came
        self._from_hand: dict[Any, int] = {}  # peer -> the first hand it is sent

    def __contains__(self, peer) -> bool:
        return peer in self._names

    def __len__(self) -> int:
        return len(self._names)

    def add(self, peer, name: str, from_hand: int) -> None:
        self._names[peer] = clean_name(name, "Spectator")
        self._from_hand[peer] = from_hand

    def remove(self, peer) -> bool:
        self._from_hand.pop(peer, None)
        return self._names.pop(peer, None) is not None

    def name_of(self, peer) -> str:
        return self._names.get(peer, "")

    def names(self) -> list[str]:
        return list(self._names.values())

    def peers(self) -> list:
        return list(self._names)

    def watching(self, hand: int) -> list:
        """The spectators sent the states of hand `hand`."""
        return [peer for peer, first in self._from_hand.items() if hand >= first]
