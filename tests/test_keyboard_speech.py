"""A hand by keys, heard (issue 42): Space on a soldier tells its selection, marking soldiers
says when Done is the move left, the trim prompt names the keys, the key of Done is said as
the app names it (Enter), what a call costs is said with why, and entering the table the
screen reader ends on a card, not on the "Card table" pane."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.bot_worker import BotWorker
from palace_desktop.live.card_names import card_name
from palace_desktop.live.session import GameSession, SeatKind
from palace_desktop.ui import speech

from rules_support import deal
from test_action_bar import DRAW, TWO, Clock, make_bar  # noqa: F401 (a fixture)

NAME = QAccessible.Text.Name


@pytest.fixture
def told(monkeypatch):
    """Everything sent to the accessibility layer, in order: ("say", text), ("focus", name),
    ("selected", name) for a change of an object's selected state."""
    heard: list[tuple[str, str]] = []

    def post(event):
        if isinstance(event, QAccessibleAnnouncementEvent):
            heard.append(("say", event.message()))
        elif event.type() == QAccessible.Event.Focus:
            heard.append(("focus", event.accessibleInterface().text(NAME)))
        elif (event.type() == QAccessible.Event.StateChanged
              and event.changedStates().selected):
            heard.append(("selected", event.accessibleInterface().text(NAME)))

    monkeypatch.setattr(speech, "post", post)
    return heard


@pytest.fixture
def window(qtbot, monkeypatch):
    """Ann (the person) against a bot, Ann to act first on a known deal."""
    from palace_desktop.ui import action_bar
    from palace_desktop.ui.main_window import MainWindow

    monkeypatch.setattr(action_bar, "time", Clock())
    session = GameSession(Match(Rules.make(), ["Ann", "Ben"], [200, 200], 1),
                          [SeatKind("you"), SeatKind("bot", "easy")], 0,
                          worker=BotWorker(inline=True), bot_seed=1)
    session.bot_delay_ms = 0
    made = MainWindow(session)
    qtbot.addWidget(made)
    made.set_speed("instant")
    made.resize(1280, 800)
    made.show()
    qtbot.waitExposed(made)
    made.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is made)
    session.start_hand(deal(TWO[0], TWO[1], DRAW))
    qtbot.waitUntil(lambda: session.human_to_act() is not None and not made.scene.busy)
    QApplication.processEvents()
    yield made
    session.stop()


def said(heard) -> list[str]:
    return [text for kind, text in heard if kind == "say"]


def test_space_on_a_soldier_tells_its_selection_and_d_tells_that_done_is_left(
        window, qtbot, told):
    view = window.table_view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_B)  # one soldier bought: the trim step
    qtbot.waitUntil(lambda: not window.scene.busy and window.session.state.phase == "trim")
    QApplication.processEvents()
    # Enter, as the app names the key, not "Return".
    turn = said(told)[-1]
    assert "Keep all (Enter)" in turn and "Return" not in turn, turn
    # The prompt tells a keyboard player the keys, not only the mouse's way.
    assert "Space" in window.action_bar.prompt_label.text()
    soldier = window.scene.seats[0].soldiers[0]
    window.scene.gestures.set_focus(soldier)
    told.clear()
    QTest.keyClick(view, Qt.Key.Key_Space)
    name = f"Your soldier, {card_name(soldier.card)}"
    assert ("selected", name) in told, told
    assert f"Selected: {card_name(soldier.card)}." in said(told)
    told.clear()
    QTest.keyClick(view, Qt.Key.Key_D)
    assert window.controller.trim_marked == [soldier.card]
    assert said(told) and said(told)[-1].endswith("You may: Done (Enter)."), told
    # A move that empties the selection is not a Space: nothing more about the selection.
    assert not any(text.startswith(("Selected", "No soldier")) for text in said(told))


def test_a_turn_does_not_say_the_mouses_way_to_discard(window, qtbot, told):
    """The details line is said where it tells why (a call's price, Done's wait), not on a
    turn, where it tells how to pick soldiers with the mouse."""
    view = window.table_view
    view.setFocus()
    session = window.session
    QTest.keyClick(view, Qt.Key.Key_B)
    qtbot.waitUntil(lambda: not window.scene.busy and session.state.phase == "trim")
    QTest.keyClick(view, Qt.Key.Key_Return)  # keep the soldier
    qtbot.waitUntil(lambda: session.human_to_act() is not None and not window.scene.busy
                    and session.state.phase == "turn", timeout=20000)
    QApplication.processEvents()
    assert "click" in window.action_bar.detail_label.text()
    assert said(told) and not any("click" in text for text in said(told)), said(told)


def test_entering_the_table_the_last_focus_told_is_a_card(window, qtbot, told):
    """Qt tells of the pane's focus when the view's focus-in event has returned, within
    setFocus: the card's focus must be told after that, not within the event."""
    window.log_view.setFocus()
    qtbot.waitUntil(window.log_view.hasFocus)
    told.clear()
    QTest.keyClick(window.log_view, Qt.Key.Key_F6)
    assert window.table_view.hasFocus()
    assert not [kind for kind, _ in told if kind == "focus"], "told within the focus-in"
    qtbot.waitUntil(lambda: any(kind == "focus" for kind, _ in told))
    focused = window.scene.gestures.focused()
    assert focused is not None
    node = QAccessible.queryAccessibleInterface(window.table_view).node_for_item(focused)
    assert told[-1] == ("focus", node.text(NAME))


def test_answering_an_attack_says_what_the_call_costs_and_why(make_bar):  # noqa: F811
    from palace_desktop.ui.announcer import Announcer

    b = make_bar()
    b.key(Qt.Key.Key_B)
    b.key(Qt.Key.Key_Return)
    b.hot_seat()
    b.key(Qt.Key.Key_A)  # Ben, no soldiers, attacks Ann, who has one
    b.hot_seat()
    b.window.action_bar = b.bar
    b.window.scene = b.window.table_view = None
    announcer = Announcer(b.window)
    heard = []
    announcer.spoken.connect(heard.append)
    announcer._watch_bar = lambda bar: None  # no table here to follow
    announcer.turn_shown()
    price = b.bar.detail_label.text()
    assert price.startswith("A call costs"), price
    assert len(heard) == 1 and price.rstrip(".") in heard[0], heard
