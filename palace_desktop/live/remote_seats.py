"""The seats of a remote table as the server tells them (who plays each, who is connected, who
is away and for how long, where a bot stands in), the words a plate and the seats dock say of
them, and the check of a chat line received. Everything read here came over the network:
each field is checked, and what does not fit is left out."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from typing import Any, Optional

from PySide6.QtCore import QObject

from ..games.names import clean_name
from ..games.seats import SeatKind
from .i18n import fill

# The quick messages' codes (docs/PROTOCOL.md, chat). Until lan's net/chat.py lands with
# its QUICK_MESSAGES, the same tuple here: the lead replaces it with an import.
QUICK_MESSAGES = ("hello", "good_luck", "nice_hand", "well_played", "thanks", "one_moment",
                  "sorry", "good_game", "bye")
MAX_CHAT = 200  # characters of a chat line, after cleaning
_CHAT_RAW = 1000  # only the start of a longer text is looked at (the server sends <= 200)
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


# -- chat -------------------------------------------------------------------------------------

def chat_from_json(message: dict, seats: int) -> Optional[dict]:
    """A `chat` message as `{"seat", "name", "text"}` or `{"seat", "name", "quick"}`, checked
    (a seat of the table or -1, a name cleaned, a text cleaned of control and format
    characters and at most MAX_CHAT long, a quick message's code known); None otherwise."""
    seat = message.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not -1 <= seat < seats:
        return None
    name = clean_name(message.get("name"), "?")
    if "quick" in message:
        quick = message["quick"]
        if "text" in message or quick not in QUICK_MESSAGES:
            return None
        return {"seat": seat, "name": name, "quick": quick}
    text = clean_chat(message.get("text"))
    if not text:
        return None
    return {"seat": seat, "name": name, "text": text}


def clean_chat(text: Any) -> str:
    """A chat line as it may be shown: NFKC, no control or format characters, white space
    folded, at most MAX_CHAT characters; "" when nothing is left."""
    if not isinstance(text, str):
        return ""
    kept = []
    for char in unicodedata.normalize("NFKC", text[:_CHAT_RAW]):
        category = unicodedata.category(char)
        if char.isspace() or category in ("Zl", "Zp"):
            kept.append(" ")
        elif category not in ("Cc", "Cf", "Cs", "Co", "Cn"):
            kept.append(char)
    return " ".join("".join(kept).split())[:MAX_CHAT].rstrip()
