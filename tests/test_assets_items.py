"""Card art, the pixmap cache and the table items: sizes, caching, distinct faces, privacy.

The privacy tests render items through a real QGraphicsScene and compare pixels: a card the
viewer may not see must draw exactly what a plain back draws, whatever else is set on it.
"""

from __future__ import annotations

import hashlib
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from palace_desktop.ui import assets
from palace_desktop.engine.cards import UNKNOWN, Card, Suit, standard_deck
from palace_desktop.ui.table import chips, items, message, plate
from palace_desktop.ui.table.chips import ChipStackItem, chip_breakdown
from palace_desktop.ui.table.items import CardItem, PileItem
from palace_desktop.ui.table.message import BannerMessageItem
from palace_desktop.ui.table.plate import SeatPlateItem
from palace_desktop.ui.table.sprite import CARD_PX


def image_hash(image: QImage) -> str:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha256(bytes(image.constBits())).hexdigest()


def pixmap_hash(card, width=60, dpr=1.0, four_colour=False) -> str:
    return image_hash(assets.card_pixmap(card, width, dpr, four_colour).toImage())


def render(*graphics_items, scale: float = 1.0, dpr: float = 1.0) -> QImage:
    """Render the items (placed at the origin) through a scene, `scale` times their size."""
    source = QRectF(-80.0, -100.0, 160.0, 200.0)
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor("#2b6a47"))
    for item in graphics_items:
        scene.addItem(item)
    w, h = int(source.width() * scale), int(source.height() * scale)
    image = QImage(int(w * dpr), int(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, w, h), source)
    painter.end()
    for item in graphics_items:
        scene.removeItem(item)
    return image


@pytest.fixture
def two_colour(qapp):
    CardItem.set_four_colour(False)
    yield
    CardItem.set_four_colour(False)


# -- resources ------------------------------------------------------------------------------------


def test_resources_dir_exists():
    folder = assets.resources_dir()
    assert folder.is_dir()
    assert assets.resource_path("README.md") == folder / "README.md"


def test_resources_dir_prefers_a_bundle(tmp_path, monkeypatch):
    (tmp_path / "palace_desktop" / "resources").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.resources_dir() == tmp_path / "palace_desktop" / "resources"


# -- pixmaps and the cache ------------------------------------------------------------------------


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("width", [45, 70, 100, 213])
def test_pixmap_size_follows_width_and_dpr(fresh_cache, width, dpr):
    for card in (Card.parse("As"), Card.parse("Td"), None):
        pixmap = assets.card_pixmap(card, width, dpr, False)
        assert pixmap.width() == round(width * dpr)
        assert pixmap.height() == round(width * 1.4 * dpr)
        assert pixmap.devicePixelRatio() == pytest.approx(dpr)
        size = pixmap.deviceIndependentSize()
        assert size.width() == pytest.approx(width, abs=0.5)
        assert size.height() == pytest.approx(width * 1.4, abs=0.5)


def test_same_key_is_a_cache_hit(fresh_cache):
    card = Card.parse("Qh")
    first = assets.card_pixmap(card, 80, 2.0, False)
    again = assets.card_pixmap(card, 80, 2.0, False)
    assert first.cacheKey() == again.cacheKey()
    info = assets.cache_info()
    assert (info.hits, info.misses, info.size) == (1, 1, 1)
    other = assets.card_pixmap(card, 80, 2.0, True)
    assert other.cacheKey() != first.cacheKey()
    assert assets.cache_info().misses == 2


def test_hidden_card_and_none_share_the_back(fresh_cache):
    assert (assets.card_pixmap(None, 64, 1.0, False).cacheKey()
            == assets.card_pixmap(UNKNOWN, 64, 1.0, True).cacheKey())


