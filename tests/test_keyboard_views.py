"""Tab leaves every table and list of the app (issue 42): with Qt's default tab key
navigation a table view takes Tab for its next cell and wraps, so a keyboard player met a trap
in the Seats dock (22 presses never left it). Arrow keys still go from cell to cell."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget

from test_hand_summary import chips_before


def shown_with_a_button_after(qtbot, view):
    """`view` in a window with a button after it, shown and active."""
    window = QWidget()
    layout = QVBoxLayout(window)
    layout.addWidget(view)
    after = QPushButton("After", window)
    layout.addWidget(after)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window, after


def check_tab_leaves_and_arrows_move(qtbot, view, leaves_to=None):
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    model = view.model()
    view.setCurrentIndex(model.index(0, 0))
    if model.index(0, 1).isValid():
        QTest.keyClick(view, Qt.Key.Key_Right)
        assert view.currentIndex().column() == 1, "Right goes to the next cell"
    if model.index(1, 0).isValid():
        QTest.keyClick(view, Qt.Key.Key_Down)
        assert view.currentIndex().row() == 1, "Down goes to the next row"
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert not view.hasFocus(), "Tab leaves the view"
    if leaves_to is not None:
        assert QApplication.focusWidget() is leaves_to


def test_tab_leaves_the_seats_table(qtbot):
    from palace_desktop.ui.seats_table import SeatsTableView

    view = SeatsTableView()
    model = QStandardItemModel(3, 3)
    for row in range(3):
        for column in range(3):
            model.setItem(row, column, QStandardItem(f"cell {row} {column}"))
    view.setModel(model)
    _, after = shown_with_a_button_after(qtbot, view)
    check_tab_leaves_and_arrows_move(qtbot, view, after)


def test_tab_leaves_the_statistics_table(qtbot):
    from palace_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    from test_dialogs import some_statistics

    dialog = StatisticsDialog(some_statistics())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    check_tab_leaves_and_arrows_move(qtbot, dialog.table)


def test_tab_leaves_the_hand_summary_table(qtbot):
    from palace_desktop.ui.dialogs.hand_summary import HandSummaryDialog

    from replay_support import play_match

    match = play_match(7, hands=1)
    dialog = HandSummaryDialog(match, chips_before(match))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    check_tab_leaves_and_arrows_move(qtbot, dialog.table)


def test_no_item_view_of_the_main_window_keeps_tab(qtbot):
    """The seats table and whatever item view the window holds (the log is text, its own
    Tab goes on: LogView.setTabChangesFocus)."""
    from PySide6.QtWidgets import QAbstractItemView

    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.live.bot_worker import BotWorker
    from palace_desktop.live.session import GameSession, SeatKind
    from palace_desktop.ui.main_window import MainWindow

    session = GameSession(Match(Rules.make(), ["Ann", "Bea", "Hiro"], [200] * 3, 2),
                          [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "easy")],
                          0, worker=BotWorker(inline=True), bot_seed=1)
    window = MainWindow(session)
    qtbot.addWidget(window)
    views = window.findChildren(QAbstractItemView)
    assert views
    assert [v.objectName() or type(v).__name__ for v in views if v.tabKeyNavigation()] == []
    assert window.log_view.tabChangesFocus()
    session.stop()
