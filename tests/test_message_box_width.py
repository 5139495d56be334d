"""Questions with a short first line and a longer explanation (the first start's offer of the
tutorial, the saved game's questions): Qt sizes a message box by its first line and its
buttons, so the explanation wrapped into a column about 250 pixels wide, six or seven lines
of three or four words, in every language. They now take a reading width (`give_room`)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from palace_desktop.live.i18n import LANGUAGE_CODES
from palace_desktop.ui.dialogs import saved_games, tutorial_offer
from palace_desktop.ui.dialogs.question import reading_width

pytestmark = pytest.mark.layout  # every test here measures text in the app's font


def shown_widths(monkeypatch, asks) -> list[tuple[int, int]]:
    """(the box's width, the reading width it should have) of each box the `asks` show: the
    box is shown, measured and closed unanswered (Esc's answer)."""
    seen = []

    def look(box):
        box.show()
        QApplication.processEvents()
        seen.append((box.width(), reading_width(box)))
        box.hide()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", look)
    for ask in asks:
        ask()
    return seen


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_questions_take_a_reading_width(shipped_language, monkeypatch, code):
    shipped_language(code)
    asks = [lambda: tutorial_offer.ask_new_to_palace(None),
            lambda: saved_games.ask_resume(None, saved_games.describe(["Ann", "Bo"], 2)),
            lambda: saved_games.confirm_delete(None, saved_games.describe(["Ann", "Bo"], 2))]
    for width, wanted in shown_widths(monkeypatch, asks):
        assert wanted >= 300 and width >= wanted
