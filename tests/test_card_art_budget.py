"""The card art's pixmaps keep to what one table can show at one zoom (issue 43.2): the
table pictures' budget in bytes, besides their count. Every face at the four sizes a table
uses came to 3.3 MB at 1280x800, and zooms added sizes up to 600 pixmaps. Counted in bytes,
never timed."""

from __future__ import annotations

from palace_desktop.engine.cards import standard_deck
from palace_desktop.ui import assets, pixmap_cache
from palace_desktop.ui.sprite_cache import SPRITES


def test_the_card_pixmaps_keep_to_the_pictures_budget(fresh_cache, monkeypatch):
    one = 60 * 84 * 4  # a face 60 pixels wide
    monkeypatch.setattr(SPRITES, "limit_bytes", 20 * one)
    deck = standard_deck()
    for width in (60, 72, 60):  # a zoom in and back
        for card in deck:
            assets.card_pixmap(card, width)
            assert pixmap_cache.cache_bytes() <= 20 * 72 * 101 * 4
    # The last 20 faces asked for, at the last size: 20 pixmaps of 60 x 84.
    assert pixmap_cache.cache_bytes() == 20 * one
    assert assets.cache_keys() == [(card.index, 60, 1.0, False) for card in deck[-20:]]
    # The most recently used are those kept: the last cards asked for come back as they were.
    kept = assets.card_pixmap(deck[-1], 60)
    assert assets.card_pixmap(deck[-1], 60).cacheKey() == kept.cacheKey()
    assert (deck[0].index, 60, 1.0, False) not in assets.cache_keys()


def test_a_face_larger_than_the_budget_is_still_kept_while_it_is_the_newest(fresh_cache,
                                                                            monkeypatch):
    monkeypatch.setattr(SPRITES, "limit_bytes", 1000)
    card = standard_deck()[5]
    first = assets.card_pixmap(card, 100)
    assert assets.card_pixmap(card, 100).cacheKey() == first.cacheKey()
    assert len(assets.cache_keys()) == 1
    assert pixmap_cache.cache_bytes() == first.width() * first.height() * 4


def test_clearing_forgets_the_bytes(fresh_cache):
    assets.card_pixmap(standard_deck()[0], 60)
    assert pixmap_cache.cache_bytes() > 0
    assets.clear_cache()
    assert pixmap_cache.cache_bytes() == 0
