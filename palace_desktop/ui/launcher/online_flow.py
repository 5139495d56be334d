"""Tables on other computers from the app: Host a table (from the New Game dialog), Game > Join
a table, the lobby, the start that hands the table to the window, and at the next start the
offer to rejoin a table this app holds a seat at (games/online_seats.py keeps the token)."""

from __future__ import annotations

from typing import Callable, Optional

from .texts import LauncherTexts


def lan_tables():
    """The tables announced on this network (live.lan_tables.LanTables), or None when this
    build has no discovery."""
    try:
        from ...live.lan_tables import LanTables
    except ImportError:
        return None
    return LanTables()


def remote_session(link, room: str, seat: int, token: str, seats: list):
    """The session of a started table on the network (engineer "remote"'s RemoteSession)."""
    from ...live.remote_session import RemoteSession

    return RemoteSession(link, room, seat, token, seats)


class OnlineFlow:
    """The launcher's part that hosts, joins and rejoins tables on the network."""

    lobby = None  # the LobbyDialog while one is open
    hosting = None  # the HostedServer of the table this app hosts
    join_dialog = None
    lan_tables_factory: Callable[[], object] = staticmethod(lan_tables)
    remote_session_factory: Callable = staticmethod(remote_session)
    server_factory: Optional[Callable[[], object]] = None  # tests: a server of their own
    link_factory: Optional[Callable[[], object]] = None

    def _your_name(self) -> str:
        from ...live.seat_texts import local_player_name

        return self.persistence.settings.player_name or local_player_name()

    def _factories(self, **extra) -> dict:
        options = dict(extra)
        if self.link_factory is not None:
            options["link_factory"] = self.link_factory
        return options

    def _seats_path(self):
        from ...games.online_seats import seats_path

        return seats_path(self.persistence.paths)

    # ----------------------------------------------------------------------------------------
    # Hosting and joining

    def host_table(self, chips: int = 200, rules: Optional[dict] = None) -> None:
        """New Game > Host a table…: the host's dialog, then the lobby."""
        from ..dialogs.host_table import HostTableDialog

        options = self._factories(chips=chips, rules=rules)
        if self.server_factory is not None:
            options["server_factory"] = self.server_factory
        dialog = HostTableDialog(self._your_name(), self.window, **options)
        dialog.table_joined.connect(lambda joined: self.show_lobby(joined, dialog.server))
        dialog.exec()
        dialog.deleteLater()

    def join_table(self) -> None:
        """Game > Join a table: the tables on this network, or one by address; then its
        lobby."""
        from ..dialogs.join_table import JoinTableDialog

        if self.lobby is not None:
            self.lobby.raise_()
            self.lobby.activateWindow()
            return
        dialog = JoinTableDialog(self._your_name(), self.window,
                                 lan_tables=self.lan_tables_factory(), **self._factories())
        dialog.table_joined.connect(self.show_lobby)
        self.join_dialog = dialog
        dialog.exec()
        self.join_dialog = None
        dialog.deleteLater()

    def show_lobby(self, joined, hosting=None) -> None:
        """The lobby of a table just joined (or hosted: `hosting` serves it)."""
        from ..dialogs.lobby import LobbyDialog

        self.hosting = hosting
        # A hosted table lives in this app's own process: after a crash there is no table to
        # come back to, so only a seat at another computer's table is kept.
        if joined.seat >= 0 and hosting is None:
            self._keep_seat(joined.uri, joined.room, joined.seat, joined.token, joined.name)
        addresses, port = [], None
        if hosting is not None:
            port = int(joined.uri.rsplit(":", 1)[1])  # ws://127.0.0.1:PORT, the host's own
            try:
                addresses = list(hosting.addresses())
            except Exception:  # the addresses are a help: the LAN finds the table anyway
                addresses = []
        lobby = LobbyDialog(joined.link, joined.room, joined.seat, joined.token, joined.seats,
                            maker=hosting is not None, addresses=addresses, port=port,
                            hosting=hosting, host_name=joined.name,
                            spectators=joined.spectators, handoff=joined.handoff,
                            parent=self.window)
        lobby.table_started.connect(self.take_started_table)
        lobby.left.connect(lambda: self._left_table(joined.uri, joined.room))
        lobby.finished.connect(lambda *_: self._lobby_closed(lobby))
        self.lobby = lobby
        lobby.open()
        lobby.begin()

    def _lobby_closed(self, lobby) -> None:
        if self.lobby is lobby:
            self.lobby = None
        lobby.deleteLater()

    def _left_table(self, uri: str, room: str) -> None:
        """Left before the start (or sent away): the seat is no longer ours, and a table
        this app hosted ends."""
        self._forget_seat(uri, room)
        self.stop_hosting()

    def take_started_table(self, link, room: str, seat: int, token: str, seats: list) -> None:
        """The lobby's `table_started`: the table on the network takes the window. THE one
        place where the lobby meets the remote table (live.remote_session.RemoteSession)."""
        self._keep_local_game()
        session = self.remote_session_factory(link, room, seat, token, seats)
        match_over = getattr(session, "match_over", None)
        if match_over is not None:  # a finished table keeps no seat to come back to
            match_over.connect(lambda *_: self._forget_seat(link.uri, room))
        self.put_on_screen(session)
        online = getattr(self.window, "online_table", None)
        if online is not None:
            online.hosting = self.hosting  # the host is asked before its window ends the game

    def leave_remote_table(self) -> bool:
        """Before another game takes the window from a table on the network: the person
        says so (their seat waits for them at another computer's table; a table this app
        hosts ends). True to go on."""
        from PySide6.QtWidgets import QMessageBox

        from ..dialogs.question import yes_or_no

        session = self.window.session if self.window is not None else None
        if not hasattr(session, "server_deals") or session.match.is_over:
            return True
        return yes_or_no(
            self.window, QMessageBox.Icon.Question, LauncherTexts.tr("Leave the table?"),
            LauncherTexts.tr("You are playing at a table on the network."),
            LauncherTexts.tr("You host it: if you leave, the game ends for everyone at it.")
            if self.hosting is not None else
            LauncherTexts.tr("Your seat waits for you there (a bot plays it after a while): "
                             "Palace Desktop offers to take it back at its next start."),
            LauncherTexts.tr("&Leave the table"), LauncherTexts.tr("&Stay"))

    def stop_hosting(self) -> None:
        """The table this app serves ends (its players are told by their connections)."""
        hosting, self.hosting = self.hosting, None
        if hosting is not None:
            try:
                hosting.withdraw()
                hosting.stop()
            except Exception:  # ending it is all that is wanted
                pass

    def _keep_local_game(self) -> None:
        """A local game left unfinished waits in Game > Resume a kept game: the person chose
        to play at the table on the network, and nothing of theirs is deleted unasked."""
        running_session = getattr(self, "running_session", None)
        running = running_session() if running_session is not None else None
        match = getattr(running, "match", None)
        if match is not None and not match.is_over:
            from ..dialogs import saved_games

            self.put_away_running(saved_games.KEEP)

    # ----------------------------------------------------------------------------------------
    # Seats kept for a rejoin

    def _keep_seat(self, uri, room, seat, token, name) -> None:
        import time

        from ...games.online_seats import OnlineSeat, keep_seat

        try:
            keep_seat(self._seats_path(), OnlineSeat(uri, room, seat, token, name, time.time()))
        except (OSError, ValueError):
            pass  # a rejoin after a crash is a help: the table plays on without it

    def _forget_seat(self, uri: str, room: str) -> None:
        from ...games.online_seats import forget_seat

        try:
            forget_seat(self._seats_path(), uri, room)
        except OSError:
            pass

    def offer_rejoin(self, otherwise: Callable[[], None]) -> bool:
        """At the start: the newest seat kept at a table on the network, offered back
        (Rejoin, Not now, Forget it). True when a rejoin is under way: its lobby or table
        follows, or on failure its words and then `otherwise()`."""
        from ...games.online_seats import read_seats
        from ..dialogs import rejoin_offer

        kept = read_seats(self._seats_path())
        if not kept:
            return False
        seat = kept[0]
        choice = rejoin_offer.ask_rejoin(self.window, seat.room, seat.uri, seat.name)
        if choice == rejoin_offer.FORGET:
            self._forget_seat(seat.uri, seat.room)
            return False
        if choice != rejoin_offer.REJOIN:
            return False
        self.rejoin(seat, otherwise)
        return True

    def rejoin(self, seat, otherwise: Callable[[], None] = lambda: None) -> None:
        """Take `seat` (an OnlineSeat) back with its token."""
        from ..dialogs.join_table import TableAttempt, default_link, join_message

        link = (self.link_factory or default_link)()
        request = join_message("join", seat.room, seat.name, token=seat.token)

        def failed(text: str, why: str) -> None:
            from ..plain_text import warn

            if why in ("no_table", "bad_token"):
                self._forget_seat(seat.uri, seat.room)
                text = LauncherTexts.tr("That table is gone, or your seat there is no longer "
                                        "kept: it is forgotten.")
            warn(self.window, LauncherTexts.tr("Rejoin a table"), text)
            otherwise()

        self.rejoin_attempt = TableAttempt(self.window, link, seat.uri, request,
                                           self.show_lobby, failed)
