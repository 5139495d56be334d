"""The app's flow in one window: which game has the window, and how another replaces it.

Every way a game takes the window from the running one (Game ▸ New game, the summary's New
game, Game ▸ Resume a kept game, the tutorial's Play a real game) goes through
`Launcher.replace_running`: the tutorial ends, the running game is kept or deleted as the
person chooses, and only then does the new one start."""

from __future__ import annotations

import random
import sys
from typing import TYPE_CHECKING, Any, Callable, Optional

from .saved_flow import SavedGamesFlow
from .online_flow import OnlineFlow
from .sessions import new_session, session_meta
from .texts import LauncherTexts
from .tutorial_flow import TutorialFlow
from .window_start import WindowStart

if TYPE_CHECKING:
    from ...live.session import GameSession


class Launcher(WindowStart, TutorialFlow, SavedGamesFlow, OnlineFlow):
    """Starts games in one window: from the command line, a saved game or the New Game dialog."""

    def __init__(self, app, persistence, worker_factory, quits_on_signals: bool = False):
        self.app = app
        self.quits_on_signals = quits_on_signals  # the app's own (a test's leaves them alone)
        self.persistence = persistence
        self.worker_factory = worker_factory
        self.window = None
        self.viewers: list = []
        # Files set aside at start (settings, statistics): told once, in the window, since
        # someone who starts the app from the menu never sees stderr.
        self.notices: list[str] = list(persistence.notices)

    def show_notices(self) -> None:
        from ..plain_text import warn

        notices, self.notices = self.notices, []
        if notices and self.window is not None:
            warn(self.window, LauncherTexts.tr("Palace Desktop"), "\n\n".join(notices))

    # ----------------------------------------------------------------------------------------
    # A game on the window

    def session_from_setup(self, setup, seed: int) -> GameSession:
        rng = random.Random(seed)
        names = setup.names(rng)
        return new_session(names, setup.kinds(), seed, self.worker_factory(), setup.rules(),
                           setup.starting_chips)

    def start_set_up(self, setup, seed: Optional[int] = None) -> None:
        """A new game from the New Game dialog's `setup`, dealt from `seed` (default: any)."""
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        self.show(self.session_from_setup(setup, seed), seed, fresh=True)

    def ask_setup(self, parent=None):
        from ...games.setup import DEFAULT_PRESET, GameSetup, preset
        from ...live.seat_texts import local_player_name
        from ..dialogs.new_game import NewGameDialog

        settings = self.persistence.settings
        you = settings.player_name or local_player_name()
        try:
            initial = GameSetup.from_json(settings.last_setup) if settings.last_setup else None
        except ValueError:
            initial = None
        dialog = NewGameDialog(initial or preset(DEFAULT_PRESET, you), parent, player_name=you)
        while True:
            result = dialog.exec()
            if result == NewGameDialog.HOST_ONLINE:
                self.host_table(**dialog.online_stakes())
            elif result == NewGameDialog.JOIN_ONLINE:
                self.join_table()  # (its lobby, when joined, is what the start shows)
            else:
                break
            if self.lobby is not None:
                return None
            # The host's or join dialog cancelled: back to this one, as it was left (at the
            # start, the app closed: nothing chosen).
        if not result:
            return None
        setup = dialog.setup()
        self.persistence.settings.last_setup = setup.to_json()
        self.persistence.save_settings()
        return setup

    def show(self, session: GameSession, seed: int, fresh: bool) -> None:
        self.persistence.attach(session, session_meta(session, seed))
        self.put_on_screen(session)
        if fresh:
            from ...engine.deal import SeedDeal

            session.start_hand(SeedDeal(seed))  # the seed is the first hand's deal number
        else:
            self.window.resume()

    def open_at_start(self, seed: int, ask: bool = True, rejoin: bool = True) -> bool:
        """The app started without a game on its command line: a table on the network to
        rejoin, else the saved game, else the tutorial's offer (the first time), else the New
        Game dialog. False: nothing to show."""
        if rejoin and self.offer_rejoin(
                lambda: self.open_at_start(seed, ask, rejoin=False) or self.window.close()):
            return True
        had_save = self.persistence.paths.autosave_path.exists()
        if self.resume_saved(ask=ask, seed=seed):
            return True
        if not had_save and self.offer_tutorial():
            return True
        setup = self.ask_setup(self.window)
        if setup is None:
            return self.lobby is not None  # hosting a table instead: its lobby is open
        self.start_set_up(setup, seed)
        return True

    # ----------------------------------------------------------------------------------------
    # Another game takes the window

    def running_session(self) -> Optional[GameSession]:
        """The player's real game, on the window or set aside while the tutorial runs."""
        from ...live.tutorial import TutorialSession

        if self.tutorial is not None:
            return self.set_aside
        session = self.window.session if self.window is not None else None
        return None if isinstance(session, TutorialSession) else session

    def replace_running(self, start: Callable[[Any], None],
                        prepare: Callable[[], Any] = lambda: True) -> bool:
        """Put another game on the window: `prepare()` (the New Game dialog, say) is asked
        for what `start(prepared)` needs, None meaning cancelled. The tutorial ends first,
        its real game back on the window; an unfinished running game is kept or deleted as
        the person chooses, and only once `prepare` said yes. True when `start` was called.

        With the tutorial and no real game, `prepare` is asked before the tutorial ends:
        cancelled, the tutorial goes on."""
        from ..dialogs import saved_games

        if self.reading_save:
            return False
        prepared: Any = None
        if self.tutorial is not None:
            if self.set_aside is None:
                prepared = prepare()
                if prepared is None:
                    return False
                self.end_tutorial()
            else:
                self.leave_tutorial()
        choice = None
        running = self.running_session()
        remote = hasattr(running, "server_deals")  # a table on the network: no local save
        if remote:
            if not self.leave_remote_table():
                return False
        elif running is not None and not running.match.is_over:
            choice = saved_games.ask_replace(self.window, self.describe_running())
            if choice is None:
                return False
        if prepared is None:
            prepared = prepare()
            if prepared is None:
                return False
        if remote:
            self.stop_hosting()
        elif not self.put_away_running(choice):
            return False
        start(prepared)
        return True

    def new_game(self) -> None:
        """Game ▸ New game (or the summary's New game): a running match is kept for later or
        deleted only as the person chooses, and only once the new game is set up."""
        self.replace_running(self.start_set_up, prepare=lambda: self.ask_setup(self.window))

    def describe_running(self) -> str:
        from ..dialogs.saved_games import describe

        match = self.running_session().match
        return describe(match.names, len(match.hands))

    def put_away_running(self, choice) -> bool:
        """Keep or delete the running game's save before another takes the window. False when
        it could not be kept (then nothing replaces it)."""
        from ..dialogs import saved_games

        if choice == saved_games.KEEP:
            return self.persistence.keep_save()
        self.persistence.discard_save()
        return True

    def restart(self) -> None:
        """Start the app again (in the language just chosen) and close this one: the game,
        saved after every move, goes on in the new window (it is not replaced)."""
        from PySide6.QtCore import QProcess

        self.persistence.flush()  # the new process resumes from the autosave
        if getattr(sys, "frozen", False):  # the standalone bundle is its own program
            command = [sys.executable, "--resume"]
        else:
            command = [sys.executable, "-m", "palace_desktop", "--resume"]
        if QProcess.startDetached(command[0], command[1:])[0]:
            self.window.close()
            self.app.quit()

    # ----------------------------------------------------------------------------------------
    # File ▸ Open a hand history: a viewer window of its own, beside the game

    def open_history(self, path: str) -> None:
        from ...games.replay import PUBLIC
        from ..history_opening import HistoryOpening

        # Read, checked and replayed on a worker, within the bounds of `replay FILE`; a refusal
        # is one line in a message box.
        opening = HistoryOpening(path, self.window)
        opening.opened.connect(lambda cursor: self.show_history(cursor, path))
        opening.start(PUBLIC)

    def show_history(self, cursor, path: str) -> None:
        """A viewer of the loaded history: as the local player when the file has their name;
        at a hot seat, or for a stranger's file, the public view (whoever sits at the screen
        sees no palace)."""
        from ..replay_viewer import ReplayViewer
        from ..window_size import fit_into

        if not hasattr(cursor, "watch"):  # a seat's history from a table on the network
            from ..seat_history_window import SeatHistoryWindow

            self._keep_viewer(SeatHistoryWindow(cursor, None, source=path))
            return
        session = self.window.session
        you = next((session.match.names[s] for s, k in enumerate(session.kinds)
                    if k.is_you), None)
        if you in cursor.names and not session.hot_seat:
            cursor.watch(cursor.names.index(you))
        viewer = ReplayViewer(cursor, None, source=path)
        # Its own size where the screen has room for it, else the screen's, as the main window.
        fit_into(viewer, viewer.screen().availableGeometry(), shrinkable=[viewer.table_view],
                 wanted=viewer.size())
        self._keep_viewer(viewer)

    def _keep_viewer(self, viewer) -> None:
        """A history's window, beside the game: kept while it is open."""
        from PySide6.QtCore import Qt

        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.viewers.append(viewer)
        viewer.destroyed.connect(lambda *_: self.viewers.remove(viewer)
                                 if viewer in self.viewers else None)
        viewer.show()
