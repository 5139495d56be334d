"""The composition root: parse the app's options, build the QApplication, the match, the
session and the main window, and wire them. The only place that connects the layers.

A start shows the main window's frame first (issue 16), so what only the game needs (the
engine, the session, the table, the bots' worker) is imported where it is first used, after
that frame is on screen."""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import TYPE_CHECKING, Optional, Sequence

from PySide6.QtCore import QObject

from .games.seats import SeatSpecError, parse_seats
from .live.i18n import LANGUAGE_CODES, fill

if TYPE_CHECKING:
    from .engine.rules import Rules
    from .live.session import GameSession

DEFAULT_SEATS = "you,bot:medium,bot:medium,bot:medium"
STARTING_CHIPS = 200
FIRST_FRAME_WAIT_MS = 1000


def build_parser() -> argparse.ArgumentParser:
    from .cli import COMMANDS_HELP, PROG

    parser = argparse.ArgumentParser(
        prog=PROG, description="Palace Poker at a desktop table.", epilog=COMMANDS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=None, help="deal number of the first hand")
    parser.add_argument("--seats", default=None,
                        help="start this game at once, comma separated: you, human:NAME, "
                             f"bot:LEVEL (e.g. {DEFAULT_SEATS})")
    parser.add_argument("--screenshot", metavar="FILE.png",
                        help="lay out, deal, save a PNG of the main window and exit")
    parser.add_argument("--size", default="1280x800", metavar="WxH",
                        help="window size for --screenshot (default 1280x800)")
    parser.add_argument("--lang", choices=LANGUAGE_CODES, metavar="CODE",
                        help="the language: " + ", ".join(LANGUAGE_CODES) + " (default: the one "
                             "chosen in Settings, else the system's)")
    parser.add_argument("--resume", action="store_true",
                        help="resume the saved game without asking (the app restarts itself "
                             "so after a change of language)")
    return parser


def new_session(names, kinds, seed: Optional[int], worker=None, rules: Optional[Rules] = None,
                chips: int = STARTING_CHIPS) -> GameSession:
    """A new match (first dealer by R3.2 from the seed) and its session."""
    from .engine.match import Match
    from .engine.rules import Rules
    from .games.seats import first_viewer
    from .live.session import GameSession

    rng = random.Random(seed)
    match, _rounds = Match.new(rules or Rules.make(), names, [chips] * len(names), rng)
    return GameSession(match, kinds, first_viewer(kinds), worker=worker, bot_seed=seed or 0)


def session_meta(session: GameSession, seed: int) -> dict:
    """What a saved game needs beyond the match itself."""
    from .games.save_meta import make_meta

    return make_meta(session.kinds, session.viewer, seed)


def session_from_save(match, meta, worker) -> GameSession:
    """The session of a saved game; ValueError (naming the field) when its meta is damaged."""
    from .games.save_meta import read_meta
    from .live.session import GameSession

    kinds, viewer, seed = read_meta(meta, len(match.names))
    return GameSession(match, kinds, viewer, worker=worker, bot_seed=seed)


class LauncherTexts(QObject):
    """The translation context of the launcher's questions and messages:
    `LauncherTexts.tr(...)`, which pyside6-lupdate files under "LauncherTexts"."""


