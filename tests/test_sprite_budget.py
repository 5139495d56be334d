"""The table's picture cache holds what the tables on screen can show, not a fixed 160 MB
(issue 43.2: 2.5 MB more memory a hand in a long session). A seat plate's pictures, whose
chips change at every bet, were new at every action and stayed: each plate now keeps those of
its last few states. Counted in pictures and bytes, never timed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPixmap

from palace_desktop.ui import assets
from palace_desktop.ui.sprite_cache import SPRITES, Sprite, SpriteCache
from palace_desktop.ui.table import sprite_budget
from palace_desktop.ui.table.plate import SeatPlateItem

from table_views import table_at_rest
from test_long_session import BotTable


def sprite(side: int = 10) -> Sprite:
    return Sprite(QPixmap(side, side), QPoint())


def test_the_budget_is_the_views_shares_and_a_released_share_goes(qapp):
    cache = SpriteCache(limit_bytes=10**9)
    cache.FLOOR_BYTES = 2 * 400
    for name in "abcd":
        cache.put(name, sprite())
    cache.reserve("view 1", 3 * 400)
    assert cache.limit_bytes == 3 * 400 and cache.keys() == ["b", "c", "d"]
    cache.reserve("view 2", 2 * 400)
    assert cache.limit_bytes == 5 * 400
    cache.put("e", sprite())
    cache.put("f", sprite())
    assert cache.keys() == ["b", "c", "d", "e", "f"]
    cache.release("view 2")
    assert cache.keys() == ["d", "e", "f"] and cache.bytes == 3 * 400
    cache.release("view 1")  # no view left: the floor
    assert cache.limit_bytes == 2 * 400 and cache.keys() == ["e", "f"]
    cache.discard("e")
    cache.discard("gone")
    assert cache.keys() == ["f"] and cache.bytes == 400


def test_a_table_view_reserves_what_its_table_can_show_and_gives_it_back(qtbot):
    assets.clear_cache()
    scene, view = table_at_rest(qtbot, seats=10, size=(960, 600))
    owner = id(view)
    small = sprite_budget.table_bytes(view, scene)
    assert small >= 900 * 550 * 4  # the table fills the view
    assert SPRITES._reserved[owner] == sprite_budget.PAGES * small
    view.resize(1500, 900)
    view.settle_now()
    qtbot.wait(1)
    view.settle_now()
    large = sprite_budget.table_bytes(view, scene)
    assert large > small and SPRITES._reserved[owner] == sprite_budget.PAGES * large
    view.resize(960, 600)  # the larger size is among the last three: its share stays
    view.settle_now()
    qtbot.wait(1)
    view.settle_now()
    assert SPRITES._reserved[owner] == sprite_budget.PAGES * large


def test_a_table_view_gone_gives_its_share_back(qtbot):
    from palace_desktop.ui.table.scene import TableScene
    from palace_desktop.ui.table.table_view import TableView

    scene = TableScene()
    view = TableView(scene)
    scene.setParent(view)  # deleted with its view, as in the app (tests/table_views.py)
    view.resize(960, 600)
    view.show()
    qtbot.waitExposed(view)
    scene.configure(4, 0, ["A", "B", "C", "D"])
    owner = id(view)
    qtbot.waitUntil(lambda: owner in SPRITES._reserved)
    view.deleteLater()
    qtbot.waitUntil(lambda: owner not in SPRITES._reserved)


def plate_pictures() -> list:
    return [key for key in SPRITES.keys() if key[0] == SeatPlateItem.__name__]


@pytest.mark.parametrize("seats", [4])
@pytest.mark.slow
def test_hands_at_one_zoom_keep_the_cache_to_the_tables_share(qtbot, seats):
    """Hand after hand at one size and zoom, the cache holds no more than the table's share,
    and each plate the pictures of its last few states: before, each plate added about 15
    pictures (50 KB each at this size) a hand, one for every chip count and status it
    showed, and the cache grew to its 160 MB."""
    assets.clear_cache()
    table = BotTable(qtbot, seats=seats)
    window = table.window
    try:
        per_hand = []
        for _ in range(5):
            table.finish_hand()
            window.table_view.settle_now()
            per_hand.append((len(plate_pictures()), SPRITES.bytes, len(SPRITES)))
            table.next_hand()
        assert all(plates <= seats * 6 for plates, *_ in per_hand), per_hand
        # The window's share: its table at this size (or at one it had as it first showed).
        share = sprite_budget.PAGES * sprite_budget.table_bytes(window.table_view, window.scene)
        assert all(size <= 1.2 * share for _, size, _ in per_hand), per_hand
        assert share <= SPRITES._reserved[id(window.table_view)] <= 1.2 * share
        # Issue 43.2: what one table can show at one zoom (it kept four tables' worth).
        table_area = sprite_budget.table_bytes(window.table_view, window.scene)
        assert SPRITES.limit_bytes <= max(SPRITES.FLOOR_BYTES, 1.2 * table_area)
    finally:
        table.close()
        assets.clear_cache()
