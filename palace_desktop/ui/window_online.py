"""What the main window adds for a table on a server (live/remote_session.py): the plates' and
the seats dock's words for each seat (connected, "Away, 42 s", "A bot is playing for Ann", the
turn clock), which a screen reader reads as the plates' accessible names, the news of them said
aloud once, and the connection's state in the status bar.

The window takes a `RemoteSession` as it takes a local game (`set_session`), which calls
`follow_online`. A remote game is not autosaved here (the server keeps it) and does not count
in this computer's statistics: the launcher attaches no persistence to it. Its history
(Game > Export the match) is what the seat saw (live/remote_match.py)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QObject, Slot

from ..live.i18n import fill
from ..live.session import is_remote

if TYPE_CHECKING:  # (a local game's window imports no network code)
    from ..live.remote_session import RemoteSession

log = logging.getLogger(__name__)

LOST_MS = 0  # the status bar keeps the connection's trouble until it changes
BACK_MS = 5000
CLOCK_WARNING = 10  # seconds left to act when this seat is told so aloud


def follow_online(window, session) -> None:
    """Called by `MainWindow.set_session`: the window's online part follows `session` when
    it is a remote table's, and lets the previous one go."""
    old: Optional[OnlineTable] = getattr(window, "online_table", None)
    if old is not None:
        old.detach()
        old.deleteLater()
    remote = is_remote(session)
    window.online_table = OnlineTable(window, session) if remote else None
    if remote:  # the chat of this table: its lines and mutes last while the window does
        from .chat_dock import add_chat_dock

        add_chat_dock(window, session, own_seat=session.seat, own_name=session.link.name,
                      table=session.room)
    elif getattr(window, "chat_dock", None) is not None:  # (a local game imports no chat)
        from .chat_dock import remove_chat_dock

        remove_chat_dock(window)


class OnlineTable(QObject):
    def __init__(self, window, session: RemoteSession):
        super().__init__(window)
        self.window = window
        self.session = session
        self.hosting = None  # the HostedServer when this app serves the table (the launcher's)
        window.installEventFilter(self)
        self._heard = self._moods()  # what was last said of each seat
        self._links = [(session.seat_status_changed, self.on_seat_status),
                       (session.connection_lost, self.on_connection_lost),
                       (session.connection_back, self.on_connection_back),
                       (session.rejoin_failed, self.on_rejoin_failed),
                       (session.turn_clock, self.on_turn_clock),
                       (session.problem, self.on_problem)]
        for signal, slot in self._links:
            signal.connect(slot)

    def eventFilter(self, watched, event) -> bool:
        from PySide6.QtCore import QEvent

        if (watched is self.window and event.type() == QEvent.Type.Close
                and self.hosting is not None and not self.session.match.is_over
                and not self._host_may_close()):
            event.ignore()
            return True
        return False

    def _host_may_close(self) -> bool:
        """The table this app serves ends with it: the host says so first."""
        from PySide6.QtWidgets import QMessageBox

        from .dialogs.question import yes_or_no

        return yes_or_no(self.window, QMessageBox.Icon.Warning,
                         self.tr("Close Palace Desktop?"),
                         self.tr("This computer hosts the table."),
                         self.tr("If Palace Desktop closes, the game ends for everyone "
                                 "at the table."),
                         self.tr("&Close and end the game"), self.tr("&Keep playing"))

    def detach(self) -> None:
        self.window.removeEventFilter(self)
        for signal, slot in self._links:
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass

    # -- the seats -------------------------------------------------------------------------------

    def _moods(self) -> dict[int, str]:
        """Each other person's seat: "connected", "away" or "bot" (what is said aloud when
        it changes; the countdown's seconds are not)."""
        return {seat: ("bot" if player.stand_in else
                       "connected" if player.connected else "away")
                for seat, player in enumerate(self.session.players())
                if seat != self.session.seat and player.kind == "remote"}

    @Slot(int)
    def on_seat_status(self, seat: int) -> None:
        window = self.window
        scene = window.scene
        scene.seat_notes = self.session.seat_notes()
        # The plates take their notes when they are set again: the thinking mark's setter
        # sets them all (scene.py has no other public way, and is over 600 lines).
        scene.set_thinking(seat, scene.is_thinking(seat))
        window.seats_model.refresh()
        self._say_news()

    def _say_news(self) -> None:
        from .announcer import speaks

        moods = self._moods()
        names = self.session.match.names
        for seat, mood in moods.items():
            if self._heard.get(seat) == mood:
                continue
            self._heard[seat] = mood
            name = names[seat] if seat < len(names) else ""
            if mood == "away":
                text = fill(self.tr("{name} lost the connection; the seat waits for them."),
                            name=name)
            elif mood == "bot":
                text = fill(self.tr("A bot is playing for {name}."), name=name)
            else:
                text = fill(self.tr("{name} is connected."), name=name)
            # In the log for all to read; a reader who hears all the log hears it there,
            # one who hears only their turn and battles hears it as they would their turn.
            self.window.log_model.add_line(text)
            mode = self.window.announcer.mode
            if mode != "all" and speaks(mode, "turn"):
                self.window.announcer.say(text)

    @Slot(int, int)
    def on_turn_clock(self, seat: int, seconds: int) -> None:
        from .announcer import speaks

        if seat == self.session.seat and seconds == CLOCK_WARNING:
            if speaks(self.window.announcer.mode, "turn"):
                self.window.announcer.say(self.tr("%Ln seconds left to act.", "", seconds))

    # -- the connection --------------------------------------------------------------------------

    @Slot()
    def on_connection_lost(self) -> None:
        self._tell(self.tr("The connection to the table is lost: taking your seat back…"),
                   LOST_MS)

    @Slot()
    def on_connection_back(self) -> None:
        self._tell(self.tr("Back at the table."), BACK_MS)

    @Slot(str)
    def on_rejoin_failed(self, why: str) -> None:
        if why == "taken_elsewhere":
            text = self.tr("Your seat was taken from another window or computer with its "
                           "rejoin code: it is played there now.")
        else:
            text = self.tr("Could not get back to the table. The server keeps your seat for "
                           "you: join the table again to take it back.")
        self._tell(text, LOST_MS)

    def _tell(self, text: str, ms: int) -> None:
        self.window.statusBar().showMessage(text, ms)
        self.window.announcer.say(text)

    @Slot(str)
    def on_problem(self, detail: str) -> None:
        # A message the server should not have sent: left out (the session did), kept for
        # whoever reads the log; the player can do nothing about it.
        log.warning("remote table %s: %s", self.session.room, detail)
