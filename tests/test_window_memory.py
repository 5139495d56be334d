"""Memory that stays flat all evening (issue 43, item 2): what a window lets go of when the
next game replaces the one it showed."""

from __future__ import annotations

import gc
import random
import weakref

from PySide6.QtCore import QCoreApplication, QEvent


def _session(seed: int):
    from palace_desktop.games.seats import parse_seats
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.ui.launcher.sessions import new_session

    names, kinds = parse_seats("you,bot:easy,bot:medium", random.Random(seed))
    return new_session(names, kinds, seed, BotWorker(inline=True))


def test_a_game_replaced_in_the_window_is_let_go_with_its_match(qtbot):
    # PySide keeps the Python wrappers of the old game's controller, action bar and coach
    # (deleted children of the window) while the window lives: they held the old session,
    # and with it every hand of its match, one more match for every game of the evening.
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.ui.main_window import MainWindow

    first = _session(1)
    window = MainWindow(first)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.show()
    first.start_hand(SeedDeal(1))
    qtbot.wait(10)
    gone = weakref.ref(first), weakref.ref(first.match)
    window.set_session(_session(2))
    del first
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert [ref() is None for ref in gone] == [True, True]
