"""Helpers for the replay tests (tests/test_replay_cursor.py without Qt, tests/test_replay_viewer.py
with it): a match of random legal hands, and a history written to a file."""

from __future__ import annotations

import json
import random

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules

from engine_play import random_action

NAMES = ["Ann", "Ben", "Cleo", "Dora"]


def play_match(seed: int, hands: int = 2, seats: int = 4) -> Match:
    """A match of `hands` finished hands of random legal actions."""
    rng = random.Random(seed)
    match = Match(Rules.make(), NAMES[:seats], [200] * seats, dealer=seats - 1)
    for _ in range(hands):
        match.start_hand(SeedDeal(rng.randrange(10**6)))
        while not match.state.is_over:
            match.apply(random_action(match.state.legal_actions(), rng))
    return match


def save(tmp_path, doc, name="match.json"):
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


def wait_for_openings(qtbot, timeout: int = 20000) -> None:
    """Until every history being opened (on its worker, ui/history_opening.py) has ended."""
    from palace_desktop.ui.history_opening import HistoryOpening

    qtbot.waitUntil(lambda: not HistoryOpening.running, timeout=timeout)


def refusals_shown(monkeypatch) -> list[str]:
    """The texts of the message boxes the history opening shows (instead of showing them),
    each checked to be plain text: the line may quote the file."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    shown = []

    def record(box):
        assert box.textFormat() == Qt.TextFormat.PlainText
        shown.append(box.text())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)
    return shown
