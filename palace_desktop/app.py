"""The composition root: parse the app's options, build the QApplication, claim the user's
files and hand the window to the launcher (ui/launcher/, the app's flow). The only place that
connects the layers.

A start shows the main window's frame first (issue 16), so what only the game needs (the
engine, the session, the table, the bots' worker) is imported where it is first used, after
that frame is on screen."""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import Optional, Sequence

from .cli import collect_from_now_on
from .games.seats import SeatSpecError, parse_seats
from .live.i18n import LANGUAGE_CODES  # (PySide6 comes in with it)
from .ui.pyside_sources import read_sources_plainly

# PySide looks at every module imported after it: from here on, cheaply (ui/pyside_sources.py).
read_sources_plainly()

# The app's flow lives in ui/launcher/; its names are given here too, where scripts and
# tests have long found them.
from .ui.launcher import (STARTING_CHIPS, Launcher, LauncherTexts, bot_worker,  # noqa: F401
                          new_session, session_from_save, session_meta)
from .ui.launcher.window_start import put_app_icon, report_first_frame

DEFAULT_SEATS = "you,bot:medium,bot:medium,bot:medium"


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
    read_sources_plainly()  # (done on import; again if a test put PySide's own back since)
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
    from .ui.fonts import register_fonts, settle_application_font

    if options.screenshot:
        collect_from_now_on()
        from .games.files import Paths
        from .games.settings import load_settings
        from .ui.main_window import MainWindow

        settings, _warning = load_settings(Paths())
        register_fonts()
        settle_application_font(app)
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
    settle_application_font(app)
    install_translators(app, language)
    launcher = Launcher(app, persistence, bot_worker, quits_on_signals=True)
    launcher.when_on_screen(collect_from_now_on)  # held from the start (cli.main)
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
