"""The table's redraw caches (issue 16, full table redraw): items shown as device-resolution
pictures (table/cached_paint.py, ui/sprite_cache.py) and the felt kept per view geometry
(table/felt_cache.py) draw what the vectors draw, and are painted again from the vectors when
the zoom, the size, the device pixel ratio or the theme changes."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsScene

from palace_desktop.engine.cards import UNKNOWN, Card, standard_deck
from palace_desktop.engine.deal import SeedDeal
from palace_desktop.engine.match import Match
from palace_desktop.engine.rules import Rules
from palace_desktop.ui import assets
from palace_desktop.ui.sprite_cache import SPRITES, Sprite, SpriteCache
from palace_desktop.ui.table import themes
from palace_desktop.ui.table.cached_paint import sprite_key
from palace_desktop.ui.table.chips import ChipStackItem
from palace_desktop.ui.table.items import CardItem, PileItem
from palace_desktop.ui.table.plate import SeatPlateItem

from table_views import table_at_rest


@pytest.fixture
def fresh(qapp):
    assets.clear_cache()
    CardItem.set_four_colour(False)
    theme = themes.current()
    yield
    themes.set_theme(theme)
    CardItem.set_four_colour(False)
    assets.clear_cache()


def paint_into(item, transform: QTransform, dpr: float, vectors: bool) -> QImage:
    """`item` painted under `transform` into a 300x300 (logical) image of `dpr`, on felt
    green: by its vectors, or as `paint` shows it (its sprite)."""
    image = QImage(int(300 * dpr), int(300 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#1e7848"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform
                           | QPainter.RenderHint.TextAntialiasing)
    painter.setTransform(transform)
    (item.paint_vectors if vectors else item.paint)(painter, None, None)
    painter.end()
    return image


def difference(a: QImage, b: QImage, over: int = 48) -> tuple[float, float]:
    """(mean channel difference, share of pixels with a channel off by more than `over`): an
    edge moved by a fraction of a pixel, or a glyph hinted a pixel over, stays small in both;
    another picture does not."""
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    assert a.size() == b.size()
    data_a, data_b = bytes(a.constBits()), bytes(b.constBits())
    total, off = 0, 0
    for offset in range(0, len(data_a), 4):
        pixel = [abs(data_a[offset + k] - data_b[offset + k]) for k in range(4)]
        total += sum(pixel)
        off += max(pixel) > over
    pixels = a.width() * a.height()
    return total / (4 * pixels), off / pixels


def random_item(rng: random.Random):
    kind = rng.choice(["face", "back", "pile", "plate", "chips"])
    if kind in ("face", "back"):
        item = CardItem(rng.choice(standard_deck()), face_up=kind == "face")
        item.set_highlight(rng.choice([None, "drop", "target", "selected", "best", "excluded"]))
        item.set_focus_ring(rng.random() < 0.3)
        item.set_dimmed(rng.random() < 0.2)
        return item
    if kind == "pile":
        return PileItem("Draw pile", rng.choice([0, 1, 7, 30]))
    if kind == "plate":
        plate = SeatPlateItem()
        plate.set_rect(QRectF(-90, -28, 180, 56))
        plate.set_name(rng.choice(["Hiro", "Jonas", "Ада"]))
        plate.set_chips(rng.randrange(0, 2000))
        plate.set_status("To act", "Bot (easy)")
        plate.set_turn(rng.random() < 0.5)
        plate.set_dealer(rng.random() < 0.5)
        return plate
    return ChipStackItem(rng.randrange(1, 3000), show_text=rng.random() < 0.5)


@pytest.mark.parametrize("seed", range(12))
def test_a_picture_draws_what_the_vectors_draw(fresh, seed):
    rng = random.Random(seed)
    item = random_item(rng)
    scale = rng.choice([0.45, 0.8, 1.0, 1.37, 2.2])
    turn = rng.choice([0, 0, 90, 180, 270])
    dpr = rng.choice([1.0, 1.5, 2.0])
    # Anywhere within a pixel: the picture keeps the origin to a quarter pixel.
    at = QPointF(150 + rng.random(), 150 + rng.random())
    transform = QTransform().translate(at.x(), at.y()).rotate(turn).scale(scale, scale)
    vectors = paint_into(item, transform, dpr, vectors=True)
    picture = paint_into(item, transform, dpr, vectors=False)
    assert len(SPRITES) == 1  # it really was a picture
    mean, share = difference(vectors, picture)
    assert mean < 1.0 and share < 0.005, (mean, share)


@pytest.mark.parametrize("turn", [0, 90, 180, 270])
@pytest.mark.parametrize("make", [lambda: CardItem(Card.parse("Jd"), True),
                                  lambda: CardItem(UNKNOWN),
                                  lambda: PileItem("Draw pile", 40)])
def test_a_plain_card_or_pile_picture_holds_all_it_paints(fresh, turn, make):
    # Without a glow its picture is cut to the card and its shadow: nothing may be cut off.
    # On a quarter pixel the picture is the vectors, but for rounding: a strict comparison.
    item = make()
    transform = QTransform().translate(150.25, 149.5).rotate(turn).scale(1.3, 1.3)
    vectors = paint_into(item, transform, 2.0, vectors=True)
    picture = paint_into(item, transform, 2.0, vectors=False)
    assert difference(vectors, picture, over=6)[1] < 0.0005


def test_a_picture_is_not_the_vectors_of_another_card(fresh):
    # The comparison above can tell: a different face is far from the same tolerance.
    transform = QTransform().translate(150, 150)
    ace = paint_into(CardItem(Card.parse("As"), True), transform, 1.0, vectors=True)
    king = paint_into(CardItem(Card.parse("Ks"), True), transform, 1.0, vectors=False)
    mean, share = difference(ace, king)
    assert mean > 1.0 and share > 0.005


def test_a_new_zoom_or_pixel_ratio_paints_a_sharper_picture(fresh):
    card = CardItem(Card.parse("Qh"), True)
    widths = {}
    for scale, dpr in ((1.0, 1.0), (2.0, 1.0), (1.0, 2.0), (1.0, 1.0)):
        paint_into(card, QTransform().translate(150, 150).scale(scale, scale), dpr, False)
        key = [k for k in SPRITES.keys() if k[2][0] == round(scale * dpr, 4)
               and k[2][4] == dpr][0]
        widths[(scale, dpr)] = SPRITES.get(key).pixmap.width()
    assert len(SPRITES) == 3  # back at the first zoom: the first picture again
    # A picture has as many device pixels as the card covers: no blur from scaling up.
    assert widths[(2.0, 1.0)] == widths[(1.0, 2.0)] >= 2 * widths[(1.0, 1.0)] - 2


def test_any_other_angle_or_a_turn_in_progress_paints_the_vectors(fresh):
    card = CardItem(Card.parse("7c"), True)
    painter_image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(painter_image)
    painter.setTransform(QTransform().rotate(30))
    assert sprite_key(card, painter) is None
    painter.setTransform(QTransform())
    assert sprite_key(card, painter) is not None
    card.setProperty("flip", 0.3)
    assert sprite_key(card, painter) is None
    painter.end()


def test_the_sprite_cache_is_bounded_by_bytes_oldest_first(qapp):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPixmap

    cache = SpriteCache(limit_bytes=3 * 10 * 10 * 4)
    for name in "abcd":
        cache.put(name, Sprite(QPixmap(10, 10), QPoint()))
    assert cache.keys() == ["b", "c", "d"]
    assert cache.get("b") is not None
    cache.put("e", Sprite(QPixmap(10, 10), QPoint()))
    assert cache.keys() == ["d", "b", "e"]
    assert cache.bytes == 3 * 400
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


# -- the table ------------------------------------------------------------------------------------


@pytest.fixture
def table(qtbot, fresh):
    return table_at_rest(qtbot)


def shown_pictures(scene) -> list:
    return [item for item in scene.items() if hasattr(item, "picture_shown")
            and item.isVisible() and item.picture_shown()]


def picture_of(item):
    return item._picture


def rest(view) -> None:
    """What the view does once its zoom or size has rested, at once (and again for what that
    posted: scroll bars coming or going)."""
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()
        view.settle_now()
    assert not view.settling()


def test_at_rest_every_card_plate_and_pile_shows_as_its_picture(table):
    scene, view = table
    cards = [c for c in scene.card_items() if c.isVisible()]
    assert cards and all(card.picture_shown() for card in cards)
    assert all(items.plate.picture_shown() for items in scene.seats.values())
    assert scene.draw_pile.picture_shown()


def test_the_picture_sits_pixel_for_pixel_on_the_device(table):
    scene, view = table
    for item in shown_pictures(scene):
        on_device = picture_of(item).deviceTransform(view.viewportTransform())
        assert on_device.type().value <= QTransform.TransformationType.TxTranslate.value
        assert on_device.dx() == pytest.approx(round(on_device.dx()), abs=1e-6)
        assert on_device.dy() == pytest.approx(round(on_device.dy()), abs=1e-6)


def test_the_mouse_finds_the_card_not_its_picture(table):
    scene, view = table
    card = next(c for c in scene.card_items() if c.isVisible())
    hit = scene.itemAt(card.sceneBoundingRect().center(), view.transform())
    assert hit is card


def test_the_table_on_screen_matches_its_vectors(table):
    scene, view = table
    shown = view.grab().toImage()
    for item in shown_pictures(scene):
        item._hide_picture()  # back to painting the vectors, as before the caches
    view.resetCachedContent()
    view.felt.KEEP = 0  # and the felt from the vectors
    vectors = view.grab().toImage()
    mean, share = difference(shown, vectors)
    assert mean < 1.0 and share < 0.005, (mean, share)


def test_a_change_of_state_paints_a_new_picture(table, qtbot):
    scene, view = table
    card = next(c for c in scene.card_items() if c.isVisible() and c.face_up)
    before = picture_of(card).key
    card.set_highlight("selected")
    assert not card.picture_shown()  # the vectors, until the changes are over
    qtbot.waitUntil(card.picture_shown)
    assert picture_of(card).key != before
    assert "selected" in picture_of(card).key[1]


def test_zoom_paints_pictures_at_the_new_size_and_back_finds_the_old(table):
    scene, view = table
    card = next(c for c in scene.card_items() if c.isVisible() and c.face_up)
    width_at_1 = picture_of(card).pixmap().width()
    view.set_zoom(2.0)
    rest(view)
    assert card.picture_shown()
    assert picture_of(card).pixmap().width() >= 2 * width_at_1 - 4
    sprites = len(SPRITES)
    view.set_zoom(1.0)
    rest(view)
    assert picture_of(card).pixmap().width() == width_at_1
    assert len(SPRITES) == sprites  # found, not painted again


def test_a_zoom_shows_the_pictures_scaled_at_once_and_crisp_once_it_rests(table, qtbot):
    scene, view = table
    # No scroll bars: their coming would resize the viewport and lay the table out again.
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.settle_now()
    view.grab()
    card = next(c for c in scene.card_items() if c.isVisible() and c.face_up)
    pixmap = picture_of(card).pixmap()
    sprites = len(SPRITES)
    view.set_zoom(1.5)
    assert view.settling()
    assert len(SPRITES) == sprites  # nothing painted yet: the first frame scales
    assert picture_of(card).pixmap().cacheKey() == pixmap.cacheKey()
    on_device = picture_of(card).deviceTransform(view.viewportTransform())
    assert on_device.m11() == pytest.approx(1.5, rel=1e-3)
    first = view.grab().toImage()
    assert view.felt._pictures and len(view.felt) == 1  # the felt scaled, not kept
    qtbot.waitUntil(lambda: not view.settling(), timeout=2000)  # by its own timer
    assert picture_of(card).pixmap().width() >= 1.5 * pixmap.width() - 4
    on_device = picture_of(card).deviceTransform(view.viewportTransform())
    assert on_device.type().value <= QTransform.TransformationType.TxTranslate.value
    crisp = view.grab().toImage()
    # The scaled frame is the crisp one with coarser pixels: the same picture in place
    # (seen a quarter the size, where the pixels no longer show; a card out of place would).
    def small(image):
        return image.scaled(image.width() // 4, image.height() // 4,
                            mode=Qt.TransformationMode.SmoothTransformation)

    mean, share = difference(small(first), small(crisp))
    assert mean < 3.0 and share < 0.01, (mean, share)


def test_resize_paints_the_felt_and_pictures_for_the_new_size(table, qtbot):
    scene, view = table
    view.grab()
    plate = scene.seats[0].plate
    width_before = picture_of(plate).pixmap().width()
    aspect = scene.aspect
    view.resize(1440, 720)
    assert view.settling() and scene.aspect == aspect  # laid out again once it rests
    view.grab()
    qtbot.waitUntil(lambda: not view.settling(), timeout=2000)
    assert scene.aspect == pytest.approx(1440 / 720, abs=0.05)
    view.grab()
    assert plate.picture_shown()
    assert picture_of(plate).pixmap().width() > width_before
    sizes = {(picture.width(), picture.height()) for picture in view.felt._pictures.values()}
    assert (view.viewport().width(), view.viewport().height()) in sizes


def test_a_hidden_view_runs_no_settle_timer_and_settles_when_shown(table):
    scene, view = table
    view.grab()
    view.set_zoom(1.25)
    assert view._settle_timer.isActive()
    view.hide()
    assert not view._settle_timer.isActive() and view.settling()
    view.show()
    assert not view.settling()
    card = next(c for c in scene.card_items() if c.isVisible())
    on_device = picture_of(card).deviceTransform(view.viewportTransform())
    assert on_device.type().value <= QTransform.TransformationType.TxTranslate.value


def test_a_new_table_while_settling_never_shows_the_old_tables_felt(table):
    scene, view = table
    view.grab()
    view.set_zoom(1.25)
    view.grab()
    oval = scene.table_rect()
    scene.set_text_size(scene.text_px * 1.6)  # laid out again at once: another oval
    assert scene.table_rect() != oval
    for item in scene.items():
        item.hide()
    assert view.settling()
    shown = view.grab().toImage()
    view.felt.clear()
    view.felt.KEEP = 0
    vectors = view.grab().toImage()
    mean, share = difference(shown, vectors)
    assert mean < 1.0 and share < 0.005, (mean, share)
    view.settle_now()


@pytest.mark.parametrize("seed", range(6))
def test_the_felt_scaled_while_settling_is_the_felt_of_the_vectors(table, seed):
    # The fast path (the last felt, scaled, vectors where it does not reach) against the
    # simple one (the felt painted from the vectors) on random zooms and window sizes.
    scene, view = table
    rng = random.Random(seed)
    view.grab()
    for _ in range(2):
        if rng.random() < 0.5:
            view.set_zoom(rng.choice([1.0, 1.1, 1.25, 1.6, 2.2]))
        else:
            view.resize(rng.randrange(700, 1400), rng.randrange(450, 900))
    assert view.settling()
    for item in shown_pictures(scene):
        item.hide()  # the felt alone
    scaled = view.grab().toImage()
    view.felt.clear()
    view.felt.KEEP = 0  # the vectors
    vectors = view.grab().toImage()
    mean, share = difference(scaled, vectors)
    assert mean < 2.0 and share < 0.03, (mean, share)
    view.settle_now()


def test_a_new_theme_repaints_the_felt_and_every_picture(table, qtbot):
    scene, view = table
    dark = view.grab().toImage()
    plate = scene.seats[0].plate
    old_sprite = picture_of(plate).sprite
    themes.set_theme(themes.resolve("blue", "burgundy", "high_contrast"))
    scene.apply_theme()
    qtbot.wait(1)
    assert plate.picture_shown() and len(SPRITES) > 0
    contrast = view.grab().toImage()
    mean, share = difference(dark, contrast)
    assert share > 0.2  # the felt, the backs and the plates all changed
    # What the pictures show now is the new theme's vectors.
    for item in shown_pictures(scene):
        item._hide_picture()
    view.felt.KEEP = 0
    view.resetCachedContent()
    vectors = view.grab().toImage()
    mean, share = difference(contrast, vectors)
    assert mean < 1.0 and share < 0.005, (mean, share)
    assert picture_of(plate).sprite is not old_sprite  # the same key, painted again


def test_no_new_pictures_while_cards_fly(table, monkeypatch):
    from palace_desktop.ui.table.animation import Animator

    scene, view = table
    card = next(c for c in scene.card_items() if c.isVisible())
    sprites = len(SPRITES)
    monkeypatch.setattr(Animator, "busy", property(lambda self: True))  # as during a move
    card.setScale(card.scale() * 1.1)  # a size never shown before
    card.refresh_picture()
    assert not card.picture_shown()  # the vectors paint it
    assert len(SPRITES) == sprites
    monkeypatch.undo()
    card.refresh_picture()  # at rest: a picture of the new size
    assert card.picture_shown() and len(SPRITES) == sprites + 1


def test_a_hidden_card_never_shows_a_face_picture(table):
    scene, view = table
    hidden = [c for c in scene.card_items() if c.card is UNKNOWN and c.isVisible()]
    assert hidden
    for card in hidden:
        assert picture_of(card).key[1][0] == "back"


def test_a_card_turned_down_or_hidden_lets_go_of_its_face_picture(table):
    scene, view = table
    card = next(c for c in scene.card_items() if c.isVisible() and c.shows_face())
    assert card.picture_shown() and card.face_pixmap_held()
    card.set_face_up(False)
    assert not card.face_pixmap_held()  # at once, not at the next refresh
    card.set_face_up(True)
    card.refresh_picture()
    assert card.face_pixmap_held()
    card.setVisible(False)
    card.set_card(UNKNOWN)
    assert not card.face_pixmap_held()


def test_cards_that_flew_land_as_pictures(qtbot, fresh):
    from palace_desktop.live.session import GameSession, SeatKind
    from palace_desktop.ui.main_window import MainWindow

    match = Match(Rules.make(), ["A", "B", "C"], [200] * 3, dealer=2)
    session = GameSession(match, [SeatKind("you")] + [SeatKind("bot", "easy")] * 2, 0)
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.set_speed("fast")
    window.resize(1280, 800)
    window.show()
    session.start_hand(SeedDeal(5))
    scene = window.scene
    assert scene.busy  # the deal flies
    qtbot.waitUntil(lambda: not scene.busy, timeout=20000)
    cards = [card for card in scene.card_items() if card.isVisible()]
    assert cards and all(card.picture_shown() for card in cards)
    view = window.table_view
    for card in cards:
        on_device = picture_of(card).deviceTransform(view.viewportTransform())
        assert on_device.type().value <= QTransform.TransformationType.TxTranslate.value


def test_an_item_between_two_pictures_paints_its_vectors(table):
    # A bug: the item that let go of its picture kept ItemHasNoContents and drew nothing
    # (a card blank from a change until the zero timer, a moved card blank while it flew).
    from PySide6.QtWidgets import QGraphicsItem

    scene, view = table
    card = next(c for c in scene.card_items() if c.isVisible() and c.face_up)
    box = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
    before = view.grab(box).toImage()
    card.set_highlight("excluded")  # stale: its picture goes, the vectors paint
    assert not card.picture_shown()
    assert not card.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    after = view.grab(box).toImage()
    card.set_highlight(None)
    card._hide_picture()
    plain = view.grab(box).toImage()
    assert difference(before, plain)[1] < 0.005  # the vectors, as the picture showed them
    assert difference(plain, after)[1] > 0.05  # and the change is on screen at once


def test_scroll_bars_come_and_go_with_the_zoom_over_the_table(table):
    # Bars beside the table resized the viewport at every zoom that brought them or took
    # them away: the first frame of the zoom paid for a new geometry (felt, layout).
    scene, view = table
    view.grab()
    room = view.viewport().size()
    assert not any(bar.isVisibleTo(view)
                   for bar in (view.horizontalScrollBar(), view.verticalScrollBar()))
    view.set_zoom(1.5)
    bars = (view.horizontalScrollBar(), view.verticalScrollBar())  # made at the first zoom in
    assert all(bar.isVisibleTo(view) for bar in bars)  # there before any event loop
    assert view.viewport().size() == room
    view.set_zoom(1.0)
    assert not any(bar.isVisibleTo(view) for bar in bars)
    assert view.viewport().size() == room
    view.settle_now()


def test_the_four_colour_switch_survives_cards_deleted_on_the_way(qapp, fresh):
    # A flaky teardown: a scene collected by Python's garbage collector in the middle of
    # set_four_colour's loop deleted cards that had just been checked as alive.
    import shiboken6

    scene = QGraphicsScene()
    first, second = CardItem(), CardItem()
    scene.addItem(first)
    scene.addItem(second)
    order = [first, second]
    real = CardItem._instances

    class Ordered:
        def __iter__(self):
            return iter(order)

    def update_then_lose_the_scene(*args):
        shiboken6.delete(scene)  # as the collector would: the scene and its cards go

    first.update = update_then_lose_the_scene
    CardItem._instances = Ordered()
    try:
        # The second card passes its check (nothing deleted yet), then goes before its call.
        checked = []
        original = shiboken6.isValid

        def is_valid(obj):
            checked.append(obj)
            return True if obj is second else original(obj)

        shiboken6.isValid = is_valid
        try:
            CardItem.set_four_colour(True)  # no RuntimeError
        finally:
            shiboken6.isValid = original
        assert second in checked
    finally:
        CardItem._instances = real
        CardItem.set_four_colour(False)


def _key_before(item, t: QTransform, dpr: float, direction):
    """`cached_paint._key` as it was written first (enum values compared, `_split` called):
    the reference the faster one must agree with."""
    import math as m

    from palace_desktop.ui.table.cached_paint import SUBPIXELS

    def split(position):
        whole = m.floor(position)
        quarters = round((position - whole) * SUBPIXELS) / SUBPIXELS
        return (whole + 1, 0.0) if quarters >= 1.0 else (whole, quarters)

    state = item.sprite_state()
    if state is None:
        return None
    if t.type().value > QTransform.TransformationType.TxRotate.value:
        return None
    m11, m12, m21, m22 = t.m11(), t.m12(), t.m21(), t.m22()
    eps = 1e-6
    if not ((abs(m12) < eps and abs(m21) < eps) or (abs(m11) < eps and abs(m22) < eps)):
        return None
    linear = (round(m11 * dpr, 4), round(m12 * dpr, 4), round(m21 * dpr, 4),
              round(m22 * dpr, 4), dpr)
    fraction = (split(t.dx() * dpr)[1], split(t.dy() * dpr)[1])
    return (type(item).__name__, state, linear, fraction, direction)


def test_the_picture_key_agrees_with_the_first_way_of_making_it(fresh):
    from hypothesis import given, settings, strategies as st

    from palace_desktop.ui.table.cached_paint import _key

    card = CardItem(Card.parse("QH"), True)
    coordinate = st.floats(-2000, 2000, allow_nan=False)
    noise = st.sampled_from((0.0, 0.0, 1e-13, -1e-9, 3e-7, 2e-6, 0.01))

    @settings(max_examples=400, deadline=None)
    @given(st.integers(0, 3), st.floats(0.05, 6.0), st.floats(0.05, 6.0), coordinate,
           coordinate, noise, noise, st.sampled_from((1.0, 1.25, 1.5, 2.0, 3.0)),
           st.sampled_from((Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft)),
           st.sampled_from(("plain", "shear", "project")))
    def check(turns, sx, sy, dx, dy, e1, e2, dpr, direction, kind):
        t = QTransform().rotate(90 * turns)
        t = t * QTransform(sx, e1, e2, sy, dx, dy)
        if kind == "shear":
            t = t * QTransform().shear(0.3, 0.0)
        elif kind == "project":
            t = QTransform(t.m11(), t.m12(), 0.001, t.m21(), t.m22(), 0.0, t.dx(), t.dy(), 1.0)
        new, old = _key(card, t, dpr, direction), _key_before(card, t, dpr, direction)
        assert (new is None) == (old is None)
        if new is not None:
            assert new[:4] == old[:4]
            assert new[4] == (0 if direction == Qt.LayoutDirection.LeftToRight else 1)

    check()
