"""Chat at a table (docs/PROTOCOL.md section 15): a line of plain text, or one of a few quick
messages that each receiver shows in its own language (so the line travels as its code).

A line is cleaned as a name is (games/names.py: no control or format characters, white space
folded, one line), and then must hold 1 to `MAX_CHAT_LENGTH` characters: a longer one is
refused rather than cut, so nobody's words are sent other than they were typed. No Qt: the
server and the app both use it; the app reads each `chat` the server sends through
`read_chat`, which trusts none of it.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable, Optional

from ..games.names import clean_line, clean_name

QUICK_MESSAGES = ("hello", "good_luck", "nice_hand", "well_played", "thanks", "one_moment",
                  "sorry", "good_game", "bye")
MAX_CHAT_LENGTH = 200  # characters, after cleaning
# Only this much of a line is looked at: the schema refuses a longer one before it is cleaned
# (white space folded, NFKC may shorten a line, but never by more than this leaves room for).
MAX_RAW_CHAT = 1000
CHAT_LINES = 5  # a connection sends at most this many lines ...
CHAT_WINDOW = 10.0  # ... within this many seconds
NO_SEAT = -1  # a line from a spectator, or from a maker who holds no seat


def clean_chat(text: object) -> str:
    """`text` as a chat line, or "" when it is none: not a string, nothing left once cleaned,
    or more than MAX_CHAT_LENGTH characters then."""
    line = clean_chat_text(text)
    return line if chat_length_fits(line) else ""


def clean_chat_text(text: object) -> str:
    """`text` cleaned as a chat line but not yet held to MAX_CHAT_LENGTH (what an input counts
    as it is typed: what it holds is what the server will take); "" when not a string or
    longer than MAX_RAW_CHAT."""
    if not isinstance(text, str) or len(text) > MAX_RAW_CHAT:
        return ""
    return clean_line(text, None, MAX_RAW_CHAT)


def chat_length_fits(line: str) -> bool:
    """Whether a cleaned line is one the server takes: 1 to MAX_CHAT_LENGTH characters."""
    return 0 < len(line) <= MAX_CHAT_LENGTH


class ChatRate:
    """At most CHAT_LINES lines within CHAT_WINDOW seconds, for one connection: on top of the
    connection's own rate, because a person reads chat more slowly than a table moves."""

    def __init__(self, clock: Callable[[], float], lines: int = CHAT_LINES,
                 window: float = CHAT_WINDOW):
        self.clock = clock
        self.lines = lines
        self.window = window
        self._sent: deque[float] = deque()

    def allow(self) -> bool:
        """True, and counted, when one more line is within the rate."""
        now = self.clock()
        while self._sent and self._sent[0] <= now - self.window:
            self._sent.popleft()
        if len(self._sent) >= self.lines:
            return False
        self._sent.append(now)
        return True


def read_chat(message: Any, seats: int = 10) -> Optional[dict]:
    """A server's `chat` message as the app may show it, or None when it is not one: `room`
    a short string, `seat` an integer from NO_SEAT to `seats` - 1, `name` cleaned (a
    fallback when empty), and exactly one of `text` (cleaned, 1..MAX_CHAT_LENGTH) or `quick`
    (one of QUICK_MESSAGES)."""
    if not isinstance(message, dict) or message.get("type") != "chat":
        return None
    room, seat = message.get("room"), message.get("seat")
    if not isinstance(room, str) or len(room) > 16:
        return None
    if not isinstance(seat, int) or isinstance(seat, bool) or not NO_SEAT <= seat < seats:
        return None
    line = {"type": "chat", "room": room, "seat": seat,
            "name": clean_name(message.get("name"), "?")}
    if ("text" in message) == ("quick" in message):
        return None
    if "text" in message:
        text = clean_chat(message["text"])
        if not text:
            return None
        line["text"] = text
    elif message["quick"] in QUICK_MESSAGES:
        line["quick"] = message["quick"]
    else:
        return None
    return line
