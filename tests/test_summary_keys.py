"""With the hand summary open the game stays the player's (issue 38, item 6): N deals the next
hand as the action bar says, whichever window has the focus, and no modal dialog blocks the
main window (Qt drops a close request of a blocked window: its close button did nothing)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from palace_desktop.engine import actions as A

from test_table import ann_and_ben_window


def summary_after_a_battle(qtbot):
    session, window = ann_and_ben_window(qtbot)
    session.submit(A.Bet(0, 1))
    session.submit(A.Call(1))
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(),
                    timeout=10000)
    window.summary.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.summary)
    window.summary.primary.setFocus()
    return session, window


def test_n_in_the_hand_summary_deals_the_next_hand(qtbot):
    session, window = summary_after_a_battle(qtbot)
    assert "press N" in window.action_bar.prompt_label.text()
    hand = session.match.state.hand_number
    QTest.keyClick(window.summary.primary, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: session.match.state.hand_number == hand + 1, timeout=5000)
    assert window.summary is None


def test_the_hand_summary_blocks_no_window(qtbot):
    session, window = summary_after_a_battle(qtbot)
    assert QApplication.activeModalWidget() is None
    assert not window.summary.isModal()
    window.summary.close()
