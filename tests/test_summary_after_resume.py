"""A game left between hands comes back to its hand summary, over the table as after a hand
played (test_table.py): it stood at the window's top-left corner, over the seats dock, having
been placed before the table built into the window's frame was laid out."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from palace_desktop.games.setup import preset
from launchers import making_launchers


@pytest.fixture
def launcher_factory(qapp, tmp_path):
    yield from making_launchers(qapp, tmp_path, coach="off", tutorial_declined=True)


def test_a_game_resumed_between_hands_shows_its_summary_over_the_table(launcher_factory,
                                                                       qtbot):
    first = launcher_factory()
    session = first.session_from_setup(preset("solo3", "Ann"), seed=5)
    first.show(session, 5, fresh=True)
    first.window.set_speed("instant")
    while not session.state.is_over:
        session.submit(next(a for a in session.state.legal_actions() if a.name == "fold"))
    first.window.close()

    second = launcher_factory()
    second.start_with_a_question(seed=6, ask=False)  # the frame first, then the game in it
    window = second.window
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible(),
                    timeout=10000)
    for _ in range(5):  # the table's held resizes released, the layout settled
        QApplication.processEvents()
    table = window.table_view
    centre = table.mapToGlobal(table.rect().center())
    shown = window.summary.frameGeometry()
    assert abs(shown.center().x() - centre.x()) <= 2, (shown, centre, table.geometry())
    assert window.frameGeometry().contains(shown)
    window.summary.close()
