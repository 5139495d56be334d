"""A person plays whole hands against bots in the real main window: once with the mouse alone
(drags on the table, clicks on the action bar), once with the keyboard alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind

from test_action_bar import Clock
from test_gestures import drag, point_of, soldier_row_point


@pytest.fixture
def clock(monkeypatch):
    """The misclick guard's clock: a person's hand takes its time, the test does not wait."""
    from palace_desktop.ui import action_bar

    fake = Clock()
    monkeypatch.setattr(action_bar, "time", fake)
    return fake


@pytest.fixture
def game(qtbot, clock):
    from palace_desktop.ui.main_window import MainWindow

    windows = []

    def build(seed):
        names = ["Ann", "Bot1", "Bot2"]
        kinds = [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "medium")]
        worker = BotWorker(inline=True)
        session = GameSession(Match(Rules.make(), names, [200] * 3, 2), kinds, 0,
                              worker=worker, bot_seed=seed)
        session.bot_delay_ms = 0
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.set_speed("instant")
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        session.start_hand(SeedDeal(seed))
        windows.append(window)
        return window, session

    yield build
    for window in windows:
        window.session.stop()


def wait_for_my_move(qtbot, session):
    qtbot.waitUntil(lambda: session.state.is_over or session.human_to_act() == 0,
                    timeout=20000)


def click(clock, widget):
    clock.now += 0.4  # past the misclick guard, as a person's hand would be
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("seed", [3, 14])
def test_a_whole_hand_with_the_mouse_alone(game, qtbot, clock, seed):
    window, session = game(seed)
    bar = window.action_bar
    bought = False
    for _ in range(40):
        wait_for_my_move(qtbot, session)
        if session.state.is_over:
            break
        availability = session.availability
        if availability.trim:
            click(clock, bar.buttons["done"])
        elif availability.call:
            click(clock, bar.buttons["call"])
        elif not bought and availability.buy:
            drag(window, point_of(window, window.scene.draw_pile), soldier_row_point(window))
            bought = True
        else:
            click(clock, bar.buttons["stay"])
    assert session.state.is_over
    mine = [a for a in session.match.hands[-1].actions if a.seat == 0]
    assert mine, "the person made moves"


@pytest.mark.parametrize("seed", [5, 21])
def test_a_whole_hand_with_the_keyboard_alone(game, qtbot, seed):
    window, session = game(seed)
    bought = False
    for _ in range(40):
        wait_for_my_move(qtbot, session)
        if session.state.is_over:
            break
        availability = session.availability
        if availability.trim:
            key = Qt.Key.Key_Return
        elif availability.call:
            key = Qt.Key.Key_C
        elif not bought and availability.buy:
            key, bought = Qt.Key.Key_B, True
        else:
            key = Qt.Key.Key_S
        before = len(session.match.hands[-1].actions)
        # A key goes to the focused widget (the table, after a click on it), as for a person.
        QTest.keyClick(QApplication.focusWidget() or window, key)
        assert len(session.match.hands[-1].actions) > before
    assert session.state.is_over
