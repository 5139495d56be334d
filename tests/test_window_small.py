"""A small window (issue 38, item 8): a player on a 1024 x 600 netbook, an 800 x 600 virtual
machine or half a 1280 x 800 screen makes the window as small as that, and the table is played
there: nothing laid over anything, the action bar's buttons whole, the table's text legible,
the docks folded away where the table would lack its room and back when the window is wide
again, and a first start that fits the screen it is on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QApplication

from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.games import storage
from palace_desktop.live.persistence import Persistence
from palace_desktop.live.session import GameSession, SeatKind
from palace_desktop.ui.table.text_size import MIN_TEXT_PX

NAMES = ["Ann", "Bea", "Hiro", "Omar", "Lena", "Kofi", "Mia", "Raj", "Sven", "Zoe"]
# Half a 1280 x 800 screen beside another window, less a tiling window manager's borders.
HALF_SCREEN = QSize(630, 760)
# A 1024 x 600 netbook's and an 800 x 600 virtual machine's room below a panel of 24 pixels.
SMALL_SCREENS = [QRect(0, 0, 1024, 576), QRect(0, 24, 800, 576), QRect(0, 0, 630, 760)]


def make_session(seats: int) -> GameSession:
    match = Match(Rules.make(), NAMES[:seats], [200] * seats, dealer=seats - 1)
    kinds = [SeatKind("you")] + [SeatKind("bot", "easy")] * (seats - 1)
    session = GameSession(match, kinds, 0, bot_seed=3)
    session.bot_delay_ms = 0
    return session


@pytest.fixture
def window(qtbot, tmp_path):
    from palace_desktop.ui.main_window import MainWindow

    def build(seats=10, size=None, persistence=None):
        session = make_session(seats)
        win = MainWindow(session, persistence=persistence)
        qtbot.addWidget(win)
        win.set_speed("instant")
        win.resize(size or MainWindow.MINIMUM)
        win.show()
        qtbot.waitExposed(win)
        session.start_hand(SeedDeal(7))
        settle(win)
        return win, session

    return build


def settle(win) -> None:
    """The layout's and the table's queued work done, as the event loop would."""
    for _ in range(3):
        QApplication.processEvents()
    win.table_view.settle_now()
    QApplication.processEvents()


def below(widget, window) -> int:
    return widget.mapTo(window, widget.rect().bottomLeft()).y()


def above(widget, window) -> int:
    return widget.mapTo(window, widget.rect().topLeft()).y()


def problems_of_the_layout(win) -> list[str]:
    """What of the window is laid over something else or cut, at the window's size now."""
    found = []
    hint = win.minimumSizeHint()
    if hint.width() > win.width() or hint.height() > win.height():
        found.append(f"the layout needs {hint.toTuple()} in a window of {win.size().toTuple()}")
    bar, table = win.action_bar, win.table_view
    if below(table, win) >= above(bar, win):
        found.append("the table lies under the action bar")
    if below(bar, win) > above(win.statusBar(), win):
        found.append("the action bar lies under the status bar")
    if bar.width() < bar.minimumSizeHint().width():
        found.append(f"the action bar is {bar.width()} wide, its buttons need "
                     f"{bar.minimumSizeHint().width()}")
    for name, button in bar.buttons.items():
        if button.isVisible():
            place = QRect(button.mapTo(bar, button.rect().topLeft()), button.size())
            if not bar.rect().contains(place) or button.width() < button.minimumSizeHint().width():
                found.append(f"the {name} button is cut")
    return found


def least_table_text(win) -> float:
    """The smallest text of the table on screen, in pixels: the plates' lines and the counts."""
    scene, scale = win.scene, win.table_view.transform().m11()
    sizes = [font.pixelSize() for items in scene.seats.values()
             for row in items.plate._lines() for _text, font, _ in row]
    sizes += [label.font().pixelSize()
              for label in (scene.draw_label, scene.discard_label, scene.pot_label)]
    return min(sizes) * scale


@pytest.mark.layout
@pytest.mark.parametrize("seats", [3, 10])
def test_the_window_is_played_at_its_least_size(window, seats):
    from palace_desktop.ui.main_window import MainWindow

    least = MainWindow.MINIMUM
    assert least.width() <= HALF_SCREEN.width() and least.height() <= 600 - 24 - 40 - 40
    win, _session = window(seats=seats, size=least)
    assert win.size() == least  # the window is made that small, not kept larger
    assert problems_of_the_layout(win) == []
    # The table takes the width: the docks folded away (the View menu still offers them).
    assert not win.seats_dock.isVisible() and not win.log_dock.isVisible()
    assert win.dock_room.is_folded
    assert win.table_view.width() == win.width()
    assert least_table_text(win) >= MIN_TEXT_PX - 0.6  # whole pixels: rounded to the nearest


