"""The bubble that says what a seat just did ("Attacks Jugador: 10") hides nothing a player
reads: found walking the app in Spanish, it stood centred on the plate's top edge, where the
side seats' lowest cards lie, and hid them until that seat acted again. At 2, 6 and 10 seats,
in a large, a netbook's, a virtual machine's and the least window, left to right and right to
left, every bubble covers no card and no other plate, and still after the window is resized
or the table zoomed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize, Qt

from palace_desktop.engine import actions as A
from palace_desktop.ui.table.card_shape import CARD_RECT
from palace_desktop.ui.table.sprite import scene_rect

from test_window_small import settle, window  # noqa: F401 (window: the dealt table's fixture)

SIZES = [QSize(1280, 800), QSize(1024, 600), QSize(800, 600), QSize(600, 440)]


def covered(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return max(0.0, both.width()) * max(0.0, both.height())


def what_bubbles_hide(scene) -> list[str]:
    """Every card and other seat's plate a bubble on show lies over, in words."""
    found = []
    for seat, text in scene.seat_bubbles.texts().items():
        bubble = scene.seat_bubbles.bubble(seat)
        box = bubble.mapRectToScene(bubble.rect())
        assert scene.sceneRect().adjusted(-0.5, -0.5, 0.5, 0.5).contains(box), (seat, box)
        for other, items in scene.seats.items():
            for index, card in enumerate(items.cards()):
                if card.isVisible() and covered(box, card.mapRectToScene(CARD_RECT)) > 0.5:
                    found.append(f"seat {seat}'s {text!r} over card {index} of seat {other}")
            plate = scene_rect(scene.seat_layout(other).label)
            if other != seat and covered(box, plate) > 0.5:
                found.append(f"seat {seat}'s {text!r} over the plate of seat {other}")
    return found


def every_seat_acts(win, seats: int) -> None:
    names = ["Jugador"] + [f"Seat {seat}" for seat in range(1, seats)]
    win.scene.seat_bubbles.show_events(
        [A.BetPlaced(seat, 0, 10) for seat in range(1, seats)], names)
    assert len(win.scene.seat_bubbles.texts()) == seats - 1


@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight,
                                       Qt.LayoutDirection.RightToLeft])
@pytest.mark.parametrize("seats", [2, 6, 10])
def test_a_seats_bubble_hides_no_card_and_no_other_plate(window, qapp, seats, direction):
    qapp.setLayoutDirection(direction)
    try:
        win, _session = window(seats=seats, size=SIZES[0])
        every_seat_acts(win, seats)
        for size in SIZES:
            win.resize(size)
            settle(win)
            assert what_bubbles_hide(win.scene) == [], size.toTuple()
        # Zoomed in (scroll bars come, the table may settle again): the bubbles still clear.
        win.table_view.zoom_in()
        settle(win)
        assert what_bubbles_hide(win.scene) == [], "zoomed in"
    finally:
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


@pytest.mark.parametrize("seats", [6, 10])
def test_the_bubbles_tail_points_at_its_own_plate(window, seats):
    win, _session = window(seats=seats, size=SIZES[1])
    every_seat_acts(win, seats)
    for seat in range(1, seats):
        bubble = win.scene.seat_bubbles.bubble(seat)
        plate = scene_rect(win.scene.seat_layout(seat).label)
        tip = bubble.mapToScene(bubble.tail_tip())
        assert plate.adjusted(-1, -1, 1, 1).contains(tip), (seat, tip, plate)




def test_a_batch_of_moves_places_the_bubbles_once(window, monkeypatch):
    """A replay jumps over a whole hand's moves at once (replay_position.py): the bubbles are
    placed after the batch, not again at each of its moves (each placing weighs every spot
    of every bubble against every card)."""
    from palace_desktop.ui.table import bubble_spot

    win, _session = window(seats=10, size=SIZES[1])
    searched = []
    real = bubble_spot.best_spot
    monkeypatch.setattr(bubble_spot, "best_spot",  # (seat_bubble imports it as it places)
                        lambda *args: searched.append(1) or real(*args))
    names = ["Jugador"] + [f"Seat {seat}" for seat in range(1, 10)]
    win.scene.seat_bubbles.show_events(
        [A.BetPlaced(1 + turn % 9, 0, 10 + turn) for turn in range(45)], names)
    assert len(win.scene.seat_bubbles.texts()) == 9
    assert len(searched) <= 9 * 2  # each bubble once, on one line and on two at most
