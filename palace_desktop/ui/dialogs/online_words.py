"""The words of playing across computers: why a table could not be reached or joined, said so
a person knows what to do, and what a seat at a table is. One place, so the join dialog, the
host's dialog, the lobby and the rejoin at start say each failure the same way."""

from __future__ import annotations

import re

from PySide6.QtCore import QObject

from ... import __version__
from ...live.i18n import digits, fill
from ...live.net_link import BAD_ADDRESS, NO_ANSWER, NOT_A_TABLE, NOT_TRUSTED, OTHER_VERSION

# The server's refusal names both versions: "...(Palace Desktop 0.1.0); your client ...".
_THEIR_VERSION = re.compile(r"\(Palace Desktop ([0-9A-Za-z.+\-]{1,32})\)")


class OnlineWords(QObject):
    """The translation context "OnlineWords": `OnlineWords.tr(...)`."""


def open_failure_text(reason: str, detail: str) -> str:
    """Why NetLink's `open` failed (`open_failed(reason, detail)`), and what to do."""
    if reason == NO_ANSWER:
        return OnlineWords.tr(
            "No table answered at that address. Check the address, and that the host's app "
            "is hosting; a firewall on the host's computer must let port 8765 in.")
    if reason == BAD_ADDRESS:
        return OnlineWords.tr(
            "That is not an address a table can be reached at. Type the address the host "
            "gave, such as 192.168.1.20 or 192.168.1.20:8765.")
    if reason == NOT_TRUSTED:
        # No "trust it anyway": a certificate taken unseen is no check at all.
        return fill(OnlineWords.tr(
            "This computer does not trust the table's certificate ({detail}), so the "
            "connection was not made: it could be someone else's. Ask the host for the "
            "address they gave out (a name their certificate is for), or for their "
            "certificate to install on this computer."), detail=detail[:200])
    if reason == OTHER_VERSION:
        found = _THEIR_VERSION.search(detail or "")
        if found:
            return fill(OnlineWords.tr(
                "The table runs another version of Palace Desktop ({theirs}; this is "
                "{ours}). Both need the same version to play together."),
                theirs=found.group(1), ours=__version__)
        return fill(OnlineWords.tr(
            "The table runs another version of Palace Desktop (this is {ours}). Both need "
            "the same version to play together."), ours=__version__)
    if reason == NOT_A_TABLE:
        return OnlineWords.tr(
            "Something answered at that address, but it is not a Palace Desktop table. Check "
            "the address and the port.")
    return OnlineWords.tr("The table could not be reached.")


def refusal_text(code: str) -> str:
    """A server's refusal (`error` code, docs/PROTOCOL.md section 6) in a person's words."""
    if code == "no_table":
        return OnlineWords.tr(
            "No table has that room code there. Check the code (ten letters and digits) with "
            "the host; the table may have ended.")
    if code == "wrong_password":
        return OnlineWords.tr("The password is not the table's. Ask the host for it.")
    if code == "table_full":
        return OnlineWords.tr("The table is full: every seat is taken. You may watch instead.")
    if code == "started":
        return OnlineWords.tr(
            "The game at that table has started already: only its players can come back. "
            "You may watch instead.")
    if code == "bad_token":
        return OnlineWords.tr("Your seat at that table is no longer kept for you.")
    if code == "spectators_full":
        return OnlineWords.tr("The table takes no more people watching.")
    if code == "seated":
        return OnlineWords.tr("You hold a seat at a table already.")
    if code in ("too_many_tables", "server_full"):
        return OnlineWords.tr("The server holds as many tables as it can: try again later.")
    if code == "rate_limited":
        return OnlineWords.tr("Too much at once: wait a moment and try again.")
    if code == "seat_held":
        return OnlineWords.tr("A player holds that seat: remove them first.")
    if code == "seat_empty":
        return OnlineWords.tr("Nobody holds that seat any more.")
    if code == "seats_free":
        return OnlineWords.tr("Every open seat must be taken before the start.")
    if code == "not_owner":
        return OnlineWords.tr("Only the host can do that.")
    return OnlineWords.tr("The table refused that.")


def closed_text() -> str:
    return OnlineWords.tr("The connection to the table was lost.")


def level_name(level: str) -> str:
    if level == "easy":
        return OnlineWords.tr("Easy")
    if level == "hard":
        return OnlineWords.tr("Hard")
    if level == "random":
        return OnlineWords.tr("Random")
    return OnlineWords.tr("Medium")


def seat_number(seat: int) -> str:
    return fill(OnlineWords.tr("Seat {number}"), number=digits(seat + 1))
