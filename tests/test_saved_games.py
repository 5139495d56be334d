"""The questions about saved games: each button gives its answer, Esc the safe one, and the
description names the players and the hand in the reader's language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from palace_desktop.ui.dialogs import saved_games


@pytest.fixture
def press(qapp, monkeypatch):
    """Answer the next question by the button whose text contains `label` (None: Esc)."""
    seen = {}

    def answer(label):
        def run(box):
            seen["text"] = box.text()
            seen["buttons"] = [b.text().replace("&", "") for b in box.buttons()]
            if label is None:
                box.reject()
            else:
                next(b for b in box.buttons() if label in b.text().replace("&", "")).click()
            return 0
        monkeypatch.setattr(QMessageBox, "exec", run)
        return seen
    return answer


GAME = saved_games.describe(["Ann", "Bea", "Ines"], 4)


@pytest.mark.parametrize("label, expected", [("Resume", saved_games.RESUME),
                                             ("New game", saved_games.NEW_GAME),
                                             ("Keep it", saved_games.KEEP),
                                             (None, saved_games.KEEP)])
def test_the_start_up_question(press, label, expected):
    seen = press(label)
    assert saved_games.ask_resume(None, GAME) == expected
    assert "Ann" in seen["text"] and "4" in seen["text"]


@pytest.mark.parametrize("label, expected", [("Delete it", True), ("Cancel", False),
                                             (None, False)])
def test_deleting_asks(press, label, expected):
    press(label)
    assert saved_games.confirm_delete(None, GAME) is expected


@pytest.mark.parametrize("label, expected", [("Keep it", saved_games.KEEP),
                                             ("Delete it", saved_games.DELETE),
                                             ("Cancel", None), (None, None)])
def test_leaving_a_running_game(press, label, expected):
    press(label)
    assert saved_games.ask_replace(None, GAME) == expected


def test_the_description_names_players_hand_and_time(qapp):
    text = saved_games.describe(["Ann", "Bea"], 3, "2026-12-01T01:50:00+00:00")
    assert "Ann" in text and "Bea" in text and "hand 3" in text and "saved" in text
