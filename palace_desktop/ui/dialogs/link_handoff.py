"""A NetLink passed from one listener to the next with no message lost between them.

NetLink emits from its network thread, and a queued signal goes to the receivers connected at
the moment it is emitted: a listener connected a moment later (the lobby made when `joined`
came, the remote table made at the first `state`) would never hear what came meanwhile, such
as the `seat_taken` that follows every `joined` or a bot's move just after the deal. So the
old listener holds the link (its thread waits, emitting nothing), takes what was already on
its way into a backlog, lets go; the new one connects; `release` tells it the backlog, in
order, then lets the thread go on.

    inbox = LinkInbox(link, self)            # its received/refused/closed: the link's, in order
    handoff = inbox.hand_over()              # nothing more reaches this inbox
    successor = LobbyDialog(link, ...)       # connects its own inbox (or the link itself)
    handoff.release()
"""

from __future__ import annotations

import threading
from typing import Optional

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal, Slot

HOLD_SECONDS = 10.0  # the most a link's thread waits for its next listener


class Handoff:
    """The link held, with what came before the old listener let go."""

    def __init__(self, link, backlog: list[tuple[str, tuple]], go: Optional[threading.Event]):
        self.link = link
        self.backlog = backlog
        self._go = go

    def release(self) -> None:
        """Tell the backlog to whoever listens now (on this, the GUI thread: at once, in
        order), then let the link's thread go on. Once."""
        backlog, self.backlog = self.backlog, []
        for signal_name, args in backlog:
            getattr(self.link, signal_name).emit(*args)
        if self._go is not None:
            self._go.set()
            self._go = None


def hold_link_thread(link) -> Optional[threading.Event]:
    """Make the link's network thread wait (it emits nothing meanwhile) until the event
    returned is set; None when the thread is not running."""
    thread = getattr(link, "_thread", None)
    if thread is None or not thread.running:
        return None
    holding, go = threading.Event(), threading.Event()

    def wait_here() -> None:
        holding.set()
        go.wait(HOLD_SECONDS)

    try:
        thread.call(wait_here)
    except RuntimeError:  # the loop closed meanwhile
        return None
    holding.wait(HOLD_SECONDS)
    return go


class LinkInbox(QObject):
    """A link's signals for one listener, re-emitted on the GUI thread, until `hand_over`."""

    received = Signal(dict)
    refused = Signal(str, str, str)
    closed = Signal(int, str)

    def __init__(self, link, parent: Optional[QObject] = None):
        super().__init__(parent)
        self.link = link
        self._backlog: Optional[list[tuple[str, tuple]]] = None
        link.received.connect(self._on_received)
        link.refused.connect(self._on_refused)
        link.closed.connect(self._on_closed)
        self._connected = True

    @Slot(dict)
    def _on_received(self, message: dict) -> None:
        self._take("received", (message,))

    @Slot(str, str, str)
    def _on_refused(self, code: str, message: str, about: str) -> None:
        self._take("refused", (code, message, about))

    @Slot(int, str)
    def _on_closed(self, code: int, reason: str) -> None:
        self._take("closed", (code, reason))

    def _take(self, signal_name: str, args: tuple) -> None:
        if self._backlog is not None:
            self._backlog.append((signal_name, args))
        elif self._connected:
            getattr(self, signal_name).emit(*args)

    def hand_over(self, first: tuple = ()) -> Handoff:
        """Stop listening: the link's thread waits, what it emitted already is taken into the
        backlog (after `first`: (signal name, args) pairs this listener is handing on), and
        the Handoff says it to the next listener at `release`."""
        go = hold_link_thread(self.link)
        self._backlog = list(first)
        # What the thread emitted before it stopped waits in this thread's queue for this
        # inbox: take it now, before the next listener connects.
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)
        self.disconnect_link()
        backlog, self._backlog = self._backlog, None
        return Handoff(self.link, backlog, go)

    def disconnect_link(self) -> None:
        if not self._connected:
            return
        self._connected = False
        for signal, slot in ((self.link.received, self._on_received),
                             (self.link.refused, self._on_refused),
                             (self.link.closed, self._on_closed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