class Launcher:
    """Starts games in one window: from the command line, a saved game or the New Game dialog."""

    def __init__(self, app, persistence, worker_factory, quits_on_signals: bool = False):
        self.app = app
        self.quits_on_signals = quits_on_signals  # the app's own (a test's leaves them alone)
        self.persistence = persistence
        self.worker_factory = worker_factory
        self.window = None
        self.viewers: list = []
        self.tutorial = None  # Help ▸ Learn to play, while it has the window
        self.tutorial_panel = None
        self.set_aside: Optional[GameSession] = None  # the real game, while the tutorial runs
        # Files set aside at start (settings, statistics): told once, in the window, since
        # someone who starts the app from the menu never sees stderr.
        self.notices: list[str] = list(persistence.notices)

    def show_notices(self) -> None:
        from .ui.plain_text import warn

        notices, self.notices = self.notices, []
        if notices and self.window is not None:
            warn(self.window, LauncherTexts.tr("Palace Desktop"), "\n\n".join(notices))

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
        from .ui.dialogs.new_game import NewGameDialog
        from .games.setup import DEFAULT_PRESET, GameSetup, preset
        from .live.seat_texts import local_player_name

        settings = self.persistence.settings
        you = settings.player_name or local_player_name()
        try:
            initial = GameSetup.from_json(settings.last_setup) if settings.last_setup else None
        except ValueError:
            initial = None
        dialog = NewGameDialog(initial or preset(DEFAULT_PRESET, you), parent, player_name=you)
        if not dialog.exec():
            return None
        setup = dialog.setup()
        self.persistence.settings.last_setup = setup.to_json()
        self.persistence.save_settings()
        return setup

    def show(self, session: GameSession, seed: int, fresh: bool) -> None:
        self.persistence.attach(session, session_meta(session, seed))
        self.put_on_screen(session)
        if fresh:
            from .engine.deal import SeedDeal

            session.start_hand(SeedDeal(seed))  # the seed is the first hand's deal number
        else:
            self.window.resume()

    def put_on_screen(self, session: GameSession) -> None:
        """Show `session` in the window, making the window the first time."""
        if self.window is None:
            self.open_window(session)
            return
        built = self.window.has_game_parts
        self.window.set_session(session)
        if not built:  # the frame came first (`start_at_once`): the table and docks now
            self.fit_parts_on_screen(self.window)

    def open_window(self, session: Optional[GameSession] = None) -> None:
        """Make and show the window, with `session`, or as its frame alone (menus, status
        bar) when a game is to follow."""
        from .ui.main_window import MainWindow

        self.window = MainWindow(session, persistence=self.persistence)
        self.window.new_game_requested.connect(self.new_game)
        self.window.open_history_requested.connect(self.open_history)
        self.window.resume_kept_requested.connect(self.resume_kept)
        self.window.restart_requested.connect(self.restart)
        self.window.learn_to_play_requested.connect(self.learn_to_play)
        self.after_first_frame(session.worker if session is not None else None)
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
        self.open_window()
        self.window.first_frame_shown.connect(lambda: self._deal_at_once(names, kinds, seed))

    def _deal_at_once(self, names, kinds, seed: int) -> None:
        worker = self.worker_factory()
        if hasattr(worker, "hold"):  # its process starts once the dealt table is on screen
            from PySide6.QtCore import QTimer

            worker.hold(first_frame_wait_ms())
            # (The table's paint is a posted event: it goes before this zero timer.)
            QTimer.singleShot(0, worker, worker.release)
        self.show(new_session(names, kinds, seed, worker), seed, fresh=True)
        report_table_frame(self.window)

    def start_with_a_question(self, seed: int, ask: bool = True) -> None:
        """The app started without a game on its command line: the window's frame first, then
        over it the saved game's question, the tutorial's offer or the New Game dialog
        (`open_at_start`). Nothing chosen: the window closes, and with it the app."""
        self.open_window()
        self.window.first_frame_shown.connect(
            lambda: self.open_at_start(seed, ask) or self.window.close())

    def after_first_frame(self, worker) -> None:
        """What the first frame does not need waits until it is on screen, or at the latest
        FIRST_FRAME_WAIT_MS: the bots' worker process, the other languages' fonts, the app's
        icon (and what a start does next: `start_at_once`, `start_with_a_question`)."""
        from .ui.fonts import register_fonts
        from .ui.quit_signals import quit_on_signals_after_first_frame

        wait = first_frame_wait_ms()
        self.window.wait_for_first_frame(wait)
        if self.quits_on_signals:  # first: a question asked at that frame waits for its answer
            quit_on_signals_after_first_frame(self.window)
        self.window.first_frame_shown.connect(register_fonts)
        if self.app.windowIcon().isNull():  # (set already by an earlier window)
            self.window.first_frame_shown.connect(lambda: put_app_icon(self.app))
        # A BotWorker (the tutorial's scripted one starts nothing; a game made after the first
        # frame has none yet).
        if hasattr(worker, "hold"):
            worker.hold(wait)
            self.window.first_frame_shown.connect(worker.release)

    @staticmethod
    def fit_on_screen(window) -> None:
        """The window as the player left it, or 1280 x 800; either way within the screen's
        available area at any scale factor (a size kept from another screen may not fit)."""
        from .ui.window_size import fit_into, fits

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
        from .ui.window_size import fit_into, fits

        available = window.screen().availableGeometry()
        needed = window.minimumSizeHint()
        if (needed.width() > window.width() or needed.height() > window.height()
                or not fits(window, available)):
            fit_into(window, available, shrinkable=[window.table_view], wanted=window.size())

    # ----------------------------------------------------------------------------------------
    # Help ▸ Learn to play: the tutorial borrows the window; the real game waits aside, unsaved
    # by the tutorial and uncounted (the tutorial's sessions are never attached to persistence).

    def running_session(self) -> Optional[GameSession]:
        """The player's real game, on the window or set aside while the tutorial runs."""
        from .live.tutorial import TutorialSession

        if self.tutorial is not None:
            return self.set_aside
        session = self.window.session if self.window is not None else None
        return None if isinstance(session, TutorialSession) else session

    def learn_to_play(self) -> None:
        from .live.seat_texts import local_player_name
        from .live.tutorial import Tutorial

        if self.tutorial is not None:
            return
        self.set_aside = self.running_session()
        settings = self.persistence.settings
        self.tutorial = Tutorial(self.persistence, settings.player_name or local_player_name())
        self.tutorial.lesson_ready.connect(self._show_lesson)
        self.tutorial.start()

    def _show_lesson(self, session, fresh: bool) -> None:
        from .ui.tutorial_panel import TutorialPanel

        if self.window is None or not self.window.has_game_parts:  # (none, or its frame)
            self.put_on_screen(session)
        if self.tutorial_panel is None:
            # Placed before the lesson takes the table: the table's resize to make room then
            # redraws the game still shown, not a lesson not yet dealt.
            panel = self.tutorial_panel = TutorialPanel(self.tutorial, self.window)
            panel.leave_requested.connect(self.leave_tutorial)
            panel.close_requested.connect(self.leave_tutorial)
            panel.play_requested.connect(self.play_after_tutorial)
            self.window.show_tutorial_panel(panel)
        if self.window.session is not session:
            self.window.set_session(session)
        self.tutorial_panel.follow(session)
        if fresh:
            session.begin()
        else:
            session.resume()

    def leave_tutorial(self) -> bool:
        """Back to the real game, or (with none) to a new one set up in the New Game dialog;
        the tutorial goes on when that dialog is cancelled. True when it was left."""
        if self.tutorial is None:
            return True
        setup = None
        if self.set_aside is None:
            setup = self.ask_setup(self.window)
            if setup is None:
                return False
        real = self.set_aside
        self._end_tutorial()
        if real is not None:
            self.window.set_session(real)
            self.window.resume()
        else:
            self.start_set_up(setup)
        return True

    def play_after_tutorial(self) -> None:
        """The closing step's Play a real game: the New Game dialog (after the real game, if
        one waits, is back and the person has said what becomes of it)."""
        if self.set_aside is None:
            self.leave_tutorial()
        elif self.leave_tutorial():
            self.new_game()

    def _end_tutorial(self) -> None:
        self.tutorial.stop()
        panel = self.tutorial_panel
        if panel is not None:
            panel.detach()
            self.window.hide_tutorial_panel(panel)
            panel.deleteLater()
        self.tutorial = self.tutorial_panel = self.set_aside = None

    def offer_tutorial(self) -> bool:
        """The first start with no saved game: "New to Palace Poker?". True when the tutorial
        took the window. Asked until the tutorial is finished or declined."""
        from .ui.dialogs import tutorial_offer

        settings = self.persistence.settings
        if settings.tutorial_done or settings.tutorial_declined:
            return False
        if tutorial_offer.ask_new_to_palace(self.window):
            self.learn_to_play()
            return True
        settings.tutorial_declined = True
        self.persistence.save_settings()
        return False

    def open_at_start(self, seed: int, ask: bool = True) -> bool:
        """The app started without a game on its command line: the saved game, else the
        tutorial's offer (the first time), else the New Game dialog. False: nothing to show."""
        had_save = self.persistence.paths.autosave_path.exists()
        if self.resume_saved(ask=ask, seed=seed):
            return True
        if not had_save and self.offer_tutorial():
            return True
        setup = self.ask_setup(self.window)
        if setup is None:
            return False
        self.start_set_up(setup, seed)
        return True

    def new_game(self) -> None:
        """Game ▸ New game (or the summary's New game): a running match is kept for later or
        deleted only as the person chooses, and only once the new game is set up."""
        from .ui.dialogs import saved_games

        if self.tutorial is not None:
            if self.set_aside is None:
                self.leave_tutorial()  # it asks for the new game's set-up itself
                return
            self.leave_tutorial()
        window = self.window
        choice = None
        running = self.running_session()
        if running is not None and not running.match.is_over:
            choice = saved_games.ask_replace(window, self.describe_running())
            if choice is None:
                return
        setup = self.ask_setup(window)
        if setup is None:
            return
        if not self.put_away_running(choice):
            return
        self.start_set_up(setup)

    def describe_running(self) -> str:
        from .ui.dialogs.saved_games import describe

        match = self.running_session().match
        return describe(match.names, len(match.hands))

    def put_away_running(self, choice) -> bool:
        """Keep or delete the running game's save before another takes the window. False when
        it could not be kept (then nothing replaces it)."""
        from .ui.dialogs import saved_games

        if choice == saved_games.KEEP:
            return self.persistence.keep_save()
        self.persistence.discard_save()
        return True

    def open_history(self, path: str) -> None:
        from .games.replay import PUBLIC
        from .ui.history_opening import HistoryOpening

        # Read, checked and replayed on a worker, within the bounds of `replay FILE`; a refusal
        # is one line in a message box.
        opening = HistoryOpening(path, self.window)
        opening.opened.connect(lambda cursor: self.show_history(cursor, path))
        opening.start(PUBLIC)

    def show_history(self, cursor, path: str) -> None:
        """A viewer of the loaded history: as the local player when the file has their name;
        at a hot seat, or for a stranger's file, the public view (whoever sits at the screen
        sees no palace)."""
        from PySide6.QtCore import Qt

        from .ui.replay_viewer import ReplayViewer

        session = self.window.session
        you = next((session.match.names[s] for s, k in enumerate(session.kinds)
                    if k.kind == "you"), None)
        if you in cursor.names and not session.hot_seat:
            cursor.watch(cursor.names.index(you))
        viewer = ReplayViewer(cursor, None, source=path)
        # Its own size where the screen has room for it, else the screen's, as the main window.
        from .ui.window_size import fit_into

        fit_into(viewer, viewer.screen().availableGeometry(), shrinkable=[viewer.table_view],
                 wanted=viewer.size())
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.viewers.append(viewer)
        viewer.destroyed.connect(lambda *_: self.viewers.remove(viewer)
                                 if viewer in self.viewers else None)
        viewer.show()

    def restart(self) -> None:
        """Start the app again (in the language just chosen) and close this one: the game,
        saved after every move, goes on in the new window."""
        from PySide6.QtCore import QProcess

        self.persistence.flush()  # the new process resumes from the autosave
        if getattr(sys, "frozen", False):  # the standalone bundle is its own program
            command = [sys.executable, "--resume"]
        else:
            command = [sys.executable, "-m", "palace_desktop", "--resume"]
        if QProcess.startDetached(command[0], command[1:])[0]:
            self.window.close()
            self.app.quit()

    def resume_saved(self, ask: bool = True, seed: Optional[int] = None) -> bool:
        """Offer the saved game: resume it, start a new game, or keep it for later. True when
        a game took the window (the saved one, or a new one dealt from `seed`). A new game
        deletes the saved one only after asking and once it is set up: a cancelled New Game
        dialog deletes nothing and asks again. `ask=False` resumes it at once."""
        from .ui.plain_text import warn

        from .games import storage
        from .ui.dialogs import saved_games

        paths = self.persistence.paths
        try:
            loaded = storage.load_saved_match(paths)
        except storage.LoadError as error:
            warn(self.window, LauncherTexts.tr("Palace Desktop"), fill(LauncherTexts.tr(
                "The saved game could not be read and was put aside:\n{error}"), error=error))
            return False
        if loaded is None:
            return False
        match, meta = loaded
        if self.refuse_damaged(match, meta, paths.autosave_path):
            return False
        info = storage.saved_game_info(paths.autosave_path)
        description = saved_games.describe(match.names, len(match.hands),
                                           info.saved_at if info else "")
        while True:
            choice = (saved_games.ask_resume(self.window, description) if ask
                      else saved_games.RESUME)
            if choice == saved_games.RESUME:
                return self.resume_loaded(match, meta, paths.autosave_path)
            if choice == saved_games.KEEP:
                if self.persistence.keep_save():
                    return False
            elif saved_games.confirm_delete(self.window, description):
                setup = self.ask_setup(self.window)
                if setup is None:
                    continue
                self.persistence.discard_save()
                self.start_set_up(setup, seed)
                return True

    def refuse_damaged(self, match, meta, path) -> bool:
        """True (after saying so, with the file put aside) when a save's meta is damaged."""
        from .ui.plain_text import warn

        from .games import storage
        from .games.save_meta import read_meta

        try:
            read_meta(meta, len(match.names))
        except ValueError as error:
            try:
                where = fill(LauncherTexts.tr("it was put aside as {name}"), name=storage.move_aside(path).name)
            except OSError as move_error:
                where = fill(LauncherTexts.tr("it could not be put aside ({error})"), error=move_error)
            warn(self.window, LauncherTexts.tr("Palace Desktop"), fill(LauncherTexts.tr(
                "The saved game {path} cannot be resumed ({error}); {where}."),
                    path=path, error=error, where=where))
            return True
        return False

    def resume_loaded(self, match, meta: dict, path) -> bool:
        if self.refuse_damaged(match, meta, path):
            return False
        session = session_from_save(match, meta, self.worker_factory())
        self.show(session, session.bot_seed, fresh=False)
        return True

    def resume_kept(self, path: str) -> None:
        """Game ▸ Resume a kept game: the running game is kept or deleted as the person
        chooses, then the kept one takes the window."""
        from pathlib import Path

        from .ui.plain_text import warn

        from .games import storage
        from .ui.dialogs import saved_games

        try:
            loaded = storage.load_saved_file(Path(path))
        except storage.LoadError as error:
            warn(self.window, LauncherTexts.tr("Palace Desktop"), fill(LauncherTexts.tr(
                "The kept game could not be read and was put aside:\n{error}"), error=error))
            return
        if loaded is None or self.refuse_damaged(*loaded, Path(path)):
            return
        if self.tutorial is not None and self.set_aside is not None:
            self.leave_tutorial()
        elif self.tutorial is not None:
            self._end_tutorial()  # the kept game takes the window
        choice = None
        running = self.running_session()
        if running is not None and not running.match.is_over:
            choice = saved_games.ask_replace(self.window, self.describe_running())
            if choice is None:
                return
        if not self.put_away_running(choice):
            return
        paths = self.persistence.paths
        try:
            storage.restore_kept_match(paths, Path(path))
        except OSError as error:
            warn(self.window, LauncherTexts.tr("Palace Desktop"), fill(LauncherTexts.tr(
                "The kept game could not be restored: {error}"), error=error))
            return
        match, meta = loaded
        self.resume_loaded(match, meta, paths.autosave_path)


