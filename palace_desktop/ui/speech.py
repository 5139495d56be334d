"""The one door to the accessibility layer: every accessibility event the app raises (an
announcement, a focus move over the table's cards) goes through `post`, so a test can hear
exactly what a screen reader would be told.

Announcements are polite by default: they wait for the screen reader to finish what it is
saying, as a game's running commentary should.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent


def post(event: QAccessibleEvent) -> None:
    QAccessible.updateAccessibility(event)


def announce(source: QObject, text: str, assertive: bool = False) -> None:
    """Ask the screen reader to say `text` (already translated)."""
    if not text:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    post(event)
