"""The table zoomed in: its scroll bars lie over its edge (table/scroll_bars.py), leave the
table's edge in reach, and the keyboard's focus pans the table to the card it goes to."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QWidget

from palace_desktop.ui.table import themes

from table_views import table_at_rest


@pytest.fixture
def table(qtbot):
    theme = themes.current()
    scene, view = table_at_rest(qtbot)
    yield scene, view
    themes.set_theme(theme)


def zoomed(view, zoom: float = 2.0) -> None:
    view.set_zoom(zoom)
    view.settle_now()


def test_scrolled_to_the_end_the_table_is_clear_of_the_bars(table):
    scene, view = table
    zoomed(view)
    hbar, vbar = view.horizontalScrollBar(), view.verticalScrollBar()
    hbar.setValue(hbar.maximum())
    vbar.setValue(vbar.maximum())
    corner = view.mapFromScene(scene.sceneRect().bottomRight())
    assert corner.x() <= vbar.parentWidget().geometry().left() + 1
    assert corner.y() <= hbar.parentWidget().geometry().top() + 1
    hbar.setValue(hbar.minimum())
    vbar.setValue(vbar.minimum())
    assert view.mapFromScene(scene.sceneRect().topLeft()) == QPoint(0, 0)


def test_right_to_left_the_vertical_bar_makes_room_on_the_left(table):
    scene, view = table
    view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    zoomed(view)
    vbar = view.verticalScrollBar()
    assert vbar.parentWidget().geometry().left() == 0
    rect = view.sceneRect()
    assert rect.left() < scene.sceneRect().left()
    assert rect.right() == scene.sceneRect().right()


def test_at_zoom_one_the_view_scrolls_over_the_scene_alone(table):
    scene, view = table
    zoomed(view)
    zoomed(view, 1.0)
    assert view.sceneRect() == scene.sceneRect()
    assert not view.horizontalScrollBar().isVisibleTo(view)


def test_the_keyboard_focus_pans_to_its_card(table, qtbot):
    scene, view = table
    zoomed(view, 2.5)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    cards = [c for c in scene.card_items() if c.isVisible()]
    # The card furthest from the corner the view shows.
    view.horizontalScrollBar().setValue(0)
    view.verticalScrollBar().setValue(0)
    far = max(cards, key=lambda c: c.sceneBoundingRect().center().x()
              + c.sceneBoundingRect().center().y())
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not shown.contains(far.sceneBoundingRect())
    scene.gestures.set_focus(far)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(far.sceneBoundingRect())


def handle_pixels(bar) -> tuple[int, int]:
    """(pixels the bar paints, pixels in its strip) over a transparent background."""
    image = QImage(bar.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    bar.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)  # no background
    painted = sum(1 for y in range(image.height()) for x in range(image.width())
                  if image.pixelColor(x, y).alpha() > 0)
    return painted, image.width() * image.height()


def test_a_bar_is_thin_at_rest_and_wide_under_the_pointer(table, qtbot):
    scene, view = table
    zoomed(view)
    bar = view.verticalScrollBar()
    thin, strip = handle_pixels(bar)
    assert 0 < thin < 0.6 * strip  # a thin handle at the edge, no track
    bar.underMouse = lambda: True
    wide, _ = handle_pixels(bar)
    assert wide > 0.95 * strip  # the whole strip (but its round ends): track and handle


def test_high_contrast_bars_show_their_track(table):
    scene, view = table
    zoomed(view)
    themes.set_theme(themes.resolve("green", "navy", "high_contrast"))
    bar = view.horizontalScrollBar()
    painted, strip = handle_pixels(bar)
    assert painted > 0.3 * strip


def test_a_new_layout_on_screen_is_fitted_to_the_view(table, qtbot):
    # The view was fitted again only when scroll bars beside it came or went (a resize): a
    # layout that brought none (the bars now lie over the table) kept the old fit.
    scene, view = table
    view.grab()
    before = scene.sceneRect()
    scene.set_text_size(scene.text_px * 1.6)
    assert scene.sceneRect() != before
    qtbot.waitUntil(lambda: not view.settling(), timeout=2000)
    shown = view.mapFromScene(scene.sceneRect()).boundingRect()
    room = view.viewport().rect()
    assert room.adjusted(-1, -1, 1, 1).contains(shown)
    # Fitted: it spans the room one way, within the fit's margin.
    assert shown.width() >= room.width() - 6 or shown.height() >= room.height() - 6


def test_the_pointer_coming_or_going_repaints_the_whole_bar(table, qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    scene, view = table
    zoomed(view)
    bar = view.verticalScrollBar()
    asked = []
    real = bar.update
    bar.update = lambda *args: (asked.append(args), real(*args))
    QApplication.sendEvent(bar, QEvent(QEvent.Type.Leave))
    assert () in asked  # the whole bar, not the hovered part alone


def test_the_scroll_bars_have_accessible_names(table):
    _scene, view = table
    zoomed(view)
    names = {view.horizontalScrollBar().accessibleName(), view.verticalScrollBar().accessibleName()}
    assert names == {"Scroll the table left and right", "Scroll the table up and down"}


def _bar_image(bar, fresh: bool) -> QImage:
    from PySide6.QtGui import QPainter

    image = QImage(bar.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    if fresh:  # the simple way: the style asked anew
        painter = QPainter(image)
        for rect, colour in bar.paint_plan():
            painter.fillRect(rect, colour)
        painter.end()
    else:  # the bar's own paint, which keeps what it asked while its state stays the same
        bar.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
    return image


def test_a_bar_painted_from_what_it_kept_is_what_the_style_says(table):
    # The bar keeps its picture's plan while nothing it depends on changed: any change of
    # value, range, page, size, pointer or contrast must show as a fresh plan would.
    from hypothesis import given, settings, strategies as st

    _scene, view = table
    zoomed(view)
    bars = (view.horizontalScrollBar(), view.verticalScrollBar())
    light = themes.current()
    contrast = themes.resolve("green", "navy", "high_contrast")

    @settings(max_examples=60, deadline=None)
    @given(st.lists(st.tuples(st.integers(0, 1), st.integers(0, 400), st.integers(0, 400),
                              st.integers(1, 300), st.integers(-50, 500), st.booleans(),
                              st.booleans(), st.integers(0, 40), st.integers(-50, 500)),
                    min_size=1, max_size=6))
    def check(steps):
        for which, low, span, page, value, hover, high, grow, then in steps:
            bar = bars[which]
            themes.set_theme(contrast if high else light)
            bar.setRange(low, low + span)
            bar.setPageStep(page)
            bar.setValue(value)
            bar.underMouse = (lambda: True) if hover else (lambda: False)
            size = bar.size()
            if which == 0:
                bar.resize(size.width(), 14 + grow % 3)
            else:
                bar.resize(14 + grow % 3, size.height())
            assert _bar_image(bar, fresh=False) == _bar_image(bar, fresh=True)
            bar.setValue(then)  # the value alone
            assert _bar_image(bar, fresh=False) == _bar_image(bar, fresh=True)
            bar.underMouse = lambda: not hover  # the pointer alone
            assert _bar_image(bar, fresh=False) == _bar_image(bar, fresh=True)

    check()