def seats_at_once(spec: Optional[str], seed: int, player_name: str):
    """The command line's seats (names, kinds), `you` named as in Settings, else as the
    language names a player (it was English "Player" in every language). Call it once the
    translators are in."""
    from PySide6.QtCore import QCoreApplication

    from .games.seats import default_player_name

    # As live.seat_texts.local_player_name, whose import would bring the engine in before the
    # first frame.
    you = player_name or default_player_name(QCoreApplication.translate("SeatTexts", "Player"))
    return parse_seats(spec or DEFAULT_SEATS, random.Random(seed), you)


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    options, qt_args = parser.parse_known_args(args)
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(2**31)
    try:  # a wrong --seats is told before Qt starts; the seats are read again in seats_at_once
        parse_seats(options.seats or DEFAULT_SEATS, random.Random(seed))
    except SeatSpecError as error:
        parser.error(str(error))
    if options.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    app.setApplicationName("Palace Desktop")
    app.setOrganizationName("Palace Desktop")
    app.setDesktopFileName("io.github.palace_desktop.PalaceDesktop")
    direct = bool(options.seats or options.seed is not None)  # a game at once, no dialog
    if options.screenshot:
        put_app_icon(app)  # else just after the first frame (Launcher.after_first_frame)
    from .live.i18n import install_translators, language_for
    from .ui.fonts import register_fonts

    if options.screenshot:
        from .games.files import Paths
        from .games.settings import load_settings
        from .ui.main_window import MainWindow

        settings, _warning = load_settings(Paths())
        register_fonts()
        install_translators(app, options.lang or settings.language)
        names, kinds = seats_at_once(options.seats, seed, settings.player_name)
        # A screenshot shows the deal only: no bot thinks, nothing is saved.
        session = new_session(names, kinds, seed)
        window = MainWindow(session)
        return take_screenshot(app, window, session, options.screenshot, options.size, seed)

    from .games import storage
    from .live.persistence import Persistence
    from .ui.instance import RESTART_WAIT_MS, claim_instance

    instance = claim_instance(storage.Paths(), ask_first=not direct,
                              wait_ms=RESTART_WAIT_MS if options.resume else 0)
    if instance is None:  # the window already open on these files came to the front
        return 0
    persistence = Persistence(instance.paths)
    language = options.lang or persistence.settings.language
    register_fonts(language_for(language))  # the others after the first frame (Launcher)
    install_translators(app, language)
    launcher = Launcher(app, persistence, bot_worker, quits_on_signals=True)
    instance.start(launcher)
    for warning in persistence.warnings:
        print(warning, file=sys.stderr)
    if direct:
        launcher.start_at_once(*seats_at_once(options.seats, seed,
                                              persistence.settings.player_name), seed)
    else:
        launcher.start_with_a_question(seed, ask=not options.resume)
    code = app.exec()
    persistence.flush()  # the last move's autosave, written on its own thread
    instance.close()
    return code