def test_cache_is_bounded_and_least_recently_used(fresh_cache):
    assets.set_cache_limit(10)
    deck = standard_deck()
    first = assets.card_pixmap(deck[0], 50, 1.0, False)
    for card in deck[1:30]:
        assets.card_pixmap(card, 50, 1.0, False)
        assert assets.cache_info().size <= 10
    assert assets.cache_info().limit == 10
    assert (deck[0].index, 50, 1.0, False) not in assets.cache_keys()
    assert assets.card_pixmap(deck[0], 50, 1.0, False).cacheKey() != first.cacheKey()
    assets.clear_cache()
    assert assets.cache_info() == (0, 0, 0, 10)


def test_all_faces_differ_from_each_other_and_from_the_back(fresh_cache):
    hashes = {pixmap_hash(card) for card in standard_deck()}
    assert len(hashes) == 52
    assert pixmap_hash(None) not in hashes


def test_four_colour_deck_recolours_clubs_and_diamonds_only(fresh_cache):
    for card in standard_deck():
        same = pixmap_hash(card, four_colour=False) == pixmap_hash(card, four_colour=True)
        assert same == (card.suit in (Suit.HEARTS, Suit.SPADES)), card


def test_faces_are_opaque_inside_and_clear_at_the_corners(fresh_cache):
    image = assets.card_pixmap(Card.parse("7c"), 100, 1.0, False).toImage()
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner
    assert image.pixelColor(50, 70).alpha() == 255


# -- CardItem -------------------------------------------------------------------------------------


def test_card_item_geometry(qapp):
    item = CardItem()
    assert CARD_PX == 100.0
    assert item.shape().boundingRect() == QRectF(-50, -70, 100, 140)
    assert item.boundingRect().contains(QRectF(-50, -70, 100, 140))
    assert item.transformOriginPoint() == QPointF(0, 0)


def test_hidden_card_shows_only_the_back_even_face_up(fresh_cache, two_colour):
    back_only = image_hash(render(CardItem(UNKNOWN, face_up=False)))
    hidden = CardItem(UNKNOWN, face_up=False)
    hidden.set_face_up(True)
    assert image_hash(render(hidden)) == back_only
    assert not hidden.face_pixmap_held()
    assert not hidden.shows_face()


def test_hidden_card_never_asks_for_a_face(fresh_cache, two_colour, monkeypatch):
    asked = []
    real = assets.card_pixmap

    def spy(card, *args, **kwargs):
        asked.append(card)
        return real(card, *args, **kwargs)

    monkeypatch.setattr(assets, "card_pixmap", spy)
    hidden = CardItem(UNKNOWN, face_up=True)
    hidden.set_highlight("target")
    for scale in (0.5, 1.0, 3.0):
        render(hidden, scale=scale)
    assert asked and all(card is None for card in asked)


def test_face_down_known_card_draws_the_back_and_holds_no_face(fresh_cache, two_colour):
    back_only = image_hash(render(CardItem(UNKNOWN)))
    card = CardItem(Card.parse("As"), face_up=False)
    assert image_hash(render(card)) == back_only
    assert not card.face_pixmap_held()


def test_face_up_known_card_renders_its_face(fresh_cache, two_colour):
    back_only = image_hash(render(CardItem(UNKNOWN)))
    ace = CardItem(Card.parse("As"), face_up=True)
    seen = image_hash(render(ace))
    assert seen != back_only
    assert ace.face_pixmap_held()
    assert seen != image_hash(render(CardItem(Card.parse("Ks"), face_up=True)))


def test_turning_down_or_hiding_drops_the_face_at_once(fresh_cache, two_colour):
    card = CardItem(Card.parse("9d"), face_up=True)
    render(card)
    assert card.face_pixmap_held()
    card.set_face_up(False)
    assert not card.face_pixmap_held()
    card.set_face_up(True)
    render(card)
    card.set_card(UNKNOWN)
    assert not card.face_pixmap_held()
    assert card.card is UNKNOWN


