"""What a screen reader says when the hand summary or the hot seat's curtain opens (issue 42):
the focus lands on the button to press, and that button tells what the dialog says (a
focused object's description is what every screen reader speaks with it, Orca 43 too)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from replay_support import play_match
from test_hand_summary import chips_before

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def spoken_with(widget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    return f"{iface.text(NAME)} | {iface.text(DESCRIPTION)}"


def opened(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def test_the_hand_summary_gives_the_focus_to_its_button_which_tells_the_headline(qtbot):
    from palace_desktop.ui.dialogs.hand_summary import HandSummaryDialog

    match = play_match(7, hands=1)
    dialog = opened(qtbot, HandSummaryDialog(match, chips_before(match)))
    assert QApplication.focusWidget() is dialog.primary
    headline = dialog.headline.text()
    assert headline and headline in spoken_with(dialog.primary)
    assert dialog.table.accessibleName() == "Standings"


def test_the_curtain_button_tells_who_has_the_screen_and_what_to_do(qtbot):
    from palace_desktop.ui.dialogs.curtain import Curtain

    parent = QWidget()
    parent.resize(600, 400)
    qtbot.addWidget(parent)
    curtain = Curtain(parent)
    parent.show()
    qtbot.waitExposed(parent)
    curtain.show_for(1, "Bea")
    said = spoken_with(curtain.button)
    assert said.startswith("Continue as Bea | Pass to Bea. Everyone else, look away."), said
    assert curtain.hint.text() in said