def first_frame_wait_ms() -> int:
    """How long what waits for the first frame waits at most (a window never painted goes on
    all the same). Counted under valgrind, a start takes longer than that: see first_frame.py."""
    counted = os.environ.get("PALACE_STARTUP_REPORT", "").startswith("exit")
    return 10**9 if counted else FIRST_FRAME_WAIT_MS


def bot_worker():
    """The bots' worker of a live game (its module, with the engine, when a game is made)."""
    from .live.bot_worker import BotWorker

    return BotWorker()


def report_first_frame(window) -> None:
    """For benchmarks/bench_startup.py: the time `window`, just shown, is first on screen."""
    if os.environ.get("PALACE_STARTUP_REPORT"):
        from .ui.first_frame import report_first_frame as report

        report(window)


def report_table_frame(window) -> None:
    """For benchmarks/bench_startup.py --instructions: the game just dealt on screen."""
    if os.environ.get("PALACE_STARTUP_REPORT"):
        from .ui.first_frame import report_table_frame as report

        report(window)


def put_app_icon(app) -> None:
    """The app's icon. Loading it (Qt's SVG plugin) and handing it to the window system
    takes longer than anything else a bare window does: a window shown at start gets it just
    after its first frame."""
    from PySide6.QtGui import QIcon

    from .ui.assets import resource_path

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


def take_screenshot(app, window, session, path: str, size: str, seed: int) -> int:
    """Deal, let every animation come to rest, and save the window as a PNG."""
    from .engine.deal import SeedDeal

    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError:
        print(f"--size: expected WxH, got {size!r}", file=sys.stderr)
        return 1
    window.set_speed("instant")
    window.resize(width, height)
    window.show()
    report_first_frame(window)
    app.processEvents()
    session.start_hand(SeedDeal(seed))
    window.scene.animator.finish_now()
    app.processEvents()
    image = window.grab()
    if not image.save(path, "PNG"):
        print(f"cannot write {path}", file=sys.stderr)
        return 1
    window.close()
    return 0
