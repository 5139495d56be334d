"""Start-up (issue 16): what the main window does before its first frame."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest


def _session():
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.games.seats import SeatKind
    from palace_desktop.live.session import GameSession

    match = Match(Rules.make(), ["You", "Bot"], [200] * 2, dealer=1)
    return GameSession(match, [SeatKind("you"), SeatKind("bot", "easy")], 0)


@pytest.mark.parametrize("scheme", ["light", "dark", "high_contrast"])
def test_the_table_is_built_in_the_settings_theme_not_repainted_into_it(
        qtbot, tmp_path, monkeypatch, request, scheme):
    from palace_desktop.games import storage
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.main_window import MainWindow
    from palace_desktop.ui.table import themes
    from palace_desktop.ui.table.scene import TableScene

    # Another theme current (the module's default, or the last window's). Made current and
    # given back through set_theme: putting `_current` back alone left the card art in the
    # window's theme, and a later test's card pictures were drawn in it.
    other = themes.resolve("green", "navy", "light" if scheme != "light" else "dark")
    request.addfinalizer(lambda before=themes.current(): themes.set_theme(before))
    themes.set_theme(other)
    persistence = Persistence(storage.Paths(tmp_path))
    persistence.settings = replace(persistence.settings, table_felt="blue",
                                   card_back="burgundy", table_scheme=scheme)
    repaints = []
    monkeypatch.setattr(TableScene, "apply_theme", lambda scene: repaints.append(scene))
    window = MainWindow(_session(), persistence=persistence)
    qtbot.addWidget(window)
    wanted = themes.resolve("blue", "burgundy", scheme)
    assert themes.current() == wanted
    assert repaints == []  # built in it: nothing to repaint, no walk over the app's widgets
    assert window.scene.pot_label.brush().color() == wanted.felt_text
    assert window._table_look == ("blue", "burgundy", scheme)


# --- The seats table measures its cells once per change, not once per seat -------------------

def _table(seats: int):
    from palace_desktop.engine.match import Match
    from palace_desktop.engine.rules import Rules
    from palace_desktop.games.seats import SeatKind
    from palace_desktop.live.session import GameSession

    names = ["You"] + [f"Bot {n}" for n in range(1, seats)]
    match = Match(Rules.make(), names, [200] * seats, dealer=seats - 1)
    kinds = [SeatKind("you")] + [SeatKind("bot", "easy")] * (seats - 1)
    return GameSession(match, kinds, 0)


def _cells(model) -> list:
    from PySide6.QtCore import Qt

    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
             Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.TextAlignmentRole)
    cells = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            index = model.index(row, column)
            font = index.data(Qt.ItemDataRole.FontRole)
            cells.append(([index.data(role) for role in roles],
                          None if font is None else font.bold()))
    return cells


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_the_seats_rows_change_in_one_signal_and_read_as_a_new_model_would(qtbot, seats):
    from palace_desktop.engine.deal import SeedDeal
    from palace_desktop.ui.models import SeatsModel

    rng = random.Random(seats)
    for deal in range(3):
        session = _table(seats)
        model = SeatsModel(session)
        signals = []
        model.dataChanged.connect(lambda first, last, *_: signals.append(
            (first.row(), last.row(), first.column(), last.column())))
        before = _cells(model)
        session.start_hand(SeedDeal(rng.randrange(10**6)))
        for _move in range(12):
            after = _cells(model)
            assert after == _cells(SeatsModel(session, listen=False))  # as a fresh model
            changed_rows = {i // 6 for i, (a, b) in enumerate(zip(before, after)) if a != b}
            assert len(signals) <= 1  # one signal for the change, however many rows
            if changed_rows:
                first, last, _, _ = signals[0]
                assert first <= min(changed_rows) and max(changed_rows) <= last
            signals.clear()
            before = after
            if session.state is None or session.state.is_over:
                break
            session.stop()  # no bot thinks: every seat's move is made here
            session.submit(rng.choice(session.state.legal_actions()))


def test_each_seats_column_title_is_translated_alone_and_as_before(qtbot):
    from PySide6.QtCore import Qt

    from palace_desktop.ui.models import SeatsModel, SeatsTexts

    model = SeatsModel(_table(3))
    titles = [SeatsTexts.tr(text) for text in
              ("Name", "Player", "Chips", "Banner", "Soldiers", "Status")]
    for role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
        assert [model.headerData(section, Qt.Orientation.Horizontal, role)
                for section in range(model.columnCount())] == titles
    # The chips, banner and soldiers columns show a picture where the others show the title.
    shown = [model.headerData(section, Qt.Orientation.Horizontal)
             for section in range(model.columnCount())]
    assert shown == [titles[0], titles[1], None, None, None, titles[5]]
    assert model.headers() == titles
    assert model.headerData(0, Qt.Orientation.Vertical) is None
