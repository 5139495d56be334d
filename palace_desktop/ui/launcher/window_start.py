"""The window's start: its frame on screen first, then what a start does after that first
frame (the game dealt at once, or the start's question); the window fitted to the screen.

A start shows the main window's frame first (issue 16), so what only the game needs (the
engine, the session, the table, the bots' worker) is imported where it is first used, after
that frame is on screen."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Optional

from .sessions import new_session

if TYPE_CHECKING:
    from ...live.session import GameSession

FIRST_FRAME_WAIT_MS = 1000


class WindowStart:
    """The launcher's part that makes the window and shows its first frame."""

    _on_screen_calls: Optional[list] = None
    _on_screen_timer = None  # runs them if the dealt table is not painted in time

    def when_on_screen(self, then) -> None:
        """`then()` once this start is on screen: its dealt table painted (or
        FIRST_FRAME_WAIT_MS after the deal, for a window never painted), or its frame shown
        under the start's question. What the player does not wait for waits for that."""
        if self._on_screen_calls is None:
            self._on_screen_calls = []
        self._on_screen_calls.append(then)

    def _now_on_screen(self) -> None:
        timer, self._on_screen_timer = self._on_screen_timer, None
        if timer is not None:
            timer.stop()
        calls, self._on_screen_calls = self._on_screen_calls or [], []
        for call in calls:
            call()

    def put_on_screen(self, session: GameSession) -> None:
        """Show `session` in the window, making the window the first time."""
        if self.window is None:
            self.open_window(session)
            return
        built = self.window.has_game_parts
        self.window.set_session(session)
        if not built:  # the frame came first (`start_at_once`): the table and docks now
            self.fit_parts_on_screen(self.window)

    def open_window(self, session: Optional[GameSession] = None,
                    deal_follows: bool = False) -> None:
        """Make and show the window, with `session`, or as its frame alone (menus, status
        bar) when a game is to follow (`deal_follows`: dealt just after that frame)."""
        from ..main_window import MainWindow

        self.window = MainWindow(session, persistence=self.persistence)
        self.window.new_game_requested.connect(self.new_game)
        self.window.open_history_requested.connect(self.open_history)
        self.window.resume_kept_requested.connect(self.resume_kept)
        self.window.restart_requested.connect(self.restart)
        self.window.learn_to_play_requested.connect(self.learn_to_play)
        self.window.join_table_requested.connect(self.join_table)
        self.after_first_frame(session.worker if session is not None else None, deal_follows)
        self.fit_on_screen(self.window)
        self.window.show()
        report_first_frame(self.window)
        self.window.raise_()
        self.window.activateWindow()
        if self.notices:
            # Once the window is on screen and before what a start asks or deals after its
            # first frame: the notice's dialog is closed before the next one opens.
            self.window.first_frame_shown.connect(self.show_notices)

    def start_at_once(self, names, kinds, seed: int) -> None:
        """A game from the command line. The window's frame is on screen first, as fast as a
        bare window's; the game (the engine, the table, the docks, the bots' worker) is made
        and dealt just after that first frame, in the next turn of the event loop."""
        self.open_window(deal_follows=True)
        self.window.first_frame_shown.connect(lambda: self._deal_at_once(names, kinds, seed))

    def _deal_at_once(self, names, kinds, seed: int) -> None:
        worker = self.worker_factory()
        held = hasattr(worker, "hold")
        if held:  # its process starts once the dealt table is on screen
            worker.hold(first_frame_wait_ms())
        # The deal's autosave too (or at the latest FIRST_FRAME_WAIT_MS after the deal).
        self.persistence.hold_saves()
        self.when_on_screen(self.persistence.release_saves)
        self.show(new_session(names, kinds, seed, worker), seed, fresh=True)
        from ..after_paint import AfterFirstPaint

        viewport = self.window.table_view.viewport()
        AfterFirstPaint(viewport, self._now_on_screen)
        from PySide6.QtCore import QTimer

        self._on_screen_timer = QTimer(self.window)
        self._on_screen_timer.setSingleShot(True)
        self._on_screen_timer.timeout.connect(self._now_on_screen)
        # Counted under valgrind, the deal takes longer than that: what waits for the table
        # would be counted with it (the app's icon, ~45 M instructions), as it never is on a
        # screen.
        self._on_screen_timer.start(first_frame_wait_ms())
        if held:
            # Not a zero timer: the table's first paint waits a turn or two more (the docks'
            # sizing, `MainWindow._build_game_parts`), and the process started first.
            AfterFirstPaint(viewport, worker.release)
        # A window never painted (started minimised) still gets it, for its taskbar entry.
        self.when_on_screen(self.put_icon_if_none)
        report_table_frame(self.window)

    def _quit_on_signals(self) -> None:
        from ..quit_signals import QuitOnSignals

        self.window.quit_on_signals = QuitOnSignals(self.window)

    def put_icon_if_none(self) -> None:
        if self.app.windowIcon().isNull():  # (put already by an earlier window?)
            put_app_icon(self.app)

    def start_with_a_question(self, seed: int, ask: bool = True) -> None:
        """The app started without a game on its command line: the window's frame first, then
        over it the saved game's question, the tutorial's offer or the New Game dialog
        (`open_at_start`). Nothing chosen: the window closes, and with it the app."""
        self.open_window()
        # Before the question, whose dialog holds the event loop until it is answered.
        self.window.first_frame_shown.connect(self._now_on_screen)
        self.window.first_frame_shown.connect(
            lambda: self.open_at_start(seed, ask) or self.window.close())

    def after_first_frame(self, worker, deal_follows: bool = False) -> None:
        """What the first frame does not need waits until it is on screen, or at the latest
        FIRST_FRAME_WAIT_MS: the bots' worker process, the other languages' fonts, the app's
        icon (and what a start does next: `start_at_once`, `start_with_a_question`). When a
        deal follows that frame, the icon waits for the dealt table's first paint instead
        (`_deal_at_once`): ~20 ms of CPU a player would wait for with the cards."""
        from ..fonts import register_fonts

        wait = first_frame_wait_ms()
        self.window.wait_for_first_frame(wait)
        if self.quits_on_signals and deal_follows:
            # Once the dealt table is on screen: the handlers (their module and `signal`'s,
            # ~2.5 ms) before it delayed its first frame; a signal before them ends the
            # process as it always did, with a game just dealt to lose.
            self.when_on_screen(self._quit_on_signals)
        elif self.quits_on_signals:  # first: a question asked at that frame waits for its answer
            from ..quit_signals import quit_on_signals_after_first_frame

            quit_on_signals_after_first_frame(self.window)
        self.window.first_frame_shown.connect(register_fonts)
        if self.app.windowIcon().isNull() and not deal_follows:  # (an earlier window's?)
            self.window.first_frame_shown.connect(self.put_icon_if_none)
        # A BotWorker (the tutorial's scripted one starts nothing; a game made after the first
        # frame has none yet).
        if hasattr(worker, "hold"):
            worker.hold(wait)
            self.window.first_frame_shown.connect(worker.release)

    @staticmethod
    def fit_on_screen(window) -> None:
        """The window as the player left it, or 1280 x 800; either way within the screen's
        available area at any scale factor (a size kept from another screen may not fit)."""
        from ..window_size import fit_into, fits

        available = window.screen().availableGeometry()
        shrinkable = [window.table_view] if window.has_game_parts else []
        if not window.restore_window():
            fit_into(window, available, shrinkable=shrinkable)
        elif not fits(window, available):  # as it was left, as far as this screen allows
            fit_into(window, available, shrinkable=shrinkable, wanted=window.size())

    @staticmethod
    def fit_parts_on_screen(window) -> None:
        """After the table and docks joined a window shown as its frame: on a screen too small
        for their minimums, the table's gives way, as `fit_on_screen` would have made it."""
        from ..window_size import fit_into, fits

        available = window.screen().availableGeometry()
        needed = window.minimumSizeHint()
        if (needed.width() > window.width() or needed.height() > window.height()
                or not fits(window, available)):
            fit_into(window, available, shrinkable=[window.table_view], wanted=window.size())


