"""Going back to a zoom or a size the table showed before (zooming in and out, restoring a
window): when the layout stays and the felt and every picture for that geometry are kept, the
first frame shows them crisp at once and nothing waits to settle (table/scene.py,
`TableView._settle_unless_kept`). That fast path must show exactly what the slow one (every
picture put right anew, then the settle) shows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from palace_desktop.ui import assets
from palace_desktop.ui.sprite_cache import SPRITES, Sprite
from palace_desktop.ui.table import themes
from palace_desktop.ui.table.cached_paint import CachedPaint, _view_context, refresh_pictures

from table_views import table_at_rest


@pytest.fixture
def table(qtbot):
    assets.clear_cache()
    theme = themes.current()
    scene, view = table_at_rest(qtbot, seats=6, seed=5)
    view.grab()
    yield scene, view
    themes.set_theme(theme)
    assets.clear_cache()


def rest(view) -> None:
    for _ in range(3):
        QApplication.processEvents()
        view.settle_now()
    assert not view.settling()


def slow_image(scene, view):
    """The table as the slow path shows it at this geometry: every picture put right anew
    (painting any not kept), the settle run, then a frame."""
    for item in scene.items():
        if isinstance(item, CachedPaint):
            item._placed.clear()  # no place remembered: every key worked out anew
    view._settle_pending = True
    view.settle_now()
    refresh_pictures(scene)
    return view.grab().toImage()


def test_zooming_back_to_a_zoom_shown_before_is_crisp_at_once(table):
    scene, view = table
    view.set_zoom(1.5)
    assert view.settling()  # a zoom never shown: scaled first, crisp once it rests
    rest(view)
    view.grab()
    view.set_zoom(1.0)
    rest(view)
    view.grab()
    sprites = len(SPRITES)
    view.set_zoom(1.5)
    assert not view.settling()  # everything for zoom 1.5 was kept
    assert len(SPRITES) == sprites  # nothing painted anew
    fast = view.grab().toImage()
    assert fast == slow_image(scene, view)


def test_a_zoom_whose_felt_is_not_kept_waits_to_settle(table):
    scene, view = table
    view.set_zoom(1.25)
    rest(view)
    view.grab()
    view.felt.clear()
    view.set_zoom(1.0)
    assert view.settling()


def drop_some_sprites(rng: random.Random) -> None:
    """Pictures let go of, as the cache's memory bound does."""
    for key in rng.sample(SPRITES.keys(), len(SPRITES) // 3):
        sprite = SPRITES._sprites.pop(key)
        SPRITES._bytes -= SPRITES._size(sprite)


def test_any_walk_over_zooms_shows_what_the_slow_path_shows(table):
    # Random walks over a few zoom levels (some pictures kept, some not, the felt's three
    # geometries turning over): whenever the fast path claims the geometry settled, the
    # frame is pixel for pixel the slow path's.
    scene, view = table
    rng = random.Random(16)
    fast_frames = 0
    for _ in range(24):
        if rng.random() < 0.3:
            drop_some_sprites(rng)
        view.set_zoom(rng.choice((1.0, 1.25, 1.5625, 2.0)))
        if view.settling():
            view.grab()  # the scaled first frame
            rest(view)
            view.grab()
            continue
        fast_frames += 1
        fast = view.grab().toImage()
        assert fast == slow_image(scene, view)
    assert fast_frames >= 3


def test_a_window_back_at_a_size_shown_before_is_crisp_at_once(table):
    scene, view = table
    # Wider by a few pixels: the same layout (the aspect within its tolerance, the same
    # height), so going back finds everything kept.
    view.resize(968, 600)
    rest(view)
    view.grab()
    layout = scene.layout_
    view.resize(960, 600)
    assert not view.settling()
    assert scene.layout_ is layout
    fast = view.grab().toImage()
    assert fast == slow_image(scene, view)


def test_a_size_that_needs_another_layout_waits_to_settle(table):
    scene, view = table
    view.resize(1200, 600)  # another aspect: another layout
    assert view.settling()
    rest(view)
    view.grab()
    view.resize(960, 600)
    assert view.settling()  # its layout differs from the one shown


class _PaintCounter:
    def __init__(self, widget):
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class Filter(QObject):
            def eventFilter(self, watched, event):
                if event.type() == QEvent.Type.Paint:
                    counter.count += 1
                return False

        self.count = 0
        self._filter = Filter()
        widget.installEventFilter(self._filter)


def test_a_zoom_paints_one_frame(table):
    # Zooming in showed the scroll bars, whose deferred repaint made the event loop paint a
    # second frame of the table under them; a zoom back shown from the caches left its
    # pictures' changes queued, for a second frame too.
    scene, view = table
    counter = _PaintCounter(view.viewport())
    for zoom in (1.5, 1.0, 1.5, 1.0):
        counter.count = 0
        view.set_zoom(zoom)
        for _ in range(3):
            QApplication.processEvents()
        assert counter.count == 1, zoom
        rest(view)
        for _ in range(3):
            QApplication.processEvents()


def test_a_remembered_place_is_what_working_it_out_anew_gives(table, qtbot):
    # Random zooms, sizes, card states and moves: wherever an item answers from the places
    # it remembers, the answer is the one the key worked out anew gives.
    scene, view = table
    rng = random.Random(18)
    cards = [c for c in scene.card_items() if c.isVisible()]
    answered = 0
    for _ in range(30):
        step = rng.random()
        if step < 0.4:
            view.set_zoom(rng.choice((1.0, 1.25, 1.5625)))
        elif step < 0.55:
            view.resize(rng.choice((960, 968)), 600)
        elif step < 0.8:
            card = rng.choice(cards)
            card.set_highlight(rng.choice((None, "selected")))
        else:
            card = rng.choice(cards)
            card.setPos(card.pos() + QPointF(rng.choice((-0.3, 0.0, 0.25, 7.0)), 0.0))
        if rng.random() < 0.6:
            rest(view)
        view.grab()
        context = _view_context(scene)
        for item in scene.items():
            if not isinstance(item, CachedPaint) or not item.isVisible():
                continue
            remembered = item._placed_before(context[4])
            if remembered is None:
                continue
            answered += 1
            anew = item._sprite_for(context, cached_only=True)
            assert anew is not None and type(anew) is tuple
            assert remembered[0] is anew[0] and remembered[1] == anew[1]
            assert remembered[2] == anew[2]
    assert answered > 100


class _PaintedRegion:
    def __init__(self, widget):
        from PySide6.QtCore import QEvent, QObject
        from PySide6.QtGui import QRegion

        region = self

        class Filter(QObject):
            def eventFilter(self, watched, event):
                if event.type() == QEvent.Type.Paint:
                    region.painted = region.painted.united(event.region())
                return False

        self.painted = QRegion()
        self._filter = Filter()
        widget.installEventFilter(self._filter)


def test_the_settle_after_a_zoom_paints_the_whole_felt_again(table):
    # The first frame showed the felt scaled; the settle repainted only where pictures
    # changed, so the felt between them stayed scaled until something else repainted it.
    scene, view = table
    view.set_zoom(1.5)
    for _ in range(3):
        QApplication.processEvents()
    assert view.settling()
    painted = _PaintedRegion(view.viewport())
    view.settle_now()
    for _ in range(3):
        QApplication.processEvents()
    assert painted.painted.contains(view.viewport().rect())


def run_prefetch(view) -> None:
    """The prefetch's idle wait and its ticks, at once."""
    prefetch = view.prefetch
    assert prefetch.running()  # its idle timer, after the zoom rested
    prefetch.start_now()
    for _ in range(2000):
        if not prefetch.running():
            break
        prefetch.step()
    assert not prefetch.running()


def test_the_next_zoom_step_finds_its_pictures_painted_ahead(table):
    scene, view = table
    view.set_zoom(1.25)
    rest(view)
    run_prefetch(view)
    assert view.prefetch.painted > 0
    sprites = len(SPRITES)
    view.set_zoom(1.5625)  # one step in: every picture was painted ahead
    assert len(SPRITES) == sprites
    assert view.settling()  # the felt, never shown at this zoom, is still to paint
    # The first frame shows every picture crisp (the felt scaled): each item shows the
    # picture its key worked out anew for this zoom asks for.
    context = _view_context(scene)
    shown = 0
    for item in scene.items():
        if isinstance(item, CachedPaint) and item.isVisible():
            wanted = item._sprite_for(context, cached_only=True)
            assert type(wanted) is tuple, item
            assert item._picture.key == wanted[1] and item.picture_shown(), item
            shown += 1
    assert shown > 10
    view.grab()
    rest(view)
    assert len(SPRITES) == sprites  # the settle painted no picture
    assert view.grab().toImage() == slow_image(scene, view)
    view.set_zoom(1.25)  # and one step out of that, shown before: crisp at once
    assert not view.settling()


def test_the_prefetch_keeps_within_half_the_picture_budget(table, monkeypatch):
    scene, view = table
    view.set_zoom(1.25)
    rest(view)
    # A cache holding more than half its budget already (a long session's is full) does not
    # stop it: what it paints for this zoom does, at half the budget, so the pictures on show
    # stay.
    shown = SPRITES.bytes
    monkeypatch.setattr(SPRITES, "limit_bytes", 2 * shown)
    side = int((0.9 * shown / 4) ** 0.5)
    SPRITES.put("an earlier picture", Sprite(QPixmap(side, side), QPoint()))
    assert SPRITES.bytes > SPRITES.limit_bytes * view.prefetch.BUDGET_SHARE
    run_prefetch(view)
    largest = max(SPRITES._size(SPRITES.get(key)) for key in SPRITES.keys())
    assert 0 < view.prefetch.painted_bytes <= shown + largest
    items = [item for item in scene.items() if isinstance(item, CachedPaint) and item.isVisible()]
    assert view.prefetch.painted < len(view.prefetch.zooms()) * len(items)


def test_a_hidden_view_or_a_new_zoom_stops_the_prefetch(table):
    scene, view = table
    view.set_zoom(1.25)
    rest(view)
    assert view.prefetch.running()
    view.set_zoom(2.0)  # never shown: waits to settle, and nothing is painted ahead meanwhile
    assert view.settling() and not view.prefetch.running()
    rest(view)
    assert view.prefetch.running()
    view.hide()
    assert not view.prefetch.running()


def test_a_table_nobody_zooms_runs_no_prefetch(table):
    scene, view = table
    view.resize(1100, 700)
    rest(view)
    assert view._prefetch is None or not view._prefetch.running()