@pytest.mark.layout
@pytest.mark.parametrize("size", [(1008, 536), (784, 512), (630, 720), (960, 1000)],
                         ids=lambda v: f"{v[0]}x{v[1]}")
def test_a_small_window_holds_its_layout_and_legible_text(window, size):
    win, _session = window(seats=10, size=QSize(*size))
    assert win.size() == QSize(*size)
    assert problems_of_the_layout(win) == []
    assert least_table_text(win) >= MIN_TEXT_PX - 0.6
    if win.seats_dock.isVisible():  # beside the table: its columns whole
        table = win.seats_table
        assert table.horizontalScrollBar().maximum() == 0
        assert win.table_view.width() >= win.centralWidget().minimumSizeHint().width()


def test_the_folded_docks_come_back_when_the_window_is_wide_again(window, qtbot):
    win, _session = window(seats=10)
    assert not win.seats_dock.isVisible()
    win.resize(1280, 800)
    qtbot.waitUntil(lambda: win.seats_dock.isVisible() and win.log_dock.isVisible())
    settle(win)
    assert not win.dock_room.is_folded
    assert win.seats_table.horizontalScrollBar().maximum() == 0
    assert win.seats_dock.width() >= 0.2 * 1280
    # A dock the player closed stays closed, however the window is sized after.
    win.log_dock.close()
    win.resize(win.MINIMUM)
    qtbot.waitUntil(lambda: not win.seats_dock.isVisible())
    win.resize(1280, 800)
    qtbot.waitUntil(lambda: win.seats_dock.isVisible())
    assert not win.log_dock.isVisible()


def test_a_dock_shown_in_a_narrow_window_is_the_players(window, qtbot):
    win, _session = window(seats=4)
    win.seats_dock.toggleViewAction().trigger()  # View > Seats
    assert win.seats_dock.isVisible()
    win.resize(win.MINIMUM.width() + 20, win.MINIMUM.height())
    settle(win)
    assert win.seats_dock.isVisible()  # not folded again by a resize
    win.seats_dock.toggleViewAction().trigger()  # and closed: stays closed when wide again
    win.resize(1280, 800)
    qtbot.waitUntil(lambda: win.log_dock.isVisible())
    assert not win.seats_dock.isVisible()


def test_docks_made_after_a_narrow_frame_was_shown_fold_away(qtbot):
    """A start shows the window's frame first, sized to the screen, and the docks come with
    the game: in a narrow frame they fold away as they would in a window made narrow."""
    from palace_desktop.ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(700, 500)
    win.show()
    qtbot.waitExposed(win)
    win.set_session(make_session(6))
    settle(win)
    assert not win.seats_dock.isVisible() and not win.log_dock.isVisible()
    assert problems_of_the_layout(win) == []


def test_a_narrow_window_remembers_the_docks_the_player_left_shown(window, qtbot, tmp_path):
    from palace_desktop.ui.main_window import MainWindow

    persistence = Persistence(storage.Paths(tmp_path))
    win, _session = window(seats=4, persistence=persistence)
    assert win.dock_room.is_folded
    win.close()
    again = MainWindow(make_session(4), persistence=persistence)
    qtbot.addWidget(again)
    assert again.restore_window()
    again.resize(1280, 800)
    again.show()
    qtbot.waitExposed(again)
    qtbot.waitUntil(lambda: again.seats_dock.isVisible() and again.log_dock.isVisible())


@pytest.mark.layout
@pytest.mark.parametrize("room", SMALL_SCREENS, ids=lambda r: f"{r.width()}x{r.height()}")
def test_the_first_window_on_a_small_screen_fits_and_holds_its_layout(window, room):
    """On the offscreen platform's 800 x 600 screen the first window was sized to the screen
    while its parts still asked for 1024 x 640: the window stood under its layout's minimum,
    the table cut by the action bar."""
    from palace_desktop.ui.window_size import FRAME, fit_into

    win, _session = window(seats=10, size=QSize(1280, 800))
    fit_into(win, room, shrinkable=[win.table_view])
    settle(win)
    space = room.size() - FRAME
    assert win.width() <= space.width() and win.height() <= space.height()
    assert problems_of_the_layout(win) == []
    assert least_table_text(win) >= MIN_TEXT_PX - 0.6


@pytest.mark.layout
def test_the_first_start_fits_the_screen_it_is_on(qtbot, tmp_path):
    """As a start does it (Launcher.fit_on_screen), on this platform's own screen."""
    from palace_desktop.app import Launcher
    from palace_desktop.ui.main_window import MainWindow

    win = MainWindow(make_session(6), persistence=Persistence(storage.Paths(tmp_path)))
    qtbot.addWidget(win)
    Launcher.fit_on_screen(win)
    win.show()
    qtbot.waitExposed(win)
    win.session.start_hand(SeedDeal(7))
    settle(win)
    room = win.screen().availableGeometry()
    assert win.width() <= room.width() and win.height() <= room.height()
    assert problems_of_the_layout(win) == []
