"""The action bar names the seat to act that the table shows, as the status bar does (issue 38,
item 7: "Greta is thinking…" stood under the table while the status bar, following the cards
still moving, said Lars was to act)."""

from __future__ import annotations

from palace_desktop.engine import actions as A

from test_gestures import table  # noqa: F401


def test_the_bar_and_the_status_bar_name_the_same_seat_while_cards_move(table, qtbot):  # noqa: F811
    win, session = table()
    win.controller.buy()
    win.controller.done()
    qtbot.waitUntil(lambda: not win.scene.busy, timeout=10000)
    win.set_speed("slow")
    session.submit(A.Bet(1, 2))  # the engine asks P2 to answer at once; the chips still fly
    session.thinking_changed.emit(2, True)  # P2's bot starts thinking at once
    assert win.scene.busy and win.scene.shown_to_act == 1
    assert win.turn_label.text() == "To act: P1"
    assert win.action_bar.prompt_label.text() == "Waiting for P1…"
    qtbot.waitUntil(lambda: not win.scene.busy, timeout=15000)
    assert win.turn_label.text() == "To act: P2"
    assert win.action_bar.prompt_label.text() == "P2 is thinking…"
