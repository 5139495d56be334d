"""The history viewer shows each position exactly, however it got there (issue 38, item 2):
after Next, Previous or First the table holds the same things as the same position opened
fresh, nothing left over from the steps walked on the way (the bubbles of later actions at
First, a battle's panel missing after a jump to its end)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsSimpleTextItem

from palace_desktop.games.replay import PUBLIC
from palace_desktop.ui.table.items import CardItem
from palace_desktop.ui.table.message import BannerMessageItem

from replay_support import play_match, save


def table_items(viewer) -> list[tuple]:
    """Everything the viewer's table shows, each with where it lies and what it says. The
    felt's message is left out: it narrates the step just animated (at rest the caption
    under the table says the same); so are the pictures a card or plate shows itself as
    (cached_paint.py), which show once the table rests or not at all."""
    QCoreApplication.processEvents()  # the pictures' zero timers, as the event loop would
    shown = []
    for item in viewer.scene.items():
        if not item.isVisible() or item.opacity() == 0 or \
                isinstance(item, (BannerMessageItem, QGraphicsPixmapItem)):
            continue
        rect = item.sceneBoundingRect()
        entry = [type(item).__name__, round(rect.x()), round(rect.y()),
                 round(rect.width()), round(rect.height()), round(item.opacity(), 2)]
        if isinstance(item, CardItem):
            entry += [str(item.card), item.face_up, item.highlight(), round(item.rotation())]
        if isinstance(item, QGraphicsSimpleTextItem):
            entry.append(item.text())
        if not isinstance(item, QGraphicsSimpleTextItem):
            for reading in ("text", "status_line", "count", "is_turn", "is_dealer"):
                value = getattr(item, reading, None)  # a method, or a property (the plates')
                if value is not None:
                    entry.append(value() if callable(value) else value)
        shown.append(tuple(str(part) for part in entry))
    return sorted(shown)


@pytest.fixture
def viewers(qtbot, tmp_path):
    from palace_desktop.ui.replay_viewer import ReplayViewer

    def open_viewer(path, seat, speed):
        window = ReplayViewer.from_file(path, viewer=seat)
        qtbot.addWidget(window)
        window.set_speed(speed)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    return open_viewer


def fresh_items(open_viewer, path, seat, hand, position) -> list[tuple]:
    window = open_viewer(path, seat, "instant")
    window.go_to(hand, position)
    shown = table_items(window)
    window.close()
    return shown


@pytest.mark.parametrize("seed, seats, seat", [(2, 3, PUBLIC), (3, 4, 0), (6, 3, 1)])
def test_every_step_forward_and_back_shows_exactly_its_position(tmp_path, viewers, seed,
                                                                 seats, seat):
    path = save(tmp_path, play_match(seed, hands=2, seats=seats).to_json())
    fresh = {}

    def expected(window):
        key = (window.hand_index, window.position)
        if key not in fresh:
            fresh[key] = fresh_items(viewers, path, seat, *key)
        return fresh[key]

    window = viewers(path, seat, "instant")
    walked = [(window.hand_index, window.position)]
    while not window.at_end():
        window.go_next()
        walked.append((window.hand_index, window.position))
        assert table_items(window) == expected(window), walked[-1]
    while window.previous_action.isEnabled():
        window.go_previous()
        assert table_items(window) == expected(window), (window.hand_index, window.position)
    window.go_last()
    assert table_items(window) == expected(window)
    window.go_first()
    assert table_items(window) == expected(window)
    assert len(walked) > 10


def test_steps_taken_while_cards_fly_end_at_their_position(tmp_path, viewers, qtbot):
    """Next three times quickly at the normal speed, then First: the table holds what these
    positions hold, and no card or bubble of the way there."""
    path = save(tmp_path, play_match(2, hands=2, seats=3).to_json())
    window = viewers(path, PUBLIC, "normal")
    for _ in range(3):
        window.go_next()
        qtbot.wait(30)
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10_000)
    assert table_items(window) == fresh_items(viewers, path, PUBLIC, 0, 3)
    window.go_first()
    assert table_items(window) == fresh_items(viewers, path, PUBLIC, 0, 0)
    assert not window.scene.seat_bubbles.texts()
