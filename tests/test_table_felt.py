"""The felt painted for part of the view (an expose, the strips a resize uncovers) is what
the whole felt shows there: a part with nothing of the table in it is painted as the room
alone, and that shortcut must never cut the table's rim or its antialiased edge."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QTransform

from palace_desktop.ui.table import themes

SIZE = 320


@pytest.fixture(scope="module")
def scene(qapp):
    from palace_desktop.ui.table.scene import TableScene

    scene = TableScene()
    scene.configure(4, 0, ["A", "B", "C", "D"])
    yield scene
    scene.deleteLater()


def paint(scene, transform: QTransform, rect: QRectF, whole: bool) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_RGB32)
    image.fill(0xFF00FF)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    # As the view does: clipped to whole device pixels, asked for the scene rect they show
    # with a pixel more all round (QGraphicsView::paintEvent).
    device = transform.mapRect(rect).toAlignedRect()
    painter.setClipRect(device)
    painter.setWorldTransform(transform)
    exposed = transform.inverted()[0].mapRect(QRectF(device.adjusted(-1, -1, 1, 1)))
    # The part alone, or the whole table's felt (and that part).
    scene.drawBackground(painter, exposed if not whole else exposed.united(scene.sceneRect()))
    painter.end()
    return image


def most_apart(a: QImage, b: QImage) -> int:
    """The largest difference of one channel between two images of the same size."""
    first, second = bytes(a.constBits()), bytes(b.constBits())
    if first == second:
        return 0
    return max(abs(p - q) for p, q in zip(first, second) if p != q)


def near_the_rim(table: QRectF, side: str, gap: float, along: float, w: float,
                 h: float) -> QRectF:
    """A part just off the table's box, `gap` units out from the middle of one side (where
    the oval and its rim line touch the box), `along` units to one side of it."""
    centre = table.center()
    if side == "left":
        return QRectF(table.left() - gap - w, centre.y() + along - h / 2, w, h)
    if side == "right":
        return QRectF(table.right() + gap, centre.y() + along - h / 2, w, h)
    if side == "top":
        return QRectF(centre.x() + along - w / 2, table.top() - gap - h, w, h)
    return QRectF(centre.x() + along - w / 2, table.bottom() + gap, w, h)


def check(scene, rect: QRectF, scale: float, high: bool) -> None:
    theme = themes.current()
    themes.set_theme(themes.resolve("green", "navy", "high_contrast" if high else "dark"))
    try:
        # The part's top left at the image's middle, so the part lies on the image.
        transform = QTransform.fromScale(scale, scale)
        corner = transform.map(rect.topLeft())
        transform *= QTransform.fromTranslate(SIZE / 2 - corner.x(), SIZE / 2 - corner.y())
        part = paint(scene, transform, rect, whole=False)
        whole = paint(scene, transform, rect, whole=True)
        # Antialiasing may round a level apart where a path crosses the clip (as it did
        # before the shortcut); a rim cut off is tens of levels off.
        assert most_apart(part, whole) <= 3
    finally:
        themes.set_theme(theme)


SCALES = st.sampled_from([0.3, 0.55, 1.0, 2.2])


@settings(max_examples=40, deadline=None)
@given(scale=SCALES, fx=st.floats(-0.1, 1.1), fy=st.floats(-0.1, 1.1), w=st.floats(1, 200),
       h=st.floats(1, 200), high=st.booleans())
def test_part_of_the_felt_anywhere_is_the_whole_felt_there(scene, scale, fx, fy, w, h, high):
    table = scene.table_rect()
    check(scene, QRectF(table.left() + fx * table.width() - w / 2,
                        table.top() + fy * table.height() - h / 2, w, h), scale, high)


@settings(max_examples=60, deadline=None)
@given(scale=SCALES, side=st.sampled_from(["left", "right", "top", "bottom"]),
       gap=st.floats(0, 8), along=st.floats(-20, 20), w=st.floats(0.5, 40),
       h=st.floats(0.5, 40), high=st.booleans())
def test_part_of_the_felt_by_the_rim_is_the_whole_felt_there(scene, scale, side, gap, along,
                                                              w, h, high):
    check(scene, near_the_rim(scene.table_rect(), side, gap, along, w, h), scale, high)


def test_a_part_of_the_room_alone_paints_no_oval(scene):
    # The shortcut is taken: a part far from the table is filled, no oval is drawn there.
    calls = []

    class Counting(QPainter):
        def drawEllipse(self, *args):
            calls.append(args)
            return super().drawEllipse(*args)

        def drawPath(self, *args):
            calls.append(args)
            return super().drawPath(*args)

    table = scene.table_rect()
    image = QImage(SIZE, SIZE, QImage.Format.Format_RGB32)
    painter = Counting(image)
    scene.drawBackground(painter, QRectF(table.right() + 20, table.top(), 40, 40))
    assert calls == []
    scene.drawBackground(painter, QRectF(table.center().x(), table.top() - 1, 40, 40))
    assert calls
    painter.end()
