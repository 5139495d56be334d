"""The one door to the accessibility layer: every accessibility event the app raises (an
announcement, a focus move over the table's cards) goes through `post`, so a test can hear
exactly what a screen reader would be told.

Announcements are polite by default: they wait for the screen reader to finish what it is
saying, as a game's running commentary should.

An announcement reaches only a screen reader that listens for it. Orca 43 (Debian 12) does not
and says nothing of one; it speaks a notification shown in the status bar (`spoken_notes`). A
current Orca speaks both, so each text takes one way, never both (issue 42): announcements when
a client of the accessibility bus has registered for them, or when the bus cannot be asked (not
Linux, no screen reader on), else notes. The registry is asked again after `RECHECK_S`, so a
screen reader started or changed while the game runs is followed.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QObject
from PySide6.QtGui import (QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent,
                           QGuiApplication)


ANNOUNCEMENT, NOTE = "announcement", "note"
RECHECK_S = 10.0
clock = time.monotonic
# The way the registry gave and when (`clock`); `forced` (force_way) overrides it.
_asked = {"way": ANNOUNCEMENT, "at": None, "forced": None}


def post(event: QAccessibleEvent) -> None:
    QAccessible.updateAccessibility(event)


def atspi_in_use() -> bool:
    """Qt speaks AT-SPI here (Linux, a screen reader or ALWAYS_ON has turned it on)."""
    return (sys.platform.startswith("linux") and QAccessible.isActive()
            and QGuiApplication.platformName() in ("xcb", "wayland"))


def way() -> str:
    """ANNOUNCEMENT or NOTE: how the screen reader on this desktop hears a text."""
    if _asked["forced"] is not None:
        return _asked["forced"]
    if not atspi_in_use():
        return ANNOUNCEMENT  # no AT-SPI, or nobody reading: Qt sends nothing either way
    now = clock()
    if _asked["at"] is None or now - _asked["at"] >= RECHECK_S:
        # Here, not at import: its socket module was ~8 ms before the dealt table's first
        # paint, and the bus is asked only once a screen reader has turned AT-SPI on.
        from . import atspi_registry

        heard = atspi_registry.listens_for_announcements()
        _asked.update(way=NOTE if heard is False else ANNOUNCEMENT, at=now)
    return _asked["way"]


def force_way(chosen: "str | None") -> None:
    """Take `chosen` (ANNOUNCEMENT, NOTE) from now on; None asks the desktop again."""
    _asked.update(forced=chosen, at=None)


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Ask the screen reader to say `text` (already translated). A note has no politeness:
    Orca queues it after what it is saying; it comes up to half a second later, gathered with
    the texts said with it."""
    if not text:
        return
    if way() == NOTE:
        from . import spoken_notes  # (here: ~1 ms a start that says nothing as a note)

        spoken_notes.say(source, text)
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    post(event)


def forget(source: QObject) -> None:
    """What was told in `source`'s window leaves the accessibility tree (a hot seat's curtain)."""
    from . import spoken_notes

    spoken_notes.forget(source)
