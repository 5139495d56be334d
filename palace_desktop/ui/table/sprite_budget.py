"""How many bytes of pictures a table view keeps (`SPRITES.reserve`): what its table can show
at one zoom, instead of one figure for any table at any size.

Every picture of a table lies on the table, and the pictures on show at once add up to less
than the table's own area on the device: measured at the end of hands with 4 and 10 seats, at
1280x800, 1920x1080 and at zoom 3, 0.2 to 0.3 of it (cards overlap in rows and fans, plates and
chips are small). A view keeps `PAGES` times its table's device area, 4 bytes a pixel, for the
largest of the last `GEOMETRIES` geometries it showed (as each item remembers where its
picture went for three): three to five times the pictures on show, which leaves room for those
of the other zoom or size a player goes back and forth to, and for the cards at the other
quarter pixels, turns and states that come back within a few hands. About 2.7 MB at
1280x800, 33 MB at 4K.

Four table areas were kept before (issue 43.2): 10.8 MB at 1280x800, filled by hand 30 of a
long session, 4 MB of its memory's growth from hand 10, to paint 63 pictures a hand where a
4 MB budget paints 72 (hands 71-100, `benchmarks/bench_long_session.py --pages`).
"""

from __future__ import annotations

from ..sprite_cache import SPRITES

__all__ = ["GEOMETRIES", "PAGES", "reserve_for"]

PAGES = 1
GEOMETRIES = 3
_areas: dict[int, list[int]] = {}  # each view's last table areas on the device, in bytes


def table_bytes(view, scene) -> int:
    """The table's area on the view's device, 4 bytes a pixel."""
    rect = view.mapFromScene(scene.sceneRect()).boundingRect()
    dpr = view.viewport().devicePixelRatioF()
    return int(rect.width() * rect.height() * dpr * dpr * 4)


def reserve_for(view, scene) -> None:
    """Reserve the pictures' share of `view`, showing `scene` as it does now."""
    owner = id(view)
    seen = _areas.get(owner)
    if seen is None:
        seen = _areas[owner] = []
        view.destroyed.connect(lambda *_args, owner=owner: _forget(owner))
    area = table_bytes(view, scene)
    if area in seen:
        seen.remove(area)
    seen.append(area)
    del seen[:-GEOMETRIES]
    SPRITES.reserve(owner, PAGES * max(seen))


def _forget(owner: int) -> None:
    _areas.pop(owner, None)
    SPRITES.release(owner)