def first_frame_wait_ms() -> int:
    """How long what waits for the first frame waits at most (a window never painted goes on
    all the same). Counted under valgrind, a start takes longer than that: see first_frame.py."""
    counted = os.environ.get("PALACE_STARTUP_REPORT", "").startswith("exit")
    return 10**9 if counted else FIRST_FRAME_WAIT_MS


def report_first_frame(window) -> None:
    """For benchmarks/bench_startup.py: the time `window`, just shown, is first on screen."""
    if os.environ.get("PALACE_STARTUP_REPORT"):
        from ..first_frame import report_first_frame as report

        report(window)


def report_table_frame(window) -> None:
    """For benchmarks/bench_startup.py --instructions: the game just dealt on screen."""
    if os.environ.get("PALACE_STARTUP_REPORT"):
        from ..first_frame import report_table_frame as report

        report(window)


def put_app_icon(app) -> None:
    """The app's icon. Loading it (Qt's SVG plugin) and handing it to the window system
    takes longer than anything else a bare window does: a window shown at start gets it just
    after its first frame."""
    from PySide6.QtGui import QIcon

    from ..assets import resource_path

    app.setWindowIcon(app_icon(QIcon, resource_path))


def app_icon(QIcon, resource_path):
    """The icon with its hand-drawn small sizes (sharper in title bars than the big drawing
    scaled down) and the SVG for everything else."""
    icon = QIcon(str(resource_path("icons", "palace-desktop.svg")))
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        path = resource_path("icons", f"palace-desktop-{size}.png")
        if path.exists():
            icon.addFile(str(path))
    return icon