def test_pixmap_follows_zoom_and_device_pixel_ratio(fresh_cache, two_colour):
    card = Card.parse("Jc")
    render(CardItem(card, face_up=True), scale=2.0)
    render(CardItem(card, face_up=True), scale=1.0, dpr=1.5)
    widths = {key[1] for key in assets.cache_keys() if key[0] == card.index}
    assert widths == {200, 152}  # 100 x 2; 100 x 1.5 rounded up to a multiple of 4


def test_rotation_keeps_the_pixmap_size(fresh_cache, two_colour):
    soldier = CardItem(Card.parse("5h"), face_up=True)
    soldier.setRotation(90.0)
    render(soldier)
    assert {key[1] for key in assets.cache_keys()} == {100}


def test_flip_squeezes_and_swaps_sides_at_half(qapp, two_colour):
    card = CardItem(Card.parse("Kd"), face_up=False)
    assert card.setProperty("flip", 0.3)  # a real Qt property, so QPropertyAnimation can drive it
    assert card.property("flip") == pytest.approx(0.3)
    assert card.face_up is False
    card.setProperty("flip", 0.5)
    assert card.face_up is True  # edge-on: the other side from now on
    assert image_hash(render(card)) == image_hash(render())  # edge-on draws nothing
    card.setProperty("flip", 0.8)
    assert card.face_up is True
    card.setProperty("flip", 1.0)
    assert card.face_up is True
    # Starting the next animation from 0.0 is a jump between rest values: nothing turns.
    card.setProperty("flip", 0.0)
    assert card.face_up is True
    card.setProperty("flip", 0.7)
    assert card.face_up is False
    # An animator that also sets the side at the half-way point agrees with the item.
    card.set_face_up(False)
    card.setProperty("flip", 1.0)
    assert card.face_up is False


def test_flip_of_a_hidden_card_never_shows_a_face(fresh_cache, two_colour):
    hidden = CardItem(UNKNOWN, face_up=False)
    back_only = image_hash(render(CardItem(UNKNOWN)))
    hidden.setProperty("flip", 0.9)
    hidden.setProperty("flip", 1.0)
    assert hidden.face_up is True
    assert image_hash(render(hidden)) == back_only
    assert not hidden.face_pixmap_held()


def test_four_colour_switch_repaints_cards(fresh_cache, two_colour):
    clubs = CardItem(Card.parse("8c"), face_up=True)
    hearts = CardItem(Card.parse("8h"), face_up=True)
    two = image_hash(render(clubs)), image_hash(render(hearts))
    CardItem.set_four_colour(True)
    four = image_hash(render(clubs)), image_hash(render(hearts))
    assert four[0] != two[0]
    assert four[1] == two[1]


@pytest.mark.parametrize("kind", ["drop", "target", "selected", "best", "excluded"])
def test_each_highlight_is_drawn(qapp, two_colour, kind):
    card = CardItem(Card.parse("Qs"), face_up=True)
    plain = image_hash(render(card))
    card.set_highlight(kind)
    assert card.highlight() == kind
    assert image_hash(render(card)) != plain


def test_highlight_kinds_are_checked(qapp):
    with pytest.raises(ValueError):
        CardItem().set_highlight("glow")


def test_focus_ring_and_dimming_are_drawn(qapp, two_colour):
    card = CardItem(Card.parse("2d"), face_up=True)
    plain = image_hash(render(card))
    card.set_focus_ring(True)
    ring = image_hash(render(card))
    card.set_focus_ring(False)
    card.set_dimmed(True)
    dim = image_hash(render(card))
    assert len({plain, ring, dim}) == 3


# -- the other items --------------------------------------------------------------------------------


def test_pile_grows_with_its_count(qapp):
    pile = PileItem("Draw pile")
    assert pile.layers() == 0
    empty = image_hash(render(pile))
    pile.set_count(1)
    one = image_hash(render(pile))
    pile.set_count(52)
    assert pile.layers() == PileItem.MAX_LAYERS
    full = image_hash(render(pile))
    assert len({empty, one, full}) == 3
    assert pile.boundingRect().width() > PileItem("x", 1).boundingRect().width()
    assert not pile.face_pixmap_held()


