"""Where a seat's action bubble goes (bubble_spot.py), on any plate among any cards: its tail
on its plate, its box off it, and never hiding more than the spot over the plate's top edge,
where it stood when it hid the side seats' cards (tests/test_seat_bubble_spot.py has the
table)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF

from palace_desktop.ui.table import bubble_spot

rects = st.builds(lambda x, y, w, h: QRectF(x, y, w, h),
                  st.floats(0, 900), st.floats(0, 600), st.floats(20, 300), st.floats(20, 200))


@settings(max_examples=300, deadline=None)
@given(plate=st.builds(lambda x, y, w, h: QRectF(x, y, w, h), st.floats(0, 800),
                       st.floats(0, 500), st.floats(60, 250), st.floats(20, 90)),
       width=st.floats(2.5, 20), lines=st.sampled_from([1, 2]),
       cards=st.lists(rects, max_size=12), line=st.floats(10, 40))
def test_the_spot_points_at_its_plate_and_hides_no_more_than_over_its_top(plate, width, lines,
                                                                           cards, line):
    """Wherever it goes, the bubble's tail lands on its plate's edge, its box leaves the plate
    alone, and it hides no more than it did centred over the plate's top edge."""
    size = (width * line, (lines + 0.45) * line)  # as SeatActionBubble measures its text
    tail = bubble_spot.TAIL * line
    bounds = QRectF(0, 0, 1200, 800)
    obstacles = [bubble_spot.Obstacle(card, bubble_spot.CARD) for card in cards]
    obstacles.append(bubble_spot.Obstacle(plate, bubble_spot.PLATE))
    spot, cost = bubble_spot.best_spot(plate, size, tail, bounds.center(), obstacles, bounds)
    tip = spot.pos + spot.tip
    assert plate.adjusted(-0.01, -0.01, 0.01, 0.01).contains(tip)
    assert not spot.box(size).intersects(plate)
    w, h = size
    x = min(max(plate.center().x() - w / 2, bounds.left()), bounds.right() - w)
    at = plate.center().x() - x
    old = bubble_spot.Spot(QPointF(x, plate.top() - tail - h), "above", at,
                           bubble_spot.straight_tip("above", at, size, tail))
    assert cost <= bubble_spot.cover(old, size, obstacles, bounds) + 1e-6
