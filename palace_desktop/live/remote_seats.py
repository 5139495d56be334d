"""The seats of a remote table as the server tells them (who plays each, who is connected, who
is away and for how long, where a bot stands in), the words a plate and the seats dock say of
them, and the check of a chat line received. Everything read here came over the network:
each field is checked, and what does not fit is left out."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Optional

from PySide6.QtCore import QObject

from ..games.names import clean_name
from ..games.seats import SeatKind
from .i18n import fill

_LEVELS = ("random", "easy", "medium", "hard")


class RemoteTexts(QObject):
    """The translation context of a remote table's words: `RemoteTexts.tr(...)`."""


@dataclass(frozen=True)
class RemoteSeat(SeatKind):
    """Who plays a seat of a remote table: "you" (this computer), "bot" (the table's own, with
    its level) or "online" (a person at another computer); `note` is what the plate says of
    it (connected, away, a bot standing in)."""

    note: str = ""


@dataclass(frozen=True)
class SeatPlayer:
    kind: str  # "remote" or "bot", as the server says
    name: str = ""
    level: str = ""
    connected: bool = False
    stand_in: bool = False
    away: Optional[int] = None  # seconds the seat still waits for its player


def seats_from_json(data: Any, count: int) -> Optional[list[SeatPlayer]]:
    """The protocol's `seats` list, checked; None when it is not one for `count` seats."""
    if not isinstance(data, list) or len(data) != count:
        return None
    seats = []
    for item in data:
        if not isinstance(item, dict) or item.get("kind") not in ("remote", "bot"):
            return None
        level = item.get("level")
        seats.append(SeatPlayer(
            kind=item["kind"], name=clean_name(item.get("name"), ""),
            level=level if level in _LEVELS else "",
            connected=item.get("connected") is True, stand_in=item.get("stand_in") is True))
    return seats


def with_news(old: list[SeatPlayer], new: list[SeatPlayer]) -> list[SeatPlayer]:
    """`new`, keeping the countdown of a seat still away."""
    return [replace(n, away=o.away) if not n.connected and not n.stand_in else n
            for o, n in zip(old, new)]


def seat_kind(seat: int, player: SeatPlayer, own: int, clock: Optional[int] = None) -> RemoteSeat:
    if seat == own:
        return RemoteSeat("you", note=clock_words(clock) if clock is not None else "")
    if player.kind == "bot":
        return RemoteSeat("bot", player.level or "medium")
    note = online_words(player)
    if clock is not None:
        note = fill(RemoteTexts.tr("{status}, {clock}"), status=note, clock=clock_words(clock))
    return RemoteSeat("online", player.level, note=note)


def online_words(player: SeatPlayer) -> str:
    """Connected / Away, 42 s / A bot is playing for Ann."""
    if player.stand_in:
        return fill(RemoteTexts.tr("A bot is playing for {name}"), name=player.name)
    if player.connected:
        return RemoteTexts.tr("Connected")
    if player.away is not None:
        return RemoteTexts.tr("Away, %Ln s", "", player.away)
    return RemoteTexts.tr("Not connected")


def clock_words(seconds: int) -> str:
    return RemoteTexts.tr("%Ln s to act", "", seconds)