def test_chip_breakdown_uses_the_largest_chips():
    assert chip_breakdown(2645) == [(1000, 2), (500, 1), (100, 1), (25, 1), (5, 4)]
    assert chip_breakdown(0) == []


def test_chip_stack_draws_stacks_and_text(qapp):
    stack = ChipStackItem()
    assert image_hash(render(stack)) == image_hash(render())
    stack.set_amount(12345)
    assert stack.amount == 12345
    assert stack.stacks()[0] == (1000, 10)
    assert len(stack.stacks()) <= ChipStackItem.MAX_STACKS
    assert stack.text()
    with_text = image_hash(render(stack))
    assert image_hash(render(ChipStackItem(12345, show_text=False))) != with_text


def test_seat_plate_flags(qapp):
    plate = SeatPlateItem()
    plate.set_rect(QRectF(-90, -30, 180, 60))
    plate.set_name("Ann")
    plate.set_chips(1500)
    plate.set_status("Thinking…")
    plain = image_hash(render(plate))
    bounds = plate.boundingRect()
    plate.set_dealer(True)
    assert plate.boundingRect().width() > bounds.width()  # the button sits beside the plate
    looks = {plain}
    for setter in (plate.set_turn, plate.set_viewer, plate.set_dimmed):
        plate.set_dealer(False)
        setter(True)
        looks.add(image_hash(render(plate)))
        setter(False)
    assert len(looks) == 4


def test_banner_shows_and_clears(qapp):
    banner = BannerMessageItem()
    assert banner.boundingRect().isEmpty() or not banner.text()
    banner.show_text("Ann wins the battle")
    assert banner.isVisible() and banner.text() == "Ann wins the battle"
    assert banner.boundingRect().center().x() == pytest.approx(0.0, abs=3.0)
    drawn = image_hash(render(banner))
    banner.clear()
    assert not banner.isVisible()
    assert drawn != image_hash(render(banner))


def test_items_module_exports(qapp):
    for module, name in ((items, "CardItem"), (items, "PileItem"), (chips, "ChipStackItem"),
                         (plate, "SeatPlateItem"), (message, "BannerMessageItem")):
        assert issubclass(getattr(module, name), QGraphicsObject)


@pytest.mark.layout
@pytest.mark.parametrize("min_text", [0.0, 9.0, 12.0])
@pytest.mark.parametrize("size", [(150, 64), (170, 80), (120, 70), (200, 60)])
def test_a_plate_name_is_cut_only_when_even_the_smallest_text_cannot_hold_it(qapp, size, min_text):
    """A plate's text took its size from the plate's height alone, so a tall plate (a heads-up
    table) drew "Jugador" so large it was cut to "Juga…" beside its chips on a plate with room
    for it. The size now gives way to the width too, down to the table's minimum."""
    from PySide6.QtGui import QFontMetricsF

    plate = SeatPlateItem()
    plate.set_rect(QRectF(0, 0, *size))
    plate.set_min_text(min_text)
    plate.set_name("Jugador")
    plate.set_chips(198)
    plate.set_status("Bajo ataque")
    area = plate._text_area()
    rows = plate._lines()
    width = lambda part: QFontMetricsF(part[1]).horizontalAdvance(part[0])  # noqa: E731
    first = rows[0]
    needed = sum(width(part) for part in first) + (8.0 + 2.0 if len(first) == 2 else 0.0)
    smallest = first[0][1].pixelSize() <= max(min_text, 7.0)
    assert needed <= area.width() + 0.5 or smallest
    sizes = {part[1].pixelSize() for row in rows[:2] for part in row}
    assert len(sizes) == 1  # name and chips in one size
