"""The seats dock of a game started from the app's start (the window's frame first, the game
built into it) is as wide as its words need: the docks were sized before the seats' rows
existed, at 250 pixels or their share of the window, and a status that came later was cut
("Descartan…" for the Spanish player's "Discarding" in the first hand, at 1280x800 too)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from palace_desktop.engine import actions as A
from palace_desktop.games.seats import parse_seats
from palace_desktop.live.i18n import install_translators
from palace_desktop.live.seat_texts import local_player_name
from launchers import making_launchers
from test_seats_dock_fit import cut_texts


@pytest.fixture
def launcher_factory(qapp, tmp_path, monkeypatch):
    from palace_desktop.ui.launcher.window_start import WindowStart
    from palace_desktop.ui.window_room import DockRoom

    # The size the app takes on a 1280x800 screen (under Xvfb), larger than the offscreen
    # one (800 pixels wide, which the window is otherwise kept within, its docks folded away:
    # window_room.py).
    monkeypatch.setattr(WindowStart, "fit_on_screen",
                        staticmethod(lambda window: window.resize(1264, 760)))
    monkeypatch.setattr(WindowStart, "fit_parts_on_screen", staticmethod(lambda window: None))
    monkeypatch.setattr(DockRoom, "needed_width", lambda self: 0)
    yield from making_launchers(qapp, tmp_path, coach="off", tutorial_declined=True)
    install_translators(qapp, "en")


@pytest.mark.layout
@pytest.mark.parametrize("code", ["es", "da", "en"])
def test_a_status_that_comes_after_the_start_is_whole_in_the_seats_dock(launcher_factory,
                                                                         qapp, qtbot, code):
    install_translators(qapp, code)
    launcher = launcher_factory()
    names, kinds = parse_seats("you,bot:easy,bot:medium,bot:hard,bot:medium,bot:easy",
                               random.Random(3), you=local_player_name())
    launcher.start_at_once(names, kinds, 7)
    window = launcher.window
    assert window.width() == 1264 and window.session is None  # the frame, the game to come
    qtbot.waitUntil(lambda: window.session is not None and window.session.state is not None,
                    timeout=5000)
    window.set_speed("instant")
    session = window.session
    qtbot.waitUntil(lambda: session.state.to_act == 0, timeout=20000)
    session.submit(next(a for a in session.state.legal_actions() if isinstance(a, A.Buy)))
    window.scene.animator.finish_now()
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=5000)
    QApplication.processEvents()
    model = window.seats_model
    statuses = [model.index(row, model.STATUS).data() for row in range(model.rowCount())]
    assert statuses[0]  # the player's status, in bold
    assert window.seats_dock.isVisible()
    # As wide as the seats' words need (the app's own measure), whatever the fonts' hinting:
    # under X11's, 303 pixels cut "Descartando" to "Descartan…".
    assert window.seats_dock.width() >= window.least_dock_width()
    assert cut_texts(window.seats_table) == [], (statuses, window.seats_dock.width())
