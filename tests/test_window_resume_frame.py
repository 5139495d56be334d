"""A game that comes into a window already on screen (Resume, after the start's question was
asked over the plain felt) never shows a frame of docks alone: the table has its width at
every paint (issue 38, defect 7: "on a resume the docks fill the whole window before the
table appears")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject

from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import GameSession, SeatKind


class PaintWatch(QObject):
    """The table's width each time a dock is painted."""

    def __init__(self, window):
        super().__init__()
        self.window = window
        self.widths: list[int] = []

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and self.window.table_view is not None:
            view = self.window.table_view
            self.widths.append(view.width() if view.isVisible() else 0)
        return False


def three_seats() -> GameSession:
    names = ["Player", "Farid", "Greta"]
    return GameSession(Match(Rules.make(), names, [200] * 3, dealer=2),
                       [SeatKind("you"), SeatKind("bot", "easy"), SeatKind("bot", "easy")], 0)


@pytest.mark.parametrize("window_left", [False, True], ids=["first start", "window as left"])
def test_a_game_set_into_a_shown_window_paints_no_frame_without_its_table(qtbot, tmp_path,
                                                                         window_left):
    from palace_desktop.games.files import Paths
    from palace_desktop.live.persistence import Persistence
    from palace_desktop.ui.main_window import MainWindow

    persistence = Persistence(Paths(tmp_path))
    if window_left:  # a window closed before, its size and docks kept in the settings
        before = MainWindow(three_seats(), persistence=persistence)
        qtbot.addWidget(before)
        before.resize(1280, 800)
        before.show()
        qtbot.waitExposed(before)
        before._remember_window()
        before.session.stop()
        before.hide()
    window = MainWindow(persistence=persistence)
    qtbot.addWidget(window)
    window.restore_window()
    # As wide as it was left: Qt's restoreGeometry keeps a window within the offscreen screen
    # (800 px), where the docks would fold away beside the table (window_room.py).
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)
    watch = PaintWatch(window)
    session = three_seats()
    window.set_session(session)
    for dock in (window.seats_dock, window.log_dock):
        dock.installEventFilter(watch)
        dock.widget().installEventFilter(watch)
    session.start_hand()
    qtbot.waitUntil(lambda: len(watch.widths) > 0, timeout=3000)
    qtbot.wait(200)
    assert min(watch.widths) >= window.width() // 2, watch.widths
    session.stop()
    persistence.flush()
