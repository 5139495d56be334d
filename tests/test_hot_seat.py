"""Hot seat: when another person must act, a curtain covers the window and the table shows only
the public view until that person continues; nobody's palace is drawn face up behind it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from palace_desktop.engine.cards import UNKNOWN
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.live.session import SPECTATOR, GameSession, SeatKind


@pytest.fixture
def hot_seat(qtbot):
    from palace_desktop.ui.main_window import MainWindow

    names = ["Ann", "Ben", "Cy"]
    kinds = [SeatKind("human"), SeatKind("human"), SeatKind("human")]
    session = GameSession(Match(Rules.make(), names, [200] * 3, 2), kinds, 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.set_speed("instant")
    window.resize(1200, 760)
    window.show()
    qtbot.waitExposed(window)
    session.start_hand(SeedDeal(9))
    return window, session


def public_only(window):
    for seat, items in window.scene.seats.items():
        for item in items.palace:
            assert item.card is UNKNOWN and not item.face_pixmap_held()


def test_the_deal_is_public_and_the_first_person_gets_the_screen_through_the_curtain(hot_seat):
    # Nobody is known to be at the screen when a hand is dealt (issue 10).
    window, session = hot_seat
    assert session.state.to_act == 0 and session.viewer == SPECTATOR
    assert window.curtain.isVisible() and window.curtain.seat == 0
    assert "Ann" in window.curtain.title.text()
    public_only(window)
    window.curtain.button.click()
    assert not window.curtain.isVisible() and session.viewer == 0
    own = [i.card for i in window.scene.seats[0].palace]
    assert own == session.state.palaces[0]


def test_passing_the_screen_raises_the_curtain_and_hides_every_palace(hot_seat, qtbot):
    window, session = hot_seat
    window.curtain.button.click()
    assert window.controller.stay()
    assert session.state.to_act == 1
    assert window.curtain.isVisible()
    assert session.viewer == SPECTATOR
    public_only(window)
    assert "Ben" in window.curtain.title.text()
    # The log no longer shows Ann's palace cards either.
    text = "\n".join(window.log_model.lines())
    assert not any(f"palace card {c}" in text for c in session.state.palaces[0])
    # Nothing of the table shows through: the grabbed window is the curtain.
    image = window.grab().toImage()
    curtain = QColor(12, 32, 24).rgb()
    corners = [image.pixel(x, y) for x, y in ((40, 200), (image.width() - 40, 200),
                                             (40, image.height() - 40),
                                             (image.width() // 2, image.height() - 60))]
    assert all(p == curtain for p in corners)
    # Ben cannot be played for by anyone until he continues.
    assert not window.controller.stay()
    assert session.state.to_act == 1
    QTest.keyClick(window.curtain.button, Qt.Key.Key_Space)
    assert not window.curtain.isVisible() and session.viewer == 1
    assert [i.card for i in window.scene.seats[1].palace] == session.state.palaces[1]
    assert [i.card for i in window.scene.seats[0].palace] == [UNKNOWN] * 3


def test_a_defender_answering_a_bet_gets_the_screen_too(hot_seat):
    window, session = hot_seat
    window.curtain.button.click()
    state = session.state
    target = next(a.target for a in state.legal_actions() if a.name == "bet")
    assert window.controller.attack(target)
    assert window.curtain.isVisible() and window.curtain.seat == target
    window.curtain.button.click()
    assert session.viewer == target and session.availability.call


def test_the_seats_dock_marks_the_person_at_the_screen_and_announces_it(hot_seat, qtbot):
    from palace_desktop.ui.models import SeatsModel

    window, session = hot_seat
    model = window.seats_model

    def players():
        return [model.data(model.index(row, SeatsModel.KIND)) for row in range(3)]

    assert players() == ["Human"] * 3  # the deal is public: nobody has the screen yet
    changed = []
    model.dataChanged.connect(lambda first, last, *_: changed.extend(
        range(first.row(), last.row() + 1)))
    window.curtain.button.click()
    assert players() == ["At the screen", "Human", "Human"]
    assert 0 in changed and model.data(model.index(0, 0), Qt.ItemDataRole.FontRole).bold()
    changed.clear()
    assert window.controller.stay()
    window.curtain.button.click()
    assert players() == ["Human", "At the screen", "Human"]
    assert {0, 1} <= set(changed)
    assert model.data(model.index(0, 0), Qt.ItemDataRole.FontRole) is None


@pytest.mark.layout
def test_the_curtains_button_holds_its_whole_text_with_the_focus_frame_on(qtbot):
    """Seen in Vietnamese ("Tiếp tục với tư cách Mo"): the focused button's white frame took
    its width from the text, and the text's ends were cut."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    _window, curtain = _curtain_shown(qtbot, 0, "Maximiliana Bartholomew")
    button = curtain.button
    qtbot.waitUntil(button.hasFocus)
    option = QStyleOptionButton()
    button.initStyleOption(option)
    assert option.state & QStyle.StateFlag.State_HasFocus
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    assert room.width() >= button.fontMetrics().horizontalAdvance(button.text())


def test_the_curtain_wears_its_colours_when_it_comes(qtbot):
    """Its look is given the first time it is shown (a local game never raises it): the
    gold button and the pale title are there then."""
    _window, curtain = _curtain_shown(qtbot, 1, "Ben")
    qtbot.waitUntil(curtain.button.hasFocus)
    button = curtain.button.grab().toImage()
    assert button.pixelColor(button.width() // 2, 6).name() == "#c8aa5a"
    assert curtain.title.font().pixelSize() == 34
    assert curtain.title.palette().color(curtain.title.foregroundRole()).name() == "#f3e6c4"


def _curtain_shown(qtbot, seat: int, name: str):
    """A 1280 x 800 window of its own and a curtain raised over it for `name` (the caller
    keeps the window: it owns the curtain)."""
    from PySide6.QtWidgets import QWidget

    from palace_desktop.ui.dialogs.curtain import Curtain

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(1280, 800)
    parent.show()
    curtain = Curtain(parent)
    curtain.show_for(seat, name)
    return parent, curtain
